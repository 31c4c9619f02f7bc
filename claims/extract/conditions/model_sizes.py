"""A size standing for a model in a figure's own sentence: where a post measures several
sizes of one family, its prose names each run by its size alone ("for 13B on eight GPUs
FSDP reaches 44.4%", "the 70B run needs 93.2 GB"). The figure keeps the family its wider
scopes give it, at the size its sentence names last before it; a size after the figure is
another run's ("6 points above the 7B run's 26.9%")."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy

#: A parameter count used as a model's name: followed by "model", "run", "variant",
#: "baseline", "configuration" (a "-parameter" between allowed) or by "on" and the machine
#: it ran on ("13B on eight GPUs"), or counted in parameters, written short or in words
#: ("8.3 billion parameters", "a 1.2B-parameter baseline"); never a count of tokens or
#: bytes ("499B tokens", "80 GB"), nor a share of one per device ("1 billion parameters
#: per GPU": the load each holds, no run's size).
_SIZE_NAME = lazy(
    r"(?<![\w.$])(\d+(?:\.\d+)?)\s?(?:([BM])(?:[- ]param(?:eter)?s?)?"
    r"(?=(?:['\u2019]s)?\s+(?:models?|runs?|variants?|checkpoints?|baselines?|"
    r"configurations?|configs?|on)\b)|"
    r"([BM]|billion|million)[-\s]param(?:eter)?s?\b(?!\s+(?:per|each)\b))")
#: Any parameter count alone, whatever follows it ("the 70B loss", "from 1 billion to 8").
_BARE_SIZE = lazy(r"(?<![\w.$])\d+(?:\.\d+)?\s?(?:[BM](?![\w/])|(?:billion|million)\b)")
#: The letter of a size written in words.
_LETTER = {"billion": "B", "million": "M"}

#: A model name's own parameter count and what follows it ("8B Instruct" of "Llama 3.1 8B
#: Instruct"): the family is what stands before it.
_MODEL_SIZE = lazy(r"[\s-]+\(?((?:\d+x)?\d+(?:\.\d+)?\s?[BMT])\b", re.I)


def resized(text: str, start: int, end: int, near: int | None,
            model: str | None) -> str | None:
    """The model `model` (the figure's from its wider scopes) at the size the sentence from
    `start` to `end` names last as a model before the figure at `near` (with no figure
    place, the one size it names), or None where it names none or `model` is no family's
    name."""
    if not model:
        return None
    sizes = [f"{m.group(1)}{_LETTER.get(letter, letter)}"
             for m in _SIZE_NAME.finditer(text, start, end if near is None else near)
             for letter in (m.group(2) or m.group(3),)]
    if not sizes or (near is None and len({_short(m.group(0)) for m in
                                           _BARE_SIZE.finditer(text, start, end)}) > 1):
        return None  # a sentence of several sizes, read once for all its figures: unsaid
    size = sizes[-1]
    own = _MODEL_SIZE.search(model)
    if own is not None and own.group(1).replace(" ", "").upper() == size.upper():
        return model  # the size it already has: "Llama 3.1 8B Instruct" stays whole
    family = (model[:own.start()] if own is not None else model).strip(" -")
    return f"{family} {size}" if family else None


def _short(size: str) -> str:
    """A parameter count as its number and letter ("8.3 billion" and "8.3B" are "8.3B")."""
    for word, letter in _LETTER.items():
        size = size.replace(word, letter)
    return size.replace(" ", "").upper()
