"""Whether a name is the publisher's own: one name begins with the other, once the words
that only say the publisher is an organisation are set aside ("Sable Systems" on "Sable
S7"). Read by the self-reported rule and by the learned who-measured stage alike."""

from __future__ import annotations

from collections.abc import Iterable

from claims.model import Claim
from claims.vocabulary.software import PLATFORMS

#: Words a maker's name ends with that are not its name ("Sable Systems", "Halyard
#: Storage"): a publisher named so is the maker of an entity named "Sable S7".
ORGANISATION_WORDS = frozenset({
    "systems", "system", "inc", "inc.", "corp", "corp.", "corporation", "labs", "lab",
    "networks", "storage", "data", "project", "team", "ai", "cloud", "compute", "computing",
    "technologies", "technology", "software", "foundation", "group", "company", "co", "co.",
    "ltd", "ltd.", "llc", "gmbh", "semiconductor", "semiconductors", "research", "devices"})


def _words(name: str) -> tuple[str, ...]:
    """A name's words, case folded."""
    return tuple(name.casefold().split())


def name_of(words: tuple[str, ...]) -> tuple[str, ...]:
    """An organisation's name without the words that say it is an organisation."""
    end = len(words)
    while end > 1 and words[end - 1] in ORGANISATION_WORDS:
        end -= 1
    return words[:end]


def publisher_names(publisher: str | None, names: Iterable[str]) -> bool:
    """True when one of `names` and the publisher's name begin one with the other, once
    words that only say the publisher is an organisation are set aside."""
    own = name_of(_words(publisher or ""))
    if not own:
        return False
    for name in map(_words, names):
        shorter, longer = sorted((own, name), key=len)
        if shorter and longer[:len(shorter)] == shorter:
            return True
    return False


def own_software(publisher: str | None, claim: Claim) -> bool:
    """True when the publisher's own software is named among a figure's conditions
    ("SQLite" on a page SQLite publishes): the figure measures the publisher's product. A
    platform the program runs on or is built with (Linux, GCC, CUDA) is not what was
    measured."""
    return publisher_names(publisher, (s.name for s in claim.conditions.software
                                       if s.name.casefold() not in PLATFORMS))
