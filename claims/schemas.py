"""JSON Schemas generated from the record model, and their files under `schemas/`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from claims.compare.report import ComparisonReport
from claims.exports.record import ExportedClaim
from claims.gold.model import GoldFile
from claims.model import SCHEMA_BASE, Claim, ClaimFile, Document, Finding, Report

SCHEMAS: dict[str, type[BaseModel]] = {
    "claim": Claim,
    "document": Document,
    "finding": Finding,
    "report": Report,
    "claimfile": ClaimFile,
    "comparison": ComparisonReport,
    "export": ExportedClaim,
    "gold": GoldFile,
}


def schema_for(name: str) -> dict[str, Any]:
    """The JSON Schema of one record type, with a versioned `$id`."""
    body = SCHEMAS[name].model_json_schema(mode="validation")
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"{SCHEMA_BASE}/{name}.schema.json",
        **body,
    }


def render(name: str) -> str:
    """The schema file's exact text: sorted keys, two-space indent, final newline."""
    return json.dumps(schema_for(name), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def file_name(name: str) -> str:
    """The file that holds a schema in `schemas/`."""
    return f"{name}.schema.json"


def default_dir() -> Path:
    """The project's `schemas/` folder: beside the `claims` package, else in the current folder."""
    beside = Path(__file__).resolve().parent.parent / "schemas"
    return beside if beside.is_dir() else Path.cwd() / "schemas"


def write_all(folder: Path) -> list[Path]:
    """Write every schema file into `folder`; return the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name in SCHEMAS:
        path = folder / file_name(name)
        path.write_text(render(name), encoding="utf-8")
        written.append(path)
    return written


def stale(folder: Path) -> list[str]:
    """Names of schema files in `folder` that are missing or differ from the models."""
    out = []
    for name in SCHEMAS:
        path = folder / file_name(name)
        if not path.is_file() or path.read_text(encoding="utf-8") != render(name):
            out.append(file_name(name))
    return out
