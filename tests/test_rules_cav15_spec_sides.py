"""A performance ratio is not explained by two specification figures (clocks, ratings, part
sizes) that happen to divide to it, unless it measures that quantity; and a prompt-reading
rate offered as the only speed of a model counts input tokens."""

from __future__ import annotations

import pytest

from claims.load.documents import parse_bytes
from claims.model import DocumentReport
from claims.pipeline import vet_loaded

BASELINE = "comparison-baseline-unclear"
INPUT = "input-tokens-counted"


def vet(text: str) -> DocumentReport:
    """`claims vet` on a Markdown text."""
    return vet_loaded(parse_bytes(f"# Launch notes\n\n{text}\n".encode(), origin="t.md"))


def cited(text: str, rule: str) -> list[str]:
    """The figures (as written) the findings of `rule` cite on a text."""
    report = vet(text)
    figures = {c.id: c.value_text or str(c.value) for c in report.claims}
    return [figures[i] for f in report.findings if f.rule == rule for i in f.claim_ids
            if i in figures]


# Two parts' listed clocks: the bases divide to 4.0 / 3.2 = 1.25.
PARTS = ("The Falcon X1 runs at a base clock of 4.0 GHz with a 5.2 GHz boost. With a rated "
         "TDP of 95 W, the Falcon X2 has a base clock of 3.2 GHz and a 4.4 GHz boost.")


@pytest.mark.parametrize("claim", [
    "In our game suite the Falcon X1 is 25% faster.",
    "Compiling the kernel, the Falcon X1 finishes with a 25% improvement.",
])
def test_a_speed_ratio_is_no_quotient_of_listed_clocks(claim: str) -> None:
    figure = claim.split("%")[0].split()[-1]
    assert figure in cited(f"{PARTS} {claim}", BASELINE)


@pytest.mark.parametrize("claim", [
    "The X1's base frequency is 25% above the X2's.",
    "Set side by side, the X1 has a 25% higher base clock.",
])
def test_a_clock_ratio_has_its_sides_in_the_listed_clocks(claim: str) -> None:
    assert cited(f"{PARTS} {claim}", BASELINE) == []


def test_a_word_after_per_is_no_quantity_the_ratio_measures() -> None:
    # "instructions per clock" measures instructions, not the clock.
    text = f"{PARTS} Instructions per clock rise by 30% in the new core."
    assert "30" in cited(text, BASELINE)


def test_a_clock_in_another_clause_is_not_what_the_ratio_measures() -> None:
    text = f"{PARTS} Its clock rises to 5.2 GHz, and it is 25% faster in our game suite."
    assert "25" in cited(text, BASELINE)


def test_measured_results_still_give_a_ratio_its_sides() -> None:
    text = ("The Falcon X1 served 1,300 requests per second and the Falcon X2 1,000 requests "
            "per second. The X1 is 30% faster.")
    assert cited(text, BASELINE) == []


# --- a prompt-reading speed offered as the model's speed ---------------------------------

@pytest.mark.parametrize("text", [
    "Small models now run well on a single-board computer. Prompt processing speeds reach "
    "up to 140 tokens per second on it.",
    "On the phone the 2B model's prompt evaluation speed was 95 tokens per second.",
])
def test_a_prompt_speed_alone_counts_input_tokens(text: str) -> None:
    assert cited(text, INPUT), text


@pytest.mark.parametrize("text", [
    # a generation speed stands beside it
    "On the phone the 2B model's prompt evaluation speed was 95 tokens per second and its "
    "text generation speed 11 tokens per second.",
    # called a rate of processing, not a speed
    "The cluster processed 61,000 input tokens per second during prefill.",
    # a speed of generating tokens, the prompt not named
    "On the phone the 2B model generates 11 tokens per second.",
])
def test_a_prompt_rate_beside_a_generation_rate_or_not_called_a_speed_is_quiet(
        text: str) -> None:
    assert cited(text, INPUT) == [], text
