"""Caveats an editor trusts (cav26): the false alarms and misses of the eighth and ninth
editorial sets, read as general mechanisms. Sentences of our own, from several fields, that
must and must not raise each rule, run through the whole pipeline."""

from __future__ import annotations

import pytest

from claims.extract.facts.measurer import measured_by
from claims.extract.setting import claims_making, disclaims_making
from tests.vetting import rules, vet

# --- statistic-unspecified: one numbered try of a series is an observation, not a summary --

@pytest.mark.parametrize("text", [
    # networking: qperf latency, five runs a row and their average
    "| filter | run 1 | run 2 | run 3 | avg |\n|---|---|---|---|---|\n"
    "| none | 29.2 us | 29.1 us | 29.5 us | 29.3 |\n| XDP | 30.7 us | 28.3 us | 30.9 us | 30.0 |",
    # kernels: a "run" column numbering the rows of a paired benchmark
    "| run | Off usecs/op | On usecs/op |\n|---|---|---|\n| 1 | 29.89 usecs/op | 27.41 usecs/op |\n"
    "| 2 | 29.81 usecs/op | 25.38 usecs/op |\n| 3 | 29.97 usecs/op | 27.13 usecs/op |",
    # databases: query latency per try
    "| query | try 1 | try 2 | try 3 |\n|---|---|---|---|\n| Q1 | 41 ms | 39 ms | 40 ms |\n"
    "| Q2 | 12 ms | 11 ms | 13 ms |",
])
def test_a_numbered_run_owes_no_statistic(text: str) -> None:
    assert "statistic-unspecified" not in rules(text)


@pytest.mark.parametrize("text", [
    # web servers: a latency per server, no runs and no statistic
    "| server | latency |\n|---|---|\n| Nginx | 1.8 ms |\n| Caddy | 2.3 ms |",
    # LLM serving: a time to first token with nothing said of its statistic
    "On one H100, Llama 3.1 8B answers with a time to first token of 120 ms.",
    # storage: a read latency in prose
    "The new NVMe driver cuts the 4 KiB random-read latency to 71 µs.",
])
def test_a_latency_with_no_runs_still_owes_its_statistic(text: str) -> None:
    assert "statistic-unspecified" in rules(text)


# --- missing-quality: full-width floats and database transactions trade no accuracy ----

@pytest.mark.parametrize("text", [
    # HPC: a double-precision solver's rate
    "HPL solves the dense system in FP64 at 299.9 Gflops on the workstation.",
    # databases: TPS written as transactions
    "pgbench reached 71748 TPS read-only at 1 client on the laptop.",
    # CPUs: single-precision SGEMM against the vendor library
    "The tuned SGEMM kernel reaches 21,000 GFLOPs/s in FP32 on an A6000.",
])
def test_exact_work_owes_no_quality_figure(text: str) -> None:
    assert "missing-quality" not in rules(text)


@pytest.mark.parametrize("text", [
    # LLM serving at a reduced format
    "At FP8 the server generates 12,000 tokens per second on one H100.",
    # tokens written out
    "The engine reaches 3,100 tokens per second with Llama 3.1 70B.",
    # a quantized model in INT4
    "With INT4 weights the kernel runs 2.4 times faster on one RTX 4090.",
])
def test_a_lossy_setup_still_owes_a_quality_figure(text: str) -> None:
    assert "missing-quality" in rules(text)


# --- self-reported: who the front matter and the text say measured ----------------------

@pytest.mark.parametrize("description", [
    "A practitioner's benchmark repository; maker of neither PostgreSQL nor the machines",
    "Jeff's top500 repository; an outside tester who makes none of the machines measured",
    "A developer's repository, not the maker of either compiler",
    "The author of a codec, timing CPython releases he does not make",
])
def test_a_publisher_that_disclaims_making_is_no_party(description: str) -> None:
    assert disclaims_making(description)


@pytest.mark.parametrize("description", [
    "MIT Han Lab, the makers of AWQ and TinyChat",
    "The PostgreSQL Global Development Group",
    "Acme Storage, which builds the S7 array",
    "A tester's repository (never updated since 2021)",
])
def test_a_maker_or_a_plain_name_disclaims_nothing(description: str) -> None:
    assert not disclaims_making(description)


def test_an_outside_testers_table_is_not_self_reported() -> None:
    front = ('title: "pgbench on PostgreSQL across laptops"\n'
             "publisher: A PostgreSQL user's repository; maker of neither PostgreSQL nor the "
             "machines\n")
    text = ("pgbench on PostgreSQL 16.2 reached 71,748 transactions per second read-only on "
            "an Apple M1 Max.")
    assert "self-reported" not in rules(text, front)


def test_a_makers_post_is_self_reported() -> None:
    front = 'title: "Kestrel 2.0 serves twice the requests"\npublisher: The Kestrel Team\n'
    text = "Kestrel 2.0 served 82,000 requests per second on one EPYC 9654 server."
    assert "self-reported" in rules(text, front)


@pytest.mark.parametrize("text, who", [
    # a tool that reports a state inside a condition is no measurer
    ("If HPL reports CPU throttling, set the governor to performance.", None),
    ("When fio reports errors, the run is discarded.", None),
    ("Unless Postgres reports a checkpoint, the timings stand.", None),
    # a named party that reports figures is
    ("Phoronix reports 41,000 requests per second for the new kernel.", "Phoronix"),
])
def test_a_tool_reporting_inside_a_condition_measures_nothing(text: str,
                                                              who: str | None) -> None:
    assert measured_by(text) == who


# --- comparison-baseline-unclear: a difference whose sides one section states ------------

@pytest.mark.parametrize("text", [
    # message brokers: a gap in seconds over two stated times
    "## Producers\n\n- Kafka: 100000 messages sent in 7678ms.\n- Rabbit: 100000 messages "
    "sent in 9755ms.\n\n## Summary\n\nKafka is about 2 seconds faster than Rabbit.",
    # compilers: a gap in seconds over two build times
    "## Builds\n\n- GCC 14 builds the tree in 412 s.\n- Clang 18 builds it in 371 s.\n\n"
    "## Verdict\n\nClang finishes about 40 seconds sooner than GCC.",
])
def test_a_difference_of_two_stated_figures_has_its_baseline(text: str) -> None:
    assert "comparison-baseline-unclear" not in rules(text)


@pytest.mark.parametrize("text", [
    # the gap matches no two stated figures
    "## Producers\n\n- Kafka: 100000 messages sent in 7678ms.\n\n## Summary\n\n"
    "Kafka is about 2 seconds faster than Rabbit.",
    # storage: a gap with nothing beside it
    "The new allocator runs the fio job about 12 seconds faster than the old one.",
])
def test_a_difference_with_no_sides_stays_unclear(text: str) -> None:
    assert "comparison-baseline-unclear" in rules(text)


# --- throughput-without-latency: a setting's value is a load offered ---------------------

@pytest.mark.parametrize("text", [
    # web servers: a load tool's default rate
    "- Attack rate: configurable (default 10,000 req/s)\n- Duration: configurable (default 10s)",
    # databases: a driver set to a rate
    "The client was set to 500 requests per second for the whole run.",
    # message queues: a target rate
    "Each producer ran at a target rate of 20,000 messages per second.",
])
def test_an_offered_load_owes_no_latency(text: str) -> None:
    assert "throughput-without-latency" not in rules(text)


@pytest.mark.parametrize("text", [
    "The proxy reached a maximum throughput of 48,000 requests per second.",
    "Under load, the database peaked at 210,000 queries per second.",
])
def test_a_reached_maximum_still_owes_a_latency(text: str) -> None:
    assert "throughput-without-latency" in rules(text)


# --- results-only-in-charts: a bracketed pointer to a chart ------------------------------

@pytest.mark.parametrize("text", [
    # storage: percentages pointed at charts
    "The new OSD gives roughly 25% better random-read IOPS than the classic one (chart). "
    "On the memory back end it is about 70% better for reads (chart).",
    # browsers: a range with its chart in brackets
    "Speedometer improves by 5-10%, depending on the bot (chart: median per bot). "
    "Browsing benchmarks improve by 5-15% (charts: one per bot).",
])
def test_a_bracketed_chart_pointer_shows_the_values_are_charted(text: str) -> None:
    assert "results-only-in-charts" in rules(text)


@pytest.mark.parametrize("text", [
    # no chart at all: the baseline rule's business
    "The new OSD gives roughly 25% better random-read IOPS than the classic one.",
    # a bracket that is no chart: "(graph database)"
    "The store answers 30% more queries (graph database mode) than last year.",
])
def test_no_chart_pointer_no_charted_results(text: str) -> None:
    assert "results-only-in-charts" not in rules(text)


# --- statistic-unspecified: the time a batch of operations took is one elapsed time -----

@pytest.mark.parametrize("text", [
    # message brokers
    "- Kafka: 100000 messages of 544 bytes sent in 7678ms.\n- Rabbit: 100000 messages "
    "consumed in 9475ms.",
    # databases: a bulk load
    "The new importer loaded 1,000,000 rows in 41 s on the laptop.",
    # storage: a batch of files
    "Copying 20,000 files took 93 seconds over NFS.",
])
def test_a_batchs_elapsed_time_owes_no_statistic(text: str) -> None:
    assert "statistic-unspecified" not in rules(text)


@pytest.mark.parametrize("text", [
    # each operation's wait is named
    "Each of the 500 queries completes in 3 ms on the new planner.",
    "Across 100000 messages, the broker's latency was 4 ms.",
])
def test_a_per_operation_wait_still_owes_its_statistic(text: str) -> None:
    assert "statistic-unspecified" in rules(text)


# --- inconsistent-figures: a rate a power of ten off its own amount and time -------------

@pytest.mark.parametrize("text", [
    # message brokers: the summary slips a decimal place
    "## Raw\n\n- Kafka: 51.88 MiB sent in 7678ms.\n\n## Summary\n\nKafka reaches 540Mbit/s.",
    # storage: a copy's rate against its size and time
    "## Copy\n\nThe array copied 12 GB in 40 s.\n\n## Summary\n\nThe array writes at 3 GB/s.",
])
def test_a_rate_ten_times_its_amount_over_time_is_inconsistent(text: str) -> None:
    assert "inconsistent-figures" in rules(text)


@pytest.mark.parametrize("text", [
    # the rate is the quotient, rounded
    "## Raw\n\n- Kafka: 51.88 MiB sent in 7678ms.\n\n## Summary\n\nKafka reaches 57Mbit/s.",
    # networking: a peak rate beside an average transfer, not a power of ten apart
    "## Copy\n\nThe link moved 12 GB in 40 s.\n\n## Summary\n\nThe link peaks at 0.9 GB/s.",
    # an unrelated rate of another system
    "## Copy\n\nNginx sent 12 GB in 40 s.\n\n## Other\n\nCaddy reaches 3 GB/s on a bigger box.",
])
def test_a_rate_that_fits_its_amount_and_time_is_consistent(text: str) -> None:
    assert "inconsistent-figures" not in rules(text)


@pytest.mark.parametrize("description", [
    "ServiceStack (makers of the OrmLite library measured), on its own blog",
    "The author of the kernels, in his own repository",
    "Valerian Saliou, Sonic's author, in the project's README",
    "Hugging Face blog; a joint post by Intel Labs and Hugging Face, who built the method",
])
def test_a_publisher_that_says_it_made_the_system_is_its_party(description: str) -> None:
    assert claims_making(description)


@pytest.mark.parametrize("description", [
    "A developer's benchmark repository, not the maker of either compiler",
    "The author of joe-qoi, timing CPython releases he does not make",
    "An author's blog on storage",
    "Phoronix",
    "Hugging Face blog; author of the post: Jane Doe",
])
def test_an_outsider_or_a_bare_name_claims_no_making(description: str) -> None:
    assert not claims_making(description)


@pytest.mark.parametrize("text", [
    # CUDA kernels by their author
    "The tuned SGEMM kernel reaches 21,000 GFLOPs/s in FP32 on an A6000.",
    # a database's makers
    "DuckDB 0.5.1 answers TPC-H query 1 in 0.73 s on an M1 Max.",
])
def test_a_makers_figures_are_self_reported(text: str) -> None:
    front = ('title: "Notes"\npublisher: The makers of the library measured, on their own '
             "blog\n")
    assert "self-reported" in rules(text, front)


# --- single-workload: a read-only section and a read-write one are two workloads ---------

@pytest.mark.parametrize("text, two", [
    # databases: pgbench's two modes under two headings
    ("## Summary: read only\n\n| TPS | 1 | 8 |\n|---|---|---|\n| M1 Max | 71748 | 200917 |\n\n"
     "## Summary: read write\n\n| TPS | 1 | 8 |\n|---|---|---|\n| M1 Max | 9816 | 41234 |", True),
    # storage: fio's two mixes under two headings
    ("## Random read\n\nWith fio's 4k job the drive reached 410,000 IOPS.\n\n"
     "## Random read/write mix\n\nWith fio's 4k job the drive reached 190,000 IOPS.", True),
    # one mode only: still one workload
    ("## Summary: read only\n\nOn the pgbench workload the laptop reached 71,748 TPS at one "
     "client and 200,917 TPS at eight clients.", False),
])
def test_read_only_and_read_write_sections_are_two_workloads(text: str, two: bool) -> None:
    from claims.extract.facts.wording import wording
    sections = {wording(c.source.section or "").io_operation for c in vet(text).claims}
    assert (len(sections - {None}) > 1) is two


@pytest.mark.parametrize("text, raised", [
    ("## Summary: read only\n\nOn the pgbench workload the laptop reached 71,748 TPS.\n\n"
     "## Summary: read write\n\nOn the pgbench workload the laptop reached 9,816 TPS.", False),
    ("## Summary: read only\n\nOn the pgbench workload the laptop reached 71,748 TPS.\n\n"
     "## Summary: more clients\n\nOn the pgbench workload the laptop reached 200,917 TPS.",
     True),
])
def test_single_workload_reads_the_headings_io_mix(text: str, raised: bool) -> None:
    assert ("single-workload" in rules(text)) is raised


@pytest.mark.parametrize("description", [
    "The Foo developers (not affiliated with NVIDIA)",
    "Acme Storage, makers of the S7 (never audited)",
])
def test_a_negation_of_something_else_disclaims_no_making(description: str) -> None:
    assert not disclaims_making(description)
