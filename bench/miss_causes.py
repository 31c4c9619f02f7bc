"""Why the fair pairs of the buyer's gold lists are missed: one line per fair pair that
`claims compare` does not call comparable, with its cause, and a tally of causes.

A cause is one of: a side whose figure was never extracted (no record matches the gold's
value and line); a side refused before pairing (the refusal's reason, e.g. "a setup count,
not a result"); or both sides admitted and the pair blocked (the blocking conditions, each
with its two values). Uses the scorer's own matching (`score_pairs`), so a figure counts as
found exactly when the scorer would find it.

    python bench/miss_causes.py [--folder tests/fixtures/pairs15 ...] [--all]
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
from score_pairs import (
    COMPARABLE,
    ROOT,
    judged,
    matches,
    run_compare,
    same_pair,
    title_of,
)

ADMITTED = "admitted"
# The blind set that measures a round: never read or scored by this script.
_BLIND = "pairs18"


def _figures(output: dict[str, Any]) -> list[tuple[dict[str, Any], str]]:
    """Every printed figure with what became of it: refused (and why) or admitted."""
    out = [(r["figure"], f"refused: {r['reason']}") for r in output["refused"]]
    for p in [*output["comparable"], *(p for g in output["blocked"] for p in g["pairs"])]:
        out += [(p["left"], ADMITTED), (p["right"], ADMITTED)]
    return out


def _side(figures: list[tuple[dict[str, Any], str]], gold: dict[str, Any],
          titles: dict[str, str]) -> str:
    """What became of one gold side: admitted, refused (why), or not extracted."""
    fates = {fate for figure, fate in figures if matches(figure, gold, titles)}
    if ADMITTED in fates:
        return ADMITTED
    return sorted(fates)[0] if fates else "not extracted"


def _blocking(output: dict[str, Any], pair: dict[str, Any], titles: dict[str, str]) -> str:
    """The blocking conditions of the printed pair that matches a gold pair."""
    for group in output["blocked"]:
        for p in group["pairs"]:
            if same_pair(p, pair, titles):
                return "; ".join(f"{d['condition']}: {d['left']} | {d['right']}"
                                 for d in p["differences"] if d["blocking"])
    return "not paired"


def causes(folder: Path) -> list[tuple[str, str, str]]:
    """(left value, right value, cause) for each fair gold pair of a folder not found."""
    gold = yaml.safe_load((folder / "gold.yaml").read_text(encoding="utf-8"))
    paths = [folder / f"{d}.md" for d in gold["documents"]]
    titles = {p.stem: title_of(p) for p in paths}
    output = run_compare(paths)
    figures = _figures(output)
    out = []
    for pair in gold["pairs"]:
        got = judged(output, pair, titles)
        if pair["verdict"] not in COMPARABLE or (got is not None and got[0] in COMPARABLE):
            continue
        sides = [_side(figures, pair[s], titles) for s in ("left", "right")]
        if sides == [ADMITTED, ADMITTED]:
            cause = f"blocked: {_blocking(output, pair, titles)}"
        else:
            cause = " / ".join(sorted(s for s in sides if s != ADMITTED))
        out.append((str(pair["left"]["value"]), str(pair["right"]["value"]), cause))
    return out


def _kind(cause: str) -> str:
    """A cause without its values, for the tally."""
    if cause.startswith("blocked: "):
        names = sorted({part.split(":")[0] for part in cause[9:].split("; ")})
        return "blocked: " + ", ".join(names)
    return cause


def main() -> None:
    """Print the misses of the chosen sets and a tally of their causes."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folder", action="append", type=Path, default=[])
    parser.add_argument("--all", action="store_true")
    args = parser.parse_args()
    fixtures = ROOT / "tests" / "fixtures"
    found = sorted((p for p in fixtures.glob("pairs*") if re.fullmatch(r"pairs\d*", p.name)),
                   key=lambda p: int(p.name[5:] or 1))
    sets = [*args.folder, *(found if args.all else ())]
    # a sealed folder and the blind set are not ours to read
    sets = [s for s in sets if s.name != _BLIND and not (s / "SEALED").exists()]
    tally: Counter[str] = Counter()
    for chosen in sets:
        for folder in sorted(p for p in chosen.iterdir() if (p / "gold.yaml").exists()
                             and not (p / "SEALED").exists()):
            for left, right, cause in causes(folder):
                tally[_kind(cause)] += 1
                print(f"{chosen.name} {folder.name}  {left} vs {right}: {cause}")
    print()
    for kind, n in sorted(tally.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"{n:4} {kind}")


if __name__ == "__main__":
    main()
