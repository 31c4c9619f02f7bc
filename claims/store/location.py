"""Where a store lives, said safely: a location with its password hidden."""

from __future__ import annotations

import re


def redact(location: str) -> str:
    """The store's location with any password in it replaced, fit to print."""
    return re.sub(r"(://[^:/@]+:)[^@]*@", r"\1***@", location)
