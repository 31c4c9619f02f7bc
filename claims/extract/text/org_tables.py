"""Tables written the way Emacs org-mode and many terminal tools draw them: the rule under
the header joins its dashes with plus signs ("|------+-----|"), and a header of two lines
stands above that rule ("| Test | Cycles |" over "| (tasklet) | Intel |"). Markdown reads
neither as a table; the parser is handed a copy of the text with the rule's joints as pipes
and, for a two-line header, the rule moved up under the first line (the second line after
it), with the order of the lines kept so that every token still points at its own line."""

from __future__ import annotations

from markdown_it import MarkdownIt
from markdown_it.token import Token

from claims.vocabulary.lazy import lazy

# A rule of dashes joined by plus signs (or pipes), between pipes: "|-----+----|".
_RULE = lazy(r"[ \t]*\|[ \t]*:?-+:?[ \t]*(?:[+|][ \t]*:?-+:?[ \t]*)*\|?[ \t]*")
# A table row: it opens with a pipe.
_ROW = lazy(r"[ \t]*\|.*\|[ \t]*")


def aligned(body: str) -> tuple[str, list[int] | None]:
    """The text for the Markdown parser, and the line each of its lines stands for in
    `body` (None when nothing was changed)."""
    if "-+-" not in body:
        return body, None
    lines = body.split("\n")
    order = list(range(len(lines)))
    changed = False
    for at, line in enumerate(lines):
        if "+" not in line or not _RULE.fullmatch(line):
            continue
        lines[at] = line.replace("+", "|")
        changed = True
        # a header of two lines over the rule: the rule goes up under the first
        if at >= 2 and _ROW.fullmatch(lines[at - 1]) and _ROW.fullmatch(lines[at - 2]) and \
                (at < 3 or not _ROW.fullmatch(lines[at - 3])):
            lines[at - 1], lines[at] = lines[at], lines[at - 1]
            order[at - 1], order[at] = order[at], order[at - 1]
    if not changed:
        return body, None
    return "\n".join(lines), order


def parsed(md: MarkdownIt, body: str) -> list[Token]:
    """Markdown's block tokens for `body`, org-style tables read as tables, each token's
    lines those of `body`."""
    source, order = aligned(body)
    tokens = md.parse(source)
    if order:
        for token in tokens:
            if token.map:  # a line moved for the parser is read where it stands
                token.map = [order[token.map[0]], order[token.map[1] - 1] + 1]
    return tokens
