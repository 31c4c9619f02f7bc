"""The caveats of issue 17, rule by rule: sentences that must and must not raise each.

Each case is a short announcement run through the whole pipeline (`claims vet`), so a
rule is judged on the records the extractor really gives it.
"""

from __future__ import annotations

import pytest

from claims.extract.facts import evidence as evidence_facts
from claims.extract.facts import independence as independence_facts
from claims.extract.facts import measurer
from claims.load.documents import parse_bytes
from claims.model import DocumentReport
from claims.pipeline import vet_loaded


def vet(text: str, front: str = "") -> DocumentReport:
    """`claims vet` on a Markdown text, with optional front-matter lines."""
    head = f"---\n{front}\n---\n\n" if front else ""
    return vet_loaded(parse_bytes(f"{head}# Announcement\n\n{text}\n".encode(), origin="t.md"))


def raised(text: str, rule: str, front: str = "") -> list[str]:
    """The messages of `rule` on a text."""
    return [f.message for f in vet(text, front).findings if f.rule == rule]


# --- who measured -----------------------------------------------------------------------

@pytest.mark.parametrize(("text", "who"), [
    ("The PR reports a 19% gain in decode throughput.", None),
    ("Metrics reported by our nightly benchmark job show the gain held.", None),
    ("Results reported by Phoronix show a 12% gain.", "Phoronix"),
    ("The vLLM team reports 2x the throughput.", "vLLM team"),
])
def test_a_measurer_is_a_party_not_a_thing_that_carries_figures(text: str,
                                                                 who: str | None) -> None:
    assert measurer.measured_by(text) == who


@pytest.mark.parametrize(("text", "verdict"), [
    ("The series' author measured 116 Gb/s on one core.", "self-reported"),
    ("The maintainer ran the suite on a 64-core server: 41,000 requests per second.",
     "self-reported"),
    ("An independent developer measured 41,000 requests per second.", "unknown"),
])
def test_a_single_author_or_maintainer_measuring_is_self_reported(text: str,
                                                                  verdict: str) -> None:
    assert independence_facts.independence(text).value == verdict


# --- how finished the measured system is, and how a figure was obtained ------------------

@pytest.mark.parametrize(("text", "verdict"), [
    ("Measured on an unreleased build of the engine, it served 9,000 requests/s.", "preview"),
    ("On the reference design board the drive read 14 GB/s.", "preview"),
    ("With an internal build of the compiler, scores rose 9%.", "preview"),
    ("Engineering samples of the chip ran at 3.1 GHz.", "preview"),
    ("Valkey 8.0 release candidate: up to 1.2 million queries per second.", "preview"),
    ("Version 5.0 is released today and serves 9,000 requests/s.", None),
    ("The internal network carried 4 Tb/s.", None),
])
def test_preview_words_for_builds_not_yet_shipped(text: str, verdict: str | None) -> None:
    found = evidence_facts.maturity(text)
    assert (found.value if found else None) == verdict


@pytest.mark.parametrize(("text", "verdict"), [
    ("At this rate, a full run would take about 24 days on 512 GPUs.", "projected"),
    ("At that rate, it would carry over 100 trillion requests a month.", "projected"),
    ("At $0.60 per million tokens, that rack could bring in about $55 million a year.",
     "projected"),
    ("The server ran at a rate of 41,000 requests per second.", None),
    ("We could not reproduce the gain on smaller machines.", None),
])
def test_arithmetic_on_a_measurement_is_a_projection(text: str, verdict: str | None) -> None:
    found = evidence_facts.evidence(text)
    assert (found.value if found else None) == verdict


@pytest.mark.parametrize(("text", "verdict"), [
    # What a technology could give is no run's result.
    ("Native FP8 units made low-precision training practical, with potential for more "
     "than 2x throughput.", "projected"),
    ("The new cache has the potential to double the hit rate, to 80%.", "projected"),
    # A potential that is no amount of the figure, or a measured rate beside a word of it.
    ("We found a potential bottleneck: the link carried only 12 GB/s.", None),
    ("The drive read 14 GB/s, realising its potential.", None),
])
def test_a_potential_is_a_projection(text: str, verdict: str | None) -> None:
    found = evidence_facts.evidence(text)
    assert (found.value if found else None) == verdict


def test_a_projection_from_a_measured_rate_raises_simulated_result_and_the_rate_does_not() -> None:
    text = ("The proxy serves 40 million requests per second at the daily peak. At that rate, "
            "it would carry over 100 trillion requests a month.")
    found = raised(text, "simulated-result")
    assert len(found) == 1 and "100 trillion" in found[0], found


# --- comparisons -----------------------------------------------------------------------

DIFFER = "comparison-conditions-differ"
BASELINE = "comparison-baseline-unclear"
ENTITIES = 'entities: ["ShardLite", "PostgreSQL", "YCSB", "Cinder", "H200", "H100"]'


@pytest.mark.parametrize(("text", "groups"), [
    # a different product, and one side tuned while the other runs on defaults
    ("On one 64-core server running YCSB workload A, ShardLite 3.0, tuned for this "
     "workload, reached 212,000 operations per second. PostgreSQL 16.4 on the same server, "
     "left on its default configuration, reached 61,000 operations per second. That is "
     "3.5x the throughput.", ("settings", "system")),
    # the same framework at two versions, on four times the GPUs
    ("Training with Cinder 4.0 on 1,024 H200 GPUs, we measured 14.6 million tokens per "
     "second. Our earlier Cinder 3.2 run trained on 256 H200 GPUs at 5.4 million tokens per "
     "second. Cinder 4 is 2.7x faster.", ("hardware", "software")),
])
def test_a_ratio_whose_stated_sides_differ_twice_raises(text: str,
                                                        groups: tuple[str, ...]) -> None:
    found = raised(text, DIFFER, ENTITIES)
    assert found, text
    assert all(f"{g}:" in found[0] for g in groups), found
    assert not raised(text, BASELINE, ENTITIES)  # both sides are stated


@pytest.mark.parametrize("text", [
    # one product, tuned vs defaults: the tuning is the thing compared
    "On one 64-core server running YCSB workload A, ShardLite 3.0 tuned for the workload "
    "reached 212,000 operations per second, against 61,000 operations per second for "
    "ShardLite 3.0 on its default settings on the same server. That is 3.5x.",
    # like for like on a standard benchmark: only the accelerator differs
    "In MLPerf Inference v4.1, an eight-GPU H200 system processed 118.5 samples per second "
    "on Llama 2 70B, against 84.2 samples per second for an eight-GPU H100 system, both "
    "running TensorRT-LLM at FP8. That makes the H200 system about 40% faster.",
])
def test_a_like_for_like_ratio_does_not_raise(text: str) -> None:
    assert not raised(text, DIFFER, ENTITIES), text


def test_a_precise_ratio_with_one_side_in_its_sentence_has_its_baseline() -> None:
    text = ("Quiver 2.0 answered 9,800 queries per second on Cohere-10M.\n\nThat is 4.3x the "
            "2,280 queries per second that pgvector 0.7 reached on OpenAI-1M.")
    assert not raised(text, BASELINE)
    loose = ("Quiver 2.0 answered 9,800 queries per second on Cohere-10M.\n\nThat is 4x the "
             "2,280 queries per second that pgvector 0.7 reached on OpenAI-1M.")
    assert raised(loose, BASELINE)  # one digit: 9,800 / 2,280 = 4.3 is no proof


# --- self-reported, experimental-component, missing-quality -----------------------------

def test_a_publisher_named_for_its_product_line_is_a_party() -> None:
    text = "On HammerDB TPROC-C with PostgreSQL 17.2, the S7 reached 38% more new orders."
    maker = 'publisher: "Sable Systems"\nentities: ["Sable S7", "HammerDB"]'
    press = 'publisher: "Server Weekly"\nentities: ["Sable S7", "HammerDB"]'
    assert raised(text, "self-reported", maker)
    assert not raised(text, "self-reported", press)


def test_a_title_that_calls_the_release_a_preview_covers_its_figures() -> None:
    text = "With the new I/O threads, the server handles up to 1.2 million queries per second."
    assert raised(text, "experimental-component", 'title: "Valkey 8.0 release candidate"')
    assert not raised(text, "experimental-component", 'title: "Valkey 8.0 is released"')


@pytest.mark.parametrize(("text", "cited", "not_cited"), [
    ("On the dual-socket EPYC 9755 server we measured a SPECrate 2017_int_base score of "
     "1,950, with the same 256 copies.", 1950, 256),
    ("In Geekbench 6 our phone scored 2,950 single-core.", 2950, None),
    ("We measured 41,000 requests per second, and the model scored 71.3 on MMLU.", 41000,
     71.3),
])
def test_a_score_on_a_speed_benchmark_is_a_performance_figure(
        text: str, cited: float, not_cited: float | None) -> None:
    """A SPEC or Geekbench score measures speed: self-reported cites it as a performance
    figure; an MMLU score is quality, and "256 copies" a setting."""
    report = vet(text, 'publisher: "Corvex"\nentities: ["Corvex"]')
    values = {c.id: c.value for c in report.claims}
    (finding,) = [f for f in report.findings if f.rule == "self-reported"]
    cited_values = {values[i] for i in finding.claim_ids}
    assert cited in cited_values and not_cited not in cited_values, cited_values


@pytest.mark.parametrize(("text", "flagged"), [
    ("With `--experimental-vm-modules`, the test suite ran in 41 seconds instead of 63.", True),
    ("Built with `-Z experimental-regalloc`, the suite runs 4% faster on the Ryzen 9 7950X.",
     True),
    ("With `--enable-preview`, the service handled 18,000 requests per second.", True),
    ("With `--experiments-dir /tmp`, the service handled 18,000 requests per second.", False),
    ("With `--workers 8`, the service handled 18,000 requests per second.", False),
])
def test_a_flag_in_code_that_names_an_unfinished_feature(text: str, flagged: bool) -> None:
    assert bool(raised(text, "experimental-component")) is flagged, text


@pytest.mark.parametrize(("text", "flagged"), [
    ("Quern is released as a beta for Hopper GPUs.", True),
    ("Quern is our attention kernel, built on top of the beta TMA API in Triton.", True),
    ("Quern is generally available today.", False),
    ("Quern 6 is in preview on the nightly channel.", False),  # one version, maybe not this
    ("A preview of the next Quern is on the nightly channel.", False),
])
def test_a_sentence_calling_the_titles_product_unfinished_covers_its_figures(
        text: str, flagged: bool) -> None:
    doc = ("On one H100 SXM, the forward pass reached 610 TFLOPS in BF16.\n\n"
           f"## Availability\n\n{text}")
    front = 'title: "Quern attention on Hopper"\nentities: ["Quern", "H100"]'
    assert bool(raised(doc, "experimental-component", front)) is flagged, text


def test_another_version_as_its_sentences_subject_is_not_covered() -> None:
    doc = ("Quern-2 used about 35% of the GPU. On one H100 SXM, Quern-3 reached 610 TFLOPS "
           "in BF16, 1.6x faster than Quern-2.\n\n## Availability\n\nQuern-3 is released "
           "as a beta.")
    front = 'title: "Quern-3 on Hopper"\nentities: ["Quern-3", "Quern-2", "H100"]'
    found = " ".join(raised(doc, "experimental-component", front))
    assert "610 TFLOPS" in found and "1.6x" in found and "35%" not in found, found


@pytest.mark.parametrize("quality", [
    "The FP8 kernel has 2.6x lower numerical error than a baseline FP8 attention.",
    "At FP8 the model scored 0.50 on MMLU.",
    "Loss curves of the FP8 and BF16 runs match to within 0.5% at every checkpoint.",
])
def test_the_documents_own_accuracy_or_error_figure_is_a_quality_figure(quality: str) -> None:
    speed = "Serving at FP8 on one H100 SXM, the engine reached 9,000 tokens per second."
    assert raised(speed, "missing-quality")
    assert not raised(f"{speed} {quality}", "missing-quality")


@pytest.mark.parametrize(("text", "entities", "flagged"), [
    # A web server and a message broker named after model families: no model, no trade-off.
    ("Falcon 3.0 served 1.2 million requests per second on a 48-core EPYC server.",
     '["Falcon HTTP", "wrk"]', False),
    ("On the c7i instance, Granite 2.1 moved 880,000 messages per second.",
     '["Granite Broker"]', False),
    # A parameter count names the model even there; without such an entity it is a model.
    ("Falcon 40B served 30 requests per second on one H100 SXM.", '["Falcon HTTP"]', True),
    ("Falcon 3.0 served 30 requests per second on one H100 SXM.", '["H100"]', True),
    # A maker named so: its drives are no model.
    ("The Granite G5 read 14 GB/s on a PCIe Gen5 x4 link.", '["Granite G5"]\npublisher: '
     '"Granite Storage"', False),
])
def test_a_model_family_word_the_entities_name_as_a_product_is_no_model(
        text: str, entities: str, flagged: bool) -> None:
    found = raised(text, "missing-quality", f"entities: {entities}")
    assert bool(found) is flagged, (text, found)


# --- inconsistent-figures -------------------------------------------------------------

CLASH = "inconsistent-figures"


def test_one_quantity_given_two_values_still_raises() -> None:
    text = ("Serving Llama 3.1 70B on one H100 server, the engine reached 1.7 million tokens "
            "per second.\n\n## Details\n\nServing Llama 3.1 70B on one H100 server, the "
            "engine reached 1.9 million tokens per second.")
    assert raised(text, CLASH)


def test_two_operating_points_whose_setting_was_first_quoted_in_a_heading() -> None:
    text = ("## Quiver 2: 9,800 QPS at 95% recall on 10 million vectors\n\nOn the Cohere-10M "
            "dataset, one 32-vCPU server with Quiver 2.0 answered 9,800 queries per second at "
            "95% recall@10, with a P99 latency of 4.1 ms. At 99% recall@10 it answered 3,900 "
            "queries per second with a P99 latency of 12.7 ms.")
    assert not raised(text, CLASH, 'entities: ["Quiver", "Cohere-10M"]')


def test_a_table_row_of_two_drives_is_two_systems_not_a_clash() -> None:
    text = ("The D9 is a PCIe Gen6 x4 drive.\n\n| Metric | D9 | D8 |\n|---|---|---|\n"
            "| Sequential read | 28,000 MB/s | 14,000 MB/s |\n\nSequential reads are twice the "
            "previous generation's. A PCIe Gen6 x4 link carries about 32 GB/s in each "
            "direction.")
    assert not raised(text, CLASH, 'entities: ["D9", "D8", "PCIe Gen6"]')


SUMMARY = ("On 256 H100 GPUs, Llama 3.1 70B in BF16 trained at 1.24 million tokens per "
           "second, 1.8x the throughput DeepSpeed reports for GPT-3 175B on 1,024 A100 GPUs.")


@pytest.mark.parametrize(("body", "clash"), [
    # The body gives the summary's own setup another value: the baseline's names do not
    # make the summary's sentence another setup.
    ("On 256 H100 GPUs, Llama 3.1 70B in BF16 trained at 1.08 million tokens per second, "
     "against 0.86 million tokens per second with the 1F1B schedule.", True),
    ("On 256 H100 GPUs, Llama 3.1 70B in BF16 trained at 1.24 million tokens per second, "
     "against 0.86 million tokens per second with the 1F1B schedule.", False),
    # The body's own sentence names a setting the summary's does not: two setups.
    ("On 256 H100 GPUs with FSDP, Llama 3.1 70B in BF16 trained at 1.08 million tokens per "
     "second.", False),
])
def test_a_baselines_clause_does_not_set_a_summary_apart(body: str, clash: bool) -> None:
    found = raised(f"{SUMMARY}\n\n## Results\n\n{body}", CLASH)
    assert bool(found) is clash, found
    assert not any("860,000" in f for f in found), found  # the 1F1B side is its own setup


# --- statistic-unspecified, throughput-interactivity-unpaired ----------------------------

TABLE = ("| Engine | TTFT (ms) | Output tokens/s per user |\n|---|---|---|\n"
         "| Alpha 1.2 | 118 | 104 |\n| Beta 0.8 | 131 | 97 |")


def test_a_lead_in_sentence_names_the_statistic_of_its_sections_figures() -> None:
    lead = "All latencies below are medians over the five runs."
    assert raised(f"## Latency\n\n{TABLE}", "statistic-unspecified")
    assert not raised(f"## Latency\n\n{lead}\n\n{TABLE}", "statistic-unspecified")
    # the declaration covers its own section only
    assert raised(f"## Setup\n\n{lead}\n\n## Latency\n\n{TABLE}", "statistic-unspecified")


def test_one_stated_concurrency_is_every_figures_operating_point() -> None:
    setup = "All runs used one H100 SXM at 32 concurrent users."
    rates = "Total output throughput was 3,310 tokens per second for Alpha."
    assert not raised(f"{setup}\n\n{TABLE}\n\n{rates}", "throughput-interactivity-unpaired")
    two = "Other runs used 64 concurrent users."
    assert raised(f"{setup} {two}\n\n{TABLE}\n\n{rates}", "throughput-interactivity-unpaired")


# --- throughput-without-latency, input-tokens-counted -------------------------------------

NO_LATENCY = "throughput-without-latency"


@pytest.mark.parametrize(("text", "flagged"), [
    ("The server reached a maximum throughput of 28,000 tokens per second with 1,024 "
     "concurrent requests. With one request at a time, a user saw a median of 62 tokens per "
     "second.", True),   # the only per-user speed is at another load
    ("The server reached a maximum throughput of 28,000 tokens per second with 1,024 "
     "concurrent requests, at a median time per output token of 48 ms.", False),
    ("Valkey handles up to 1.2 million queries per second on one instance.", True),
    ("We measured 22,300 output tokens per second per node.", True),  # no latency anywhere
    ("We measured 22,300 output tokens per second per node. Median time to first token "
     "was 0.9 seconds.", False),
    ("The drive reads up to 14 GB/s.", False),  # a bandwidth, not a rate of work
])
def test_a_throughput_needs_a_latency_at_its_load(text: str, flagged: bool) -> None:
    assert bool(raised(text, NO_LATENCY)) is flagged, text


def test_a_total_that_counts_input_tokens_raises_with_the_input_share() -> None:
    text = ("## Results\n\nAt ISL 8192 / OSL 1024, the node delivered "
            "41,000 total tokens per second, input and output together.")
    found = raised(text, "input-tokens-counted")
    assert found and "89%" in found[0], found
    title = ("## Osprey: 41,000 tokens per second\n\nAt 64 concurrent requests the node "
             "delivered 41,000 total tokens per second, input and output together.")
    assert raised(title, "input-tokens-counted")  # the body explains the title's figure
    for text in ("The node generated 4,600 output tokens per second.",
                 "The node processed 52,300 input tokens per second during prefill."):
        assert not raised(text, "input-tokens-counted"), text


# --- statistic-unspecified ------------------------------------------------------------

@pytest.mark.parametrize(("text", "flagged"), [
    ("A user of Qwen3 8B on one L40S receives 95 tokens per second.", True),
    ("On one A10, the old setup gave 48 tokens per second, half the 96 tokens per second "
     "a user of Qwen3 8B gets on one L40S.", True),
    ("A user of Qwen3 8B on one L40S receives a median of 95 tokens per second.", False),
    ("Each node of the L40S cluster receives 95,000 tokens per second from the balancer.",
     False),
])
def test_the_speed_a_user_receives_is_a_per_user_speed(text: str, flagged: bool) -> None:
    """"A user ... receives N tokens per second" and "the N tokens per second a user gets"
    name one user's speed, which needs its statistic."""
    assert bool(raised(text, "statistic-unspecified")) is flagged, text


# --- single-run ---------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "flagged"), [
    ("The patch received 116 Gb/s on one core, from one 60-second run of each mode.", True),
    ("A single run gave 41,000 requests per second on the 64-core server.", True),
    ("The patch received 116 Gb/s on one core, the median of five 60-second runs.", False),
    ("One run gave 41,000 requests per second; across repeated runs the spread was 2%.",
     False),
    ("The patch received 116 Gb/s on one core.", False),  # nothing said about runs
    ("On one core the patch received 116 Gb/s.", False),  # "one core" is no run
    ("Each benchmark was run once, and the 64-core server gave 41,000 requests per second.",
     True),
    ("The suite ran only once on the new kernel: 3.2 GB/s of writes.", True),
    ("Once the cache was warm, the 64-core server served 41,000 requests per second.", False),
    ("The job is run once a day and serves 41,000 requests per second on the 64-core server.",
     False),
])
def test_single_run_needs_the_text_to_say_so_and_no_spread(text: str, flagged: bool) -> None:
    found = raised(text, "single-run")
    assert bool(found) is flagged, (text, found)
    if found:
        assert "60 second" not in found[0]  # the run's length is no result of it


# --- missing-conditions -------------------------------------------------------------------

@pytest.mark.parametrize(("text", "flagged"), [
    ("On a 48-core Graviton4 server, TPC-H queries ran in 212 seconds with Pollux 12.0.", False),
    ("On a 48-core Graviton4 server, TPC-H queries ran in 212 seconds with Pollux at commit "
     "4e1c9ab.", False),
    ("On a 48-core Graviton4 server, TPC-H queries ran in 212 seconds with Pollux.", True),
])
def test_a_version_or_commit_in_the_figures_sentence_is_a_software_version(
        text: str, flagged: bool) -> None:
    found = raised(text, "missing-conditions", 'entities: ["Pollux", "TPC-H"]')
    assert any("software" in m for m in found) is flagged, found


# --- facts for the extractor to carry: author front matter, first-person measuring --------

@pytest.mark.parametrize(("author", "verdict"), [
    ("The SGLang Team", "self-reported"),
    ("Lumen Team", "self-reported"),
    ("vLLM project maintainers", "self-reported"),
    ("Jane Doe", "unknown"),              # a person: settles nothing
    ("The Benchbench Team", "unknown"),   # a team of someone else
    (None, "unknown"),
])
def test_an_author_team_named_for_an_entity_is_self_reported(author: str | None,
                                                             verdict: str) -> None:
    entities = ["SGLang", "Lumen", "vLLM", "DeepSeek-V3"]
    assert independence_facts.author_independence(author, entities).value == verdict


@pytest.mark.parametrize(("text", "only"), [
    ("We tested a 7.68 TB drive. Micron sent the sample; the tests and the conclusions "
     "are ours.", True),
    ("In our lab the drive read 14 GB/s.", True),
    ("We measured 9,000 tokens per second; the vendor's engineers measured 9,400.", False),
    ("We measured 9,000 tokens per second. The result was not independently verified.", False),
    ("The drive read 14 GB/s.", False),
])
def test_first_person_measuring_alone_is_the_publishers_own(text: str, only: bool) -> None:
    assert independence_facts.first_person_only(text) is only


@pytest.mark.parametrize(("text", "verdict"), [
    ("The estimated SPECrate 2017 Integer base score rose from 2,950 to 3,215.", None),
    ("We estimated the rack would draw 120 kW.", "estimated"),
])
def test_specs_estimated_label_is_no_estimate(text: str, verdict: str | None) -> None:
    found = evidence_facts.evidence(text)
    assert (found.value if found else None) == verdict


@pytest.mark.parametrize(("text", "verdict"), [
    ("On early-access silicon the chip ran at 3.1 GHz.", "preview"),
    ("The paper thanks NVIDIA for early access to the rack; idle time fell to 1.3%.", None),
])
def test_early_access_hardware_is_a_preview_and_being_given_access_is_not(
        text: str, verdict: str | None) -> None:
    found = evidence_facts.maturity(text)
    assert (found.value if found else None) == verdict


@pytest.mark.parametrize("text", [
    "On 64 chips our engineers measured 1.95 million training tokens per second.",
    "The Edge TPU performs 4 trillion operations per second at 2 W.",
])
def test_no_user_waits_on_a_training_run_or_a_compute_rate(text: str) -> None:
    assert not raised(text, NO_LATENCY), text


def test_a_latency_repeated_in_the_throughputs_sentence_pairs_it() -> None:
    text = ("At P99, median response time stayed under 8 ms while throughput peaked at 89,177 "
            "connections per second.\n\nAt P99, median response time stayed under 8 ms while "
            "throughput peaked at 55,513 RPS.")
    assert not raised(text, NO_LATENCY)


def test_a_benchmarks_own_version_is_no_software_version() -> None:
    text = "In MLPerf Training 4.0, 11,616 H100 GPUs trained GPT-3 175B in 3.4 minutes."
    found = raised(text, "missing-conditions", 'entities: ["MLPerf Training", "H100"]')
    assert any("software" in m for m in found), found


@pytest.mark.parametrize(("text", "flagged"), [
    # One request's time is a latency, which needs its statistic.
    ("On the large prompt one request takes about 9.5 seconds on the eight-GPU server.", True),
    ("A lookup query took 40 ms on the cold cache.", True),
    ("On the large prompt one request takes a median of 9.5 seconds on the server.", False),
    # The time a run of many requests took is a duration, not one request's latency.
    ("The whole run of 20,000 requests took 310 seconds on the server.", False),
])
def test_one_request_s_time_is_a_latency(text: str, flagged: bool) -> None:
    """"A request takes N s" is the time one request waits: a latency with no statistic."""
    assert bool(raised(text, "statistic-unspecified")) is flagged, text


_REVIEWED_TEXT = ("We tested the Kestrel K9 SSD over three runs: it read 13.9 GB/s and wrote "
                  "9.2 GB/s.")


@pytest.mark.parametrize(("front", "text", "flagged"), [
    # The writer names the document's entities and is none of them: a reviewer.
    ('publisher: "Benchlab"\nentities: ["Kestrel K9 SSD"]', _REVIEWED_TEXT, False),
    # The writer shares the product's first name: its maker.
    ('publisher: "Kestrel Storage"\nentities: ["Kestrel K9 SSD"]', _REVIEWED_TEXT, True),
    # A vendor writing about what it sells is a party.
    ('publisher: "NVIDIA"\nentities: ["H200"]',
     "We measured 4,100 tokens per second on one H200 server.", True),
    # No entities: a title setting two vendors' hardware side by side, by neither of them.
    ('title: "MI300X vs. H200 for long prompts"\npublisher: "Benchlab"',
     "We measured 4,100 tokens per second on the H200 server and 3,800 on the MI300X "
     "server.", False),
    ('title: "MI300X vs. H200 for long prompts"\npublisher: "AMD"',
     "We measured 4,100 tokens per second on the H200 server and 3,800 on the MI300X "
     "server.", True),
    # The title names the writer: its own report.
    ('title: "Benchlab Serve on MI300X vs. H200"\npublisher: "Benchlab"',
     "We measured 4,100 tokens per second on the H200 server and 3,800 on the MI300X "
     "server.", True),
    # A reviewer that says its figures are unverified is still flagged.
    ('publisher: "Benchlab"\nentities: ["Kestrel K9 SSD"]',
     _REVIEWED_TEXT + " These numbers have not been independently verified.", True),
    # A writer the front matter does not name is no known outsider.
    ('title: "MI300X vs. H200 for long prompts"',
     "We measured 4,100 tokens per second on the H200 server and 3,800 on the MI300X "
     "server.", True),
])
def test_an_outside_writer_s_we_tested_is_no_self_report(front: str, text: str,
                                                         flagged: bool) -> None:
    """"We tested" is the writer's measuring: the builder's only when the writer is one of
    the parties the document is about, or could be."""
    assert bool(raised(text, "self-reported", front)) is flagged, front


@pytest.mark.parametrize(("front", "flagged"), [
    # A name-cased word of the publisher's name ("KESTREL") that the title names: its own.
    ('title: "KESTREL vs Envoy: proxy throughput"\npublisher: "Harbor KESTREL blog"', True),
    ('title: "vLLM on eight GPUs"\npublisher: "The Serving vLLM community"', True),
    # A plain word of the name other than its first says nothing ("blog" in a title).
    ('title: "Proxy throughput compared on our blog"\npublisher: "Harbor KESTREL blog"',
     False),
])
def test_a_title_naming_the_publisher_makes_its_figures_its_own(front: str,
                                                               flagged: bool) -> None:
    """With no entities, a publisher named in the title is what the document is about."""
    text = "The proxy served 18,600 requests per second on one core."
    assert bool(raised(text, "self-reported", front)) is flagged, front


@pytest.mark.parametrize(("setup", "flagged"), [
    # The writer says its measured stack includes a pre-release part: every figure rests
    # on it.
    ("We use the Kestrel engine, with its new scheduler taken from the latest nightlies.",
     True),
    ("Our setup is Kestrel 2.4 with the paged cache from a nightly build.", True),
    # A released stack, or a nightly that is no part of what was measured.
    ("We use the Kestrel engine 2.4 release, with its default scheduler.", False),
    ("The nightlies of Kestrel 2.5 will add a new scheduler.", False),
])
def test_a_pre_release_part_of_the_writer_s_stack_covers_its_figures(setup: str,
                                                                     flagged: bool) -> None:
    """What the writer says its stack is made of covers figures whose paragraph is silent."""
    text = f"{setup}\n\n## Results\n\nTraining reached 9,100 tokens per second per GPU."
    assert bool(raised(text, "experimental-component")) is flagged, setup


# --- results-only-in-charts -------------------------------------------------------------

_CHARTED = "Both versions ran the same query set on one 32-core server.\n\n{chart}\n\n{text}"


@pytest.mark.parametrize(("chart", "text", "flagged"), [
    # Charts, and only ratios in the text: the values are in the pictures.
    ("![Queries per second, 4.1 against 4.2](qps.png)",
     "In short, the new planner answers queries up to 3x faster.", True),
    ("(Chart: p99 latency by concurrency.)",
     "Tail latency falls by 40% at every concurrency level.", True),
    ("*Figure 2: scans per second on TPC-H*", "Scans run about 1.8 times as fast.", True),
    # An absolute result stated in the text beside the chart.
    ("![Queries per second, 4.1 against 4.2](qps.png)",
     "The new planner answers 9,400 queries per second, up to 3x faster.", False),
    # No chart: the ratio is left to comparison-baseline-unclear.
    ("The results follow.", "In short, the new planner answers queries up to 3x faster.",
     False),
    # A sentence that mentions figures is no chart.
    ("Figures for other servers will follow next month.",
     "In short, the new planner answers queries up to 3x faster.", False),
])
def test_ratios_whose_values_are_only_in_charts(chart: str, text: str, flagged: bool) -> None:
    """Charts with only ratios in the text raise results-only-in-charts."""
    doc = _CHARTED.format(chart=chart, text=text)
    assert bool(raised(doc, "results-only-in-charts")) is flagged, (chart, text)


@pytest.mark.parametrize(("text", "flagged"), [
    # Time a process spent computing is resource use, not a wait anyone sees.
    ("The control plane used 71 ms of CPU time over the run, against 3.7 s for the rival.",
     False),
    ("The proxy's largest CPU time was 10 ms.", False),
    # A latency still needs its statistic.
    ("The proxy added 10 ms of latency over the run.", True),
])
def test_cpu_time_is_no_latency(text: str, flagged: bool) -> None:
    """CPU time is a duration of work, which no percentile describes."""
    assert bool(raised(text, "statistic-unspecified")) is flagged, text


@pytest.mark.parametrize(("section", "setup", "flagged"), [
    # A section that sets out the measured stack speaks for every figure.
    ("Software", "Driver 550, then JAX 0.4 nightly installed over the image's JAX.", True),
    ("Test environment", "The Rust 1.80-nightly toolchain built every binary.", True),
    ("Setup", "The image ships JAX 0.4.30, a stable release.", False),
    # Outside a setup section, a nightly named in passing covers nothing.
    ("Outlook", "JAX 0.5 nightly adds a new compiler pass we have not tried.", False),
])
def test_a_nightly_build_in_a_setup_section_covers_the_figures(
        section: str, setup: str, flagged: bool) -> None:
    doc = (f"On one MI210, decoding reached 41 tokens per second.\n\n## {section}\n\n{setup}")
    assert bool(raised(doc, "experimental-component")) is flagged, setup
