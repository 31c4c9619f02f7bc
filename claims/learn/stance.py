"""Whose measurements a document reports, read from its body where its front matter names
no publisher: the writer's account of its own system, or a writer comparing other
makers' products on a test rig it describes; and whether a figure's own sentence gives it
to someone else ("Loggly reported", "according to Phoronix").

The learned `measured_by` reads the gold lists' `self` (the writer measured) well, but a
claim's `self-reported` says the builder measured: the two agree on a team's or a
maintainer's own account and disagree on a review of other people's products. Where the
front matter names a publisher, the rules read the writer's ties from it
(`claims.extract.setting.outside_writer`); where it names only a person, or nobody, this
module reads them from the body."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from enum import Enum

from claims.extract.facts.measurer import is_no_party, measured_by
from claims.extract.text.blocks import Block
from claims.vocabulary.comparisons import COMPARES_PRODUCTS, DISCLAIMED_STAKE
from claims.vocabulary.lazy import lazy


class Stance(Enum):
    """What the body says of the writer's tie to what it measures."""

    #: The writer speaks of the measured system as its own (a team's or maintainer's post,
    #: a project's README benchmarking itself).
    own = "own"
    #: A reviewer: the writer compares other makers' products on a rig it describes, says
    #: it has no stake, or reviews a unit it bought.
    others = "others"
    #: The body says neither: the front matter's reading stands.
    unread = "unread"


# The patterns read over the whole body open with a class of the letters their words can
# start with (under their own flags): tested at each place, it lets the engine pass most
# places without entering an alternative, with the same matches.

# The writer in the first person, doing something: "we ran", "I would pick", "our
# workload". A capital "I" alone is too often a numeral ("Part I"), so it needs a verb
# after it in lower case.
_FIRST_PERSON = lazy(r"(?=[WwOoMmI])(?:\b(?:[Ww]e|WE|[Oo]ur|[Mm]y)\b|"
                     r"\bI(?:'ve|'m|'d)?\s+[a-z]{2,}\b)")
# The writer built, changed or ships what it measures: "we implemented", "our kernel",
# "this library". Such a writer compares its own work with others', so no reviewer.
_BUILT = lazy(
    r"(?=[wiotm])(?:\b(?:we|i)(?:\s+(?:have|had|also|then|recently|just|now|first))?(?:'ve)?\s+"
    r"(?:built|wrote|written|implemented|added|introduced|released|designed|developed|"
    r"shipped|rewrote|rewritten|ported|created|reworked|redesigned|open-sourced|launched|"
    r"refactored|landed|merged|contributed|are\s+releasing|are\s+introducing)\b"
    r"|\b(?:our|my)\s+(?:own\s+|new\s+|latest\s+)?(?:implementation|library|project|code|"
    r"engine|kernels?|compiler|database|design|release|patch|pull\s+request|changes|"
    r"approach|framework|runtime|optimi[sz]ations?|product|platform|software|algorithm)\b"
    r"|\bthis\s+(?:project|library|crate|package)(?:'s)?\s+(?:own\s+)?"
    r"(?:implementation|code|engine|kernels?)\b"
    r"|\bwe(?:'re|\s+are)\s+(?:excited|happy|pleased|proud|thrilled)\b)", re.I)
# A title that calls the document a review ("Review: ...", "... reviewed"), not a
# look back ("2024 in review") or a code or peer review.
_REVIEW = lazy(r"\breview(?:ed)?\b", re.I)
_NO_REVIEW = lazy(r"\b(?:in|code|peer|year)\s+review\b", re.I)
# A title setting two things side by side: "Nginx against Caddy", "X vs. Y".
_VERSUS = lazy(r"\s(?:vs\.?|versus|against)\s", re.I)
# A word of a title side that names nothing by itself (a version, an article).
_NAMELESS = lazy(r"v?\d[\w.]*|the|a|an|and|on|of|in|with", re.I)
_NAME_WORD = lazy(r"[\w][\w.+-]*")
# A heading that describes the test rig.
_RIG = lazy(r"\b(?:setup|set-up|hardware|environment|test\s*bed|rig|platforms?|machines?|"
            r"system\s+information|methodology|method|configuration|host|stack)\b", re.I)
# Words of an author's name that tie no one to a subject.
_GENERIC = frozenset({"the", "team", "teams", "project", "docs", "documentation", "and",
                      "blog", "systems", "community", "engineering", "performance"})


def stance(title: str | None, text: str, blocks: Sequence[Block],
           authors: Iterable[str]) -> Stance:
    """The writer's tie to what the document measures, as the body and the authors' names
    show it: a reviewer's (a stated stake of none, a unit bought at retail, a title calling
    it a review, or a comparison of several products with a rig section; and no word that
    the writer built any of them), else the writer's own account (an author named for the
    title's subject, or the body in the first person), else unread."""
    named_for = _named_for_subject(title, authors)
    body = " ".join(text[b.start:b.end] for b in blocks if b.kind != "heading")
    headings = [text[b.start:b.end] for b in blocks if b.kind == "heading"]
    built = named_for or bool(_BUILT.search(body))
    if not built and (DISCLAIMED_STAKE.search(body) or _reviewed(title) or (
            _compares(title, headings, body) and any(_RIG.search(h) for h in headings))):
        return Stance.others
    if named_for or _FIRST_PERSON.search(body):
        return Stance.own
    return Stance.unread


def _reviewed(title: str | None) -> bool:
    """Whether the title calls the document a review of what it measures."""
    return title is not None and bool(_REVIEW.search(title)) and not _NO_REVIEW.search(title)


def _compares(title: str | None, headings: Sequence[str], body: str) -> bool:
    """Whether the title (or first heading) sets two different products side by side, or
    the body's opening says it compares several."""
    lead = body[:600]
    return _different_sides(title or (headings[0] if headings else "")) or bool(
        COMPARES_PRODUCTS.search(lead))


def _different_sides(title: str) -> bool:
    """Whether a title's two sides ("Meilisearch against Typesense") open with different
    names; two versions of one product ("TiDB v5.4.0 vs. v5.3.0") are one side."""
    parts = _VERSUS.split(title, maxsplit=1)
    if len(parts) != 2:
        return False
    left, right = (_names(p) for p in parts)
    return bool(left) and bool(right) and right[0] not in left


def _names(side: str) -> list[str]:
    """The words of a title side that name something, folded, in order."""
    return [w.casefold() for w in _NAME_WORD.findall(side) if not _NAMELESS.fullmatch(w)]


def _named_for_subject(title: str | None, authors: Iterable[str]) -> bool:
    """Whether an author's name holds a name the title holds ("DeepSpeed Team (Microsoft)"
    on "DeepSpeed Chat", "Dennis Schwerdel (VpnCloud)" on "VpnCloud performance tests"): a
    team or a project's own docs writing about the project."""
    if not title:
        return False
    words = {w.casefold() for w in _NAME_WORD.findall(title)}
    for author in authors:
        own = {w.casefold() for w in _NAME_WORD.findall(author)} - _GENERIC
        if any(w in words and _tied(w, author) for w in own):
            return True
    return False


# A word an author's name ties to what it speaks for: one in the brackets after a person's
# name ("Dennis Schwerdel (VpnCloud)"), or one before "team", "project", "docs" ("DeepSpeed
# Team").
_TIE = lazy(r"\(([^)]*)\)|([\w.+-]+)\s+(?:teams?|project|docs|maintainers|developers)\b", re.I)


def _tied(folded: str, author: str) -> bool:
    """Whether the author's name ties a word to itself as a product's name, not a person's
    first or last name (a person's name in a title is rarer than a project's, but it
    happens): cased as only a name is ("InferNode", "VpnCloud"), in the brackets after a
    person's name, or before "team" or "project"."""
    for word in _NAME_WORD.findall(author):
        if word.casefold() == folded and any(c.isupper() for c in word[1:]):
            return True
    for m in _TIE.finditer(author):
        tied = _NAME_WORD.findall(m.group(1)) if m.group(1) is not None else [m.group(2)]
        if folded in {w.casefold() for w in tied}:
            return True
    return False


# "according to Phoronix", "as Loggly reported": a figure given to a named party.
_ACCORDING = lazy(r"\b(?i:according\s+to\s+(?:the\s+)?)"
                  r"(?P<who>[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*){0,2})")
# A figure cited from a paper by its authors: "Dao et al. report 230 TFLOPs/s".
_CITED = lazy(r"\b[A-Z][\w-]+\s+et\s+al\b")
_OWN_WORDS = frozenset({"we", "our", "us", "i", "my", "me", "this", "these", "its", "their"})


def attributed(sentence: str, parties: Iterable[str], title: str | None) -> bool:
    """Whether a sentence gives its figures to a named party other than the writer ("Loggly
    reported 9,000 requests/s", "according to Phoronix", a paper's "Dao et al."): not one
    of the document's parties, and not named in its title (a document about SGLang naming
    "the SGLang team" speaks of its own)."""
    if _CITED.search(sentence):
        return True
    who = measured_by(sentence)
    if who is None:
        found = _ACCORDING.search(sentence)
        who = found.group("who") if found else None
    if who is None or is_no_party(who):
        return False
    words = [w.casefold() for w in _NAME_WORD.findall(who)]
    if not words or words[0] in _OWN_WORDS:
        return False
    own = {w.casefold() for p in parties for w in _NAME_WORD.findall(p)}
    own |= {w.casefold() for w in _NAME_WORD.findall(title or "")}
    return not (set(words) - _GENERIC) & own
