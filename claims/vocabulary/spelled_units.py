"""Spelled prefixed units beyond the plurals the unit table writes itself (kept apart so
`units.py` stays one screenful of data per job)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

# The unit table's own row type, taken as a parameter: importing it from units.py, which
# calls these functions while it builds its table, would be an import circle.
Unit = TypeVar("Unit")


def add_spelled_prefixed(table: dict[str, Unit], unit: Callable[[str, float, str], Unit],
                         si_words: dict[str, float]) -> None:
    """The spelled prefixed units a prose writer uses besides the plurals: the singular
    size ("a 10 gigabyte file", "one petabyte"), bits as an amount ("5 megabits", as "5
    Mbit" is), single watts and joules ("a 5 kilowatt rack", "120 millijoules") and energy
    in watt-hours ("3.5 kilowatt-hours")."""
    table["joule"] = unit("J", 1, "energy")
    table["bits per second"] = unit("Gbit/s", 1e-9, "bandwidth")
    table["bytes per second"] = unit("GB/s", 1e-9, "bandwidth")
    words = {**si_words, "": 1.0, "milli": 1e-3, "micro": 1e-6}
    for word, f in words.items():
        for hours in ("-hours", "-hour", " hours", " hour"):
            table[word + "watt" + hours] = unit("Wh", f, "energy")
        for joule in ("joule", "joules"):
            table[word + joule] = unit("J", f, "energy")
        table[word + "watt"] = table[word + "watts"] = unit("W", f, "power")
    for word, f in si_words.items():
        table[word + "byte"] = unit("GB", f / 1e9, "memory")
        table[word + "bits"] = unit("Gbit", f / 1e9, "memory")


def add_prefixed_token_rates(table: dict[str, Unit],
                             unit: Callable[[str, float, str], Unit]) -> None:
    """Token rates with a scale prefix glued to the noun, as serving posts write them:
    "1.2 MTok/s", "45 ktok/s" (a plain "45k tok/s" is the number's own suffix)."""
    for prefix, f in (("k", 1e3), ("K", 1e3), ("M", 1e6)):
        for noun in ("tok/s", "Tok/s", "toks/s", "tokens/s", "Tokens/s"):
            table[prefix + noun] = unit("tokens/s", f, "throughput")
