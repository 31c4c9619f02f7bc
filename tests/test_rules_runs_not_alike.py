"""Compared runs the document says were not made alike (comparison-conditions-differ): other
people ran some, another party's data, runs split between versions, sides at different
versions of two programs; the workload a set-up or a named test program states
(single-workload); a rate provisioned for a part and a maximum read off a timed sweep
(throughput-without-latency); a measurement held up against an expectation
(simulated-result). Texts of our own."""

from __future__ import annotations

import pytest

from claims.extract.facts.evidence import evidence
from claims.extract.facts.mixed_runs import mixes_runs
from claims.extract.facts.ran import program_tested_with
from claims.extract.facts.wording import wording
from tests.vetting import rules

RESULT = ("On the Orca 14 laptop the clean build takes 31 seconds, against 62 seconds on the "
          "Heron 5 desktop: the laptop is 2x faster.")


@pytest.mark.parametrize("sentence", [
    "Our thanks go to the two readers who ran the suite on machines we did not have.",
    "The desktop results were contributed by a colleague at another lab.",
    "Two volunteers ran the benchmark on configurations the team did not own.",
    "The rivals' monthly prices are built from Acme benchmark data.",
    "The parallel runs use Zed 6.3.1 and the serial ones 6.2.0, since only 6.3 has the flag.",
    "Pelican was tuned for the test, while Heron ran with its default settings.",
    "Heron ran on defaults, whereas Pelican was hand-tuned by its vendor.",
])
def test_a_sentence_saying_the_runs_were_not_made_alike(sentence: str) -> None:
    assert mixes_runs(sentence)


@pytest.mark.parametrize("sentence", [
    "We ran every benchmark ourselves on one machine.",
    "The numbers are taken from the logs of each run.",
    "The parallel runs use Zed 6.3.1 and the serial ones 6.3.1 as well.",
    "Users who upgrade from 6.2.0 to 6.3.1 get the flag for free.",
    "We left every server at its defaults; nothing was tuned.",
    "The board was tuned by its maker but ran at the default clock.",
    "The figures are derived from the vendor results of each run.",
])
def test_a_sentence_saying_nothing_of_who_or_what_ran(sentence: str) -> None:
    assert not mixes_runs(sentence)


def test_a_comparison_some_of_whose_runs_others_made_is_raised() -> None:
    text = RESULT + ("\n\nWe thank the three people who ran the benchmark on configurations "
                     "we did not have.")
    assert "comparison-conditions-differ" in rules(text)


def test_a_comparison_the_team_ran_alike_is_not_raised() -> None:
    text = RESULT + "\n\nWe ran the benchmark on both machines ourselves, five times each."
    assert "comparison-conditions-differ" not in rules(text)


SIDES = ("| Step | Tern 4.2 | Tern 4.3 | Change |\n|---|---|---|---|\n"
         "| cold start | 9120.4ms | 3318.2ms | -63.6% |\n"
         "| warm start | 3022.5ms | 2410.0ms | -20.3% |\n\nVersions of the runs:\n\n")


def test_sides_at_different_versions_of_two_programs_are_raised() -> None:
    text = SIDES + ("- Tern 4.2: Tern 4.2.1 with plugin-lark 3.1.0\n"
                    "- Tern 4.3: Tern 4.3.0 with plugin-lark 4.0.0\n")
    assert "comparison-conditions-differ" in rules(text)


def test_sides_differing_only_in_the_program_compared_are_not_raised() -> None:
    text = SIDES + ("- Tern 4.2: Tern 4.2.1 with plugin-lark 3.1.0\n"
                    "- Tern 4.3: Tern 4.3.0 with plugin-lark 3.1.0\n")
    assert "comparison-conditions-differ" not in rules(text)


def test_the_benchmark_named_as_the_test_is_the_test_program() -> None:
    assert program_tested_with("The benchmark is `kv_bench`'s fillseq with 16 threads.") \
        == "kv_bench"
    assert program_tested_with("The benchmark is a good one for us.") is None


GAIN = ("With `group_commit` on, Quill writes 38% more per second than with it off, and 61% "
        "more with the log disabled.")


def test_one_benchmark_program_behind_a_general_gain_is_raised() -> None:
    text = "The benchmark is `kv_bench`'s fillseq with 16 threads and 8-byte keys.\n\n" + GAIN
    assert "single-workload" in rules(text)


def test_a_set_up_workload_behind_every_result_is_raised() -> None:
    text = ("- **Dataset:** pgbench at scale 2000 (25 GB)\n\n| Scale | Leader | Time (s) |\n"
            "|---|---|---|\n| 2000 | on | 5 |\n| 2000 | off | 6 |\n| 2000 | auto | 7 |")
    assert "single-workload" in rules(text)


def test_one_benchmark_program_the_writer_scopes_is_not_raised() -> None:
    text = ("The benchmark is `kv_bench`'s fillseq with 16 threads and 8-byte keys.\n\n" + GAIN
            + " Other workloads might give the opposite result.")
    assert "single-workload" not in rules(text)


@pytest.mark.parametrize("sentence", [
    "- **Storage:** Orca instances with gp3 volumes (3k IOPS, 250 MB/s)",
    "The array was provisioned at 16,000 IOPS.",
])
def test_a_rate_provisioned_for_a_part(sentence: str) -> None:
    assert wording(sentence).provisioned


def test_a_rate_reached_is_not_provisioned() -> None:
    assert not wording("The array reached 16,000 IOPS at queue depth 32.").provisioned


def test_a_provisioned_rate_is_no_throughput_without_latency() -> None:
    text = ("- **Storage:** Orca instances with gp3 volumes (3k IOPS, 250 MB/s)\n\n"
            "The aggregate query takes 5.1 s with the leader on and 6.0 s with it off.")
    assert "throughput-without-latency" not in rules(text)


def test_a_result_beside_a_provisioned_part_is_still_raised() -> None:
    text = "On gp3 volumes (3k IOPS each), the Tern array reaches at most 400K IOPS."
    assert "throughput-without-latency" in rules(text)


SWEEP = ("| iodepth | iops | clat_ms |\n|---|---|---|\n| 1 | 108365 | 0.29 |\n"
         "| 8 | 130657 | 1.96 |\n| 32 | 131980 | 7.75 |")


def test_a_maximum_over_a_timed_sweep_is_not_raised() -> None:
    text = ("## Random read\n\nTern reaches at most 400K IOPS against Heron's 130K IOPS.\n\n"
            + SWEEP)
    assert "throughput-without-latency" not in rules(text)


def test_a_maximum_with_no_latency_anywhere_is_raised() -> None:
    assert "throughput-without-latency" in rules("## Random read\n\nTern reaches at most 400K "
                                                 "IOPS against Heron's 130K IOPS.")


@pytest.mark.parametrize("sentence", [
    "Against 47 seconds it builds in 31, and about 35% is what one would expect from two "
    "more cores.",
    "That comes to 592 MB/s, very close to our estimate.",
    "As expected, the cache halves the time to 12 ms.",
])
def test_a_measurement_held_against_an_expectation_is_measured(sentence: str) -> None:
    assert evidence(sentence) is None


@pytest.mark.parametrize("sentence", [
    "We expect the next release to reach 40,000 requests per second.",
    "Our estimate for the full cluster is 2.1 million IOPS.",
])
def test_an_expectation_or_estimate_stays_unmeasured(sentence: str) -> None:
    assert evidence(sentence) is not None
