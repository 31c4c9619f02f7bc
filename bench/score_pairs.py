"""Score `claims compare` against the buyer's gold lists of tests/fixtures/pairs/.

For every folder, runs the real command (`claims compare A B --format json`)
and matches each gold pair to what it printed: a pair of figures, or a figure
it refused to compare with anything (then the verdict is "not comparable,
metric"). A printed figure matches a gold value (given as printed) by its value, its
normalised value or, when the tool converted the unit (GiB/s to GB/s), the number as printed.
Prints, per folder and in total:

- comparable found: gold comparable pairs the tool found comparable (either kind);
- rejected: pairs the tool calls comparable that the buyer rejects (target 0);
- listed: gold pairs the output shows at all;
- verdict right: of those listed, the exact verdict kind;
- blocking named: of gold not-comparable pairs listed, one gold blocking reason named.

A gold verdict `cited` (one figure stated again by a later document) is right only
when the tool lists the pair as a citation; called comparable, it counts as rejected.

Pairs the tool calls comparable that the gold does not judge are counted as `unjudged`.
A folder may also hold `audit.yaml`, pairs of that kind judged by hand afterwards (same
format as the gold, each with a `why`): they are scored apart from the gold, as
`audit: fair kept` (audited comparable pairs still called comparable) and `audit rejected`
(audited pairs a buyer rejects that the tool calls comparable; target 0), and are no
longer counted as unjudged.

    python bench/score_pairs.py [--folder tests/fixtures/pairs ... | --all] [--verbose]
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
# Printed values are matched at any of these scales: thousands to trillions ("15T" tokens
# printed as 15 in a gold list), and minutes.
SCALES = (1.0, 1e3, 1e-3, 1e6, 1e-6, 1e9, 1e-9, 1e12, 1e-12, 60.0, 1 / 60)


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


def printed(side: dict[str, Any]) -> tuple[float, ...]:
    """The number as the document prints it, when the tool converted its unit ("958.072"
    GiB/s shown as 1028.7 GB/s): the gold gives values as printed."""
    text = (side.get("value_text") or "").replace(",", "").replace("_", "")
    try:
        return (float(text),)
    except ValueError:
        return ()


def matches(side: dict[str, Any], gold: dict[str, Any], titles: dict[str, str]) -> bool:
    """True when a printed figure is the gold one: its document, value (any scale) and line."""
    if side["document"] != titles[gold["doc"]]:
        return False
    want = float(gold["value"])
    if not any(abs(float(v) * s - want) <= 1e-6 * max(abs(want), 1e-9)
               for v in (side["value"], side["normalised_value"], *printed(side))
               for s in SCALES):
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


def same_pair(p: dict[str, Any], pair: dict[str, Any], titles: dict[str, str]) -> bool:
    """True when a printed pair is the judged pair, either way round."""
    a, b = p["left"], p["right"]
    return (matches(a, pair["left"], titles) and matches(b, pair["right"], titles)) or \
        (matches(a, pair["right"], titles) and matches(b, pair["left"], titles))


def score_audit(folder: Path, output: dict[str, Any], titles: dict[str, str],
                verbose: bool) -> tuple[dict[str, int], list[dict[str, Any]]]:
    """Counts for a folder's audit.yaml (hand-judged pairs the gold leaves out), and its pairs."""
    path = folder / "audit.yaml"
    audit = yaml.safe_load(path.read_text(encoding="utf-8")) if path.exists() else {}
    pairs = list(audit.get("pairs") or ())
    c = dict.fromkeys(("audit_fair", "audit_fair_kept", "audit_rejected"), 0)
    c["audit_pairs"] = len(pairs)
    for pair in pairs:
        fair = pair["verdict"] in COMPARABLE
        called = any(same_pair(p, pair, titles) for p in output["comparable"])
        c["audit_fair"] += fair
        c["audit_fair_kept"] += fair and called
        c["audit_rejected"] += (not fair) and called
        if verbose and called != fair:
            print(f"  audit {pair['left']['value']} vs {pair['right']['value']}: "
                  f"{pair['verdict']}; tool {'comparable' if called else 'not comparable'}")
    return c, pairs


def score_folder(folder: Path, verbose: bool) -> dict[str, int]:
    """Counts for one folder."""
    gold = yaml.safe_load((folder / "gold.yaml").read_text(encoding="utf-8"))
    paths = [folder / f"{d}.md" for d in gold["documents"]]
    titles = {p.stem: title_of(p) for p in paths}
    output = run_compare(paths)
    c = dict.fromkeys(("pairs", "gold_comparable", "found_comparable", "rejected", "listed",
                       "verdict_right", "gold_blocked_listed", "blocking_named",
                       "gold_cited", "cited_right"), 0)
    for pair in gold["pairs"]:
        c["pairs"] += 1
        want = pair["verdict"]
        got = judged(output, pair, titles)
        c["gold_comparable"] += want in COMPARABLE
        c["gold_cited"] += want == "cited"
        note = "not listed"
        if got is not None:
            verdict, reasons = got
            c["listed"] += 1
            c["verdict_right"] += verdict == want
            c["found_comparable"] += want in COMPARABLE and verdict in COMPARABLE
            c["rejected"] += want not in COMPARABLE and verdict in COMPARABLE
            c["cited_right"] += want == "cited" and verdict == "cited"
            if want == "not_comparable":
                c["gold_blocked_listed"] += 1
                c["blocking_named"] += bool(reasons & set(pair.get("blocking", ())))
            note = f"{verdict} {sorted(reasons)}"
        if verbose:
            print(f"  {pair['left']['value']} vs {pair['right']['value']}: gold {want} "
                  f"{pair.get('blocking', [])}; tool {note}")
    audited, audit_pairs = score_audit(folder, output, titles, verbose)
    c.update(audited)
    judged_pairs = [*gold["pairs"], *audit_pairs]
    c["unjudged"] = 0
    for p in output["comparable"]:
        if not any(same_pair(p, pair, titles) for pair in judged_pairs):
            c["unjudged"] += 1
            if verbose:
                print(f"  unjudged comparable: {p['left']['value']} vs {p['right']['value']}")
    return c


def rate(n: int, d: int) -> str:
    """`n/d (pct%)`."""
    return f"{n}/{d} ({100 * n / d:.0f}%)" if d else f"{n}/0 (-)"


def main() -> None:
    """Score every folder and print the totals."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folder", action="append",
                        help="a pairs set (repeatable; default tests/fixtures/pairs)")
    parser.add_argument("--all", action="store_true",
                        help="every pairs set: tests/fixtures/pairs, pairs2, pairs3 ...")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    fixtures = ROOT / "tests" / "fixtures"
    sets = [Path(f) for f in args.folder or ()]
    if args.all:
        sets += sorted((p for p in fixtures.glob("pairs*") if re.fullmatch(r"pairs\d*", p.name)),
                       key=lambda p: int(p.name[5:] or 1))
    total: dict[str, int] = {}
    for chosen in sets or [fixtures / "pairs"]:
        subtotal: dict[str, int] = {}
        for folder in sorted(p for p in chosen.iterdir() if (p / "gold.yaml").exists()):
            if args.verbose:
                print(folder.name)
            counts = score_folder(folder, args.verbose)
            subtotal = {k: subtotal.get(k, 0) + v for k, v in counts.items()}
            found = rate(counts["found_comparable"], counts["gold_comparable"])
            print(f"{folder.name:18} comparable found {found}  rejected {counts['rejected']}  "
                  f"listed {rate(counts['listed'], counts['pairs'])}  "
                  f"cited {counts['cited_right']}/{counts['gold_cited']}  "
                  f"unjudged {counts['unjudged']}{audit_line(counts)}")
        if len(sets) > 1:
            print(f"SET {chosen.name}: {summary(subtotal)}")
        total = {k: total.get(k, 0) + v for k, v in subtotal.items()}
    print(f"TOTAL: {summary(total)}")


def summary(t: dict[str, int]) -> str:
    """The totals of some folders as one line."""
    return (f"comparable found {rate(t['found_comparable'], t['gold_comparable'])}; "
            f"rejected by a buyer {t['rejected']}; listed {rate(t['listed'], t['pairs'])}; "
            f"verdict right {rate(t['verdict_right'], t['listed'])}; "
            f"blocking named {rate(t['blocking_named'], t['gold_blocked_listed'])}; "
            f"cited {t['cited_right']}/{t['gold_cited']}; unjudged comparable {t['unjudged']}"
            f"{audit_line(t)}")


def audit_line(c: dict[str, int]) -> str:
    """The audit's counts, when the folder has any audited pairs."""
    if not c["audit_pairs"]:
        return ""
    return (f"; audit: fair kept {c['audit_fair_kept']}/{c['audit_fair']}, "
            f"rejected {c['audit_rejected']}")


if __name__ == "__main__":
    main()
