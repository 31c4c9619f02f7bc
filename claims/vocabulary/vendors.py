"""Which accelerators and processors each hardware vendor sells: a vendor writing about
its own hardware ("NVIDIA" on "B200") is a party to the figures, not an outside one."""

from __future__ import annotations

from claims.vocabulary.lazy import lazy

# Product names as announcements write them, each vendor's own (no maker word needed).
_PRODUCTS: dict[str, str] = {
    "nvidia": r"[GH]?[BH]\d{3}|GB\d{3}|A100|A10G?|L40S?|L4|T4|RTX|DGX|HGX|Blackwell|Hopper|"
              r"Grace|NVL\d+|Jetson",
    "amd": r"MI\d{3}X?|Instinct|EPYC|Ryzen|Radeon|Threadripper",
    "intel": r"Gaudi\s?\d?|Xeon|Arc|Core\s+Ultra|Habana",
    "google": r"TPU(?:\s?v?\d\w*)?|Trillium|Ironwood|Axion",
    "aws": r"Trainium\d?|Inferentia\d?|Graviton\d?",
    "amazon": r"Trainium\d?|Inferentia\d?|Graviton\d?",
    "cerebras": r"CS-\d|WSE-\d",
    "groq": r"LPU",
    "huawei": r"Ascend\s?\d*\w*",
    "ampere": r"Altra|AmpereOne",
    "qualcomm": r"Cloud\s+AI\s?\d+|Snapdragon",
}
_PATTERNS = {vendor: lazy(r"(?<![\w-])(?:" + products + r")(?![\w-])")
             for vendor, products in _PRODUCTS.items()}


def sells(vendor: str, entity: str) -> bool:
    """True when `vendor` (a name, any case) makes the product `entity` names."""
    pattern = _PATTERNS.get(vendor.strip().casefold())
    return bool(pattern and pattern.search(entity))


def makers(text: str) -> frozenset[str]:
    """The vendors whose products `text` names (Amazon's chips counted once, as AWS's)."""
    found = {vendor for vendor, pattern in _PATTERNS.items() if pattern.search(text)}
    if "aws" in found:
        found.discard("amazon")
    return frozenset(found)
