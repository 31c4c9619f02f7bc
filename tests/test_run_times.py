"""Run times in a results table need their statistic (statistic-unspecified), on documents
of our own."""

from __future__ import annotations

from textwrap import dedent

from claims.load.documents import parse_bytes
from claims.pipeline import vet_loaded

TABLE = """\
    # Compressors on one archive

    ## Results

    | Tool | Level | Time |
    |---|---|---|
    | zstd | 3 | 12.4s |
    | gzip | 6 | 41.9s |
    | xz | 6 | 95.2s |
    | brotli | 9 | 70.3s |
    """


def _raised(text: str) -> bool:
    """Whether statistic-unspecified fires on the document `text`."""
    report = vet_loaded(parse_bytes(dedent(text).encode(), origin="doc.md"))
    return any(f.rule == "statistic-unspecified" for f in report.findings)


def test_table_of_run_times_without_statistic_raises() -> None:
    """Four run times in a table, nothing says one run or a median: the statistic is owed."""
    assert _raised(TABLE)


def test_section_saying_how_runs_were_summarised_is_quiet() -> None:
    """A sentence of the section giving the median of repeated runs names the statistic."""
    said = TABLE.replace("## Results\n", "## Results\n\n    Each tool ran 5 times and the "
                         "table gives the median time.\n")
    assert not _raised(said)


def test_lone_test_length_is_quiet() -> None:
    """One time beside a count is the test's length, not a table of run times."""
    assert not _raised("""\
        # A proxy under load

        | Metric | Value |
        |---|---|
        | Requests | 812,400 (20 seconds) |
        """)
