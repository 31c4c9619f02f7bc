"""Run the selected rules over one document's claims; mark accepted findings."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from checkers.registry import RULES
from checkers.rule import Rule
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


def run_checks(document: Document, claims: Sequence[Claim], *, select: Sequence[str] = (),
               ignore: Sequence[str] = (),
               accepted: Sequence[Accepted] = ()) -> tuple[Finding, ...]:
    """Every selected "check"-stage rule's findings over one document, sorted."""
    check_accepted(accepted)
    claims = tuple(claims)  # one immutable tuple for all rules, so their shared facts memoise
    found: list[Finding] = []
    for rule in _selection(tuple(select), tuple(ignore)):
        if rule.stage != "check":
            continue
        for finding in rule.check(document, claims):
            item = _acceptance(finding, accepted) if accepted else None
            if item is not None:
                finding = finding.model_copy(update={"accepted": True,
                                                     "accepted_reason": item.reason})
            found.append(finding)
    return tuple(sorted(found, key=sort_key))
