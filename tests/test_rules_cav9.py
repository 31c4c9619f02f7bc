"""Caveats an editor raises (cav9): a single run stated as a round or a run of a stated length,
with only a load tool's per-request deviation beside it; and one model behind every ratio of
a post with no headline result. Sentences of our own, from several fields, that must and must
not raise each rule, run through the whole pipeline."""

from __future__ import annotations

import pytest

from claims.extract.facts.wording import wording
from tests.vetting import rules

# --- single-run: a round and a run of a stated length are runs; a request spread is not --


@pytest.mark.parametrize("text", [
    # web proxies: one round of a load test each, its requests' deviation beside their maximum
    "# Proxies\n\nEach gateway took 256 connections for 20 seconds, one round each.\n\n"
    "Gateway A served 51,200 requests per second; latency Avg 4.1ms, Stdev 2.2ms, Max 61ms.",
    # TLS servers: a list entry naming a run of a stated length, wrk's per-thread summary
    "# Kestrel under wrk\n\n- 30-second run against the test host, 4 threads and 400 "
    "connections.\n- Latency per thread: average 12.5ms, standard deviation 4.2ms, "
    "maximum 210ms.\n- The server answered 18,400 requests per second.",
    # message queues: a run of a stated length in the singular
    "# Broker\n\nThe broker delivered 91,000 messages per second in a 60-second run.",
])
def test_a_stated_single_run_with_only_a_request_spread_is_flagged(text: str) -> None:
    assert "single-run" in rules(text)


@pytest.mark.parametrize("text", [
    # a round trip is a network delay, not a run
    "# Link\n\nOne round trip over the link takes 0.4 ms, and the link carries 9.4 Gbit/s.",
    # the deviation is across runs: the run was repeated
    "# Proxies\n\nEach gateway took 256 connections for 20 seconds, one round each, and the "
    "test was repeated five times.\n\nGateway A served 51,200 requests per second.",
    # a spread with no maximum or minimum beside it is a spread of the results
    "# Broker\n\nThe broker delivered 91,000 messages per second in a 60-second run, with a "
    "standard deviation of 2%.",
    # nothing said of how many runs: silence is not flagged
    "# Broker\n\nThe broker delivered 91,000 messages per second on one node.",
])
def test_no_stated_single_run_or_a_real_spread_is_not_flagged(text: str) -> None:
    assert "single-run" not in rules(text)


@pytest.mark.parametrize(("text", "single", "requests"), [
    ("Each proxy got 64 connections, one round each.", True, False),
    ("- 10-second run against the server, 2 threads.", True, False),
    ("One round-trip takes 3 ms.", False, False),
    ("Latency Avg 6.9ms, Stdev 3.4ms, Min 0.8ms, Max 80ms", False, True),
    ("The mean of 5 runs, with a standard deviation of 1.2 ms and a max of 9 ms.", False, False),
    ("A standard deviation of 3% across the runs.", False, False),
    ("The script was run twice, and the second set of results was kept.", True, False),
    ("The first run was discarded as a warm-up.", False, False),
])
def test_wording_of_runs_and_request_spreads(text: str, single: bool, requests: bool) -> None:
    said = wording(text)
    assert said.single_run is single
    assert said.spread_of_requests is requests


@pytest.mark.parametrize(("text", "spread"), [
    ("Rates are averaged over all the bidirectional links.", False),
    ("Bandwidth is averaged over the 8 GPUs of the node.", False),
    ("Rates are averaged over five runs.", True),
    ("Times are averaged over 3 runs on all cores.", True),
])
def test_averaged_over_parts_is_no_repeat(text: str, spread: bool) -> None:
    assert wording(text).reports_spread is spread


def test_one_kept_run_of_two_averaged_over_links_is_a_single_run() -> None:
    text = ("# Network\n\nThe VMs were started, the test script was run twice, and the second "
            "set of results was kept. Rates are averaged over all the links.\n\n"
            "The link carried 9.41 Gbit/s between the two hosts.")
    assert "single-run" in rules(text)


# --- single-workload: ratios naming one model are results on one model -------------------


@pytest.mark.parametrize("text", [
    # CPUs: every result a speed-up on one named model
    "# Turin for inference\n\nOn Llama 3.1 8B, the new server CPU gives a 2x speedup over the "
    "old one for AI workloads.",
    # training kernels: before/after gains on one model
    "# Fused kernels\n\nWith the fused kernels, training Mistral 7B is 25% faster than with "
    "the stock kernels, so every model trains faster.",
])
def test_ratios_on_one_named_model_rest_on_one_model(text: str) -> None:
    assert "single-workload" in rules(text)


@pytest.mark.parametrize("text", [
    # two models named by the ratios
    "# Turin for inference\n\nOn Llama 3.1 8B the new CPU is 2x faster than the old one, and "
    "on Mistral 7B it is 1.8x faster.",
    # a writer who scopes the verdict to the model measured
    "# Turin for inference\n\nOn Llama 3.1 8B the new CPU gives a 2x speedup over the old "
    "one. Other models may behave differently.",
    # no model named by any ratio
    "# Storage\n\nThe new file system gives 10x the throughput of the old one.",
])
def test_ratios_on_several_or_unnamed_models_are_not_flagged(text: str) -> None:
    assert "single-workload" not in rules(text)
