"""Efficiency units: work per unit of energy or power ("3.1 tokens per joule", "40 images/W").

One list, read by the unit patterns (what the text may say), the quantity table (one row per
unit) and the metrics (the efficiency metric's units), so the three cannot drift apart."""

from __future__ import annotations

# The work nouns an efficiency is written with, as the rate table names them.
EFFICIENCY_NOUNS = ("tokens", "requests", "queries", "ops", "images", "frames", "samples",
                    "inferences")
EFFICIENCY_PER = ("J", "W", "kWh")
EFFICIENCY_UNITS = tuple(f"{noun}/{per}" for noun in EFFICIENCY_NOUNS for per in EFFICIENCY_PER)
