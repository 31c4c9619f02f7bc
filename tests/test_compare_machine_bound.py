"""What the machine decides and what it does not: a rate or time of work whose machine one
side leaves unnamed is "cannot tell", while a ratio, an accuracy or a size fixed by the
program and its input compares whatever ran it; a round number is no reprint; a codec
label that hides a setting meets nothing. Records and documents of our own, several fields."""

from __future__ import annotations

from typing import Any

from claims.compare import Verdict, compare_claims, judge
from claims.compare.cited import citation
from claims.model import Claim
from tests.conftest import claims_of


def record(value: float, unit: str, metric: str, *, doc: str, quote: str = "x",
           **conditions: Any) -> Claim:
    """A figure of document `doc` with the conditions given."""
    return Claim.model_validate({
        "value": value, "unit": unit, "metric": metric, "conditions": conditions,
        "source": {"quote": quote, "title": f"Post {doc}", "url": f"https://{doc}.example/p"}})


PARSER = {"workload": "twitter.json", "software": [{"name": "fastjson", "version": "3.1"}]}


def test_a_parser_speed_with_its_machine_unnamed_on_one_side_cannot_be_told() -> None:
    # "on recent desktop processors" against a named CPU: the machine is unknown on one side
    named = record(2.4, "GB/s", "bandwidth", doc="a", hardware="AMD Ryzen 9 7950X", **PARSER)
    vague = record(2.6, "GB/s", "bandwidth", doc="b", **PARSER)
    pair = judge(named, vague)
    assert pair.verdict is Verdict.not_comparable and "hardware" in pair.reasons


def test_a_parser_speed_on_two_named_machines_still_compares_the_machines() -> None:
    a = record(2.4, "GB/s", "bandwidth", doc="a", hardware="AMD Ryzen 9 7950X", **PARSER)
    b = record(2.1, "GB/s", "bandwidth", doc="b", hardware="AMD Ryzen 9 7950X", **PARSER)
    assert judge(a, b).comparable


def test_a_drive_rate_with_the_drive_unnamed_on_one_side_cannot_be_told() -> None:
    a = record(1.4e6, "IOPS", "iops", doc="a", hardware="Samsung 990 PRO",
               workload="random read")
    b = record(1.2e6, "IOPS", "iops", doc="b", workload="random read")
    assert "hardware" in judge(a, b).reasons


def test_a_kernel_rate_with_its_gpu_unnamed_on_one_side_cannot_be_told() -> None:
    kernel = {"workload": "GEMM 8192x8192", "precision": "BF16"}
    a = record(7.1e14, "FLOP/s", "compute", doc="a", hardware="H100", **kernel)
    b = record(6.4e14, "FLOP/s", "compute", doc="b", **kernel)
    assert not judge(a, b).comparable


def test_an_accuracy_needs_no_machine() -> None:
    # a model's score on a named benchmark is fixed by the weights and the protocol
    quality = {"model": "Mistral 7B", "workload": "MMLU 5-shot", "precision": "BF16"}
    a = record(62.5, "%", "accuracy", doc="a", hardware="A100", **quality)
    b = record(60.1, "%", "accuracy", doc="b", **quality)
    assert judge(a, b).comparable


def test_a_compression_ratio_needs_no_machine() -> None:
    codec = {"workload": "enwik8", "software": [{"name": "packer -5", "version": "2.0"}]}
    a = record(2.9, "x", "compression_ratio", doc="a", hardware="Raspberry Pi 5", **codec)
    b = record(2.9, "x", "compression_ratio", doc="b", **codec)
    assert judge(a, b).comparable


ORIGINAL = "https://bench.example/results"


def _copy(value: float, text: str) -> Claim:
    """A speed printed by a page that points at the benchmark's page, stating nothing else."""
    return Claim.model_validate({
        "value": value, "value_text": text, "unit": "GB/s", "metric": "bandwidth",
        "statistic": "mean", "conditions": {},
        "source": {"quote": f"The library averages {text} MB/s across our data sets.",
                   "title": "Library notes", "url": "https://lib.example/readme",
                   "references": (ORIGINAL,)}})


def _measured(value: float, text: str) -> Claim:
    """The benchmark page's own row for another codec."""
    return Claim.model_validate({
        "value": value, "value_text": text, "unit": "GB/s", "metric": "bandwidth",
        "conditions": {"hardware": "Intel Core i5-12600K", "workload": "Silesia",
                       "software": [{"name": "quickpack -1", "version": "1.5"}]},
        "source": {"quote": f"quickpack 1.5 -1 | {text} MB/s", "title": "Bench results",
                   "url": ORIGINAL}})


def test_a_round_number_on_a_page_that_points_elsewhere_is_no_reprint() -> None:
    # "550" has two measured digits: agreeing with some row of the linked page is chance
    assert citation(_measured(0.55, "550"), _copy(0.55, "550")) is None
    assert citation(_measured(10.0, "10000"), _copy(10.0, "10000")) is None


def test_a_figure_with_three_measured_digits_on_such_a_page_is_a_reprint() -> None:
    found = citation(_measured(0.553, "553"), _copy(0.553, "553"))
    assert found is not None and found.verdict is Verdict.cited


def _table(title: str, machine: str, rows: str) -> str:
    """A codec table of percentages of the original, with a memcpy row reading 100."""
    return (f"---\ntitle: \"{title}\"\npublisher: {title} project\n---\n\n# {title}\n\n"
            f"Every codec compressed the Canterbury corpus on one thread of a {machine}.\n\n"
            "| Compressor | Compression | Decompression | Ratio |\n|---|---|---|---|\n"
            "| memcpy | 9000 MB/s | 9000 MB/s | 100.00 |\n" + rows)


SIGNED = _table("Tool A", "Core i5-8400", "| squash 2.1 -1 | 500 MB/s | 1900 MB/s | 41.00 |\n"
                "| squash 2.1 1 | 450 MB/s | 1500 MB/s | 34.60 |\n")
PLAIN = _table("Tool B", "Xeon Gold 6338", "| squash 2.0 -1 | 480 MB/s | 1200 MB/s | 34.68 |\n"
               "| tinyz 0.9 -3 | 300 MB/s | 900 MB/s | 38.20 |\n")
ONCE = _table("Tool C", "Core i7-9700K", "| squash 2.1 -1 | 470 MB/s | 1300 MB/s | 34.70 |\n")


def _ratios(*docs: str) -> list[Any]:
    """Every pair of two compression ratios across the documents, judged."""
    result = compare_claims([c for d in docs for c in claims_of(d)])
    return [p for p in (*result.comparable, *result.blocked)
            if p.left.metric == p.right.metric == "compression_ratio"]


def _between(pairs: list[Any], a: float, b: float) -> Any:
    """The judged pair of two values."""
    return next(p for p in pairs if {p.left.value, p.right.value} == {a, b})


def test_a_label_its_own_document_gives_two_ratios_meets_nothing() -> None:
    pairs = _ratios(SIGNED, PLAIN)
    for value in (41.0, 34.6):
        pair = _between(pairs, value, 34.68)
        assert pair.verdict is Verdict.not_comparable and "software" in pair.reasons


def test_a_label_its_document_gives_once_compares_at_its_level() -> None:
    pair = _between(_ratios(ONCE, PLAIN), 34.7, 34.68)
    assert pair.verdict is Verdict.comparable


def test_two_codecs_on_one_corpus_compare_whatever_the_machines() -> None:
    pair = _between(_ratios(ONCE, PLAIN), 34.7, 38.2)
    assert pair.verdict is Verdict.comparable


def test_two_speeds_of_the_codecs_on_two_machines_stay_refused() -> None:
    result = compare_claims([*claims_of(ONCE), *claims_of(PLAIN)])
    speeds = [p for p in (*result.comparable, *result.blocked)
              if p.left.unit == p.right.unit == "GB/s" and 9.0 not in (p.left.value,
                                                                        p.right.value)]
    assert speeds and not any(p.comparable for p in speeds)  # memcpy's rows aside


def test_the_reference_row_that_copies_the_input_is_no_codec_result() -> None:
    result = compare_claims([*claims_of(ONCE), *claims_of(PLAIN)])
    copies = [r for r in result.refused if r.claim.metric == "compression_ratio"]
    assert copies and all(r.claim.value == 100.0 for r in copies)
    assert not any(100.0 in (p.left.value, p.right.value) for p in result.comparable
                   if p.left.metric == "compression_ratio")


def test_a_ratio_below_the_original_size_is_still_a_result() -> None:
    ratios = [c for c in claims_of(PLAIN) if c.metric == "compression_ratio"]
    kept = compare_claims(ratios).admitted
    assert {c.value for c in kept} == {34.68, 38.2}


def test_one_codec_named_beside_a_harness_is_still_one_codec_at_two_levels() -> None:
    a = record(3.2, "x", "compression_ratio", doc="a", workload="enwik8",
               software=[{"name": "benchkit"}, {"name": "packer -9", "version": "2.0"}])
    b = record(2.5, "x", "compression_ratio", doc="b", workload="enwik8",
               software=[{"name": "packer", "version": "2.1"}])
    assert "software" in judge(a, b).reasons


def test_one_label_in_two_releases_is_two_settings_not_a_hidden_one() -> None:
    releases = _table("Tool D", "Core i5-8400",
                      "| squash 2.0 -1 | 500 MB/s | 1900 MB/s | 35.10 |\n"
                      "| squash 2.1 -1 | 510 MB/s | 1950 MB/s | 34.70 |\n")
    pair = _between(_ratios(releases, ONCE), 34.7, 34.7)
    assert pair.verdict is not Verdict.not_comparable
