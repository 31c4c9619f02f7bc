"""The compare page in a real browser: Debian's Chromium driven by playwright, offline."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.conftest import ROOT, run_cli
from tests.serve_support import browser_page, chromium_path

PAIRS = ROOT / "tests" / "fixtures" / "pairs"
SCREENS = Path("/work/screens")


@pytest.fixture(autouse=True)
def _chromium() -> None:
    """Debian's Chromium and playwright, or a clean skip saying which is missing."""
    chromium_path()


def page_of(tmp_path: Path, folder: str) -> Path:
    """The compare page of one pair folder, written by the real command."""
    out = tmp_path / f"{folder}.html"
    result = run_cli("compare", *sorted(map(str, (PAIRS / folder).glob("*.md"))),
                     "--format", "html", "--output", str(out))
    assert result.returncode == 0, result.stderr
    return out


def test_compare_page_renders_matrix_chart_and_hover_text(tmp_path: Path) -> None:
    path = page_of(tmp_path, "ssds")
    requests: list[str] = []
    # Scripts on, as a browser's own default profile has them (and as this test ran before
    # it shared the page tests' Chromium).
    with browser_page(1280, 1400, javascript=True) as page:
        page.on("request", lambda r: requests.append(r.url))
        page.goto(path.as_uri())
        assert page.title() == "Comparison"
        headers = page.locator("table").first.locator("th").all_inner_texts()
        assert headers[0] == "metric" and len(headers) == 3
        assert "Samsung 990 PRO" in headers[1] and "WD Black SN850X" in headers[2]
        cell = page.locator(".fig").first
        tip = cell.get_attribute("title") or ""
        assert "line " in tip and "workload: " in tip and '"' in tip
        chart = page.locator("svg").first
        box = chart.bounding_box()
        assert box is not None and box["width"] > 300 and box["height"] > 60
        text = chart.text_content() or ""
        assert "GB/s" in text
        bars = chart.locator("rect[fill^='#']")
        assert bars.count() == 4  # the four figures of the two comparable pairs
        assert "7.45 GB/s" in text
        if SCREENS.is_dir() and shutil.disk_usage(SCREENS).free > 50_000_000:
            page.screenshot(path=str(SCREENS / "compare-ssds.png"), full_page=True)
    assert all(u.startswith("file://") for u in requests), requests  # nothing from the network
