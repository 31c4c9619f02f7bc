"""The words that name a document's writer (its publisher, an author's organisation) and
the words of a title they are matched against, to tell whether a title names its writer.

A later word of a writer's description that joins a name to a plain word with a hyphen
names it only as a whole: "LLM-Learning" (a repository's name) is one name, and its part
"LLM" is no name of the writer, so a title about "LLM serving" does not name it; names
joined ("NVIDIA-NeMo") are each a name. Where the description says where it is published
("notes on GitHub"), that place is no name of the writer either."""

from __future__ import annotations

from itertools import pairwise

from claims.vocabulary.lazy import lazy

# Words a team's or publisher's name may open with that name no one ("the Core Team").
GENERIC = frozenset({"the", "core", "web", "data", "dev", "developer", "developers", "platform",
                     "infrastructure", "release", "community", "blog", "editorial", "product",
                     "docs", "documentation", "benchmark", "benchmarking", "performance",
                     "engineering", "research", "open", "source", "project", "our"})
WORD = lazy(r"\w[\w.+]*")
# A word with its hyphenated parts ("LLM-Learning", "vLLM-Ascend").
_COMPOUND = lazy(r"\w[\w.+]*(?:-\w[\w.+]*)*")
# A word cased as only a name is ("APISIX", "vLLM", "PyTorch", "H100"): a capital after its
# first letter, or a digit.
_NAME_CASED = lazy(r"^\w+?[A-Z0-9]")
# Words after which a description names where it is published ("notes on GitHub").
_PLACE = frozenset({"on", "at", "via"})


def name_words(name: str) -> set[str]:
    """The folded words of a team's or publisher's name that name it: the first one that is
    not generic ("Acme" of "The Acme Team"), and any later one cased as only a name is
    ("APISIX" of "Apache APISIX blog", where the foundation's word comes first), not after
    a word of place, and taken whole with its hyphenated parts (see the module's note)."""
    words = [w.rstrip(".") for w in WORD.findall(name) if w.casefold() not in GENERIC]
    found = {words[0].casefold()} if words else set()
    tokens = [w.rstrip(".") for w in _COMPOUND.findall(name)]
    for before, token in pairwise(["", *tokens]):
        if token.casefold() in GENERIC or before.casefold() in _PLACE:
            continue
        found |= {w.casefold() for w in _names_in(token)}
    return found


def _names_in(token: str) -> list[str]:
    """The names a word with its hyphenated parts holds: each part when every part is cased
    as a name ("NVIDIA-NeMo", "TensorRT-LLM": names joined), else the whole word when it is
    cased as one ("LLM-Learning": one name, its part "LLM" no name by itself)."""
    parts = token.split("-")
    if len(parts) > 1 and all(_NAME_CASED.match(p) for p in parts):
        return [token, *parts]
    return [token] if _NAME_CASED.match(token) else []


def title_words(title: str) -> set[str]:
    """The folded words of a title, each alone and whole with its hyphenated parts
    ("vLLM-Ascend doubles": "vllm", "ascend", "vllm-ascend", "doubles")."""
    return {w.rstrip(".").casefold() for w in (*WORD.findall(title), *_COMPOUND.findall(title))}
