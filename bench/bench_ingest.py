"""Benchmark: `claims ingest` of a generated archive, beside the in-process ceiling.

Writes N generated announcements (bench/corpus.py) to a folder, measures the
in-process extract+check rate of the same documents (load, extract, check, one
process: the ceiling), then times the real `claims ingest FOLDER --db fresh.db`
and samples the peak memory of its parent and of each worker, and the store's size.

    python bench/bench_ingest.py [--documents 20000] [--jobs N] [--ceiling-sample N]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.corpus import generate  # noqa: E402
from claims.ingest import default_jobs  # noqa: E402
from claims.load.documents import load_source  # noqa: E402
from claims.pipeline import vet_loaded  # noqa: E402


def write_corpus(folder: Path, count: int, seed: int) -> list[Path]:
    """Write the generated announcements as Markdown files; return their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, markdown in generate(count, seed):
        path = folder / (name if name.endswith(".md") else f"{name}.md")
        path.write_text(markdown, encoding="utf-8")
        paths.append(path)
    return paths


def ceiling(paths: list[Path]) -> tuple[float, int]:
    """Documents per second of load + extract + check in this one process, and claims found."""
    claims = 0
    began = time.perf_counter()
    for path in paths:
        claims += len(vet_loaded(load_source(str(path))).claims)
    return len(paths) / (time.perf_counter() - began), claims


def _peak_kib(pid: int) -> int:
    """A process's peak resident memory so far (VmHWM), or 0 once it is gone."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except (OSError, ValueError):
        pass
    return 0


def _children(pid: int) -> list[int]:
    """The direct children of a process (Linux /proc)."""
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        with contextlib.suppress(OSError):
            found += [int(x) for x in (task / "children").read_text().split()]
    return found


class MemoryWatch(threading.Thread):
    """Samples peak memory of a process and its children until it exits."""

    def __init__(self, pid: int) -> None:
        super().__init__(daemon=True)
        self.pid, self.parent = pid, 0
        self.workers: dict[int, int] = {}
        self.done = threading.Event()

    def run(self) -> None:
        """Sample every 50 ms."""
        while not self.done.is_set():
            self.parent = max(self.parent, _peak_kib(self.pid))
            for child in _children(self.pid):
                self.workers[child] = max(self.workers.get(child, 0), _peak_kib(child))
            time.sleep(0.05)


@dataclass(frozen=True)
class IngestRun:
    """What one `claims ingest` run cost."""

    seconds: float
    summary: dict[str, Any]
    parent_kib: int
    worker_kib: list[int]
    store_bytes: int


def ingest(folder: Path, db: Path, jobs: int) -> IngestRun:
    """Run the real `claims ingest`; return its summary with time and memory."""
    began = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "claims", "ingest", str(folder), "--db",
                             str(db), "--jobs", str(jobs), "--format", "json"], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    watch = MemoryWatch(proc.pid)
    watch.start()
    out, err = proc.communicate()
    seconds = time.perf_counter() - began
    watch.done.set()
    watch.join()
    if proc.returncode not in (0, 2):
        raise SystemExit(f"ingest failed ({proc.returncode}): {err}")
    size = sum(os.path.getsize(p) for p in (db, Path(f"{db}-wal")) if p.exists())
    return IngestRun(seconds, json.loads(out), watch.parent,
                     sorted(watch.workers.values(), reverse=True)[:jobs], size)


def main() -> None:
    """Generate, measure the ceiling, ingest, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--documents", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=default_jobs())
    parser.add_argument("--ceiling-sample", type=int, default=None, metavar="N",
                        help="measure the in-process rate on the first N documents only")
    parser.add_argument("--keep", default=None, help="work in DIR and keep it")
    args = parser.parse_args()
    work = Path(args.keep or tempfile.mkdtemp(prefix="claims-bench-"))
    paths = write_corpus(work / "corpus", args.documents, args.seed)
    sample = paths[:args.ceiling_sample] if args.ceiling_sample else paths
    rate, claims = ceiling(sample)
    print(f"ceiling: {rate:.0f} docs/s in one process over {len(sample):,} documents "
          f"({claims:,} claims)", flush=True)
    db = work / "ingest.db"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    run = ingest(work / "corpus", db, args.jobs)
    s = run.summary
    docs = len(paths) / run.seconds
    print(f"ingest: {len(paths):,} documents with --jobs {args.jobs} in {run.seconds:.1f}s "
          f"= {docs:.0f} docs/s ({docs / rate:.2f}x the in-process ceiling); "
          f"ingested {s['ingested']:,}, failed {len(s['failed'])}, "
          f"{s['claims']:,} claims, {s['findings']:,} findings")
    workers = ", ".join(f"{k / 1024:.0f}" for k in run.worker_kib)
    print(f"peak memory: parent {run.parent_kib / 1024:.0f} MiB; workers {workers} MiB; "
          f"store {run.store_bytes / 2**20:.1f} MiB; load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
