"""Where a gold entry stands in its document: the offset of its number, and a unique context."""

from __future__ import annotations

from claims.errors import ClaimsError


def number_offset(text: str, context: str, value_text: str) -> int:
    """The offset of value_text inside the one occurrence of context in text."""
    count = text.count(context)
    if count != 1:
        raise ClaimsError(f"context {context!r} occurs {count} times in the document")
    inner = context.find(value_text)
    if inner < 0:
        raise ClaimsError(f"value_text {value_text!r} is not in its context {context!r}")
    return text.index(context) + inner


def line_at(text: str, offset: int) -> int:
    """The 1-based line of a character offset."""
    return text.count("\n", 0, offset) + 1


def unique_context(text: str, start: int, end: int) -> str:
    """The shortest run of whole words around text[start:end] found once in text.

    It takes a word on each side where the line has one, since a bare number is hard to
    read in a list; it grows within the line first, and a line written twice grows into
    its neighbours.
    """
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    left = _word_edge(text, start, line_start, -1)
    right = _word_edge(text, end, line_end, +1)
    for low, high in ((line_start, line_end), (0, len(text))):
        while True:
            context = text[left:right]
            if text.count(context) == 1:
                return context
            if (left, right) == (low, high):
                break
            left = _word_edge(text, left, low, -1)
            right = _word_edge(text, right, high, +1)
    return text


def _word_edge(text: str, at: int, limit: int, step: int) -> int:
    """The next word boundary from `at` towards `limit` (one word further out)."""
    i = at
    while i != limit and (text[i - 1] if step < 0 else text[i]).isspace():
        i += step
    while i != limit and not (text[i - 1] if step < 0 else text[i]).isspace():
        i += step
    return i
