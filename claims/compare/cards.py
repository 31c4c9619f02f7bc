"""A figure measured on one desktop card: a consumer or workstation GPU named with no count.

A desktop or workstation takes one graphics card unless its owner says otherwise: a review
of "an RTX 4090", a miner's row "| RTX 3080 | 96 |", a table of "GTX 1070" hash rates are
each one card's figure, and a rig of several says so ("2x RTX 4090", "six RTX 3080s").
Such a record has no accelerator count only because no one writes "one": read as unknown,
no two reviews of one card could ever meet. A data-centre part (H100, MI300X, TPU) is
sold in servers of four or eight, so its size stays unknown until the text states it.
"""

from __future__ import annotations

import re

from claims.model import Claim
from claims.vocabulary.lazy import lazy

# Desktop and workstation cards by their product lines: GeForce RTX/GTX, Radeon RX and
# Radeon Pro, NVIDIA's RTX A-series and Quadro, TITAN, Intel Arc ("RTX-4090", "GTX 1070",
# "RX 7900 XTX", "RTX A6000", "Arc A770").
_CARD = lazy(r"\b(?:GeForce|GTX|Radeon|RX|Quadro|TITAN|Arc)\b|\bRTX[\s-]?(?:A|PRO\s)?\d{4}|"
             r"\b(?:GTX|RX|RTX)[\s-]?\d{3,4}", re.I)
# Words that make one card's name several: a plural of the card or of its kind, a count
# glued to it ("RTX 3080s", "GPUs", "cards", "2x RTX 4090", "4 x GTX 1080").
_SEVERAL = lazy(r"\b(?:GPUs|cards|graphics\s+cards|rigs?)\b|\b(?:RTX|GTX|RX)[\s-]?\d{3,4}\w*?s\b|"
                r"\d\s?[x\u00d7]\s?(?:NVIDIA\s+|AMD\s+|GeForce\s+|Radeon\s+)?(?:RTX|GTX|RX|Arc)\b",
                re.I)


def card(claim: Claim) -> str | None:
    """The desktop card a record names as its accelerator, or None for any other part."""
    c = claim.conditions
    name = c.accelerator or c.hardware
    return name if name and _CARD.search(name) else None


def single_card(claim: Claim) -> bool:
    """True for a figure on one desktop card: the record names a consumer or workstation
    card, states no accelerator or node count nor any parallelism, and its quote counts
    no cards ("GPUs", "2x RTX 4090")."""
    c = claim.conditions
    if c.accelerator_count is not None or c.node_count is not None or c.parallelism:
        return False
    return card(claim) is not None and _SEVERAL.search(claim.source.quote) is None


# A part run at its maker's clocks, said so: "without any overclocking", "at stock clocks".
_STOCK = lazy(r"\b(?:without|no|not)\s+(?:any\s+)?overclock\w*|\bnot\s+overclocked\b|"
              r"\bun-?overclocked\b|\bat\s+stock\b|\bstock\s+(?:clocks?|settings|speeds?|"
              r"frequenc\w+)\b", re.I)
# A part run above (or below) its maker's clocks: "overclocked to 2.1 GHz", "undervolted".
_TUNED = lazy(r"\boverclock\w*|\bundervolt\w*|\bunderclock\w*", re.I)
STOCK, TUNED = "stock clocks", "overclocked or undervolted"


def clocks(claim: Claim) -> str | None:
    """Whether the figure's own sentence says its part ran at stock clocks or tuned; None
    when it says neither. A miner's card overclocked by +1100 MHz of memory is not the card
    a reviewer ran "without any overclocking", though both are one card of one name."""
    quote = claim.source.quote
    if _STOCK.search(quote):
        return STOCK
    return TUNED if _TUNED.search(quote) else None
