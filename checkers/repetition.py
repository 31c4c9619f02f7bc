"""The rule about how many runs a figure rests on: one run, or a table of one value per
cell with no word of repetition or spread anywhere in the text."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from checkers.consistency import in_table
from checkers.facts import is_ratio, listing, performance, short
from checkers.rule import Hit, rule
from claims.extract.facts.wording import wording
from claims.model import Claim, Document, Severity, Statistic

# Statistics that summarise many samples: a figure stated as one reports more than one run
# or request, so its document has said something about its spread.
_OF_MANY = frozenset({Statistic.mean, Statistic.median, Statistic.p50, Statistic.p75,
                      Statistic.p90, Statistic.p95, Statistic.p99, Statistic.p999})
#: Fewer table figures than this are no results table.
_TABLE_FIGURES = 2


def _said(document: Document, claims: Sequence[Claim]) -> list[tuple[str, str | None]]:
    """Every sentence the records quote, and the document's caveat and repetition
    sentences, with their sections."""
    seen = {(c.source.quote, c.source.section) for c in claims}
    seen.update((q.text, q.section) for q in (*document.caveats, *document.repeats))
    return sorted(seen, key=lambda item: (item[1] or "", item[0]))


def _said_single(said: list[tuple[str, str | None]], claims: Sequence[Claim]) -> list[Claim]:
    """The performance figures of sections where a sentence says the run was single."""
    sections = {section for text, section in said if wording(text).single_run}
    # The run's own length ("one 60-second run") is no result of it.
    return [c for c in performance(claims) if c.source.section in sections
            and not is_ratio(c) and not (c.unit == "s" and wording(c.source.quote).single_run)]


def _unrepeated_tables(claims: Sequence[Claim]) -> list[Claim]:
    """The results of a document's tables when no figure of the document is a mean, median
    or percentile (each of which summarises many samples)."""
    perf = performance(claims)
    if any(c.statistic in _OF_MANY for c in perf):
        return []
    found = [c for c in perf if in_table(c) and not is_ratio(c)]
    return found if len(found) >= _TABLE_FIGURES else []


@rule("CLM119", "single-run", Severity.warning, family="statistics")
def single_run(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """Figures come from a single run, with no repetition or spread reported.

    ## What it does
    Flags, when nothing in the document reports a repetition or a spread
    (several runs, "each test ran three times", a median or mean of N, the
    best of N, a standard deviation, plus or minus, a confidence interval,
    error bars, run-to-run variation), in a sentence with figures or without:
    the performance figures of a section in which a sentence says the figures
    come from one run, trial or pass ("from one 60-second run of each mode",
    "a single run", "each query ran once"); and, in one finding, the results
    of the document's tables (two or more performance figures in table rows,
    ratios aside) when no figure of the document is a mean, median or
    percentile, which would summarise many runs or requests. A document that
    gives its results in prose and says nothing about how many runs it made
    is not flagged.

    ## Why it matters
    Performance varies from run to run (clock boost, caches, noisy neighbours,
    background work); a single run cannot tell a 5% gain from noise. A reader
    needs the spread to know how much of a difference is real, and a table of
    one number per cell gives none.

    ## Example
    "The patch received 116 Gb/s on one core, from one 60-second run."

    ## Use instead
    Repeat the run and report the spread: "The patch received 116 Gb/s on one
    core, the median of five 60-second runs (range 113-118 Gb/s)."
    """
    said = _said(document, claims)
    if any(wording(text).reports_spread for text, _ in said):
        return
    found = _said_single(said, claims)
    if found:
        yield Hit(f"{listing([short(c) for c in found])}: from a single run, with no repetition "
                  "or spread reported", tuple(found))
    tables = [c for c in _unrepeated_tables(claims) if c not in found]
    if tables:
        yield Hit(f"{listing([short(c) for c in tables])}: one value per table cell, and the "
                  "text states no repetition or spread (runs, a median of N, a deviation)",
                  tuple(tables))


RULES = (single_run,)
