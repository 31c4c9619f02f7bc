"""Caveats an editor trusts (cav26): the false alarms and misses of the eighth and ninth
editorial sets, read as general mechanisms. Sentences of our own, from several fields, that
must and must not raise each rule, run through the whole pipeline."""

from __future__ import annotations

import pytest

from claims.extract.facts.evidence import maturity
from claims.extract.facts.measurer import measured_by
from claims.extract.setting import claims_making, disclaims_making
from claims.load.documents import parse_bytes
from claims.model import DocumentReport, Evidence, Maturity
from claims.pipeline import vet_loaded


def vet(text: str, front: str = "") -> DocumentReport:
    """`claims vet` on a Markdown text, with optional front-matter lines."""
    head = f"---\n{front}---\n\n" if front else ""
    return vet_loaded(parse_bytes(f"{head}# Notes\n\n{text}\n".encode(), origin="t.md"))


def rules(text: str, front: str = "") -> set[str]:
    """The rules raised on a text."""
    return {f.rule for f in vet(text, front).findings}


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


# --- experimental-component: a pre-release stated in the setup ---------------------------

@pytest.mark.parametrize("text", [
    "Python 3.11.0b1",
    "CPython 3.13.0a4 built from source",
    "rustc 1.35.0-nightly (719b0d984 2019-03-13)",
])
def test_a_pre_release_version_is_preview(text: str) -> None:
    assert maturity(text) is Maturity.preview


@pytest.mark.parametrize("text", [
    "Python 3.11.4",
    "block size 4096b",
    "0b1010 is a bit mask",
])
def test_a_released_version_is_no_preview(text: str) -> None:
    assert maturity(text) is None


@pytest.mark.parametrize("text", [
    # search engines: the build list names a nightly compiler
    "The build:\n\n- Sonic version: 1.0.1\n- Rustc version: `rustc 1.35.0-nightly`\n\n"
    "## Results\n\nThe import reached close to 4,000 operations per second.",
    # interpreters: a setup table gives a beta
    "| | |\n|-|-|\n| CPU | Athlon II |\n| Python 3.11 | 3.11.0b1 |\n\n## Results\n\n"
    "The test suite ran in 167.7 seconds on 3.11, against 198.6 seconds on 3.8.",
    # kernels: the setup list names a release candidate
    "Setup:\n\n- Kernel version: 6.9-rc2\n- Board: Raspberry Pi 5\n\n## Results\n\n"
    "Context switches take 1.9 µs on average.",
])
def test_a_pre_release_in_the_setup_marks_the_figures(text: str) -> None:
    assert "experimental-component" in rules(text)


@pytest.mark.parametrize("text", [
    "The build:\n\n- Sonic version: 1.0.1\n- Rustc version: `rustc 1.35.0`\n\n"
    "## Results\n\nThe import reached close to 4,000 operations per second.",
    "| | |\n|-|-|\n| CPU | Athlon II |\n| Python 3.11 | 3.11.4 |\n\n## Results\n\n"
    "The test suite ran in 167.7 seconds on 3.11, against 198.6 seconds on 3.8.",
])
def test_released_versions_in_the_setup_mark_nothing(text: str) -> None:
    assert "experimental-component" not in rules(text)


# --- simulated-result: a hedged reckoning is a projection --------------------------------

@pytest.mark.parametrize("text", [
    "Spread over 8 cores, the import would in theory raise the rate to 32,000 operations "
    "per second.",
    "With two more nodes the cluster could probably reach 900,000 IOPS.",
    "Four such boxes would push the total to 160 Gbit/s.",
])
def test_a_hedged_reckoning_is_projected(text: str) -> None:
    evidence = {c.evidence for c in vet(text).claims if c.kind.value != "config"}
    assert Evidence.projected in evidence


@pytest.mark.parametrize("text", [
    "The import reached 4,000 operations per second on one thread.",
    "The cluster served 900,000 IOPS in the 4 KiB random-read test.",
])
def test_a_measured_rate_is_no_projection(text: str) -> None:
    evidence = {c.evidence for c in vet(text).claims}
    assert Evidence.projected not in evidence


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


# --- missing-conditions: a setup list's "X version: V" states what ran -------------------

@pytest.mark.parametrize("text", [
    # search engines
    "The build:\n\n- Sonic version: 1.0.1\n- Rustc version: `rustc 1.35.0`\n\n## Results\n\n"
    "On a MacBook Pro with a 2.5 GHz Core i7, a PUSH of the support-message data set takes "
    "275 µs on average.",
    # kernels
    "Setup:\n\n- Kernel version: 6.8.1\n- Board: Raspberry Pi 5\n\n## Results\n\n"
    "On the Raspberry Pi 5, the hackbench workload finishes in 1.9 s on average.",
])
def test_a_version_entry_in_the_setup_gives_the_software(text: str) -> None:
    assert not any("software" in m for m in (f.message for f in vet(text).findings
                                              if f.rule == "missing-conditions"))


def test_with_no_version_entry_the_software_is_still_missing() -> None:
    text = ("The build used the release profile.\n\n## Results\n\nOn a MacBook Pro with a "
            "2.5 GHz Core i7, a PUSH of the support-message data set takes 275 µs on average.")
    assert any("software" in f.message for f in vet(text).findings
               if f.rule == "missing-conditions")


# --- input-tokens-counted: a "total throughput" of tokens counts the prompt --------------

@pytest.mark.parametrize("text", [
    "The server reaches a total throughput of 41,000 tokens per second with 2,048-token "
    "prompts and 128-token answers on one H100.",
    "Combined throughput of the two replicas was 9,000 tokens per second with 4,096-token "
    "prompts.",
])
def test_a_total_token_throughput_counts_input(text: str) -> None:
    assert "input-tokens-counted" in rules(text)


@pytest.mark.parametrize("text", [
    # the total is of generated tokens
    "The cluster total throughput is 1.2 million output tokens per second on 72 GPUs.",
    # a total of requests, not tokens
    "The gateway total throughput was 80,000 requests per second on four nodes.",
])
def test_a_total_of_output_tokens_or_requests_counts_no_input(text: str) -> None:
    assert "input-tokens-counted" not in rules(text)


# --- a part's clock is a data sheet's fact, never a result -------------------------------

@pytest.mark.parametrize("text", [
    # CPUs: a score gap whose values are only in images, beside clock speeds
    "Each result is an image.\n\nThe Intel Core i5-4300M scored only 200 points better than "
    "the Raspberry Pi 4, although it runs at up to 3.3 GHz against the Pi's 1.5 GHz.",
    # GPUs: a percentage beside a boost clock, values in a chart
    "![Frames per second](fps.png)\n\nThe new card renders 35% more frames than the old one "
    "at a 2.5 GHz boost clock.",
])
def test_a_clock_beside_a_charted_ratio_is_no_stated_result(text: str) -> None:
    assert "results-only-in-charts" in rules(text)


@pytest.mark.parametrize("text", [
    # a setup table's clock row
    "| | |\n|-|-|\n| CPU | AMD Athlon II Neo N36L |\n| Clock speed | 800 MHz |",
    # a prose clock
    "The board's Cortex-A76 cores run at 2.4 GHz.",
])
def test_a_clock_lacks_no_conditions(text: str) -> None:
    assert not any(m for f in vet(text).findings if f.rule == "missing-conditions"
                   for m in [f.message] if "MHz" in m or "GHz" in m)


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


# --- missing-quality: a table its lead-in sentence calls accuracy reports quality --------

_SPEED = ("\n\n## Speed\n\n| Model | Precision | A100 |\n|---|---|---|\n"
          "| Tern-3B | fp16 | 104.6 tokens/s |\n| Tern-3B | int4 | 182.8 tokens/s |")


@pytest.mark.parametrize("lead, header", [
    # LLM quantization: benchmark names the vocabulary does not know
    ("Accuracy of each model in FP16 and with INT4 weights:", "| Tern-3B | VQA-v2 | GQA |"),
    # speech: a word error rate per test set
    ("Word error rate of each precision on the test sets:", "| Tern-3B | clean | other |"),
    # vision: perplexity-like quality of a generator
    ("Perplexity of each variant on the held-out corpora:", "| Tern-3B | wiki | web |"),
])
def test_a_table_introduced_as_quality_reports_quality(lead: str, header: str) -> None:
    text = (f"## Quality\n\n{lead}\n\n{header}\n|---|---|---|\n| FP16 | 80.4 | 61.5 |\n"
            f"| INT4 | 80.0 | 61.1 |{_SPEED}")
    assert "missing-quality" not in rules(text)


@pytest.mark.parametrize("lead", [
    "Memory of each model in FP16 and with INT4 weights:",
    "Load time of each precision on the test machines:",
])
def test_a_table_introduced_as_something_else_reports_no_quality(lead: str) -> None:
    text = (f"## Other\n\n{lead}\n\n| Tern-3B | A | B |\n|---|---|---|\n| FP16 | 80.4 | 61.5 |\n"
            f"| INT4 | 80.0 | 61.1 |{_SPEED}")
    assert "missing-quality" in rules(text)


# --- experimental-component: a product the title names, called a preview anywhere --------

@pytest.mark.parametrize("title, text, raised", [
    # databases: the scanner the title's products open is in preview
    ("Querying Postgres tables directly from DuckDB",
     "On an M1 Max, TPC-H query 1 takes 0.74 seconds through the scanner.\n\n"
     "## Conclusion\n\nPostgres Scanner is currently in preview.", True),
    # web servers: the title's product is called a beta
    ("Serving static files faster with Caddy",
     "On a Xeon E-2236, the server sends 41,000 files per second.\n\n"
     "## Status\n\nCaddy is a beta on this platform.", True),
    # another version's preview says nothing of the measured release
    ("Querying Postgres tables directly from DuckDB",
     "On an M1 Max, TPC-H query 1 takes 0.74 seconds through the scanner.\n\n"
     "## Next\n\nPostgres 18 is in beta.", False),
    # nothing called a preview
    ("Querying Postgres tables directly from DuckDB",
     "On an M1 Max, TPC-H query 1 takes 0.74 seconds through the scanner.", False),
])
def test_a_title_products_preview_marks_the_figures(title: str, text: str,
                                                    raised: bool) -> None:
    front = f'title: "{title}"\n'
    assert ("experimental-component" in rules(text, front)) is raised


# --- comparison-conditions-differ: rows hosted differently in one ranking table ----------

def _table(rows: list[tuple[str, str]]) -> str:
    """A results table of machines and a rate."""
    body = "\n".join(f"| {name} | {rate} |" for name, rate in rows)
    return f"## Results\n\n| Machine | Result |\n|---|---|\n{body}"


@pytest.mark.parametrize("rows", [
    # HPC: one row in Docker among bare-metal boards
    [("Raspberry Pi 5 (BCM2712)", "30.2 GFLOPS"), ("Ampere Altra Q64-22", "655.9 GFLOPS"),
     ("M2 MacBook Air (in Docker)", "104.7 GFLOPS"), ("Intel N100 mini PC", "62.9 GFLOPS")],
    # networking: an overclocked board beside stock ones
    [("Raspberry Pi 4 (overclocked)", "941 Mbit/s"), ("Orange Pi 5", "910 Mbit/s"),
     ("Rock 5B", "902 Mbit/s")],
    # databases: one server in a VM
    [("EPYC 9654 server", "210,000 TPS"), ("Xeon 8480 server in a VM", "150,000 TPS"),
     ("Graviton3 c7g.16xlarge", "180,000 TPS")],
])
def test_rows_hosted_differently_differ_in_more_than_the_machine(
        rows: list[tuple[str, str]]) -> None:
    assert "comparison-conditions-differ" in rules(_table(rows))


@pytest.mark.parametrize("rows", [
    # every row on bare metal
    [("Raspberry Pi 5 (BCM2712)", "30.2 GFLOPS"), ("Ampere Altra Q64-22", "655.9 GFLOPS"),
     ("Intel N100 mini PC", "62.9 GFLOPS")],
    # every row in Docker: hosted alike
    [("Raspberry Pi 5 in Docker", "28.1 GFLOPS"), ("Ampere Altra Q64-22 in Docker",
     "640.2 GFLOPS"), ("Intel N100 mini PC in Docker", "60.3 GFLOPS")],
])
def test_rows_hosted_alike_differ_only_in_the_machine(rows: list[tuple[str, str]]) -> None:
    assert "comparison-conditions-differ" not in rules(_table(rows))


# --- simulated-result: a projected rate is a result, however the records file it --------

@pytest.mark.parametrize("text", [
    # message brokers
    "The author judges that either broker could probably fill a 1Gbit/s network link with "
    "only 2 or 3 broker instances.",
    # storage
    "Spread over 8 cores, the import would in theory raise the rate to 32,000 operations "
    "per second.",
])
def test_a_projected_rate_is_flagged(text: str) -> None:
    assert "simulated-result" in rules(text)


@pytest.mark.parametrize("text", [
    # a projected count of machines is the size of the system, not a result
    "A full rollout would take 40 nodes.",
    # a rate given as a setting's value
    "The load generator would be set to 500 requests per second for the soak test.",
])
def test_a_projected_size_or_setting_is_not_flagged(text: str) -> None:
    assert "simulated-result" not in rules(text)


@pytest.mark.parametrize("text, raised", [
    # storage: the writer says the results cover only an experimental case
    ("On a 2-CPU OSD, random reads reach 41,000 IOPS.\n\n## Caveats\n\nThe post stresses "
     "that these cover only the experimental single-shard cases.", True),
    # GPUs: the results come from a preview driver
    ("On one B580 the encoder reaches 142 frames per second.\n\n## Notes\n\nThese results "
     "come from a preview build of the driver.", True),
    # a stable case, and a sentence about features, not results
    ("On a 2-CPU OSD, random reads reach 41,000 IOPS.\n\n## Next\n\nThese are experimental "
     "features we plan to add.", False),
])
def test_results_said_to_cover_an_unfinished_case(text: str, raised: bool) -> None:
    front = 'title: "Kestrel: a new storage daemon"\n'
    assert ("experimental-component" in rules(text, front)) is raised
