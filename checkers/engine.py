"""The one engine: run the selected rules of a stage over one document; mark accepted findings.

The three stages judge different things: "check" a document's claims, "verify"
a source re-read now (`claims.verify.recheck.Verified`), "chain" a secondary linked to
its primaries (`claims.verify.provenance.Chain`). `--select`/`--ignore` pick rules the
same way at every stage, and findings come back in one deterministic order.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from checkers.registry import ALSO, RULES
from checkers.rule import Check, Rule, Stage
from claims.errors import ClaimsError
from claims.model import Accepted, Claim, Document, Finding


def registry() -> tuple[Rule, ...]:
    """Every registered rule, in code order."""
    return RULES


def _matches(rule: Rule, token: str) -> bool:
    """A code, name, code prefix (`CLM1`) or name prefix (`missing-`) that names `rule`."""
    token = token.strip()
    if token.upper() == "ALL":
        return True
    return rule.code.startswith(token.upper()) or rule.name.startswith(token.lower())


def find_rules(token: str) -> list[Rule]:
    """The rules a selection token names; a token naming none is a usage error."""
    found = [r for r in RULES if _matches(r, token)]
    if not token.strip() or not found:
        raise ClaimsError(f"unknown rule, code or prefix: {token!r} (see `claims rules`)")
    return found


def resolve_selection(select: Sequence[str] = (), ignore: Sequence[str] = ()) -> list[Rule]:
    """The rules left after `select` (all when empty) minus `ignore`, in registry order."""
    return list(_selection(tuple(select), tuple(ignore)))


@lru_cache(maxsize=64)  # every document of a run asks for the same selection
def _selection(select: tuple[str, ...], ignore: tuple[str, ...]) -> tuple[Rule, ...]:
    """`resolve_selection`, memoised (the registry is fixed at import)."""
    chosen = {r.code for token in select for r in find_rules(token)} if select else \
        {r.code for r in RULES}
    dropped = {r.code for token in ignore for r in find_rules(token)}
    return tuple(r for r in RULES if r.code in chosen - dropped)


def _acceptance(finding: Finding, accepted: Sequence[Accepted]) -> Accepted | None:
    """The first acceptance that covers this finding (by rule, and by claim when listed)."""
    for item in accepted:
        rule_ok = item.rule in (finding.code, finding.rule)
        claims_ok = not item.claims or bool(set(item.claims) & set(finding.claim_ids))
        if rule_ok and claims_ok:
            return item
    return None


def check_accepted(accepted: Sequence[Accepted]) -> None:
    """Refuse acceptances that name no registered rule (a typo would silently accept nothing)."""
    known = {r.code for r in RULES} | {r.name for r in RULES}
    for item in accepted:
        if item.rule not in known:
            raise ClaimsError(f"accepted: unknown rule {item.rule!r} (use a code or name from "
                              "`claims rules`)")


def sort_key(finding: Finding) -> tuple[int, int, int, str, tuple[str, ...], str]:
    """Deterministic order: by place (line, column, quote offset), code, claims, message."""
    first = finding.evidence[0] if finding.evidence else None
    offset = first.span.start if first is not None and first.span is not None else 0
    return (finding.line or 0, finding.column or 0, offset, finding.code, finding.claim_ids,
            finding.message)


@lru_cache(maxsize=8)  # one table per stage, fixed at import like the registry
def _checks(stage: Stage) -> dict[str, tuple[Check, ...]]:
    """Each rule's checks at one stage, by code: its own body there, then any `also` body."""
    table: dict[str, list[Check]] = {}
    for rule in RULES:
        if rule.stage == stage:
            table.setdefault(rule.code, []).append(rule.check)
    for extra in ALSO:
        if extra.stage == stage:
            table.setdefault(extra.rule.code, []).append(extra.check)
    return {code: tuple(checks) for code, checks in table.items()}


def run_stage(stage: Stage, document: Document, subject: object, *, select: Sequence[str] = (),
              ignore: Sequence[str] = (),
              accepted: Sequence[Accepted] = ()) -> tuple[Finding, ...]:
    """Every selected rule's findings at one stage over one document, sorted.

    `subject` is what the stage judges: the claims, a `Verified` or a `Chain`.
    """
    check_accepted(accepted)
    checks = _checks(stage)
    found: list[Finding] = []
    for rule in _selection(tuple(select), tuple(ignore)):
        for check in checks.get(rule.code, ()):
            for finding in check(document, subject):
                item = _acceptance(finding, accepted) if accepted else None
                if item is not None:
                    finding = finding.model_copy(update={"accepted": True,
                                                         "accepted_reason": item.reason})
                found.append(finding)
    return tuple(sorted(found, key=sort_key))


def run_checks(document: Document, claims: Sequence[Claim], *, select: Sequence[str] = (),
               ignore: Sequence[str] = (),
               accepted: Sequence[Accepted] = ()) -> tuple[Finding, ...]:
    """Every selected "check"-stage rule's findings over one document's claims, sorted."""
    # One immutable tuple for all rules, so their shared facts memoise.
    return run_stage("check", document, tuple(claims), select=select, ignore=ignore,
                     accepted=accepted)
