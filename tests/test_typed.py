"""Records made without validation (`claims.typed`): alike in every field and type to the
records validation makes from the same values, refused when a field is unknown, missing or an
id is left out, and checked against validation over whole vets when `CHECKED` is on."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from claims import typed as typed_module
from claims.model import (
    Claim,
    Conditions,
    Evidence,
    Kind,
    Mention,
    Per,
    Quote,
    Software,
    Source,
    Span,
    Summary,
)
from claims.typed import different, typed
from tests.conftest import run_cli

SOURCE = {"sha256": "ab" * 32, "quote": "Quill answers 310 queries per second on one node.",
          "span": {"start": 40, "end": 90}, "line": 3, "section": "Results"}
CLAIM_ID = "clm-0123456789abcdef"


def _source() -> Source:
    """A source record of SOURCE, typed."""
    span = SOURCE["span"]
    assert isinstance(span, dict)
    return typed(Source, sha256=SOURCE["sha256"], quote=SOURCE["quote"],
                 span=typed(Span, start=span["start"], end=span["end"]), line=3,
                 section="Results")


def test_a_typed_claim_is_the_validated_one_field_for_field() -> None:
    mention = typed(Mention, text="310 queries per second", span=typed(Span, start=54, end=76),
                    line=3, setup=("on:cache",))
    fields = {"id": CLAIM_ID, "value": 310.0, "unit": "queries/s", "metric": "throughput",
              "per": Per.node, "kind": Kind.headline, "evidence": Evidence.measured,
              "source": _source(), "mentions": (mention,),
              "conditions": typed(Conditions, software=(typed(Software, name="Quill"),))}
    made, validated = typed(Claim, **fields), Claim(**fields)
    assert different(made, validated, "claim") is None
    assert made == validated and hash(made) == hash(validated)
    assert made.model_fields_set == validated.model_fields_set == set(fields)
    assert list(made.__dict__) == list(Claim.model_fields)  # the declared order
    assert made.model_dump_json() == validated.model_dump_json()


def test_the_comparison_sees_a_type_that_validation_would_change() -> None:
    assert different(typed(Span, start=1, end=2), Span(start=1, end=2), "span") is None
    assert "float" in (different(1.0, 1, "x") or "")
    assert "list" in (different(["a"], ("a",), "x") or "")
    assert "str" in (different("GPU", Per.gpu, "x") or "")
    assert different(-0.0, 0.0, "x") is not None
    assert different(float("nan"), float("nan"), "x") is None


@pytest.mark.parametrize(("fields", "says"), [
    ({"start": 1, "end": 2, "width": 1}, "no field 'width'"),
    ({"start": 1}, "needs 'end'"),
])
def test_a_wrong_field_is_refused(fields: dict[str, int], says: str) -> None:
    with pytest.raises(TypeError, match=says):
        typed(Span, **fields)


def test_a_record_whose_id_is_derived_is_not_made_without_one() -> None:
    with pytest.raises(TypeError, match="made with its id"):
        typed(Claim, value=2.0, unit="ms", metric="latency", source=_source())


def test_a_mutable_default_is_each_records_own() -> None:
    first, second = typed(Summary), typed(Summary)
    assert first.by_severity == {} and first.by_severity is not second.by_severity


@pytest.mark.parametrize(("model", "fields"), [
    (Span, {"start": 1.0, "end": 4}),  # a float where validation keeps an int
    (Claim, {"id": CLAIM_ID, "value": 5, "unit": "ms", "metric": "latency",
             "source": _source()}),  # an int where validation makes a float
    (Quote, {"text": "two runs", "span": [1, 9]}),  # not a Span
    (Mention, {"text": "9 ms", "setup": ["on:mtp"]}),  # a list where it holds a tuple
])
def test_checked_mode_catches_what_validation_would_convert(
        monkeypatch: pytest.MonkeyPatch, model: type, fields: dict[str, object]) -> None:
    typed(model, **fields)  # unchecked, it is made as given
    monkeypatch.setattr(typed_module, "CHECKED", True)
    with pytest.raises((AssertionError, ValidationError)):
        typed(model, **fields)


def test_checked_mode_refuses_what_validation_refuses(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(typed_module, "CHECKED", True)
    with pytest.raises(ValidationError):
        typed(Quote, text="")
    with pytest.raises(ValidationError):
        typed(Claim, id=CLAIM_ID, value=3.0, unit="ms", metric="stamina", source=_source())


# Sentences of our own that reach the records' many makers: a table with setting columns and
# runs, a before/after pair, a ratio against a named baseline, versions, a caveat section.
DOCUMENT = """---
title: Quill 4.2 release notes
publisher: Quill Labs
---
# Quill 4.2

Quill 4.2 answers 310 queries per second on one node with 8 H100 GPUs, up from 190 queries
per second in Quill 4.1. Median read latency fell from 14 ms to 9 ms at 64 concurrent clients.

It runs 2.3x faster than Postgres 16.2 on the same r7i.4xlarge instance, served by vLLM 0.6.3.

| Threads | Run 1 (cold) | Run 2 |
|---|---|---|
| 4 | 12.5 s | 9.1 s |
| 8 | 7.2 s | 5.0 s |

## Caveats

These figures come from a single run on a preview build; the tests were run only once.
"""


def test_a_vet_makes_each_record_as_validation_would(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "quill.md"
    path.write_text(DOCUMENT, encoding="utf-8")
    plain = run_cli("vet", "--format", "json", "--fail-on", "never", str(path))
    monkeypatch.setattr(typed_module, "CHECKED", True)
    checked = run_cli("vet", "--format", "json", "--fail-on", "never", str(path))
    assert checked.returncode == plain.returncode == 0, checked.stderr
    assert checked.stdout == plain.stdout
    report = json.loads(plain.stdout)
    claims = report["documents"][0]["claims"]
    assert len(claims) >= 8 and report["documents"][0]["findings"]
    assert any(c["baseline"] for c in claims)
    assert any(c["conditions"].get("settings") and c["conditions"].get("run") for c in claims)
    assert report["documents"][0]["document"]["software"]  # versions named in the text
    assert report["documents"][0]["document"]["caveats"]
