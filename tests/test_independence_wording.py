"""Who measured a figure, read from the wording: audits, reviewed benchmark submissions,
outside measurements and replications, and the negations that take them back.

The sentences are written for this test, from several fields (databases, storage, GPUs
and model serving, CPUs, networking, web servers); none is taken from a fixture."""

from __future__ import annotations

import pytest

from claims.extract.facts import evidence, measurer, sections
from claims.extract.facts import independence as independence_module
from claims.extract.facts.independence import independence
from claims.model import Independence
from claims.vocabulary.matcher import Phrases, lower

PHRASES = {f"{module.__name__}.{name}": value
           for module in (evidence, independence_module, sections, measurer)
           for name, value in vars(module).items() if isinstance(value, Phrases)}

AUDITED = Independence.audited
REPLICATED = Independence.replicated
THIRD = Independence.third_party
SELF = Independence.self_reported
PARTNER = Independence.partner
UNKNOWN = Independence.unknown

CASES = [
    # audited results
    ("The 4.2 million tpmC result was audited by an independent TPC auditor.", AUDITED),
    ("TPC-audited results put the cluster first on price/performance.", AUDITED),
    ("All results were audited before publication on the council's site.", AUDITED),
    ("The SPECjbb score is independently audited, at 1.1M max-jOPS.", AUDITED),
    ("Result verified by the benchmark association on 2024-08-28.", AUDITED),
    ("The auditors checked durability by pulling power from two nodes mid-run.", AUDITED),
    ("The 96-node configuration passed a full audit in March.", AUDITED),
    ("Figures are SPEC-certified: 1,250 SPECrate2017_int_base.", AUDITED),
    # benchmark submissions reviewed by the other submitters
    ("Submissions are peer-reviewed by the other submitters before the round closes.", AUDITED),
    ("The 3.1-minute training time was reviewed by other participants in the round.", AUDITED),
    ("Results were reviewed by competing submitters rather than independently audited.",
     AUDITED),
    # measurements by someone else
    ("An outside firm ran the tests on retail drives and saw 6.8 GB/s reads.", THIRD),
    ("Latency was measured by an independent lab at 0.9 ms p99.", THIRD),
    ("External testers recorded 410 Gb/s on the same switch.", THIRD),
    ("A third-party testing house measured 2.3x the requests per second.", THIRD),
    ("Independent benchmarks from a hardware site show 14% higher frame rates.", THIRD),
    ("The 1.9 ms p99 was verified by an outside consultancy.", THIRD),
    ("An independent analysis of the cluster found 1.9x better perf per watt.", THIRD),
    ("Independent tests show 14% higher single-thread scores.", THIRD),
    ("We did not measure this ourselves; an independent lab did, at 2.1 GB/s.", THIRD),
    ("The 40% speed-up was reproduced by researchers at two universities.", REPLICATED),
    ("The inference figures have been independently replicated on H100 servers.", REPLICATED),
    ("A university group reproduced the published speed-ups within 3%.", REPLICATED),
    ("The company said the results were independently verified.", REPLICATED),
    ("The kernel patch was re-run by the distribution's performance team: 12% fewer misses.",
     REPLICATED),
    # negations take independence back, even beside a positive word
    ("The numbers have not been independently verified.", SELF),
    ("This is not an independent replication of the 58x result.", SELF),
    ("The 2.9 million tpmC run was unaudited.", SELF),
    ("No third-party testing of the 128-core part has been published.", SELF),
    ("Nobody outside the company has been able to reproduce the 1.2M QPS yet.", SELF),
    ("The speed-up could not be reproduced by outside testers.", SELF),
    ("Independent reviews had not been published at press time.", SELF),
    ("Without an independent audit, treat the 99.999% figure as a claim.", SELF),
    ("The database is yet to be independently verified at this scale.", SELF),
    ("All figures are vendor-supplied and self-reported.", SELF),
    ("The company has not published an independent audit of the 5x.", SELF),
    ("The record run was not submitted for audit.", SELF),
    ("Pending independent verification, treat the 3x as preliminary.", SELF),
    # the builder's own measurements
    ("The figures are the manufacturer's own, from in-house tests.", SELF),
    ("All numbers were measured by the maintainers on their own hardware.", SELF),
    ("We measured 1.7 million tokens per second per GPU.", SELF),
    ("Based on internal testing as of September 2024: 19% higher IPC.", SELF),
    ("Latency was measured internally on eight nodes.", SELF),
    ("Results were verified by our QA team on the release build.", SELF),
    ("Customers measured 30% lower tail latency after the upgrade.", PARTNER),
    # nothing said about who measured
    ("Throughput reached 2.1 million requests per second at 64 connections.", UNKNOWN),
    ("The audit log grows by 12 GB per day.", UNKNOWN),
    ("The vendor did not submit any power results.", UNKNOWN),
    ("The new engine is not only faster but also 30% cheaper.", UNKNOWN),
    ("This is not the first independent test to show 2x: one lab measured 2.2x.", THIRD),
]


@pytest.mark.parametrize(("sentence", "expected"), CASES, ids=[c[0][:40] for c in CASES])
def test_independence_from_wording(sentence: str, expected: Independence) -> None:
    """Each sentence says (or does not say) who measured its figure."""
    assert independence(sentence) is expected


def test_a_named_measurer_is_outside_unless_it_is_a_party() -> None:
    """"measured by <org>" is third-party when the org is not one the document is about."""
    sentence = "Sequential reads were measured by Phoronix at 14.2 GB/s."
    assert independence(sentence) is UNKNOWN  # no parties known: no verdict
    assert independence(sentence, parties=["Acme Storage", "Acme"]) is THIRD
    checked = "The 2.1 GB/s throughput was verified by Phoronix."
    assert independence(checked, parties=["Acme"]) is THIRD
    vendor = "Testing conducted by Acme Performance Labs on a 2P server."
    assert independence(vendor, parties=["Acme", "Acme X9"]) is SELF
    assert independence(vendor, parties=["Globex"]) is THIRD


def test_a_negation_anywhere_wins_over_an_audit_elsewhere() -> None:
    """A document that says both keeps the warning: the negation is the safer reading."""
    text = "The 2019 run was audited by the TPC. This year's run has not been audited."
    assert independence(text) is SELF


@pytest.mark.parametrize(("sentence", "who"), [
    ("Testing conducted by Acme Performance Labs on a 2P server.", "Acme Performance Labs"),
    ("The figures were reproduced by Phoronix on a 64-core box.", "Phoronix"),
    ("Results were audited by the TPC in May.", "TPC"),
    ("The vLLM team reports 2.5x higher throughput.", "vLLM team"),
])
def test_measured_by_names_the_party(sentence: str, who: str) -> None:
    """The party named as measuring, replicating or auditing the figures."""
    assert measurer.measured_by(sentence) == who


@pytest.mark.parametrize("name", sorted(PHRASES))
def test_opening_words_cover_these_sentences(name: str) -> None:
    """Every phrase pattern finds, by its opening words, what a full search finds."""
    phrases = PHRASES[name]
    for sentence, _ in CASES:
        expected = phrases.pattern.search(sentence) is not None
        assert phrases.search(sentence, lower(sentence)) is expected, sentence


@pytest.mark.parametrize(("sentence", "expected"), [
    # The writer's own rerun at another scale is no one else's replication.
    ("Finally we moved to 512 GPUs and reproduced the speedups at that size.", UNKNOWN),
    ("Our second cluster reproduced these results within 2%.", UNKNOWN),
    # Someone else's replication, or one that names who did it, still is.
    ("An outside lab reproduced the speedups on its own cluster.", REPLICATED),
    ("We are glad our results were reproduced by Phoronix on a 64-core box.", REPLICATED),
])
def test_a_replication_by_the_writer_is_its_own_rerun(sentence: str,
                                                      expected: Independence) -> None:
    assert independence(sentence) is expected


def test_the_writer_s_own_measuring_counts_as_the_caller_says() -> None:
    """"We tested" is the builder's by default, a reviewer's when the writer is an outside
    party, and no verdict where the document's stands; a negation still wins."""
    tested = "We tested the 7.68 TB drive over three runs of each workload."
    assert independence(tested) is SELF
    assert independence(tested, first_person=THIRD) is THIRD
    assert independence(tested, first_person=UNKNOWN) is UNKNOWN
    assert independence("We measure 14 GB/s; our benchmarks are public.") is SELF
    negated = "We measured 9,000 tokens per second; this was not independently verified."
    assert independence(negated, first_person=THIRD) is SELF
