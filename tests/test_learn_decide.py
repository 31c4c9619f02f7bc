"""The learned stage with hand-set weights: it overrides the rules only by its margin, never
hides a figure as an idle count, and leaves what the text states in words."""

from __future__ import annotations

import pytest

from claims.extract import extract
from claims.learn.weights import INTERCEPT, RULES_ONLY, parse
from claims.load.documents import parse_bytes
from claims.model import Claim, Evidence, Independence, Kind


def _claims(text: str, data: dict[str, object] | None) -> tuple[Claim, ...]:
    """The claims of a text under a hand-made model (None: the rules alone)."""
    model = RULES_ONLY if data is None else parse({"format": 1, **data}, "<test>")
    return extract(parse_bytes(text.encode(), origin="<test>"), model=model)[1]


def _kind_model(prefer: str, by: float, margin: float) -> dict[str, object]:
    """A kind model that scores one label `by` above every other, whatever the figure."""
    labels = ("headline", "config", "count")
    return {"figures": {"kind": {label: {INTERCEPT: by if label == prefer else 0.0}
                                 for label in labels}},
            "margins": {"kind": margin}}


_SETTING = "Each run used a batch of 32 requests on the cluster.\n"


def test_the_model_replaces_the_rules_kind_only_beyond_its_margin() -> None:
    (rules,) = _claims(_SETTING, None)
    assert rules.kind is Kind.config
    (unsure,) = _claims(_SETTING, _kind_model("headline", 1.0, 2.0))
    (sure,) = _claims(_SETTING, _kind_model("headline", 3.0, 2.0))
    assert unsure.kind is Kind.config and sure.kind is Kind.headline
    assert sure.id == rules.id and sure.source == rules.source  # ids and quotes stay


def test_a_figure_is_never_hidden_as_an_idle_count() -> None:
    (claim,) = _claims(_SETTING, _kind_model("count", 9.0, 0.0))
    assert claim.kind is Kind.config


def test_stated_evidence_and_a_stated_measurer_stay() -> None:
    text = ("In simulation, the part reached 12,000 tokens/s. An independent lab ran the "
            "tests and measured 3.1 GB/s.\n")
    data = {"figures": {
        "evidence": {"measured": {INTERCEPT: 9.0}, "projected": {}},
        "measured_by": {"self": {INTERCEPT: 9.0}, "partner": {}}}}
    rules = {c.value: c for c in _claims(text, None)}
    learned = {c.value: c for c in _claims(text, data)}
    assert rules[12000].evidence is learned[12000].evidence is Evidence.simulated
    assert learned[3.1].independence is rules[3.1].independence is Independence.third_party


def test_the_model_fills_who_measured_where_the_text_is_silent() -> None:
    text = "The server reached 900 requests/s.\n"
    data = {"figures": {"measured_by": {"self": {INTERCEPT: 1.0}, "partner": {}}}}
    (rules,) = _claims(text, None)
    (learned,) = _claims(text, data)
    assert rules.independence is Independence.unknown
    assert learned.independence is Independence.self_reported


# One machine spelled three ways, and another named once beside the figure.
def test_the_spellings_of_one_machine_are_weighed_together() -> None:
    """Where the rules name no machine, each spelling of the Xeon scores below the Graviton
    alone, but the three together are the likelier machine, as training counts them right
    or wrong together; and a name the rules found stands whatever the model scores."""
    from claims.learn.candidates import Candidate
    from claims.learn.decide import _choose
    from claims.learn.weights import Decisions

    rows = [(Candidate(name, "cpu"), {"spelling": 1.0}) for name in
            ("Xeon E5-2640 v3", "E5-2640 v3", "E5-2640")]
    rows += [(Candidate("Graviton3", "cpu"), {"graviton": 1.0}), (Candidate(None, "none"), {})]
    model = Decisions(choices={"hardware": {"spelling": 1.0, "graviton": 1.6}},
                      margins={"hardware": 0.0})
    assert "E5-2640" in str(_choose(model, rows, "hardware", None))
    heavier = Decisions(choices={"hardware": {"spelling": 1.0, "graviton": 3.0}},
                        margins={"hardware": 0.0})
    assert _choose(heavier, rows, "hardware", None) == "Graviton3"
    assert _choose(heavier, rows, "hardware", "E5-2640 v3") == "E5-2640 v3"


# A reviewer who bought the product measures it: the figures are the writer's own, but
# not the builder's, so they are no self-reported figures.
_REVIEW = """---
title: "Falcon X9 review: two drives from a shop shelf"
publisher: "Quiet Bench Lab"
entities: ["Falcon X9"]
---

# Falcon X9 review

We bought two Falcon X9 drives at retail and tested them on our own bench.

## Results

Sequential reads reached 6.8 GB/s, and random reads 1.1 million IOPS.
"""


def test_the_shipped_model_never_calls_an_outside_reviewers_figures_self_reported() -> None:
    """The gold lists' `self` means the writer measured; a claim's `self-reported` means
    the builder did. A model that learns the first and writes the second fills `self`
    on every review (cross-validated, it said `self` for 126 third-party figures against
    the rules' 48): where the front matter names the writer, who measured stays the
    rules' (claims.learn.decide.measurer)."""
    from checkers.independence import independence_of
    from claims.learn.weights import shipped

    doc, claims = extract(parse_bytes(_REVIEW.encode(), origin="<test>"), model=shipped())[:2]
    assert {c.value for c in claims} >= {6.8, 1.1e6}
    assert all(independence_of(doc, c) is not Independence.self_reported for c in claims)
    # even a model sure of `self` leaves the named writer's figures to the rules
    assert all(c.independence is not Independence.self_reported
               for c in _claims(_REVIEW, _EAGER) if c.value in (6.8, 1.1e6))
    # with no front matter naming the writer the body decides
    # (claims.extract.facts.ownership): drives bought at retail are a reviewer's, a third
    # party's; the writer's own run of its own drives is the model's to fill
    unnamed = _REVIEW.split("---\n", 2)[2]
    review = {c.value: c.independence for c in _claims(unnamed, _EAGER)}
    assert review[6.8] is review[1.1e6] is Independence.third_party
    own = unnamed.replace("# Falcon X9 review", "# Falcon X9").replace(
        "bought two Falcon X9 drives at retail and tested them", "put two of our Falcon X9 drives")
    mine = {c.value: c.independence for c in _claims(own, _EAGER)}
    assert mine[6.8] is mine[1.1e6] is Independence.self_reported


#: A model sure, whatever the figure, that the writer measured it.
_EAGER = {"figures": {"measured_by": {"self": {INTERCEPT: 9.0}, "partner": {}}},
          "margins": {"measured_by": 3.0}}


def test_a_measurer_the_text_names_as_an_outsider_stays_third_party() -> None:
    """An outside measurer named in the sentence is the text's word: neither the shipped
    model nor one sure of `self` makes the publisher the measurer (storage, web, databases)."""
    from claims.learn.weights import shipped

    texts = ("Northwind Labs, an independent test house, measured 3.4 GB/s on the drive.\n",
             "Independent testing by Keystone Research recorded 920 requests/s on the "
             "gateway.\n",
             "An outside auditor measured 41,000 transactions per minute on the database.\n")
    for text in texts:
        for model in (shipped(), parse({"format": 1, **_EAGER}, "<test>")):
            claims = extract(parse_bytes(text.encode(), origin="<test>"), model=model)[1]
            assert claims and all(c.independence is Independence.third_party for c in claims)


def test_a_named_writer_not_tied_to_the_subject_is_not_made_its_builder() -> None:
    """The sets' `self` says the writer measured; a claim's says the builder did. Where the
    front matter names a writer the rules do not tie to what it measures (a hosting firm
    on two vendors' GPUs, a hobbyist on a board), a learned `self` does not stand."""
    docs = ("---\ntitle: Memory pressure on two GPUs\npublisher: Larkspur Cloud\n---\n\n"
            "We served the model on both GPUs and reached 2,100 tokens/s.\n",
            "---\ntitle: Timing a single-board computer\npublisher: Pell's workshop notes\n"
            "---\n\nThe board ran the compile test in 41 seconds.\n")
    for doc in docs:
        rules = {c.value: c.independence for c in _claims(doc, None)}
        learned = {c.value: c.independence for c in _claims(doc, _EAGER)}
        assert learned == rules and Independence.self_reported not in learned.values()
        unnamed = {c.value: c.independence for c in _claims(doc.split("---\n", 2)[2], _EAGER)}
        assert set(unnamed.values()) == {Independence.self_reported}


@pytest.mark.parametrize("text", [
    # (read as a third party's by the model of learn31; the writer's own again since learn32)
    "Query latency dropped to 4.2 ms at the 99th percentile after the new planner landed.\n",
    "On eight H100 GPUs the server reached 12,400 tokens/s with Llama 3 70B.\n",
])
def test_the_shipped_model_fills_self_on_a_post_that_states_no_measurer(text: str) -> None:
    """A post with no front matter and no word on who measured (a database's release notes,
    a serving stack's results): the rules leave who measured unknown, the shipped model
    reads the writer's own run."""
    from claims.learn.weights import shipped

    rules = _claims(text, None)
    learned = extract(parse_bytes(text.encode(), origin="<test>"), model=shipped())[1]
    assert {c.independence for c in rules} == {Independence.unknown}
    assert {c.independence for c in learned} == {Independence.self_reported}
