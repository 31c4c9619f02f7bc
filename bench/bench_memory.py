"""Peak memory of `claims` on the largest files the size limit admits, and store size.

    python bench/bench_memory.py                  # every case, this tree
    python bench/bench_memory.py --only words     # one case

Each case is one `python -m claims ...` child; its peak resident memory and CPU
seconds come from the kernel's accounting of that child (wait4). The target: under
500 MB for any file up to the 16 MiB limit. The `store` case ingests one document
whose single 49 KB sentence holds 2,000 figures and reports the store's size on disk.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MiB = 1024 * 1024
LIMIT = 16 * MiB


def words(folder: Path) -> Path:
    """About 8 million short words, in paragraphs: prose without a figure (under 16 MiB)."""
    line = " ".join(["the", "model", "runs", "on", "a", "node"] * 20) + "\n\n"
    count = (LIMIT - 4096) // len(line)
    path = folder / "words.md"
    path.write_text("# Words\n\n" + line * count, encoding="utf-8")
    return path


def figures(folder: Path) -> Path:
    """16 MiB of short sentences, each with figures (one paragraph per few sentences)."""
    out, size, i = [], 0, 0
    while size < LIMIT - 4096:
        piece = (f"Run {i} served {i % 9000 + 100} tokens/s at {i % 90 + 5} ms on "
                 f"{i % 8 + 1} H100 GPUs. " + ("\n\n" if i % 4 == 3 else ""))
        out.append(piece)
        size += len(piece)
        i += 1
    path = folder / "figures.md"
    path.write_text("# Figures\n\n" + "".join(out), encoding="utf-8")
    return path


def one_sentence(folder: Path) -> Path:
    """One 49 KB sentence holding 2,000 figures."""
    parts = [f"{n + 1},{n % 1000:03d} tokens/s" for n in range(2000)]
    path = folder / "sentence.md"
    path.write_text("# One sentence\n\nWe measured " + ", ".join(parts) + " on 8 H100 GPUs.\n",
                    encoding="utf-8")
    return path


def measure(args: list[str]) -> tuple[int, float, float]:
    """(exit status, peak RSS in MB, CPU seconds) of one claims child."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-m", "claims", *args], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    cpu = usage.ru_utime + usage.ru_stime
    return os.waitstatus_to_exitcode(status), usage.ru_maxrss / 1024, cpu


def main() -> None:
    """Run the cases and print one line each."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=("words", "figures", "store"), default=None)
    chosen = parser.parse_args().only
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for name, make, command in (("words", words, "vet"), ("figures", figures, "vet"),
                                    ("store", one_sentence, "ingest")):
            if chosen and chosen != name:
                continue
            path = make(folder)
            extra = ["--db", str(folder / "s.db")] if command == "ingest" else \
                ["--format", "json", "--fail-on", "never"]
            status, peak, cpu = measure([command, str(path), *extra])
            size = (folder / "s.db").stat().st_size / MiB if command == "ingest" else 0.0
            stored = f", store {size:.1f} MiB" if command == "ingest" else ""
            print(f"{name:8} {path.stat().st_size / MiB:5.1f} MiB  exit {status}  "
                  f"peak {peak:7.1f} MB  cpu {cpu:6.1f} s{stored}", flush=True)


if __name__ == "__main__":
    main()
