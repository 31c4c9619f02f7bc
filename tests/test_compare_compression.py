"""Compression ratios: a codec's measured result on one input at one level, comparable across
documents (through the reciprocal when one gives a percentage of the original), across
codecs on one input, and never across one codec's levels or across inputs. Tables and
sentences of our own."""

from __future__ import annotations

from claims.compare import Verdict, compare_claims
from claims.compare.verdict import Pair
from claims.model import Claim
from tests.conftest import claims_of

RATIOS = """---
title: "Codec A notes"
publisher: Codec A project
---

# Codec A

Measured on a Core i5-8400 built with GCC 9.1.0; the test compresses the Calgary corpus on
one thread.

| Compressor | Ratio | Compression | Decompression |
|---|---|---|---|
| memcpy | 1.000 | 9800 MB/s | 9800 MB/s |
| fastpack 2.0 | 2.500 | 700 MB/s | 3000 MB/s |
| fastpack 2.0 -9 | 3.200 | 60 MB/s | 2900 MB/s |
| slowzip 1.1 -6 | 3.600 | 30 MB/s | 400 MB/s |
"""

SHARES = """---
title: "Bench B results"
publisher: Bench B project
---

# Bench B

One thread of a Xeon Gold 6338 ran every codec over the Calgary corpus.

| Compressor name | Compression | Decompress. | Compr. size | Ratio |
|---|---|---|---|---|
| memcpy | 12000 MB/s | 12000 MB/s | 3141622 | 100.00 |
| fastpack 2.1 | 650 MB/s | 2800 MB/s | 1256649 | 40.00 |
| fastpack 2.1 -9 | 55 MB/s | 2700 MB/s | 981757 | 31.25 |
| slowzip 1.2 -1 | 90 MB/s | 380 MB/s | 1047207 | 33.33 |
"""

OTHER_INPUT = SHARES.replace("Calgary corpus", "Canterbury corpus")


def _pairs(a: str, b: str) -> list[Pair]:
    """Every pair of compression ratios across the two documents, judged."""
    result = compare_claims([*claims_of(a), *claims_of(b)])
    return [p for p in (*result.comparable, *result.blocked)
            if p.left.metric == "compression_ratio" and p.right.metric == "compression_ratio"]


def _pair(pairs: list[Pair], left: float, right: float) -> Pair:
    """The judged pair of two values."""
    return next(p for p in pairs if {p.left.value, p.right.value} == {left, right})


def _ratio(claims: list[Claim], value: float) -> Claim:
    """The compression ratio of a value."""
    return next(c for c in claims if c.value == value and c.metric == "compression_ratio")


def test_a_ratio_column_of_a_compressor_table_is_a_compression_ratio() -> None:
    ratio = _ratio(claims_of(RATIOS), 2.5)
    assert (ratio.unit, ratio.conditions.workload) == ("x", "Calgary")
    assert [(s.name, s.version) for s in ratio.conditions.software][:1] == [("fastpack", "2.0")]


def test_a_ratio_column_whose_memcpy_row_reads_100_is_a_percentage_of_the_original() -> None:
    share = _ratio(claims_of(SHARES), 40.0)
    assert share.unit == "%"
    assert [(s.name, s.version) for s in share.conditions.software][:1] == [
        ("fastpack", "2.1")]
    level = _ratio(claims_of(SHARES), 31.25)
    assert [(s.name, s.version) for s in level.conditions.software][:1] == [
        ("fastpack -9", "2.1")]


def test_one_codec_at_one_level_on_one_input_compares_through_the_reciprocal() -> None:
    pairs = _pairs(RATIOS, SHARES)
    default = _pair(pairs, 2.5, 40.0)
    assert default.verdict is Verdict.normalised
    side = default.right_value if default.right.value == 40.0 else default.left_value
    assert side.derivation is not None and "100 / 40% of the original size = 2.5 x" in \
        side.derivation
    assert _pair(pairs, 3.2, 31.25).comparable


def test_two_levels_of_one_codec_never_compare() -> None:
    pairs = _pairs(RATIOS, SHARES)
    assert "software" in _pair(pairs, 2.5, 31.25).reasons      # level 9 against the default
    assert "software" in _pair(pairs, 3.6, 33.33).reasons      # slowzip -6 against -1


def test_two_codecs_on_one_input_compare_the_codecs() -> None:
    # the ratio does not depend on the machine: which codec stores the corpus smaller is
    # what the pair measures, the codecs shown as a difference that does not block
    pair = _pair(_pairs(RATIOS, SHARES), 2.5, 33.33)
    assert pair.comparable
    assert any(d.condition == "codec and level" and not d.blocking for d in pair.differences)


def test_two_inputs_never_compare() -> None:
    pairs = _pairs(RATIOS, OTHER_INPUT)
    assert "workload" in _pair(pairs, 2.5, 40.0).reasons


def test_the_speeds_of_two_machines_and_two_builds_stay_blocked() -> None:
    result = compare_claims([*claims_of(RATIOS), *claims_of(SHARES)])
    speeds = [p for p in (*result.comparable, *result.blocked)
              if p.left.unit == "GB/s" and p.right.unit == "GB/s"]
    assert speeds and not any(p.comparable for p in speeds)
    assert "hardware" in _pair(speeds, 0.7, 0.65).reasons


def test_a_ratio_a_sentence_calls_a_compression_ratio_is_one() -> None:
    claims = claims_of("# Notes\n\nOn the Calgary corpus fastpack reaches a compression ratio "
                       "of 2.5x at its default level.\n")
    assert [c.metric for c in claims if c.value == 2.5] == ["compression_ratio"]


def test_a_speedup_stays_a_ratio_to_its_baseline() -> None:
    claims = claims_of("# Notes\n\nThe new build is 2.5x faster than the old one on the "
                       "Calgary corpus.\n")
    assert [c.metric for c in claims if c.value == 2.5] == ["speedup"]
