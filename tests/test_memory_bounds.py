"""The largest files the size limit admits stay within memory; trigger words read in slices."""

from __future__ import annotations

import itertools
import os
import random
import subprocess
import sys
from pathlib import Path

from claims.extract.conditions import triggers
from claims.load import documents
from tests.conftest import ROOT, _env

LIMIT_MB = 500


def _all_at_once(text: str) -> list[tuple[int, str]]:
    """The trigger leads as found from the list of every word (the unsliced reading)."""
    pieces = text.encode("latin-1", "replace").translate(triggers._LETTERS_ONLY).split(b" ")
    before = list(itertools.accumulate(map(len, pieces), initial=0))
    return [(before[i] + i, pieces[i].decode("ascii")) for i in
            itertools.compress(itertools.count(), map(triggers._LEADS.__contains__, pieces))]


def test_sliced_trigger_leads_are_the_same_as_reading_all_at_once() -> None:
    rng = random.Random(7)
    words = ["H100", "GPUs", "the", "model", "Llama", "x", "A100", "concurrency", "TPU", "é",
             "-", "\n", "4xH100", "B200s"]
    for count in (0, 1, 50, 120_000):
        text = " ".join(rng.choice(words) for _ in range(count))
        assert list(triggers.trigger_leads(text)) == _all_at_once(text)
    # a run of letters longer than a slice is never cut in two
    long = "a" * (triggers._SLICE + 10) + " H100 GPUs"
    assert list(triggers.trigger_leads(long)) == _all_at_once(long)


# The child reports its own peak: VmHWM, the high-water mark of the address space it got at
# exec. wait4's ru_maxrss is no such measure: at exec Linux carries the forking process's
# peak into the child's (a `python -c pass` started from a 400 MB process reported 413 MB),
# so a long test run inflated it. Where /proc is absent that figure is used: never lower.
HARNESS = """
import atexit, runpy, sys
out = sys.argv.pop(1)
def report():
    with open('/proc/self/status') as status, open(out, 'w') as peak:
        peak.write(next(line.split()[1] for line in status if line.startswith('VmHWM:')))
if sys.platform == 'linux':
    atexit.register(report)
sys.argv[0] = 'claims'
runpy.run_module('claims', run_name='__main__', alter_sys=True)
"""


def words_file(path: Path, size: int) -> Path:
    """Prose without a figure, in paragraphs, just under `size` bytes (as bench/bench_memory.py
    writes its words case): about 3.6 million words at the size limit."""
    line = " ".join(["the", "model", "runs", "on", "a", "node"] * 20) + "\n\n"
    path.write_text("# Words\n\n" + line * max(1, (size - 4096) // len(line)), encoding="utf-8")
    return path


def vet_peak_mb(post: Path) -> float:
    """Peak resident memory in MB of `claims vet POST --format json` in a process of its own."""
    report = post.with_suffix(".peak")
    proc = subprocess.Popen([sys.executable, "-c", HARNESS, str(report), "vet", str(post),
                             "--fail-on", "never", "--format", "json"], cwd=ROOT, env=_env(),
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    kilobytes = report.read_text() if report.exists() else ""
    return (int(kilobytes) if kilobytes else usage.ru_maxrss) / 1024


def test_a_file_of_millions_of_words_stays_under_the_memory_bound(tmp_path: Path) -> None:
    """The largest such file the size limit admits stays under the bound, shown by growth.

    Running the full 16 MiB file costs 28 s of CPU; its peak is a start-up floor plus memory
    that grows with the text. The test measures the floor (a one-paragraph file), 1 MiB and
    4 MiB. Growth from 1 to 4 MiB must be no steeper (within a quarter) than from the floor
    to 1 MiB, the check against a faster-than-linear term; the steeper of the two slopes,
    carried from 4 MiB to the limit, then bounds the full file. Measured: 36, 49, 69 MB, which
    predicts 232 MB at 16 MiB against 158 MB run whole (`python bench/bench_memory.py --only
    words` runs it whole).
    """
    limit = documents.MAX_BYTES
    sizes = (0, limit // 16, limit // 4)
    floor, small, large = (vet_peak_mb(words_file(tmp_path / f"words-{n}.md", n))
                           for n in sizes)
    slope_small = (small - floor) / sizes[1]
    slope_large = (large - small) / (sizes[2] - sizes[1])
    # Allocator steps of a few MB make the small slope noisy: a quarter and 1 MB/MiB of slack.
    assert slope_large <= slope_small * 1.25 + 1 / (1024 * 1024), (floor, small, large)
    whole = large + (limit - sizes[2]) * max(slope_small, slope_large)
    assert whole < LIMIT_MB, (floor, small, large, whole)
