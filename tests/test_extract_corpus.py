"""The generated benchmark corpus: deterministic, varied, and every document extracts."""

from __future__ import annotations

import sys
from pathlib import Path

from claims.extract import extract
from claims.load.documents import parse_bytes

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
from corpus import generate


def test_same_n_and_seed_give_the_same_documents() -> None:
    assert list(generate(40, seed=3)) == list(generate(40, seed=3))
    assert list(generate(40, seed=3)) != list(generate(40, seed=4))


def test_documents_are_varied_and_extract_with_exact_quotes() -> None:
    docs = list(generate(60))
    assert len({name for name, _ in docs}) == 60
    fields = {name.split("-")[0] for name, _ in docs}
    assert len(fields) >= 5
    units = set()
    for name, text in docs:
        loaded = parse_bytes(text.encode("utf-8"), origin=name)
        _, claims = extract(loaded)
        assert claims, name
        for claim in claims:
            units.add(claim.unit)
            for quote in claim.mentions:
                assert quote.span is not None
                assert loaded.text[quote.span.start:quote.span.end] == quote.text
    assert {"x", "%", "s", "USD/Mtok", "count"} <= units
