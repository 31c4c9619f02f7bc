"""Where extract+check spends its time, by module, on the generated corpus.

Runs load+extract+check over the documents under cProfile and adds each
function's own time to its module (the project's modules by path, libraries by
package, and C built-ins such as regex search as their own rows). Profiling
slows everything down about evenly, so read the shares, not the milliseconds;
`bench/bench_extract.py` gives the real speed.

    python bench/profile_extract.py [--documents 300] [--top 25]
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from corpus import generate  # noqa: E402

from claims.load.documents import parse_bytes  # noqa: E402
from claims.pipeline import vet_loaded  # noqa: E402


def module_of(filename: str, function: str) -> str:
    """A short name for where a profiled function lives."""
    if filename == "~":  # a C function: name it by what it is ("re.Pattern.search")
        return function.strip("<>").replace("built-in method ", "").replace("method ", "")
    path = Path(filename)
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        parts = path.parts
        if "site-packages" in parts:
            return parts[parts.index("site-packages") + 1]
        return "python:" + "/".join(parts[-2:])


def profile(documents: int) -> tuple[Counter[str], float]:
    """Own time per module over one pass of extract+check, and the total."""
    docs = [(name, text.encode("utf-8")) for name, text in generate(documents)]
    for name, data in docs[:20]:  # warm: compiled patterns, built validators
        vet_loaded(parse_bytes(data, origin=name))
    profiler = cProfile.Profile()
    profiler.enable()
    for name, data in docs:
        vet_loaded(parse_bytes(data, origin=name))
    profiler.disable()
    stats = pstats.Stats(profiler)
    own: Counter[str] = Counter()
    for (filename, _, function), row in stats.stats.items():  # type: ignore[attr-defined]
        own[module_of(filename, function)] += row[2]
    return own, sum(own.values())


def main() -> None:
    """Print the modules by share of the time."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--documents", type=int, default=300)
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args()
    own, total = profile(args.documents)
    print(f"{args.documents} documents, {total / args.documents * 1000:.2f} ms each under "
          "the profiler")
    for name, seconds in own.most_common(args.top):
        print(f"  {seconds / total:6.1%}  {name}")


if __name__ == "__main__":
    main()
