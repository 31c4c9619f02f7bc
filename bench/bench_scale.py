"""Benchmark: the same documents through every engine and store, in one run.

On one generated corpus (bench/corpus.py, default 2,000 documents), each run
into a fresh store:

- the in-process engine with `--jobs 1` and `--jobs 2`, run here with the store
  wrapped to time its writes: the single writer's share of the wall time;
- Ray with 1 and 2 workers (`claims ingest --engine ray` processes); Ray's fixed
  cost (start-up, actors) is measured on a 20-document run and taken off, so its
  per-document rate is given beside the whole run's;
- `claims ingest --jobs 2` into PostgreSQL beside the same into SQLite;
- the store's own write rate: the prepared rows of every document put by one
  writer, SQLite vs PostgreSQL (the point that does not scale out);
- bytes per document of the SQLite store and of the Parquet output.

It prints a Markdown table and the load average (a loaded machine cannot show
two workers at twice one: compare CPU seconds per document, which do not lie).

    python bench/bench_scale.py [--documents 2000] [--skip-ray] [--skip-postgres]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.corpus import generate  # noqa: E402
from claims.ingest import Settings, discover, ingest, process  # noqa: E402
from claims.store import open_store  # noqa: E402

PG = "postgresql://127.0.0.1:5432/test"
SMALL = 20


def write_corpus(folder: Path, count: int) -> None:
    """The generated announcements as Markdown files."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, markdown in generate(count, seed=16):
        (folder / (name if name.endswith(".md") else f"{name}.md")).write_text(
            markdown, encoding="utf-8")


def timed_ingest(folder: Path, db: str, *extra: str) -> dict[str, Any]:
    """Run `claims ingest` once; wall and CPU seconds (the process and its children)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    began = time.perf_counter()
    result = subprocess.run([sys.executable, "-m", "claims", "ingest", str(folder), "--db", db,
                             "--format", "json", *extra], capture_output=True, text=True,
                            env=env, cwd=ROOT, timeout=3600)
    wall = time.perf_counter() - began
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode not in (0, 1):
        raise SystemExit(f"ingest failed: {result.stderr[-2000:]}")
    summary = json.loads(result.stdout)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {"wall": wall, "cpu": cpu, "documents": summary["ingested"],
            "claims": summary["claims"]}


class TimedStore:
    """A store whose writes are timed: the single writer's own seconds."""

    def __init__(self, store: Any) -> None:
        self.store, self.seconds = store, 0.0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.store, name)

    def put_many(self, batch: list[Any]) -> list[str]:
        """Time one committed batch."""
        began = time.perf_counter()
        try:
            return list(self.store.put_many(batch))
        finally:
            self.seconds += time.perf_counter() - began


def in_process(folder: Path, db: str, jobs: int) -> dict[str, Any]:
    """`ingest()` in this process with `jobs` workers: wall and CPU seconds, the writer's share."""
    before = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    with open_store(db) as store:
        timed = TimedStore(store)
        began = time.perf_counter()
        summary = ingest(discover([str(folder)]), timed, jobs=jobs)
        wall = time.perf_counter() - began
    after = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = sum(a.ru_utime - b.ru_utime + a.ru_stime - b.ru_stime
              for a, b in zip(after, before, strict=True))
    return {"wall": wall, "cpu": cpu, "writer": timed.seconds, "documents": summary.ingested,
            "claims": summary.claims}


def prepared_rows(folder: Path) -> list[Any]:
    """Every document's store rows, vetted once in this process."""
    return [o.rows for o in (process(t, Settings()) for t in discover([str(folder)])) if o.rows]


def write_rate(rows: list[Any], db: str) -> float:
    """Documents per second one writer stores, from rows prepared beforehand."""
    with open_store(db) as store:
        began = time.perf_counter()
        for i in range(0, len(rows), 64):
            store.put_many(rows[i:i + 64])
        return len(rows) / (time.perf_counter() - began)


def parquet_bytes(done: list[Any], out: Path) -> int:
    """Bytes of the Parquet output of every document, written in batches of 64 as Ray does."""
    from claims.scale.parquet_out import write_batch
    from claims.scale.ray_engine import parquet_records

    for i in range(0, len(done), 64):
        records: dict[str, list[dict[str, Any]]] = {}
        for rows in done[i:i + 64]:
            for table, found in parquet_records(rows).items():
                records.setdefault(table, []).extend(found)
        write_batch(out, records, [(r.origin, r.sha256) for r in done[i:i + 64]])
    return sum(p.stat().st_size for p in out.rglob("*") if p.is_file())


def pg_schema() -> str:
    """A fresh schema in the test database; its URL."""
    import psycopg

    name = f"bench_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(PG, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {name}")
    return f"{PG}?options=-csearch_path%3D{name}"


def drop_schemas() -> None:
    """Remove the schemas this benchmark made."""
    import psycopg

    with psycopg.connect(PG, autocommit=True) as conn:
        for (name,) in conn.execute("SELECT nspname FROM pg_namespace "
                                    "WHERE nspname LIKE 'bench\\_%'").fetchall():
            conn.execute(f"DROP SCHEMA {name} CASCADE")


def main() -> None:
    """Run every measurement and print the table, a row as each run ends."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--documents", type=int, default=2000)
    parser.add_argument("--skip-ray", action="store_true")
    parser.add_argument("--skip-postgres", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-scale-") as tmp:
        base = Path(tmp)
        docs, small = base / "docs", base / "small"
        write_corpus(docs, args.documents)
        write_corpus(small, SMALL)
        print(f"{args.documents} documents; load average at the start {os.getloadavg()}\n")
        print("| engine | wall s | docs/s | vs --jobs 1 | CPU ms/doc | writer share "
              "| Ray fixed s | docs/s after it |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|", flush=True)
        first = in_process(docs, str(base / "j1.db"), 1)
        row("in-process (--jobs 1)", first, first["wall"])
        row("--jobs 2", in_process(docs, str(base / "j2.db"), 2), first["wall"])
        runs = [] if args.skip_ray else [("Ray, 1 worker", "1"), ("Ray, 2 workers", "2")]
        for i, (name, workers) in enumerate(runs):
            extra = ("--engine", "ray", "--jobs", workers)
            result = timed_ingest(docs, str(base / f"ray{i}.db"), *extra)
            result["fixed"] = timed_ingest(small, str(base / f"small{i}.db"), *extra)["wall"]
            result["marginal"] = (args.documents - SMALL) / (result["wall"] - result["fixed"])
            row(name, result, first["wall"])
        if not args.skip_postgres:
            row("--jobs 2 into PostgreSQL (process)",
                timed_ingest(docs, pg_schema(), "--jobs", "2"), first["wall"])
            row("--jobs 2 into SQLite (process)",
                timed_ingest(docs, str(base / "p.db"), "--jobs", "2"), first["wall"])
        rows = prepared_rows(docs)
        print("\nThe store's write rate (one writer, prepared rows, 64 a batch):")
        print(f"- SQLite: {write_rate(rows, str(base / 'w.db')):.0f} documents/s", flush=True)
        if not args.skip_postgres:
            print(f"- PostgreSQL: {write_rate(rows, pg_schema()):.0f} documents/s "
                  "(one transaction per document)", flush=True)
            drop_schemas()
        sqlite_bytes = (base / "j1.db").stat().st_size
        print(f"\nOutput size: SQLite store {sqlite_bytes / args.documents / 1024:.1f} KiB/doc; "
              f"Parquet {parquet_bytes(rows, base / 'parquet') / args.documents / 1024:.1f} "
              "KiB/doc")
    print(f"\nload average at the end: {os.getloadavg()}, cores: {os.cpu_count()}")


def row(name: str, r: dict[str, Any], first: float) -> None:
    """One line of the Markdown table."""
    share = f"{100 * r['writer'] / r['wall']:.1f}%" if "writer" in r else ""
    fixed = f"{r['fixed']:.1f}" if "fixed" in r else ""
    marginal = f"{r['marginal']:.1f}" if "marginal" in r else ""
    print(f"| {name} | {r['wall']:.1f} | {r['documents'] / r['wall']:.1f} | "
          f"{first / r['wall']:.2f}x | {1000 * r['cpu'] / r['documents']:.1f} | {share} | "
          f"{fixed} | {marginal} |", flush=True)


if __name__ == "__main__":
    main()
