"""Machines set side by side (a list of options: clusters of different instance types)
bind none of them to a figure by themselves, for the learned fill as for the rules: a
figure takes such a machine only where its own sentence, row, column or caption names it,
not because a chart caption of its section does.

The documents are written for these tests."""

from __future__ import annotations

from claims.extract import extract
from claims.learn.candidates import Candidate
from claims.learn.side_by_side import own_rows
from claims.learn.weights import parse
from claims.load.documents import parse_bytes

#: A model that fills any named machine over none, whatever the figure.
_EAGER = {"format": 1, "choices": {"hardware": {"bias": 5.0}}, "margins": {"hardware": 0.0}}

_DOC = """# Sizing a search cluster

The first round left three clusters worth a closer look:

- Cluster: 4 nodes on r7g.2xlarge, cost $210 a month
- Cluster: 6 nodes on r7g.2xlarge, cost $300 a month
- Cluster: 3 nodes on r7g.4xlarge, cost $330 a month

## Reindexing under load

Each run replays the query log for 40 minutes while a reindex job runs.

![Fig 2. Index lag for the 6x8 cluster](lag.png)

![Fig 3. Index lag for the 4x16 cluster](lag2.png)

The slowest shard took 95 seconds to catch up.

## Routing

Queries on the m7i.large router answered in 18 ms.
"""


def _hardware(text: str) -> dict[float, str | None]:
    """Each claim's value (in base units) -> its machine, filled by an eager model."""
    claims = extract(parse_bytes(text.encode(), origin="t.md"), model=parse(_EAGER, "<t>"))[1]
    return {round(c.value, 6): c.conditions.hardware for c in claims}


def test_a_machine_only_a_sections_chart_caption_names_stays_off_its_figures() -> None:
    found = _hardware(_DOC)
    assert found[95] is None
    assert found[2400] is None  # (40 minutes)


def test_a_figures_own_sentence_still_names_its_machine() -> None:
    assert _hardware(_DOC)[0.018] == "m7i.large"


def test_without_machines_side_by_side_the_section_still_ties_its_machine() -> None:
    # the same machines in a sentence, not set side by side in a list of options
    start, end = _DOC.index("The first round"), _DOC.index("## Reindexing")
    prose = _DOC[:start] + "The first round left r7g.2xlarge and r7g.4xlarge clusters.\n\n" \
        + _DOC[end:]
    assert _hardware(prose)[95] == "6x8 cluster"


def test_only_rows_named_by_the_figures_own_text_stay_beside_options() -> None:
    rows = [(Candidate("A100", "accel"), {"section": 1.0}),
            (Candidate("H100", "accel"), {"caption": 1.0, "section": 1.0}),
            (Candidate("L4", "accel"), {"sentence": 1.0}),
            (Candidate("T4", "accel"), {"only_setup": 1.0, "paragraph": 1.0}),
            (Candidate(None, "none"), {"none": 1.0})]
    assert [c.name for c, _ in own_rows(rows, [(0, 10)])] == ["H100", "L4", None]
    assert own_rows(rows, []) == rows
