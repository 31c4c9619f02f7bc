"""A comparison whose two sides a table restates (comparison-conditions-differ): the
table's setup columns bind each row's number format, hardware or software; the rows'
differences count beside the sentence's; SPEC's peak and base metrics are tuned and
default settings. Must-fire and must-not-fire documents of our own, several fields."""

from __future__ import annotations

import pytest

from checkers.side_by_side import differences
from claims.extract.conditions.setup_columns import is_setup_header
from claims.extract.facts.wording import wording
from claims.load.documents import parse_bytes
from claims.model import Conditions, DocumentReport
from claims.pipeline import vet_loaded


def _vet(body: str) -> DocumentReport:
    """The report of a Markdown document with `body`."""
    text = f"---\ntitle: A test post\npublisher: Acme\n---\n\n{body}\n"
    return vet_loaded(parse_bytes(text.encode(), origin="test.md"))


def _differ(body: str) -> list[str]:
    """The comparison-conditions-differ messages on `body`."""
    return [f.message for f in _vet(body).findings if f.rule == "comparison-conditions-differ"]


_SERVING = ("# Kite 2\n\nOn one H100 running Llama 3.1 8B, Kite serves 3,000 tokens per second, "
            "2x the 1,500 tokens per second of Vane.\n\n"
            "| engine | precision | tokens per second |\n|---|---|---|\n"
            "| Kite | FP8 | 3,000 |\n| Vane | {other} | 1,500 |\n")


def test_a_precision_column_binds_each_row() -> None:
    body = ("# Kite 2\n\nOn one H100 running Llama 3.1 8B, the engines served these rates.\n\n"
            "| engine | precision | throughput |\n|---|---|---|\n"
            "| Kite | FP8 | 3,000 tokens/s |\n| Vane | BF16 | 1,500 tokens/s |\n")
    formats = {c.value: c.conditions.precision for c in _vet(body).claims if c.value > 1}
    assert formats == {3000.0: "FP8", 1500.0: "BF16"}


@pytest.mark.parametrize(("header", "setup"), [
    ("Precision", True), ("GPU", True), ("CPU model", True), ("Engine", True),
    ("**dtype**", True), ("CPU time", False), ("GPU memory", False), ("Tokens/s", False),
])
def test_only_a_header_naming_a_condition_makes_a_setup_column(header: str,
                                                               setup: bool) -> None:
    assert is_setup_header(header) is setup


def test_a_ratio_whose_table_rows_differ_in_number_format_is_flagged() -> None:
    messages = _differ(_SERVING.format(other="BF16"))
    assert any("number format FP8 vs BF16" in m for m in messages)


def test_a_ratio_whose_table_rows_share_the_number_format_is_not_flagged() -> None:
    assert not _differ(_SERVING.format(other="FP8"))


_DATABASE = ("# Heron 5\n\nOn a two-socket server, tuned for the test, Heron 5 reached "
             "52,000 tpmC, 1.3x the 40,000 tpmC of Tern 3 left on its default settings.\n\n"
             "| system | tpmC |\n|---|---|\n| Heron 5, 2x AMD EPYC 9654 | 52,000 |\n"
             "| Tern 3, 2x {other} | 40,000 |\n")


def test_tuned_against_default_settings_on_restated_unlike_machines_is_flagged() -> None:
    messages = _differ(_DATABASE.format(other="Intel Xeon Platinum 8480"))
    assert any("tuned vs defaults" in m and "Xeon" in m for m in messages)


def test_tuned_against_default_settings_on_one_restated_machine_is_not_flagged() -> None:
    assert not _differ(_DATABASE.format(other="AMD EPYC 9654"))


@pytest.mark.parametrize(("text", "tuning"), [
    ("It scores 2,610 on SPECrate 2017_int_peak.", "tuned"),
    ("It scores 1,950 on SPECrate 2017_fp_base.", "defaults"),
    ("SPECspeed2017_int_peak rose 9%.", "tuned"),
    ("Peak throughput reached 2 million IOPS.", None),
    ("The database base image is 300 MB.", None),
])
def test_spec_tuning_classes_read_as_settings(text: str, tuning: str | None) -> None:
    assert wording(text).tuning == tuning


@pytest.mark.parametrize(("one", "two", "differ"), [
    ("FP8", "BF16", True),
    ("FP8", "FP8, BF16", False),  # a mixed-format kernel: FP8 cache, BF16 arithmetic
    ("FP8, BF16", "INT8", True),
])
def test_a_format_among_the_other_sides_several_is_no_difference(one: str, two: str,
                                                                 differ: bool) -> None:
    found = differences(Conditions(precision=one), Conditions(precision=two))
    assert ("precision" in found) is differ
