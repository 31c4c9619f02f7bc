"""Exports of a followed chain: PROV links each news figure to the vendor figure it reports."""

from __future__ import annotations

import json
from pathlib import Path

from tests.conftest import run_cli
from tests.fixtures.provenance.server import LocalSite

HERE = Path(__file__).resolve().parent / "fixtures" / "provenance"


def test_prov_and_claimreview_of_a_followed_secondary(tmp_path: Path) -> None:
    site = LocalSite()
    try:
        primary = site.serve("/blog/atlas-on-helios.md", (HERE / "primary.md").read_text())
        news = tmp_path / "news.md"
        news.write_text((HERE / "secondary.md").read_text().replace("{primary_url}", primary))
        net = ("--follow", "--allow-host", "127.0.0.1", "--snapshots", str(tmp_path / "s"))
        result = run_cli("export", "--format", "prov-json", str(news), *net)
        assert result.returncode == 0, result.stderr
        data = json.loads(result.stdout)
        review = run_cli("export", "--format", "claimreview", str(news), *net)
        assert review.returncode == 0, review.stderr
    finally:
        site.stop()
    derivations = list(data["wasDerivedFrom"].values())
    primary_doc = next(k for k, v in data["entity"].items()
                       if v.get("prov:location", {}).get("$") == primary)
    to_claims = [d for d in derivations if d["prov:type"]["$"] == "prov:PrimarySource"
                 and d["prov:usedEntity"].startswith("clm:")]
    assert to_claims, "no news figure was linked to a primary figure"
    quoted_from_primary = {d["prov:generatedEntity"] for d in derivations
                           if d["prov:usedEntity"] == primary_doc}
    assert {d["prov:usedEntity"] for d in to_claims} <= quoted_from_primary
    graph = json.loads(review.stdout)["@graph"]
    misquoted = [n for n in graph if "47,200" in n["claimReviewed"]]
    assert misquoted and "inconsistent-figures" in misquoted[0]["reviewBody"]
    assert all("\n" not in n["claimReviewed"] for n in graph)
