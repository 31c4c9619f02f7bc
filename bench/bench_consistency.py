"""Benchmark: inconsistent-figures on one document holding many figures of one quantity.

Every figure states the same quantity with one of two values, so each clashes with half
of the others; the bucketed search finds them in one pass where a pairwise search would
test every pair. Prints the CPU seconds of the check at each size (the suite keeps the
same search at 1,000 figures in `tests/test_consistency_buckets.py`).

    python bench/bench_consistency.py [--figures 1000 10000]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from checkers.consistency import inconsistent_figures  # noqa: E402
from claims.model import Document  # noqa: E402
from tests.test_consistency_buckets import many_of_one_quantity  # noqa: E402


def main() -> None:
    """Time the check at each size asked for; fail if a finding is missing."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--figures", type=int, nargs="+", default=[1_000, 10_000])
    for count in parser.parse_args().figures:
        claims = many_of_one_quantity(count)
        began = time.process_time()
        findings = list(inconsistent_figures.check(Document(title="Runs"), claims))
        spent = time.process_time() - began
        assert len(findings) == 1 and len(findings[0].claim_ids) == count, count
        print(f"figures={count} cpu={spent:.2f}s")


if __name__ == "__main__":
    main()
