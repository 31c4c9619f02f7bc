"""Whose run a page reports when its front matter does not say who wrote it: a writer that
shows it made a measured system (our engine, we built, this patch series, my model) is its
maker; one that measures other makers' products and claims none of them (three runtimes
compared, drives of two makers on a home server) is an outside party. A section heading
that says who measured ("Independent lab results") governs the rows beneath it."""

from __future__ import annotations

import pytest

from claims.extract import extract
from claims.extract.facts.independence import figure_independence, independence
from claims.extract.facts.ownership import Ownership, maker_of, ownership, rival_makers
from claims.learn.weights import RULES_ONLY
from claims.load.documents import parse_bytes
from claims.model import Independence


@pytest.mark.parametrize(("title", "body", "machines", "expected"), [
    # a vendor setting its product against rivals still owns it
    ("Quill 3 against Redis and Memcached",
     "Our new engine serves 1.2 million requests/s, three times what Redis manages.", (),
     Ownership.owner),
    # a kernel patch author measuring the patch
    ("[PATCH 0/6] mm: batch page-table walks",
     "This patch series cuts reclaim time; hackbench ran 14% faster with it.", (),
     Ownership.owner),
    # a maintainer's README comparing the library with three others
    ("fastcsv", "Benchmarks of this library against three other CSV parsers follow.", (),
     Ownership.owner),
    # someone who trained the model they time
    ("Pretraining on one TPU", "I trained a 124M model; my model reached 41% MFU.", (),
     Ownership.owner),
    # a user comparing three databases
    ("SQLite, PostgreSQL and MySQL on one laptop",
     "This page compares three databases on inserts. I ran each five times.", (),
     Ownership.outsider),
    # a reviewer who says it has no stake
    ("Two NICs", "I have no affiliation with either vendor; both cards were bought.", (),
     Ownership.outsider),
    # a home-lab owner's notes on drives of two makers, never saying "we"
    ("fsync latency", "The runs were made with fio 3.25 at iodepth=1.",
     (("device", "Samsung 980 Pro"), ("device", "Intel Optane P1600X")), Ownership.outsider),
    # a GPU server is a CPU of one maker beside a GPU of another: no rivals
    ("Training throughput", "Each node ran the job for an hour.",
     (("cpu", "Xeon 8480"), ("accel", "H100")), Ownership.unread),
    # a team ("we") setting two vendors' GPUs side by side may sell one of them
    ("Inference on two accelerators", "We ran the same model on both.",
     (("accel", "MI300X"), ("accel", "H200")), Ownership.first_person),
    # a retelling's note in a comment is no writer's voice
    ("sysbench notes", "<!-- Retold in our own words. -->\nThe tool came from apt.",
     (("cpu", "Graviton3"), ("cpu", "Apple M1")), Ownership.outsider),
    # nothing either way
    ("Release 2 numbers", "The cache hit rate rose to 93%.", (), Ownership.unread),
    # a codec's README timing itself on two makers' phones: they are its platforms
    ("Sparrowcodec", "Sparrowcodec is a small decoding library for audio. It decodes a "
     "track in 12 ms on each phone.",
     (("device", "Galaxy S21"), ("device", "Pixel 6")), Ownership.owner),
    # a bare title that the body defines as no software keeps the rivals' reading
    ("Handsets", "Handsets is a column about phones. A track decodes in 12 ms on each.",
     (("device", "Galaxy S21"), ("device", "Pixel 6")), Ownership.outsider),
])
def test_ownership(title: str, body: str, machines: tuple[tuple[str, str], ...],
                   expected: Ownership) -> None:
    assert ownership(title, body, machines) is expected


def test_rivals_are_one_kind_of_machine_from_two_makers() -> None:
    assert maker_of("H100") == "nvidia"
    assert maker_of("Samsung 970 EVO") == "samsung"
    assert maker_of("P4600") is None  # a bare model number names no maker
    assert rival_makers([("accel", "A100"), ("accel", "MI250X")])
    assert not rival_makers([("accel", "A100"), ("accel", "H100")])
    # cloud instances carry no maker's word: two of one cloud are no rivals
    assert not rival_makers([("instance", "p5.48xlarge"), ("instance", "p4d.24xlarge")])


def _by_value(text: str, model: object = RULES_ONLY) -> dict[float, Independence]:
    """Each figure's independence by value (the rules alone unless a model is given;
    None: the shipped one)."""
    loaded = parse_bytes(text.encode(), origin="<test>")
    claims = extract(loaded, model=model)[1]  # type: ignore[arg-type]
    return {c.value: c.independence for c in claims}


_USER_COMPARISON = """# Three message brokers on one VM

This repository compares three message brokers, RabbitMQ, NATS and Kafka, with one
producer and one consumer. It reports messages per second and latency.

| Broker | msg/s | p99 (ms) |
|---|---|---|
| RabbitMQ | 41200 | 12.5 |
| NATS | 98700 | 3.1 |
| Kafka | 77300 | 8.4 |
"""

_VENDOR_README = """# Quill

We built Quill, a key-value store for small values. Against Redis and Memcached on the
same host, Quill serves 1,200,000 requests/s, 3x more than Redis.
"""

_COVER_LETTER = """---
title: "[PATCH v3 0/4] sched: split the CPU priority mask per node"
author: A. Kernel Hacker
---

This series splits the priority mask per NUMA node.

## Independent lab results

| Benchmark | Change |
|---|---|
| hackbench | 17.5% |
| schbench | 9.25% |

## Our own results

On our test machine, we measured a 4.5% higher throughput in netperf.
"""


def test_a_user_comparing_products_measures_as_a_third_party() -> None:
    found = _by_value(_USER_COMPARISON)
    assert found[98700] is Independence.third_party
    assert found[0.0031] is Independence.third_party  # 3.1 ms


def test_a_vendor_comparing_its_product_with_rivals_stays_self_reported() -> None:
    # "we built": the writer made what it measures, so the rules read its own run
    assert _by_value(_VENDOR_README)[1_200_000] is Independence.self_reported
    assert _by_value(_VENDOR_README, None)[1_200_000] is Independence.self_reported


def test_a_section_heading_says_who_measured_its_rows() -> None:
    found = _by_value(_COVER_LETTER)
    assert found[17.5] is Independence.third_party
    assert found[9.25] is Independence.third_party
    assert found[4.5] is Independence.self_reported


def test_a_pronoun_reports_for_no_one() -> None:
    # "It reports X" says what a program prints; "Micron reports X" names a measurer.
    assert independence("It reports requests per second.") is Independence.unknown
    assert independence("Micron reports 2 million IOPS.") is Independence.self_reported


def test_a_figure_reads_its_sentence_then_its_heading_then_the_document() -> None:
    doc = Independence.self_reported
    assert figure_independence("| hackbench | 17% |", "Independent lab results", (),
                               False, doc) is Independence.third_party
    assert figure_independence("An audited run gave 9.", "Independent lab results", (),
                               False, doc) is Independence.audited
    assert figure_independence("| hackbench | 17% |", "Results", (), False,
                               doc) is Independence.self_reported


@pytest.mark.parametrize(("sentence", "expected"), [
    # a ranking's name is a third party's
    ("Quill scored 41 points on the LMArena leaderboard, ranked by votes.",
     Independence.third_party),
    ("Ranked on the Embedding Retrieval Benchmark, it scored 49.25.", Independence.third_party),
    # a benchmark suite the writer ran, or machines named Index, rank nothing
    ("Its run time in the Sightglass benchmark suite fell by 12%, as the index shows.",
     Independence.unknown),
    ("The load generators ran on the Ceph Index nodes, ranked by free memory.",
     Independence.unknown),
])
def test_a_ranking_names_its_ranker_not_a_suite_or_a_machine(sentence: str,
                                                             expected: Independence) -> None:
    assert independence(sentence, ("Quill", "Acme")) is expected


def test_a_named_writer_calling_a_compared_product_its_own_is_its_maker() -> None:
    """A vendor's page naming itself and calling one of the two compared products its own
    is the product's maker, though its name and the product's share no word."""
    blocks_text = ("---\ntitle: Orrery DB against Pallas SQL\npublisher: Kestrel Labs\n---\n\n"
                   "Kestrel Labs ran a TPC-C load against its Orrery DB and against Pallas "
                   "SQL in March.\n\nOrrery DB reached 52,000 tpmC.\n")
    claims = extract(parse_bytes(blocks_text.encode(), origin="<test>"), model=RULES_ONLY)[1]
    assert {c.independence for c in claims if c.value == 52000} == {
        Independence.self_reported}
