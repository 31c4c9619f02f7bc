"""Who measured, where the front matter names no publisher: the body shows whether the
writer gives its own account (the learned `self` stands), compares other makers' products
on its own rig (third party), or hands a figure to someone else (that party's); a person
named with no word on their tie keeps the rules' unknown (claims.extract.facts.ownership)."""

from __future__ import annotations

from claims.extract import extract
from claims.extract.document import extract_rules
from claims.extract.facts.measurer import attributed
from claims.extract.facts.ownership import Ownership
from claims.learn.weights import INTERCEPT, RULES_ONLY, shipped
from claims.learn.weights import parse as parse_model
from claims.load.documents import parse_bytes
from claims.model import Claim, Independence

#: A model sure, whatever the figure, that the writer measured it.
_EAGER = parse_model({"format": 1,
                      "figures": {"measured_by": {"self": {INTERCEPT: 9.0}, "partner": {}}},
                      "margins": {"measured_by": 3.0}}, "<test>")


def _by_value(text: str, model: object = _EAGER) -> dict[float, Independence]:
    """Each figure's independence, by value, under a model."""
    claims: tuple[Claim, ...] = extract(parse_bytes(text.encode(), origin="<test>"),
                                        model=model)[1]  # type: ignore[arg-type]
    return {c.value: c.independence for c in claims}


def _stance(text: str) -> Ownership:
    """The writer's stance read at extraction, as the learned stage receives it."""
    loaded = parse_bytes(text.encode(), origin="<test>")
    return extract_rules(loaded)[2]().stance


# A maintainer's post on their own allocator: a person named, no publisher, first person.
_OWN_POST = """---
title: "A faster arena for Lumen 3"
author: Priya Okafor
---

For Lumen 3 we rewrote the arena allocator so that small objects share pages.

## Results

On the reference box, allocation throughput rose to 2.1 million ops/s, and peak memory fell
to 310 MB.
"""

# A project's own docs page benchmarking itself: no first person, an author named for it.
_README = """---
title: "Brindle benchmarks"
author: Kai Moreno (Brindle project docs)
---

# Brindle benchmarks

Compression of the standard corpus ran at 640 MB/s and decompression at 2,300 MB/s.
"""

# A person's comparison of two brokers they did not write, on a described test machine.
_REVIEW = """---
title: "Quokka vs Tarn: two message brokers on one laptop"
author: Lena Brandt
---

I wanted to know which broker to use for a side project, so I ran both.

## Test machine

A laptop with 8 cores and 32 GB of memory, both brokers in their default configuration.

## Results

Quokka delivered 41,000 messages/s and Tarn 27,500 messages/s.
"""

# A person's plain report of a product, with no word on who ran it or their tie to it.
_SILENT = """---
title: "Kestrel DB 4 handles 90,000 queries per second"
author: Tomas Reyes
---

Kestrel DB 4 handles 90,000 queries per second on one 32-core server.
"""


def test_a_maintainers_first_person_post_is_their_own_measurement() -> None:
    """Author named by person, no publisher, "we rewrote": an own account (databases)."""
    assert _stance(_OWN_POST) is Ownership.owner
    found = _by_value(_OWN_POST)
    assert found[2.1e6] is Independence.self_reported
    assert found[0.31] is Independence.self_reported  # (310 MB, in GB)


def test_a_projects_own_docs_page_is_the_projects_measurement() -> None:
    """An author named for the title's project, no first person (compression)."""
    assert _stance(_README) is Ownership.owner
    assert set(_by_value(_README).values()) == {Independence.self_reported}


def test_a_comparison_of_other_makers_products_on_a_stated_rig_is_third_party() -> None:
    """A person comparing two brokers they did not make, with a test-machine section:
    third party, though written in the first person (messaging)."""
    assert _stance(_REVIEW) is Ownership.outsider
    found = _by_value(_REVIEW)
    assert found[41000.0] is Independence.third_party
    assert found[27500.0] is Independence.third_party


def test_a_stated_lack_of_stake_makes_a_first_person_run_third_party() -> None:
    """No comparison in the title, but the writer says they have no tie (GPUs)."""
    text = ("---\ntitle: Serving Llama on the Vela accelerator\nauthor: Mo Hassan\n---\n\n"
            "I have no commercial relationship with Vela; I rented the card by the hour.\n\n"
            "The card served 1,850 tokens/s at batch 16.\n")
    assert _stance(text) is Ownership.outsider
    assert _by_value(text)[1850.0] is Independence.third_party


def test_a_reviewers_retail_unit_is_third_party() -> None:
    """One product, first person, but bought at retail or called a review (boards, SSDs)."""
    bought = ("---\ntitle: Timing the Corvid N2 board\nauthor: Sam Ito\n---\n\n"
              "I bought a Corvid N2 from a shop and timed a kernel build on it.\n\n"
              "The build took 412 seconds.\n")
    review = ("---\ntitle: \"Review: the Halden 990 SSD\"\nauthor: Sam Ito\n---\n\n"
              "We put the drive through a week of fio runs.\n\n"
              "Sequential reads reached 7.1 GB/s.\n")
    for text, value in ((bought, 412.0), (review, 7.1)):
        assert _stance(text) is Ownership.outsider
        assert _by_value(text)[value] is Independence.third_party
    # a look back at one's own year is no review
    text = review.replace("Review: the Halden 990 SSD", "Halden firmware: 2025 in review")
    assert _stance(text) is Ownership.first_person


def test_a_writer_comparing_its_own_work_with_others_stays_self() -> None:
    """"We built" outweighs a versus title: a team's engine against a rival (search)."""
    text = ("---\ntitle: Sift against Lucerne on ten million documents\nauthor: Ana Ruiz\n"
            "---\n\nWe built Sift's new posting-list codec this spring.\n\n## Setup\n\n"
            "One 16-core server.\n\n## Results\n\nSift answered 3,400 queries/s against "
            "Lucerne's 2,100 queries/s.\n")
    assert _stance(text) is Ownership.owner
    assert _by_value(text)[3400.0] is Independence.self_reported


def test_a_person_named_with_no_word_on_their_tie_keeps_the_rules_unknown() -> None:
    """Neither first person nor comparison nor an author named for the product: even a
    model sure of `self` leaves the rules' unknown (the shipped one too)."""
    assert _stance(_SILENT) is Ownership.unread
    assert _by_value(_SILENT)[90000.0] is Independence.unknown
    assert _by_value(_SILENT, shipped())[90000.0] is Independence.unknown


def test_a_named_publisher_with_a_first_person_run_keeps_the_rules_reading() -> None:
    """With a publisher in the front matter and a body that shows no making, only a run in
    the first person, a learned `self` does not stand (networking)."""
    text = _OWN_POST.replace("author: Priya Okafor\n", "publisher: Harbor Review\n").replace(
        "we rewrote the arena allocator", "we looked at the arena allocator")
    assert _stance(text) is Ownership.first_person
    assert Independence.self_reported not in _by_value(text).values()


def test_a_named_publisher_that_made_what_it_measures_reports_its_own_run() -> None:
    """The body says the writer made it ("we rewrote"): self-reported, publisher or not,
    and with the rules alone too (allocators)."""
    text = _OWN_POST.replace("author: Priya Okafor\n", "publisher: Harbor Review\n")
    assert _stance(text) is Ownership.owner
    assert set(_by_value(text, RULES_ONLY).values()) == {Independence.self_reported}


def test_a_figure_given_to_a_named_outsider_is_third_party() -> None:
    """In a first-person post, a figure the sentence hands to a named lab is that lab's;
    the writer's own figure stays self (storage)."""
    text = ("---\ntitle: Tuning the Marl file system\nauthor: Ines Kahale\n---\n\n"
            "We reworked the Marl metadata path and reached 180,000 creates/s.\n\n"
            "Pellucid Labs reported 95,000 creates/s for the previous release.\n")
    found = _by_value(text)
    assert found[180000.0] is Independence.self_reported
    assert found[95000.0] is Independence.third_party


def test_attribution_needs_an_outside_named_party() -> None:
    """"Loggly reported" gives a figure away; "we reported", a thing ("the PR reports") or
    a party the title names ("the Marl team reported" on Marl) does not."""
    assert attributed("Loggly reported 9,000 requests/s for Envoy.", (), "Proxy benchmarks")
    assert attributed("According to Phoronix the chip scored 412.", (), "A new CPU")
    assert attributed("Okoye et al. measured 230 TFLOPs/s on the same part.", (), "Fast GEMM")
    assert not attributed("We reported 9,000 requests/s last year.", (), "Proxy benchmarks")
    assert not attributed("The PR reports a 19% gain.", (), "Faster parsing")
    assert not attributed("The Marl team reported 95,000 creates/s.", (), "Tuning Marl")
    assert not attributed("Acme measured 3 GB/s.", ("Acme",), "Drive review")


def test_two_versions_of_one_product_are_no_comparison_of_makers() -> None:
    """"v5.4.0 vs. v5.3.0" is one product's release against its last, not a review."""
    text = ("---\ntitle: TideDB Sysbench report -- v5.4.0 vs. v5.3.0\n---\n\n## Test "
            "environment\n\nThree 16-core nodes.\n\nPoint selects reached 210,000 queries/s.\n")
    assert _stance(text) is not Ownership.outsider


#: A model sure, whatever the figure, that someone outside measured it.
_DOUBTING = parse_model({"format": 1,
                         "figures": {"measured_by": {"third-party": {INTERCEPT: 9.0},
                                                     "partner": {}}},
                         "margins": {"measured_by": 3.0}}, "<test>")

# A project's release post on its own server: the publisher makes one of the entities.
_MAKERS_POST = """---
title: "Ferrule 2 answers twice as many queries"
publisher: "Ferrule project"
entities: ["Ferrule", "Postgres"]
---

Ferrule 2 is out. We loaded it from a second host with 512 connections.

It answered 61,000 queries per second, where Postgres on the same host answered 30,500.
"""

# The same report from a publisher that makes neither entity.
_OUTSIDERS_POST = _MAKERS_POST.replace('publisher: "Ferrule project"',
                                       'publisher: "Cobalt Labs"')


def test_a_learned_third_party_does_not_overrule_a_makers_front_matter() -> None:
    """The front matter names the writer as the maker: the model's outsider reading loses."""
    assert _by_value(_MAKERS_POST, _DOUBTING)[61000.0] is not Independence.third_party


def test_a_learned_third_party_stands_for_a_publisher_that_makes_nothing_measured() -> None:
    """A publisher tied to neither entity leaves the model's third party standing."""
    assert _by_value(_OUTSIDERS_POST, _DOUBTING)[61000.0] is Independence.third_party


def test_a_named_publisher_on_its_own_repository_page_keeps_a_learned_self() -> None:
    """A page living in a code repository, its publisher named for it: the repository's
    owner ran its own harness, so a learned `self` stands; off a forge it does not."""
    page = ("---\ntitle: Probe overhead\npublisher: Wren Systems (wren-probes repository)\n"
            "url: {url}\n---\n\nThe empty probe adds 41 ns to each call.\n")
    forge = page.format(url="https://github.com/wren/wren-probes/blob/main/README.md")
    blog = page.format(url="https://wren.example/blog/probes")
    assert _stance(forge) is Ownership.unread
    assert set(_by_value(forge).values()) == {Independence.self_reported}
    assert set(_by_value(blog).values()) == {Independence.unknown}
