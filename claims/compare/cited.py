"""The same figure cited twice: one measurement repeated by a later document, not a comparison.

Two figures are one measurement stated twice when they carry the same value in the
same unit and basis (printed at two precisions, one rounds to the other: 9.2788 s and
9.279 s), with no blocking difference of conditions, and the later document names the
earlier one: its publisher or address in the figure's own sentence, or anywhere in the
text a link to it, its result file by name, or a source line or caption naming its
publisher; or its front matter lists it as a source. Setting such a pair side by side
as "comparable, 1.00x" would count one measurement as two. Two figures that agree only
at the shorter one's printed precision, with no source named, cannot be told from a
copy: they are refused as "cannot tell", never called comparable. A reprint (the copy's
text points at the original's page and prints the very value) is a citation even where it
leaves the page's machine or workload unsaid; a condition both state differently still
parts them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from posixpath import basename
from urllib.parse import urlsplit

from claims.compare.align import Difference
from claims.compare.runs import TRY_CONDITION, run_state, same_try
from claims.compare.verdict import Pair, Verdict, judge
from claims.model import Claim
from claims.vocabulary.lazy import lazy

_WORD = lazy(r"[A-Za-z][\w.-]{2,}")
_PRINTED = lazy(r"\d[\d,]*(?:\.(\d+))?")
_FILE = lazy(r"[\w][\w.-]*\.[a-z]{2,5}")
# Words too common in a publisher's name to stand for it ("the", "team", "blog").
_GENERIC = frozenset({"the", "team", "blog", "inc", "inc.", "labs", "news", "newsroom", "ai",
                      "org", "corp", "research", "engineering", "official"})
# Where a publisher's name ends and a description of it begins: a bracket, a comma, a
# semicolon or a spaced dash.
_DESCRIBED = lazy(r"\s*(?:[(\[;,]|\s[-\u2013\u2014]\s)")
# A word that identifies one source wherever it is written: a domain or a path.
_IDENTIFIER = lazy(r"\w[./]\w")
# A rounded figure with fewer digits than this is too coarse to say it repeats another.
_MIN_DIGITS = 3
_WINDOW = 0.0051


def _names(claim: Claim) -> list[str]:
    """How a later text may name this claim's source: its publisher's words, its host."""
    s = claim.source
    # only the name itself: the words of a description after it ("gerardvidamo (scripts
    # for mining on Linux)", "Benny Cheung, a personal blog") are anyone's words ("for")
    name, *described = _DESCRIBED.split(s.publisher or "", maxsplit=1)
    # an identifier in the description still names the source: a domain or an account's
    # path ("with mixedbread.ai", "gerardvidamo/LinuxMining")
    words = [w.casefold() for w in _WORD.findall(name)] + [
        w.casefold() for w in _WORD.findall(" ".join(described)) if _IDENTIFIER.search(w)]
    host = _host(claim)
    return [w for w in words if w not in _GENERIC] + ([host] if host else [])


def _host(claim: Claim) -> str | None:
    """The host of the claim's document, without "www."."""
    host = urlsplit(claim.source.url).hostname if claim.source.url else None
    return host.removeprefix("www.").casefold() if host else None


def _says(text: str, names: Iterable[str]) -> bool:
    """True when `text` holds one of `names` as a whole word."""
    return any(re.search(rf"(?<!\w){re.escape(n)}(?!\w)", text) for n in names)


# File names that say nothing of which page a project's file is ("README.md", "index.html").
_PLAIN_FILES = frozenset({"readme", "index", "main", "default", "home", "post", "article"})


def _stem(file: str) -> str | None:
    """A page's file name without its extension when it names the page ("BENCHMARKS.md" ->
    "benchmarks", as "the project's BENCHMARKS page" names it), else None."""
    stem = file.rsplit(".", 1)[0] if "." in file else file
    return stem if len(stem) >= 4 and stem not in _PLAIN_FILES and stem.isascii() else None


_ALIAS = lazy(r"\(([\w.-]+/)?([A-Za-z][\w.-]{2,})\)")


def _alias(claim: Claim) -> list[str]:
    """The one-word alias a publisher gives in brackets ("xujiajun (gokvstore-bench)",
    "Gin (gin-gonic)"): a project's or account's name, as distinctive as its first word."""
    found = _ALIAS.search(claim.source.publisher or "")
    word = found.group(2).casefold() if found else ""
    return [word] if word and word not in _GENERIC else []


def _referenced(later: Claim, earlier: Claim) -> bool:
    """True when the later document's text, anywhere, points at the earlier source: a link
    to its address, its file by name, or a source line, caption or pointer sentence naming
    its publisher or its page."""
    refs = later.source.references
    if not refs:
        return False
    url = (earlier.source.url or "").casefold().rstrip("/")
    file = basename(urlsplit(url).path) if url else ""
    # a line names a source by its brand, the publisher's first distinctive word, its host,
    # or the name of its page's file
    host, stem = _host(earlier), _stem(file)
    named = _names(earlier)
    names = [*named[:1], *(w for w in named[1:] if _IDENTIFIER.search(w)), *_alias(earlier),
             *([host] if host else []),
             *([stem] if stem else [])]
    for ref in refs:
        if url and ref.rstrip("/") == url:
            return True
        if file and _FILE.fullmatch(file) and ref == file:
            return True
        if " " in ref and _says(ref, names):  # a source line or caption, not an address
            return True
    return False


def names_source(later: Claim, earlier: Claim) -> bool:
    """True when `later`'s document names `earlier`'s source (see the module's note)."""
    if earlier.source.url and earlier.source.url in later.derived_from:
        return True
    return _says(later.source.quote.casefold(), _names(earlier)) or _referenced(later, earlier)


def cites(later: Claim, earlier: Claim) -> bool:
    """True when `later` names the earlier source and is not dated before it (when both
    documents are dated, the later one must be the newer)."""
    a, b = earlier.source.published_at, later.source.published_at
    if a is not None and b is not None and str(b) <= str(a):
        return False
    return names_source(later, earlier)


def _tolerance(claim: Claim) -> float:
    """Half a step of the last digit the figure is printed with, in the record's own unit
    (0 when its printed text is unknown: then only an equal value agrees)."""
    found = _PRINTED.search(claim.value_text or "")
    if found is None:
        return 0.0
    printed = float(found.group(0).replace(",", ""))
    scale = abs(claim.value / printed) if printed else 1.0
    return 0.5 * 10.0 ** -len(found.group(1) or "") * scale


def _digits(claim: Claim) -> int:
    """How many significant digits the figure is printed with (0 when unknown)."""
    found = _PRINTED.search(claim.value_text or "")
    if found is None:
        return 0
    digits = found.group(0).replace(",", "")
    # a whole number's trailing zeros are its rounding ("550", "10000"), not measured digits
    digits = digits.replace(".", "").lstrip("0") if "." in digits else digits.rstrip("0")
    return len(digits)


def _same_value(a: Claim, b: Claim, digits: int = _MIN_DIGITS) -> bool:
    """One value in one unit, on one basis: equal, or printed at two precisions with the
    longer one rounding to the shorter (9.2788 and 9.279)."""
    if (a.unit, a.per) != (b.unit, b.per):
        return False
    if (a.value, a.value_max) == (b.value, b.value_max):
        return True
    return rounded_alike(a, b, digits)


def rounded_alike(a: Claim, b: Claim, digits: int = _MIN_DIGITS) -> bool:
    """True when two unequal figures agree within the coarser one's printed precision, which
    is finer than neither's and has at least `digits` significant digits."""
    coarse, fine = (a, b) if _tolerance(a) >= _tolerance(b) else (b, a)
    step = _tolerance(coarse)
    if step <= _tolerance(fine) or _digits(coarse) < digits:
        return False
    if (a.value_max is None) != (b.value_max is None):
        return False
    ends = [(a.value, b.value)] + ([(a.value_max, b.value_max)] if a.value_max is not None
                                   and b.value_max is not None else [])
    return all(abs(x - y) <= step * (1 + 1e-9) for x, y in ends)


def document_of(claim: Claim) -> str:
    """What identifies a claim's document."""
    s = claim.source
    return s.sha256 or s.url or s.title or claim.id


def citation(a: Claim, b: Claim, digits: int = _MIN_DIGITS) -> Pair | None:
    """The pair (original, copy) as a citation, or None when the two are not one figure
    (a rounded value needs `digits` significant digits to count as the same)."""
    if document_of(a) == document_of(b) or not _same_value(a, b, digits):
        return None
    if (run_state(a) or run_state(b)) and not same_try(a, b):
        return None  # the second try of a query never repeats its third
    # both may name each other (one publisher's two pages): the one pointing at the other's
    # page is the reprint
    ways = [(x, y) for x, y in ((a, b), (b, a)) if cites(y, x)]
    if not ways:
        return None
    reprints = [(x, y) for x, y in ways if _reprint(x, y)]
    original, copy = (reprints or ways)[0]
    judged = judge(original, copy)
    reprint = bool(reprints)
    # a first try one side calls cold and the other does not: one try, described twice; a
    # reprint that names its page need not restate the page's conditions (see `_reprint`)
    shown = tuple(replace(d, blocking=False) if (d.condition == TRY_CONDITION and
                                                 same_try(a, b)) or (reprint and _unsaid(d))
                  else d for d in judged.differences)
    if any(d.blocking for d in shown):
        return None
    return replace(judged, verdict=Verdict.cited, ratio=None, better=None, differences=shown)


def citation_of(a: Claim, b: Claim) -> tuple[Claim, Claim] | None:
    """(original, copy) when two figures of one value in one unit are one figure a later
    document repeats from the other (it names the other's source); else None. For figures
    no verdict compares as results (two documents' settings)."""
    if document_of(a) == document_of(b) or (a.value, a.value_max, a.unit) != \
            (b.value, b.value_max, b.unit):
        return None
    ways = [(x, y) for x, y in ((a, b), (b, a)) if cites(y, x)]
    return ways[0] if ways else None


def _reprint(original: Claim, copy: Claim) -> bool:
    """True when the copy's document points at the original's page anywhere in its text
    (a link, the page's file, a source or pointer sentence naming it) and prints the very
    value, with at least three significant digits: a table reprinted from that page. Such
    a copy is a citation even where it leaves the page's conditions unsaid; it borrows
    none of them, so it is never compared on them either (`mark_copies`)."""
    return (original.value, original.value_max) == (copy.value, copy.value_max) and \
        _digits(copy) >= _MIN_DIGITS and _referenced(copy, original)


def _unsaid(d: Difference) -> bool:
    """A difference of conditions where a side states nothing (one-sided, or neither side
    saying what was run): no contradiction between a page and its reprint."""
    return d.left is None or d.right is None


def citations(claims: Sequence[Claim]) -> list[Pair]:
    """Every citation among `claims`, found by value within each unit's sorted list (never
    all pairs): a figure meets only those within the widest rounding that may repeat it."""
    by_unit: dict[tuple[str, object], list[Claim]] = {}
    for claim in claims:
        by_unit.setdefault((claim.unit, claim.per), []).append(claim)
    out = []
    for group in by_unit.values():
        group.sort(key=lambda c: c.value)
        for i, a in enumerate(group):
            for b in group[i + 1:]:
                # three significant digits round by at most half a percent (`rounded_alike`)
                if b.value - a.value > _WINDOW * max(abs(a.value), abs(b.value)):
                    break
                found = citation(a, b)
                if found is not None:
                    out.append(found)
    return out


def mark_copies(pairs: Iterable[Pair], cited: Sequence[Pair],
                document: Callable[[Claim], str] | None = None) -> list[Pair]:
    """Pairs that set a cited copy beside a third figure are refused (compare the original),
    and so are pairs that may be one figure printed twice with no source named. Where the
    third figure stands in the original's own document (`document` names a claim's), the
    pair is the original page's own comparison: judged on the figure it cites."""
    originals = {c.right.id: c.left for c in cited}
    twins = {frozenset((c.left.id, c.right.id)) for c in cited}
    out = []
    for p in pairs:
        if frozenset((p.left.id, p.right.id)) in twins:
            continue
        side = "left" if p.left.id in originals else "right" if p.right.id in originals else ""
        if not side:
            out.append(_doubted(p))
            continue
        original = originals[p.left.id if side == "left" else p.right.id]
        on_page = _on_original(p, side, original, document) if document else None
        if on_page is not None:
            out.append(on_page)
            continue
        text = f"cites {original.source.title or original.source.url or original.id}"
        why = Difference("evidence", "cited figure", text if side == "left" else None,
                         text if side == "right" else None, True)
        out.append(replace(p, verdict=Verdict.not_comparable, ratio=None, better=None,
                           differences=(why, *p.differences)))
    return out


def _on_original(p: Pair, side: str, original: Claim,
                 document: Callable[[Claim], str]) -> Pair | None:
    """The pair judged on the figure its copy cites, when the other figure is printed on the
    original's page and is no copy itself: the page's own comparison, which the reprint
    only repeats. None unless that judgement finds the two comparable (a refusal keeps
    "compare the original")."""
    other = p.right if side == "left" else p.left
    if document(other) != document(original) or other.id == original.id:
        return None
    judged = judge(original, other) if side == "left" else judge(other, original)
    if not judged.comparable:
        return None
    text = f"judged on the figure it cites ({original.source.title or original.id})"
    why = Difference("evidence", "cited figure", text if side == "left" else None,
                     text if side == "right" else None, False)
    return replace(p, verdict=judged.verdict, ratio=judged.ratio, better=judged.better,
                   differences=(why, *judged.differences))


def _doubted(p: Pair) -> Pair:
    """A comparable pair that may be one measurement, with the evidence partial: one value
    printed at two precisions (9.2788 s and 9.279 s) naming no source, one value whose
    source is named but the dates run the wrong way, or a value one document rounds to two
    significant digits (0.0628 s printed 0.063 s) where either document names the other as
    its source: too coarse to call a citation, too close to call two measurements. A buyer
    cannot tell one measurement copied from two, so it is refused."""
    a, b = p.left, p.right
    if p.comparable and _coarse_copy(a, b):
        return _cannot_tell(p)
    if not p.comparable or not _same_value(a, b):
        return p
    if not rounded_alike(a, b) and not (names_source(a, b) or names_source(b, a)):
        return p  # one value twice, no source named: two measurements that agree
    if (run_state(a) or run_state(b)) and not same_try(a, b):
        return p  # two different tries of a job are two measurements, whatever their values
    return _cannot_tell(p)


# A value printed with fewer significant digits than this says nothing of where it came from.
_COARSE_DIGITS = 2


def _coarse_copy(a: Claim, b: Claim) -> bool:
    """True for two figures of one unit and basis, one a rounding of the other to at least
    two significant digits, of one try (where tries are stated), whose documents name one
    another as a source: one measurement, perhaps, printed coarsely by the copy."""
    if (a.unit, a.per) != (b.unit, b.per) or a.value == b.value:
        return False
    if not rounded_alike(a, b, _COARSE_DIGITS):
        return False
    if (run_state(a) or run_state(b)) and not same_try(a, b):
        return False
    return names_source(a, b) or names_source(b, a)


def _cannot_tell(p: Pair) -> Pair:
    """The pair refused as perhaps one figure printed twice."""
    a, b = p.left, p.right
    why = Difference("evidence", "one figure printed twice? (cannot tell)",
                     a.value_text or f"{a.value:g}", b.value_text or f"{b.value:g}", True)
    return replace(p, verdict=Verdict.not_comparable, ratio=None, better=None,
                   differences=(why, *p.differences))
