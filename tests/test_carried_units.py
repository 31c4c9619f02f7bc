"""Units carried to a table's bare columns from context further off than a caption: a
standing note earlier in the document, for a header naming a measure of the note's
dimension; a heading over the table's section; an earlier table of the section with the
same row labels. And the refusals: no unit where nothing states one, none over a unit the
header or the cell states, none of another dimension than the header's measure, none past
the end of the note's section or onto a table of other rows."""

from __future__ import annotations

from tests.conftest import claim_by_text, claims_of, figures_in


def units(text: str) -> dict[str, tuple[str, float]]:
    """Each figure's written value -> (unit, value), for values written once."""
    return {f.value_text: (f.unit, round(f.value, 9)) for f in figures_in(text)}


# --- a standing note far above, for a header naming the note's measure -------------------

KV_STORES = """# Embedded key-value stores on one laptop

## How we ran it

Each engine wrote to the same NVMe drive with its default options. Every timing below is
wall-clock time in milliseconds, the best of three runs.

## Bulk load

A million keys go in as one batch.

| Engine | Time |
|---|---|
| LevelDB | 4120 |
| RocksDB | 2210 |
| LMDB | 1385 |

## Point reads

Random gets against the loaded store.

| Engine | Time | Reads done |
|---|---|---|
| LevelDB | 911 | 50000 |
| RocksDB | 744 | 50000 |
"""


def test_a_standing_note_gives_a_time_column_its_unit_in_every_later_section() -> None:
    found = units(KV_STORES)
    assert found["4120"] == ("s", 4.12)
    assert found["1385"] == ("s", 1.385)
    assert found["911"] == ("s", 0.911)


def test_a_count_column_beside_it_takes_no_unit_from_the_note() -> None:
    assert {f.unit for f in figures_in(KV_STORES) if f.value_text == "50000"} == {"count"}


def test_the_carried_unit_reaches_the_claims_too() -> None:
    assert claim_by_text(claims_of(KV_STORES), "2210").unit == "s"


MIXED_MEASURES = """# Cache servers

## Method

All times below are in seconds, as the client measured them.

## Results

Four clients against each server.

| Server | Time | Throughput |
|---|---|---|
| Alpha | 12.5 | 8100 |
| Beta | 9.75 | 10400 |
"""


def test_a_far_note_speaks_only_for_the_columns_of_its_dimension() -> None:
    found = units(MIXED_MEASURES)
    assert found["12.5"][0] == "s"
    assert found["8100"][0] == "count"  # a throughput is never in seconds


NAMES_ONLY = """# Builds

## Method

All times below are in seconds.

## Results

A second paragraph between the note and the table.

| Project | GCC | Clang |
|---|---|---|
| kernel | 812 | 790 |
| llvm | 2400 | 2210 |
"""


def test_a_far_note_gives_no_unit_to_columns_whose_headers_name_no_measure() -> None:
    assert units(NAMES_ONLY)["812"][0] == "count"


NOTE_SECTION_ENDS = """# Part one

## Setup

Every latency below is in microseconds.

# Part two

## Scheduler runs

| Kernel | Latency |
|---|---|
| 6.6 | 48 |
| 6.8 | 41 |
"""


def test_a_note_reaches_no_table_past_the_end_of_its_section() -> None:
    assert units(NOTE_SECTION_ENDS)["48"][0] == "count"


OWN_UNIT = """# Queries

## Method

All times below are in seconds.

## Results

The dashboard's three queries.

| Query | Time (ms) | Rows |
|---|---|---|
| Q1 | 85 | 1200 |
| Q2 | 131 | 44000 |

| Query | Time |
|---|---|
| Q1 | 3 ms |
| Q2 | 140 ms |
"""


def test_a_unit_the_header_or_the_cell_states_is_never_overridden() -> None:
    found = units(OWN_UNIT)
    assert found["85"] == ("s", 0.085)
    assert found["140"] == ("s", 0.14)
    assert found["1200"][0] == "count"


COUNTS_TABLE = """# Cluster report

## Method

All latencies below are in microseconds.

## Nodes

| Node | Cores | Connections | Reads | Writes |
|---|---|---|---|---|
| n1 | 64 | 1200 | 90211 | 12001 |
| n2 | 64 | 1180 | 88412 | 11874 |
"""


def test_a_table_of_counts_takes_nothing_from_a_note_about_latency() -> None:
    found = units(COUNTS_TABLE)
    assert {found[v][0] for v in ("1200", "90211", "12001")} == {"count"}
    assert "s" not in {f.unit for f in figures_in(COUNTS_TABLE)}


# --- a heading over the table's section ----------------------------------------------------

SSD_LATENCY = """# Three NVMe drives

## Random read latency (µs)

fio with 4 KiB reads and one job per drive; lower is better.

| Drive | QD1 | QD32 |
|---|---|---|
| Drive A | 71 | 240 |
| Drive B | 88 | 301 |
"""


def test_a_heading_over_the_section_gives_its_unit_past_a_paragraph() -> None:
    found = units(SSD_LATENCY)
    assert found["71"] == ("s", 0.000071)
    assert found["301"] == ("s", 0.000301)


SYSCALLS = """# Syscall cost across kernels

## Syscall latency, ns

Measured with a tight loop of one million calls.

| Kernel | getpid | read |
|---|---|---|
| 6.1 | 92 | 310 |
| 6.6 | 87 | 295 |

### Notes on the loop

| Kernel | Throughput |
|---|---|
| 6.1 | 10800 |
"""


def test_a_heading_naming_a_measure_and_its_unit_after_a_comma_gives_the_unit() -> None:
    found = units(SYSCALLS)
    assert found["92"] == ("s", 9.2e-08)
    assert found["295"] == ("s", 2.95e-07)


def test_a_heading_unit_of_another_dimension_than_the_header_measure_is_refused() -> None:
    assert units(SYSCALLS)["10800"][0] == "count"


# --- an earlier table with the same rows ---------------------------------------------------

PROXIES = """# Reverse proxies serving a cached page

## Plain HTTPS

| Proxy | Requests/sec | Ratio |
|---|---:|:---:|
| Envoy 1.30 | 21400.5 | 1.00X |
| HAProxy 2.9 | 33210.2 | 1.55X |
| Caddy 2.7 | 18022.9 | 0.84X |

## TLS 1.3 against TLS 1.2

The same proxies, the same page, each protocol version in turn.

| Proxy | TLS 1.3 | TLS 1.2 | 1.3 vs 1.2 |
|---|---:|---:|:---:|
| Envoy 1.30 | 22105.7 | 20980.1 | 1.05X |
| HAProxy 2.9 | 34017.0 | 32875.4 | 1.03X |
| Caddy 2.7 | 18650.3 | 18230.6 | 1.02X |
"""


def test_a_later_table_of_the_same_rows_takes_the_earlier_table_s_measure() -> None:
    found = units(PROXIES)
    assert found["22105.7"][0] == "requests/s"
    assert found["18230.6"][0] == "requests/s"


def test_a_ratio_column_stays_a_ratio() -> None:
    found = units(PROXIES)
    assert found["1.05"][0] == "x"
    assert found["1.55"][0] == "x"


OTHER_ROWS = """# Inference servers

## Llama 3 8B on one GPU

| Server | Tokens/s |
|---|---|
| vLLM | 2410 |
| SGLang | 2630 |

## Mistral 7B on two GPUs

| Cluster | Run 1 | Run 2 |
|---|---|---|
| east | 4810 | 4790 |
| west | 4655 | 4702 |
"""


def test_a_table_of_other_rows_takes_nothing_from_an_earlier_one() -> None:
    assert units(OTHER_ROWS)["4810"][0] == "count"


TWO_MEASURES = """# Brokers

## Single producer

| Broker | p99 latency (ms) | Messages/s |
|---|---|---|
| Kafka | 14.2 | 410000 |
| Pulsar | 11.8 | 380000 |
| NATS | 2.1 | 520000 |

## Three producers

| Broker | Run A | p99 latency |
|---|---|---|
| Kafka | 1200 | 19.5 |
| Pulsar | 1300 | 16.0 |
| NATS | 1400 | 3.3 |
"""


def test_an_earlier_table_of_two_measures_speaks_only_for_a_header_naming_one() -> None:
    found = units(TWO_MEASURES)
    assert found["19.5"] == ("s", 0.0195)
    assert found["1200"][0] == "count"  # which of its two units? the text does not say


NEW_SECTION = """# Part one

## Web servers

| Server | Requests/sec |
|---|---|
| nginx | 51000 |
| Apache | 23000 |

# Part two

## Memory

| Server | HTTP/2 | HTTP/1.1 |
|---|---|---|
| nginx | 310 | 290 |
| Apache | 410 | 380 |
"""


def test_an_earlier_table_past_a_higher_heading_carries_nothing() -> None:
    assert units(NEW_SECTION)["310"][0] == "count"


SHADOWED_HEADING = """# Serving report

## Memory (GB)

### Throughput

Each server's decode rate on the same prompts.

| Model | vLLM | SGLang |
|---|---|---|
| Llama 3 8B | 2410 | 2630 |
| Qwen 2 7B | 2502 | 2711 |
"""


def test_a_nearer_heading_naming_another_measure_shadows_a_unit_further_up() -> None:
    assert units(SHADOWED_HEADING)["2410"][0] == "count"


OBJECT_STORES = """# Object stores

## Method

Every latency below is the median over 1,000 GETs, in milliseconds.

## Small objects

<table>
<tr><th>Store</th><th>GET latency</th><th>Objects</th></tr>
<tr><td>MinIO</td><td>3.1</td><td>1000</td></tr>
<tr><td>Ceph RGW</td><td>5.4</td><td>1000</td></tr>
</table>
"""


def test_an_html_table_takes_a_standing_note_as_a_markdown_table_does() -> None:
    found = {(f.value_text, f.unit) for f in figures_in(OBJECT_STORES)}
    assert ("3.1", "s") in found and ("5.4", "s") in found
    assert ("1000", "count") in found and ("1000", "s") not in found
