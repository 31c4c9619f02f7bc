"""The in-process runner (`run_cli`) against the real `python -m claims` (`run_cli_process`).

Most command-line tests run the program in the test process; these hold that shortcut to the
real entry point: for one invocation of every command (and the usage errors), both give the
same exit status, stdout and stderr, and the test process is left as it was.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT, run_cli, run_cli_process

POST = ROOT / "examples" / "announcements" / "ledgerdb-oltp-release.md"
SEED_CLAIMS = "examples/deepseek-v4-1-flash-vera-rubin.claims.yaml"

# One invocation per command, each cheap, covering stdin, relative paths, exit statuses 0, 1
# and 2, and errors printed from argparse, from ClaimsError and from a command's own checks.
INVOCATIONS: dict[str, tuple[tuple[str, ...], str | None]] = {
    "version": (("--version",), None),
    "no-command": ((), None),
    "unknown-command": (("frobnicate",), None),
    "vet-stdin": (("vet", "-", "--format", "json"),
                  "# Launch\n\nThe new engine serves 12,000 tokens/s per GPU on eight H100s.\n"),
    "extract": (("extract", "--format", "json", str(POST)), None),
    "check": (("check", SEED_CLAIMS), None),
    "validate": (("validate", SEED_CLAIMS), None),
    "rules": (("rules", "missing-cost"), None),
    "schema": (("schema", "claimfile"), None),
    "fetch-offline": (("fetch", "https://example.com/none.md", "--offline", "--snapshots",
                       "snaps"), None),
    "verify-offline": (("verify", "--offline", "--snapshots", "snaps", SEED_CLAIMS), None),
    "ingest": (("ingest", "--db", "s.db", "--jobs", "1", str(POST)), None),
    "query-empty-store": (("query", "--db", "s.db", "--format", "csv"), None),
    "export-empty-store": (("export", "--format", "jsonl", "--db", "s.db"), None),
    "compare": (("compare", "examples/compare/vendor-c.claims.yaml",
                 "examples/compare/vendor-d.claims.yaml"), None),
    "serve-short-token": (("serve", "--host", "0.0.0.0", "--port", "0", "--db", "s.db",
                           "--token", "short"), None),
    "label": (("label", "--stdout", str(POST)), None),
    "train-unknown-decision": (("train", "no-such-folder", "-o", "m.json", "--decisions",
                                "nonsense"), None),
    "bad-option": (("vet", "--fail-on", "sometimes", str(POST)), None),
}


def _in_copy(folder: Path) -> Path:
    """A working folder holding `examples/` (relative paths resolve in it) and nothing else."""
    folder.mkdir()
    (folder / "examples").symlink_to(ROOT / "examples", target_is_directory=True)
    return folder


@pytest.mark.parametrize("name", sorted(INVOCATIONS))
def test_in_process_and_subprocess_runs_agree(name: str, tmp_path: Path) -> None:
    args, stdin = INVOCATIONS[name]
    # Each runner gets its own fresh folder, so a store or snapshot one writes is not the
    # other's starting point; paths printed are relative, so the outputs can be compared.
    inside = run_cli(*args, stdin=stdin, cwd=_in_copy(tmp_path / "inside"))
    outside = run_cli_process(*args, stdin=stdin, cwd=_in_copy(tmp_path / "outside"))
    assert (inside.returncode, inside.stderr) == (outside.returncode, outside.stderr)
    assert inside.stdout == outside.stdout
    if name in {"vet-stdin", "extract", "check", "ingest", "rules", "label"}:
        assert inside.stdout, "an invocation meant to print printed nothing"


def test_a_run_leaves_the_test_process_as_it_found_it(tmp_path: Path) -> None:
    before = (os.getcwd(), dict(os.environ), sys.argv[:], sys.stdin, sys.stdout, sys.stderr,
              {s: signal.getsignal(s) for s in (signal.SIGTERM, signal.SIGHUP, signal.SIGALRM)})
    os.environ["CLAIMS_DEBUG"] = "1"  # the runner hides it from the program, like a subprocess
    try:
        done = run_cli("vet", "--fail-on", "sometimes", str(POST), cwd=tmp_path)
        assert done.returncode == 2 and "Traceback" not in done.stderr
        assert os.environ["CLAIMS_DEBUG"] == "1"
    finally:
        del os.environ["CLAIMS_DEBUG"]
    after = (os.getcwd(), dict(os.environ), sys.argv[:], sys.stdin, sys.stdout, sys.stderr,
             {s: signal.getsignal(s) for s in (signal.SIGTERM, signal.SIGHUP, signal.SIGALRM)})
    assert after == before


def test_a_run_past_its_time_limit_raises_as_subprocess_run_does() -> None:
    with pytest.raises(subprocess.TimeoutExpired):
        run_cli("vet", str(POST), timeout=0.001)
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
