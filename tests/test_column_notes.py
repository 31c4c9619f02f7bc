"""A note above a table giving each named column its own unit, with the rows that take
another (`claims.extract.text.column_notes`), and the cells that read it.

Every note and table here is written for these tests.
"""

from __future__ import annotations

from claims.extract import extract
from claims.extract.text.column_notes import row_units
from claims.load.documents import parse_bytes

_HEADERS = ("Test", "Interactive", "Batch")


def test_each_named_column_takes_its_unit_and_a_group_its_other() -> None:
    note = ("Interactive figures are in requests per second, or tokens per second for the "
            "LLMs; Batch figures in images per second, or tokens per second for the LLMs.")
    rows = row_units([note], _HEADERS, ["resnet50-v1", "qwen2-7b", "unet-small"])
    assert rows == (("", "requests per second", "images per second"),
                    ("", "tokens per second", "tokens per second"),
                    ("", "requests per second", "images per second"))


def test_rows_excepted_by_name_take_the_exception_unit() -> None:
    note = ("Interactive is in queries per second and Batch in samples per second, except "
            "for Falcon 40B and DLRM v3, which are in tokens per second in both runs.")
    rows = row_units([note], _HEADERS, ["falcon-40b-hq", "dlrm-v3-large", "rnnt"])
    assert rows[0][1:] == ("tokens per second", "tokens per second")
    assert rows[1][1:] == ("tokens per second", "tokens per second")
    assert rows[2][1:] == ("queries per second", "samples per second")


def test_a_group_the_vocabulary_cannot_tell_gives_no_unit() -> None:
    note = ("Interactive figures are in requests per second, or frames per second for the "
            "video models; Batch figures in images per second.")
    rows = row_units([note], _HEADERS, ["resnet50-v1"])
    assert rows == (("", "", "images per second"),)


def test_a_note_naming_one_column_or_no_unit_is_left_to_other_readers() -> None:
    assert row_units(["Interactive figures are in requests per second."], _HEADERS,
                     ["resnet50-v1"]) == ()
    assert row_units(["Interactive is in Frankfurt and Batch in Dublin."], _HEADERS,
                     ["resnet50-v1"]) == ()


def test_cells_under_a_column_note_take_their_row_and_column_unit() -> None:
    text = """---
title: "Inference suite, two load patterns"
publisher: Example Labs
---

## Results

Interactive is in queries per second and Batch in samples per second, except for the
Falcon 40B row, which is in tokens per second.

| Test | Interactive | Batch |
|---|---|---|
| resnet50-v1 | 1250.5 | 1410.25 |
| falcon-40b-hq | 880.75 | 990.5 |
"""
    claims = list(extract(parse_bytes(text.encode(), origin="suite.md"))[1])
    units = {c.value: c.unit for c in claims}
    assert units[1250.5] == "queries/s"
    assert units[1410.25] == "samples/s"
    # "the Falcon 40B row" names the row "falcon-40b-hq": its cells are token rates
    assert units[880.75] == "tokens/s"
    assert units[990.5] == "tokens/s"
