"""Who measured, read from the writer's own words: a heading's "claims" is a noun, "the
author ran" is the writer's own run, and a publisher calling itself independent is no
party to what it measures (self-reported). Sentences of our own."""

from __future__ import annotations

import pytest

from claims.extract import extract
from claims.extract.facts.independence import independence
from claims.extract.facts.measurer import measured_by
from claims.extract.setting import disclaims_making
from claims.learn.weights import RULES_ONLY
from claims.load.documents import parse_bytes
from claims.model import Independence
from tests.vetting import rules


def test_a_heading_noun_names_no_measurer() -> None:
    text = "## Throughput claims\n\nIt states the drive reads 7 GB/s in every test.\n"
    assert measured_by(text) is None
    assert independence(text) is Independence.unknown


def test_a_named_party_that_claims_is_still_read() -> None:
    text = "Zephyr claims the drive reads 7 GB/s in every test.\n"
    assert measured_by(text) == "Zephyr"
    assert independence(text, ("Zephyr",)) is Independence.self_reported


def test_the_author_running_is_the_writers_own_run() -> None:
    text = "The author ran each test five times on a rented machine."
    assert independence(text, first_person=Independence.third_party) is Independence.third_party
    assert independence(text) is Independence.self_reported


def test_the_authors_of_a_paper_stay_its_builders() -> None:
    text = "The authors ran each test five times on their own cluster."
    assert independence(text, first_person=Independence.third_party) is \
        Independence.self_reported


@pytest.mark.parametrize(("description", "disclaims"), [
    ("kvbench, an independent key-value store benchmarking project", True),
    ("Orrin Labs, an independent software vendor", False),
    ("kvbench, the Quill database team's benchmarking project", False),
    ("a thesis's results file, timing other makers' storage arrays", True),
    ("Orrin Labs, a maker of other storage products", False),
])
def test_a_publisher_calling_itself_independent(description: str, disclaims: bool) -> None:
    assert disclaims_making(description) is disclaims


REPORT = ("Quill 4 served 41,000 reads per second on a c7g.large, against 29,000 for "
          "Quill 3 on the same instance.\n")


def test_an_independent_project_on_a_product_it_names_is_not_self_reported() -> None:
    front = ('title: "Quill 4 against Quill 3"\n'
             'publisher: "quill-bench, an independent Quill benchmarking project"\n')
    assert "self-reported" not in rules(REPORT, front)


def test_the_products_own_project_is_self_reported() -> None:
    front = ('title: "Quill 4 against Quill 3"\n'
             'publisher: "quill-bench, the Quill team\'s benchmarking project"\n')
    assert "self-reported" in rules(REPORT, front)


def test_an_author_the_post_reports_on_is_the_builder() -> None:
    text = "The patch series' author measured 40 Gb/s on one core."
    assert independence(text, first_person=Independence.unknown) is Independence.self_reported


QUOTING = ("Brightboard says its fan holds the board at 2.4 GHz under load. We measured the "
           "board compiling the kernel in 412 seconds at 11 W.\n")


def test_a_maker_an_outsider_quotes_does_not_make_the_page_self_reported() -> None:
    # "Brightboard says" is the maker's word for its sentence; the reviewer's runs stay
    # a third party's
    assert independence(QUOTING, first_person=Independence.third_party, quoted=False) is \
        Independence.third_party
    text = ('---\ntitle: "A first look at the Brightboard B2"\n'
            'publisher: "Ada Quill (an independent reviewer\'s articles)"\n---\n\n' + QUOTING)
    claims = extract(parse_bytes(text.encode(), origin="review.md"), model=RULES_ONLY)[1]
    by_value = {c.value: c.independence for c in claims}
    assert by_value[412] is Independence.third_party
    assert by_value[2.4e9] is Independence.self_reported  # the maker's own word, its sentence


def test_a_maker_speaking_still_makes_a_text_self_reported() -> None:
    # must not change: read with the maker's word kept, the text is the builder's report
    assert independence(QUOTING, first_person=Independence.third_party) is \
        Independence.self_reported
