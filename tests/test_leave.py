"""Leaving the program's own process at once (`claims.leave`): what an ordinary exit shows
(exit status, flushed output, `atexit` functions) is the same; where it could differ, the
exit is the ordinary one. Each exit runs in a fresh interpreter of its own."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

from claims.leave import quick_status
from tests.conftest import ROOT

# Writes a marker from an atexit function, buffered output without a final newline, then
# leaves with the exit the first argument names ("3", "none", "text").
SCRIPT = """
import atexit, sys
from claims.leave import leave
marker = sys.argv[2]
atexit.register(lambda: open(marker, "w").write("ran"))
sys.stdout.write("x" * 5000 + "end")
sys.stderr.write("warned")
code = {"none": None, "text": "a message"}.get(sys.argv[1], None)
if sys.argv[1].lstrip("-").isdigit():
    code = int(sys.argv[1])
if len(sys.argv) > 3:
    import threading, time
    threading.Thread(target=lambda: (time.sleep(0.3), print("thread done", flush=True))).start()
leave(SystemExit(code))
"""


def _leave(tmp_path: Path, *args: str) -> tuple[subprocess.CompletedProcess[str], Path]:
    """Run SCRIPT with `args`; the finished process and the marker its atexit writes."""
    marker = tmp_path / "marker"
    done = subprocess.run([sys.executable, "-c", SCRIPT, args[0], str(marker), *args[1:]],
                          cwd=ROOT, capture_output=True, text=True, timeout=60,
                          env={"PYTHONPATH": str(ROOT), "PATH": ""})
    return done, marker


def test_leaving_keeps_status_output_and_exit_functions(tmp_path: Path) -> None:
    """The status given, every buffered byte written, the atexit functions run."""
    done, marker = _leave(tmp_path, "3")
    assert done.returncode == 3
    assert done.stdout == "x" * 5000 + "end"
    assert done.stderr == "warned"
    assert marker.read_text() == "ran"


def test_leaving_with_no_code_is_status_zero(tmp_path: Path) -> None:
    """SystemExit() and SystemExit(None) end with status 0, as the interpreter's exit does."""
    done, marker = _leave(tmp_path, "none")
    assert done.returncode == 0
    assert marker.read_text() == "ran"


def test_an_exit_with_a_message_is_the_ordinary_one(tmp_path: Path) -> None:
    """A message code is printed and exits 1 (the interpreter does that, not `leave`)."""
    done, marker = _leave(tmp_path, "text")
    assert done.returncode == 1
    assert done.stderr.endswith("a message\n")
    assert marker.read_text() == "ran"


def test_a_running_thread_is_waited_for(tmp_path: Path) -> None:
    """With another thread still running, the exit waits for it as the interpreter's does."""
    done, marker = _leave(tmp_path, "0", "thread")
    assert done.returncode == 0
    assert "thread done" in done.stdout
    assert marker.read_text() == "ran"


def test_quick_status_refuses_what_only_an_ordinary_exit_does_alike() -> None:
    """A number (None as 0) may leave at once; a message or a live thread may not."""
    assert quick_status(SystemExit(2)) == 2
    assert quick_status(SystemExit()) == 0
    assert quick_status(SystemExit("bad input")) is None
    assert quick_status(SystemExit(2 ** 40)) is None
    stop = threading.Event()
    worker = threading.Thread(target=stop.wait)
    worker.start()
    try:
        assert quick_status(SystemExit(0)) is None
    finally:
        stop.set()
        worker.join()


def test_python_m_claims_still_prints_its_report_and_status(tmp_path: Path) -> None:
    """`python -m claims vet` leaves at once and still prints the whole report."""
    post = tmp_path / "post.md"
    post.write_text("The new array reads at 14 GB/s on a single node.\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "claims", "vet", "--format", "json",
                           "--fail-on", "never", str(post)], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert done.returncode == 0, done.stderr
    assert done.stdout.rstrip().endswith("}")
    assert '"14 GB/s"' in done.stdout or "14 GB/s" in done.stdout
