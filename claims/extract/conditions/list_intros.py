"""The machine a list's items were measured on, named by the short name the document gave
it in the paragraph right above the list ("Windows 11, onnx: 67 tokens/s." over "- Prompt
tokens per second: 643.80 tps"): a result's label line sets up the counters listed under
it, as a lead-in ending in a colon does (`Block.lead`). Only a machine named by an alias
(`columns.Machines.alias`) is read so: the paragraph's other words are its own. The load a
list's settings item states reaches its result items too (`run_items`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from claims.extract.conditions.found import NOTHING, Found, merge
from claims.extract.conditions.run_items import RunItems
from claims.extract.text.blocks import Block


class ListIntros:
    """Per list item, the paragraph right above its list in the same section."""

    def __init__(self, blocks: Sequence[Block]) -> None:
        """Read the document's blocks once."""
        self._above: dict[int, Block] = {}
        self._blocks = blocks
        self._runs: RunItems | None = None  # read on the first item asking
        before: Block | None = None
        for block in blocks:
            if block.kind == "paragraph" and block.item:
                if before is not None and before.section == block.section:
                    self._above[block.start] = before
                continue
            before = block if block.kind == "paragraph" else None

    def setup(self, item: Block, text: str, alias: Callable[[str], str | None]) -> Found:
        """The item's machine (`machine`) and the load its list's settings item states."""
        if self._runs is None:
            self._runs = RunItems(self._blocks, text)
        return merge((self.machine(item, text, alias), self._runs.at(item)))

    def machine(self, item: Block, text: str, alias: Callable[[str], str | None]) -> Found:
        """The machine the item's lead-in sentence (`Block.lead`), else the paragraph above
        its list, names by an alias; else NOTHING."""
        above = self._above.get(item.start)
        span = item.lead or ((above.start, above.end) if above is not None else None)
        named = alias(text[span[0]:span[1]]) if span else None
        return Found(hardware=named) if named else NOTHING
