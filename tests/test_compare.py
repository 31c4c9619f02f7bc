"""Comparability: verdict kinds, derivations, "not stated", what may be compared, the views."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import jsonschema
import pytest

from claims.compare import Verdict, compare_claims, judge, normalise, refusal
from claims.compare.views import render_markdown, render_text
from claims.model import Claim, DocumentReport, Per, Statistic
from claims.report.compare_html import render_html
from claims.store import open_store
from tests.conftest import ROOT, run_cli, run_cli_process
from tests.test_store_records import vendor_a, vendor_b

PAIRS = ROOT / "tests" / "fixtures" / "pairs"


def throughput(rep: DocumentReport) -> Claim:
    """The report's system throughput claim."""
    return next(c for c in rep.claims if c.metric == "throughput")


def with_conditions(claim: Claim, **changes: object) -> Claim:
    """A copy of `claim` with some conditions changed (and a fresh id)."""
    cond = claim.conditions.model_copy(update=changes)
    digest = hashlib.sha256(f"{claim.id}{sorted(changes.items())}".encode()).hexdigest()
    return claim.model_copy(update={"conditions": cond, "id": f"clm-{digest[:16]}"})


def test_totals_with_stated_counts_compare_per_gpu_with_the_arithmetic() -> None:
    a, b = throughput(vendor_a(480000)[0]), throughput(vendor_b("FP8")[0])
    p = judge(a, b)
    assert p.verdict is Verdict.normalised
    assert p.ratio == pytest.approx((480000 / 72) / (60000 / 8))
    assert p.better == "right"  # higher is better for a throughput
    assert p.left_value.derivation == ("480,000 tokens/s ÷ 72 GPUs = 6,667 tokens/s "
                                       "per accelerator")
    assert p.right_value.derivation == "60,000 tokens/s ÷ 8 GPUs = 7,500 tokens/s per accelerator"
    assert p.reasons == ()


def test_like_figures_on_one_basis_are_comparable_as_stated() -> None:
    a, b = vendor_a()[0], vendor_b("FP8")[0]
    speed_a, speed_b = (next(c for c in r.claims if c.per is Per.user) for r in (a, b))
    p = judge(speed_a, speed_b)
    assert p.verdict is Verdict.comparable
    assert p.ratio == pytest.approx(150 / 152) and p.better == "right"
    assert p.left_value.derivation is None


def test_unlike_precision_blocks_and_names_both_sides() -> None:
    p = judge(throughput(vendor_a()[0]), throughput(vendor_b("FP4")[0]))
    assert p.verdict is Verdict.not_comparable and p.ratio is None
    assert p.reasons == ("precision",)
    [why] = [d for d in p.differences if d.blocking]
    assert why.describe() == "precision: FP8 | FP4"


def test_a_workload_one_side_does_not_state_blocks_and_is_shown_as_not_stated() -> None:
    a = throughput(vendor_a()[0])
    b = with_conditions(throughput(vendor_b("FP8")[0]), workload=None)
    p = judge(a, b)
    assert p.reasons == ("workload",)
    assert "workload: chat 1k/1k | not stated" in [d.describe() for d in p.differences]


def test_a_model_figure_whose_precision_one_side_does_not_state_cannot_be_told() -> None:
    a = throughput(vendor_a()[0])
    b = with_conditions(throughput(vendor_b("FP8")[0]), precision=None)
    p = judge(a, b)
    assert not p.comparable
    assert p.reasons == ("precision",)
    assert [(d.condition, d.right, d.blocking) for d in p.differences
            if d.reason == "precision"] == [("precision", None, True)]


def test_a_precision_one_side_does_not_state_is_a_caution_where_no_model_is_run() -> None:
    a = with_conditions(throughput(vendor_a()[0]), model=None, workload=None)
    b = with_conditions(throughput(vendor_b("FP8")[0]), model=None, workload=None,
                        precision=None)
    p = judge(a, b)
    assert [(d.condition, d.right, d.blocking) for d in p.differences
            if d.reason == "precision"] == [("precision", None, False)]


def test_a_total_of_unstated_size_never_meets_a_per_gpu_figure() -> None:
    a = with_conditions(throughput(vendor_a()[0]), accelerator_count=None)
    b = throughput(vendor_b("FP8")[0])
    assert normalise(a).derivation is None  # no count stated: never divided by a guess
    assert judge(a, b).reasons == ("per",)


def test_per_node_figures_divide_only_when_nodes_are_counted() -> None:
    base = throughput(vendor_a()[0])
    cond = base.conditions.model_copy(update={"accelerator_count": 16, "node_count": 2})
    source = base.source.model_copy(update={"quote": "2 nodes of 16 GPUs: 8000 tokens/s per node"})
    per_node = base.model_copy(update={"per": Per.node, "value": 8000.0, "conditions": cond,
                                       "source": source})
    n = normalise(per_node)
    assert (n.value, n.basis) == (1000.0, "per accelerator")
    assert n.derivation == "8,000 tokens/s ÷ (16 GPUs / 2 nodes) = 1,000 tokens/s per accelerator"
    unknown = per_node.model_copy(update={"conditions": cond.model_copy(
        update={"node_count": None})})
    assert (normalise(unknown).value, normalise(unknown).basis) == (8000.0, "per node")


def test_units_are_rescaled_with_the_step_shown() -> None:
    drive = with_conditions(throughput(vendor_a()[0]), accelerator_count=None)
    n = normalise(drive.model_copy(update={"metric": "bandwidth", "unit": "MB/s",
                                           "value": 7450.0}))
    assert (n.unit, n.value) == ("GB/s", pytest.approx(7.45))
    assert n.derivation is not None and n.derivation.startswith("7,450 MB/s = 7.45 GB/s")


@pytest.mark.parametrize(("metric", "unit", "why"), [
    ("count", "count", "a setup count, not a result"),
    ("concurrency", "count", "a setup count, not a result"),
    ("speedup", "x", "a ratio to its own baseline"),
    ("memory", "GB", "a capacity, not a result"),
    ("cost", "%", "a cost stated in %: a relative figure"),
    ("percent", "%", "a percentage of something unnamed"),
    ("vibes", "x", "metric 'vibes' is not in the vocabulary"),
])
def test_what_may_not_be_compared_at_all(metric: str, unit: str, why: str) -> None:
    claim = throughput(vendor_a()[0]).model_copy(update={"metric": metric, "unit": unit})
    assert refusal(claim) == why


def test_latency_statistics_must_match_and_one_unstated_blocks() -> None:
    base = throughput(vendor_a()[0]).model_copy(update={"metric": "ttft", "unit": "s",
                                                        "value": 0.2})
    other = throughput(vendor_b("FP8")[0]).model_copy(update={"metric": "ttft", "unit": "s",
                                                             "value": 0.3})
    p99 = other.model_copy(update={"statistic": Statistic.p99})
    assert judge(base, p99).reasons == ("statistic",)  # mean against p99
    silent = other.model_copy(update={"statistic": None})
    assert judge(base, silent).reasons == ("statistic",)
    same = other.model_copy(update={"statistic": Statistic.mean})
    p = judge(base, same)
    assert p.comparable and p.better == "left"  # lower is better for a latency


def test_pairs_are_across_documents_unless_asked_within() -> None:
    a = vendor_a(480000)[0]
    twin = throughput(a).model_copy(update={"value": 490000.0, "id": "clm-00000000000000aa"})
    claims = [throughput(a), twin, throughput(vendor_b("FP8")[0])]
    across = compare_claims(claims)
    assert len(across.comparable) == 2
    assert all(p.left.source.sha256 != p.right.source.sha256 for p in across.comparable)
    assert len(compare_claims(claims, within=True).comparable) == 3


def test_text_shows_title_line_and_quote_and_fits_a_screen() -> None:
    result = run_cli("compare", *sorted(map(str, (PAIRS / "ssds").glob("*.md"))))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "[1] Samsung 990 PRO 2 TB: PCIe 4.0 NVMe at up to 7,450 MB/s (Digitec)"
    assert "Comparable (4 pairs)" in lines  # read and write speeds, read and write IOPS
    assert '    [1] line 16: "Sequential read | up to 7,450 MB/s"' in lines
    assert "  bandwidth: [1] 7.45 GB/s vs [2] 7.3 GB/s = 1.02x, [1] better" in lines
    assert not any("clm-" in line for line in lines)
    assert len(lines) <= 60


@pytest.mark.parametrize("folder", sorted(p.name for p in PAIRS.iterdir() if p.is_dir()))
def test_every_pair_folder_reads_as_announcements_within_a_screen(folder: str) -> None:
    result = run_cli("compare", *sorted(map(str, (PAIRS / folder).glob("*.md"))))
    assert result.returncode == 0, result.stderr
    assert len(result.stdout.splitlines()) <= 70


def test_announcements_are_read_not_parsed_as_yaml(tmp_path: Path) -> None:
    """Issue 18: `claims compare a.md b.md` once failed with a YAML error."""
    paths = sorted(map(str, (PAIRS / "mlperf-inference").glob("*.md")))
    result = run_cli("compare", *paths, "--format", "json")
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    schema = json.loads((ROOT / "schemas" / "comparison.schema.json").read_text("utf-8"))
    jsonschema.validate(out, schema)
    derived = [side["derivation"] for g in out["blocked"] for p in g["pairs"]
               for side in (p["left"], p["right"]) if side["value"] == 100282]
    assert "100,282 tokens/s ÷ 8 GPUs = 12,535 tokens/s per accelerator" in derived
    # its own process: another hash seed, no warm caches
    again = run_cli_process("compare", *paths, "--format", "json")
    assert again.stdout == result.stdout  # byte-identical
    stdin = run_cli("compare", "-", paths[1], stdin=Path(paths[0]).read_text("utf-8"))
    assert stdin.returncode == 0, stdin.stderr
    missing = run_cli("compare", str(tmp_path / "missing.md"), paths[0])
    assert missing.returncode == 2
    assert missing.stderr.startswith("claims: error: ") and missing.stderr.count("\n") == 1


def test_claim_files_still_compare() -> None:
    files = [str(ROOT / "examples" / "incomparable" / f"vendor-{v}.claims.yaml") for v in "ab"]
    result = run_cli("compare", *files, "--format", "json")
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    pairs = [*out["comparable"], *(p for g in out["blocked"] for p in g["pairs"])]
    assert pairs and all(p["left"]["publisher"] != p["right"]["publisher"] for p in pairs)


def test_stored_claims_by_ids_and_filters_compare_as_in_memory(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    (a, sha_a), (b, sha_b) = vendor_a(), vendor_b("FP4")
    with open_store(db) as store:
        store.put_report(a, text_sha256=sha_a, origin="a")
        store.put_report(b, text_sha256=sha_b, origin="b")
    ids = [throughput(a).id, throughput(b).id]
    by_id = run_cli("compare", *ids, "--db", str(db), "--format", "json")
    by_filter = run_cli("compare", "--metric", "throughput", "--db", str(db), "--format", "json")
    assert by_id.returncode == 0, by_id.stderr
    assert by_id.stdout == by_filter.stdout
    [group] = json.loads(by_id.stdout)["blocked"]
    assert (group["reason"], group["count"]) == ("precision", 1)
    missing = run_cli("compare", "clm-0123456789abcdef", "--db", str(db))
    assert missing.returncode == 2
    assert missing.stderr == "claims: error: no such claim in the store: clm-0123456789abcdef\n"
    mixed = run_cli("compare", "some.claims.yaml", "--model", "x", "--db", str(db))
    assert mixed.returncode == 2 and "not both" in mixed.stderr


def test_large_stores_are_compared_by_groups(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    from claims.store import ClaimFilter, comparison

    db = tmp_path / "s.db"
    reports = [vendor_a(v) for v in (400000, 450000)] + [vendor_b("FP8"), vendor_b("FP4")]
    with open_store(db) as store:
        for i, (rep, sha) in enumerate(reports):
            store.put_report(rep, text_sha256=sha, origin=f"doc{i}")
        exact = comparison.compare_stored(store, ClaimFilter(metric="throughput"))
        monkeypatch.setattr(comparison, "IN_MEMORY", 0)
        grouped = comparison.compare_stored(store, ClaimFilter(metric="throughput"))
    pairs = {frozenset((p.left.id, p.right.id)) for p in exact.comparable}
    assert {frozenset((p.left.id, p.right.id)) for p in grouped.comparable} == pairs
    assert len(pairs) == 3  # the two vendor A totals and vendor B's FP8 one, pairwise
    assert grouped.totals["claims"] == 4


def test_views_carry_the_verdicts() -> None:
    claims = [throughput(vendor_a()[0]), throughput(vendor_b("FP8")[0]),
              throughput(vendor_b("FP4")[0])]
    result = compare_claims(claims)
    text = render_text(result)
    assert "Comparable (1 pairs)" in text and "precision: different precision" in text
    md = render_markdown(result)
    assert "| after normalisation |" in md and "## Not comparable: precision" in md
    page = render_html(result)
    assert page.startswith("<!DOCTYPE html>") and "<svg" in page and "<script" not in page
    assert "tokens/s per accelerator" in page
    assert not re.search(r"""(src|href)=["']?https?:""", page)  # nothing loaded from elsewhere


@pytest.mark.parametrize(("quote", "figure", "expected"), [
    ("On the Llama 2 70B Server scenario, one node reached 100,282 tokens/s.", "100,282",
     {"MLPerf scenario": "server"}),
    ("The Offline run reached 1,042,110 tokens/s, and the Server run 1,016,375 tokens/s.",
     "1,016,375", {"MLPerf scenario": "server"}),
    ("The Offline run reached 1,042,110 tokens/s, and the Server run 1,016,375 tokens/s.",
     "1,042,110", {"MLPerf scenario": "offline"}),
    ("It is about 40% faster in random reads and 55% faster in random writes.", "55",
     {"read or write": "write", "sequential or random": "random"}),
    ("| Sequential read | up to 7,450 MB/s |", "7,450",
     {"read or write": "read", "sequential or random": "sequential"}),
    ("ClickBench hot runs took 0.91 s against 2.3 s cold.", "2.3", {"hot or cold run": "cold"}),
    ("The cluster served 41,200 tokens per second on sixteen nodes.", "41,200", {}),
])
def test_scenario_is_read_from_the_figures_own_clause(quote: str, figure: str,
                                                      expected: dict[str, str]) -> None:
    from claims.compare.scenario import scenarios

    base = throughput(vendor_a()[0])
    claim = base.model_copy(update={
        "value_text": figure, "source": base.source.model_copy(update={"quote": quote}),
        "conditions": base.conditions.model_copy(update={"workload": None})})
    assert scenarios(claim) == expected


def test_a_figure_stated_for_two_scenarios_at_once_names_both() -> None:
    from claims.compare.scenario import scenarios

    base = throughput(vendor_a()[0])
    quote = "It went past one million tokens per second in both the Server and Offline scenarios."
    claim = base.model_copy(update={
        "value_text": "one million", "source": base.source.model_copy(update={"quote": quote}),
        "conditions": base.conditions.model_copy(update={"workload": None})})
    assert scenarios(claim) == {"MLPerf scenario": "offline, server"}
