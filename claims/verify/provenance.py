"""The chain from a secondary source (a news post) to its primary (the vendor's own post).

`primary_urls` finds where a document says its figures come from; `match_figures`
pairs each secondary figure with the primary figure it reports and lists what
the secondary got wrong; `follow` reads the primaries (through `claims.verify.sources`),
extracts them and returns the whole chain with `derived_from` recorded on every
secondary claim. It is the one way the chain is followed, by `claims vet --follow`,
`claims export --follow` and `claims verify`. Turning problems into findings is
the chain-stage rules' job (`checkers.provenance`).
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urldefrag, urljoin

from claims.errors import ClaimsError
from claims.load.loaded import LoadedDocument
from claims.model import Claim, Document, Evidence, Kind, Maturity
from claims.quoted import as_written, precision_step
from claims.vocabulary.lazy import lazy

if TYPE_CHECKING:
    from claims.load.fetch import FetchPolicy
    from claims.verify.sources import Read

#: Front-matter keys that name a document's primary sources.
SOURCE_KEYS = ("source_url", "source_urls", "original_url", "canonical_source")
#: Words that, in a link's sentence, say the link is where a figure comes from.
CITATION_CUES = lazy(
    r"\b(according to|announce[ds]?|announcement|blog(?: post)?|report(?:s|ed)?|"
    r"source|said|says|wrote|writes|published|paper|press release|results?|benchmark)\b",
    re.IGNORECASE)
_MD_LINK = lazy(r"\[([^\]]*)\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
_ANCHOR = lazy(r"<a\b[^>]*?\bhref\s*=\s*([\"'])(.*?)\1[^>]*>(.*?)</a\s*>", re.I | re.S)
_BREAK = lazy(r"<(?:/p|/li|/h[1-6]|/div|/blockquote|/tr|br\s*/?)\s*>", re.I)
_HIDDEN = lazy(r"<(script|style|nav|footer|aside|head)\b.*?</\1\s*>", re.I | re.S)
_TAG = lazy(r"<[^>]+>")
_BARE_URL = lazy(r"(?<![(\[<\"'])\bhttps?://[^\s)>\]\"']+")
_WORD = lazy(r"[a-z][a-z]+")
_STOP = frozenset({"the", "and", "for", "with", "that", "this", "from", "into", "over", "than",
                   "then", "its", "their", "our", "your", "has", "have", "had", "was", "were",
                   "are", "been", "being", "which", "while", "when", "where", "what", "who",
                   "whom", "per", "also", "about", "reports", "reported", "report", "says",
                   "said", "new", "one", "two", "three"})
MAX_PRIMARIES = 5
MATCH_THRESHOLD = 4.0
MISQUOTE_SIMILARITY = 0.6
SOFT_EVIDENCE = frozenset({Evidence.simulated, Evidence.projected, Evidence.estimated,
                           Evidence.interpolated})
SOFT_MATURITY = frozenset({Maturity.experimental, Maturity.preview})


def _front_matter_urls(metadata: object) -> list[str]:
    """URLs named under the source keys of a front-matter mapping."""
    if not isinstance(metadata, dict):
        return []
    found: list[str] = []
    for key in SOURCE_KEYS:
        value = metadata.get(key)
        values = value if isinstance(value, (list, tuple)) else [value]
        found += [v.strip() for v in values if isinstance(v, str) and v.strip()]
    return found


def _sentence_around(text: str, start: int, end: int) -> str:
    """The sentence (or line) holding text[start:end]."""
    left = max(text.rfind(".", 0, start), text.rfind("\n", 0, start)) + 1
    stops = [i for i in (text.find(". ", end), text.find("\n", end)) if i != -1]
    return text[left:min(stops) if stops else len(text)]


def cited_links(text: str) -> list[str]:
    """Links in the text whose sentence or anchor says they are a source of what is reported."""
    found: list[tuple[int, str]] = []
    for m in _MD_LINK.finditer(text):
        if CITATION_CUES.search(m.group(1)) or CITATION_CUES.search(
                _sentence_around(text, m.start(), m.end())):
            found.append((m.start(), m.group(2)))
    for m in _BARE_URL.finditer(text):
        if CITATION_CUES.search(_sentence_around(text, m.start(), m.end())):
            found.append((m.start(), m.group(0).rstrip(".,;:")))
    return [url for _, url in sorted(found)]


def html_link_text(page: str) -> str:
    """An HTML page as text in which every link reads `[anchor](href)`, one block a line.

    The loaded text of an HTML page keeps no hrefs, so links are read from the page itself.
    """
    text = _HIDDEN.sub(" ", page)
    text = _ANCHOR.sub(lambda m: f"[{_TAG.sub('', m.group(3))}]({m.group(2).strip()})", text)
    return html.unescape(_TAG.sub(" ", _BREAK.sub("\n", text)))


def primary_urls(loaded: LoadedDocument, document: Document | None = None,
                 page: bytes | None = None) -> tuple[str, ...]:
    """Where a document says its figures come from: front matter first, else cited links.

    For HTML, `page` (the bytes read) supplies the links. Relative links are
    resolved against the document's own URL; the document itself, fragments and
    repeats are dropped; at most MAX_PRIMARIES are kept.
    """
    named = _front_matter_urls(dict(loaded.metadata))
    if document is not None:
        named += list(document.source_urls)
    if loaded.format == "html" and page is not None:
        linked = cited_links(html_link_text(page.decode("utf-8", "replace")))
    else:
        linked = cited_links(loaded.text)
    candidates = named or linked
    own = {urldefrag(u)[0] for u in (loaded.url, document.url if document else None) if u}
    out: list[str] = []
    for raw in candidates:
        url = urldefrag(urljoin(loaded.url or "", raw))[0]
        if url.startswith(("http://", "https://")) and url not in own and url not in out:
            out.append(url)
    return tuple(out[:MAX_PRIMARIES])


@dataclass(frozen=True)
class Problem:
    """One way a secondary figure departs from the primary figure it reports."""

    kind: str
    message: str


@dataclass(frozen=True)
class Match:
    """A secondary claim, the primary claim it reports (if any), and what differs."""

    secondary: Claim
    primary: Claim | None
    primary_url: str | None
    score: float
    problems: tuple[Problem, ...] = ()


def _words(text: str) -> frozenset[str]:
    """Content words of a quote, for comparing what two quotes talk about."""
    return frozenset(w for w in _WORD.findall(text.lower()) if w not in _STOP)


def _similarity(one: Claim, two: Claim) -> float:
    """Share of the shorter quote's content words found in the other (overlap coefficient).

    Overlap rather than Jaccard: a news sentence often wraps the vendor's words
    in its own ("Vendor says ... according to the company").
    """
    left, right = _words(one.source.quote), _words(two.source.quote)
    return len(left & right) / min(len(left), len(right)) if left and right else 0.0


def value_agreement(secondary: Claim, primary: Claim) -> str:
    """'equal' within the secondary's stated precision, 'rounded' (one step off), or 'differs'."""
    step = precision_step(secondary)
    diff = abs(secondary.value - primary.value)
    tolerance = 1e-9 * max(abs(secondary.value), abs(primary.value), 1.0)
    if diff <= step / 2 + tolerance or (secondary.approximate and diff <= step + tolerance):
        return "equal"
    if diff <= step + tolerance:
        return "rounded"
    return "differs"


def _comparable(secondary: Claim, primary: Claim) -> bool:
    """Only figures of one unit (and, for counts, one noun) can report each other."""
    if secondary.unit != primary.unit:
        return False
    nouns = (secondary.count_noun, primary.count_noun)
    return None in nouns or nouns[0].lower() == nouns[1].lower()  # type: ignore[union-attr]


def match_score(secondary: Claim, primary: Claim) -> float:
    """How likely the secondary figure reports the primary one (0 when it cannot)."""
    if not _comparable(secondary, primary):
        return 0.0
    similarity = _similarity(secondary, primary)
    same_metric = secondary.metric.lower() == primary.metric.lower()
    # Only agreement within the stated precision counts: nearness alone would pull a
    # misquoted figure towards whichever unrelated figure happens to be close to it.
    agreement = value_agreement(secondary, primary)
    if agreement == "differs" and not (same_metric and similarity >= MISQUOTE_SIMILARITY):
        # A different value is a misquote only of a figure said in nearly the same words.
        return 0.0
    score = 4.0 * similarity + {"equal": 4.0, "rounded": 2.0}.get(agreement, 0.0)
    if same_metric:
        score += 2.0
    shared = [secondary.per is not None and secondary.per == primary.per,
              secondary.statistic is not None and secondary.statistic == primary.statistic,
              secondary.kind == primary.kind]
    return score + 0.5 * sum(shared)


def problems_of(secondary: Claim, primary: Claim) -> tuple[Problem, ...]:
    """What the secondary gets wrong about the primary figure: value, qualifiers, evidence."""
    out: list[Problem] = []
    theirs, ours = _shown(primary), _shown(secondary)
    agreement = value_agreement(secondary, primary)
    if agreement == "rounded":
        out.append(Problem("rounded", f"the secondary writes {ours} where the primary says "
                           f"{theirs}: rounded beyond the precision it states"))
    elif agreement == "differs":
        out.append(Problem("misquoted", f"the secondary writes {ours} where the primary "
                           f"says {theirs}"))
    if primary.kind is Kind.config or secondary.kind is Kind.config:
        # A setting (node count, prompt length) has no qualifier or evidence of its own.
        return tuple(out)
    for name in ("per", "statistic"):
        given, kept = getattr(primary, name), getattr(secondary, name)
        if given is None or given == kept:
            continue
        label = "per " if name == "per" else ""
        if kept is None:
            out.append(Problem("qualifier-dropped", f"drops the qualifier "
                               f"'{label}{given.value}' that the primary gives"))
        else:
            out.append(Problem("qualifier-changed", f"reports '{label}{kept.value}' where "
                               f"the primary says '{label}{given.value}'"))
    if primary.evidence in SOFT_EVIDENCE and secondary.evidence not in SOFT_EVIDENCE:
        out.append(Problem("evidence", f"presents as {_as(secondary.evidence)} a figure "
                           f"the primary calls {primary.evidence.value}"))
    if primary.maturity in SOFT_MATURITY and secondary.maturity not in SOFT_MATURITY:
        out.append(Problem("maturity", f"omits that the primary calls the setup "
                           f"{primary.maturity.value}"))
    return tuple(out)


def _as(evidence: Evidence) -> str:
    """How a secondary presents a figure, for a message."""
    return "measured" if evidence in (Evidence.measured, Evidence.unknown) else evidence.value


def _shown(claim: Claim) -> str:
    """A figure as its source writes it, quoted for a message."""
    return f"'{as_written(claim)}'"


def match_figures(secondary: Sequence[Claim], primary: Sequence[Claim],
                  primary_url: str | None = None) -> tuple[Match, ...]:
    """Pair each secondary claim with its best-scoring primary claim; list the problems."""
    out = []
    for claim in secondary:
        scored = sorted(((match_score(claim, p), p) for p in primary),
                        key=lambda sp: (-sp[0], sp[1].source.span.start if sp[1].source.span
                                        else 0, sp[1].id))
        best = scored[0] if scored and scored[0][0] >= MATCH_THRESHOLD else None
        if best is None:
            out.append(Match(claim, None, None, 0.0))
            continue
        out.append(Match(claim, best[1], primary_url, best[0], problems_of(claim, best[1])))
    return tuple(out)


@dataclass(frozen=True)
class PrimaryRead:
    """One primary source as read: its document and claims (read now, or from its latest
    snapshot when it cannot be read now), and why it could not be read now, if so."""

    url: str
    loaded: LoadedDocument | None = None
    document: Document | None = None
    claims: tuple[Claim, ...] = ()
    read: Read | None = None
    error: str | None = None


@dataclass(frozen=True)
class Chain:
    """A secondary document linked to its primaries, figure by figure."""

    document: Document
    claims: tuple[Claim, ...]
    primaries: tuple[PrimaryRead, ...]
    matches: tuple[Match, ...]


def read_primary(url: str, policy: FetchPolicy) -> PrimaryRead:
    """Read a primary source under the policy (its snapshot when it cannot be read now) and
    extract its claims; a source that gives nothing to extract is an error, not a crash."""
    from claims.extract import extract
    from claims.verify.sources import read_primary as read_source

    got = read_source(url, policy)
    shown = got.shown
    if shown is None:
        return PrimaryRead(url=url, read=got, error=got.error or "unreadable")
    try:
        document, claims = extract(shown)
    except ClaimsError as exc:
        return PrimaryRead(url=url, read=got, error=str(exc))
    return PrimaryRead(url=url, loaded=shown, document=document, claims=tuple(claims),
                       read=got, error=got.error)


def link(secondary: Document, claims: Sequence[Claim],
         primaries: Sequence[PrimaryRead]) -> Chain:
    """Match the secondary's claims against every readable primary; record derived_from."""
    readable = [p for p in primaries if p.document is not None]
    best: dict[int, Match] = {}
    for read in readable:
        for index, match in enumerate(match_figures(claims, read.claims, read.url)):
            if match.primary is not None and (index not in best
                                              or match.score > best[index].score):
                best[index] = match
    all_urls = tuple(p.url for p in primaries)
    linked: list[Claim] = []
    matches: list[Match] = []
    for index, claim in enumerate(claims):
        found = best.get(index)
        if found is not None and found.primary is not None and found.primary_url:
            chain: tuple[str, ...] = (found.primary_url, found.primary.id)
        else:
            chain = all_urls
        updated = claim.model_copy(update={
            "derived_from": tuple(dict.fromkeys([*claim.derived_from, *chain]))})
        linked.append(updated)
        matches.append(Match(updated, None, None, 0.0) if found is None else Match(
            updated, found.primary, found.primary_url, found.score, found.problems))
    return Chain(document=secondary, claims=tuple(linked), primaries=tuple(primaries),
                 matches=tuple(matches))


def follow(loaded: LoadedDocument, document: Document, claims: Sequence[Claim],
           policy: FetchPolicy) -> Chain:
    """Read every primary the document names (under the policy) and link the claims to them."""
    from claims.verify.sources import source_bytes

    page = source_bytes(loaded, policy) if loaded.format == "html" else None
    reads = [read_primary(url, policy) for url in primary_urls(loaded, document, page)]
    return link(document, claims, reads)
