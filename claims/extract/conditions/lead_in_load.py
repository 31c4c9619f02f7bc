"""The load a table's test ran under, as the sentence leading into the table says: "asking
for 1000000 requests, 10000 at a time:" over one table and "again 1000000 requests, but now
12000 at a time:" over another of the same columns; "with 10 connections, 1000000
requests:" over one server's table and "with 10 connections, 100000 requests:" over
another's. Tables of one layout whose tests ran under different loads differ in that
besides what they compare; each load is then a setting of their figures. Tables of one
layout that sweep a load (three values or more) are a load study, not set apart by it."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from claims.extract.conditions.lead_in_runs import lead_ins
from claims.model import LOAD_CONCURRENCY_SETTING, LOAD_REQUESTS_SETTING
from claims.vocabulary.lazy import lazy

if TYPE_CHECKING:
    from claims.extract.text.blocks import Block

_NUMBER = r"(?P<n>\d{1,3}(?:,\d{3})+|\d+)"
# How many requests were in flight at once: "10000 at a time", "a concurrency (level) of
# 64", "with 10 connections", "32 concurrent clients", "-c 100" (ab, wrk and hey's flag).
_AT_ONCE = lazy(
    rf"\b{_NUMBER}\s+(?:requests?\s+)?at\s+a\s+time\b"
    r"|\bconcurrency(?:\s+level)?\s*(?:of|=|:)?\s*(?P<c>\d{1,3}(?:,\d{3})+|\d+)\b"
    r"|\b(?P<k>\d{1,3}(?:,\d{3})+|\d+)\s+(?:concurrent\s+|simultaneous\s+|open\s+)?"
    r"(?:connections|clients|users)\b"
    r"|(?<![\w-])-c\s?(?P<f>\d+)\b", re.I)
# How many requests were sent in all: "1000000 requests", "100,000 total requests"; not a
# rate ("requests per second", "requests/s").
_IN_ALL = lazy(
    rf"\b{_NUMBER}\s+(?:total\s+)?requests\b(?!\s*(?:per\b|/|a\s+second|each\b))", re.I)
#: A load study: this many values of one load across tables of one layout.
_SWEEP = 3


def _one(pattern: re.Pattern[str], sentence: str) -> str | None:
    """The one number a pattern finds in a sentence (commas dropped), or None for none or
    several different ones (a progress note "every 100000 requests" beside the total)."""
    found = {next(g for g in m.groups() if g).replace(",", "")
             for m in pattern.finditer(sentence)}
    return found.pop() if len(found) == 1 else None


def load(sentence: str) -> dict[str, str]:
    """The load a lead-in sentence states, by setting name (`LOAD_*_SETTING`)."""
    out: dict[str, str] = {}
    at_once = _one(_AT_ONCE, sentence)
    if at_once is not None:
        out[LOAD_CONCURRENCY_SETTING] = at_once
    in_all = _one(_IN_ALL, sentence)
    if in_all is not None:
        out[LOAD_REQUESTS_SETTING] = in_all
    return out


def _layout(header: Sequence[str]) -> tuple[str, ...]:
    """A table's layout: its header cells' first words, case-folded (a row the reader took
    into a two-row header, "Field Server Software" over "Field", keeps the layout)."""
    return tuple((cell.split() or [""])[0].casefold() for cell in header)


def loads_that_differ(text: str, blocks: Sequence[Block],
                      tables: Mapping[int, Sequence[Block]]) -> dict[int, dict[str, str]]:
    """For each table (by paragraph) the loads its lead-in states that another table of its
    layout (one header) states otherwise, when the tables of that layout give two values of
    it (more is a sweep of the load)."""
    before = lead_ins(blocks)
    stated: dict[int, dict[str, str]] = {}
    for paragraph in tables:
        lead = before.get(paragraph)
        if lead is not None and tables[paragraph]:
            found = load(text[lead.start:lead.end])
            if found:
                stated[paragraph] = found
    layouts: dict[tuple[tuple[str, ...], str], set[str]] = {}
    for paragraph, found in stated.items():
        header = _layout(tables[paragraph][0].header)
        for name, value in found.items():
            layouts.setdefault((header, name), set()).add(value)
    out: dict[int, dict[str, str]] = {}
    for paragraph, found in stated.items():
        header = _layout(tables[paragraph][0].header)
        differ = {name: value for name, value in found.items()
                  if 1 < len(layouts[(header, name)]) < _SWEEP}
        if differ:
            out[paragraph] = differ
    return out
