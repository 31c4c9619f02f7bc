"""Where each line of a text starts, as markdown-it counts lines (LF, CRLF or a lone CR)."""

from __future__ import annotations

from claims.vocabulary.lazy import lazy

LINE_BREAK = lazy(r"\r\n?|\n")


def line_starts(text: str) -> list[int]:
    """Offsets where each line (0-based index) starts, plus the text's length. A line ends
    at LF, CRLF or a lone CR, as markdown-it reads them."""
    if "\r" in text:
        return [0, *(m.end() for m in LINE_BREAK.finditer(text)), len(text)]
    starts, find = [0], text.find
    pos = find("\n")
    while pos >= 0:
        starts.append(pos + 1)
        pos = find("\n", pos + 1)
    starts.append(len(text))
    return starts
