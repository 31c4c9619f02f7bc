"""Rules about provenance: can a claim still be traced to its source, unchanged?

These rules run at the "verify" stage: they judge what re-reading a source
showed (`claims.verify.recheck.Verified`, its `ClaimCheck`s), which a document and its
claims alone cannot tell. At the "chain" stage they judge how a secondary
source reports its primaries (`claims.verify.provenance.Chain`): a primary that cannot
be read is `source-unavailable`, and a misquote across sources is
`inconsistent-figures` from the consistency family, raised here by `also`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from checkers.consistency import inconsistent_figures
from checkers.messages import figure, format_number, short_sha256
from checkers.rule import Also, Hit, Rule, also, rule
from claims.model import Document, Quote, Severity

# The verify stage's inputs come from claims.verify.recheck and claims.verify.provenance,
# which pull in the extractor's readers; `claims vet` of a local file registers these rules
# but never runs them, so their types are imported where they are used, keeping its start-up short.
if TYPE_CHECKING:
    from claims.verify.provenance import Chain
    from claims.verify.recheck import ClaimCheck, Verified


def by_location(checks: Sequence[ClaimCheck]) -> dict[str, list[ClaimCheck]]:
    """Checks grouped by the source they read, in first-seen order."""
    out: dict[str, list[ClaimCheck]] = {}
    for check in checks:
        out.setdefault(check.location or "", []).append(check)
    return out


@rule("CLM201", "source-unavailable", Severity.warning, family="provenance", stage="verify")
def source_unavailable(document: Document, verified: Verified) -> Iterator[Hit]:
    """A claim's source (or the primary source it reports) could not be read.

    ## What it does
    Raised by `claims verify` and `claims vet --follow` when the URL or file a
    claim was read from cannot be read now: the server is down, answers with an
    error, is refused by the fetch policy, or (with `--offline`) no snapshot of
    it exists. The claims it backs are listed as unchecked. A primary source
    that cannot be read now but has a snapshot is followed through the
    snapshot, and the finding says so.

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
    from claims.verify.recheck import SourceStatus

    if verified.unreadable is not None:
        yield Hit(f"cannot read {verified.path}: {verified.unreadable}", path=verified.path)
    for location, group in by_location(verified.checks).items():
        lost = [c for c in group if c.source is SourceStatus.unavailable]
        if lost:
            yield Hit(f"cannot read {location or 'the source'}: {lost[0].reason}; "
                      f"{len(lost)} claim(s) left unchecked", tuple(c.claim for c in lost),
                      path=location or None)


@rule("CLM202", "quote-not-found", Severity.warning, family="provenance", stage="verify")
def quote_not_found(document: Document, verified: Verified) -> Iterator[Hit]:
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
    from claims.verify.recheck import QuoteStatus

    for check in verified.checks:
        if check.quote is QuoteStatus.gone:
            yield Hit(f"the quote of {figure(check.claim)} is no longer in "
                      f"{check.location or 'the source'}", (check.claim,),
                      path=check.location or None)


@rule("CLM203", "figure-changed", Severity.error, family="provenance", stage="verify")
def figure_changed(document: Document, verified: Verified) -> Iterator[Hit]:
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
    from claims.verify.recheck import FigureStatus, QuoteStatus

    for check in verified.checks:
        if check.quote is QuoteStatus.gone or check.figure is not FigureStatus.changed:
            continue
        claim = check.claim
        now = format_number(check.new_value) if check.new_value is not None else \
            "another number"
        if check.quote is QuoteStatus.edited:
            message = (f"{check.location or 'the source'} now gives {now} {claim.unit} where "
                       f"the record says {figure(claim)}")
        else:
            message = f"the recorded quote writes {now}, not the recorded value {figure(claim)}"
        passage = Quote(text=check.passage or claim.source.quote, span=check.span)
        yield Hit(message, (claim,), (passage,), path=check.location or None)


@rule("CLM204", "source-changed", Severity.info, family="provenance", stage="verify")
def source_changed(document: Document, verified: Verified) -> Iterator[Hit]:
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
    from claims.verify.recheck import SourceStatus

    for location, group in by_location(verified.checks).items():
        changed = [c for c in group if c.source is SourceStatus.changed]
        if changed:
            yield Hit(f"{location or 'the source'} changed since the claims were read (sha256 "
                      f"{short_sha256(changed[0].recorded_sha256)} -> "
                      f"{short_sha256(changed[0].current_sha256)}); quotes: {_tally(group)}",
                      tuple(c.claim for c in group), path=location or None)


RULES: tuple[Rule, ...] = (source_unavailable, quote_not_found, figure_changed, source_changed)


def _tally(checks: Sequence[ClaimCheck]) -> str:
    """How the quotes fared, e.g. '3 at their span, 1 moved, 1 gone'."""
    from claims.verify.recheck import QuoteStatus

    labels = {QuoteStatus.at_span: "at their span", QuoteStatus.moved: "moved",
              QuoteStatus.edited: "reworded", QuoteStatus.gone: "gone"}
    counts = [(sum(c.quote is status for c in checks), label) for status, label in labels.items()]
    return ", ".join(f"{n} {label}" for n, label in counts if n) or "no quotes checked"


@also(source_unavailable, "chain")
def primary_unavailable(document: Document, chain: Chain) -> Iterator[Hit]:
    """A primary source the document names cannot be read now (its snapshot may stand in)."""
    for read in chain.primaries:
        if read.error is None:
            continue
        if read.document is None:
            yield Hit(f"cannot read the primary source {read.url}: {read.error}", chain.claims)
        else:
            when = read.loaded.retrieved_at if read.loaded is not None else None
            yield Hit(f"cannot read the primary source {read.url} now: {read.error}; its figures "
                      f"are read from its snapshot{f' of {when}' if when else ''}", chain.claims)


@also(inconsistent_figures, "chain")
def misquoted(document: Document, chain: Chain) -> Iterator[Hit]:
    """A secondary figure reports its primary figure inconsistently (value or qualifiers)."""
    for match in chain.matches:
        if match.primary is None or not match.problems:
            continue
        what = "; ".join(p.message for p in match.problems)
        source = match.primary.source
        yield Hit(f"{figure(match.secondary)} reports {match.primary_url} "
                  f"({match.primary.id}) inconsistently: {what}", (match.secondary,),
                  (Quote(text=source.quote, span=source.span, line=source.line,
                         section=source.section),))


ALSO: tuple[Also, ...] = (primary_unavailable, misquoted)
