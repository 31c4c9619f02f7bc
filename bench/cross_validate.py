"""Document-level k-fold cross-validation of the learned decisions against the rules
alone, over the unsealed annotated corpus (bench/learn_corpus.py).

Folds are fixed: documents in path order, document i in fold i mod k. For each fold a
model is trained on the other folds and scored on this one: per decision, the accuracy on
the aligned figures whose gold list states it (hardware, model, accelerators, kind, per,
evidence, measured_by), per label of each figure decision the recall and precision of
each side, and end to end as bench/score_heldout.py scores (recall and
precision of value + unit, hardware and model right of those stated).

    python bench/cross_validate.py [-k 5] [--json]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.learn_corpus import tuning_folders  # noqa: E402
from bench.score_heldout import DocScore, score_document  # noqa: E402
from bench.train_shipped import SHIPPED_DECISIONS  # noqa: E402
from claims.learn.decide import decide  # noqa: E402
from claims.learn.examples import DocExamples, right_name  # noqa: E402
from claims.learn.labels import (  # noqa: E402
    CHOICES,
    DECISIONS,
    FIGURE_DECISIONS,
    gold_label,
    gold_name,
    rule_label,
    rule_name,
)
from claims.learn.train import corpus_examples, fit  # noqa: E402
from claims.learn.weights import RULES_ONLY, Decisions, parse  # noqa: E402

END_TO_END = ("recall", "precision", "hardware", "model")
#: Labels fewer figures than this carry, stated or said, are left out of the printed table.
RARE = 5


def _correct(decision: str, claim: Any, gold: dict[str, Any],
             outsider: bool = False) -> bool | None:
    """Whether a claim's decision is the gold's; None when the gold does not state it."""
    if decision in CHOICES:
        stated, want = gold_name(decision, gold)
        return right_name(decision, rule_name(decision, claim), want) if stated else None
    label = gold_label(decision, gold, outsider)
    return None if label is None else rule_label(decision, claim) == label


def _decisions(doc: DocExamples, model: Decisions, tally: dict[str, list[int]],
               classes: Counter[tuple[str, str, str, str]]) -> None:
    """Add one document's per-decision counts: [stated, rules right, learned right], and
    each figure decision's (decision, gold, rules, learned) labels."""
    for item in doc.aligned:
        learned = decide(model, doc.context, [item.claim])[0]
        for decision in DECISIONS:
            rules = _correct(decision, item.claim, item.gold, doc.outsider)
            if rules is None:
                continue
            row = tally[decision]
            row[0] += 1
            row[1] += rules
            row[2] += bool(_correct(decision, learned, item.gold, doc.outsider))
            if decision in FIGURE_DECISIONS:
                classes[(decision, str(gold_label(decision, item.gold, doc.outsider)),
                         rule_label(decision, item.claim), rule_label(decision, learned))] += 1


def per_class(classes: Counter[tuple[str, str, str, str]]) -> dict[str, Any]:
    """Per figure decision and gold label: how many, and the rules' and the model's recall
    and precision for that label (a model that only says the majority label shows here)."""
    out: dict[str, Any] = {}
    for decision in FIGURE_DECISIONS:
        rows = {k[1:]: n for k, n in classes.items() if k[0] == decision}
        labels = sorted({g for g, _, _ in rows} | {r for _, r, _ in rows}
                        | {m for _, _, m in rows})
        table = {}
        for label in labels:
            gold = sum(n for (g, _, _), n in rows.items() if g == label)
            cells: dict[str, Any] = {"gold": gold}
            for side, at in (("rules", 1), ("learned", 2)):
                said = sum(n for k, n in rows.items() if k[at] == label)
                hit = sum(n for k, n in rows.items() if k[at] == label and k[0] == label)
                cells[side] = {"said": said, "recall": round(hit / gold, 4) if gold else None,
                               "precision": round(hit / said, 4) if said else None}
            table[label] = cells
        out[decision] = table
    return out


def _end_to_end(scores: Sequence[DocScore]) -> dict[str, float]:
    """Recall, precision (value + unit), hardware and model right, over many documents."""
    def total(name: str) -> int:
        return sum(getattr(s, name) for s in scores)

    def share(a: str, b: str) -> float:
        return round(total(a) / total(b), 4) if total(b) else 0.0
    return {"recall": share("unit_hits", "gold"), "precision": share("unit_hits", "found"),
            "hardware": share("hardware_right", "hardware_stated"),
            "model": share("model_right", "model_stated"),
            "hardware_stated": total("hardware_stated"), "model_stated": total("model_stated")}


def cross_validate(k: int, decisions: Sequence[str] = DECISIONS) -> dict[str, Any]:
    """Train and score k times; the per-decision and end-to-end tables. Every decision is
    scored; only `decisions` are learned (the rest keep the rules' choice)."""
    docs = corpus_examples(tuning_folders())
    tally = {d: [0, 0, 0] for d in DECISIONS}
    classes: Counter[tuple[str, str, str, str]] = Counter()
    rules_scores: list[DocScore] = []
    learned_scores: list[DocScore] = []
    for fold in range(k):
        test = [d for i, d in enumerate(docs) if i % k == fold]
        model = parse(fit([d for i, d in enumerate(docs) if i % k != fold], decisions),
                      f"fold {fold}")
        for doc in test:
            _decisions(doc, model, tally, classes)
            rules_scores.append(score_document(doc.gold.path, model=RULES_ONLY))
            learned_scores.append(score_document(doc.gold.path, model=model))
    return {"k": k, "documents": len(docs),
            "decisions": {d: {"stated": n, "rules": round(r / n, 4) if n else 0.0,
                              "learned": round(w / n, 4) if n else 0.0}
                          for d, (n, r, w) in tally.items()},
            "classes": per_class(classes),
            "end_to_end": {"rules": _end_to_end(rules_scores),
                           "learned": _end_to_end(learned_scores)}}


def print_table(data: dict[str, Any]) -> None:
    """The two tables as text."""
    print(f"{data['k']}-fold cross-validation over {data['documents']} documents\n")
    print(f"{'decision':14}{'stated':>8}{'rules':>9}{'learned':>9}")
    for name, row in data["decisions"].items():
        print(f"{name:14}{row['stated']:>8}{row['rules']:>9.3f}{row['learned']:>9.3f}")
    print(f"\n{'label':24}{'gold':>6}{'rules R':>9}{'P':>7}{'learned R':>11}{'P':>7}")
    for decision, table in data["classes"].items():
        for label, row in table.items():
            if max(row["gold"], row["rules"]["said"], row["learned"]["said"]) < RARE:
                continue  # (in --json)
            cells = [f"{row[s][m]:.3f}" if row[s][m] is not None else "-"
                     for s in ("rules", "learned") for m in ("recall", "precision")]
            print(f"{decision + ' ' + label:24}{row['gold']:>6}{cells[0]:>9}{cells[1]:>7}"
                  f"{cells[2]:>11}{cells[3]:>7}")
    print(f"\n{'end to end':14}{'rules':>9}{'learned':>9}")
    rules, learned = data["end_to_end"]["rules"], data["end_to_end"]["learned"]
    for name in END_TO_END:
        print(f"{name:14}{rules[name]:>9.3f}{learned[name]:>9.3f}")


def main(argv: list[str] | None = None) -> int:
    """Command-line entry."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-k", type=int, default=5, help="number of folds (default 5)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--shipped", action="store_true",
                        help="learn only the shipped model's decisions (end to end as shipped)")
    args = parser.parse_args(argv)
    data = cross_validate(args.k, SHIPPED_DECISIONS if args.shipped else DECISIONS)
    if args.json:
        print(json.dumps(data, indent=2, sort_keys=True))
    else:
        print_table(data)
    return 0


if __name__ == "__main__":
    sys.exit(main())
