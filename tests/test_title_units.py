"""Units read from a table's title or run notes, from a bracketed restatement, from the
whole a part is of, and from options written each with its glued unit."""

from __future__ import annotations

from claims.extract import figures_in_text
from claims.extract.figures.candidate import describe


def _gives(text: str) -> list[str]:
    """The figures a text gives, each described in one line."""
    return [describe(fig) for fig in figures_in_text(text)]


def test_heading_naming_a_rate_gives_bare_cells_its_unit() -> None:
    """A heading right above a table naming its measure by a unit gives the bare cells."""
    text = ("### Random-read IOPS per engine\n\n| Engine | ext4 | xfs |\n"
            "|---|---|---|\n| StoreA | 81,200 | 40,950 |\n")
    assert _gives(text) == ["81200 IOPS", "40950 IOPS"]


def test_heading_naming_recall_makes_cells_scores() -> None:
    """A heading naming a quality measure makes the bare cells scores."""
    text = ("## How the graph degree affects recall\n\n| Set | deg=8 | deg=24 |\n|---|---|---|\n"
            "| wiki | 0.912 | 0.957 |\n")
    assert _gives(text)[-2:] == ["0.912 score", "0.957 score"]


def test_topic_heading_lends_no_unit() -> None:
    """A heading naming a topic, a multiple or two measures leaves bare cells counts."""
    for heading in ("## Results", "## Scaling", "## Latency and QPS"):
        text = f"{heading}\n\n| Clients | A | B |\n|---|---|---|\n| 8 | 420 | 388 |\n"
        assert _gives(text) == ["8 count Clients", "420 count", "388 count"], heading


def test_heading_with_one_lead_in_between_still_titles_the_table() -> None:
    """A lead-in paragraph between heading and table keeps the heading the title."""
    text = ("### Requests per second\n\nEach cell is the best of three runs:\n\n"
            "| Server | 1 core | 4 cores |\n|---|---|---|\n| Alpha | 9,120 | 30,400 |\n")
    assert "9120 requests/s" in _gives(text)
    assert "30400 requests/s" in _gives(text)


def test_unit_note_among_run_notes_above_table() -> None:
    """A short list item above a table that only states the unit gives its cells it."""
    text = ("### Cold builds\n\n- Three runs each\n- Durations in seconds\n- Laptop, on AC\n\n"
            "| Run | gcc | clang |\n|---|---|---|\n| 1 | 41.5 | 12.25 |\n| 2 | 40.5 | 12.5 |\n")
    assert _gives(text)[-4:] == ["41.5 s", "12.25 s", "40.5 s", "12.5 s"]


def test_long_run_note_mentioning_a_unit_is_no_note() -> None:
    """A run note saying more than the unit lends the table nothing."""
    text = ("- Warm-up took about a minute, then latency in ms was sampled per client\n\n"
            "| Run | gcc |\n|---|---|\n| 1 | 41 |\n| 2 | 43 |\n")
    assert "41 count" in _gives(text)


def test_bracketed_restatement_shares_the_unit_after_it() -> None:
    """A number restated in brackets takes the unit written after the bracket."""
    assert _gives("The NIC forwarded 8812004 (8,812,004) pps.") == ["8812004 packets/s"]
    assert _gives("It served 2300 (2.3k) req/s.") == ["2300 requests/s"]
    # a different number in the bracket restates nothing
    assert _gives("It ran 40 (of 50) ms.")[0] == "40 count"


def test_part_of_a_measured_whole_takes_its_unit() -> None:
    """A bare number that is a part of a whole with a unit of measure is in that unit."""
    gives = _gives("The cache held 61.5 of 96 GB, on 3 of 8 GPUs.")
    assert gives[:2] == ["61.5 GB", "96 GB"]
    assert gives[2] == "3 count"  # a part of a count may count something else


def test_options_each_with_a_glued_unit_are_each_figures() -> None:
    """"2GB/4GB/8GB" lists three sizes; "10GB/s" stays one rate."""
    assert _gives("Boards come with 1GB/2GB/8GB of memory.") == ["1 GB", "2 GB", "8 GB"]
    assert _gives("Copies ran at 10GB/s.") == ["10 GB/s"]


def test_keyed_statistics_share_the_unit_after_the_last() -> None:
    """A tool's keyed statistics ("p50=..., p99=... usec") are all in the unit after them,
    however far apart; keyed settings of other quantities are not."""
    gives = _gives("Read latency: p50=212, p90=640, p99=5120 usec over the run.")
    assert gives[:3] == ["0.000212 s (p50)", "0.00064 s (p90)", "0.00512 s (p99)"]
    gives = _gives("Write latency min=35, max=9100, avg=404.5 usec in all.")
    assert gives == ["3.5e-05 s (min)", "0.0091 s (max)", "0.0004045 s (mean)"]
    assert _gives("The job ran with jobs=4, size=16 GB.")[0] == "4 count"


def test_bracketed_value_after_a_key_is_no_footnote() -> None:
    """"50.00th=[733]" is a percentile's value; "[12]" after a word is a citation."""
    gives = _gives("Percentiles: 50.00th=[733], 99.00th=[2210] usec, as in [12].")
    assert gives == ["0.000733 s", "0.00221 s"]


def test_setup_heading_of_keyed_values_lends_no_unit() -> None:
    """A heading listing the setup ("Host: X, Precision: FP8") is no measure's title."""
    text = ("#### Host: node-7, Precision: FP8\n\n| Model | GPUs | TP |\n|---|---|---|\n"
            "| M-70B | 16 | 4 |\n")
    assert _gives(text) == ["16 count GPUs", "4 count"]


def test_heading_stating_a_figure_lends_no_unit() -> None:
    """A heading whose unit belongs to a figure it states is no title of the table's unit;
    the settings in its brackets do not stop a title."""
    text = ("## The run aimed at 300 leases/sec\n\n| Item | Value |\n|---|---|\n"
            "| Retries | 1,204 |\n\n### 2.1 Lookups per second (ef=128)\n\n| Set | A | B |\n"
            "|---|---|---|\n| wiki | 1,410 | 388 |\n")
    gives = _gives(text)
    assert "1204 count" in gives
    assert gives[-2:] == ["1410 lookups/s", "388 lookups/s"]


def test_heading_naming_two_units_in_brackets_lends_neither() -> None:
    """"Results (TFLOPs/s and ms)" names two units; a glued number names a measure."""
    text = ("## Results (GB/s and ms)\n\n| Host | A | B |\n|---|---|---|\n| n1 | 1,024 | 640 |\n\n"
            "### Per-set Recall@10 (ef=64)\n\n| Set | A | B |\n|---|---|---|\n"
            "| wiki | 0.91 | 0.88 |\n")
    assert _gives(text) == ["1024 count", "640 count", "0.91 score", "0.88 score"]
