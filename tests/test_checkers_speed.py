"""The checkers' memoisation never changes a result: caches key on identity, not content.

Speed itself is measured by the benchmark scripts in bench/, not asserted here.
"""

from __future__ import annotations

from checkers import RULES, resolve_selection, run_checks
from checkers.facts import headlines, per_run, performance
from claims.model import Claim, Document


def _claim(value: float, line: int, kind: str = "headline", statistic: str | None = None) -> Claim:
    """A throughput claim with its own quote."""
    quote = f"{value} tokens/s on line {line}"
    return Claim.model_validate({
        "value": value, "unit": "tokens/s", "metric": "throughput", "kind": kind,
        "statistic": statistic,
        "conditions": {"model": "M", "hardware": "H"},
        "source": {"quote": quote, "line": line,
                   "span": {"start": line * 100, "end": line * 100 + len(quote)}}})


def test_per_run_memoises_tuples_only() -> None:
    """A list may change between calls, so it is never memoised; a new tuple is a new run."""
    calls: list[int] = []

    @per_run
    def count(claims: object) -> int:
        calls.append(1)
        return len(list(claims))  # type: ignore[call-overload]

    first = (_claim(1.0, 1),)
    assert count(first) == count(first) == 1
    assert len(calls) == 1
    listed = [_claim(1.0, 1)]
    count(listed)
    listed.append(_claim(2.0, 2))
    assert count(listed) == 2
    assert count((*first, _claim(2.0, 2))) == 2


def test_shared_facts_follow_the_claims_they_are_asked_about() -> None:
    """Asking about one document's claims, then another's, gives each its own answer."""
    one = (_claim(1.0, 1), _claim(2.0, 2, kind="config"))
    two = (_claim(3.0, 3, kind="relative"),)
    assert [c.value for c in performance(one)] == [1.0]
    assert [c.value for c in performance(two)] == [3.0]
    assert [c.value for c in headlines(one)] == [1.0]
    assert headlines(two) == ()
    assert [c.value for c in performance(list(one))] == [1.0]


def test_run_checks_gives_the_same_findings_for_a_list_or_a_tuple_run_twice() -> None:
    """Memoised facts from one run do not leak into the next."""
    document = Document.model_validate({"title": "t"})
    claims = [_claim(1.7e6, 1), _claim(1.9e6, 2), _claim(2.5e6, 3, statistic="peak")]
    once = run_checks(document, tuple(claims))
    assert run_checks(document, claims) == once
    assert run_checks(document, tuple(claims)) == once
    assert run_checks(document, claims[:1]) != once


def test_resolve_selection_hands_out_a_fresh_list() -> None:
    """The memoised selection cannot be changed through what a caller is given."""
    chosen = resolve_selection()
    chosen.clear()
    assert resolve_selection() == list(RULES)
    assert [r.code for r in resolve_selection(["CLM10"], ["CLM101"])][:2] == ["CLM102", "CLM103"]
