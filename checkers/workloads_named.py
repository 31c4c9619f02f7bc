"""What the records say ran: a result's workload (not a pass of one job), the workloads a
set-up's configuration figures or a workload-naming column state, and the input lengths of
a sweep, and which results of a document say what ran at all. Read by the single-workload
rule."""

from __future__ import annotations

from collections.abc import Sequence

from checkers.facts import is_ratio, is_specification, norm
from claims.extract.facts.passes import is_pass
from claims.model import Claim, Kind


def workload(claim: Claim) -> str | None:
    """The claim's workload, unless it names a pass of one job ("Forward", "Total"): the
    rows of a kernel's forward, backward and total times are one test, not three."""
    named = claim.conditions.workload
    return None if is_pass(named) else named


#: Names of a column or setting whose values are workloads: "select-only" and "tpcb-like"
#: under "benchmark" are two tests run under one suite's name.
WORKLOAD_SETTINGS = frozenset({"benchmark", "benchmarks", "workload", "workloads", "test",
                               "tests", "scenario", "scenarios", "script", "scripts",
                               "query", "queries", "mix", "pattern", "task", "tasks"})


#: Labels of a set-up entry that names what ran ("- **Dataset:** pgbench, scale 2000").
_WORK_LABELS = frozenset({"dataset", "data set", "data", "workload", "workloads", "benchmark",
                          "benchmarks", "test", "tests"})


def setup_workloads(claims: Sequence[Claim]) -> set[str]:
    """The workloads that the configuration figures of a set-up entry labelled as the work
    ("Dataset: pgbench, scale 2000") name: every result's, when no result names its own."""
    return {w for c in claims if c.kind is Kind.config and (w := workload(c))
            and _label(c.source.quote) in _WORK_LABELS}


def _label(quote: str) -> str:
    """The label a set-up entry opens with ("**Dataset:** pgbench" gives "dataset")."""
    head, colon, _ = quote.partition(":")
    return " ".join(head.strip(" -*+_").split()).casefold() if colon and len(head) < 40 else ""


def workload_settings(shown: Sequence[Claim]) -> set[str]:
    """The values the results' workload-naming settings take ("benchmark: select-only")."""
    return {s.value.casefold() for c in shown for s in c.conditions.settings
            if s.name.strip().casefold() in WORKLOAD_SETTINGS}


def input_lengths(shown: Sequence[Claim]) -> set[int]:
    """The input lengths the results state ("20K input tokens" over a table)."""
    return {n for c in shown if (n := c.conditions.input_length) is not None}


def result_figures(heads: Sequence[Claim]) -> list[Claim]:
    """The headline figures that are results of a test: not a part's specification, a
    ratio, a share or a bare count."""
    return [c for c in heads if not is_specification(c) and not is_ratio(c)
            and c.unit not in ("%", "count")]


def named_ratios(heads: Sequence[Claim], shown: Sequence[Claim]) -> list[Claim]:
    """The ratio and before/after results, when no headline is a test result and each of
    them names its model (else none): a result named on every side, "2x faster on Llama
    3.1 8B"; a ratio naming no model may be of another one the records missed."""
    if result_figures(heads):
        return []
    ratios = [c for c in shown if c.kind in (Kind.relative, Kind.before_after)]
    return ratios if ratios and all(c.conditions.model for c in ratios) else []


#: Fewer results than this are a claim or two, not a test's table of results.
_TEST_ROWS = 3


def one_unnamed_test(heads: Sequence[Claim]) -> bool:
    """True when the headline results, none naming a model or workload, are at least three
    figures of one measure under one heading (a table of run times, a column of GFLOP/s):
    the results of a single test. Results under several headings or of several measures
    are several tests, named or not."""
    results = result_figures(heads)
    return len(results) >= _TEST_ROWS and len({c.source.section for c in results}) == 1 \
        and len({norm(c.metric) for c in results}) == 1
