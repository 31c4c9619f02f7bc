"""Stopping a long run cleanly: SIGINT and SIGTERM become one exception in the parent process,
and worker processes leave the decision to it.

The parent catches `Interrupted` where it can still finish what is half done (the
ingest writer commits what workers finished, then stops them); workers ignore
Ctrl-C (the terminal sends it to the whole process group) and die quietly when
the parent ends them or dies itself, so no worker prints a traceback.
"""

from __future__ import annotations

import contextlib
import signal
import sys
import threading
from collections.abc import Iterator
from types import FrameType
from typing import Any

# The signals that stop a run; SIGHUP too where it exists (a closed terminal).
STOPPING = tuple(s for s in (signal.SIGINT, signal.SIGTERM, getattr(signal, "SIGHUP", None))
                 if s is not None)


class Interrupted(KeyboardInterrupt):
    """A run stopped by a signal; `progress` is what the run had done (when it knows)."""

    def __init__(self, signum: int = signal.SIGINT, progress: Any = None) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = signum
        self.progress = progress

    @property
    def name(self) -> str:
        """The signal's name: SIGINT, SIGTERM, ..."""
        return signal.Signals(self.signum).name

    @property
    def exit_status(self) -> int:
        """The shell's convention for a run ended by a signal: 128 + its number."""
        return 128 + self.signum


# The stop signal that arrived, kept because a library may wrap the exception the handler
# raises (pydantic turns it into a serialization error when it lands mid-dump).
_arrived: list[int] = []


def _raise(signum: int, frame: FrameType | None) -> None:
    """Signal handler: turn the signal into `Interrupted` in the main thread."""
    _arrived.append(signum)
    raise Interrupted(signum)


def raise_if_stopped() -> None:
    """Raise `Interrupted` again when a stop signal arrived: for handlers of ordinary errors,
    so a signal a library wrapped is never counted as one document's failure."""
    if _arrived:
        raise Interrupted(_arrived[-1])


@contextlib.contextmanager
def stopping_on_signals() -> Iterator[None]:
    """Within the block, SIGINT, SIGTERM and SIGHUP raise `Interrupted`; the previous handlers
    come back after. Outside the main thread (where handlers cannot be set) it does nothing."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    _arrived.clear()
    previous = {s: signal.signal(s, _raise) for s in STOPPING}
    try:
        yield
    finally:
        for s, handler in previous.items():
            signal.signal(s, handler)


def stop_early() -> None:
    """At program start: SIGTERM and SIGHUP raise `Interrupted` from the first moment, so a run
    stopped while it is still importing says so in one line instead of dying silently."""
    if threading.current_thread() is threading.main_thread():
        for s in STOPPING:
            if s != signal.SIGINT:  # Python's own SIGINT handler already raises
                signal.signal(s, _raise)


def report_stop(exc: KeyboardInterrupt) -> int:
    """Print the one line of a run stopped before it had anything to report; its exit status."""
    stopped = as_interrupted(exc)
    sys.stderr.write(f"claims: error: interrupted by {stopped.name}\n")
    return stopped.exit_status


def as_interrupted(exc: KeyboardInterrupt, progress: Any = None) -> Interrupted:
    """A KeyboardInterrupt (from our handler or Python's own) as `Interrupted` with progress."""
    signum = exc.signum if isinstance(exc, Interrupted) else signal.SIGINT
    return Interrupted(signum, progress)


def quiet_worker() -> None:
    """In a worker process: ignore Ctrl-C, die silently on SIGTERM, and get SIGTERM when the
    parent dies (Linux), so a killed run leaves no worker behind and no traceback."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if hasattr(signal, "SIGHUP"):
        signal.signal(signal.SIGHUP, signal.SIG_DFL)
    if sys.platform.startswith("linux"):
        _die_with_parent()
    # The parent forks with these blocked (see `claims.ingest`); from here they are safe.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, STOPPING)


def _die_with_parent() -> None:
    """Ask the kernel for SIGTERM when the parent process exits (prctl PR_SET_PDEATHSIG)."""
    import ctypes
    import os

    parent = os.getppid()
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(1, int(signal.SIGTERM))  # 1 = PR_SET_PDEATHSIG
    if os.getppid() != parent:  # the parent died before the request: nobody will signal us
        os._exit(1)
