"""End to end over real HTTP on 127.0.0.1: a news post, the vendor post it reports, and drift.

The secondary misquotes one figure (47,200 for 41,200 tokens/s) and drops the
P90 qualifier of another; editing the primary, stopping the server and reading
offline then exercise source-changed, figure-changed and source-unavailable.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.conftest import run_cli
from tests.fixtures.provenance.server import LocalSite

HERE = Path(__file__).resolve().parent / "fixtures" / "provenance"


@pytest.fixture
def site() -> Iterator[LocalSite]:
    """The primary and secondary posts served on 127.0.0.1."""
    server = LocalSite()
    primary = server.serve("/blog/atlas-on-helios.md", (HERE / "primary.md").read_text())
    secondary = (HERE / "secondary.md").read_text().replace("{primary_url}", primary)
    server.serve("/news/helios-numbers.md", secondary)
    yield server
    server.stop()


def verify(site: LocalSite, snaps: Path, *extra: str) -> tuple[int, dict[str, Any], str]:
    """Run `claims verify` on the secondary; return status, JSON output and stderr."""
    result = run_cli("verify", site.url("/news/helios-numbers.md"), "--snapshots", str(snaps),
                     "--format", "json", *extra)
    assert result.stdout, result.stderr
    return result.returncode, json.loads(result.stdout), result.stderr


def findings(payload: dict[str, Any], rule: str) -> list[dict[str, Any]]:
    """Every finding of one rule, across documents."""
    return [f for d in payload["report"]["documents"] for f in d["findings"] if f["rule"] == rule]


def test_chain_links_every_claim_and_flags_the_misquote_and_dropped_qualifier(
        site: LocalSite, tmp_path: Path) -> None:
    code, payload, err = verify(site, tmp_path, "--allow-host", "127.0.0.1")
    assert code == 1, err
    primary_url = site.url("/blog/atlas-on-helios.md")
    secondary, primary = payload["report"]["documents"]
    assert secondary["path"].endswith("/news/helios-numbers.md")
    assert primary["path"] == primary_url and primary["claims"]
    primary_ids = {c["id"] for c in primary["claims"]}
    assert secondary["claims"], "no figures extracted from the secondary"
    for claim in secondary["claims"]:
        assert claim["source"]["url"].endswith("/news/helios-numbers.md")
        assert claim["derived_from"][0] == primary_url, claim
    linked = [c for c in secondary["claims"] if len(c["derived_from"]) == 2]
    assert linked and all(c["derived_from"][1] in primary_ids for c in linked)
    messages = [f["message"] for f in findings(payload, "inconsistent-figures")]
    assert any("47,200" in m and "41,200" in m for m in messages), messages
    assert any("drops the qualifier 'p90'" in m for m in messages), messages
    assert not findings(payload, "source-changed") and not findings(payload,
                                                                     "source-unavailable")


def test_editing_the_primary_gives_source_changed_and_figure_changed(
        site: LocalSite, tmp_path: Path) -> None:
    assert verify(site, tmp_path, "--allow-host", "127.0.0.1")[0] == 1
    path = "/blog/atlas-on-helios.md"
    edited = site.pages[path].body.decode().replace("was 0.84 seconds", "was 0.97 seconds")
    site.serve(path, edited)
    code, payload, err = verify(site, tmp_path, "--allow-host", "127.0.0.1")
    assert code == 1, err
    changed = findings(payload, "source-changed")
    assert [f["path"] for f in changed] == [site.url(path)]
    [figure] = findings(payload, "figure-changed")
    assert "0.97" in figure["message"] and figure["path"] == site.url(path)
    rows = [r for r in payload["claims"] if r["figure"] == "changed"]
    assert [r["new_value"] for r in rows] == [0.97]


def test_stopped_server_is_unavailable_but_offline_still_answers(
        site: LocalSite, tmp_path: Path) -> None:
    code, first, _ = verify(site, tmp_path, "--allow-host", "127.0.0.1")
    site.stop()
    code, payload, err = verify(site, tmp_path, "--allow-host", "127.0.0.1")
    assert code == 1, err
    lost = findings(payload, "source-unavailable")
    assert {f["path"] for f in lost if f["path"]} == {site.url("/news/helios-numbers.md"),
                                                      site.url("/blog/atlas-on-helios.md")}
    # The chain is followed through the primary's snapshot, and the head says so.
    [through] = [f["message"] for f in lost if not f["path"]]
    assert site.url("/blog/atlas-on-helios.md") in through and "snapshot" in through
    assert payload["report"]["documents"][0]["claims"] == first["report"]["documents"][0][
        "claims"], "the secondary is linked to the primary's figures as before"
    code, offline, err = verify(site, tmp_path, "--offline")
    assert code == 1, err
    assert not findings(offline, "source-unavailable")
    assert offline["report"] == first["report"]


def test_refused_without_allow_host_and_nothing_connects(site: LocalSite,
                                                         tmp_path: Path) -> None:
    result = run_cli("verify", site.url("/news/helios-numbers.md"), "--snapshots",
                     str(tmp_path))
    assert result.returncode == 2 and "refused" in result.stderr and "--allow-host" in result.stderr
    assert site.accepted == 0


def test_vet_follow_links_and_flags_but_plain_vet_stays_offline(site: LocalSite,
                                                                tmp_path: Path) -> None:
    local = tmp_path / "news.md"
    local.write_bytes(site.pages["/news/helios-numbers.md"].body)
    plain = run_cli("vet", str(local), "--format", "json", "--snapshots", str(tmp_path / "s"))
    assert plain.returncode in (0, 1), plain.stderr
    assert site.accepted == 0, "a plain vet of a local file touched the network"
    # The front matter names the primary, but nothing was read from it: no claim ids.
    assert all(not any(link.startswith("clm-") for link in c["derived_from"])
               for doc in json.loads(plain.stdout)["documents"] for c in doc["claims"])

    followed = run_cli("vet", str(local), "--follow", "--format", "json", "--allow-host",
                       "127.0.0.1", "--snapshots", str(tmp_path / "s"))
    assert followed.returncode == 1, followed.stderr
    [document] = json.loads(followed.stdout)["documents"]
    primary_url = site.url("/blog/atlas-on-helios.md")
    assert document["claims"] and all(c["derived_from"][0] == primary_url
                                      for c in document["claims"])
    assert any(d.startswith("clm-") for c in document["claims"] for d in c["derived_from"])
    messages = [f["message"] for f in document["findings"] if f["rule"] == "inconsistent-figures"]
    assert any("'47,200'" in m and "'41,200'" in m for m in messages), messages
    assert any("drops the qualifier 'p90'" in m for m in messages), messages


def test_a_primary_on_a_refused_address_is_a_finding_not_a_crash(site: LocalSite,
                                                                  tmp_path: Path) -> None:
    page = site.pages["/news/helios-numbers.md"].body.decode()
    cited = page.replace(site.url("/blog/atlas-on-helios.md"), "http://10.0.0.7/internal")
    site.serve("/news/helios-numbers.md", cited)
    code, payload, err = verify(site, tmp_path, "--allow-host", "127.0.0.1")
    assert code == 1, err
    [lost] = findings(payload, "source-unavailable")
    assert "http://10.0.0.7/internal" in lost["message"] and "refused" in lost["message"]
    assert site.paths == ["/news/helios-numbers.md"]


CHAINS = yaml.safe_load((HERE / "chains.yaml").read_text())


@pytest.mark.parametrize("case", CHAINS, ids=[c["secondary"] for c in CHAINS])
def test_cross_source_problems_golden(case: dict[str, Any], tmp_path: Path) -> None:
    server = LocalSite()
    try:
        primary = server.serve("/primary", (HERE / case["primary"]).read_text())
        secondary = (HERE / case["secondary"]).read_text().replace("{primary_url}", primary)
        server.serve("/secondary.md", secondary)
        result = run_cli("verify", server.url("/secondary.md"), "--allow-host", "127.0.0.1",
                         "--snapshots", str(tmp_path), "--format", "json")
    finally:
        server.stop()
    assert result.stdout, result.stderr
    messages = [f["message"] for f in findings(json.loads(result.stdout),
                                               "inconsistent-figures")]
    missing = [e for e in case["expect"] if sum(e in m for m in messages) != 1]
    unexpected = [m for m in messages if not any(e in m for e in case["expect"])]
    report = "\n".join([f"missing: {m}" for m in missing] +
                       [f"unexpected: {u}" for u in unexpected])
    assert not missing and not unexpected, f"{case['secondary']}:\n{report}"


def test_an_html_news_page_is_followed_through_its_cited_link(site: LocalSite,
                                                              tmp_path: Path) -> None:
    page = ("<!doctype html><html><head><title>Helios-8 numbers</title></head><body>"
            "<article><h1>Helios-8 numbers</h1>"
            "<p>According to <a href=\"/blog/atlas-on-helios.md\">the company's blog post</a>, "
            "the Helios-8 node sustained 47,200 tokens per second of total throughput at 256 "
            "concurrent requests.</p></article></body></html>")
    site.serve("/news/page.html", page, Content_Type="text/html; charset=utf-8")
    result = run_cli("verify", site.url("/news/page.html"), "--allow-host", "127.0.0.1",
                     "--snapshots", str(tmp_path), "--format", "json")
    assert result.stdout, result.stderr
    payload = json.loads(result.stdout)
    head = payload["report"]["documents"][0]
    assert head["claims"] and all(c["derived_from"][0] == site.url("/blog/atlas-on-helios.md")
                                  for c in head["claims"])
    messages = [f["message"] for f in findings(payload, "inconsistent-figures")]
    assert any("'47,200' where the primary says '41,200'" in m for m in messages), messages
