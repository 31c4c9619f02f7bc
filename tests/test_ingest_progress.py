"""Progress of a long ingest: a rich bar on a terminal, a plain periodic line in a pipe."""

from __future__ import annotations

import io
import os
import pty
import re
import select
import subprocess
import sys
from pathlib import Path

from claims.cli.progress import PlainProgress, plain_line
from claims.ingest import Summary
from tests.conftest import ROOT, _env, run_cli
from tests.test_ingest import write_docs


def test_the_plain_line_has_total_rate_eta_and_failures() -> None:
    done = Summary(ingested=90, skipped=6, failed=[("a.md", "no such file")] * 4, claims=700)
    assert plain_line(done, 400, 20.0) == ("ingest: 100/400 documents (25%), 5.0/s, "
                                           "ETA 0:01:00, 700 claims, 4 failed")
    assert plain_line(done, None, 20.0) == "ingest: 100 documents, 5.0/s, 700 claims, 4 failed"


def test_the_plain_line_comes_every_few_seconds_only() -> None:
    now = [0.0]
    out = io.StringIO()
    show = PlainProgress(10, every=5.0, stream=out, clock=lambda: now[0])
    for step in range(1, 13):
        now[0] = step * 1.0
        show(Summary(ingested=step))
    assert out.getvalue().splitlines() == [
        "ingest: 5/10 documents (50%), 1.0/s, ETA 0:00:05, 0 claims, 0 failed",
        "ingest: 10/10 documents (100%), 1.0/s, ETA 0:00:00, 0 claims, 0 failed",
    ]


def test_no_terminal_no_bar_and_quiet_prints_only_failures(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    write_docs(docs, range(5))
    result = run_cli("ingest", str(docs), str(tmp_path / "gone.md"), "--db",
                     str(tmp_path / "s.db"), "--quiet", "--jobs", "1")  # no pool: here
    assert result.returncode == 2 and result.stderr == ""
    assert result.stdout == f"failed: {tmp_path / 'gone.md'}: no such file or folder\n"


def test_on_a_terminal_the_bar_shows_total_rate_eta_and_failures(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    write_docs(docs, range(150))
    (docs / "broken.md").write_bytes(b"\xff\xfe not text")
    leader, follower = pty.openpty()
    env = {**_env(), "TERM": "xterm-256color", "COLUMNS": "160"}
    proc = subprocess.Popen([sys.executable, "-m", "claims", "ingest", str(docs), "--db",
                             str(tmp_path / "s.db"), "--jobs", "1"], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=follower, text=True)
    os.close(follower)
    seen = b""
    while True:
        ready, _, _ = select.select([leader], [], [], 120)
        if not ready:
            break
        try:
            chunk = os.read(leader, 65536)
        except OSError:  # the terminal closed: the run is over
            break
        if not chunk:
            break
        seen += chunk
    os.close(leader)
    out, _ = proc.communicate(timeout=60)
    assert proc.returncode == 2, out
    screen = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", seen.decode("utf-8", "replace"))
    # Done of the total, a rate, a time left, and the failure count, on one bar.
    assert re.search(r"\d+/151 .*docs/s.*ETA.* claims, 1 failed", screen), screen[-2000:]
    assert "ingested 150" in out
