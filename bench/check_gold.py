"""Check the format of hand-made gold lists against their documents (never runs the extractor).

For each NAME.gold.yaml in the folders given, this loads NAME.* with the project's loader
(`claims.load.documents.load_source`, the same text the conventions index into) and checks: every
mention has the required keys and allowed values; its `context` occurs exactly once in the
loaded text, inside the body (front matter excluded, `---` YAML or `+++` TOML); its
`value_text` occurs in the context; its `line` is the line of that value; ranges are ordered.
The `non_figures` and `not_figures_noise` entries get the same context checks. With
`--uncovered` it also lists every digit run in the body that no entry covers (numbers inside
link targets and fenced code are skipped), so the author can see what the list has not decided.

    python bench/check_gold.py tests/fixtures/real tests/fixtures/sealed [--uncovered]
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402

from claims.load.documents import load_source  # noqa: E402

KINDS = {"headline", "relative", "before_after", "config", "cost", "quality", "noise_count"}
EVIDENCE = {"measured", "simulated", "projected", "estimated"}
MEASURED_BY = {"self", "partner", "third-party", None}
STATISTICS = {None, "mean", "median", "p50", "p90", "p95", "p99", "p99.9", "peak", "max", "min"}
UNITS = {
    "x", "%", "s", "B", "B/s", "bit/s", "bit", "FLOP/s", "FLOP", "Hz", "W", "J", "m", "IOPS",
    "tokens/s", "transactions/s", "transactions/min", "messages/s", "requests/s", "queries/s",
    "ops/s", "requests/day", "USD", "USD/Mtok", "USD/h", "count", "score", "rows/s", "cycles",
    "packets/s", "points", "images/s", "samples/s", "frames/s", "V", "B/token",
    "EUR",  # real35 (learn32): a page priced in euros; not converted, written as the text has it
}
REQUIRED = ("line", "value", "unit", "per", "statistic", "value_text", "context", "kind",
            "hardware", "accelerators", "model", "measured_by", "evidence")
NOISE_WHAT = {"date", "time_reference", "enumerator", "issue_or_pr", "section_number",
              "version", "name", "model_size", "url", "other"}
_NUM = re.compile(r"\d+(?:[.,]\d+)*")
_LINK = re.compile(r"\]\([^)]*\)|https?://\S+|<[^>]+>")
_FENCE = re.compile(r"^```.*?^```", re.S | re.M)


def body_start(text: str, loader_offset: int) -> int:
    """Where the body begins: after `---` YAML (the loader's offset) or a `+++` TOML block."""
    if loader_offset:
        return loader_offset
    if text.startswith("+++"):
        end = text.find("\n+++", 3)
        if end >= 0:
            return end + 5
    return 0


def locate(text: str, entry: dict[str, Any], where: str, start: int,
           key_is_figure: bool = True) -> tuple[list[str], int]:
    """Problems with one entry's context and value_text, and the value's offset (-1 if none)."""
    problems: list[str] = []
    ctx, vt = entry.get("context"), entry.get("value_text")
    if not isinstance(ctx, str) or not isinstance(vt, str):
        return [f"{where}: context and value_text must be strings"], -1
    count = text.count(ctx)
    if count != 1:
        problems.append(f"{where}: context {ctx!r} occurs {count} times")
        return problems, -1
    pos = text.index(ctx)
    if pos < start:
        problems.append(f"{where}: context {ctx!r} is in the front matter")
    inner = ctx.find(vt)
    if inner < 0:
        problems.append(f"{where}: value_text {vt!r} not in context {ctx!r}")
        return problems, -1
    offset = pos + inner
    before = text[offset - 1] if offset else " "
    after = text[offset + len(vt)] if offset + len(vt) < len(text) else " "
    glued = (before.isalpha() and before not in "x\u00d7"
             and text[offset - 2:offset] not in ("TP", "EP", "DP", "PP"))
    if vt[:1].isdigit() and key_is_figure and glued:
        problems.append(f"{where}: value_text {vt!r} is glued to a name in {ctx!r}")
    if vt[:1].isdigit() and (before.isdigit() or after.isdigit()
                             or (before == "." and text[offset - 2:offset - 1].isdigit())
                             or (before == "," and text[offset - 2:offset - 1].isdigit()
                                 and len(vt.split(",")[0]) == 3)):
        problems.append(f"{where}: value_text {vt!r} is part of a longer number in {ctx!r}")
    line = text.count("\n", 0, offset) + 1
    if entry.get("line") != line:
        problems.append(f"{where}: line {entry.get('line')} but the value is on line {line}")
    return problems, offset


def check_mention(m: dict[str, Any], where: str) -> list[str]:
    """Problems with one mention's fields (not its place in the text)."""
    problems = [f"{where}: missing {key}" for key in REQUIRED if key not in m]
    if not isinstance(m.get("value"), (int, float)):
        problems.append(f"{where}: value {m.get('value')!r} is not a number")
    if m.get("unit") not in UNITS:
        problems.append(f"{where}: unit {m.get('unit')!r} is not a base unit")
    if m.get("kind") not in KINDS:
        problems.append(f"{where}: kind {m.get('kind')!r}")
    if m.get("evidence") not in EVIDENCE:
        problems.append(f"{where}: evidence {m.get('evidence')!r}")
    if m.get("measured_by") not in MEASURED_BY:
        problems.append(f"{where}: measured_by {m.get('measured_by')!r}")
    if m.get("statistic") not in STATISTICS:
        problems.append(f"{where}: statistic {m.get('statistic')!r}")
    acc = m.get("accelerators")
    if acc is not None and (not isinstance(acc, int) or acc < 1):
        problems.append(f"{where}: accelerators {acc!r}")
    if acc is not None and m.get("hardware") is None:
        problems.append(f"{where}: accelerators without hardware")
    vmax = m.get("value_max")
    if vmax is not None and isinstance(m.get("value"), (int, float)) and vmax < m["value"]:
        problems.append(f"{where}: value_max {vmax} below value {m['value']}")
    return problems


def check_file(gold_path: Path, uncovered: bool) -> list[str]:
    """Every problem found in one gold file, as printable lines."""
    # libyaml where PyYAML has it: the same values, and the pure-Python parser took nine
    # tenths of a check of a long figure list.
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    gold = yaml.load(gold_path.read_text(encoding="utf-8"), Loader=loader)
    doc_path = gold_path.parent / gold["document"]
    loaded = load_source(str(doc_path))
    text = loaded.text
    start = body_start(text, loaded.body_offset)
    problems: list[str] = []
    spans: list[tuple[int, int]] = []
    non_spans: list[tuple[int, int]] = []
    seen: set[int] = set()
    for i, m in enumerate(gold.get("mentions") or []):
        where = f"{gold_path.name}: mention {i + 1} (line {m.get('line')})"
        problems += check_mention(m, where)
        found, offset = locate(text, m, where, start)
        problems += found
        if offset >= 0 and any(a <= offset < b for a, b in _link_spans(text)):
            problems.append(f"{where}: value_text {m['value_text']!r} sits inside a link target")
        if offset >= 0:
            if offset in seen:
                problems.append(f"{where}: the same figure is listed twice")
            seen.add(offset)
            spans.append((offset, offset + len(m["value_text"])))
    for key in ("non_figures", "not_figures_noise"):
        for i, n in enumerate(gold.get(key) or []):
            where = f"{gold_path.name}: {key} {i + 1} (line {n.get('line')})"
            if key == "not_figures_noise" and n.get("what") not in NOISE_WHAT:
                problems.append(f"{where}: what {n.get('what')!r}")
            found, offset = locate(text, n, where, start, key_is_figure=False)
            problems += found
            if offset >= 0:
                if offset in seen:
                    problems.append(f"{where}: also listed as a figure or twice")
                seen.add(offset)
                non_spans.append((offset, offset + len(n["value_text"])))
    if uncovered:
        tokens = {_token(text, a, b) for a, b in non_spans} | range_ends(gold)
        problems += _uncovered(gold_path.name, text, start, spans + non_spans, tokens)
    return problems


def range_ends(gold: dict[str, Any]) -> set[str]:
    """The written high ends of ranges, so they are not reported as undecided."""
    ends = set()
    for m in gold.get("mentions") or []:
        if m.get("value_max") is not None:
            for num in _NUM.findall(m["context"]):
                ends.add("range-end:" + m["context"] + ":" + num)
    return ends


def _token(text: str, start: int, end: int) -> str:
    """A number with the word characters glued after it ('6B', '80GB'), as written."""
    while end < len(text) and (text[end].isalnum() or text[end] in "._-"):
        end += 1
    return text[start:end].rstrip("._-")


def _link_spans(text: str) -> list[tuple[int, int]]:
    """Spans of link targets, URLs and tags, where no figure can stand."""
    return [(m.start(), m.end()) for m in _LINK.finditer(text)]


def _uncovered(name: str, text: str, start: int, spans: list[tuple[int, int]],
               tokens: set[str]) -> list[str]:
    """Digit runs in the body that no gold entry covers (links, tags, fenced code skipped;
    numbers glued after a letter, like H100 or E4M3, are names)."""
    skip = [(m.start(), m.end()) for m in _LINK.finditer(text)]
    skip += [(m.start(), m.end()) for m in _FENCE.finditer(text)]
    out = []
    for m in _NUM.finditer(text, start):
        if any(a <= m.start() < b for a, b in skip) or any(a < m.end() and m.start() < b
                                                             for a, b in spans):
            continue
        if m.start() > 0 and text[m.start() - 1].isalpha():
            continue
        if _token(text, m.start(), m.end()) in tokens:
            continue
        window = text[max(0, m.start() - 200):m.end() + 200]
        if any(t.startswith("range-end:") and m.group() == t.rsplit(":", 1)[1]
               and t[len("range-end:"):].rsplit(":", 1)[0] in window for t in tokens):
            continue
        line = text.count("\n", 0, m.start()) + 1
        around = text[max(0, m.start() - 25):m.end() + 25].replace("\n", " ")
        out.append(f"{name}: uncovered {m.group()!r} on line {line}: ...{around}...")
    return out


def main() -> int:
    """Check every gold file in the folders given; exit 1 when any problem is found."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="+")
    parser.add_argument("--uncovered", action="store_true")
    args = parser.parse_args()
    problems: list[str] = []
    files = 0
    for folder in args.folders:
        for gold_path in sorted(Path(folder).glob("*.gold.yaml")):
            files += 1
            problems += check_file(gold_path, args.uncovered)
    for line in problems:
        print(line)
    print(f"{files} gold files, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
