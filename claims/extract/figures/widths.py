"""Widths written as one hyphenated word after a number: "512-bit registers" (a size in
bits), "an 8-wide decoder" (a count), and the "N-bit" that names a number format instead."""

from __future__ import annotations

import re

from claims.extract.figures.candidate import COUNT, Candidate
from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import Unit

HYPHEN_SIZE = lazy(r"-(?P<word>bit|wide)(?![A-Za-z0-9-])")
# The next word may stand on the next line of a wrapped paragraph ("any 512-bit\ninstruction").
_NEXT_WORD = lazy(r"(?:[ \u00a0]+|[ \u00a0]*\r?\n[ \t\u00a0]*)(?P<word>[A-Za-z][A-Za-z-]*)")
# Nouns after "N-bit" that name a number format (a precision), not a size in bits.
_FORMAT_NOUNS = frozenset({
    "weight", "activation", "precision", "quantization", "quantisation", "quantized",
    "quantised", "quant", "integer", "int", "float", "floating", "floating-point",
    "fixed-point", "value", "number", "gradient", "kv", "kv-cache", "math", "arithmetic",
    "accumulation", "accumulator", "format", "type", "mode", "color", "colour", "depth",
    "inference", "training", "compute", "operation", "op", "tensor", "matmul", "model",
    "checkpoint", "parameter", "param", "encoding", "representation", "variant", "version",
})
_QUANTIZED_TO = lazy(r"\bquanti[sz]\w*\s+(?:to\s+|at\s+|in\s+)?$", re.I)
_BITS = Unit("Gbit", 1e-9, "memory")


def hyphen_width(scan: str, cand: Candidate) -> tuple[Unit, str, int] | None:
    """A width written as one word: "512-bit registers" (a size in bits), "an 8-wide
    decoder" (a count). "16-bit weights", "quantized to 4-bit" name a number format (a
    precision, a condition) and give None, as does an "N-bit" with no noun after it."""
    m = HYPHEN_SIZE.match(scan, cand.end)
    if m is None:
        return None
    if m.group("word") == "wide":
        return COUNT, m.group(0)[1:], m.end()
    noun = _NEXT_WORD.match(scan, m.end())
    if noun is None or _QUANTIZED_TO.search(scan, max(0, cand.start - 24), cand.start):
        return None
    word = noun.group("word").lower()
    if word in _FORMAT_NOUNS or word.removesuffix("s") in _FORMAT_NOUNS:
        return None
    return _BITS, m.group(0)[1:], m.end()
