"""The candidate ceiling of each choice decision: of the aligned gold mentions that state a
hardware (model, accelerator count), how many have the gold's name among the document's
candidates at all. A learner can only choose what the candidate lister offers, so a low
ceiling points at candidate generation, not at the features or the learner.

Over the unsealed corpus (bench/learn_corpus.py) or the named folders, per folder:
stated, rules right, ceiling (any candidate right), and the same counted only where the
gold names something (none stated is always a candidate, so it is always reachable).

    python bench/candidate_ceiling.py [--folder F ...] [--misses N] [--json]

`--misses N` prints the N gold names most often out of reach (dev folders only: the
lister refuses sealed folders, as every training path does).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.learn_corpus import training_folders  # noqa: E402
from claims.learn.examples import DocExamples, right_name  # noqa: E402
from claims.learn.labels import CHOICES, gold_name, rule_name  # noqa: E402
from claims.learn.train import corpus_examples  # noqa: E402

COLUMNS = ("stated", "rules", "ceiling", "named", "named_rules", "named_ceiling")


def tally(doc: DocExamples, misses: dict[str, Counter[str]]) -> dict[str, dict[str, int]]:
    """One document's counts per choice decision (see COLUMNS); out-of-reach gold names
    are added to `misses`."""
    out = {d: dict.fromkeys(COLUMNS, 0) for d in CHOICES}
    for item in doc.aligned:
        for decision in CHOICES:
            stated, want = gold_name(decision, item.gold)
            if not stated:
                continue
            cands = doc.context.candidates(decision, item.claim)
            reach = any(right_name(decision, c.name, want) for c in cands)
            rules = right_name(decision, rule_name(decision, item.claim), want)
            row = out[decision]
            row["stated"] += 1
            row["rules"] += rules
            row["ceiling"] += reach
            if want is not None:
                row["named"] += 1
                row["named_rules"] += rules
                row["named_ceiling"] += reach
                if not reach:
                    misses[decision][want] += 1
    return out


def ceiling(folders: list[Path]) -> tuple[dict[str, Any], dict[str, Counter[str]]]:
    """Per folder and overall, per decision: the counts of COLUMNS."""
    misses: dict[str, Counter[str]] = {d: Counter() for d in CHOICES}
    table: dict[str, Any] = {}
    total = {d: dict.fromkeys(COLUMNS, 0) for d in CHOICES}
    for folder in folders:
        rows = {d: dict.fromkeys(COLUMNS, 0) for d in CHOICES}
        for doc in corpus_examples([folder]):
            for decision, counts in tally(doc, misses).items():
                for col, n in counts.items():
                    rows[decision][col] += n
                    total[decision][col] += n
        table[folder.name] = rows
    table["ALL"] = total
    return table, misses


def print_table(table: dict[str, Any]) -> None:
    """The table as text: rules right and ceiling of all stated, then of the named."""
    print(f"{'folder':16}{'decision':14}{'stated':>7}{'rules':>7}{'ceil':>7}"
          f"{'named':>7}{'rules':>7}{'ceil':>7}")
    for folder, rows in table.items():
        for decision, r in rows.items():
            if r["stated"]:
                print(f"{folder:16}{decision:14}" + "".join(f"{r[c]:>7}" for c in COLUMNS))


def main(argv: list[str] | None = None) -> int:
    """Command-line entry."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folder", action="append", type=Path,
                        help="a gold folder (repeatable; default: the unsealed corpus)")
    parser.add_argument("--misses", type=int, default=0,
                        help="print the N out-of-reach gold names of each decision")
    parser.add_argument("--json", action="store_true", help="print JSON")
    args = parser.parse_args(argv)
    table, misses = ceiling(args.folder or training_folders())
    if args.json:
        print(json.dumps(table, indent=2, sort_keys=True))
    else:
        print_table(table)
    for decision, names in misses.items():
        for name, n in sorted(names.items(), key=lambda kv: (-kv[1], kv[0]))[:args.misses]:
            print(f"miss {decision:13}{n:>5}  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
