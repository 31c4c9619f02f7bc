"""The static report page in Debian's Chromium: nothing fetched, conditions on focus, notes in
the margin on a laptop screen and under their sentence on a narrow one, print styles."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.conftest import ROOT, run_cli
from tests.serve_support import browser_page

EXAMPLES = ROOT / "examples" / "announcements"


def open_page(page: Any, tmp_path: Path) -> list[str]:
    """Write the report of every example, open it, and return every URL the page asked for."""
    out = tmp_path / "report.html"
    result = run_cli("vet", "--format", "html", "--fail-on", "never", "-o", str(out),
                     *map(str, sorted(EXAMPLES.glob("*.md"))))
    assert result.returncode == 0, result.stderr
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    page.goto(out.as_uri())
    return asked


def test_the_page_fetches_nothing_and_shows_conditions_on_focus(tmp_path: Path) -> None:
    with browser_page() as page:
        asked = open_page(page, tmp_path)
        assert all(url.startswith("file://") for url in asked) and len(asked) == 1
        mark = page.locator("#d0 .text mark.fig.k-headline").first
        assert page.evaluate("m => getComputedStyle(m, '::after').content", mark.element_handle()
                             ) in ("none", "normal")
        mark.focus()
        shown = page.evaluate("m => getComputedStyle(m, '::after').content",
                              mark.element_handle())
        assert "workload" in shown and "measured" in shown
        assert page.locator("nav.docs a").count() == len(list(EXAMPLES.glob("*.md")))
        shot = page.screenshot(full_page=False)
        assert shot[:8] == b"\x89PNG\r\n\x1a\n"


def test_notes_move_under_their_sentence_on_a_narrow_screen(tmp_path: Path) -> None:
    with browser_page(width=700) as page:
        open_page(page, tmp_path)
        note = page.locator("#d0 .sidenote").first
        assert page.evaluate("n => getComputedStyle(n).float", note.element_handle()) == "none"
        text = page.locator("#d0 .text").bounding_box()
        placed = note.bounding_box()
        assert placed["x"] + placed["width"] <= text["x"] + text["width"] + 1


def test_print_keeps_the_report_and_drops_what_only_a_screen_needs(tmp_path: Path) -> None:
    with browser_page() as page:
        open_page(page, tmp_path)
        page.emulate_media(media="print")
        hidden = page.evaluate(
            "() => ['nav.docs', 'details.copy', 'nav.within'].map(s =>"
            " getComputedStyle(document.querySelector(s)).display)")
        assert hidden == ["none", "none", "none"]
        assert page.locator("li.caveat").first.is_visible()
        note = page.locator("#d0 .sidenote").first
        assert note.is_visible()
        assert page.evaluate("n => getComputedStyle(n).float", note.element_handle()) == "right"
        pdf = page.pdf(format="A4")
        assert pdf[:5] == b"%PDF-" and len(pdf) > 20_000
