"""Counts that set up nothing (kind `count`) are left out of every default report of `vet` and
`extract` and shown with `--all`.

The extractor's own count step (issue 12) is another branch's work, so a stand-in marks the
counts here: a count that names nothing it counts ("2 patches" reads as a bare count today).
The commands run in-process through `claims.cli.main`, with everything but that marking real.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

import claims.extract
from claims.cli import main
from claims.load.loaded import LoadedDocument
from claims.model import Claim, Document, Kind

ANNOUNCEMENT = """\
---
title: Heron Proxy 3 release notes
---

# Heron Proxy 3

Heron Proxy 3 forwards 410,000 requests per second on one 16-core server.

The upgrade needs 2 patches to the kernel and 3 environment variables set before the start.
"""


@pytest.fixture
def announcement(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The announcement, with the extractor's counts that name nothing marked `count`."""
    real = claims.extract.extract

    def marking(loaded: LoadedDocument, **kwargs: Any) -> tuple[Document, tuple[Claim, ...]]:
        document, found = real(loaded, **kwargs)
        return document, tuple(
            c.model_copy(update={"kind": Kind.count})
            if c.unit == "count" and c.count_noun is None and c.metric == "count" else c
            for c in found)

    monkeypatch.setattr("claims.extract.extract", marking)
    monkeypatch.setattr("claims.pipeline.extract", marking)
    path = tmp_path / "heron-3.md"
    path.write_text(ANNOUNCEMENT, encoding="utf-8")
    return path


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    status = main([*args])
    assert status in (0, 1)
    return capsys.readouterr().out


def _marked(path: Path) -> list[Claim]:
    """The stand-in's count records of the announcement (two: 2 and 3)."""
    from claims.load.documents import load_source

    _, found = claims.extract.extract(load_source(str(path)))
    counts = [c for c in found if c.kind is Kind.count]
    assert [c.value for c in counts] == [2, 3]
    return counts


@pytest.mark.parametrize("fmt", ["text", "markdown"])
def test_text_and_markdown_reports_leave_counts_out(announcement: Path, fmt: str,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    _marked(announcement)
    default = _run(capsys, "vet", "--format", fmt, str(announcement))
    everything = _run(capsys, "vet", "--format", fmt, "--all", str(announcement))
    assert "patches" not in default and "410,000 requests/s" in default
    assert "patches" in everything and _figures(everything) == _figures(default) + 2
    named = _run(capsys, "vet", "--format", fmt, "--kind", "count", str(announcement))
    assert "patches" in named and _figures(named) == 2


def _figures(report: str) -> int:
    """The figure count of a report's summary line ("1 document, 3 figures, ...")."""
    found = re.search(r"1 document, (\d+) figures?", report)
    assert found, report
    return int(found.group(1))


def test_the_json_report_leaves_counts_out(announcement: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    ids = {c.id for c in _marked(announcement)}
    default = json.loads(_run(capsys, "vet", "--format", "json", str(announcement)))
    everything = json.loads(_run(capsys, "vet", "--format", "json", "--all", str(announcement)))
    shown = {c["id"] for c in default["documents"][0]["claims"]}
    assert shown and not shown & ids and default["summary"]["claims"] == len(shown)
    assert {c["id"] for c in everything["documents"][0]["claims"]} == shown | ids
    # The findings are the same either way: the checkers never saw the counts.
    assert default["documents"][0]["findings"] == everything["documents"][0]["findings"]


def test_the_html_report_leaves_counts_out(announcement: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    _marked(announcement)
    default = _run(capsys, "vet", "--format", "html", str(announcement))
    everything = _run(capsys, "vet", "--format", "html", "--all", str(announcement))
    marked_count = re.compile(r"<mark[^>]*>2</mark>\s*patches")
    assert not marked_count.search(default) and "needs 2 patches" in default
    assert marked_count.search(everything)


@pytest.mark.parametrize("fmt", ["yaml", "json"])
def test_extract_leaves_counts_out_unless_all(announcement: Path, fmt: str,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    ids = {c.id for c in _marked(announcement)}
    default = yaml.safe_load(_run(capsys, "extract", "--format", fmt, str(announcement)))
    everything = yaml.safe_load(_run(capsys, "extract", "--format", fmt, "--all",
                                     str(announcement)))
    shown = {c["id"] for c in default["claims"]}
    assert shown and not shown & ids
    assert {c["id"] for c in everything["claims"]} == shown | ids
    assert {c["kind"] for c in everything["claims"] if c["id"] in ids} == {"count"}
