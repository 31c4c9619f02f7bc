"""Names a document gives two ways: a product's version or a model's release stated once one
way where its other mentions say another ("kopia 0.2.0" beside "kopia 0.12.0" everywhere
else; a set-up on "Llama-3.1-70B" and a result on "Llama3.3-70B")."""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from claims.model import Quote, Restated, Software, Span
from claims.typed import typed
from claims.vocabulary.lazy import lazy

if TYPE_CHECKING:  # extraction only: a checker never reads text (see beside.py)
    from claims.extract.text.blocks import Block

# A version right after a product's name, the whole token: "0.12.0", "v1.2" (not the "2.0"
# of "2.0.0b2", which is another release's prefix).
_VERSION = lazy(r"[ \t]+v?(\d+(?:\.\d+){1,3})(?![\w-]|\.\w)")
_GLUED = lazy(r"[\w-]")
# A model's release in its name: a family, a dotted release and a size ("Llama-3.1-70B",
# "Llama3.3-70B", "Qwen 2.5 7B-Instruct").
_MODEL = lazy(r"^(?P<family>[A-Za-z]+)[\s-]*(?P<release>\d+\.\d+)[\s-]+"
              r"(?P<size>\d+(?:\.\d+)?[BbMm])(?P<rest>(?:[\s-]+\w+)*)$")


Place = tuple[int, int, str | None]  # a sentence's start, end and section


def _sentences(text: str, blocks: Sequence[Block]) -> list[Place]:
    """Every sentence of the text's prose, lists and table rows (headings name no set-up)."""
    from claims.extract.text.sentences import sentences

    return [(s.start, s.end, b.section) for b in blocks if b.kind != "heading"
            for s in sentences(b)]


def _normal(version: str) -> str:
    """A version in comparable form: "0.12.0" and "0.12" are one release."""
    parts = version.split(".")
    while len(parts) > 2 and parts[-1] == "0":
        parts.pop()
    return ".".join(parts)


def _one_digit_apart(one: str, two: str) -> bool:
    """True when two versions differ in one part by one digit dropped or added ("0.2" and
    "0.12"): a slip of the keyboard, where a real other release changes a part's value."""
    a, b = one.split("."), two.split(".")
    differ = [(x, y) for x, y in zip(a, b, strict=False) if x != y]
    if len(a) != len(b) or len(differ) != 1:
        return False
    short, long = sorted(differ[0], key=len)
    return len(long) == len(short) + 1 and any(
        long[:i] + long[i + 1:] == short for i in range(len(long)))


def _versions_of(name: str, text: str, places: Sequence[Place]) -> dict[str, list[Place]]:
    """Where the text gives `name` each version, by version in comparable form."""
    found: dict[str, list[Place]] = {}
    key = name.casefold()
    for place in places:
        said = text[place[0]:place[1]]
        folded = said.casefold()
        at = folded.find(key)
        while at >= 0:
            if not (at and _GLUED.match(said, at - 1)):
                version = _VERSION.match(said, at + len(name))
                if version:
                    found.setdefault(_normal(version.group(1)), []).append(place)
            at = folded.find(key, at + 1)
    return found


def _quote(text: str, place: Place, starts: list[int]) -> Quote:
    """A sentence as an exact quote with its line."""
    start, end, section = place
    return typed(Quote, text=text[start:end], span=typed(Span, start=start, end=end),
                 line=bisect.bisect_right(starts, start), section=section)


def _versions_two_ways(text: str, places: Sequence[Place], software: Iterable[Software],
                       starts: list[int]) -> Iterable[Restated]:
    """Each product stated at two versions only, one once and one dropped or added digit away
    from the other, stated more often, and never in one sentence with it ("from 0.2 to
    0.12" compares two releases)."""
    for name in dict.fromkeys(s.name for s in software if s.version):
        found = _versions_of(name, text, places)
        if len(found) != 2:
            continue
        (usual, at), (once, odd) = sorted(found.items(), key=lambda kv: -len(kv[1]))
        if len(odd) != 1 or len(at) < 2 or odd[0] in at or not _one_digit_apart(usual, once):
            continue
        yield typed(Restated, name=name, usual=usual, once=once,
                    quote=_quote(text, odd[0], starts), elsewhere=_quote(text, at[0], starts))


def _mentions(name: str, text: str, places: Sequence[Place]) -> list[Place]:
    """The sentences naming `name`, as written."""
    return [p for p in places if name in text[p[0]:p[1]]]


def _models_two_ways(text: str, places: Sequence[Place], models: Iterable[str],
                     starts: list[int]) -> Iterable[Restated]:
    """Each model family and size the figures give two releases of one major version only,
    never named in one sentence together and one of them named once ("Llama-3.1-70B" in the
    set-up, "Llama3.3-70B" in the result): a comparison of two releases names both at
    once, or names each more than once."""
    groups: dict[tuple[str, str, str], dict[str, str]] = {}
    for model in sorted(set(models)):
        parts = _MODEL.match(model)
        if parts:
            key = (parts["family"].casefold(), parts["size"].casefold(),
                   " ".join(parts["rest"].replace("-", " ").split()).casefold())
            groups.setdefault(key, {}).setdefault(parts["release"], model)
    for (family, size, _), releases in sorted(groups.items()):
        if len(releases) != 2 or len({r.split(".")[0] for r in releases}) != 1:
            continue
        named = {model: _mentions(model, text, places) for model in releases.values()}
        if any(not at for at in named.values()) or any(
                p in named[other] for model, at in named.items() for p in at
                for other in named if other != model):
            continue
        (usual, at), (once, odd) = sorted(named.items(), key=lambda kv: (kv[1][0][0]))
        if len(odd) != 1:
            continue
        yield typed(Restated, name=f"{family} {size}", usual=usual, once=once,
                    quote=_quote(text, odd[0], starts), elsewhere=_quote(text, at[0], starts))


def restatements(text: str, blocks: Sequence[Block], starts: list[int],
                 software: Iterable[Software], models: Iterable[str]) -> tuple[Restated, ...]:
    """The versions of the document's `software` and the releases of its figures' `models`
    that it states two ways, in the order the odd forms stand."""
    software, models = tuple(software), tuple(models)
    if not any(s.version for s in software) and not models:
        return ()
    places = _sentences(text, blocks)
    found = [*_versions_two_ways(text, places, software, starts),
             *_models_two_ways(text, places, models, starts)]
    return tuple(sorted(found, key=lambda r: (r.quote.line or 0, r.name)))
