"""What a table's neighbouring paragraphs state for each of its rows: the paragraph right
above it (its lead-in: "every run is one request at a time, batch size 1"), all of it, and
the note right below it ("*BS* is the per-device batch size. Every run was distributed over
8 devices"), for its accelerator count alone: a note under a table says how its runs were
set up, but what else it names (a precision per machine) is not each row's. A lead-in or
caption naming a machine by the short name the document gave it ("Results on the i9:")
names the machine of each row too."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from claims.extract.conditions.found import NOTHING, Found
from claims.extract.conditions.index import Index
from claims.extract.conditions.model_scope import decided
from claims.extract.text.blocks import Block


def table_setup(index: Index, blocks: Sequence[Block], paragraphs: Mapping[int, tuple[int, int]],
                table: int, projected: Sequence[tuple[int, int]] = (),
                alias: Callable[[str], str | None] | None = None) -> Found:
    """The conditions the lead-in of the table whose blocks are paragraph `table` states,
    with the accelerator count its note states once when the lead-in states none, outside
    its `projected` sentences ("would take 10 days on 1024 GPUs" ran nothing); `alias`
    reads the machine a lead-in names by a short name when it names none the index knows."""
    at = [i for i, b in enumerate(blocks) if b.paragraph == table]
    section = blocks[at[0]].section
    before = blocks[at[0] - 1] if at[0] else None
    found = NOTHING
    if before is not None and before.kind == "paragraph" and before.section == section:
        found = decided(index, *paragraphs[before.paragraph])
        if found.hardware is None and alias is not None and \
                (named := alias(index.text[slice(*paragraphs[before.paragraph])])):
            found = replace(found, hardware=named)
    after = blocks[at[-1] + 1] if at[-1] + 1 < len(blocks) else None
    if found.accelerator_count is None and after is not None and after.kind == "paragraph" \
            and after.section == section:
        a, b = paragraphs[after.paragraph]
        said = {index.find(x, y).accelerator_count
                for x, y, _ in index.spans(("accelerator_count",)) if a <= x and y <= b
                and not any(p <= x < q for p, q in projected)}
        if len(said) == 1:
            count = said.pop()
            if count is not None:
                found = replace(found, accelerator_count=count) if found is not NOTHING \
                    else Found(accelerator_count=count)
    return found
