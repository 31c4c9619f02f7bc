"""CPU per document for `vet` on generated posts naming N distinct machines and N models
with 2N figures (`tests/hostile.py: many_names`), so the growth with N is visible; with
`--profile N`, the top functions of that document under cProfile.

    python bench/bench_many_names.py                      # N = 25, 50, 100, 200, 400
    python bench/bench_many_names.py --sizes 25 50 --rounds 3
    python bench/bench_many_names.py --sizes --profile 200 --top 25

CPU seconds (user+system of this process, `time.process_time`) are the figure to read on
a shared machine; each size keeps its best of `--rounds`. The shipped model is loaded
before timing, as one `claims vet` process loads it once.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from claims.learn.weights import shipped  # noqa: E402
from claims.load.documents import parse_bytes  # noqa: E402
from claims.pipeline import vet_loaded  # noqa: E402
from tests.hostile import many_names  # noqa: E402


def _vet(count: int) -> tuple[float, int]:
    """CPU seconds to load and vet the post naming `count` machines, and its figures."""
    data = many_names(count).encode("utf-8")
    t0 = time.process_time()
    report = vet_loaded(parse_bytes(data, origin=f"many-names-{count}.md"))
    return time.process_time() - t0, len(report.claims)


def _profile(count: int, top: int) -> str:
    """The `top` functions by cumulative time, then by own time, vetting one post."""
    data = many_names(count).encode("utf-8")
    profiler = cProfile.Profile()
    profiler.enable()
    vet_loaded(parse_bytes(data, origin=f"many-names-{count}.md"))
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out).strip_dirs()
    stats.sort_stats("cumulative").print_stats(top)
    stats.sort_stats("tottime").print_stats(top)
    return out.getvalue()


def main(argv: list[str] | None = None) -> int:
    """Time each size, then profile one if asked."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=[25, 50, 100, 200, 400])
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--profile", type=int, default=None, metavar="N")
    parser.add_argument("--top", type=int, default=20)
    args = parser.parse_args(argv)
    shipped()
    _vet(5)  # warm the pattern cache and imports outside the timings
    previous = None
    for count in args.sizes:
        best, figures = min(_vet(count) for _ in range(max(1, args.rounds)))
        growth = f"  x{best / previous:.1f} on the last size" if previous else ""
        print(f"N={count:4}  {figures:5} figures  {best:8.2f} s CPU{growth}", flush=True)
        previous = best
    if args.profile is not None:
        print(_profile(args.profile, args.top))
    return 0


if __name__ == "__main__":
    sys.exit(main())
