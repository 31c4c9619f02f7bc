"""The `nested_counts` step: a count whose noun holds a figure of its own ends at its own
number, so the two spans do not overlap: "[two] [10GigE] ports"."""

from __future__ import annotations

from dataclasses import replace

from claims.extract.figures.candidate import Candidate, Context, Example

EXAMPLES = (
    Example("The array holds twelve 7.68TB drives.", ("12 count drives", "7680 GB")),
)


def split_nested_counts(ctx: Context, found: list[Candidate]) -> list[Candidate]:
    """Each count that overlaps the figure after it, shortened to its own number."""
    return [replace(cand, end=cand.start + len(cand.value_text))
            if index + 1 < len(found) and found[index + 1].start < cand.end else cand
            for index, cand in enumerate(found)]
