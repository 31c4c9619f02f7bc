"""Sentences saying the runs a document compares were not made under one set of conditions:
some were run by other people ("three people who ran the benchmark on configurations the
team did not have"), taken from another party's data ("built from Acme benchmark data"), or
made with another version of the program than the rest ("the multi-threaded runs use Zed
6.3.1 and the single-threaded ones 6.2.0"), or with one side tuned and the other left on
defaults ("Pelican was tuned for the test, while Heron ran with its default settings"); and
set-up entries giving each compared side its own versions of two programs or more ("Tern
4.2: Tern 4.2.1 with plugin-x 3.1.0" over "Tern 4.3: Tern 4.3.0 with plugin-x 4.0.0"), so a
comparison of the sides changes more than the one program; and each side's own set-up tuned
otherwise than another's (`side_setups`). Kept as exact quotes on the
document, so a claim file checked again gives the same facts."""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from claims.extract.facts.side_setups import unlike_sides
from claims.model import Quote, Span
from claims.typed import typed
from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import may_match

if TYPE_CHECKING:  # extraction only: the rules read the quotes on the document
    from claims.extract.text.blocks import Block

_VERSION = r"v?\d+\.\d+(?:\.\d+){0,2}(?:-[A-Za-z]+(?:\.?\d+)*)?"
# Other people ran some of the runs: "the three people who ran the benchmark", "results
# contributed by readers", "ran the tests on machines we did not have".
_OTHERS_RAN = (r"\b(?:people|persons|readers|users|volunteers|contributors|colleagues|friends|"
               r"members)\s+(?:\w+\s+){0,3}?who\s+(?:kindly\s+)?(?:ran|run|measured|"
               r"benchmarked|timed|tested)\b"
               r"|\b(?:results?|numbers|figures|times|measurements)\s+(?:were\s+)?"
               r"(?:contributed|submitted|supplied|sent\s+in)\s+by\b"
               r"|\b(?:ran|run)\s+(?:the\s+)?(?:benchmarks?|tests?)\s+on\s+(?:\w+\s+){0,3}?"
               r"(?:we|I|the\s+team)\s+(?:did\s+not|didn't|do\s+not|don't)\s+(?:have|own)\b")
# Another party's data: "built from Acme benchmark data", "taken from Zed's published
# results" (a capitalised name: a party, not "taken from the logs").
_THEIR_DATA = (r"\b(?:built|taken|drawn|sourced|derived|compiled|copied)\s+from\s+(?:the\s+)?"
               r"(?-i:[A-Z])[\w.-]*(?:'s)?\s+(?:[\w-]+\s+){0,2}?(?:data|results|numbers|figures)\b")
# Runs split between versions of one program: "the multi-threaded runs use Zed 6.3.1 and
# the single-threaded ones 6.2.0".
_SPLIT_VERSION = (r"\b(?:runs?|ones|tests?|measurements)\s+(?:use|used|ran|run\s+on|were\s+run"
                  r"\s+(?:on|with))\s+(?P<prog>[A-Z][\w.-]*)\s+(?P<one>" + _VERSION +
                  r")\b[^.;]{0,80}?\b(?:ones|runs?|tests?)\b[^.;]{0,20}?(?P<two>"
                  + _VERSION + r")\b")
# One side tuned and the other left on defaults, in two contrasted clauses: "Pelican was
# tuned for the test, while Heron ran with its default settings", and the other way round.
_TUNED = r"(?:(?:hand|auto)[- ])?tuned|optimi[sz]ed\s+for"
_DEFAULTS = (r"(?:at|on|with|left\s+at|kept)\s+(?:its|their|the|his|her)?\s*(?:own\s+)?"
             r"(?:defaults|default\s+(?:settings|configuration|config|options|parameters))"
             r"|untuned|out[- ]of[- ]the[- ]box")
_CONTRAST = r"[^.;]{0,120}?\b(?:while|whereas|but|against|and)\b[^.;]{0,80}?"
_ONE_TUNED = (rf"\b(?:{_TUNED})\b{_CONTRAST}\b(?:{_DEFAULTS})\b"
              rf"|\b(?:{_DEFAULTS})\b{_CONTRAST}\b(?:{_TUNED})\b")
_MIXED = lazy(f"(?:{_OTHERS_RAN})|(?:{_THEIR_DATA})|(?:{_ONE_TUNED})", re.I)
_SPLIT = lazy(_SPLIT_VERSION)
# A set-up entry "label: value" and the programs its value names with versions.
_ENTRY = lazy(r"^[ \t]*(?:[-*+][ \t]+)?[^:\n]{1,60}:[ \t]*(?P<value>.+)$", re.M)
_PROGRAM = lazy(r"(?<![\w.-])(?P<name>[A-Za-z][\w+-]*)\s+(?P<ver>" + _VERSION + r")(?![\w.])")


def mixes_runs(sentence: str) -> bool:
    """True when a sentence says some of the runs were made by others, come from another
    party's data, or used another version of the program than the rest."""
    # Most sentences hold none of the words either pattern needs: a literal scan skips them.
    if may_match(_MIXED, sentence) and _MIXED.search(sentence):
        return True
    split = _SPLIT.search(sentence) if may_match(_SPLIT, sentence) else None
    return split is not None and split["one"] != split["two"]


def _versions(value: str) -> dict[str, str]:
    """The programs a set-up entry's value names with a version, by name."""
    return {m["name"].casefold(): m["ver"] for m in _PROGRAM.finditer(value)}


def _differing_sides(entries: Sequence[dict[str, str]]) -> list[int]:
    """The indexes of entries naming the same programs of which two programs or more take
    different versions: each side changes more than the one program compared."""
    by_programs: dict[frozenset[str], list[int]] = {}
    for at, versions in enumerate(entries):
        if len(versions) >= 2:
            by_programs.setdefault(frozenset(versions), []).append(at)
    for names, group in by_programs.items():
        if len(group) >= 2 and sum(len({entries[at][name] for at in group}) > 1
                                   for name in names) >= 2:
            return group
    return []


def mixed_runs(text: str, blocks: Sequence[Block], starts: list[int]) -> tuple[Quote, ...]:
    """Each prose sentence that says the compared runs were made under different hands or
    versions, and each set-up list whose entries give the sides different versions of two
    programs or more, as exact quotes; `starts` are the offsets at which lines start."""
    from claims.extract.text.sentences import sentences  # extraction only (see above)

    def quote(start: int, end: int, section: str | None) -> Quote:
        return typed(Quote, text=text[start:end], span=typed(Span, start=start, end=end),
                     line=bisect.bisect_right(starts, start), section=section)

    out: list[Quote] = []
    entries: dict[str | None, list[tuple[Block, dict[str, str]]]] = {}
    for block in blocks:
        if block.kind == "heading":
            continue
        if block.kind != "table_row":
            for sentence in sentences(block):
                if mixes_runs(text[sentence.start:sentence.end]):
                    out.append(quote(sentence.start, sentence.end, block.section))
        entry = _ENTRY.match(text, block.start, block.end)
        if entry is not None and block.kind != "table_row":
            entries.setdefault(block.section, []).append((block, _versions(entry["value"])))
    for section, found in entries.items():
        sides = _differing_sides([versions for _, versions in found])
        if sides:
            first = found[sides[0]][0]
            out.append(quote(first.start, first.end, section))
    # Each side's own set-up (its heading's section, its labelled entry) tuned one way and
    # another side's another: the runs were not made alike either.
    unlike = unlike_sides(text, blocks)
    if unlike is not None:
        out.append(quote(*unlike))
    return tuple(out)
