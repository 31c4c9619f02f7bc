"""`claims serve --db postgresql://...`: the workspace keeps documents and reviews in PostgreSQL."""

from __future__ import annotations

import httpx

from tests.backends import pg_schema_url
from tests.conftest import ROOT
from tests.serve_support import running_server


def test_serve_stores_and_reviews_in_postgres(pg_schema: str) -> None:
    from claims.model import Finding
    from claims.reviews import finding_key
    from claims.store import open_store

    url = pg_schema_url(pg_schema)
    text = (ROOT / "examples" / "announcements" / "ledgerdb-oltp-release.md").read_text(
        encoding="utf-8")
    server = running_server(url)  # type: ignore[arg-type]  # a URL where a path also goes
    with server as base, httpx.Client(base_url=base, timeout=60) as client:
        report = client.post("/api/vet", json={"text": text, "store": True}).json()
        document = report["documents"][0]
        doc_id = document["document"]["id"]
        assert doc_id in {d["id"] for d in client.get("/api/documents").json()}
        key = finding_key(Finding.model_validate(document["findings"][0]))
        made = client.post(f"/api/documents/{doc_id}/reviews",
                           json={"finding": key, "decision": "accepted", "reason": "known"})
        assert made.status_code == 200, made.text
        after = client.get(f"/api/documents/{doc_id}").json()["documents"][0]
        assert [f["accepted_reason"] for f in after["findings"] if f["accepted"]] == [
            "accepted in review: known"]
    with open_store(url, create=False) as store:
        stored = store.report(doc_id)
        assert stored is not None and len(stored.claims) == len(document["claims"])
        assert store.text(doc_id) is not None
        assert [(r.finding, r.reason) for r in store.reviews(doc_id)] == [(key, "known")]
