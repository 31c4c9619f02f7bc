"""A table whose first column, headed "System", lists programs (one the vocabulary knows,
one it does not, one known program in two set-ups), set against a second document that
measured one program alone: each row's figures are its own program's, and a figure of
another program never compares with the lone program's where the table also measured that
program. Texts of our own, through the real compare path."""

from __future__ import annotations

from claims.compare import compare_claims
from claims.compare.verdict import Pair
from claims.extract import extract
from claims.extract.conditions.row_labels import lists_programs, row_label
from claims.load.documents import parse_bytes
from claims.model import VARIANT_SETTING, Claim


def _post(title: str, publisher: str, body: str) -> str:
    """A Markdown announcement with front matter."""
    return (f'---\ntitle: "{title}"\npublisher: {publisher}\n'
            f"url: https://{publisher.lower()}.example/post\npublished_at: 2026-02-01\n---\n\n"
            f"{body}")


# One program's own result: DuckDB loading TPC-H on one instance type.
_LONE = _post("DuckDB loads TPC-H SF100 on a c7i.8xlarge", "DuckLab",
              "We ran TPC-H at scale factor 100 with DuckDB on an AWS c7i.8xlarge.\n\n"
              "Load time: 143 seconds to load the lineitem table.\n")
# A rival's page: its own engine beside two DuckDB set-ups, on the same instance type.
_RIVAL = _post("TPC-H SF100: QuarkSQL against DuckDB", "QuarkSQL",
               "Every system ran TPC-H at scale factor 100 on an AWS c7i.8xlarge.\n\n"
               "| System | Load time | Storage size |\n|---|---|---|\n"
               "| QuarkSQL | 97s | 31 GB |\n"
               "| DuckDB (in-memory) | 161s | 44 GB |\n"
               "| DuckDB (persistent) | 188s | 27 GB |\n")


def _claims(text: str, name: str) -> list[Claim]:
    """The claims of a Markdown document."""
    return list(extract(parse_bytes(text.encode(), origin=name))[1])


def _pairs() -> list[Pair]:
    """Every judged pair across the two documents, comparable and blocked."""
    result = compare_claims([*_claims(_LONE, "lone.md"), *_claims(_RIVAL, "rival.md")])
    return [*result.comparable, *result.blocked]


def _pair(left: float, right: float) -> Pair:
    """The judged pair of two values, whichever side each is on."""
    return next(p for p in _pairs() if {p.left.value, p.right.value} == {left, right})


def test_a_system_column_with_a_known_program_lists_programs() -> None:
    assert lists_programs("System", ("QuarkSQL", "DuckDB (in-memory)"))
    assert lists_programs("DBMS", ("QuarkSQL", "PostgreSQL"))
    # a known machine among the labels: the column lists machines (MLPerf's "System")
    assert not lists_programs("System", ("Dell PowerEdge XE9680", "DuckDB"))
    # no known program: nothing says the labels are programs
    assert not lists_programs("System", ("QuarkSQL", "Atlas-7"))
    assert not lists_programs("Notes", ("DuckDB", "PostgreSQL"))


def test_each_row_label_is_its_own_program_and_its_parenthetical_its_set_up() -> None:
    unknown = row_label("System", "QuarkSQL", True)
    assert [s.name for s in unknown.software] == ["QuarkSQL"] and unknown.hardware is None
    variant = row_label("System", "DuckDB (persistent)", True)
    assert [s.name for s in variant.software] == ["DuckDB"]
    assert [(s.name, s.value) for s in variant.settings] == [(VARIANT_SETTING, "persistent")]
    versioned = row_label("System", "DuckDB (v1.2.0)", True)
    assert versioned.software[0].version == "1.2.0" and not versioned.settings
    # a column not shown to list programs says nothing of a "System" label
    assert not row_label("System", "QuarkSQL").software


def test_the_rival_engines_row_is_its_own_not_the_pages_other_program() -> None:
    rows = {c.value: c for c in _claims(_RIVAL, "rival.md")}
    assert [s.name for s in rows[97].conditions.software] == ["QuarkSQL"]
    assert [s.name for s in rows[161].conditions.software] == ["DuckDB"]


def test_another_program_never_compares_where_the_page_measured_this_one() -> None:
    crossed = _pair(143, 97)
    assert not crossed.comparable and "software" in crossed.reasons


def test_one_program_in_a_set_up_one_side_names_still_compares_with_a_caution() -> None:
    fair = _pair(143, 161)
    assert fair.comparable
    shown = [d for d in fair.differences if d.condition == f"setting: {VARIANT_SETTING}"]
    assert shown and not shown[0].blocking and shown[0].right == "in-memory"


def test_two_set_ups_of_one_program_do_not_compare() -> None:
    rows = {c.value: c for c in _claims(_RIVAL, "rival.md")}
    from claims.compare import judge

    pair = judge(rows[161], rows[188])
    assert not pair.comparable


def test_inside_one_document_two_programs_in_its_one_set_up_still_compare() -> None:
    # the page's own DuckDB figures meet each other, yet its QuarkSQL row still meets them:
    # one document's programs share its set-up
    page = _RIVAL + ("\nAn earlier DuckDB (in-memory) run on the same machine had a load "
                     "time of 150 seconds.\n")
    result = compare_claims(_claims(page, "rival.md"), within=True)
    judged = [*result.comparable, *result.blocked]
    assert next(p for p in judged if {p.left.value, p.right.value} == {150, 161}).comparable
    pair = next(p for p in judged if {p.left.value, p.right.value} == {97, 150})
    assert "software" not in pair.reasons
