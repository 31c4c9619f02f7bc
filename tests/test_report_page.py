"""The report page: the text rendered as a reader sees it, figures by kind, notes by sentences,
the editor's summary first, navigation, escaping. Real Markdown, real HTML parsing."""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path

from markdown_it import MarkdownIt

from claims.report.markup import Flag, Mark, Note, render_text
from tests.conftest import ROOT, run_cli

EXAMPLES = ROOT / "examples" / "announcements"
EXAMPLE = EXAMPLES / "rubin-agentic-serving.md"
VOID = {"br", "hr", "img", "input", "meta", "link", "wbr", "col", "source"}


class Tree(HTMLParser):
    """Elements with their attributes, text and the elements they sit in; checks nesting."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[tuple[str, dict[str, str | None]]] = []
        self.elements: list[tuple[str, dict[str, str | None], tuple[str, ...]]] = []
        self.text: list[tuple[str, tuple[str, ...]]] = []
        self.misnested: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements.append((tag, dict(attrs), tuple(t for t, _ in self.stack)))
        if tag not in VOID:
            self.stack.append((tag, dict(attrs)))

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        if not self.stack or self.stack[-1][0] != tag:
            self.misnested.append(tag)
            return
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.text.append((data, tuple(t for t, _ in self.stack)))

    def all_text(self) -> str:
        return "".join(d for d, _ in self.text)

    def tags(self, name: str) -> list[dict[str, str | None]]:
        return [a for t, a, _ in self.elements if t == name]


def page_of(tmp_path: Path, *sources: Path) -> tuple[str, Tree]:
    """`claims vet --format html` of the sources, parsed."""
    out = tmp_path / "report.html"
    result = run_cli("vet", "--format", "html", "--fail-on", "never", "-o", str(out),
                     *map(str, sources))
    assert result.returncode == 0, result.stderr
    html = out.read_text(encoding="utf-8")
    tree = Tree()
    tree.feed(html)
    assert not tree.misnested and not tree.stack[1:], (tree.misnested, tree.stack)
    return html, tree


def report_of(*sources: Path) -> dict[str, object]:
    """`claims vet --format json` of the sources."""
    result = run_cli("vet", "--format", "json", "--fail-on", "never", *map(str, sources))
    assert result.returncode == 0, result.stderr
    data: dict[str, object] = json.loads(result.stdout)
    return data


TOUR = '''---
title: "Quillstore 4.2: faster compaction"
published_at: "2026-09-02"
---

# Quillstore 4.2: **3.1x** faster compaction

Quillstore 4.2 compacts a 2 TB table in *41 minutes* on one node, down from 127 minutes
in version 4.1, according to the [release notes](https://quillstore.example/notes/4.2).

## How it was measured

- The test node had **16 cores** and 128 GB of memory.
- Reads held at 52,000 queries per second during compaction.

| setting | value |
|---|---|
| block size | 64 KB |
| threads | 8 |

```
quill compact --threads 8   # took 41 minutes
```

![a chart of compaction time](chart.png)

> The vendor ran every test itself.
'''


def test_markdown_is_rendered_as_a_reader_sees_it(tmp_path: Path) -> None:
    source = tmp_path / "markup-tour.md"
    source.write_text(TOUR, encoding="utf-8")
    html, tree = page_of(tmp_path, source)
    reading = html[html.index('<section class="reading"'):html.index('class="all-figures"')]
    part = Tree()
    part.feed(reading)
    names = [t for t, _, _ in part.elements]
    for tag in ("h1", "h2", "strong", "em", "ul", "li", "table", "th", "td", "pre", "blockquote"):
        assert tag in names, tag
    visible = part.all_text()
    assert "**" not in visible and "](" not in visible and "```" not in visible
    assert "| setting |" not in visible and "title:" not in visible  # front matter not shown
    # The link is shown with its address, and is not followed: no anchor leaves the page.
    assert "release notes" in visible and "<https://quillstore.example/notes/4.2>" in visible
    assert not any((a.get("href") or "#").startswith(("http", "//")) for a in tree.tags("a"))
    # Images are named, never loaded.
    assert "[image: a chart of compaction time]" in visible
    assert not tree.tags("img") and not any("src" in a for _, a, _ in tree.elements)


def test_every_figure_is_marked_by_kind_with_its_conditions(tmp_path: Path) -> None:
    _, tree = page_of(tmp_path, EXAMPLE)
    report = report_of(EXAMPLE)
    claims = report["documents"][0]["claims"]  # type: ignore[index]
    marks = [a for t, a, _ in tree.elements if t == "mark"]
    kinds = {c["kind"] for c in claims}
    shown = {(a.get("class") or "").split()[1][2:] for a in marks}
    assert kinds <= shown, (kinds, shown)
    assert all(a.get("tabindex") == "0" and a.get("data-note") for a in marks)
    per_gpu = [a["data-note"] for a in marks if "per GPU" in (a.get("data-note") or "")]
    assert per_gpu and all("model DeepSeek-V4.1-Flash" in n for n in per_gpu if n)


def test_each_note_stands_in_the_block_of_its_sentence(tmp_path: Path) -> None:
    html, _ = page_of(tmp_path, EXAMPLE)
    findings = report_of(EXAMPLE)["documents"][0]["findings"]  # type: ignore[index]
    assert findings
    for number, finding in enumerate(findings, 1):
        spans = [q["span"]["start"] for q in finding["evidence"] if q.get("span")]
        note = html.index(f'id="d0-n{number}"')
        anchor = html.index(f'id="d0-s{spans[0]}"')
        between = html[note:anchor]
        assert note < anchor and not any(end in between for end in ("</p>", "</li>", "</h"))


def test_the_editors_summary_comes_first(tmp_path: Path) -> None:
    html, tree = page_of(tmp_path, EXAMPLE)
    assert html.index('class="summary"') < html.index('class="reading"') \
        < html.index('class="all-figures"')
    report = report_of(EXAMPLE)
    doc = report["documents"][0]  # type: ignore[index]
    headline_rows = html[html.index('<table class="headline">'):]
    headline_rows = headline_rows[:headline_rows.index("</table>")]
    assert "1,700,000 tokens/s" in headline_rows
    caveats = [a for t, a, _ in tree.elements if t == "li" and "caveat" in (a.get("class") or "")]
    assert len(caveats) == len(doc["findings"])
    # The copy-ready block is Markdown: it renders to one list item per caveat, each with a quote.
    block = html[html.index('<pre class="markdown"'):]
    source = Tree()
    source.feed(block[:block.index("</pre>") + 6])
    rendered = Tree()
    rendered.feed(MarkdownIt("commonmark").render(source.all_text()))
    items = [a for t, a, stack in rendered.elements if t == "li" and "li" not in stack]
    assert len(items) == len(doc["findings"])
    assert len(rendered.tags("blockquote")) >= len(doc["findings"])
    assert doc["findings"][0]["rule"] in rendered.all_text()


def test_the_seeds_five_headline_figures_lead_its_summary(tmp_path: Path, seed_md: Path) -> None:
    html, _ = page_of(tmp_path, seed_md)
    table = html[html.index('<table class="headline">'):]
    table = table[:table.index("</table>")]
    cells = Tree()
    cells.feed(table)
    values = [d.strip() for d, stack in cells.text if "a" in stack and d.strip()]
    assert values == ["58 x", "387 tokens/s", "1,700,000 tokens/s", "2,520,000 tokens/s",
                      "1,810 tokens/s"]


def test_several_documents_get_a_list_to_move_between_them(tmp_path: Path) -> None:
    sources = sorted(EXAMPLES.glob("*.md"))
    html, tree = page_of(tmp_path, *sources)
    listing = Tree()
    listing.feed(html[html.index('<nav class="docs"'):html.index("</nav>") + 6])
    nav = [a["href"] for a in listing.tags("a")]
    articles = [a["id"] for a in tree.tags("article")]
    assert articles == [f"d{i}" for i in range(len(sources))]
    assert nav == [f"#{a}" for a in articles]


HOSTILE = """---
title: "</title><script>alert('title')</script>"
---

# Box <img src=x onerror=alert(1)> reaches 3,000 requests per second

The box serves 3,000 requests per second <script>alert("x")</script> & "quotes" on the
[<svg onload=alert(2)>](javascript:alert(3)) rack, the vendor reports.

It is 2x "faster" than </pre><iframe src=//evil.example></iframe> the old box.

    <style>body{display:none}</style> 5 ms
"""


def test_everything_quoted_is_escaped(tmp_path: Path) -> None:
    source = tmp_path / "hostile.md"
    source.write_text(HOSTILE, encoding="utf-8")
    _, tree = page_of(tmp_path, source)
    names = {t for t, _, _ in tree.elements}
    assert not names & {"script", "img", "svg", "iframe", "object", "embed"}
    assert [t for t, _, _ in tree.elements].count("style") == 1  # the page's own
    assert not any(k.startswith("on") for _, a, _ in tree.elements for k in a)
    assert not any("javascript:" in (a.get("href") or "") for a in tree.tags("a"))
    text = tree.all_text()
    assert '<script>alert("x")</script>' in text and "<img src=x onerror=alert(1)>" in text
    assert "</pre><iframe src=//evil.example></iframe>" in text
    assert any("3,000" in (a.get("data-note") or "") for a in tree.tags("mark"))


def test_marks_across_markdown_stay_well_nested() -> None:
    text = "Up to **1.7 million tokens** per [second](https://x.example/a) and *5 ms*.\n"
    start = text.index("1.7")
    end = text.index("second") + len("second")
    marks = [Mark(start, end, "headline", 'a "note" <b>'),
             Mark(text.index("5 ms"), text.index("5 ms") + 4, "config", "n")]
    flags = [Flag(0, len(text) - 1, (1, 2), "warning", "d0-s0")]
    notes = [Note(0, '<span class="sidenote">[1]</span>')]
    once = render_text(text, "markdown", marks=marks, flags=flags, notes=notes)
    assert once == render_text(text, "markdown", marks=marks, flags=flags, notes=notes)
    tree = Tree()
    tree.feed(once)
    assert not tree.misnested and not tree.stack
    assert not any("\ue000" <= ch <= "\ue0ff" for ch in once)
    marked = "".join(d for d, stack in tree.text if "mark" in stack)
    assert marked == "1.7 million tokens per second5 ms"
    assert '<a href="https' not in once and "&lt;https://x.example/a&gt;" in once
    assert once.index('class="sidenote"') < once.index('id="d0-s0"') < once.index("Up to")


def test_plain_text_is_shown_as_paragraphs_not_markdown() -> None:
    text = "# not a heading\n\nWe served 9,000 tokens per second.\nOn 8 GPUs.\n"
    at = text.index("9,000")
    html = render_text(text, "text", marks=[Mark(at, at + 5, "headline", "n")])
    assert "<h1>" not in html and "# not a heading" in html
    assert html.count("<p>") == 2 and "<br>" in html and ">9,000</mark>" in html
