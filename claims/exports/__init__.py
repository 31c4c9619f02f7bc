"""Exports for other tools: claim records as JSON Lines, W3C PROV-JSON, schema.org ClaimReview.

Each exporter is a module with `render(reports, **options) -> str` over
`DocumentReport`s (a document, its claims and findings), so every input the CLI
accepts (claim files, announcements, the store) exports the same way.
"""

from __future__ import annotations

FORMATS: dict[str, str] = {
    "jsonl": "claims.exports.jsonl",
    "prov-json": "claims.exports.prov",
    "claimreview": "claims.exports.claimreview",
}
