"""Benchmark: `claims check` and `claims vet` as the claims of one document grow.

Two inputs, each timed as a user runs it (a `python -m claims` process; CPU seconds
are the kernel's count for the child, wall seconds beside them):

- a claim file holding the shipped example's claims repeated to `--claims` (default
  250 and 1,000), each copy with its own id and its spans moved past the copies before,
  checked with `claims check`;
- a generated post of `--lines` figure sentences (default 300 and 1,500), each stating a
  rate, a latency and a ratio against a named baseline on varied hardware, vetted with
  `claims vet`.

Issue 23's targets: 1,000 claims checked in at most 2 s, a 1,500-line post in at most
5 s. Each size is run `--runs` times and the median printed. Measured on the shared 2-core
machine (load 3 to 8), main at a7487cb: 250 claims 1.7 CPU s, 1,000 claims 101 CPU s (the
time is the comparison sides' search in checkers/sides.py, run again for every ratio), a
300-line post 1.5 CPU s, a 1,500-line post 5.0 CPU s.

    python bench/bench_check.py [--claims 250 1000] [--lines 300 1500] [--runs 3]
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "announcements" / "rubin-agentic-serving.md"
HARDWARE = ("NVIDIA H100", "NVIDIA B200", "AMD MI300X", "Google TPU v5p", "Intel Gaudi 3")
MODELS = ("Llama 3.1 70B", "DeepSeek-V3", "Qwen2.5-72B", "Mixtral 8x7B")


def run(argv: list[str]) -> tuple[float, float]:
    """Run `python -m claims ARGV` once; (wall, CPU) seconds. A usage error stops."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "claims", *argv], cwd=ROOT, env=env,
                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    stderr = proc.stderr.read().decode("utf-8", "replace") if proc.stderr else ""
    if proc.stderr:
        proc.stderr.close()
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        sys.exit(f"bench_check: claims {' '.join(argv)} failed: {stderr.strip()[-2000:]}")
    return wall, usage.ru_utime + usage.ru_stime


def _moved(item: Any, by: int) -> Any:
    """A deep copy of one claim (or part) with every span shifted by `by` characters."""
    if isinstance(item, dict):
        out = {k: _moved(v, by) for k, v in item.items()}
        if set(out) == {"start", "end"} and all(isinstance(v, int) for v in out.values()):
            out = {"start": out["start"] + by, "end": out["end"] + by}
        return out
    if isinstance(item, list):
        return [_moved(v, by) for v in item]
    return copy.copy(item)


def repeated_claim_file(count: int, folder: Path) -> Path:
    """The example's claims repeated to `count`, each with its own id, as a claim file."""
    text = subprocess.run([sys.executable, "-m", "claims", "extract", str(EXAMPLE)], cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True,
                          text=True, check=True).stdout
    data = yaml.safe_load(text)
    base = data["claims"]
    claims = []
    for i in range(count):
        original = base[i % len(base)]
        claim = _moved(original, (i // len(base)) * 100_000)
        claim["id"] = "clm-" + hashlib.sha256(f"{original['id']}/{i}".encode()).hexdigest()[:16]
        claim.pop("derived_from", None)
        claims.append(claim)
    data["claims"] = claims
    data.get("document", {}).pop("accepted", None)
    path = folder / f"repeated-{count}.claims.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    return path


def figure_post(lines: int, folder: Path) -> Path:
    """A post of `lines` figure sentences, one paragraph each, deterministic."""
    out = ["---", "title: Serving results across accelerators", "publisher: Bench Labs",
           "published_at: 2026-01-01", "---", "", "# Results", ""]
    for i in range(lines):
        hardware, model = HARDWARE[i % len(HARDWARE)], MODELS[(i // 5) % len(MODELS)]
        rate, latency = 1000 + 37 * i, 20 + (i % 50)
        ratio = 1.1 + (i % 40) / 10
        out.append(f"On {8 * (1 + i % 4)} {hardware} GPUs, {model} reached {rate:,} tokens/s "
                   f"per GPU with a median time to first token of {latency} ms, "
                   f"{ratio:.1f}x the previous release.")
        out.append("")
    path = folder / f"post-{lines}.md"
    path.write_text("\n".join(out), encoding="utf-8")
    return path


def timed(label: str, argv: list[str], runs: int) -> None:
    """Run one command `runs` times and print its median wall and CPU seconds."""
    walls, cpus = zip(*(run(argv) for _ in range(runs)), strict=True)
    print(f"{label:34} wall {statistics.median(walls):7.2f} s   "
          f"cpu {statistics.median(cpus):7.2f} s   ({runs} runs; min cpu {min(cpus):.2f})",
          flush=True)


def main() -> None:
    """Build the inputs and time each size."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--claims", type=int, nargs="*", default=[250, 1000])
    parser.add_argument("--lines", type=int, nargs="*", default=[300, 1500])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    print(f"load average at the start {os.getloadavg()}")
    with tempfile.TemporaryDirectory(prefix="bench-check-") as tmp:
        folder = Path(tmp)
        for count in args.claims:
            path = repeated_claim_file(count, folder)
            timed(f"claims check, {count} claims", ["check", "--fail-on", "never", str(path)],
                  args.runs)
        for lines in args.lines:
            path = figure_post(lines, folder)
            timed(f"claims vet, {lines}-line post", ["vet", "--fail-on", "never", str(path)],
                  args.runs)
    print(f"load average at the end {os.getloadavg()}")


if __name__ == "__main__":
    main()
