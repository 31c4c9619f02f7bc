"""What a quality column's header says its scores were taken on: the split of the data set
("mAP val", "mAP test") and what was scored ("mAP box", "mAP mask").

A row of a results table often holds several scores of one measure, told apart only by
their columns' headers: "| YOLOX-x | 51.1 | 51.5 |" under "mAP val" and "mAP test" gives the
validation and the test-dev score of one model. Read from the header, the split and the
scored output are settings of the cell, so a validation score never meets a test score,
nor a box mAP a mask mAP. Only headers naming a quality measure are read: "Test 1 (ms)" is
no split.
"""

from __future__ import annotations

import re
from functools import lru_cache

from claims.vocabulary.lazy import lazy

SPLIT = "split"
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


@lru_cache(maxsize=1024)  # one table's header is read for each of its rows' cells
def scoring(header: str) -> tuple[tuple[str, str], ...]:
    """(setting, value) pairs a quality column's header states: its split and what it
    scored, in that order; empty for a header naming no quality measure."""
    if not _QUALITY.search(header):
        return ()
    out = []
    split = _SPLIT.search(header)
    if split:
        out.append((SPLIT, _SPLITS[_key(split.group(1))]))
    scored = _SCORED.search(header)
    if scored:
        out.append((SCORED, _OUTPUTS[_key(scored.group(1))]))
    return tuple(out)
