"""Each rule's measured precision and recall, written to `claims/data/rule_precision.json`.

The editorial fixtures (`tests/fixtures/editorial`, tuned on), their dev set
(`tests/fixtures/editorial_dev`) and the caveat lists of real posts that were written blind,
scored once unseen and tuned on since (`editorial_real` to `editorial_real4`,
`editorial_real6` to `editorial_real20`), all scored as `bench/score_editorial.py` scores them,
and the error-level findings on the retold real posts, labelled right or wrong by hand in
`tests/fixtures/editorial_labels/real-sample.yaml`. The caveat set still kept untuned
(editorial_real5) and the sealed ones are left out, so that they keep measuring what nobody
tuned on. A rule at error level must be right on at least 95% of what
it raises over all of them (`tests/test_rule_precision.py` holds it).

    python bench/rule_precision.py            # print the table and write the data file
    python bench/rule_precision.py --check    # print; exit 1 if the data file is stale

The data file holds counts only (no dates, no commit), so it is byte-identical across runs
of one tree; `claims rules` shows it.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from score_editorial import score  # noqa: E402

from checkers.facts import short  # noqa: E402
from claims.load.documents import load_source  # noqa: E402
from claims.model import Severity  # noqa: E402
from claims.pipeline import vet_loaded  # noqa: E402

FIXTURES = ROOT / "tests" / "fixtures"
EDITORIAL_SETS = ("editorial", "editorial_dev", "editorial_real", "editorial_real2",
                  "editorial_real3", "editorial_real4", "editorial_real6", "editorial_real7",
                  "editorial_real8", "editorial_real9", "editorial_real10",
                  "editorial_real11", "editorial_real12", "editorial_real13",
                  "editorial_real14", "editorial_real15", "editorial_real16",
                  "editorial_real17", "editorial_real18", "editorial_real19",
                  "editorial_real20", "editorial_real21", "editorial_real22",
                  "editorial_real23", "editorial_real24", "editorial_real25",
                  "editorial_real26", "editorial_real27", "editorial_real28",
                  "editorial_real29")
LABELS = FIXTURES / "editorial_labels" / "real-sample.yaml"
OUT = ROOT / "claims" / "data" / "rule_precision.json"
REAL_SET = "real_sample"

Key = tuple[str, str, frozenset[str]]


def editorial_counts(name: str) -> tuple[int, dict[str, dict[str, int]]]:
    """One editorial set's document count and each rule's tp, fp and fn on it."""
    folder = FIXTURES / name
    paths = sorted(p for p in folder.glob("*.md") if p.with_suffix(".gold.yaml").is_file())
    tallies = score(paths)
    return len(paths), {rule: {"tp": t.tp, "fp": t.fp, "fn": t.fn}
                        for rule, t in sorted(tallies.items())}


def error_findings(folders: list[str]) -> Iterator[tuple[Key, str]]:
    """Each error-level finding on the labelled folders' documents, keyed as labels are."""
    for folder in folders:
        for path in sorted((ROOT / folder).glob("*.md")):
            if path.name == "README.md":
                continue
            report = vet_loaded(load_source(str(path)))
            claims = {c.id: c for c in report.claims}
            document = path.relative_to(FIXTURES).as_posix()
            for finding in report.findings:
                if finding.severity is Severity.error:
                    figures = frozenset(short(claims[i]) for i in finding.claim_ids
                                        if i in claims)
                    yield (document, finding.rule, figures), finding.message


def real_counts() -> tuple[int, dict[str, dict[str, int]], list[str]]:
    """The labelled sample's documents, each rule's right and wrong error-level findings
    raised now, and the findings no label covers."""
    data = yaml.safe_load(LABELS.read_text(encoding="utf-8"))
    labels = {(item["document"], item["rule"], frozenset(item["figures"])): bool(item["right"])
              for item in data["labels"]}
    counts: dict[str, dict[str, int]] = {}
    unlabelled: list[str] = []
    documents = sum(1 for folder in data["folders"] for p in (ROOT / folder).glob("*.md")
                    if p.name != "README.md")
    for key, message in error_findings(data["folders"]):
        if key not in labels:
            unlabelled.append(f"{key[0]} {key[1]}: {message} {sorted(key[2])}")
            continue
        tally = counts.setdefault(key[1], {"right": 0, "wrong": 0})
        tally["right" if labels[key] else "wrong"] += 1
    return documents, dict(sorted(counts.items())), unlabelled


def measure() -> tuple[dict[str, Any], list[str]]:
    """The data file's content, and the unlabelled findings."""
    sets: dict[str, dict[str, Any]] = {}
    per_rule: dict[str, dict[str, dict[str, int]]] = {}
    for name in EDITORIAL_SETS:
        documents, counts = editorial_counts(name)
        sets[name] = {"documents": documents, "scored": f"tests/fixtures/{name}"}
        for rule, tally in counts.items():
            per_rule.setdefault(rule, {})[name] = tally
    documents, counts, unlabelled = real_counts()
    sets[REAL_SET] = {"documents": documents,
                      "scored": f"{LABELS.relative_to(ROOT).as_posix()}, error-level findings"}
    for rule, tally in counts.items():
        per_rule.setdefault(rule, {})[REAL_SET] = tally
    rules = {rule: {"sets": sets_, **summary(sets_)} for rule, sets_ in sorted(per_rule.items())}
    return {"sets": sets, "rules": rules}, unlabelled


def summary(sets_: dict[str, dict[str, int]]) -> dict[str, Any]:
    """Precision over every set (a labelled finding right or wrong counts as a tp or fp),
    recall over the editorial sets, and how many findings each rests on."""
    tp = sum(s.get("tp", 0) + s.get("right", 0) for s in sets_.values())
    fp = sum(s.get("fp", 0) + s.get("wrong", 0) for s in sets_.values())
    fn = sum(s.get("fn", 0) for s in sets_.values())
    return {"raised": tp + fp, "precision": round(tp / (tp + fp), 3) if tp + fp else None,
            "expected": tp + fn, "recall": round(tp / (tp + fn), 3) if tp + fn else None}


def render(data: dict[str, Any]) -> str:
    """The data file's bytes: sorted keys, two-space indent, one final newline."""
    return json.dumps(data, indent=2, sort_keys=True) + "\n"


def main() -> int:
    """Print the table, then write (or, with --check, compare) the data file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="do not write; exit 1 if the data file differs")
    args = parser.parse_args()
    data, unlabelled = measure()
    print("| rule | raised | precision | expected | recall | " + " | ".join(data["sets"]) + " |")
    print("|---|---|---|---|---|" + "---|" * len(data["sets"]))
    for rule, row in data["rules"].items():
        cells = [" ".join(f"{k}={v}" for k, v in row["sets"].get(s, {}).items()) or "-"
                 for s in data["sets"]]
        print(f"| {rule} | {row['raised']} | {row['precision']} | {row['expected']} | "
              f"{row['recall']} | " + " | ".join(cells) + " |")
    for line in unlabelled:
        print(f"unlabelled: {line}")
    if args.check:
        return 0 if OUT.is_file() and OUT.read_text(encoding="utf-8") == render(data) else 1
    OUT.write_text(render(data), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
