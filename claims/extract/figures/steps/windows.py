"""The `windows` step: the words each figure owns, back to the previous figure and on to the
next, within its clause; later steps read a figure's statistic, denominator and metric
from them."""

from __future__ import annotations

from claims.extract.figures.candidate import Candidate, Context, Example, changed
from claims.extract.figures.changes import CHANGE_TO, CHANGED_BY
from claims.extract.figures.words import last
from claims.vocabulary.lazy import lazy

EXAMPLES = (
    Example("Average power per GPU fell 12% to 610 W.", ("12 % (mean)", "610 W per GPU (mean)")),
    Example("TTFT was 0.3 s; throughput peaked at 900 tokens per second.",
            ("0.3 s", "900 tokens/s (peak)")),
)

_CLAUSE_BREAK = lazy(r";|\s[-\u2013\u2014]\s|\(")
_BREAK_CHAR = lazy(r"[;(\-\u2013\u2014]")  # a character every clause break holds


def windows(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """The words each figure owns: back to the previous figure, on to the next (per clause)."""
    scan = ctx.scan
    out: list[Candidate] = []
    prev_end = 0
    for index, cand in enumerate(found):
        left_start = prev_end
        if _BREAK_CHAR.search(scan, left_start, cand.start):
            brk = last(_CLAUSE_BREAK, scan, left_start, cand.start)
            if brk is not None:
                left_start = brk.end()
        nxt = found[index + 1].start if index + 1 < len(found) else len(scan)
        stop = _CLAUSE_BREAK.search(scan, cand.end, nxt)
        left = (ctx.header + " " if ctx.header else "") + scan[left_start:cand.start]
        if out and _continues_change(scan, out[-1], cand):
            # "Average power per GPU fell 12% to 610 W": the words before the change are
            # the new value's too (its statistic, denominator and metric).
            left = out[-1].left + scan[out[-1].start:cand.start]
        out.append(changed(cand, left=left, right=scan[cand.end:stop.start() if stop else nxt]))
        prev_end = cand.end
    return out


def _continues_change(scan: str, prev: Candidate, cand: Candidate) -> bool:
    """True when `cand` is the value a change just before it reached: "fell 12% to 610 W",
    "rose 2.1x to 1,200 tokens per second", "improved by 31 ms to 210 ms"."""
    if prev.unit is None or cand.unit is None or \
            CHANGE_TO.fullmatch(scan, prev.end, cand.start) is None:
        return False
    relative = ("%", "x", "pp")
    if prev.unit.canonical in relative:
        return cand.unit.canonical not in relative
    return prev.unit.canonical == cand.unit.canonical and \
        CHANGED_BY.search(scan, max(0, prev.start - 40), prev.start) is not None
