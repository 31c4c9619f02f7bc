"""A figure found where the text writes it as a claim writes it, without a pattern per
figure: `count_written` counts exactly what the figure's pattern (number, optional space,
unit, token edges) finds, on sentences written for this test from several fields."""

from __future__ import annotations

import re

import pytest

from claims.extract.text.written import count_written, written_at

TEXTS = (
    "The pool serves 500rps at peak and 500 rps sustained; 1500 rps and 500 rpsx are others.",
    "Reads hit 14 GB/s, 14GB/s on one node, 14 GB/s. Writes: 3.14 GB/s; v14 GB/s is a label.",
    "Latency fell 12% (from 12 ms to 9 ms); 12%of runs, 0.12% and 12%% are typos.",
    "p99 at 2.5x load was 2.5 x, 12.5x and 2.5xs; _2.5x and 2.5x_ stay glued.",
    "Nginx served 1,200 req/s, 1,200req/s and 1.200 req/s; 11,200 req/s is another.",
    "A kernel ran 40\u00a0TFLOPS, 40\u2009TFLOPS, 40\nTFLOPS and 40TFLOPS\u00b2 on the card.",
    "Arabic digits \u0664\u0660 ms and 40\u0664 ms; 40\u00b2 ms; 40 ms\u00e9; 40 ms.",
    "16 16 16,16 16.16 16x16 -16 +16 (16) [16] 16, 16. 16",
    "",
)
FIGURES = [("500", "rps"), ("14", "GB/s"), ("12", "%"), ("2.5", "x"), ("1,200", "req/s"),
           ("40", "TFLOPS"), ("40", "ms"), ("16", ""), ("3.14", "GB/s"), ("12", "ms"),
           ("x", ""), ("1.200", "req/s"), ("0.12", "%"), ("2.5", "xs")]


def _pattern(value: str, unit: str) -> str:
    """The figure's pattern as the learned stage wrote it (one per figure)."""
    escaped = re.escape(unit)
    return r"(?<![\w.,])" + re.escape(value) + (r"\s*" + escaped if unit else "") + \
        (r"(?![\w])" if unit and escaped[-1:].isalnum() else r"(?![\d.,])")


@pytest.mark.parametrize(("value", "unit"), FIGURES)
def test_counts_what_the_figures_pattern_finds(value: str, unit: str) -> None:
    compiled = re.compile(_pattern(value, unit))
    for text in TEXTS:
        assert count_written(text, value, unit) == len(compiled.findall(text)), text
        every = range(len(text) + 1)
        assert [at for at in every if written_at(text, at, value, unit) is not None] == \
            [at for at in every if compiled.match(text, at)], text
        ends = [written_at(text, m.start(), value, unit) for m in compiled.finditer(text)]
        assert ends == [m.end() for m in compiled.finditer(text)], text


def test_counting_at_given_places_reads_only_those() -> None:
    text = TEXTS[7]
    starts = [m.start() for m in re.finditer(r"16", text)]
    assert count_written(text, "16", "", starts) == len(re.findall(_pattern("16", ""), text))
    assert count_written(text, "16", "", starts[:4]) == 2, "16,16 is one number, not two"
    assert count_written(text, "16", "", []) == 0


def test_what_runs_on_is_no_figure() -> None:
    assert count_written("at 500 rpsx", "500", "rps") == 0, "a unit runs on into a word"
    assert count_written("at 1500 rps", "500", "rps") == 0, "a number runs on from the left"
    assert count_written("rose 12% then 12 % again", "12", "%") == 2
    assert count_written("rose 12%, then 12 %.", "12", "%") == 0, "a mark after: runs on"
    assert count_written("12.5 s", "12", "") == 0, "a decimal mark carries the number on"
