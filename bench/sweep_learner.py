"""Sweep the learner's tuned constants (claims.learn.train.Settings) left out one set at a time.

The corpus is extracted once; per held-out fold each shipped decision is fitted once per
value of the constant it depends on (hardware on C, kind and measured_by on C_FIGURE) and
the margins, which only the decision step reads, are set on the fitted data. Each setting
is scored as bench/leave_one_set_out.py --aligned scores the shipped model: per decision,
the aligned figures of the held-out folder the model gets right.

    python bench/sweep_learner.py [--folds real22,...] [--old real,...] [--json]
        [--corpus FILE.pickle] [--setting c=0.03 --setting margin=2,hw=0.5 ...]

With no --setting: the shipped setting and each grid value one factor at a time.
Deterministic: the same tree and arguments print the same table.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import pickle
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.learn_corpus import training_folders  # noqa: E402
from bench.leave_one_set_out import _per_decision  # noqa: E402
from bench.train_shipped import (  # noqa: E402
    EVERY_FOLDER,
    NOT_SHIPPED,
    SHIPPED_DECISIONS,
    SHIPPED_FOLDERS,
    merged,
)
from claims.learn.examples import DocExamples  # noqa: E402
from claims.learn.labels import CHOICES  # noqa: E402
from claims.learn.train import SHIPPED_SETTINGS, Settings, corpus_examples, fit, margins  # noqa: E402
from claims.learn.weights import parse  # noqa: E402

#: The blind sets written most recently, each scored unseen before it joined.
FRESH = tuple(f"real{n}" for n in range(22, 32))
#: The nine folds the constants were tuned on (learn12).
OLD = ("real", "real2", "real3", "real4", "real5", "real6", "real8", "real9", "real11")
#: One factor at a time around the shipped setting; the margins first, as they need no
#: fit of their own (a long sweep's first lines come sooner).
GRID = {"margin": (2.0, 3.0, 4.0), "hw": (0.0, 0.5), "c": (0.003, 0.01, 0.03),
        "c_figure": (0.3, 1.0, 3.0)}
#: The decisions whose counts a setting can move (the others keep the rules' choice).
SCORED = SHIPPED_DECISIONS


def setting(text: str) -> Settings:
    """A Settings from `name=value,...` over the shipped one (`hw`: hardware's choice margin)."""
    out = SHIPPED_SETTINGS
    for part in filter(None, text.split(",")):
        name, value = part.split("=")
        if name == "hw":
            out = dataclasses.replace(out, margin_choice={**out.margin_choice,
                                                          "hardware": float(value)})
        else:
            out = dataclasses.replace(out, **{name: float(value)})
    return out


def one_at_a_time() -> list[str]:
    """The shipped setting, then every other grid value with the rest shipped."""
    shipped = {"c": SHIPPED_SETTINGS.c, "c_figure": SHIPPED_SETTINGS.c_figure,
               "margin": SHIPPED_SETTINGS.margin,
               "hw": SHIPPED_SETTINGS.margin_choice["hardware"]}
    return [""] + [f"{name}={v:g}" for name, values in GRID.items() for v in values
                   if v != shipped[name]]


def _strength(decision: str, settings: Settings) -> float:
    """The regularisation a decision's fit depends on."""
    return settings.c if decision in CHOICES else settings.c_figure


def _fitted(kept: Sequence[DocExamples], settings: Settings,
            cache: dict[tuple[str, float], dict[str, Any]]) -> dict[str, Any]:
    """The shipped recipe (bench/train_shipped.shipped_data) with one decision per fit,
    each fit reused by every setting with the same strength; margins from the setting."""
    parts = []
    for decision in SHIPPED_DECISIONS:
        key = (decision, _strength(decision, settings))
        if key not in cache:
            docs = kept if decision in EVERY_FOLDER else \
                [d for d in kept if d.gold.path.parent.name in SHIPPED_FOLDERS]
            cache[key] = fit(docs, [decision], settings)
        parts.append(cache[key])
    data = merged(*parts)
    data["margins"] = margins(settings, [d for d in data["margins"] if d not in CHOICES],
                              [d for d in data["margins"] if d in CHOICES])
    return data


def _corpus(cache: Path | None) -> list[DocExamples]:
    """The shipped folders' examples, read from (or saved to) a pickle when one is named."""
    if cache is not None and cache.is_file():
        return pickle.loads(cache.read_bytes())
    folders = [f for f in training_folders() if f.name not in NOT_SHIPPED]
    docs = corpus_examples(folders)
    if cache is not None:
        try:
            cache.write_bytes(pickle.dumps(docs))
        except (pickle.PicklingError, TypeError, AttributeError) as err:  # a lazy pattern
            print(f"# corpus not cached: {err}", file=sys.stderr)
    return docs


def sweep(folds: Sequence[str], names: Sequence[str],
          cache: Path | None = None) -> dict[str, dict[str, dict[str, int]]]:
    """Per setting and fold: per scored decision, the aligned figures the model gets right
    (and, under "stated" and "rules", how many there are and the rules' count)."""
    docs = _corpus(cache)
    out: dict[str, dict[str, dict[str, int]]] = {name: {} for name in ["stated", "rules", *names]}
    for fold in folds:
        kept = [d for d in docs if d.gold.path.parent.name != fold]
        held = [d for d in docs if d.gold.path.parent.name == fold]
        fits: dict[tuple[str, float], dict[str, Any]] = {}
        for name in names:
            model = parse(_fitted(kept, setting(name), fits), f"without {fold}, {name}")
            counts = _per_decision(held, {"learned": model})
            out[name][fold] = {d: counts[d]["learned"] for d in SCORED}
            for side in ("stated", "rules"):
                out[side][fold] = {d: counts[d][side] for d in SCORED}
            # A line per setting as it ends, so a long sweep's finished part survives a stop.
            print(json.dumps({fold: {n: out[n][fold] for n in ("stated", "rules", name)}},
                             sort_keys=True), file=sys.stderr, flush=True)
    return out


def _total(rows: dict[str, dict[str, int]], folds: Sequence[str], decision: str) -> int:
    """One decision's count summed over the folds."""
    return sum(rows[f][decision] for f in folds if f in rows)


def print_table(data: dict[str, dict[str, dict[str, int]]], groups: dict[str, list[str]]) -> None:
    """Per setting, each fold group's right counts per decision and their sum."""
    head = "".join(f"{g + ' ' + d[:8]:>22}" for g in groups for d in (*SCORED, "all"))
    print(f"{'setting':22}{head}")
    for name, rows in data.items():
        cells = []
        for folds in groups.values():
            each = [_total(rows, folds, d) for d in SCORED]
            cells += [*each, sum(each)]
        print(f"{name or 'shipped':22}" + "".join(f"{c:>22}" for c in cells))
    print("\nper fold, all scored decisions right (rows: setting; columns: fold)")
    folds = [f for fs in groups.values() for f in fs]
    print(f"{'setting':22}" + "".join(f"{f:>8}" for f in folds))
    for name, rows in data.items():
        print(f"{name or 'shipped':22}" + "".join(
            f"{sum(rows[f][d] for d in SCORED):>8}" for f in folds if f in rows))


def main(argv: list[str] | None = None) -> int:
    """Command-line entry."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folds", default=",".join(FRESH), help="fresh folds to hold out")
    parser.add_argument("--old", default=",".join(OLD), help="old folds to hold out too")
    parser.add_argument("--setting", action="append", help="name=value,... (default: grid)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--corpus", type=Path, help="pickle of the extracted corpus (reused)")
    args = parser.parse_args(argv)
    groups = {"fresh": [f for f in args.folds.split(",") if f],
              "old": [f for f in args.old.split(",") if f]}
    names = args.setting or one_at_a_time()
    data = sweep([f for fs in groups.values() for f in fs], names, args.corpus)
    if args.json:
        print(json.dumps(data, indent=2, sort_keys=True))
    else:
        print_table(data, groups)
    return 0


if __name__ == "__main__":
    sys.exit(main())
