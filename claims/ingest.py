"""The batch engine behind `claims ingest`: sources -> worker processes -> one writer.

Workers load, extract, check and serialise each document (the costly part);
the parent is the only writer and commits whole documents, several per
transaction, so a crash or kill leaves every document either fully stored or
absent. Documents whose sha256 is already stored under the same origin are
skipped before extraction, so a re-run after an interruption resumes cheaply.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import IO, Any

from claims.errors import ClaimsError
from claims.model import ClaimFile, DocumentReport, Finding
from claims.reviews import Review, by_document, reviewed
from claims.store import INGESTED, REPLACED, SKIPPED, DocumentRows, Store, report_rows

EXTENSIONS = (".md", ".markdown", ".html", ".htm", ".txt")
# A file named with one of these is a claim file (YAML records), read without extraction.
CLAIM_FILE_EXTENSIONS = (".yaml", ".yml")
# A batch is committed when it holds this many documents or is this many seconds old.
BATCH_DOCUMENTS = 64
BATCH_SECONDS = 0.5
# Tasks handed to the workers ahead of the writer, per worker.
WINDOW_PER_JOB = 32
FAILED = "failed"
# JSON Lines `format` values -> the content type the loader understands.
FORMATS = {"markdown": "text/markdown", "md": "text/markdown", "html": "text/html",
           "htm": "text/html", "text": "text/plain", "txt": "text/plain"}


@dataclass(frozen=True)
class Task:
    """One document to ingest: a path, a URL, or a JSON Lines record's fields."""

    origin: str
    path: str | None = None
    url: str | None = None
    text: str | None = None
    format: str | None = None
    metadata: Mapping[str, Any] = field(default_factory=dict)
    error: str | None = None


@dataclass(frozen=True)
class Outcome:
    """What a worker made of one task: rows to write, an early skip, or a failure."""

    origin: str
    rows: DocumentRows | None = None
    skipped: bool = False
    error: str | None = None
    worst: int = 0


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


# -- finding the documents ------------------------------------------------------------------


def _is_url(text: str) -> bool:
    """True for an http(s) URL."""
    return text.startswith(("http://", "https://"))


def _from_path(source: str) -> Iterator[Task]:
    """Tasks for a file, or every file with a known extension under a folder, in name order."""
    path = Path(source)
    if path.is_dir():
        found = sorted(p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in EXTENSIONS)
        if not found:
            yield Task(origin=source, error=f"no {', '.join(EXTENSIONS)} files in this folder "
                                            "(name claim files one by one)")
        for one in found:
            yield Task(origin=str(one.resolve()), path=str(one))
    elif path.is_file():
        yield Task(origin=str(path.resolve()), path=str(path))
    else:
        yield Task(origin=source, error="no such file or folder")


def jsonl_tasks(stream: Iterable[str], name: str = "<stdin>") -> Iterator[Task]:
    """Tasks from JSON Lines: one `{"id", "url", "text", "format", "metadata"}` per line."""
    for number, line in enumerate(stream, start=1):
        if not line.strip():
            continue
        where = f"{name}:{number}"
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            yield Task(origin=where, error=f"invalid JSON at column {exc.colno}: {exc.msg}")
            continue
        if not isinstance(record, dict):
            yield Task(origin=where, error="a line must be a JSON object")
            continue
        text, url, ident = record.get("text"), record.get("url"), record.get("id")
        metadata = record.get("metadata") or {}
        problem = ("`text` must be a string" if not isinstance(text, str) else
                   "`metadata` must be an object" if not isinstance(metadata, dict) else
                   "`id` and `url` must be strings" if not all(
                       v is None or isinstance(v, str) for v in (ident, url, record.get("format")))
                   else None)
        fmt = record.get("format")
        if not problem and fmt is not None and fmt.lower() not in FORMATS and "/" not in fmt:
            problem = f"unknown format {fmt!r} (markdown, html or text)"
        if problem:
            yield Task(origin=str(ident or url or where), error=problem)
            continue
        yield Task(origin=str(ident or url or where), url=url, text=text, format=fmt,
                   metadata=metadata)


def url_list(path: str) -> Iterator[Task]:
    """Tasks from a file of URLs or paths, one a line; blank lines and `#` comments skipped."""
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise ClaimsError(f"cannot read the list: {exc}", path) from None
    for line in lines:
        entry = line.strip()
        if entry and not entry.startswith("#"):
            yield from (iter([Task(origin=entry, url=entry)]) if _is_url(entry)
                        else _from_path(entry))


def discover(sources: Sequence[str], *, lists: Sequence[str] = (),
             stdin: IO[str] | None = None) -> Iterator[Task]:
    """Every task named by the sources (`-` reads JSON Lines from stdin) and the URL lists."""
    for source in sources:
        if source == "-":
            if stdin is None:
                raise ClaimsError("`-` given but there is no standard input")
            yield from jsonl_tasks(stdin)
        elif _is_url(source):
            yield Task(origin=source, url=source)
        else:
            yield from _from_path(source)
    for listed in lists:
        yield from url_list(listed)


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
    """Worker start-up: keep the settings for every task."""
    global _SETTINGS
    _SETTINGS = settings


def _load(task: Task, settings: Settings) -> Any:
    """Read one task's document into a LoadedDocument."""
    from claims.documents import load_source, parse_bytes

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
        return Outcome(task.origin, error=task.error)
    try:
        if task.path and task.path.lower().endswith(CLAIM_FILE_EXTENSIONS):
            return _claim_file(task, settings)
        loaded = _load(task, settings)
        if settings.known.get(task.origin) == loaded.sha256:
            return Outcome(task.origin, skipped=True)
        report = reviewed(vet_loaded(loaded, select=settings.select, ignore=settings.ignore),
                          settings.reviews)
        rows = report_rows(report, text_sha256=loaded.sha256, origin=task.origin)
    except ClaimsError as exc:
        return Outcome(task.origin, error=str(exc))
    except Exception as exc:  # a bug met on one document must not stop the batch: report it
        return Outcome(task.origin, error=f"internal error: {type(exc).__name__}: {exc}")
    return Outcome(task.origin, rows=rows, worst=_worst(report.findings))


def _claim_file(task: Task, settings: Settings) -> Outcome:
    """A claim file's records as they are, checked; its sha256 is of the file's bytes."""
    from claims.claimfile import load_claim_file, read_bytes
    from claims.ids import sha256_hex

    assert task.path is not None
    sha = sha256_hex(read_bytes(task.path))
    if settings.known.get(task.origin) == sha:
        return Outcome(task.origin, skipped=True)
    claim_file = load_claim_file(task.path)
    findings = (settings.check_claim_file(claim_file, settings.select, settings.ignore)
                if settings.check_claim_file else ())
    report = reviewed(DocumentReport(path=task.path, document=claim_file.document,
                                     claims=claim_file.claims, findings=findings), settings.reviews)
    return Outcome(task.origin, rows=report_rows(report, text_sha256=sha, origin=task.origin),
                   worst=_worst(report.findings))


def _worst(findings: Iterable[Finding]) -> int:
    """The rank of the most severe finding not accepted on purpose (0 when none)."""
    return max((f.severity.rank for f in findings if not f.accepted), default=0)


def _work(task: Task) -> Outcome:
    """Pool entry point: process a task with the worker's settings."""
    return process(task)


# -- the writer ----------------------------------------------------------------------------


class _Writer:
    """The single writer: batches finished documents and commits them, counting as it goes."""

    def __init__(self, store: Store, summary: Summary, progress: Callable[[Summary], None]):
        self.store, self.summary, self.progress = store, summary, progress
        self.batch: list[Outcome] = []
        self.started = time.monotonic()

    def add(self, outcome: Outcome) -> None:
        """Take one worker outcome; commit when the batch is full or old enough."""
        if outcome.error is not None:
            self.summary.failed.append((outcome.origin, outcome.error))
            self.progress(self.summary)
        elif outcome.skipped:
            self.summary.skipped += 1
            self.progress(self.summary)
        else:
            self.batch.append(outcome)
        if len(self.batch) >= BATCH_DOCUMENTS or (
                self.batch and time.monotonic() - self.started >= BATCH_SECONDS):
            self.flush()

    def flush(self) -> None:
        """Commit the pending documents: together if possible, else one by one."""
        batch, self.batch, self.started = self.batch, [], time.monotonic()
        if not batch:
            return
        try:
            statuses = self.store.put_many([o.rows for o in batch if o.rows])
        except Exception:
            # The batch rolled back whole; retry alone so one refused document sinks only itself.
            statuses = [self._put_one(o) for o in batch]
        for outcome, status in zip(batch, statuses, strict=True):
            self._count(outcome, status)
        self.progress(self.summary)

    def _put_one(self, outcome: Outcome) -> str:
        """Commit one document alone; a refusal becomes that document's failure reason."""
        assert outcome.rows is not None
        try:
            return self.store.put_rows(outcome.rows)
        except Exception as exc:  # reported as this document's failure; the batch goes on
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
    """Ingest every task into the store; return the counts. Ctrl-C keeps what is committed."""
    settings = replace(settings, known=store.known(), reviews=by_document(store.reviews()))
    summary = Summary()
    writer = _Writer(store, summary, progress)
    jobs = jobs or default_jobs()
    pool = None
    window = _Window(tasks, size=jobs * WINDOW_PER_JOB)
    if jobs > 1:
        pool = multiprocessing.get_context("fork" if hasattr(os, "fork") else "spawn").Pool(
            jobs, initializer=_init, initargs=(settings,))
        outcomes: Iterator[Outcome] = pool.imap(_work, window, chunksize=4)
    else:
        outcomes = (process(task, settings) for task in window)
    try:
        for outcome in outcomes:
            window.taken()
            writer.add(outcome)
            if fail_fast and summary.failed:
                break
        writer.flush()
    except KeyboardInterrupt:
        writer.flush()  # what workers finished is complete: keep it, then stop
        raise
    finally:
        window.stop()
        if pool is not None:
            pool.terminate()
            pool.join()
    return summary
