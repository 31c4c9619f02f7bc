"""Caveats the document answers itself: a verdict it scopes to what it measured
(single-workload), a workload another result states for a ratio's sides and a repository
named as what measured (missing-conditions), and a speed ratio whose sentence sets two times
against each other (simulated-result). Texts of our own."""

from __future__ import annotations

import pytest

from claims.extract.facts.ran import program_tested_with
from claims.extract.facts.scoped import scopes_its_verdict
from tests.vetting import rules, vet

ONE_WORKLOAD = ("On Mistral 7B with the ShareGPT workload, the Pelican server reaches 3,100 "
                "tokens per second and 41 tokens per second per user at a median of 180 ms "
                "to first token.")


@pytest.mark.parametrize("sentence", [
    "Pelican wins clearly, at least in this rather simple scenario.",
    "Bigger services with long prompts may behave differently.",
    "Other benchmark set-ups might well give the opposite result.",
    "Which server to choose depends on many factors, among them your workload.",
    "Measure on your own traffic before switching; your mileage may vary.",
])
def test_a_sentence_that_scopes_the_verdict(sentence: str) -> None:
    assert scopes_its_verdict(sentence)


@pytest.mark.parametrize("sentence", [
    "Results will vary with hardware, drivers and software versions.",
    "In this test the server ran with 16 workers.",
    "The cache may behave as a second buffer pool.",
    "Throughput depends on the batch size.",
])
def test_a_sentence_that_scopes_nothing(sentence: str) -> None:
    assert not scopes_its_verdict(sentence)


def test_one_workload_stated_as_general_is_raised() -> None:
    assert "single-workload" in rules(ONE_WORKLOAD + " Pelican is the faster server.")


@pytest.mark.parametrize("scope", [
    "Pelican is the faster server, at least in this particular scenario.",
    "Services with much longer prompts might behave differently.",
])
def test_one_workload_the_writer_scopes_is_not_raised(scope: str) -> None:
    # The scoping sentence may stand anywhere: here in a closing section of its own.
    assert "single-workload" not in rules(ONE_WORKLOAD + "\n\n## Conclusion\n\n" + scope)


def _lacks_workload(text: str) -> bool:
    """True when missing-conditions says some figure lacks its workload."""
    return any(f.rule == "missing-conditions" and "workload" in f.message
               for f in vet(text).findings)


SIDES = ("With the cache off, Kestrel 2.1 needs 40 seconds on one c6i.4xlarge and Kestrel 2.2 "
         "only 10 seconds, a 4x gain.")


def test_a_ratio_whose_sides_name_no_workload_in_a_document_that_names_none() -> None:
    assert _lacks_workload(SIDES)


def test_a_workload_another_result_states_covers_a_ratios_sides() -> None:
    text = ("On the TPC-H SF10 queries, Kestrel 2.2 answers in 2.5 seconds on one c6i.4xlarge "
            "with Kestrel 2.2.0.\n\n" + SIDES)
    assert not _lacks_workload(text)


@pytest.mark.parametrize(("text", "program"), [
    ("These are the gains as measured by acme-labs/perf-compare, which times start-up.",
     "acme-labs/perf-compare"),
    ("Everything was benchmarked with `jdoe/loadgen` on one laptop.", "jdoe/loadgen"),
    ("Timed using tiny.bench/suite_v2 on each commit.", "tiny.bench/suite_v2"),
])
def test_a_repository_named_as_what_measured_is_the_test_program(text: str,
                                                                  program: str) -> None:
    assert program_tested_with(text) == program


@pytest.mark.parametrize("text", [
    "Throughput is measured by requests/second at the proxy.",
    "Speed was measured by tokens/s per user.",
])
def test_a_unit_after_measured_by_is_no_program(text: str) -> None:
    assert program_tested_with(text) is None


def test_a_document_naming_its_benchmark_repository_states_its_workload() -> None:
    text = ("These are the gains as measured by acme-labs/perf-compare on a Ryzen 9 7950X "
            "with Node.js 20.1.0:\n\n| Step | Before | After |\n|---|---|---|\n"
            "| cold start | 9120.4ms | 3318.2ms |\n| warm start | 3022.5ms | 2410.0ms |")
    assert not _lacks_workload(text)


def _worked_out(text: str) -> bool:
    """True when simulated-result calls a figure worked out from clocks or sizes."""
    return any(f.rule == "simulated-result" and "worked out" in f.message
               for f in vet(text).findings)


SIZES = "The two Orca laptops differ only in memory, 16GB and 32GB."


def test_a_ratio_its_sentence_times_is_no_estimate() -> None:
    text = SIZES + (" The 32GB laptop is 100% faster than the desktop (20.8 seconds against "
                    "40 seconds).")
    assert not _worked_out(text)


def test_a_ratio_only_the_sizes_give_is_worked_out() -> None:
    text = SIZES + " The 32GB laptop is 100% faster at compiling than the desktop."
    assert _worked_out(text)


CHARTED = ("## Results\n\nOn one Ryzen 7 7700 with Node.js 20.1.0 and the todo-app fixture, "
           "cold start took 812 ms and warm start 240 ms.\n\n")


@pytest.mark.parametrize("note", [
    "The times for the other nine machines are shown only as an image in the post.",
    "Memory use at each cache size is a chart only.",
    "Start-up times per plugin were given only in two bar charts.",
])
def test_a_text_saying_values_are_only_pictured_is_raised(note: str) -> None:
    assert "results-only-in-charts" in rules(CHARTED + note)


@pytest.mark.parametrize("note", [
    "We pulled the Docker images only once, before the first run.",
    "The CUDA graphs only cover the decode step.",
    "A chart of the same two times follows.",
])
def test_a_text_stating_its_values_is_not_raised(note: str) -> None:
    assert "results-only-in-charts" not in rules(CHARTED + note)
