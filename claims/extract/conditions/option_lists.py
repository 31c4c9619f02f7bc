"""Lists of options: a bulleted or numbered list whose items, written alike, each name a
different machine of one kind ("Cluster: 7 nodes (c5.2xlarge)", "Cluster: 5 nodes
(c5.4xlarge)"; "8x H100 node", "8x A100 node") sets several machines side by side. A text
holding such a list names several test machines, so it binds none of them by itself (the
figure lists' rule, tests/fixtures/real/README.md "Which machine a figure binds to"): each
figure takes the machine its own sentence, row or item names, not the one named most.

Items of one machine's spec list ("CPU: Xeon 8380", "GPU: 8x A100") name processors of
different kinds or under different labels, and a client beside a server ("Server: ...",
"Client: ...") is labelled differently too: neither is a list of options."""

from __future__ import annotations

import bisect
from collections.abc import Sequence

from claims.extract.conditions.choice import separate
from claims.extract.conditions.found import HARDWARE
from claims.extract.conditions.index import Index
from claims.extract.text.blocks import Block
from claims.learn.names import same_name
from claims.vocabulary.lazy import lazy

# The finders naming a processor or an instance: a drive or a part beside one is no option.
_MACHINES = HARDWARE[:3]
# What is left of an item's words before its machine once numbers and marks are dropped:
# items written alike leave the same words ("Cluster: 7 nodes, 8 vCPUs (").
_SHAPE = lazy(r"[a-z]+")


def option_lists(index: Index, blocks: Sequence[Block]) -> list[tuple[int, int]]:
    """The spans of the document's lists of options (see the module's docstring), in order."""
    spans = index.spans(_MACHINES)
    starts = [x for x, _, _ in spans]
    found: list[tuple[int, int]] = []
    group: list[Block] = []
    for block in [*blocks, None]:
        if block is not None and block.kind == "paragraph" and block.item:
            group.append(block)  # consecutive items are one list, as `spec_lists` reads them
            continue
        if len(group) >= 2 and _options(index.text, group, spans, starts):
            found.append((group[0].start, group[-1].end))
        group = []
    return found


def listed_several(options: Sequence[tuple[int, int]], a: int, b: int) -> bool:
    """True when a list of options lies within the text between a and b."""
    return any(a <= x and y <= b for x, y in options)


def _options(text: str, items: Sequence[Block], spans: Sequence[tuple[int, int, str]],
             starts: Sequence[int]) -> bool:
    """True when two or more items, written alike, each name a different machine of one
    finder kind."""
    named: list[tuple[str, str, str]] = []  # per naming item: its shape, kind and name
    for item in items:
        lo, hi = bisect.bisect_left(starts, item.start), bisect.bisect_left(starts, item.end)
        within = spans[lo:hi]
        kept = set(separate((x, y) for x, y, _ in within))
        first = next(((x, y, k) for x, y, k in within if (x, y) in kept), None)
        if first is None:
            continue
        x, y, kind = first
        shape = " ".join(_SHAPE.findall(text[item.start:x].lower()))
        named.append((shape, kind, " ".join(text[x:y].split())))
    if len(named) < 2 or len({(shape, kind) for shape, kind, _ in named}) != 1:
        return False
    names: list[str] = []
    for _, _, name in named:
        if not any(same_name(name, seen) for seen in names):
            names.append(name)
    return len(names) >= 2
