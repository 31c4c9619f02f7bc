"""Tables whose columns or rows are machines: a spec table that gives each platform a label
of the writer's, results tables whose header names a machine per column (by that label or a
short name of the machine), and headings that name a platform by its label."""

from __future__ import annotations

from claims.extract.conditions.columns import Machines, column_machines, read_machines
from claims.extract.text.blocks import blocks
from claims.load.documents import parse_bytes
from tests.conftest import claim_by_text, claims_of

SPEC = """# Build times

## Machines

| Platform | CPU | RAM |
|---|---|---|
| desk box | Zorblax Z7 9900 | 64 GB |
| small board | Orange Pi 5 | 8 GB |
| cloud VM | AMD EPYC 9654 | 32 GB |

"""


def _machines(text: str) -> Machines:
    loaded = parse_bytes(text.encode(), origin="doc.md")
    return read_machines(loaded.text, blocks(loaded), ["AMD EPYC 9654"], lambda cell: None)


def _hardware(text: str, value_text: str) -> str | None:
    return claim_by_text(claims_of(text), value_text).conditions.hardware


def test_a_spec_table_gives_each_platform_label_its_machine() -> None:
    machines = _machines(SPEC)
    assert machines.alias("desk box") == "Zorblax Z7 9900"
    assert machines.alias("Results (small board, cold cache)") == "Orange Pi 5"
    assert machines.alias("a laptop") is None


def test_a_short_name_must_belong_to_one_machine() -> None:
    machines = _machines(SPEC)
    assert machines.short("Zorblax time") == "Zorblax Z7 9900"
    assert machines.short("EPYC build") == "AMD EPYC 9654"
    # a word two machines share, or words naming two machines, name none
    assert machines.short("Zorblax vs EPYC") is None
    assert machines.short("Speedup") is None


def test_columns_grouped_by_machine_share_the_group_machine() -> None:
    machines = _machines(SPEC)
    header = ("Job", "Zorblax cold", "Zorblax warm", "Ratio", "EPYC cold", "EPYC warm", "Ratio")
    assert column_machines(header, machines) == (
        None, "Zorblax Z7 9900", "Zorblax Z7 9900", "Zorblax Z7 9900",
        "AMD EPYC 9654", "AMD EPYC 9654", "AMD EPYC 9654")


def test_a_ratio_column_after_one_column_per_machine_stays_unbound() -> None:
    machines = _machines(SPEC)
    header = ("Job", "Zorblax", "EPYC", "Ratio")
    assert column_machines(header, machines) == (None, "Zorblax Z7 9900", "AMD EPYC 9654",
                                                 None)


def test_each_results_column_binds_its_own_machine() -> None:
    text = SPEC + """## Results

| Job | Zorblax time | Pi time | EPYC time |
|---|---|---|---|
| kernel | 412 s | 3,080 s | 268 s |
"""
    assert _hardware(text, "412") == "Zorblax Z7 9900"
    assert _hardware(text, "3,080") == "Orange Pi 5"
    assert _hardware(text, "268") == "AMD EPYC 9654"


def test_a_row_label_and_a_heading_name_a_platform_by_its_label() -> None:
    text = SPEC + """## Summary

| Platform | Full build |
|---|---|
| small board | 3,310 s |
| desk box | 455 s |

## Incremental builds (cloud VM)

| Job | Time |
|---|---|
| one file | 7.5 s |
"""
    assert _hardware(text, "3,310") == "Orange Pi 5"
    assert _hardware(text, "455") == "Zorblax Z7 9900"
    assert _hardware(text, "7.5") == "AMD EPYC 9654"


def test_no_spec_table_no_aliases() -> None:
    text = """# Results

| Platform | Full build |
|---|---|
| small board | 3,310 s |
"""
    assert _machines(text).aliases == ()
    assert _hardware(text, "3,310") is None


def test_a_common_noun_of_a_machine_name_is_no_short_name() -> None:
    machines = read_machines("", [], ["Ceph cluster"], lambda cell: None)
    assert machines.short("Cluster setup") is None
    assert machines.short("Ceph tuning") == "Ceph cluster"
    # a document that defines no aliases resolves no short name: "Ceph" may be the program
    assert machines.resolve("Ceph tuning") is None
    assert _machines(SPEC).resolve("Zorblax results") == "Zorblax Z7 9900"


# --- a chart's machine is the chart's -----------------------------------------------------

def test_a_machine_only_a_chart_names_is_no_setup_of_the_prose_rates() -> None:
    text = ("# Zipper\n\nZipper inflates archives at 2.4 GB/s.\n\n## Speed\n\n"
            "A chart (not shown) gives inflate speed per file on an AMD EPYC 9654, built "
            "with Clang 17.\n")
    assert _hardware(text, "2.4") is None


def test_a_machine_named_outside_the_chart_sentence_still_sets_up() -> None:
    text = ("# Zipper\n\nZipper inflates archives at 2.4 GB/s on an AMD EPYC 9654.\n\n"
            "## Speed\n\nA chart (not shown) gives inflate speed per file on the same "
            "AMD EPYC 9654.\n\nIt also reaches 1.1 GB/s on small files.\n")
    assert _hardware(text, "1.1") == "AMD EPYC 9654"


def test_chart_sentences_are_told_from_figures_meaning_numbers() -> None:
    from claims.extract.conditions.charts import chart_spans
    loaded = parse_bytes(b"The figures below are in ms. Figure 2 shows the tail. The graph "
                         b"is noisy. A figure of 3 ms is fine.\n", origin="doc.md")
    spans = chart_spans(blocks(loaded))
    said = [loaded.text[a:b].strip() for a, b in spans]
    assert said == ["Figure 2 shows the tail.", "The graph is noisy."]


# --- columns that are programs ------------------------------------------------------------

def _software(text: str, value_text: str) -> list[str]:
    return [s.name for s in claim_by_text(claims_of(text), value_text).conditions.software]


def test_a_column_beside_a_known_program_is_a_program() -> None:
    text = ("# Engines\n\n| Query | PostgreSQL (ms) | Quackster (ms) |\n|---|---|---|\n"
            "| Q1 | 410 | 95 |\n")
    assert _software(text, "410")[:1] == ["PostgreSQL"]
    assert _software(text, "95")[:1] == ["Quackster"]


def test_columns_of_names_the_text_versions_are_programs() -> None:
    text = ("# Parsers\n\nVersions: fastparse 2.1.0, slowparse 0.9.3.\n\n"
            "| input | fastparse | slowparse |\n|---|---|---|\n| small | 9,100 | 2,300 |\n")
    assert _software(text, "9,100")[:1] == ["fastparse"]
    assert _software(text, "2,300")[:1] == ["slowparse"]


def test_side_and_statistic_columns_are_no_programs() -> None:
    text = ("# Engines\n\n| Query | Before | After | Speedup |\n|---|---|---|---|\n"
            "| Q1 | 410 ms | 95 ms | 4.3x |\n")
    assert _software(text, "410") == []
    text = ("# Engines\n\n| Query | fastparse | slowparse |\n|---|---|---|\n"
            "| Q1 | 410 ms | 95 ms |\n")
    assert _software(text, "410") == []  # no known program, no version: nothing says so


# --- machines the prose names by a noun of its own ----------------------------------------

PROSE = """# Build

We built on the laptop (Zorblax Z7 9900) and on the big desktop (Core i9-13900K).

On the laptop the build took 41 s. On the big desktop it took 22 s.

| Job | laptop | big desktop |
|---|---|---|
| link | 3.1 s | 1.9 s |
"""


def test_a_prose_alias_names_the_machine_of_sentences_and_columns() -> None:
    assert _hardware(PROSE, "41") == "Zorblax Z7 9900"
    assert _hardware(PROSE, "22") == "Core i9-13900K"
    assert _hardware(PROSE, "3.1") == "Zorblax Z7 9900"
    assert _hardware(PROSE, "1.9") == "Core i9-13900K"


def test_a_bracket_without_a_model_number_defines_no_alias() -> None:
    text = ("# Build\n\nWe built on the cluster (see below) and the machine (2 sockets).\n\n"
            "On the cluster the build took 41 s.\n")
    assert _machines(text).aliases == ()
    assert _hardware(text, "41") is None
