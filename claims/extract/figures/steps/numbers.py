"""Step 1, `numbers`: every number written in digits (with a scale) or spelled out."""

from __future__ import annotations

from claims.extract.figures.candidate import RATIO, Candidate, Context, Example
from claims.vocabulary import numbers

EXAMPLES = (
    Example("The cluster served 1.7 million tokens per second.", ("1700000 tokens/s",)),
    Example("Each node handled 26.2K requests per second on three DEP2 instances.",
            ("26200 requests/s per node", "3 count instances")),
    Example("Throughput rose ninefold.", ("9 x",)),
    Example("The service now handles a million requests per second.", ("1000000 requests/s",)),
    Example("TWO GPUs served it.", ("2 count GPUs",)),
)


def find_numbers(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Every number written in digits (with scale) or spelled out, in order."""
    scan = ctx.scan
    out = list(found)
    for m in numbers.NUMBER_RE.finditer(scan):
        cur, num, sfx, word = m.group("cur", "num", "sfx", "word")
        try:
            value = numbers.parse_digits(num, sfx, word)
        except (ValueError, OverflowError):
            continue
        at = m.start()
        out.append(Candidate(at, m.end(), value, m.group(), currency=bool(cur),
                             currency_code=numbers.CURRENCY[cur.strip()] if cur else "USD",
                             approximate=_hedged(scan, at),
                             scale=numbers.scale_of(sfx, word)))
    for m in numbers.SPELLED_RE.finditer(scan):
        value = numbers.parse_spelled(m.group("word"), m.group("scale"))
        fold = m.group("fold")
        out.append(Candidate(m.start(), m.end(), float(value), m.group(), spelled=True,
                             approximate=_hedged(scan, m.start()),
                             unit=RATIO if fold else None, unit_text="fold" if fold else None))
    if "illion" in scan or "thousand" in scan:
        for m in numbers.A_SCALE_RE.finditer(scan):
            out.append(Candidate(m.start(), m.end(), numbers.scale_of(word=m.group("scale")),
                                 m.group(), spelled=True, approximate=_hedged(scan, m.start())))
    out.sort(key=lambda cand: cand.start)
    return out


def _hedged(scan: str, at: int) -> bool:
    """True when the words just before the number make it approximate ("about", "~")."""
    return numbers.is_approximate(scan[max(0, at - 16):at])
