"""Tilde-underlined section titles of plain text are headings, not code fences."""

from __future__ import annotations

from claims.extract.document import figures_of
from claims.extract.text.blocks import blocks
from claims.extract.text.underlines import settle_underlines
from claims.load.documents import parse_bytes

_RST = (
    "Release notes\n=============\n\n"
    "Quicker calls\n~~~~~~~~~~~~~\n"
    "Each call now costs 40 ns less, and lookups got 12% faster.\n\n"
    "Smaller frames\n~~~~~~~~~~~~~~\n"
    "Frames shrank by 3 KiB on 64 cores.\n"
)


def test_tilde_underline_becomes_a_heading_of_the_same_length() -> None:
    settled = settle_underlines(_RST)
    assert len(settled) == len(_RST)
    assert "~" not in settled
    assert "Quicker calls\n-------------\n" in settled


def test_figures_under_tilde_titles_of_plain_text_are_read() -> None:
    loaded = parse_bytes(_RST.encode(), origin="notes.txt")
    assert loaded.format == "text"
    headings = [b for b in blocks(loaded) if b.kind == "heading"]
    assert len(headings) == 3
    values = {(f.value_text, f.unit) for f in figures_of(loaded)}
    assert {("12", "%"), ("64", "count")} <= values
    assert any(text == "40" for text, _ in values)


def test_a_short_or_shorter_tilde_line_stays_a_fence() -> None:
    fenced = "Run it like this\n~~~\nbench --threads 64\n~~~\n"
    assert settle_underlines(fenced) == fenced
    short = "A long title line here\n~~~~~~\nbody\n"
    assert settle_underlines(short) == short


def test_markdown_keeps_its_tilde_fences() -> None:
    text = "Setup\n~~~~~\nbench --threads 64\n~~~~~\n\nIt ran at 12 GB/s.\n"
    loaded = parse_bytes(text.encode(), origin="post.md")
    values = {(f.value_text, f.unit) for f in figures_of(loaded)}
    assert ("64", "count") not in values
    assert ("12", "GB/s") in values
