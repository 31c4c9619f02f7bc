"""Section titles of plain text underlined with tildes, as reStructuredText writes them
("Faster Runtime" over "~~~~~~~~~~~~~~"): a Markdown parser reads such a line as a code
fence and skips everything up to the next one, so it is turned into a setext underline
of the same length first (a heading, which it is)."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy

# A title line (text after a blank line or the start) and a line of tildes at least as long:
# a Markdown fence is written short ("~~~") or with a language after it, never padded out
# to the length of the line above it.
_TILDE_UNDERLINE = lazy(r"(?:^|(?<=\n\n))(?P<title>[^\s~][^\n]*)\n(?P<line>~{4,})[ \t]*$",
                        re.M)


def settle_underlines(text: str) -> str:
    """The text with each tilde underline of a title replaced by dashes (same length)."""
    if "~~~~" not in text:
        return text
    return _TILDE_UNDERLINE.sub(_dashed, text)


def _dashed(found: re.Match[str]) -> str:
    """The title with its tildes as dashes, when they underline it fully; else as it was."""
    title, line = found.group("title"), found.group("line")
    if len(line) < len(title.rstrip()):
        return found.group(0)
    return found.group(0)[:found.start("line") - found.start()] + "-" * len(line) + \
        found.group(0)[found.end("line") - found.start():]
