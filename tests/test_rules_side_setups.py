"""Each compared system's own set-up, under its own heading or in an entry labelled with its
name, tuned otherwise than another's (comparison-conditions-differ); and a first table row of
short words under a full header, which is data, not the header's units line. Texts of our
own."""

from __future__ import annotations

from claims.extract.facts.side_setups import unlike_sides
from claims.extract.text.blocks import parse
from claims.load.documents import parse_bytes
from tests.vetting import rules

HEADED = """# Kestrel against Heron

Kestrel stores 41,000 orders per second, 1.6x the 25,600 orders per second of Heron.

## Kestrel set-up

Kestrel 3.2 on the same six servers. The kernel was tuned for a write-heavy load, with the
dirty ratio raised to 30 and swap switched off.

## Heron set-up

Heron 8.1 on the same six servers, in a configuration {heron}.
"""


def test_one_side_tuned_and_the_other_on_defaults_is_raised() -> None:
    text = HEADED.format(heron="close to the defaults its installer writes")
    assert "comparison-conditions-differ" in rules(text)


def test_sides_tuned_alike_are_not_raised() -> None:
    text = HEADED.format(heron="tuned for a write-heavy load as well, the dirty ratio "
                         "raised to 30 and swap switched off")
    assert "comparison-conditions-differ" not in rules(text)


ENTRIES = """# Two query engines on one laptop

**Alder**: release 5.0 from the package archive, with result caching disabled and the
vector path enabled, reading the same parquet files.

**Birch**: release 2.3 built from source, with {birch}, reading the same parquet files.

| Engine | Run time (s) | Peak memory (GB) |
|---|---|---|
| Alder | 12.4 | 3.1 |
| Birch | 19.8 | 2.2 |
"""


def test_sides_switching_different_features_are_raised_on_their_table() -> None:
    text = ENTRIES.format(birch="its query planner's join reordering turned off")
    assert "comparison-conditions-differ" in rules(text)


def test_sides_switching_the_same_features_are_not_raised() -> None:
    text = ENTRIES.format(birch="result caching disabled and the vector path enabled")
    assert "comparison-conditions-differ" not in rules(text)


def _unlike(text: str) -> bool:
    blocks, _, _ = parse(parse_bytes(text.encode(), origin="mem.md"))
    return unlike_sides(text, blocks) is not None


def test_a_list_of_machine_settings_is_no_pair_of_sides() -> None:
    # Each entry names a setting, not a system compared: nothing to set against another.
    text = ("# Test machine\n\n- Turbo boost: disabled for every run of the suite\n"
            "- Hyper-threading: enabled on both sockets of the board\n\n"
            "The suite finished in 82 seconds.\n")
    assert not _unlike(text)


def test_labelled_sides_never_named_again_are_no_comparison() -> None:
    text = ("# Notes\n\n- Quill: a build with tracing disabled, used for debugging only\n"
            "- Sprig: a build with tracing enabled and the log shipper turned on as well\n")
    assert not _unlike(text)


FIRST_ROW_OF_WORDS = """# Two hosted plans

| Item | Plan A | Plan B |
|---|---|---|
| Node class | Medium | Medium |
| Queries per second | 4,200 | 6,900 |
"""


def test_a_first_row_of_short_words_under_a_full_header_is_data() -> None:
    blocks, _, _ = parse(parse_bytes(FIRST_ROW_OF_WORDS.encode(), origin="mem.md"))
    kinds = [b.kind for b in blocks if b.kind.startswith("table")]
    assert kinds == ["table_header", "table_row", "table_row"]
    header = next(b for b in blocks if b.kind == "table_row").header
    assert header == ("Item", "Plan A", "Plan B")


def test_units_under_an_empty_first_header_cell_still_complete_the_header() -> None:
    text = ("# Speeds\n\n| Tool | Pack | Unpack |\n|---|---|---|\n| | MB/s | MB/s |\n"
            "| quill | 300 | 1200 |\n")
    blocks, _, _ = parse(parse_bytes(text.encode(), origin="mem.md"))
    row = next(b for b in blocks if b.kind == "table_row")
    assert row.header == ("Tool", "Pack MB/s", "Unpack MB/s")


SECTION = """# Scaling the gateway

A 3-node cluster serves 210,000 IOPS and a 9-node one {nine}. A chart sets tuned 3-node and
9-node clusters beside a 3-node cluster on defaults.
"""


def test_a_section_saying_tuned_runs_stand_beside_default_ones_is_raised() -> None:
    # No ratio and no table: the section's own headline figures are what it compares.
    assert "comparison-conditions-differ" in rules(SECTION.format(nine="640,000 IOPS"))


def test_one_figure_beside_such_a_sentence_compares_nothing() -> None:
    assert "comparison-conditions-differ" not in rules(SECTION.format(nine="far more"))
