"""The `compared_units` step: a bare number set against a figure takes that figure's unit:
"1.42 million transactions per second, against 54,000 on the old release"; a list of
compared values goes on ("versus 52,000 for A and 71,000 for B"); a bare number set
against a later figure takes that one's ("1.31 million versus 1.29 million QPS"), and so do
bare numbers listed before a figure ("64 and 53 teraflops", "12, 15 or 18 ms")."""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import pairwise

from claims.extract.figures.candidate import Candidate, Context, Example
from claims.extract.figures.changes import AGAINST
from claims.vocabulary.lazy import lazy

EXAMPLES = (
    Example("It served 71,000 requests per second versus 52,000 for A and 49,000 for B.",
            ("71000 requests/s", "52000 requests/s", "49000 requests/s")),
    Example("The skewed run reports 7.5 RPS instead of 10.", ("7.5 requests/s", "10 requests/s")),
    Example("The kernel reached 189.8 TFLOPS (90.6%) against cuDNN's 190.6.",
            ("1.898e+14 FLOP/s", "90.6 %", "1.906e+14 FLOP/s")),
    Example("It handled 1.31 million versus 1.29 million QPS.",
            ("1310000 queries/s", "1290000 queries/s")),
    Example("$0.10 per million tokens, down from $0.30.", ("0.1 USD/Mtok from 0.3",)),
    Example("Reads took 12, 15 and 18 ms on the three pools.",
            ("0.012 s", "0.015 s", "0.018 s", "3 count pools")),
    Example("Runs of 8 and 16 GPUs finished in 40 or 22 minutes.",
            ("8 count", "16 count GPUs", "2400 s", "1320 s")),
)

# "versus 52,000 for Node.js 20.11 and 71,000 for Deno": the list of compared values goes on.
_LIST_GOES_ON = lazy(r"\s*(?:(?:for|on|with|in|from)\b(?:[^,;.]|\.(?=\S)){0,40}?)?\s*,?\s*"
                     r"(?:and|or)\s+(?:about\s+|roughly\s+|~)?[$]?$")
# "64 and 53 teraflops", "6.2, 5.8 and 7.1 GB/s": a list of bare numbers sharing the unit after it.
_LISTED = lazy(r"\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+")
# "p50=816, p90=1020, p99=1237 usec", "50.00th=[816], 90.00th=[1020] usec", "min=157,
# max=2789 usec": statistics of one measure keyed in a list, the unit after the last.
_STAT_KEYED = lazy(r"\]?\s*,\s*(?:(?:and|or)\s+)?(?:p\d{1,2}(?:\.\d+)?|\d{1,2}(?:\.\d+)?(?:th|%)|"
                   r"min|max|avg|mean|median|stdev|std)\s*[=:]\s*\[?\s*", re.I)
_SET_AGAINST_NEXT = lazy(r"\s*(?:versus|vs\.?|against|compared\s+(?:with|to))\s+"
                         r"(?:about\s+|roughly\s+|~)?[$]?")


def inherit_compared_units(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """A number set against a figure takes that figure's unit (see the module's docstring).
    The figure it is set against is the latest earlier one of a like size ("412,000 tx/s
    on a server with 512 GB, against 198,000")."""
    scan = ctx.scan
    out = list(found)
    compared: set[int] = set()
    for index in range(1, len(out)):
        cand, prev = out[index], out[index - 1]
        if cand.spelled or cand.glued:
            continue
        if AGAINST.search(scan, prev.end, cand.start):
            # "(40 vs 24 req/GPU)": two bare numbers compared inside brackets take no unit
            # from a figure before the bracket
            inside = _bracket_start(scan, cand.start)
            ref = _like_sized(out[:index], cand, inside) or \
                (_like_sized(out[:index], cand) if prev.unit is not None or not inside
                 else None) or prev
            if ref.unit is None or ref.unit.canonical == "count" or cand.start - ref.end > 160 \
                    or (ref is prev and cand.start - prev.end > 60) \
                    or (ref.unit.canonical == "x" and not _like(cand, ref)):
                continue  # "13x longer than the 6,900": the ratio's other side, no ratio
            if cand.unit is None:
                out[index] = _take_unit(cand, ref)
                compared.add(index)
            elif cand.unit.canonical == "USD" and ref.unit.canonical.startswith("USD/") \
                    and cand.unit_text == "$":
                out[index] = replace(cand, unit=ref.unit, per=cand.per or ref.per)
        elif cand.unit is None and index - 1 in compared and prev.unit is not None \
                and _LIST_GOES_ON.match(scan, prev.end, cand.start):
            out[index] = _take_unit(cand, prev)
            compared.add(index)
    return _listed_before(scan, _against_next(scan, out))


def _listed_before(scan: str, found: list[Candidate]) -> list[Candidate]:
    """Bare numbers listed right before a figure, of its size, take its unit ("64 and 53
    teraflops"); counts are left alone ("8 and 16 GPUs" says nothing of the 8's noun)."""
    out = list(found)
    for index in range(len(out) - 2, -1, -1):
        cand, nxt = out[index], out[index + 1]
        if cand.unit is None and not cand.spelled and not cand.glued \
                and nxt.unit is not None and nxt.unit.canonical != "count" \
                and ((_like(cand, nxt) and _LISTED.fullmatch(scan, cand.end, nxt.start))
                     # statistics of one measure share it whatever their spread
                     or _STAT_KEYED.fullmatch(scan, cand.end, nxt.start)):
            out[index] = _take_unit(cand, nxt)
    return out


def _against_next(scan: str, found: list[Candidate]) -> list[Candidate]:
    """A bare number set against the figure right after it takes that figure's unit."""
    out = list(found)
    for index, (cand, nxt) in enumerate(pairwise(found)):
        if cand.unit is None and not cand.spelled and nxt.unit is not None \
                and nxt.unit.canonical != "count" and _like(cand, nxt) \
                and _SET_AGAINST_NEXT.fullmatch(scan, cand.end, nxt.start):
            out[index] = _take_unit(cand, nxt)
    return out


def _like(cand: Candidate, ref: Candidate) -> bool:
    """True when a bare number is of the size of a figure as written (within 10x)."""
    assert ref.unit is not None
    written = ref.value / ref.unit.factor if ref.unit.factor else ref.value
    return cand.value > 0 and written > 0 and 0.1 <= cand.value / written <= 10


def _like_sized(earlier: list[Candidate], cand: Candidate, since: int = 0) -> Candidate | None:
    """The earlier figure with a unit (not a count) nearest the bare number's size, from
    `since` on; the latest of equally near ones ("189.8 TFLOPS (90.6%) against 190.6"
    sets 190.6 against the TFLOPS, not the share)."""
    best: Candidate | None = None
    for ref in earlier:
        if ref.start >= since and ref.unit is not None and ref.unit.canonical != "count" \
                and _like(cand, ref) and (best is None or _gap(cand, ref) <= _gap(cand, best)):
            best = ref
    return best


def _gap(cand: Candidate, ref: Candidate) -> float:
    """How far a bare number is from a figure's size as written, as a ratio of at least 1."""
    assert ref.unit is not None
    written = ref.value / ref.unit.factor if ref.unit.factor else ref.value
    ratio = cand.value / written
    return ratio if ratio >= 1 else 1 / ratio


def _bracket_start(scan: str, at: int) -> int:
    """Where the bracket still open at `at` opens, or 0: a comparison written inside
    brackets ("(40 vs 24 req/GPU)") is of the values inside them, not of figures before."""
    depth = 0
    for i in range(at - 1, -1, -1):
        if scan[i] == ")":
            depth += 1
        elif scan[i] == "(":
            if depth == 0:
                return i
            depth -= 1
    return 0


def _take_unit(cand: Candidate, ref: Candidate) -> Candidate:
    """A bare number with the unit and denominator of the figure it is set against."""
    assert ref.unit is not None
    return replace(cand, unit=ref.unit, value=cand.value * ref.unit.factor,
                   per=cand.per or ref.per)
