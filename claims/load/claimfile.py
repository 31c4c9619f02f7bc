"""YAML claim files: read safely, validate with line numbers, load, and write back.

A claim file holds one document, its claims and the findings it accepts on
purpose (the `ClaimFile` model). Reading refuses what a hostile or broken file
could do to the reader: too large, binary, not UTF-8, more anchors and aliases
than a hand-written file needs, or aliases that expand into a huge tree. Every
schema problem is reported with the line and column of the YAML node it is
about (the key, for unknown or wrong fields).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from claims.errors import ClaimsError
from claims.load import safe_yaml
from claims.load.safe_yaml import Problem, Where
from claims.model import ClaimFile

__all__ = ["Located", "Parsed", "Problem", "dump_claim_file", "load_claim_file",
           "load_located", "parse", "read_bytes", "validate_file", "validate_located"]

MAX_BYTES = 10 * 1024 * 1024
_Dumper: type[yaml.SafeDumper] = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


@dataclass(frozen=True)
class Parsed:
    """A claim file as read: its plain data, where each value stands, and its problems."""

    path: str
    data: Any
    marks: Mapping[Where, tuple[int, int]]
    problems: tuple[Problem, ...]

    def position(self, where: Where) -> tuple[int, int]:
        """Line and column of the nearest node at or above `where`."""
        for cut in range(len(where), -1, -1):
            if where[:cut] in self.marks:
                return self.marks[where[:cut]]
        return (1, 1)

    def problem(self, where: Where, message: str) -> Problem:
        """A problem located at `where`."""
        line, column = self.position(where)
        return Problem(self.path, line, column, message)


@dataclass(frozen=True)
class Located:
    """A loaded claim file with the positions of its parts, for findings that point into it."""

    claim_file: ClaimFile
    parsed: Parsed

    @cached_property
    def _index(self) -> dict[str, int]:
        """Claim id -> its place in the file's list (the first, if an id repeats)."""
        index: dict[str, int] = {}
        for i, claim in enumerate(self.claim_file.claims):
            index.setdefault(claim.id, i)
        return index

    def claim_position(self, claim_id: str) -> tuple[int, int]:
        """Line and column of the claim with this id (the document's, when not found)."""
        at = self._index.get(claim_id)
        return self.parsed.position(("document",) if at is None else ("claims", at))


def read_bytes(path: str | Path) -> bytes:
    """The file's bytes, refusing missing files, folders and files over the size limit."""
    if str(path) == "-":
        data = sys.stdin.buffer.read(MAX_BYTES + 1)
    else:
        target = Path(path)
        if not target.exists():
            raise ClaimsError("no such file", str(path))
        if target.is_dir():
            raise ClaimsError("is a directory, not a claim file", str(path))
        if target.stat().st_size > MAX_BYTES:
            raise ClaimsError(f"file is larger than {MAX_BYTES // (1024 * 1024)} MiB", str(path))
        try:
            data = target.read_bytes()
        except OSError as exc:
            raise ClaimsError(f"cannot read: {exc.strerror or exc}", str(path)) from None
    if len(data) > MAX_BYTES:
        raise ClaimsError(f"input is larger than {MAX_BYTES // (1024 * 1024)} MiB", str(path))
    return data


def _line_col(data: bytes, offset: int) -> tuple[int, int]:
    """1-based line and column of a byte offset."""
    line = data.count(b"\n", 0, offset) + 1
    return line, offset - (data.rfind(b"\n", 0, offset) + 1) + 1


def decode(data: bytes, path: str) -> str:
    """UTF-8 text of a claim file, refusing binary content and invalid bytes by offset."""
    nul = data.find(b"\x00")
    if nul >= 0:
        line, col = _line_col(data, nul)
        raise ClaimsError(f"binary content (NUL byte at offset {nul}), not a YAML claim file",
                          path, line, col)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line, col = _line_col(data, exc.start)
        raise ClaimsError(f"not UTF-8: invalid byte 0x{data[exc.start]:02x} at offset "
                          f"{exc.start}", path, line, col) from None


@lru_cache(maxsize=1)
def _validator() -> Any:
    """A JSON Schema validator for the claim-file format (built from the model)."""
    import jsonschema  # type: ignore[import-untyped]

    from claims.schemas import schema_for

    return jsonschema.Draft202012Validator(schema_for("claimfile"))


def describe_error(error: Any) -> list[tuple[Where, str]]:
    """Where a jsonschema error is and a plain message for it (one per unknown field)."""
    import jsonschema

    where: Where = tuple(error.absolute_path)
    if error.validator in ("anyOf", "oneOf") and error.context:
        # "X is not of type 'null'" is never the helpful half of an optional field's error.
        real = [e for e in error.context
                if not (e.validator == "type" and e.validator_value == "null")]
        error = jsonschema.exceptions.best_match(real or error.context)
        # The chosen branch's error may lie deeper (an item of an optional list).
        where = tuple(error.absolute_path)
    field = ".".join(str(p) if isinstance(p, str) else f"[{p}]" for p in where)
    field = field.replace(".[", "[")
    if error.validator == "additionalProperties":
        extras = sorted(set(error.instance) - set(error.schema.get("properties", {})))
        prefix = f"{field}: " if field else ""
        return [((*where, extra), f"{prefix}unknown field '{extra}'") for extra in extras]
    return [(where, f"{field or 'file'}: {error.message}")]


def _pydantic_problems(parsed: Parsed, exc: ValidationError) -> list[Problem]:
    """Pydantic's errors, located by their path into the data."""
    out = []
    for err in exc.errors():
        where: Where = tuple(p for p in err["loc"] if isinstance(p, (str, int)))
        field = ".".join(map(str, where))
        out.append(parsed.problem(where, f"{field}: {err['msg']}" if field else err["msg"]))
    return out


def _semantic_problems(parsed: Parsed, cf: ClaimFile) -> Iterator[Problem]:
    """What the schema cannot say: unique ids, spans that fit their quotes, known claims."""
    seen: dict[str, int] = {}
    for index, claim in enumerate(cf.claims):
        if claim.id in seen:
            yield parsed.problem(("claims", index, "id"), f"claims[{index}]: duplicate claim id "
                                 f"{claim.id} (same as claims[{seen[claim.id]}])")
        seen.setdefault(claim.id, index)
        span = claim.source.span
        if span is not None and span.end - span.start != len(claim.source.quote):
            yield parsed.problem(("claims", index, "source", "span"),
                                 f"claims[{index}].source.span covers {span.end - span.start} "
                                 f"characters but the quote has {len(claim.source.quote)}")
    for index, item in enumerate(cf.accepted):
        for claim_id in item.claims:
            if claim_id not in seen:
                yield parsed.problem(("accepted", index, "claims"),
                                     f"accepted[{index}]: no claim with id {claim_id}")


def parse(data: bytes, path: str) -> Parsed:
    """Read claim-file bytes into plain data with positions; unsafe input raises ClaimsError."""
    built = safe_yaml.build(decode(data, path), path)
    if built.documents == 0:
        raise ClaimsError("empty claim file: expected a mapping with `document` and `claims`",
                          path, 1, 1)
    return Parsed(path, built.data, built.marks, built.problems)


def _faithful(given: Any, loaded: Any) -> bool:
    """True when the model kept every given value as written (no "12" -> 12.0 coercion)."""
    if isinstance(given, dict):
        return isinstance(loaded, dict) and all(
            key in loaded and _faithful(value, loaded[key]) for key, value in given.items())
    if isinstance(given, list):
        return isinstance(loaded, list) and len(given) == len(loaded) and all(
            _faithful(g, x) for g, x in zip(given, loaded, strict=True))
    if isinstance(given, bool) or isinstance(loaded, bool):
        return given is loaded
    if isinstance(given, (int, float)) and isinstance(loaded, (int, float)):
        return bool(given == loaded)
    return type(given) is type(loaded) and bool(given == loaded)


def _fast_load(parsed: Parsed) -> ClaimFile | None:
    """The model from data the schema would accept as written; None means "look closer".

    Pydantic checks the same model the schema is generated from, in compiled code;
    when it accepts the data and coerced nothing, the slower jsonschema pass (which
    locates every problem) has nothing to report.
    """
    if parsed.problems or not isinstance(parsed.data, dict):
        return None
    try:
        claim_file = ClaimFile.model_validate(parsed.data)
    except ValidationError:
        return None
    return claim_file if _faithful(parsed.data, claim_file.model_dump(mode="json")) else None


def check_parsed(parsed: Parsed, *, thorough: bool = True) -> tuple[ClaimFile | None,
                                                                    list[Problem]]:
    """Validate parsed data against the claim-file schema and model; every problem, sorted.

    With `thorough=False`, data the model accepts unchanged skips the jsonschema pass.
    """
    fast = None if thorough else _fast_load(parsed)
    if fast is not None:
        return fast, sorted(_semantic_problems(parsed, fast))
    problems = list(parsed.problems)
    if not isinstance(parsed.data, dict):
        problems.append(parsed.problem((), "a claim file is a mapping with `document` and "
                                           "`claims`"))
        return None, sorted(problems)
    for error in _validator().iter_errors(parsed.data):
        problems.extend(parsed.problem(where, message) for where, message in describe_error(error))
    if problems:
        return None, sorted(set(problems))
    try:
        claim_file = ClaimFile.model_validate(parsed.data)
    except ValidationError as exc:
        return None, sorted(_pydantic_problems(parsed, exc))
    return claim_file, sorted(_semantic_problems(parsed, claim_file))


def validate_located(path: str | Path) -> tuple[list[Problem], Located | None]:
    """Every problem in a claim file (read once), and the loaded file when there are none."""
    name = str(path)
    try:
        parsed = parse(read_bytes(path), name)
    except ClaimsError as exc:
        if exc.message.startswith("malformed YAML") and exc.line is not None:
            return [Problem(name, exc.line, exc.column or 1, exc.message)], None
        raise
    claim_file, problems = check_parsed(parsed)
    located = Located(claim_file, parsed) if claim_file is not None and not problems else None
    return problems, located


def validate_file(path: str | Path) -> list[Problem]:
    """Every problem in a claim file, each with line and column; unreadable input raises."""
    return validate_located(path)[0]


def load_located(path: str | Path) -> Located:
    """A valid claim file and its positions; ClaimsError at the first problem otherwise."""
    name = str(path)
    parsed = parse(read_bytes(path), name)
    claim_file, problems = check_parsed(parsed, thorough=False)
    if problems or claim_file is None:
        first = problems[0]
        more = f" (and {len(problems) - 1} more; run `claims validate`)" if len(problems) > 1 \
            else ""
        raise ClaimsError(first.message + more, name, first.line, first.column)
    return Located(claim_file, parsed)


def load_claim_file(path: str | Path) -> ClaimFile:
    """A valid claim file's records; ClaimsError with path:line:col on any problem."""
    return load_located(path).claim_file


def _tidy(value: Any) -> Any:
    """Integral floats as ints, so 1700000.0 is written 1700000 (and loads back equal)."""
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        return int(value)
    if isinstance(value, dict):
        return {k: _tidy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_tidy(v) for v in value]
    return value


def dump_claim_file(cf: ClaimFile) -> str:
    """The claim-file YAML of `cf`: model field order, defaults and nulls left out."""
    body = cf.model_dump(mode="json", exclude_defaults=True)
    data = {"claims_version": cf.claims_version, **_tidy(body)}
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100,
                     default_flow_style=False)

