"""Rules about provenance: can a claim still be traced to its source, unchanged?

These rules run at the "verify" stage: they judge what re-reading a source
showed (`claims.verify.ClaimCheck`) and how a secondary source reports its
primary (`claims.provenance.Chain`), which a document and its claims alone
cannot tell. `verify_findings` and `chain_findings` build their findings; the
registered rules carry the codes, names and docs. Misquotes across sources
reuse `inconsistent-figures` from the consistency family.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from checkers.consistency import inconsistent_figures
from checkers.facts import format_number
from checkers.rule import Hit, Rule, make_finding, rule
from claims.model import Claim, Document, Finding, Quote, Severity

# The verify stage's inputs come from claims.verify and claims.provenance, which pull in
# fetching and snapshots; `claims vet` of a local file registers these rules but never
# runs them, so they are imported where they are used, keeping its start-up short.
if TYPE_CHECKING:
    from claims.provenance import Chain
    from claims.verify import ClaimCheck, Verified


def _needs_a_reread(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """Verify-stage rules judge a fresh reading of the source, which records alone do not hold."""
    return iter(())


@rule("CLM201", "source-unavailable", Severity.warning, family="provenance", stage="verify")
def source_unavailable(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """A claim's source (or the primary source it reports) could not be read.

    ## What it does
    Raised by `claims verify` and `claims vet --follow` when the URL or file a
    claim was read from cannot be read now: the server is down, answers with an
    error, is refused by the fetch policy, or (with `--offline`) no snapshot of
    it exists. The claims it backs are listed as unchecked.

    ## Why it matters
    A figure whose source has vanished can no longer be checked by a reader.
    The snapshot taken when the claim was recorded is then the only receipt,
    and an editor should cite it (or another source) instead of a dead link.

    ## Example
    A news post cites the vendor's blog post for "1.7 million tokens per
    second per GPU", and the blog post now answers HTTP 404.

    ## Use instead
    Cite a source that stays up (an archived copy, the paper, the results
    repository), and keep the snapshot: `claims fetch URL` stores it.
    """
    return _needs_a_reread(document, claims)


@rule("CLM202", "quote-not-found", Severity.warning, family="provenance", stage="verify")
def quote_not_found(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """A claim's recorded quote no longer appears in its source.

    ## What it does
    Raised by `claims verify` when the exact quote a claim was read from is not
    in the source as read now, neither at its recorded span nor anywhere else,
    and no passage worded the same (apart from its numbers) is there either.
    A quote found elsewhere (its span moved) is shown in the status table only.

    ## Why it matters
    The quote is the claim's evidence. Once it is gone, the record says the
    source states something the source no longer states: the figure may have
    been withdrawn, corrected or reworded, and a reader cannot check it.

    ## Example
    The record quotes "peak throughput reaches 2.52 million tokens per second",
    and the revised post has dropped that sentence.

    ## Use instead
    Re-read the source and update or withdraw the claim; cite the snapshot the
    claim was read from if the old wording matters.
    """
    return _needs_a_reread(document, claims)


@rule("CLM203", "figure-changed", Severity.error, family="provenance", stage="verify")
def figure_changed(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """The source now gives a different figure than the claim records.

    ## What it does
    Raised by `claims verify` when the claim's quote (or a passage worded the
    same apart from its numbers) now writes a different number for the
    figure, or when the recorded quote does not write the recorded value at all.
    Scale words are respected: "1.7 million" records 1700000, "250 ms" 0.25 s.

    ## Why it matters
    A figure quoted from a source that has since been corrected spreads the old
    number. Silent edits to benchmark posts are common, and the reader of a
    derived report has no way to notice them.

    ## Example
    The record says 387 tokens per second per user; the post now reads "reaching
    352 tokens per second per user".

    ## Use instead
    Update the claim to the current figure and note the correction, or cite the
    snapshot of the version the figure came from.
    """
    return _needs_a_reread(document, claims)


@rule("CLM204", "source-changed", Severity.info, family="provenance", stage="verify")
def source_changed(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """The source's bytes differ from those the claims were read from.

    ## What it does
    Raised by `claims verify` when the sha256 of the source as read now differs
    from the sha256 recorded on its claims (the snapshot they name). The
    message counts how many quotes still stand at their span, moved, were
    edited or are gone.

    ## Why it matters
    Any edit may touch a figure, a condition or a caveat. Knowing that the
    source changed tells an editor to look again, even when every quote still
    stands.

    ## Example
    A vendor adds a footnote "numbers updated after a driver fix" to a post whose
    figures were recorded a week earlier.

    ## Use instead
    Re-run `claims extract` on the source and compare, or cite the snapshot
    (by its sha256) the claims were read from.
    """
    return _needs_a_reread(document, claims)


RULES: tuple[Rule, ...] = (source_unavailable, quote_not_found, figure_changed, source_changed)


def _at(finding: Finding, location: str | None) -> Finding:
    """The finding with the source it concerns as its path."""
    return finding.model_copy(update={"path": location}) if location else finding


def _by_location(checks: Sequence[ClaimCheck]) -> dict[str, list[ClaimCheck]]:
    """Checks grouped by the source they read, in first-seen order."""
    out: dict[str, list[ClaimCheck]] = {}
    for check in checks:
        out.setdefault(check.location or "", []).append(check)
    return out


def _tally(checks: Sequence[ClaimCheck]) -> str:
    """How the quotes fared, e.g. '3 at their span, 1 moved, 1 gone'."""
    from claims.verify import QuoteStatus

    labels = {QuoteStatus.at_span: "at their span", QuoteStatus.moved: "moved",
              QuoteStatus.edited: "reworded", QuoteStatus.gone: "gone"}
    counts = [(sum(c.quote is status for c in checks), label) for status, label in labels.items()]
    return ", ".join(f"{n} {label}" for n, label in counts if n) or "no quotes checked"


def _short(sha256: str | None) -> str:
    """The first 12 hex digits of a sha256, for messages."""
    return (sha256 or "none")[:12]


def verify_findings(document: Document, checks: Sequence[ClaimCheck]) -> tuple[Finding, ...]:
    """Findings for one document's re-read claims: unavailable, changed, quote gone, new figure."""
    from claims.verify import SourceStatus

    out: list[Finding] = []
    for location, group in _by_location(checks).items():
        claims = [c.claim for c in group]
        where = location or "the source"
        lost = [c for c in group if c.source is SourceStatus.unavailable]
        if lost:
            out.append(_at(make_finding(source_unavailable, document, [c.claim for c in lost],
                                        f"cannot read {where}: {lost[0].reason}; "
                                        f"{len(lost)} claim(s) left unchecked"), location))
        changed = [c for c in group if c.source is SourceStatus.changed]
        if changed:
            out.append(_at(make_finding(
                source_changed, document, claims,
                f"{where} changed since the claims were read (sha256 "
                f"{_short(changed[0].recorded_sha256)} -> {_short(changed[0].current_sha256)}); "
                f"quotes: {_tally(group)}"), location))
        for check in group:
            out += _claim_findings(document, check)
    return tuple(out)


def _claim_findings(document: Document, check: ClaimCheck) -> list[Finding]:
    """The quote-not-found or figure-changed finding for one claim, if any."""
    from claims.verify import FigureStatus, QuoteStatus

    claim, where = check.claim, check.location or "the source"
    if check.quote is QuoteStatus.gone:
        return [_at(make_finding(quote_not_found, document, [claim],
                                 f"the quote of {_figure(claim)} is no longer in {where}"),
                    check.location)]
    if check.figure is not FigureStatus.changed:
        return []
    passage = Quote(text=check.passage or claim.source.quote, span=check.span)
    now = format_number(check.new_value) if check.new_value is not None else "another number"
    if check.quote is QuoteStatus.edited:
        message = f"{where} now gives {now} {claim.unit} where the record says {_figure(claim)}"
    else:
        message = (f"the recorded quote writes {now}, not the recorded value "
                   f"{_figure(claim)}")
    return [_at(make_finding(figure_changed, document, [claim], message, [passage]),
                check.location)]


def _figure(claim: Claim) -> str:
    """A claim's figure for a message."""
    return f"{format_number(claim.value)} {claim.unit}"


def chain_findings(chain: Chain) -> tuple[Finding, ...]:
    """Findings for a secondary source against its primaries: misquotes and unread primaries."""
    out: list[Finding] = []
    for read in chain.primaries:
        if read.error is not None:
            out.append(make_finding(source_unavailable, chain.document, chain.claims,
                                    f"cannot read the primary source {read.url}: "
                                    f"{read.error}"))
    for match in chain.matches:
        if match.primary is None or not match.problems:
            continue
        what = "; ".join(p.message for p in match.problems)
        out.append(make_finding(
            inconsistent_figures, chain.document, [match.secondary],
            f"{_figure(match.secondary)} reports {match.primary_url} "
            f"({match.primary.id}) inconsistently: {what}",
            [Quote(text=match.primary.source.quote, span=match.primary.source.span,
                   line=match.primary.source.line, section=match.primary.source.section)]))
    return tuple(out)


def findings_for(verified: Verified) -> tuple[Finding, ...]:
    """Every provenance finding for one verified document: drift, unreadable source, chain."""
    out = list(verify_findings(verified.document, verified.checks))
    if verified.unreadable is not None:
        out.insert(0, _at(make_finding(source_unavailable, verified.document, (),
                                       f"cannot read {verified.path}: {verified.unreadable}"),
                          verified.path))
    if verified.chain is not None:
        out += chain_findings(verified.chain)
    return tuple(out)
