"""Machines the vocabulary does not know, read from the grammar that introduces them: a
proper name set in apposition to a noun of machine kind ("Piz Daint, a hybrid Cray XC50
system", "Marlowe, our GPU cluster at the lab") or standing before one ("the Frontier
supercomputer"), or a cloud a heading names alone ("## Generation on GCP"). Such a name
is offered to the learned hardware choice as a candidate (the rules never bind it; a
heading's cloud they bind through `heading_places`). The known parts named in the
paragraph that describes such a system after it ("each node has a Xeon E5-2690v3 and one
P100") are its components: like a machine named aside (`claims.learn.aside`) they are no
rival of the system."""

from __future__ import annotations

import re
from collections.abc import Sequence

from claims.extract.conditions.index import Index
from claims.learn.candidates import Mention
from claims.learn.layout import Layout
from claims.learn.names import key
from claims.vocabulary.hardware import CLOUD_ON
from claims.vocabulary.lazy import lazy

#: The finder name of a machine read from its introducing grammar.
FINDER = "system"
# One word of a proper name: capitalised ("Piz", "Daint") or a number in a name ("2", "XC50");
# an acronym in capitals alone ("HDD", "IBM", "GPU") names a part or a maker, not a machine.
_WORD = r"(?:[A-Z][a-z][\w+-]*|[A-Z]?\d[\w+.-]*)"
_NAME = rf"(?P<name>[A-Z][a-z][\w+-]*(?:[ \t]+{_WORD}){{0,2}})"
# Nouns of a whole machine; "system" counts only with a word that makes it hardware.
_MACHINE = (r"(?:supercomputers?|clusters?|testbeds?|workstations?|laptops?|desktops?|"
            r"mainframes?|(?:single-board\s+)?computers?|boards?|servers?|machines?)")
_HARDWARE_WORD = (r"(?:hybrid|hpc|compute|computing|gpu|cpu|arm|x86|cray|hpe|ibm|dell|"
                  r"lenovo|supermicro|nvidia|intel|amd|fujitsu|[a-z]*\d[\w/-]*)")
# The words of a description between its article and its noun: no clause words.
_DESCRIBING = (r"(?P<words>(?:(?!(?:and|or|a|an|the|that|which|who|is|are|was|were|to|of|"
               r"for|with|in|on|by)\b)[\w/+.-]+[ \t]+){0,5}?)")
# The noun ends the description: punctuation, or a word that goes on about the machine.
_ENDS = (r"(?=[ \t]*(?:[,.;:)]|$)|[ \t]+(?:in|at|on|of|from|with|that|which|where|built|made|"
         r"run|hosted|located|installed|based|operated)\b)")
# The joint of a name and its description: ", a", ", the", ", our"...
_JOINT = r",[ \t]+(?:a|an|the|our|their|its)[ \t]+"
_APPOSITION = lazy(_NAME + _JOINT + _DESCRIBING + r"(?P<noun>" + _MACHINE + r"|systems?)\b"
                   + _ENDS)
# Searched first: most texts have no such joint, and the full pattern tries a name at every
# capital letter.
_HAS_JOINT = lazy(_JOINT)
_BEFORE_NOUNS = ("supercomputer", "cluster", "testbed")
_BEFORE_NOUN = lazy(r"\b(?:the|our|their)[ \t]+" + _NAME + r"[ \t]+(?P<noun>"
                    + "|".join(_BEFORE_NOUNS) + r")\b" + _ENDS)
_HARDWARE = lazy(r"\b" + _HARDWARE_WORD + r"\b", re.I)
# Words that make a "system" or "machine" software, not hardware.
_SOFTWARE = lazy(r"\b(?:file|database|operating|type|build|queue|queuing|messaging|"
                 r"key-value|storage\s+engine|virtual|state|learning|translation|"
                 r"recommendation|recommender|search|caching)\b", re.I)
_MEMO = ("named_systems",)
#: Finders whose match makes a name no machine's (a product, a model, a benchmark).
_NOT_MACHINES = ("software", "model", "benchmark", "named_workload")


def named_systems(layout: Layout, index: Index) -> list[Mention]:
    """The machines the text introduces by name and a noun of machine kind."""
    text = layout.text
    taken = [(a, b) for a, b, _ in index.spans(_NOT_MACHINES)]
    out: list[Mention] = []
    # Each pattern runs only over a text that holds what all its matches hold: the joint
    # of an apposition, one of the nouns a name stands before.
    patterns = [_APPOSITION] if _HAS_JOINT.search(text) is not None else []
    if any(noun in text for noun in _BEFORE_NOUNS):
        patterns.append(_BEFORE_NOUN)
    for pattern in patterns:
        for hit in pattern.finditer(text):
            words = hit.groupdict().get("words") or ""
            if hit.group("noun").lower().startswith("system") and not _HARDWARE.search(words):
                continue
            if _SOFTWARE.search(words):
                continue
            a, b = hit.span("name")
            if any(x < b and a < y for x, y in taken):
                continue
            name = " ".join(hit.group("name").split())
            if key(name):
                out.append(Mention(a, b, FINDER, name))
    for block in layout.blocks:  # "## DCAP generation on GCP": a cloud its section ran on
        cloud = CLOUD_ON.search(text, block.start, block.end) if block.kind == "heading" \
            else None
        if cloud is not None:
            out.append(Mention(*cloud.span("cloud"), FINDER, " ".join(cloud["cloud"].split())))
    return sorted(out, key=lambda m: m.start)


def more_machines(layout: Layout, index: Index, found: Sequence[Mention]) -> list[Mention]:
    """The rules' hardware mentions with the named systems they leave out, in text order;
    a system named where the rules found a machine already is theirs."""
    taken = [(m.start, m.end) for m in found]
    extra = [m for m in named_systems(layout, index)
             if not any(a < m.end and m.start < b for a, b in taken)]
    layout.memo[_MEMO] = tuple(extra)
    if not extra:
        return list(found)
    # every later mention of a system's name is the system too
    names = {m.name for m in extra}
    later = [Mention(h.start(), h.end(), FINDER, n) for n in sorted(names)
             for h in re.finditer(r"\b" + re.escape(n) + r"\b", layout.text)]
    seen = {(m.start, m.end) for m in extra}
    extra += [m for m in later if (m.start, m.end) not in seen and
              not any(a < m.end and m.start < b for a, b in taken)]
    return sorted([*found, *extra], key=lambda m: (m.start, m.end, m.finder))


def part_of_system(layout: Layout, m: Mention) -> bool:
    """Whether a mention names a part after a named system, in the paragraph that
    describes it (the systems `more_machines` found, kept on the layout)."""
    systems = layout.memo.get(_MEMO)
    if m.finder == FINDER or not isinstance(systems, tuple) or not systems:
        return False
    block = layout.block_at(m.start)
    return block is not None and any(
        s.start < m.start and (b := layout.block_at(s.start)) is not None
        and b.paragraph == block.paragraph for s in systems)
