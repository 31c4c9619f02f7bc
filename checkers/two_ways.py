"""A name the document states two ways: a product's version or a model's release given once
one way where its other mentions say another. The extraction finds them
(`Document.restated`); this says so, quoting both places."""

from __future__ import annotations

from collections.abc import Iterator

from checkers.rule import Hit
from claims.model import Document


def stated_two_ways(document: Document) -> Iterator[Hit]:
    """One hit per name the document gives two ways, citing the odd place and a usual one."""
    for found in document.restated:
        yield Hit(f"{found.name} is given as {found.once} on line {found.quote.line} but as "
                  f"{found.usual} elsewhere (line {found.elsewhere.line})",
                  evidence=(found.quote, found.elsewhere))
