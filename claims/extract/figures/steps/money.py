"""The `money` step: an amount written in two parts is one figure. The cents after the whole
amount ("3 dollars 50 cents", "$20 and 43c", "17 USD 25.") are added to it, and a scale
word after the currency ("75 USD million") scales it; read apart, the parts would be two
wrong prices. An amount standing alone in brackets as what a linking verb states ("the net
result was ($120)") is the bookkeeper's negative; in brackets after a noun ("the card ($599)")
it is an aside and keeps its sign."""

from __future__ import annotations

import re
from dataclasses import replace

from claims.extract.figures.candidate import Candidate, Context, Example
from claims.vocabulary.lazy import lazy
from claims.vocabulary.numbers import SCALE_WORDS

EXAMPLES = (
    Example("The plan cost 3 dollars 50 cents a month.", ("3.5 USD/month",)),
    Example("The upgrade was $20 and 43c.", ("20.43 USD",)),
    Example("They raised 75 USD million for 3 GPUs.", ("75000000 USD", "3 count GPUs")),
    # Whole numbers after an amount that count something are no cents.
    Example("It cost $20 and 43 GPUs ran it.", ("20 USD", "43 count GPUs")),
    Example("Had it cost 15 USD 50 more, we would have paid it.", ("15.5 USD",)),
    Example("It cost $20 and 43 more GPUs ran it.", ("20 USD", "43 count GPUs")),
    Example("The licence was 3 euros 20 cents.", ("3.2 EUR",)),
    Example("The quarter's operating result is ($4.2 million).", ("-4200000 USD",)),
    Example("The net change in cost per query was (USD 0.03).", ("-0.03 USD",)),
    Example("The new card ($599) beats the old one.", ("599 USD",)),
    Example("Savings were large ($40 a month).", ("40 USD/month",)),
)

# What may stand between an amount and its cents: a space, or "and".
_CENTS_GAP = lazy(r"[ \t]+(?:and[ \t]+)?")
# What ends bare cents: a cents mark, the end of the clause ("15 dollars 50."), the "and"
# of a clause that follows, or a comparative that ends it ("had they paid 15 USD 50 more,"):
# "more" before a noun ("43 more GPUs") counts things, so the clause must end right after it.
_CENTS_END = lazy(r"(?:[ \t]*(?:c|\u00a2)(?![A-Za-z])|[ \t]*(?:$|[.,;!?)])"
                  r"|[ \t]+(?=(?:more|less|extra)[ \t]*(?:$|[.,;!?)]))"
                  # "one dollar and one, and ...": an "and" after the cents closes the amount
                  r"|[ \t]+(?=and[ \t]))")
# The word "cent" right after a number written with a currency symbol.
_CENTS_WORD = lazy(r"[ \t]*cents?(?![A-Za-z])")
# A linking verb and the opening bracket right before an amount: what the verb states is
# the bracketed amount, the bookkeeping way of writing it below zero.
_STATED_IN_BRACKETS = lazy(r"(?:^|[^A-Za-z])(?:is|are|was|were|be|been|remains|remained)"
                           r"[ \t]+\([ \t]*$", re.I)
# A scale word after the currency of an amount ("75 USD million").
_SCALE_AFTER = lazy(r"[ \t]+(?P<word>thousand|million|billion|trillion|mn|bn)(?![A-Za-z])")


def join_money(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Join each whole amount to the cents written after it, and scale an amount by the
    scale word after its currency."""
    out: list[Candidate] = []
    for cand in found:
        if cand.currency and _CENTS_WORD.match(ctx.scan, cand.end):
            continue  # "$ 30 cent": dollars or cents, the text does not say which
        prev = out[-1] if out else None
        if prev is not None and _money(prev):
            joined = _with_cents(ctx.scan, prev, cand)
            if joined is not None:
                out[-1] = joined
                continue
        if _money(cand) and cand.scale == 1.0 and cand.unit_text and \
                (scale := _SCALE_AFTER.match(ctx.scan, cand.end)):
            factor = SCALE_WORDS[scale.group("word")]
            cand = replace(cand, value=cand.value * factor, end=scale.end(), scale=factor,
                           unit_text=cand.unit_text + scale.group())
        out.append(cand)
    return [_bracketed_negative(ctx.scan, c) for c in out]


def _bracketed_negative(scan: str, cand: Candidate) -> Candidate:
    """The amount as a negative one when it alone fills brackets a linking verb opens."""
    if not _money(cand) or cand.value <= 0 or cand.value_max is not None:
        return cand
    if scan[cand.end:cand.end + 1] != ")" or \
            _STATED_IN_BRACKETS.search(scan, max(0, cand.start - 24), cand.start) is None:
        return cand
    return replace(cand, value=-cand.value)


def _money(cand: Candidate) -> bool:
    """True for an amount of money (a currency code as its unit)."""
    unit = cand.canonical()
    return unit is not None and len(unit) == 3 and unit.isupper() and unit.isalpha()


def _with_cents(scan: str, amount: Candidate, cents: Candidate) -> Candidate | None:
    """The amount with the cents after it added, or None when what follows is no cents."""
    digits = _MARK.sub("", cents.value_text)
    if cents.spelled and float(cents.value).is_integer():
        digits = str(int(cents.value))  # "thirteen dollars forty five"
    elif cents.spelled and (cents.unit_text or "").lower().startswith("cent"):
        digits = str(round(cents.value * 100))  # "one dollar and forty-two cents"
    if amount.scale != 1.0 or not float(amount.value).is_integer() or \
            not digits.isdigit() or len(digits) > 2:
        return None
    if cents.start < amount.end:
        shared = cents.currency  # "17 USD 25": the code was read with both numbers
        if not shared:
            return None
    elif _CENTS_GAP.fullmatch(scan, amount.end, cents.start) is None:
        return None
    if (cents.canonical() or "").startswith("USD") and \
            (cents.unit_text or "").lower().startswith("cent"):
        # "3 dollars 50 cents (a month)": the cents were read as a price of their own (in
        # dollars); they are hundredths of the amount's currency ("3 euros 20 cents")
        unit = cents.unit if amount.canonical() == "USD" else \
            amount.unit if cents.canonical() == "USD" else None
        if unit is None:
            return None
        return replace(amount, value=amount.value + cents.value, unit=unit, end=cents.end,
                       unit_text=(amount.unit_text or "") + scan[amount.end:cents.end])
    if cents.unit is None or cents.start < amount.end:
        mark = _CENTS_END.match(scan, cents.end)
        if mark is None:
            return None
        end = cents.end + len(mark.group().rstrip(".,;!?) \t"))
    else:
        return None
    return replace(amount, value=amount.value + float(digits) / 100, end=end,
                   unit_text=(amount.unit_text or "") + scan[amount.end:end])


# A currency mark a number may be written with ("USD 25", "$ 20", "EUR 40").
_MARK = lazy(r"^(?:US\$|[A-Z]{3}|[$\u20ac\u00a3\u20b9])\s?")
