"""The `enumerations` step: ordinals (1st, 3rd), list labels ("(2)", "1. Intro") and
input/output length pairs ("1K/1K", "8192/1024 tokens") are no figures of their own."""

from __future__ import annotations

from claims.extract.figures.candidate import Candidate, Context, Example
from claims.vocabulary.lazy import lazy

EXAMPLES = (
    Example("The 3rd run (2) reached 41 ms.", ("0.041 s",)),
    Example("At 8192/1024 tokens it served 900 tokens per second.", ("900 tokens/s",)),
    Example("Steps: 1) install the driver 2) run it on 8 GPUs.", ("8 count GPUs",)),
    # A price in brackets is a second figure of its clause, never a list label.
    Example("Training took 4.1 hours ($132) on Azure.", ("14760 s", "132 USD")),
    # The number that closes a bracketed note is its value, not a list label.
    Example("The run gave 512 samples per second (workers: 4).",
            ("512 samples/s", "4 count workers")),
)

_ORDINAL = lazy(r"(?:st|nd|rd|th)\b")
_LIST_LABEL = lazy(r"[.)]\s")  # after a number that opens a line: "1. Intro", "2) ..."
# (no number grouped in thousands is one, nor are three numbers so joined: "19,851,067 /
# 19,803,663", "1851067 / 1803663 / 1795927" list readings)
_IO_PAIR = lazy(r"(?<![\d,])(?<!/)(?<!/ )\b\d+(?:\.\d+)?[Kk]?\s*/\s*\d+(?:\.\d+)?[Kk]?\b"
                r"(?=\s*(?:ISL|OSL|input|in/out|tokens?\b|sequence|context|$|[;)]|,(?!\d)|"
                r"\.(?!\d)))|"
                r"\b\d+(?:\.\d+)?[Kk]/\d+(?:\.\d+)?[Kk]\b")


def drop_enumerations(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Drop ordinals, list labels and the numbers of I/O length pairs."""
    scan = ctx.scan
    io_spans = [m.span() for m in _IO_PAIR.finditer(scan)] if "/" in scan else []
    return [cand for cand in found if not _enumerates(scan, cand, io_spans)]


def _enumerates(scan: str, cand: Candidate, io_spans: list[tuple[int, int]]) -> bool:
    """True for an ordinal, a list label or a number of an I/O length pair."""
    after = scan[cand.end:cand.end + 3]
    if not cand.spelled and _ORDINAL.match(after):
        return True
    if after[:1] == ")" and cand.start and scan[cand.start - 1] == "(" and not cand.currency:
        return True
    if after[:1] == ")" and not cand.spelled and cand.value_text.isdigit() and \
            cand.value <= 20 and (cand.start == 0 or scan[cand.start - 1] in " :;,\u00a0") \
            and not _closes_note(scan, cand.start):
        return True  # "Steps: 1) install 2) run": an enumerator within the sentence
    if not cand.spelled and _LIST_LABEL.match(after) and not scan[:cand.start].strip():
        return True
    return any(a <= cand.start < b for a, b in io_spans)


def _closes_note(scan: str, start: int) -> bool:
    """True when the bracket after a number closes one opened before it on the same note,
    "(batch: 8)", "(nodes 4)": the number is the note's value, where a list label ("Steps:
    1) install") closes no bracket."""
    opened = scan.rfind("(", 0, start)
    return opened >= 0 and ")" not in scan[opened:start] and start - opened <= 40
