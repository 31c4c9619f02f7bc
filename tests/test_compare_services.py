"""Issue 24, fair pairs found without a false "comparable": a hosted service's speed is one
caller's, a precision said in words counts, a text's one precision is its runs', and a
storage IOPS figure is a random-access one unless its text says otherwise.

Every document and sentence here is written for these tests, in two fields (hosted model
services and NVMe drives); each mechanism has a pair that must compare and one that must not.
"""

from __future__ import annotations

import pytest

from claims.compare import compare_claims, judge
from claims.extract import extract
from claims.extract.conditions.index import find
from claims.load.documents import parse_bytes
from claims.model import Claim, Per, Statistic


def _post(title: str, publisher: str, body: str) -> str:
    """A Markdown announcement with front matter."""
    return (f'---\ntitle: "{title}"\npublisher: {publisher}\nurl: https://{publisher.lower()}'
            f'.example/post\npublished_at: 2026-03-01\n---\n\n{body}')


def _claims(text: str, name: str) -> dict[float, Claim]:
    """Each claim of a Markdown document by its value."""
    return {c.value: c for c in extract(parse_bytes(text.encode(), origin=name))[1]}


def _verdicts(a: list[Claim], b: list[Claim]) -> dict[frozenset[float], tuple[str, ...]]:
    """Every listed cross-document pair by its two values: () when comparable, else the
    blocking reasons."""
    result = compare_claims([*a, *b])
    out = {frozenset((p.left.value, p.right.value)): () for p in result.comparable}
    out.update({frozenset((p.left.value, p.right.value)): p.reasons for p in result.blocked})
    return out


# A number format said in words.

@pytest.mark.parametrize("text, precision", [
    ("Every model keeps its native 16-bit weights.", "16-bit"),
    ("We run Qwen at full 16-bit precision.", "16-bit"),
    ("| Model | Provider A (8-bit) |", "8-bit"),
    ("The 4-bit quantization halves memory again.", "4-bit"),
    ("FP8 on one side and 16-bit weights on the other.", "FP8, 16-bit"),
])
def test_a_width_in_words_is_a_precision(text: str, precision: str) -> None:
    assert find(text).precision == precision


@pytest.mark.parametrize("text", [
    "The host runs a 64-bit Linux kernel.",
    "A 32-bit counter wraps after four billion events.",
    "Colour depth is 10-bit on the panel.",
])
def test_a_width_of_something_else_is_no_precision(text: str) -> None:
    assert find(text).precision is None


def test_a_generation_number_is_part_of_the_name_not_the_count() -> None:
    assert find("On 1,024 Gaudi 3 accelerators, training took 66 minutes.").accelerator_count \
        == 1024


def test_a_kind_of_provider_is_no_count_of_gpus() -> None:
    assert find("We measured Nimbus against Stratus and three GPU clouds.").accelerator_count \
        is None
    assert find("One server with 8 H200 GPUs serves the model.").accelerator_count == 8


# A text that names one precision gives it to its runs; two leave each run's unsaid.

def test_one_precision_in_a_text_binds_its_figures() -> None:
    text = _post("Nimbus serves Qwen", "Nimbus",
                 "# Nimbus\n\nOur API serves Qwen 2.5 32B at 610 tokens per second.\n\n"
                 "Every model keeps its native 16-bit weights.\n")
    assert _claims(text, "n.md")[610.0].conditions.precision == "16-bit"


def test_two_precisions_in_a_text_bind_neither_to_a_figure_between() -> None:
    text = _post("Nimbus serves Qwen", "Nimbus",
                 "# Nimbus\n\nOur API serves Qwen 2.5 32B at 610 tokens per second.\n\n"
                 "Some models run with 16-bit weights, others with 8-bit weights.\n")
    assert _claims(text, "n.md")[610.0].conditions.precision is None


# A hosted service's speed is one caller's: it meets another service's per-user speed.

_SERVICE = ("# Nimbus Inference\n\nNimbus opens its hosted inference API today. It serves "
            "Qwen 2.5 32B at 610 tokens per second and Qwen 2.5 7B at 1,900 tokens per "
            "second.\n\nBoth models keep their native 16-bit weights.\n")
_TABLE = ("# Speed per user\n\nOutput tokens per second each user sees, from a public "
          "leaderboard.\n\n| Model | Stratus (16-bit) | Cirrus (8-bit) |\n|---|---|---|\n"
          "| Qwen 2.5 32B | 585 | 702 |\n| Qwen 2.5 7B | 1740 | 2210 |\n\n"
          "*Table: output tokens per second per user.*\n")


def test_a_hosted_services_speed_is_one_callers() -> None:
    c = _claims(_post("Nimbus Inference", "Nimbus", _SERVICE), "n.md")[610.0]
    assert c.per is Per.user and c.metric == "interactivity"


def test_a_hosted_services_speed_meets_a_per_user_speed_at_the_same_precision() -> None:
    ours = list(_claims(_post("Nimbus Inference", "Nimbus", _SERVICE), "n.md").values())
    theirs = list(_claims(_post("Speed per user", "Stratus", _TABLE), "s.md").values())
    verdicts = _verdicts(ours, theirs)
    assert verdicts[frozenset((610.0, 585.0))] == ()  # one model, 16-bit on both
    assert verdicts[frozenset((1900.0, 1740.0))] == ()
    assert "precision" in verdicts[frozenset((610.0, 702.0))]  # 16-bit against 8-bit
    assert "model" in verdicts[frozenset((610.0, 1740.0))]


def test_a_hosted_services_speed_with_no_precision_cannot_be_told() -> None:
    body = _SERVICE.replace("\n\nBoth models keep their native 16-bit weights.", "")
    ours = list(_claims(_post("Nimbus Inference", "Nimbus", body), "n.md").values())
    theirs = list(_claims(_post("Speed per user", "Stratus", _TABLE), "s.md").values())
    verdicts = _verdicts(ours, theirs)
    assert verdicts[frozenset((610.0, 585.0))] == ("precision",)
    assert verdicts[frozenset((610.0, 702.0))] == ("precision",)


@pytest.mark.parametrize("body", [
    # no API: a system's rate of unstated size, as a hardware maker states it
    "# Nimbus\n\nThe Nimbus box serves Qwen 2.5 32B at 610 tokens per second.\n",
    # a total, a scale or a load in its sentence: a system's rate
    "# Nimbus\n\nOur hosted inference API serves Qwen 2.5 32B at 610 tokens per second "
    "in total.\n",
    "# Nimbus\n\nOur hosted inference API serves Qwen 2.5 32B at 610 tokens per second "
    "on 64 chips.\n",
    "# Nimbus\n\nOur hosted inference API serves Qwen 2.5 32B at 610 tokens per second "
    "across 200 concurrent requests.\n",
])
def test_a_rate_with_a_system_behind_it_is_no_callers_speed(body: str) -> None:
    c = _claims(_post("Nimbus", "Nimbus", body + "\nIt keeps 16-bit weights.\n"),
                "n.md")[610.0]
    assert c.per is not Per.user
    theirs = list(_claims(_post("Speed per user", "Stratus", _TABLE), "s.md").values())
    assert _verdicts([c], theirs).get(frozenset((610.0, 585.0)), ("unlisted",)) != ()


# Storage: an IOPS figure is random access by convention; a read is no sequential read.

_DRIVE_A = ("# Drive A\n\n| Spec | Drive A |\n|---|---|\n| Sequential read | 12,400 MB/s |\n"
            "| Random read | up to 1,500K IOPS |\n| Random write | up to 1,300K IOPS |\n")
_DRIVE_B = ("# Drive B\n\nRated figures:\n\n- Sequential read: 11,800MB/s\n"
            "- Read IOPS: 1,350K\n- Write IOPS: 1,250K\n")


def test_a_bare_read_beside_a_sequential_one_stays_a_bare_read() -> None:
    drive = _claims(_post("Drive B", "Bee", _DRIVE_B), "b.md")
    assert drive[1350000.0].conditions.workload == "read"
    assert drive[11.8].conditions.workload == "sequential read"


def test_iops_of_one_access_meet_and_of_another_do_not() -> None:
    a = list(_claims(_post("Drive A", "Ayy", _DRIVE_A), "a.md").values())
    b = list(_claims(_post("Drive B", "Bee", _DRIVE_B), "b.md").values())
    verdicts = _verdicts(a, b)
    assert verdicts[frozenset((1500000.0, 1350000.0))] == ()  # random read, both
    assert verdicts[frozenset((1300000.0, 1250000.0))] == ()  # random write, both
    assert "workload" in verdicts[frozenset((1500000.0, 1250000.0))]  # read against write


def test_iops_said_to_be_sequential_never_meet_random_ones() -> None:
    a = Claim(value=1.5e6, unit="IOPS", metric="iops",
              conditions={"hardware": "Drive A", "workload": "random read"},
              source={"quote": "Random read | up to 1,500K IOPS", "title": "A",
                      "url": "https://a.example/p", "publisher": "A"})
    b = Claim(value=1.4e6, unit="IOPS", metric="iops",
              conditions={"hardware": "Drive B", "workload": "sequential read"},
              source={"quote": "Sequential read IOPS: 1,400K", "title": "B",
                      "url": "https://b.example/p", "publisher": "B"})
    assert judge(a, b).reasons == ("workload",)
    bare = b.model_copy(update={"conditions": b.conditions.model_copy(
        update={"workload": "read"}), "source": b.source.model_copy(
        update={"quote": "Read IOPS: 1,400K"})})
    assert judge(a, bare).comparable


# A table giving a model's family and size in two columns; a one-stream speed against a
# system's names the other differences too.

_SPLIT = ("# Results\n\nAll runs use one RTX 4090 with 4-bit AWQ weights.\n\n"
          "| Family | Size | Decode |\n|---|---|---|\n| Mistral | 7B | 151 t/s |\n"
          "| Qwen | 14B | 83 t/s |\n| Zephyrine | 3B | 240 t/s |\n")


def test_a_family_and_a_size_in_two_cells_name_the_rows_model() -> None:
    rows = _claims(_post("Results", "Bench", _SPLIT), "r.md")
    assert rows[151.0].unit == "tokens/s" and rows[151.0].conditions.model == "Mistral 7B"
    assert rows[83.0].conditions.model == "Qwen 14B"
    assert rows[240.0].conditions.model == "Zephyrine 3B"  # a family no table knows
    assert rows[83.0].conditions.precision == "4-bit"


def test_a_one_stream_speed_against_a_system_rate_names_the_model_too() -> None:
    stream = Claim(value=151.0, unit="tokens/s", metric="interactivity", per=Per.user,
                   conditions={"model": "Mistral 7B", "precision": "4-bit"},
                   source={"quote": "One user sees 151 tokens per second.", "title": "A",
                           "url": "https://a.example/p", "publisher": "A"})
    system = Claim(value=2400.0, unit="tokens/s", metric="throughput",
                   conditions={"model": "Qwen 14B", "precision": "4-bit"},
                   source={"quote": "The server reaches 2400 tokens per second.", "title": "B",
                           "url": "https://b.example/p", "publisher": "B"})
    assert set(judge(stream, system).reasons) >= {"per", "model"}
    same_model = system.model_copy(update={"conditions": stream.conditions})
    assert "model" not in judge(stream, same_model).reasons


# Two rates or times neither of which says what ran cannot be told apart from two jobs.

def _timed(value: float, quote: str, doc: str, **conditions: str) -> Claim:
    """A p99 latency in seconds read from `quote` in document `doc`."""
    return Claim(value=value, unit="s", metric="latency", statistic="p99",
                 conditions=conditions,
                 source={"quote": quote, "title": doc, "url": f"https://{doc}.example/p",
                         "publisher": doc})


def test_two_latencies_that_name_no_run_cannot_be_told() -> None:
    a = _timed(0.0067, "The p99 latency was 6.7 ms.", "mesh")
    b = _timed(0.0042, "Its p99 latency came to 4.2 ms.", "vector")
    p = judge(a, b)
    assert p.reasons == ("workload",)
    assert [d.condition for d in p.differences if d.blocking] == ["what was run"]


def test_two_latencies_of_one_named_workload_compare() -> None:
    a = _timed(0.0067, "On the YCSB-A mix the p99 latency was 6.7 ms.", "kv1", workload="YCSB-A")
    b = _timed(0.0042, "On YCSB-A its p99 latency came to 4.2 ms.", "kv2", workload="YCSB-A")
    assert judge(a, b).comparable


def test_a_run_named_on_one_side_only_is_the_workload_unstated_on_the_other() -> None:
    a = _timed(0.0067, "On the YCSB-A mix the p99 latency was 6.7 ms.", "kv1", workload="YCSB-A")
    b = _timed(0.0042, "Its p99 latency came to 4.2 ms.", "kv2")
    p = judge(a, b)
    assert p.reasons == ("workload",)
    assert [d.condition for d in p.differences if d.blocking] == ["workload"]


# A table's rows are separate runs: a benchmark column names each row's workload, and what
# the paragraph above or another row names is no setup of a row that names its own.

_EVALS = ("# Quality\n\nWe trained a 7B model twice and scored it; MMLU moved most.\n\n"
          "| Benchmark | Score (float8) | Score (bf16) |\n|---|---|---|\n"
          "| MMLU (5-shot) | 0.41 | 0.44 |\n| TriviaQA | 0.52 | 0.53 |\n"
          "| kite-eval | 0.77 | 0.78 |\n")


def test_a_benchmark_column_names_each_rows_workload() -> None:
    rows = _claims(_post("Quality", "Lab", _EVALS), "q.md")
    assert rows[0.41].conditions.workload == "MMLU (5-shot)"
    assert rows[0.52].conditions.workload == "TriviaQA"
    assert rows[0.77].conditions.workload == "kite-eval"  # a name no vocabulary knows


def test_a_lower_case_format_in_a_column_header_is_its_cells_precision() -> None:
    rows = _claims(_post("Quality", "Lab", _EVALS), "q.md")
    assert rows[0.52].conditions.precision == "float8"
    assert rows[0.53].conditions.precision == "bf16"


def test_scores_on_two_benchmarks_never_meet() -> None:
    rows = list(_claims(_post("Quality", "Lab", _EVALS), "q.md").values())
    other = _EVALS.replace("0.", "0.9").replace("7B model", "7B model again")
    theirs = list(_claims(_post("Quality again", "Lab2", other), "r.md").values())
    verdicts = _verdicts(rows, theirs)
    assert "workload" in verdicts[frozenset((0.52, 0.977))]  # TriviaQA against kite-eval


def test_two_measured_bandwidths_that_name_no_run_cannot_be_told() -> None:
    a = Claim(value=361.0, unit="Gbit/s", metric="bandwidth",
              source={"quote": "We saw 361 Gb/s.", "title": "A", "url": "https://a.example/p",
                      "publisher": "A"})
    b = a.model_copy(update={"value": 116.0, "source": a.source.model_copy(update={
        "quote": "The author measured 116 Gb/s.", "url": "https://b.example/p", "title": "B",
        "publisher": "B"})})
    assert judge(a, b).reasons == ("workload",)
    named = {"workload": "sequential read"}
    assert judge(a.model_copy(update={"conditions": a.conditions.model_copy(update=named)}),
                 b.model_copy(update={"conditions": b.conditions.model_copy(update=named)})
                 ).comparable


# A number format in a model's name is the weights' precision, not another model.

def _speed(value: float, model: str, doc: str, precision: str | None = None) -> Claim:
    """A per-user speed on `model` in document `doc`."""
    conditions = {"model": model, **({"precision": precision} if precision else {})}
    return Claim(value=value, unit="tokens/s", metric="interactivity", per=Per.user,
                 conditions=conditions,
                 source={"quote": f"Each user sees {value:g} tokens per second.", "title": doc,
                         "url": f"https://{doc}.example/p", "publisher": doc})


def test_a_format_suffix_names_the_precision_of_one_model() -> None:
    assert judge(_speed(310, "Qwen2.5-72B-Instruct-FP8", "a"),
                 _speed(290, "Qwen 2.5 72B", "b", precision="FP8")).comparable
    p = judge(_speed(310, "Qwen2.5-72B-Instruct-FP8", "a"),
              _speed(290, "Qwen 2.5 72B", "b", precision="BF16"))
    assert p.reasons == ("precision",)
    p = judge(_speed(310, "Qwen2.5-72B-Instruct-FP8", "a"), _speed(290, "Qwen 2.5 72B", "b"))
    assert p.reasons == ("precision",)  # unsaid on one side: cannot tell


# The median is the 50th percentile; a word between two figures belongs to the one after it.

def test_a_median_and_a_p50_are_one_statistic() -> None:
    a = _timed(0.18, "The median time to first token was 180 ms.", "a", workload="ShareGPT")
    b = _timed(0.21, "The P50 TTFT was 210 ms.", "b", workload="ShareGPT")
    a = a.model_copy(update={"statistic": Statistic.median})
    b = b.model_copy(update={"statistic": Statistic.p50})
    assert judge(a, b).comparable
    assert judge(a, b.model_copy(update={"statistic": Statistic.p99})).reasons == ("statistic",)


def test_each_figure_of_a_sentence_takes_the_access_named_before_it() -> None:
    one = _post("Drive A", "Ayy", "# A\n\nThe drive reads sequentially at up to 14,500 MB/s "
                "and writes at up to 13,000 MB/s.\n")
    two = _post("Drive B", "Bee", "# B\n\nSequential reads reach 14,100 MB/s; sequential "
                "writes reach 12,600 MB/s.\n")
    verdicts = _verdicts(list(_claims(one, "a.md").values()), list(_claims(two, "b.md").values()))
    assert verdicts[frozenset((14.5, 14.1))] == ()
    assert verdicts[frozenset((13.0, 12.6))] == ()
    assert "workload" in verdicts[frozenset((14.5, 12.6))]  # a read against a write
    assert "workload" in verdicts[frozenset((13.0, 14.1))]


# Two system rates, each at the per-user speed its sentence states, meet only at one speed.

_NODE = ("# Serving\n\nOn 8 {gpu} GPUs with FP8 weights, DeepSeek-R1 reaches {rate} tokens per "
         "second per node at {user} tokens per second per user on ShareGPT.\n")


def test_system_rates_at_two_per_user_speeds_never_meet() -> None:
    a = _claims(_post("H", "Hh", _NODE.format(gpu="H200", rate="12,000", user=20)), "h.md")
    b = _claims(_post("B", "Bb", _NODE.format(gpu="H200", rate="30,000", user=100)), "b.md")
    p = judge(a[12000.0], b[30000.0])
    assert p.reasons == ("concurrency",)
    assert [d.condition for d in p.differences if d.blocking] == [
        "per-user speed it was measured at"]


def test_system_rates_at_one_per_user_speed_meet() -> None:
    a = _claims(_post("H", "Hh", _NODE.format(gpu="H200", rate="12,000", user=50)), "h.md")
    b = _claims(_post("B", "Bb", _NODE.format(gpu="H200", rate="30,000", user=52)), "b.md")
    assert judge(a[12000.0], b[30000.0]).comparable
    # one model's node rate on another kind of GPU is another part's figure (`_part_gap`)
    c = _claims(_post("C", "Cc", _NODE.format(gpu="B200", rate="30,000", user=52)), "c.md")
    assert judge(a[12000.0], c[30000.0]).reasons == ("hardware",)


# A price per input token is not one per output token; storage rates at two queue depths never
# meet; a time to train on eight GPUs of two makers is the comparison MLPerf makes.

def test_a_price_per_input_token_never_meets_one_per_output_token() -> None:
    one = _post("P", "Pp", "# P\n\nOur API charges $0.60 per million input tokens and $2.40 per "
                "million output tokens for Llama 3.1 70B.\n")
    two = _post("Q", "Qq", "# Q\n\nFor Llama 3.1 70B we charge $0.70 per million input tokens; "
                "output tokens cost $2.10 per million.\n")
    verdicts = _verdicts(list(_claims(one, "p.md").values()), list(_claims(two, "q.md").values()))
    assert verdicts[frozenset((0.6, 0.7))] == ()
    assert "metric" in verdicts[frozenset((2.4, 0.7))]


def test_iops_at_two_queue_depths_never_meet() -> None:
    one = _post("A", "Ayy", "# A\n\nRandom 4K reads reach 1.4 million IOPS at queue depth 256.\n")
    two = _post("B", "Bee", "# B\n\nRandom 4K reads reach 1.1 million IOPS at QD1.\n")
    a, b = _claims(one, "a.md")[1400000.0], _claims(two, "b.md")[1100000.0]
    assert (a.conditions.concurrency, b.conditions.concurrency) == (256, 1)
    assert judge(a, b).reasons == ("concurrency",)  # no user's speed: a storage rate at QD1
    same = two.replace("QD1", "queue depth 256")
    assert judge(a, _claims(same, "b.md")[1100000.0]).comparable


def test_times_to_train_on_as_many_accelerators_of_two_makers_meet() -> None:
    text = ("# T\n\nTraining Llama 2 70B LoRA in MLPerf Training v4.0 took {t} minutes on "
            "{n} {gpu} GPUs.\n")
    a = _claims(_post("A", "Ayy", text.format(t="24.7", n=8, gpu="H100")), "a.md")[1482.0]
    b = _claims(_post("B", "Bee", text.format(t="28.2", n=8, gpu="MI300X")), "b.md")[1692.0]
    assert judge(a, b).comparable
    c = _claims(_post("C", "Cee", text.format(t="12.1", n=16, gpu="MI300X")), "c.md")[726.0]
    assert judge(a, c).reasons == ("hardware",)  # eight against sixteen


def test_two_per_node_rates_meet_only_on_nodes_of_one_stated_size() -> None:
    text = ("# N\n\n{setup}DeepSeek-V3 in FP8 decodes {rate} output tokens per second per node "
            "on ShareGPT.\n")
    a = _claims(_post("A", "Ayy", text.format(setup="On nodes of 8 H100 GPUs, ",
                                              rate="22,300")), "a.md")[22300.0]
    unsized = _claims(_post("B", "Bee", text.format(setup="", rate="14,000")), "b.md")[14000.0]
    four = _claims(_post("C", "Cee", text.format(setup="On nodes of 4 H100 GPUs, ",
                                                 rate="14,000")), "c.md")[14000.0]
    eight = _claims(_post("D", "Dee", text.format(setup="On nodes of 8 H100 GPUs, ",
                                                  rate="19,000")), "d.md")[19000.0]
    assert judge(a, unsized).reasons == ("hardware",)
    assert judge(a, four).reasons == ("hardware",)
    assert judge(a, eight).comparable


def test_a_figure_of_a_document_derived_from_another_is_a_citation() -> None:
    first = _post("Record", "Nimbus", "# R\n\nOn 8 H200 GPUs with FP8 weights, Qwen 2.5 72B "
                  "reaches 4,321 tokens per second on ShareGPT.\n")
    later = ('---\ntitle: "Roundup"\npublisher: Weekly\nurl: https://weekly.example/r\n'
             'published_at: 2026-04-01\nsource_url: https://nimbus.example/post\n---\n\n'
             "# R\n\nOn 8 H200 GPUs with FP8 weights, Qwen 2.5 72B reaches 4,321 tokens per "
             "second on ShareGPT.\n")
    result = compare_claims([_claims(first, "f.md")[4321.0], _claims(later, "l.md")[4321.0]])
    assert not result.comparable
    assert [(p.left.value, p.verdict.value) for p in result.cited] == [(4321.0, "cited")]


def test_scores_of_one_benchmark_program_on_two_processors_meet() -> None:
    one = _post("A", "Ayy", "# A\n\nOn Geekbench 6, the Apple M4 Max scores 4,060 single-core.\n")
    two = _post("B", "Bee", "# B\n\nOn Geekbench 6, the Snapdragon X Elite scores 2,900 "
                "single-core.\n")
    a, b = _claims(one, "a.md")[4060.0], _claims(two, "b.md")[2900.0]
    assert judge(a, b).comparable
    other = _post("C", "Cee", "# C\n\nOn Cinebench 2024, the Snapdragon X Elite scores 2,900 "
                  "single-core.\n")
    assert "workload" in judge(a, _claims(other, "c.md")[2900.0]).reasons


def test_a_width_a_model_runs_at_is_its_precision() -> None:
    assert find("On Llama 3.1 8B at 16-bit, each user sees 2,000 tokens per second.").precision \
        == "16-bit"
    assert find("A 64-bit, 8-core CPU runs the database.").precision is None


@pytest.mark.parametrize("name", ["Llama 4 Maverick", "Kimi K2", "GLM-4.5-Air",
                                  "Nemotron Ultra 253B"])
def test_a_lines_member_keeps_its_name(name: str) -> None:
    assert find(f"We serve {name} at 100 tokens per second.").model == name


def test_two_members_of_one_line_are_two_models() -> None:
    scout = _speed(420, "Llama 4 Scout", "a", precision="BF16")
    maverick = _speed(310, "Llama 4 Maverick", "b", precision="BF16")
    assert judge(scout, maverick).reasons == ("model",)


def test_a_format_of_another_part_is_no_precision_of_the_runs() -> None:
    text = _post("Nimbus serves Qwen", "Nimbus",
                 "# Nimbus\n\nOur API serves Qwen 2.5 32B at 610 tokens per second.\n\n"
                 "An FP8 KV cache lets it hold longer contexts.\n")
    assert _claims(text, "n.md")[610.0].conditions.precision is None


def test_a_self_hosted_engines_harness_is_no_hosted_service() -> None:
    text = _post("Engine", "Engine", "# Engine\n\nWe benchmarked with the OpenAI API client. "
                 "The engine serves Qwen 2.5 32B at 610 tokens per second.\n\n"
                 "Every model keeps its native 16-bit weights.\n")
    assert _claims(text, "e.md")[610.0].per is not Per.user
