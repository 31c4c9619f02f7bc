"""Two ways a results page writes figures the reader used to pass over: a table column whose
decimals are written with a comma ("0,5", "12,75"), and an indented block that lists a
tool's result lines or a machine's specs rather than code."""

from __future__ import annotations

from claims.extract.text.columns import read_columns
from claims.extract.text.listings import readable_listing
from tests.conftest import figures_in as found


def values(text: str) -> list[tuple[float, str]]:
    """(value, unit) of every figure of a text."""
    return [(float(f"{f.value:.6g}"), f.unit) for f in found(text)]


def test_a_column_of_decimal_commas_is_read_as_decimals() -> None:
    table = ("| batch | step time (s) | loss |\n|---|---|---|\n"
             "| 16 | 0,42 | 2,7 |\n| 32 | 0,81 | 2,5 |\n| 64 | 1,6 | 2 |\n")
    got = values(table)
    assert (0.42, "s") in got and (0.81, "s") in got and (1.6, "s") in got


def test_a_lone_comma_pair_stays_unread() -> None:
    """One "2,4" in a column of plain numbers may be a list of two: neither reading."""
    table = "| knob | tried |\n|---|---|\n| replicas | 2,4 |\n| shards | 8 |\n"
    assert all(v not in (2.4, 24.0) for v, _ in values(table))


def test_column_facts_of_decimal_commas() -> None:
    cols = read_columns([["a", "0,5", "1,024", "3,1"], ["b", "1,25", "2,048", "7"],
                         ["c", "2", "4,096", "4,25"]])
    assert cols.commas == (False, True, False, True)
    # one comma cell among plain numbers is not enough to tell
    assert read_columns([["x", "3,1"], ["y", "7"]]).commas == (False, False)
    assert read_columns([["x", "3,5"], ["y", "1.5"]]).commas == (False, False)


def test_an_indented_listing_of_results_is_read() -> None:
    text = ("## Load\n\nThe loader ran once.\n\n"
            "    kvstore:   42.5 minutes, 210.4 MB/sec (1.2TB written)\n\nThat was all.\n")
    got = values(text)
    assert (2550.0, "s") in got
    assert any(unit.endswith("/s") for _, unit in got)


def test_an_indented_command_stays_skipped() -> None:
    text = "## Run\n\nWe ran:\n\n    $ ./loadgen --rate 5000 --for 30s\n    x = run(12)\n"
    assert values(text) == []


def test_which_listings_read() -> None:
    assert readable_listing(["CPU: Xeon Silver 4210 @ 2.20GHz", "RAM: 64GB"])
    assert readable_listing(["  Two small droplets cost under $0.05 for the whole run."])
    assert not readable_listing(["make -j 8", "./bench --size=4G"])
    assert not readable_listing(["for (i = 0; i < 10; i++) {", "}"])
    assert not readable_listing(["no numbers here at all"])


def test_an_org_style_table_with_a_two_line_header_is_read() -> None:
    table = ("## Timings\n\n"
             "| Case   | Cycles |     | Time (ns) |     |\n"
             "| (kind) |  base  | new |  base     | new |\n"
             "|--------+--------+-----+---------+-------|\n"
             "| short  |     31 |  44 |   9.210 | 12.75 |\n"
             "| long   |    410 | 390 | 120.500 | 99.25 |\n")
    got = values(table)
    assert (31.0, "cycles") in got and (44.0, "cycles") in got and (390.0, "cycles") in got
    assert (9.21e-09, "s") in got and (1.275e-08, "s") in got
    # each figure's span is on its own row, though the parser saw the rows moved
    rows = {f.value_text: table[:f.start].count("\n") + 1 for f in found(table)}
    assert rows["31"] == 6 and rows["99.25"] == 7


def test_org_rules_only_touch_the_parser_copy() -> None:
    from claims.extract.text.org_tables import aligned

    body = "| a | b |\n| x | y |\n|---+---|\n| 1 | 2 |\n"
    source, order = aligned(body)
    assert source.split("\n")[1] == "|---|---|" and order == [0, 2, 1, 3, 4]
    plain = "| a | b |\n|---|---|\n| 1 | 2 |\n"
    assert aligned(plain) == (plain, None)
