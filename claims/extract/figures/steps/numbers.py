"""The `numbers` step: every number written in digits (with a scale) or spelled out."""

from __future__ import annotations

import re
from dataclasses import replace

from claims.extract.figures.candidate import COUNT, RATIO, Candidate, Context, Example
from claims.extract.figures.counted import unit_follows
from claims.vocabulary import numbers
from claims.vocabulary.lazy import lazy
from claims.vocabulary.spelled import spelled_numbers

EXAMPLES = (
    Example("The cluster served 1.7 million tokens per second.", ("1700000 tokens/s",)),
    Example("Each node handled 26.2K requests per second on three DEP2 instances.",
            ("26200 requests/s per node", "3 count instances")),
    Example("Throughput rose ninefold.", ("9 x",)),
    # A "k" set apart by a space still scales when a word follows it.
    Example("The queue took 12 k msg/s at peak.", ("12000 messages/s (peak)",)),
    # A decimal comma before a glued percent sign; three digits after a comma group thousands.
    Example("Hit rate rose 7,25% on 1,024 keys.", ("7.25 %", "1024 count keys")),
    Example("The service now handles a million requests per second.", ("1000000 requests/s",)),
    Example("TWO GPUs served it.", ("2 count GPUs",)),
    # "x" then a number alone in a cell is a ratio, unless it names an instruction set.
    Example("| Build | Arch | Gain |\n|---|---|---|\n| zlib | x64 | x2 |", ("2 x",)),
    Example("That is a x3.04 speedup; reads hit 10.39 MILLION per second.",
            ("3.04 x", "10390000 reads/s")),
    Example("It delivers about twice the throughput of A100.", ("2 x",)),
    Example("Throughput changed by -15% on the old kernel.", ("-15 %",)),
    Example("The grant was $ 75 million, and the market $1tn.", ("75000000 USD", "1e+12 USD")),
    Example("Forty-two GPUs cost 10 000 dollars.", ("42 count GPUs", "10000 USD")),
    Example("The rebuild took 1/2 hour.", ("1800 s",)),
    # A part of a whole is one share, unless a noun of the setup is counted.
    Example("9 out of 10 runs passed; 5 out of 8 GPUs idled.",
            ("0.9 count", "5 count", "8 count GPUs")),
    # A scale word hyphenated into a compound still scales its number.
    Example("It scanned a 100-million-row table with a 2-million-token window.",
            ("100000000 count row", "2000000 count token")),
    # A processor's cores and threads as spec sheets write them: C and T, not trillions.
    Example("Each box has a Xeon 6430 32C/64T and 512 GB.",
            ("32 count cores", "64 count threads", "512 GB")),
)

# "48C/96T", "128C / 256T": a processor's cores and hardware threads, as spec sheets and
# tables of machines write them (the T is no tera, the C no Celsius beside a T).
_CORES_THREADS = lazy(r"(?<![\w.])(?P<cores>\d{1,3})C[ \u00a0]?/[ \u00a0]?"
                      r"(?P<threads>\d{1,4})T(?![\w.])")


def find_numbers(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Every number written in digits (with scale) or spelled out, in order."""
    scan = ctx.scan
    out = list(found)
    fractions = _fractions(scan) if "/" in scan else []
    if not scan.isascii():
        fractions.extend(_vulgar(scan))
    if "/" in scan and "C" in scan and "T" in scan:
        fractions.extend(_cores_threads(scan))  # read whole, like a fraction
    out.extend(fractions)
    unread = [(p.start(), p.end()) for p in numbers.COMMA_PAIR_RE.finditer(scan)] \
        if "," in scan else []  # "1,3": neither read
    if unread and ctx.decimal_comma:  # a column of "0,5", "15,9": decimal commas
        out.extend(_comma_decimals(scan, unread))
        unread = []
    for m in numbers.NUMBER_RE.finditer(scan):
        if fractions and any(f.start <= m.start() < f.end for f in fractions):
            continue
        at = m.start()
        if unread and any(a <= at < b for a, b in unread):
            continue  # "1,3": a decimal comma or a list of two; read neither way
        if "^" in scan and (scan.startswith("^", m.end()) or "^" in scan[max(0, at - 3):at]):
            continue  # part of a power written in a way not read ("1.1^--23")
        cur, num, sfx, word = m.group("cur", "num", "sfx", "word")
        try:
            value = numbers.parse_digits(num, sfx, word) * numbers.exponent_of(m.group("exp"))
        except (ValueError, OverflowError):
            continue
        if m.group("sign") or (not cur and _signed_by_word(scan, at)):
            value = -value  # "-15%", "minus 5": a fall is not a rise
        if not cur and _times_before(scan, at, m.end(), bool(ctx.header),
                                     _ARCH_HEADER.search(ctx.header) is not None):
            # "x3.04" (or with the multiplication sign): a ratio written sign first
            out.append(Candidate(at - 1, m.end(), value, m.group(), unit=RATIO,
                                 unit_text=scan[at - 1], approximate=_hedged(scan, at - 1)))
            continue
        out.append(Candidate(at, m.end(), value, m.group(), currency=bool(cur),
                             currency_code=numbers.CURRENCY[cur.strip()] if cur else "USD",
                             approximate=_hedged(scan, at),
                             scale=numbers.scale_of(sfx, word)))
    for word in spelled_numbers(scan):
        if _pronoun(scan, word.start, word.end):
            continue
        out.append(Candidate(word.start, word.end, word.value, scan[word.start:word.end],
                             spelled=True, approximate=_hedged(scan, word.start)))
    if "fold" in scan or "FOLD" in scan:
        for m in numbers.FOLD_RE.finditer(scan):
            value = numbers.parse_spelled(m.group("word"))
            out.append(Candidate(m.start(), m.end(), float(value), m.group(), spelled=True,
                                 approximate=_hedged(scan, m.start()), unit=RATIO,
                                 unit_text="fold"))
    if any(stem in scan for stem in numbers.ARTICLE_UNIT_STEMS):
        out.extend(Candidate(m.start(), m.end(), 1.0, m.group(), spelled=True)
                   for m in numbers.ARTICLE_QUANTITY_RE.finditer(scan))
    if "wice" in scan or "WICE" in scan:
        out.extend(Candidate(m.start(), m.end(), 2.0, m.group(), spelled=True, unit=RATIO,
                             unit_text=m.group(), approximate=_hedged(scan, m.start()))
                   for m in numbers.TWICE_RE.finditer(scan))
    out.sort(key=lambda cand: cand.start)
    return _joined_in_words(scan, out) if "over" in scan or " in " in scan or \
        "out of" in scan or " and " in scan or " point " in scan else out


def _comma_decimals(scan: str, pairs: list[tuple[int, int]]) -> list[Candidate]:
    """Each "0,5" of a cell in a column that writes its decimals with a comma, read as 0.5."""
    out: list[Candidate] = []
    for a, b in pairs:
        text = scan[a:b]
        whole, _, part = text.partition(",")
        if whole.isdigit() and part.isdigit() and len(part) <= 2:
            sign = a > 0 and scan[a - 1] in "-\u2212"
            value = float(f"{whole}.{part}")
            out.append(Candidate(a - sign, b, -value if sign else value, scan[a - sign:b],
                                 approximate=_hedged(scan, a)))
    return out


def _cores_threads(scan: str) -> list[Candidate]:
    """The two counts of each "48C/96T": cores, then threads."""
    out: list[Candidate] = []
    for m in _CORES_THREADS.finditer(scan):
        for group, noun in (("cores", "cores"), ("threads", "threads")):
            a, b = m.span(group)
            out.append(Candidate(a, b + 1, float(m.group(group)), m.group(group), unit=COUNT,
                                 unit_text=scan[b], count_noun=noun))
    return out


# "1 over 3", "one in twenty-one", "one out of three", where nothing is counted after them
# ("queue depth 128 over 21 SSDs" and "5 out of 8 GPUs" count SSDs and GPUs).
_OVER = lazy(r"\s+over\s+")
_POINT = lazy(r"[ \t]+point[ \t]+")
_IN = lazy(r"\s+(?:in|out\s+of)\s+")
# "out of" says a part of a whole, whatever word follows ("two out of five hundred TVs"),
# unless that word is a unit or a noun of a setup the vocabulary counts ("5 out of 8 GPUs").
_OUT_OF = lazy(r"\s+out\s+of\s+")
_AND = lazy(r"\s+and\s+")
_CLAUSE_END = lazy(r"\s*(?:$|[.,;:!?)])")


def _joined_in_words(scan: str, found: list[Candidate]) -> list[Candidate]:
    """Two bare numbers joined by "over" at the end of a clause, or "in" or "out of" (see
    `_part_of_whole`), are one fraction, not two numbers: "1 over 3" is a third; a whole
    number in digits and a spelled fraction joined by "and" are one mixed number ("5 and a
    half minutes")."""
    out: list[Candidate] = []
    for cand in found:
        prev = out[-1] if out else None
        if prev is not None and _bare(prev) and _bare(cand) and not prev.spelled and \
                not cand.spelled and prev.value_text.isdigit() and \
                cand.value_text.isdigit() and _POINT.fullmatch(scan, prev.end, cand.start):
            # "1 point 1": a decimal point said in words, as "one point one" is
            out[-1] = replace(prev, end=cand.end, value_text=scan[prev.start:cand.end],
                              value=float(f"{prev.value_text}.{cand.value_text}"))
            continue
        if prev is not None and _bare(prev) and not prev.spelled and \
                prev.value_text.isdigit() and cand.spelled and _bare(cand) and \
                0 < cand.value < 1 and _AND.fullmatch(scan, prev.end, cand.start):
            out[-1] = replace(prev, end=cand.end, value=prev.value + cand.value,
                              value_text=scan[prev.start:cand.end])
            continue
        if prev is not None and _bare(prev) and _bare(cand) and cand.value and (
                (_OVER.fullmatch(scan, prev.end, cand.start)
                 and _CLAUSE_END.match(scan, cand.end))
                or _part_of_whole(scan, prev, cand)):
            out[-1] = replace(prev, end=cand.end, value=prev.value / cand.value,
                              value_text=scan[prev.start:cand.end],
                              spelled=prev.spelled and cand.spelled)
            continue
        out.append(cand)
    return out


def _part_of_whole(scan: str, part: Candidate, whole: Candidate) -> bool:
    """True for "one in twenty-one" or "one out of three" at the end of a clause, and "two
    out of five hundred TVs"; never for a part larger than its whole ("12 out of 10")."""
    if abs(part.value) > abs(whole.value):
        return False
    if _IN.fullmatch(scan, part.end, whole.start) and _CLAUSE_END.match(scan, whole.end):
        return True
    return _OUT_OF.fullmatch(scan, part.end, whole.start) is not None and \
        not unit_follows(scan, whole.end)


# "the one you mentioned", "which one", "that one is good": "one" after a determiner
# stands for a thing named before; it counts only when a noun or unit follows ("the one GPU").
_DETERMINER_BEFORE = lazy(r"\b(?i:the|this|that|which|each|every|any)\s+$")


def _pronoun(scan: str, start: int, end: int) -> bool:
    """True when the spelled word at `start` is the pronoun "one" after a determiner."""
    return scan[start:end].lower() == "one" and \
        _DETERMINER_BEFORE.search(scan, max(0, start - 8), start) is not None and \
        not unit_follows(scan, end)


def _bare(cand: Candidate) -> bool:
    """True for a number with no unit, currency or scale written with it."""
    return cand.unit is None and not cand.currency and cand.scale == 1.0


def _vulgar(scan: str) -> list[Candidate]:
    """Each Unicode vulgar fraction, with its whole number ("2½" is 2.5, "⅔" two thirds)."""
    out = []
    for m in numbers.VULGAR_RE.finditer(scan):
        value = int(m.group("whole") or 0) + numbers.VULGAR[m.group("part")]
        out.append(Candidate(m.start(), m.end(), value, m.group(),
                             approximate=_hedged(scan, m.start())))
    return out


def _signed_by_word(scan: str, at: int) -> bool:
    """True when "minus" or "negative" stands just before a number ("minus 5")."""
    before = scan[max(0, at - 12):at]
    return ("inus" in before or "egative" in before) and \
        numbers.SIGN_WORD_RE.search(scan, max(0, at - 14), at) is not None


def _fractions(scan: str) -> list[Candidate]:
    """Each common fraction ("1/2 hour", "2 1/2 in") as one number, not two."""
    out = []
    for m in numbers.FRACTION_RE.finditer(scan):
        value = numbers.fraction_value(*m.group("whole", "n", "d"))
        if value is not None and m.group("sign"):
            value = -value
        if value is not None:
            out.append(Candidate(m.start(), m.end(), value, m.group(),
                                 approximate=_hedged(scan, m.start())))
    return out


def _times_before(scan: str, at: int, end: int, cell: bool, arch: bool = False) -> bool:
    """True when a multiplication sign opens the number as a ratio ("x3.04", "| x1.04 |",
    "x2 faster"), standing alone: not the end of a word ("0x1F", "max2"), a product of
    two numbers ("2x18"), an architecture or a lane count ("x86-64", "PCIe x16")."""
    if at == 0 or scan[at - 1] not in "x\u00d7":
        return False
    if at > 1 and (scan[at - 2].isalnum() or scan[at - 2] in "._-"):
        return False
    if "." in scan[at:end] or _RATIO_AFTER.match(scan, end) is not None:
        return True
    # a table cell of its own: "| x2 |"; "| x86 |" names an instruction set, and so do
    # "| x64 |" and "| x32 |" under an architecture's header ("Arch", "Platform"); after a
    # name in its cell it counts that item ("| Xeon X5550 x2 |": two sockets)
    return cell and not scan[end:].strip() and scan[at:end] != "86" and \
        not (arch and scan[at:end] in ("64", "32")) and \
        not scan[scan.rfind("|", 0, at) + 1:at - 1].strip()


# A column header naming the architecture a build targets.
_ARCH_HEADER = lazy(r"\b(?:arch|architecture|ISA|platform|target)s?\b", re.I)


# What follows a whole number a multiplication sign opens when it is a ratio.
_RATIO_AFTER = lazy(r"\s+(?:faster|slower|speed-?up|higher|lower|more|less|better|"
                    r"improvement|gain|the|over|throughput)\b")


def _hedged(scan: str, at: int) -> bool:
    """True when the words just before the number make it approximate ("about", "~")."""
    return numbers.is_approximate(scan[max(0, at - 16):at])
