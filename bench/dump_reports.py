"""Write the full `vet` report of a fixed set of documents, one JSON line each.

Run it before and after a change meant to keep output identical (a speed change,
a refactor) and compare the two files byte for byte; for a change meant to alter
output, diff them to see every record it touched. The set is the seed (when
../shared/seeds is present), every shipped example and test fixture except the
evaluation sets (unseen/, and the retold real/ and sealed/ sets, whose gold is scored by the
lead), and generated announcements.

    python bench/dump_reports.py before.jsonl [--generated 400]
    ... change the code ...
    python bench/dump_reports.py after.jsonl && cmp before.jsonl after.jsonl
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from corpus import generate  # noqa: E402

from claims.errors import ClaimsError  # noqa: E402
from claims.load.documents import parse_bytes  # noqa: E402
from claims.pipeline import vet_loaded  # noqa: E402
from tests.evaluation_sets import in_evaluation_set  # noqa: E402

SEEDS = ROOT.parent / "shared" / "seeds"
PATTERNS = ("examples/**/*.md", "tests/fixtures/**/*.md", "tests/fixtures/**/*.html",
            "tests/fixtures/**/*.txt")


def documents(generated: int) -> Iterator[tuple[str, bytes]]:
    """(name, bytes) of every document in the set, in a fixed order."""
    for path in sorted(SEEDS.glob("*.md")) if SEEDS.is_dir() else []:
        yield path.name, path.read_bytes()
    for pattern in PATTERNS:
        for path in sorted(ROOT.glob(pattern)):
            if not in_evaluation_set(path):  # kept out, so the set stays fixed
                yield str(path.relative_to(ROOT)), path.read_bytes()
    for name, text in generate(generated):
        yield name, text.encode("utf-8")


def main() -> None:
    """Write one report per line; a document that cannot be read writes its error."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output", type=Path)
    parser.add_argument("--generated", type=int, default=400)
    args = parser.parse_args()
    count = 0
    with args.output.open("w", encoding="utf-8") as out:
        for name, data in documents(args.generated):
            try:
                out.write(vet_loaded(parse_bytes(data, origin=name)).model_dump_json() + "\n")
            except ClaimsError as exc:  # fixtures that are meant not to load
                out.write(f"{name}: {exc}\n")
            count += 1
    print(f"{count} documents -> {args.output}")


if __name__ == "__main__":
    main()
