"""Masking: markup that can never hold a reported figure blanked out, offsets kept.

Link targets and image URLs, bare URLs, HTML tags and comments, inline code, footnote
markers, list and heading markers and emphasis characters become spaces (line breaks
stay), so the masked text has the same length as the original and a span into one is a
span into the other.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from claims.extract.text.code_quantities import states_quantity
from claims.vocabulary.lazy import lazy

_LINK_TARGET = lazy(r"\((?<=\]\()[^)\s]*(?:\s+\"[^\"]*\")?\)")
# A link whose text is only the number its target ends with names what it links to (an
# issue, a pull request, a ticket: "[56511](https://tracker.example/issues/56511)").
_NUMBER_LINK = lazy(r"\[#?(\d+)\]\([^)\s]*?/\1(?:[/#?][^)\s]*)?\)")
_HEADING_MARKS = lazy(r"^[ \t]{0,3}#{1,6}[ \t]+|[ \t]+#+[ \t]*$", re.M)
_ALWAYS_BLANK = str.maketrans({"*": " ", "[": " ", "]": " "})
_UNDERSCORES = lazy(r"_+")
_STRIKE = lazy(r"~~")


def _blanker(pattern: re.Pattern[str]) -> Callable[[str], str]:
    """A mask step that blanks every match of one pattern."""
    return lambda text: pattern.sub(_blank, text)


def _blanker_with(pattern: re.Pattern[str],
                  step: Callable[[re.Match[str]], str]) -> Callable[[str], str]:
    """A mask step that rewrites every match of one pattern with `step`."""
    return lambda text: pattern.sub(step, text)


def _heading_marks(text: str) -> str:
    """Blank ATX heading marks, reading only the lines that hold a "#": the pattern's
    trailing-marks branch is slow when tried at every space of the document."""
    if "#" not in text:
        return text
    out: list[str] = []
    done = 0
    at = text.find("#")
    while at >= 0:
        line_start = text.rfind("\n", 0, at) + 1
        line_end = text.find("\n", at)
        line_end = len(text) if line_end < 0 else line_end
        out.append(text[done:line_start])
        out.append(_HEADING_MARKS.sub(_blank, text[line_start:line_end]))
        done = line_end
        at = text.find("#", line_end)
    out.append(text[done:])
    return "".join(out)


def _emphasis(text: str) -> str:
    """Blank emphasis stars, brackets, "~~" and underscores, except a single underscore
    inside a word ("io_uring"); a translate table does the common characters at C speed."""
    if "*" in text:  # "1*8", "16*8": a product of two counts (nodes by GPUs), no emphasis
        text = _PRODUCT_STAR.sub("\u00d7", text)
    blanked = text.translate(_ALWAYS_BLANK)
    if "[" in text:
        blanked = _keep_intervals(text, blanked)
    text = blanked
    if "_" in text:
        text = _UNDERSCORES.sub(_underscores, text)
    if "~~" in text:
        text = _STRIKE.sub("  ", text)
    return text


# A star between two digits, as "1*8" writes nodes by GPUs: read as the times sign.
_PRODUCT_STAR = lazy(r"(?<=\d)\*(?=\d)")
# "[9.28, 11.19]%": an interval's brackets are notation, which the figure steps read.
_INTERVAL = lazy(r"\[(?=[-+]?\d[\d.]*\s*,\s*[-+]?\d[\d.]*\])")


def _keep_intervals(text: str, blanked: str) -> str:
    """`blanked` with the brackets of each numeric interval in `text` put back."""
    spans = [(m.start(), text.index("]", m.start())) for m in _INTERVAL.finditer(text)]
    if not spans:
        return blanked
    chars = list(blanked)
    for a, b in spans:
        chars[a], chars[b] = "[", "]"
    return "".join(chars)


def _underscores(match: re.Match[str]) -> str:
    """A run of underscores blanked, unless it is one underscore between ASCII letters or
    digits, escaped or not ("io_uring", "NC96ads\\_A100\\_v4" as Markdown editors write)."""
    text, (a, b) = match.string, match.span()
    before = a - 1 if a > 1 and text[a - 1] == "\\" else a
    if b - a == 1 and before > 0 and b < len(text) and _ascii_alnum(text[before - 1]) \
            and _ascii_alnum(text[b]):
        return "_"
    return " " * (b - a)


def _ascii_alnum(ch: str) -> bool:
    """True for A-Z, a-z and 0-9."""
    return ch.isascii() and ch.isalnum()


# An inline math span as Pandoc reads one: the opening "$" has no space after it, the closing
# "$" none before it and no digit after it, so prices ("$5 and $10", "$5-$10") are no math.
_MATH = lazy(r"(?<![\\$\w])\$(?=[^\s$])[^$\n]{0,200}?(?<=[^\s\\$])\$(?![\d$])")
# Text-mode wrappers inside math ("\text{ms}"): their words are read, the wrapper blanked.
_MATH_TEXT = lazy(r"\\(?:text|mathrm|textrm|mbox|rm)\s*\{([^{}]*)\}")
# A multiplication sign between or after numbers ("4096\times 4096", "2.3\times").
_MATH_TIMES = lazy(r"\s*\\times\s*")
# What a formula holds and a number written in math does not.
_FORMULA = lazy(r"[\\^_={}]")


def _math(match: re.Match[str]) -> str:
    """A math span that writes a number ("$858$ ms", "$2.3\\times$", "$4096\\times 4096$")
    keeps the number with its delimiters blanked, so the "$" is read as no currency; any
    other formula ("$D^{-1}$") is blanked whole, since its numbers report nothing."""
    inner = match.group(0)[1:-1]
    inner = _MATH_TEXT.sub(lambda m: " " * (m.start(1) - m.start()) + m.group(1) + " ", inner)
    inner = inner.replace("\\%", "% ").replace("\\,", "  ")
    inner = _MATH_TIMES.sub(_times, inner)
    if _FORMULA.search(inner) or not any(ch.isdigit() for ch in inner):
        return _blank(match)
    return " " + inner + " "


def _times(match: re.Match[str]) -> str:
    """A "\\times" as a "×" glued to the number after it, or to the number before it when
    none follows, so "4096 × 4096" stays two sizes and "2.3×" a ratio."""
    width = len(match.group(0))
    if match.end() < len(match.string) and match.string[match.end()].isdigit():
        return " " * (width - 1) + "\u00d7"
    return "\u00d7" + " " * (width - 1)


_INLINE_CODE = lazy(r"`+[^`]*`+")
_TICKS = lazy(r"^`+|`+$")


# Code that states one setting or one number ("`VEC_LEN=4`", "`--tp 8`", "`100M`"): its
# number is a configuration figure; any other code ("`x+x; x*x`") holds none.
_SETTING_CODE = lazy(r"`+\s*(?:(?:-{0,2}[A-Za-z_][\w.-]*\s*[=: ]\s*)?\d[\d,.]*[KMGkmg]?"
                     r"(?:[KMGT]i?B|b|gb|mb)?)\s*`+")


_BITS = lazy(r"`\s*[01]{4,}\s*`")  # a bit pattern ("`11010101`"), no quantity


def _code(match: re.Match[str]) -> str:
    """Inline code blanked, or only its backticks when it states one setting or number or
    is no code at all: a reStructuredText link ("`25% faster <url>`_") is its words."""
    rst_link = match.string.startswith("_", match.end()) and \
        not match.group(0).startswith("``")
    if rst_link or (_SETTING_CODE.fullmatch(match.group(0))
                    and not _BITS.search(match.group(0))) \
            or states_quantity(_TICKS.sub("", match.group(0))):
        return _TICKS.sub(lambda t: " " * len(t.group(0)), match.group(0))
    return _blank(match)


def with_code(text: str, masked: str) -> str:
    """The masked text with what inline code spans hold put back (their backticks stay
    blank): names and settings in code ("`r7g.2xlarge`", "`TP=8`", "`--tp 8`") state
    conditions, though no number in code is a reported figure."""
    if "`" not in text:
        return masked
    out: list[str] = []
    done = 0
    for m in _INLINE_CODE.finditer(text):
        inner = _TICKS.sub(lambda t: " " * len(t.group(0)), m.group(0))
        out.append(masked[done:m.start()])
        out.append(inner)
        done = m.end()
    out.append(masked[done:])
    return "".join(out)


# Applied in order; each step runs only when one of its markers is in the text.
# Patterns that must follow a "]" check it in a lookbehind placed after their first
# character, so the scanner can skip ahead to that character.
_MASKS: tuple[tuple[tuple[str, ...] | None, Callable[[str], str]], ...] = (
    (("<!--",), _blanker(lazy(r"<!--.*?-->", re.S))),
    (("![",), _blanker(lazy(r"!(?=\[[^\]]*\]\()"))),  # images: the mark (alt text is read)
    (("](",), _blanker(_NUMBER_LINK)),                           # "[56511](.../56511)"
    (("](",), _blanker(_LINK_TARGET)),                           # link targets
    (("][",), _blanker(lazy(r"\[(?<=\]\[)[^\]]*\]"))),     # reference link labels
    (("]:",), _blanker(lazy(r"^\s{0,3}\[[^\]]+\]:\s*\S+.*$", re.M))),  # reference defs
    # footnotes; "^400" after a lone "10" is a power of ten, and "^10" after a factor
    # ("8x2^10") a power of its base, read by the number pattern. Every match opens with
    # "[" or "^": the lookahead spares the other positions the branches' lookbehinds. A
    # bracketed number keyed by "=" is a tool's value ("50.00th=[816]"), no footnote.
    (("[", "^"), _blanker(lazy(
        r"(?=[\[^])(?:\[\^[^\]]*\]|(?<!=)\[\d{1,3}\]|(?<!10)(?<![x\u00d7]\d)(?<![x\u00d7]\d\d)"
        r"\^\d{1,3}\b|(?<=[\d.]10)\^\d{1,3}\b)"))),
    # URLs (\b checked after the first letter); a backtick is no part of one, so a URL
    # inside inline code ("`wrk http://host:3000/`, 4 connections") ends before the code does
    (("http", "www."), _blanker(lazy(
        r"<https?://[^>]*>|h(?<=\bh)ttps?://[^\s`]+|w(?<=\bw)ww\.[^\s`]+"))),
    (("<",), _blanker(lazy(r"</?[A-Za-z][^>]*>"))),        # inline HTML tags
    (("`",), lambda text: _INLINE_CODE.sub(_code, text)),        # inline code
    (("$",), _blanker_with(_MATH, _math)),                       # inline math
    (None, _blanker(lazy(
        r"^[ \t]*(?:>[ \t]?)*(?:[-*+]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?",
        re.M))),                                                 # list markers
    ((">",), _blanker(lazy(r"^[ \t]*>+[ \t]?", re.M))),    # blockquote markers
    (("#",), _heading_marks),                                    # ATX heading marks
    (("*", "_", "~", "[", "]"), _emphasis),                      # emphasis, brackets
)


def mask(text: str) -> str:
    """Blank out markup that never holds a figure, keeping every offset."""
    for trigger, step in _MASKS:
        # Most prose has no links, tags or code: skip a pattern whose marker is absent.
        if trigger is None or any(t in text for t in trigger):
            text = step(text)
    return text


def _blank(match: re.Match[str]) -> str:
    """Spaces for a match, keeping its line breaks so line-anchored masks still work."""
    found = match.group(0)
    if "\n" not in found:
        return " " * len(found)
    return "".join(ch if ch == "\n" else " " for ch in found)

