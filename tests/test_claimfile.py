"""Claim files: safe reading, every problem with its line, loading, and writing back."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from claims.errors import ClaimsError
from claims.load import claimfile
from claims.load.claimfile import dump_claim_file, load_claim_file, validate_file
from tests.conftest import ROOT

EXAMPLES = sorted((ROOT / "examples").rglob("*.claims.yaml"))
SEED_EXAMPLE = ROOT / "examples" / "deepseek-v4-1-flash-vera-rubin.claims.yaml"
FIXTURES = ROOT / "tests" / "fixtures" / "claimfiles"

MINIMAL = """\
claims_version: '1.0'
document:
  title: A small announcement
claims:
- value: 3
  unit: x
  metric: speedup
  source:
    quote: three times faster
"""


def write(tmp_path: Path, text: str, name: str = "c.claims.yaml") -> Path:
    """A claim file in tmp_path with this text."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def messages(path: Path) -> list[tuple[int, int, str]]:
    """(line, column, message) of every problem validate_file reports."""
    return [(p.line, p.column, p.message) for p in validate_file(path)]


def test_examples_exist_and_are_valid() -> None:
    assert len(EXAMPLES) >= 4
    for path in EXAMPLES:
        assert validate_file(path) == [], path


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_dump_loads_back_equal_and_is_stable(path: Path, tmp_path: Path) -> None:
    loaded = load_claim_file(path)
    text = dump_claim_file(loaded)
    assert text == dump_claim_file(load_claim_file(path))
    assert "null" not in text and ": unknown" not in text, "defaults and nulls are left out"
    assert text.startswith("claims_version: '1.0'\n")
    assert load_claim_file(write(tmp_path, text)) == loaded


def test_missing_ids_are_derived_from_content(tmp_path: Path) -> None:
    one = load_claim_file(write(tmp_path, MINIMAL, "a.yaml"))
    two = load_claim_file(write(tmp_path, MINIMAL, "b.yaml"))
    assert one.claims[0].id == two.claims[0].id and one.claims[0].id.startswith("clm-")
    assert one.document.id.startswith("doc-")


def test_seed_example_quotes_are_exact_substrings_at_their_spans(seed_md: Path) -> None:
    raw = seed_md.read_bytes()
    text = raw.decode("utf-8")
    cf = load_claim_file(SEED_EXAMPLE)
    assert cf.document.sha256 == hashlib.sha256(raw).hexdigest()
    lines = text.split("\n")
    for claim in cf.claims:
        quotes = [(claim.source.quote, claim.source.span, claim.source.line),
                  *((m.text, m.span, m.line) for m in claim.mentions)]
        for quote, span, line in quotes:
            assert span is not None and text[span.start:span.end] == quote, quote
            assert line is not None and quote in lines[line - 1], (quote, line)


def test_problems_carry_the_line_of_the_offending_key(tmp_path: Path) -> None:
    text = MINIMAL.replace("  title: A small announcement\n",
                           "  title: A small announcement\n  colour: red\n")
    text = text.replace("- value: 3\n", "- value: three\n") + "  kind: sideways\n"
    got = messages(write(tmp_path, text))
    assert got == [
        (4, 3, "document: unknown field 'colour'"),
        (6, 3, "claims[0].value: 'three' is not of type 'number'"),
        (11, 3, "claims[0].kind: 'sideways' is not one of ['headline', 'relative', "
                "'before_after', 'config', 'cost', 'quality', 'count']"),
    ]


def test_missing_required_fields_and_wrong_shapes(tmp_path: Path) -> None:
    assert messages(write(tmp_path, "claims: []\n")) == [
        (1, 1, "file: 'document' is a required property")]
    assert messages(write(tmp_path, "- just\n- a list\n")) == [
        (1, 1, "a claim file is a mapping with `document` and `claims`")]
    no_source = MINIMAL.replace("  source:\n    quote: three times faster\n", "")
    assert messages(write(tmp_path, no_source)) == [
        (5, 3, "claims[0]: 'source' is a required property")]


def test_duplicates_and_mismatched_spans_are_problems(tmp_path: Path) -> None:
    doubled = MINIMAL + MINIMAL[MINIMAL.index("- value"):]
    assert messages(write(tmp_path, doubled))[0][2].startswith(
        "claims[1]: duplicate claim id clm-")
    key_twice = MINIMAL.replace("  metric: speedup\n", "  metric: speedup\n  metric: ratio\n")
    assert messages(write(tmp_path, key_twice)) == [
        (8, 3, "duplicate key 'metric' (first given on line 7)")]
    bad_span = MINIMAL + "    span: {start: 10, end: 12}\n"
    assert messages(write(tmp_path, bad_span)) == [
        (10, 5, "claims[0].source.span covers 2 characters but the quote has 18")]
    stray = MINIMAL + ("accepted:\n- {rule: missing-cost, reason: why not, "
                       "claims: [clm-0000000000000000]}\n")
    assert messages(write(tmp_path, stray)) == [
        (11, 41, "accepted[0]: no claim with id clm-0000000000000000")]


def test_malformed_yaml_reports_the_parser_position(tmp_path: Path) -> None:
    path = write(tmp_path, "document: {title: x\nclaims: [\n")
    [problem] = validate_file(path)
    assert (problem.line, problem.column) == (2, 7)
    assert problem.message.startswith("malformed YAML:")
    with pytest.raises(ClaimsError) as caught:
        load_claim_file(path)
    assert str(caught.value).startswith(f"{path}:2:7: malformed YAML")


def test_load_names_the_first_problem_and_counts_the_rest(tmp_path: Path) -> None:
    text = MINIMAL.replace("metric: speedup", "metric: 5\n  colour: red")
    with pytest.raises(ClaimsError) as caught:
        load_claim_file(write(tmp_path, text))
    # The two more: the unknown field, and a 5 that is no metric of the vocabulary either.
    assert str(caught.value).endswith(
        "c.claims.yaml:7:3: claims[0].metric: 5 is not of type 'string' (and 2 more; run "
        "`claims validate`)")


def test_alias_bomb_is_refused_by_expansion(tmp_path: Path) -> None:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 8)]
    with pytest.raises(ClaimsError, match="alias bomb"):
        load_claim_file(write(tmp_path, "\n".join(lines) + "\n"))


def test_too_many_anchors_are_refused(tmp_path: Path) -> None:
    text = "".join(f"k{i}: &a{i} v\n" for i in range(101))
    with pytest.raises(ClaimsError, match="more than 100 YAML anchors") as caught:
        validate_file(write(tmp_path, text))
    assert caught.value.line == 101


def test_binary_and_non_utf8_bytes_are_refused_with_offsets(tmp_path: Path) -> None:
    binary = tmp_path / "b.yaml"
    binary.write_bytes(b"document:\n  title: \x00\x01")
    with pytest.raises(ClaimsError, match=r"NUL byte at offset 19") as caught:
        load_claim_file(binary)
    assert (caught.value.line, caught.value.column) == (2, 10)
    latin = tmp_path / "l.yaml"
    latin.write_bytes(b"document:\n  title: caf\xe9\n")
    with pytest.raises(ClaimsError, match=r"not UTF-8: invalid byte 0xe9 at offset 22"):
        validate_file(latin)


def test_size_limit_missing_files_and_folders(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(claimfile, "MAX_BYTES", 64)
    with pytest.raises(ClaimsError, match="larger than"):
        load_claim_file(write(tmp_path, MINIMAL))
    with pytest.raises(ClaimsError, match="no such file"):
        load_claim_file(tmp_path / "absent.yaml")
    with pytest.raises(ClaimsError, match="is a directory"):
        validate_file(tmp_path)


def test_empty_file_and_non_finite_numbers(tmp_path: Path) -> None:
    with pytest.raises(ClaimsError, match="empty claim file"):
        load_claim_file(write(tmp_path, ""))
    got = messages(write(tmp_path, MINIMAL.replace("value: 3", "value: .inf")))
    assert got == [(5, 10, "number must be finite, not .inf")]


def test_dates_stay_text(tmp_path: Path) -> None:
    text = MINIMAL.replace("  title: A small announcement\n",
                           "  title: A small announcement\n  published_at: 2026-11-13\n")
    assert load_claim_file(write(tmp_path, text)).document.published_at == "2026-11-13"


@pytest.mark.parametrize("path", sorted(FIXTURES.glob("*.yaml")) if FIXTURES.is_dir() else [],
                         ids=lambda p: p.name)
def test_bad_fixture_files_report_their_expected_problem(path: Path) -> None:
    expected = path.with_suffix(".expected").read_text(encoding="utf-8").strip()
    try:
        got = "\n".join(str(p).replace(str(path), path.name) for p in validate_file(path))
    except ClaimsError as exc:
        got = f"error: {str(exc).replace(str(path), path.name)}"
    assert got == expected, f"expected:\n{expected}\ngot:\n{got}"


def test_loading_never_accepts_what_validate_rejects(tmp_path: Path) -> None:
    for text in (MINIMAL.replace("value: 3", "value: '3'"),
                 MINIMAL.replace("  metric: speedup\n", "  metric: speedup\n  approximate: 1\n"),
                 MINIMAL.replace("  title: A small announcement\n",
                                 "  title: A small announcement\n  reports_cost: 'yes'\n")):
        path = write(tmp_path, text)
        assert validate_file(path), text
        with pytest.raises(ClaimsError):
            load_claim_file(path)
