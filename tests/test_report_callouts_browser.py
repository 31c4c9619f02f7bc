"""GitHub admonitions on the report page (issue 25): `> [!NOTE]` and its four siblings in a
document's body are shown as labelled notes, never as raw markers, and no raw `**` or `[!`
is left in the body or the quotes of any example's page or of a document written for
these tests; checked in the rendered HTML and in Debian's Chromium."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from claims.report.markup import Flag, Mark, render_text
from tests.conftest import ROOT, run_cli
from tests.serve_support import browser_page

EXAMPLES = sorted((ROOT / "examples" / "announcements").glob("*.md"))
CLAIM_FILES = sorted((ROOT / "examples").rglob("*.claims.yaml"))
LABELS = ["Note", "Tip", "Important", "Warning", "Caution"]

DOCUMENT = """---
title: "Loon 4 object store: 61 GB/s from one rack"
publisher: "Loon"
entities: ["Loon 4"]
---

# Loon 4 reads **61 GB/s** from one rack

Loon 4 served **61 GB/s of large-object reads** from one rack of eight nodes, with a median
read latency of 3.8 ms.

> [!NOTE]
> The 61 GB/s figure is the **mean** over a 30-minute run, measured by the Loon team.

> [!TIP]
> Erasure coding at 8+3 was on for every run.

> [!IMPORTANT]
> Loon 4 is in preview; its write path reached 19 GB/s on the same rack.

> [!WARNING] The small-object figures below used a cache warmed for an hour.

> [!CAUTION]
>
> Small-object reads peaked at 2.1 million requests per second.

> A plain quotation stays a quotation: "faster than anything we ran before".
"""


@pytest.fixture()
def source(tmp_path: Path) -> Path:
    """The announcement, written for these tests."""
    path = tmp_path / "loon.md"
    path.write_text(DOCUMENT, encoding="utf-8")
    return path


def page_of(*sources: Path, command: str = "vet") -> str:
    """The HTML report of `sources`."""
    done = run_cli(command, "--format", "html", "--fail-on", "never", *map(str, sources))
    assert done.returncode == 0, done.stderr
    return done.stdout


class _Shown(HTMLParser):
    """The text a reader sees in the document bodies and the quotes of a page (the
    stylesheet and the Markdown to copy, which is raw on purpose, left out)."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.body: list[str] = []
        self.quotes: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        classes = (dict(attrs).get("class") or "").split()
        if tag in ("br", "hr", "meta", "link", "img", "input", "col"):
            return
        self.stack.append("skip" if tag in ("style", "pre") else
                          "body" if "text" in classes and tag in ("div", "section") else
                          "quote" if tag == "q" or "quote" in classes else tag)

    def handle_endtag(self, tag: str) -> None:
        if self.stack:
            self.stack.pop()

    def handle_data(self, data: str) -> None:
        if "skip" in self.stack:
            return
        if "quote" in self.stack:
            self.quotes.append(data)
        elif "body" in self.stack:
            self.body.append(data)


def shown(html: str) -> tuple[str, str]:
    """The page's body text and quote text, as a reader sees them."""
    parser = _Shown()
    parser.feed(html)
    return "".join(parser.body), "".join(parser.quotes)


RAW = re.compile(r"\*\*|\[!")


def test_the_body_shows_each_admonition_as_a_labelled_note(source: Path) -> None:
    html = page_of(source)
    body, quotes = shown(html)
    assert "Loon 4 served" in body and "Erasure coding" in body  # the body was read
    assert not RAW.search(body), RAW.search(body)
    assert quotes and not RAW.search(quotes)
    labels = re.findall(r'<aside class="callout callout-(\w+)" role="note">\s*'
                        r'<p class="callout-label">(\w+)</p>', html)
    assert [label for _, label in labels] == LABELS
    assert [kind for kind, _ in labels] == [label.lower() for label in LABELS]
    # The marker on the text's own line leaves the text; a plain quotation stays one.
    assert "The small-object figures below" in body
    assert html.count("<blockquote>") == 1


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_no_example_page_shows_raw_markup(path: Path) -> None:
    body, quotes = shown(page_of(path))
    assert body and quotes
    assert not RAW.search(body) and not RAW.search(quotes)


def test_no_claim_file_page_shows_raw_markup() -> None:
    _, quotes = shown(page_of(*CLAIM_FILES, command="check"))
    assert quotes and not RAW.search(quotes)


def test_a_flag_or_figure_starting_at_the_marker_stays_in_place() -> None:
    text = "> [!WARNING]\n> The array peaked at 2.1 million requests per second.\n"
    at = text.index("[!")
    figure = text.index("2.1 million")
    html = render_text(text, "markdown",
                       marks=[Mark(figure, figure + len("2.1 million"), "headline", "2.1M")],
                       flags=[Flag(at, len(text) - 1, (1,), "warning", "s1")])
    assert "[!" not in html and "WARNING" not in html
    assert '<p class="callout-label">Warning</p>' in html
    assert '<span class="anchor" id="s1"></span>' in html
    assert '<mark class="fig k-headline"' in html and "2.1 million</mark>" in html


def test_a_blockquote_without_a_marker_is_left_a_blockquote() -> None:
    html = render_text("> We saw [!] once, and **twice**.\n", "markdown")
    assert html.startswith("<blockquote>") and "<strong>twice</strong>" in html
    assert "callout" not in html


def test_in_chromium_each_note_is_labelled_and_no_raw_markup_shows(source: Path,
                                                                  tmp_path: Path) -> None:
    out = tmp_path / "report.html"
    out.write_text(page_of(source, *EXAMPLES), encoding="utf-8")
    with browser_page() as page:
        page.goto(out.as_uri())
        bodies = page.locator("article.doc .text").all_inner_texts()
        assert len(bodies) == 1 + len(EXAMPLES)
        assert not any(RAW.search(b) for b in bodies), [RAW.search(b) for b in bodies]
        quotes = page.locator("ol.caveats q, table.figures td.quote").all_inner_texts()
        assert quotes and not any(RAW.search(q) for q in quotes)
        notes = page.locator("#d0 .text aside.callout")
        assert notes.count() == len(LABELS)
        assert [n.strip() for n in notes.locator(".callout-label").all_inner_texts()] == \
            [label.upper() for label in LABELS]  # the stylesheet shows labels in capitals
        first = notes.first
        style: Any = page.evaluate(
            "n => [getComputedStyle(n).borderLeftStyle, getComputedStyle(n).display]",
            first.element_handle())
        assert style == ["solid", "block"]
        assert "mean over a 30-minute run" in first.inner_text()
        assert first.locator("strong").count() == 1
