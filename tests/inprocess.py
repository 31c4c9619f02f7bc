"""Running the command line inside the test process, as `python -m claims` would run it.

A subprocess costs a Python start and the program's imports (about 0.6 s of CPU) for every
run; most tests only read what the program printed and its exit status, which a run in this
process gives as well. What the program changes for the whole process is put back after each
run: the standard streams, the working folder, the environment, `sys.argv`, the signal
handlers (the entry point sets its own), the stop signal it remembers, the logging root and the
warning filters. Output is decoded as `subprocess.run(text=True)` decodes it, so a test reads
the same strings either way (`tests/test_cli_runner.py` compares the two).
"""

from __future__ import annotations

import io
import logging
import os
import signal
import subprocess
import sys
import traceback
import warnings
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import Any, TextIO

ROOT = Path(__file__).resolve().parent.parent
# What a fresh interpreter filters (CPython's defaults without -W or PYTHONWARNINGS), so a
# warning the program raises reaches stderr as it would in its own process, and pytest's own
# filters (which turn some warnings into errors, or hide them) do not apply to the program.
FRESH_FILTERS = (("default", DeprecationWarning, "__main__"),
                 ("ignore", DeprecationWarning, ""), ("ignore", PendingDeprecationWarning, ""),
                 ("ignore", ImportWarning, ""), ("ignore", ResourceWarning, ""))


class TimedOut(BaseException):
    """The run went past its time limit (a BaseException, so the program's handlers let it by)."""


class _KeptBytes(io.BytesIO):
    """A byte buffer that keeps its contents when closed (a command may close its stream)."""

    kept = b""

    def close(self) -> None:
        """Remember the bytes, then close."""
        if not self.closed:
            self.kept = self.getvalue()
        super().close()

    def contents(self) -> bytes:
        """Everything written, open or closed."""
        return self.kept if self.closed else self.getvalue()


def _writer(errors: str) -> tuple[_KeptBytes, io.TextIOWrapper]:
    """A text stream over a byte buffer, configured like Python's stdout/stderr on a pipe."""
    raw = _KeptBytes()
    return raw, io.TextIOWrapper(raw, encoding="utf-8", errors=errors, newline="\n")


def _as_text(data: bytes) -> str:
    """Bytes decoded as `subprocess.run(text=True)` decodes them: UTF-8, universal newlines."""
    return data.decode("utf-8").replace("\r\n", "\n").replace("\r", "\n")


def _stop_signals() -> tuple[int, ...]:
    """The signals whose handlers a run may change (the program's stop signals and the alarm)."""
    from claims.interrupts import STOPPING

    return (*STOPPING, signal.SIGALRM)


@contextmanager
def _process_state(argv: list[str], cwd: Path, streams: tuple[TextIO, TextIO, TextIO],
                   ) -> Iterator[None]:
    """Within the block the process looks as the program's own would; everything comes back."""
    from claims import interrupts

    saved_streams = (sys.stdin, sys.stdout, sys.stderr)
    saved_argv, saved_cwd, saved_env = sys.argv, os.getcwd(), dict(os.environ)
    saved_handlers = {s: signal.getsignal(s) for s in _stop_signals()}
    root = logging.getLogger()
    saved_logging = (root.handlers[:], root.level)
    try:
        sys.stdin, sys.stdout, sys.stderr = streams
        sys.argv = [str(ROOT / "claims" / "__main__.py"), *argv]
        os.chdir(cwd)
        os.environ.pop("CLAIMS_DEBUG", None)  # as conftest's environment for a subprocess
        extra = os.environ.get("PYTHONPATH")
        os.environ["PYTHONPATH"] = str(ROOT) + (os.pathsep + extra if extra else "")
        # A program writing to a pipe sees no terminal, so argparse wraps help at 80 columns;
        # this process may have one (pytest in a terminal) unless the width is given.
        os.environ.setdefault("COLUMNS", "80")
        os.environ.setdefault("LINES", "24")
        # pytest's log capture sits on the root logger; a program of its own has none there.
        root.handlers, root.level = [], logging.WARNING
        interrupts._arrived.clear()
        with warnings.catch_warnings():
            warnings.resetwarnings()
            for action, category, module in reversed(FRESH_FILTERS):
                warnings.filterwarnings(action, category=category, module=module)
            warnings.showwarning = _show_on_current_stderr
            yield
    finally:
        interrupts._arrived.clear()
        root.handlers, root.level = saved_logging
        for s, handler in saved_handlers.items():
            signal.signal(s, handler if handler is not None else signal.SIG_DFL)
        os.environ.clear()
        os.environ.update(saved_env)
        os.chdir(saved_cwd)
        sys.argv = saved_argv
        sys.stdin, sys.stdout, sys.stderr = saved_streams


def _show_on_current_stderr(message: Warning | str, category: type[Warning], filename: str,
                            lineno: int, file: TextIO | None = None,
                            line: str | None = None) -> None:
    """Print a warning where the interpreter would: the program's stderr."""
    (file or sys.stderr).write(warnings.formatwarning(message, category, filename, lineno, line))


@contextmanager
def _time_limit(seconds: float) -> Iterator[None]:
    """Raise `TimedOut` in this thread after `seconds`, so a hang fails the test, not the run."""
    def expire(signum: int, frame: FrameType | None) -> None:
        raise TimedOut()

    signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def _exit_status(exc: SystemExit, stderr: TextIO) -> int:
    """The status the interpreter gives for `SystemExit(code)` (printing a message code)."""
    if exc.code is None:
        return 0
    if isinstance(exc.code, int):
        return exc.code
    stderr.write(f"{exc.code}\n")
    return 1


def forks_workers(argv: Sequence[object]) -> bool:
    """True for a run that would fork worker processes: `ingest` but with `--jobs 1`.

    Forking the test process copies whatever earlier tests left in it (Ray's runtime after
    the Ray tests, pytest's own threads). One full-suite run with pools forked in-process
    ended the session with status 1 and no word, in a test after the Ray tests and the
    in-process PostgreSQL ingest; smaller runs did not repeat it, so the cause is not pinned
    down. Such runs keep their own process, as they had before.
    """
    words = [str(a) for a in argv]
    if "ingest" not in words:
        return False
    for flag in ("--jobs", "-j"):
        if flag in words and words.index(flag) + 1 < len(words):
            return words[words.index(flag) + 1] != "1"
    return not any(w in {"--jobs=1", "-j1"} for w in words)


def run_in_process(argv: Sequence[str], *, stdin: str | bytes | None, cwd: Path,
                   timeout: float) -> subprocess.CompletedProcess[str]:
    """Run `claims ARGV` through the console entry point in this process; what it printed and
    its exit status, as `subprocess.run(..., text=True, capture_output=True)` reports them."""
    from claims.cli import entry

    text = stdin.decode("utf-8", "replace") if isinstance(stdin, bytes) else (stdin or "")
    in_stream = io.TextIOWrapper(io.BytesIO(text.encode("utf-8")), encoding="utf-8",
                                 newline="\n")
    out_raw, out = _writer("strict")
    err_raw, err = _writer("backslashreplace")
    words = [str(a) for a in argv]
    timed_out = False
    with _process_state(words, cwd, (in_stream, out, err)):
        try:
            with _time_limit(timeout):
                entry()
            status = 0  # entry() always raises SystemExit; reaching here would be a change
        except SystemExit as exc:
            status = _exit_status(exc, err)
        except TimedOut:
            timed_out, status = True, -signal.SIGKILL
        except BaseException:
            err.write(traceback.format_exc())
            status = 1
        finally:
            for stream in (out, err):
                if not stream.closed:
                    stream.flush()
    stdout, stderr = _as_text(out_raw.contents()), _as_text(err_raw.contents())
    command: list[Any] = [sys.executable, "-m", "claims", *words]
    if timed_out:
        raise subprocess.TimeoutExpired(command, timeout, output=stdout, stderr=stderr)
    return subprocess.CompletedProcess(command, status, stdout, stderr)
