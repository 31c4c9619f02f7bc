"""A one-line title between two tables ("Response times (ms)") titles the table after it:
the table above does not read it as a note under itself. And the refusals: a note that is a
sentence ("Latency in ms."), or a title with prose rather than a table after it, stays the
note of the table above."""

from __future__ import annotations

from tests.conftest import figures_in


def units(text: str) -> dict[str, tuple[str | None, float]]:
    """Each figure's written value -> (unit, value), for values written once."""
    return {f.value_text: (f.unit, round(f.value, 9)) for f in figures_in(text)}


BETWEEN = """# Cache test

| Stage | Result |
|---|---|
| Gets served | 1200 |
| Sets served | 300 |

Response times (ms)

| Percentile | Time |
|---|---|
| p50 | 4 |
| p99 | 19 |
"""

SENTENCE_NOTE = """# Queue test

| Broker | Latency |
|---|---|
| alpha | 14.5 |
| beta | 22.25 |

Latencies in ms.

| Broker | Result |
|---|---|
| alpha | ok |
"""

TITLE_THEN_PROSE = """# Queue test

| Broker | Latency |
|---|---|
| alpha | 14.5 |
| beta | 22.25 |

Latency (ms)

Both brokers ran on one host.
"""


def test_a_title_between_tables_goes_to_the_table_after_it():
    found = units(BETWEEN)
    assert found.get("1200", (None,))[0] != "s"
    assert found.get("300", (None,))[0] != "s"
    assert found["4"] == ("s", 0.004)
    assert found["19"] == ("s", 0.019)


def test_a_sentence_under_a_table_stays_its_note():
    found = units(SENTENCE_NOTE)
    assert found["14.5"] == ("s", 0.0145)


def test_a_title_with_prose_after_it_stays_the_note_of_the_table_above():
    found = units(TITLE_THEN_PROSE)
    assert found["14.5"] == ("s", 0.0145)
