"""A sentence many claims quote is stored once; every reader still gets whole claims."""

from __future__ import annotations

import functools
from pathlib import Path

from claims.load.documents import parse_bytes
from claims.pipeline import vet_loaded
from claims.store import ClaimFilter, open_store
from claims.store.rows import report_rows
from tests.backends import pg_schema, store_url  # noqa: F401 - fixtures
from tests.test_store_backends import raw

FIGURES = 300


@functools.cache
def _report() -> tuple[object, str, str]:
    """A document whose one long sentence holds many figures; its report, sha256, sentence
    (vetted once for the module: a report is a frozen value)."""
    sentence = ("We measured " + ", ".join(f"{n + 1},{n % 1000:03d} tokens/s"
                                          for n in range(FIGURES)) + " on 8 H100 GPUs.")
    loaded = parse_bytes(f"# One sentence\n\n{sentence}\n".encode(), origin="one.md")
    return vet_loaded(loaded), loaded.sha256, sentence


def test_a_long_shared_sentence_is_stored_once(store_url: str) -> None:  # noqa: F811
    report, sha, sentence = _report()
    claims = report.claims  # type: ignore[attr-defined]
    assert len(claims) >= FIGURES and all(c.source.quote == sentence for c in claims)
    rows = report_rows(report, text_sha256=sha, origin="one.md")  # type: ignore[arg-type]
    assert rows.sentences == ((0, sentence),)
    with open_store(store_url) as store:
        store.put_rows(rows)
        back = list(store.query_claims(ClaimFilter()))
        assert back == list(claims)  # every field, the quote put back
        found = list(store.query_claims(ClaimFilter(text="300,299 tokens/s")))
        assert len(found) == len(claims)  # the text filter reads the shared quote
        stored = next(store.iter_reports())
        assert stored.claims == claims
    with raw(store_url) as conn:
        kept = conn.execute("SELECT sum(length(json)) + sum(length(quote)) "
                            "FROM claim_rows").fetchone()[0]
        sentences = conn.execute("SELECT count(*) FROM sentences").fetchone()[0]
    assert sentences == 1
    # Each claim row holds its own fields, not the 7 KB sentence again.
    assert kept < len(claims) * 1000 < len(claims) * len(sentence)


def test_a_replaced_document_keeps_its_quotes_in_history(store_url: str,  # noqa: F811
                                                         tmp_path: Path) -> None:
    report, sha, sentence = _report()
    with open_store(store_url) as store:
        store.put_report(report, text_sha256=sha, origin="one.md")  # type: ignore[arg-type]
        other = _report()[0]
        store.put_report(other, text_sha256="0" * 64, origin="one.md")  # type: ignore[arg-type]
        history = store.history("one.md")
    assert len(history) == 1
    assert {c["source"]["quote"] for c in history[0]["claims"]} == {sentence}
