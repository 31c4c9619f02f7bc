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
from claims.learn.train import SHIPPED_SETTINGS, Settings, corpus_examples, fit  # noqa: E402
from claims.learn.weights import dumps  # noqa: E402

SHIPPED = ROOT / "claims" / "data" / "decisions.json"
#: The decisions the shipped model makes: those where bench/cross_validate.py scores the
#: learned choice above the rules and the rules' own test examples still hold; the others
#: keep the rules' choice. Measured by learn10 (5-fold, 111 documents without the untuned
#: sets; rules against learned): the model and the accelerator count never beat the rules
#: (0.936 and 0.873 either way; even allowed to replace a bound name, the ranker keeps the
#: rules' choice or loses: hardware 0.736 filling against 0.728 replacing at margin 2);
#: evidence never moves (0.960 at every margin from 3 down to 0.5: the 122 estimated
#: figures have no shared wording); per loses (0.929 against 0.937). Who measured was
#: held back: shipped unguarded, it raised self-reported on independent reviews of the
#: editorial sets, each a must-not-fire, because the lists' `self` says the writer measured
#: and a claim's says the builder did. It ships now (who25) behind
#: claims.learn.decide.measurer: it fills only what the rules leave unknown, and a
#: learned `self` stands only where the front matter names no publisher and the body does
#: not show a reviewer (claims.learn.stance at who13, claims.extract.facts.ownership since
#: whomeas: a writer's own account keeps it, a
#: comparison of other makers' products on a stated rig or a figure handed to a named
#: outsider makes it `third-party`, a person named with no word on their tie keeps the
#: rules' unknown; a named outside measurer is the rules' `third-party`, which nothing
#: replaces). who13, score_heldout on the eleven dev sets: measured_by 4303 -> 5207 of 5561.
#: Left out one set at a time (all nine folds), measured_by 2303 -> 4455 of 4757 aligned
#: figures (the same as unguarded), real7 373 -> 632 of 648; the editorial sets unchanged.
#: An author named by person alone counts as a named writer too (a person's review is no
#: builder's report: tests/test_front_matter.py), which costs part of that: on the folds
#: real, real5, real11 and real7, 988 -> 2153 with organisations only, 988 -> 1584 now.
#: The model choice stays the rules' (learn13): with more candidates (claims.learn.
#: model_names: 15 more figures of the dev sets have the gold's model among them, real7
#: 269 -> 282 of 282, real8 90 -> 92 of 92) and model-only features (claims.learn.
#: model_features), left out one set at a time over real, real2, real4, real6, real8,
#: real9, real11 and real12 it fills no figure the rules left empty at its margin of 2 (nor
#: at 0 or -3: "none stated" outscores every candidate by about 4 log-odds, as 4,026 of the
#: 4,086 figures the rules bind to no model and whose list states one say none), 3621 of
#: 3918 either way; weaker shrinking (C 1.0) loses (margin 1: real6 411 -> 408, real8
#: 665 -> 662), and letting it replace a bound name gains real7 596 -> 603 but loses real8
#: 665 -> 655 to 662. The right answers it misses are one post's table in most folds (real12's
#: 24 of 44), too few to learn a convention from.
SHIPPED_DECISIONS = ("kind", "hardware", "measured_by")
#: The sets the shipped kind model learns from: every shipped figure list. Trained on them
#: all before (cross-validated kind 0.740 -> 0.763, learn10) the model broke two of the
#: rules' own tests (tests/test_records_kinds.py: a "TPOT < 50 ms" limit read as a result,
#: a size the index used in bits read as a setting); it now neither learns nor replaces a
#: kind the rules read from the text's grammar (claims.learn.stated: a size a run used, a
#: limit with its comparator or bound word, a width in bits, a clock written after the
#: part it rates, and a network part's line rate since kind13), as the conventions of
#: tests/fixtures/real/README.md fix them (kind11:
#: cross-validated kind 0.793 -> 0.794; against the five-set model, score_heldout, the
#: editorial and pairs sets unchanged but for one real5 page; open: the eleven-set model
#: reads a machine's "RAM 124GB" as a result, a switch's measured forwarding rate as a
#: setting and a "1 GB cap" as a result).
#: real13 and real14 join (kind26: with a column's fractions and the rules' setting columns
#: read, left out one set at a time over real11, real12, real8, real13 and real14, kind
#: learned 2130 of 2589 aligned figures without them, 2136 with them, real13 292 -> 298;
#: with the rules' percentage and parts readings too (claims.extract.records.changes),
#: 2144, against 2084 at ae3bb58).
SHIPPED_FOLDERS = ("dev2", "heldout", "real", "real2", "real3", "real4", "real5", "real6",
                   "real8", "real9", "real11", "real12", "real13", "real14", "real15",
                   "real16", "real17", "real18", "real19", "real20", "real21", "real22",
                   "real23", "real24", "real25", "real26", "real27", "real28", "real29",
                   "real30", "real31", "real32", "real33", "real34", "real35",
                   "real36", "real37", "real38", "real39", "real40", "real41",
                   "real42", "real43", "real44", "real45", "unseen")
#: Hardware learns from every unsealed figure list (it fills only what the rules leave
#: empty, see claims.learn.decide._choose), and so does who measured (it fills only an
#: unknown, see claims.learn.labels.replaceable).
EVERY_FOLDER = ("hardware", "measured_by")
#: Folders the shipped model does not learn from. real7's hardware gold follows conventions
#: the rest of the corpus does not (machines named only in a note below a table, the
#: baseline's machine on a ratio): trained on, it lowered hardware right on real4, itself a
#: training folder, from 226 to 194 of 237 and gained nothing on real7 (352 of 427 either
#: way). Cross-validation still reads it; reconciling its conventions is open work. real8
#: and real9 have been scored unseen and tuned on since, and they join (learn10: left out
#: one at a time, hardware on real8 rises from 418 to 432 of 551 with real9 learned, real9
#: stays 275 against 274 of 681 with real8, real7 358 to 361 of 427, the other folds
#: unchanged). real11 and editorial_real6 have been scored unseen and tuned on since, and
#: join (learn12: left out one set at a time, the other folds' hardware unchanged but real,
#: 325 -> 329 of 410, and real8, 433 -> 424 of 552; kind over the nine folds 3866 of 4757
#: either way). real12 and editorial_real7 have been scored unseen and join (learn13: left
#: out one set at a time over real, real5, real11 and real12, every decision's count is
#: the same as before; real7, learned from every shipped folder, kind 483 -> 489 of 648).
#: editorial_real5 is held out while it is the untuned caveat set, and real10 while it is
#: the untuned figure set. real13, real14, editorial_real8 and editorial_real9, written
#: blind and scored unseen in the who13 round, join (learn26); so do real15 and
#: editorial_real10, written blind and scored twice in the learn26 round (learn27).
#: real16, real17, real18 and editorial_real11 to editorial_real13, written blind and
#: scored twice in the learn27 round, join (learn28).
#: real19, real20 and editorial_real14, written blind and scored twice in the learn28
#: round, join (learn29).
#: real21, real22 and editorial_real15, written blind and scored twice in the learn29
#: round, join (learn30).
#: real23 to real26, editorial_real16 and editorial_real17, written blind and scored twice
#: in the learn30 round, join (learn31).
#: real27 to real31 and editorial_real18 to editorial_real20, written blind and scored twice
#: in the learn31 round, join (learn32).
#: real32 to real35 and editorial_real21 to editorial_real23, written blind and scored
#: twice in the learn32 round, join (learn33).
#: real36, real37, editorial_real24 and editorial_real25, written blind and scored twice in
#: the learn33 round, join (learn34).
#: real38, real39 and editorial_real26, written blind and scored twice in the learn34 round,
#: join at its end.
#: real40, real41 and editorial_real27, written blind and scored twice in the learn35 round,
#: join (learn36).
#: real42, real43 and editorial_real28, written blind and scored twice in the learn36 round,
#: join (learn37).
#: real44, real45 and editorial_real29, written blind and scored twice in the learn37 round,
#: join (learn38).
NOT_SHIPPED = frozenset({"real7", "real10", "editorial_real5",
                         # written blind in the learn38 round, held out while they measure it
                         "real46", "real47", "editorial_real30"})


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


def shipped_data(docs: Sequence[DocExamples], settings: Settings = SHIPPED_SETTINGS,
                 decisions: Sequence[str] = SHIPPED_DECISIONS) -> dict[str, Any]:
    """The shipped recipe over the given documents' examples: the kind from the documents
    of SHIPPED_FOLDERS, hardware from them all (bench/leave_one_set_out.py passes fewer
    documents, and with `--decision` one decision)."""
    few = [d for d in docs if d.gold.path.parent.name in SHIPPED_FOLDERS]
    return merged(fit(few, [d for d in decisions if d not in EVERY_FOLDER], settings),
                  fit(docs, [d for d in decisions if d in EVERY_FOLDER], settings))


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
