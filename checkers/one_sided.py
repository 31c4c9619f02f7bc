"""Ratios that compare no two systems, or whose other side is their own: a reference
cell of one, a compression ratio against the raw data, a name's length, one setup with a
feature toggled. The baseline rule passes these by."""

from __future__ import annotations

from checkers.setup_counts import counts_setup
from claims.extract.facts.wording import wording
from claims.model import Claim


def against_raw_form(claim: Claim) -> bool:
    """True for a size reduction given against the same data's raw or uncompressed form: a
    compression ratio, whose baseline is the input itself."""
    base = claim.baseline
    described = base.description if base is not None and base.value is None else None
    # "smaller than raw data", "of the uncompressed size": the other side of a compression
    # ratio is the data itself before it was encoded.
    return bool(described and wording(described).raw_form
                and wording(claim.source.quote).size)


def no_system_compared(claim: Claim) -> bool:
    """True for a figure whose sentence compares no two systems: a name's length ("the
    command name is 50% shorter"), figures it calls ratios and sets against nothing
    (a codec's compression ratios: output size over input size, a measured quantity), or
    two counts of the set-up ("10x as many clients as server connections"), or one setup
    with one feature switched off or on ("35% smaller after we dropped debug symbols"), or
    a quantity's change over years ("DRAM capacity grew 128 times in about 20 years"): a
    trend, the same quantity against its own past."""
    said = wording(claim.source.quote)
    return said.name_length or (claim.unit == "x" and said.own_ratio) or said.toggled \
        or said.over_years or counts_setup(claim)


def reference(claim: Claim) -> bool:
    """True for a ratio of exactly one ("x1.0" in a speed-up row): the reference itself,
    against which the others are given, not a comparison; or for one a "Ratio" column or
    row gives ("Compression ratio", "Memory / cube ratio"): a property of its row's own
    system, with no other side."""
    return claim.unit == "x" and claim.value_max is None and (
        claim.value == 1.0 or (claim.unit_text or "").casefold() == "ratio")
