"""The machines a figure may take, found without reading every candidate for every figure.

Where a document names several machines, a figure takes only one its own text ties it to
(`claims.learn.decide.tied_rows`): named in its sentence, paragraph, section, a heading
above its section, list lead-in, table row, header or caption, or the only machine a setup
names. Those are looked up here
by position (the mentions sorted by offset, bisected) and by paragraph and section, so a
figure's features are computed only for them; the tie itself is still read from the
features, so the rows are exactly the ones a scan of every candidate keeps. The filters
that do not depend on the figure (named only in a projection, only in a chart's
description, only aside) are worked out once per candidate."""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterable, Sequence

from claims.learn.candidates import Candidate
from claims.learn.layout import Layout, Place
from claims.learn.names import same_name, tokens
from claims.learn.peers import peers_of
from claims.learn.readings import one_machine


class Spans:
    """Spans of text, asked whether one of them holds a given span (binary search)."""

    def __init__(self, spans: Sequence[tuple[int, int]]) -> None:
        """Sort the spans by start and keep the furthest end reached so far."""
        ordered = sorted(spans)
        self._starts = [a for a, _ in ordered]
        self._reach: list[int] = []
        for _, b in ordered:
            self._reach.append(max(b, self._reach[-1]) if self._reach else b)

    def holds(self, start: int, end: int) -> bool:
        """Whether some span starts at or before `start` and ends at or after `end`."""
        i = bisect.bisect_right(self._starts, start)
        return i > 0 and self._reach[i - 1] >= end


class Shortlist:
    """One document's candidates of one decision (the list every figure reads when the
    rules bound none), indexed by where they are named."""

    def __init__(self, layout: Layout, found: Sequence[Candidate]) -> None:
        """Index every mention of every candidate by offset, paragraph and section."""
        self.found = found
        self._layout = layout
        at = sorted((m.start, i) for i, c in enumerate(found) for m in c.mentions)
        self._starts = [s for s, _ in at]
        self._owners = [i for _, i in at]
        self.paragraphs: dict[int, set[int]] = {}
        self._sections: dict[str | None, set[int]] = {}
        self._headings: dict[str | None, set[int]] = {}
        for start, i in at:
            block = layout.block_at(start)
            if block is not None:
                self.paragraphs.setdefault(block.paragraph, set()).add(i)
                self._sections.setdefault(block.section, set()).add(i)
                if block.kind == "heading":
                    self._headings.setdefault(block.section, set()).add(i)
        self._headers: dict[tuple[str, ...], set[int]] = {}
        self._captions: dict[str, set[int]] = {}
        only = {id(c) for c in peers_of(layout, found).only_setup()}
        self._setup = {i for i, c in enumerate(found) if id(c) in only}

    def _between(self, lo: int, hi: int) -> set[int]:
        """The candidates named at an offset in [lo, hi)."""
        a = bisect.bisect_left(self._starts, lo)
        b = bisect.bisect_left(self._starts, hi)
        return set(self._owners[a:b])

    def _header(self, header: tuple[str, ...]) -> set[int]:
        """The candidates a table header names (worked out once per header)."""
        if header not in self._headers:
            # any word of the name, not only the words no other machine holds: the
            # features read the latter (`claims.learn.features`), of which this is a superset
            words = frozenset(t for h in header for t in tokens(h))
            self._headers[header] = {i for i, c in enumerate(self.found) if c.name is not None
                                     and (any(same_name(c.name, h) for h in header)
                                          or not words.isdisjoint(tokens(c.name)))}
        return self._headers[header]

    def _caption(self, caption: str) -> set[int]:
        """The candidates a table caption names (worked out once per caption)."""
        if caption not in self._captions:
            low = caption.lower()
            self._captions[caption] = {i for i, c in enumerate(self.found)
                                       if c.name is not None and c.name.lower() in low}
        return self._captions[caption]

    def tied(self, place: Place) -> set[int]:
        """Every candidate the figure's text may tie to it (a superset of those whose
        features hold a tie: the features decide)."""
        out = self._between(*place.sentence) | self._setup
        block = place.block
        if block is None:
            return out
        out |= self.paragraphs.get(block.paragraph, set())
        out |= self._sections.get(block.section, set())
        for heading in self._layout.headings(block)[:-1]:
            out |= self._headings.get(heading, set())
        if block.lead is not None:
            out |= self._between(*block.lead)
        if block.kind == "table_row":
            out |= self._header(block.header)
        if block.caption:
            out |= self._caption(block.caption)
        return out


def shortlist_of(layout: Layout, found: Sequence[Candidate]) -> Shortlist:
    """The index of a candidate list, kept on the layout while the same list is read."""
    return layout.index_of("shortlist", found, lambda: Shortlist(layout, found))


def several(names: Iterable[str]) -> bool:
    """Whether the names name two machines or more (`distinct_machines(...) >= 2`, in the
    same order, stopping at the second)."""
    first: list[str] = []
    for name in names:
        if not any(one_machine(name, g) for g in first):
            if first:
                return True
            first.append(name)
    return False


def keep_each(test: Callable[[Candidate], bool]) -> Callable[[Candidate], bool]:
    """`test`, worked out once per candidate (candidates kept alive by their list)."""
    seen: dict[int, tuple[Candidate, bool]] = {}

    def once(cand: Candidate) -> bool:
        held = seen.get(id(cand))
        if held is None or held[0] is not cand:
            held = (cand, test(cand))
            seen[id(cand)] = held
        return held[1]
    return once
