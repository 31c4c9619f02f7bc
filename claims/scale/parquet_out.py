"""The Parquet output: three tables partitioned by year, written batch by batch, resumable.

    OUT/documents/published_year=2026/b-<id>.parquet
    OUT/claims/published_year=2026/b-<id>.parquet
    OUT/findings/published_year=2026/b-<id>.parquet
    OUT/_batches/b-<id>.json        the batch's manifest: its documents and files

A batch's id is derived from the (origin, sha256) of its documents, so writing
the same batch again overwrites it. Files appear whole (written aside, then
renamed) and the manifest is written last: a batch without one is the leftover
of a killed run, ignored by readers and removed by the next run. Only documents
listed in a manifest count, so resuming skips exactly those.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from claims.model import Claim, Document, DocumentReport, Finding
from claims.scale.tables import PARTITION, TABLES, record_model, to_table

MANIFESTS = "_batches"


def batch_id(keys: Iterable[tuple[str, str]]) -> str:
    """The content-derived name of a batch of (origin, sha256) documents."""
    digest = hashlib.sha256("\n".join(sorted(f"{o}\x1f{s}" for o, s in keys)).encode("utf-8"))
    return "b-" + digest.hexdigest()[:20]


def _write_atomic(path: Path, write: Any) -> None:
    """Write a file aside and rename it into place, so it is seen whole or not at all."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp")
    try:
        write(tmp)
        os.replace(tmp, path)
    finally:
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()


def write_batch(out: Path, records: Mapping[str, list[dict[str, Any]]],
                keys: list[tuple[str, str]]) -> str:
    """Write one batch's rows (per table) and then its manifest; return the batch id."""
    name = batch_id(keys)
    files: list[str] = []
    for table in TABLES:
        rows = records.get(table, [])
        for year in sorted({r[PARTITION] for r in rows}):
            # Hive-style: the partition column lives in the folder name, not in the file.
            part = to_table(table, [r for r in rows if r[PARTITION] == year]
                            ).drop_columns([PARTITION])
            relative = f"{table}/{PARTITION}={year}/{name}.parquet"
            _write_atomic(out / relative, lambda p, t=part: pq.write_table(t, p))
            files.append(relative)
    manifest = {"batch": name, "documents": sorted([o, s] for o, s in keys), "files": files}
    _write_atomic(out / MANIFESTS / f"{name}.json",
                  lambda p: p.write_text(json.dumps(manifest, sort_keys=True), encoding="utf-8"))
    return name


def manifests(out: Path) -> Iterator[dict[str, Any]]:
    """Every committed batch's manifest, by name."""
    folder = out / MANIFESTS
    if not folder.is_dir():
        return
    for path in sorted(folder.glob("b-*.json")):
        yield json.loads(path.read_text(encoding="utf-8"))


def index(out: Path) -> dict[str, tuple[str, str]]:
    """origin -> (sha256, batch) of every document in the output (the last batch by name
    when a kill left a document in two)."""
    found: dict[str, tuple[str, str]] = {}
    for manifest in manifests(out):
        for origin, sha in manifest["documents"]:
            found[origin] = (sha, manifest["batch"])
    return found


def remove_leftovers(out: Path) -> int:
    """Delete files of batches a killed run left without a manifest; return how many."""
    committed = {m["batch"] for m in manifests(out)}
    removed = 0
    for table in TABLES:
        for path in (out / table).rglob("*") if (out / table).is_dir() else ():
            stem = path.name.removeprefix(".").split(".", 1)[0]
            if path.is_file() and (path.name.startswith(".") or stem not in committed):
                path.unlink()
                removed += 1
    return removed


def drop_documents(out: Path, stale: Mapping[str, tuple[str, str]]) -> int:
    """Remove superseded copies (origin -> (sha256, batch) to drop) from those batches.

    The manifest is rewritten first, so a kill part-way leaves at worst stale rows
    that no manifest lists (readers skip them; the next drop of that batch removes them).
    """
    touched = 0
    for manifest in manifests(out):
        keep = [[o, s] for o, s in manifest["documents"]
                if stale.get(o) != (s, manifest["batch"])]
        if len(keep) == len(manifest["documents"]):
            continue
        touched += 1
        wanted = pa.array(sorted({o for o, _ in keep}), pa.string())
        kept = {}
        for relative in manifest["files"]:
            table = pq.read_table(out / relative)
            kept[relative] = table.filter(pc.is_in(table["ingest_origin"], value_set=wanted))
        files = [relative for relative, table in kept.items() if table.num_rows]
        path = out / MANIFESTS / f"{manifest['batch']}.json"
        if keep:
            text = json.dumps({**manifest, "documents": keep, "files": files}, sort_keys=True)
            _write_atomic(path, lambda p, t=text: p.write_text(t, encoding="utf-8"))
        else:
            path.unlink()
        for relative, table in kept.items():
            if table.num_rows:
                _write_atomic(out / relative, lambda p, t=table: pq.write_table(t, p))
            else:
                (out / relative).unlink()
    return touched


def read_reports(out: Path) -> Iterator[DocumentReport]:
    """Every document in the output with its claims and findings, ordered by origin."""
    rows: dict[str, dict[str, list[dict[str, Any]]]] = {t: {} for t in TABLES}
    current = index(out)  # a document listed twice (a kill before its old copy was dropped)
    for manifest in manifests(out):  # is read from one batch only: the one the index names
        listed = {o for o, s in manifest["documents"] if current.get(o) == (s, manifest["batch"])}
        for relative in manifest["files"]:
            table = relative.split("/", 1)[0]
            for record in pq.read_table(out / relative).to_pylist():
                if record["ingest_origin"] in listed:
                    rows[table].setdefault(record["ingest_origin"], []).append(record)
    for origin in sorted(rows["documents"]):
        [doc] = rows["documents"][origin]

        def ordered(table: str, key: str = origin) -> list[Any]:
            found = sorted(rows[table].get(key, ()), key=lambda r: int(r["ordinal"]))
            return [record_model(table, r) for r in found]

        document = record_model("documents", doc)
        assert isinstance(document, Document)
        claims = ordered("claims")
        findings = ordered("findings")
        assert all(isinstance(c, Claim) for c in claims)
        assert all(isinstance(f, Finding) for f in findings)
        yield DocumentReport(path=doc["ingest_path"], document=document, claims=tuple(claims),
                             findings=tuple(findings))
