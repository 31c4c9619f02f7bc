"""Comparability keys: a digest equal for claims likely comparable, for a store to group by.

A large archive cannot judge every pair, so it groups claims by a key built
from what must agree for a comparison: the metric class and canonical unit,
the basis after normalisation, the model (for a quality score, whose model is what is
compared, the model's size and tuning instead), workload (for one test of a suite, the test
and its accuracy target in place of both), scenario, precision width,
statistic and evidence class. Two claims with equal keys are judged comparable by
`judge` except where a one-sided condition, the scale of a time to train, or two scored
models' size or tuning blocks; claims that may not be compared at all get a key of their
own.
"""

from __future__ import annotations

import hashlib

from claims.compare.admit import klass_name, refusal
from claims.compare.align import NOT_MEASURED, bits, precision, statistic_key
from claims.compare.names import fold, model_key
from claims.compare.normalise import normalise
from claims.compare.quality import is_quality, quality_group
from claims.compare.scenario import scenarios, workload
from claims.compare.specs import spec_group
from claims.compare.suite_tests import suite_key
from claims.model import Claim

# Bump when comparability_key or normalise change: stores re-key their claims on open.
KEY_VERSION = "13"


def comparability_key(claim: Claim, per_user_speed: float | None = None) -> str:
    """The store's grouping key for `claim` (`per_user_speed` is kept for the store's callers)."""
    del per_user_speed  # the operating point is a condition shown, not a grouping one
    if refusal(claim) is not None:
        parts = ["alone", claim.id]
    else:
        c = claim.conditions
        norm = normalise(claim)
        stat = statistic_key(claim.statistic.value) if claim.statistic else "-"
        # a quality score's model is what is compared (`quality`): scores of models of one
        # size and tuning on one benchmark share a group
        # and a model's specification meets any model's of the same quantity (`specs`)
        model = quality_group(claim) if is_quality(claim) else spec_group(claim) or \
            model_key(c.model) or "-"
        # one test of a suite fixes the model and the benchmark, however a page words them
        test = suite_key(claim)
        parts = [klass_name(claim), norm.unit, norm.basis, "-" if test else model,
                 test or fold(workload(claim)) or "-", fold(c.benchmark_version) or "-",
                 ",".join(sorted(bits(precision(claim)))) or fold(precision(claim)) or "-",
                 "best" if stat in ("peak", "max") else stat,
                 "model" if claim.evidence in NOT_MEASURED else "measured",
                 ";".join(f"{k}={v}" for k, v in sorted(scenarios(claim).items()))]
    return hashlib.sha256("\x1f".join(parts).encode("utf-8")).hexdigest()[:16]
