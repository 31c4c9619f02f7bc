"""W3C PROV-JSON: sources and claims as entities, with quotation, primary-source and attribution.

- every document is an entity (`doc:`), attributed to its publisher (an
  `org:` agent of type prov:Organization) with `wasAttributedTo`;
- every claim is an entity (`clm:`) quoted from its document (`wasQuotedFrom`:
  a derivation of type prov:Quotation);
- `derived_from` links become `hadPrimarySource` (a derivation of type
  prov:PrimarySource) to the primary claim, or to the primary document when no
  claim was matched; a document's `source_urls` do the same for the document.

Identifiers are the records' content ids; primary documents known only by
URL get the id a Document with that URL would get. Output is deterministic.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from claims.ids import document_id
from claims.model import Claim, Document, DocumentReport
from claims.report import figure_value

NAMESPACES = {
    "claims": "https://claims.dev/ns#",
    "clm": "https://claims.dev/id/claim/",
    "doc": "https://claims.dev/id/document/",
    "org": "https://claims.dev/id/org/",
}


def _qname(kind: str, value: str) -> dict[str, str]:
    """A typed PROV-JSON literal."""
    return {"$": value, "type": kind}


def _slug(name: str) -> str:
    """An organisation name as the local part of a QName."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "unknown"


class _Builder:
    """Collects PROV records by kind; relation ids are numbered in the order they are added."""

    def __init__(self) -> None:
        self.records: dict[str, dict[str, dict[str, Any]]] = {}
        self.seen: set[tuple[str, ...]] = set()

    def add(self, kind: str, ident: str, attributes: dict[str, Any]) -> None:
        """Add (or extend) an element."""
        self.records.setdefault(kind, {}).setdefault(ident, {}).update(attributes)

    def relate(self, kind: str, attributes: dict[str, Any]) -> None:
        """Add a relation once, with the next blank-node id."""
        key = (kind, *(json.dumps(attributes[k], sort_keys=True) for k in sorted(attributes)))
        if key in self.seen:
            return
        self.seen.add(key)
        self.add(kind, f"_:r{len(self.seen)}", attributes)

    def derivation(self, generated: str, used: str, subtype: str) -> None:
        """A wasDerivedFrom of a PROV subtype (prov:Quotation, prov:PrimarySource)."""
        self.relate("wasDerivedFrom", {"prov:generatedEntity": generated,
                                       "prov:usedEntity": used,
                                       "prov:type": _qname("xsd:QName", subtype)})


def _document_entity(prov: _Builder, document: Document) -> str:
    """Add a document entity (and its publisher); return its QName."""
    ident = f"doc:{document.id}"
    attrs: dict[str, Any] = {"prov:type": _qname("xsd:QName", "claims:Document")}
    for key, value in (("prov:label", document.title), ("claims:sha256", document.sha256),
                       ("claims:publishedAt", document.published_at),
                       ("claims:retrievedAt", document.retrieved_at)):
        if value:
            attrs[key] = value
    if document.url:
        attrs["prov:location"] = _qname("xsd:anyURI", document.url)
    prov.add("entity", ident, attrs)
    if document.publisher:
        _attribute(prov, ident, document.publisher)
    for url in document.source_urls:
        prov.derivation(ident, _url_entity(prov, url), "prov:PrimarySource")
    return ident


def _attribute(prov: _Builder, entity: str, publisher: str) -> None:
    """wasAttributedTo an organisation agent."""
    agent = f"org:{_slug(publisher)}"
    prov.add("agent", agent, {"prov:type": _qname("xsd:QName", "prov:Organization"),
                              "prov:label": publisher})
    prov.relate("wasAttributedTo", {"prov:entity": entity, "prov:agent": agent})


def _url_entity(prov: _Builder, url: str) -> str:
    """A document known only by its URL."""
    ident = f"doc:{document_id(None, url, None)}"
    prov.add("entity", ident, {"prov:type": _qname("xsd:QName", "claims:Document"),
                               "prov:location": _qname("xsd:anyURI", url)})
    return ident


def _claim_entity(prov: _Builder, claim: Claim, document: str) -> None:
    """A claim entity quoted from its document, with its primary sources."""
    ident = f"clm:{claim.id}"
    attrs: dict[str, Any] = {
        "prov:type": _qname("xsd:QName", "claims:Claim"),
        "prov:value": _qname("xsd:double", repr(float(claim.value))),
        "prov:label": f"{figure_value(claim)} ({claim.metric})",
        "claims:unit": claim.unit, "claims:metric": claim.metric,
        "claims:quote": claim.source.quote, "claims:evidence": claim.evidence.value,
    }
    if claim.source.span:
        attrs["claims:span"] = f"{claim.source.span.start}-{claim.source.span.end}"
    prov.add("entity", ident, attrs)
    prov.derivation(ident, document, "prov:Quotation")
    urls = [d for d in claim.derived_from if not d.startswith("clm-")]
    ids = [d for d in claim.derived_from if d.startswith("clm-")]
    for primary in ids:
        target = f"clm:{primary}"
        prov.add("entity", target, {"prov:type": _qname("xsd:QName", "claims:Claim")})
        prov.derivation(ident, target, "prov:PrimarySource")
        for url in urls[:1]:
            prov.derivation(target, _url_entity(prov, url), "prov:Quotation")
    if not ids:
        for url in urls:
            prov.derivation(ident, _url_entity(prov, url), "prov:PrimarySource")


def build(reports: Sequence[DocumentReport]) -> dict[str, Any]:
    """The PROV-JSON document for the reports, as a dict."""
    prov = _Builder()
    for report in reports:
        document = _document_entity(prov, report.document)
        for claim in report.claims:
            _claim_entity(prov, claim, document)
            if not report.document.publisher and claim.source.publisher:
                _attribute(prov, f"clm:{claim.id}", claim.source.publisher)
    return {"prefix": dict(NAMESPACES), **prov.records}


def render(reports: Sequence[DocumentReport]) -> str:
    """PROV-JSON text: sorted keys, two-space indent, final newline."""
    return json.dumps(build(reports), indent=2, sort_keys=True, ensure_ascii=False) + "\n"
