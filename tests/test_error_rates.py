"""Error rates of results (word or character error rate) are a quality of their own, lower
is better: a header, a table's corner or a row label naming one gives its bare cells that
score, and prose naming one gives its percent that metric; the same measure written any of
these ways reads the same. A header naming an outcome of requests ("Error rate") stays a
share, and a time at a held error rate stays a time. Documents of our own."""

from __future__ import annotations

from claims.compare import compare_claims
from claims.vocabulary.metrics import Direction, metric_of
from tests.conftest import claim_by_text, claims_of

CORNER = """# Two small speech models

We scored both checkpoints on three public test sets.

| CER | Small | Medium |
|---|---|---|
| CommonVoice | 8.41 | 6.93 |
| FLEURS | 7.12 | 5.38 |
"""

HEADERS = """# Dictation engines on one laptop

| Engine | Word Error Rate | WER (%) | Error rate | Latency at 5% WER (ms) |
|---|---|---|---|---|
| Parakeet | 6.24 | 6.31 | 0.8 | 41 |
"""

PROSE = """# Release notes

On our read-speech set the new decoder reaches a WER of 4.7%, and its character
error rate is 2.15 on the same clips.
"""


def test_a_corner_naming_an_error_rate_gives_its_cells_that_score() -> None:
    claim = claim_by_text(claims_of(CORNER), "8.41")
    assert (claim.metric, claim.unit) == ("error_rate", "score")
    assert claim_by_text(claims_of(CORNER), "5.38").metric == "error_rate"


def test_the_spelled_out_name_reads_as_the_abbreviation_does() -> None:
    claims = claims_of(HEADERS)
    assert (claim_by_text(claims, "6.24").metric, claim_by_text(claims, "6.24").unit) == \
        ("error_rate", "score")
    assert (claim_by_text(claims, "6.31").metric, claim_by_text(claims, "6.31").unit) == \
        ("error_rate", "%")


def test_an_outcome_share_and_a_time_at_an_error_rate_are_not_error_rates() -> None:
    claims = claims_of(HEADERS)
    assert claim_by_text(claims, "0.8").metric != "error_rate"  # failed requests, a share
    assert claim_by_text(claims, "41").metric == "latency"


def test_prose_naming_an_error_rate_gives_its_figure_that_metric() -> None:
    claims = claims_of(PROSE)
    assert (claim_by_text(claims, "4.7").metric, claim_by_text(claims, "4.7").unit) == \
        ("error_rate", "%")
    assert claim_by_text(claims, "2.15").metric == "error_rate"


def test_lower_is_better_for_an_error_rate() -> None:
    assert metric_of("wer").direction is Direction.lower
    assert metric_of("error_rate").name == "error_rate"


def test_two_documents_error_rates_of_one_model_compare_and_the_lower_wins() -> None:
    a = """---\ntitle: Post A\n---\n# A\n\nWe evaluated Whisper-small on LibriSpeech.

| WER | Whisper-small |
|---|---|
| LibriSpeech clean | 3.4 |
"""
    b = """---\ntitle: Post B\n---\n# B\n\nWe evaluated Whisper-small on LibriSpeech.

| WER | Whisper-small |
|---|---|
| LibriSpeech clean | 3.1 |
"""
    result = compare_claims([*claims_of(a), *claims_of(b)])
    pairs = [p for p in (*result.comparable, *result.blocked)
             if {p.left.value, p.right.value} == {3.4, 3.1}]
    assert pairs and all(p.left.metric == p.right.metric == "error_rate" for p in pairs)
    assert all("metric" not in p.reasons for p in pairs)
