"""The workspace in a real browser: Debian's Chromium driven by playwright, page scripts off.

Paste an announcement, see its headline figures highlighted and its caveats beside their
sentences, dismiss one with a reason, reload and find it dismissed; upload a hostile file
and see one clear error.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.conftest import ROOT, SEED_MD
from tests.serve_support import browser_page, chromium_path, running_server

EXAMPLE = ROOT / "examples" / "announcements" / "rubin-agentic-serving.md"
SOURCES = [pytest.param(SEED_MD, id="seed"), pytest.param(EXAMPLE, id="example")]
# Pixels a side note's top may differ from its sentence's line (rounding, line box).
ABOVE_TOLERANCE_PX = 4


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A running workspace over a fresh store (after checking a browser can be had)."""
    chromium_path()
    with running_server(tmp_path_factory.mktemp("browser") / "workspace.db") as url:
        yield url


def paste_and_open(page: Any, base: str, source: Path) -> str:
    """Paste the source into the form, submit, and return the report's document id."""
    page.goto(f"{base}/")
    page.fill("#text", source.read_text(encoding="utf-8"))
    page.click("#paste-form button[type=submit]")
    page.wait_for_url(f"{base}/documents/doc-*")
    return str(page.url).rsplit("/", 1)[1]


def report_json(base: str, document_id: str) -> dict[str, Any]:
    """The stored report, as the API gives it."""
    data: dict[str, Any] = httpx.get(f"{base}/api/documents/{document_id}", timeout=60).json()
    return data


def box(page: Any, selector: str) -> dict[str, float]:
    """An element's box on the page (scrolled into view first)."""
    element = page.locator(selector).first
    element.scroll_into_view_if_needed()
    found: dict[str, float] = page.evaluate(
        "s => { const r = document.querySelector(s).getBoundingClientRect();"
        " return {x: r.left + scrollX, y: r.top + scrollY, w: r.width, h: r.height}; }", selector)
    return found


@pytest.mark.parametrize("source", SOURCES)
def test_paste_see_the_figures_and_caveats_then_dismiss_one(base: str, source: Path) -> None:
    if not source.is_file():
        pytest.skip(f"{source} is not present (../shared/seeds is absent)")
    with browser_page() as page:
        document_id = paste_and_open(page, base, source)
        report = report_json(base, document_id)["documents"][0]
        _headline_figures_are_highlighted(page, report, source)
        _caveats_stand_beside_their_sentences(page, report)
        _a_dismissal_is_kept(page)


def _headline_figures_are_highlighted(page: Any, report: dict[str, Any], source: Path) -> None:
    """Every headline row's figure is highlighted in the text, by kind, and visible."""
    rows = page.locator("table.headline tbody tr")
    values = [rows.nth(i).locator("td.value").inner_text().strip() for i in range(rows.count())]
    if source == SEED_MD:
        assert values == ["58 x", "387 tokens/s", "1,700,000 tokens/s", "2,520,000 tokens/s",
                          "1,810 tokens/s"]
    assert values
    marks = page.evaluate(
        "() => [...document.querySelectorAll('.text mark.fig')].map(m => ({text: m.textContent,"
        " kind: m.className, bg: getComputedStyle(m).backgroundColor,"
        " shown: m.getBoundingClientRect().width > 0}))")
    headline = [c for c in report["claims"] if c["kind"] == "headline"]
    assert headline
    for claim in headline:
        written = claim["mentions"][0]["text"]
        hits = [m for m in marks if written in m["text"] and "k-headline" in m["kind"]]
        assert hits and all(h["shown"] and h["bg"] not in ("rgba(0, 0, 0, 0)", "transparent")
                            for h in hits), written


def _caveats_stand_beside_their_sentences(page: Any, report: dict[str, Any]) -> None:
    """Each finding's note is in the margin right of the text and level with its sentence,
    unless the notes before it push it down (then it starts right below them)."""
    text_right = max(b["x"] + b["w"] for b in page.evaluate(
        "() => [...document.querySelectorAll('.text > p')].map(p => {"
        " const r = p.getBoundingClientRect(); return {x: r.left, w: r.width}; })"))
    # A pushed note floats to the first line box below the note above it, so it may start
    # up to one line of text lower than that note's end.
    line = float(page.evaluate(
        "() => parseFloat(getComputedStyle(document.querySelector('.text')).lineHeight)"))
    previous: dict[str, float] | None = None
    level = 0
    for number, finding in enumerate(report["findings"], 1):
        starts = [q["span"]["start"] for q in finding["evidence"] if q.get("span")]
        note = box(page, f"#d0-n{number}")
        sentence = box(page, f"#d0-s{starts[0]}")
        assert note["x"] >= text_right, (number, note, text_right)
        assert note["y"] >= sentence["y"] - ABOVE_TOLERANCE_PX, (number, note, sentence)
        if note["y"] <= sentence["y"] + ABOVE_TOLERANCE_PX:
            level += 1
        else:  # pushed down: it starts where the note above it ends
            assert previous is not None and note["y"] >= previous["y"] + previous["h"] - 1
            assert note["y"] <= previous["y"] + previous["h"] + max(12.0, line), \
                (number, note, previous)
        previous = note
    assert level >= 1


def _a_dismissal_is_kept(page: Any) -> None:
    """Dismiss the second caveat with a reason, reload, and find it dismissed."""
    caveat = page.locator("li.caveat").nth(1)
    key = caveat.get_attribute("data-finding")
    caveat.locator("input[name=reason]").fill("the vendor's own study names the baseline")
    caveat.locator("button[value=dismissed]").click()
    page.wait_for_load_state()
    page.reload()
    again = page.locator(f"li.caveat[data-finding='{key}']")
    assert again.get_attribute("data-status") == "dismissed"
    assert "the vendor's own study names the baseline" in again.inner_text()
    number = again.get_attribute("id").rsplit("-c", 1)[1]
    assert "st-dismissed" in (page.locator(f"#d0-n{number}").get_attribute("class") or "")
    markdown = page.locator("pre.markdown").text_content() or ""
    assert again.locator("p.sentence").inner_text().strip()[:40] not in markdown


@pytest.mark.parametrize(("name", "data", "says"), [
    ("photo.md", bytes(range(256)) * 8, "NUL byte"),
    ("notes.txt", b"Throughput was 9,000 tokens per second\x00\x00", "NUL byte"),
    ("latin.md", "Résumé: 4 GB/s".encode("latin-1"), "not valid UTF-8"),
], ids=["binary", "nul", "latin-1"])
def test_a_hostile_upload_shows_one_clear_error(base: str, tmp_path: Path, name: str,
                                                data: bytes, says: str) -> None:
    upload = tmp_path / name
    upload.write_bytes(data)
    with browser_page() as page:
        page.goto(f"{base}/")
        page.set_input_files("#file", str(upload))
        page.click("#upload-form button[type=submit]")
        page.wait_for_load_state()
        errors = page.locator(".error-box")
        assert errors.count() == 1
        sentence = errors.inner_text().strip()
        assert says in sentence and name in sentence and sentence.count(".") >= 1
        body = page.locator("body").inner_text()
        assert "Traceback" not in body and "File \"" not in body


def test_the_api_document_is_served_to_the_browser(base: str) -> None:
    with browser_page() as page:
        page.goto(f"{base}/openapi.json")
        spec = json.loads(page.locator("body").inner_text())
        assert "/api/vet" in spec["paths"]
