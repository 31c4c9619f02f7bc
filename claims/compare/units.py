"""Units and scale: a figure's unit rescaled to one canonical unit per quantity, with the factor.

The extractor already normalises most surfaces (ms -> s, MB/s -> GB/s); this
table catches what a claim file or another tool may still carry, and bits
against bytes, which is a real conversion a buyer must see.
"""

from __future__ import annotations

# unit -> (canonical unit, factor from the unit to the canonical one)
_SCALE: dict[str, tuple[str, float]] = {
    "ms": ("s", 1e-3), "us": ("s", 1e-6), "µs": ("s", 1e-6), "ns": ("s", 1e-9),
    "min": ("s", 60.0), "h": ("s", 3600.0),
    "KB/s": ("GB/s", 1e-6), "MB/s": ("GB/s", 1e-3), "TB/s": ("GB/s", 1e3),
    "KiB/s": ("GB/s", 1024 / 1e9), "MiB/s": ("GB/s", 1024**2 / 1e9),
    "GiB/s": ("GB/s", 1024**3 / 1e9), "TiB/s": ("GB/s", 1024**4 / 1e9),
    "Mbit/s": ("GB/s", 1e-3 / 8), "Gbit/s": ("GB/s", 1 / 8), "Tbit/s": ("GB/s", 1e3 / 8),
    "TFLOP/s": ("FLOP/s", 1e12), "PFLOP/s": ("FLOP/s", 1e15),
    "kIOPS": ("IOPS", 1e3), "USD/1k tokens": ("USD/Mtok", 1e3),
    "USD/ktok": ("USD/Mtok", 1e3), "USD/token": ("USD/Mtok", 1e6),
}
# Per-minute and per-hour rates become per-second ones ("transactions/min").
_WINDOWS = {"/min": 60.0, "/h": 3600.0, "/day": 86400.0}


def canonical(unit: str) -> tuple[str, float]:
    """(canonical unit, factor): multiply a value in `unit` by the factor to get the canonical."""
    if unit in _SCALE:
        return _SCALE[unit]
    for window, seconds in _WINDOWS.items():
        if unit.endswith(window) and not unit.startswith("USD"):
            return unit[: -len(window)] + "/s", 1 / seconds
    return unit, 1.0
