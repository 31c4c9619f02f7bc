"""Caveats the fourth unseen editorial set showed (issue 25): sentences of our own that
must and must not raise each rule, run through the whole pipeline (`claims vet`)."""

from __future__ import annotations

import pytest

from claims.extract.facts.wording import wording
from claims.load.documents import parse_bytes
from claims.model import DocumentReport
from claims.pipeline import vet_loaded


def vet(text: str) -> DocumentReport:
    """`claims vet` on a Markdown text."""
    return vet_loaded(parse_bytes(f"# Notes\n\n{text}\n".encode(), origin="t.md"))


def raised(text: str, rule: str) -> list[str]:
    """The messages of `rule` on a text."""
    return [f.message for f in vet(text).findings if f.rule == rule]


# --- inconsistent-figures: a bound and a value are no two readings of one figure -------

@pytest.mark.parametrize("text", [
    "On an Ampere Altra, the codec decodes logs at 2.6 GB/s.\n\n"
    "On an Ampere Altra, the codec's decoder exceeds 2 GB/s.",
    "On an Ampere Altra, the codec decodes logs at 2.6 GB/s.\n\n"
    "On an Ampere Altra, the codec decodes logs at well over 2 GB/s.",
    "On an Ampere Altra, the codec decodes logs at 2.6 GB/s.\n\n"
    "On an Ampere Altra, the codec decodes logs at north of 2 GB/s.",
])
def test_a_floor_beside_a_value_is_not_inconsistent(text: str) -> None:
    assert raised(text, "inconsistent-figures") == []


def test_two_values_of_one_setup_still_clash() -> None:
    text = ("On an Ampere Altra, the codec decodes logs at 2.6 GB/s.\n\n"
            "On an Ampere Altra, the codec decodes logs at 2.1 GB/s.")
    assert raised(text, "inconsistent-figures")


# --- missing-cost: a multiple of a speed is a performance claim, not a price -----------

@pytest.mark.parametrize("text", [
    "Servers spend much of their time parsing logs, and the new parser runs at 3x the speed "
    "of the old one.",
    "Though it costs more, the new array gives 4x the write bandwidth of the old one.",
])
def test_a_multiple_of_a_speed_owes_a_cost(text: str) -> None:
    assert raised(text, "missing-cost")


def test_a_multiple_of_a_price_is_a_cost() -> None:
    text = ("The new linker runs at 3x the speed of gold, and the license is 0.2x the price "
            "of the old one.")
    assert raised(text, "missing-cost") == []


# --- single-run: only what the text states; repetition read in sentences of no figure -----

TABLE = ("Kestrel serves lookups from memory on a Ryzen 9 7950X.\n\n"
         "| operation | operations per second |\n|---|---|\n"
         "| GET | 812,000 |\n| SET | 264,000 |\n| SCAN | 41,500 |\n")
ONE_RUN = "Kestrel served 903,000 GETs per second in a single run.\n\n"


@pytest.mark.parametrize("before", [
    "",
    # "runs" and "spread" as verbs say nothing of repetition.
    "Kestrel runs in production at three firms.\n\n",
    "Spread the clients over both sockets before timing.\n\n",
])
def test_a_table_said_to_be_one_run_is_flagged(before: str) -> None:
    found = raised(before + ONE_RUN + TABLE, "single-run")
    assert len(found) == 1 and "812,000" in found[0], found


@pytest.mark.parametrize("text", [
    # Repetition stated in a sentence with no figure of its own outweighs "a single run".
    "Each test ran five times and the table shows the median.\n\n" + ONE_RUN + TABLE,
    "We repeated every benchmark, discarding the first pass.\n\n" + ONE_RUN + TABLE,
    ONE_RUN + TABLE + "\nAcross runs the spread stayed within 2%.\n",
    # Silence about runs is no single run, in a table or in prose.
    TABLE,
    "Kestrel serves 812,000 GETs and 264,000 SETs per second on a Ryzen 9 7950X.",
])
def test_repetition_stated_or_silence_is_not_flagged(text: str) -> None:
    assert raised(text, "single-run") == []


@pytest.mark.parametrize(("sentence", "spread"), [
    ("These runs used 2,048-token prompts.", True),
    ("We kept the fastest of 5 attempts; the best of 5 is shown.", True),
    ("Every query was timed 3 times.", True),
    ("The daemon runs on every node.", False),
    ("Spread the shards evenly across disks.", False),
    ("The iteration count is cut from each line.", False),
])
def test_repetition_words_are_nouns_of_runs_not_verbs(sentence: str, spread: bool) -> None:
    assert wording(sentence).reports_spread is spread


def test_the_document_keeps_its_repetition_sentences_with_or_without_figures() -> None:
    report = vet("Each test ran five times.\n\n" + TABLE)
    assert [q.text for q in report.document.repeats] == ["Each test ran five times."]
