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
from dataclasses import dataclass

from markdown_it import MarkdownIt

from claims.extract.text.mask import mask
from claims.loaded import LoadedDocument

# Only block structure is needed (spans come from source lines), so the inline
# pass is switched off: extraction then costs less than a full parse.
_MD = MarkdownIt("commonmark", {"html": True}).enable("table").disable("inline")
_SETEXT_UNDERLINE = re.compile(r"\n[ \t]{0,3}(?:=+|-+)[ \t]*$")


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

