"""`claims verify` over claim files: their sources re-read live, from snapshots, or from disk."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from claims.extract import extract
from claims.load.claimfile import dump_claim_file
from claims.load.documents import load_source
from claims.load.fetch import FetchPolicy
from claims.model import ClaimFile
from tests.conftest import run_cli
from tests.fixtures.provenance.server import LocalSite

HERE = Path(__file__).resolve().parent / "fixtures" / "provenance"


@pytest.fixture
def site() -> Iterator[LocalSite]:
    """The primary post alone, served on 127.0.0.1."""
    server = LocalSite()
    server.serve("/blog/atlas-on-helios.md", (HERE / "primary.md").read_text())
    yield server
    server.stop()


def claim_file(source: str, target: Path, policy: FetchPolicy | None = None) -> Path:
    """Extract a source into a claim file, as `claims extract` would record it."""
    document, claims = extract(load_source(source, fetch_policy=policy))
    target.write_text(dump_claim_file(ClaimFile(document=document, claims=claims)))
    return target


def verify(*args: str) -> tuple[int, dict[str, Any]]:
    """Run `claims verify --format json`; return status and payload."""
    result = run_cli("verify", "--format", "json", *args)
    assert result.stdout, result.stderr
    return result.returncode, json.loads(result.stdout)


def rules(payload: dict[str, Any]) -> list[str]:
    """The rules of every finding, sorted."""
    return sorted(f["rule"] for d in payload["report"]["documents"] for f in d["findings"])


def test_claim_file_against_its_live_source_then_an_edit(site: LocalSite,
                                                        tmp_path: Path) -> None:
    snaps = tmp_path / "snaps"
    policy = FetchPolicy(allow_hosts=("127.0.0.1",), snapshots=snaps)
    url = site.url("/blog/atlas-on-helios.md")
    recorded = claim_file(url, tmp_path / "primary.claims.yaml", policy)
    net = ("--allow-host", "127.0.0.1", "--snapshots", str(snaps))
    code, payload = verify(str(recorded), *net)
    assert code == 0 and rules(payload) == []
    assert {r["quote"] for r in payload["claims"]} == {"at-span"}
    assert {r["source"] for r in payload["claims"]} == {"unchanged"}

    page = site.pages["/blog/atlas-on-helios.md"].body.decode()
    site.serve("/blog/atlas-on-helios.md", "> Updated after a driver fix.\n\n" + page.replace(
        "sustained 41,200 tokens", "sustained 39,800 tokens").replace(
        "Peak throughput reached 52,700 tokens per second during the warm-up phase.", ""))
    code, payload = verify(str(recorded), *net)
    assert code == 1
    assert rules(payload) == ["figure-changed", "quote-not-found", "source-changed"]
    by_quote = {r["quote"] for r in payload["claims"]}
    assert by_quote == {"moved", "edited", "gone"}
    [changed] = [r for r in payload["claims"] if r["figure"] == "changed"]
    assert changed["value"] == 41200 and changed["new_value"] == 39800

    site.stop()
    code, payload = verify(str(recorded), *net)
    assert code == 1 and rules(payload) == ["source-unavailable"]
    code, payload = verify(str(recorded), "--offline", "--snapshots", str(snaps))
    assert "source-unavailable" not in rules(payload) and "source-changed" in rules(payload)


def test_claim_file_with_a_local_source_needs_no_network(tmp_path: Path) -> None:
    post = tmp_path / "post.md"
    post.write_text((HERE / "primary.md").read_text())
    recorded = claim_file(str(post), tmp_path / "post.claims.yaml")
    code, payload = verify(str(recorded), "--snapshots", str(tmp_path / "none"))
    assert code == 0, payload
    assert payload["claims"] and {r["source"] for r in payload["claims"]} == {"unchanged"}
    post.write_text(post.read_text().replace("0.84 seconds", "0.9 seconds"))
    code, payload = verify(str(recorded))
    assert code == 1 and rules(payload) == ["figure-changed", "source-changed"]
    assert not (tmp_path / "none").exists()


def test_text_table_names_every_status(tmp_path: Path) -> None:
    post = tmp_path / "post.md"
    post.write_text((HERE / "primary.md").read_text())
    recorded = claim_file(str(post), tmp_path / "post.claims.yaml")
    post.unlink()
    result = run_cli("verify", str(recorded))
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    assert lines[1].split() == ["claim", "figure", "quote", "now", "source", "derived", "from"]
    assert all("unavailable" in line for line in lines[2:] if line.startswith("  clm-"))
    assert "CLM201 source-unavailable" in result.stdout and "no such file" in result.stdout


UNCHANGED = ("The cluster served 41 200 tokens per second on sixteen nodes.\n\n"
             "Peak decode reached 1.7 million tokens/s on three DEP2 instances, with a p99 "
             "latency of 250 ms and stalls of 2-3 ms.\n\n"
             "| Engine | Throughput (tok/s) | Price ($/Mtok) |\n|---|---|---|\n"
             "| Atlas | 26.2K | 0.60 |\n")


def test_extract_then_verify_of_an_unchanged_file_is_clean(tmp_path: Path) -> None:
    """Verify reads figures the way extraction recorded them: nothing has changed, so no
    figure reads as changed (spelled counts, spaced thousands, scale words, table units)."""
    post = tmp_path / "post.md"
    post.write_text(UNCHANGED, encoding="utf-8")
    recorded = tmp_path / "post.claims.yaml"
    extracted = run_cli("extract", str(post), "--output", str(recorded))
    assert extracted.returncode == 0, extracted.stderr
    for target in (recorded, post):
        result = run_cli("verify", str(target), "--offline", "--snapshots", str(tmp_path / "s"))
        assert result.returncode == 0, result.stdout + result.stderr
        assert "0 findings" in result.stdout and "figure-changed" not in result.stdout
    code, payload = verify(str(recorded), "--offline", "--snapshots", str(tmp_path / "s"))
    assert code == 0 and len(payload["claims"]) >= 6
    assert {(r["quote"], r["figure"]) for r in payload["claims"]} == {("at-span", "same")}


def test_an_edited_spelled_count_is_read_by_the_extractor(tmp_path: Path) -> None:
    post = tmp_path / "post.md"
    post.write_text(UNCHANGED, encoding="utf-8")
    recorded = claim_file(str(post), tmp_path / "post.claims.yaml")
    post.write_text(UNCHANGED.replace("sixteen nodes", "twelve nodes"), encoding="utf-8")
    code, payload = verify(str(recorded))
    assert code == 1 and rules(payload) == ["figure-changed", "source-changed"]
    [changed] = [r for r in payload["claims"] if r["figure"] == "changed"]
    assert (changed["value"], changed["new_value"], changed["quote"]) == (16, 12, "edited")
