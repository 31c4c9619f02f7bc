"""What sets up a list's items: the sentence before the list that ends in a colon ("We
measured, on 8 H100 GPUs:"), and, for a nested list, the item it hangs from when that item
is a label ending in a colon ("- GET, pipeline 1:"). Each is given as a span of the text."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from claims.vocabulary.lazy import lazy


class Block(Protocol):
    """What these rules read of a block (`claims.extract.text.blocks.Block`, which imports
    this module, so it is not imported back)."""

    @property
    def kind(self) -> str: ...
    @property
    def start(self) -> int: ...
    @property
    def scan(self) -> str: ...
    @property
    def item(self) -> bool: ...
    @property
    def lead(self) -> tuple[int, int] | None: ...

# A list item's marker: "- ", "* ", "+ ", "3. ", "3) ", after any indentation.
_MARKER = lazy(r"\s*(?:(?:[-*+]|\d{1,3}[.)])\s+)?")


def lead_in(blocks: Sequence[Block]) -> tuple[int, int] | None:
    """The last sentence of the paragraph right before a list, when it ends with a
    colon ("We measured, on 8 H100 GPUs:"): it sets up the list's items."""
    last = blocks[-1] if blocks else None
    if last is None or last.kind != "paragraph" or last.lead is not None:
        return None
    text = last.scan.rstrip()
    if not text.endswith(":"):
        return None
    opens = max(text.rfind(". "), text.rfind("! "), text.rfind("? ")) + 1
    return last.start + opens, last.start + len(text)


def item_label(blocks: Sequence[Block]) -> tuple[int, int] | None:
    """The list item right before a nested list, when the whole of it ends with a colon
    ("- GET, pipeline 1:"): a label that sets up the nested items, as a lead-in does."""
    last = blocks[-1] if blocks else None
    if last is None or last.kind != "paragraph" or not last.item:
        return None
    text = last.scan.rstrip()
    if not text.endswith(":"):
        return None
    marker = _MARKER.match(text)  # the item's words, without its bullet or number
    return last.start + (marker.end() if marker else 0), last.start + len(text)
