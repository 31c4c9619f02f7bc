"""How long the test behind a table ran, as the sentence leading into the table says: "Network
speed, as iperf3 reported it, in a 300 second test:" over one table and "... in a 30 second
test:" over another of the same columns. Two tables a document sets side by side (same
header, told apart by their headings) that ran for different times differ in that besides
what their headings compare; the duration is then a setting of each of their figures."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from claims.model import TEST_DURATION_SETTING
from claims.vocabulary.lazy import lazy

if TYPE_CHECKING:
    from claims.extract.text.blocks import Block

TEST_DURATION = TEST_DURATION_SETTING

_SECONDS = {"s": 1, "sec": 1, "second": 1, "m": 60, "min": 60, "minute": 60, "h": 3600,
            "hour": 3600}
# "a 300 second test", "in a 30-second run", "a five minute benchmark" (digits only), "ran
# for 60 seconds", "over 10 minutes": a length of time that is the test's own.
_DURATION = lazy(
    r"\b(?P<n>\d+(?:\.\d+)?)[-\s]?(?P<u>s|secs?|seconds?|m|mins?|minutes?|h|hours?)[-\s]"
    r"(?:long\s+)?(?:test|run|benchmark|trial|measurement)s?\b"
    r"|\b(?:ran|runs|run|tested|measured|test(?:ed)?\s+ran)\s+(?:for|over)\s+"
    r"(?P<n2>\d+(?:\.\d+)?)\s?(?P<u2>s|secs?|seconds?|mins?|minutes?|hours?)\b", re.I)


def duration(sentence: str) -> str | None:
    """The one test duration a sentence states, in seconds ("300 s"), or None when it
    states none or two different ones."""
    found: set[float] = set()
    for m in _DURATION.finditer(sentence):
        number, unit = (m.group("n"), m.group("u")) if m.group("n") else (m.group("n2"),
                                                                           m.group("u2"))
        word = unit.casefold().rstrip("s") or "s"
        scale = _SECONDS.get(word, _SECONDS.get(word[:3], _SECONDS.get(word[:1])))
        if scale is not None:
            found.add(float(number) * scale)
    if len(found) != 1:
        return None
    return f"{found.pop():g} s"


def lead_ins(blocks: Sequence[Block]) -> dict[int, Block]:
    """Each table's (by paragraph) lead-in: the paragraph right above it, in its section."""
    before: dict[int, Block] = {}
    last: Block | None = None
    for block in blocks:
        if block.kind == "table_header":  # the header row stands between lead-in and rows
            continue
        if block.kind == "table_row":
            if block.paragraph not in before and last is not None \
                    and last.section == block.section:
                before[block.paragraph] = last
            continue
        last = block if block.kind == "paragraph" else None
    return before


def lead_in_durations(text: str, blocks: Sequence[Block],
                      tables: Mapping[int, Sequence[Block]]) -> dict[int, str]:
    """For each table (by paragraph) the test duration its lead-in states: the paragraph
    right above the table, in its section, ending in a colon or naming the test."""
    before = lead_ins(blocks)
    out: dict[int, str] = {}
    for paragraph in tables:
        lead = before.get(paragraph)
        if lead is not None:
            found = duration(text[lead.start:lead.end])
            if found is not None:
                out[paragraph] = found
    return out


def durations_that_differ(durations: dict[int, str], rows: Mapping[int, Sequence[Block]],
                          varies: set[int]) -> dict[int, str]:
    """The lead-in test durations of the tables set side by side (one header, told apart
    by their headings) whose durations differ: each is then a setting of its figures."""
    by_header: dict[tuple[str, ...], set[str]] = {}
    for p, took in durations.items():
        if p in varies:
            by_header.setdefault(tuple(h.casefold() for h in rows[p][0].header), set()).add(took)
    return {p: took for p, took in durations.items() if p in varies
            and len(by_header[tuple(h.casefold() for h in rows[p][0].header)]) > 1}
