"""The test program a document says its figures come from ("Tested with sbc-bench v0.9.48",
"Using joe-qoi to benchmark Python 3.11"): what ran, stated once for every figure."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy
from claims.vocabulary.software import SOFTWARE_RE

# A program's name as written: a word with letters, maybe joined by hyphens, dots or plus
# signs ("sbc-bench", "joe-qoi", "kvtest.c"), maybe in backticks.
_TOOL = r"(?P<tick>`?)(?P<tool>[A-Za-z][\w+]*(?:[-.][\w+]+)*)`?"
# "Tested with sbc-bench v0.9.48", "benchmarked using wrk 4.2.0": a versioned program the
# runs were made with (a version sets a program apart from "tested with 8 GPUs").
# (The lookahead names the first character, so the engine skips ahead to it.)
_TESTED_WITH = lazy(r"(?=[bmt])\b(?:tested|benchmarked|measured|timed)\s+(?:with|using)\s+" + _TOOL
                    + r"\s+v?\d+(?:\.\d+)+\b", re.I)
# "Using joe-qoi to benchmark Python 3.11": the program run to time another.
_USING_TO = lazy(r"(?=u)\busing\s+" + _TOOL + r"\s+to\s+(?:benchmark|test|time|measure)\b", re.I)

# "The benchmark is db_bench's fillrandom": the program the writer names as the test itself.
_BENCHMARK_IS = lazy(r"(?=t)\bthe\s+benchmark\s+(?:is|was)\s+" + _TOOL, re.I)

# "as measured by sapphi-red/performance-compare", "benchmarked with `acme/loadgen`": a
# repository, owner and name, is a program run, version or not; a slash between plain words
# ("measured by requests/second") is a unit, so a name needs a hyphen, dot or underscore,
# or backticks.
_BY_REPOSITORY = lazy(r"(?=[bmt])\b(?:tested|benchmarked|measured|timed)\s+(?:with|using|by)\s+"
                      r"(?P<tick>`?)(?P<tool>[A-Za-z\d][\w.-]*/[A-Za-z\d][\w.-]*[A-Za-z\d])`?",
                      re.I)


def program_tested_with(body: str) -> str | None:
    """The program the document says it tested with, a repository ("measured by
    acme/perf-compare") or written as a command (lower case or in
    backticks) that is no known serving engine, library or system (those are the software
    measured, not the work that ran: "using vLLM to benchmark Llama 3" leaves the work
    unsaid); else None."""
    # A repository, or the benchmark named as a command ("The benchmark is db_bench's
    # fillrandom"): in backticks or joined by a hyphen, dot or underscore, as typed.
    for m in (*_BY_REPOSITORY.finditer(body), *_BENCHMARK_IS.finditer(body)):
        tool = m.group("tool")
        if m.group("tick") or any(mark in tool for mark in "-._"):
            return tool
    for pattern in (_TESTED_WITH, _USING_TO):
        for m in pattern.finditer(body):
            tool = m.group("tool")
            # A command as typed is lower case or in backticks ("sbc-bench", `joe-qoi`); a
            # capitalised product ("measured with Chrome 117") is what was measured.
            command = m.group("tick") or tool[0].islower()
            if command and not SOFTWARE_RE.fullmatch(tool):
                return tool
    return None
