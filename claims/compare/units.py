"""Units and scale: a figure's unit rescaled to one base unit per quantity, with the factor.

The extractor already normalises most surfaces (ms -> s, MB/s -> GB/s); the unit
table (`claims.vocabulary.quantities`) converts what a claim file or another tool
may still carry, and bits against bytes, which is a real conversion a buyer must see.
"""

from __future__ import annotations

from claims.vocabulary.quantities import to_base


def canonical(unit: str) -> tuple[str, float]:
    """(base unit, factor): multiply a value in `unit` by the factor to get the base unit."""
    return to_base(unit)
