"""What a document states once for all its figures: the one machine a label or a run
names ("Test machine: Raspberry Pi 5", "ran on the CNCF community cluster"), and the one
accelerator count it gives."""

from __future__ import annotations

import re
from collections.abc import Sequence

from claims.extract.conditions.found import NOTHING, Found, only_versions
from claims.extract.conditions.index import Index, find
from claims.extract.conditions.lent_machines import lent_machine
from claims.extract.conditions.tested_sides import CLIENT, UNDER_TEST, list_sides
from claims.extract.text.blocks import Block
from claims.extract.text.sentences import sentences
from claims.learn.names import key
from claims.vocabulary.hardware import CLOUD_PROVIDERS
from claims.vocabulary.lazy import lazy


def labelled_machine(index: Index, blocks: Sequence[Block]) -> Found:
    """The machine a label names ("**Hardware**: two old workstations (...)", "Test
    machine: Raspberry Pi 5") or a run names by its own name ("ran on the CNCF
    community cluster"), when the document states exactly one: its explicit statement
    of what every figure ran on, named by the vocabulary or not."""
    named: dict[str, str] = {}
    sides = list_sides(blocks)  # a test client's machine ran no figure of the results
    for block in blocks:
        if block.kind in ("table_header", "table_row") and len(block.cells) == 2:
            # A spec table's row for the whole machine ("Nodes | 68 x Dell PowerEdge
            # R6615" over "CPU | ..."), named by the vocabulary: a two-column table
            # of figures has headers there ("GPU | tokens/s"), which name none.
            (x, y), (u, v) = block.cells
            if _SPEC_ROW.fullmatch(block.scan[x:y].strip(" *_")):
                name = index.find(block.start + u, block.start + v).hardware
                if name:
                    named.setdefault(key(name), name)
            continue
        if block.kind != "paragraph":
            continue
        for run in _RAN_ON_NAMED.finditer(block.scan):
            # "ran the tests on the CNCF community cluster": a machine of its own
            # name, described, where the vocabulary names nothing.
            said = index.find(block.start + run.start(1), block.start + run.end(1))
            if said.hardware is None and said.software == ():
                name = " ".join(run.group(1).split())
                named.setdefault(key(name), name)
        for run in _RAN_ON_HOST.finditer(block.scan):
            # "all tests ran on the host broadwell,": a machine by its host name
            if run.group(1).casefold() not in _NO_HOST_NAME:
                named.setdefault(key(run.group(1)), run.group(1))
        cloud = _CLOUD_SERVICE.fullmatch(block.scan.strip(" *_`.;")) if block.item else None
        if cloud is not None:  # "- Google Cloud Compute Engine": where a setup list ran
            named.setdefault(key(cloud.group(0)), " ".join(cloud.group(0).split()))
            continue
        side = sides.get(block.start)
        name = label_name(index, block, side == UNDER_TEST) if side != CLIENT else None
        if name:
            named.setdefault(key(name), name)
    lent = lent_machine(index.text, blocks)  # "X, who lent us the machines", `lent_machines`
    if lent is not None:
        named.setdefault(key(lent), lent)
    return Found(hardware=next(iter(named.values()))) if len(named) == 1 else NOTHING


def label_name(index: Index, block: Block, under_test: bool = False) -> str | None:
    """The machine a paragraph or list item names after a machine's label ("Test machine:
    Raspberry Pi 5", "machine: m7g.large (2 vCPUs)"), named by the vocabulary or described
    in a few words; None for any other block. In a list of the device `under_test`, a
    "Model:" line names it too ("- Model: Redmi AX6 router")."""
    label = (_MACHINE_LABEL.match(block.scan) or (_MODEL_LABEL.match(block.scan)
             if under_test else None)) if block.kind == "paragraph" else None
    if label is None:
        return None
    a = block.start + label.end()
    stop = _VALUE_END.search(block.scan, label.end())
    b = block.start + (stop.start() if stop else len(block.scan))
    said = index.find(a, b)
    name = said.hardware
    if name is None and stop is not None and stop.group(0) == "(":
        # an architecture glossed by its part ("Platform: x86_64 (AMD Ryzen 9 7950X, Zen
        # 4)", "ARM Neoverse-V2 (AWS Graviton 4)"): the part in the aside is the machine
        close = block.scan.find(")", stop.end())
        if close > 0:
            aside = index.find(block.start + stop.end(), block.start + close)
            said, name = aside, aside.hardware
    if name is None and not said.software and not said.model and not _PLATFORM.match(block.scan):
        # ("platform:" may be an operating system's string: a described head is no machine)
        head = _COUNT_LEAD.sub("", index.text[a:b]).strip(" *_`")
        name = head if _DESCRIBED.fullmatch(head) else None
    return name or None


def only_count(index: Index, blocks: Sequence[Block], body: tuple[int, int]) -> int | None:
    """The accelerator count of a document that states one and only one ("on one H100
    GPU", "(one GPU)"): its every run used that many. A post that states two counts (a
    cluster and an instance) gives none, as the figure's own sentence must say which."""
    spans = [(x, y) for x, y, _ in index.spans(("accelerator_count",))
             if body[0] <= x and y <= body[1]]
    # A count in a sentence that sets two systems side by side ("13x the speed of a server
    # of eight H100s") is one side's, never what every run used. Only the paragraphs
    # that hold a count are split into sentences: this runs for every document.
    compared = [(s.start, s.end) for block in blocks if block.kind == "paragraph"
                and any(block.start <= x < block.end for x, _ in spans)
                for s in sentences(block) if _SIDE_BY_SIDE.search(s.scan())]
    counts = {find(index.text[x:y]).accelerator_count for x, y in spans
              if not any(a <= x < b for a, b in compared)}
    return counts.pop() if len(counts) == 1 else None


# A label at the start of a paragraph or list item that names the whole machine a post ran
# on (not a part of it: "CPU:", "Memory:" describe one).
_MACHINE_LABEL = lazy(r"\W{0,4}(?:hardware|machines?|servers?|instances?(?:\s+types?)?|"
                      r"platforms?|computers?|laptops?|phones?|devices?|test\s+(?:machines?|rigs?|beds?|"
                      r"systems?|servers?|hardware)|systems?\s+under\s+test|SUT)\W{0,3}"
                      r"\s*[:\u2013\u2014]\s*", re.I)
_PLATFORM = lazy(r"\W{0,4}platforms?\b", re.I)
# A device's model line, read as its machine only under a device-under-test lead.
_MODEL_LABEL = lazy(r"\W{0,4}(?:model|product|device\s+model)\W{0,3}\s*[:\u2013\u2014]\s*", re.I)
#: A sentence that compares two systems: a ratio ("13x", "2.5 times") or a comparing word.
_SIDE_BY_SIDE = lazy(r"\b\d+(?:\.\d+)?\s*(?:x|×|times)(?!\w)|\b(?:than|vs\.?|versus|against|"
                     r"compared\s+(?:to|with))\b", re.I)
# A spec table's row label for the whole machine.
_SPEC_ROW = lazy(r"(?:hardware|machines?|servers?|nodes?|hosts?|systems?|instances?"
                 r"(?:\s+types?)?|platform)", re.I)
# Where a label's value ends: its first aside, clause or sentence break.
_VALUE_END = lazy(r"[(,;\n]|\.\s|\s(?:with|running|and)\s")
_COUNT_LEAD = lazy(r"^\W*(?:\d+\s?[x\u00d7]?|an?|the|one|two|three|four|eight)\s+", re.I)
# The verb of a run; its first letters lead, so the engine skips ahead to them.
_RAN = (r"(?=[bcemprt])\b(?:ran|run|runs|running|measured|tested|benchmarked|conducted|"
        r"performed|executed)\b")
# A run on a machine of its own name ("ran the experiments on the CNCF community cluster",
# "benchmarked on our Frontier supercomputer"): a capitalised name, then the machine's noun.
_RAN_ON_NAMED = lazy(_RAN + r"[^.;:!?]{0,80}?\b(?:on|using)\s+(?:the|our|their|"
                     r"an?)\s+((?:[A-Z][\w-]*\s+)+(?:[a-z][\w-]*\s+){0,2}(?:cluster|testbed|"
                     r"supercomputer|test\s+bed))\b")
# A run on a machine given by its host name ("All tests ran on the host broadwell,", "ran
# on the server `db-07`."): the name one token, closing its clause.
_RAN_ON_HOST = lazy(_RAN + r"[^.;:!?]{0,80}?\bon\s+(?:the\s+|our\s+|my\s+)?"
                    r"(?:host|machine|server|box)\s+(?:named\s+|called\s+)?[`\"']?"
                    r"([A-Za-z][\w.-]*[A-Za-z0-9])[`\"']?(?=[,;:)]|\.(?:\s|$)|\s+\(|$)")
# Words that close such a clause without naming a host ("ran on the machine itself.").
_NO_HOST_NAME = frozenset({"itself", "above", "below", "alone", "only", "too", "again",
                           "directly", "locally", "instead", "here", "there", "once", "twice"})
# A cloud's compute service, or a host's cloud, standing alone as a setup list's item: the
# machines every run used are that cloud's ("- Google Cloud Compute Engine", "- AWS EC2").
_CLOUD_SERVICE = lazy(r"(?:Google\s+(?:Cloud\s+)?Compute\s+Engine(?:\s+\(GCE\))?|"
                      r"(?:Amazon|AWS)\s+EC2|Amazon\s+Web\s+Services|(?:Microsoft\s+)?Azure"
                      r"(?:\s+Virtual\s+Machines)?|(?:" + "|".join(
                          re.escape(p) for p in CLOUD_PROVIDERS) + r")"
                      r"(?:\s+Cloud)?)(?:\s+(?:VMs?|instances?|servers?|droplets?))?")
# A machine described in a few words ("old workstations", "Hetzner AX102 box").
_DESCRIBED = lazy(r"[A-Za-z][\w.+/-]*(?:\s+[\w.+/-]+){0,4}")


def releases(index: Index, body: tuple[int, int]) -> dict[str, str]:
    """The one release the document states of each program it versions anywhere in its
    body ("TensorRT-LLM version: 0.16.0" in a setup list)."""
    return only_versions([find(index.text[a:b]).software for a, b, _ in index.spans(("software",))
                          if body[0] <= a and b <= body[1]])
