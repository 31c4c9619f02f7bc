"""What the fuzz campaign found, each kept as a test (see `bench/fuzz_campaign.py`).

Each keeps the minimal reproducer the campaign found and asserts the clean outcome.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import run_cli

# A figure with more digits than a float holds (it once became value=inf) is refused
# in one line at every output: tests/test_output_safety.py, '9' * 400.


def test_an_internal_error_is_one_line() -> None:
    from pydantic import BaseModel, ValidationError

    from claims.cli import internal_error_line

    class Probe(BaseModel):
        value: float

    with pytest.raises(ValidationError) as caught:
        Probe.model_validate({"value": None})
    line = internal_error_line(caught.value)
    assert "\n" not in line and line.startswith("claims: error: internal error: ValidationError")
    assert json.dumps(line)  # printable as is


def test_an_unknown_marked_section_in_html_is_skipped_not_a_crash(tmp_path: Path) -> None:
    # Minimal reproducer: the standard parser raised AssertionError on `<![doctype ...`.
    page = tmp_path / "page.html"
    page.write_bytes(b"<![doctype html><body><p>We served 5,000 tokens/s on 8 GPUs.</p></body>")
    result = run_cli("vet", "--format", "json", str(page))
    assert result.returncode in (0, 1), result.stderr
    [doc] = json.loads(result.stdout)["documents"]
    assert [c["value"] for c in doc["claims"]][:1] == [5000]
