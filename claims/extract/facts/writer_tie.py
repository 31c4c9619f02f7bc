"""Whether the writer of a page in a code repository names, in its own names, what the
page's title says it measures: a project's page timing the project ("Faster CPython team"
on "CPython 3.14 JIT", NVIDIA's repository on "TensorRT LLM on B200", a company's blog
repository) is tied; a person's
repository timing other people's software or hardware ("racksetup" by "Ignalina" on
"Samsung 9a3 drives", "grpc-benchmarking" by "cjihrig" on "gRPC echo servers in Node.js,
Go and Rust") is not, so its figures are a third party's. Only a person's repository is
read so: one whose publisher is its owner's handle or name (`_handle`).

The writer's names are the publisher's name (before any description in brackets), the
repository's owner and the repository's name with its parts. A repository named for
benchmarks or a comparison ("postgres-queue-benchmarks", "traefik-benchmark") names what
it times, not what its owner made: its parts tie nothing, though a title that spells the
whole repository name ("attested-tls-benchmarks: ...") is the repository's own page. A
vendor the title's products name ("B200": NVIDIA) ties a writer of that name."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy
from claims.vocabulary.vendors import makers

# A repository that holds a publication (a blog, docs, a site) is the publisher's own
# writing, not a harness of someone's timing others' products: no reading.
_PUBLICATION = lazy(r"blogs?|docs|website|site|www|wiki|documentation|pages", re.I)
_FORGE = lazy(r"^https?://(?:www\.)?(?:github\.com|gitlab\.com|codeberg\.org|bitbucket\.org)"
              r"/(?P<owner>[\w.-]+)/(?P<repo>[\w.-]+)", re.I)
_OWNER_REPO = lazy(r"(?<![\w./])(?P<owner>[\w.-]+)/(?P<repo>[\w.-]+)(?![\w/])")
# A title names something when a word past its first letter is capitalised or joins
# letters and digits ("A100", "4k", "gRPC"); "Timings" or "How long compilers take" name
# no product to tie a writer to.
_NAMES = lazy(r"[A-Z]|[A-Za-z]\d|\d[A-Za-z]")
_WORD = lazy(r"[^\W_][\w.+-]*")
# A repository part that says it holds benchmarks or a comparison, not a product.
_BENCH = lazy(r"bench(?:mark(?:ing)?)?s?|results?|tests?|comparisons?|vs|versus|perf", re.I)
# Words of a writer's name or a title that name no one: a place of publishing, a kind of
# page, a job (a repository "performance-notes" names no product of a title's
# "performance").
_NAMELESS = frozenset({
    "the", "and", "for", "with", "team", "teams", "project", "projects", "docs", "doc",
    "documentation", "blog", "wiki", "notes", "note", "github", "gitlab", "repository",
    "repo", "org", "inc", "labs", "lab", "technologies", "systems", "community",
    "engineering", "performance", "public", "report", "reports", "page", "mirror",
    "mirrored", "official", "open", "source", "core", "dev", "data", "web"})


def writer_tied(url: str | None, publisher: str | None, title: str | None) -> bool:
    """Whether a page's writer names what its title measures (see the module's note); True
    for a page that lives in no code repository, or whose title names nothing, or a
    repository that holds a publication or that an organisation publishes."""
    found = _FORGE.match(url or "") or _OWNER_REPO.search(publisher or "")
    if found is None or not title or not _NAMES.search(title, 1):
        return True
    owner, repo = found.group("owner"), found.group("repo").removesuffix(".git")
    if not _handle(owner, publisher or owner):
        return True
    writer = _parts(owner) | _parts((publisher or "").split("(")[0])
    repo_parts = [p for p in re.split(r"[-_.]", repo) if p]
    if any(_PUBLICATION.fullmatch(p) for p in repo_parts):
        return True
    if not any(_BENCH.fullmatch(p) for p in repo_parts):
        writer |= _parts(repo)
    if not writer:
        return True
    said = _parts(title) | {m.casefold() for m in makers(title)}
    spelled = re.sub(r"[\W_]", "", title.casefold())
    return bool(writer & said) or re.sub(r"[\W_]", "", repo.casefold()) in spelled


def _parts(name: str) -> set[str]:
    """The folded words of a name and the parts of its joined words ("tensorrt" and "llm"
    of "TensorRT-LLM"), but words naming no one, benchmark words and short ones."""
    out: set[str] = set()
    for word in _WORD.findall(name):
        word = word.casefold().strip(".+-")
        out.add(word)
        out.update(p for p in re.split(r"[-_.+]", word) if p)
    return {w for w in out if len(w) > 2 and w not in _NAMELESS and not _BENCH.fullmatch(w)}


# Words that name an organisation, not a person: "XDP project", "EMQ Technologies".
_ORGANISATION = lazy(r"\b(?:project|team|technologies|labs?|inc|corp|foundation|company|"
                     r"group|org)\b", re.I)


def _handle(owner: str, publisher: str) -> bool:
    """Whether the publisher is the repository's owner by handle or by a person's name
    ("cjihrig" of cjihrig/grpc-benchmarking, "Stanislav Kozlovski" of stanislavkozlovski):
    a person's repository. An organisation ("EMQ Technologies" of emqx, "XDP project")
    times its own work there more often than not, whatever its title names."""
    name = publisher.split("(")[0].split("/")[0]
    if _ORGANISATION.search(name):
        return False
    return re.sub(r"[\W_]", "", name).casefold() == re.sub(r"[\W_]", "", owner).casefold()
