"""Two MLPerf results pages worded differently, compared test by test
(`claims.compare.suite_tests`): one a list naming each scenario beside its figure, the other
a table whose columns are the scenarios and whose units a note gives per column.

The pages are written for these tests (two made-up server makers, made-up figures).
"""

from __future__ import annotations

from claims.compare import judge
from claims.compare.keys import comparability_key
from claims.compare.suite_tests import TARGET, TEST, suite_test
from claims.extract import extract
from claims.load.documents import parse_bytes
from claims.model import Claim

_LIST = """---
title: "Acme R9 with four accelerators, MLPerf Inference v4.1"
publisher: Acme
---

# Acme R9, MLPerf Inference v4.1 datacenter closed

Four NVIDIA H100-SXM-80GB accelerators, TensorRT 10.2.0.

## Results

- bert-99 (F1: 89.9653): Server 28010.5 Queries/s, Offline 35120.25 Samples/s.
- bert-99.9 (F1: 90.7831): Server 24980.75 Queries/s, Offline 30110.5 Samples/s.
- gptj-99 (ROUGE1: 42.5566): Server 9810.25 Tokens/s, Offline 9905.75 Tokens/s.
"""

_TABLE = """---
title: "Bolt X4 with four accelerators, MLPerf Inference v4.1"
publisher: Bolt
---

# Bolt X4 in MLPerf Inference v4.1

The Bolt X4 carries four NVIDIA H100-SXM-80GB accelerators and runs TensorRT 10.2.0.

Server is in queries per second and Offline in samples per second, except for GPT-J,
which is in tokens per second in both scenarios.

| Benchmark | Accuracy target | Server | Offline |
|---|---|---|---|
| bert-99 | F1: 89.9653 | 27650.5 | 34870.75 |
| bert-99.9 | F1: 90.7831 | 25110.25 | 29870.5 |
| gptj-99 | ROUGE1: 42.5566 | 9750.5 | 9890.25 |
"""


def _claims(text: str, name: str) -> list[Claim]:
    """The claims of a Markdown document."""
    return list(extract(parse_bytes(text.encode(), origin=name))[1])


def _value(claims: list[Claim], value: float) -> Claim:
    """The claim of one value."""
    return next(c for c in claims if abs(c.value - value) < 1e-9)


def test_the_test_and_its_target_are_read_from_a_row_and_a_list_item() -> None:
    listed, tabled = _claims(_LIST, "acme.md"), _claims(_TABLE, "bolt.md")
    assert suite_test(_value(listed, 24980.75)) == {TEST: "bert", TARGET: "99.9"}
    assert suite_test(_value(tabled, 27650.5)) == {TEST: "bert", TARGET: "99"}
    assert _value(tabled, 9750.5).unit == "tokens/s"
    assert _value(tabled, 34870.75).unit == "samples/s"


def test_one_test_scenario_and_target_is_comparable_across_wordings() -> None:
    listed, tabled = _claims(_LIST, "acme.md"), _claims(_TABLE, "bolt.md")
    for left, right in ((28010.5, 27650.5), (35120.25, 34870.75), (30110.5, 29870.5),
                        (9905.75, 9890.25)):
        pair = judge(_value(listed, left), _value(tabled, right))
        assert pair.verdict.value == "comparable", (left, right, pair.reasons)
        # an archive groups them under one key, as the judge pairs them
        assert comparability_key(pair.left) == comparability_key(pair.right)


def test_another_target_scenario_or_test_is_refused() -> None:
    listed, tabled = _claims(_LIST, "acme.md"), _claims(_TABLE, "bolt.md")
    target = judge(_value(listed, 35120.25), _value(tabled, 29870.5))  # 99 against 99.9
    assert target.verdict.value == "not_comparable"
    assert "precision" in target.reasons
    assert comparability_key(target.left) != comparability_key(target.right)
    scenario = judge(_value(listed, 28010.5), _value(tabled, 34870.75))  # Server, Offline
    assert scenario.verdict.value == "not_comparable"
    other = judge(_value(listed, 9905.75), _value(tabled, 34870.75))  # GPT-J against BERT
    assert other.verdict.value == "not_comparable"


def test_outside_mlperf_a_model_name_is_no_suite_test() -> None:
    text = """---
title: "Fine-tuning notes"
publisher: Example
---

We fine-tuned BERT-large on one A100 and reached 1250.5 samples per second.
"""
    claim = _value(_claims(text, "notes.md"), 1250.5)
    assert suite_test(claim) == {}
