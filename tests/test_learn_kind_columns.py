"""What the learned kind reads of a figure's table column beyond its header's words: whether
a cell of the column holds a decimal fraction (no count of things and no knob's value has
one: a bare number there is a measured value whose unit the text gives elsewhere), and
whether the rules read the column as a setting (claims.extract.conditions.setting_columns).
Tables written for these tests, from several fields."""

from __future__ import annotations

import pytest

from claims.extract.document import extract_rules
from claims.learn.columns import column_features
from claims.load.documents import parse_bytes

# two TLS libraries' bulk transfer rates, the unit given in the prose above
_RATES = """Bulk transfer throughput, in MB/s:

| Cipher | LibA (3.2.0) | LibB (0.22.0) |
|---|---|---|
| aes128 | 6503.58 | 6712.29 |
| chacha20 | 2998.06 | 1750.11 |
| aes256 | 6162.57 | 6193.18 |
"""
# an LLM serving sweep: batch and input length are knobs, the latency a result
_KNOBS = """| Batch | Input length | Latency (ms) |
|---|---|---|
| 1 | 128 | 12.5 |
| 8 | 128 | 19.25 |
| 32 | 2048 | 88.75 |
"""
# a storage run's counts: whole numbers of errors per drive, measured, no knob
_COUNTS = """| Drive | Read errors | Retries |
|---|---|---|
| P4600 | 0 | 12 |
| P5800 | 3 | 41 |
"""


def _columns(text: str, value: float) -> dict[str, float]:
    """The column features of the figure of a value."""
    _, claims, build = extract_rules(parse_bytes(text.encode(), origin="<test>"))
    ctx = build()
    claim = next(c for c in claims if abs(c.value - value) < 1e-9)
    return column_features(ctx.layout, ctx.layout.place(claim))


@pytest.mark.parametrize(("text", "value"), [
    (_RATES, 6.50358), (_RATES, 1.75011), (_KNOBS, 0.0125)])
def test_a_column_holding_fractions_is_marked(text: str, value: float) -> None:
    assert _columns(text, value)["col_fraction"] == 1.0


@pytest.mark.parametrize(("text", "value"), [(_KNOBS, 8), (_KNOBS, 2048), (_COUNTS, 41)])
def test_a_column_of_whole_numbers_is_not(text: str, value: float) -> None:
    assert "col_fraction" not in _columns(text, value)


def test_the_rules_setting_columns_are_marked_and_result_columns_are_not() -> None:
    assert _columns(_KNOBS, 8)["col_setting"] == 1.0  # a knob swept across the runs
    assert "col_setting" not in _columns(_KNOBS, 0.08875)  # its header names a measure
    assert "col_setting" not in _columns(_RATES, 6.71229)  # fractions are no knob
    assert "col_setting" not in _columns(_COUNTS, 41)  # one value per drive: measured


# a linker's results per release, whole numbers no knob is set to
_WHOLE_RESULTS = """| Target | rel 1.4 | rel 1.5 |
|---|---|---|
| kernel | 4127 | 3958 |
| libc | 857 | 901 |
"""


@pytest.mark.parametrize(("text", "value"), [(_WHOLE_RESULTS, 4127), (_WHOLE_RESULTS, 901)])
def test_a_column_holding_an_unround_whole_number_is_marked(text: str, value: float) -> None:
    assert _columns(text, value)["col_unround"] == 1.0


@pytest.mark.parametrize(("text", "value"), [(_KNOBS, 8), (_KNOBS, 2048), (_COUNTS, 41)])
def test_a_column_of_round_or_small_numbers_is_not_unround(text: str, value: float) -> None:
    assert "col_unround" not in _columns(text, value)
