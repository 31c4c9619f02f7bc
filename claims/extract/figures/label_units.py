"""The unit a row label writes after its measure's name: as a last clause ("Lookup time,
ms") or after "in" ("Latency in ns (Read/Write)"), for the cells of its row."""

from __future__ import annotations

from claims.extract.figures.candidate import COUNT
from claims.vocabulary import unit_patterns
from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import Unit

# The last word of a label, set off by two spaces or more, where a bracket was blanked.
_BLANKED_BRACKET = lazy(r"(?<=\S)\s{2,}\S+$")


def trailing_unit(label: str) -> tuple[Unit, str, str | None] | None:
    """The unit a row label's last clause is, whole ("Lookup time, ms", "Peak memory, GB"):
    written after a comma, as a column header writes it; a clause holding anything more
    ("Llama 3, 8B", "Tier 2, cold") names none. Square brackets are blanked in a masked
    label, so "Latency [ms]" arrives as "Latency  ms ": a gap of spaces sets it off too."""
    gap = _BLANKED_BRACKET.search(label.rstrip())
    if "," not in label and gap is None:
        return None
    clause = (label.rsplit(",", 1)[1] if "," in label else label[gap.start():] if gap else "")
    clause = clause.strip().strip("*_").strip()
    if not clause or not clause[0].isalpha():
        return None
    probe = "1 " + clause
    hit = unit_patterns.rate_at(probe, 1) or unit_patterns.symbol_at(probe, 1) \
        or unit_patterns.word_at(probe, 1)
    if hit is None or hit[0] is COUNT or hit[2] != len(probe):
        return None
    return hit[0], hit[1], None


# A label's unit after "in", last but for a bracket: "Latency in ns (Read/Write)".
_IN_UNIT = lazy(r"\bin\s+(?P<unit>[^\s(),;]+)\s*(?:\([^()]*\))?\s*$")


def unit_after_in(label: str) -> tuple[Unit, str, str | None] | None:
    """The unit a row label names after "in" at its end ("Latency in ns", "Bandwidth in
    KiB/sec (Read/Write)"), whole: "Runs in parallel" or "Rank in Top500" name none."""
    found = _IN_UNIT.search(label.strip().strip("*_"))
    if found is None or not found.group("unit")[0].isalpha():
        return None
    probe = "1 " + found.group("unit")
    hit = unit_patterns.rate_at(probe, 1) or unit_patterns.symbol_at(probe, 1) \
        or unit_patterns.word_at(probe, 1)
    if hit is None or hit[0] is COUNT or hit[2] != len(probe):
        return None
    return hit[0], hit[1], None
