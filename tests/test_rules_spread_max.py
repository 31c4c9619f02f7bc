"""throughput-without-latency and the "max" cell of a distribution: a row that gives a
rate's median, mean and percentiles beside its max gives the spread of one run, not a load
pushed to its peak, so a latency anywhere in the document answers it as for any rate. A
bare maximum still needs a latency at its own load. Documents of our own."""

from __future__ import annotations

from tests.vetting import rules

RULE = "throughput-without-latency"

SPREAD = ("## Output tokens per second\n\n| Service | median | mean | max | P95 |\n"
          "|---|---:|---:|---:|---:|\n| Alder Cloud | 88 tokens/s | 85 tokens/s | "
          "131 tokens/s | 119 tokens/s |\n| Birch AI | 47 tokens/s | 49 tokens/s | "
          "70 tokens/s | 66 tokens/s |\n")
LATENCY = ("## Time to first token\n\nAcross the same 200 requests, Alder Cloud's median time "
           "to first token was 0.31 seconds and Birch AI's 0.52 seconds.\n")
MAXIMA = ("## Output tokens per second\n\n| Service | max |\n|---|---:|\n"
          "| Alder Cloud | 131 tokens/s |\n| Birch AI | 70 tokens/s |\n")


def test_a_max_cell_beside_the_median_is_a_spread_answered_anywhere() -> None:
    assert RULE not in rules(SPREAD + "\n" + LATENCY)


def test_a_spread_with_no_latency_at_all_is_still_flagged() -> None:
    assert RULE in rules(SPREAD)


def test_a_bare_maximum_needs_a_latency_at_its_own_load() -> None:
    assert RULE in rules(MAXIMA + "\n" + LATENCY)
