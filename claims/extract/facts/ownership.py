"""The writer's stance toward what a document measures, read once at extraction from the
body and what the front matter says of who wrote it, for the rules and the learned stage
alike:

- `owner`: the writer made a measured system. It speaks of it as its own work ("our
  library", "we built", "my patch", "this project", the project's own release notes, a
  mail whose subject posts a patch), an author is named for the title's subject
  ("DeepSpeed Team" on "DeepSpeed Chat"), a page titled with a bare name opens by
  defining it as software ("XNNPACK is a library of ..."), the repository the page lives
  in is the project it measures (its name in the text; a run labelled with a branch, the
  repository's own; a repository named for the benchmarks of the product the title opens
  with), or the writer is among the products the document sets side by side (a table's
  rows or columns, the two sides of its title) or calls one of them its own ("PingCAP
  ran sysbench against its TiDB Cloud").
- `outsider`: the writer measures products and claims none of them: it disclaims a stake,
  calls the page a review, opens by comparing several products, sets two different
  products side by side in its title (with a section on its rig, or with none of them the
  named writer's), lists three products or more in a table's rows with none of them the
  named writer's (rows opening with one word are variants of one product; devices and
  boards are products too), or, never speaking as "we", sets one kind of machine of two
  makers or more side by side (a user timing three runtimes, a home-lab owner testing
  drives of two makers) or rival products in a table's columns, none of them the named
  writer's (`claims.extract.facts.rival_columns`). Its "I ran" is a
  third party's measurement. (Building one's rig or someone's code, "I built a file
  server", "we built with gcc", is no making.)
- `first_person`: neither, but the writer speaks of its own run ("we ran", "I measured").
- `unread`: the text shows nothing.

A pairing of parts is no rivalry: a GPU server holds an Intel or AMD CPU and an NVIDIA GPU,
so only products of one kind from two makers or more (two GPUs, two drives, two CPUs)
count as rival products set side by side. Whether a sentence gives its figures to someone
else's run ("according to Phoronix") is `claims.extract.facts.measurer.attributed`."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from enum import Enum

from claims.extract.facts.rival_columns import product_columns
from claims.extract.text.blocks import Block
from claims.vocabulary.comparisons import (
    COMPARES_PRODUCTS,
    DEVICE_KINDS,
    DISCLAIMED_STAKE,
    PRODUCT_KINDS,
)
from claims.vocabulary.lazy import lazy
from claims.vocabulary.vendors import makers


class Ownership(Enum):
    """The writer's tie to what the document measures."""

    #: The writer made a measured system.
    owner = "owner"
    #: The writer measures other makers' products and claims none of them.
    outsider = "outsider"
    #: Neither shown, but the writer speaks of its own run in the first person.
    first_person = "first_person"
    #: The text shows nothing.
    unread = "unread"


# First-person making: "we built", "we have implemented", "we maintain" ("I wrote" is too
# often a post or a query to count).
_MADE = (r"built|implemented|introduced|released|designed|developed|"
         r"shipped|rewrote|rewritten|ported|created|reworked|redesigned|open-sourced|"
         r"launched|refactored|landed|merged|contributed|maintain|maintained|trained|"
         r"pretrained|pre-trained|fine-tuned|finetuned|"
         r"are\s+releasing|are\s+introducing|are\s+announcing|announce|present")
# What a maker calls its own work: "our library", "my patch", "our new engine".
# (Not "our system", "my GPUs", "our cluster": a user's rig is its own without its making.)
_WORK = (r"implementation|library|libraries|project|code|engine|kernels?|compiler|design|"
         r"release|patch(?:es|set)?|pull\s+request|changes|approach|framework|runtime|"
         r"optimi[sz]ations?|products?|software|algorithm|crate|package|module|driver|fork|"
         r"method|solution|chips?|accelerators?|silicon|offering|models?|checkpoints?|"
         r"database|platform")
# What a user builds without making what it measures: its rig ("I built a file server"),
# or a build of someone's code ("we built with gcc", "I built it from source").
_RIG_MADE = (r"(?:\s+(?:it\s+)?(?:with|without|from|using)\b)|"
             r"\s+(?:(?:a|an|the|our|my|this|two|three|four|\d+)\s+)?(?:[\w-]+\s+){0,2}?"
             r"(?:servers?|machines?|rigs?|clusters?|box(?:es)?|nas|pcs?|computers?|"
             r"workstations?|setups?|labs?|homelabs?|test\s*beds?|environments?|"
             r"benchmarks?|harness(?:es)?|queries|scripts?|nodes?)\b")
# Each pattern read over the whole body opens with a class of the letters its words start
# with: tested at each place, it lets the engine pass most places without entering an
# alternative, with the same matches.
_OWNS = lazy(
    r"(?=[wiotmrcWIOTMRC])(?:\b(?:we|i)"
    r"(?:'ve|\s+have|\s+had|\s+also|\s+then|\s+recently|\s+just|\s+now|\s+first)*"
    r"\s+(?:" + _MADE + r")\b(?!" + _RIG_MADE + r")"
    r"|\b(?:our|my)\s+(?:own\s+|new\s+|latest\s+|first\s+|next\s+)?(?:[\w-]+\s+)?(?:"
    + _WORK + r")\b"
    # "X (this project)", "this library's own code", "this patch series"
    r"|\bthis\s+(?:project|library|crate|package|patch(?:es|set)?|release|tool|"
    r"module|driver|fork|pull\s+request|change|engine|implementation|extension)\b"
    r"|\bwe(?:'re|\s+are)\s+(?:excited|happy|pleased|proud|thrilled|delighted)\b)", re.I)
# What a title or heading calls a maker's own posting: its release notes, its changelog, a
# patch sent for review ("[PATCH v2 0/4] ..."). (In running text "the release notes say"
# speaks of someone's notes, and "this series" may be a blog's.)
_OWN_TITLE = lazy(r"(?=[rcwW\[])(?:\b(?:release\s+notes|changelog|what's\s+new\s+in|"
                  r"what\s+is\s+new\s+in)\b|\[PATCH\b)", re.I)
_WE = lazy(r"(?=[wouWOU])\b(?:we|our|ours|us)\b", re.I)
# The writer in the first person, doing something: "we ran", "I would pick", "our
# workload". A capital "I" alone is too often a numeral ("Part I"), so it needs a verb
# after it in lower case.
_FIRST_PERSON = lazy(r"(?=[WwOoMmI])(?:\b(?:[Ww]e|WE|[Oo]ur|[Mm]y)\b|"
                     r"\bI(?:'ve|'m|'d)?\s+[a-z]{2,}\b)")
_COMMENT = lazy(r"<!--.*?-->", re.S)
#: How much of the body's opening says what the document sets out to measure.
_LEAD = 800
#: Machine kinds whose names carry their maker (a cloud instance's does not: "p5.48xlarge"
#: and "p4d.24xlarge" are one cloud's).
_KINDS = ("accel", "cpu", "device", "device_model")
_BRAND = lazy(r"[A-Za-z][A-Za-z-]+")
# A table's first header that names a kind of product ("Product", "Database", "Broker").
_PRODUCT_HEADER = lazy(r"(?:products?|vendors?|solutions?|" + PRODUCT_KINDS + r"|"
                       + DEVICE_KINDS + r")", re.I)
# A title calling the document a review, not "2024 in review" nor a code or peer review.
_REVIEW = lazy(r"\breview(?:ed)?\b", re.I)
_NO_REVIEW = lazy(r"\b(?:in|code|peer|year)\s+review\b", re.I)
_VERSUS = lazy(r"\s(?:vs\.?|versus|against)\s", re.I)
# A word of a title side that names nothing by itself (a version, an article).
_NAMELESS = lazy(r"v?\d[\w.]*|the|a|an|and|on|of|in|with", re.I)
_NAME_WORD = lazy(r"[\w][\w.+-]*")
# A heading that describes the test rig.
_RIG = lazy(r"\b(?:setup|set-up|hardware|environment|test\s*bed|rig|platforms?|machines?|"
            r"system\s+information|methodology|method|configuration|host|stack)\b", re.I)
# Words of an author's name that tie no one to a subject.
GENERIC = frozenset({"the", "team", "teams", "project", "docs", "documentation", "and",
                     "blog", "systems", "community", "engineering", "performance"})


def ownership(title: str | None, text: str, machines: Iterable[tuple[str, str]] = (),
              blocks: Sequence[Block] | None = None, authors: Iterable[str] = (),
              writer: Iterable[str] = (), repository: str | None = None,
              described: bool = False) -> Ownership:
    """The writer's tie to what the document measures (see the module's note): `text` is
    the document's text (its body when `blocks` is None), `machines` (kind, name) pairs of
    the machines it names, `authors` the front matter's author names, `writer` the folded
    name words of the writer the front matter names (publisher, author organisations) and
    `repository` the folded name of the code repository the page lives in; `described`: a
    writer described, not named ("an individual's notes"), is a named writer with no names."""
    text = _COMMENT.sub(lambda m: " " * len(m.group()), text)
    machines = list(machines)
    if blocks is None:
        body, headings, compared = text, [], []
    else:
        body = " ".join(text[b.start:b.end] for b in blocks if b.kind != "heading")
        headings = [text[b.start:b.end] for b in blocks if b.kind == "heading"]
        compared = compared_names(blocks)
    own = set(writer)
    sides = _sides(title or (headings[0] if headings else ""))
    # The compared products' names and their makers' ("AMD" of "MI300X").
    names = [*compared, *(" ".join(side) for side in sides or ())]
    named = {w for name in names for w in _folded(name) | _makers(name) | _heads(name)}
    everything = " ".join([title or "", *headings, body])
    subject = mail_subject(text, blocks)
    if (_OWNS.search(everything) or _OWN_TITLE.search(" ".join([title or "", *headings,
                                                                 subject]))
            or _PATCH.search(subject)
            or _named_for_subject(title, authors)
            or _self_described(title or (headings[0] if headings else None), body)
            or (repository and (_repository_measured(repository, everything)
                                or _BRANCH_LABEL.search(body)
                                or (sides is None and benchmarks_of_title(repository, title))))
            or (own & named) or _claims_compared(own, names, body[:_LEAD])):
        return Ownership.owner
    lead = " ".join(part for part in (title, body[:_LEAD]) if part)
    # Two versions of one product ("TiDB v5.4.0 vs. v5.3.0") are one side.
    different = sides is not None and sides[1][0].casefold() not in {
        w.casefold() for w in sides[0]}
    # An organisation speaks as "we": a page that never does and sets rival makers'
    # machines side by side, or rival products in a table's columns, none of them the
    # named writer's, is a user's notes on what they own or time. Two products side by side,
    # none of them the named writer's, are an outsider's comparison.
    if (DISCLAIMED_STAKE.search(body) or _reviewed(title)
            or COMPARES_PRODUCTS.search(lead)
            or ((different or product_rows(blocks or ())) and (own or described))
            or (different and any(_RIG.search(h) for h in headings))
            or ((rival_makers(machines) or ((own or described) and product_columns(
                blocks or (), machines, own))) and not _WE.search(body))):
        return Ownership.outsider
    return Ownership.first_person if _FIRST_PERSON.search(body) else Ownership.unread


# A mail's subject header opening its text: "Subject: [PATCH v2 0/4] ...".
_SUBJECT = lazy(r"\s*Subject:[ \t]*([^\n]+)")
# A patch posted for review, named so in a mail's subject (its brackets may be masked
# from the text the rules read).
_PATCH = lazy(r"\bPATCH\b")


def mail_subject(text: str, blocks: Sequence[Block] | None) -> str:
    """The subject line a posted mail opens with (its title, where the document has no
    other), or "" for a text that opens otherwise."""
    start = next((b.start for b in blocks), len(text)) if blocks is not None else 0
    found = _SUBJECT.match(text, start)
    return found.group(1) if found else ""


def compared_names(blocks: Sequence[Block]) -> list[str]:
    """What a document's tables set side by side: each table's header cells but the first,
    and each row's first cell (a row's cells are spans of its own scan)."""
    out: list[str] = []
    for block in blocks:
        if block.kind != "table_row":
            continue
        out.extend(block.header[1:])
        if block.cells:
            start, end = block.cells[0]
            out.append(" ".join(block.scan[start:end].split()))
    return [name for name in dict.fromkeys(out) if name]


def product_rows(blocks: Sequence[Block]) -> bool:
    """Whether a table lists products row by row: its first column is headed by a kind of
    product ("Product", "Broker", "Database") and names three or more of them. Rows whose
    names open with one word are variants of one thing ("Overlap-streams" and
    "Overlap-cudaipc", two branches of one's code; "Redis 6" and "Redis 7"): one product."""
    rows: dict[tuple[str, ...], set[str]] = {}
    for block in blocks:
        if block.kind == "table_row" and block.header and block.cells \
                and _PRODUCT_HEADER.fullmatch(block.header[0].strip(" *_`")):
            start, end = block.cells[0]
            stem = _STEM.search(block.scan[start:end])
            if stem:
                rows.setdefault(block.header, set()).add(stem.group().casefold())
    return any(len(names) >= 3 for names in rows.values())


# The word a row's name opens with: "Overlap" of "Overlap-streams (NCCL)", "Redis" of
# "Redis 7.2".
_STEM = lazy(r"[^\W_]+")


def _makers(name: str) -> set[str]:
    """The folded names of the vendors whose product a name names."""
    return {m.casefold() for m in makers(name)}


def _folded(name: str) -> set[str]:
    """The words of a name, folded, without its markup."""
    return {w.casefold().strip("*_`.") for w in _NAME_WORD.findall(name)}


def _heads(name: str) -> set[str]:
    """The first part of each compound word of a name, folded: a library named from its
    project and its job ("serde_json", "tokio-console") is that project's."""
    return {w.casefold().split(c)[0] for w in _NAME_WORD.findall(name)
            for c in "_-" if c in w.strip("_-")} - {""}


def _sides(title: str) -> tuple[list[str], list[str]] | None:
    """The naming words of a title's two sides ("Meilisearch against Typesense"), or None
    when it sets no two things side by side."""
    parts = _VERSUS.split(title, maxsplit=1)
    if len(parts) != 2:
        return None
    left, right = (_names(p) for p in parts)
    return (left, right) if left and right else None


def _names(side: str) -> list[str]:
    """The words of a title side that name something, in order."""
    return [w for w in _NAME_WORD.findall(side) if not _NAMELESS.fullmatch(w)]


# A label naming the branch of code a run measured ("Branch: main"): in a page that lives
# in a code repository, the branch is the repository's own, so the page measures its code.
_BRANCH_LABEL = lazy(r"^[ \t*_]*Branch[ \t*_]*:", re.M)


# A repository named for a comparison or a benchmark, not for a product it measures
# ("redis-vs-nats", "proxy-benchmarks").
NO_PRODUCT = lazy(r"(?:^|[-_.])(?:vs|versus|bench(?:mark)?s?|comparisons?|tests?)(?:$|[-_.])",
                   re.I)


def _repository_measured(repository: str, text: str) -> bool:
    """Whether the page's own repository is a project its text names ("pg_uuidv7" in the
    pg_uuidv7 repository's benchmark page): a project's docs measuring the project. A
    repository named for the comparison it holds names no product."""
    if len(repository) < 3 or NO_PRODUCT.search(repository):
        return False
    # its parts joined as the text may join them ("yugabyte-db" written "YugabyteDB")
    joined = r"[-_.]?".join(re.escape(p) for p in re.split(r"[-_.]", repository) if p)
    return re.search(r"(?<![\w/.-])" + joined + r"(?![\w/-])", text, re.I) is not None


# The words of a repository's name that say it holds benchmarks, not what they measure.
_BENCH_WORD = lazy(r"bench(?:mark)?s?|results?|tests?|comparisons?|perf(?:ormance)?", re.I)
_VS_WORD = lazy(r"vs|versus", re.I)


def benchmarks_of_title(repository: str, title: str | None) -> bool:
    """Whether a repository is named for the benchmarks of the one product its page's title
    opens with ("pgvectors-benchmark-results" under "pgvecto.rs benchmark results",
    "lavinmq-benchmark" under "LavinMQ v2.10.0 throughput"): a product's own benchmark
    page. One named for a comparison ("redis-vs-nats") or for a product the title does not
    open with ("traefik-benchmark" under "Reverse proxies: haproxy, ... and traefik") is
    not."""
    parts = [p for p in re.split(r"[-_.]", repository) if p]
    stem = [p.casefold() for p in parts if not _BENCH_WORD.fullmatch(p)]
    if not stem or len(stem) == len(parts) or any(_VS_WORD.fullmatch(p) for p in stem):
        return False
    opening = [re.sub(r"\W", "", w).casefold() for w in _NAME_WORD.findall(title or "")]
    return opening[:len(stem)] == stem


def _claims_compared(own: set[str], names: Sequence[str], lead: str) -> bool:
    """Whether the opening names the writer and, in the same sentence, calls a compared
    product its own ("PingCAP ran sysbench against its TiDB Cloud and Amazon Aurora")."""
    firsts = {w for name in names for w in _names(name)[:1] if len(w) > 1}
    if not own or not firsts:
        return False
    writer = "|".join(re.escape(w) for w in sorted(own))
    product = "|".join(re.escape(w) for w in sorted(firsts))
    return re.search(r"(?<![\w-])(?:" + writer + r")\b[^.\n]{0,120}?\b(?:its|their)\s+"
                     r"(?:own\s+|new\s+)?(?:" + product + r")(?![\w-])", lead, re.I) is not None


# A title that is a bare name ("XNNPACK", "fast-json"): a project's own page.
_BARE_TITLE = lazy(r"[#\s]*([A-Za-z][\w.+-]*(?:[ \t][A-Za-z][\w.+-]*)?)[ \t]*", re.I)


def _self_described(title: str | None, body: str) -> bool:
    """Whether a page titled with a bare name opens by defining it as a piece of software
    ("XNNPACK is a library of ...", "Foo is a fast engine for ..."): a project's own
    README. Its figures time the project's own code, on whatever machines of whatever makers
    it runs on (phones and boards of two makers are platforms then, not rivals)."""
    bare = _BARE_TITLE.fullmatch(title or "")
    if bare is None:
        return False
    name = re.escape(bare.group(1))
    return re.search(r"(?<![\w-])" + name + r"\s+is\s+(?:an?|the)\s+(?:[\w-]+\s+){0,3}?(?:"
                     + _WORK + r")\b", body[:_LEAD], re.I) is not None


def _reviewed(title: str | None) -> bool:
    """Whether the title calls the document a review of what it measures."""
    return title is not None and bool(_REVIEW.search(title)) and not _NO_REVIEW.search(title)


def _named_for_subject(title: str | None, authors: Iterable[str]) -> bool:
    """Whether an author's name holds a name the title holds ("DeepSpeed Team (Microsoft)"
    on "DeepSpeed Chat", "Dennis Schwerdel (VpnCloud)" on "VpnCloud performance tests"): a
    team or a project's own docs writing about the project."""
    if not title:
        return False
    words = {w.casefold() for w in _NAME_WORD.findall(title)}
    for author in authors:
        own = {w.casefold() for w in _NAME_WORD.findall(author)} - GENERIC
        if any(w in words and _tied(w, author) for w in own):
            return True
    return False


# A word an author's name ties to what it speaks for: one in the brackets after a person's
# name ("Dennis Schwerdel (VpnCloud)"), or one before "team", "project", "docs" ("DeepSpeed
# Team").
_TIE = lazy(r"\(([^)]*)\)|([\w.+-]+)\s+(?:teams?|project|docs|maintainers|developers)\b", re.I)


def _tied(folded: str, author: str) -> bool:
    """Whether the author's name ties a word to itself as a product's name, not a person's
    first or last name: cased as only a name is ("InferNode", "VpnCloud"), in the brackets
    after a person's name, or before "team" or "project"."""
    for word in _NAME_WORD.findall(author):
        if word.casefold() == folded and any(c.isupper() for c in word[1:]):
            return True
    for m in _TIE.finditer(author):
        tied = _NAME_WORD.findall(m.group(1)) if m.group(1) is not None else [m.group(2)]
        if folded in {w.casefold() for w in tied}:
            return True
    return False


def rival_makers(machines: Iterable[tuple[str, str]]) -> bool:
    """Whether two makers or more made machines of one kind among (kind, name) pairs: two
    GPUs, two drives or two CPUs of different makers; a CPU and a GPU are parts of one
    server, not rivals."""
    by_kind: dict[str, set[str]] = {}
    for kind, name in machines:
        if kind in _KINDS:
            maker = maker_of(name)
            if maker:
                by_kind.setdefault(kind, set()).add(maker)
    return any(len(found) > 1 for found in by_kind.values())


def maker_of(name: str) -> str | None:
    """Who made a machine: the vendor whose product it names ("H100": nvidia), else the
    brand word it opens with ("Samsung 970": samsung); None when it opens with no word."""
    known = makers(name)
    if known:
        return min(known)
    brand = _BRAND.match(name)
    return brand.group().casefold() if brand and len(name.split()) > 1 else None
