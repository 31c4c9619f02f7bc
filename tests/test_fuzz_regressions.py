"""What the fuzz campaign found, each kept as a test (see `bench/fuzz_campaign.py`).

Crashes inside `claims/extract/` are being rebuilt by the lead: their tests are strict
xfails with a minimal reproducer, so the fix turns them into failures to be unmarked.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from claims.documents import parse_bytes
from claims.extract import extract
from tests.conftest import run_cli

# Minimal reproducer: a figure with more digits than a float holds.
HUGE = "We reached " + "9" * 400 + " million tokens per second on 8 GPUs.\n"


@pytest.mark.xfail(strict=True, reason="claims/extract turns a 400-digit number into "
                   "value=inf: JSON has no such number, the store writes null and cannot read "
                   "the claim back (query/compare fail); extraction should refuse or skip it")
def test_a_number_too_large_for_a_float_gives_no_infinite_claim() -> None:
    _, claims = extract(parse_bytes(HUGE.encode(), origin="huge.md"))
    assert all(math.isfinite(c.value) for c in claims), [c.value for c in claims]


def test_an_infinite_value_still_renders_as_text(tmp_path: Path) -> None:
    # Until the extractor stops producing it, the reports must not crash on it.
    post = tmp_path / "huge.md"
    post.write_text(HUGE, encoding="utf-8")
    result = run_cli("vet", "--fail-on", "never", str(post))
    assert result.returncode == 0, result.stderr
    assert "inf tokens/s" in result.stdout


def test_an_internal_error_is_one_line() -> None:
    from pydantic import BaseModel, ValidationError

    from claims.cli import internal_error_line

    class Probe(BaseModel):
        value: float

    with pytest.raises(ValidationError) as caught:
        Probe.model_validate({"value": None})
    line = internal_error_line(caught.value)
    assert "\n" not in line and line.startswith("claims: error: internal error: ValidationError")
    assert json.dumps(line)  # printable as is


def test_an_unknown_marked_section_in_html_is_skipped_not_a_crash(tmp_path: Path) -> None:
    # Minimal reproducer: the standard parser raised AssertionError on `<![doctype ...`.
    page = tmp_path / "page.html"
    page.write_bytes(b"<![doctype html><body><p>We served 5,000 tokens/s on 8 GPUs.</p></body>")
    result = run_cli("vet", "--format", "json", str(page))
    assert result.returncode in (0, 1), result.stderr
    [doc] = json.loads(result.stdout)["documents"]
    assert [c["value"] for c in doc["claims"]][:1] == [5000]
