"""Which gold machine names the hardware vocabulary recognises in their own document.

For every gold figure list of the given folders, each distinct gold `hardware` name is
recognised when some match of the hardware finders in the document's text (the patterns
`conditions.triggers.FINDERS` runs for hardware, read by `conditions.parts` as the index
reads them) yields a name the scorer counts as the same (`learn.names.same_name`). Prints
the names not recognised, each with the figures it covers, and the totals.

    python bench/hardware_coverage.py [--folder F ...] [--all]

Default folders: the dev figure sets real..real29 except the held-back real10; never a
sealed or check set (the list is explicit; a folder with a SEALED file is refused).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from claims.extract.conditions.found import HARDWARE  # noqa: E402
from claims.extract.conditions.parts import _hardware  # noqa: E402
from claims.extract.conditions.triggers import FINDERS  # noqa: E402
from claims.learn.names import same_name  # noqa: E402
from claims.load.documents import load_source  # noqa: E402

FIXTURES = ROOT / "tests" / "fixtures"
DEV = ("real", *(f"real{i}" for i in range(2, 30) if i != 10))


def names_in(text: str) -> set[str]:
    """Every machine name the hardware finders yield anywhere in `text`."""
    out: set[str] = set()
    for finder in HARDWARE:
        pattern, _ = FINDERS[finder]
        for m in pattern.finditer(text):
            phrase = " ".join(m.group(0).split())
            if finder in ("device", "device_model"):
                out.add(phrase)
                continue
            hw, accel = _hardware(phrase)
            out.update(n for n in (hw, accel, phrase) if n)
    return out


def document_names(gold_path: Path) -> tuple[Counter[str], str]:
    """(figures per gold hardware name, the document's text) of one gold list."""
    gold = yaml.safe_load(gold_path.read_text(encoding="utf-8"))
    text = load_source(str(gold_path.with_name(gold["document"]))).text
    counts = Counter(str(g["hardware"]) for g in gold["mentions"] if g.get("hardware"))
    return counts, text


def coverage(folder: Path) -> list[tuple[str, str, int, bool, bool]]:
    """Per (document, gold name): figures covered, recognised?, written in the text?"""
    if (folder / "SEALED").exists():
        raise SystemExit(f"{folder} is sealed")
    rows = []
    for gold_path in sorted(folder.glob("*.gold.yaml")):
        counts, text = document_names(gold_path)
        found = names_in(text)
        lowered = text.lower()
        for name, n in sorted(counts.items()):
            hit = any(same_name(f, name) for f in found)
            rows.append((gold_path.name, name, n, hit, name.lower() in lowered))
    return rows


def main(argv: list[str] | None = None) -> int:
    """Print the unrecognised gold machine names and the coverage totals."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--folder", action="append", help="a figure folder under tests/fixtures")
    ap.add_argument("--all", action="store_true", help="list recognised names too")
    args = ap.parse_args(argv)
    names_total = names_hit = figs_total = figs_hit = 0
    missed: Counter[str] = Counter()
    for folder in args.folder or DEV:
        for doc, name, n, hit, literal in coverage(FIXTURES / folder):
            names_total += 1
            figs_total += n
            names_hit += hit
            figs_hit += n if hit else 0
            if not hit:
                missed[f"{name!r} ({folder}/{doc}{'' if literal else ', not verbatim'})"] += n
            elif args.all:
                print(f"ok {n:4} {name!r} ({folder}/{doc})")
    for label, n in sorted(missed.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"{n:4} {label}")
    print(f"recognised names {names_hit}/{names_total}, figures {figs_hit}/{figs_total}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
