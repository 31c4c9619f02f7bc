"""An HTML page read as Markdown-shaped text: its article's blocks, tables as pipe rows, and
what its head says about it (`claims.load.html_meta`).

Kept apart from `claims.load.documents` so that reading Markdown or plain text never
imports the standard library's HTML parser.
"""

from __future__ import annotations

from html.parser import HTMLParser
from typing import Any

from claims.load.html_meta import PageHead

_DROP = {"script", "style", "noscript", "template", "svg", "nav", "footer", "aside", "form",
         "button", "iframe", "object", "canvas", "select", "head", "menu", "dialog"}
_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
         "track", "wbr", "param"}
_BLOCK = {"p", "div", "section", "article", "main", "li", "blockquote", "dd", "dt", "pre",
          "figcaption", "caption", "tr", "table", "ul", "ol", "dl", "header", "body",
          "h1", "h2", "h3", "h4", "h5", "h6", "td", "th", "br", "hr"}


class PageText:
    """The Markdown-shaped text of a page and what its head says about it."""

    def __init__(self, text: str, metadata: dict[str, Any]) -> None:
        """Keep the text and the head's metadata."""
        self.text = text
        self.metadata = metadata


class _Article(HTMLParser):
    """Collect an HTML page's readable blocks; scripts, styles and navigation are dropped."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.blocks: list[tuple[bool, str]] = []
        self.meta: dict[str, str | None] = {"title": None, "published_at": None}
        self.head = PageHead()
        self._json_ld: list[str] | None = None
        self._stack: list[str] = []
        self._drop = 0
        self._article = 0
        self._seen_article = False
        self._buf: list[str] = []
        self._prefix = ""
        self._row: list[str] | None = None
        self._row_header = False
        self._cell: list[str] | None = None
        self._title: list[str] | None = None
        self._table_rows = 0

    def parse_marked_section(self, i: int, report: bool = True) -> int:
        """`<![...` sections; one the standard parser does not know (`<![doctype ...>`,
        found by fuzzing) raises AssertionError there: skip it to its `>` like a comment."""
        try:
            return super().parse_marked_section(i, report)
        except AssertionError:
            end = self.rawdata.find(">", i)
            return -1 if end < 0 else end + 1

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        """Track nesting; open blocks, rows and cells."""
        if tag == "meta":
            self.head.tag(dict(attrs))
        if tag == "script" and (dict(attrs).get("type") or "").strip().lower() == \
                "application/ld+json":
            self._json_ld = []
        if tag == "title":
            self._title = []
        if tag in _VOID:
            if tag in ("br", "hr"):
                self._flush()
            return
        self._stack.append(tag)
        if tag in _DROP or self._drop:
            self._drop += 1
            return
        if tag in ("article", "main"):
            self._article += 1
            self._seen_article = True
        if tag == "time" and self.meta["published_at"] is None:
            stamp = dict(attrs).get("datetime")
            self.meta["published_at"] = stamp
        if tag == "table":
            self._table_rows = 0
        if tag == "tr":
            self._flush()
            self._row, self._row_header = [], False
        elif tag in ("td", "th") and self._row is not None:
            self._cell = []
            self._row_header = self._row_header or tag == "th"
        elif tag in _BLOCK:
            self._flush()
            if tag[0] == "h" and tag[1:].isdigit():
                self._prefix = "#" * int(tag[1:]) + " "
            elif tag == "li":
                self._prefix = "- "
            elif tag == "blockquote":
                self._prefix = "> "

    def handle_endtag(self, tag: str) -> None:
        """Close the innermost matching element; flush blocks."""
        if tag == "script" and self._json_ld is not None:
            self.head.script("".join(self._json_ld))
            self._json_ld = None
        if tag == "title" and self._title is not None:
            self.meta["title"] = self.meta["title"] or " ".join("".join(self._title).split())
            self._title = None
        if tag not in self._stack:
            return
        while self._stack:
            open_tag = self._stack.pop()
            if self._drop:
                self._drop -= 1
            elif open_tag in ("article", "main"):
                self._article -= 1
            if open_tag in ("td", "th") and self._cell is not None and self._row is not None:
                self._row.append(" ".join("".join(self._cell).split()).replace("|", "/"))
                self._cell = None
            elif open_tag == "tr" and self._row is not None:
                self._emit_row()
            elif open_tag in _BLOCK:
                self._flush()
            if open_tag == tag:
                break

    def handle_data(self, data: str) -> None:
        """Text goes to the open cell, the title, or the current block."""
        if self._title is not None:
            self._title.append(data)
        if self._json_ld is not None:
            self._json_ld.append(data)
        if self._drop:
            return
        if self._cell is not None:
            self._cell.append(data)
        else:
            self._buf.append(data)

    def _flush(self) -> None:
        """End the current text block."""
        text = " ".join("".join(self._buf).split())
        if text:
            self.blocks.append((self._article > 0, self._prefix + text))
        self._buf = []
        self._prefix = ""

    def _emit_row(self) -> None:
        """A table row as a Markdown pipe row (a separator after a header row)."""
        cells = self._row or []
        self._row = None
        if not any(cells):
            return
        row = "| " + " | ".join(c or " " for c in cells) + " |"
        if self._table_rows == 0 and not self._row_header:
            # Markdown tables need a header: an empty one keeps data rows as data.
            self.blocks.append((self._article > 0, "| " + " | ".join(" " for _ in cells) + " |"))
            self._row_header = True
        self.blocks.append((self._article > 0, row))
        if self._table_rows == 0:
            self.blocks.append((self._article > 0, "|" + "---|" * len(cells)))
        self._table_rows += 1

    def page(self) -> PageText:
        """The collected text: the article's blocks when the page marks one, else all."""
        self._flush()
        chosen = [b for a, b in self.blocks if a] if self._seen_article else [b for _, b in
                                                                            self.blocks]
        parts: list[str] = []
        for block in chosen:
            is_row = block.startswith("|")
            if parts and not (is_row and parts[-1].startswith("|")):
                parts.append("")
            parts.append(block)
        return PageText("\n".join(parts) + ("\n" if parts else ""),
                         self.head.metadata(self.meta["title"], self.meta["published_at"]))


def html_to_text(html: str) -> PageText:
    """Render a page's article text as Markdown-shaped text."""
    parser = _Article()
    parser.feed(html)
    parser.close()
    return parser.page()
