"""The one way the vocabulary matches words whatever their case.

`re.IGNORECASE` makes Python's `re` fold every character it compares, which makes a
pattern of many alternatives several times slower. The tools here keep the same
matches at a fraction of the cost, and every table of words in the vocabulary (and
every reader of text in extraction) uses them rather than a mechanism of its own:

- `caseless(pattern, stems)`: a case-insensitive pattern that runs lower-cased over
  lower-cased ASCII text, behind a gate of literal stems every match holds (given, or read
  from the pattern's own parse once it is searched often: `factors.py`);
- `alternation(words)`: an alternation for a case-insensitive pattern, grouped by first
  letter behind a case-sensitive class the engine tests without entering a group;
- `Phrases`: a case-insensitive pattern tried only where one of its opening words occurs;
- `may_match(pattern, text)`: the same literal gate for a `lazy` pattern asked about many
  short texts (sentences, paragraphs): False only where no match can be.

`lower(text)` is the text folded as `re.IGNORECASE` compares it, offset for offset.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache

from claims.vocabulary.factors import fold_source
from claims.vocabulary.kept_literals import kept_literals
from claims.vocabulary.lazy import lazy
from claims.vocabulary.pattern_cache import compile_kept

# How often a pattern without stems is searched before its gate is read from its parse: a
# gate saves microseconds a search, reading one costs about half a millisecond.
_READ_GATE_AFTER = 64
# Characters that re.I matches to an ASCII letter besides its two cases (checked over all
# of Unicode): dotted and dotless i, the Kelvin sign, the long s.
_CASE_EXTRAS = "\u0130\u0131\u212a\u017f"


def lower(text: str) -> str:
    """The text in lower case as `re.IGNORECASE` compares it, offset for offset: there the
    dotted capital I and the dotless i also match i, and the long s matches s."""
    if not text.isascii():
        for odd, plain in (("\u0130", "i"), ("\u0131", "i"), ("\u017f", "s")):
            if odd in text:
                text = text.replace(odd, plain)
    return text.lower()


class Caseless:
    """A case-insensitive pattern with a fast path for ASCII text.

    Matches from the fast path are over the lower-cased text: read spans and
    `lastgroup` from them, and slice the original text for what was written.
    Both forms compile on first use, so importing a module of patterns stays
    cheap and the re.I form is never built for an all-ASCII run; what the compiler
    made is kept between runs, as for `lazy` patterns (`pattern_cache.py`).
    """

    __slots__ = ("_exact", "_folded", "_unread", "gate", "given", "source")

    def __init__(self, source: str, gate: re.Pattern[str] | None,
                 given: tuple[str, ...] = ()) -> None:
        """Keep the source; compile later. Without a gate, one is read from the pattern
        itself once it has been asked `_READ_GATE_AFTER` times (`factors.py`). `given` are
        the stems the gate was made of (lower case)."""
        self.source = source
        self.gate = gate
        self.given = given
        self._exact: re.Pattern[str] | None = None
        self._folded: re.Pattern[str] | None = None
        # searches left before a gate is read from the pattern (None: not to be read)
        self._unread: int | None = _READ_GATE_AFTER if gate is None else None

    @property
    def exact(self) -> re.Pattern[str]:
        """The pattern as written, with re.IGNORECASE."""
        if self._exact is None:
            self._exact = compile_kept(self.source, re.I)
        return self._exact

    @property
    def folded(self) -> re.Pattern[str]:
        """The lower-cased pattern, for lower-cased ASCII text."""
        if self._folded is None:
            self._folded = compile_kept(fold_source(self.source))
        return self._folded

    def _target(self, text: str) -> tuple[re.Pattern[str], str] | None:
        """The pattern and text to run, or None when no match is possible."""
        if not text.isascii():
            return self.exact, text
        lowered = text.lower()
        if self._unread is not None:
            self._count_use(self._unread)
        if self.gate is not None and self.gate.search(lowered) is None:
            return None
        return self.folded, lowered

    def _count_use(self, unread: int) -> None:
        """Count one search (`unread` were left); at the last one before the gate is due,
        read it: a pattern asked a few times (a one-line `claims vet`) never pays for
        parsing it. (Two threads at once at worst both read the same gate.)"""
        if unread > 1:
            self._unread = unread - 1
            return
        self._unread = None
        stems = kept_literals(self.source, True)
        if stems:
            self.gate = lazy(literals(sorted(stems, key=lambda w: (-len(w), w))))

    def stems(self) -> tuple[str, ...] | None:
        """Literals (lower case) one of which every match over lower-cased ASCII text holds:
        those given, else those read from the pattern (None: none can be said)."""
        return self.given or kept_literals(self.source, True)

    def search(self, text: str, pos: int = 0, endpos: int | None = None) -> re.Match[str] | None:
        """The first match, as `re.search` with IGNORECASE finds it (between `pos` and
        `endpos`, as a pattern's own `search` reads them)."""
        target = self._target(text)
        if target is None:
            return None
        return target[0].search(target[1], pos, len(text) if endpos is None else endpos)

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        """Every match, as `re.finditer` with IGNORECASE finds them."""
        target = self._target(text)
        return iter(()) if target is None else target[0].finditer(target[1])

    def last(self, text: str) -> re.Match[str] | None:
        """The last of `finditer`'s matches (the one nearest the end of the text)."""
        target = self._target(text)
        found = None
        if target is not None:
            for found in target[0].finditer(target[1]):  # noqa: B007
                pass
        return found


def caseless(pattern: str, stems: Iterable[str] = ()) -> Caseless:
    """A case-insensitive pattern; `stems` are literals each match must contain."""
    words = sorted({stem.lower() for stem in stems}, key=lambda w: (-len(w), w))
    # Grouped by first character (`literals`): the gate is tried at every position of the
    # text, and there it enters one group, not every stem in turn.
    return Caseless(pattern, lazy(literals(words)) if words else None, tuple(words))


def alternation(words: Iterable[str]) -> str:
    """An alternation of `words`, in their order, for a case-insensitive pattern: the same
    matches as "|".join(map(re.escape, words)) under re.I, found faster.

    Under re.I the engine enters every branch to compare its first letter. Here the words
    are grouped by first letter behind one case-sensitive class of that letter's forms,
    which the engine tests without entering the group; within a group the words keep
    their order, so the first branch to match is the same word."""
    groups: dict[str, list[str]] = {}
    for word in words:
        groups.setdefault(word[0].lower(), []).append(word)
    return "|".join(f"(?-i:[{_forms(first)}])(?:{'|'.join(re.escape(w[1:]) for w in group)})"
                    for first, group in groups.items())


def literals(words: Iterable[str]) -> str:
    """An alternation of `words`, in their order, for a case-sensitive pattern: the same
    matches as "|".join(map(re.escape, words)), found faster.

    The engine tries a plain alternation's branches one by one wherever it is tried. Here
    the words are grouped behind their first character, so only the group that character
    opens is entered; two words that start differently never match at one place, and
    within a group the words keep their order, so the first branch to match is the same
    word."""
    groups: dict[str, list[str]] = {}
    for word in words:
        groups.setdefault(word[0], []).append(word)
    return "|".join(f"{re.escape(first)}(?:{'|'.join(re.escape(w[1:]) for w in group)})"
                    for first, group in groups.items())


def first_forms(words: Iterable[str]) -> str:
    """Every character a word of `words` may start with under re.I, for a class ("Tt")."""
    return "".join(sorted({form for word in words for form in _forms(word[0])}))


@cache  # asked for each word's first letter of every alternation built at import
def _forms(char: str) -> str:
    """Every character re.I matches to `char`, escaped for a character class."""
    forms = {char.lower(), char.upper()}
    forms |= {c for c in _CASE_EXTRAS if re.fullmatch(re.escape(char), c, re.I)}
    return "".join(map(re.escape, sorted(forms)))


@dataclass(frozen=True, slots=True)
class Phrases:
    """A case-insensitive pattern and the words (lower case) any match of it opens with.

    The regex engine tries a pattern that opens with a word boundary at every
    position of a text; trying it only where `str.find` sees an opening word gives
    the same answer in a fraction of the time on a long text.
    """

    pattern: re.Pattern[str]
    openers: tuple[str, ...]

    def search(self, text: str, lowered: str) -> bool:
        """True when the pattern matches somewhere in `text` (`lowered` is `lower(text)`)."""
        for word in self.openers:
            at = lowered.find(word)
            while at >= 0:
                if self.pattern.match(text, at):
                    return True
                at = lowered.find(word, at + 1)
        return False

    def matches(self, text: str, lowered: str) -> list[re.Match[str]]:
        """The matches `pattern.finditer(text)` gives, in order (`lowered` is `lower(text)`):
        the pattern is tried only where an opening word starts, and a match's end is where
        the next one may start. (The pattern must match no empty text.)"""
        places: set[int] = set()
        for word in self.openers:
            at = lowered.find(word)
            while at >= 0:
                places.add(at)
                at = lowered.find(word, at + 1)
        out: list[re.Match[str]] = []
        reached = 0
        for at in sorted(places):
            if at < reached:
                continue
            found = self.pattern.match(text, at)
            if found is not None:
                out.append(found)
                reached = found.end()
        return out

    def starts(self, text: str, lowered: str) -> list[int]:
        """Where the pattern's matches in `text` start, in order (`lowered` is `lower(text)`)."""
        found: set[int] = set()
        for word in self.openers:
            at = lowered.find(word)
            while at >= 0:
                if self.pattern.match(text, at):
                    found.add(at)
                at = lowered.find(word, at + 1)
        return sorted(found)


def may_match(pattern: re.Pattern[str], text: str) -> bool:
    """False only when no match of `pattern` can be in `text`: it holds none of the literals
    every match holds (read from the pattern's parse, `factors.py`, once and then kept
    between runs, `kept_literals.py`). A substring scan that rules out most of the many
    short texts a costly pattern is asked about."""
    ignorecase = bool(pattern.flags & re.IGNORECASE)
    gate = _gate(pattern.pattern, ignorecase)
    if gate is None:
        return True
    if ignorecase:
        if not text.isascii():  # re.I matches non-ASCII forms the lower-cased gate does not
            return True
        text = text.lower()
    return gate.search(text) is not None


@cache  # one gate a pattern, read at its first question
def _gate(source: str, ignorecase: bool) -> re.Pattern[str] | None:
    """The literal gate of a pattern's source (lower-cased for a re.I pattern), if any."""
    stems = kept_literals(source, ignorecase)
    return lazy(literals(sorted(stems, key=lambda w: (-len(w), w)))) if stems else None
