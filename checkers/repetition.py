"""The rule about how many runs a figure rests on: the text says one run, and reports no
repetition or spread anywhere."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from checkers.facts import is_ratio, listing, performance, short
from checkers.rule import Hit, rule
from claims.extract.facts.wording import wording
from claims.model import Claim, Document, Severity


def _said(document: Document, claims: Sequence[Claim]) -> list[tuple[str, str | None]]:
    """Every sentence the records quote, and the document's caveat and repetition
    sentences, with their sections."""
    seen = {(c.source.quote, c.source.section) for c in claims}
    seen.update((q.text, q.section) for q in (*document.caveats, *document.repeats))
    return sorted(seen, key=lambda item: (item[1] or "", item[0]))


def _said_single(said: list[tuple[str, str | None]], claims: Sequence[Claim]) -> list[Claim]:
    """The performance figures of sections where a sentence says the run was single."""
    single = [(text, section) for text, section in said if wording(text).single_run]
    sections = {section for _, section in single}
    results = performance(claims)
    # A section with no result of its own (a method section) says it of the whole text,
    # when it says so of the tests ("the tests were run once"), not of a warm-up pass.
    measured = {c.source.section for c in results}
    if any(section not in measured and wording(text).about_tests for text, section in single):
        sections = measured
    # The run's own length ("one 60-second run") is no result of it.
    return [c for c in results if c.source.section in sections
            and not is_ratio(c) and not (c.unit == "s" and wording(c.source.quote).single_run)]


@rule("CLM119", "single-run", Severity.warning, family="statistics")
def single_run(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """Figures come from a single run, with no repetition or spread reported.

    ## What it does
    Flags, when nothing in the document reports a repetition or a spread
    (several runs, "each test ran three times", a median or mean of N, the
    best of N, a standard deviation, plus or minus, a confidence interval,
    error bars, run-to-run variation), in a sentence with figures or without:
    the performance figures of a section in which a sentence says the figures
    come from one run, trial, pass or round ("from one 60-second run of each
    mode", "a single run", "each query ran once", "one round each", a run of a
    stated length in the singular: "a 10-second wrk run"); a section with no
    result of its
    own that says so of the tests (a method section) says it of every
    section. A document
    that says nothing about how many runs it made is not flagged, in prose or
    in tables: the
    editors' lists disagree on whether silence is a single run (five
    documents say no, one set says yes), so the rule raises only what the
    text states. A load tool's summary of one run's requests, a deviation
    beside their maximum or minimum ("latency Avg 6.90ms, Stdev 3.42ms, Max
    80.26ms"), is the spread of requests within the run, not across runs, and
    leaves a stated single run single; so does a rate averaged over the parts
    of one run ("averaged over all the links"), and a sentence keeping one run
    of several ("run twice, and the second set of results was kept") states a
    single run.

    ## Why it matters
    Performance varies from run to run (clock boost, caches, noisy neighbours,
    background work); a single run cannot tell a 5% gain from noise. A reader
    needs the spread to know how much of a difference is real.

    ## Example
    "The patch received 116 Gb/s on one core, from one 60-second run."

    ## Use instead
    Repeat the run and report the spread: "The patch received 116 Gb/s on one
    core, the median of five 60-second runs (range 113-118 Gb/s)."
    """
    said = _said(document, claims)
    # A deviation of one run's requests (a load tool's "Stdev" beside its "Max") is no
    # spread across runs: it leaves a stated single run single.
    if any(wording(text).reports_spread and not wording(text).spread_of_requests
           for text, _ in said):
        return
    found = _said_single(said, claims)
    if found:
        yield Hit(f"{listing([short(c) for c in found])}: from a single run, with no repetition "
                  "or spread reported", tuple(found))


RULES = (single_run,)
