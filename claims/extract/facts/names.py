"""The names a text gives: its name-like tokens (products, protocols, versions, years), the
version written after a product's name, a heading's numbers, a model's active parameters,
and whether it speaks of decoding several tokens per step."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from claims.extract.facts.wording import wording
from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import caseless

#: A word that names a setup: an acronym or mixed case (RoCE, TCP), letters with digits
#: (v2, iperf3, H100), a code identifier (ib_write_bw), or a year.
_TOKEN = lazy(r"[A-Za-z0-9][\w.+-]*")
_YEAR = lazy(r"(?:19|20)[0-9]{2}")
_WORD = lazy(r"[\w.+-]*\w")
_HEADING_NUMBER = lazy(r"\d(?:[\d,]*\d)?(?:\.\d+)?")
_VERSION = r"\s+v?(?P<v>\d+(?:\.\d+)+[a-z]?)\b"
_ACTIVE = caseless(r"\b(?P<n>\d+(?:\.\d+)?)\s*(?:B|billion)\s+(?:active|activated)\b"
                   r"|\bdense\s+(?P<d>\d+(?:\.\d+)?)\s*(?:B|billion)(?:\s+|-)(?:parameter|"
                   r"model)|-A(?P<a>\d+(?:\.\d+)?)B\b")
#: Decoding that makes more than one token per read of the weights.
_MULTI_TOKEN = caseless(r"\bspeculative|\bdraft\b|\bMTP\b|multi-token|\bEAGLE|\bMedusa|"
                        r"lookahead|n-gram")


def tokens(text: str) -> list[str]:
    """The tokens of a text that may name something ("18M+" as "18M"), in order."""
    # ("18M+": a floor written after the figure is still the figure)
    return [t.rstrip(".-+") for t in _TOKEN.findall(text)]


def is_year(token: str) -> bool:
    """True for a token that is a year of the last two centuries ("2024")."""
    return _YEAR.fullmatch(token) is not None


def words(text: str) -> list[str]:
    """The words of a text, with the dots, pluses and hyphens inside them ("v2.1", "8B")."""
    return _WORD.findall(text)


def heading_numbers(heading: str) -> frozenset[str]:
    """The numbers a heading names, without thousands separators ("20", "70")."""
    return frozenset(n.replace(",", "") for n in _HEADING_NUMBER.findall(heading))


def version_after(quote: str, name: str) -> tuple[bool, str | None]:
    """Whether the sentence names `name` as a whole word, and the version written right
    after it, if any ("Pollux 12.0" gives "12.0")."""
    m = re.search(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])(?:" + _VERSION + r")?", quote)
    return (m is not None, m.group("v") if m else None)


@lru_cache(maxsize=256)  # the figures of one sentence come together and ask of it once each
def names_a_version(quote: str, names: tuple[str, ...]) -> bool:
    """True when the sentence names one of `names` with a version ("Pollux 12.0"), or a
    commit or build by its hash."""
    if wording(quote).commit:
        return True
    return any(re.search(r"(?<![\w-])" + re.escape(name) + r"\s+v?\d+(?:\.\d+)+\b", quote)
               for name in names)


def active_parameters(text: str) -> frozenset[float]:
    """The active parameter counts, in billions, a text states ("37B active", "a dense 8B
    model", "Qwen3-30B-A3B")."""
    return frozenset(float(m.group("n") or m.group("d") or m.group("a"))
                     for m in _ACTIVE.finditer(text))


def multi_token(texts: Sequence[str]) -> bool:
    """True when any of the texts speaks of decoding several tokens per step (speculative,
    a draft model, MTP, EAGLE, Medusa, lookahead, n-gram)."""
    return any(_MULTI_TOKEN.search(text) is not None for text in texts)


_CODE_SPAN = lazy(r"`([^`\s]+)[^`]*`")
_NAME_CASED = lazy(r"[A-Za-z][\w.+-]*[A-Z0-9][\w.+-]*|[A-Z][\w.+-]*")


def named_things(text: str) -> frozenset[str]:
    """What a sentence names: the first word of each code span (a command: `fd -HI` names
    fd) and each cased word but the sentence's first (Quiver, pgvector, OpenAI-1M)."""
    spans = {m.group(1) for m in _CODE_SPAN.finditer(text)}
    bare = _CODE_SPAN.sub(" ", text).split()
    cased = {w.strip(".,;:()") for w in bare[1:] if _NAME_CASED.fullmatch(w.strip(".,;:()"))}
    return frozenset(spans | cased)
