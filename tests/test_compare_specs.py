"""Model specifications side by side: two named models' parameter counts, pretraining tokens
and FLOPs per input compare when both count the same thing; a setup count, a figure of no
named model, a run's tokens and one model's two counts stay refused. Model cards of our own."""

from __future__ import annotations

from typing import Any

from claims.compare import Verdict, compare_claims, judge
from claims.compare.admit import refusal
from claims.compare.specs import (
    FLOPS_PER_INPUT,
    PARAMETERS,
    TRAINING_TOKENS,
    specification,
)
from claims.model import Claim
from tests.conftest import claims_of


def record(value: float, model: str | None, *, doc: str, quote: str, metric: str = "count",
           unit: str = "count", noun: str | None = None, **conditions: Any) -> Claim:
    """A setup figure of document `doc` for `model`, as extraction types one."""
    return Claim.model_validate({
        "value": value, "unit": unit, "metric": metric, "count_noun": noun, "kind": "config",
        "conditions": {"model": model, **conditions},
        "source": {"quote": quote, "title": f"Card {doc}", "url": f"https://{doc}.example/c"}})


HERON = """# Heron model card

Heron is a family of dense language models from a small lab.

| Model | Parameters | Training tokens |
| --- | --- | --- |
| Heron 12B | 12B | 9T |
| Heron 3B | 3B | 6T |

Training ran on 512 GPUs, and each batch held 4 million tokens.
"""

KESTREL = """# Kestrel release notes

The Kestrel line was pretrained on 4.5 trillion tokens.

| Model | Total params | Active params |
| --- | --- | --- |
| Kestrel-MoE | 52B | 7B |
| Kestrel-Dense | 14B | 14B |
"""

FINCH = """# Finch detectors

| Model | Input size | Params (M) | FLOPs (G) |
| --- | --- | --- | --- |
| Finch-S | 512 | 14.2 | 31.0 |
| Finch-S | 768 | 14.2 | 69.8 |
| Finch-M | 512 | 30.5 | 66.0 |
"""

WREN = """# Wren detectors

| Model | Input size | Params (M) | FLOPs (G) |
| --- | --- | --- | --- |
| Wren-S | 512 | 12.9 | 29.4 |
| Wren-S | 768 | 12.9 | 66.1 |
| Wren-M | 512 | 27.0 | 61.2 |
"""


def _verdicts(*docs: str) -> dict[tuple[float, float], Verdict]:
    """The verdict of every judged pair of specification figures, either way round."""
    result = compare_claims([c for d in docs for c in claims_of(d)])
    out = {}
    for p in (*result.comparable, *result.blocked):
        if specification(p.left) or specification(p.right):
            out[(p.left.value, p.right.value)] = out[(p.right.value, p.left.value)] = p.verdict
    return out


def test_what_a_figure_counts_is_read_from_its_noun_or_unit() -> None:
    params = record(7e9, "Lark 7B", doc="a", quote="Lark 7B | 7B", noun="Params")
    tokens = record(2e12, "Lark 7B", doc="a", quote="Lark was pretrained on 2T tokens",
                    noun="tokens")
    flops = record(8.1e9, "Lark-S", doc="a", quote="Lark-S costs 8.1 GFLOPs per 640-pixel input",
                   metric="work", unit="FLOP")
    bare = record(32000, "Lark 7B", doc="a", quote="Lark 7B | 7B | 32k")
    assert [specification(c) for c in (params, tokens, flops, bare)] == \
        [PARAMETERS, TRAINING_TOKENS, FLOPS_PER_INPUT, None]
    assert refusal(bare) is not None  # a bare count: what it counts is unknown


def test_two_models_parameter_counts_compare_with_the_models_shown() -> None:
    a = record(7e9, "Lark 7B", doc="a", quote="Lark 7B | 7B", noun="Params")
    b = record(13e9, "Pipit 13B", doc="b", quote="Pipit 13B has 13B parameters",
               noun="parameters")
    pair = judge(a, b)
    assert pair.verdict is Verdict.comparable
    model = [d for d in pair.differences if d.condition == "model"]
    assert model and not model[0].blocking


def test_parameters_never_meet_tokens_or_a_setup_count() -> None:
    params = record(7e9, "Lark 7B", doc="a", quote="Lark 7B | 7B", noun="Params")
    tokens = record(2e12, "Pipit 13B", doc="b", quote="Pipit was pretrained on 2T tokens",
                    noun="tokens")
    gpus = record(512, "Pipit 13B", doc="b", quote="Pipit trained on 512 GPUs", noun="GPUs")
    pair = judge(params, tokens)
    assert not pair.comparable and "metric" in pair.reasons
    assert not judge(params, gpus).comparable


def test_a_run_s_tokens_and_a_training_run_s_compute_are_no_specification() -> None:
    batch = record(4e6, "Lark 7B", doc="a", quote="each batch held 4 million tokens",
                   noun="tokens")
    prompt = record(2e9, "Lark 7B", doc="a", quote="the benchmark sent 2 billion input tokens",
                    noun="tokens")
    total = record(3e23, "Lark 7B", doc="a", quote="training took 3e23 FLOPs in total",
                   metric="work", unit="FLOP")
    assert [specification(c) for c in (batch, prompt, total)] == [None, None, None]
    assert all(refusal(c) is not None for c in (batch, prompt, total))


def test_a_specification_of_no_named_model_is_refused() -> None:
    unnamed = record(4.5e12, None, doc="a", quote="The line was pretrained on 4.5T tokens",
                     noun="tokens")
    assert specification(unnamed) == TRAINING_TOKENS
    assert refusal(unnamed) == "training tokens of no named model"


def test_model_cards_parameter_counts_compare_across_documents() -> None:
    pairs = _verdicts(HERON, KESTREL)
    assert pairs[(12e9, 14e9)] is Verdict.comparable  # Heron 12B against Kestrel-Dense
    assert pairs[(3e9, 14e9)] is Verdict.comparable


def test_one_model_with_two_parameter_counts_cannot_be_told() -> None:
    # total and active parameters under one model: which one another card's count matches is
    # unknown, so neither compares
    pairs = _verdicts(HERON, KESTREL)
    assert pairs[(12e9, 52e9)] is Verdict.not_comparable
    assert pairs[(12e9, 7e9)] is Verdict.not_comparable


def test_pretraining_tokens_meet_parameters_only_to_be_refused() -> None:
    pairs = _verdicts(HERON, KESTREL)
    assert pairs[(9e12, 14e9)] is Verdict.not_comparable
    found = {c.value: c for c in claims_of(HERON)}
    assert refusal(found[512.0]) is not None and refusal(found[4e6]) is not None


def test_flops_per_input_compare_at_one_input_size_only() -> None:
    pairs = _verdicts(FINCH, WREN)
    assert pairs[(31e9, 29.4e9)] is Verdict.comparable  # both at 512
    assert pairs[(69.8e9, 66.1e9)] is Verdict.comparable  # both at 768
    assert pairs[(31e9, 66.1e9)] is Verdict.not_comparable  # 512 against 768
    assert pairs[(66e9, 66.1e9)] is Verdict.not_comparable  # near-equal, other sizes


def test_flops_per_input_need_one_input_size_written_on_both_sides() -> None:
    robin = record(4.1e9, "Robin-T", doc="a", quote="Robin-T | 224x224 | 4.1G", metric="work",
                   unit="FLOP")
    wide = record(5.2e9, "Starling-T", doc="b", quote="Starling-T | 256x256 | 5.2G",
                  metric="work", unit="FLOP")
    same = record(8.0e9, "Starling-S", doc="b", quote="Starling-S | 224 x 224 | 8.0G",
                  metric="work", unit="FLOP")
    unsaid = record(8.0e9, "Starling-S", doc="b", quote="Starling-S costs 8.0 GFLOPs",
                    metric="work", unit="FLOP")
    pair = judge(robin, wide)
    assert not pair.comparable and "workload" in pair.reasons
    assert any(d.condition == "input size" for d in pair.differences)
    assert judge(robin, same).comparable
    assert not judge(robin, unsaid).comparable
