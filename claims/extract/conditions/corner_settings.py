"""A table's corner cell that names the setting its column headers are values of: over
"| Block Size | 4k (IOPS) | 64k (IOPS) | 1m (IOPS) |" the corner says what the headers
vary, not what the row labels are ("Read", "Randwrite" are no block sizes)."""

from __future__ import annotations

from collections.abc import Sequence

from claims.vocabulary.lazy import lazy

# A header that is a value and nothing more: a number, a scale or size suffix, a bracketed
# note ("4k (IOPS)", "1m", "64 KiB", "128"); "8 threads" names what it counts.
_VALUE_HEADER = lazy(r"\W*\d[\d.,]*\s*(?:[kKmMgGtT](?:i?[bB])?|[bB]|bytes?)?\s*"
                     r"(?:\([^()]*\)|\[[^\[\]]*\])?\W*")
_DIGIT = lazy(r"\d")


def corner_names_columns(header: Sequence[str], first_cells: Sequence[str]) -> bool:
    """True when every header after the corner is a value (two or more of them) and the
    row labels under the corner hold no number: the corner names the columns' setting."""
    rest = [h.strip() for h in header[1:]]
    return len(rest) >= 2 and all(_VALUE_HEADER.fullmatch(h) for h in rest) and \
        not any(_DIGIT.search(c) for c in first_cells)
