"""Column headers that benchmark tools print with one fixed meaning, read as the tool
defines them where the header names no unit in words: pytest-benchmark's "OPS" is
operations per second (1 / Mean), and the "Rounds", "Outliers" and "Iterations" columns of
pytest-benchmark, Google Benchmark and their kin count runs, they measure no time, whatever
unit a note over the table gives its time columns ("Name (time in us)")."""

from __future__ import annotations

from claims.extract.figures.candidate import COUNT
from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import Unit

OPS = Unit("ops/s", 1, "throughput")

# "OPS" alone, in capitals as the tools print it: operations per second.
_OPS = lazy(r"OPS")
# A column counting the runs a tool made: "Rounds", "Outliers", "Iterations", "Runs".
_RUN_COUNT = lazy(r"(?i:rounds|outliers|iterations|iters|runs|samples|repetitions)")


def tool_unit(header: str) -> tuple[Unit, str, str | None] | None:
    """The unit a benchmark tool's column header stands for ("OPS": ops/s; "Rounds",
    "Outliers": counts), or None for any other header."""
    text = header.strip().strip("*_").strip()
    if _OPS.fullmatch(text):
        return OPS, text, None
    if _RUN_COUNT.fullmatch(text):
        return COUNT, text, text
    return None
