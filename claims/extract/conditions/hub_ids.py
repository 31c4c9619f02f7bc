"""Models named by their id on a model hub, "org/name" ("acme-labs/orca-mini-13b-chat"): the
name after the slash is the model, the organisation before it its publisher, never a model
of its own ("Qwen/..." names no model "Qwen"). An "org/name" is a model id only where the
name is a model by what the vocabulary already knows of model names: it states a parameter
count ("-13b", "-1.1B", "-8x7B"), which names a model whatever its family (as an entity
with one does, `model_mentions`), or the family finder reads a model at its start. A code
repository ("someorg/llama.cpp", "acme/chat-ui") states neither, and names no model."""

from __future__ import annotations

import array

from claims.vocabulary.lazy import lazy

# One part of an id ("llama2", "7b", "chat"), set apart by a hyphen, underscore or dot.
_PART_EDGE = "-_."
# A parameter count as one part of the name: "7b", "1.1B", "160m", "8x7B", "A22B".
_COUNT = lazy(r"(?:\d+x)?\d+(?:\.\d+)?[BbMm]|A\d+B")
# A word of the name beside its count: "orca" of "orca-13b" (a bare "13b" names no model).
_LETTERED = lazy(r"[A-Za-z]{2}")
# The characters of an organisation or a name on a hub.
_ID_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")


def hub_ids(text: str) -> list[tuple[int, int, int]]:
    """(org start, name start, name end) of each "org/name" in `text`: two runs of id
    characters joined by one slash, with no slash or word character around them (a path
    "a/b/c" or a unit "tokens/s" of one letter is read by the caller's test of the name)."""
    out = []
    at = text.find("/")
    while at != -1:
        a = at
        while a and text[a - 1] in _ID_CHARS:
            a -= 1
        z = at + 1
        while z < len(text) and text[z] in _ID_CHARS:
            z += 1
        while z > at + 1 and text[z - 1] in _PART_EDGE:  # a sentence's full stop
            z -= 1
        lone = (a == 0 or text[a - 1] != "/") and (z == len(text) or text[z] != "/")
        if lone and a < at and z > at + 2 and text[a].isalnum() and text[at + 1].isalnum():
            out.append((a, at + 1, z))
        at = text.find("/", z if z > at else at + 1)
    return out


def counted(name: str) -> bool:
    """True when one part of the name is a parameter count ("orca-mini-13b-chat")."""
    return any(_COUNT.fullmatch(part) for part in _parts(name))


def _parts(name: str) -> list[str]:
    """The parts of an id's name, split at hyphens, underscores and dots between words (a
    dot inside a number, "1.1b", stays)."""
    parts, start = [], 0
    for i, ch in enumerate(name):
        if ch in _PART_EDGE and not (ch == "." and 0 < i < len(name) - 1
                                     and name[i - 1].isdigit() and name[i + 1].isdigit()):
            parts.append(name[start:i])
            start = i + 1
    parts.append(name[start:])
    return [p for p in parts if p]


def with_hub_ids(text: str, found: array.array[int]) -> array.array[int]:
    """The model spans (flat start, end pairs) `found` by the family finder, with each hub
    id's name added where it names a model, and every span within that id's organisation
    or inside its name dropped: the id's name is the one model it states."""
    ids = []
    starts = {x for x in found[::2]}
    for org, a, z in hub_ids(text):
        if counted(text[org:a - 1]):  # "7B/13B", "Llama-7B/13B": sizes side by side
            continue
        if (counted(text[a:z]) and _LETTERED.search(text, a, z)) or a in starts:
            ids.append((org, a, z))
    if not ids:
        return found
    kept = array.array("q")
    for x, y in zip(found[::2], found[1::2], strict=True):
        if not any(org <= x and y <= z for org, _, z in ids):
            kept.extend((x, y))
    for _, a, z in ids:
        kept.extend((a, z))
    return kept
