"""Rules about who measured a figure."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from checkers.facts import performance
from checkers.messages import plural
from checkers.rule import Hit, rule
from claims.extract.facts.own_names import own_software, publisher_names
from claims.model import Claim, Document, Independence, Severity

_NOT_INDEPENDENT = frozenset({Independence.self_reported, Independence.partner})


def publisher_is_party(document: Document) -> bool:
    """True when the publisher is one of the parties the document is about: one name begins
    with the other ("Kestrel HTTP project" publishing about "Kestrel HTTP"), once words
    that only say the publisher is an organisation are set aside ("Sable Systems"
    publishing about "Sable S7")."""
    return publisher_names(document.publisher, document.entities)


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
    own = own_software(document.publisher, claim)
    return Independence.self_reported if own or publisher_is_party(document) else stated


@rule("CLM103", "self-reported", Severity.warning, family="independence")
def self_reported(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """Figures were measured by the party that built the system, or its partner.

    ## What it does
    Flags performance figures whose independence (the claim's own, else the
    document's) is `self-reported` or `partner`, or is unknown while the
    measurer named in the record, or the document's publisher, is one of the
    parties the document is about (its entities), once words that only say the
    publisher is an organisation are set aside ("Sable Systems" on "Sable S7"), or
    is the software among the figure's own conditions (a figure of "DuckDB 1.0" on a
    page DuckDB publishes).
    Figures marked `third-party`, `replicated` or `audited` are not flagged:
    an audit by an outside body (a TPC auditor) or a benchmark body's peer
    review (MLCommons' closed division) is a different independence level
    from a vendor's own run. A measurer is named only when the words name a
    party: "The PR reports" and "Metrics reported by" name nobody.

    A third party's ranking, leaderboard or audit cited by name ("ranked first
    by Artificial Analysis", "according to Artificial Analysis") makes the
    figures of its sentence third-party. A front-matter author team speaks for
    each organisation it names ("Meta and NVIDIA Team"), and a hardware vendor
    among them writing about its own hardware (NVIDIA on a B200) is a party.

    The writer's own "we tested" or "our benchmarks" is the builder's, unless
    the front matter shows the writer is an outside reviewer: its entities are
    neither named for the publisher (or an author's organisation) nor sold by
    it, or, with no entities, the title sets two vendors' hardware side by side
    ("MI300X vs. H200") and names neither them nor the writer. Where the front
    matter names no publisher or organisation, the body says it: a writer that
    shows it made a measured system ("our engine", "we built", "this patch
    series") is the builder; one that opens by comparing several products
    ("compares three JavaScript runtimes"), disclaims a stake, or never says
    "we" while setting one kind of machine of two makers side by side (drives
    of two makers; a CPU beside a GPU is one server) is an outside party. A
    reviewer's figures are third-party unless the text takes that back
    ("unverified"). A section heading that says who measured ("Independent lab
    results") holds for the rows beneath it.
    A rerun by the writer itself ("we scaled up and reproduced the speedups")
    is no replication.

    A publisher's description that says it made what it measures ("makers of
    the OrmLite library measured", "the author of the kernels", "Sonic's
    author", "who built the method") is the document's own party; one that
    says it made none of it ("maker of neither PostgreSQL nor the machines",
    "not the maker of either compiler", "who makes none of the machines") is
    not, whatever names it repeats. A tool reporting inside a condition ("If
    HPL reports CPU throttling") measures nothing.

    Limits: a cloud's product named without the cloud's name ("ND GB200 v6" by
    Azure) does not show the writer as its maker; the wording elsewhere decides.

    ## Why it matters
    A vendor chooses the workload, the configuration and the comparison that
    flatter its product, and usually runs many and publishes the best. Nothing
    is wrong with that, but a reader should weigh a figure nobody else has
    reproduced differently from one an auditor signed.

    ## Example
    "Our team measured 1.7 million tokens per second per GPU on our stack."

    ## Use instead
    Cite an independent replication or an audited result, or say plainly that
    the figure is the vendor's own and has not been reproduced: "The system
    reached 1.7 million tokens per second per GPU, audited by the benchmark
    council, result 24-017."
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
