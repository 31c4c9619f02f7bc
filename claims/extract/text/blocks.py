"""Markdown -> blocks (headings, paragraphs, list items, table rows) and sentences.

Offsets are into the ORIGINAL text (front matter included). Each block carries a `scan`
string of the same length as its source slice in which markup that can never hold a reported
figure is blanked out: link targets and image URLs, bare URLs, HTML tags and comments, inline
code, footnote markers, list and heading markers, emphasis characters. Code blocks are
skipped (commands and configuration), but for an indented listing of results (`listings`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from markdown_it import MarkdownIt
from markdown_it.token import Token

from claims.extract.text.captions import is_caption, measured_caption, without_attributes
from claims.extract.text.cells import names_row, row_cells, spanned, units_row
from claims.extract.text.columns import read_columns
from claims.extract.text.definitions import definitions
from claims.extract.text.line_starts import LINE_BREAK as _LINE_BREAK
from claims.extract.text.line_starts import line_starts as line_starts
from claims.extract.text.list_leads import item_label, lead_in
from claims.extract.text.listings import SCRIPT, readable_listing
from claims.extract.text.lone_minus import signed_item
from claims.extract.text.mask import mask, with_code
from claims.extract.text.note_lists import legend, row_labels, stretch
from claims.extract.text.org_tables import parsed
from claims.extract.text.title_notes import title_note
from claims.extract.text.underlines import settle_underlines
from claims.extract.text.unit_columns import unit_columns
from claims.extract.text.unit_notes import fitted_note, metric_note, note_above, note_below
from claims.load.loaded import LoadedDocument
from claims.vocabulary.lazy import lazy

# Only block structure is needed (spans come from source lines): the inline pass is off.
_MD = MarkdownIt("commonmark", {"html": True}).enable("table").disable("inline")
_SETEXT_UNDERLINE = lazy(r"\n[ \t]{0,3}(?:=+|-+)[ \t]*$")


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
    #: The span of the sentence that leads into the list this block is an item of
    #: ("On 8 H100 GPUs we measured:"), which sets up every item.
    lead: tuple[int, int] | None = None
    #: A table row's caption ("Table 1: output tokens per second per user"), masked and
    #: with its spaces collapsed; empty when the table has none.
    caption: str = ""
    #: Per column of a table row: every filled cell is a decimal fraction of 1 ("0.57").
    fractions: tuple[bool, ...] = ()
    #: Per column of a table row: some cell is a plain number, no year ("2162"; "1914" too).
    yearless: tuple[bool, ...] = ()
    #: Per column of a table row: the unit sign ("%") every value of that column but one
    #: bare number writes, which the bare one shares; "" when none.
    signs: tuple[str, ...] = ()
    #: Abbreviations the text defined before a table row, with their definitions ("WPS",
    #: "words, in practice tokens, per second"): a column headed by one measures that.
    terms: tuple[tuple[str, str], ...] = ()
    #: Per column of a table row: True when the row of a transform that changes nothing
    #: ("memcpy", "none") reads exactly 100 there: the column's cells are percentages of the
    #: original ("47.60" of a compressor), whatever its header calls them.
    wholes: tuple[bool, ...] = ()
    #: Per column of a table row: the index of the column whose cell names its unit
    #: ("Server metric" beside "Server"), or -1 (`unit_columns.unit_columns`).
    unit_of: tuple[int, ...] = ()
    #: Per column of a table row: the unit a legend above the table names for that column
    #: ("- p99 latency (ms)" over a "p99" column), or "" (`note_lists.legend`).
    noted: tuple[str, ...] = ()
    #: Per column of a table header row: True when every body cell below is a bare number.
    bare: tuple[bool, ...] = ()
    #: Per column of a table row: True when its whole numbers count the rows off (1, 2, 3).
    numbering: tuple[bool, ...] = ()
    item: bool = False  #: a paragraph of a list item (its bullet blanked in `scan`)
    best: tuple[str, ...] = ()  #: per column, the value its bracketed ratios divide (`columns`)
    steady: tuple[bool, ...] = ()  #: per column, readings of one set length (`columns`)
    commas: tuple[bool, ...] = ()  #: per column, decimals written with a comma (`columns`)
    #: A table row's statistic a note before it names for every value ("Each value below is
    #: the median of five runs"), or "" (`claims.extract.figures.table_statistics`).
    statistic: str = ""


@dataclass(frozen=True, slots=True)
class Sentence:
    """A sentence of a block: absolute offsets, and the block it belongs to."""

    start: int
    end: int
    block: Block

    def scan(self) -> str:
        """The masked text of this sentence (same length as the original slice)."""
        return self.block.scan[self.start - self.block.start:self.end - self.block.start]


def blocks(loaded: LoadedDocument) -> list[Block]:
    """The document body's blocks, in order, each with its nearest heading."""
    return parse(loaded)[0]


def parse(loaded: LoadedDocument) -> tuple[list[Block], str, str]:
    """The body's blocks, the whole masked text (same length as `loaded.text`), and the
    masked text with inline code put back, which conditions read (`with_code`)."""
    text = loaded.text
    body = text[loaded.body_offset:]
    # Mask the whole text once (markup patterns are cheap over one string, costly per block).
    masked_body = mask(body)
    masked = " " * loaded.body_offset + masked_body
    reader = _Reader(text, masked, line_starts(text), loaded.body_line - 1)
    for token in parsed(_MD, settle_underlines(body) if loaded.format == "text" else body):
        reader.read(token)
    return reader.blocks, masked, " " * loaded.body_offset + with_code(body, masked_body)


class _Reader:
    """Turns markdown-it's block tokens into Blocks, keeping the nearest heading, the
    paragraph count and the current table header as it goes."""

    def __init__(self, text: str, masked: str, starts: list[int], base: int) -> None:
        """Read `text` (masked as `masked`) whose lines start at `starts`."""
        self.text, self.masked, self.starts, self.base = text, masked, starts, base
        self.blocks: list[Block] = []
        self.section: str | None = None
        self.header: tuple[str, ...] = ()
        # paragraphs so far; how deep in lists the reader is; whether in a header row, and
        # right after one (the first body row may be a header too)
        self.paragraph, self.lists, self.in_header, self.under_header = 0, 0, False, False
        # The outermost list: where its blocks begin, its items, whether its bullet is "-".
        self.list_from, self.items, self.dashed = 0, 0, False
        self.lead: tuple[int, int] | None = None
        # The lead of each list the reader is in, outermost first: a nested list's is its
        # item's own label when that ends in a colon ("- GET, pipeline 1:"), else its parent's.
        self.leads: list[tuple[int, int] | None] = []
        self.table_from: int | None = None  # where the last table, followed by nothing, begins
        # The heading level the reader is under, and the measures sections name for their
        # tables ("The metric is ... (tokens/sec)"), each with its section's level.
        self.level = 0
        self.measures: list[tuple[int, str]] = []
        # Where the captions read under a table start: none of them leads in the next one.
        self.captions_after: set[int] = set()
        # Abbreviations defined so far ("WPS (words per second)"), first definition kept.
        self.terms: dict[str, str] = {}

    def read(self, token: Token) -> None:
        """Take one token: a heading, a paragraph, a table row or an HTML block."""
        kind = token.type
        if kind == "table_open":
            self.table_from = len(self.blocks)
        elif kind == "thead_open":
            self.in_header, self.header = True, ()
        elif kind == "thead_close":
            self.in_header, self.under_header = False, True
        elif kind == "table_close":
            self.header, self.under_header = (), False
            self._mark_columns()
            self._give_terms()
            self._caption_before()
            self._section_measure()
        elif kind in ("bullet_list_open", "ordered_list_open"):
            if not self.lists:
                self.lead = lead_in(self.blocks)
                self.list_from, self.items = len(self.blocks), 0
                self.dashed = kind == "bullet_list_open" and token.markup == "-"
            else:
                self.lead = item_label(self.blocks) or self.lead
            self.leads.append(self.lead)
            self.lists += 1
        elif kind == "list_item_open" and self.lists == 1:
            self.items += 1
        elif kind in ("bullet_list_close", "ordered_list_close"):
            self.lists -= 1
            self.leads.pop()
            self.lead = self.leads[-1] if self.leads else None
            # one dash and a bare number, led in by nothing: a minus sign, not a list
            if not self.lists and self.dashed and self.items == 1 and \
                    len(self.blocks) == self.list_from + 1:
                self.blocks[-1] = signed_item(self.text, self.blocks[-1])
        if token.map is None or kind not in ("heading_open", "paragraph_open", "tr_open",
                                             "html_block", "code_block"):
            return
        first = token.map[0] + self.base
        start, end = self._span(first, token.map[1] + self.base)
        if kind == "heading_open":
            scan = _SETEXT_UNDERLINE.sub(lambda m: " " * len(m.group(0)), self.masked[start:end])
            self.section = " ".join(scan.split()) or self.section
            self.level = int(token.tag[1:])
            self.measures = [m for m in self.measures if m[0] < self.level]
            self.paragraph += 1
            self.blocks.append(Block("heading", start, end, first + 1, self.section, scan,
                                     self.paragraph, level=int(token.tag[1:])))
        elif kind == "paragraph_open":
            self._caption_after(start, end)
            # inline code is masked, yet a measure's name is often written as code; both a
            # definition and a metric note hold a bracket, which most paragraphs lack
            bracketed = self.text.find("(", start, end) >= 0
            # a definition in words ("FTL stands for ...") needs no bracket
            defining = bracketed or self.text.find(" for ", start, end) >= 0
            for abbr, said in definitions(self.text, start, end) if defining else ():
                self.terms.setdefault(abbr, said)
            named = metric_note(self.text[start:end].replace("`", "")) if bracketed else None
            if named and not self.lists:
                self.measures.append((self.level, named))
            self.paragraph += 1
            self.blocks.append(Block("paragraph", start, end, first + 1, self.section,
                                     self.masked[start:end], self.paragraph,
                                     lead=self.lead if self.lists else None,
                                     item=self.lists > 0))
        elif kind == "tr_open":
            self._row(start, end, first)
        elif (kind == "html_block" and not SCRIPT.match(self.text, start)) or (
                kind == "code_block" and readable_listing(self.text[start:end].splitlines())):
            self._html(start, end, first)  # an indented listing of results reads as HTML text
        if kind != "tr_open" and kind != "paragraph_open":
            self.table_from = None

    def _mark_columns(self) -> None:
        """Mark on every row of the table just read what its columns say (`read_columns`)."""
        at = self.table_from
        if at is None:
            return
        rows = [b for b in self.blocks[at:] if b.kind == "table_row"]
        texts = [[" ".join(b.scan[slice(*cell)].split()) for cell in b.cells] for b in rows]
        cols = read_columns(texts)
        unit_of = unit_columns(rows[0].header, texts) if rows else ()
        if unit_of or cols.anything():
            self.blocks[at:] = [replace(b, fractions=cols.fractions, yearless=cols.yearless,
                                        signs=cols.signs, wholes=cols.wholes, unit_of=unit_of,
                                        numbering=cols.numbering, best=cols.best,
                                        steady=cols.steady, commas=cols.commas)
                                if b.kind == "table_row" else replace(b, bare=cols.bare)
                                if b.kind == "table_header" else b for b in self.blocks[at:]]

    def _give_terms(self) -> None:
        """Give the rows of the table just read the abbreviations defined before it."""
        at = self.table_from
        if at is None or not self.terms:
            return
        terms = tuple(sorted(self.terms.items()))
        self.blocks[at:] = [replace(b, terms=terms) if b.kind == "table_row" else b
                            for b in self.blocks[at:]]

    def _section_measure(self) -> None:
        """A table with no caption of its own takes the measure its section, or a section
        it lies in, names for its tables."""
        at = self.table_from
        if at is None or not self.measures or any(
                b.caption for b in self.blocks[at:] if b.kind == "table_row"):
            return
        self.blocks[at:] = [replace(b, caption=self.measures[-1][1])
                            if b.kind == "table_row" else b for b in self.blocks[at:]]

    def _caption_before(self) -> None:
        """A numbered caption in the paragraph right before the table just read."""
        at = self.table_from
        if at is None or at == 0:
            return
        told = legend(stretch(self.text, self.blocks, at), self.blocks[at].header,
                      row_labels(self.text, self.blocks[at:]))
        if told.columns or told.rows:  # each row its own units where a note excepts some
            self.blocks[at:] = told.noted(self.blocks[at:])
        before = self.blocks[at - 1]
        if before.kind not in ("paragraph", "heading"):
            return
        source = self.text[before.start:before.end]
        if before.start in self.captions_after:
            return  # the caption of the table above, not this one's
        if before.kind == "paragraph" and is_caption(source):
            self._set_caption(at, measured_caption(without_attributes(before.scan), self.masked))
            return
        # A lead-in stating the unit ("all values in GHz:"), a paragraph opening with a rate.
        above = [before.scan]
        for block in reversed(self.blocks[:at - 1]):
            if block.kind != "paragraph" or block.section != before.section or block.lead:
                break
            above.append(block.scan)
        note = fitted_note(note_above(above), self.blocks[at].header) or told.whole or \
            title_note(self.blocks[max(0, at - 8):at][::-1])  # a heading or run notes
        if note and not told.rows:  # a note read column by column is no one unit
            self._set_caption(at, note)

    def _caption_after(self, start: int, end: int) -> None:
        """A caption in the paragraph right after a table: numbered, or wholly emphasised."""
        at, self.table_from = self.table_from, None
        if at is None or at == len(self.blocks) or self.blocks[-1].kind != "table_row":
            return
        if self.blocks[-1].caption and self._captioned_above(at):
            return  # between two tables a caption opens the next when the first has its own
        source = self.text[start:end]
        if is_caption(source):
            self.captions_after.add(start)
            scan = without_attributes(self.masked[start:end])
            self._set_caption(at, measured_caption(scan, self.masked))
            return
        # A note under the table whose first sentence states the unit ("Latency in ms.").
        note = note_below(self.masked[start:end])
        if note and not self.blocks[-1].caption:  # a unit the lead-in gave stands
            self._set_caption(at, note)

    def _captioned_above(self, at: int) -> bool:
        """Whether the paragraph right above the table at `blocks[at]` is its caption."""
        before = self.blocks[at - 1] if at else None
        return before is not None and before.kind == "paragraph" and \
            before.start not in self.captions_after and \
            is_caption(self.text[before.start:before.end])

    def _set_caption(self, at: int, scan: str) -> None:
        """Give the table rows from `blocks[at]` on their caption."""
        caption = " ".join(scan.split())
        self.blocks[at:] = [replace(b, caption=caption) if b.kind == "table_row" else b
                            for b in self.blocks[at:]]

    def _span(self, first: int, last: int) -> tuple[int, int]:
        """The offsets of lines [first, last), without the line break that ends them."""
        start, end = self.starts[first], self.starts[min(last, len(self.starts) - 1)]
        while end > start and self.text[end - 1] in "\r\n":
            end -= 1
        return start, end

    def _row(self, start: int, end: int, first: int) -> None:
        """A table row, or the header row whose cells name each column."""
        cells = row_cells(self.text[start:end])
        scan = self.masked[start:end].replace("|", " ")
        under, self.under_header = self.under_header, False
        names = tuple(" ".join(scan[a:b].split()) for a, b in cells)
        # Under an empty header row, or after a blank row, a row naming columns is the header
        blank = not any(self.header) or (self.blocks[-1].kind == "table_row"
                                         and not self.blocks[-1].scan.strip())
        if self.in_header or (blank and names_row(names)):
            self.header = names
            self.paragraph += 1
            self.blocks.append(Block("table_header", start, end, first + 1, self.section, scan,
                                     self.paragraph, cells=cells, header=self.header))
        elif under and units_row(scan, cells, self.header):
            # A row of units under the names ("| | MB/s | ms |"): the header's second line.
            names = self.header + ("",) * max(0, len(cells) - len(self.header))
            units = [scan[a:b] for a, b in cells] + [""] * (len(names) - len(cells))
            self.header = tuple(" ".join((name + " " + unit).split())
                                for name, unit in zip(spanned(names, units), units, strict=True))
            self.blocks.append(Block("table_header", start, end, first + 1, self.section, scan,
                                     self.paragraph, cells=cells, header=self.header))
        else:
            self.blocks.append(Block("table_row", start, end, first + 1, self.section, scan,
                                     self.paragraph, cells=cells, header=self.header))

    def _html(self, start: int, end: int, first: int) -> None:
        """An HTML block in Markdown (a <table>, a <div> of text) or a listing: its table rows
        are rows under the header row, as in a Markdown table; every other line that holds
        text once its tags are masked is a paragraph of one paragraph scope."""
        self.paragraph += 1
        rows = [(m.start(), m.end()) for m in _HTML_ROW.finditer(self.text, start, end)]
        if rows:
            self._html_rows(rows)
        line = first
        for at in range(first, first + len(_LINE_BREAK.findall(self.text, start, end)) + 1):
            a, b = self._span(at, at + 1)
            if self.masked[a:b].strip() and not any(x <= a < y for x, y in rows):
                self.blocks.append(Block("paragraph", a, b, line + 1, self.section,
                                         self.masked[a:b], self.paragraph))
            line += 1

    def _html_rows(self, rows: list[tuple[int, int]]) -> None:
        """An HTML table's rows; the first is the header if it has <th> or no digit-led cell."""
        header: tuple[str, ...] = ()
        for index, (a, b) in enumerate(rows):
            cells = tuple((m.start(1) - a, m.end(1) - a)
                          for m in _HTML_CELL.finditer(self.text, a, b))
            scan = self.masked[a:b]
            names = tuple(" ".join(scan[x:y].split()) for x, y in cells)
            line = self.text.count("\n", 0, a) + 1
            source = self.text[a:b].lower()
            # A row of <th> cells right under the header row is a header too (a grouped
            # header, "ef = 128" over "Mean search time"); the lowest one names the columns.
            if (index == 0 and ("<th" in source or not any(name[:1].isdigit()
                                                          for name in names))) or \
                    (header and self.blocks[-1].kind == "table_header"
                     and "<th" in source and "<td" not in source):
                header = names
                self.blocks.append(Block("table_header", a, b, line, self.section, scan,
                                         self.paragraph, cells=cells, header=header))
            else:
                self.blocks.append(Block("table_row", a, b, line, self.section, scan,
                                         self.paragraph, cells=cells, header=header))


# An HTML table row, and the content of each of its cells (up to the cell's end tag, the
# next cell or the row's end, as browsers read unclosed cells).
_HTML_ROW = lazy(r"<tr\b[^>]*>.*?</tr\s*>", re.I | re.S)
_HTML_CELL = lazy(r"<t[dh]\b[^>]*>(.*?)(?=</t[dh]\s*>|<t[dh]\b|</tr\b)", re.I | re.S)
