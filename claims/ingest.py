"""The batch engine behind `claims ingest`: sources -> worker processes -> one writer.

Workers load, extract, check and serialise each document (the costly part);
the parent is the only writer and commits whole documents, several per
transaction, so a crash or kill leaves every document either fully stored or
absent. Documents whose sha256 is already stored under the same origin are
skipped before extraction, so a re-run after an interruption resumes cheaply.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from claims.errors import ClaimsError, StoreLocked
from claims.ingest_tasks import FORMATS
from claims.ingest_tasks import Task as Task
from claims.ingest_tasks import discover as discover
from claims.ingest_tasks import jsonl_tasks as jsonl_tasks
from claims.interrupts import (
    STOPPING,
    as_interrupted,
    quiet_worker,
    raise_if_stopped,
    stopping_on_signals,
)
from claims.model import ClaimFile, DocumentReport, Finding
from claims.reviews import Review, by_document, reviewed
from claims.store import INGESTED, REPLACED, SKIPPED, DocumentRows, Store, report_rows

# A file named with one of these is a claim file (YAML records), read without extraction.
CLAIM_FILE_EXTENSIONS = (".yaml", ".yml")
# A batch is committed when it holds this many documents or is this many seconds old.
BATCH_DOCUMENTS = 64
BATCH_SECONDS = 0.5
# Tasks handed to the workers ahead of the writer, per worker.
WINDOW_PER_JOB = 32
FAILED = "failed"


@dataclass(frozen=True)
class Outcome:
    """What a worker made of one task: rows to write, an early skip, or a failure."""

    origin: str
    rows: DocumentRows | None = None
    skipped: bool = False
    error: str | None = None
    worst: int = 0
    # (origin, sha256, seen_as) of a document skipped as already stored: seen once more
    sighting: tuple[str, str, str] | None = None


@dataclass
class Summary:
    """Counts over a whole ingest run, and each failure's reason."""

    ingested: int = 0
    skipped: int = 0
    replaced: int = 0
    failed: list[tuple[str, str]] = field(default_factory=list)
    claims: int = 0
    findings: int = 0
    worst: int = 0

    @property
    def documents(self) -> int:
        """Documents handled so far, whatever happened to them."""
        return self.ingested + self.skipped + self.replaced + len(self.failed)

    def as_dict(self) -> dict[str, Any]:
        """The summary as plain data, for `--format json`."""
        return {"ingested": self.ingested, "skipped": self.skipped, "replaced": self.replaced,
                "failed": [{"origin": o, "reason": r} for o, r in self.failed],
                "claims": self.claims, "findings": self.findings}


# -- the workers ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Settings:
    """What every worker needs: stored sha256s and reviews (by document id), rules, fetching.

    `check_claim_file(claim_file, select, ignore) -> findings` runs the checkers
    over a claim file; it is handed in (a module-level function, so it pickles)
    because `claims` itself never imports the checkers.
    """

    known: Mapping[str, str] = field(default_factory=dict)
    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    fetch_policy: Any = None
    check_claim_file: Callable[[ClaimFile, Sequence[str], Sequence[str]],
                               tuple[Finding, ...]] | None = None
    reviews: Mapping[str, tuple[Review, ...]] = field(default_factory=dict)


_SETTINGS = Settings()


def _init(settings: Settings) -> None:
    """Worker start-up: leave signals to the parent, keep the settings for every task."""
    global _SETTINGS
    quiet_worker()
    _SETTINGS = settings


def _load(task: Task, settings: Settings) -> Any:
    """Read one task's document into a LoadedDocument."""
    from claims.load.documents import load_source, parse_bytes

    if task.text is None:
        return load_source(task.path or task.url or task.origin, fetch_policy=settings.fetch_policy)
    fmt = task.format.lower() if task.format else None
    loaded = parse_bytes(task.text.encode("utf-8"), origin=task.origin, url=task.url,
                         content_type=FORMATS.get(fmt, fmt) if fmt else None)
    if task.metadata:
        loaded = replace(loaded, metadata={**loaded.metadata, **task.metadata})
    return loaded


def process(task: Task, settings: Settings | None = None) -> Outcome:
    """Load, extract, check and serialise one document; never raises for a bad document."""
    from claims.pipeline import vet_loaded

    settings = settings or _SETTINGS
    if task.error:
        return Outcome(task.seen_as or task.origin, error=task.error)
    try:
        if task.path and task.path.lower().endswith(CLAIM_FILE_EXTENSIONS):
            return _claim_file(task, settings)
        loaded = _load(task, settings)
        if settings.known.get(task.origin) == loaded.sha256:
            return _seen_again(task, loaded.sha256)
        report = reviewed(vet_loaded(loaded, select=settings.select, ignore=settings.ignore),
                          settings.reviews)
        rows = report_rows(report, text_sha256=loaded.sha256, origin=task.origin,
                           seen_as=task.seen_as)
    except ClaimsError as exc:
        # A failure names the file where it is (the path a user can open), not its source key.
        return Outcome(task.seen_as or task.origin, error=failure_reason(exc, task))
    except Exception as exc:  # a bug met on one document must not stop the batch: report it
        raise_if_stopped()
        return Outcome(task.seen_as or task.origin,
                       error=f"internal error: {type(exc).__name__}: "
                             f"{' '.join(str(exc).split())}")
    return Outcome(task.origin, rows=rows, worst=_worst(report.findings))


def _seen_again(task: Task, sha256: str) -> Outcome:
    """A document already stored under this origin: skipped, and sighted where it is now."""
    return Outcome(task.origin, skipped=True,
                   sighting=(task.origin, sha256, task.seen_as or task.origin))


def failure_reason(exc: ClaimsError, task: Task) -> str:
    """The error without the document's own name (the failure line names it already)."""
    if exc.path is not None and exc.path not in (task.origin, task.path, task.url, task.seen_as):
        return str(exc)
    where = ", ".join(f"{name} {value}" for name, value in (("line", exc.line),
                                                             ("column", exc.column)) if value)
    return f"{where}: {exc.message}" if where else exc.message


def _claim_file(task: Task, settings: Settings) -> Outcome:
    """A claim file's records as they are, checked; its sha256 is of the file's bytes."""
    from claims.ids import sha256_hex
    from claims.load.claimfile import load_claim_file, read_bytes

    assert task.path is not None
    sha = sha256_hex(read_bytes(task.path))
    if settings.known.get(task.origin) == sha:
        return _seen_again(task, sha)
    claim_file = load_claim_file(task.path)
    findings = (settings.check_claim_file(claim_file, settings.select, settings.ignore)
                if settings.check_claim_file else ())
    report = reviewed(DocumentReport(path=task.path, document=claim_file.document,
                                     claims=claim_file.claims, findings=findings), settings.reviews)
    rows = report_rows(report, text_sha256=sha, origin=task.origin, seen_as=task.seen_as)
    return Outcome(task.origin, rows=rows, worst=_worst(report.findings))


def _worst(findings: Iterable[Finding]) -> int:
    """The rank of the most severe finding not accepted on purpose (0 when none)."""
    return max((f.severity.rank for f in findings if not f.accepted), default=0)


def _work(task: Task) -> Outcome:
    """Pool entry point: process a task with the worker's settings."""
    return process(task)


# -- the writer ----------------------------------------------------------------------------


class _Writer:
    """The single writer: batches finished documents and commits them, counting as it goes."""

    def __init__(self, store: Store, summary: Summary, progress: Callable[[Summary], None],
                 known: Mapping[str, str]):
        self.store, self.summary, self.progress, self.known = store, summary, progress, known
        self.batch: list[Outcome] = []
        # The batch being committed, until each of its documents is counted.
        self.uncounted: list[Outcome] = []
        self.sightings: list[tuple[str, str, str]] = []
        self.started = time.monotonic()

    def add(self, outcome: Outcome) -> None:
        """Take one worker outcome; commit when the batch is full or old enough."""
        if outcome.error is not None:
            self.summary.failed.append((outcome.origin, outcome.error))
            self.progress(self.summary)
        elif outcome.skipped:
            self.summary.skipped += 1
            if outcome.sighting:
                self.sightings.append(outcome.sighting)
            self.progress(self.summary)
        else:
            self.batch.append(outcome)
        if len(self.batch) >= BATCH_DOCUMENTS or (
                self.batch and time.monotonic() - self.started >= BATCH_SECONDS):
            self.flush()

    def flush(self) -> None:
        """Commit the pending documents: together if possible, else one by one."""
        batch, self.batch, self.started = self.batch, [], time.monotonic()
        sightings, self.sightings = self.sightings, []
        self.store.add_sightings(sightings)  # where skipped documents were seen this time
        if not batch:
            return
        self.uncounted = batch
        try:
            statuses = self.store.put_many([o.rows for o in batch if o.rows])
        except StoreLocked:  # waiting again per document would only multiply the wait
            raise
        except Exception:
            raise_if_stopped()
            # The batch rolled back whole; retry alone so one refused document sinks only itself.
            statuses = [self._put_one(o) for o in batch]
        for outcome, status in zip(batch, statuses, strict=True):
            self._count(outcome, status)
        self.uncounted = []
        self.progress(self.summary)

    def settle(self) -> None:
        """After a signal cut a commit short: count what of the batch the store now holds
        (the commit may have finished before the signal arrived), so the summary the run
        ends with says what is stored."""
        pending, self.uncounted = self.uncounted, []
        if not pending:
            return
        stored = self.store.known()
        for outcome in pending:
            rows = outcome.rows
            if rows is None or stored.get(outcome.origin) != rows.sha256:
                continue  # rolled back with the transaction: not stored, not counted
            before = self.known.get(outcome.origin)
            status = SKIPPED if before == rows.sha256 else REPLACED if before else INGESTED
            self._count(outcome, status)

    def _put_one(self, outcome: Outcome) -> str:
        """Commit one document alone; a refusal becomes that document's failure reason."""
        assert outcome.rows is not None
        try:
            return self.store.put_rows(outcome.rows)
        except StoreLocked:
            raise
        except Exception as exc:  # reported as this document's failure; the batch goes on
            raise_if_stopped()
            return f"{FAILED}: store refused it: {type(exc).__name__}: {exc}"

    def _count(self, outcome: Outcome, status: str) -> None:
        """Add one committed (or refused) document to the summary."""
        s = self.summary
        if status.startswith(FAILED):
            s.failed.append((outcome.origin, status.partition(": ")[2]))
            return
        if status == SKIPPED:
            s.skipped += 1
            return
        if status == REPLACED:
            s.replaced += 1
        elif status == INGESTED:
            s.ingested += 1
        assert outcome.rows is not None
        s.claims += len(outcome.rows.claims)
        s.findings += len(outcome.rows.findings)
        s.worst = max(s.worst, outcome.worst)


class _Window:
    """Feeds tasks to the pool no further than `size` ahead of the writer.

    A pool reads its whole input eagerly; bounding it keeps memory flat when
    documents stream in (JSON Lines on stdin) faster than they are processed.
    """

    def __init__(self, tasks: Iterable[Task], size: int) -> None:
        self.tasks, self.permits, self.stopped = tasks, threading.Semaphore(size), False

    def __iter__(self) -> Iterator[Task]:
        for task in self.tasks:
            self.permits.acquire()
            if self.stopped:
                return
            yield task

    def taken(self) -> None:
        """One outcome reached the writer: let one more task in."""
        self.permits.release()

    def stop(self) -> None:
        """Stop feeding (and wake the feeder if it waits), so the pool can shut down."""
        self.stopped = True
        self.permits.release()


def default_jobs() -> int:
    """The number of cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def ingest(tasks: Iterable[Task], store: Store, *, jobs: int | None = None,
           settings: Settings = Settings(), fail_fast: bool = False,
           progress: Callable[[Summary], None] = lambda s: None) -> Summary:
    """Ingest every task into the store; return the counts.

    SIGINT, SIGTERM or SIGHUP commits what workers finished, stops them and raises
    `Interrupted` carrying the counts so far; every stored document is whole.
    """
    settings = replace(settings, known=store.known(), reviews=by_document(store.reviews()))
    summary = Summary()
    writer = _Writer(store, summary, progress, settings.known)
    jobs = jobs or default_jobs()
    window = _Window(tasks, size=jobs * WINDOW_PER_JOB)
    with stopping_on_signals():
        pool = _pool(jobs, settings) if jobs > 1 else None
        outcomes: Iterator[Outcome] = (pool.imap(_work, window, chunksize=4) if pool else
                                       (process(task, settings) for task in window))
        try:
            for outcome in outcomes:
                window.taken()
                writer.add(outcome)
                if fail_fast and summary.failed:
                    break
            writer.flush()
        except KeyboardInterrupt as exc:
            writer.settle()  # a commit the signal cut short may have landed: count it
            writer.flush()  # what workers finished is complete: keep it, then stop
            raise as_interrupted(exc, summary) from None
        finally:
            window.stop()
            if pool is not None:
                pool.terminate()
                pool.join()
    return summary


def _pool(jobs: int, settings: Settings) -> Any:
    """Worker processes, forked with the stopping signals blocked so that none can arrive
    before a worker has handed them to the parent (see `claims.interrupts.quiet_worker`)."""
    context = multiprocessing.get_context("fork" if hasattr(os, "fork") else "spawn")
    blocked = signal.pthread_sigmask(signal.SIG_BLOCK, STOPPING)
    try:
        return context.Pool(jobs, initializer=_init, initargs=(settings,))
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, blocked)
