"""Abbreviations a paragraph defines, in either order: the short name before its meaning in
brackets ("WPS (words per second)") or in words ("FTL stands for first token latency"), or a
unit before the short name it goes by in brackets ("we recorded tokens/sec/GPU (wps)"). A
table's column headed by the short name measures what it stands for (its unit:
`claims.extract.figures.headers.defined_unit`; its words: `defined_meaning`)."""

from __future__ import annotations

from collections.abc import Iterator

from claims.vocabulary.lazy import lazy

# "WPS (words per second)": an upper-case short name, then what it stands for.
_NAME_FIRST = lazy(r"\b(?P<abbr>[A-Z][A-Z0-9]{1,5})\s*\((?P<said>[^()\d]{3,80})\)")
# "FTL stands for first token latency", "TPS means tokens per second": the short name, a
# verb of meaning, then its meaning up to the clause's end.
_NAME_SAID = lazy(r"\b(?P<abbr>[A-Z][A-Z0-9]{1,5})\s+(?:again\s+)?(?:stands|is\s+short)\s+for\s+"
                  r"(?:the\s+)?(?P<said>[^()\d.,;:]{3,80})")
# "tokens/sec/GPU (wps)", "requests per second (rps)": a unit written as one token or as
# "<noun> per <noun>", then a short name of letters alone in brackets. A unit right after a
# number is a measurement with a remark ("5 GB/s (peak)"), no definition.
_UNIT_FIRST = lazy(r"(?<![\d.,])(?<!\d )(?P<said>\b[^\W\d][^\s()]*/[^\s()]+|"
                   r"\b[^\W\d]\w*\s+per\s+[^\W\d]\w*)\s*\((?P<abbr>[A-Za-z]{2,6})\)")


def definitions(text: str, start: int, end: int) -> Iterator[tuple[str, str]]:
    """Each (short name, what it stands for) the stretch `text[start:end]` defines, short
    names first defined by a name, then those defined after a unit."""
    for m in _NAME_FIRST.finditer(text, start, end):
        yield m.group("abbr"), " ".join(m.group("said").split())
    for m in _NAME_SAID.finditer(text, start, end):
        yield m.group("abbr"), " ".join(m.group("said").split())
    for m in _UNIT_FIRST.finditer(text, start, end):
        yield m.group("abbr"), m.group("said")


# A header's bracketed qualifiers and units: "FTL(ave)(s)" is the short name "FTL".
_BRACKETS = lazy(r"\([^()]*\)|\[[^\[\]]*\]")


def defined_meaning(header: str, terms: tuple[tuple[str, str], ...]) -> str | None:
    """What a column header that is a defined short name stands for ("first token latency"
    for "FTL(ave)(s)" after "FTL stands for first token latency"), else None."""
    name = " ".join(_BRACKETS.sub(" ", header).split()).casefold()
    if not name:
        return None
    return next((said for abbr, said in terms if abbr.casefold() == name), None)
