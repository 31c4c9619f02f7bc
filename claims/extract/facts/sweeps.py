"""What a chart plots as a sweep: a measure taken at each value of a setting ("IOPS of the
two volumes at each block size", "plots the speed-up ... on every workload", "throughput
against batch size"). A sweep has many points; a text that states one or two of them
leaves the rest in the chart."""

from __future__ import annotations

from collections.abc import Iterable

from claims.vocabulary.lazy import lazy

# "each"/"every" over the points of a setting, a few points of one ("at several message
# sizes", "with different batch sizes"), or a measure drawn against a setting written in
# lower case ("against batch size"; "against Node.js" names a rival, "against the
# baseline" a reference).
_SWEEP = lazy(r"\b(?:each|every)\b|\b(?:at|for|across|over|with)\s+(?:several|various|different)\b"
              r"|\bagainst\s+(?!the\b|a\b|an\b|its\b|their\b|baseline)[a-z]")


def _letters(text: str) -> str:
    """Letters and digits only, case folded ("speed-up" and "speedup" are one word)."""
    return "".join(c for c in text.casefold() if c.isalnum())


def sweep_measures(chart: str, metrics: Iterable[str]) -> tuple[str, ...]:
    """The `metrics` (record metric names, "iops", "speedup") a chart's caption or sentence
    plots as a sweep, in the order given: none when it names no sweep."""
    if not _SWEEP.search(chart):
        return ()
    words = {_letters(w) for w in chart.replace("/", " ").split()}
    return tuple(m for m in dict.fromkeys(metrics)
                 if (key := _letters(m)) and (key in words or key + "s" in words))

