"""A duration's role in its clause (claims.learn.role), on sentences of our own: the time a
run's verb says it reached is a result, the time a run is given is a setting; a rate or size
its verb says the system achieved is a result."""

from __future__ import annotations

import pytest

from claims.extract.document import extract_rules
from claims.learn.role import achieved, duration_role
from claims.load.documents import parse_bytes


def _roles(sentence: str) -> list[str | None]:
    """The role of every time figure the rules find in a one-line Markdown document."""
    _, claims, build = extract_rules(parse_bytes(f"{sentence}\n".encode(), origin="t.md"))
    layout = build().layout
    return [duration_role(layout, layout.place(c), c) for c in claims if c.unit == "s"]


@pytest.mark.parametrize("sentence", [
    "The nightly job should finish the three shards in 25 minutes on a single A10.",
    "Our importer finished loading the archive in 9 minutes.",
    "Indexing the corpus took roughly 14 hours on the old box.",
    "The solver converged within 40 seconds.",
    "A cold build completes in 3 minutes with the cache warm.",
])
def test_a_time_the_verb_says_was_reached_is_reached(sentence: str) -> None:
    roles = _roles(sentence)
    assert roles and all(r == "reached" for r in roles)


@pytest.mark.parametrize("sentence", [
    "Each load generator ran for 15 minutes against the cluster.",
    "We used a 90 s warm-up before every measurement.",
    "The soak lasted over 6 hours; each client held its load for 20 minutes.",
    "Counters were sampled every 10 seconds.",
])
def test_a_time_given_to_a_run_is_given(sentence: str) -> None:
    roles = _roles(sentence)
    assert roles and "given" in roles and "reached" not in roles


def test_a_latency_has_no_role() -> None:
    assert _roles("Median latency was 4.2 ms at 300 requests per second.") == [None]


def _achieved(sentence: str) -> list[tuple[float, bool]]:
    """Each non-time figure of a one-line document, with whether its verb says it was reached."""
    _, claims, build = extract_rules(parse_bytes(f"{sentence}\n".encode(), origin="t.md"))
    layout = build().layout
    return [(c.value, achieved(layout, layout.place(c), c)) for c in claims if c.unit != "s"]


@pytest.mark.parametrize("sentence", [
    "The storage array sustained 41 GB/s of sequential reads.",
    "On the second night the queue peaked at 9,200 messages per second.",
    "With the new scheduler the cluster reaches up to 1.4 million requests per second.",
    "Our build of the engine achieves 310 tokens per second.",
])
def test_a_rate_the_verb_says_was_achieved_is_achieved(sentence: str) -> None:
    found = _achieved(sentence)
    assert found and all(hit for _, hit in found)


@pytest.mark.parametrize("sentence", [
    "The client sends 2,000 requests per second to each shard.",
    "Each node has a 200 Gb/s link to the spine.",
    "We limited the writer to 500 MB/s, then hit the cache with 64 KB reads.",
    "Under load a boosting core reaches up to 4.6 GHz.",
])
def test_a_rate_a_run_was_set_to_is_not_achieved(sentence: str) -> None:
    found = _achieved(sentence)
    assert found and not any(hit for _, hit in found)

