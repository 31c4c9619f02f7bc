"""Notes that give each column of a table below its own unit, by the column's name, with the
rows that take another: "Server is in queries per second and Offline in samples per second,
except for GPT-J and Llama 2 70B, which are in tokens per second", "Server figures are in
queries per second, or tokens per second for the language models; Offline figures in
samples per second".

Read as one unit, such a note gives every cell the first unit it names (an Offline rate in
queries/s, a language model's rate in queries/s); read here, each column named by its header
takes its own unit, and a row the note excepts (by its name, or as one of a group the note
names and the vocabulary knows) takes the exception's unit. A row whose group the vocabulary
cannot tell gets no unit from the note rather than a guessed one."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from claims.vocabulary import unit_patterns
from claims.vocabulary.lazy import lazy
from claims.vocabulary.models import LANGUAGE_MODEL_FAMILIES

# A unit written out: one token, or a count per unit of time ("queries per second").
_UNIT = r"[^\W\d][^\s\d,;:()]{0,15}?(?:\s+per\s+[^\W\d]\w{0,15})?"
# What stands between a column's name and "in": "figures are", "results are given", "is".
_BETWEEN = (r"(?:\s+(?:figures|results|values|numbers|rates|scores|rows|cells|columns?))?"
            r"(?:\s+(?:are|is))?(?:\s+(?:given|shown|reported|listed|stated|expressed))?")
# The other unit of some rows, after the column's own: ", or tokens per second for the
# language models", " (tokens per second for the language models)".
_OTHER = lazy(r"\s*(?:,\s*or\s+|\(\s*|;?\s+or\s+)(?P<unit>" + _UNIT + r")\s+for\s+"
              r"(?P<rows>[^.;:()]{1,60}?)\s*(?=[).;:,]|$)", re.I)
# The rows every named column excepts: "except for GPT-J and Llama 2 70B, which are in
# tokens per second (in both scenarios)".
_EXCEPT = lazy(r"\bexcept\s+(?:for\s+)?(?P<rows>[^.;:()]{1,80}?),?\s+which\s+(?:are|is)\s+"
               r"(?:(?:given|shown|reported|stated|expressed)\s+)?in\s+(?P<unit>" + _UNIT
               + r")(?=\s|[).;:,]|$)", re.I)
_NAMES_SPLIT = lazy(r"\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s+or\s+)\s*", re.I)
# A group of rows named as language models ("the language models", "LLMs", "the LLM
# benchmarks"): rows whose label names a generative language model's family.
_LANGUAGE_MODELS = lazy(r"(?:the\s+)?(?:(?:large\s+)?language[-\s]models?|LLMs?)"
                        r"(?:\s+(?:benchmarks?|rows?|tests?|workloads?))?", re.I)


# Words framing a row's name in a note ("the Falcon 40B row"), not part of it.
_FRAME = lazy(r"^\s*the\s+|\s+(?:rows?|benchmarks?|tests?|results?)\s*$", re.I)
_NAMED = lazy(r"[A-Z0-9]")


@dataclass(frozen=True, slots=True)
class _Column:
    """A column's unit as a note gives it, and the rows (names or a group) taking another."""

    index: int
    unit: str
    others: tuple[tuple[str, str], ...]  # (rows as the note words them, their unit)


def _is_unit(words: str) -> bool:
    """Whether words are a unit the vocabulary reads, and nothing else."""
    probe = "1 " + words
    hit = (unit_patterns.rate_at(probe, 1) or unit_patterns.symbol_at(probe, 1)
           or unit_patterns.word_at(probe, 1))
    return hit is not None and hit[2] == len(probe) and hit[0].canonical != "count"


def _fold(text: str) -> str:
    """Letters and digits of a name, case folded ("Llama 2 70B" -> "llama270b")."""
    return "".join(ch for ch in text.casefold() if ch.isalnum())


def _columns(text: str, headers: Sequence[str]) -> list[_Column]:
    """Each column (not the labels' first) the note names with a unit of its own."""
    out: list[_Column] = []
    excepted = [(m.group("rows"), m.group("unit")) for m in _EXCEPT.finditer(text)
                if _is_unit(m.group("unit"))]
    for index, header in enumerate(headers):
        name = " ".join(header.split())
        if not index or not name or not name[0].isalpha():
            continue
        said = re.search(r"(?<![\w-])" + re.escape(name) + _BETWEEN + r"\s+in\s+(?P<unit>"
                         + _UNIT + r")(?=\s|[).;:,]|$)", text, re.I)
        if said is None or not _is_unit(said.group("unit")):
            continue
        other = _OTHER.match(text, said.end())
        others = [(other.group("rows"), other.group("unit"))] if other and _is_unit(
            other.group("unit")) else []
        out.append(_Column(index, said.group("unit"), (*others, *excepted)))
    return out


def _in_rows(rows: str, label: str) -> bool | None:
    """Whether the row labelled `label` is among the rows a note words as `rows` (names:
    "GPT-J and Llama 2 70B"; a group: "the language models"); None when the group is one the
    vocabulary cannot tell."""
    if _LANGUAGE_MODELS.fullmatch(rows.strip()):
        return _fold(label).startswith(LANGUAGE_MODEL_FAMILIES)
    row = _fold(label)
    words = [_FRAME.sub("", n) for n in _NAMES_SPLIT.split(rows.strip()) if n.strip()]
    # a name is written as one, with a capital or a digit ("Falcon 40B", "gpt-j 6b"); lower
    # case words ("the video models") name a group the vocabulary may not know
    if not words or not all(_NAMED.search(w) for w in words):
        return None
    names = [_fold(w) for w in words]
    if any(len(n) < 3 for n in names):
        return None
    return bool(row) and any(row.startswith(n) or n.startswith(row) for n in names)


def row_units(notes: Sequence[str], headers: Sequence[str],
              labels: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """Per row (by its label), the unit each column takes from the first note above the
    table that names two of its columns with their units; () when no note does."""
    for note in notes:
        columns = _columns(" ".join(note.split()), headers)
        if len(columns) < 2:
            continue
        table: list[tuple[str, ...]] = []
        for label in labels:
            units = [""] * len(headers)
            for column in columns:
                units[column.index] = column.unit
                for rows, unit in column.others:
                    inside = _in_rows(rows, label)
                    if inside is None:
                        units[column.index] = ""  # cannot tell which unit: none
                        break
                    if inside:
                        units[column.index] = unit
                        break
            table.append(tuple(units))
        return tuple(table)
    return ()
