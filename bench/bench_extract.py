"""Benchmark the main job: figure accuracy on the seed, and extract+check speed.

1. Accuracy: extract the seed announcement (../shared/seeds, when present) and
   score the figures found in its body against the hand-made gold list, by
   mention (every textual occurrence) and by figure (distinct figures): recall
   and precision of value + unit, and per-rate correctness of `per`.
2. Speed: on a generated corpus (bench/corpus.py), time a bare markdown-it-py
   parse of every document (the floor) and extract+check of the same documents,
   in the same run, alternating rounds and keeping each one's best; report
   documents per second, the ratio, and peak memory (tracemalloc over the
   extract+check loop, and the process's max RSS).
3. Cold start: `claims vet` on the shipped example, a few runs as a user runs it.

    python bench/bench_extract.py [--documents 3000] [--rounds 3] [--cold-runs 5]
"""

from __future__ import annotations

import argparse
import math
import resource
import statistics
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import yaml  # noqa: E402
from corpus import generate  # noqa: E402
from markdown_it import MarkdownIt  # noqa: E402

from claims.extract import extract  # noqa: E402
from claims.load.documents import load_source, parse_bytes  # noqa: E402
from claims.model import Claim  # noqa: E402
from claims.pipeline import vet_loaded  # noqa: E402

SEEDS = ROOT.parent / "shared" / "seeds"
EXAMPLE = ROOT / "examples" / "announcements" / "rubin-agentic-serving.md"

# Gold unit classes -> (canonical unit, per) the extractor should give.
UNIT_CLASS: dict[str, tuple[str, str | None]] = {
    "rate_per_user": ("tokens/s", "user"), "rate_per_gpu": ("tokens/s", "GPU"),
    "rate": ("tokens/s", None), "percent": ("%", None), "seconds": ("s", None),
    "ratio": ("x", None), "count": ("count", None), "bare": ("count", None),
}


def found_in_body(claims: tuple[Claim, ...], body_start: int) -> list[dict[str, Any]]:
    """Every figure mention the extractor reports in the body: each claim mention, and the
    before-value of each before/after mention, with its span and the claim's unit and per."""
    out = []
    for c in claims:
        per = c.per.value if c.per else None
        for q in c.mentions:
            if q.span is None or q.span.start < body_start:
                continue
            out.append({"value": c.value, "unit": c.unit, "per": per, "span": q.span,
                        "text": q.text})
        base = c.baseline
        if base is not None and base.value is not None and base.quote is not None \
                and base.quote.span is not None:
            for q in c.mentions:  # the before-value appears once per before/after mention
                if q.span is not None and q.span.start >= body_start:
                    start = q.span.start + q.text.find(base.quote.text)
                    out.append({"value": base.value, "unit": c.unit, "per": None,
                                "span": type(q.span)(start=start, end=start + len(
                                    base.quote.text)), "text": base.quote.text})
    return out


def score_seed() -> dict[str, Any] | None:
    """Recall and precision of the seed body's figures against the gold list."""
    md = sorted(SEEDS.glob("*.md")) if SEEDS.is_dir() else []
    if not md:
        return None
    path = md[0]
    gold = yaml.safe_load(path.with_name(path.stem + ".gold.yaml").read_text(encoding="utf-8"))
    loaded = load_source(str(path))
    text = loaded.text
    starts = [0] + [i + 1 for i, ch in enumerate(text) if ch == "\n"]
    figures = {f["id"]: f for f in gold["figures"]}
    _, claims = extract(loaded)
    found = found_in_body(claims, loaded.body_offset)
    used: set[int] = set()
    missing, wrong_per = [], []
    rate_total = rate_right = 0
    for mention in gold["body_mentions"]:
        fig = figures[mention["figure"]]
        line_start = starts[mention["line"] - 1]
        line = text[line_start:starts[mention["line"]] if mention["line"] < len(starts) else None]
        at = line_start + line.index(mention["context"]) + mention["context"].index(
            mention["value_text"])
        gold_span = (at, at + len(mention["value_text"]))
        unit, per = UNIT_CLASS[fig["unit_class"]]
        hit = next((i for i, f in enumerate(found) if i not in used
                    and f["span"].start <= gold_span[0] < f["span"].end
                    and math.isclose(f["value"], float(fig["value"]), rel_tol=1e-6)
                    and f["unit"] == unit), None)
        if hit is None:
            missing.append(f"{mention['id']} {mention['value_text']} ({fig['unit']})")
            continue
        used.add(hit)
        if unit == "tokens/s":
            rate_total += 1
            if found[hit]["per"] == per:
                rate_right += 1
            else:
                wrong_per.append(f"{mention['id']} {mention['value_text']}: per "
                                 f"{found[hit]['per']} (want {per})")
    unexpected = [f"{f['text']!r} = {f['value']:g} {f['unit']}" for i, f in enumerate(found)
                  if i not in used]
    total = len(gold["body_mentions"])
    distinct_gold = {m["figure"] for m in gold["body_mentions"]}
    distinct_missing = {m.split()[0] for m in missing}
    missed_figures = {m["figure"] for m in gold["body_mentions"] if m["id"] in distinct_missing}
    fully_missed = {f for f in missed_figures
                    if all(m["id"] in distinct_missing for m in gold["body_mentions"]
                           if m["figure"] == f)}
    return {
        "seed": path.name,
        "mentions": total,
        "mention_recall": (total - len(missing)) / total,
        "mention_precision": len(used) / len(found) if found else 0.0,
        "figure_recall": (len(distinct_gold) - len(fully_missed)) / len(distinct_gold),
        "claims": len(claims),
        "rate_per_correct": f"{rate_right}/{rate_total}",
        "missing": missing, "unexpected": unexpected, "wrong_per": wrong_per,
    }


def speed(n: int, rounds: int) -> dict[str, Any]:
    """Bare markdown-it parse vs load+extract+check over the same generated documents."""
    docs = [(name, text.encode("utf-8")) for name, text in generate(n)]
    size = sum(len(data) for _, data in docs)
    md = MarkdownIt("commonmark")
    texts = [data.decode("utf-8") for _, data in docs]
    bare, full = [], []
    for _ in range(rounds):
        t0 = time.perf_counter()
        for text in texts:
            md.parse(text)
        bare.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        for name, data in docs:
            vet_loaded(parse_bytes(data, origin=name))
        full.append(time.perf_counter() - t0)
    sample = docs[: max(1, n // 5)]
    tracemalloc.start()
    for name, data in sample:
        vet_loaded(parse_bytes(data, origin=name))
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    best_bare, best_full = min(bare), min(full)
    return {
        "documents": n, "mean_kb": size / n / 1024,
        "bare_parse_docs_per_s": n / best_bare, "extract_check_docs_per_s": n / best_full,
        "bare_ms_per_doc": best_bare / n * 1000, "extract_check_ms_per_doc": best_full / n * 1000,
        "ratio": best_full / best_bare,
        "tracemalloc_peak_mb": peak / 1e6,
        "max_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def cold(runs: int) -> dict[str, Any] | None:
    """Wall time of `python -m claims vet EXAMPLE`, as a user runs it (None for no runs)."""
    if not EXAMPLE.is_file() or runs < 1:
        return None
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-m", "claims", "vet", str(EXAMPLE)], cwd=ROOT,
                       capture_output=True, check=False)
        times.append(time.perf_counter() - t0)
    return {"runs": runs, "min_s": min(times), "median_s": statistics.median(times)}


def main() -> None:
    """Run the three measurements and print them."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--documents", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--cold-runs", type=int, default=5)
    args = parser.parse_args()
    seed = score_seed()
    if seed is None:
        print("seed: ../shared/seeds not present; accuracy not scored")
    else:
        print(f"seed {seed['seed']}: {seed['mentions']} body mentions, {seed['claims']} claims")
        print(f"  mention recall {seed['mention_recall']:.1%}  mention precision "
              f"{seed['mention_precision']:.1%}  figure recall {seed['figure_recall']:.1%}  "
              f"throughput per correct {seed['rate_per_correct']}")
        for key in ("missing", "unexpected", "wrong_per"):
            for item in seed[key]:
                print(f"  {key}: {item}")
    s = speed(args.documents, args.rounds)
    print(f"speed: {s['documents']} generated documents, mean {s['mean_kb']:.1f} KB")
    print(f"  bare markdown-it parse: {s['bare_parse_docs_per_s']:.0f} docs/s "
          f"({s['bare_ms_per_doc']:.2f} ms/doc)")
    print(f"  load+extract+check:     {s['extract_check_docs_per_s']:.0f} docs/s "
          f"({s['extract_check_ms_per_doc']:.2f} ms/doc)")
    print(f"  ratio {s['ratio']:.2f}x the bare parse; peak traced memory "
          f"{s['tracemalloc_peak_mb']:.1f} MB; max RSS {s['max_rss_mb']:.0f} MB")
    c = cold(args.cold_runs)
    if c is not None:
        print(f"cold `claims vet {EXAMPLE.relative_to(ROOT)}`: min {c['min_s']:.3f} s, "
              f"median {c['median_s']:.3f} s over {c['runs']} runs")


if __name__ == "__main__":
    main()
