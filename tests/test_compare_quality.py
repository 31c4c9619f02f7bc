"""Quality scores beyond throughput: two models scored on one named benchmark compare when
the split, the scored output, the input size, the model's size and its tuning agree, and
stay "cannot tell" when any of them is unsaid on a side. Records and documents of our own."""

from __future__ import annotations

from typing import Any

from claims.compare import Verdict, compare_claims, judge
from claims.compare.model_size import size
from claims.compare.quality import measure_label
from claims.extract.conditions.score_columns import (
    SCORED,
    SPLIT,
    TOP_K,
    scoring,
    trained_on,
    training_header,
)
from claims.model import Claim
from tests.conftest import claims_of


def record(value: float, model: str | None, *, doc: str, unit: str = "%",
           metric: str = "accuracy", **conditions: Any) -> Claim:
    """A score of document `doc` for `model` with the conditions given."""
    return Claim.model_validate({
        "value": value, "unit": unit, "metric": metric,
        "conditions": {"model": model, **conditions},
        "source": {"quote": f"{model} scores {value}", "title": f"Post {doc}",
                   "url": f"https://{doc}.example/p"}})


HELLASWAG = {"workload": "HellaSwag 10-shot"}


def test_two_models_of_one_size_on_one_benchmark_compare() -> None:
    # the models are what the buyer compares; one side's unsaid format is shown, not blocking
    a = record(81.2, "Falcon-7B", doc="a", precision="BF16", **HELLASWAG)
    b = record(83.0, "Mistral 7B", doc="b", **HELLASWAG)
    pair = judge(a, b)
    assert pair.verdict is Verdict.comparable and pair.better == "right"
    shown = {d.condition for d in pair.differences}
    assert {"model", "precision"} <= shown


def test_two_models_of_different_sizes_do_not_compare() -> None:
    a = record(81.2, "Falcon-7B", doc="a", **HELLASWAG)
    b = record(87.5, "Falcon-40B", doc="b", **HELLASWAG)
    pair = judge(a, b)
    assert not pair.comparable and "model" in pair.reasons
    assert any(d.condition == "model size" for d in pair.differences)


def test_a_size_one_name_leaves_unsaid_cannot_be_told() -> None:
    a = record(86.4, "Orca Large", doc="a", **HELLASWAG)
    b = record(85.0, "Kestrel", doc="b", **HELLASWAG)
    assert not judge(a, b).comparable


def test_a_tuned_model_against_a_base_one_does_not_compare() -> None:
    a = record(68.0, "Qwen2-7B-Instruct", doc="a", workload="MMLU 5-shot")
    b = record(64.2, "Gemma-7B", doc="b", workload="MMLU 5-shot")
    pair = judge(a, b)
    assert not pair.comparable
    assert any(d.condition == "tuning" and d.blocking for d in pair.differences)


def test_two_tuned_models_of_one_size_compare() -> None:
    a = record(68.0, "Qwen2-7B-Instruct", doc="a", workload="MMLU 5-shot")
    b = record(64.2, "Gemma-7b-it", doc="b", workload="MMLU 5-shot")
    assert judge(a, b).comparable


def test_two_scores_naming_no_model_cannot_be_told_apart() -> None:
    a = record(79.4, None, doc="a", workload="ImageNet")
    b = record(78.7, None, doc="b", workload="ImageNet")
    pair = judge(a, b)
    assert not pair.comparable and "model" in pair.reasons


def test_two_models_with_no_benchmark_named_do_not_compare() -> None:
    a = record(71.0, "Falcon-7B", doc="a")
    b = record(73.5, "Mistral 7B", doc="b")
    pair = judge(a, b)
    assert not pair.comparable and "workload" in pair.reasons


def test_other_shot_counts_on_one_benchmark_do_not_compare() -> None:
    a = record(81.2, "Falcon-7B", doc="a", workload="HellaSwag 10-shot")
    b = record(83.0, "Mistral 7B", doc="b", workload="HellaSwag 0-shot")
    assert not judge(a, b).comparable


def test_one_model_with_its_format_said_on_one_side_only_still_cannot_be_told() -> None:
    # one model: the number format is the only thing that could differ, so it must be said
    a = record(62.5, "Mistral 7B", doc="a", precision="INT4", **HELLASWAG)
    b = record(64.0, "Mistral 7B", doc="b", **HELLASWAG)
    assert "precision" in judge(a, b).reasons


def test_two_models_in_two_stated_formats_do_not_compare() -> None:
    a = record(80.1, "Falcon-7B", doc="a", precision="INT4", **HELLASWAG)
    b = record(83.0, "Mistral 7B", doc="b", precision="FP16", **HELLASWAG)
    assert "precision" in judge(a, b).reasons


def test_a_throughput_of_two_models_still_blocks_on_the_model() -> None:
    # only quality scores compare across models; a speed is the model's as much as the GPU's
    a = record(2400, "Falcon-7B", doc="a", unit="tokens/s", metric="throughput",
               hardware="H100", workload="ShareGPT")
    b = record(2600, "Mistral 7B", doc="b", unit="tokens/s", metric="throughput",
               hardware="H100", workload="ShareGPT")
    assert "model" in judge(a, b).reasons


def test_sizes_read_from_model_names() -> None:
    assert size("RTDet-m") == size("FastYOLO8m") == ("tier", "m")
    assert size("ViT-Large") == ("tier", "l")
    assert size("Qwen2-7B-Instruct") == ("params", 7e9)
    assert size("Mixtral 8x7B") == ("params", 56e9)
    assert size("Kestrel") is None and size("ResNet-50") is None


def test_quality_headers_give_the_split_and_the_scored_output() -> None:
    assert scoring("mAP val") == ((SPLIT, "val"),)
    assert scoring("AP bbox test-dev") == ((SPLIT, "test-dev"), (SCORED, "box"))
    assert scoring("Top-1 acc. (validation)") == ((SPLIT, "val"), (TOP_K, "1"))
    assert scoring("acc@5") == ((TOP_K, "5"),)
    assert scoring("mask mAP") == ((SCORED, "mask"),)
    # a header naming no quality measure is no split, whatever its words
    assert scoring("Test 1 (ms)") == () and scoring("Params (M)") == ()


FAMILY_A = """---
title: RTDet detectors, COCO results
publisher: Lab A
---

# RTDet

Box mAP on COCO at IoU 0.5:0.95, on val2017 and test-dev.

| Model | Size | mAP val | mAP test | Params (M) |
| --- | --- | --- | --- | --- |
| RTDet-s | 640 | 41.2 | 41.6 | 8.1 |
| RTDet-m | 640 | 47.0 | 47.3 | 24.9 |
| RTDet-tiny | 416 | 33.3 | 33.5 | 5.2 |
"""

FAMILY_B = """---
title: FastYOLO model zoo, COCO results
publisher: Lab B
---

# FastYOLO

Detection on COCO; box mAP 50-95 on the validation set.

| Model | Size | mAP val 50-95 | Params (M) |
| --- | --- | --- | --- |
| FastYOLO-s | 640 | 43.9 | 10.7 |
| FastYOLO-m | 640 | 48.4 | 24.1 |

Segmentation models on COCO:

| Model | Size | mAP box 50-95 | mAP mask 50-95 | Params (M) |
| --- | --- | --- | --- | --- |
| FastYOLO-m-seg | 640 | 47.6 | 39.0 | 26.8 |
"""


def _pairs(*docs: str) -> dict[tuple[float, float], Verdict]:
    """Verdicts of the accuracy pairs across the documents, by (left, right) value."""
    result = compare_claims([c for d in docs for c in claims_of(d)])
    out = {}
    for p in (*result.comparable, *result.blocked):
        if p.left.metric == p.right.metric == "accuracy":
            out[(p.left.value, p.right.value)] = out[(p.right.value, p.left.value)] = p.verdict
    return out


def test_two_detectors_of_one_size_on_the_validation_split_compare() -> None:
    pairs = _pairs(FAMILY_A, FAMILY_B)
    assert pairs[(47.0, 48.4)] is Verdict.comparable
    assert pairs[(41.2, 43.9)] is Verdict.comparable


def test_a_test_split_score_never_meets_a_validation_one() -> None:
    pairs = _pairs(FAMILY_A, FAMILY_B)
    assert pairs.get((47.3, 48.4), Verdict.not_comparable) is Verdict.not_comparable
    assert pairs.get((41.6, 43.9), Verdict.not_comparable) is Verdict.not_comparable


def test_scores_of_other_sizes_or_other_tasks_do_not_compare() -> None:
    pairs = _pairs(FAMILY_A, FAMILY_B)
    comparable = {k for k, v in pairs.items() if v is not Verdict.not_comparable}
    # a small model against a medium one, another input size, a segmentation model's box
    # or mask mAP: none of them is the detector's score
    for value in (47.6, 39.0, 33.3, 33.5):
        assert not any(value in k for k in comparable)
    assert (41.2, 48.4) not in comparable and (47.0, 43.9) not in comparable


def test_a_segmentation_variant_keeps_its_own_name() -> None:
    named = {c.value: c.conditions.model for c in claims_of(FAMILY_B)
             if c.metric == "accuracy"}
    assert named[48.4] == "FastYOLO-m" and named[47.6] == "FastYOLO-m-seg"


def test_a_benchmark_programs_points_of_two_named_machines_need_no_model() -> None:
    a = record(3100, None, doc="a", unit="score", metric="score", workload="Geekbench 6",
               hardware="Ryzen 7 9700X")
    b = record(2950, None, doc="b", unit="score", metric="score", workload="Geekbench 6",
               hardware="Core i7-14700K")
    assert judge(a, b).comparable


def test_training_data_is_read_from_a_heading_or_a_column_header() -> None:
    assert trained_on("Pre-trained on JFT-300M, fine-tuned on ImageNet-1K") == "JFT-300M"
    assert trained_on("Backbones trained on Places365") == "Places365"
    assert trained_on("Results on ImageNet") is None
    assert trained_on("Models trained on the full set") is None
    assert training_header("Pretrain") and training_header("Pre-training data")
    assert not training_header("Train time (h)")


BACKBONES_A = """---
title: CoreNet backbones on ImageNet
publisher: Lab C
---

# CoreNet

acc@1 and acc@5 are on the ImageNet-1K validation set.

### Trained on ImageNet-1K

| Name | Resolution | acc@1 | acc@5 | Params | FPS |
| --- | --- | --- | --- | --- | --- |
| CoreNet-S | 224x224 | 82.6 | 96.1 | 49M | 610 |
| CoreNet-S | 384x384 | 83.9 | 96.8 | 49M | 190 |
| CoreNet-B | 224x224 | 83.4 | 96.4 | 87M | 402 |

### Pre-trained on ImageNet-22K, fine-tuned on ImageNet-1K

| Name | Resolution | acc@1 | acc@5 | Params | FPS |
| --- | --- | --- | --- | --- | --- |
| CoreNet-B | 224x224 | 85.5 | 97.6 | 87M | 402 |
| CoreNet-B | 384x384 | 86.7 | 98.1 | 87M | 130 |
"""

BACKBONES_B = """---
title: Lattice vision transformers
publisher: Lab D
---

# Lattice

Top-1 is on the ImageNet-1K validation set.

| Name | Pretrain | Resolution | acc@1 | Params | FPS |
| --- | --- | --- | --- | --- | --- |
| Lattice-S | ImageNet-1K | 224x224 | 82.9 | 50M | 590 |
| Lattice-B | ImageNet-1K | 224x224 | 83.3 | 88M | 388 |
| Lattice-B | ImageNet-22K | 224x224 | 85.1 | 88M | 388 |
| Lattice-B | ImageNet-22K | 384x384 | 86.2 | 88M | 121 |
| Lattice-B (dilated) | ImageNet-1K | 224x224 | 83.0 | 90M | 300 |
"""


def test_backbones_of_one_size_resolution_and_training_data_compare() -> None:
    pairs = _pairs(BACKBONES_A, BACKBONES_B)
    for fair in ((82.6, 82.9), (83.4, 83.3), (85.5, 85.1), (86.7, 86.2)):
        assert pairs[fair] is Verdict.comparable, fair


def test_backbones_on_other_training_data_resolution_or_k_do_not_compare() -> None:
    pairs = _pairs(BACKBONES_A, BACKBONES_B)
    comparable = {k for k, v in pairs.items() if v is not Verdict.not_comparable}
    # 22K pre-training against 1K only; 384 against 224 pixels; top-5 against top-1;
    # a dilated variant is another network than the plain one
    for unfair in ((85.5, 83.3), (83.4, 85.1), (83.9, 82.9), (96.1, 82.9), (83.4, 83.0)):
        assert unfair not in comparable, unfair


def test_a_name_column_of_a_scored_table_names_models_and_fps_is_no_setting() -> None:
    found = {c.value: c for c in claims_of(BACKBONES_B) if c.metric == "accuracy"}
    assert found[82.9].conditions.model == "Lattice-S"
    assert found[83.0].conditions.model == "Lattice-B (dilated)"
    assert found[83.3].conditions.model == "Lattice-B"
    names = {s.name for s in found[82.9].conditions.settings}
    assert "trained on" in names and "FPS" not in names


def test_an_archive_past_the_pair_budget_still_meets_two_models_of_one_size() -> None:
    # 2 x 130 scores: too many to judge every pair, so the comparison indexes them; scores of
    # models of one size on one benchmark share an entry, the models being what is compared
    sizes = [round(1 + 0.5 * i, 1) for i in range(130)]
    left = [record(50 + i % 40, f"Alpha-{s:g}B", doc="a", workload="ARC-Challenge 25-shot")
            for i, s in enumerate(sizes)]
    right = [record(52 + i % 40, f"Beta-{s:g}B", doc="b", workload="ARC-Challenge 25-shot")
             for i, s in enumerate(sizes)]
    result = compare_claims([*left, *right])
    met = {(p.left.conditions.model, p.right.conditions.model) for p in result.comparable}
    assert ("Alpha-7B", "Beta-7B") in met and ("Alpha-64B", "Beta-64B") in met
    # sizes within a tenth of each other count as one (`quality.size_gap`), never more apart
    assert all(abs(float(size(a)[1]) / float(size(b)[1]) - 1) <= 0.1  # type: ignore[index]
               for a, b in met)


def labelled(value: float, quote: str, *, doc: str) -> Claim:
    """A score of one model on one benchmark, written in `quote` (after a label or not)."""
    return Claim.model_validate({
        "value": value, "value_text": f"{value:g}", "unit": "score", "metric": "accuracy",
        "conditions": {"model": "llama2-70b-99", "workload": "MLPerf Inference v4.1"},
        "source": {"quote": quote, "title": f"Post {doc}", "url": f"https://{doc}.example/p"}})


def test_scores_listed_under_labels_compare_only_under_one_label() -> None:
    # a summarisation model's cell lists several scores: ROUGE1 against ROUGE1 is the buyer's
    # comparison, ROUGE1 against ROUGE2 is two quantities, a generated length is no score
    left = "| llama2-70b-99 | ROUGE1: 44.39, ROUGE2: 22.01, GEN_LEN: 265 |"
    right = "| llama2-70b-99 | ROUGE1: 43.99, ROUGE2: 21.81, GEN_LEN: 265 |"
    assert judge(labelled(44.39, left, doc="a"), labelled(43.99, right, doc="b")).comparable
    pair = judge(labelled(44.39, left, doc="a"), labelled(21.81, right, doc="b"))
    assert not pair.comparable and "metric" in pair.reasons
    assert not judge(labelled(265, left, doc="a"), labelled(265, right, doc="b")).comparable
    # an F1 written "F1 =" against a score with no label cannot be told the same quantity
    assert not judge(labelled(0.91, "the ranker reached F1 = 0.91", doc="a"),
                     labelled(0.89, "the ranker scores 0.89", doc="b")).comparable


def test_a_record_whose_mentions_give_no_place_is_read_by_its_quote() -> None:
    # a claim file may place its record (the source's span) but not its mentions: the
    # score's label is then found in the quote, as for a record with no mentions
    def placed(value: float, model: str, doc: str) -> Claim:
        return Claim.model_validate({
            "value": value, "unit": "%", "metric": "accuracy", "value_text": f"{value}",
            "conditions": {"model": model, **HELLASWAG}, "mentions": [{"text": f"{value}"}],
            "source": {"quote": f"HellaSwag 10-shot: {value}", "title": f"Post {doc}",
                       "span": {"start": 120, "end": 150}, "url": f"https://{doc}.example/p"}})

    a, b = placed(81.2, "Falcon-7B", "a"), placed(83.0, "Mistral 7B", "b")
    assert measure_label(a) == measure_label(b) == "hellaswag 10-shot"
    assert judge(a, b).verdict is Verdict.comparable
