"""The shipped JSON Schemas stay in step with the record model."""

from __future__ import annotations

import json

import jsonschema
import pytest

from claims import schemas
from claims.model import Claim, Document
from tests.conftest import ROOT, run_cli


@pytest.mark.parametrize("name", sorted(schemas.SCHEMAS))
def test_schema_file_matches_model(name: str) -> None:
    path = ROOT / "schemas" / schemas.file_name(name)
    assert path.is_file(), f"{path} missing: run `claims schema --write`"
    assert path.read_text(encoding="utf-8") == schemas.render(name), (
        f"{path} is out of date with claims/model.py: run `claims schema --write`")


@pytest.mark.parametrize("name", sorted(schemas.SCHEMAS))
def test_schema_is_valid_and_versioned(name: str) -> None:
    schema = json.loads((ROOT / "schemas" / schemas.file_name(name)).read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    assert schema["$id"].endswith(f"/v1/{name}.schema.json")


def test_schema_check_fails_on_a_stale_file(tmp_path) -> None:
    schemas.write_all(tmp_path)
    assert run_cli("schema", "--check", "--dir", str(tmp_path)).returncode == 0
    stale = tmp_path / "claim.schema.json"
    stale.write_text(stale.read_text().replace('"value"', '"valeur"', 1))
    result = run_cli("schema", "--check", "--dir", str(tmp_path))
    assert result.returncode == 1
    assert "claim.schema.json: out of date" in result.stderr


def test_ids_are_derived_from_content() -> None:
    source = {"quote": "387 tokens per second per user", "sha256": "ab" * 32,
              "span": {"start": 10, "end": 40}}
    one = Claim(value=387, unit="tokens/s", metric="interactivity", source=source)
    two = Claim(value=387.0, unit="tokens/s", metric="throughput", source=source)
    moved = Claim(value=387, unit="tokens/s", metric="interactivity",
                  source={**source, "span": {"start": 11, "end": 41}})
    assert one.id == two.id != moved.id
    assert one.id.startswith("clm-") and len(one.id) == 20
    assert Document(sha256="ab" * 32).id == Document(sha256="ab" * 32, title="other").id


def test_claim_records_validate_against_the_claim_schema() -> None:
    schema = json.loads((ROOT / "schemas" / "claim.schema.json").read_text())
    claim = Claim(value=58, unit="x", metric="speedup", source={"quote": "58x"})
    jsonschema.validate(claim.model_dump(mode="json"), schema)
    bad = {**claim.model_dump(mode="json"), "evidence": "vibes"}
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(bad, schema)
