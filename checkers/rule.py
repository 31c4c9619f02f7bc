"""What a rule is: a code, a name, documentation and a pure check function.

A family module writes each rule as a generator of `Hit`s (a message and the
claims it is about) decorated with `@rule(...)`; the decorator turns it into a
`Rule` whose `check` yields complete `Finding`s. The rule's docs come from the
function's docstring, ruff-style: a one-line summary, then the four sections
`## What it does`, `## Why it matters`, `## Example` and `## Use instead`.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Literal

from claims.model import Claim, Document, Finding, Quote, Severity

Stage = Literal["check", "verify"]
Check = Callable[[Document, Sequence[Claim]], Iterator[Finding]]

MAX_EVIDENCE = 50
"""Quotes a finding shows at most; past it the claims are still cited, by id."""
SECTIONS = ("What it does", "Why it matters", "Example", "Use instead")
_CODE = re.compile(r"^CLM[0-9]{3}$")
_NAME = re.compile(r"^[a-z]+(-[a-z]+)*$")


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
    return Quote(text=src.quote, span=src.span, line=src.line, section=src.section)


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
    return Finding(code=rule.code, rule=rule.name, severity=rule.severity, message=message,
                   document_id=document.id or None, claim_ids=tuple(c.id for c in cited),
                   evidence=tuple(shown), evidence_omitted=omitted,
                   line=first.line if first else None)


def rule(code: str, name: str, severity: Severity, family: str,
         stage: Stage = "check") -> Callable[[Callable[[Document, Sequence[Claim]],
                                                        Iterable[Hit]]], Rule]:
    """Turn a generator of `Hit`s into a registered-ready `Rule` documented by its docstring."""
    if not _CODE.match(code) or not _NAME.match(name):
        raise ValueError(f"bad rule code or name: {code} {name}")

    def wrap(body: Callable[[Document, Sequence[Claim]], Iterable[Hit]]) -> Rule:
        summary, docs = parse_docs(body.__doc__, f"{code} {name}")

        def check(document: Document, claims: Sequence[Claim]) -> Iterator[Finding]:
            for hit in body(document, claims):
                yield make_finding(made, document, hit.claims, hit.message, hit.evidence)

        made = Rule(code=code, name=name, family=family, severity=severity, summary=summary,
                    docs=docs, check=check, stage=stage)
        return made

    return wrap
