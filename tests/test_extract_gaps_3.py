"""Extraction gaps found on the second development set (tests/fixtures/dev2), each closed
by a general rule and tested on sentences of several fields, including sentences where
the rule must not fire."""

from __future__ import annotations

import pytest

from claims.documents import parse_bytes
from claims.extract import figures_of
from claims.extract.figures import Figure


def found(text: str) -> list[Figure]:
    """The figures of a one-paragraph document."""
    return figures_of(parse_bytes(text.encode(), origin="t.md"))


def one(text: str, value_text: str) -> Figure:
    """The figure whose written value starts with `value_text`."""
    hits = [f for f in found(text) if f.value_text.startswith(value_text)]
    assert len(hits) == 1, [(f.value_text, f.unit) for f in found(text)]
    return hits[0]


# --- 1. a change written new value first, with bare numbers ----------------------------

@pytest.mark.parametrize(("text", "value_text", "after", "before", "unit"), [
    ("The median TTFT fell to 1.1 from 3.2 after the prefill change.", "1.1", 1.1, 3.2,
     "count"),
    ("Our defect density dropped to 0.8 from 1.45 per release.", "0.8", 0.8, 1.45, "count"),
    ("The error rate fell to 1.1 from 3.2 percent.", "1.1", 1.1, 3.2, "%"),
    ("Median write latency dropped to 4 from 9 ms on NVMe.", "4", 0.004, 0.009, "s"),
    ("Frontier's HPL score rose to 1.353 EFLOPS from 1.206 in June.", "1.353", 1.353e18,
     1.206e18, "FLOP/s"),
    ("The list's entry point climbed to 2.31 PFLOPS, up from 2.13 a year ago.", "2.31",
     2.31e15, 2.13e15, "FLOP/s"),
])
def test_a_bare_change_to_from_is_one_before_after_figure(
        text: str, value_text: str, after: float, before: float, unit: str) -> None:
    fig = one(text, value_text)
    assert fig.before_after
    assert (fig.value, fig.baseline_value, fig.unit) == (pytest.approx(after),
                                                         pytest.approx(before), unit)


@pytest.mark.parametrize("text", [
    # A move between versions is no measure: no figure at all.
    "The project moved to 3.12 from 3.11 last week.",
    "The team switched to 2.4 from 2.3 of the client library.",
    "Most users went to 1.6 from 1.5 within a month.",
])
def test_versions_in_a_move_are_no_figures(text: str) -> None:
    assert found(text) == []
