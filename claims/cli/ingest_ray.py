"""`claims ingest --engine ray`: the options and the run of the Ray engine (claims.scale)."""

from __future__ import annotations

import argparse
import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable

    from claims.ingest import Settings, Summary, Task

# Without a terminal, a progress line at most this often (seconds).
PROGRESS_EVERY = 5.0


def configure(parser: argparse.ArgumentParser) -> None:
    """Add `--engine`, `--address` and `--parquet`."""
    parser.add_argument("--engine", choices=("local", "ray"), default="local",
                        help="local: worker processes on this machine (default); ray: a Ray "
                             "Dataset, in Ray's local mode or on the cluster at --address "
                             "(pip install 'claims[ray]')")
    parser.add_argument("--address", metavar="HOST:PORT", default=None,
                        help="with --engine ray, join this Ray cluster (e.g. ray://head:10001 "
                             "or auto) instead of starting Ray's local mode")
    parser.add_argument("--parquet", metavar="DIR", default=None,
                        help="with --engine ray, write documents, claims and findings as a "
                             "Parquet dataset in DIR (with --db too: both)")


def check(args: argparse.Namespace) -> None:
    """Refuse the Ray options without the Ray engine."""
    from claims.errors import ClaimsError

    if args.engine != "ray" and (args.address or args.parquet):
        raise ClaimsError("--address and --parquet go with --engine ray")


class _Progress:
    """Progress as a plain line on stderr now and then."""

    def __init__(self) -> None:
        self.last = time.monotonic()

    def __call__(self, summary: Summary) -> None:
        now = time.monotonic()
        if now - self.last >= PROGRESS_EVERY:
            self.last = now
            sys.stderr.write(f"ingest: {summary.documents} documents, {summary.claims} claims, "
                             f"{len(summary.failed)} failed\n")


def run(args: argparse.Namespace, tasks: Iterable[Task], settings: Settings
        ) -> tuple[Summary, str]:
    """Ingest on Ray into --parquet and/or --db (the default store when neither is given);
    the summary, and where it went (fit to print)."""
    from pathlib import Path

    from claims.errors import ClaimsError
    from claims.ingest import default_jobs
    from claims.store import default_db, redact

    try:
        from claims.scale.ray_engine import RayOptions
        from claims.scale.ray_engine import run as run_ray
    except ImportError as exc:
        raise ClaimsError(f"--engine ray needs Ray and pyarrow ({exc.name} is missing): "
                          "pip install 'claims[ray]'") from None
    db = args.db or (None if args.parquet else default_db())
    options = RayOptions(parquet=Path(args.parquet) if args.parquet else None, db=db,
                         workers=args.jobs or default_jobs(), address=args.address)
    summary = run_ray(tasks, settings, options, fail_fast=args.fail_fast, progress=_Progress())
    return summary, " + ".join(p for p in (args.parquet, redact(db) if db else None) if p)
