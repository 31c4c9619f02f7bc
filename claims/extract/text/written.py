"""Where a text writes a figure as a claim writes it: its number, then (when it has one) its
unit after optional space, standing as a token of its own.

A figure's written form reads as a pattern (`(?<![\\w.,])500\\s*rps(?![\\w])`), but each
figure is a new pattern: compiling one per figure of every document cost more than the
matching itself. The form is two literals and three edge tests, so it is matched here with
string operations that answer exactly as that pattern does: `\\w` is a letter, digit or
underscore in Unicode's sense (`str.isalnum`), `\\d` a decimal digit (`str.isdecimal`),
`\\s` what `str.isspace` calls space.
"""

from __future__ import annotations

from collections.abc import Iterable

_NUMBER_GLUE = ".,"


def _word(char: str) -> bool:
    """`\\w` of `re` on a text pattern: a Unicode letter or digit, or an underscore."""
    return char.isalnum() or char == "_"


def written_at(text: str, at: int, value: str, unit: str) -> int | None:
    """The end of the figure written as `value` (then `unit`, when not empty, after any
    space) starting at `at`, or None when it does not start there or runs on into a word or
    number; `unit` is the claim's unit text without its surrounding space."""
    if not value or not text.startswith(value, at):
        return None
    if at and (_word(text[at - 1]) or text[at - 1] in _NUMBER_GLUE):
        return None
    end = at + len(value)
    if unit:
        while end < len(text) and text[end].isspace():
            end += 1
        if not text.startswith(unit, end):
            return None
        end += len(unit)
    if end < len(text):
        after = text[end]
        # A unit ending in a letter ("rps") ends at a word's end; a bare number, or a unit
        # ending in a sign ("%"), ends where no digit or decimal mark carries it on.
        ends_in_word = bool(unit) and unit[-1].isalnum()
        if _word(after) if ends_in_word else (after.isdecimal() or after in _NUMBER_GLUE):
            return None
    return end


def count_written(text: str, value: str, unit: str, starts: Iterable[int] | None = None) -> int:
    """How many times `text` writes the figure, not overlapping, found left to right (as
    `re.findall` finds); `starts`, when given, are the only places tried (each a place the
    text's number tokens equal to `value` start, so they cannot overlap)."""
    if starts is not None:
        return sum(1 for at in starts if written_at(text, at, value, unit) is not None)
    found, at = 0, text.find(value) if value else -1
    while at >= 0:
        end = written_at(text, at, value, unit)
        if end is None:
            at = text.find(value, at + 1)
        else:
            found += 1
            at = text.find(value, end)
    return found
