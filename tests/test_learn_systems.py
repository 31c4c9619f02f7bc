"""Machines the vocabulary does not know, read from the grammar that introduces them
(`claims.learn.systems`): a proper name in apposition to a noun of machine kind, or before
one, is a hardware candidate; parts named after it in its describing paragraph are its
components. Names of software, of makers and of parts, and words that only start a
sentence, are not."""

from __future__ import annotations

import pytest

from claims.extract import extract
from claims.extract.document import extract_rules
from claims.learn.aside import aside_only
from claims.learn.candidates import Candidate
from claims.learn.systems import FINDER
from claims.learn.weights import parse
from claims.load.documents import parse_bytes

# (sentence, the machine it names) from HPC, storage, databases, web servers, boards, LLM
_FIRE = [
    ("All runs come from Piz Daint, a hybrid Cray XC50/XC40 system in production at CSCS.",
     "Piz Daint"),
    ("We used Marlowe, our GPU cluster at the lab, for every training run.", "Marlowe"),
    ("The scans ran on the Frontier supercomputer.", "Frontier"),
    ("Queries were timed on Kestrel Lake, a Dell PowerEdge R760 server in our rack.",
     "Kestrel Lake"),
    ("The nginx numbers come from Pebble, a small ARM board on my desk.", "Pebble"),
    ("Storage tests used Oberon, our 12-node storage cluster.", "Oberon"),
]
_NO_FIRE = [
    # software called a system, a maker, a part, a sentence's first word
    "JuiceFS, a distributed file system built on object storage, keeps metadata apart.",
    "PostgreSQL, the database system, ran with default settings.",
    "Sadly, the speed and features a web server needs came later.",
    "Last, we scaled to 512 GPUs on the IBM Cloud cluster and saw the same gains.",
    "The team was moving an HDD cluster to NVMe.",
    "FP6-LLM introduces TC-FPx, the first full-stack GPU system design for FP6.",
    "Kafka, a messaging system, carried the events.",
]


def _systems(text: str) -> list[str]:
    """The names of the document's hardware candidates read from their grammar."""
    _, _, build = extract_rules(parse_bytes(text.encode(), origin="systems.md"))
    return sorted({m.name for m in build().mentions["hardware"] if m.finder == FINDER})


@pytest.mark.parametrize(("sentence", "name"), _FIRE)
def test_a_name_introduced_as_a_machine_is_a_candidate(sentence: str, name: str) -> None:
    assert _systems("# Post\n\n" + sentence + "\n") == [name]


@pytest.mark.parametrize("sentence", _NO_FIRE)
def test_software_makers_parts_and_openers_are_no_machine(sentence: str) -> None:
    assert _systems("# Post\n\n" + sentence + "\n") == []


_SETUP = """# MPI latency in containers

## Test setup

All numbers come from Piz Daint, a hybrid Cray XC50/XC40 system in production at CSCS. Each
node has an Intel Xeon E5-2690v3 processor and one NVIDIA Tesla P100 GPU.

## Results

The ping-pong latency was 1.1 us for small messages.
"""


def test_the_parts_named_in_a_systems_description_are_its_components() -> None:
    _, _, build = extract_rules(parse_bytes(_SETUP.encode(), origin="setup.md"))
    ctx = build()
    aside = aside_only(ctx.layout)
    by_name: dict[str, list[object]] = {}
    for m in ctx.mentions["hardware"]:
        by_name.setdefault(m.name, []).append(m)
    parts = {name: aside(Candidate(name, ms[0].finder, tuple(ms)))  # type: ignore[arg-type]
             for name, ms in by_name.items()}
    assert parts.pop("Piz Daint") is False
    assert parts and all(parts.values()), parts


def test_a_named_system_binds_the_figures_its_setup_describes() -> None:
    eager = parse({"format": 1, "choices": {"hardware": {"bias": 5.0}},
                   "margins": {"hardware": 0.0}}, "<test>")
    claims = extract(parse_bytes(_SETUP.encode(), origin="setup.md"), model=eager)[1]
    latency = [c for c in claims if c.unit == "s"]
    assert [c.conditions.hardware for c in latency] == ["Piz Daint"]
    # without the system, its two parts are two machines and bind nothing
    plain = _SETUP.replace("Piz Daint, a hybrid Cray XC50/XC40 system in production at CSCS",
                           "our machines")
    claims = extract(parse_bytes(plain.encode(), origin="setup.md"), model=eager)[1]
    assert [c.conditions.hardware for c in claims if c.unit == "s"] == [None]


@pytest.mark.parametrize("sentence", [s for s, _ in _FIRE] + _NO_FIRE)
def test_every_match_holds_what_its_gate_looks_for(sentence: str) -> None:
    """Each pattern runs only over texts holding its gate (the joint of an apposition, a
    noun a name stands before): every match of each holds it, so the gates drop none."""
    from claims.learn import systems

    for hit in systems._APPOSITION.finditer(sentence):
        assert systems._HAS_JOINT.search(hit.group(0)) is not None
    for hit in systems._BEFORE_NOUN.finditer(sentence):
        assert hit.group("noun") in systems._BEFORE_NOUNS
    found = [*systems._APPOSITION.finditer(sentence), *systems._BEFORE_NOUN.finditer(sentence)]
    assert not found or systems._HAS_JOINT.search(sentence) or \
        any(noun in sentence for noun in systems._BEFORE_NOUNS)


def test_a_cloud_a_heading_names_alone_is_a_candidate() -> None:
    """Must: '## Builds on AWS' offers AWS; must not: a cloud in prose or before a type."""
    assert _systems("# Post\n\n## Builds on AWS\n\nIt took 4 s.\n") == ["AWS"]
    assert _systems("# Post\n\nWe ran it on AWS for 4 s.\n") == []
    assert _systems("# Post\n\n## Builds on AWS c7g.large\n\nIt took 4 s.\n") == []
