"""A sentence right after a result that points back at it ("Reaching that speed takes a
single H100") states that result's setup, as if written beside it: the next list item of a
list, or the next sentence of a paragraph. Only the first measured figure of the result's
sentence takes it (the other side of "10,500 vs 9,027" is not "that speed"), which matters
where a sentence of two figures takes no setup from its list. And the
comparison rule then sees a ratio whose sides ran on different device counts. Texts of our
own."""

from __future__ import annotations

from tests.vetting import vet

# Another section at another device count: the document states no one count for all.
OTHER = "\n\n## Serving\n\nOn 8x L40S the server holds 64 users."


def _counts(text: str) -> dict[float, int | None]:
    """Each measured figure's accelerator count, by value, in a document that also runs
    at another count."""
    return {c.value: c.conditions.accelerator_count for c in vet(text + OTHER).claims
            if c.unit != "count"}


def test_the_next_list_item_pointing_back_sets_up_the_result() -> None:
    text = ("- Llama 3.1 8B decodes at 412 tokens/s on the L40S.\n"
            "- Reaching that speed takes two L40S GPUs and 96 GB of host memory.")
    assert _counts(text)[412.0] == 2


def test_the_next_sentence_pointing_back_sets_up_the_result() -> None:
    text = ("Llama 3.1 8B decodes at 412 tokens/s on the L40S. That result "
            "used two L40S GPUs.")
    assert _counts(text)[412.0] == 2


def test_the_other_side_of_the_result_is_not_set_up() -> None:
    text = ("- Llama 3.1 8B decodes at 412 vs 301 tokens/s on the L40S.\n"
            "- Reaching that speed takes two L40S GPUs.")
    counts = _counts(text)
    assert counts[412.0] == 2
    assert counts[301.0] is None


def test_a_next_item_not_pointing_back_sets_up_nothing() -> None:
    # two figures in the result's sentence: which one a bare next item sets up is unsaid
    text = ("- Llama 3.1 8B decodes at 412 vs 301 tokens/s on the L40S.\n"
            "- The largest batch needs two L40S GPUs.")
    counts = _counts(text)
    assert counts[412.0] is None and counts[301.0] is None


def test_a_ratio_whose_sides_ran_on_one_and_eight_devices_is_flagged() -> None:
    text = ("## 16% faster than the vendor baseline\n\n"
            "- Llama 3 8B trains at 10,500 vs 9,027 tokens/s on H100.\n"
            "- Reaching that speed takes a single H100.\n\n"
            "## The vendor baseline\n\n"
            "The vendor reports 72,216 tokens/s on 8xH100 for Llama 3 8B, or 9,027 tokens/s "
            "per GPU.")
    findings = [f for f in vet(text).findings if f.rule == "comparison-conditions-differ"]
    assert any("accelerator count" in f.message for f in findings)
