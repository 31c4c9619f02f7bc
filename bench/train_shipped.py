"""Rebuild the shipped decisions model, claims/data/decisions.json, from the unsealed
annotated corpus (see bench/learn_corpus.py). Needs the train extra; the same corpus
gives the same bytes.

    python bench/train_shipped.py [--check]

`--check` writes nothing and exits 1 when the shipped file differs from a fresh training.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.learn_corpus import training_folders  # noqa: E402
from claims.learn.examples import DocExamples  # noqa: E402
from claims.learn.train import corpus_examples, fit  # noqa: E402
from claims.learn.weights import dumps  # noqa: E402

SHIPPED = ROOT / "claims" / "data" / "decisions.json"
#: The decisions the shipped model makes: those where bench/cross_validate.py scores the
#: learned choice above the rules and the rules' own test examples still hold; the others
#: keep the rules' choice. Who measured is not learned: the gold lists' `self` says the
#: writer measured, a claim's `self-reported` that the builder did. Cross-validated, the
#: model (0.956 against the rules' 0.473) only fills `self` where the rules leave unknown:
#: third-party recall 0.344 against 0.339, partner 0 of 10 either way, third-party
#: figures called `self` 126 against 48; shipped, it raised self-reported on five
#: independent reviews of the editorial sets, each a must-not-fire.
SHIPPED_DECISIONS = ("kind", "hardware")
#: The sets the shipped kind model learns from. Trained on all 82 unsealed lists, the model
#: called a measured memory footprint ("used 41 GB of memory at peak") a setting, against
#: the rules' own tests; the newer sets' kind labels need a review of that convention first.
SHIPPED_FOLDERS = ("dev2", "heldout", "real", "real2", "real3", "real4", "real5", "real6",
                   "real8", "real9", "unseen")
#: Hardware learns from every unsealed figure list (it fills only what the rules leave
#: empty, see claims.learn.decide._choose).
EVERY_FOLDER = ("hardware",)
#: Folders the shipped model does not learn from. real7's hardware gold follows conventions
#: the rest of the corpus does not (machines named only in a note below a table, the
#: baseline's machine on a ratio): trained on, it lowered hardware right on real4, itself a
#: training folder, from 226 to 194 of 237 and gained nothing on real7 (352 of 427 either
#: way). Cross-validation still reads it; reconciling its conventions is open work. real8
#: joins it so that the shipped model stays as it was when real8 was scored once, unseen;
#: whether to learn from real8 is for the lead to decide after reviewing its conventions.
#: real9 is held out the same way until the lead has scored it once, unseen. editorial_real5
#: (caveat lists whose figures also carry machines) is held out while it is the round's
#: untuned caveat set: its second score must not rest on a model that learned from it.
#: real10 is held out until the lead has scored it once, unseen.
NOT_SHIPPED = frozenset({"real7", "real10", "editorial_real5"})


def main(argv: list[str] | None = None) -> int:
    """Train on the corpus and write (or check) the shipped model."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, write nothing")
    args = parser.parse_args(argv)
    every = [f for f in training_folders() if f.name not in NOT_SHIPPED]
    folders = [f for f in every if f.name in SHIPPED_FOLDERS]
    text = dumps(shipped_data(corpus_examples(every)))
    if args.check:
        same = SHIPPED.is_file() and SHIPPED.read_text(encoding="utf-8") == text
        print("shipped model is up to date" if same else "shipped model differs: retrain")
        return 0 if same else 1
    SHIPPED.write_text(text, encoding="utf-8")
    print(f"wrote {SHIPPED.relative_to(ROOT)} ({len(text):,} bytes): "
          + ", ".join(d for d in SHIPPED_DECISIONS if d not in EVERY_FOLDER) + " from "
          + ", ".join(f.name for f in folders) + "; " + ", ".join(EVERY_FOLDER) + " from "
          + ", ".join(f.name for f in every))
    return 0


def shipped_data(docs: Sequence[DocExamples]) -> dict[str, Any]:
    """The shipped recipe over the given documents' examples: the kind from the documents
    of SHIPPED_FOLDERS, hardware from them all (bench/leave_one_set_out.py passes fewer)."""
    few = [d for d in docs if d.gold.path.parent.name in SHIPPED_FOLDERS]
    return merged(fit(few, [d for d in SHIPPED_DECISIONS if d not in EVERY_FOLDER]),
                  fit(docs, [d for d in SHIPPED_DECISIONS if d in EVERY_FOLDER]))


def merged(*models: dict[str, Any]) -> dict[str, Any]:
    """One model file's data from models trained on different sets for different decisions."""
    out: dict[str, Any] = {"choices": {}, "figures": {}, "margins": {}, "trained_on": []}
    for model in models:
        for part in ("choices", "figures", "margins"):
            out[part].update(model[part])
        out["trained_on"] = sorted(set(out["trained_on"]) | set(model["trained_on"]))
        out["format"] = model["format"]
    return out


if __name__ == "__main__":
    sys.exit(main())
