"""Every record rule against small claim records that must and must not be flagged.

One table drives one parametrised test (proselint style): each row names a rule,
whether it must fire, and the document and claims it judges.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from checkers import RULES, run_checks
from claims.model import Claim, Document

MODEL = "Llama 3.1 70B"
FULL = {"model": MODEL, "hardware": "8x H100 server", "accelerator_count": 8,
        "workload": "chat 1K/1K", "software": [{"name": "engine", "version": "1.2"}]}


def claim(value: float, unit: str = "tokens/s", metric: str = "throughput", *, line: int = 1,
          conditions: dict[str, Any] | None = None, **fields: Any) -> Claim:
    """A claim record with a unique quote (so a unique id) and full conditions by default."""
    quote = fields.pop("quote", f"{value} {unit} {metric} on line {line}")
    return Claim.model_validate({
        "value": value, "unit": unit, "metric": metric,
        "conditions": FULL if conditions is None else conditions,
        "source": {"quote": quote, "line": line, "span": {"start": line * 100,
                                                          "end": line * 100 + len(quote)}},
        **fields})


def mention(line: int, **qualifiers: Any) -> dict[str, Any]:
    """One place a figure is stated (on its own line, which stands for its own sentence),
    with the qualifiers that place gives it."""
    return {"text": "1.7 million tokens/s per GPU", "line": line,
            "span": {"start": line * 100, "end": line * 100 + 28}, **qualifiers}


def doc(**fields: Any) -> Document:
    """A document record: reports cost and quality, audited, unless a case says otherwise."""
    base = {"title": "case", "reports_cost": True, "reports_quality": True,
            "independence": "audited"}
    return Document.model_validate({**base, **fields})


@dataclass(frozen=True)
class Case:
    """One row of the table."""

    rule: str
    flagged: bool
    why: str
    claims: tuple[Claim, ...]
    document: Document = field(default_factory=doc)


PER_GPU = {"per": "GPU"}
HEAD = claim(1.7e6, **PER_GPU)

CASES = [
    # missing-cost
    Case("missing-cost", True, "speed figures, no cost", (HEAD,), doc(reports_cost=None)),
    Case("missing-cost", True, "no cost figure found", (HEAD,), doc(reports_cost=False)),
    Case("missing-cost", False, "a USD/Mtok figure", (HEAD, claim(0.2, "USD/Mtok", "cost",
                                                                  kind="cost")),
         doc(reports_cost=None)),
    Case("missing-cost", False, "document reports cost", (HEAD,)),
    Case("missing-cost", False, "only configuration figures",
         (claim(72, "count", "count", kind="config"),), doc(reports_cost=None)),
    # missing-quality
    Case("missing-quality", True, "speed figures, no quality", (HEAD,), doc(reports_quality=None)),
    Case("missing-quality", False, "accuracy for the same model",
         (HEAD, claim(88.1, "%", "accuracy", kind="quality")), doc(reports_quality=None)),
    Case("missing-quality", True, "accuracy only for another model",
         (HEAD, claim(88.1, "%", "accuracy", kind="quality", conditions={"model": "Other 8B"})),
         doc(reports_quality=None)),
    Case("missing-quality", False, "document reports quality", (HEAD,)),
    Case("missing-quality", True, "document reports quality, but only for another model",
         (HEAD, claim(88.1, "%", "accuracy", kind="quality", conditions={"model": "Other 8B"}))),
    Case("missing-quality", False, "document reports quality for the same model",
         (HEAD, claim(88.1, "%", "accuracy", kind="quality"))),
    Case("missing-quality", False, "exact results: a database's transactions per second",
         (claim(1.2e6, "transactions/s", conditions={"hardware": "96-core server"}),),
         doc(reports_quality=None)),
    Case("missing-quality", True, "a precision is stated, so quality can be traded",
         (claim(9000, "images/s", conditions={"hardware": "8x L4", "precision": "INT8"}),),
         doc(reports_quality=None)),
    Case("missing-quality", False, "exact results, even with reports_quality false",
         (claim(1.2e6, "transactions/s", conditions={"hardware": "96-core server"}),),
         doc(reports_quality=False)),
    # self-reported
    Case("self-reported", True, "claim self-reported", (claim(1, independence="self-reported"),)),
    Case("self-reported", True, "document partner, claim unknown", (claim(1),),
         doc(independence="partner")),
    Case("self-reported", True, "measurer is a party the document is about",
         (claim(1, measured_by="Acme"),), doc(independence="unknown", entities=["Acme"])),
    Case("self-reported", False, "claim audited in a vendor post",
         (claim(1, independence="audited"),), doc(independence="self-reported")),
    Case("self-reported", False, "third-party document", (claim(1),),
         doc(independence="third-party")),
    Case("self-reported", False, "nobody named, nothing stated", (claim(1),),
         doc(independence="unknown")),
    Case("self-reported", False, "self-reported cost figure is not a speed claim",
         (claim(1, "USD/h", "cost", kind="cost", independence="self-reported"),)),
    # comparison-baseline-unclear
    Case("comparison-baseline-unclear", True, "58x with no baseline",
         (claim(58, "x", "speedup", kind="relative"),)),
    Case("comparison-baseline-unclear", True, "28% faster, baseline only named",
         (claim(28, "%", "improvement", kind="relative",
                baseline={"description": "the previous release"}),)),
    Case("comparison-baseline-unclear", False, "ratio with the baseline's value",
         (claim(3, "x", "speedup", kind="relative",
                baseline={"value": 1000, "unit": "tokens/s"}),)),
    Case("comparison-baseline-unclear", False, "ratio with the baseline's conditions",
         (claim(3, "x", "speedup", kind="relative", baseline={"conditions": FULL}),)),
    Case("comparison-baseline-unclear", False, "before/after with its before value",
         (claim(4.2, "s", "ttft", kind="before_after", statistic="median",
                baseline={"value": 29.8, "unit": "s"}),)),
    Case("comparison-baseline-unclear", False, "a plain rate is not a comparison", (HEAD,)),
    # comparison-conditions-differ
    Case("comparison-conditions-differ", True, "baseline differs in hardware and precision",
         (claim(3, "x", "speedup", kind="relative", conditions={**FULL, "precision": "FP4"},
                baseline={"value": 1, "conditions": {**FULL, "hardware": "8x A100 server",
                                                     "precision": "FP8"}}),)),
    Case("comparison-conditions-differ", False, "baseline differs only in hardware",
         (claim(3, "x", "speedup", kind="relative",
                baseline={"value": 1, "conditions": {**FULL, "hardware": "8x A100 server",
                                                     "accelerator_count": 8}}),)),
    Case("comparison-conditions-differ", True, "two headlines, other model and hardware",
         (claim(1000, line=1), claim(900, line=2, conditions={**FULL, "model": "Other 8B",
                                                                "hardware": "4x L40S"}))),
    Case("comparison-conditions-differ", False, "two headlines, only concurrency differs",
         (claim(1000, line=1, conditions={**FULL, "concurrency": 8}),
          claim(3000, line=2, conditions={**FULL, "concurrency": 64}))),
    # simulated-result
    Case("simulated-result", True, "simulated figure", (claim(1.3, "%", "idle_time",
                                                          evidence="simulated"),)),
    Case("simulated-result", True, "projected figure", (claim(2, "x", "speedup",
                                                          evidence="projected"),)),
    Case("simulated-result", False, "measured figure", (claim(1, evidence="measured"),)),
    Case("simulated-result", False, "size of the simulated system is configuration",
         (claim(12, "count", "count", kind="config", evidence="simulated"),)),
    # experimental-component
    Case("experimental-component", True, "preview feature", (claim(1, maturity="preview"),)),
    Case("experimental-component", True, "experimental feature",
         (claim(1, maturity="experimental"),)),
    Case("experimental-component", False, "production", (claim(1, maturity="production"),)),
    Case("experimental-component", False, "maturity not stated", (claim(1),)),
    Case("experimental-component", False, "a configuration figure",
         (claim(3, "count", "count", kind="config", maturity="experimental"),)),
    # statistic-unspecified
    Case("statistic-unspecified", True, "TTFT without statistic", (claim(0.4, "s", "ttft"),)),
    Case("statistic-unspecified", True, "per-user speed without statistic",
         (claim(387, per="user", metric="interactivity"),)),
    Case("statistic-unspecified", False, "median TTFT", (claim(0.4, "s", "ttft",
                                                           statistic="median"),)),
    Case("statistic-unspecified", False, "statistic marked not applicable",
         (claim(0.4, "s", "latency", conditions={**FULL, "not_applicable": ["statistic"]}),)),
    Case("statistic-unspecified", False, "system throughput needs no percentile", (HEAD,)),
    # cached-tokens-counted
    Case("cached-tokens-counted", True, "cached tokens in the total",
         (claim(1.7e6, conditions={**FULL, "includes_cached_tokens": True}),)),
    Case("cached-tokens-counted", False, "cached tokens excluded",
         (claim(1.7e6, conditions={**FULL, "includes_cached_tokens": False}),)),
    Case("cached-tokens-counted", False, "not stated", (HEAD,)),
    Case("cached-tokens-counted", False, "a per-user speed is not a total",
         (claim(387, per="user", metric="interactivity", statistic="median",
                conditions={**FULL, "includes_cached_tokens": True}),)),
    # single-workload
    Case("single-workload", True, "two headlines, one model, one workload",
         (claim(1000, line=1), claim(50, line=2, per="user", metric="interactivity"))),
    Case("single-workload", False, "two workloads",
         (claim(1000, line=1), claim(800, line=2, conditions={**FULL, "workload": "RAG 8K/512"}))),
    Case("single-workload", False, "neither model nor workload stated",
         (claim(1000, conditions={}),)),
    Case("single-workload", False, "a ratio shows a second model",
         (claim(1000, line=1), claim(1.4, "x", "speedup", line=2, kind="relative",
                                     conditions={**FULL, "model": "Other 8B"}))),
    Case("single-workload", True, "a ratio on the same model",
         (claim(1000, line=1), claim(1.4, "x", "speedup", line=2, kind="relative"))),
    Case("single-workload", False, "headlines state no model or workload; a ratio does",
         (claim(1000, line=1, conditions={}),
          claim(1.4, "x", "speedup", line=2, kind="relative"))),
    Case("single-workload", True, "a setting on a second model is no result",
         (claim(1000, line=1), claim(8, "count", "batch_size", line=2, kind="config",
                                     conditions={**FULL, "model": "Other 8B"}))),
    # peak-not-sustained
    Case("peak-not-sustained", True, "peak beside sustained",
         (claim(2.52e6, statistic="peak", line=1), claim(1.7e6, line=2, **PER_GPU))),
    Case("peak-not-sustained", True, "best-case latency beside median",
         (claim(0.1, "s", "latency", statistic="min", line=1),
          claim(0.3, "s", "latency", statistic="median", line=2))),
    Case("peak-not-sustained", False, "peak alone", (claim(2.52e6, statistic="peak"),)),
    Case("peak-not-sustained", False, "peak beside another metric",
         (claim(2.52e6, statistic="peak", line=1),
          claim(0.3, "s", "latency", statistic="median", line=2))),
    # throughput-interactivity-unpaired
    Case("throughput-interactivity-unpaired", True, "no shared concurrency",
         (HEAD, claim(387, per="user", metric="interactivity", line=2))),
    Case("throughput-interactivity-unpaired", False, "both at concurrency 64",
         (claim(1.7e6, conditions={**FULL, "concurrency": 64}, **PER_GPU),
          claim(387, per="user", metric="interactivity", line=2,
                conditions={**FULL, "concurrency": 64}))),
    Case("throughput-interactivity-unpaired", False, "throughput only", (HEAD,)),
    Case("throughput-interactivity-unpaired", True, "one pair tied, the headline pair not",
         (HEAD, claim(387, per="user", metric="interactivity", line=2),
          claim(2e6, line=3, conditions={**FULL, "concurrency": 1}),
          claim(1810, per="user", metric="interactivity", line=4,
                conditions={**FULL, "concurrency": 1}))),
    # denominator-unclear
    Case("denominator-unclear", True, "per GPU, no hardware, no count",
         (claim(1.7e6, conditions={"model": MODEL}, **PER_GPU),)),
    Case("denominator-unclear", True, "per node with hardware but no node count",
         (claim(40000, "requests/s", per="node", conditions={"hardware": "64-core servers"}),)),
    Case("denominator-unclear", False, "per GPU with hardware and count", (HEAD,)),
    Case("denominator-unclear", False, "the count is a configuration figure of the document",
         (claim(1.7e6, conditions={"hardware": "NVL72 rack"}, **PER_GPU),
          claim(72, "count", "count", kind="config", count_noun="GPUs", line=2))),
    Case("denominator-unclear", False, "per user is not a hardware denominator",
         (claim(387, per="user", metric="interactivity", conditions={}),)),
    # missing-conditions
    Case("missing-conditions", True, "token rate without model",
         (claim(1000, conditions={k: v for k, v in FULL.items() if k != "model"}),)),
    Case("missing-conditions", True, "software without version",
         (claim(1000, conditions={**FULL, "software": [{"name": "engine"}]}),)),
    Case("missing-conditions", False, "complete conditions", (HEAD,)),
    Case("missing-conditions", False, "storage figure needs no model",
         (claim(2.1e6, "IOPS", "iops", conditions={"hardware": "NVMe array", "workload": "4K read",
                                                  "software": [{"name": "fio",
                                                                "version": "3.36"}]}),)),
    Case("missing-conditions", False, "workload marked not applicable",
         (claim(1000, conditions={**FULL, "workload": None, "not_applicable": ["workload"]}),)),
    Case("missing-conditions", False, "a ratio stating its machine and program is no headline",
         (claim(28, "%", "improvement", kind="relative",
                conditions={"hardware": "NVMe array",
                            "software": [{"name": "fio", "version": "3.36"}]}),)),
    Case("missing-conditions", False, "a ratio stating its machine and model",
         (claim(28, "%", "improvement", kind="relative",
                conditions={"hardware": "H100", "model": "Llama 3.1 8B"}),)),
    Case("missing-conditions", True, "a ratio stating only its machine",
         (claim(28, "%", "improvement", kind="relative",
                conditions={"hardware": "NVMe array"}),)),
    Case("missing-conditions", True, "a ratio whose baseline is only named",
         (claim(28, "%", "improvement", kind="relative", conditions={},
                baseline={"description": "than the old array"}),)),
    Case("missing-conditions", True, "a ratio with neither machine nor work",
         (claim(28, "%", "improvement", kind="relative", conditions={}),)),
    # inconsistent-figures
    Case("inconsistent-figures", True, "1.7 vs 1.9 million, same everything",
         (claim(1.7e6, line=1, **PER_GPU), claim(1.9e6, line=2, **PER_GPU))),
    Case("inconsistent-figures", False, "1.7 vs 1.74 million is rounding",
         (claim(1.7e6, line=1, **PER_GPU), claim(1.74e6, line=2, **PER_GPU))),
    Case("inconsistent-figures", False, "different denominators",
         (claim(1.7e6, line=1, **PER_GPU), claim(2.5e6, line=2))),
    Case("inconsistent-figures", False, "nothing says they are the same setup",
         (claim(1.7e6, line=1, conditions={}), claim(1.9e6, line=2, conditions={}))),
    Case("inconsistent-figures", True, "the body names more than the summary, nothing else",
         (claim(1.7e6, line=1, quote="The rack serves 1.7 million tokens/s per GPU.", **PER_GPU),
          claim(1.9e6, line=9, quote="Measured on the Atlas rack with Relay 2, it serves "
                                     "1.9 million tokens/s per GPU.", **PER_GPU))),
    Case("inconsistent-figures", False, "one sentence gives both values (two setups)",
         (claim(1.7e6, line=3, quote="It serves 1.7 million, or 1.9 million when warm.",
                **PER_GPU),
          claim(1.9e6, line=3, quote="It serves 1.7 million, or 1.9 million when warm.",
                **PER_GPU))),
    Case("inconsistent-figures", False, "two rows of one table",
         (claim(1.7e6, line=3, quote="| small batch | 1.7M |", **PER_GPU),
          claim(1.9e6, line=4, quote="| large batch | 1.9M |", **PER_GPU))),
    Case("inconsistent-figures", False, "the document states the ratio between them",
         (claim(5e6, line=3, quote="The old array gave 5 million tokens/s per GPU.", **PER_GPU),
          claim(12e6, line=1, quote="The new array gives 12 million tokens/s per GPU.",
                **PER_GPU),
          claim(2.4, "x", "speedup", kind="relative", line=2, quote="That is 2.4x more."))),
    Case("inconsistent-figures", False, "each sentence names a different transport",
         (claim(392, "Gbit/s", "bandwidth", line=3, quote="Over InfiniBand it reached 392 Gb/s."),
          claim(361, "Gbit/s", "bandwidth", line=4, quote="With plain TCP we saw 361 Gb/s."))),
    Case("inconsistent-figures", False, "results of different years",
         (claim(60.9e6, "transactions/min", line=3, quote="It scored 60.9 million in 2019."),
          claim(707e6, "transactions/min", line=4, quote="It scored 707 million in 2020."))),
    Case("inconsistent-figures", False, "a before/after pair",
         (claim(4.2, "s", "ttft", kind="before_after", statistic="median", line=1,
                baseline={"value": 29.8}),
          claim(3.9, "s", "ttft", kind="before_after", statistic="median", line=2,
                baseline={"value": 29.8}))),
    # self-contradiction
    Case("self-contradiction", True, "one figure's mentions give two parallelisms",
         (claim(1.7e6, line=1, **PER_GPU, mentions=[
             mention(1, parallelism="TP2"), mention(9, parallelism="EP2")]),)),
    Case("self-contradiction", True, "one figure's mentions give two precisions",
         (claim(1.7e6, line=1, **PER_GPU, mentions=[
             mention(1, precision="FP8"), mention(9, precision="FP4")]),)),
    Case("self-contradiction", False, "both mentions give one parallelism, spelled two ways",
         (claim(1.7e6, line=1, **PER_GPU, mentions=[
             mention(1, parallelism="TP2"), mention(9, parallelism="TP 2")]),)),
    Case("self-contradiction", False, "one mention states no qualifier",
         (claim(1.7e6, line=1, **PER_GPU, mentions=[
             mention(1, parallelism="TP2"), mention(9)]),)),
    Case("self-contradiction", False, "with and without a feature: two set-ups",
         (claim(1.7e6, line=1, **PER_GPU, mentions=[
             mention(1, parallelism="TP2", setup=["on:mtp"]),
             mention(9, parallelism="EP2", setup=["off:mtp"])]),)),
    Case("self-contradiction", False, "a one-digit figure recurs by chance",
         (claim(2, "x", "speedup", kind="relative", line=1, mentions=[
             mention(1, accelerator_count=8), mention(9, accelerator_count=4)]),)),
    Case("self-contradiction", True, "one stated run (TP2, FP8) given two values, the "
         "body naming a software version the summary leaves out",
         (claim(1.7e6, line=1, **PER_GPU, mentions=[mention(1, parallelism="TP2",
                                                            precision="FP8")],
                conditions={k: v for k, v in FULL.items() if k != "software"}),
          claim(1.5e6, line=9, **PER_GPU, quote="The same run gave 1.5 million.",
                mentions=[mention(9, parallelism="TP2", precision="FP8")]))),
    Case("self-contradiction", False, "two values of runs at two parallelisms",
         (claim(1.7e6, line=1, **PER_GPU, mentions=[mention(1, parallelism="TP2",
                                                            precision="FP8")]),
          claim(1.5e6, line=9, **PER_GPU, quote="The TP4 run gave 1.5 million.",
                mentions=[mention(9, parallelism="TP4", precision="FP8")]))),
    # results-only-in-charts
    Case("results-only-in-charts", True, "charts, and only a ratio in the text",
         (claim(2.0, "x", "speedup", kind="relative"),),
         doc(charts=[{"text": "![Requests per second](rps.png)", "line": 4}])),
    Case("results-only-in-charts", False, "charts beside the text's own absolute figures",
         (claim(2.0, "x", "speedup", kind="relative", line=1), claim(41000, line=2),
          claim(20500, line=3)),
         doc(charts=[{"text": "![Requests per second](rps.png)", "line": 4}])),
    Case("results-only-in-charts", True, "charts, two bare ratios and one other rate",
         (claim(2.0, "x", "speedup", kind="relative", line=1),
          claim(3.0, "x", "speedup", kind="relative", line=2), claim(41000, line=3)),
         doc(charts=[{"text": "A chart below gives the p99 latency of each build.",
                      "line": 4}])),
    Case("results-only-in-charts", False, "only a ratio, and no chart",
         (claim(2.0, "x", "speedup", kind="relative"),)),
    # physically-implausible
    Case("physically-implausible", True, "FP16 above one H100 SXM's sparse peak",
         (claim(2.4e15, "FLOP/s", "compute", quote="One H100 SXM ran FP16 at 2,400 TFLOPS.",
                conditions={"accelerator": "H100", "hardware": "H100 SXM",
                            "precision": "FP16"}),)),
    Case("physically-implausible", False, "below the dense peak",
         (claim(7.4e14, "FLOP/s", "compute", quote="One H100 SXM ran FP16 at 740 TFLOPS.",
                conditions={"accelerator": "H100", "hardware": "H100 SXM",
                            "precision": "FP16"}),)),
    Case("physically-implausible", False, "hardware missing from the table",
         (claim(9e16, "FLOP/s", "compute", quote="One Zephyr Z9 ran FP8 at 90 PFLOPS.",
                conditions={"accelerator": "Z9", "hardware": "Zephyr Z9",
                            "precision": "FP8"}),)),
    # throughput-without-latency
    Case("throughput-without-latency", True, "a maximum rate, no latency at all",
         (claim(1.2e6, "queries/s", quote="Up to 1.2 million queries per second.",
                statistic="max"),)),
    Case("throughput-without-latency", False, "a latency in the same sentence",
         (claim(1.2e6, "queries/s", statistic="max", line=1,
                quote="Up to 1.2 million queries per second at a P99 of 1 ms."),
          claim(0.001, "s", "latency", statistic="p99", line=1,
                quote="Up to 1.2 million queries per second at a P99 of 1 ms."))),
    # input-tokens-counted
    Case("input-tokens-counted", True, "a total of input and output tokens",
         (claim(41000, quote="41,000 total tokens per second, input and output together."),)),
    Case("input-tokens-counted", False, "an output-token rate",
         (claim(4600, quote="4,600 output tokens per second."),)),
    # single-run
    Case("single-run", True, "the text says one run",
         (claim(116, "Gbit/s", "bandwidth", quote="116 Gb/s from one 60-second run."),)),
    Case("single-run", False, "the median of five runs",
         (claim(116, "Gbit/s", "bandwidth", quote="116 Gb/s, the median of five runs."),)),
]


def _case_id(case: Case) -> str:
    return f"{case.rule}-{'flag' if case.flagged else 'pass'}-{case.why.replace(' ', '_')}"


@pytest.mark.parametrize("case", CASES, ids=_case_id)
def test_rule_table(case: Case) -> None:
    findings = run_checks(case.document, case.claims, select=[case.rule])
    mine = [f for f in findings if f.rule == case.rule]
    assert bool(mine) == case.flagged, (
        f"{case.rule} {'missed' if case.flagged else 'wrongly raised'} on: {case.why}; "
        f"findings: {[f.message for f in mine]}")
    ids = {c.id for c in case.claims}
    quotes = {c.source.quote for c in case.claims}
    for finding in mine:
        assert finding.claim_ids and set(finding.claim_ids) <= ids
        assert finding.evidence and all(q.text in quotes for q in finding.evidence)
        assert finding.line == finding.evidence[0].line
        assert finding.document_id == case.document.id
        assert finding.message and not finding.accepted


def test_every_check_rule_has_must_and_must_not_cases() -> None:
    covered = {(c.rule, c.flagged) for c in CASES}
    for rule in RULES:
        if rule.stage == "check":
            assert (rule.name, True) in covered, f"{rule.name}: no must-flag case"
            assert (rule.name, False) in covered, f"{rule.name}: no must-not-flag case"
