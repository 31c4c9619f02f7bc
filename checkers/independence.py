"""Rules about who measured a figure."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from checkers.facts import performance
from checkers.messages import plural
from checkers.rule import Hit, rule
from claims.model import Claim, Document, Independence, Severity

_NOT_INDEPENDENT = frozenset({Independence.self_reported, Independence.partner})


def _words(name: str) -> tuple[str, ...]:
    """A name's words, case folded."""
    return tuple(name.casefold().split())


def publisher_is_party(document: Document) -> bool:
    """True when the publisher is one of the parties the document is about: one name begins
    with the other ("Kestrel HTTP project" publishing about "Kestrel HTTP")."""
    publisher = _words(document.publisher or "")
    if not publisher:
        return False
    for entity in map(_words, document.entities):
        shorter, longer = sorted((publisher, entity), key=len)
        if shorter and longer[:len(shorter)] == shorter:
            return True
    return False


def independence_of(document: Document, claim: Claim) -> Independence:
    """The claim's independence, else the document's; an unlabelled in-house measurer, or a
    document its subject published about itself, is self-reported."""
    stated = claim.independence
    if stated is Independence.unknown:
        stated = document.independence
    if stated is not Independence.unknown:
        return stated
    if claim.measured_by:
        parties = {p.lower() for p in (*document.entities, document.publisher or "")}
        if claim.measured_by.lower() in parties:
            return Independence.self_reported
    return Independence.self_reported if publisher_is_party(document) else stated


@rule("CLM103", "self-reported", Severity.warning, family="independence")
def self_reported(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """Figures were measured by the party that built the system, or its partner.

    ## What it does
    Flags performance figures whose independence (the claim's own, else the
    document's) is `self-reported` or `partner`, or is unknown while the
    measurer named in the record, or the document's publisher, is one of the
    parties the document is about (its entities).
    Figures marked `third-party`, `replicated` or `audited` are not flagged.

    ## Why it matters
    A vendor chooses the workload, the configuration and the comparison that
    flatter its product, and usually runs many and publishes the best. Nothing
    is wrong with that, but a reader should weigh a figure nobody else has
    reproduced differently from one an auditor signed.

    ## Example
    "Our team measured 1.7 million tokens per second per GPU on our stack."

    ## Use instead
    Cite an independent replication or an audited result ("audited by the
    benchmark council, result 24-017"), or say plainly that the figure is the
    vendor's own and has not been reproduced.
    """
    flagged: dict[Independence, list[Claim]] = {}
    for claim in performance(claims):
        who = independence_of(document, claim)
        if who in _NOT_INDEPENDENT:
            flagged.setdefault(who, []).append(claim)
    for who in sorted(flagged, key=lambda i: i.value):
        group = flagged[who]
        parties = sorted({c.measured_by for c in group if c.measured_by})
        by = f" by {', '.join(parties)}" if parties else ""
        relation = "the builder's partner" if who is Independence.partner else "the builder"
        yield Hit(f"{plural(len(group), 'performance figure')} measured{by} ({who.value}: "
                  f"{relation}); no independent replication or audit is cited", tuple(group))


RULES = (self_reported,)
