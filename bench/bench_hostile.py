"""Time and peak memory of `claims` on every case of the hostile corpus, before and after.

    python bench/bench_hostile.py                          # this tree
    python bench/bench_hostile.py --base /tmp/hostile-base # and a baseline tree, side by side
    python bench/bench_hostile.py --fuzz 100000            # also: fuzzed documents in-process

Each case runs as its own `python -m claims ...` process, under a CPU-time cap and
an address-space cap (so a runaway case cannot take the machine); its CPU and
wall seconds and peak resident memory come from the operating system's
accounting of that one child (wait4). CPU seconds are the figure to read on a
shared machine: wall seconds there grow with the other load. The targets: every
case ends in under 10 s and 500 MB with a report (exit 0 or 1) or one error line
(exit 2), never "internal error".
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.hostile import CASES, Case, fuzz_text  # noqa: E402

MiB = 1024 * 1024


@dataclass(frozen=True)
class Run:
    """One case's outcome in one tree."""

    status: int | None  # None: killed at the timeout
    wall: float
    cpu: float
    peak_mb: float
    out_bytes: int
    verdict: str  # "report", "error line", "internal error", "timeout", "memory cap", ...


def limit(cap_mb: int, cpu_s: float) -> None:
    """In the child: cap its address space and CPU time, so a runaway case fails by itself
    instead of taking the host (CPU time, not wall time: the host may be shared)."""
    cap = cap_mb * MiB
    resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
    seconds = max(1, int(cpu_s))
    resource.setrlimit(resource.RLIMIT_CPU, (seconds, seconds + 1))


def _verdict(status: int | None, stderr: str) -> str:
    """What the run amounts to for a user."""
    if status is None:
        return "wall timeout"
    if status in (-9, -24):  # SIGKILL / SIGXCPU from the CPU cap
        return "CPU cap"
    if "internal error" in stderr:
        kind = "MemoryError" if "MemoryError" in stderr else stderr.split(":")[3].strip() \
            if stderr.count(":") > 3 else "?"
        return "memory cap" if kind == "MemoryError" else f"internal error ({kind})"
    if status in (0, 1):
        return "report"
    lines = [line for line in stderr.splitlines() if line.strip()]
    if status == 2 and len(lines) == 1 and lines[0].startswith("claims: error: "):
        return "error line"
    return f"exit {status}"


def run_case(case: Case, tree: Path, cpu_s: float, cap_mb: int) -> Run:
    """Run one case with `tree` first on the path; measure that one process."""
    timeout = 20 * cpu_s + 60
    with tempfile.TemporaryDirectory(prefix="hostile-") as tmp:
        folder = Path(tmp)
        argv = case.argv(folder)
        env = {**os.environ, "PYTHONPATH": str(tree)}
        env.pop("CLAIMS_DEBUG", None)
        out_path, err_path = folder / "stdout", folder / "stderr"
        with out_path.open("wb") as out, err_path.open("wb") as err:
            start = time.monotonic()
            proc = subprocess.Popen([sys.executable, "-m", "claims", *argv], stdout=out,
                                    stderr=err, stdin=subprocess.DEVNULL, cwd=tree, env=env,
                                    preexec_fn=lambda: limit(cap_mb, cpu_s))
            killed = threading.Event()

            def kill() -> None:
                killed.set()
                proc.kill()

            timer = threading.Timer(timeout, kill)
            timer.start()
            _, raw, usage = os.wait4(proc.pid, 0)
            wall = time.monotonic() - start
            timer.cancel()
            proc.returncode = os.waitstatus_to_exitcode(raw)
        status = None if killed.is_set() else proc.returncode
        stderr = err_path.read_text("utf-8", "replace")
        return Run(status, wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024,
                   out_path.stat().st_size, _verdict(status, stderr))


def _cell(run: Run) -> str:
    """One run as a table cell."""
    return (f"{run.cpu:7.2f} {run.wall:7.2f} {run.peak_mb:8.0f} {run.out_bytes / MiB:9.2f}  "
            f"{run.verdict}")


def fuzz(count: int, seed: int) -> dict[str, int]:
    """Vet `count` fuzzed documents in this process; count outcomes by kind."""
    from claims.errors import ClaimsError
    from claims.load.documents import parse_bytes
    from claims.pipeline import vet_loaded

    rng = random.Random(seed)
    counts: dict[str, int] = {}
    for i in range(count):
        text = fuzz_text(rng)
        name = rng.choice(("f.md", "f.html", "f.txt"))
        try:
            vet_loaded(parse_bytes(text.encode("utf-8"), origin=name))
            kind = "report"
        except ClaimsError:
            kind = "error line"
        except Exception as exc:  # what the fuzz run looks for
            kind = f"internal error: {type(exc).__name__}"
            if counts.get(kind, 0) == 0:
                print(f"  first {kind} at document {i}: {text!r}"[:300], file=sys.stderr)
        counts[kind] = counts.get(kind, 0) + 1
    return counts


def main() -> None:
    """Print the table (and the fuzz counts)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", type=Path, help="a baseline tree to run beside this one")
    parser.add_argument("--cpu", type=float, default=60.0, help="CPU-second cap per run")
    parser.add_argument("--cap-mb", type=int, default=3072, help="address-space cap per run")
    parser.add_argument("--only", default="", help="run the cases whose name holds this")
    parser.add_argument("--fuzz", type=int, default=0, help="fuzzed documents to vet")
    parser.add_argument("--seed", type=int, default=15)
    args = parser.parse_args()
    head = f"{'cpu s':>7} {'wall s':>7} {'peak MB':>8} {'out MiB':>9}  verdict"
    print(f"{'case':36} | {'after: ' + head}" + (f" | before: {head}" if args.base else ""))
    for case in CASES:
        if args.only not in case.name:
            continue
        after = run_case(case, ROOT, args.cpu, args.cap_mb)
        line = f"{case.name:36} | {_cell(after):50}"
        if args.base:
            before = run_case(case, args.base, args.cpu, args.cap_mb)
            line += f" | {_cell(before)}"
        print(line, flush=True)
    if args.fuzz:
        start = time.monotonic()
        counts = fuzz(args.fuzz, args.seed)
        print(f"fuzz: {args.fuzz} documents (seed {args.seed}) in "
              f"{time.monotonic() - start:.0f} s: " +
              ", ".join(f"{kind} {n}" for kind, n in sorted(counts.items())))


if __name__ == "__main__":
    main()
