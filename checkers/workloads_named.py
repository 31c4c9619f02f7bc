"""What the records say ran: a result's workload (not a pass of one job), the workloads a
set-up's configuration figures or a workload-naming column state, and the input lengths of
a sweep. Read by the single-workload rule."""

from __future__ import annotations

from collections.abc import Sequence

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
