"""Arrow tables of documents, claims and findings whose columns follow `schemas/`.

Each table's columns are its record's JSON Schema properties, typed from the
schema (objects become structs, arrays lists, enums strings), followed by the
few columns that tie rows to the ingest: the origin and sha256 the store keys
a document by, its path, each row's ordinal, and the partition column.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache
from typing import Any

import pyarrow as pa

from claims.model import Claim, Document, DocumentReport, Finding
from claims.schemas import schema_for

TABLES = ("documents", "claims", "findings")
RECORDS = {"documents": "document", "claims": "claim", "findings": "finding"}
# The partition column: the document's year of publication, or "unknown".
PARTITION = "published_year"
# Columns beyond the schema's, in order, for each table.
LINKS: dict[str, tuple[tuple[str, pa.DataType], ...]] = {
    "documents": (("ingest_origin", pa.string()), ("ingest_sha256", pa.string()),
                  ("ingest_path", pa.string())),
    "claims": (("ingest_origin", pa.string()), ("ordinal", pa.int32())),
    "findings": (("ingest_origin", pa.string()), ("ordinal", pa.int32())),
}
_SCALARS = {"string": pa.string(), "number": pa.float64(), "integer": pa.int64(),
            "boolean": pa.bool_()}


def arrow_type(node: Mapping[str, Any], defs: Mapping[str, Any]) -> pa.DataType:
    """The Arrow type of one JSON Schema node (a `$ref`, an optional, object, array or scalar)."""
    if "$ref" in node:
        return arrow_type(defs[node["$ref"].rsplit("/", 1)[-1]], defs)
    kind = node.get("type")
    if "anyOf" in node and kind is None:
        kinds = [n for n in node["anyOf"] if n.get("type") != "null"]
        if len(kinds) != 1:
            raise ValueError(f"no single Arrow type for {node}")
        return arrow_type(kinds[0], defs)
    if kind == "object":
        return pa.struct([pa.field(name, arrow_type(sub, defs))
                          for name, sub in sorted(node["properties"].items())])
    if kind == "array":
        return pa.list_(arrow_type(node["items"], defs))
    if kind in _SCALARS:
        return _SCALARS[kind]
    raise ValueError(f"no Arrow type for {node}")


@cache
def table_schema(table: str) -> pa.Schema:
    """The Arrow schema of one table: the record's schema properties, then the link columns."""
    schema = schema_for(RECORDS[table])
    defs = schema.get("$defs", {})
    fields = [pa.field(name, arrow_type(node, defs))
              for name, node in sorted(schema["properties"].items())]
    fields += [pa.field(name, kind) for name, kind in LINKS[table]]
    return pa.schema([*fields, pa.field(PARTITION, pa.string())])


def published_year(document: Document) -> str:
    """The partition a document's rows go to."""
    date = document.published_at or ""
    return date[:4] if len(date) >= 4 and date[:4].isdigit() else "unknown"


def report_records(report: DocumentReport, *, origin: str, sha256: str
                   ) -> dict[str, list[dict[str, Any]]]:
    """One document's rows for each table, as plain records."""
    doc = report.document
    year = published_year(doc)
    return {
        "documents": [{**doc.model_dump(mode="json"), "ingest_origin": origin,
                       "ingest_sha256": sha256, "ingest_path": report.path, PARTITION: year}],
        "claims": [{**c.model_dump(mode="json"), "ingest_origin": origin, "ordinal": i,
                    PARTITION: year} for i, c in enumerate(report.claims)],
        "findings": [{**f.model_dump(mode="json"), "ingest_origin": origin, "ordinal": i,
                      PARTITION: year} for i, f in enumerate(report.findings)],
    }


def to_table(table: str, records: Iterable[Mapping[str, Any]]) -> pa.Table:
    """Records of one table as an Arrow table of its schema."""
    return pa.Table.from_pylist(list(records), schema=table_schema(table))


def _dropped_nulls(value: Any) -> Any:
    """A record read back from Arrow without the nulls Arrow fills in for absent fields."""
    if isinstance(value, dict):
        return {k: _dropped_nulls(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_dropped_nulls(v) for v in value]
    return value


def record_model(table: str, record: Mapping[str, Any]) -> Document | Claim | Finding:
    """The record model of one row (link and partition columns left out)."""
    links = {name for name, _ in LINKS[table]} | {PARTITION}
    body = _dropped_nulls({k: v for k, v in record.items() if k not in links})
    if table == "documents":
        return Document.model_validate(body)
    return Claim.model_validate(body) if table == "claims" else Finding.model_validate(body)
