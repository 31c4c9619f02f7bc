"""Leave-one-set-out scoring of the learned decisions, the way blind sets are scored: for
each held-out folder (FOLDS), train the shipped recipe (bench/train_shipped.py) on every
other shipped training folder and score the held-out folder with bench/score_heldout.py;
then score real7, which the shipped model never learns from, with a model trained on every
shipped folder. Rules alone are scored beside each. Per decision (hardware, model,
accelerators, kind, per, evidence, measured_by) the held-out folder's aligned figures are
scored too, as bench/cross_validate.py scores them; `--every` adds a model that learns
every decision (the shipped one learns only SHIPPED_DECISIONS), to see where learning a
decision would help or hurt on a set it never saw. `--aligned` keeps only that per-decision
count: the corpus is extracted once and each fold costs one fit, so a learned feature can be
checked on many folds before it merges (the end-to-end scoring re-extracts every held-out
document three times). `--decision NAME` (with `--aligned`) learns and prints one shipped
decision alone (the others keep the rules' choice; a fold then costs that decision's fit).

    python bench/leave_one_set_out.py [--json] [--every] [--aligned] [--decision NAME]
                                      [--folds real,real2,...]

Deterministic: the corpus is read in path order and training is deterministic, so the same
tree prints the same table.
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

from bench.cross_validate import _decisions  # noqa: E402
from bench.learn_corpus import training_folders  # noqa: E402
from bench.score_heldout import DocScore, score_all  # noqa: E402
from bench.train_shipped import NOT_SHIPPED, SHIPPED_DECISIONS, merged, shipped_data  # noqa: E402
from claims.learn.examples import DocExamples  # noqa: E402
from claims.learn.labels import DECISIONS  # noqa: E402
from claims.learn.train import SHIPPED_SETTINGS, Settings, corpus_examples, fit  # noqa: E402
from claims.learn.weights import RULES_ONLY, Decisions, parse  # noqa: E402

#: The blind-style folds: sets written from real posts, each held out in turn.
FOLDS = ("real", "real2", "real3", "real4", "real5", "real6", "real8", "real9", "real11",
         "real12")
#: The set no shipped model learns from, scored with the model of every shipped folder.
BLIND = "real7"
COUNTS = ("hardware_right", "hardware_stated", "model_right", "model_stated", "unit_hits",
          "gold", "found", "hardware_all", "hardware_keyed")


def _totals(scores: Sequence[DocScore]) -> dict[str, int]:
    """The summed counts of one folder's documents."""
    return {name: sum(getattr(s, name) for s in scores) for name in COUNTS}


def _score(folder: Path, model: Decisions) -> dict[str, int]:
    """One folder scored end to end with a model."""
    return _totals(score_all(folder, model=model))


def _model(docs: Sequence[DocExamples], leave_out: str, every: bool = False,
           settings: Settings = SHIPPED_SETTINGS,
           decisions: Sequence[str] = SHIPPED_DECISIONS) -> Decisions:
    """The shipped recipe trained on every document outside the left-out folder (`every`:
    the decisions it does not ship learned too, from the same documents; `decisions`: only
    these of the shipped ones)."""
    kept = [d for d in docs if d.gold.path.parent.name != leave_out]
    data = shipped_data(kept, settings, decisions)
    if every:
        data = merged(fit(kept, [d for d in DECISIONS if d not in SHIPPED_DECISIONS],
                          settings), data)
    return parse(data, f"without {leave_out}")


def _per_decision(held: Sequence[DocExamples],
                  models: dict[str, Decisions]) -> dict[str, dict[str, int]]:
    """Per decision, how many aligned figures of the held-out documents state it and how
    many each model gets right (the rules' count is the same under every model)."""
    out: dict[str, dict[str, int]] = {d: {"stated": 0, "rules": 0} for d in DECISIONS}
    for side, model in models.items():
        tally = {d: [0, 0, 0] for d in DECISIONS}
        for doc in held:
            _decisions(doc, model, tally, Counter())
        for d, (n, rules, learned) in tally.items():
            out[d].update({"stated": n, "rules": rules, side: learned})
    return out


def leave_one_set_out(folds: Sequence[str] = FOLDS, every: bool = False,
                      aligned: bool = False,
                      decisions: Sequence[str] = SHIPPED_DECISIONS) -> dict[str, Any]:
    """Per fold (and real7), the rules' and the learned counts (`aligned`: per decision only;
    `decisions`: the shipped decisions the model learns, the others keep the rules')."""
    folders = {f.name: f for f in training_folders()}
    shipped = [f for name, f in folders.items() if name not in NOT_SHIPPED]
    docs = corpus_examples(shipped)
    out: dict[str, Any] = {}
    for name in [*folds, BLIND]:
        # (real7 is in no shipped folder: nothing is left out)
        model = _model(docs, name, decisions=decisions)
        models = {"learned": model}
        if every:
            models["every"] = _model(docs, name, every=True)
        held = [d for d in docs if d.gold.path.parent.name == name] or \
            corpus_examples([folders[name]])
        out[name] = {"decisions": _per_decision(held, models)}
        if not aligned:
            out[name].update({"rules": _score(folders[name], RULES_ONLY),
                              **{side: _score(folders[name], m) for side, m in models.items()}})
    return out


def _share(row: dict[str, int], field: str) -> float:
    """right / stated for hardware or model, 0 when none is stated."""
    stated = row[f"{field}_stated"]
    return round(row[f"{field}_right"] / stated, 4) if stated else 0.0


def print_table(data: dict[str, Any]) -> None:
    """Per fold: hardware and model right of stated, rules and learned; the fold average."""
    print(f"{'fold':8}{'hw rules':>14}{'hw learned':>14}{'model rules':>14}"
          f"{'model learned':>15}{'R(v+u)':>8}{'hw_all rules':>14}{'hw_all learned':>16}")
    means: dict[str, list[float]] = {"rules": [], "learned": []}
    for name, row in data.items():
        cells = []
        for field in ("hardware", "model"):
            for side in ("rules", "learned"):
                r = row[side]
                cells.append(f"{r[f'{field}_right']}/{r[f'{field}_stated']} "
                             f"{_share(r, field):.3f}")
        recall = row["learned"]["unit_hits"] / max(1, row["learned"]["gold"])
        strict = [f"{row[side]['hardware_all']}/{row[side]['hardware_keyed']}"
                  for side in ("rules", "learned")]
        print(f"{name:8}{cells[0]:>14}{cells[1]:>14}{cells[2]:>14}{cells[3]:>15}"
              f"{recall:>8.3f}{strict[0]:>14}{strict[1]:>16}")
        if name != BLIND:
            for side in means:
                means[side].append(_share(row[side], "hardware"))
    if means["rules"]:
        n = len(means["rules"])
        print(f"\nhardware, mean over the {n} held-out folds: rules "
              f"{sum(means['rules']) / n:.4f}, learned {sum(means['learned']) / n:.4f}")
    print_decisions(data)


def print_decisions(data: dict[str, Any], shown: Sequence[str] = DECISIONS) -> None:
    """Per decision and fold: right of the aligned figures stated, rules then each model
    (`shown`: only these decisions)."""
    sides = [s for s in ("learned", "every")
             if any(s in cell for row in data.values() for cell in row["decisions"].values())]
    print(f"\nper decision, aligned figures: stated  rules  {'  '.join(sides)}")
    header = "".join(f"{d[:12]:>22}" for d in shown)
    print(f"{'fold':8}{header}")
    sums: dict[str, dict[str, int]] = {d: {} for d in DECISIONS}
    for name, row in data.items():
        cells = []
        for d in shown:
            cell = row["decisions"][d]
            cells.append(" ".join(str(cell.get(k, 0)) for k in ("stated", "rules", *sides)))
            if name != BLIND:
                for k in ("stated", "rules", *sides):
                    sums[d][k] = sums[d].get(k, 0) + cell.get(k, 0)
        print(f"{name:8}" + "".join(f"{c:>22}" for c in cells))
    print(f"{'folds':8}" + "".join(
        f"{' '.join(str(sums[d].get(k, 0)) for k in ('stated', 'rules', *sides)):>22}"
        for d in shown))


def main(argv: list[str] | None = None) -> int:
    """Command-line entry."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--folds", default=",".join(FOLDS),
                        help="comma-separated folders to hold out (default: FOLDS)")
    parser.add_argument("--every", action="store_true",
                        help="also score a model that learns every decision")
    parser.add_argument("--aligned", action="store_true",
                        help="only the per-decision counts of aligned figures (fast)")
    parser.add_argument("--decision", choices=SHIPPED_DECISIONS,
                        help="learn and print this decision alone (implies --aligned)")
    args = parser.parse_args(argv)
    chosen = (args.decision,) if args.decision else SHIPPED_DECISIONS
    aligned = args.aligned or bool(args.decision)
    data = leave_one_set_out([f for f in args.folds.split(",") if f], args.every,
                             aligned, chosen)
    if args.json:
        print(json.dumps(data, indent=2, sort_keys=True))
    elif aligned:
        print_decisions(data, chosen if args.decision else DECISIONS)
    else:
        print_table(data)
    return 0


if __name__ == "__main__":
    sys.exit(main())
