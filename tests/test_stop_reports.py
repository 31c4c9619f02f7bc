"""A stopped run always says so: SIGTERM while starting, and a Ray ingest cut short."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from claims.interrupts import Interrupted
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


def test_a_ray_ingest_cut_short_says_how_many_it_stored(tmp_path: Path) -> None:
    pytest.importorskip("ray", reason="Ray is not installed (pip install -e '.[ray]')")
    pytest.importorskip("pyarrow", reason="pyarrow is not installed (pip install -e '.[ray]')")
    from bench.corpus import generate
    from claims.cli.ingest import check_claim_file, interrupted_line
    from claims.ingest import Settings, Summary, discover
    from claims.scale.ray_engine import RayOptions, run
    from claims.store import open_store

    folder = tmp_path / "posts"
    folder.mkdir()
    for name, markdown in generate(48, seed=3):
        (folder / f"{name.removesuffix('.md')}.md").write_text(markdown, encoding="utf-8")

    def stop_after_some(summary: Summary) -> None:
        # Where a signal handler raises: between two committed batches.
        if summary.documents >= 16:
            raise Interrupted(signal.SIGTERM)

    db = tmp_path / "ray.db"
    with pytest.raises(Interrupted) as stopped:
        run(discover([str(folder)]), Settings(check_claim_file=check_claim_file),
            RayOptions(db=str(db), workers=2, batch_size=8), progress=stop_after_some)
    done = stopped.value.progress
    assert done is not None and 16 <= done.ingested < 48
    with open_store(db) as store:
        assert store.counts()["documents"] == done.ingested
    line = interrupted_line(stopped.value)
    assert f"after {done.ingested} documents" in line and "before any" not in line


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
