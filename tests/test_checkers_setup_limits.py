"""A share of a machine a run is held to is its setup, not a result, on sentences of our own.

"Each service is limited to 20% of the host's CPU" says how the test was run; rules that ask
a result for its conditions (missing-conditions) must not ask it of the limit, while a share
the system reached ("used 20% of the CPU") stays a result.
"""

from __future__ import annotations

import pytest

from claims.load.documents import parse_bytes
from claims.model import DocumentReport, Kind
from claims.pipeline import vet_loaded


def _vet(body: str) -> DocumentReport:
    """The report of a Markdown document with `body`."""
    text = f"---\ntitle: A test post\npublisher: Harbor Labs\n---\n\n# Proxies\n\n{body}\n"
    return vet_loaded(parse_bytes(text.encode(), origin="test.md"))


def _kind_of(body: str, value: float) -> Kind:
    """The kind of the figure of `value` in `body`."""
    return next(c.kind for c in _vet(body).claims if c.value == value)


@pytest.mark.parametrize("sentence", [
    "Each proxy's container is limited to 20% of the host's CPU and 2 GB of memory.",
    "The loader was capped at 35% of one core so that it never starved the server.",
    "Both daemons were restricted to 15% of the machine's bandwidth.",
    "Every worker is pinned to 25% of the node's cores.",
])
def test_a_share_a_run_is_held_to_is_its_setup(sentence: str) -> None:
    value = float(sentence.split("%")[0].split()[-1])
    assert _kind_of(sentence, value) is Kind.config


@pytest.mark.parametrize("sentence", [
    "Under load the proxy used 20% of the host's CPU.",
    "At 5,000 connections utilisation reached 35% of one core.",
])
def test_a_share_the_system_reached_stays_a_result(sentence: str) -> None:
    value = float(sentence.split("%")[0].split()[-1])
    assert _kind_of(sentence, value) is Kind.headline


def test_missing_conditions_does_not_ask_a_limit_for_its_workload() -> None:
    body = "Each proxy's container is limited to 20% of the host's CPU and 2 GB of memory."
    assert not any(f.rule == "missing-conditions" for f in _vet(body).findings)


def test_missing_conditions_still_asks_a_bare_result_for_its_conditions() -> None:
    body = "Under load the proxy used 20% of the host's CPU."
    assert any(f.rule == "missing-conditions" for f in _vet(body).findings)


def test_a_share_the_system_held_is_a_result() -> None:
    sentence = "Through the hour-long soak, utilisation held at 85% of the host's CPU."
    assert _kind_of(sentence, 85.0) is Kind.headline
