"""experimental-component and a document's tagline: the short line right under the title
("Still a work in progress.") describes what the title names, whatever its words open
with; a longer first paragraph, or a tagline saying nothing of maturity, does not. Documents
of our own."""

from __future__ import annotations

from claims.extract.facts.evidence import maturity
from claims.load.documents import parse_bytes
from claims.model import Maturity
from claims.pipeline import vet_loaded

RULE = "experimental-component"

BODY = ("## Results\n\nOn one RTX 4090, Quillstream decodes 1,870 frames per second at 1080p, "
        "against 1,240 frames per second for the reference decoder.\n")


def _rules(tagline: str) -> set[str]:
    """The rules raised on a README titled for Quillstream with `tagline` under its title."""
    text = f"---\ntitle: \"Quillstream: a fast video decoder\"\n---\n\n# Quillstream\n\n" \
           f"{tagline}\n\n{BODY}"
    return {f.rule for f in vet_loaded(parse_bytes(text.encode(), origin="t.md")).findings}


def test_work_in_progress_is_unfinished() -> None:
    assert maturity("The API is a work in progress.") is Maturity.experimental


def test_a_tagline_under_the_title_speaks_for_the_product() -> None:
    assert RULE in _rules("Still a work in progress.")
    assert RULE in _rules("<sup><em>Experimental, expect rough edges.</em></sup>")


def test_a_tagline_saying_nothing_of_maturity_flags_nothing() -> None:
    assert RULE not in _rules("A fast decoder for AV1 streams.")


def test_a_long_first_paragraph_is_no_tagline() -> None:
    long = ("Hand-written kernels decode AV1 here; the test harness beside them, which "
            "replays captured streams, is still a work in progress.")
    assert RULE not in _rules(long)
