"""Issue 24, a comparison a buyer can trust: each point on pairs of figures of our own.

The records are built by hand from short sentences in the style of serving
announcements, so each test shows the one condition it is about.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from claims.compare import Verdict, compare_claims, judge, normalise
from claims.compare import select as select_module
from claims.compare.archive import PAGE_SIZE, SORTS, best_rows, grouped_pairs, page, sort_rows
from claims.compare.conditions import DIFFERENT, SAME, UNSTATED, table
from claims.compare.cost import unit_costs
from claims.compare.names import display, key, model_key, software
from claims.compare.operating import is_single_stream
from claims.compare.report import to_report
from claims.model import Claim, Per
from claims.report.compare_html import render_html
from tests.conftest import ROOT, run_cli

PAIRS2 = ROOT / "tests" / "fixtures" / "pairs2"


def figure(value: float, quote: str, *, doc: str = "a", unit: str = "tokens/s",
           metric: str = "throughput", per: Per | None = None, published: str = "2026-01-10",
           publisher: str | None = None, **conditions: Any) -> Claim:
    """A claim read from `quote` in document `doc`; conditions default to a served LLM."""
    cond = {"model": "Llama 3.1 70B", "hardware": "H100", "accelerator": "H100",
            "precision": "FP8", **conditions}
    return Claim(value=value, unit=unit, metric=metric, per=per,
                 conditions={k: v for k, v in cond.items() if v is not None},
                 source={"quote": quote, "title": f"Post {doc}", "url": f"https://{doc}.example/p",
                         "publisher": publisher or f"Vendor {doc.upper()}",
                         "published_at": published})


# 1. Comparable only when it is

def test_a_single_stream_speed_is_never_divided_into_throughput() -> None:
    single = figure(234, "At concurrency 1 on 8 GPUs the model decodes 234 tokens/s.",
                    accelerator_count=8, concurrency=1)
    loaded = figure(3000, "Eight GPUs serve 24000 tokens/s per GPU-node.", doc="b",
                    per=Per.gpu, accelerator_count=8)
    n = normalise(single)
    assert (n.value, n.basis, n.derivation) == (234, "per user", None)
    p = judge(single, loaded)
    assert p.verdict is Verdict.not_comparable and "per" in p.reasons


def test_per_user_words_belong_to_the_figure_they_follow() -> None:
    user = figure(303, "Each user now gets 303 output tokens per second from our API.")
    system = figure(480000, "On 72 GPUs the rack served 480000 tokens/s at 150 tokens/s per user.",
                    accelerator_count=72)
    assert is_single_stream(user)
    assert not is_single_stream(system)
    assert normalise(system).derivation == ("480,000 tokens/s ÷ 72 GPUs = 6,667 tokens/s "
                                            "per accelerator")


def test_a_deployment_count_is_not_divided_into_one_instance_figure() -> None:
    # the record carries the cluster's 96 GPUs; the sentence is about 4 nodes of 32 GPUs
    prefill = figure(50302, "On 4 nodes (32 H100s) prefill reaches 50302 tokens per second "
                     "per node.", per=Per.node, accelerator_count=96, node_count=4)
    n = normalise(prefill)
    assert (n.value, n.basis, n.derivation) == (50302, "per node", None)
    stated = figure(50302, "On 4 nodes (32 H100s) prefill reaches 50302 tokens per second "
                    "per node.", per=Per.node, accelerator_count=32, node_count=4)
    assert normalise(stated).derivation == ("50,302 tokens/s ÷ (32 GPUs / 4 nodes) = 6,288 "
                                            "tokens/s per accelerator")


def test_input_tokens_never_meet_output_tokens() -> None:
    a = figure(52300, "The system reaches 52300 input tokens per second per node.",
               per=Per.node)
    b = figure(22300, "Decode gives 22300 output tokens per second per node.", doc="b",
               per=Per.node)
    p = judge(a, b)
    assert p.verdict is Verdict.not_comparable
    assert "tokens counted: input | output" in [d.describe() for d in p.differences]


def test_prefill_against_an_unstated_phase_cannot_tell() -> None:
    a = figure(73700, "Each node sustains 73700 tokens per second during prefill.",
               per=Per.node, accelerator_count=8)  # nodes of one size: only the phase differs
    b = figure(52300, "The cluster reaches 52300 tokens per second per node.", doc="b",
               per=Per.node, accelerator_count=8)
    p = judge(a, b)
    assert p.reasons == ("metric",)  # the phase says which quantity a rate is
    assert "serving phase: prefill | not stated" in [d.describe() for d in p.differences]


def test_an_offered_load_never_meets_a_measured_rate() -> None:
    measured = figure(1.81, "The server completed 1.81 requests/s.", unit="requests/s")
    offered = figure(12, "At an offered load of 12 requests/s the p99 stays low.", doc="b",
                     unit="requests/s")
    p = judge(measured, offered)
    assert not p.comparable and "metric" in p.reasons


def test_a_model_unknown_on_one_side_is_cannot_tell() -> None:
    a = figure(250, "It reaches 250 tokens per second per user.", per=Per.user,
               metric="interactivity")
    b = figure(303, "Each user gets 303 tokens per second.", doc="b", per=Per.user,
               metric="interactivity", model=None)
    assert judge(a, b).reasons == ("model",)


def test_system_totals_compare_only_on_systems_of_one_stated_size() -> None:
    a = figure(30000, "One DGX system reaches 30000 tokens per second.", accelerator_count=8)
    b = figure(28000, "Our server reaches 28000 tokens per second.", doc="b")
    p = judge(a, b)
    assert "hardware" in p.reasons
    assert "accelerators in the system: 8 | not stated" in [d.describe() for d in p.differences]


def test_a_per_accelerator_figure_meets_only_one_of_its_kind() -> None:
    from claims.compare.names import hardware_class

    assert [hardware_class(n) for n in ("H100", "MI300X", "TPU v5e", "WSE-3", "Xeon 6", None)] \
        == ["GPU", "GPU", "TPU", "wafer-scale engine", "CPU", None]
    gpu = figure(3500, "Each GPU delivers 3500 tokens per second.", per=Per.gpu)
    tpu = figure(3000, "Each chip delivers 3000 tokens per second.", doc="b", per=Per.chip,
                 hardware="TPU v5e", accelerator="TPU v5e")
    p = judge(gpu, tpu)
    assert "kind of accelerator: GPU | TPU" in [d.describe() for d in p.differences if d.blocking]
    assert judge(gpu, figure(3400, "Each GPU gives 3400 tokens per second.", doc="c",
                             per=Per.gpu, hardware="MI300X", accelerator="MI300X")).comparable


# 2. Every verdict explained

def test_a_pair_record_carries_both_sides_in_full_with_each_condition() -> None:
    a = figure(30000, "One DGX with eight GPUs reaches 30000 tokens per second.",
               accelerator_count=8, hardware="NVIDIA H100 GPUs", workload="chat")
    a = a.model_copy(update={"measured_by": "MLCommons"})
    b = figure(3500, "Each GPU delivers 3500 tokens per second.", doc="b", per=Per.gpu,
               workload="chat", precision="8-bit")
    p = judge(a, b)
    assert p.verdict is Verdict.normalised
    report = to_report(compare_claims([a, b]))
    [out] = report.comparable
    assert out.left.hardware == "H100" and out.left.accelerator_count == 8
    assert out.left.measured_by == "MLCommons" and out.right.measured_by == "unknown"
    assert out.left.model == out.right.model == "Llama-3.1-70B"
    status = {c.condition: c.status for c in out.conditions}
    assert status["model"] == SAME and status["precision"] == SAME  # FP8 and 8-bit: one width
    assert status["accelerator count"] == UNSTATED and status["hardware"] == SAME
    assert out.derivation == ("left: 30,000 tokens/s ÷ 8 GPUs = 3,750 tokens/s per accelerator",
                              "ratio: 3,750 / 3,500 = 1.07")
    schema = json.loads((ROOT / "schemas" / "comparison.schema.json").read_text("utf-8"))
    jsonschema.validate(json.loads(report.model_dump_json()), schema)


def test_a_side_shows_the_figure_as_printed_beside_its_canonical_unit() -> None:
    a = figure(1028.72, "The card read 958.072 GiB/s from memory.", unit="GB/s",
               metric="bandwidth", model=None)
    a = a.model_copy(update={"value_text": "958.072", "unit_text": "GiB/s"})
    b = figure(900.0, "The card read 900 GB/s from memory.", doc="b", unit="GB/s",
               metric="bandwidth", model=None)
    out = to_report(compare_claims([a, b]))
    sides = [s for p in (*out.comparable, *(q for g in out.blocked for q in g.pairs))
             for s in (p.left, p.right)]
    printed = {(s.value, s.unit, s.value_text, s.unit_text) for s in sides}
    assert (1028.72, "GB/s", "958.072", "GiB/s") in printed
    assert (900.0, "GB/s", None, None) in printed  # nothing printed is invented


def test_a_refused_pair_names_its_blocking_differences() -> None:
    a = figure(250, "It reaches 250 tokens per second per user.", per=Per.user,
               metric="interactivity", precision="FP4")
    b = figure(240, "Each user gets 240 tokens per second.", doc="b", per=Per.user,
               metric="interactivity", precision="BF16")
    report = to_report(compare_claims([a, b]))
    [group] = report.blocked
    assert group.pairs[0].blocking_differences == ("precision: FP4 | BF16",)
    rows = {c.condition: (c.left, c.right, c.status) for c in table(a, b)}
    assert rows["precision"] == ("FP4", "BF16", DIFFERENT)


# 3. Same figure, cited twice

def _gtc() -> Claim:
    """The original: NVIDIA's per-user speed, stated in March."""
    return figure(250, "One DGX reaches more than 250 tokens per second per user.",
                  doc="nv", publisher="NVIDIA", per=Per.user, metric="interactivity",
                  published="2025-03-18")


def test_a_later_post_repeating_a_figure_is_a_citation_not_a_comparison() -> None:
    copy = figure(250, "At GTC NVIDIA announced over 250 tokens per second per user.",
                  doc="trt", publisher="TensorRT-LLM team", per=Per.user,
                  metric="interactivity", published="2025-05-16")
    third = figure(303, "Each user gets 303 tokens per second.", doc="av", per=Per.user,
                   metric="interactivity", published="2025-04-10")
    result = compare_claims([_gtc(), copy, third])
    [cited] = result.cited
    assert cited.verdict is Verdict.cited and (cited.left.id, cited.right.id) == (
        _gtc().id, copy.id)
    assert all(copy.id not in (p.left.id, p.right.id) for p in result.comparable)
    [against_copy] = [p for p in result.blocked if copy.id in (p.left.id, p.right.id)]
    assert against_copy.reasons == ("evidence",)
    assert [(p.left.id, p.right.id) for p in result.comparable] == [(_gtc().id, third.id)]
    assert to_report(result).cited[0].verdict == "cited"


def test_an_equal_value_that_names_no_source_stays_a_comparison() -> None:
    other = figure(250, "Our service reaches 250 tokens per second per user.", doc="x",
                   per=Per.user, metric="interactivity", published="2025-06-01")
    result = compare_claims([_gtc(), other])
    assert not result.cited and len(result.comparable) == 1


# 4. Canonical names

def test_variants_of_one_name_meet() -> None:
    assert model_key("DeepSeek V3.2") == model_key("DeepSeek-V3.2") == model_key(
        "deepseek-ai/DeepSeek-V3.2")
    assert display("DeepSeek V3.2") == display("DeepSeek-V3.2") == "DeepSeek-V3.2"
    assert key("NVIDIA H100 GPUs", hardware=True) == key("H100", hardware=True)
    assert software("TRT-LLM") == software("TensorRT LLM") == "TensorRT-LLM"
    a = figure(120, "Each user gets 120 tokens per second.", per=Per.user,
               metric="interactivity", model="DeepSeek V3.2")
    b = figure(110, "Each user gets 110 tokens per second.", doc="b", per=Per.user,
               metric="interactivity", model="DeepSeek-V3.2", hardware="NVIDIA H100 GPU")
    assert judge(a, b).verdict is Verdict.comparable
    assert len(best_rows([a, b])) == 1


# 5. The archive view

def _archive() -> list[Claim]:
    """Four per-GPU figures: two spellings of one model on H100, one on B200, one other model."""
    out = []
    for i, (model, hw, value) in enumerate([("DeepSeek V3", "H100", 2000.0),
                                            ("DeepSeek-V3", "H100", 2500.0),
                                            ("DeepSeek-V3", "B200", 5000.0),
                                            ("Llama 3.1 8B", "H100", 9000.0)]):
        out.append(figure(value, f"Each GPU serves {value:g} tokens per second.", doc=f"d{i}",
                          per=Per.gpu, model=model, hardware=hw, accelerator=hw))
    return out


def test_the_archive_keeps_the_best_figure_per_system_sorted_and_paged() -> None:
    rows = sort_rows(best_rows(_archive()), "value")
    assert [(r.model, r.hardware, r.value) for r in rows] == [
        ("Llama-3.1-8B", "H100", 9000.0), ("DeepSeek-V3", "B200", 5000.0),
        ("DeepSeek-V3", "H100", 2500.0)]
    by_hardware = sort_rows(rows, "hardware")
    assert [r.hardware for r in by_hardware] == ["B200", "H100", "H100"]
    assert [r.value for r in page(rows, 2, 2)] == [2500.0]
    with pytest.raises(ValueError):
        sort_rows(rows, "colour")
    groups = grouped_pairs(compare_claims(_archive()).comparable)
    assert list(groups) == [("DeepSeek-V3", "H100")]


def test_a_large_comparison_judges_within_its_index_not_all_pairs(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(select_module, "ALL_PAIRS", 2)
    result = compare_claims(_archive())
    judged = [*result.comparable, *result.blocked]
    assert len(judged) == 1  # only the two DeepSeek-V3 on H100 share an index entry
    monkeypatch.setattr(select_module, "ALL_PAIRS", 400)
    assert len([*compare_claims(_archive()).comparable, *compare_claims(_archive()).blocked]) > 1


def test_the_cli_constants_agree_with_the_archive() -> None:
    from claims.cli import compare as cli

    assert (cli.SORTS, cli.PAGE_SIZE) == (SORTS, PAGE_SIZE)


def test_a_page_stays_under_a_megabyte_by_default() -> None:
    claims = [figure(1000.0 + i, f"Each GPU serves {1000 + i} tokens per second.", doc=f"d{i}",
                     per=Per.gpu) for i in range(120)]
    result = compare_claims(claims)
    assert len(result.comparable) > 25 * 100
    page_html = render_html(result)
    assert len(page_html.encode("utf-8")) < 1_000_000
    assert "more (--max-pairs N" in page_html


# 6. Cost per unit of work

def test_a_price_per_gpu_hour_and_a_throughput_give_a_cost_per_million_tokens() -> None:
    price = figure(2.0, "Renting a GPU costs $2 per GPU-hour.", unit="USD/h", metric="cost",
                   per=Per.gpu)
    rate = figure(30000, "One DGX with eight GPUs reaches 30000 tokens per second.",
                  accelerator_count=8)
    [cost] = unit_costs([price, rate])
    assert cost.unit == "USD/Mtok"
    assert cost.value == pytest.approx(2.0 / (3750 * 3600) * 1e6)
    assert cost.derivation[0] == "throughput: 30,000 tokens/s ÷ 8 GPUs = 3,750 tokens/s per " \
                                 "accelerator"
    assert any("stated throughput" in a for a in cost.assumptions)


@pytest.mark.parametrize("rate", [
    figure(30000, "The cluster reaches 30000 tokens per second.", accelerator_count=8),
    figure(234, "At concurrency 1 it decodes 234 tokens/s per GPU.", per=Per.gpu,
           concurrency=1),
    figure(3750, "Each GPU serves 3750 tokens per second.", per=Per.gpu, hardware="B200",
           accelerator="B200"),
    figure(3750, "Each GPU serves 3750 tokens per second.", doc="other", per=Per.gpu),
])
def test_no_cost_when_an_input_is_missing_or_another_system(rate: Claim) -> None:
    price = figure(2.0, "Renting a GPU costs $2 per GPU-hour.", unit="USD/h", metric="cost",
                   per=Per.gpu)
    assert unit_costs([price, rate]) == []


# The pairs2 set and the command

def test_the_archive_view_on_the_command_line(tmp_path: Path) -> None:
    docs = sorted(str(p) for p in (PAIRS2 / "nvme-gen5").glob("*.md"))
    out = run_cli("compare", *docs, "--view", "archive", "--sort", "hardware",
                  "--page-size", "2")
    assert out.returncode == 0
    assert out.stdout.splitlines()[0] == ("Best stated figure per system: 8 systems, page 1 of 4 "
                                          "(sorted by hardware)")
    bad = run_cli("compare", *docs, "--view", "archive", "--page", "0")
    assert bad.returncode == 2
    assert bad.stderr.strip() == "claims: error: --page and --page-size start at 1"
    as_json = run_cli("compare", *docs, "--view", "archive", "--format", "json")
    assert as_json.returncode == 2 and as_json.stderr.startswith("claims: error: --view archive")


def test_every_pair_called_comparable_shares_model_quantity_and_basis() -> None:
    from claims.cli.compare import claims_of
    from claims.compare.admit import quantity

    docs = sorted(str(p) for p in (*PAIRS2.glob("*/*.md"),
                                   *(ROOT / "tests" / "fixtures" / "pairs").glob("*/*.md")))
    result = compare_claims(claims_of(docs, None))  # type: ignore[arg-type]
    assert result.comparable
    for p in result.comparable:
        assert quantity(p.left) == quantity(p.right)
        assert p.left_value.label() == p.right_value.label()
        assert model_key(p.left.conditions.model) == model_key(p.right.conditions.model) or \
            {p.left.conditions.model, p.right.conditions.model} == {None}
