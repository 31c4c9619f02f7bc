"""Features of a candidate for one figure (where its mentions stand relative to the
figure, how often and early the document names it, whether it sits on the other side of
a comparison, whether its kind fits the figure's quantity, the rules' choice), and of a
figure for its own decisions (kind, per, evidence, who measured). Features are sparse
maps of name -> value; names are stable strings, so a weights file is plain JSON."""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from claims.learn.candidates import Candidate, Mention
from claims.learn.layout import Layout, Place
from claims.learn.names import key, same_name, tokens
from claims.vocabulary.hardware import member_of
from claims.vocabulary.lazy import lazy

Features = dict[str, float]
#: Features saying the text ties a candidate to a figure: named in its sentence,
#: paragraph or section, in its list's lead-in, its table's header or caption, or the
#: only machine the document's setup names (which binds every figure measured there).
TIES = frozenset({"sentence", "paragraph", "section", "lead_in", "row_label", "table_header",
                  "caption", "own_column", "only_setup"})
#: How far apart (in characters) a name and its figure may stand for the words between them
#: to be read: one clause or two, never a whole list of figures.
_NEAR = 400

# Words that set a comparison's other side apart: what follows them is the baseline.
_OTHER_SIDE = lazy(r"\b(?:than|vs\.?|versus|compared\s+(?:to|with)|over|against|"
                   r"relative\s+to|from)\b", re.I)
_CLAUSE_BREAK = lazy(r"[,;:()]|\b(?:while|whereas|and|but)\b", re.I)
# A heading, list lead-in or label that introduces the machine(s) a post ran on: what a
# reader reads as "everything below was measured on this".
_SETUP = lazy(r"\b(?:set[- ]?ups?|environments?|hardware|test[- ]?(?:beds?|rigs?|systems?|"
              r"machines?|servers?)|systems?\s+under\s+test|SUT|configurations?|"
              r"methodology|specs|specifications?|platforms?|infrastructure|"
              r"how\s+we\s+(?:tested|measured|benchmarked)|benchmark\s+details)\b", re.I)
# A label at the start of a block that names a part of a machine ("Hardware:", "CPU:",
# "**Server**:", "Instance type -").
_LABEL = lazy(r"^\W*(?:[A-Za-z]+\s+){0,2}(?:hardware|machines?|servers?|hosts?|nodes?|"
              r"instances?(?:\s+types?)?|cpus?|processors?|gpus?|accelerators?|storage|"
              r"drives?|disks?|ssds?|network|nics?|platform|systems?|clusters?)\W{0,3}"
              r"\s*[:\u2013\u2014-]", re.I)
# "ran it on an", "measured using two", "running on the": a run introduces its machine.
_ON_BEFORE = lazy(r"\b(?:on|using|with|atop|across)\s+(?:(?:an?|the|our|my|his|her|their|"
                  r"its|your|this|that|one|two|single|each|every|\d+\s?[x\u00d7]?)\s+)?"
                  r"(?:[\w.-]+\s+){0,2}$", re.I)
_RUN_VERB = lazy(r"\b(?:ran|run|runs|running|measured|measuring|tested|testing|"
                 r"benchmarked|benchmarking|executed|deployed|hosted|performed|conducted|"
                 r"collected|obtained|recorded|evaluated|achieved|reached|got|gets|"
                 r"results?|numbers?)\b", re.I)
# What kind of machine a name gives, read from its words: a drive, a NIC, a server, a
# storage system or cluster (the finder alone tells only accelerator, CPU or instance).
_SHAPES = (("system", lazy(r"\b(?:cluster|array|appliance)s?$", re.I)),
           ("drive", lazy(r"\b(?:ssds?|drives?|nvme|disks?)$|\bssd\b", re.I)),
           ("network", lazy(r"connectx|bluefield|\b(?:nics?|supernics?|smartnics?|dpus?|"
                            r"switch(?:es)?|adapters?)$", re.I)),
           ("server", lazy(r"poweredge|proliant|thinksystem|\b(?:servers?|nodes?|"
                           r"hosts?|machines?)$", re.I)))
_COUNT_BEFORE = lazy(r"(?:\d[\d,]*|one|two|four|eight|sixteen)\s*(?:x|\u00d7|-way)?\s*$",
                     re.I)


def unit_class(unit: str) -> str:
    """The family of a figure's quantity, which decides what kind of system fits it."""
    if unit == "tokens/s":
        return "tokens"
    if unit in ("IOPS", "GB/s", "GB"):
        return "storage"
    if unit in ("requests/s", "queries/s") or (unit.endswith("/s") and "request" in unit):
        return "requests"
    if unit in ("Gbit/s", "packets/s"):
        return "network"
    if unit in ("x", "%"):
        return "ratio"
    if unit == "s":
        return "time"
    if unit in ("USD", "USD/h", "USD/Mtok"):
        return "cost"
    if unit == "count":
        return "count"
    return "rate" if unit.endswith("/s") else "other"


def _distance_bucket(chars: int) -> str:
    """A coarse distance: the same words, a line, a paragraph, a page, further."""
    for limit, name in ((16, "16"), (64, "64"), (256, "256"), (1024, "1k"), (4096, "4k")):
        if chars <= limit:
            return name
    return "far"


@dataclass(frozen=True, slots=True)
class Reading:
    """What the whole document says of one candidate, whatever the figure: named where a
    setup is described, introduced by a run ("measured on a ..."), holding a model
    number, and its kind of machine."""

    setup: bool
    run_on: bool
    specific: bool
    shape: str


def shape(cand: Candidate) -> str:
    """The kind of machine a candidate names (drive, network, server, system), else its
    finder's kind."""
    name = cand.name or ""
    for label, pattern in _SHAPES:
        if pattern.search(name):
            return label
    return cand.finder


def _introduced(layout: Layout, m: Mention) -> tuple[bool, bool]:
    """Whether a mention stands where a setup is described, and after a run's "on"."""
    block = layout.block_at(m.start)
    if block is None:
        return False, False
    text = layout.text
    setup = bool(block.section and _SETUP.search(block.section)) or bool(
        block.lead and _SETUP.search(text[block.lead[0]:block.lead[1]])) or bool(
        _LABEL.match(block.scan[:max(0, m.start - block.start)]))
    sentence = layout.sentence_at(block, m.start) or (block.start, block.end)
    lead = text[max(sentence[0], m.start - 48):m.start]
    on = _ON_BEFORE.search(lead)
    run_on = on is not None and bool(_RUN_VERB.search(text[sentence[0]:m.start]))
    return setup, run_on


def reading(layout: Layout, cand: Candidate) -> Reading:
    """The document-wide reading of a candidate (computed once per document)."""
    memo_key = ("reading", cand.finder, cand.name, tuple(m.start for m in cand.mentions))
    found = layout.memo.get(memo_key)
    if found is None:
        seen = [_introduced(layout, m) for m in cand.mentions]
        found = Reading(setup=any(s for s, _ in seen), run_on=any(r for _, r in seen),
                        specific=any(ch.isdigit() for ch in cand.name or ""),
                        shape=shape(cand))
        layout.memo[memo_key] = found
    return found


def _among(layout: Layout, cand: Candidate, peers: Sequence[Candidate]) -> Features:
    """What this candidate's reading says beside the other candidates': the only one in
    a setup, the only one a run introduces, the only one with a model number."""
    own = reading(layout, cand)
    # Other spellings of the same machine ("E5-2640" beside "Xeon E5-2640 v3") are no
    # other machine: "the only one" is read among distinct machines.
    others = [reading(layout, p) for p in peers
              if p.name is not None and p.finder != "rule" and not same_name(p.name, cand.name)]
    out: Features = {}
    # Named in a setup alone is no evidence: posts describe the client, the baseline and
    # the machine under test there alike (cross-validated, it chose worse); the only
    # machine a setup names is.
    for name in ("setup", "run_on", "specific"):
        if getattr(own, name):
            if name != "setup":
                out[name] = 1.0
            if not any(getattr(o, name) for o in others):
                out[f"only_{name}"] = 1.0
    if not others:
        out["only_candidate"] = 1.0
    # A spelling inside another candidate's ("E5-2640" in "Xeon E5-2640 v3") is the same
    # machine named shorter; one holding another's is the fuller name.
    mine = tokens(cand.name)
    theirs = [tokens(p.name) for p in peers if p.name is not None and p is not cand]
    if any(mine < t for t in theirs):
        out["shorter_of_another"] = 1.0
    if any(t < mine for t in theirs):
        out["longer_of_another"] = 1.0
    return out


def _nearest(mentions: tuple[Mention, ...], at: int) -> Mention | None:
    """The mention nearest an offset (the earlier one on a tie)."""
    if not mentions:
        return None
    return min(mentions, key=lambda m: (abs(m.start - at), m.start))


def _in_sentence(layout: Layout, place: Place, m: Mention) -> Features:
    """What sharing the figure's sentence says: same clause, the other side of a
    comparison, a count before the name, before or after the figure."""
    text = layout.text
    a, b = sorted((m.end, place.at)) if m.start < place.at else sorted((place.at, m.start))
    out: Features = {"sentence": 1.0, "before" if m.start < place.at else "after": 1.0}
    # What stands between is read only near the figure: in a sentence of thousands of
    # figures, reading every gap whole would cost the sentence's length per figure.
    near = b - a <= _NEAR
    between = text[a:b] if near else ""
    if near and not _CLAUSE_BREAK.search(between):
        out["clause"] = 1.0
    lead = text[max(place.sentence[0], m.start - 40):m.start]
    if _OTHER_SIDE.search(lead[-24:]):
        out["other_side_after" if m.start > place.at else "other_side_before"] = 1.0
    if _OTHER_SIDE.search(between):
        out["comparison_between"] = 1.0
    if _COUNT_BEFORE.search(lead):
        out["count_beside"] = 1.0
    return out


def _structure(layout: Layout, place: Place, cand: Candidate) -> Features:
    """Where the candidate's mentions stand in the document's structure, seen from the
    figure: its paragraph, section, heading, table header or row label, list lead-in."""
    out: Features = {}
    block = place.block
    if block is None:
        return out
    for m in cand.mentions:
        there = layout.block_at(m.start)
        if there is None:
            continue
        if there.paragraph == block.paragraph:
            out["paragraph"] = 1.0
        if there.section == block.section:
            out["section"] = 1.0
            if there.kind == "heading":
                out["heading"] = 1.0
        elif there.kind == "heading" and m.start < place.at:
            out["other_heading_before"] = 1.0
        if block.lead is not None and block.lead[0] <= m.start < block.lead[1]:
            out["lead_in"] = 1.0
        # (a row's cells are offsets into its block)
        if there is block and block.kind == "table_row" and block.cells and \
                block.cells[0][0] <= m.start - block.start < block.cells[0][1]:
            out["row_label"] = 1.0
    if block.kind == "table_row" and cand.name is not None and any(
            same_name(cand.name, h) for h in block.header):
        out["table_header"] = 1.0
    if block.caption and cand.name is not None and cand.name.lower() in block.caption.lower():
        out["caption"] = 1.0
    column = next((i for i, (a, b) in enumerate(block.cells)
                   if a <= place.at - block.start < b), None)
    if block.kind == "table_row" and cand.name is not None and column is not None and \
            column < len(block.header) and same_name(cand.name, block.header[column]):
        out["own_column"] = 1.0
    return out


def _one_machine(a: str, b: str) -> bool:
    """Whether two names may name one machine: spellings of one name ("H100", "NVIDIA
    H100 SXM"), or a family and its part ("Hopper" and "H100")."""
    return same_name(a, b) or member_of(key(a), key(b)) or member_of(key(b), key(a))


def distinct_machines(cands: Sequence[Candidate]) -> int:
    """How many machines the candidates name, every name of one machine counted once."""
    return _distinct_names(tuple(c.name for c in cands if c.name is not None))


@functools.lru_cache(maxsize=64)
def _distinct_names(names: tuple[str, ...]) -> int:
    """`distinct_machines` of the names (every figure of a document asks it of the same
    names: worked out once)."""
    groups: list[str] = []
    for name in names:
        if not any(_one_machine(name, g) for g in groups):
            groups.append(name)
    return len(groups)


def candidate_features(layout: Layout, place: Place, cand: Candidate, rule: str | None,
                       count: int, peers: Sequence[Candidate] = ()) -> Features:
    """The features of one candidate for one figure (`count`: candidates in all; `peers`:
    them all, so a candidate can be read beside the others)."""
    fit = unit_class(place.unit)
    if cand.name is None:
        nothing: Features = {"none": 1.0, f"none:fit={fit}": 1.0, "none:rule" if rule is None
                             else "none:rule_named": 1.0, f"none:n={min(count - 1, 4)}": 1.0}
        machines = [p for p in peers if p.name is not None and p.finder != "rule"]
        named = [reading(layout, p) for p in machines]
        if any(r.run_on for r in named):
            nothing["none:peer_run_on"] = 1.0
        # A setup that names one machine binds it to the document's figures; one that
        # names several (a cluster of instance types, two GPU generations) binds none
        # by itself: each figure then takes the machine its own text ties it to.
        setup = distinct_machines([p for p, r in zip(machines, named, strict=True) if r.setup])
        nothing[f"none:setup={min(setup, 2)}"] = 1.0
        nothing[f"none:machines={min(distinct_machines(machines), 3)}"] = 1.0
        return nothing
    kind = reading(layout, cand).shape
    out: Features = {"bias": 1.0, f"finder={cand.finder}": 1.0, f"fit={fit}:{cand.finder}": 1.0,
           f"shape={kind}": 1.0, f"fit={fit}:shape={kind}": 1.0}
    out.update(_among(layout, cand, peers))
    if rule is not None and same_name(cand.name, rule):
        # The rules' own spelling, or a longer or shorter one of the same name: which of
        # "Xeon E5-2640 v3" and "E5-2640" the rules chose is itself evidence.
        out["rule" if key(cand.name) == key(rule) else "rule_overlap"] = 1.0
    if cand.front:
        out["front"] = 1.0
    out["rank_first"] = 1.0 if cand.rank == 0 else 0.0
    out["rank"] = 1.0 / (1 + cand.rank)
    out["share"] = cand.share
    out["mentions"] = math.log1p(len(cand.mentions)) / 3
    out["tokens"] = min(len(cand.name.split()), 4) / 4
    nearest = _nearest(cand.mentions, place.at)
    if nearest is not None:
        gap = abs(nearest.start - place.at)
        out[f"dist={_distance_bucket(gap)}"] = 1.0
        out["dist_log"] = math.log1p(gap) / 10
        out["first_at"] = cand.mentions[0].start / layout.length
        before = [m for m in cand.mentions if m.start < place.at]
        out["named_before"] = 1.0 if before else 0.0
        lo, hi = place.sentence
        inside = [m for m in cand.mentions if lo <= m.start < hi]
        if inside:
            own = _nearest(tuple(inside), place.at)
            assert own is not None
            out.update(_in_sentence(layout, place, own))
            if _introduced(layout, own)[1]:
                out["run_on_sentence"] = 1.0
        out.update(_structure(layout, place, cand))
    return out
