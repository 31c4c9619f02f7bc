"""Score `claims compare` against the buyer's gold lists of tests/fixtures/pairs/.

For every folder, runs the real command (`claims compare A B --format json`)
and matches each gold pair to what it printed: a pair of figures, or a figure
it refused to compare with anything (then the verdict is "not comparable,
metric"). Prints, per folder and in total:

- comparable found: gold comparable pairs the tool found comparable (either kind);
- rejected: pairs the tool calls comparable that the buyer rejects (target 0);
- listed: gold pairs the output shows at all;
- verdict right: of those listed, the exact verdict kind;
- blocking named: of gold not-comparable pairs listed, one gold blocking reason named.

A gold verdict `cited` (one figure stated again by a later document) is right only
when the tool lists the pair as a citation; called comparable, it counts as rejected.

    python bench/score_pairs.py [--folder tests/fixtures/pairs] [--verbose]
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
COMPARABLE = {"comparable", "comparable_after_normalisation"}
SCALES = (1.0, 1e3, 1e-3, 1e6, 1e-6, 1e9, 1e-9, 60.0, 1 / 60)


def title_of(path: Path) -> str:
    """The front matter title of an announcement."""
    found = re.search(r'^title:\s*"?(.*?)"?\s*$', path.read_text(encoding="utf-8"), re.M)
    return found.group(1) if found else path.stem


def run_compare(paths: list[Path]) -> dict[str, Any]:
    """The tool's JSON output for the announcements."""
    out = subprocess.run([sys.executable, "-m", "claims", "compare", *map(str, paths),
                          "--format", "json"], cwd=ROOT, capture_output=True, text=True,
                         check=True, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    return dict(json.loads(out.stdout))


def matches(side: dict[str, Any], gold: dict[str, Any], titles: dict[str, str]) -> bool:
    """True when a printed figure is the gold one: its document, value (any scale) and line."""
    if side["document"] != titles[gold["doc"]]:
        return False
    want = float(gold["value"])
    if not any(abs(float(v) * s - want) <= 1e-6 * max(abs(want), 1e-9)
               for v in (side["value"], side["normalised_value"]) for s in SCALES):
        return False
    if "line" in gold and side["line"] is not None:
        return int(side["line"]) <= gold["line"] <= side["line"] + side["quote"].count("\n")
    return True


def judged(output: dict[str, Any], pair: dict[str, Any],
           titles: dict[str, str]) -> tuple[str, set[str]] | None:
    """The tool's (verdict, blocking reasons) for a gold pair, or None when not listed."""
    left, right = pair["left"], pair["right"]
    listed = [*output["comparable"], *(p for g in output["blocked"] for p in g["pairs"]),
              *output.get("cited", ())]
    for p in listed:
        a, b = p["left"], p["right"]
        if (matches(a, left, titles) and matches(b, right, titles)) or \
                (matches(a, right, titles) and matches(b, left, titles)):
            return p["verdict"], set(p["blocking"])
    for r in output["refused"]:
        if matches(r["figure"], left, titles) or matches(r["figure"], right, titles):
            return "not_comparable", {"metric"}
    return None


def score_folder(folder: Path, verbose: bool) -> dict[str, int]:
    """Counts for one folder."""
    gold = yaml.safe_load((folder / "gold.yaml").read_text(encoding="utf-8"))
    paths = [folder / f"{d}.md" for d in gold["documents"]]
    titles = {p.stem: title_of(p) for p in paths}
    output = run_compare(paths)
    c = dict.fromkeys(("pairs", "gold_comparable", "found_comparable", "rejected", "listed",
                       "verdict_right", "gold_blocked_listed", "blocking_named"), 0)
    for pair in gold["pairs"]:
        c["pairs"] += 1
        want = pair["verdict"]
        got = judged(output, pair, titles)
        c["gold_comparable"] += want in COMPARABLE
        note = "not listed"
        if got is not None:
            verdict, reasons = got
            c["listed"] += 1
            c["verdict_right"] += verdict == want
            c["found_comparable"] += want in COMPARABLE and verdict in COMPARABLE
            c["rejected"] += want not in COMPARABLE and verdict in COMPARABLE
            if want == "not_comparable":
                c["gold_blocked_listed"] += 1
                c["blocking_named"] += bool(reasons & set(pair.get("blocking", ())))
            note = f"{verdict} {sorted(reasons)}"
        if verbose:
            print(f"  {pair['left']['value']} vs {pair['right']['value']}: gold {want} "
                  f"{pair.get('blocking', [])}; tool {note}")
    if verbose:
        gold_keys = {(p["left"]["value"], p["right"]["value"]) for p in gold["pairs"]}
        for p in output["comparable"]:
            key = (p["left"]["value"], p["right"]["value"])
            if key not in gold_keys and key[::-1] not in gold_keys:
                print(f"  unjudged comparable: {p['left']['value']} vs {p['right']['value']}")
    return c


def rate(n: int, d: int) -> str:
    """`n/d (pct%)`."""
    return f"{n}/{d} ({100 * n / d:.0f}%)" if d else f"{n}/0 (-)"


def main() -> None:
    """Score every folder and print the totals."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folder", default=str(ROOT / "tests" / "fixtures" / "pairs"))
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    total: dict[str, int] = {}
    for folder in sorted(p for p in Path(args.folder).iterdir() if (p / "gold.yaml").exists()):
        if args.verbose:
            print(folder.name)
        counts = score_folder(folder, args.verbose)
        total = {k: total.get(k, 0) + v for k, v in counts.items()}
        found = rate(counts["found_comparable"], counts["gold_comparable"])
        print(f"{folder.name:18} comparable found {found}  rejected {counts['rejected']}  "
              f"listed {rate(counts['listed'], counts['pairs'])}")
    t = total
    print(f"TOTAL: comparable found {rate(t['found_comparable'], t['gold_comparable'])}; "
          f"rejected by a buyer {t['rejected']}; listed {rate(t['listed'], t['pairs'])}; "
          f"verdict right {rate(t['verdict_right'], t['listed'])}; "
          f"blocking named {rate(t['blocking_named'], t['gold_blocked_listed'])}")


if __name__ == "__main__":
    main()
