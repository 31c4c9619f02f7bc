"""A note whose subject is the tables themselves ("The tables below report frames rendered
per second") gives every bare column of the tables after it that unit, whatever the columns
are headed (setups, not measures), while its section lasts; a column headed by a setting, a
column that states its own unit, and a note about one remark give nothing. A participle
between a rate's noun and its time ("frames rendered per second") keeps the rate, in prose
and in headers. Documents of our own."""

from __future__ import annotations

from claims.extract.figures.headers import header_unit
from claims.extract.text.unit_notes import unit_note
from tests.conftest import figures_in

RENDERS = """# A game engine on three cards

## Method

Each scene ran for two minutes after a warm-up. The tables below report **frames rendered
per second**.

### Desktop (batch size: 1)

| Scene | v4.1 - <br>native | v4.2 - <br>upscaled | Threads |
|---|---|---|---|
| Forest | 88.4 | 121.7 | 16 |
| City | 61.2 / 59.8 | 97.5 | 16 |

### Laptop (1080p)

| Scene | v4.1 - <br>native | v4.2 - <br>upscaled |
|---|---|---|
| Forest | 41.3 | 66.0 |

## Power

| Scene | v4.1 | v4.2 |
|---|---|---|
| Forest | 212 | 230 |
"""


def units(text: str) -> dict[str, str]:
    """Each figure's written value -> its canonical unit."""
    return {f.value_text: f.unit for f in figures_in(text)}


def test_a_note_on_the_tables_gives_their_bare_columns_its_unit() -> None:
    found = units(RENDERS)
    assert found["88.4"] == found["121.7"] == "frames/s"
    assert found["41.3"] == "frames/s"  # a later table of the note's section too


def test_a_cell_of_several_spaced_values_leaves_its_column_bare() -> None:
    assert units(RENDERS)["97.5"] == "frames/s"


def test_a_setting_column_takes_nothing_from_the_note() -> None:
    assert units(RENDERS)["16"] == "count"


def test_a_heading_naming_another_measure_ends_its_reach() -> None:
    assert units(RENDERS)["212"] == "count"


def test_a_note_about_one_result_is_no_note_on_the_tables() -> None:
    text = RENDERS.replace("The tables below report **frames rendered\nper second**.",
                           "The first run reached 60 frames per second.")
    assert units(text)["88.4"] == "count"


def test_the_note_names_a_rate_only() -> None:
    assert unit_note("The tables report results per model.") is None
    assert unit_note("The tables below give the number of requests served per second.") == \
        "requests served per second"


def test_a_participle_keeps_the_rate_in_prose_and_headers() -> None:
    found = units("The server answered 1,800 queries processed per second on one node.")
    assert found["1,800"] == "queries/s"
    unit = header_unit("Tokens generated per second")
    assert unit is not None and unit[0].canonical == "tokens/s"


def test_a_batch_size_in_a_heading_names_a_setting_not_a_measure() -> None:
    from claims.extract.figures.measure_kinds import header_kind

    assert header_kind("A100 (batch size: 4)") is None
    assert header_kind("Peak memory size") == "size"
