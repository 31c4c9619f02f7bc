"""Markdown -> blocks (headings, paragraphs, list items, table rows) and sentences.

Offsets are into the ORIGINAL text (front matter included). Each block carries a
`scan` string of the same length as its source slice in which markup that can
never hold a reported figure is blanked out: link targets and image URLs, bare
URLs, HTML tags and comments, inline code, footnote markers, list and heading
markers, emphasis characters. Code blocks are skipped entirely: their contents
are commands and configuration, not claims.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from markdown_it import MarkdownIt

from claims.loaded import LoadedDocument

# Only block structure is needed (spans come from source lines), so the inline
# pass is switched off: extraction then costs less than a full parse.
_MD = MarkdownIt("commonmark", {"html": True}).enable("table").disable("inline")

_LINK_TARGET = re.compile(r"\((?<=\]\()[^)\s]*(?:\s+\"[^\"]*\")?\)")
_HEADING_MARKS = re.compile(r"^[ \t]{0,3}#{1,6}[ \t]+|[ \t]+#+[ \t]*$", re.M)
_ALWAYS_BLANK = str.maketrans({"*": " ", "[": " ", "]": " "})
_UNDERSCORES = re.compile(r"_+")
_STRIKE = re.compile(r"~~")


def _blanker(pattern: re.Pattern[str]) -> Callable[[str], str]:
    """A mask step that blanks every match of one pattern."""
    return lambda text: pattern.sub(_blank, text)


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
    text = text.translate(_ALWAYS_BLANK)
    if "_" in text:
        text = _UNDERSCORES.sub(_underscores, text)
    if "~~" in text:
        text = _STRIKE.sub("  ", text)
    return text


def _underscores(match: re.Match[str]) -> str:
    """A run of underscores blanked, unless it is one underscore between ASCII letters or
    digits."""
    text, (a, b) = match.string, match.span()
    if b - a == 1 and a > 0 and b < len(text) and _ascii_alnum(text[a - 1]) \
            and _ascii_alnum(text[b]):
        return "_"
    return " " * (b - a)


def _ascii_alnum(ch: str) -> bool:
    """True for A-Z, a-z and 0-9."""
    return ch.isascii() and ch.isalnum()


# Applied in order; each step runs only when one of its markers is in the text.
# Patterns that must follow a "]" check it in a lookbehind placed after their first
# character, so the scanner can skip ahead to that character.
_MASKS: tuple[tuple[tuple[str, ...] | None, Callable[[str], str]], ...] = (
    (("<!--",), _blanker(re.compile(r"<!--.*?-->", re.S))),
    (("![",), _blanker(re.compile(r"!\[[^\]]*\]\([^)]*\)"))),  # images: alt text and URL
    (("](",), _blanker(_LINK_TARGET)),                           # link targets
    (("][",), _blanker(re.compile(r"\[(?<=\]\[)[^\]]*\]"))),     # reference link labels
    (("]:",), _blanker(re.compile(r"^\s{0,3}\[[^\]]+\]:\s*\S+.*$", re.M))),  # reference defs
    (("[", "^"), _blanker(re.compile(r"\[\^[^\]]*\]|\[\d{1,3}\]|\^\d{1,3}\b"))),  # footnotes
    (("http", "www."), _blanker(re.compile(   # URLs (\b checked after the first letter)
        r"<https?://[^>]*>|h(?<=\bh)ttps?://\S+|w(?<=\bw)ww\.\S+"))),
    (("<",), _blanker(re.compile(r"</?[A-Za-z][^>]*>"))),        # inline HTML tags
    (("`",), _blanker(re.compile(r"`+[^`]*`+"))),                # inline code
    (None, _blanker(re.compile(
        r"^[ \t]*(?:>[ \t]?)*(?:[-*+]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?",
        re.M))),                                                 # list markers
    ((">",), _blanker(re.compile(r"^[ \t]*>+[ \t]?", re.M))),    # blockquote markers
    (("#",), _heading_marks),                                    # ATX heading marks
    (("*", "_", "~", "[", "]"), _emphasis),                      # emphasis, brackets
)
_SETEXT_UNDERLINE = re.compile(r"\n[ \t]{0,3}(?:=+|-+)[ \t]*$")
_ABBREVIATIONS = frozenset({
    "vs", "e.g", "i.e", "etc", "approx", "fig", "figs", "no", "nos", "dr", "mr", "mrs", "inc",
    "ltd", "co", "corp", "jr", "sr", "st", "al", "cf", "ca", "est", "jan", "feb", "mar", "apr",
    "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "vol", "ver", "rev", "ref", "eq",
    "sec", "resp", "u.s", "u.k", "ph.d", "avg", "incl", "mt", "ft", "op", "nr", "v",
})
_BOUNDARY = re.compile(r"[.!?]+[\"'\u201d\u2019)\]]*(?=\s+[\"'\u201c\u2018(\[]?[A-Z0-9$~])")
_WORD_BEFORE = re.compile(r"([A-Za-z.]+)$")


@dataclass(frozen=True, slots=True)
class Block:
    """A heading, paragraph, list-item paragraph or table row, with offsets into the text."""

    kind: str
    start: int
    end: int
    line: int
    section: str | None
    scan: str
    paragraph: int
    level: int = 0
    cells: tuple[tuple[int, int], ...] = ()
    header: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Sentence:
    """A sentence of a block: absolute offsets, and the block it belongs to."""

    start: int
    end: int
    block: Block

    def scan(self) -> str:
        """The masked text of this sentence (same length as the original slice)."""
        return self.block.scan[self.start - self.block.start:self.end - self.block.start]


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


def line_starts(text: str) -> list[int]:
    """Offsets where each line (0-based index) starts, plus the text's length."""
    starts = [0]
    find = text.find
    pos = find("\n")
    while pos >= 0:
        starts.append(pos + 1)
        pos = find("\n", pos + 1)
    starts.append(len(text))
    return starts


def blocks(loaded: LoadedDocument) -> list[Block]:
    """The document body's blocks, in order, each with its nearest heading."""
    return parse(loaded)[0]


def parse(loaded: LoadedDocument) -> tuple[list[Block], str]:
    """The body's blocks and the whole masked text (same length as `loaded.text`)."""
    text = loaded.text
    starts = line_starts(text)
    base = loaded.body_line - 1
    body = text[loaded.body_offset:]
    tokens = _MD.parse(body)
    # Mask the whole text once (markup patterns are cheap over one string, costly per block).
    masked = " " * loaded.body_offset + mask(body)
    out: list[Block] = []
    section: str | None = None
    paragraph = 0
    header: tuple[str, ...] = ()
    in_header = False
    for token in tokens:
        kind = token.type
        if kind == "thead_open":
            in_header = True
            header = ()
        elif kind == "thead_close":
            in_header = False
        elif kind == "table_close":
            header = ()
        if token.map is None or kind not in ("heading_open", "paragraph_open", "tr_open"):
            continue
        first, last = token.map[0] + base, token.map[1] + base
        start, end = starts[first], starts[min(last, len(starts) - 1)]
        while end > start and text[end - 1] in "\r\n":
            end -= 1
        if kind == "heading_open":
            scan = _SETEXT_UNDERLINE.sub(lambda m: " " * len(m.group(0)), masked[start:end])
            section = " ".join(scan.split()) or section
            paragraph += 1
            out.append(Block("heading", start, end, first + 1, section, scan, paragraph,
                             level=int(token.tag[1:])))
        elif kind == "paragraph_open":
            paragraph += 1
            out.append(Block("paragraph", start, end, first + 1, section, masked[start:end],
                             paragraph))
        else:
            cells = _cells(text[start:end])
            scan = masked[start:end].replace("|", " ")
            if in_header:
                header = tuple(" ".join(scan[a:b].split()) for a, b in cells)
                paragraph += 1
                out.append(Block("table_header", start, end, first + 1, section, scan,
                                 paragraph, cells=cells, header=header))
            else:
                out.append(Block("table_row", start, end, first + 1, section, scan, paragraph,
                                 cells=cells, header=header))
    return out, masked


def _cells(row: str) -> tuple[tuple[int, int], ...]:
    """Offsets (relative to the row) of each cell's content between pipes."""
    cells: list[tuple[int, int]] = []
    pos = 0
    stripped = row.strip()
    lead = row.find(stripped[:1]) if stripped else 0
    if stripped.startswith("|"):
        pos = lead + 1
    while pos <= len(row):
        nxt = row.find("|", pos)
        while nxt > 0 and row[nxt - 1] == "\\":
            nxt = row.find("|", nxt + 1)
        stop = len(row) if nxt < 0 else nxt
        a, b = pos, stop
        while a < b and row[a] in " \t":
            a += 1
        while b > a and row[b - 1] in " \t\r":
            b -= 1
        if nxt >= 0 or a < b:
            cells.append((a, b))
        if nxt < 0:
            break
        pos = nxt + 1
    if cells and cells[-1][0] == cells[-1][1]:
        cells.pop()
    return tuple(cells)


def sentences(block: Block) -> list[Sentence]:
    """Split a block into sentences, minding decimals, abbreviations and versions."""
    if block.kind != "paragraph":
        return [_trimmed(block, 0, len(block.scan))] if block.scan.strip() else []
    scan = block.scan
    out: list[Sentence] = []
    begin = 0
    for found in _BOUNDARY.finditer(scan):
        stop = found.end()
        if scan[found.start()] == "." and _is_abbreviation(scan, found.start()):
            continue
        if scan[begin:stop].strip():
            out.append(_trimmed(block, begin, stop))
        begin = stop
    if scan[begin:].strip():
        out.append(_trimmed(block, begin, len(scan)))
    return out


def _is_abbreviation(scan: str, end: int) -> bool:
    """True when the word ending at `end` (before a period) is an abbreviation or an
    initial; only the few characters before it are read."""
    found = _WORD_BEFORE.search(scan, max(0, end - 12), end)
    if not found:
        return False
    word = found.group(1).strip(".")
    if len(word) == 1 and word.isupper():
        return True
    return word.lower() in _ABBREVIATIONS


def _trimmed(block: Block, a: int, b: int) -> Sentence:
    """A sentence with surrounding whitespace removed from its offsets."""
    scan = block.scan
    while a < b and scan[a].isspace():
        a += 1
    while b > a and scan[b - 1].isspace():
        b -= 1
    return Sentence(block.start + a, block.start + b, block)
