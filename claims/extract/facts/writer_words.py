"""The words that name a document's writer (its publisher, an author's organisation) and
the words of a title they are matched against, to tell whether a title names its writer.

A later word of a writer's description that joins a name to a plain word with a hyphen
names it only as a whole: "LLM-Learning" (a repository's name) is one name, and its part
"LLM" is no name of the writer, so a title about "LLM serving" does not name it; names
joined ("NVIDIA-NeMo") are each a name. Where the description says where it is published
("notes on GitHub"), that place is no name of the writer either.

A description is no name: "an individual developer's kernel repository", "unknown (a GPU
benchmark report run on ...)" name nobody, so their words ("an", "GPU", "unknown") are
not the writer's, and a title holding them ("llama.cpp on an M1 Pro", "GPU Benchmark")
does not name its writer. A phrase opened by an indefinite article runs to the next bracket,
comma or semicolon; a placeholder ("unknown", "anonymous") stands for a name not given."""

from __future__ import annotations

from itertools import pairwise

from claims.vocabulary.lazy import lazy

# Words a team's or publisher's name may open with that name no one ("the Core Team").
GENERIC = frozenset({"the", "core", "web", "data", "dev", "developer", "developers", "platform",
                     "infrastructure", "release", "community", "blog", "editorial", "product",
                     "docs", "documentation", "benchmark", "benchmarking", "performance",
                     "engineering", "research", "open", "source", "project", "our",
                     # a kind of page, named where no writer is ("benchmark page of ...",
                     # "(repository not recorded)")
                     "page", "pages", "repository", "repo", "notes", "readme", "wiki",
                     "site", "report", "guide", "articles"})
WORD = lazy(r"\w[\w.+]*")
# A word with its hyphenated parts ("LLM-Learning", "vLLM-Ascend").
_COMPOUND = lazy(r"\w[\w.+]*(?:-\w[\w.+]*)*")
# A word cased as only a name is ("APISIX", "vLLM", "PyTorch", "H100"): a capital after its
# first letter, or a digit.
_NAME_CASED = lazy(r"^\w+?[A-Z0-9]")
# Words after which a description names where it is published ("notes on GitHub").
_PLACE = frozenset({"on", "at", "via"})
# A phrase describing the writer, not naming it: from an indefinite article to the end of
# its part ("an individual's notes", "a GPU benchmark report run on Beam"). (An initial
# has its full stop, "A. Smith"; "A10" is a word.)
_DESCRIPTION = lazy(r"(?<![\w.-])[Aa]n?\s+[^(),;]*")
# Words after which a writer's opening name has ended.
_ENDS_NAME = frozenset({"of", "in", "on", "at", "by", "for", "from", "with", "via", "not",
                        "no", "never", "neither", "nor", "none", "about"})
# Words standing for a writer's name that the source does not give.
_PLACEHOLDERS = frozenset({"unknown", "anonymous", "unnamed", "unattributed", "n/a", "none"})


def name_words(name: str) -> set[str]:
    """The folded words of a team's or publisher's name that name it: the first one that is
    not generic ("Acme" of "The Acme Team"), and any later one cased as only a name is
    ("APISIX" of "Apache APISIX blog", where the foundation's word comes first), not after
    a word of place, and taken whole with its hyphenated parts (see the module's note)."""
    name = described_away(name)
    found: set[str] = set()
    for word in (w.rstrip(".") for w in WORD.findall(name)):
        # (the name opens the text: a word after a preposition or a negation is a
        # description's, "page of ...", "(repository not recorded)")
        if word.casefold() in _ENDS_NAME:
            break
        if word.casefold() not in GENERIC:
            found = {word.casefold()}
            break
    tokens = [w.rstrip(".") for w in _COMPOUND.findall(name)]
    for before, token in pairwise(["", *tokens]):
        if token.casefold() in GENERIC or before.casefold() in _PLACE:
            continue
        found |= {w.casefold() for w in _names_in(token)}
    return found


def described_away(name: str) -> str:
    """A writer's name without the phrases that describe it instead of naming it and the
    placeholders for a name not given (see the module's note)."""
    kept = _DESCRIPTION.sub(" ", name)
    return " ".join(w for w in kept.split() if w.strip("()[],;:").casefold() not in _PLACEHOLDERS)


def _names_in(token: str) -> list[str]:
    """The names a word with its hyphenated parts holds: each part when every part is cased
    as a name ("NVIDIA-NeMo", "TensorRT-LLM": names joined), else the whole word when it is
    cased as one ("LLM-Learning": one name, its part "LLM" no name by itself)."""
    parts = token.split("-")
    if len(parts) > 1 and all(_NAME_CASED.match(p) for p in parts):
        return [token, *parts]
    return [token] if _NAME_CASED.match(token) else []


def title_words(title: str) -> set[str]:
    """The folded words of a title, each alone and whole with its hyphenated parts
    ("vLLM-Ascend doubles": "vllm", "ascend", "vllm-ascend", "doubles")."""
    return {w.rstrip(".").casefold() for w in (*WORD.findall(title), *_COMPOUND.findall(title))}
