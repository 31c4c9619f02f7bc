"""What a quality column's header says its scores were taken on: the split of the data set
("mAP val", "mAP test"), what was scored ("mAP box", "mAP mask") and which of the k best
answers counts ("acc@1", "acc@5").

A row of a results table often holds several scores of one measure, told apart only by
their columns' headers: "| YOLOX-x | 51.1 | 51.5 |" under "mAP val" and "mAP test" gives the
validation and the test-dev score of one model. Read from the header, the split and the
scored output are settings of the cell, so a validation score never meets a test score,
nor a box mAP a mask mAP. Only headers naming a quality measure are read: "Test 1 (ms)" is
no split.

The data a model was (pre-)trained on sets its score as much as its design: a "Pretrain"
column's cells ("ImageNet-22K") and a table's heading ("Pre-trained on ImageNet-22K,
fine-tuned on ImageNet-1K") give one setting, `TRAINED_ON`, under one name, so a table of
one document meets the other's column.
"""

from __future__ import annotations

import re
from functools import lru_cache

from claims.vocabulary.lazy import lazy

SPLIT = "split"
TRAINED_ON = "trained on"
TOP_K = "top-k"
# Which of the k best answers counts: "acc@5", "Top-1", "top5 acc".
_TOP_K = lazy(r"\bacc@(\d+)|\btop-?\s?(\d+)\b", re.I)
# A setting column's header naming the training data: "Pretrain", "Pre-training data".
_TRAINING_HEADER = lazy(r"\W*(?:pre-?\s?train(?:ed|ing)?|train(?:ed|ing))(?:\s+(?:on|data|"
                        r"data\s?set|set|corpus))?\W*", re.I)
# A heading's "(pre-)trained on <data set>": the first one is the model's own training data
# ("Pre-trained on ImageNet-22K, fine-tuned on ImageNet-1K" gives ImageNet-22K).
_TRAINED_ON = lazy(r"\b(?:pre-?\s?)?trained\s+(?:only\s+)?on\s+([A-Z][\w.+-]*\w)", re.I)
SCORED = "scored on"
# A header naming a quality measure: a mean average precision, an accuracy, a top-k rate,
# an F1, BLEU or ROUGE score, an intersection over union, a recall, a perplexity, a pass@k.
_QUALITY = lazy(r"\b(?:m?AP(?:50|75)?|acc(?:uracy)?|top-?\d|f1|bleu|rouge\w*|m?iou|recall|"
                r"ppl|perplexity|pass@\d+|exact\s+match)\b|\bacc@\d", re.I)
_SPLIT = lazy(r"\b(test[\s-]?dev|test[\s-]?std|val(?:id(?:ation)?)?|dev|test)\b", re.I)
_SCORED = lazy(r"\b((?:bounding\s+)?box|bbox|mask|segm|keypoints?|pose)\b", re.I)
_SPLITS = {"testdev": "test-dev", "teststd": "test-std", "val": "val", "valid": "val",
           "validation": "val", "dev": "dev", "test": "test"}
_OUTPUTS = {"box": "box", "boundingbox": "box", "bbox": "box", "mask": "mask", "segm": "mask",
            "keypoint": "keypoint", "keypoints": "keypoint", "pose": "keypoint"}


def _key(word: str) -> str:
    """A header word folded: case, spaces and hyphens out."""
    return re.sub(r"[\s-]+", "", word.casefold())


def quality_header(header: str) -> bool:
    """True for a column header naming a quality measure ("acc@1", "mAP val", "F1")."""
    return _QUALITY.search(header) is not None


@lru_cache(maxsize=1024)  # one table's header is read for each of its rows' cells
def scoring(header: str) -> tuple[tuple[str, str], ...]:
    """(setting, value) pairs a quality column's header states: its split, what it scored
    and its k, in that order; empty for a header naming no quality measure."""
    if not _QUALITY.search(header):
        return ()
    out = []
    split = _SPLIT.search(header)
    if split:
        out.append((SPLIT, _SPLITS[_key(split.group(1))]))
    scored = _SCORED.search(header)
    if scored:
        out.append((SCORED, _OUTPUTS[_key(scored.group(1))]))
    top = _TOP_K.search(header)
    if top:
        out.append((TOP_K, top.group(1) or top.group(2)))
    return tuple(out)


def training_header(header: str) -> bool:
    """True for a setting column's header naming the training data ("Pretrain")."""
    return _TRAINING_HEADER.fullmatch(header) is not None


def trained_on(heading: str | None) -> str | None:
    """The data set a table's heading says its models were (pre-)trained on, else None."""
    found = _TRAINED_ON.search(heading or "")
    name = found.group(1) if found else ""
    # a data set's name, not a word ("trained on the full set"): a capital or a digit in it
    return name if any(ch.isupper() or ch.isdigit() for ch in name) else None
