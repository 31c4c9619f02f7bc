"""A training post's model FLOPs utilization against another's: a fraction of 1 in one table
and a percentage in the other are one quantity; a bracket that names the hardware leaves the
unit before it to the column; a row labelled only by a size takes its family; and two
utilizations meet only on one model, one kind of accelerator and one recomputation setting.

Every document and sentence here is written for these tests.
"""

from __future__ import annotations

from claims.compare import compare_claims, judge
from claims.extract import extract
from claims.load.documents import parse_bytes
from claims.model import Claim, Per

_FRACTIONS = (
    "# Scaling Qwen 2.5 pre-training\n\n"
    "We pre-trained the Qwen 2.5 architecture at two sizes on 256 H200 141GB GPUs.\n\n"
    "| Model size | Batch size | Recompute | Throughput tokens/sec/GPU (H200 141GB) "
    "| MFU % (H200 141GB) | Error % |\n"
    "|---|---|---|---|---|---|\n"
    "| 7B | 4 | No | 9100 | 0.48 | 0.3 |\n"
    "| 32B | 2 | Selective | 2300 | 0.44 | 0.7 |\n")
_PERCENTS = (
    "# Qwen 2.5 on H200\n\n"
    "Utilization of Qwen 2.5 trained with FSDP2 on 64 H200 GPUs.\n\n"
    "| Model size | Batch size | Activation checkpointing | MFU |\n"
    "|---|---|---|---|\n"
    "| 7B | 4 | none | 47.2% |\n"
    "| 32B | 2 | selective | 45.5% |\n"
    "| 32B | 2 | full | 41.3% |\n")


def _post(title: str, publisher: str, body: str) -> str:
    """A Markdown announcement with front matter."""
    return (f'---\ntitle: "{title}"\npublisher: {publisher}\nurl: https://{publisher.lower()}'
            f'.example/post\npublished_at: 2026-02-01\n---\n\n{body}')


def _claims(text: str, name: str) -> dict[float, Claim]:
    """Each claim of a Markdown document by its value."""
    return {c.value: c for c in extract(parse_bytes(text.encode(), origin=name))[1]}


def _verdicts(*docs: dict[float, Claim]) -> dict[frozenset[float], tuple[str, ...]]:
    """Every listed cross-document pair by its two values: () when comparable, else the
    blocking reasons."""
    result = compare_claims([c for d in docs for c in d.values()])
    out = {frozenset((p.left.value, p.right.value)): () for p in result.comparable}
    out.update({frozenset((p.left.value, p.right.value)): p.reasons for p in result.blocked})
    return out


def test_a_utilization_column_of_fractions_is_read_as_fractions() -> None:
    rows = _claims(_post("Scaling", "Lab", _FRACTIONS), "a.md")
    mfu = rows[0.48]
    assert (mfu.metric, mfu.unit, mfu.value_text) == ("mfu", "fraction", "0.48")
    assert mfu.conditions.model == "Qwen 2.5 7B" and rows[0.44].conditions.model == "Qwen 2.5 32B"
    # a column of small percentages that is no utilization stays in percent
    assert rows[0.3].unit == "%"
    # the unit stands before the bracket that names the hardware
    assert (rows[9100.0].unit, rows[9100.0].per) == ("tokens/s", Per.gpu)


def test_a_fraction_meets_a_percentage_of_the_same_run() -> None:
    fractions = _claims(_post("Scaling", "Lab", _FRACTIONS), "a.md")
    percents = _claims(_post("Qwen on H200", "Titan", _PERCENTS), "b.md")
    seen = _verdicts(fractions, percents)
    assert seen[frozenset((0.48, 47.2))] == ()
    assert seen[frozenset((0.44, 45.5))] == ()
    pair = judge(fractions[0.48], percents[47.2])
    assert round(pair.left_value.value, 6) == 48.0 and pair.left_value.unit == "%"
    assert pair.left_value.derivation is not None  # the rescaling is shown to the buyer


def test_utilizations_of_other_recomputation_model_or_gpu_do_not_meet() -> None:
    fractions = _claims(_post("Scaling", "Lab", _FRACTIONS), "a.md")
    percents = _claims(_post("Qwen on H200", "Titan", _PERCENTS), "b.md")
    seen = _verdicts(fractions, percents)
    assert "workload" in seen[frozenset((0.44, 41.3))]  # selective against full
    assert "model" in seen[frozenset((0.48, 45.5))]
    other_gpu = percents[47.2].model_copy(update={"conditions": percents[47.2].conditions
                                                  .model_copy(update={"hardware": "H100"})})
    assert "hardware" in judge(fractions[0.48], other_gpu).reasons


def test_a_utilization_whose_recomputation_is_unsaid_cannot_be_told() -> None:
    said = Claim(value=52.0, unit="%", metric="mfu",
                 conditions={"model": "Mixtral 8x7B", "hardware": "MI300X"},
                 source={"quote": "With selective activation checkpointing MFU reached 52%.",
                         "title": "A", "url": "https://a.example/p", "publisher": "A"})
    unsaid = Claim(value=0.55, unit="fraction", metric="mfu",
                   conditions={"model": "Mixtral 8x7B", "hardware": "MI300X 192GB"},
                   source={"quote": "Our MFU was 0.55 on this model.", "title": "B",
                           "url": "https://b.example/p", "publisher": "B"})
    assert judge(said, unsaid).reasons == ("workload",)
    same = unsaid.model_copy(update={"source": unsaid.source.model_copy(update={
        "quote": "Our MFU was 0.55 with selective activation checkpointing."})})
    assert judge(said, same).comparable  # MI300X named with its memory is one accelerator


def test_a_busy_share_is_still_refused() -> None:
    busy = Claim(value=0.9, unit="fraction", metric="utilization",
                 conditions={"model": "Mixtral 8x7B", "hardware": "MI300X"},
                 source={"quote": "GPU utilization was 0.9.", "title": "A",
                         "url": "https://a.example/p", "publisher": "A"})
    other = busy.model_copy(update={"value": 85.0, "unit": "%", "source": busy.source
                                    .model_copy(update={"title": "B",
                                                        "url": "https://b.example/p"})})
    assert not judge(busy, other).comparable


def test_a_number_like_a_year_among_plain_numbers_is_a_figure() -> None:
    text = _post("Steps", "Lab", "# Runs\n\n| Model size | WPS | Released |\n|---|---|---|\n"
                 "| 7B | 2012 | 2023 |\n| 32B | 480 | 2024 |\n")
    rows = _claims(text, "s.md")
    assert 2012.0 in rows and 480.0 in rows  # the WPS column measures, it dates nothing
    assert 2023.0 not in rows and 2024.0 not in rows  # a column of years stays dates


_DEFINED = (
    "# Throughput\n\n"
    "SPS (samples, that is sequences, per second) and MFU (model FLOPS utilization) of Qwen "
    "2.5 on 32 H200 GPUs.\n\n"
    "| Model size | SPS | MFU |\n|---|---|---|\n| 7B | 412 | 47.2% |\n\n"
    "## Larger sizes\n\n"
    "| Model size | SPS | MFU | TFLOPS |\n|---|---|---|---|\n| 32B | 96 | 45.5% | 450 |\n")


def test_a_column_named_by_a_defined_abbreviation_measures_its_definition() -> None:
    rows = _claims(_post("Defined", "Lab", _DEFINED), "d.md")
    assert (rows[412.0].unit, rows[412.0].metric) == ("sequences/s", "throughput")
    assert rows[96.0].unit == "sequences/s"  # a later table under the same definition
    # a definition that names no rate lends nothing: MFU's cells keep their own unit
    assert rows[47.2].unit == "%" and rows[47.2].metric == "mfu"
