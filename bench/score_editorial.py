"""Per-rule precision and recall of the checkers on the editorial fixtures.

Each `tests/fixtures/editorial/NAME.md` has a `NAME.gold.yaml`: the rules an editor
says must fire (each optionally with a figure, as written, that the finding must cite)
and the rules that must not. A must-fire rule that fires citing its figure is a true
positive, else a miss; a must-not-fire rule that fires is a false positive. Rules a
fixture lists in neither list are not scored for it.

    python bench/score_editorial.py                      # every fixture
    python bench/score_editorial.py --since 01841e3      # only fixtures added by a commit
    python bench/score_editorial.py --misses             # also list every miss and false alarm
    python bench/score_editorial.py --folder tests/fixtures/editorial_sealed   # another set
    python bench/score_editorial.py --folder A --folder B      # one table over both, and a
                                                               # line per folder

A folder's Markdown files without a `.gold.yaml` beside them (a README) are skipped.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from checkers.facts import short  # noqa: E402
from claims.load.documents import load_source  # noqa: E402
from claims.model import DocumentReport  # noqa: E402
from claims.pipeline import vet_loaded  # noqa: E402

FOLDER = ROOT / "tests" / "fixtures" / "editorial"


@dataclass
class Tally:
    """One rule's counts, and the cases behind the errors."""

    tp: int = 0
    fn: int = 0
    fp: int = 0
    tn: int = 0
    notes: list[str] = field(default_factory=list)


def fired(report: DocumentReport, rule: str, figure: str | None) -> bool:
    """True when `rule` fired, citing a claim whose figure starts with `figure` if given."""
    claims = {c.id: c for c in report.claims}
    for finding in report.findings:
        if finding.rule != rule:
            continue
        if figure is None or any(short(claims[i]).startswith(figure)
                                 for i in finding.claim_ids if i in claims):
            return True
    return False


def score(paths: list[Path]) -> dict[str, Tally]:
    """Tallies by rule over the fixtures."""
    tallies: dict[str, Tally] = {}
    for path in paths:
        expected = yaml.safe_load(path.with_suffix(".gold.yaml").read_text("utf-8"))
        report = vet_loaded(load_source(str(path)))
        for item in expected.get("must_fire") or ():
            tally = tallies.setdefault(item["rule"], Tally())
            if fired(report, item["rule"], item.get("figure")):
                tally.tp += 1
            else:
                tally.fn += 1
                tally.notes.append(f"miss  {path.stem} ({item.get('figure') or 'any'})")
        for rule in expected.get("must_not_fire") or ():
            tally = tallies.setdefault(rule, Tally())
            if fired(report, rule, None):
                tally.fp += 1
                tally.notes.append(f"false {path.stem}")
            else:
                tally.tn += 1
    return tallies


def ratio(part: int, whole: int) -> str:
    """A share to two decimals, or '-' when nothing was counted."""
    return f"{part / whole:.2f}" if whole else "-"


def summary(tallies: dict[str, Tally]) -> str:
    """One line: must-fire raised of expected, precision, recall and false alarms."""
    tp = sum(t.tp for t in tallies.values())
    fn = sum(t.fn for t in tallies.values())
    fp = sum(t.fp for t in tallies.values())
    return (f"{tp}/{tp + fn} raised, precision {ratio(tp, tp + fp)}, recall "
            f"{ratio(tp, tp + fn)}, {fp} false alarms")


def added_since(commit: str, folder: Path = FOLDER) -> set[str]:
    """The fixture file names a commit (and the commits after it) added to `folder`."""
    out = subprocess.run(["git", "-C", str(ROOT), "diff", "--name-only", "--diff-filter=A",
                          f"{commit}~1", "HEAD", "--", str(folder.resolve())],
                         check=True, capture_output=True, text=True).stdout
    return {Path(line).name for line in out.splitlines()}


def main() -> None:
    """Print the per-rule table (and, with --misses, every error)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--since", help="score only fixtures added by this commit or later")
    parser.add_argument("--misses", action="store_true")
    parser.add_argument("--folder", type=Path, action="append",
                        help="a fixture folder to score, repeatable (default: "
                             "tests/fixtures/editorial)")
    args = parser.parse_args()
    folders = args.folder or [FOLDER]
    paths: list[Path] = []
    tallies: dict[str, Tally] = {}
    for folder in folders:
        found = sorted(p for p in folder.glob("*.md") if p.with_suffix(".gold.yaml").is_file())
        if args.since:
            new = added_since(args.since, folder)
            found = [p for p in found if p.name in new]
        own = score(found)
        if len(folders) > 1:
            print(f"{folder.name}: {summary(own)}")
        for rule, t in own.items():
            into = tallies.setdefault(rule, Tally())
            into.tp, into.fn, into.fp, into.tn = (into.tp + t.tp, into.fn + t.fn,
                                                  into.fp + t.fp, into.tn + t.tn)
            into.notes += t.notes
        paths += found
    print(f"{len(paths)} fixtures\n")
    print("| rule | must fire | raised | precision | recall | false alarms |")
    print("|---|---|---|---|---|---|")
    total = Tally()
    for rule in sorted(tallies):
        t = tallies[rule]
        total.tp, total.fn, total.fp = total.tp + t.tp, total.fn + t.fn, total.fp + t.fp
        print(f"| {rule} | {t.tp + t.fn} | {t.tp} | {ratio(t.tp, t.tp + t.fp)} | "
              f"{ratio(t.tp, t.tp + t.fn)} | {t.fp} |")
    print(f"| all | {total.tp + total.fn} | {total.tp} | {ratio(total.tp, total.tp + total.fp)}"
          f" | {ratio(total.tp, total.tp + total.fn)} | {total.fp} |")
    if args.misses:
        for rule in sorted(tallies):
            for note in tallies[rule].notes:
                print(f"{rule}: {note}")


if __name__ == "__main__":
    main()
