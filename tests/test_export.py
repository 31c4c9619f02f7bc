"""Exports: JSON Lines claim records, W3C PROV-JSON, schema.org ClaimReview JSON-LD."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from claims.exports import claimreview, prov
from claims.model import Claim, Document, DocumentReport, Finding, Kind, Severity
from tests.conftest import ROOT, run_cli, run_cli_process, schema_validator

CLAIMS = Path(__file__).resolve().parent / "fixtures" / "provenance" / "news.claims.yaml"
PRIMARY = "https://helios.example/blog/atlas-on-helios"


def run_export(*args: str) -> str:
    """Run `claims export`, insisting it succeeds."""
    result = run_cli("export", *args)
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_jsonl_is_one_valid_claim_per_line_and_deterministic() -> None:
    schema = json.loads((ROOT / "schemas" / "export.schema.json").read_text())
    out = run_export("--format", "jsonl", str(CLAIMS))
    lines = out.splitlines()
    assert len(lines) == 3
    validator = schema_validator(schema)
    for line in lines:
        record = json.loads(line)
        validator.validate(record)
        # Where the claim came from, for pipelines to join on.
        assert record["document_path"] == str(CLAIMS)
        assert record["document_id"].startswith("doc-") and record["document_title"]
        assert record["line"] == record["source"]["line"]
    assert json.loads(lines[0])["derived_from"] == [PRIMARY, "clm-0123456789abcdef"]
    # its own process: another hash seed, no warm caches
    again = run_cli_process("export", "--format", "jsonl", str(CLAIMS))
    assert again.returncode == 0 and again.stdout == out


def test_prov_json_shape() -> None:
    data = json.loads(run_export("--format", "prov-json", str(CLAIMS)))
    entities, derivations = data["entity"], data["wasDerivedFrom"].values()
    claims = [k for k, v in entities.items() if v["prov:type"]["$"] == "claims:Claim"]
    quoted = {(d["prov:generatedEntity"], d["prov:usedEntity"]) for d in derivations
              if d["prov:type"]["$"] == "prov:Quotation"}
    primary = {(d["prov:generatedEntity"], d["prov:usedEntity"]) for d in derivations
               if d["prov:type"]["$"] == "prov:PrimarySource"}
    news = next(k for k, v in entities.items() if v.get("prov:label", "").startswith("Helios-8"))
    source = next(k for k, v in entities.items()
                  if v.get("prov:location", {}).get("$") == PRIMARY)
    assert len(claims) == 4  # three claims and the matched primary claim
    assert {g for g, u in quoted if u == news} == set(claims) - {"clm:clm-0123456789abcdef"}
    assert ("clm:clm-0123456789abcdef", source) in quoted
    assert (news, source) in primary
    assert any(g != news and u == "clm:clm-0123456789abcdef" for g, u in primary)
    [attribution] = data["wasAttributedTo"].values()
    assert attribution["prov:entity"] == news
    assert data["agent"][attribution["prov:agent"]]["prov:label"] == "Accelerator Weekly"


def test_prov_json_loads_back_with_the_prov_package() -> None:
    model = pytest.importorskip("prov.model")
    text = run_export("--format", "prov-json", str(CLAIMS))
    document = model.ProvDocument.deserialize(content=text, format="json")
    derivations = list(document.get_records(model.ProvDerivation))
    kinds = sorted(str(t) for d in derivations for t in d.get_asserted_types())
    assert kinds.count("prov:Quotation") == 4 and kinds.count("prov:PrimarySource") == 3
    assert len(list(document.get_records(model.ProvAttribution))) == 1
    agents = list(document.get_records(model.ProvAgent))
    assert [str(a.label) for a in agents] == ["Accelerator Weekly"]


def fig(quote: str, kind: Kind = Kind.headline) -> Claim:
    """A claim for review tests."""
    return Claim(value=1, unit="x", metric="speedup", kind=kind,
                 source={"quote": quote, "url": "https://vendor.example/post"})


def finding(code: str, rule: str, severity: Severity, *claims: Claim,
            accepted: bool = False) -> Finding:
    """A finding citing claims."""
    return Finding(code=code, rule=rule, severity=severity, message=f"{rule} here",
                   claim_ids=tuple(c.id for c in claims), accepted=accepted)


def test_claimreview_one_review_per_flagged_headline() -> None:
    flagged, clean, accepted, config = (fig("3x faster"), fig("2x cheaper"),
                                        fig("5x denser"), fig("8 nodes", Kind.config))
    report = DocumentReport(
        document=Document(title="Post", url="https://vendor.example/post",
                          publisher="Vendor", published_at="2026-01-02"),
        claims=(flagged, clean, accepted, config),
        findings=(finding("CLM104", "comparison-baseline-unclear", Severity.warning, flagged),
                  finding("CLM110", "single-workload", Severity.info, flagged, config),
                  finding("CLM103", "self-reported", Severity.warning, accepted,
                          accepted=True)))
    data = claimreview.build([report], reviewer="Desk", review_base="https://desk.example/r/")
    assert data["@context"] == "https://schema.org"
    [node] = data["@graph"]
    for key in ("@type", "claimReviewed", "reviewRating", "url", "author", "itemReviewed"):
        assert key in node, key
    assert node["@type"] == "ClaimReview" and node["claimReviewed"] == "3x faster"
    assert node["url"] == f"https://desk.example/r/{flagged.id}"
    assert node["author"] == {"@type": "Organization", "name": "Desk"}
    assert node["reviewRating"]["@type"] == "Rating"
    assert node["reviewRating"]["alternateName"] == "Needs context: 1 warning, 1 info"
    assert "CLM104" in node["reviewBody"] and "CLM110" in node["reviewBody"]
    item = node["itemReviewed"]
    assert item["@type"] == "Claim" and item["appearance"]["url"] == "https://vendor.example/post"
    assert item["author"] == {"@type": "Organization", "name": "Vendor"}


def test_claimreview_cli_is_json_ld() -> None:
    data = json.loads(run_export("--format", "claimreview", str(CLAIMS)))
    assert data["@context"] == "https://schema.org"
    assert [n["claimReviewed"] for n in data["@graph"]] == [
        "sustained 47,200 tokens per second of total throughput",
        "Each user received 96 tokens per second per user"]
    assert all(n["url"].startswith("urn:claims:review:clm-") for n in data["@graph"])


def test_prov_build_is_deterministic() -> None:
    report = DocumentReport(document=Document(title="t", publisher="P"), claims=(fig("3x"),))
    assert prov.render([report]) == prov.render([report])


def test_export_needs_input_and_reports_bad_files(tmp_path: Path) -> None:
    empty = run_cli("export", "--format", "jsonl")
    assert empty.returncode == 2 and "nothing to export" in empty.stderr
    bad = tmp_path / "bad.yaml"
    bad.write_text("claims_version: '1.0'\ndocument: {}\nclaims:\n  - value: oops\n")
    result = run_cli("export", str(bad))
    assert result.returncode == 2 and str(bad) in result.stderr and result.stdout == ""


def test_jsonl_from_the_store_matches_the_ingested_claims(tmp_path: Path) -> None:
    db = str(tmp_path / "claims.db")
    source = str(CLAIMS.parent / "primary.md")
    ingested = run_cli("ingest", source, "--db", db, "--jobs", "1")  # no pool: in this process
    assert ingested.returncode == 0, ingested.stderr
    from_store = run_export("--format", "jsonl", "--db", db).splitlines()
    extracted = json.loads(run_cli("extract", source, "--format", "json").stdout)
    ids = sorted(c["id"] for c in extracted["claims"])
    assert sorted(json.loads(line)["id"] for line in from_store) == ids
    missing = run_cli("export", "--db", str(tmp_path / "nope.db"))
    assert missing.returncode == 2 and "no such store" in missing.stderr
