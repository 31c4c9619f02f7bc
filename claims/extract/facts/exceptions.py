"""Set-up sentences that set one compared item apart from all the others: "All containers
run native ARM builds except SQL Server's", "Every Python except 3.8 was built from source".
The item named after "except" ran otherwise than the rest, so a table ranking it beside
them changes more than the item. Kept as exact quotes on the document, read back by the
rules with `excepted`, so a claim file checked again gives the same facts."""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from claims.model import Quote, Span
from claims.typed import typed
from claims.vocabulary.lazy import lazy

if TYPE_CHECKING:  # the rules read `excepted` on a claim file: no Markdown parser for them
    from claims.extract.text.blocks import Block

# A universal quantifier, then (within the sentence, versions' dots allowed) "except" and
# the item it leaves out, up to the clause's end: "every Python except 3.8,", "all ...
# builds except SQL Server's,".
_EXCEPTION = lazy(r"\b(?:all|every|each)\b[^;:]{0,80}?\bexcept\s+(?:for\s+)?(?:the\s+)?"
                  r"(?P<name>[^\s,;:()]+(?:\s+[^\s,;:()]+){0,3}?)(?='s\b|\u2019s\b|\s*[,;:(]"
                  r"|\s+(?:which|whose|that|who|was|were|is|are|runs?|ran|built)\b)", re.I)
# How an item was run or built: the difference the exception states is one of set-up, not
# of result ("faster on every count except memory" is a result and is left alone).
_SET_UP = lazy(r"\b(?:run|runs|ran|running|built|build|builds|compiled|installed|configured|"
               r"deployed|hosted|emulated|virtuali[sz]ed|containeri[sz]ed)\b", re.I)


def excepted(sentence: str) -> str | None:
    """The item a set-up sentence sets apart from all the others ("SQL Server" in "All
    containers run native ARM builds except SQL Server's, whose image runs emulated"), or
    None when the sentence is no such exception."""
    found = _EXCEPTION.search(sentence)
    if found is None or not _SET_UP.search(sentence):
        return None
    # "SQL Server's" names SQL Server: the possessive is no part of the name.
    return re.sub(r"(?:'|\u2019)s$", "", found.group("name").strip())


def exception_quotes(text: str, blocks: Sequence[Block], starts: list[int]) -> tuple[Quote, ...]:
    """Each prose sentence that sets one item apart from all the others in how it ran, as an
    exact quote; `starts` are the offsets at which the text's lines start."""
    from claims.extract.text.sentences import sentences  # extraction only (see above)

    out: list[Quote] = []
    for block in blocks:
        # A table row or a heading states no set-up of this kind.
        if block.kind in ("heading", "table_row"):
            continue
        if "except" not in text[block.start:block.end].casefold():
            continue
        for sentence in sentences(block):
            said = text[sentence.start:sentence.end]
            if excepted(said) is not None:
                out.append(typed(Quote, text=said,
                                 span=typed(Span, start=sentence.start, end=sentence.end),
                                 line=bisect.bisect_right(starts, sentence.start),
                                 section=block.section))
    return tuple(out)


def _key(name: str) -> str:
    """A name in comparable form: letters, digits and dots only, case folded ("SQL Server"
    and "SqlServer" are one name)."""
    return re.sub(r"[^\w.]", "", name).casefold()


def names_item(row: str, name: str) -> bool:
    """True when a table row's label (its first cell) is the item `name`, written with or
    without spaces ("SqlServer" for "SQL Server"), or holds it as a word."""
    label = next((cell.strip(" *`") for cell in row.split("|") if cell.strip()), "")
    spaced = " ".join(name.split())
    return _key(label) == _key(spaced) or re.search(
        rf"(?<![\w.]){re.escape(spaced)}(?![\w.])", label, re.I) is not None
