"""The editor's desk page points (issue 25) in Debian's Chromium: the headline table has one
row per stated result and no spec-sheet value, flags name their rules, quotes are rendered
(no raw Markdown, an admonition shown as a note), "measured by" reads as words, and every
format lists the same figures in the same order; the workspace's report page too."""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import run_cli
from tests.serve_support import browser_page, chromium_path, running_server

DOCUMENT = """---
title: "Kestrel 2 serves Qwen3-235B at 410 tokens per second per user"
publisher: "Kestrel"
entities: ["Kestrel", "Qwen3-235B", "GB300"]
---

# Kestrel 2 serves Qwen3-235B at 410 tokens per second per user

Kestrel 2 was measured by Artificial Analysis at 410 tokens per second per user on
Qwen3-235B, on one GB300 NVL72 rack at FP4.

Each GB300 GPU carries 288 GB of HBM3e memory and offers 15 PFLOP/s of dense FP4 compute.

## Results

On the GB300 NVL72 rack at FP4, Qwen3-235B ran at **410 tokens per second per user** in the
Artificial Analysis test, and the rack served about 1.1 million tokens per second in total.

> [!NOTE]
> The median time to first token was 0.41 s at that load.
"""


@pytest.fixture()
def source(tmp_path: Path) -> Path:
    """The announcement, written for these tests."""
    path = tmp_path / "kestrel.md"
    path.write_text(DOCUMENT, encoding="utf-8")
    return path


def report(source: Path, fmt: str) -> str:
    """`claims vet --all-formats`: the report of `source` in one format."""
    done = run_cli("vet", "--fail-on", "never", "--format", fmt, str(source))
    assert done.returncode == 0, done.stderr
    return done.stdout


def open_report(page: Any, source: Path) -> None:
    """Write the HTML report and open it."""
    out = source.with_suffix(".html")
    out.write_text(report(source, "html"), encoding="utf-8")
    page.goto(out.as_uri())


def headline_values(page: Any) -> list[str]:
    """The figures of the headline table, as shown."""
    cells: list[str] = page.locator("table.headline tbody td.value").all_inner_texts()
    return [c.strip() for c in cells]


def test_the_headline_table_has_one_row_per_result_and_no_spec_values(source: Path) -> None:
    with browser_page() as page:
        open_report(page, source)
        shown = headline_values(page)
        assert len(shown) == len(set(shown)), shown
        assert sum(1 for v in shown if v.startswith("410 tokens/s")) == 1
        assert not any("GB" in v.split()[-1] or "FLOP/s" in v for v in shown), shown
        assert any("tokens/s" in v for v in shown) and any(v.endswith("ms") for v in shown)


def test_flags_name_their_rule_and_code(source: Path) -> None:
    with browser_page() as page:
        open_report(page, source)
        flags = page.locator("table.headline tbody tr").first.locator("td").last.inner_text()
        assert re.search(r"missing-cost \(CLM101\)", flags), flags
        assert not re.search(r"(?<![(\w])CLM\d{3}(?!\))", flags), flags


def test_quotes_show_no_raw_markdown_and_an_admonition_as_a_note(source: Path) -> None:
    with browser_page() as page:
        open_report(page, source)
        quotes = page.locator("ol.caveats q, table.figures td.quote").all_inner_texts()
        assert quotes and not any("**" in q or "[!" in q or "!NOTE" in q for q in quotes)
        label = page.locator("ol.caveats q .admonition").first
        assert label.text_content() == "Note:"
        assert page.locator("ol.caveats q strong").count() >= 1


def test_measured_by_reads_as_words(source: Path) -> None:
    with browser_page() as page:
        open_report(page, source)
        pairs = dict(zip(page.locator("dl.meta dt").all_inner_texts(),
                         page.locator("dl.meta dd").all_inner_texts(), strict=True))
        assert pairs["measured by"] == "a third party (Artificial Analysis)"


def test_every_format_lists_the_same_figures_in_the_same_order(source: Path) -> None:
    as_json = json.loads(report(source, "json"))["documents"][0]["claims"]
    rows = list(csv.DictReader(io.StringIO(report(source, "csv"))))
    assert [float(r["value"]) for r in rows] == [c["value"] for c in as_json]
    figures = [r["figure"] for r in rows]
    markdown = report(source, "markdown")
    section = markdown.split("### Figures", 1)[1].split("\n\n", 2)[1]
    table = [line.split(" | ")[0].removeprefix("| ") for line in section.splitlines()[2:]]
    assert table == figures
    text = report(source, "text")
    at = [text.find(f"  {f} ") for f in figures]
    assert -1 not in at and at == sorted(at)
    assert rows[[c["approximate"] for c in as_json].index(True)]["approximately"] == "yes"
    with browser_page() as page:
        open_report(page, source)
        cells = page.locator("table.figures tbody td.value").all_inner_texts()
        assert [c.strip() for c in cells] == figures
        counts = page.locator("header.run .counts").inner_text()
        assert f"{len(figures)} figures" in counts


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A running workspace over a fresh store (after checking a browser can be had)."""
    chromium_path()
    with running_server(tmp_path_factory.mktemp("desk") / "workspace.db") as url:
        yield url


def test_the_workspace_report_page_shows_the_same_points(workspace: str) -> None:
    with browser_page() as page:
        page.goto(f"{workspace}/")
        page.fill("#text", DOCUMENT)
        page.click("#paste-form button[type=submit]")
        page.wait_for_url(f"{workspace}/documents/doc-*")
        shown = headline_values(page)
        assert len(shown) == len(set(shown)) and not any("FLOP/s" in v for v in shown)
        flags = page.locator("table.headline tbody tr").first.locator("td").last.inner_text()
        assert "(CLM101)" in flags and "missing-cost" in flags
        assert page.locator("ol.caveats q .admonition").first.text_content() == "Note:"
        quotes = page.locator("ol.caveats q").all_inner_texts()
        assert not any("**" in q for q in quotes)
