"""Time extraction with and without the learned stage on the unsealed annotated corpus
(bench/learn_corpus.py), in the same run, alternating rounds and keeping each one's best;
and the learned stage's own share (building its view of the document, then deciding).

    python bench/bench_learned.py [--rounds 5]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.learn_corpus import training_folders  # noqa: E402
from claims.extract import extract  # noqa: E402
from claims.extract.document import extract_rules  # noqa: E402
from claims.learn.decide import decide  # noqa: E402
from claims.learn.weights import RULES_ONLY, shipped  # noqa: E402
from claims.load.documents import load_source  # noqa: E402
from claims.load.loaded import LoadedDocument  # noqa: E402


def _timed_stage(docs: list[LoadedDocument]) -> tuple[float, float]:
    """Seconds in the rules' extraction and in the learned stage, over every document."""
    model = shipped()
    rules = learned = 0.0
    for loaded in docs:
        t0 = time.perf_counter()
        _, claims, build = extract_rules(loaded)
        t1 = time.perf_counter()
        decide(model, build(), claims)
        t2 = time.perf_counter()
        rules, learned = rules + t1 - t0, learned + t2 - t1
    return rules, learned


def main(argv: list[str] | None = None) -> int:
    """Run the rounds and print the best times."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args(argv)
    docs = [load_source(str(_document(p))) for folder in training_folders()
            for p in sorted(folder.glob("*.gold.yaml"))]
    best = {"rules alone": float("inf"), "with learned stage": float("inf")}
    stage = (float("inf"), float("inf"))
    shipped()  # loaded once per process, as `claims vet` does
    for _ in range(args.rounds):
        for name, model in (("rules alone", RULES_ONLY), ("with learned stage", None)):
            t0 = time.perf_counter()
            for loaded in docs:
                extract(loaded, model=model)
            best[name] = min(best[name], time.perf_counter() - t0)
        stage = min(stage, _timed_stage(docs), key=lambda pair: pair[0] + pair[1])
    print(f"{len(docs)} documents, best of {args.rounds} rounds")
    for name, seconds in best.items():
        print(f"  extract, {name:20} {seconds * 1000:8.1f} ms")
    rules, learned = stage
    print(f"  learned stage: {learned * 1000:.1f} ms of {(rules + learned) * 1000:.1f} ms "
          f"({learned / (rules + learned):.1%})")
    return 0


def _document(gold: Path) -> Path:
    """The document a gold list describes (its `document:` key)."""
    import yaml

    return gold.with_name(yaml.safe_load(gold.read_text(encoding="utf-8"))["document"])


if __name__ == "__main__":
    sys.exit(main())
