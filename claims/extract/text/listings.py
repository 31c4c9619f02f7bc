"""An indented code block that holds prose or a program's result lines, not code: posts
indent a tool's printed summary ("store:  12.5 minutes, 310 MB/sec") or a spec listing
("RAM: 64GB") to keep its columns, and those lines state figures like any paragraph.
A block with any line of code (a prompt, a flag, an assignment, braces, a call) stays
skipped, as every fenced block does."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy

# A script or style block holds code, never claims.
SCRIPT = lazy(r"[ \t]*<(?:script|style)\b", re.I)

# What only code, a command or a configuration writes: a shell prompt or comment opening
# the line, a long flag, an assignment, braces, brackets of a call, a statement's end, an
# arrow, a path from the current directory.
_CODE = lazy(r"^\s*(?:[$#>%]|//)|--\w|[^=!<>]=[^=]|[{}]|\w\(|;\s*$|->|=>|\./|\\$|^\s*\w+\s*\[")
# A line states something: a word of letters, and a digit.
_WORD = lazy(r"[A-Za-z]{2,}")
_DIGIT = lazy(r"\d")


def readable_listing(lines: list[str]) -> bool:
    """True when every filled line of an indented block reads as prose or a result line
    (words and numbers, no code) and some line holds a number: it is read as text."""
    filled = [line for line in lines if line.strip()]
    if not filled or len(filled) > 40:
        return False
    if any(_CODE.search(line) or not _WORD.search(line) for line in filled):
        return False
    return any(_DIGIT.search(line) for line in filled)
