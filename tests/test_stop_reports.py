"""A stopped run always says so: SIGTERM while starting, and a Ray ingest cut short."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import ROOT, _env


def _catches(pid: int, signum: int) -> bool:
    """True once the process has a handler for the signal (Linux: SigCgt in /proc)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    caught = next(line for line in status.splitlines() if line.startswith("SigCgt:"))
    return bool(int(caught.split()[1], 16) >> (signum - 1) & 1)


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs Linux /proc")
@pytest.mark.parametrize("command", [["ingest", "{folder}", "--db", "{db}"],
                                     ["vet", "{folder}"]])
def test_sigterm_while_starting_is_reported(tmp_path: Path, command: list[str]) -> None:
    folder = tmp_path / "posts"
    folder.mkdir()
    (folder / "a.md").write_text("We served 9,000 tokens/s on 8 H100 GPUs.\n", encoding="utf-8")
    words = [w.format(folder=folder, db=tmp_path / "s.db") for w in command]
    proc = subprocess.Popen([sys.executable, "-m", "claims", *words], cwd=ROOT, env=_env(),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    # Wait for the first handler (set before the command's imports), not for a time.
    deadline = time.monotonic() + 60
    while not _catches(proc.pid, signal.SIGTERM) and proc.poll() is None:
        assert time.monotonic() < deadline
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=60)
    if proc.returncode == 0:
        pytest.skip("the run finished before the signal arrived")
    assert proc.returncode == 128 + signal.SIGTERM, err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("claims: error: interrupted by SIGTERM"), err


#: The interrupted Ray run, in a process of its own: Ray ends a process whose Ray services die
#: under it (status 1, silently, a minute later), so a Ray session left behind by a run cut
#: short must never be the test runner's.
_CUT_SHORT = """
import json, signal, sys
from bench.corpus import generate
from claims.cli.ingest import check_claim_file, interrupted_line
from claims.ingest import Settings, Summary, discover
from claims.interrupts import Interrupted
from claims.scale.ray_engine import RayOptions, run
from claims.store import open_store
from pathlib import Path

folder, db = Path(sys.argv[1]), sys.argv[2]
for name, markdown in generate(48, seed=3):
    (folder / f"{name.removesuffix('.md')}.md").write_text(markdown, encoding="utf-8")

def stop_after_some(summary: Summary) -> None:
    if summary.documents >= 16:  # where a signal handler raises: between two batches
        raise Interrupted(signal.SIGTERM)

try:
    run(discover([str(folder)]), Settings(check_claim_file=check_claim_file),
        RayOptions(db=db, workers=2, batch_size=8), progress=stop_after_some)
except Interrupted as stopped:
    with open_store(db) as store:
        stored = store.counts()["documents"]
    import ray
    print(json.dumps({"ingested": stopped.progress.ingested, "stored": stored,
                      "line": interrupted_line(stopped), "ray_up": ray.is_initialized()}))
"""


def test_a_ray_ingest_cut_short_says_how_many_it_stored(tmp_path: Path) -> None:
    pytest.importorskip("ray", reason="Ray is not installed (pip install -e '.[ray]')")
    pytest.importorskip("pyarrow", reason="pyarrow is not installed (pip install -e '.[ray]')")
    import json

    folder = tmp_path / "posts"
    folder.mkdir()
    proc = subprocess.run([sys.executable, "-c", _CUT_SHORT, str(folder), str(tmp_path / "r.db")],
                          cwd=ROOT, env=_env(), capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    got = json.loads(proc.stdout.strip().splitlines()[-1])
    assert 16 <= got["ingested"] < 48 and got["stored"] == got["ingested"]
    assert f"after {got['ingested']} documents" in got["line"] and "before any" not in got["line"]
    assert not got["ray_up"]  # the run shut down the Ray it started


def test_a_stop_signal_a_library_wrapped_still_stops_the_run() -> None:
    """A signal that lands inside a library which wraps exceptions (pydantic, mid-dump) is
    raised again by the error handler, never counted as one document's failure."""
    import signal as signals

    from claims.interrupts import Interrupted, raise_if_stopped, stopping_on_signals

    with stopping_on_signals(), pytest.raises(Interrupted) as stopped:
        try:
            try:
                signals.raise_signal(signals.SIGTERM)
            except Interrupted as exc:  # what a wrapping library does with it
                raise ValueError("serialization failed") from exc
        except ValueError:
            raise_if_stopped()
    assert stopped.value.name == "SIGTERM"
    with stopping_on_signals():
        raise_if_stopped()  # a new run starts with no stop pending
