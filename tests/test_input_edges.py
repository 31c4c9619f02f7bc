"""Input at the edges: CR-only front matter, zero-width separators, powers of ten, bad dates."""

from __future__ import annotations

from pathlib import Path

import pytest

from claims.extract import extract
from claims.load.documents import parse_bytes
from tests.conftest import figures_in, run_cli


def test_front_matter_with_cr_only_line_ends_is_read() -> None:
    text = "---\rtitle: Old Mac post\rpublished_at: 2026-01-02\r---\rWe reach 900 tokens/s.\r"
    loaded = parse_bytes(text.encode(), origin="cr.md")
    document, claims = extract(loaded)[:2]
    assert document.title == "Old Mac post"
    assert document.published_at == "2026-01-02"
    # offsets stay those of the original text: the quote is found where its span says
    claim = next(c for c in claims if c.unit == "tokens/s")
    span = claim.source.span
    assert span is not None and text[span.start:span.end] == claim.source.quote


def test_toml_front_matter_with_cr_only_line_ends_is_read() -> None:
    text = '+++\rtitle = "Zola post"\r+++\rWe reach 900 tokens/s.\r'
    document = extract(parse_bytes(text.encode(), origin="cr.md"))[0]
    assert document.title == "Zola post"


@pytest.mark.parametrize("space", ["\u200b", "\u2060", "\ufeff"])
def test_a_zero_width_space_does_not_split_a_figure(space: str) -> None:
    figures = figures_in(f"The cluster served 9{space}000 tokens/s at peak.")
    assert [(f.value, f.unit) for f in figures] == [(9000.0, "tokens/s")]


def test_a_power_of_ten_is_read_whole() -> None:
    figures = figures_in("The index answers 10^6 QPS on one node.")
    assert (1e6, "queries/s") in [(f.value, f.unit) for f in figures]
    assert 10.0 not in [f.value for f in figures]


def test_a_footnote_after_a_number_is_still_a_footnote() -> None:
    figures = figures_in("The index answers 300^2 QPS on one node.")
    assert (300.0, "queries/s") in [(f.value, f.unit) for f in figures]


def test_a_power_of_ten_too_large_is_refused_as_not_finite(tmp_path: Path) -> None:
    post = tmp_path / "p.md"
    post.write_text("The index answers 10^400 QPS on one node.\n", encoding="utf-8")
    done = run_cli("extract", str(post))
    assert done.returncode == 2
    assert "10^400" in done.stderr and "finite" in done.stderr
    assert "queries" not in done.stdout


@pytest.mark.parametrize("date", ["2026-13-01", "2026-02-30", "2026-00", "0000"])
def test_query_refuses_a_date_that_is_not_one(tmp_path: Path, date: str) -> None:
    done = run_cli("query", "--since", date, "--db", str(tmp_path / "c.db"))
    assert done.returncode == 2
    assert done.stderr.strip() == (f"claims: error: --since '{date}': "
                                   "expected a date like 2026-03-01")


def test_query_takes_real_dates(tmp_path: Path) -> None:
    from claims.store import open_store

    open_store(tmp_path / "c.db").close()
    for date in ("2026-02-28", "2024-02-29", "2026-05", "2026"):
        done = run_cli("query", "--until", date, "--db", str(tmp_path / "c.db"))
        assert done.returncode == 0, done.stderr
