"""Measure kinds and set-off unit notes: which dimension a header's measure word names (a
unit stated away from a header reaches only a column of that dimension), and the unit a
bracket of clauses or a measure's name closing a heading states ("(higher is better,
ops/s)", "Syscall latency, ns"), never a list of names or of several units."""

from __future__ import annotations

import pytest

from claims.extract.figures.measure_kinds import fits, header_kind, matches, unit_kind
from claims.extract.text.unit_notes import unit_note
from claims.vocabulary.units import SYMBOLS
from tests.conftest import figures_in


@pytest.mark.parametrize(("text", "unit"), [
    ("(higher is better, ops/s)", "ops/s"),
    ("(lower is better; ms)", "ms"),
    ("Throughput, ops/s", "ops/s"),
    ("p99 latency: µs", "µs"),
    ("Latency (µs)", "µs"),
    ("Results (min, max)", None),
    ("QLoRA on every linear layer (q, k, v, o, gate, up, down)", None),
    ("(ms, MB)", None),
    ("the server(s) we ran", None),
    ("(8 GPUs, FP8)", None),
])
def test_unit_notes_read_set_off_units_and_refuse_lists(text: str, unit: str | None) -> None:
    assert unit_note(text) == unit


@pytest.mark.parametrize(("header", "kind"), [
    ("Time", "time"), ("p99 latency", "time"), ("TTFT", "time"),
    ("Throughput", "rate"), ("Peak memory", "size"), ("Clock", "frequency"),
    ("Server", None), ("HTTP/2", None), ("Error rate", None), ("Times called", None),
    ("Time / memory", None),
])
def test_header_kind(header: str, kind: str | None) -> None:
    assert header_kind(header) == kind


def test_units_of_each_dimension_fit_only_headers_of_theirs() -> None:
    ms, rate, pct = SYMBOLS["ms"], SYMBOLS["ops/s"], SYMBOLS["%"]
    assert unit_kind(ms) == "time" and unit_kind(rate) == "rate" and unit_kind(pct) is None
    assert fits("Latency", ms) and not fits("Latency", rate)
    assert fits("Server", rate) and fits("Hit rate", pct)
    assert matches("Time", ms) and not matches("Server", ms) and not matches("Time", pct)


@pytest.mark.parametrize("header", ["Latency-optimized", "Low latency mode", "High throughput",
                                    "Throughput SLO", "Latency target"])
def test_a_measure_word_naming_a_setup_names_no_measure(header: str) -> None:
    assert header_kind(header) is None
    assert fits(header, SYMBOLS["ms"]) and fits(header, SYMBOLS["ops/s"])


# --- a caption just above: a bracket of clauses, one a unit -------------------------------

SERVING = """# Decode speed

Decode throughput per replica (higher is better, tokens/s):

| Model | vLLM | SGLang |
|---|---|---|
| Llama 3 8B | 2410.5 | 2633.1 |
| Qwen 2 7B | 2502.0 | 2711.4 |
"""


def test_a_bracket_of_clauses_holding_a_unit_captions_the_table() -> None:
    found = {f.value_text: f.unit for f in figures_in(SERVING)}
    assert found["2410.5"] == "tokens/s"
    assert found["2711.4"] == "tokens/s"


NEAR_NOTE_TWO_MEASURES = """# Caches

Results below (all latencies in ms):

| Cache | Latency | Throughput |
|---|---|---|
| Alpha | 0.42 | 91000 |
| Beta | 0.37 | 97000 |
"""


def test_a_caption_unit_of_another_dimension_skips_the_throughput_column() -> None:
    found = {f.value_text: (f.unit, round(f.value, 9)) for f in figures_in(NEAR_NOTE_TWO_MEASURES)}
    assert found["0.42"] == ("s", 0.00042)
    assert found["91000"][0] == "count"
