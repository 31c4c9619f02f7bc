"""The closed metric vocabulary: every metric the extractor emits is a member, each well formed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from claims.vocabulary.metrics import (
    METRICS,
    Direction,
    Klass,
    UnknownMetric,
    is_metric,
    metric_of,
)

# Every metric string the extractor emitted over the 443-document dump when the vocabulary was made.
EMITTED = ("latency", "throughput", "cost", "count", "speedup", "power", "memory", "improvement",
           "duration", "concurrency", "accuracy", "score", "iops", "bandwidth", "ttft",
           "compute", "interactivity", "percent", "frequency", "tpot", "utilization", "hit_rate",
           "reduction", "energy", "charge", "batch_size", "length")
ROOT = Path(__file__).resolve().parent.parent
# The documents the repository ships that a fixture-wide test may read (no held-apart set).
SHIPPED = ("examples/**/*.md", "tests/fixtures/**/*.md", "tests/fixtures/**/*.html",
           "tests/fixtures/**/*.txt")


@pytest.mark.parametrize("name", EMITTED)
def test_every_emitted_metric_is_a_member(name: str) -> None:
    assert metric_of(name).name == name


def test_members_in_a_dump_are_all_known() -> None:
    """Every metric extracted from the shipped documents and a seeded generated set is known."""
    from claims.load.documents import parse_bytes
    from tests.evaluation_sets import held_apart
    from tests.shared_extraction import extracted

    sys.path.insert(0, str(ROOT / "bench"))
    from corpus import generate

    texts = [(str(path), path.read_bytes()) for pattern in SHIPPED
             for path in sorted(ROOT.glob(pattern)) if not held_apart(path)]
    texts += [(name, text.encode("utf-8")) for name, text in generate(40, seed=7)]
    assert len(texts) > 100  # the sweep reads a real corpus, not an empty glob
    seen = {claim.metric for name, data in texts
            for claim in extracted(parse_bytes(data, origin=name))[1]}
    assert {"throughput", "latency", "cost", "speedup"} <= seen
    assert {name for name in seen if not is_metric(name)} == set()


def test_aliases_fold_case_space_and_hyphens() -> None:
    assert metric_of("Time-To-First-Token") is METRICS["ttft"]
    assert metric_of(" per user speed ") is METRICS["interactivity"]
    assert metric_of("price") is METRICS["cost"]


def test_unknown_name_is_refused() -> None:
    with pytest.raises(UnknownMetric):
        metric_of("vibes")
    assert not is_metric("vibes")


def test_comparable_members_have_a_direction_and_the_rest_are_setup_or_ratios() -> None:
    for metric in METRICS.values():
        if metric.comparable:
            assert metric.direction is not Direction.none, metric.name
        assert metric.units, metric.name
    not_comparable = {m.klass for m in METRICS.values() if not m.comparable}
    assert {Klass.config, Klass.ratio, Klass.capacity, Klass.share} <= not_comparable
    assert metric_of("count").klass is Klass.config
    assert metric_of("speedup").comparable is False
    assert (metric_of("ttft").direction, metric_of("throughput").direction) == \
        (Direction.lower, Direction.higher)


def test_units_a_metric_takes() -> None:
    assert metric_of("throughput").takes("rows/s")
    assert metric_of("throughput").takes("transactions/min")
    assert not metric_of("throughput").takes("%")
    assert metric_of("cost").takes("USD/Mtok")
    assert not metric_of("cost").takes("%")  # "50% lower cost" is a relative figure
    assert not metric_of("latency").takes("x")


def test_aliases_name_one_member_each() -> None:
    seen: dict[str, str] = {}
    for metric in METRICS.values():
        for key in (metric.name, *metric.aliases):
            assert seen.setdefault(key, metric.name) == metric.name, key
