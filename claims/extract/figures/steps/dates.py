"""The `dates` step: dates, years, times of day, quarters and dotted versions are no figures."""

from __future__ import annotations

from claims.extract.figures.candidate import Candidate, Context, Example
from claims.extract.figures.counted import unit_follows
from claims.vocabulary.lazy import lazy

EXAMPLES = (
    Example("On March 3, 2025 the 2024 build served 900 requests per second.",
            ("900 requests/s",)),
    Example("Linux 6.12.1 at 10:30 AM reached 4 GB/s.", ("4 GB/s",)),
    Example("In Q3 2025 it grew 2x.", ("2 x",)),
    Example("It runs 24/7 on 8 GPUs.", ("8 count GPUs",)),
    Example("In 2025 the cache held 2048 entries.", ("2048 count",)),
)

_MONTHS = (r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|"
           r"Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)")
_DATE_RES = (
    lazy(_MONTHS + r"\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?\b"),
    lazy(r"\b\d{1,2}(?:st|nd|rd|th)?\s+" + _MONTHS + r"\b(?:,?\s+\d{4})?"),
    lazy(_MONTHS + r",?\s+\d{4}\b"),
    lazy(r"\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?\b"),
    lazy(r"\b\d{1,2}/\d{1,2}/\d{2,4}\b"),
    lazy(r"\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?\b"),
    lazy(r"\b(?:Q[1-4]|H[12]|FY)\s?'?\d{2,4}\b"),
    lazy(r"\b\d+(?:\.\d+){2,}\b"),                     # versions like 6.12.1 and IPs
    lazy(r"\b\d+:\d+\b"),                              # ratios of parts, times
    lazy(r"\b24[/x]7\b"),                               # "24/7": always, not a figure
)
# The lookahead names every character a date can start with, so the engine skips ahead.
_DATES = lazy(r"(?=[JFMASONDQH\d])(?:" + "|".join(f"(?:{p.pattern})" for p in _DATE_RES)
              + ")")
# Something every date, time or version above holds (a month, a separator, "Q1", "FY",
# "24x7"): where a window has none, the date patterns need not run.
_DATE_HINT = lazy(r"[-/:]|\.\d+\.|Q[1-4]|H[12]|FY|x7|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|"
                  r"Oct|Nov|Dec")
_YEAR = lazy(r"(?:19|20)\d{2}s?")
# The high end of a range right after a number: "-2500", " to 3,000".
_RANGE_TOP = lazy(r"\s*(?:[-\u2013\u2014]|to\s)\s*(?P<top>\d[\d,]*(?:\.\d+)?)(?![\d/.:-])")


def drop_dates(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Drop dates, years, times of day and dotted versions."""
    scan = ctx.scan
    # A cell under a column whose header names a unit holds that unit's figures: 1900
    # there is 1,900 MB/s, not a year.
    years = ctx.header_unit is None and ctx.years
    return [cand for cand in found if not _dated(scan, cand, years)]


def _dated(scan: str, cand: Candidate, years: bool) -> bool:
    """True when the candidate is part of a date, time or version, or (where `years`) a
    bare year."""
    if cand.spelled:
        return False
    if inside_date(scan, cand.start, cand.end):
        return True
    # 2048 is a power of two: a length or a size ("ISL 2048", "a cache of 2048"), not a year.
    return (years and not cand.currency and cand.value_text[:2] in ("19", "20")
            and _YEAR.fullmatch(cand.value_text) is not None and cand.value_text != "2048"
            and not unit_follows(scan, cand.end)
            and not _ranged_to_non_year(scan, cand.value_text, cand.end))


def _ranged_to_non_year(scan: str, low: str, end: int) -> bool:
    """True for the low end of a range whose high end is a larger number and no year:
    "2000-2500 tok/s", "1900 to 3000 users" (a span of years, "2019-2023", and a fiscal
    year, "2020-21", stay years)."""
    top = _RANGE_TOP.match(scan, end)
    if top is None or _YEAR.fullmatch(top.group("top")) is not None:
        return False
    high = top.group("top").replace(",", "")
    return float(high) > float(low.rstrip("s")) and len(high.split(".")[0]) >= 4


def inside_date(scan: str, start: int, end: int) -> bool:
    """True when a date, time or version found around a number covers its start."""
    # Look for a date only around each number: a short window is cheap to scan.
    lo, hi = max(0, start - 14), min(len(scan), end + 16)
    if not _DATE_HINT.search(scan, lo, hi):
        return False
    for m in _DATES.finditer(scan, lo, hi):
        if m.start() > start:
            return False  # matches come in order: none later can cover the start
        if start < m.end():
            return True
    return False
