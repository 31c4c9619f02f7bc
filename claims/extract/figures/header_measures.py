"""What a column header or row label names when it names a measure but no unit: a quality
of results ("Recall", "Mean search precision", "NDCG@10"), read as a score on its own
scale, and a share of a resource ("GPU utilization", "MFU") or of outcomes ("Success rate",
"Cache hit ratio"), read as a percent."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy
from claims.vocabulary.metrics import PERFORMANCE_SCORES
from claims.vocabulary.units import Unit

# A measure of the quality of results, named as a column's or row's whole measure: its
# bare cells are scores on the measure's own scale (0.93 recall), never counts. "Precision"
# after a number format's name ("mixed precision", "FP16 precision") is that format.
_QUALITY = lazy(r"(?<![\w@-])(?:recall|accuracy|F1(?:[\s-]score)?|NDCG|MRR|(?-i:mAP)|(?<!mixed )"
                r"(?<!half )(?<!full )(?<!single )(?<!double )(?<!reduced )precision)"
                r"(?:@\d+)?(?![\w-])", re.I)
_FORMAT_PRECISION = lazy(r"\b(?:FP|BF|INT|TF)\d+\s+precision\b", re.I)
SCORE = Unit("score", 1, "accuracy")
# A measure of the errors in results, where lower is better ("WER", "Character error rate"):
# its bare cells are scores on its own scale too, of the error-rate metric. The
# abbreviations are read in capitals only ("wer" is a word of other languages).
_ERROR = lazy(r"(?<![\w@-])(?:(?-i:[WC]ER)|(?:word|character|char)[\s-]+error[\s-]+rates?)"
              r"(?![\w-])", re.I)
ERROR_SCORE = Unit("score", 1, "error_rate")
_TIMED = lazy(r"\b(?:time|times|latenc(?:y|ies)|duration|minutes|hours|seconds|QPS|RPS|"
              r"throughput)\b", re.I)


def quality_named(header: str) -> bool:
    """Whether a header or row label names a quality of results ("Recall", "Mean search
    precision", "Accuracy - mixed precision"), not a number format ("FP16 precision")."""
    text = _FORMAT_PRECISION.sub(" ", header)
    # "Time to accuracy", "Latency at 0.95 recall": a time, at a quality held fixed
    return _QUALITY.search(text) is not None and not _TIMED.search(text)


def quality_unit(header: str) -> Unit | None:
    """The score unit of a header or row label naming a quality of results: an error rate's
    ("WER", "Word error rate") or any other quality's ("Recall"); None for no quality."""
    if _ERROR.search(header) and not _TIMED.search(header):
        return ERROR_SCORE
    return SCORE if quality_named(header) else None


# A header naming a share of a resource kept busy: its cells are shares, whatever they sum to.
RESOURCE_SHARE = lazy(r"(?:[A-Za-z]+\s+)?(?:\butili[sz]ation\b|\b[MH]FU\b|\bMBU\b|"
                      r"\boccupancy\b)", re.I)


# A header naming the share of requests, lookups or packets with one outcome: "success
# rate", "error rate", "cache hit ratio", "packet loss rate".
OUTCOME_SHARE = lazy(r"\b(?:success|error|failure|fail|hit|miss|drop|loss|pass|retry|"
                     r"timeout|rejection|abort)\s+(?:rate|ratio)\s*$", re.I)


def scored_by(corner: str) -> bool:
    """Whether a table's corner cell names a benchmark that scores speed without a unit
    ("Geekbench CPU", "Cinebench R23"): the bare cells of its table are its scores."""
    return PERFORMANCE_SCORES.search(corner) is not None
