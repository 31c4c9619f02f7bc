"""The HTML report: highlights, findings beside sentences, escaping, and a real render."""

from __future__ import annotations

import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tests.conftest import ROOT, run_cli

EXAMPLE = ROOT / "examples" / "announcements" / "rubin-agentic-serving.md"
HOSTILE = """---
title: "<script>alert('t')</script> & friends"
---

# Fast <img src=x onerror=alert(1)> box

The box serves 3,000 requests per second <script>alert("x")</script> & "quotes".
It reached 2x "more" than <b>before</b>, the vendor reports.
"""


class Page(HTMLParser):
    """Collect tags, attributes and text of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.marks: list[str] = []
        self.text: list[str] = []
        self._in_mark = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        if tag == "mark":
            self._in_mark += 1
            self.marks.append("")

    def handle_endtag(self, tag: str) -> None:
        if tag == "mark":
            self._in_mark -= 1

    def handle_data(self, data: str) -> None:
        self.text.append(data)
        if self._in_mark:
            self.marks[-1] += data


def render(tmp_path: Path, source: Path) -> tuple[str, Page]:
    """Run `claims vet --format html` and parse the page."""
    out = tmp_path / "report.html"
    result = run_cli("vet", "--format", "html", "--fail-on", "never", "-o", str(out), str(source))
    assert result.returncode == 0, result.stderr
    html = out.read_text(encoding="utf-8")
    page = Page()
    page.feed(html)
    return html, page


def test_figures_are_highlighted_with_conditions_and_findings_are_linked(tmp_path: Path) -> None:
    _, page = render(tmp_path, EXAMPLE)
    assert "1.7 million tokens per second per GPU" in page.marks
    assert "from 29.8 seconds to 4.2 seconds" in page.marks
    notes = [a.get("data-note") or "" for t, a in page.tags if t == "mark"]
    assert any("model DeepSeek-V4.1-Flash" in t and "per GPU" in t for t in notes)
    caveats = {a["id"] for t, a in page.tags if t == "li" and "caveat" in (a.get("class") or "")}
    links = {a["href"][1:] for t, a in page.tags if t == "a" and a.get("href", "").startswith("#")}
    anchors = {a["id"] for t, a in page.tags if t == "span" and a.get("class") == "anchor"}
    assert caveats and caveats <= links and anchors and anchors <= links
    assert not any(t == "script" for t, _ in page.tags)
    # Nothing is fetched and no link leaves the page.
    assert not any("src" in a for _, a in page.tags)
    assert not any((a.get("href") or "#").startswith(("http", "//")) for _, a in page.tags)


def test_everything_quoted_is_escaped(tmp_path: Path) -> None:
    source = tmp_path / "hostile.md"
    source.write_text(HOSTILE, encoding="utf-8")
    html, page = render(tmp_path, source)
    assert not any(t in ("script", "img", "b") for t, _ in page.tags)
    assert "&lt;script&gt;" in html and "onerror" not in [k for _, a in page.tags for k in a]
    assert "3,000 requests per second" in page.marks
    assert '<script>alert("x")</script>' in "".join(page.text)


@pytest.mark.skipif(shutil.which("chromium") is None, reason="chromium is not installed")
def test_headless_chromium_renders_the_page(tmp_path: Path) -> None:
    render(tmp_path, EXAMPLE)
    shot = tmp_path / "shot.png"
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu",
                    "--window-size=1400,1800", f"--screenshot={shot}",
                    (tmp_path / "report.html").as_uri()], capture_output=True, timeout=90,
                   check=False)
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 50_000
