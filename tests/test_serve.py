"""`claims serve` over real HTTP: a server started on 127.0.0.1 in a subprocess, httpx as client."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import httpx
import jsonschema
import pytest

from claims.load.documents import MAX_BYTES
from claims.store import open_store
from tests.conftest import ROOT, run_cli
from tests.serve_support import running_server

EXAMPLES = ROOT / "examples" / "announcements"
EXAMPLE = EXAMPLES / "rubin-agentic-serving.md"
OTHER = EXAMPLES / "nvme-array-launch.md"
REPORT_SCHEMA = json.loads((ROOT / "schemas" / "report.schema.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The store the server keeps its documents and reviews in."""
    return tmp_path_factory.mktemp("serve") / "workspace.db"


@pytest.fixture(scope="module")
def base(db: Path) -> Iterator[str]:
    """The running server's base URL."""
    with running_server(db) as url:
        yield url


@pytest.fixture
def client(base: str) -> Iterator[httpx.Client]:
    """An HTTP client with its own cookies (a browser of its own)."""
    with httpx.Client(base_url=base, follow_redirects=False, timeout=120) as c:
        yield c


class Page(HTMLParser):
    """Hidden inputs, error sentences, caveats and text of a page."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.inputs: dict[str, str] = {}
        self.errors: list[str] = []
        self.caveats: list[dict[str, str | None]] = []
        self.text: list[str] = []
        self._error = False
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "input" and a.get("type") == "hidden" and a.get("name"):
            self.inputs[str(a["name"])] = a.get("value") or ""
        if tag == "p" and "error-box" in (a.get("class") or ""):
            self._error = True
            self.errors.append("")
        if tag == "li" and "caveat" in (a.get("class") or ""):
            self.caveats.append(a)

    def handle_endtag(self, tag: str) -> None:
        if tag == "p":
            self._error = False

    def handle_data(self, data: str) -> None:
        self.text.append(data)
        if self._error:
            self.errors[-1] += data


def token(client: httpx.Client) -> str:
    """This client's CSRF token, from the home page's form."""
    page = Page(client.get("/").text)
    return page.inputs["csrf"]


def paste(client: httpx.Client, text: str) -> str:
    """Vet pasted text through the form; the document's page address."""
    response = client.post("/vet", files={"csrf": (None, token(client)), "text": (None, text)})
    assert response.status_code == 303, response.text
    return response.headers["location"]


def one_sentence(response: httpx.Response, status: int) -> str:
    """The error page's one sentence (and nothing like a traceback)."""
    assert response.status_code == status, response.text[:500]
    assert "Traceback" not in response.text and 'File "' not in response.text
    errors = Page(response.text).errors
    assert len(errors) == 1 and errors[0].strip()
    sentence = errors[0].strip()
    assert sentence.endswith(".") and "\n" not in sentence
    return sentence


def test_it_listens_on_loopback_and_describes_its_api(client: httpx.Client) -> None:
    assert str(client.base_url).startswith("http://127.0.0.1:")
    spec = client.get("/openapi.json").json()
    assert {"/api/vet", "/api/documents", "/api/documents/{document_id}"} <= set(spec["paths"])
    ok = spec["paths"]["/api/vet"]["post"]["responses"]["200"]["content"]["application/json"]
    assert ok["schema"] == {"$ref": "#/components/schemas/Report"}
    assert client.get("/docs").status_code == 404  # no page that loads scripts from elsewhere


def test_pasted_text_is_vetted_kept_and_listed(client: httpx.Client, db: Path) -> None:
    location = paste(client, EXAMPLE.read_text(encoding="utf-8"))
    document_id = location.rsplit("/", 1)[1]
    page = client.get(location)
    assert page.status_code == 200 and "<mark class=\"fig k-headline\"" in page.text
    cli = json.loads(run_cli("vet", "--format", "json", "--fail-on", "never", str(EXAMPLE)).stdout)
    assert cli["documents"][0]["document"]["id"] == document_id  # the same text, the same ids
    assert len(Page(page.text).caveats) == len(cli["documents"][0]["findings"])
    with open_store(db, create=False) as store:
        assert store.text(document_id) == EXAMPLE.read_text(encoding="utf-8")
        kept = store.report(document_id)
        assert kept is not None and len(kept.claims) == len(cli["documents"][0]["claims"])
    listing = client.get("/documents")
    assert f'href="/documents/{document_id}"' in listing.text


def test_a_form_without_this_browsers_token_is_refused(client: httpx.Client, base: str) -> None:
    text = EXAMPLE.read_text(encoding="utf-8")
    assert "reload" in one_sentence(client.post("/vet", files={"text": (None, text)}), 403)
    mine = token(client)
    with httpx.Client(base_url=base, timeout=60) as other:
        token(other)  # the other browser has a cookie of its own
        stolen = other.post("/vet", files={"csrf": (None, mine), "text": (None, text)})
    one_sentence(stolen, 403)


@pytest.mark.parametrize(("name", "data", "status", "says"), [
    ("chart.png", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe", 400, "NUL byte"),
    ("notes.md", "café".encode("latin-1") + b" 3,000 requests per second", 400, "not valid UTF-8"),
    ("nul.md", b"We served 9,000 tokens\x00 per second.", 400, "NUL byte"),
    ("huge.md", b"a" * (MAX_BYTES + 1), 413, "16 MiB"),
], ids=["binary", "latin-1", "nul", "oversize"])
def test_a_hostile_upload_gets_one_clear_sentence(client: httpx.Client, db: Path, name: str,
                                                  data: bytes, status: int, says: str) -> None:
    with open_store(db) as store:
        before = store.counts()
    response = client.post("/vet", files={"csrf": (None, token(client)),
                                          "file": (name, data, "application/octet-stream")})
    assert says in one_sentence(response, status)
    with open_store(db) as store:
        assert store.counts() == before


def test_a_url_the_fetcher_refuses_shows_the_refusal(client: httpx.Client) -> None:
    for url, says in (("http://127.0.0.1:9/post", "loopback"),
                      ("http://10.1.2.3/post", "private"),
                      ("file:///etc/passwd", "http:// or https://")):
        response = client.post("/vet", files={"csrf": (None, token(client)), "url": (None, url)})
        assert says in one_sentence(response, 400)


def test_a_review_is_kept_and_shown_when_the_document_is_reopened(client: httpx.Client) -> None:
    location = paste(client, OTHER.read_text(encoding="utf-8"))
    first = Page(client.get(location).text).caveats[0]
    key = first["data-finding"]
    assert first["data-status"] == "open" and key
    form = {"csrf": token(client), "finding": key, "decision": "dismissed"}
    assert "reason" in one_sentence(client.post(f"{location}/reviews", data=form), 400)
    done = client.post(f"{location}/reviews", data={**form, "reason": "priced in <the> notes"})
    assert done.status_code == 303 and done.headers["location"].endswith("#d0-c1")
    page = client.get(location)
    again = Page(page.text).caveats[0]
    assert again["data-status"] == "dismissed" and "priced in &lt;the&gt; notes" in page.text
    reopened = client.post(f"{location}/reviews", data={**form, "decision": "reopened"})
    assert reopened.status_code == 303
    assert Page(client.get(location).text).caveats[0]["data-status"] == "open"
    unknown = client.post(f"{location}/reviews", data={**form, "finding": "fnd-0000000000000000",
                                                       "reason": "x"})
    assert "no such finding" in one_sentence(unknown, 404)


def test_stored_reviews_are_honoured_by_check_and_ingest(client: httpx.Client, db: Path,
                                                         tmp_path: Path) -> None:
    location = paste(client, EXAMPLE.read_text(encoding="utf-8"))
    caveat = Page(client.get(location).text).caveats[-1]
    reason = "the baseline is named in the linked study"
    client.post(f"{location}/reviews", data={"csrf": token(client), "reason": reason,
                                             "finding": caveat["data-finding"],
                                             "decision": "dismissed"})
    claim_file = tmp_path / "rubin.claims.yaml"
    claim_file.write_text(run_cli("extract", str(EXAMPLE)).stdout, encoding="utf-8")
    checked = run_cli("check", "--format", "json", "--fail-on", "never", "--db", str(db),
                      str(claim_file))
    findings = json.loads(checked.stdout)["documents"][0]["findings"]
    reviewed = [f for f in findings if f["accepted"]]
    assert len(reviewed) == 1 and reviewed[0]["accepted_reason"] == f"dismissed in review: {reason}"
    plain = run_cli("check", "--format", "json", "--fail-on", "never", str(claim_file),
                    cwd=tmp_path)
    assert not any(f["accepted"] for f in json.loads(plain.stdout)["documents"][0]["findings"])
    copy = tmp_path / "rubin.md"
    copy.write_bytes(EXAMPLE.read_bytes())
    ingested = run_cli("ingest", "--db", str(db), "--jobs", "1", str(copy))
    assert ingested.returncode == 0, ingested.stderr
    with open_store(db, create=False) as store:
        stored = next(r for r in store.iter_reports() if r.path == str(copy))
    assert [f.accepted_reason for f in stored.findings if f.accepted] == \
        [f"dismissed in review: {reason}"]


def test_the_api_returns_the_report_json(client: httpx.Client) -> None:
    text = EXAMPLE.read_text(encoding="utf-8")
    response = client.post("/api/vet", json={"text": text, "name": "rubin.md"})
    assert response.status_code == 200
    report = response.json()
    jsonschema.validate(report, REPORT_SCHEMA)
    cli = json.loads(run_cli("vet", "--format", "json", "--fail-on", "never", str(EXAMPLE)).stdout)
    assert [c["id"] for c in report["documents"][0]["claims"]] == \
        [c["id"] for c in cli["documents"][0]["claims"]]
    assert client.post("/api/vet", content=text, headers={"content-type": "text/plain"}
                       ).status_code == 415
    both = client.post("/api/vet", json={"text": text, "url": "https://example.com/"})
    assert both.status_code == 400 and "either" in both.json()["error"]
    assert client.post("/api/vet", json={"text": 5}).status_code == 422
    big = client.post("/api/vet", json={"text": "a" * (MAX_BYTES + 300_000)})
    assert big.status_code == 413 and "16 MiB" in big.json()["error"]
    refused = client.post("/api/vet", json={"url": "http://127.0.0.1:9/"})
    assert refused.status_code == 400 and "loopback" in refused.json()["error"]


def test_the_api_reviews_and_lists(client: httpx.Client) -> None:
    report = client.post("/api/vet", json={"text": OTHER.read_text(encoding="utf-8"),
                                           "store": True}).json()
    document_id = report["documents"][0]["document"]["id"]
    listed = {d["id"]: d for d in client.get("/api/documents").json()}
    assert document_id in listed
    page = Page(client.get(f"/documents/{document_id}").text)
    key = page.caveats[1]["data-finding"]
    made = client.post(f"/api/documents/{document_id}/reviews",
                       json={"finding": key, "decision": "accepted", "reason": "known"})
    assert made.status_code == 200 and made.json()["decision"] == "accepted"
    after = client.get(f"/api/documents/{document_id}").json()
    jsonschema.validate(after, REPORT_SCHEMA)
    assert [f["accepted_reason"] for f in after["documents"][0]["findings"] if f["accepted"]] \
        == ["accepted in review: known"]
    missing = client.get("/api/documents/doc-0000000000000000")
    assert missing.status_code == 404 and missing.json() == {
        "error": "No document with this id is stored."}


def test_foreign_hosts_and_origins_are_refused(client: httpx.Client) -> None:
    one_sentence(client.get("/", headers={"host": "evil.example"}), 400)
    foreign = client.post("/api/vet", json={"text": "x"}, headers={"origin": "http://evil.example"})
    assert foreign.status_code == 403


def test_two_stored_documents_compare(client: httpx.Client) -> None:
    a = paste(client, EXAMPLE.read_text(encoding="utf-8")).rsplit("/", 1)[1]
    b = paste(client, OTHER.read_text(encoding="utf-8")).rsplit("/", 1)[1]
    page = client.get("/compare", params={"a": a, "b": b})
    assert page.status_code == 200 and "<table" in page.text
    # In the workspace's layout: its navigation, one document, one body.
    assert 'href="/documents"' in page.text and page.text.count("<body") == 1
    one_sentence(client.get("/compare", params={"a": a, "b": a}), 400)
    assert re.search(r"<select name=\"a\">", client.get("/documents").text)


def test_unknown_pages_are_one_sentence(client: httpx.Client) -> None:
    assert one_sentence(client.get("/documents/doc-0000000000000000"), 404)
    assert one_sentence(client.get("/no/such/page"), 404) == "There is no such page."
    assert one_sentence(client.delete("/vet"), 405)


def test_a_document_ingested_by_the_cli_opens_without_its_text(client: httpx.Client,
                                                               db: Path) -> None:
    result = run_cli("ingest", "--db", str(db), "--jobs", "1",
                     str(EXAMPLES / "ledgerdb-oltp-release.md"))
    assert result.returncode == 0, result.stderr
    with open_store(db, create=False) as store:
        item = next(r for r in store.iter_reports()
                    if r.path and r.path.endswith("ledgerdb-oltp-release.md"))
    page = client.get(f"/documents/{item.document.id}")
    assert page.status_code == 200 and "was not kept" in page.text
    assert len(Page(page.text).caveats) == len(item.findings)
