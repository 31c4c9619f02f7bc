"""Score the extractor on the held-out announcements in tests/fixtures/heldout.

Each announcement there has a gold list (NAME.gold.yaml, conventions at the top
of amd-zen5-ryzen9000.gold.yaml) written without looking at the extractor. This
script extracts every announcement, matches the figure mentions it reports
against the gold mentions (same place in the text, value within 0.5%), and
prints recall and precision for the value alone and for value + unit, how often
`per` and `statistic` are right, and every miss and every spurious figure with
its line. A found mention is each quote in a claim's `mentions`, plus the
before-value of a before/after claim; the high end of a range may stand in for
a gold mention but is never counted as spurious. `hardware` and `model` count the
mentions whose gold names one; `hardware_all`, `model_all` and `record_all` count, over
every gold mention that annotates the name(s) (a list naming no machine and no model
anywhere is taken as predating those fields, as the oldest sets' lists do), those found
with their unit and the name(s) right, where a gold null is right only when the record
names nothing (the strict, end-to-end reading). `kind`, `evidence`, `measured_by` and
`accelerators` count the matched mentions whose gold states them and the record agrees
(an unknown evidence reads as measured; independence in the gold's words).

    python bench/score_heldout.py [--folder PATH] [--vet] [--json]

`--folder` scores another folder of announcements and gold lists (default
tests/fixtures/heldout); `--vet` also runs `claims vet` on each announcement and reports crashes and
the findings per rule; `--json` prints the summary as JSON instead of text.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402

from bench.heldout_match import (  # noqa: E402
    CHOICES,
    Found,
    _unit_match,
    _value_match,
    found_mentions,
    gold_position,
)
from claims.extract import extract  # noqa: E402
from claims.learn.names import same_name  # noqa: E402
from claims.learn.weights import RULES_ONLY, Decisions  # noqa: E402
from claims.load.documents import load_source  # noqa: E402

HELDOUT = ROOT / "tests" / "fixtures" / "heldout"


@dataclass
class DocScore:
    """The match of one announcement's found mentions against its gold list."""

    name: str
    gold: int = 0
    found: int = 0
    value_hits: int = 0
    unit_hits: int = 0
    per_right: int = 0
    stat_right: int = 0
    misses: list[str] = field(default_factory=list)
    spurious: list[str] = field(default_factory=list)
    wrong_unit: list[str] = field(default_factory=list)
    wrong_per: list[str] = field(default_factory=list)
    wrong_stat: list[str] = field(default_factory=list)
    rates: int = 0  # gold mentions that are rates (a unit per time)
    rate_per_right: int = 0
    hardware_stated: int = 0
    hardware_right: int = 0
    model_stated: int = 0
    model_right: int = 0
    # Over every required gold mention of a list that annotates names: found with its unit
    # and the name agreeing, where a gold null must be met by no name (the strict reading).
    hardware_keyed: int = 0
    model_keyed: int = 0
    record_keyed: int = 0
    hardware_all: int = 0
    model_all: int = 0
    record_all: int = 0
    # Matched mentions whose gold states the choice, and those the record makes alike.
    choice_stated: Counter[str] = field(default_factory=Counter)
    choice_right: Counter[str] = field(default_factory=Counter)
    noise_found: int = 0  # time references, enumerators, dates, issue numbers made figures
    idle_counts_shown: int = 0  # counts that set up nothing, reported in the default view
    wrong_hardware: list[str] = field(default_factory=list)
    wrong_model: list[str] = field(default_factory=list)
    noise: list[str] = field(default_factory=list)


def _conditions(score: DocScore, where: str, want: str, f: Found, g: dict[str, Any]) -> None:
    """Score the found mention's per (for rates), hardware and model against the gold."""
    if str(g["unit"]).endswith(("/s", "/min", "/day")) or g["unit"] == "IOPS":
        score.rates += 1
        score.rate_per_right += f.per == g["per"]
    for name, stated, right, wrong in (("hardware", "hardware_stated", "hardware_right",
                                        "wrong_hardware"),
                                       ("model", "model_stated", "model_right", "wrong_model")):
        if g.get(name):
            setattr(score, stated, getattr(score, stated) + 1)
            got = getattr(f, name)
            if same_name(got, str(g[name])):
                setattr(score, right, getattr(score, right) + 1)
            else:
                getattr(score, wrong).append(f"{where} {name.upper()} {want}: {got!r}, "
                                             f"want {g[name]!r}")


def _strict(score: DocScore, g: dict[str, Any], f: Found | None, named: bool) -> None:
    """Count a required gold mention in the strict reading of the names it annotates."""
    hw_keyed, model_keyed = named and "hardware" in g, named and "model" in g
    score.hardware_keyed += hw_keyed
    score.model_keyed += model_keyed
    score.record_keyed += hw_keyed and model_keyed
    if f is None or not _unit_match(f, g):
        return
    hw = hw_keyed and _agrees(f.hardware, g["hardware"])
    mdl = model_keyed and _agrees(f.model, g["model"])
    score.hardware_all += hw
    score.model_all += mdl
    score.record_all += hw and mdl


def _agrees(found: str | None, gold: Any) -> bool:
    """True when both name nothing or the found name matches the gold one."""
    return not found if not gold else same_name(found, str(gold))


def score_document(gold_path: Path, shown_all: bool = False,
                   model: Decisions | None = None) -> DocScore:
    """Extract one held-out announcement and match its mentions against the gold list.

    The found mentions are those the default report shows (counts that set up nothing
    are left out, as `claims vet` leaves them out without `--all`); a gold mention of kind
    `noise_count` is optional: found, it is neither a hit nor spurious; missed, no miss."""
    gold = yaml.safe_load(gold_path.read_text(encoding="utf-8"))
    loaded = load_source(str(gold_path.with_name(gold["document"])))
    text = loaded.text
    lines = text.split("\n")
    _, claims = extract(loaded, model=model)
    shown = tuple(c for c in claims if shown_all or c.kind.value != "count")
    found = found_mentions(shown, loaded.body_offset, text)
    required = [g for g in gold["mentions"] if g.get("kind") != "noise_count"]
    score = DocScore(name=gold["document"], gold=len(required),
                     found=sum(1 for f in found if not f.spare))
    used: set[int] = set()
    # A list that names no machine and no model anywhere predates those fields.
    named = any(g.get("hardware") or g.get("model") for g in gold["mentions"])
    for g in gold["mentions"]:
        at = gold_position(text, g)
        here = [i for i, f in enumerate(found)
                if i not in used and f.start <= at < max(f.end, f.start + 1)]
        if not here:  # no span covers it: fall back to any mention on the same line
            here = [i for i, f in enumerate(found) if i not in used and f.line == g["line"]]
        pick = (next((i for i in here if _unit_match(found[i], g)), None)
                if here else None)
        if pick is None:
            pick = next((i for i in here if _value_match(found[i], g)), None)
        where = f"{score.name}:{g['line']}"
        want = f"{g['value_text']!r} = {g['value']:g} {g['unit']}"
        if g.get("kind") == "noise_count":
            if pick is not None:
                used.add(pick)
                score.found -= 1
                score.idle_counts_shown += 1
            continue
        _strict(score, g, found[pick] if pick is not None else None, named)
        if pick is None:
            score.misses.append(f"{where} MISS {want} | {lines[g['line'] - 1].strip()}")
            continue
        used.add(pick)
        f = found[pick]
        score.value_hits += 1
        got = f"{f.value:g} {f.unit}"
        if _unit_match(f, g):
            score.unit_hits += 1
        else:
            score.wrong_unit.append(f"{where} UNIT {want}, got {got} ({f.text!r})")
        if f.per == g["per"]:
            score.per_right += 1
        else:
            score.wrong_per.append(f"{where} PER {want}: per {f.per}, want {g['per']}")
        if f.statistic == g["statistic"]:
            score.stat_right += 1
        else:
            score.wrong_stat.append(f"{where} STAT {want}: {f.statistic}, want {g['statistic']}")
        _conditions(score, where, want, f, g)
        for choice in CHOICES:
            if choice in g:
                score.choice_stated[choice] += 1
                score.choice_right[choice] += getattr(f, choice) == g[choice]
    score.found += sum(1 for i in used if found[i].spare)  # a matched range top was reported
    for n in gold.get("not_figures_noise") or []:
        at = gold_position(text, n)
        hit = next((f for f in found if f.start <= at < f.end), None)
        if hit is not None:
            score.noise_found += 1
            score.noise.append(f"{score.name}:{hit.line} NOISE {n.get('what', '')} "
                               f"{hit.text!r} = {hit.value:g} {hit.unit}")
    traps = {gold_position(text, n) for n in gold.get("non_figures", [])}
    for i, f in enumerate(found):
        if i in used or f.spare:
            continue
        trap = " [declared non-figure]" if any(f.start <= t < f.end for t in traps) else ""
        score.spurious.append(f"{score.name}:{f.line} SPURIOUS {f.text!r} = {f.value:g} "
                              f"{f.unit}{trap} | {lines[f.line - 1].strip()}")
    return score


def ratio(num: int, den: int) -> float:
    """num/den, 0 for an empty denominator, rounded for stable output."""
    return round(num / den, 4) if den else 0.0


def summary(scores: list[DocScore]) -> dict[str, Any]:
    """Per-document and overall recall, precision and per/statistic correctness."""
    def row(s: DocScore) -> dict[str, Any]:
        return {"gold": s.gold, "found": s.found,
                "recall_value": ratio(s.value_hits, s.gold),
                "recall_value_unit": ratio(s.unit_hits, s.gold),
                "precision_value": ratio(s.value_hits, s.found),
                "precision_value_unit": ratio(s.unit_hits, s.found),
                "per_correct": ratio(s.per_right, s.value_hits),
                "statistic_correct": ratio(s.stat_right, s.value_hits),
                "rate_per": f"{s.rate_per_right}/{s.rates}",
                "hardware": f"{s.hardware_right}/{s.hardware_stated}",
                "model": f"{s.model_right}/{s.model_stated}",
                "hardware_all": f"{s.hardware_all}/{s.hardware_keyed}",
                "model_all": f"{s.model_all}/{s.model_keyed}",
                "record_all": f"{s.record_all}/{s.record_keyed}",
                **{c: f"{s.choice_right[c]}/{s.choice_stated[c]}" for c in CHOICES},
                "noise_figures": s.noise_found, "idle_counts_shown": s.idle_counts_shown}
    total = DocScore(name="overall")
    for s in scores:
        for name in ("gold", "found", "value_hits", "unit_hits", "per_right", "stat_right",
                     "rates", "rate_per_right", "hardware_stated", "hardware_right",
                     "model_stated", "model_right", "noise_found", "idle_counts_shown",
                     "hardware_all", "model_all", "record_all", "hardware_keyed",
                     "model_keyed", "record_keyed"):
            setattr(total, name, getattr(total, name) + getattr(s, name))
        total.choice_stated.update(s.choice_stated)
        total.choice_right.update(s.choice_right)
    return {"documents": {s.name: row(s) for s in scores}, "overall": row(total)}


def score_all(folder: Path = HELDOUT, shown_all: bool = False,
              model: Decisions | None = None) -> list[DocScore]:
    """Score every held-out announcement that has a gold list, in name order."""
    return [score_document(p, shown_all, model) for p in sorted(folder.glob("*.gold.yaml"))]


def vet_all(folder: Path = HELDOUT) -> dict[str, dict[str, Any]]:
    """Run `claims vet --format json` on each announcement: exit code, crash text, rules."""
    out: dict[str, dict[str, Any]] = {}
    for gold_path in sorted(folder.glob("*.gold.yaml")):
        name = yaml.safe_load(gold_path.read_text(encoding="utf-8"))["document"]
        proc = subprocess.run([sys.executable, "-m", "claims", "vet", "--format", "json",
                               "--fail-on", "never", str(folder / name)],
                              capture_output=True, text=True, cwd=ROOT, check=False)
        rules: Counter[str] = Counter()
        try:
            for finding in _findings(json.loads(proc.stdout)):
                rules[str(finding.get("rule"))] += 1
        except json.JSONDecodeError:
            pass
        out[name] = {"exit": proc.returncode, "stderr": proc.stderr.strip()[-300:],
                     "rules": dict(sorted(rules.items()))}
    return out


def _findings(data: Any) -> list[dict[str, Any]]:
    """Every finding object anywhere in a vet JSON report."""
    if isinstance(data, dict):
        own = data.get("findings")
        found = [f for f in own if isinstance(f, dict)] if isinstance(own, list) else []
        return found + [f for k, v in data.items() if k != "findings" for f in _findings(v)]
    if isinstance(data, list):
        return [f for item in data for f in _findings(item)]
    return []


def print_text(scores: list[DocScore], vet: dict[str, dict[str, Any]] | None) -> None:
    """The human report: table, overall line, then every miss and spurious figure."""
    data = summary(scores)
    cols = ("gold", "found", "recall_value", "recall_value_unit", "precision_value",
            "precision_value_unit", "per_correct", "statistic_correct", "rate_per", "hardware",
            "model", "noise_figures", "idle_counts_shown")
    heads = ("gold", "found", "R(v)", "R(v+u)", "P(v)", "P(v+u)", "per", "stat", "rate/per",
             "hw", "model", "noise", "idle")
    print(f"{'document':34}" + "".join(f"{h:>9}" for h in heads))
    for name, row in [*data["documents"].items(), ("OVERALL", data["overall"])]:
        print(f"{name[:34]:34}" + "".join(f"{row[c]:>9}" for c in cols))
    for title, attr in (("misses", "misses"), ("spurious", "spurious"),
                        ("wrong unit", "wrong_unit"), ("wrong per", "wrong_per"),
                        ("wrong statistic", "wrong_stat"), ("wrong hardware", "wrong_hardware"),
                        ("wrong model", "wrong_model"), ("noise made figures", "noise")):
        items = [x for s in scores for x in getattr(s, attr)]
        print(f"\n## {title} ({len(items)})")
        for item in items:
            print(item)
    if vet is not None:
        print("\n## claims vet")
        for name, result in vet.items():
            crash = f" STDERR: {result['stderr']}" if result["exit"] not in (0, 1) else ""
            print(f"{name}: exit {result['exit']} rules {result['rules']}{crash}")


def main(argv: list[str] | None = None) -> int:
    """Command-line entry: score, optionally vet, print text or JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--vet", action="store_true", help="also run `claims vet` on each")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.add_argument("--folder", type=Path, default=HELDOUT,
                        help="folder of announcements and NAME.gold.yaml lists")
    parser.add_argument("--all", action="store_true",
                        help="score every record, counts that set up nothing included")
    parser.add_argument("--rules-only", action="store_true",
                        help="the rules' choices alone, without the shipped learned model")
    args = parser.parse_args(argv)
    folder = args.folder.resolve()
    scores = score_all(folder, args.all, RULES_ONLY if args.rules_only else None)
    vet = vet_all(folder) if args.vet else None
    if args.json:
        data = summary(scores)
        if vet is not None:
            data["vet"] = vet
        print(json.dumps(data, indent=2, sort_keys=True))
    else:
        print_text(scores, vet)
    return 0


if __name__ == "__main__":
    sys.exit(main())
