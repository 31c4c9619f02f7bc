"""Clearing the machine the rules bound to a figure (`claims.learn.bound`): the rules lend
the one machine a setup names to every figure, also to figures about no machine; a
binary classifier may clear that name (never put another in its place), only beyond its
margin, and reads how near the machine is named to the figure."""

from __future__ import annotations

from claims.extract import extract
from claims.learn.bound import clear_label, nearest_scope
from claims.learn.labels import CLEAR, CLEARED, KEEP
from claims.learn.weights import INTERCEPT, RULES_ONLY, parse
from claims.load.documents import parse_bytes
from claims.model import Claim

#: A post whose setup names one machine, with a workload setting and a result below it.
_POST = ("# Queue soak test\n\n## Setup\n\nThe broker ran on one m6i.2xlarge instance.\n\n"
         "## Load\n\nThe publishers kept 450 connections open for the whole soak.\n\n"
         "## Results\n\nThe broker delivered 52,000 messages/s at the peak.\n\n"
         "On the m6i.2xlarge the p99 latency stayed at 8 ms.\n")


def _claims(text: str, data: dict[str, object] | None) -> dict[float, Claim]:
    """The claims of a text by value under a hand-made model (None: the rules alone)."""
    model = RULES_ONLY if data is None else parse({"format": 1, **data}, "<test>")
    return {c.value: c for c in extract(parse_bytes(text.encode(), origin="<test>"),
                                        model=model)[1]}


def _clear_model(weights: dict[str, float], margin: float) -> dict[str, object]:
    """A clear classifier with the given weights on "clear" ("keep" scores zero)."""
    return {"figures": {CLEAR: {KEEP: {}, CLEARED: weights}}, "margins": {CLEAR: margin}}


def test_the_rules_lend_the_setup_machine_to_every_figure() -> None:
    rules = _claims(_POST, None)
    assert {rules[v].conditions.hardware for v in (450, 52000, 0.008)} == {"m6i.2xlarge"}


def test_a_machine_named_only_in_the_setup_is_cleared_beyond_the_margin() -> None:
    sure = _claims(_POST, _clear_model({"scope=wider": 3.0}, 2.0))
    unsure = _claims(_POST, _clear_model({"scope=wider": 1.0}, 2.0))
    assert sure[450].conditions.hardware is None
    # the results section names the machine again: it is near the figures there
    assert sure[52000].conditions.hardware == "m6i.2xlarge"
    assert unsure[450].conditions.hardware == "m6i.2xlarge"


def test_a_machine_the_figure_own_sentence_names_is_read_as_near() -> None:
    # the same weights clear only the figures whose machine is named far from them
    learned = _claims(_POST, _clear_model({"scope=wider": 3.0}, 2.0))
    assert learned[0.008].conditions.hardware == "m6i.2xlarge"
    near = _claims(_POST, _clear_model({"scope=sentence": 3.0}, 2.0))
    assert near[0.008].conditions.hardware is None
    assert near[450].conditions.hardware == "m6i.2xlarge"


def test_the_classifier_reads_the_figure_words() -> None:
    # a count of connections is a load setting: a weight on the word after it clears it
    learned = _claims(_POST, _clear_model({"next:connections": 3.0}, 2.0))
    assert learned[450].conditions.hardware is None
    assert learned[0.008].conditions.hardware == "m6i.2xlarge"


def test_clearing_never_names_another_machine() -> None:
    text = ("## Setup\n\nClients ran on a c6i.large; the server on one r7g.4xlarge.\n\n"
            "## Results\n\nThe server answered 31,000 requests/s.\n")
    rules = _claims(text, None)
    learned = _claims(text, _clear_model({INTERCEPT: 9.0}, 2.0))
    for value, claim in learned.items():
        assert claim.conditions.hardware in (None, rules[value].conditions.hardware)


def test_nearest_scope_orders_the_ties() -> None:
    assert nearest_scope({"sentence": 1.0, "section": 1.0}) == "sentence"
    assert nearest_scope({"own_column": 1.0, "paragraph": 1.0}) == "table"
    assert nearest_scope({"lead_in": 1.0}) == "paragraph"
    assert nearest_scope({"outer_heading": 1.0}) == "section"
    assert nearest_scope({"only_setup": 1.0, "front": 1.0}) == "wider"


def test_the_gold_answer_of_a_bound_machine() -> None:
    assert clear_label("NVIDIA L40S", None) == CLEARED
    assert clear_label("NVIDIA L40S", "L40S") == KEEP
    assert clear_label("NVIDIA L40S", "A10G") is None  # another machine: neither
    assert clear_label(None, "L40S") is None  # the rules bound none: the fill decides
