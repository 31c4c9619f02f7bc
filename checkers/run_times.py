"""Which times are a test's results that need a statistic: the run times a results table
gives (a query's, a benchmark's, a build's), unless the text says how they were summarised."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from checkers.statistic_named import elapsed_for_amount
from claims.extract.facts.sections import is_training_section
from claims.extract.facts.wording import wording
from claims.model import Claim, Document, Kind


def summarised_sections(document: Document) -> set[str | None]:
    """Sections with a sentence saying how their times were summarised over repeated runs
    ("each query ran 5 times and the table gives the median")."""
    return {q.section for q in document.repeats if wording(q.text).reports_spread}


def unsummarised_run_time(claim: Claim, summarised: set[str | None]) -> bool:
    """True for a run time a table row gives as a result (a headline duration in a row
    with a cell beside it), in a section that does not say how its runs were summarised:
    one run, a mean and a best of several read the same. A training run's length, a test's
    own length ("a 30-second run") and the time a stated amount of work took are not."""
    return claim.kind is Kind.headline and claim.metric == "duration" \
        and claim.unit == "s" and "|" in claim.source.quote \
        and claim.source.section not in summarised \
        and not is_training_section(claim.source.section) \
        and not wording(claim.source.quote).no_waiting_user \
        and not wording(claim.source.quote).single_run \
        and not elapsed_for_amount(claim)


#: A section with fewer run times than this holds a test's length or a setting beside other
#: results ("1,270,294 requests (30 seconds)"), not a table of run times.
_TABLE_ROWS = 3


def run_times(document: Document, claims: Sequence[Claim]) -> list[Claim]:
    """The figures of `claims` that are unsummarised run times (see above), in sections
    that give at least three of them: a table of run times."""
    summarised = summarised_sections(document)
    found = [c for c in claims if unsummarised_run_time(c, summarised)]
    counts = Counter(c.source.section for c in found)
    return [c for c in found if counts[c.source.section] >= _TABLE_ROWS]
