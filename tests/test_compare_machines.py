"""Two machines and what ran on them: when a pair across machines is shown, and when the
machine is not what its ratio measures. Records and sentences of our own."""

from __future__ import annotations

from typing import Any

from claims.compare import Verdict, compare_claims, judge
from claims.model import Claim
from tests.conftest import claims_of


def timing(value: float, row: str, *, doc: str, hardware: str, **conditions: Any) -> Claim:
    """A database timing (seconds) read from a table row of document `doc`."""
    return Claim.model_validate({
        "value": value, "unit": "s", "metric": "latency",
        "conditions": {"hardware": hardware, **conditions},
        "source": {"quote": row, "title": f"Post {doc}", "url": f"https://{doc}.example/p"}})


def test_a_timing_on_two_machines_naming_no_program_is_blocked_by_the_machine() -> None:
    # "random reads | 640ms" on two machines known by their drives: the column (which
    # database) is not in the record, so two databases could stand behind the two figures
    a = timing(0.64, "random reads | 1140ms | 640ms", doc="a", hardware="Samsung 9100 PRO",
               workload="random read")
    b = timing(0.86, "random reads | 1290ms | 860ms", doc="b", hardware="WD Black SN850X",
               workload="random read")
    pair = judge(a, b)
    assert pair.verdict is Verdict.not_comparable and "hardware" in pair.reasons


def test_a_drive_rate_names_its_subject_the_drive() -> None:
    a = timing(0.64, "x", doc="a", hardware="Samsung 9100 PRO", workload="random read")
    b = timing(0.86, "y", doc="b", hardware="WD Black SN850X", workload="random read")
    a = a.model_copy(update={"value": 1.2e6, "unit": "IOPS", "metric": "iops"})
    b = b.model_copy(update={"value": 1.0e6, "unit": "IOPS", "metric": "iops"})
    assert judge(a, b).comparable


def test_a_timing_of_one_named_program_on_two_machines_still_compares_the_machines() -> None:
    a = timing(0.64, "PostgreSQL 17 answers the query in 640 ms.", doc="a",
               hardware="Graviton4", workload="TPC-H Q1",
               software=[{"name": "PostgreSQL", "version": "17"}])
    b = timing(0.86, "PostgreSQL 17 answers the query in 860 ms.", doc="b",
               hardware="Graviton3", workload="TPC-H Q1",
               software=[{"name": "PostgreSQL", "version": "17"}])
    assert judge(a, b).comparable


def serving(value: float, quote: str, *, doc: str, accelerator: str,
            software: list[dict[str, str]]) -> Claim:
    """A served LLM's throughput on one accelerator, with the stated software."""
    return Claim.model_validate({
        "value": value, "unit": "tokens/s", "metric": "throughput",
        "conditions": {"model": "Llama 3.1 8B", "hardware": accelerator,
                       "accelerator": accelerator, "accelerator_count": 1, "precision": "FP8",
                       "input_length": 128, "output_length": 2048, "software": software},
        "source": {"quote": quote, "title": f"Post {doc}", "url": f"https://{doc}.example/p"}})


def test_two_parts_and_two_software_releases_are_not_comparable() -> None:
    a = serving(26000, "One H200 serves 26000 tokens/s.", doc="a", accelerator="H200",
                software=[{"name": "TensorRT-LLM"}])
    b = serving(17000, "One H100 serves 17000 tokens/s.", doc="b", accelerator="H100 80GB",
                software=[{"name": "TensorRT-LLM", "version": "0.16.0"}])
    pair = judge(a, b)
    assert pair.verdict is Verdict.not_comparable and pair.reasons == ("hardware",)


def test_one_part_spelled_two_ways_with_two_releases_stays_comparable() -> None:
    a = serving(22700, "One H100 SXM 80GB serves 22700 tokens/s.", doc="a",
                accelerator="H100 SXM 80GB", software=[{"name": "TensorRT-LLM"}])
    b = serving(17000, "One NVIDIA H100 80GB serves 17000 tokens/s.", doc="b",
                accelerator="NVIDIA H100 80GB",
                software=[{"name": "TensorRT-LLM", "version": "0.16.0"}])
    assert judge(a, b).comparable


def test_two_long_tables_on_two_machines_still_show_their_pairs() -> None:
    # 90 figures a side (past 150 figures in all) on two machines: every pair across them is
    # judged, as the pairs are fewer than the budget, and none hides behind the machine
    left = [timing(0.1 + i / 1000, f"op {i} | {100 + i}ms", doc="a", hardware="Ryzen 9 9950X",
                   workload=f"op {i}") for i in range(90)]
    right = [timing(0.2 + i / 1000, f"op {i} | {200 + i}ms", doc="b",
                    hardware="Core i9-12900H", workload=f"op {i}") for i in range(90)]
    result = compare_claims([*left, *right])
    assert len(result.blocked) == 90 * 90 and not result.comparable


def test_a_setup_list_versions_the_program_a_sentence_names_bare() -> None:
    text = ("# Results\n\nWe served Llama 3.1 8B with TensorRT-LLM on one H100 at 17,000 "
            "tokens/s.\n\n## Setup\n\n- GPU: H100 80GB\n- TensorRT-LLM version: 0.16.0\n")
    claims = claims_of(text)
    served = next(c for c in claims if c.value == 17000)
    assert [(s.name, s.version) for s in served.conditions.software] == [
        ("TensorRT-LLM", "0.16.0")]


def test_a_program_versioned_two_ways_is_left_unversioned() -> None:
    text = ("# Results\n\nWe served Llama 3.1 8B with vLLM on one H100 at 17,000 tokens/s.\n\n"
            "Earlier runs used vLLM 0.5.0; the current ones vLLM 0.6.3.\n")
    claims = claims_of(text)
    served = next(c for c in claims if c.value == 17000)
    assert [(s.name, s.version) for s in served.conditions.software] == [("vLLM", None)]


def test_a_ratio_after_a_program_is_no_version_of_it() -> None:
    text = ("# Results\n\nOn one H100 vLLM serves Llama 3.1 8B at 17,000 tokens/s; we found vLLM "
            "2.5x faster than before.\n")
    served = next(c for c in claims_of(text) if c.value == 17000)
    assert [(s.name, s.version) for s in served.conditions.software] == [("vLLM", None)]


def _rate(value: float, quote: str, *, doc: str, hardware: str | None, unit: str,
          **conditions: Any) -> Claim:
    """A program's rate of work from document `doc`, its machine stated or not."""
    return Claim.model_validate({
        "value": value, "unit": unit, "metric": "throughput",
        "conditions": {"hardware": hardware, **conditions},
        "source": {"quote": quote, "title": f"Post {doc}", "url": f"https://{doc}.example/p"}})


def test_a_rate_whose_machine_one_side_leaves_unsaid_cannot_be_told() -> None:
    # a time-series load on a named instance against another post's load on a machine it
    # never names: the machine or the database may be what differs, and one is unknown
    a = _rate(222_000, "c5d.2xlarge | 222000", doc="a", hardware="c5d.2xlarge",
              unit="rows/s", workload="TSBS")
    b = _rate(319_000, "cpu only | 319000", doc="b", hardware=None, unit="rows/s",
              workload="TSBS")
    pair = judge(a, b)
    assert pair.verdict is Verdict.not_comparable and "hardware" in pair.reasons
    # the same holds for a served model's rate with one side's accelerator unsaid
    c = _rate(9_800, "Llama 3.1 8B on one H100 serves 9,800 tokens/s.", doc="c",
              hardware="H100", unit="tokens/s", model="Llama 3.1 8B", workload="ShareGPT")
    d = _rate(9_100, "Llama 3.1 8B serves 9,100 tokens/s.", doc="d", hardware=None,
              unit="tokens/s", model="Llama 3.1 8B", workload="ShareGPT")
    assert "hardware" in judge(c, d).reasons


def test_a_rate_with_no_machine_on_either_side_or_the_same_on_both_is_not_blocked_by_it() -> None:
    a = _rate(48_000, "nginx serves 48,000 requests/s.", doc="a", hardware="c7g.xlarge",
              unit="requests/s", workload="wrk, 100 connections",
              software=[{"name": "nginx", "version": "1.27"}])
    b = _rate(51_000, "nginx serves 51,000 requests/s.", doc="b", hardware="c7g.xlarge",
              unit="requests/s", workload="wrk, 100 connections",
              software=[{"name": "nginx", "version": "1.27"}])
    assert judge(a, b).comparable
    bare = [x.model_copy(update={"conditions": x.conditions.model_copy(
        update={"hardware": None})}) for x in (a, b)]
    assert "hardware" not in judge(*bare).reasons


def _board_speed(value: float, *, doc: str, hardware: str,
                 software: list[dict[str, str]]) -> Claim:
    """A small model's generation speed on a machine of no known accelerator kind."""
    return Claim.model_validate({
        "value": value, "unit": "tokens/s", "metric": "throughput",
        "conditions": {"model": "Llama 3.2 3B", "hardware": hardware, "software": software},
        "source": {"quote": f"It generates {value} tokens/s.", "title": f"Post {doc}",
                   "url": f"https://{doc}.example/p"}})


def test_two_machines_of_unknown_kind_with_software_said_on_one_side_cannot_be_told() -> None:
    # a single-board computer against a desktop named by its maker: neither is a known CPU
    # or cloud instance, but both are hosts; with the program stated on one side only, the
    # ratio could be the machines or the programs
    ollama = [{"name": "Ollama", "version": "0.5.7"}]
    a = _board_speed(1.5, doc="a", hardware="Orange Pi 5 Plus", software=[])
    b = _board_speed(122.9, doc="b", hardware="Framework Desktop", software=ollama)
    pair = judge(a, b)
    assert pair.verdict is Verdict.not_comparable and "hardware" in pair.reasons
    same = judge(a.model_copy(update={"conditions": a.conditions.model_copy(
        update={"software": b.conditions.software})}), b)
    assert same.comparable  # one program on two machines compares the machines
