"""Progress of a long `ingest`: a rich bar on a terminal, a plain periodic line otherwise.

Both show what a person waiting wants: documents done of the total (when it is
known), the rate, the time left, claims stored and failures so far. Progress
goes to stderr, so the summary on stdout stays clean for pipes.
"""

from __future__ import annotations

import contextlib
import sys
import time
from collections.abc import Callable, Iterator
from typing import IO, TYPE_CHECKING

if TYPE_CHECKING:
    from rich.progress import Task as BarTask
    from rich.text import Text

    from claims.ingest import Summary

# Without a terminal, a progress line at most this often (seconds).
PLAIN_EVERY = 5.0

Show = Callable[["Summary"], None]


def clock_text(seconds: float) -> str:
    """A duration as H:MM:SS."""
    whole = round(seconds)
    return f"{whole // 3600}:{whole % 3600 // 60:02d}:{whole % 60:02d}"


def plain_line(summary: Summary, total: int | None, elapsed: float) -> str:
    """One progress line: done (of total, with percent), rate, ETA, claims, failures."""
    done = summary.documents
    rate = done / elapsed if elapsed > 0 else 0.0
    parts = [f"{done}/{total} documents ({100 * done / total:.0f}%)" if total
             else f"{done} documents", f"{rate:.1f}/s"]
    if total and rate > 0:
        parts.append(f"ETA {clock_text(max(0, total - done) / rate)}")
    parts += [f"{summary.claims} claims", f"{len(summary.failed)} failed"]
    return "ingest: " + ", ".join(parts)


class PlainProgress:
    """Progress as a plain line on a stream now and then, for logs and pipes."""

    def __init__(self, total: int | None, *, every: float = PLAIN_EVERY,
                 stream: IO[str] | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.total, self.every, self.clock = total, every, clock
        self.stream = stream
        self.started = self.last = clock()

    def __call__(self, summary: Summary) -> None:
        """Print a line if the last one is `every` seconds old."""
        now = self.clock()
        if now - self.last >= self.every:
            self.last = now
            stream = self.stream or sys.stderr
            stream.write(plain_line(summary, self.total, now - self.started) + "\n")
            stream.flush()


@contextlib.contextmanager
def rich_bar(total: int | None) -> Iterator[Show]:
    """A progress bar on the terminal (stderr): bar, done/total, rate, ETA, claims, failures."""
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        ProgressColumn,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    class RateColumn(ProgressColumn):
        """Documents per second, as rich estimates it."""

        def render(self, task: BarTask) -> Text:
            """The rate text of one bar."""
            from rich.text import Text

            return Text(f"{task.speed:.1f} docs/s" if task.speed else "- docs/s")

    columns = (TextColumn("ingest"), BarColumn(), MofNCompleteColumn(), RateColumn(),
               TextColumn("ETA"), TimeRemainingColumn(), TextColumn("{task.description}"),
               TimeElapsedColumn())
    with Progress(*columns, console=Console(stderr=True), transient=True) as bar:
        line = bar.add_task("", total=total)

        def show(s: Summary) -> None:
            bar.update(line, completed=s.documents,
                       description=f"{s.claims} claims, {len(s.failed)} failed")

        yield show


@contextlib.contextmanager
def progress_display(total: int | None, *, quiet: bool = False) -> Iterator[Show]:
    """The progress callback for a run: nothing when quiet, a bar on a terminal, else lines."""
    if quiet:
        yield lambda summary: None
    elif sys.stderr.isatty():
        with rich_bar(total) as show:
            yield show
    else:
        yield PlainProgress(total)
