"""The Ray engine in local mode (num_cpus=2) gives exactly what in-process ingest gives.

Same documents, claims and findings (same ids, same counts), byte-identical JSON
export, from the Parquet output and from the store; a re-run skips everything;
a changed document replaces its old version in the Parquet output too.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest

pytest.importorskip("ray", reason="Ray is not installed (pip install -e '.[ray]')")
pytest.importorskip("pyarrow", reason="pyarrow is not installed (pip install -e '.[ray]')")

from bench.corpus import generate
from claims.cli.ingest import check_claim_file
from claims.exports import jsonl
from claims.ingest import Settings, discover, ingest
from claims.model import DocumentReport
from claims.scale import parquet_out
from claims.scale.ray_engine import RayOptions, connect, run
from claims.store import open_store
from tests.backends import pg_schema_url
from tests.conftest import ROOT, run_cli
from tests.inprocess import run_in_process

# Two Ray batches of 16 and a partial one (two of the default 32): enough for every path; the
# scale runs are bench/bench_scale.py's.
DOCUMENTS = 40
SETTINGS = Settings(check_claim_file=check_claim_file)


@pytest.fixture(scope="module")
def ray_local() -> Iterator[None]:
    """One Ray local-mode session (2 CPUs) for the whole module."""
    import ray

    started = connect(None, 2)
    yield
    if started:
        ray.shutdown()


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Varied announcements (DOCUMENTS of them), and one that cannot be read."""
    folder = tmp_path_factory.mktemp("corpus")
    for name, markdown in generate(DOCUMENTS, seed=16):
        (folder / (name if name.endswith(".md") else f"{name}.md")).write_text(
            markdown, encoding="utf-8")
    (folder / "broken.md").write_bytes(b"# Results\n\n\xff 9,000 tokens per second\n")
    return folder


@pytest.fixture(scope="module")
def reference(corpus: Path, tmp_path_factory: pytest.TempPathFactory
              ) -> tuple[dict[str, object], tuple[str, str]]:
    """The in-process ingest of the corpus (summary and export), made once for the module."""
    return in_process(corpus, tmp_path_factory.mktemp("reference") / "reference.db")


def export(reports: Iterable[DocumentReport]) -> tuple[str, str]:
    """The claims' JSON Lines export, and every report (with findings) as sorted JSON."""
    reports = list(reports)
    whole = "\n".join(json.dumps(r.model_dump(mode="json"), sort_keys=True) for r in reports)
    return jsonl.render(reports), whole


def in_process(corpus: Path, db: Path) -> tuple[dict[str, object], tuple[str, str]]:
    """The reference: in-process ingest into SQLite; its summary and export."""
    with open_store(db) as store:
        summary = ingest(discover([str(corpus)]), store, jobs=1, settings=SETTINGS)
        return summary.as_dict(), export(store.iter_reports())


def test_ray_gives_what_in_process_ingest_gives(
        ray_local: None, corpus: Path, tmp_path: Path,
        reference: tuple[dict[str, object], tuple[str, str]]) -> None:
    reference_summary, expected = reference
    out, db = tmp_path / "parquet", tmp_path / "ray.db"
    summary = run(discover([str(corpus)]), SETTINGS,
                  RayOptions(parquet=out, db=str(db), workers=2, batch_size=16))
    assert summary.as_dict() == reference_summary
    assert summary.ingested == DOCUMENTS and len(summary.failed) == 1
    with open_store(db) as store:
        assert export(store.iter_reports()) == expected
        counts = store.counts()
    from_parquet = export(parquet_out.read_reports(out))
    assert from_parquet == expected
    ids = [json.loads(line)["id"] for line in expected[0].splitlines()]
    assert len(ids) == counts["claims"] == reference_summary["claims"]
    import pyarrow.parquet as pq

    for table in ("documents", "claims", "findings"):
        rows = pq.read_table(out / table).num_rows  # every file a reader sees, no duplicate
        assert rows == {"documents": DOCUMENTS, "claims": counts["claims"],
                        "findings": counts["findings"]}[table]
    names = {p.stem for p in (out / "claims").rglob("*.parquet")}
    assert names == {m["batch"] for m in parquet_out.manifests(out)}

    # A re-run skips every document; a killed run's leftover file is removed.
    leftover = out / "claims" / "published_year=2026" / "b-00000000000000000000.parquet"
    leftover.parent.mkdir(parents=True, exist_ok=True)
    leftover.write_bytes(b"half a file")
    again = run(discover([str(corpus)]), SETTINGS, RayOptions(parquet=out, db=str(db)))
    assert (again.skipped, again.ingested, again.replaced) == (DOCUMENTS, 0, 0)
    assert not leftover.exists()
    assert export(parquet_out.read_reports(out)) == expected


def test_a_changed_document_replaces_its_old_version(ray_local: None, corpus: Path,
                                                     tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    originals = sorted(corpus.glob("*.md"))[:30]
    for path in originals:
        (docs / path.name).write_bytes(path.read_bytes())
    out = tmp_path / "parquet"
    first = run(discover([str(docs)]), SETTINGS, RayOptions(parquet=out))
    changed = [p for p in sorted(docs.glob("*.md")) if p.name != "broken.md"][:3]
    for path in changed:
        path.write_text(path.read_text(encoding="utf-8") + "\nLater, 123,456 requests per "
                        "second were served on 4 nodes.\n", encoding="utf-8")
    second = run(discover([str(docs)]), SETTINGS, RayOptions(parquet=out))
    assert (second.replaced, second.skipped, second.ingested) == (3, first.ingested - 3, 0)
    _, expected = in_process(docs, tmp_path / "reference.db")
    assert export(parquet_out.read_reports(out)) == expected
    index = parquet_out.index(out)
    assert len(index) == first.ingested
    import pyarrow.parquet as pq

    assert pq.read_table(out / "documents").num_rows == first.ingested

    # A store added later needs every document; their new Parquet copies replace the old ones.
    late = run(discover([str(docs)]), SETTINGS, RayOptions(parquet=out, db=str(tmp_path / "l.db")))
    assert late.ingested == first.ingested
    assert pq.read_table(out / "documents").num_rows == first.ingested
    assert export(parquet_out.read_reports(out)) == expected
    with open_store(tmp_path / "l.db") as store:
        assert export(store.iter_reports()) == expected


def test_ray_workers_write_postgres_at_once(
        ray_local: None, corpus: Path, pg_schema: str,
        reference: tuple[dict[str, object], tuple[str, str]]) -> None:
    reference_summary, expected = reference
    url = pg_schema_url(pg_schema)
    summary = run(discover([str(corpus)]), SETTINGS, RayOptions(db=url, workers=2))
    assert summary.as_dict() == reference_summary
    with open_store(url) as store:
        assert export(store.iter_reports()) == expected


def test_cli_engine_ray(ray_local: None, corpus: Path, tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    for path in sorted(corpus.glob("*.md"))[:12]:
        (docs / path.name).write_bytes(path.read_bytes())
    db, out = tmp_path / "s.db", tmp_path / "parquet"
    # The command's whole path from its arguments to the Parquet files, run in this process
    # on the module's Ray (Ray's start-up in a process of its own cost 12 s of CPU); starting
    # and ending a Ray of the run's own is what the interrupted run in
    # tests/test_stop_reports.py goes through.
    result = run_in_process(["ingest", str(docs), "--engine", "ray", "--jobs", "2",
                             "--db", str(db), "--parquet", str(out), "--format", "json"],
                            stdin=None, cwd=ROOT, timeout=600)
    summary = json.loads(result.stdout)
    assert result.returncode == 2  # broken.md is among the first twelve
    assert summary["ingested"] == 11 and [f["origin"] for f in summary["failed"]] == [
        str((docs / "broken.md").resolve())]
    # The reference and the misuse in this process (one job); the default pool's ingest is
    # held to in-process ingest by the kill tests (tests/test_store_kill.py).
    reference = run_cli("ingest", str(docs), "--db", str(tmp_path / "ref.db"), "--jobs", "1")
    assert reference.returncode == 2
    exported = run_cli("export", "--format", "jsonl", "--db", str(db))
    assert exported.stdout == run_cli("export", "--format", "jsonl", "--db",
                                      str(tmp_path / "ref.db")).stdout
    assert exported.stdout == jsonl.render(parquet_out.read_reports(out))
    misuse = run_cli("ingest", str(docs), "--parquet", str(out), "--db", str(db), "--jobs",
                     "1")
    assert misuse.returncode == 2
    assert misuse.stderr.startswith("claims: error: --address and --parquet go with --engine ray")
