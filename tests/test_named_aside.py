"""A machine introduced only for some runs ("for one test I also use...") binds no figure
outside its own paragraph while another machine is introduced as more than an aside."""

from __future__ import annotations

from claims.extract import extract
from claims.learn.weights import Decisions
from claims.load.documents import parse_bytes
from claims.model import Claim

# A model that prefers the machine named last: without the aside rule it would pick the
# laptop for every figure.
_LATEST = Decisions(choices={"hardware": {"bias": 1.0, "first_at": 40.0}},
                    margins={"hardware": 0.0})


def _hardware(text: str) -> dict[str, str | None]:
    """Each figure's written value -> its hardware, under the hand-set model."""
    claims: tuple[Claim, ...] = extract(parse_bytes(text.encode(), origin="t.md"),
                                        model=_LATEST)[1]
    return {c.value_text: c.conditions.hardware for c in claims}


_SETUP = ("# Timer resolution\n\n"
          "Our harness rebuilds the kernel module for every trial.\n\n"
          "### Machines\n\n"
          "The benchmarks run on a Xeon W-2245 desktop box.\n\n"
          "{aside} my Core i5-8250U laptop, at its base clock of 1.6 GHz.\n\n"
          "## Results\n\n"
          "A single wakeup costs 870 ns on average, and a batch of them costs 41 us.\n")


def test_a_machine_used_for_one_test_binds_only_its_paragraph() -> None:
    found = _hardware(_SETUP.format(aside="For one test I also use"))
    assert found["870"] is not None and "W-2245" in found["870"]
    assert found["41"] is not None and "W-2245" in found["41"]
    assert found["1.6"] is not None and "i5-8250U" in found["1.6"]


def test_a_comparison_machine_is_an_aside_too() -> None:
    found = _hardware(_SETUP.format(aside="For comparison, a second box holds"))
    assert found["870"] is not None and "W-2245" in found["870"]


def test_two_machines_named_without_an_aside_bind_neither() -> None:
    """Must not fire: nothing limits the laptop to some runs, so two machines stand in the
    setup and, by the several-machines convention, neither binds a figure its own text
    does not tie to one."""
    found = _hardware(_SETUP.format(aside="Everything was then repeated on"))
    assert found["870"] is None and found["41"] is None


def test_an_aside_alone_is_no_reason_to_drop_the_only_machine() -> None:
    """Must not fire: with no other machine named, the aside one is still a candidate."""
    text = ("# Timer resolution\n\n### Machines\n\n"
            "For one test I also use my Core i5-8250U laptop.\n\n"
            "## Results\n\nA single wakeup costs 870 ns on average.\n")
    found = _hardware(text)
    assert found["870"] is not None and "i5-8250U" in found["870"]
