"""One setting in two spellings meets as one condition: a table's "prompt_tokens" and
"output_tokens" columns are the request lengths another table heads "Input Length" and
"Output Length", and "batch" is the "Batch Size" of another. Two values of one setting are
one difference, shown with both values; a pair that agrees on them is not refused for a
setting "stated on one side only".

The documents are written for these tests: two engines serving one model on one H100 each,
one table per engine, one spelling per table.
"""

from __future__ import annotations

from claims.compare import judge
from claims.compare.lengths import lengths
from claims.model import Setting
from claims.vocabulary.knob_headers import INPUT_LENGTH, OUTPUT_LENGTH, length_setting
from tests.posts import claims_by_value, post

_SNAPPER = claims_by_value(post("Snapper on one H100", "Gannet", """# Snapper static benchmark

Every row ran Mistral 7B in FP16 on one H100 80GB GPU with Snapper 0.4.

| batch | prompt_tokens | output_tokens | throughput (out tok/s) |
|---|---|---|---|
| 32 | 256 | 1024 | 2210.4 |
| 64 | 256 | 1024 | 3875.2 |
| 64 | 256 | 256 | 4630.8 |
"""), "snapper.md")
_TERN = claims_by_value(post("Tern on one H100", "Plover", """# Tern throughput

Every row ran Mistral 7B in FP16 on one H100 80GB GPU with Tern 1.2.

| Batch Size | Input Length | Output Length | Throughput (out tok/s) |
|---|---|---|---|
| 64 | 256 | 1024 | 3412.9 |
| 16 | 256 | 1024 | 1204.6 |
"""), "tern.md")


def test_token_settings_are_lengths() -> None:
    """A setting named by a request's tokens is a length; a rate or a total is not."""
    assert length_setting("prompt_tokens") == INPUT_LENGTH
    assert length_setting("prompttokens") == INPUT_LENGTH
    assert length_setting("Output tokens") == OUTPUT_LENGTH
    assert length_setting("output tokens/s") is None
    assert length_setting("total output tokens") is None
    assert length_setting("tokens") is None


def test_lengths_read_from_token_settings() -> None:
    """A record holding its lengths as "prompt_tokens"/"output_tokens" settings has them."""
    claim = _SNAPPER[3875.2]
    named = claim.model_copy(update={"conditions": claim.conditions.model_copy(update={
        "input_length": None, "output_length": None,
        "settings": [Setting(name="prompt_tokens", value="256"),
                     Setting(name="output_tokens", value="1024")]})})
    assert lengths(named) == (256, 1024)


def test_one_batch_and_lengths_in_two_spellings_compare() -> None:
    """Batch 64, 256 in and 1024 out in both spellings: comparable as stated."""
    pair = judge(_SNAPPER[3875.2], _TERN[3412.9])
    assert pair.comparable, [d.describe() for d in pair.differences if d.blocking]


def test_two_batches_are_one_difference() -> None:
    """Batch 32 against Batch Size 64: refused on one setting showing both values."""
    pair = judge(_SNAPPER[2210.4], _TERN[3412.9])
    assert not pair.comparable
    batch = [d for d in pair.differences if d.blocking and d.condition.startswith("setting")]
    assert [(d.left, d.right) for d in batch] == [("32", "64")]


def test_other_output_length_still_refused() -> None:
    """256 output tokens against an Output Length of 1024 at one batch: refused."""
    pair = judge(_SNAPPER[4630.8], _TERN[3412.9])
    assert not pair.comparable
    assert "workload" in pair.reasons
