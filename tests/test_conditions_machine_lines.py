"""A machine's own setup line ("| Hardware | 8x ... |", "- **Memory:** ...") describes the
machine, so its figures take no model from the document; a line stating what a run used
("GPUs used: 4", "Tensor parallelism: 8") keeps the model it serves.

The documents are written for these tests."""

from __future__ import annotations

from claims.extract import extract
from claims.extract.conditions.machine_lines import machine_line
from claims.extract.text.blocks import blocks
from claims.load.documents import parse_bytes

_TABLE = ("# Serving Qwen2.5-32B on L40S cards\n\nWe serve Qwen2.5-32B with our engine.\n\n"
          "| Item | Value |\n| --- | --- |\n| Server | 6x NVIDIA L40S, 48 GB per card |\n"
          "| Cards used | 2 (tensor parallel 2) |\n| Model | Qwen2.5-32B |\n\n"
          "The engine sustained 1,730 tokens per second at batch 16.\n")

_LIST = ("# Qwen2.5-32B on one box\n\nWe served Qwen2.5-32B.\n\n"
         "- **Memory:** 768 GB of DDR5 in the host\n- **Batch size:** 24 requests\n\n"
         "Throughput reached 905 tokens per second.\n")


def _models(text: str) -> dict[float, str | None]:
    """Each claim's value -> its model."""
    return {c.value: c.conditions.model
            for c in extract(parse_bytes(text.encode(), origin="t.md"))[1]}


def _lines(text: str) -> dict[str, bool]:
    """Each block's first words -> whether it is a machine's own line."""
    loaded = parse_bytes(text.encode(), origin="t.md")
    return {loaded.text[b.start:b.end][:14]: machine_line(b)
            for b in blocks(loaded)}


def test_a_machine_row_of_a_setup_table_takes_no_model() -> None:
    got = _models(_TABLE)
    assert got[6] is None
    assert got[1730] == "Qwen2.5-32B"


def test_a_row_of_what_the_run_used_keeps_the_model() -> None:
    assert _models(_TABLE)[2] == "Qwen2.5-32B"


def test_a_labelled_machine_item_takes_no_model_but_a_run_setting_does() -> None:
    got = _models(_LIST)
    assert got[24] == "Qwen2.5-32B"
    assert got[905] == "Qwen2.5-32B"
    assert all(m is None for v, m in got.items() if v not in (24, 905))


def test_which_lines_are_the_machine_s() -> None:
    lines = _lines(_TABLE)
    assert lines["| Server | 6x "]
    assert not lines["| Cards used |"]
    assert not lines["| Model | Qwen"]
    assert not lines["The engine sus"]


def test_a_results_table_with_a_gpu_column_is_no_setup_line() -> None:
    text = ("| GPU | Model | Tokens/s |\n| --- | --- | --- |\n| H100 | Qwen2.5-32B | 2,100 |\n")
    assert not any(_lines(text).values())
    assert _models(text)[2100] == "Qwen2.5-32B"


def test_a_prose_paragraph_opening_with_a_label_is_no_setup_line() -> None:
    text = ("We serve Qwen2.5-32B.\n\nHardware: the server held\n8 cards and reached 3,100 "
            "tokens per second serving it.\n")
    assert not any(_lines(text).values())
