"""The machine-binding convention the learned hardware fill keeps (see
tests/fixtures/real/README.md): a document naming several machines binds none of them to a
figure its own text does not tie to one; one machine, however spelled, binds."""

from __future__ import annotations

from claims.extract import extract
from claims.learn.candidates import Candidate
from claims.learn.decide import tied_rows
from claims.learn.features import Features, distinct_machines
from claims.learn.weights import RULES_ONLY, parse
from claims.load.documents import parse_bytes

# A setup listing two servers of one system, and a result that names neither.
_TWO_ROLES = """# Ledger store 2.0

## Test setup

- Index server: c6i.8xlarge
- Database server: r6g.4xlarge

## Results

Inserts now finish at 48,000 rows/s.
"""
#: A model that fills any named machine over none, whatever the figure.
_EAGER = {"format": 1, "choices": {"hardware": {"bias": 5.0}}, "margins": {"hardware": 0.0}}


def _hardware(text: str, data: dict[str, object] | None) -> list[str | None]:
    """The machine of each claim of a text, by the rules alone or with a hand-made model."""
    model = RULES_ONLY if data is None else parse(data, "<test>")
    claims = extract(parse_bytes(text.encode(), origin="<test>"), model=model)[1]
    return [c.conditions.hardware for c in claims]


def test_a_setup_naming_several_machines_binds_none_of_them() -> None:
    assert _hardware(_TWO_ROLES, None) == [None]
    assert _hardware(_TWO_ROLES, _EAGER) == [None]


def test_a_setup_naming_one_machine_binds_it() -> None:
    one = _TWO_ROLES.replace("- Index server: c6i.8xlarge\n", "")
    assert _hardware(one, _EAGER) == ["r6g.4xlarge"]


def test_the_machine_sending_the_load_is_no_rival_of_the_server() -> None:
    # a load generator beside the server: the figures measure the server
    sender = _TWO_ROLES.replace("- Index server:", "- Load generator:")
    assert _hardware(sender, _EAGER) == ["r6g.4xlarge"]


def test_spellings_and_an_architectures_parts_are_one_machine() -> None:
    names = ("NVIDIA H100 SXM", "H100", "Hopper")
    assert distinct_machines([Candidate(n, "accel") for n in names]) == 1
    assert distinct_machines([Candidate(n, "accel") for n in (*names, "MI300X")]) == 2
    assert distinct_machines([Candidate(n, "cpu") for n in ("Xeon 6", "Xeon 6980P")]) == 1
    assert distinct_machines([Candidate(None, "none")]) == 0


def _row(name: str | None, *features: str) -> tuple[Candidate, Features]:
    """One candidate with the named features set."""
    return Candidate(name, "accel" if name else "none"), {f: 1.0 for f in features}


def test_among_several_machines_only_those_the_figures_text_names_stay() -> None:
    rows = [_row("A100", "dist=4k", "named_before"), _row("H100", "caption"),
            _row("MI300X", "sentence", "clause"), _row("Gaudi3", "only_setup"),
            _row(None, "none")]
    kept = [c.name for c, _ in tied_rows(rows)]
    assert kept == ["H100", "MI300X", "Gaudi3", None]


def test_one_machine_stays_a_candidate_wherever_it_is_named() -> None:
    rows = [_row("H100", "dist=far"), _row("Hopper", "dist=4k"), _row(None, "none")]
    assert tied_rows(rows) == rows
