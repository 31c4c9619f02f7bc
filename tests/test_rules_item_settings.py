"""comparison-conditions-differ (h): rows of a results table whose items a table column says
ran at different settings (one tool at two versions, a configuration, a benchmark's scale)
differ in more than the item. Texts of our own, from several fields, run through the whole
pipeline; the column reading is checked on its own too."""

from __future__ import annotations

import pytest

from claims.extract.facts.row_settings import item_key, item_settings, row_item
from claims.extract.text.blocks import blocks
from claims.load.documents import parse_bytes
from tests.vetting import rules, vet

_RULE = "comparison-conditions-differ"


def _settings(text: str) -> list[tuple[str, str, str]]:
    """The (item, setting, value) triples a text's tables give."""
    loaded = parse_bytes(text.encode(), origin="test.md")
    return [(s.item, s.setting.name, s.setting.value)
            for s in item_settings(loaded.text, blocks(loaded))]


@pytest.mark.parametrize("text", [
    # drives: one load tool, three builds of it, in a column of the results table
    "| drive | tool | read |\n|---|---|---|\n| Kestrel K2 1TB | fio-3.36 | 410,000 IOPS |\n"
    "| Osprey 990 2TB | fio-3.36 | 455,000 IOPS |\n| Heron H7 1TB | fio-3.19 | 380,000 IOPS |\n"
    "| Plover P3 4TB | fio-3.19 | 362,000 IOPS |",
    # databases on machines: a set-up table gives each machine's configuration and scale,
    # the results table ranks the same machines
    "## Machines\n\n| machine | cores | config | scale |\n|---|---|---|---|\n"
    "| Tern laptop | 8 | default | 100 |\n| Gannet server | 64 | default | 100 |\n"
    "| Skua server | 64 | tuned | 800 |\n\n## Results\n\n| machine | throughput |\n|---|---|\n"
    "| Tern laptop | 9,800 transactions/s |\n| Gannet server | 61,000 transactions/s |\n"
    "| Skua server | 240,000 transactions/s |",
    # compilers: the build was timed under two versions of the build tool
    "| project | build tool | build time |\n|---|---|---|\n| alpha | ninja 1.10.2 | 41 s |\n"
    "| beta | ninja 1.11.1 | 38 s |\n| gamma | ninja 1.11.1 | 55 s |",
])
def test_rows_whose_items_ran_at_different_settings_differ(text: str) -> None:
    assert _RULE in rules(text)
    found = [f.message for f in vet(text).findings if f.rule == _RULE]
    assert any("ran at different settings" in m for m in found)


@pytest.mark.parametrize("text", [
    # one tool version for every row: nothing besides the drive differs
    "| drive | tool | read |\n|---|---|---|\n| Kestrel K2 1TB | fio-3.36 | 410,000 IOPS |\n"
    "| Osprey 990 2TB | fio-3.36 | 455,000 IOPS |\n| Heron H7 1TB | fio-3.36 | 380,000 IOPS |",
    # the version is the thing compared: one program's releases, one per row
    "| release | time |\n|---|---|\n| ripgrep 13.0.0 | 0.31 s |\n| ripgrep 14.0.1 | 0.27 s |\n"
    "| ripgrep 14.1.0 | 0.25 s |",
    # the machines' specifications differ, as machines do: cores and clocks are the machine
    "## Machines\n\n| machine | cores | clock |\n|---|---|---|\n| Tern laptop | 8 | 3.2 GHz |\n"
    "| Gannet server | 64 | 2.4 GHz |\n| Skua server | 96 | 2.1 GHz |\n\n## Results\n\n"
    "| machine | throughput |\n|---|---|\n| Tern laptop | 9,800 transactions/s |\n"
    "| Gannet server | 61,000 transactions/s |\n| Skua server | 240,000 transactions/s |",
    # one build of the server per row: the builds are the thing compared
    "| run | server | rate |\n|---|---|---|\n| base | nginx 1.24.0 | 31,000 requests/s |\n"
    "| patched | nginx 1.25.3 | 33,000 requests/s |\n| tuned | nginx 1.26.1 | 35,500 requests/s |",
    # a pair only: the ratio rules judge two rows
    "| drive | tool | read |\n|---|---|---|\n| Kestrel K2 1TB | fio-3.36 | 410,000 IOPS |\n"
    "| Heron H7 1TB | fio-3.19 | 380,000 IOPS |",
])
def test_rows_at_one_setting_or_of_the_thing_compared_do_not(text: str) -> None:
    assert not any("ran at different settings" in f.message
                   for f in vet(text).findings if f.rule == _RULE)


def test_a_version_column_is_read_per_item() -> None:
    text = ("| drive | tool | read |\n|---|---|---|\n| **Kestrel K2** | fio-3.36 | 410,000 IOPS |\n"
            "| Osprey 990 | fio-3.36 | 455,000 IOPS |\n| Heron H7 | fio 3.19 | 380,000 IOPS |")
    assert _settings(text) == [("Kestrel K2", "tool", "fio-3.36"),
                               ("Osprey 990", "tool", "fio-3.36"),
                               ("Heron H7", "tool", "fio 3.19")]
    assert row_item("**Kestrel K2** | fio-3.36 | 410,000 IOPS") == item_key("Kestrel K2")


@pytest.mark.parametrize("text", [
    # a result column whose header names a configuration but also a measure
    "| machine | config time (s) |\n|---|---|\n| Tern | 4.1 |\n| Gannet | 3.2 |",
    # two rows of one item: a sweep of that item's setting
    "| engine | config | rate |\n|---|---|---|\n| Wren | small | 10 |\n| Wren | large | 14 |",
    # different programs in one column are the items' own software, not one tool's versions
    "| host | server | rate |\n|---|---|---|\n| a | nginx 1.25.3 | 10 |\n| b | caddy 2.7.6 | 9 |\n"
    "| c | caddy 2.7.6 | 8 |",
    # a "Version" column beside software items is each item's own release
    "| library | version | rate |\n|---|---|---|\n| numpy | 1.26 | 10 |\n| scipy | 1.26 | 9 |\n"
    "| torch | 2.1 | 8 |",
])
def test_result_columns_sweeps_and_mixed_programs_are_no_item_setting(text: str) -> None:
    assert _settings(text) == []
