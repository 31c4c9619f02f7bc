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
from typing import Literal, NamedTuple

from checkers.memo import by_identity
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


class Citation(NamedTuple):
    """How a finding cites a claim: its place in the text, its quote and the quote's key."""

    position: tuple[int, int, str]
    key: QuoteKey
    quote: Quote
    claim: Claim


@by_identity(1024)  # rules cite the same claims again and again: work each citation out once
def citation(claim: Claim) -> Citation:
    """How a finding cites `claim`; `position` orders cited claims by place in the text."""
    src = claim.source
    quote = quote_of(claim)
    position = (src.line or 0, src.span.start if src.span else 0, claim.id)
    return Citation(position, _quote_key(quote), quote, claim)


def make_finding(rule: Rule, document: Document, claims: Iterable[Claim], message: str,
                 extra: Iterable[Quote] = ()) -> Finding:
    """A finding of `rule` citing `claims` (ordered by position) with their quotes as evidence.

    Every claim is cited by id; at most `MAX_EVIDENCE` distinct quotes are shown, the
    first in the text, so a finding over 10,000 figures stays small.
    """
    # Each position ends in its claim's id, unique here, so the sort never compares further.
    cited = sorted({c.id: citation(c) for c in claims}.values())
    quotes: dict[QuoteKey, Quote] = {}
    for cite in cited:
        quotes.setdefault(cite.key, cite.quote)
    for quote in extra:
        quotes.setdefault(_quote_key(quote), quote)
    evidence = tuple(quotes.values())
    first = evidence[0] if evidence else None
    return Finding(code=rule.code, rule=rule.name, severity=rule.severity, message=message,
                   document_id=document.id or None,
                   claim_ids=tuple(cite.claim.id for cite in cited),
                   evidence=evidence[:MAX_EVIDENCE],
                   evidence_omitted=max(0, len(evidence) - MAX_EVIDENCE),
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
