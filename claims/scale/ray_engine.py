"""The Ray engine behind `claims ingest --engine ray`: a listing -> a Ray Dataset -> outputs.

The listing (the same tasks `claims.ingest.discover` finds: paths, URLs, JSON
Lines records) becomes a Ray Dataset; `map_batches` runs `claims.ingest.process`,
the very function the in-process engine runs, in a pool of actors. Each actor
writes its batch's Parquet files itself (no single writer for Parquet); store
rows come back to this process, the store's one writer, except for a
PostgreSQL store, which every actor writes to at once. Documents whose sha256
is already in the outputs are skipped, so a re-run resumes.

    from claims.scale.ray_engine import RayOptions, run
    summary = run(discover(["posts/"]), settings, RayOptions(parquet=Path("out"), workers=4))
"""

from __future__ import annotations

import importlib.util
import json
import logging
import os
import pickle
from collections.abc import Callable, Generator, Iterable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from claims.errors import ClaimsError
from claims.ingest import FAILED, Settings, Summary, Task, process
from claims.interrupts import as_interrupted
from claims.store import INGESTED, POSTGRES_SCHEMES, REPLACED, SKIPPED, DocumentRows, open_store

POSTGRES_PREFIXES = tuple(f"{scheme}://" for scheme in POSTGRES_SCHEMES)
# Tasks turned into one Ray Dataset at a time: bounds the listing held in memory.
WINDOW = 20_000
# What an actor returns for each task; `rows` (pickled) only when this process writes the store.
RESULT_FIELDS = ("origin", "status", "error", "worst", "sha256", "claims", "findings", "stored",
                 "batch", "rows")


@dataclass(frozen=True)
class RayOptions:
    """Where the results go and how the work is spread.

    `parquet` is the output folder (None: no Parquet); `db` the store (None: no
    store); `workers` the number of actors, each one CPU; `address` a running
    cluster to join (None: Ray's local mode, started and stopped here).
    """

    parquet: Path | None = None
    db: str | None = None
    workers: int = 2
    address: str | None = None
    batch_size: int = 32


def _task_row(task: Task) -> dict[str, Any]:
    """A task as a flat row of a Ray Dataset (its metadata as JSON text)."""
    return {"origin": task.origin, "path": task.path, "url": task.url, "text": task.text,
            "format": task.format, "error": task.error, "seen_as": task.seen_as,
            "metadata": json.dumps(dict(task.metadata), sort_keys=True) if task.metadata
            else None}


def _row_task(row: dict[str, Any]) -> Task:
    """The task a Dataset row stands for."""
    metadata = json.loads(row["metadata"]) if row.get("metadata") else {}
    return Task(origin=str(row["origin"]), path=row.get("path"), url=row.get("url"),
                text=row.get("text"), format=row.get("format"), error=row.get("error"),
                metadata=metadata, seen_as=row.get("seen_as"))


def parquet_records(rows: DocumentRows) -> dict[str, list[dict[str, Any]]]:
    """The Parquet rows of one document, rebuilt from the very rows the store is given."""
    from claims.model import Claim, Document, DocumentReport, Finding
    from claims.scale.tables import report_records

    report = DocumentReport(
        path=rows.path, document=Document.model_validate_json(rows.document_json),
        claims=tuple(Claim.model_validate_json(text) for text in rows.claim_jsons()),
        findings=tuple(Finding.model_validate_json(f[-1]) for f in rows.findings))
    return report_records(report, origin=rows.origin, sha256=rows.sha256)


class VetBatch:
    """The `map_batches` actor: vets a batch of tasks; writes Parquet (and PostgreSQL) itself."""

    def __init__(self, settings: Settings, parquet: str | None, db: str | None) -> None:
        self.settings = settings
        self.parquet = Path(parquet) if parquet else None
        self.store = open_store(db) if db else None

    def __call__(self, batch: Any) -> dict[str, list[Any]]:
        """Vet every task of the batch; one result row per task."""
        outcomes = [process(_row_task(row), self.settings) for row in batch.to_pylist()]
        done = [o.rows for o in outcomes if o.rows is not None]
        batch_name = None
        if self.parquet is not None and done:
            from claims.scale.parquet_out import write_batch

            records: dict[str, list[dict[str, Any]]] = {}
            for rows in done:
                for table, found in parquet_records(rows).items():
                    records.setdefault(table, []).extend(found)
            batch_name = write_batch(self.parquet, records, [(r.origin, r.sha256) for r in done])
        stored = iter(self.store.put_many(done) if self.store is not None else [])
        result: dict[str, list[Any]] = {key: [] for key in RESULT_FIELDS}
        for o in outcomes:
            status = "failed" if o.error is not None else "skipped" if o.skipped else "rows"
            result["origin"].append(o.origin)
            result["status"].append(status)
            result["error"].append(o.error)
            result["worst"].append(o.worst)
            result["sha256"].append(o.rows.sha256 if o.rows else None)
            result["claims"].append(len(o.rows.claims) if o.rows else 0)
            result["findings"].append(len(o.rows.findings) if o.rows else 0)
            result["stored"].append(next(stored) if o.rows and self.store else None)
            result["batch"].append(batch_name if o.rows else None)
            keep = o.rows is not None and self.store is None
            result["rows"].append(pickle.dumps(o.rows) if keep else None)
        return result


def code_paths() -> list[str]:
    """The folders of the `claims` and `checkers` packages this process runs."""
    # Found, not imported: the engine ships the checkers but does not run them itself.
    specs = [importlib.util.find_spec(name) for name in ("claims", "checkers")]
    return [str(Path(spec.origin).parent) for spec in specs if spec and spec.origin]


def connect(address: str | None, workers: int) -> bool:
    """Start Ray's local mode (or join `address`) unless already connected; True if started.

    Local workers import the same code as this process (its folder goes on their
    PYTHONPATH); a cluster is sent the two packages with the job.
    """
    import ray

    if ray.is_initialized():
        return False
    if address:
        env: dict[str, Any] = {"py_modules": code_paths()}
    else:
        root = str(Path(code_paths()[0]).parent)
        path = os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH")) if p)
        env = {"env_vars": {"PYTHONPATH": path}}
    try:
        ray.init(address=address, num_cpus=None if address else workers,
                 include_dashboard=False, log_to_driver=False, logging_level=logging.ERROR,
                 runtime_env=env)
    except (ConnectionError, RuntimeError, ValueError) as exc:
        raise ClaimsError(f"cannot start or join Ray: {exc}", address or "local") from None
    return True


def _quiet_data() -> None:
    """Ray Data without progress bars or per-run log lines, in listing order."""
    import ray.data

    for name in ("ray", "ray.data"):
        logging.getLogger(name).setLevel(logging.ERROR)
    context = ray.data.DataContext.get_current()
    context.enable_progress_bars = False
    context.execution_options.preserve_order = True


def _windows(tasks: Iterable[Task], size: int) -> Iterator[list[Task]]:
    """The tasks in lists of at most `size`."""
    window: list[Task] = []
    for task in tasks:
        window.append(task)
        if len(window) >= size:
            yield window
            window = []
    if window:
        yield window


def _results(window: list[Task], settings: Settings, options: RayOptions,
             workers_write: bool) -> Generator[list[dict[str, Any]], None, None]:
    """Vet one window of tasks on Ray; the actors' result rows, batch by batch, in order."""
    import ray.data

    dataset = ray.data.from_items([_task_row(t) for t in window])
    vetted = dataset.map_batches(
        VetBatch, batch_size=options.batch_size, batch_format="pyarrow",
        compute=ray.data.ActorPoolStrategy(size=options.workers), num_cpus=1,
        fn_constructor_kwargs={"settings": settings,
                               "parquet": str(options.parquet) if options.parquet else None,
                               "db": options.db if workers_write else None})
    for batch in vetted.iter_batches(batch_format="pyarrow", batch_size=None):
        table: Any = batch
        yield table.to_pylist()


def _write(store: Any, batch: list[dict[str, Any]]) -> dict[int, str]:
    """Commit the batch's returned rows (as the store's one writer): position -> status."""
    pending = {i: pickle.loads(row["rows"]) for i, row in enumerate(batch) if row["rows"]}
    if store is None or not pending:
        return {}
    try:
        return dict(zip(pending, store.put_many(list(pending.values())), strict=True))
    except Exception:
        # The batch rolled back whole; retry alone so one refused document sinks only itself.
        statuses = {}
        for i, rows in pending.items():
            try:
                statuses[i] = store.put_rows(rows)
            except Exception as exc:  # this document's failure; the run goes on
                statuses[i] = f"{FAILED}: store refused it: {type(exc).__name__}: {exc}"
        return statuses


def run(tasks: Iterable[Task], settings: Settings, options: RayOptions, *,
        fail_fast: bool = False, progress: Callable[[Summary], None] = lambda s: None
        ) -> Summary:
    """Ingest every task on Ray into the Parquet folder and/or the store; return the counts."""
    from claims.scale.parquet_out import index, remove_leftovers

    if options.parquet is None and options.db is None:
        raise ClaimsError("the Ray engine needs an output: a Parquet folder, a store, or both")
    done: dict[str, tuple[str, str]] = {}
    if options.parquet is not None:
        options.parquet.mkdir(parents=True, exist_ok=True)
        remove_leftovers(options.parquet)
        done = index(options.parquet)
    store = open_store(options.db) if options.db else None
    summary = Summary()
    try:
        _run_windows(tasks, settings, options, store, summary, done, fail_fast, progress)
    except KeyboardInterrupt as exc:  # say what was stored before the signal, not nothing
        raise as_interrupted(exc, summary) from None
    finally:
        if store is not None:
            store.close()
    return summary


def _run_windows(tasks: Iterable[Task], settings: Settings, options: RayOptions, store: Any,
                 summary: Summary, done: dict[str, tuple[str, str]], fail_fast: bool,
                 progress: Callable[[Summary], None]) -> None:
    """Feed the tasks to Ray window by window, writing and counting each finished batch."""
    from claims.scale.parquet_out import drop_documents

    known = {o: s for o, (s, _) in done.items()}
    if store is not None:
        in_store = store.known()
        known = ({o: s for o, s in known.items() if in_store.get(o) == s}
                 if options.parquet is not None else in_store)
    # PostgreSQL takes many writers: each actor writes its own documents.
    workers_write = bool(options.db) and str(options.db).startswith(POSTGRES_PREFIXES)
    started = connect(options.address, options.workers)
    try:
        _quiet_data()
        stale: dict[str, tuple[str, str]] = {}
        for window in _windows(tasks, WINDOW):
            results = _results(window, replace(settings, known=known), options, workers_write)
            try:
                for batch in results:
                    statuses = _write(None if workers_write else store, batch)
                    for i, row in enumerate(batch):
                        _count(summary, row, statuses.get(i, row["stored"]), done)
                        # A new copy (a new version, or one the store lacked) supersedes
                        # the old one, unless it overwrote that very batch file.
                        old = done.get(row["origin"])
                        if row["batch"] and old and old[1] != row["batch"]:
                            stale[row["origin"]] = old
                    progress(summary)
                    if fail_fast and summary.failed:
                        break
            finally:
                # Stop Ray Data's executor while Ray is still up: a run cut short left it to
                # the garbage collector, after `ray.shutdown()`, which then started a new
                # local Ray in this process; its GCS died with the thread that started it,
                # and a minute later Ray ended the whole process with status 1.
                results.close()
            if fail_fast and summary.failed:
                break
        if options.parquet is not None and stale:
            drop_documents(options.parquet, stale)
    finally:
        if started:
            import ray

            ray.shutdown()


def _count(summary: Summary, row: dict[str, Any], status: str | None,
           done: dict[str, tuple[str, str]]) -> None:
    """Add one result row (and what the store made of it) to the summary."""
    if row["status"] == "failed":
        summary.failed.append((row["origin"], row["error"]))
        return
    if row["status"] == "skipped":
        summary.skipped += 1
        return
    if status is None:  # Parquet only: new, or a new version of a document already there
        status = REPLACED if row["origin"] in done else INGESTED
    if status.startswith(FAILED):
        summary.failed.append((row["origin"], status.partition(": ")[2]))
    elif status == SKIPPED:
        summary.skipped += 1
    else:
        summary.replaced += status == REPLACED
        summary.ingested += status == INGESTED
        summary.claims += int(row["claims"])
        summary.findings += int(row["findings"])
        summary.worst = max(summary.worst, int(row["worst"]))
