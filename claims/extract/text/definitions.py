"""Abbreviations a paragraph defines, in either order: the short name before its meaning in
brackets ("WPS (words per second)"), or a unit before the short name it goes by in brackets
("we recorded tokens/sec/GPU (wps)"). A table's column headed by the short name measures
what it stands for (`claims.extract.figures.headers.defined_unit`)."""

from __future__ import annotations

from collections.abc import Iterator

from claims.vocabulary.lazy import lazy

# "WPS (words per second)": an upper-case short name, then what it stands for.
_NAME_FIRST = lazy(r"\b(?P<abbr>[A-Z][A-Z0-9]{1,5})\s*\((?P<said>[^()\d]{3,80})\)")
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
    for m in _UNIT_FIRST.finditer(text, start, end):
        yield m.group("abbr"), m.group("said")
