"""The document's own setting, from the loaded source and its front matter: title, url,
publisher, date, authors, the parties it is about, and the chain to its primary sources.

Front matter is read as Jekyll, Hugo and Zola posts and HTML heads write it (see
`claims.load.front_matter`); a date in the file name (`2024-06-26-benchmarks-over-time.md`)
stands in when the front matter gives none."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import urlsplit

from claims.extract.conditions.index import Index
from claims.extract.facts.independence import author_independence, publisher_projects
from claims.extract.facts.independence import independence as stated_independence
from claims.extract.facts.ownership import NO_PRODUCT, Ownership, ownership
from claims.extract.facts.references import references
from claims.extract.facts.writer_making import NEGATIONS as _NEGATIONS
from claims.extract.facts.writer_making import claims_making, disclaims_making
from claims.extract.facts.writer_team import as_first_person
from claims.extract.facts.writer_words import GENERIC, WORD, name_words, title_words
from claims.extract.records.placed import Setting
from claims.extract.text.blocks import Block
from claims.load import front_matter as fm
from claims.load.loaded import LoadedDocument
from claims.model import Independence
from claims.vocabulary.lazy import lazy
from claims.vocabulary.vendors import makers, sells


def parties(meta: Mapping[str, Any]) -> tuple[str, ...]:
    """Who the document is about, published or wrote it, as its front matter names them: a
    measurer among them is the document's own party, anyone else an outside one. A team
    among the authors adds the organisation it speaks for ("The Acme Team": Acme). A
    publisher guessed from the URL's host name is no such name, so it is left out."""
    publisher = fm.publisher(meta)
    people = fm.authors(meta)
    names = [*strings(meta.get("entities")), *([publisher] if publisher else []),
             *(a.name for a in people), *(a.organisation for a in people if a.organisation)]
    return tuple(dict.fromkeys(names))


def authors(meta: Mapping[str, Any]) -> tuple[str, ...]:
    """The names of the document's authors, as its front matter gives them."""
    return tuple(a.name for a in fm.authors(meta))


def topics(meta: Mapping[str, Any]) -> tuple[str, ...]:
    """What the document is filed under: `topics`, else its categories and tags."""
    return fm.topics(meta)


def setting(loaded: LoadedDocument, meta: Mapping[str, Any], independence: Independence,
            who: str | None, cached: bool | None, all_blocks: Sequence[Block],
            parties: tuple[str, ...], *, outsider: bool = False,
            hosted_api: bool = False) -> Setting:
    """Document-wide provenance from the loaded source and its front matter."""
    title = title_of(meta, all_blocks)
    url = loaded.url or _str(meta.get("url")) or _str(meta.get("canonical_url")) \
        or _str(meta.get("markdown_url"))
    sources = strings(meta.get("source_urls")) or strings(meta.get("source_url"))
    publisher = fm.publisher(meta)
    if publisher is None and url and "://" in url:
        publisher = urlsplit(url).hostname
    published = fm.published(meta) or fm.file_date(loaded.origin, urlsplit(url).path
                                                  if url and "://" in url else None)
    if independence is Independence.unknown and own_report(meta, title):
        independence = Independence.self_reported
    return Setting(url=url, title=title, publisher=publisher, published_at=published,
                   retrieved_at=loaded.retrieved_at, sha256=loaded.sha256,
                   independence=independence, measured_by=who, cached_tokens=cached,
                   parties=parties, outsider=outsider, hosted_api=hosted_api,
                   derived_from=tuple(s for s in sources if s != url),
                   references=references(loaded.text[loaded.body_offset:]))


def own_report(meta: Mapping[str, Any], title: str | None) -> bool:
    """True when the party that wrote or published the document is what it is about: a team
    among its authors named for one of its entities ("The SGLang Team" on SGLang), or, for a
    document that lists no entities, a team or publisher its title names ("Acme 5 doubles
    throughput" by "The Acme Team", or published by Acme; "APISIX vs Envoy" on the "Apache
    APISIX blog"; "Snappy" by "Google (Snappy project)"). A publisher's description is read
    up to its first negation ("a tester's repository, not the maker of either server"):
    the parties it names after one are those it is not, and a description that says it
    makes none of them (`disclaims_making`) is never the document's own party. With
    entities, the publisher is the checkers' to compare with them."""
    publisher = fm.publisher(meta)
    if claims_making(publisher or ""):
        return True
    entities = strings(meta.get("entities"))
    if entities:
        return any(author_independence(a.name, entities) is Independence.self_reported
                   for a in fm.authors(meta) if a.organisation)
    if not title or disclaims_making(publisher or ""):
        return False
    words = title_words(title)
    own = [a.organisation for a in fm.authors(meta) if a.organisation]
    affirmed = _before_negation(publisher or "")
    if affirmed:
        own += [fm.organisation_of(affirmed) or affirmed, *publisher_projects(affirmed)]
    return any(words & name_words(name) for name in own)



def _before_negation(name: str) -> str:
    """A publisher's description up to its first negation: what follows names the parties
    the publisher says it is not, so their names are no words of its own."""
    words = name.split()
    end = next((i for i, w in enumerate(words) if w.strip(",;()").casefold() in _NEGATIONS),
               len(words))
    return " ".join(words[:end]).rstrip(" ,;(")


def title_of(meta: Mapping[str, Any], all_blocks: Sequence[Block]) -> str | None:
    """The document's title: its front matter's, else its first top-level heading."""
    return _str(meta.get("title")) or next(
        (" ".join(b.scan.split()) for b in all_blocks if b.kind == "heading" and b.level == 1),
        None)


def outside_writer(meta: Mapping[str, Any], title: str | None) -> bool:
    """True when whoever wrote the document is an outside party to what it measures, so its
    "we tested" is a reviewer's: the front matter names the document's entities and
    neither the publisher nor an author's organisation is one of them or makes them; or,
    with no entities, the title sets side by side the hardware of two vendors or more,
    none of them the writer, and names no writer ("MI300X vs. H200" on an outside lab's
    blog). A writer the front matter does not name is no outsider."""
    names = _writers(meta)
    if not names:
        return False
    if strings(meta.get("entities")):
        return not maker_writer(meta)
    if not title or own_report(meta, title):
        return False
    vendors = makers(title)
    return len(vendors) >= 2 and not any(" ".join(name) in vendors for name in names)


def maker_writer(meta: Mapping[str, Any]) -> bool:
    """True when the front matter names the writer and what the document is about, and the
    writer is one of those or makes one: the writer measured its own product."""
    names, entities = _writers(meta), strings(meta.get("entities"))
    return any(_makes(name, entity) for name in names for entity in entities)


def named_writer(meta: Mapping[str, Any]) -> bool:
    """True when the front matter names who published or wrote the document: its publisher,
    an author's organisation, or an author by name alone (a person's post is that person's
    measurement unless the rules tie the person to the builder)."""
    return bool(_writers(meta)) or bool(fm.authors(meta))


def writer_named(meta: Mapping[str, Any]) -> bool:
    """True when the front matter names the writer's organisation (a publisher, or an
    author's organisation)."""
    return bool(_writers(meta))


def writer_stance(setting: Setting, meta: Mapping[str, Any], text: str,
                  blocks: Sequence[Block], index: Index) -> Ownership:
    """The writer's tie to what the document measures (`claims.extract.facts.ownership`),
    read once from the text, its blocks, the machines its `index` names and what the front
    matter says of who wrote it (the writer's name words, the repository the page lives
    in); a publisher that says it makes none of what it measures is an outsider."""
    publisher = fm.publisher(meta)
    if publisher and disclaims_making(publisher):
        return Ownership.outsider  # "makes none of the hardware or software measured"
    if publisher and claims_making(publisher):
        return Ownership.owner  # "developer of Duplicacy", "the kernels' author"
    machines = [(kind, index.text[start:end]) for start, end, kind in index.matches()]
    writer: set[str] = set()
    if publisher:
        writer |= name_words(_before_negation(publisher))
    for author in fm.authors(meta):
        if author.organisation:
            writer |= name_words(author.organisation)
    # (a publisher whose description names no one, "an individual's notes", is a writer
    # all the same: `described`)
    return ownership(setting.title, text, machines, blocks, authors(meta),
                     frozenset(writer), repository(setting.url, publisher),
                     described=bool(publisher) and not writer)


# A code repository: its address on a forge, or "owner/name" in a publisher's description
# ("Google (AI-Hypercomputer/maxtext documentation)").
_FORGE = lazy(r"^https?://(?:www\.)?(?:github\.com|gitlab\.com|codeberg\.org|bitbucket\.org)"
              r"/[\w.-]+/(?P<repo>[\w.-]+)", re.I)
_OWNER_REPO = lazy(r"(?<![\w./])[\w.-]+/(?P<repo>[\w.-]+)(?![\w/])")


def repository(url: str | None, publisher: str | None) -> str | None:
    """The name of the code repository a page lives in, folded: from its address on a
    forge, else an "owner/name" its publisher's description gives; None for neither."""
    found = _FORGE.match(url or "") or _OWNER_REPO.search(publisher or "")
    return found.group("repo").casefold().removesuffix(".git") if found else None


def page_home(url: str | None, meta: Mapping[str, Any]) -> str:
    """Where the page lives, for the learned who-measured stage: "benchmarks" for a code
    repository named for benchmarks or a comparison (someone's harness timing others'
    products, most often), "project" for another code repository, "none" off a forge."""
    repo = repository(url, fm.publisher(meta))
    if repo is None:
        return "none"
    return "benchmarks" if NO_PRODUCT.search(repo) else "project"


def read_writer(setting: Setting, meta: Mapping[str, Any], body: str, parties: tuple[str, ...],
                stance: Ownership) -> Setting:
    """The setting once the writer's stance is read (`writer_stance`), where the front
    matter does not settle the writer's tie (it lists no entities and no team or
    publisher named in the title, `own_report`): a writer that made what it measures
    reports its own run, its unattributed figures self-reported; a writer measuring
    products it claims none of is an outside party, its "we tested" and its unattributed
    figures a third party's. A stated independence ("unverified", "an independent lab
    measured") still wins."""
    setting = dataclasses.replace(setting, stance=stance)
    if setting.outsider or strings(meta.get("entities")) or own_report(meta, setting.title):
        return setting
    if stance is Ownership.owner and setting.independence is Independence.unknown:
        return dataclasses.replace(setting, independence=Independence.self_reported)
    if stance is not Ownership.outsider:
        return setting
    # "the Acme team benchmarked", by Acme, is the writer's "we": an outsider's run
    writer = name_words(_before_negation(fm.publisher(meta) or ""))
    # (a maker the outsider quotes, "Hardkernel says", speaks for its sentence only)
    stated = stated_independence(as_first_person(body, writer), parties,
                                 first_person=Independence.third_party, quoted=False)
    return dataclasses.replace(setting, outsider=True, independence=Independence.third_party
                               if stated is Independence.unknown else stated)


def named_publisher(meta: Mapping[str, Any]) -> str | None:
    """Who published the document, when the front matter names it (not only who wrote it):
    then the rules read the writer's ties to what it measures from it."""
    return fm.publisher(meta)


def _writers(meta: Mapping[str, Any]) -> list[tuple[str, ...]]:
    """The publisher's and the authors' organisations, each as its folded name words."""
    publisher = fm.publisher(meta)
    writers = [*(a.organisation for a in fm.authors(meta) if a.organisation),
               *([fm.organisation_of(publisher) or publisher] if publisher else [])]
    return [n for n in (_writer_words(w) for w in writers) if n]


def _writer_words(name: str) -> tuple[str, ...]:
    """A writer's name in folded words, without the words that name no one ("blog")."""
    return tuple(w.rstrip(".").casefold() for w in WORD.findall(name)
                 if w.rstrip(".").casefold() not in GENERIC)


def _makes(writer: tuple[str, ...], entity: str) -> bool:
    """True when the writer is the entity's maker: both names open with one word ("Granite
    Storage" on "Granite G5"), or a vendor sells it ("NVIDIA" on "B200")."""
    words = tuple(w.rstrip(".").casefold() for w in WORD.findall(entity))
    return (bool(words) and words[0] == writer[0]) or (
        len(writer) == 1 and sells(writer[0], entity))


def _str(value: object) -> str | None:
    """A front-matter scalar as a string, or None."""
    if value is None or isinstance(value, (dict, list)):
        return None
    text = str(value).strip()
    return text or None


def strings(value: object) -> list[str]:
    """A front-matter list (or single value) as strings."""
    if value is None:
        return []
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value if v is not None and not isinstance(v, (dict, list))]
    return [str(value)] if not isinstance(value, dict) else []
