"""Extraction: a loaded announcement -> its Document record and one Claim per figure.

The stages are folders, in the order the data flows: `text` (blocks, masking, sentences)
-> `figures` (the ruler of named steps over each sentence) -> `conditions` (one index of
what the document names, and the binding policy) and `facts` (independence, evidence,
maturity, caveats from wording) -> `records` (metric, kind, baseline, typed drafts, the
merge of repeated mentions). `document` runs them over one document. The words all of it
reads are the shared vocabulary in `claims.vocabulary`.

This face only hands names on, and imports what it names on first use, so importing one
stage does not load the whole extractor.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from claims.extract.document import (
        MAX_FIGURES,
        extract,
        figures_in_text,
        figures_of,
        quantities_in_text,
    )
    from claims.extract.figures.ruler import DEFAULT_RULER, READING_RULER, Ruler

__all__ = ["DEFAULT_RULER", "MAX_FIGURES", "READING_RULER", "Ruler", "extract",
           "figures_in_text", "figures_of", "quantities_in_text"]

_HOMES = {"extract": "document", "figures_of": "document", "figures_in_text": "document",
          "quantities_in_text": "document", "MAX_FIGURES": "document",
          "DEFAULT_RULER": "figures.ruler", "READING_RULER": "figures.ruler",
          "Ruler": "figures.ruler"}


def __getattr__(name: str) -> Any:
    """The public names, imported from their modules when first asked for."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'claims.extract' has no attribute {name!r}")
    return getattr(import_module(f"claims.extract.{home}"), name)
