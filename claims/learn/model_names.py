"""Model names the rules' finder leaves out, found for the learned model decision only: a
family written the way a model hub or a config file writes it, in lower case and glued to
its parameter count ("gpt3-2.7B-flash", "pythia-1.4b"), a family and a size written
apart, in two cells of one table row ("| GPT3 | 2.7B |") or a few words apart in one
clause ("GPT3 at 2.7B"), and a size standing for a model of the one family the document
names ("the 8B model", a "70B" row under "Model size"). The rules' conditions are left as
they were: these names are only more candidates for the model to rank."""

from __future__ import annotations

import re
from collections.abc import Sequence

from claims.extract.text.blocks import Block
from claims.learn.candidates import Mention
from claims.learn.layout import Layout
from claims.learn.names import key
from claims.vocabulary.lazy import lazy
from claims.vocabulary.models import MODEL_FAMILIES, SIZED_FAMILIES

_LETTERS = lazy(r"[A-Za-z]+")


def _family_leads() -> list[str]:
    """The leading letters of every known family, lower case, three letters or more (a
    shorter lead, "T" of "T5", "Yi", would start too many ordinary words)."""
    leads = {m.group(0).lower() for m in map(_LETTERS.match, [*MODEL_FAMILIES, *SIZED_FAMILIES])
             if m is not None}
    return sorted((lead for lead in leads if len(lead) >= 3), key=lambda w: (-len(w), w))


#: A parameter count: "2.7B", "13b", "350M" (no "GB", no "B/s": those are bytes).
SIZE = r"\d+(?:\.\d+)?[BbMm]"
#: A family glued to its size by a hyphen or an underscore, in any case, with the family's
#: version between ("gpt3-2.7B", "OPT_13b", "llama2-70b-chat"); a suffix after the size is
#: no part of the name ("-flash" names the experiment).
_GLUED = lazy(r"(?<![\w.-])((?:" + "|".join(_family_leads()) + r")[A-Za-z0-9.]*(?:[-_][A-Za-z]"
              r"[A-Za-z0-9.]*)*[-_]" + SIZE + r")(?![\w.]|/)", re.I)
#: A cell that is a parameter count and nothing else ("7B", "1.3 B", "350M params").
_SIZE_CELL = lazy(r"\s*(\d+(?:\.\d+)?)\s?([BM])(?:\s*param(?:eter)?s)?\s*", re.I)
#: A size a few words after a family in prose ("GPT3 at 2.7B", "Llama 2 in its 13B size"),
#: not a count of tokens, bytes or steps ("300B tokens").
_SIZE_AFTER = lazy(r"(?<![\w.])(\d+(?:\.\d+)?)\s?([BM])(?![\w/])(?!\s*(?:tokens?|bytes?|"
                   r"words?|rows?|requests?|samples?|images?|steps?|iterations?|FLOPs?|"
                   r"instructions?|documents?|records?|vectors?|pairs?|queries|examples?)\b)",
                   re.I)
#: How far after a family a size may stand in prose to be read as its size.
_APART = 32
#: What ends the reach of a family in prose: another clause or sentence.
_BREAK = lazy(r"[.;:()!?\n|]|\b(?:and|or|but|while|than|vs)\b")


def glued(text: str) -> list[Mention]:
    """Every family glued to its size, in any case ("gpt3-2.7B-flash" -> "gpt3-2.7B")."""
    return [Mention(m.start(1), m.end(1), "model_glued", m.group(1))
            for m in _GLUED.finditer(text)]


_HAS_SIZE = lazy(r"\d(?:\.\d+)?\s?[BbMm]\b")


def _sizeless(name: str) -> bool:
    """Whether a model name gives no parameter count ("GPT3", "Llama 2")."""
    return _HAS_SIZE.search(name) is None


def _joined(family: str, number: str, unit: str) -> str:
    """A family and a size as one name ("GPT3" + "2.7" + "B" -> "GPT3 2.7B")."""
    return f"{family} {number}{unit.upper()}"


def _row_sizes(layout: Layout, block: Block, family: Mention) -> list[Mention]:
    """The sizes the other cells of a family's table row give, joined to the family."""
    out = []
    for a, b in block.cells:
        start, end = block.start + a, block.start + b
        if start <= family.start < end:
            continue
        m = _SIZE_CELL.fullmatch(layout.text[start:end])
        if m is not None:
            out.append(Mention(start + m.start(1), start + m.end(2), "model_joined",
                               _joined(family.name, m.group(1), m.group(2))))
    return out


def _prose_sizes(layout: Layout, family: Mention) -> list[Mention]:
    """The sizes a few words after a family in its clause, joined to it."""
    text = layout.text
    reach = text[family.end:family.end + _APART]
    stop = _BREAK.search(reach)
    reach = reach[:stop.start()] if stop else reach
    return [Mention(family.end + m.start(), family.end + m.end(2), "model_joined",
                    _joined(family.name, m.group(1), m.group(2)))
            for m in _SIZE_AFTER.finditer(reach)]


def apart(layout: Layout, found: Sequence[Mention]) -> list[Mention]:
    """Every family named without a size joined to a size written apart from it: in
    another cell of its table row, or a few words after it in its clause."""
    out = []
    for family in found:
        if not _sizeless(family.name):
            continue
        block = layout.block_at(family.start)
        if block is not None and block.kind == "table_row":
            out.extend(_row_sizes(layout, block, family))
        else:
            out.extend(_prose_sizes(layout, family))
    return out


#: A size that names a model in prose: "the 8B model", "a 70B-parameter model", "a 3B
#: Llama3-style model" (one word may stand between the size and "model").
_SIZE_MODEL = lazy(r"(?<![\w.])(\d+(?:\.\d+)?)\s?([BM])(?:[- ]param(?:eter)?s?)?"
                   r"(?=\s+(?:[\w-]+\s+)?models?\b)")
#: A table cell that is a size alone, a parenthetical after it ("405B (TP4)").
_SIZE_LABEL = lazy(r"\s*(\d+(?:\.\d+)?)\s?([BM])\s*(?:\([^)]*\))?\s*")
#: A column header saying its cells are models or their sizes.
_MODEL_HEADER = lazy(r"\b(?:models?|size|params|parameters)\b", re.I)


def _one_family(found: Sequence[Mention]) -> str | None:
    """The document's model family when it names exactly one without a size ("the runs
    use the Llama3 architecture"), else None."""
    families = {key(m.name): m.name for m in found if _sizeless(m.name)}
    return next(iter(families.values())) if len(families) == 1 else None


def _size_cells(layout: Layout) -> list[tuple[int, int, str, str]]:
    """Every table cell that is a size alone under a header naming models or sizes."""
    out = []
    for block in layout.blocks:
        if block.kind != "table_row":
            continue
        for i, (a, b) in enumerate(block.cells):
            if i < len(block.header) and _MODEL_HEADER.search(block.header[i]):
                m = _SIZE_LABEL.fullmatch(layout.text, block.start + a, block.start + b)
                if m is not None:
                    out.append((m.start(1), m.end(2), m.group(1), m.group(2)))
    return out


def sized_by_family(layout: Layout, found: Sequence[Mention]) -> list[Mention]:
    """Where the document names one family, each size it gives alone ("the 8B model", a
    "70B" row under "Model size") as that family's model ("Llama3 8B")."""
    family = _one_family(found)
    if family is None:
        return []
    taken = [(m.start, m.end) for m in found]
    sizes = [(m.start(1), m.end(2), m.group(1), m.group(2))
             for m in _SIZE_MODEL.finditer(layout.text)] + _size_cells(layout)
    return [Mention(a, b, "model_family", _joined(family, number, unit))
            for a, b, number, unit in sizes
            if not any(x <= a < y for x, y in taken)]


def more_models(layout: Layout, found: Sequence[Mention]) -> list[Mention]:
    """The rules' model mentions with the names they leave out, in text order; a glued
    name standing where the rules found one already is theirs."""
    taken = [(m.start, m.end) for m in found]
    extra = [m for m in glued(layout.text)
             if not any(a < m.end and m.start < b for a, b in taken) and key(m.name)]
    joined = apart(layout, [*found, *extra])
    family = sized_by_family(layout, [*found, *extra, *joined])
    return sorted([*found, *extra, *joined, *family], key=lambda m: (m.start, m.end, m.finder))
