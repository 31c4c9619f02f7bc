"""A figure's request lengths, however its record holds them: the input and output length
fields, or settings a table gave under a length's name ("input len" over "128", "Input/output"
over "128/2048"), as claim files written before those columns were read still do. Either
spelling is one condition, so a pair never meets a length against a "setting" of the same
length."""

from __future__ import annotations

from claims.model import Claim, Setting
from claims.vocabulary.knob_headers import (
    INPUT_LENGTH,
    OUTPUT_LENGTH,
    both_lengths,
    knob_header,
    length_pair,
    length_setting,
)


def _length_field(name: str) -> str | None:
    """The length field a setting's name gives ("input len", "prompt_tokens"), else None."""
    knob = knob_header(name.strip())
    if knob is not None:
        return knob[0] if knob[0] in (INPUT_LENGTH, OUTPUT_LENGTH) else None
    return length_setting(name.strip())


def is_length(setting: Setting) -> bool:
    """True for a setting that is a request length by its name."""
    return both_lengths(setting.name) or _length_field(setting.name) is not None


def _number(text: str) -> int | None:
    """A length written as a whole number ("2,048", "2k"), else None."""
    pair = length_pair(f"{text}/0")
    return None if pair is None else pair[0]


def lengths(claim: Claim) -> tuple[int | None, int | None]:
    """(input length, output length): the fields, else the settings that name them."""
    c = claim.conditions
    found: dict[str, int | None] = {INPUT_LENGTH: c.input_length, OUTPUT_LENGTH: c.output_length}
    for s in c.settings:
        if both_lengths(s.name):
            pair = length_pair(s.value)
            if pair is not None:
                found = {INPUT_LENGTH: found[INPUT_LENGTH] or pair[0],
                         OUTPUT_LENGTH: found[OUTPUT_LENGTH] or pair[1]}
            continue
        field = _length_field(s.name)
        if field is not None and found[field] is None:
            found[field] = _number(s.value)
    return found[INPUT_LENGTH], found[OUTPUT_LENGTH]
