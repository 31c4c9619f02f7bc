"""What a rule is: a code, a name, documentation and a pure check function.

A family module writes each rule as a generator of `Hit`s (a message and the
claims it is about) decorated with `@rule(...)`; the decorator turns it into a
`Rule` whose `check` yields complete `Finding`s. The rule's docs come from the
function's docstring, ruff-style: a one-line summary, then the four sections
`## What it does`, `## Why it matters`, `## Example` and `## Use instead`.

Every rule body takes the document and what its stage judges: at the "check"
stage the claims, at "verify" a re-read source (`claims.verify.recheck.Verified`), at
"chain" a secondary linked to its primaries (`claims.verify.provenance.Chain`). A rule
raised at a second stage too has a second body, attached with `@also(rule, stage)`.
"""

from __future__ import annotations

import inspect
import string
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, Literal

from claims.model import Claim, Document, Finding, Quote, Severity
from claims.typed import typed

Stage = Literal["check", "verify", "chain"]
STAGES: tuple[Stage, ...] = ("check", "verify", "chain")
# What a body judges depends on its stage (claims, a re-read source, a chain), hence Any.
Body = Callable[[Document, Any], Iterable["Hit"]]
Check = Callable[[Document, Any], Iterator[Finding]]

MAX_EVIDENCE = 50
"""Quotes a finding shows at most; past it the claims are still cited, by id."""
SECTIONS = ("What it does", "Why it matters", "Example", "Use instead")


def _good_code(code: str) -> bool:
    """True for a rule code: CLM and three digits."""
    return len(code) == 6 and code.startswith("CLM") and all(c in string.digits for c in code[3:])


def _good_name(name: str) -> bool:
    """True for a rule name: words of lower-case ASCII letters joined by single hyphens."""
    return all(part and all(c in string.ascii_lowercase for c in part)
               for part in name.split("-"))


@dataclass(frozen=True)
class Docs:
    """A rule's documentation in four parts."""

    what: str
    why: str
    example: str
    use_instead: str

    def sections(self) -> tuple[tuple[str, str], ...]:
        """The four parts with their headings, in order."""
        return tuple(zip(SECTIONS, (self.what, self.why, self.example, self.use_instead),
                         strict=True))


@dataclass(frozen=True)
class Hit:
    """What a rule body reports: a concrete message and the claims it is about."""

    message: str
    claims: tuple[Claim, ...] = ()
    evidence: tuple[Quote, ...] = ()
    path: str | None = None  # the source it concerns, when not the document's own


@dataclass(frozen=True)
class Rule:
    """One registered rule."""

    code: str
    name: str
    family: str
    severity: Severity
    summary: str
    docs: Docs
    check: Check = field(repr=False, compare=False)
    stage: Stage = "check"


@dataclass(frozen=True)
class Also:
    """A rule raised at another stage than its own, by a second body (a misquote across
    sources is an `inconsistent-figures` found at the chain stage)."""

    rule: Rule
    stage: Stage
    check: Check = field(repr=False, compare=False)


def parse_docs(doc: str | None, where: str) -> tuple[str, Docs]:
    """Split a rule docstring into its summary line and its four sections."""
    text = inspect.cleandoc(doc or "")
    summary, _, rest = text.partition("\n")
    parts: dict[str, list[str]] = {}
    current: str | None = None
    for line in rest.splitlines():
        heading = line.strip()
        if heading.startswith("## ") and heading[3:] in SECTIONS:
            current = heading[3:]
            parts[current] = []
        elif current is not None:
            parts[current].append(line)
    missing = [name for name in SECTIONS if not "\n".join(parts.get(name, [])).strip()]
    if not summary.strip() or missing:
        raise ValueError(f"{where}: rule docs need a summary and {', '.join(missing)}")
    body = ["\n".join(parts[name]).strip() for name in SECTIONS]
    return summary.strip(), Docs(*body)


def quote_of(claim: Claim) -> Quote:
    """The claim's source quote as finding evidence."""
    src = claim.source
    return typed(Quote, text=src.quote, span=src.span, line=src.line, section=src.section)


QuoteKey = tuple[str, int | None, int | None]


def _quote_key(quote: Quote) -> QuoteKey:
    """What makes two quotes the same evidence: their text, where it starts, its line."""
    return (quote.text, quote.span.start if quote.span else None, quote.line)


def _claim_key(claim: Claim) -> QuoteKey:
    """The key of a claim's source quote, without building the quote."""
    src = claim.source
    return (src.quote, src.span.start if src.span else None, src.line)


def _position(claim: Claim) -> tuple[int, int, str]:
    """Where a cited claim stands in the text: orders a finding's claims and quotes."""
    src = claim.source
    return (src.line or 0, src.span.start if src.span else 0, claim.id)


def make_finding(rule: Rule, document: Document, claims: Iterable[Claim], message: str,
                 extra: Iterable[Quote] = ()) -> Finding:
    """A finding of `rule` citing `claims` (ordered by position) with their quotes as evidence.

    Every claim is cited by id; at most `MAX_EVIDENCE` distinct quotes are shown, the
    first in the text, and only those are built, so a finding over 10,000 figures costs
    little and stays small.
    """
    # Each position ends in its claim's id, unique here, so the sort never compares further.
    cited = sorted({c.id: c for c in claims}.values(), key=_position)
    seen: set[QuoteKey] = set()
    shown: list[Quote] = []
    omitted = 0
    candidates = [(_claim_key(c), c) for c in cited] + [(_quote_key(q), q) for q in extra]
    for key, source in candidates:
        if key in seen:
            continue
        seen.add(key)
        if len(shown) < MAX_EVIDENCE:
            shown.append(quote_of(source) if isinstance(source, Claim) else source)
        else:
            omitted += 1
    first = shown[0] if shown else None
    return typed(Finding, code=rule.code, rule=rule.name, severity=rule.severity,
                 message=message, document_id=document.id or None,
                 claim_ids=tuple(c.id for c in cited), evidence=tuple(shown),
                 evidence_omitted=omitted, line=first.line if first else None)


def _checker(made: Callable[[], Rule], body: Body) -> Check:
    """The check that runs a body and turns each of its hits into a finding of the rule."""

    def check(document: Document, subject: Any) -> Iterator[Finding]:
        for hit in body(document, subject):
            finding = make_finding(made(), document, hit.claims, hit.message, hit.evidence)
            yield finding if hit.path is None else finding.model_copy(update={"path": hit.path})

    return check


def rule(code: str, name: str, severity: Severity, family: str,
         stage: Stage = "check") -> Callable[[Body], Rule]:
    """Turn a generator of `Hit`s into a registered-ready `Rule` documented by its docstring."""
    if not _good_code(code) or not _good_name(name):
        raise ValueError(f"bad rule code or name: {code} {name}")

    def wrap(body: Body) -> Rule:
        summary, docs = parse_docs(body.__doc__, f"{code} {name}")
        made = Rule(code=code, name=name, family=family, severity=severity, summary=summary,
                    docs=docs, check=_checker(lambda: made, body), stage=stage)
        return made

    return wrap


def also(raised: Rule, stage: Stage) -> Callable[[Body], Also]:
    """Raise an existing rule at another stage too, with the decorated body's hits."""
    if stage == raised.stage:
        raise ValueError(f"{raised.code} {raised.name} already runs at stage {stage}")

    def wrap(body: Body) -> Also:
        return Also(rule=raised, stage=stage, check=_checker(lambda: raised, body))

    return wrap
