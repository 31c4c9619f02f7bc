"""The `identifiers` step: digits inside names and versions are no figures (GB300, V4.1,
DEP2, Llama-3.1-70B, v0.6.3, "Python 3", "#4521"); a parallelism degree ("TP4") is."""

from __future__ import annotations

import re
from dataclasses import replace

from claims.extract.figures.candidate import Candidate, Context, Example
from claims.extract.figures.counted import unit_follows
from claims.extract.figures.multiples import glued_product
from claims.extract.figures.words import DIGIT
from claims.vocabulary.lazy import lazy

EXAMPLES = (
    Example("GB300 NVL72 racks with DEP2 served 58x more on Llama-3.1-70B.", ("58 x",)),
    Example("Version 2 of the kernel cut p99 latency to 4 ms.", ("0.004 s (p99)",)),
    # After such a word, a multiple with its comparison is a ratio all the same.
    Example("Tiling made the kernel 1.8X faster than release 3.", ("1.8 x",)),
    Example("It reads 7/6.5 GB/s.", ("7 GB/s", "6.5 GB/s")),
    # Options each written with the same glued unit are each a figure.
    Example("Boards ship with 2GB/4GB/8GB of RAM.", ("2 GB", "4 GB", "8 GB")),
    # Two slash pairs listed together give both sides of each; a lone one is a name.
    Example("Lengths have means of 1200/2600 and 128/60 in build 3/4.",
            ("1200 count (mean)", "2600 count (mean)", "128 count (mean)", "60 count (mean)")),
    Example("Replies arrive in sub-100ms.", ("0.1 s",)),
    Example("The mean is 12 ms \u00b1 3 ms.", ("0.012 s (mean)",)),
    Example("Fixed in :issue:`28307` and PR 4512, part 2 adds 8 GPUs.", ("8 count GPUs",)),
    Example("Figures 5 and 6 plot it; Tables 2, 3 or 4 list 12 nodes.", ("12 count nodes",)),
    # A parallelism degree glued to its abbreviation is a setting; other glued names are not.
    Example("TP4 beat TP2 on the H200, not on the DEP2 pods.", ("4 count", "2 count")),
)

# Words after which a number is a version or a label ("version 2", "Table 3", "Linux 6").
# "the kernel 1.35X faster", "each step 2x slower": a multiple glued to its x and followed by
# a comparison measures the word before it; a version is never compared so.
_RATIO_AFTER = lazy(r"[xX\u00d7][ \u00a0]+(?:faster|slower|quicker|more|less|fewer|higher|"
                    r"lower|better|worse|smaller|larger|bigger|cheaper)\b")
_VERSION_WORDS = frozenset((
    "version", "versions", "v", "ver", "release", "rel", "build", "revision", "rev", "gen",
    "generation", "series", "round", "edition", "level", "tier", "step", "stage", "phase",
    "issue", "section", "chapter", "table", "figure", "fig", "appendix", "rfc", "item", "no",
    "number", "python", "linux", "kernel", "java", "jdk", "node", "cuda", "rocm", "pcie",
    "ddr", "lpddr", "hbm", "gddr", "usb", "wi-fi", "ipv", "http", "tls", "c++", "sm",
    "capability", "pr", "pull", "bug", "commit", "ticket", "cve", "part", "episode", "patch",
    "figures", "figs", "tables", "sections", "chapters", "appendices", "parts", "steps",
))
# The labels after the first in "Figures 3 and 4", "Tables 2, 3 or 5": each one a label too.
_LABEL_LIST = lazy(r"\b(?:figures|figs\.?|tables|sections|chapters|appendices|parts|"
                   r"steps|versions|issues)\s+\d+(?:\.\d+)*(?:\s*,\s*\d+(?:\.\d+)*)*"
                   r"\s*,?\s*(?:(?:and|or|&)\s+)?$", re.I)
# A number with its unit glued on, right before a range dash: "1.3x-1.6x", "10ms-20ms".
_UNIT_BEFORE_DASH = lazy(r"(?<![\w.])\d+(?:\.\d+)?(?:x|\u00d7|ms|us|\u00b5s|ns|s|[KMGT]B|W|"
                         r"[kMG]Hz)$")
# Tensor, pipeline and expert parallelism written with their degree glued on ("TP4").
_PARALLEL_DEGREE = lazy(r"(?<![A-Za-z])[TPE]P$")
_SUB_BOUND = lazy(r"(?<![A-Za-z])[Ss]ub-$")
_PLAIN_NUMBER_BEFORE = lazy(r"(?<![\w./-])\d+(?:\.\d+)?$")
# The second number of a slash pair, the slash glued or spaced ("6.6/9 TB/s", "8 / 9 TB/s").
_SLASH_NUMBER = lazy(r"[ \u00a0]?/[ \u00a0]?\d+(?:\.\d+)?")
_WORD_HEAD = lazy(r"[\w.]+$")
# A figure with its unit, then "@" (at): "25339 IOps@7.6ms" is a rate at a latency, two
# figures; "NDCG@10" or "pkg@1.2" has no figure before its "@".
_AT_FIGURE = lazy(r"(?<![\w.])\d+(?:[.,]\d+)?[ \u00a0]?[A-Za-z%/]{1,10}[ \u00a0]?@[ \u00a0]?$")


def drop_identifiers(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Drop digits inside names and versions; a "sub-" before a number makes it a bound."""
    scan = ctx.scan
    keep: list[Candidate] = []
    for cand in found:
        if cand.spelled or cand.count_noun is not None:
            keep.append(cand)  # a count read whole by the numbers step ("48C/96T") names
            continue  # nothing, whatever is glued before its second half
        kept = _kept(scan, cand)
        if kept is not None:
            keep.append(kept)
    return keep


def _kept(scan: str, cand: Candidate) -> Candidate | None:
    """The candidate (maybe marked approximate), or None when it is part of a name."""
    a = cand.start
    before = scan[a - 1] if a else " "
    if before.isalpha() and _PARALLEL_DEGREE.search(scan, max(0, a - 3), a) and \
            not scan[cand.end:cand.end + 1].isalnum():
        return cand  # "TP4", "EP8": a parallelism degree is a setting, not part of a name
    if not cand.currency and (before.isalnum() or before in "._/\\#@" or before == "'") \
            and not (before == "/" and (slash_pair_end(scan, cand)
                                        or _parallel_pairs(scan, cand)
                                        or _unit_options(scan, cand))) \
            and not (before in "xX" and glued_product(scan, a) is not None) \
            and not _escaped_minus(scan, a) and not _at_figure(scan, cand):
        return None
    if before in "-\u2013" and a >= 2 and scan[a - 2].isalpha() and \
            not _UNIT_BEFORE_DASH.search(scan, max(0, a - 16), a - 1):
        if not _SUB_BOUND.search(scan, max(0, a - 8), a):
            return None
        cand = replace(cand, approximate=True)  # "sub-100ms", "sub-1 ms": a bound
    if (before in "\u00b1-" or before.isspace()) and \
            scan[max(0, a - 2):a].strip() in ("\u00b1", "/-") and DIGIT.search(scan, 0, a):
        return None  # an error bar ("12 ms ± 3") belongs to the figure before it
    if before in "-\u2013" and a >= 2 and scan[a - 2].isdigit():
        # "3-5x" keeps its second half for the range step; "A100-80GB" does not.
        head = _WORD_HEAD.search(scan[:a - 1])
        if head and any(ch.isalpha() for ch in head.group(0)):
            return None
    previous = scan[max(0, a - 24):a].rstrip().rsplit(None, 1)[-1:]
    # (a reST role names what follows: ":issue:`28307`"; "per node: 680" is no version)
    word = previous[0].strip(":") if previous and previous[0].startswith(":") else \
        previous[0].rstrip(".") if previous else ""
    if previous and (word.lower() in _VERSION_WORDS
                     or previous[0].endswith("#")) and not _RATIO_AFTER.match(scan, cand.end):
        return None
    if _LABEL_LIST.search(scan, max(0, a - 60), a):
        return None
    return cand


def _escaped_minus(scan: str, a: int) -> bool:
    """True for a minus sign Markdown escapes so that no list reads it as a bullet ("|
    \\-49.4% |"), the backslash standing alone: the figure is signed, no name's part."""
    return scan[a:a + 1] in ("-", "\u2212") and scan[a - 1:a] == "\\" and \
        (a < 2 or not scan[a - 2].isalnum())


def slash_pair_end(scan: str, cand: Candidate) -> bool:
    """True for the second number of a pair written "A/B unit" ("7/6.5 GB/s read/write",
    "16/32 cores"): a plain number before the slash, a unit after this one."""
    head = _PLAIN_NUMBER_BEFORE.search(scan, max(0, cand.start - 12), cand.start - 1)
    return head is not None and unit_follows(scan, cand.end)


# Two slash pairs listed together, "1200/2600 and 128/60": each pair gives two values of
# the quantities the sentence names, so both sides of each are figures.
_PAIR_AFTER = lazy(r"\s*(?:,\s*)?(?:and|or|,)\s+\d+(?:\.\d+)?/\d+(?:\.\d+)?(?![\w/.])")
_PAIR_BEFORE = lazy(r"(?<![\w/.])\d+(?:\.\d+)?/\d+(?:\.\d+)?\s*,?\s+(?:and|or)\s+"
                    r"\d+(?:\.\d+)?/$|(?<![\w/.])\d+(?:\.\d+)?/\d+(?:\.\d+)?\s*,\s*\d+(?:\.\d+)?/$")


def _parallel_pairs(scan: str, cand: Candidate) -> bool:
    """True for the second number of a slash pair listed with another ("1200/2600 and
    128/60"), the first being a plain number too."""
    if _PLAIN_NUMBER_BEFORE.search(scan, max(0, cand.start - 12), cand.start - 1) is None or \
            scan[cand.end:cand.end + 1] in ("/", "."):
        return False
    return _PAIR_AFTER.match(scan, cand.end) is not None or \
        _PAIR_BEFORE.search(scan, max(0, cand.start - 40), cand.start) is not None


# A number with its unit glued on, then a slash: "4GB/" of "4GB/8GB/16GB", "10ms/" of
# "10ms/20ms"; the unit is letters only, so "10GB/s" (a rate) is never one.
_UNIT_SLASH = lazy(r"(?<![\w.-])\d+(?:\.\d+)?(?P<unit>[A-Za-z]{1,5})/$")


def _unit_options(scan: str, cand: Candidate) -> bool:
    """True for a number after a slash in a list of options or sides written each with the
    same glued unit ("4GB/8GB/16GB", "25ms/40ms"): each is a figure, not a name's part."""
    m = _UNIT_SLASH.search(scan, max(0, cand.start - 16), cand.start)
    if m is None:
        return False
    unit = m.group("unit")
    after = scan[cand.end:cand.end + len(unit) + 1]
    return after[:len(unit)] == unit and not after[len(unit):].isalnum()


def slash_pair_start(scan: str, cand: Candidate) -> bool:
    """True for the first number of a pair written "A/B unit" or "A / B unit" (see
    `slash_pair_end`)."""
    m = _SLASH_NUMBER.match(scan, cand.end)
    return m is not None and unit_follows(scan, m.end())


def _at_figure(scan: str, cand: Candidate) -> bool:
    """Whether a figure with its unit follows a figure with its unit and an "@" ("25339
    IOps@7.6ms": the second figure is what the first was measured at)."""
    a = cand.start
    return scan[a - 1:a] == "@" and _AT_FIGURE.search(scan, max(0, a - 24), a) is not None \
        and unit_follows(scan, cand.end)
