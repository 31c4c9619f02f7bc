"""Expand an author's shorthand gold list into NAME.gold.yaml, filling in each value's line.

The shorthand is YAML: `document`, `defaults` (hardware, accelerators, model, measured_by,
evidence), and `mentions`, a list whose items are either `{set: {...}}` (new defaults for the
items after it) or `[context, value_text, value, unit, kind, {per, stat, vmax, hw, acc, model,
by, ev}]`; a context '@ANCHOR#N' or '@L<line>#N' names cell N of a table row; a
value of null means "the number written in value_text". `non` and `noise` list
`[context, value_text, what]`. Nothing here reads the extractor: lines come from the loaded
text, every other field is the author's.

    python bench/build_gold.py SHORTHAND.yaml OUT_FOLDER
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402

from claims.load.documents import load_source  # noqa: E402

HEADER = """# Gold figure list, written by hand from the text alone (the extractor never ran on it).
# Conventions: ../heldout/amd-zen5-ryzen9000.gold.yaml, plus the fields described in
# README.md beside this file (kind, hardware, accelerators, model, measured_by, evidence,
# not_figures_noise).
"""
SHORT = {"stat": "statistic", "vmax": "value_max", "hw": "hardware", "acc": "accelerators",
         "by": "measured_by", "ev": "evidence"}


def table_cell(text: str, spec: str, value_text: str) -> str:
    """Resolve '@ANCHOR#N' (cell N of the one table row holding ANCHOR) to a unique context:
    the row from that cell to the line end, then with the lines after or before it."""
    anchor, col = spec[1:].rsplit("#", 1)
    lines = text.split("\n")
    if anchor.startswith("L") and anchor[1:].isdigit():  # '@L12#3': the row on line 12
        rows = [lines[int(anchor[1:]) - 1]]
    else:
        rows = [ln for ln in lines if anchor in ln and "|" in ln]
    if len(rows) != 1:
        raise SystemExit(f"row anchor {anchor!r} matches {len(rows)} table rows")
    row = rows[0]
    bars = [i for i, ch in enumerate(row) if ch == "|"]
    if not row.lstrip().startswith("|"):
        bars = [-1, *bars]
    first = bars[int(col) - 1] + 1
    last = bars[int(col)] if int(col) < len(bars) else len(row)
    if value_text not in row[first:last]:
        raise SystemExit(f"{value_text!r} is not in cell {spec!r}: {row[first:last]!r}")
    suffix = row[first:].lstrip()
    if text.count(suffix) == 1:
        return suffix
    by_line = anchor.startswith("L") and anchor[1:].isdigit()
    index = int(anchor[1:]) - 1 if by_line else lines.index(row)
    # identical rows of one table are told apart by the lines after the row, then by the
    # lines before it (only those without the value, so its first place stays in the cell)
    for after in range(1, 4):
        longer = "\n".join([suffix, *lines[index + 1:index + 1 + after]])
        if index + after < len(lines) and text.count(longer) == 1:
            return longer
    if row.find(value_text) != row.find(value_text, first):
        raise SystemExit(f"{value_text!r} appears before cell {spec!r} in a repeated row")
    if text.count(row) == 1:
        return row
    for before in range(1, 4):
        above = lines[max(0, index - before):index]
        longer = "\n".join([*above, row])
        if not any(value_text in ln for ln in above) and text.count(longer) == 1:
            return longer
    raise SystemExit(f"the row of {spec!r} repeats with the same lines around it; "
                     "write its context by hand")


def line_of(text: str, context: str, value_text: str) -> int:
    """The 1-based line of value_text's first occurrence inside the (unique) context."""
    if text.count(context) != 1:
        raise SystemExit(f"context {context!r} occurs {text.count(context)} times")
    inner = context.find(value_text)
    if inner < 0:
        raise SystemExit(f"value_text {value_text!r} not in {context!r}")
    return text.count("\n", 0, text.index(context) + inner) + 1


def number(value_text: str) -> float | int:
    """The number a value_text writes, commas dropped."""
    raw = value_text.replace(",", "")
    return float(raw) if "." in raw else int(raw)


def expand(src: dict[str, Any], text: str) -> dict[str, Any]:
    """The full gold document from the shorthand."""
    current = {"hardware": None, "accelerators": None, "model": None, "measured_by": "self",
               "evidence": "measured"}
    current.update(src.get("defaults") or {})
    mentions = []
    for item in src["mentions"]:
        if isinstance(item, dict):
            current.update({SHORT.get(k, k): v for k, v in item["set"].items()})
            continue
        ctx, vt, value, unit, kind, *rest = item
        if ctx.startswith("@") and "#" in ctx:
            ctx = table_cell(text, ctx, vt)
        extra = {SHORT.get(k, k): v for k, v in (rest[0] if rest else {}).items()}
        m: dict[str, Any] = {
            "line": line_of(text, ctx, vt),
            "value": number(vt) if value is None else value,
            "unit": unit, "per": extra.pop("per", None), "statistic": extra.pop("statistic", None),
        }
        if "value_max" in extra:
            m["value_max"] = extra.pop("value_max")
        m.update({"value_text": vt, "context": ctx, "kind": kind})
        for key in ("hardware", "accelerators", "model", "measured_by", "evidence"):
            m[key] = extra.pop(key, current[key])
        if extra:
            raise SystemExit(f"unknown keys {sorted(extra)} in {item!r}")
        mentions.append(m)
    out: dict[str, Any] = {"document": src["document"], "mentions": mentions}
    out["non_figures"] = [{"line": line_of(text, c, t), "value_text": t, "context": c, "what": w}
                          for c, t, w in src.get("non") or []]
    out["not_figures_noise"] = [
        {"line": line_of(text, c, t), "value_text": t, "context": c, "what": w}
        for c, t, w in src.get("noise") or []]
    return out


def dump(gold: dict[str, Any]) -> str:
    """The gold document as YAML, one flow mapping per entry."""
    lines = [HEADER + f"# Document: {gold['document']}", f"document: {gold['document']}"]
    for key in ("mentions", "non_figures", "not_figures_noise"):
        lines.append(f"{key}:" if gold[key] else f"{key}: []")
        for entry in gold[key]:
            flow = yaml.safe_dump(entry, default_flow_style=True, sort_keys=False, width=100000,
                                  allow_unicode=True).strip()
            lines.append(f"- {flow}")
    return "\n".join(lines) + "\n"


def main() -> int:
    """Expand one shorthand file into the gold list beside its document."""
    src_path, folder = Path(sys.argv[1]), Path(sys.argv[2])
    src = yaml.safe_load(src_path.read_text(encoding="utf-8"))
    text = load_source(str(folder / src["document"])).text
    gold = expand(src, text)
    stem = Path(src["document"]).stem
    (folder / f"{stem}.gold.yaml").write_text(dump(gold), encoding="utf-8")
    print(f"{stem}: {len(gold['mentions'])} mentions, {len(gold['non_figures'])} non-figures, "
          f"{len(gold['not_figures_noise'])} noise")
    return 0


if __name__ == "__main__":
    sys.exit(main())
