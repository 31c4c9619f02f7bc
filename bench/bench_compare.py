"""Benchmark: `claims compare` on one metric over a store of 1,000,000 claims.

Builds the store by inserting synthetic rows directly (fast), with comparability
keys computed by the real `claims.compare` code, then times the real command
(`python -m claims compare --metric throughput`) and records its peak memory.
At commit cb5de48 (before the buyer's comparison) the same script measured
compare=1.11s peak_rss=37MiB at 1,000,000 claims on the shared 2-core machine. Paired
with farm-bench on two 1,000,000-claim stores built by each version (5 runs each, A B A B),
the buyer's comparison over cb5de48 took A/B cpu 1.05 and wall 1.19 (medians).
It measures at a quarter of the claims and again at the full count, so one can
see whether time and memory stay flat as the archive grows.

`--docs 1000 --per-doc 4` builds the archive of issue 24 instead: a thousand
documents of a few throughput figures each, small enough that the store hands
them all to the in-memory comparison. `CLAIMS_CODE=/work/main` times another
checkout's code (the named baseline) with this same script.
Measured for issue 24 on the shared 2-core machine (load about 8), main at
35d966f as the baseline: 100 documents (400 claims) took 214 s wall, 39 CPU s
and 1.35 GB before, 5.8 s wall, 1.3 CPU s and 163 MiB after; 250 documents did
not finish within 1,500 s before; 1,000 documents (4,000 claims) take 20.7 s
wall, 4.7 CPU s and 171 MiB after. Since the store keeps claims in `claim_rows` behind a
`claims` view (schema v4) the rows go there; on the branch cmp (f7cdd0a) 1,000 documents
took 12.9 s wall, 4.7 CPU s and 171 MiB, and their HTML page is 222 KB. For issue 23 (main at
a7487cb, loaded machine) 1,000 documents took 97 s wall, 16.5 CPU s and 658 MiB; after the
identity memo and the paused collector 12.7 s wall, 9.4 CPU s and 649 MiB (paired with
farm-bench on one store, A/B CPU 0.57).

    python bench/bench_compare.py [--claims 1000000] [--keep DIR]
    python bench/bench_compare.py --docs 1000 --per-doc 4
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(os.environ.get("CLAIMS_CODE") or Path(__file__).resolve().parent.parent)
sys.path.insert(0, str(ROOT))

from claims.compare import comparability_key  # noqa: E402
from claims.model import Claim  # noqa: E402
from claims.store import open_store  # noqa: E402

MODELS = ("Llama 3.1 70B", "Llama 3.1 8B", "DeepSeek V3", "Mixtral 8x22B", "Qwen2.5 72B",
          "GPT-OSS 120B", "Gemma 2 27B", "Mistral Large")
HARDWARE = (("H100 HGX", 8), ("B200 HGX", 8), ("GB200 NVL72", 72), ("MI300X", 8),
            ("Gaudi 3", 8), ("TPU v5p pod", 256))
WORKLOADS = (("chat", 1024, 1024), ("summarise", 8192, 512), ("code", 2048, 2048),
             ("agentic", 32768, 1024), ("rag", 4096, 256))
PRECISIONS = ("FP8", "FP4", "BF16")
STATISTICS = ("median", "mean", "p90")
SPEEDS = (20.0, 50.0, 100.0, 200.0, 400.0, None)
PUBLISHERS = ("Vendor A", "Vendor B", "Vendor C", "Lab D", "Cloud E")
CLAIMS_PER_DOC = 20  # --per-doc changes it
SENTINEL_ID, SENTINEL_VALUE = "clm-ffffffffffffffff", 987654.125


def templates(rng: random.Random) -> list[tuple[str, str, float | None, str, str, int]]:
    """Distinct condition sets: (claim JSON with sentinels, key, speed, model, hardware, gpus)."""
    out = []
    for model in MODELS:
        for hardware, gpus in HARDWARE:
            for workload, isl, osl in WORKLOADS:
                for precision in PRECISIONS:
                    for statistic in STATISTICS:
                        speed = rng.choice(SPEEDS)
                        claim = Claim.model_validate({
                            "id": SENTINEL_ID, "value": SENTINEL_VALUE, "unit": "tokens/s",
                            "metric": "throughput", "statistic": statistic,
                            "conditions": {"model": model, "hardware": hardware,
                                           "accelerator": "GPU", "accelerator_count": gpus,
                                           "workload": workload, "input_length": isl,
                                           "output_length": osl, "precision": precision},
                            "evidence": "measured", "independence": "self-reported",
                            "source": {"quote": "synthetic figure", "section": "Results",
                                       "publisher": rng.choice(PUBLISHERS)}})
                        out.append((claim.model_dump_json(exclude_defaults=True),
                                    comparability_key(claim, speed), speed, model, hardware,
                                    gpus))
    return out


def rows(start: int, count: int, seed: int) -> Iterator[tuple[object, ...]]:
    """Synthetic claim rows, ready for executemany; doc_pk groups CLAIMS_PER_DOC claims."""
    rng = random.Random(seed)
    kinds = templates(rng)
    for n in range(start, start + count):
        text, key, speed, model, hardware, gpus = kinds[rng.randrange(len(kinds))]
        claim_id = "clm-" + hashlib.sha256(str(n).encode()).hexdigest()[:16]
        value = float(rng.randrange(1000, 2_000_000))
        body = text.replace(SENTINEL_ID, claim_id).replace(repr(SENTINEL_VALUE), repr(value))
        yield (n // CLAIMS_PER_DOC + 1, n % CLAIMS_PER_DOC, claim_id, "throughput", "tokens/s",
               None, "median", "headline", value, value / gpus, "per GPU", model, hardware, gpus,
               "chat", "self-reported", "measured", "Vendor A", "2026-05-01",
               "synthetic figure", "Results", speed, key, body)


def fill(db: Path, start: int, count: int) -> float:
    """Insert `count` claims (and their documents) from claim number `start`; return seconds."""
    began = time.perf_counter()
    open_store(db).close()  # create and migrate the real schema
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("PRAGMA synchronous = OFF")
    conn.execute("BEGIN")
    first_doc, last_doc = start // CLAIMS_PER_DOC + 1, (start + count - 1) // CLAIMS_PER_DOC + 1
    conn.executemany(
        "INSERT OR IGNORE INTO documents (pk, origin, id, sha256, claims, findings, json) "
        "VALUES (?, ?, ?, ?, ?, 0, '{}')",
        ((d, f"synthetic-{d}", f"doc-{d:016x}", f"{d:064x}", CLAIMS_PER_DOC)
         for d in range(first_doc, last_doc + 1)))
    conn.executemany(
        "INSERT INTO claim_rows (doc_pk, ordinal, id, metric, unit, per, statistic, kind, value, "
        "value_norm, basis, model, hardware, accelerator_count, workload, independence, "
        "evidence, publisher, published_at, quote, section, per_user_speed, cond_key, json) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        rows(start, count, seed=start))
    conn.execute("COMMIT")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return time.perf_counter() - began


# Runs the real command in a fresh interpreter, then reports that process's own peak RSS.
_MEASURED = ("import resource, sys\n"
             "from claims.cli import main\n"
             "status = main(sys.argv[1:])\n"
             "use = resource.getrusage(resource.RUSAGE_SELF)\n"
             "sys.stderr.write(f'cpu_s={use.ru_utime + use.ru_stime:.2f} ')\n"
             "sys.stderr.write(f'peak_rss_kib={use.ru_maxrss}')\n"
             "sys.exit(status)\n")


def time_compare(db: Path) -> tuple[float, float, dict[str, object]]:
    """Run the real `claims compare --metric throughput`; seconds, peak RSS in MiB, its CPU
    seconds and pair counts (CPU time, since the machine may be shared)."""
    began = time.perf_counter()
    result = subprocess.run([sys.executable, "-c", _MEASURED, "compare", "--metric", "throughput",
                             "--db", str(db), "--format", "json"], cwd=ROOT, capture_output=True,
                            text=True, check=True)
    seconds = time.perf_counter() - began
    peak = int(result.stderr.rpartition("peak_rss_kib=")[2]) / 1024
    cpu = float(result.stderr.rpartition("cpu_s=")[2].split()[0])
    out = json.loads(result.stdout)
    return seconds, peak, {"cpu_s": cpu, **out["totals"],
                           "shown_comparable": len(out["comparable"]),
                           "shown_blocked": sum(len(g["pairs"]) for g in out["blocked"])}


def main() -> None:
    """Build the store in two steps and time compare after each."""
    global CLAIMS_PER_DOC
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--claims", type=int, default=1_000_000)
    parser.add_argument("--keep", default=None, help="build the store in DIR and keep it")
    parser.add_argument("--docs", type=int, default=None,
                        help="documents instead of --claims (claims = docs x per-doc)")
    parser.add_argument("--per-doc", type=int, default=CLAIMS_PER_DOC,
                        help="claims per document")
    args = parser.parse_args()
    CLAIMS_PER_DOC = args.per_doc
    if args.docs is not None:
        args.claims = args.docs * args.per_doc
    folder = Path(args.keep or tempfile.mkdtemp(prefix="claims-bench-"))
    folder.mkdir(parents=True, exist_ok=True)
    db = folder / "compare.db"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    quarter = args.claims // 4
    done = 0
    for target in (quarter, args.claims):
        built = fill(db, done, target - done)
        done = target
        seconds, peak, counts = time_compare(db)
        size = db.stat().st_size / 2**20
        print(f"claims={done:,} insert={built:.1f}s store={size:.0f}MiB "
              f"compare={seconds:.2f}s peak_rss={peak:.0f}MiB {json.dumps(counts)}", flush=True)


if __name__ == "__main__":
    main()
