"""Column headers that benchmark tools print with one fixed meaning, read as the tool
defines them where the header names no unit in words: pytest-benchmark's "OPS" is
operations per second (1 / Mean); hyperfine's "Relative" is each command's multiple of the
fastest; BenchmarkDotNet's "Allocated" is in bytes, its bare "B" no billion, and so is the
"Compressed size" (or file, archive, output size) compressors and archivers print; the
"Rounds", "Outliers", "Iterations" and "Cnt" columns of pytest-benchmark, Google Benchmark,
JMH and their kin count runs, they measure no time, whatever unit a note over the table ("Name (time
in us)") or a unit column beside them (JMH's "Units") gives."""

from __future__ import annotations

from claims.extract.figures.candidate import COUNT
from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import Unit

OPS = Unit("ops/s", 1, "throughput")
RATIO = Unit("x", 1, "ratio")
BYTES = Unit("GB", 1e-9, "memory")

# "OPS" alone, in capitals as the tools print it: operations per second.
_OPS = lazy(r"OPS")
# "Relative" alone: a multiple of the best row, as hyperfine prints it; BenchmarkDotNet's
# "RatioSD", the spread of its "Ratio" column, is in multiples too.
_RELATIVE = lazy(r"(?i:relative|ratio ?sd)")
# BenchmarkDotNet's memory column, "Allocated" alone: bytes a call allocates ("112 B").
_ALLOCATED = lazy(r"(?i:allocated)")
# The size of the data a compressor or archiver wrote or read, "Compressed size", "File size",
# "Compr. size": lzbench, zstd, 7-Zip and squash print it in bytes. The size of what a run is
# given ("Batch size", "Input size") is its setting, no amount of data.
_DATA_SIZE = lazy(r"(?i:(?:compr(?:essed|\.)?|uncompressed|original|file|archive|output)[\s_-]+"
                  r"size)")
# A column counting the runs a tool made: "Rounds", "Outliers", "Iterations", "Runs", "Cnt".
_RUN_COUNT = lazy(r"(?i:rounds|outliers|iterations|iters|runs|samples|repetitions|cnt)")


def tool_unit(header: str) -> tuple[Unit, str, str | None] | None:
    """The unit a benchmark tool's column header stands for ("OPS": ops/s; "Relative": a
    multiple; "Allocated": bytes; "Rounds", "Outliers": counts), or None for any other header."""
    text = header.strip().strip("*_").strip()
    if _OPS.fullmatch(text):
        return OPS, text, None
    if _RELATIVE.fullmatch(text):
        return RATIO, text, None
    if _ALLOCATED.fullmatch(text) or _DATA_SIZE.fullmatch(text):
        return BYTES, text, None
    if _RUN_COUNT.fullmatch(text):
        return COUNT, text, text
    return None
