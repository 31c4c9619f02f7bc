"""Read a gold file: safe YAML, the gold JSON Schema, every problem with its line and column."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from claims.errors import ClaimsError
from claims.gold.model import GoldFile
from claims.load.claimfile import Parsed, describe_error, parse, read_bytes
from claims.load.safe_yaml import Problem

SUFFIX = ".gold.yaml"


@lru_cache(maxsize=1)
def _validator() -> Any:
    """A JSON Schema validator for gold files, built from the model."""
    import jsonschema  # type: ignore[import-untyped]

    from claims.schemas import schema_for

    return jsonschema.Draft202012Validator(schema_for("gold"))


def problems_of(parsed: Parsed) -> list[Problem]:
    """Every schema problem of parsed gold data, located at the node it is about."""
    if not isinstance(parsed.data, dict):
        return [parsed.problem((), "a gold file is a mapping with `document` and `mentions`")]
    out = list(parsed.problems)
    for error in _validator().iter_errors(parsed.data):
        out.extend(parsed.problem(where, message) for where, message in describe_error(error))
    return sorted(set(out))


def read_gold(path: str | Path) -> GoldFile:
    """A valid gold file; ClaimsError naming the file, line and first problem otherwise."""
    name = str(path)
    parsed = parse(read_bytes(path), name)
    problems = problems_of(parsed)
    if not problems:
        try:
            return GoldFile.model_validate(parsed.data)
        except ValidationError as exc:
            error = exc.errors()[0]
            where = tuple(p for p in error["loc"] if isinstance(p, (str, int)))
            problems = [parsed.problem(where, error["msg"])]
    first = problems[0]
    more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
    raise ClaimsError(first.message + more, name, first.line, first.column)
