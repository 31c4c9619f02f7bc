"""A model's size and tuning as its name gives them ("Llama 3 8B Instruct": 8B parameters,
tuned; "YOLOX-m": size m), shared by the comparisons of quality scores and of model
specifications."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy

# A parameter count in a model's name: "8B", "1.1B", "350M", "8x7B" (the expert count too).
_PARAMS = lazy(r"(?<![\w.])(?:(\d+)\s*x\s*)?(\d+(?:\.\d+)?)\s*([BMK])(?![\w])", re.I)
# A size word or letter ending a model's name: "YOLOX-m", "YOLOv8m", "Swin-T", "BERT-large".
_TIER = lazy(r"(?:[\s_-]|(?<=\d))(n|s|m|l|x|t|b|h|g|xl|xxl|nano|tiny|small|medium|base|"
             r"large|huge|giant)$", re.I)
_TIER_WORDS = {"nano": "n", "tiny": "t", "small": "s", "medium": "m", "base": "b", "large": "l",
               "huge": "h", "giant": "g"}
_SCALE = {"k": 1e3, "m": 1e6, "b": 1e9}
# Words a model's name uses to say it was tuned to follow instructions or chat.
_TUNED = lazy(r"(?:^|[\s_\-/.])(?:instruct|chat|it|sft|rlhf|rl|dpo)(?=$|[\s_\-/.()])", re.I)


def tuned(model: str | None) -> bool:
    """True for a model name that says it was instruction- or chat-tuned."""
    return bool(model) and _TUNED.search(model or "") is not None


def size(model: str | None) -> tuple[str, float | str] | None:
    """A model's size as its name gives it: ("params", count) or ("tier", letter), else
    None. Tuning words are set aside first: "Llama 3 8B Instruct" is of size 8B."""
    if not model:
        return None
    bare = _TUNED.sub("", model).strip(" -_")
    counts = list(_PARAMS.finditer(bare))
    if counts:
        experts, number, scale = counts[-1].groups()
        return "params", float(number) * _SCALE[scale.casefold()] * int(experts or 1)
    tier = _TIER.search(bare)
    if tier is None:
        return None
    word = tier.group(1).casefold()
    return "tier", _TIER_WORDS.get(word, word)
