"""Cold start: how long `claims` takes to start and do a small job, against `python -c pass`.

Each round starts the baseline (`python -c pass`) and then every command once, in turn, so a
drift in the machine's speed touches all of them alike; the ratio is taken round by round and
its median printed. Times are of the whole process (start-up, imports, the work, exit), as
wall seconds and as CPU seconds (user + system, the kernel's own count for the child).

    python bench/bench_cold.py [--runs 10] [--root PATH]

`--root` runs the `claims` of another checkout (e.g. an export of an older commit), so a
before/after comparison uses one script and one baseline.

The checkout's modules are byte-compiled first (into `__pycache__`, as an installed package
is): where PYTHONDONTWRITEBYTECODE is set, an uncompiled checkout would otherwise compile
every module from source in every run, and the figure would measure the compiler.
"""

from __future__ import annotations

import argparse
import compileall
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = "examples/announcements/nvme-array-launch.md"
ONE_LINE = "The new array reads at 14 GB/s on a single node.\n"
BASELINE = "python -c pass"


@dataclass
class Timings:
    """Wall and CPU seconds of each run of one command."""

    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)


def run_once(argv: list[str], cwd: Path, env: dict[str, str]) -> tuple[float, float]:
    """Start `argv`, wait for it, and return (wall seconds, CPU seconds); a failure stops."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    stderr = proc.stderr.read().decode("utf-8", "replace") if proc.stderr else ""
    if proc.stderr:
        proc.stderr.close()
    if proc.returncode != 0:
        sys.exit(f"bench_cold: {' '.join(argv)} exited {proc.returncode}: {stderr.strip()}")
    return wall, usage.ru_utime + usage.ru_stime


def commands(one_line: Path) -> dict[str, list[str]]:
    """The timed commands by label, the baseline first."""
    claims = [sys.executable, "-m", "claims"]
    return {
        BASELINE: [sys.executable, "-c", "pass"],
        "claims vet (example)": [*claims, "vet", "--fail-on", "never", EXAMPLE],
        "claims vet (one line)": [*claims, "vet", "--fail-on", "never", str(one_line)],
        "claims --help": [*claims, "--help"],
    }


def measure(root: Path, runs: int, one_line: Path) -> dict[str, Timings]:
    """Run every command `runs` times, interleaved round by round (after one warm-up round)."""
    env = {**os.environ, "PYTHONPATH": str(root)}
    todo = commands(one_line)
    found = {label: Timings() for label in todo}
    for round_ in range(runs + 1):
        for label, argv in todo.items():
            wall, cpu = run_once(argv, root, env)
            if round_:  # the first round only warms the file cache
                found[label].wall.append(wall)
                found[label].cpu.append(cpu)
    return found


def paired_ratio(values: list[float], base: list[float]) -> float:
    """The median of the round-by-round ratios."""
    return statistics.median(v / b for v, b in zip(values, base, strict=True))


def report(found: dict[str, Timings]) -> str:
    """One line per command: min and median wall and CPU, and the paired ratios."""
    base = found[BASELINE]
    lines = [f"{'command':24} {'wall min':>9} {'wall med':>9} {'cpu min':>8} {'cpu med':>8} "
             f"{'x wall':>7} {'x cpu':>7}"]
    for label, t in found.items():
        lines.append(f"{label:24} {min(t.wall):9.3f} {statistics.median(t.wall):9.3f} "
                     f"{min(t.cpu):8.3f} {statistics.median(t.cpu):8.3f} "
                     f"{paired_ratio(t.wall, base.wall):7.2f} {paired_ratio(t.cpu, base.cpu):7.2f}")
    lines.append(f"(seconds; x = median of the paired ratios to `{BASELINE}`; "
                 f"{len(base.wall)} rounds)")
    return "\n".join(lines)


def main() -> None:
    """Parse the options, time the commands, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10, help="timed rounds (default 10)")
    parser.add_argument("--root", type=Path, default=ROOT,
                        help="the checkout whose `claims` runs (default: this one)")
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    root = args.root.resolve()
    for package in ("claims", "checkers"):
        compileall.compile_dir(root / package, quiet=1)
    with tempfile.TemporaryDirectory() as folder:
        one_line = Path(folder) / "one-line.md"
        one_line.write_text(ONE_LINE, encoding="utf-8")
        print(report(measure(root, args.runs, one_line)))


if __name__ == "__main__":
    main()
