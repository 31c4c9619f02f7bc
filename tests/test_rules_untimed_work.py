"""throughput-without-latency: a processor benchmark's or a batch job's rate has no user
waiting on it, and a figure that is itself an average is no maximum though its sentence
names one. Documents of our own."""

from __future__ import annotations

import pytest

from claims.extract.facts.wording import wording
from tests.vetting import rules

RULE = "throughput-without-latency"


@pytest.mark.parametrize("text", [
    "## Integer score (CoreMark)\n\n| Instance | Score (MOps/s) |\n|---|---|\n"
    "| m9.large | 88.12 |\n| c9.large | 97.40 |\n",
    "## Raw compute\n\nThe sysbench CPU test gave about 41,000 events/sec on 16 threads.\n",
    "## Video\n\nTranscoding the clip ran at about 210 fps with all cores busy.\n",
])
def test_processor_work_owes_no_latency(text: str) -> None:
    assert RULE not in rules(text)


@pytest.mark.parametrize("text", [
    "## Key-value store\n\n| Instance | Throughput (ops/s) |\n|---|---|\n"
    "| m9.large | 88,120 |\n| c9.large | 97,400 |\n",
    "## Raw serving\n\nThe proxy reached a maximum of 41,000 requests/sec on 16 threads.\n",
])
def test_a_service_rate_still_owes_its_latency(text: str) -> None:
    assert RULE in rules(text)


def test_an_average_beside_a_named_maximum_is_no_maximum() -> None:
    text = ("## Run\n\nLatency per request: average 21.4ms, maximum 310ms.\n\n"
            "Requests per second: average 5.12k, maximum 7.80k.\n")
    assert RULE not in rules(text)


def test_the_words_are_read_once_per_sentence() -> None:
    assert wording("Integer performance (CoreMark)").processor_work
    assert wording("FFmpeg encoding of the 4K clip").processor_work
    assert not wording("The encoder service answered 900 requests per second").processor_work
