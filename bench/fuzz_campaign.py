"""The fuzz campaign: many generated announcements and damaged claim files through the loaders,
the extractor, the checkers and the renderers, counting what each input did.

Properties (the same as `tests/test_fuzz.py`, which runs a short seeded slice): no
exception but a clean `ClaimsError` refusal; every quote is `text[span]`; the same
input gives the same report twice. A crash is recorded, not raised, so one run finds
them all; the first input of each distinct crash is written to `--crashes DIR`.

    python bench/fuzz_campaign.py --examples 100000 --workers 2 --seed 18
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from hypothesis import HealthCheck, Phase, given, seed, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from tests.strategies import Chooser, check_claim_bytes, claim_file, document, vet_bytes  # noqa: E402

CLAIM_FILE = (ROOT / "examples" / "deepseek-v4-1-flash-vera-rubin.claims.yaml").read_text("utf-8")
# One claim-file example for every this many announcements.
CLAIM_FILE_SHARE = 10
# The campaign renders these and SARIF (JSON is dumped by the determinism check already);
# the suite's seeded run renders markdown, json and html too.
FORMATS = ("text",)
LOG_EVERY = 1000


def _signature(exc: BaseException) -> str:
    """A crash's identity: its type and the innermost frame in the project's code."""
    frames = [f for f in traceback.extract_tb(exc.__traceback__)
              if "/claims/" in f.filename or "/checkers/" in f.filename]
    where = f"{Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else "?"
    return f"{type(exc).__name__} at {where}: {str(exc)[:120]}"


def campaign(examples: int, run_seed: int, log: Path | None = None) -> dict[str, Any]:
    """Run `examples` announcements (and a tenth as many claim files); return the counts.

    With `log`, the counts so far are rewritten there every `LOG_EVERY` announcements, so a
    campaign stopped early still says how far it got."""
    counts: Counter[str] = Counter()
    crashes: dict[str, str] = {}
    problems: dict[str, str] = {}

    def record(kind: str, data: bytes, name: str, exc: BaseException) -> None:
        signature = f"{kind}: {_signature(exc)}"
        counts["crash"] += 1
        crashes.setdefault(signature, json.dumps({"name": name, "bytes": data.decode(
            "latin-1"), "traceback": traceback.format_exc()}))

    started = time.monotonic()
    quick = settings(max_examples=examples, deadline=None, database=None,
                     phases=[Phase.generate], suppress_health_check=list(HealthCheck))

    @seed(run_seed)
    @quick
    @given(st.integers(0, 2**64 - 1))
    def announcements(case_seed: int) -> None:
        # One drawn seed builds the whole case: hypothesis' bookkeeping of ~100 draws an
        # example cost more than vetting it (the suite's run draws every choice instead).
        rng = random.Random(case_seed)
        data, name = document(Chooser(rng=rng))
        counts["announcements"] += 1
        if log is not None and counts["announcements"] % LOG_EVERY == 0:
            log.write_text(json.dumps({"seed": run_seed, "counts": counts, "crashes":
                                       list(crashes), "problems": list(problems),
                                       "seconds": time.monotonic() - started}, indent=1))
        if counts["announcements"] % CLAIM_FILE_SHARE == 0:
            damaged_claim_file(claim_file(Chooser(rng=rng), CLAIM_FILE))
        try:
            outcome = vet_bytes(data, name, FORMATS)
        except Exception as exc:  # the campaign counts crashes instead of stopping at one
            record("announcement", data, name, exc)
            return
        if outcome.refused is not None:
            counts["refused"] += 1
            counts["refused: " + outcome.refused.split(": ", 1)[-1].split(":")[0][:60]] += 1
        else:
            assert outcome.report is not None
            counts["vetted"] += 1
            counts["claims"] += len(outcome.report.claims)
            counts["findings"] += len(outcome.report.findings)
        if outcome.problem is not None:
            counts["property broken"] += 1
            kind = outcome.problem.split(":")[0]  # the property, not this input's quote
            counts[f"property broken: {kind}"] += 1
            problems.setdefault(kind, json.dumps({"name": name, "problem": outcome.problem,
                                                  "bytes": data.decode("latin-1")}))

    def damaged_claim_file(data: bytes) -> None:
        counts["claim files"] += 1
        try:
            counts["claim files " + check_claim_bytes(data)] += 1
        except Exception as exc:  # counted, as above
            record("claim file", data, "fuzz.claims.yaml", exc)

    announcements()
    return {"counts": dict(counts), "crashes": crashes, "problems": problems,
            "seconds": time.monotonic() - started}


def _one(job: tuple[int, int, Path]) -> dict[str, Any]:
    """Pool entry point: one campaign slice, logging its progress beside the crash cases."""
    examples, run_seed, folder = job
    folder.mkdir(parents=True, exist_ok=True)
    return campaign(examples, run_seed, folder / f"progress-{run_seed}.json")


def main() -> int:
    """Run the campaign (split over worker processes) and print the counts."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=100_000)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument("--crashes", type=Path, default=Path("fuzz-crashes"))
    args = parser.parse_args()
    share = args.examples // args.workers
    jobs = [(share + (args.examples % args.workers if i == 0 else 0), args.seed + i,
             args.crashes) for i in range(args.workers)]
    with multiprocessing.get_context("fork").Pool(args.workers) as pool:
        parts = pool.map(_one, jobs)
    counts: Counter[str] = Counter()
    crashes: dict[str, str] = {}
    problems: dict[str, str] = {}
    for part in parts:
        counts.update(part["counts"])
        crashes.update(part["crashes"])
        problems.update(part["problems"])
    print(f"seed {args.seed}, {args.workers} workers, "
          f"{max(p['seconds'] for p in parts):.0f} s")
    for key in sorted(counts, key=lambda k: (k.startswith("refused: "), k)):
        print(f"  {key}: {counts[key]}")
    print(f"distinct crashes: {len(crashes)}; distinct broken properties: {len(problems)}")
    if crashes or problems:
        args.crashes.mkdir(parents=True, exist_ok=True)
        for n, (signature, case) in enumerate(sorted({**crashes, **problems}.items())):
            print(f"  [{n}] {signature}")
            (args.crashes / f"case-{n}.json").write_text(
                json.dumps({"signature": signature, **json.loads(case)}, indent=1),
                encoding="utf-8")
    return 1 if crashes or problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
