"""Pairs across two programs refused where the other document measured this side's program.

A figure of one program (a database's load time) beside another program's figure in a
second document compares the programs only if nothing else changed between the two
documents. When that second document also states a figure of the first program that
compares with it (its own row for the same database, same machine, same workload), the
like-for-like partner is that figure, and the two documents' figures of one program show
how far their set-ups alone move the result. The pair across programs then changes the
program and the set-up at once, so a buyer cannot put the ratio on either: it is refused
as `software`, the reason shown. A quantity no set-up moves (a codec's ratio on one input)
compares two programs wherever they ran, and is left to the other rules. Documents that
each measure only their own program (one cache against another on one machine, one
recipe) keep their pair: no partner exists.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

from claims.compare.admit import klass, per_operation
from claims.compare.align import Difference
from claims.compare.names import fold, software, software_line
from claims.compare.verdict import Pair, Verdict
from claims.model import Claim
from claims.vocabulary.metrics import Klass
from claims.vocabulary.software import PLATFORMS

CROSSED = "program (the other document measured this side's program too)"


def programs(claim: Claim) -> frozenset[str]:
    """The programs a record names, by canonical folded name; a platform (a compiler, an
    operating system) is what programs run on, not one of them."""
    return frozenset(fold(software(s.name)) or s.name.casefold()
                     for s in claim.conditions.software
                     if s.name.casefold() not in PLATFORMS)


def _crossed(pair: Pair) -> bool:
    """True when both sides name their programs and name no program in common, for a
    quantity the set-up moves: a compression ratio is the codec's on its input, and what
    one operation allocates is the code's, on any machine (`admit.per_operation`), so two
    programs' such figures compare the programs wherever they ran."""
    if klass(pair.left) is Klass.compression or per_operation(pair.left) or \
            per_operation(pair.right):
        return False
    a, b = programs(pair.left), programs(pair.right)
    return bool(a and b) and not a & b


def refuse_crossed(pairs: Iterable[Pair], document: Callable[[Claim], str]) -> list[Pair]:
    """Comparable pairs across two documents and two programs are refused where either
    figure has a comparable partner of its own program in the other side's document."""
    judged = list(pairs)
    partners: set[tuple[str, str, str]] = set()  # (figure's document, figure, other document)
    for p in judged:
        # inside one document (`within`) two programs share its set-up, so a pair there is
        # never refused: its figures find no partner in another document
        if p.comparable and document(p.left) != document(p.right) and \
                programs(p.left) & programs(p.right):
            partners.add((document(p.left), p.left.id, document(p.right)))
            partners.add((document(p.right), p.right.id, document(p.left)))
    out = []
    for p in judged:
        left = (document(p.left), p.left.id, document(p.right)) in partners
        right = (document(p.right), p.right.id, document(p.left)) in partners
        if not p.comparable or not _crossed(p) or not (left or right):
            out.append(p)
            continue
        why = Difference("software", CROSSED, software_line(p.left), software_line(p.right),
                         True)
        out.append(replace(p, verdict=Verdict.not_comparable, ratio=None, better=None,
                           differences=(why, *p.differences)))
    return out
