"""Machines set side by side: where the text compares several machines of one kind (a list
of options, `claims.extract.conditions.option_lists`: "7 nodes (c5.2xlarge)", "5 nodes
(c5.4xlarge)"), naming one of them nearby does not make it a figure's machine. The rules
bind none of them by themselves (README "Which machine a figure binds to"); the learned
fill must not either, unless the figure's own text names one: its sentence, its list's
lead-in, its table row, column or header, its caption. A machine tied to the figure only
through its paragraph, section, an outer heading or the setup is one option among several,
however often a chart caption of the section names it."""

from __future__ import annotations

from collections.abc import Sequence

from claims.learn.candidates import Candidate
from claims.learn.features import Features

#: The ties by which the figure's own text names a machine (a subset of `features.TIES`).
OWN_TIES = frozenset({"sentence", "lead_in", "row_label", "table_header", "caption",
                      "own_column"})

Row = tuple[Candidate, Features]


def own_rows(rows: Sequence[Row], options: Sequence[tuple[int, int]]) -> list[Row]:
    """The rows a figure may take where the document sets machines side by side (it holds a
    list of `options`): none stated and the machines the figure's own text names; every
    row otherwise."""
    if not options:
        return list(rows)
    return [(c, f) for c, f in rows if c.name is None or not OWN_TIES.isdisjoint(f)]
