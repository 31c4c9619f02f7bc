"""Where the strict model score (`model_all` of bench/score_heldout.py) loses, per folder:
each gold mention that annotates a model, scored end to end with the shipped model, falls in
one class: right (`named_ok`, `null_ok`), a model on a figure whose gold names none
(`overbind`), none where the gold names one (`underbind`), another model than the gold's
(`wrong`), or no found figure with the gold's unit (`unmatched`, an extraction miss).

Each `underbind` and `wrong` is split by where the gold's model is written, nearest the
figure first, to say which mechanism lost it:

- `unwritten`: the text never writes the gold name as one name (a family and a size the
  page gives apart, "GPT-2 ... 8.3 billion parameters"), so no name shape can find it;
- `unshaped`: the text writes it but neither the vocabulary's families (MODEL_RE) nor a
  checkpoint's name shape (`model_shapes`) reads it as a model (a family the vocabulary
  lacks, written with no size word);
- `line`: read as a model on the figure's own line (its sentence or table row);
- `table`: in the header or caption of the figure's table;
- `heading`: in a heading (or title) above the figure;
- `before`, `after`: elsewhere in the text, before or only after the figure.

    python bench/model_losses.py [--folder F ...] [--json] [--rules-only] [--list]

Default folders: the dev figure sets that annotate models (DEV of bench/hardware_losses.py);
never a sealed or held-back set. `--list` prints every lost mention with its line.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402

import bench.score_heldout as scoring  # noqa: E402
from bench.hardware_losses import _UNMATCHED, DEV, outcome  # noqa: E402
from bench.heldout_match import _unit_match  # noqa: E402
from claims.extract.conditions.model_shapes import shaped_names  # noqa: E402
from claims.learn.names import same_name, tokens  # noqa: E402
from claims.learn.weights import RULES_ONLY, Decisions  # noqa: E402
from claims.load.documents import load_source  # noqa: E402
from claims.vocabulary.models import MODEL_RE  # noqa: E402

_HEADING = re.compile(r"\s*(?:#{1,6}\s|\*\*[^*]+\*\*\s*$|title:)")


def outcomes(gold_path: Path, model: Decisions | None
             ) -> list[tuple[str | None, str | None, int]]:
    """Per model-annotating gold mention of one document, in the scorer's order: the model
    its figure ends with (`_UNMATCHED` where no found figure has its unit), the gold's (None
    for a gold null) and the gold's line."""
    seen: list[tuple[str | None, str | None, int]] = []
    strict = scoring._strict

    def spy(score: scoring.DocScore, g: dict[str, Any], f: Any, named: bool) -> None:
        if named and "model" in g:
            found = f is not None and _unit_match(f, g)
            seen.append((f.model if found else _UNMATCHED, g["model"] or None, g["line"]))
        strict(score, g, f, named)
    scoring._strict = spy  # (the scorer offers no hook: its per-mention step is wrapped)
    try:
        scoring.score_document(gold_path, model=model)
    finally:
        scoring._strict = strict
    return seen


def _written(text: str, name: str) -> list[int]:
    """The lines (1-based) where `name` is written as one name: its tokens in order, joined
    by nothing, a space, a hyphen, an underscore or a dot."""
    parts = re.findall(r"[a-z0-9]+(?:\.[0-9]+)?", name.lower())
    if not parts:
        return []
    pattern = re.compile(r"(?<![a-z0-9])" + r"[\s_.-]?".join(map(re.escape, parts))
                         + r"(?![a-z0-9])", re.I)
    return [text.count("\n", 0, m.start()) + 1 for m in pattern.finditer(text)]


def _shaped(text: str, name: str) -> list[int]:
    """The lines where the vocabulary's families or a checkpoint's name shape
    (`shaped_names`) read a model that is `name`."""
    spans = [m.span() for m in MODEL_RE.finditer(text)] + shaped_names(text)
    return sorted(text.count("\n", 0, x) + 1 for x, y in spans
                  if same_name(text[x:y], name) and len(tokens(text[x:y])) >= len(tokens(name)))


def _table_top(lines: list[str], line: int) -> int | None:
    """The first line of the table holding `line` (1-based), with its caption line above,
    or None where the line is no table row."""
    i = line - 1
    if not lines[i].lstrip().startswith("|"):
        return None
    while i > 0 and lines[i - 1].lstrip().startswith("|"):
        i -= 1
    while i > 0 and not lines[i - 1].strip():
        i -= 1
    return i if i > 0 and not lines[i - 1].lstrip().startswith("|") else i + 1


def where(text: str, lines: list[str], want: str, line: int) -> str:
    """Where the gold's model `want` is written, nearest the figure at `line` first."""
    if not _written(text, want):
        return "unwritten"
    shaped = _shaped(text, want)
    if not shaped:
        return "unshaped"
    if line in shaped:
        return "line"
    top = _table_top(lines, line)
    if top is not None and any(top <= s < line for s in shaped):
        return "table"
    if any(s < line and _HEADING.match(lines[s - 1]) for s in shaped):
        return "heading"
    return "before" if any(s < line for s in shaped) else "after"


def tally(folder: Path, model: Decisions | None, listed: list[str]) -> dict[str, Any]:
    """One folder's classes, the lost mentions split by where their gold model is written."""
    classes: Counter[str] = Counter()
    for path in sorted(folder.glob("*.gold.yaml")):
        gold = yaml.safe_load(path.read_text(encoding="utf-8"))
        text = load_source(str(path.with_name(gold["document"]))).text
        lines = text.split("\n")
        for got, want, line in outcomes(path, model):
            cls = outcome(got, want)
            classes[cls] += 1
            if cls in ("underbind", "wrong") and want:
                sub = f"{cls}:{where(text, lines, want, line)}"
                classes[sub] += 1
                listed.append(f"{folder.name}/{gold['document']}:{line} {sub} "
                              f"got={got!r} want={want!r}")
            elif cls == "overbind":
                listed.append(f"{folder.name}/{gold['document']}:{line} overbind got={got!r}")
    return {"classes": dict(sorted(classes.items()))}


def main(argv: list[str] | None = None) -> int:
    """Command-line entry."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--folder", action="append", help="a folder name under "
                        "tests/fixtures (repeatable; default: DEV)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--rules-only", action="store_true",
                        help="the rules' choices alone, without the shipped learned model")
    parser.add_argument("--list", action="store_true", help="print every lost mention")
    args = parser.parse_args(argv)
    model = RULES_ONLY if args.rules_only else None
    listed: list[str] = []
    data = {name: tally(ROOT / "tests" / "fixtures" / name, model, listed)
            for name in args.folder or list(DEV)}
    total: Counter[str] = Counter()
    for row in data.values():
        total.update(row["classes"])
    data["total"] = {"classes": dict(sorted(total.items()))}
    if args.json:
        print(json.dumps(data, indent=2, sort_keys=True))
        return 0
    if args.list:
        print("\n".join(listed))
    for name, row in data.items():
        print(f"{name:8} " + " ".join(f"{k}={v}" for k, v in row["classes"].items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
