"""One scan of a text for the stems of many caseless patterns, telling which may match.

A `Caseless` pattern gates itself: it lower-cases the text and scans it for its own stems.
A reader that asks some thirty patterns about each sentence (`wording`) pays thirty such
lower-casings and scans, though most of the patterns cannot match. A `StemGate` scans once
for the union of their stems and answers, as a bit mask, which patterns hold a stem that
was found: only those need to run. A pattern of top-level alternatives is gated branch by
branch (a text matches it exactly where one of its branches matches), so a sentence that
opens one cheap branch of a long alternation ("median of five") runs that branch alone.

Stems overlap ("run" in "runs" and "run-to-run"), so the scan is a lookahead tried at
every place of the text: each place reports the longest stem starting there, and a stem
found counts for every branch with a stem inside it (a shorter one starting at the same
place is its prefix). A branch whose stems cannot be read always runs.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from claims.vocabulary.factors import fold_source
from claims.vocabulary.kept_literals import kept_literals
from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import Caseless, literals

# A branch: its pattern over lower-cased text, and the stems one of which its matches hold.
_Part = tuple[re.Pattern[str], tuple[str, ...] | None]


class StemGate:
    """Which of `patterns` (their branches) a lower-cased ASCII text may match, from one scan."""

    __slots__ = ("_always", "_owned", "_owners", "_patterns", "_scan")

    def __init__(self, patterns: Sequence[Caseless]) -> None:
        """Keep the patterns; their stems are read and the scan is built on first use."""
        self._patterns = tuple(patterns)
        self._scan: re.Pattern[str] | None = None
        self._always = 0
        self._owners: dict[str, int] = {}
        # pattern -> all its branches' bits, and each branch's bit and search
        self._owned: dict[int, tuple[int, tuple[tuple[int, re.Pattern[str]], ...]]] = {}

    def open(self, lowered: str) -> int:
        """A mask of the branches that may match `lowered` (lower-cased ASCII text): those
        without readable stems, and those one of whose stems it holds."""
        scan = self._scan or self._build()
        mask = self._always
        owners = self._owners
        for stem in set(scan.findall(lowered)):
            mask |= owners[stem]
        return mask

    def says(self, pattern: Caseless, mask: int, lowered: str) -> bool:
        """True when `pattern` matches `lowered`, running only its branches `mask` opens."""
        bits, branches = self._owned[id(pattern)]
        if not mask & bits:  # the usual answer, settled without a search
            return False
        return any(search.search(lowered) is not None
                   for bit, search in branches if mask & bit)

    def _build(self) -> re.Pattern[str]:
        """Read every branch's stems; make the scan and each stem's mask of branches."""
        parts: list[_Part] = []
        for pattern in self._patterns:
            branches = _branches(pattern)
            own = tuple((1 << (len(parts) + i), search) for i, (search, _) in enumerate(branches))
            self._owned[id(pattern)] = (sum(bit for bit, _ in own), own)
            parts.extend(branches)
        direct: dict[str, int] = {}  # stem -> the branches that name it
        for i, (_, stems) in enumerate(parts):
            if not stems:
                self._always |= 1 << i
            for stem in stems or ():
                direct[stem] = direct.get(stem, 0) | 1 << i
        every = set(direct)
        for found in every:
            # a branch is open wherever any of its stems is: inside a longer stem found too
            self._owners[found] = _union(direct.get(found[a:b], 0) for a in range(len(found))
                                         for b in range(a + 1, len(found) + 1))
        # longest first, so the stem reported at a place holds every other starting there
        ordered = sorted(every, key=lambda w: (-len(w), w))
        scan = lazy(f"(?=({literals(ordered)}))" if ordered else r"(?!)")
        self._scan = scan
        return scan


def _branches(pattern: Caseless) -> list[_Part]:
    """A pattern's top-level alternatives, each with its stems; the whole pattern as one
    when it is no alternation (or its text does not split as its parse does)."""
    pieces = split_alternatives(pattern.source)
    if len(pieces) > 1:
        return [(lazy(fold_source(piece)), kept_literals(piece, True)) for piece in pieces]
    return [(pattern.folded, pattern.stems())]


def split_alternatives(source: str) -> list[str]:
    """The text of a pattern split at each `|` outside groups and classes (unsplit when its
    groups or classes do not close as read)."""
    out: list[str] = []
    depth, start, at, in_class = 0, 0, 0, False
    while at < len(source):
        char = source[at]
        if char == "\\":
            at += 2
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
            at += source.startswith("^", at + 1)
            at += source.startswith("]", at + 1)  # a "]" first in a class is itself
        elif char in "()":
            depth += 1 if char == "(" else -1
        elif char == "|" and depth == 0:
            out.append(source[start:at])
            start = at + 1
        at += 1
    out.append(source[start:])
    return out if depth == 0 and not in_class else [source]


def _union(masks: Iterable[int]) -> int:
    """The bits set in any of `masks`."""
    out = 0
    for mask in masks:
        out |= mask
    return out
