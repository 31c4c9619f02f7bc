"""A document's text as a reader sees it, with its figures and flagged sentences marked.

The text is rendered (Markdown with markdown-it-py, raw HTML escaped; plain text
as paragraphs), and the marks are placed by character offsets into the source:
before rendering, a sentinel of private-use characters is written into the
text at every offset where a mark starts or ends; after rendering each sentinel
is replaced by tags. Wrappers only ever enclose runs of text between two tags,
so the page stays well nested whatever Markdown a mark crosses. Links are shown
with their address but not followed; images are named, never loaded.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from html import escape
from typing import Any

from markdown_it import MarkdownIt

from claims.vocabulary.lazy import lazy

_OPEN, _CLOSE, _DIGIT0 = "\ue000", "\ue001", 0xE010
_SENTINEL = lazy("\ue000([\ue010-\ue019]+)\ue001")
# The same sentinel after percent-encoding (inside a link's address).
_ENCODED = lazy("%EE%80%80(?:%EE%80%9[0-9])+%EE%80%81", re.I)
_PIECE = lazy(r"(<[^>]*>)|\ue000([\ue010-\ue019]+)\ue001")
# Block markers at the start of a line: a sentinel there would stop them being markers.
_LINE_PREFIX = lazy(r"[ \t]*(?:(?:#{1,6}|>|[-*+]|\d{1,9}[.)]|\|)[ \t]*)*")
# Notes cannot float inside these: they go just before the element instead.
_HOLDERS = ("table", "pre")


@dataclass(frozen=True)
class Mark:
    """A figure in the text: [start, end), its kind, and the note shown on hover and focus."""

    start: int
    end: int
    kind: str
    note: str


@dataclass(frozen=True)
class Flag:
    """A sentence that raised findings: [start, end), the findings' numbers, the worst severity."""

    start: int
    end: int
    numbers: tuple[int, ...]
    severity: str
    anchor: str


@dataclass(frozen=True)
class Note:
    """HTML (phrasing content, already escaped) placed in the text at an offset."""

    at: int
    html: str


@dataclass
class _Point:
    """What happens at one offset: refs closed, notes and anchors placed, the state after."""

    at: int
    refs: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    anchors: list[str] = field(default_factory=list)
    flags: frozenset[int] = frozenset()
    mark: int | None = None


def render_text(text: str, fmt: str, *, start: int = 0, marks: Sequence[Mark] = (),
                flags: Sequence[Flag] = (), notes: Sequence[Note] = (),
                ref_html: Any = None) -> str:
    """The text from `start` rendered as HTML with figures, flagged sentences and notes placed.

    `ref_html(number, anchor)` gives the reference shown after a flagged sentence.
    """
    body = text[start:]
    marks = _without_overlaps([m for m in marks if m.start >= start and m.end <= len(text)])
    flags = [f for f in flags if f.start >= start and f.end <= len(text)]
    points = _points(marks, flags, [n for n in notes if n.at >= start], ref_html)
    marked = _with_sentinels(body, points, start)
    html = _markdown(marked) if fmt != "text" else _paragraphs(marked)
    return _Walker(points, marks, flags).walk(html)


def _without_overlaps(marks: Sequence[Mark]) -> list[Mark]:
    """Marks in order, longest first at one place, dropping any overlapping one already kept."""
    kept: list[Mark] = []
    for mark in sorted(marks, key=lambda m: (m.start, -m.end)):
        if mark.end > mark.start and (not kept or mark.start >= kept[-1].end):
            kept.append(mark)
    return kept


def _points(marks: Sequence[Mark], flags: Sequence[Flag], notes: Sequence[Note],
            ref_html: Any) -> list[_Point]:
    """Every offset where something happens, in order, each with the state that follows it."""
    at: dict[int, _Point] = {}

    def point(offset: int) -> _Point:
        """The point at an offset, made on first use."""
        return at.setdefault(offset, _Point(offset))

    for flag in flags:
        point(flag.start).anchors.append(flag.anchor)
        refs = point(flag.end).refs
        refs.extend(ref_html(n, flag.anchor) if ref_html else f"[{n}]" for n in flag.numbers)
    for mark in marks:
        point(mark.start), point(mark.end)
    for note in notes:
        point(note.at).notes.append(note.html)
    ordered = [at[k] for k in sorted(at)]
    for p in ordered:
        p.flags = frozenset(i for i, f in enumerate(flags) if f.start <= p.at < f.end)
        p.mark = next((i for i, m in enumerate(marks) if m.start <= p.at < m.end), None)
    return ordered


def _with_sentinels(body: str, points: Sequence[_Point], start: int) -> str:
    """The body with each point's sentinel written at its offset (moved past line markers)."""
    out: list[str] = []
    pos = 0
    for index, p in enumerate(points):
        offset = _safe_offset(body, p.at - start)
        offset = max(offset, pos)
        out.append(body[pos:offset])
        out.append(_OPEN + "".join(chr(_DIGIT0 + int(d)) for d in str(index)) + _CLOSE)
        pos = offset
    out.append(body[pos:])
    return "".join(out)


def _safe_offset(body: str, offset: int) -> int:
    """An offset moved to after the block markers (`# `, `- `, `> `, `1. `) of its line."""
    line_start = body.rfind("\n", 0, offset) + 1
    prefix = _LINE_PREFIX.match(body, line_start)
    end = prefix.end() if prefix else line_start
    return end if offset < end else offset


def _strip(text: str) -> str:
    """Text with every sentinel (plain or percent-encoded) removed."""
    return _ENCODED.sub("", _SENTINEL.sub("", text))


def _link_open(self: Any, tokens: Any, idx: int, options: Any, env: Any) -> str:
    """A link's text is shown as text; its address follows it (see `_link_close`)."""
    token = tokens[idx]
    env.setdefault("links", []).append("" if token.markup == "autolink"
                                       else _strip(str(token.attrGet("href") or "")))
    return '<span class="link">'


def _link_close(self: Any, tokens: Any, idx: int, options: Any, env: Any) -> str:
    """Close a link's text and show where it points, without making it followable."""
    href = env["links"].pop() if env.get("links") else ""
    shown = f' <span class="url">&lt;{escape(href)}&gt;</span>' if href else ""
    return "</span>" + shown


def _image(self: Any, tokens: Any, idx: int, options: Any, env: Any) -> str:
    """An image is named, never loaded (the page is self-contained)."""
    alt = self.renderInlineAsText(tokens[idx].children or [], options, env)
    return f'<span class="img">[image: {escape(alt)}]</span>'


# A GitHub admonition's marker opening a blockquote ("> [!NOTE]"), sentinels allowed around
# and inside it: a flagged sentence or a figure may start at the marker.
_S = "(?:\ue000[\ue010-\ue019]+\ue001)*"
_ADMONITION = lazy(rf"^({_S})\s*\[({_S})!({_S})(NOTE|TIP|IMPORTANT|WARNING|CAUTION)"
                   rf"({_S})\][ \t]*(?:\n|$)?", re.I)


def _admonitions(state: Any) -> None:
    """A blockquote opening with a GitHub admonition marker becomes a labelled note (an
    aside): the marker is dropped from its text, the sentinels in it kept in place."""
    tokens = state.tokens
    open_at: list[int] = []
    notes: dict[int, str] = {}  # index of a blockquote_open -> its label
    for i, token in enumerate(tokens):
        if token.type == "blockquote_open":
            open_at.append(i)
            first = next((t for t in tokens[i + 1:i + 3] if t.type == "inline"), None)
            found = _ADMONITION.match(first.content) if first is not None else None
            if found is not None and first is not None:
                kept = "".join(found.group(n) for n in (1, 2, 3, 5))
                first.content = kept + first.content[found.end():]
                notes[i] = found.group(4).capitalize()
        elif token.type == "blockquote_close" and open_at:
            start = open_at.pop()
            if start in notes:
                label = notes[start]
                tokens[start].tag = tokens[i].tag = "aside"
                tokens[start].attrSet("class", f"callout callout-{label.lower()}")
                tokens[start].attrSet("role", "note")
                tokens[start].meta = {"label": label}


def _aside_open(self: Any, tokens: Any, idx: int, options: Any, env: Any) -> str:
    """A blockquote, or an admonition's note with its label first."""
    token = tokens[idx]
    label = token.meta.get("label") if token.meta else None
    if label is None:
        return str(self.renderToken(tokens, idx, options, env))
    return (f'{self.renderToken(tokens, idx, options, env)}'
            f'<p class="callout-label">{escape(label)}</p>\n')


def _parser() -> MarkdownIt:
    """CommonMark with tables and strikethrough; raw HTML is shown as text, never passed on;
    GitHub admonitions are shown as labelled notes."""
    md = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})
    md.enable(["table", "strikethrough"])
    md.core.ruler.after("block", "admonitions", _admonitions)
    md.add_render_rule("blockquote_open", _aside_open)
    md.add_render_rule("link_open", _link_open)
    md.add_render_rule("link_close", _link_close)
    md.add_render_rule("image", _image)
    return md


_MD = _parser()


def _markdown(text: str) -> str:
    """Markdown rendered to HTML."""
    return str(_MD.render(text, {}))


def _paragraphs(text: str) -> str:
    """Plain text as paragraphs (blank lines) with its line breaks kept."""
    blocks = [b for b in re.split(r"\n[ \t]*\n", text) if b.strip()]
    return "".join(f"<p>{escape(b.strip(chr(10))).replace(chr(10), '<br>' + chr(10))}</p>\n"
                   for b in blocks)


class _Walker:
    """Replaces sentinels in rendered HTML by the marks' tags, keeping tags well nested."""

    def __init__(self, points: Sequence[_Point], marks: Sequence[Mark],
                 flags: Sequence[Flag]) -> None:
        self.points, self.marks, self.flags = points, marks, flags
        self.out: list[str] = []
        self.opened: list[str] = []  # closing tags of the wrappers open now, outermost first
        self.signature: list[str] = []  # their opening tags
        self.flags_now: frozenset[int] = frozenset()
        self.mark_now: int | None = None
        self.holders: list[tuple[str, int]] = []  # open table/pre elements and where they began

    def walk(self, html: str) -> str:
        """The HTML with every sentinel turned into tags."""
        pos = 0
        for found in _PIECE.finditer(html):
            self._text(html[pos:found.start()])
            pos = found.end()
            if found.group(1) is not None:
                self._tag(_strip(found.group(1)))
            else:
                self._point(self.points[int("".join(str(ord(c) - _DIGIT0)
                                                    for c in found.group(2)))])
        self._text(html[pos:])
        self._close()
        return "".join(self.out)

    def _wanted(self) -> list[tuple[str, str]]:
        """(opening, closing) tags the current state asks for around text, outermost first."""
        wanted = []
        if self.flags_now:
            order = ("error", "warning", "info")
            worst = min((self.flags[i].severity for i in self.flags_now),
                        key=lambda s: order.index(s) if s in order else len(order))
            wanted.append((f'<span class="flag sev-{escape(worst)}">', "</span>"))
        if self.mark_now is not None:
            mark = self.marks[self.mark_now]
            wanted.append((f'<mark class="fig k-{escape(mark.kind)}" tabindex="0" '
                           f'data-note="{escape(mark.note)}">', "</mark>"))
        return wanted

    def _text(self, text: str) -> None:
        """A run of text, inside exactly the wrappers the state asks for."""
        if not text:
            return
        if not text.strip():  # between blocks or cells wrappers would be misplaced
            self.out.append(text)
            return
        wanted = self._wanted()
        if [o for o, _ in wanted] != self.signature:
            self._close()
            for opening, closing in wanted:
                self.out.append(opening)
                self.opened.append(closing)
            self.signature = [o for o, _ in wanted]
        self.out.append(text)

    def _close(self) -> None:
        """Close every open wrapper."""
        while self.opened:
            self.out.append(self.opened.pop())
        self.signature = []

    def _tag(self, tag: str) -> None:
        """A tag of the rendered text: wrappers never cross it."""
        self._close()
        name = re.match(r"</?([a-zA-Z0-9]+)", tag)
        element = name.group(1).lower() if name else ""
        if element in _HOLDERS and not tag.startswith("</"):
            self.holders.append((element, len(self.out)))
        elif element in _HOLDERS and self.holders and self.holders[-1][0] == element:
            self.holders.pop()
        self.out.append(tag)

    def _point(self, point: _Point) -> None:
        """Close what ends here, then place references, notes and anchors; take the new state."""
        if point.refs or point.notes or point.anchors:
            self._close()
            self.out.extend(point.refs)
            if point.notes and self.holders:
                at = self.holders[0][1]
                self.out[at:at] = point.notes
                self.holders = [(e, i + len(point.notes)) for e, i in self.holders]
            else:
                self.out.extend(point.notes)
            self.out.extend(f'<span class="anchor" id="{escape(a)}"></span>'
                            for a in point.anchors)
        self.flags_now, self.mark_now = point.flags, point.mark
