"""What the suite shares between tests is what each would have made alone, and no test can
change what the next one is handed."""

from __future__ import annotations

from pathlib import Path

from claims import pipeline
from claims.extract import extract
from claims.load.documents import parse_bytes
from tests.conftest import read_yaml
from tests.shared_extraction import extracted, sharing_extraction

POST = (b"# Quarry 3\n\nQuarry 3 answers 48,000 queries per second on one c7i.4xlarge, "
        b"2.4x what Quarry 2 managed.\n")


def test_a_shared_extraction_is_the_fresh_one_and_made_once() -> None:
    loaded = parse_bytes(POST, origin="shared-reads.md")
    first = extracted(loaded)
    assert first == extract(parse_bytes(POST, origin="shared-reads.md"))
    assert extracted(parse_bytes(POST, origin="shared-reads.md")) is first
    # the document record names where it was read: another origin is another entry
    other = extracted(parse_bytes(POST, origin="elsewhere.md"))
    assert (other[0].origin, first[0].origin) == ("elsewhere.md", "shared-reads.md")


def test_sharing_extraction_puts_the_pipeline_back() -> None:
    plain = pipeline.extract
    loaded = parse_bytes(POST, origin="shared-reads.md")
    with sharing_extraction():
        assert pipeline.extract is not plain
        shared = pipeline.vet_loaded(loaded)
    assert pipeline.extract is plain
    assert shared == pipeline.vet_loaded(loaded)


def test_a_file_read_twice_is_a_fresh_copy_each_time(tmp_path: Path) -> None:
    path = tmp_path / "data.yaml"
    path.write_text("document: a.md\nmentions:\n- {value: 1}\n", encoding="utf-8")
    first = read_yaml(path)
    first["mentions"][0]["value"] = 2
    first["document"] = "changed.md"
    assert read_yaml(path) == {"document": "a.md", "mentions": [{"value": 1}]}
    path.write_text("document: b.md\n", encoding="utf-8")
    assert read_yaml(path) == {"document": "b.md"}
