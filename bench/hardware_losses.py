"""Where the strict hardware score (`hardware_all` of bench/score_heldout.py) loses, per
folder: each gold mention that annotates hardware, scored end to end with the shipped model
and with the rules alone, falls in one class: right (`named_ok`, `null_ok`), a machine on a
figure whose gold names none (`overbind`, split by whether the rules already bound it or
the model filled it), none where the gold names one (`underbind`), another machine than the
gold's (`wrong`), or no found figure with the gold's unit (`unmatched`, an extraction miss).
`moves` counts the classes the model changes (rules' class -> learned class).

    python bench/hardware_losses.py [--folder F ...] [--json]

Default folders: the dev figure sets that annotate hardware (DEV below); never a sealed or
held-back set (score_heldout refuses nothing itself, so the list is explicit).
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

import bench.score_heldout as scoring  # noqa: E402
from bench.heldout_match import _unit_match  # noqa: E402
from claims.learn.names import same_name  # noqa: E402
from claims.learn.weights import RULES_ONLY, Decisions  # noqa: E402

#: The dev figure sets whose lists annotate hardware (real10 is held back).
DEV = ("real", "real2", "real3", "real4", "real5", "real6", "real7", "real8", "real9",
       "real11", "real12", "real13", "real14", "real15", "real16", "real17", "real18",
       "real19", "real20", "real21", "real22", "real23", "real24", "real25", "real26",
       "real27", "real28", "real29", "real30", "real31", "real32", "real33", "real34",
       "real35", "real36", "real37", "real38", "real39", "real40", "real41", "real42",
       "real43", "real44", "real45")
#: Stands for "no found figure with the gold's unit" among the names a figure may get.
_UNMATCHED = "\x00unmatched"


def outcomes(folder: Path, model: Decisions | None) -> list[tuple[str | None, str | None]]:
    """Per hardware-annotating gold mention of a folder, in the scorer's order: the
    hardware its figure ends with (`_UNMATCHED` where no found figure has its unit) and the
    gold's (None for a gold null)."""
    seen: list[tuple[str | None, str | None]] = []
    strict = scoring._strict

    def spy(score: scoring.DocScore, g: dict[str, Any], f: Any, named: bool) -> None:
        if named and "hardware" in g:
            found = f is not None and _unit_match(f, g)
            seen.append((f.hardware if found else _UNMATCHED, g["hardware"] or None))
        strict(score, g, f, named)
    scoring._strict = spy  # (the scorer offers no hook: its per-mention step is wrapped)
    try:
        scoring.score_all(folder, model=model)
    finally:
        scoring._strict = strict
    return seen


def outcome(got: str | None, want: str | None) -> str:
    """The class of one mention's end result against its gold."""
    if got == _UNMATCHED:
        return "unmatched"
    if want is None:
        return "null_ok" if not got else "overbind"
    if not got:
        return "underbind"
    return "named_ok" if same_name(got, want) else "wrong"


def tally(folder: Path) -> dict[str, Any]:
    """One folder's classes under the shipped model, the overbinding split by who bound,
    and the moves from the rules' class to the learned one."""
    learned, rules = outcomes(folder, None), outcomes(folder, RULES_ONLY)
    classes: Counter[str] = Counter()
    moves: Counter[str] = Counter()
    for (got, want), (bound, _) in zip(learned, rules, strict=True):
        after, before = outcome(got, want), outcome(bound, want)
        classes[after] += 1
        if after == "overbind":
            classes["overbind_by_rules" if before == "overbind" else "overbind_by_model"] += 1
        if after != before:
            moves[f"{before}->{after}"] += 1
    return {"classes": dict(sorted(classes.items())), "moves": dict(sorted(moves.items()))}


def main(argv: list[str] | None = None) -> int:
    """Command-line entry."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folder", action="append", help="a folder name under "
                        "tests/fixtures (repeatable; default: DEV)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    args = parser.parse_args(argv)
    names = args.folder or list(DEV)
    data = {name: tally(ROOT / "tests" / "fixtures" / name) for name in names}
    total: Counter[str] = Counter()
    for row in data.values():
        total.update(row["classes"])
    data["total"] = {"classes": dict(sorted(total.items())), "moves": {}}
    if args.json:
        print(json.dumps(data, indent=2, sort_keys=True))
        return 0
    for name, row in data.items():
        cells = " ".join(f"{k}={v}" for k, v in row["classes"].items())
        moved = " ".join(f"{k}={v}" for k, v in row["moves"].items())
        print(f"{name:8} {cells}" + (f" | moves {moved}" if moved else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
