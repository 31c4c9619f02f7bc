"""Comparability: the verdict, every differing condition, normalisation, caps, the views."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from claims.compare import (
    comparability_key,
    compare_claims,
    normalise,
    operating_points,
    pair,
    render_markdown,
    render_text,
    to_data,
)
from claims.model import Claim, DocumentReport, Per
from claims.report.compare_html import render_html
from claims.store import ClaimFilter, open_store
from tests.conftest import ROOT, run_cli
from tests.test_store_records import vendor_a, vendor_b


def throughput(rep: DocumentReport) -> Claim:
    """The report's system throughput claim."""
    return next(c for c in rep.claims if c.metric == "throughput")


def speeds_of(*reports: DocumentReport) -> dict[str, float]:
    """Operating points of every report, merged."""
    return {k: v for r in reports for k, v in operating_points(r.claims).items()}


def test_operating_point_is_the_nearby_per_user_speed() -> None:
    a, _ = vendor_a()
    assert operating_points(a.claims) == {throughput(a).id: 150.0}


def test_normalised_per_gpu() -> None:
    a, _ = vendor_a(480000)
    n = normalise(throughput(a))
    assert (n.value, n.unit, n.basis) == (pytest.approx(480000 / 72), "tokens/s", "per GPU")
    per_user = next(c for c in a.claims if c.metric == "interactivity")
    assert normalise(per_user).basis == "per user"  # never divided by the GPU count


def test_like_setups_compare_with_a_ratio_and_list_what_else_differs() -> None:
    a, _ = vendor_a(480000)
    b, _ = vendor_b("FP8")
    p = pair(throughput(a), throughput(b), speeds_of(a, b))
    assert p.comparable
    assert p.ratio == pytest.approx((480000 / 72) / (60000 / 8))
    noted = {d.condition for d in p.differences}
    assert {"hardware", "accelerator count", "publisher"} <= noted
    assert not any(d.blocking for d in p.differences)  # model spelt differently is the same model


def test_unlike_precision_is_not_comparable_and_says_why() -> None:
    a, _ = vendor_a()
    b, _ = vendor_b("FP4")
    p = pair(throughput(a), throughput(b), speeds_of(a, b))
    assert not p.comparable and p.ratio is None
    blocking = [(d.condition, d.left, d.right) for d in p.differences if d.blocking]
    assert blocking == [("precision", "fp8", "fp4")]


def test_operating_point_far_apart_blocks() -> None:
    a, _ = vendor_a()
    b, _ = vendor_b("FP8")
    speeds = speeds_of(a, b)
    speeds[throughput(b).id] = 400.0
    p = pair(throughput(a), throughput(b), speeds)
    blocking = [d.condition for d in p.differences if d.blocking]
    assert blocking == ["per-user speed (operating point)"]


def test_claim_disclosing_neither_model_nor_workload_compares_with_nothing() -> None:
    a, _ = vendor_a()
    bare = throughput(a).model_copy(update={
        "conditions": throughput(a).conditions.model_copy(update={"model": None, "workload": None}),
        "id": "clm-00000000000000aa"})
    twin = bare.model_copy(update={"id": "clm-00000000000000bb"})
    assert comparability_key(bare, None) != comparability_key(twin, None)
    assert not pair(bare, twin, {}).comparable


def test_verdict_agrees_with_key_equality() -> None:
    reports = [vendor_a(480000)[0], vendor_a(500000)[0], vendor_b("FP8")[0], vendor_b("FP4")[0]]
    speeds = speeds_of(*reports)
    claims = [c for r in reports for c in r.claims]
    for x in claims:
        for y in claims:
            same = (x.metric, x.unit) == (y.metric, y.unit) and \
                comparability_key(x, speeds.get(x.id)) == comparability_key(y, speeds.get(y.id))
            assert pair(x, y, speeds).comparable == same


def test_sections_count_every_pair_and_cap_what_is_shown() -> None:
    reports = [vendor_a(v)[0] for v in (400000, 450000, 480000, 500000)] + [vendor_b("FP4")[0]]
    speeds = speeds_of(*reports)
    claims = [throughput(r) for r in reports]
    [section] = compare_claims(claims, speeds, max_pairs=2)
    assert (section.claims, section.groups) == (5, 2)
    assert (section.comparable_pairs, section.incomparable_pairs) == (6, 4)
    assert (len(section.comparable), len(section.incomparable)) == (2, 2)
    assert section.not_shown == 6
    assert "(6 more pairs not shown; raise --max-pairs)" in render_text([section])
    assert "6 more pairs not shown." in render_markdown([section])
    data = to_data([section])["sections"][0]
    assert data["pairs"] == {"comparable": 6, "incomparable": 4, "shown": 4, "not_shown": 6}


def test_html_is_self_contained_and_marks_unlike_conditions() -> None:
    a, _ = vendor_a()
    b, _ = vendor_b("FP4")
    speeds = speeds_of(a, b)
    sections = compare_claims([throughput(a), throughput(b)], speeds)
    page = render_html(sections, speeds)
    assert page.startswith("<!DOCTYPE html>") and "<svg" in page
    assert not re.search(r"""(src|href)=["']?https?:""", page)  # nothing loaded from elsewhere
    assert "<script" not in page
    assert page.count("<circle cx=") - 2 == 1  # one filled point (minus the two legend dots)
    assert "unlike conditions: precision" in page
    assert "Vendor A" in page and "Vendor B" in page


def test_store_grouping_agrees_with_memory(tmp_path: Path) -> None:
    reports = [vendor_a(v) for v in (400000, 450000)] + [vendor_b("FP4"), vendor_b("FP8")]
    with open_store(tmp_path / "s.db") as store:
        for i, (rep, sha) in enumerate(reports):
            store.put_report(rep, text_sha256=sha, origin=f"doc{i}")
        summary = store.group_summary("throughput", "tokens/s", ClaimFilter(), max_groups=5,
                                      sample=5)
    memory = compare_claims([throughput(r) for r, _ in reports],
                            speeds_of(*(r for r, _ in reports)))[0]
    assert (summary.claims, summary.groups, summary.comparable_pairs) == (
        memory.claims, memory.groups, memory.comparable_pairs) == (4, 2, 3)
    assert [g.size for g in summary.largest] == [3, 1]


def test_compare_cli_on_stored_ids_and_filters(tmp_path: Path) -> None:
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
    [pair_out] = json.loads(by_id.stdout)["sections"][0]["incomparable"]
    assert [d["condition"] for d in pair_out["differences"] if d["blocking"]] == ["precision"]
    missing = run_cli("compare", "clm-0123456789abcdef", "--db", str(db))
    assert missing.returncode == 2
    assert missing.stderr == "claims: error: no such claim in the store: clm-0123456789abcdef\n"


INCOMPARABLE = ROOT / "examples" / "incomparable"


def test_shipped_incomparable_vendor_claims(tmp_path: Path) -> None:
    files = [str(INCOMPARABLE / "vendor-a.claims.yaml"), str(INCOMPARABLE / "vendor-b.claims.yaml")]
    result = run_cli("compare", *files, "--format", "json")
    assert result.returncode == 0, result.stderr
    sections = json.loads(result.stdout)["sections"]
    pairs = [p for s in sections for p in s["comparable"] + s["incomparable"]]
    across = [p for p in pairs if p["left"]["publisher"] != p["right"]["publisher"]]
    assert across, "the two vendors' claims were never paired"
    for p in across:
        assert not p["comparable"], p
        assert any(d["blocking"] for d in p["differences"]), p
    html = run_cli("compare", *files, "--format", "html", "--output", str(tmp_path / "c.html"))
    assert html.returncode == 0, html.stderr
    assert "unlike conditions" in (tmp_path / "c.html").read_text(encoding="utf-8")


def test_files_and_store_filters_do_not_mix(tmp_path: Path) -> None:
    result = run_cli("compare", "some.claims.yaml", "--model", "x", "--db", str(tmp_path / "s"))
    assert result.returncode == 2
    assert "not both" in result.stderr


def test_per_node_figures_divide_by_accelerators_per_node() -> None:
    a, _ = vendor_a()
    base = throughput(a)
    cond = base.conditions.model_copy(update={"accelerator_count": 16, "node_count": 2})
    per_node = base.model_copy(update={"per": Per.node, "value": 8000.0, "conditions": cond})
    assert (normalise(per_node).value, normalise(per_node).basis) == (1000.0, "per GPU")
    unknown_nodes = per_node.model_copy(update={"conditions": cond.model_copy(
        update={"node_count": None})})
    assert (normalise(unknown_nodes).value, normalise(unknown_nodes).basis) == (8000.0,
                                                                                "per node")


def test_totals_without_accelerators_normalise_per_node() -> None:
    a, _ = vendor_a()
    base = throughput(a)
    cond = base.conditions.model_copy(update={"accelerator_count": None, "node_count": 3})
    total = base.model_copy(update={"value": 41200.0, "conditions": cond})
    assert (normalise(total).value, normalise(total).basis) == (pytest.approx(41200 / 3),
                                                                "per node")
