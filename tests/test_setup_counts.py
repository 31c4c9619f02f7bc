"""Set-up counts in run shorthand (the `setups` figure step): read where they set up a run,
left alone where the same characters name, index or time something."""

from __future__ import annotations

import pytest

from claims.extract import figures_in_text
from claims.extract.figures.candidate import describe


def _gives(sentence: str) -> list[str]:
    """The figures a sentence gives, each in one line."""
    return [describe(fig) for fig in figures_in_text(sentence)]


@pytest.mark.parametrize(("sentence", "wanted"), [
    ("The decode pool ran at EP 16 on GB200.", ["16 count EP"]),
    ("Memory per GPU fell with HSDP 4, CP 2 on Llama.", ["4 count HSDP", "2 count CP"]),
    ("Two prefill nodes (3P-TP8) fed one decode node.", ["3 count P"]),
    ("The laptop's 6P+8E cores idle at 3 W.", ["6 count P-cores", "8 count E-cores"]),
    ("Chat traffic used input/output 512/64 on one node.",
     ["512 count", "64 count"]),
    ("Long prompts (32K/2K) ran on 8 GPUs.", ["32000 count tokens", "2000 count tokens"]),
    ("Reads and writes ran in a 4:1 ratio.", ["4 count ratio", "1 count ratio"]),
])
def test_reads_setup_shorthand(sentence: str, wanted: list[str]) -> None:
    """Each shorthand count is a count of what it sets up."""
    gives = _gives(sentence)
    assert all(any(g.startswith(w) for g in gives) for w in wanted), gives


@pytest.mark.parametrize("sentence", [
    "Checkpoint CP 4 was uploaded after the merge.",  # a checkpoint's name, no degree
    "The build finished at 09:30 and again at 14:45.",  # times of day
    "The run lasted 41:07 on the slow disk.",  # minutes and seconds
    "Queue 0:2 dropped nothing.",  # an index pair
    "We used FSDP2 instead of FSDP1.",  # versions of an API
    "Set `opt-level={1:3}` for the release build.",  # code
])
def test_leaves_names_times_and_code(sentence: str) -> None:
    """No shorthand count where the characters name, index or time something."""
    assert not any(("ratio" in g or "CP" in g or "FSDP" in g) for g in _gives(sentence)), \
        _gives(sentence)
