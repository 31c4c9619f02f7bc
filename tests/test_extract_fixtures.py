"""Golden tests: each fixture announcement against its hand-written list of figures."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest
import yaml

from claims.extract import extract
from claims.load.documents import load_source
from claims.model import Claim

FIXTURES = Path(__file__).parent / "fixtures" / "announcements"
CASES = sorted(p for p in FIXTURES.iterdir() if p.suffix in (".md", ".html", ".txt"))


def found_figures(claims: tuple[Claim, ...]) -> list[dict[str, Any]]:
    """Every figure the extractor reports: each claim, and each before-value of a pair."""
    out = []
    for c in claims:
        out.append({"value": c.value, "unit": c.unit, "per": c.per.value if c.per else None,
                    "statistic": c.statistic.value if c.statistic else None,
                    "count_noun": c.count_noun, "text": c.mentions[0].text if c.mentions else ""})
        if c.value_max is not None:
            out.append({"value": c.value_max, "unit": c.unit, "per": None, "statistic": None,
                        "count_noun": None, "text": c.value_text or ""})
        if c.baseline is not None and c.baseline.value is not None:
            out.append({"value": c.baseline.value, "unit": c.unit, "per": None,
                        "statistic": None, "count_noun": None, "text": c.baseline.value_text})
    return out


def matches(want: dict[str, Any], got: dict[str, Any]) -> bool:
    """An expected figure matches a found one on value and unit, and on any qualifier given."""
    if want["unit"] != got["unit"] or not math.isclose(float(want["value"]), got["value"],
                                                      rel_tol=1e-6):
        return False
    return all(got.get(k) == want[k] for k in ("per", "statistic", "count_noun") if k in want)


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_fixture_figures(path: Path) -> None:
    """Recall and precision are both exact on the fixtures: print what differs."""
    expected = yaml.safe_load(path.with_name(path.stem + ".expected.yaml").read_text())
    document, claims = extract(load_source(str(path)))
    got = found_figures(claims)
    unmatched = list(got)
    missing = []
    for want in expected["figures"]:
        hit = next((g for g in unmatched if matches(want, g)), None)
        if hit is None:
            missing.append(want)
        else:
            unmatched.remove(hit)
    report = "\n".join([f"missing: {m}" for m in missing]
                       + [f"unexpected: {u['value']:g} {u['unit']} ({u['text']!r})"
                          for u in unmatched])
    assert not missing and not unmatched, f"{path.name}:\n{report}"
    for field, value in (expected.get("document") or {}).items():
        actual = getattr(document, field)
        assert getattr(actual, "value", actual) == value, f"{path.name}: document.{field}"


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_fixture_quotes_are_exact(path: Path) -> None:
    """Every quote and mention is an exact substring of the text at its span."""
    loaded = load_source(str(path))
    _, claims = extract(loaded)
    for c in claims:
        span = c.source.span
        assert span is not None and loaded.text[span.start:span.end] == c.source.quote
        for q in c.mentions:
            assert q.span is not None and loaded.text[q.span.start:q.span.end] == q.text
