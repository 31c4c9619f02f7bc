"""What a publisher's description says of its making: that it makes what it measures ("the
author of the kernels", "a developer's kernel repository", "benchmark page of a Java file-I/O
project") or makes none of it ("not the maker of either server", "an independent
benchmarking project"), read by `claims.extract.setting` for the writer's tie."""

from __future__ import annotations

import re
from itertools import pairwise

from claims.vocabulary.comparisons import PRODUCT_KINDS
from claims.vocabulary.lazy import lazy

#: Words that say someone makes, builds or sells a thing ("maker", "built", "does not make").
_MAKING = frozenset({"make", "makes", "made", "maker", "makers", "making", "build", "builds",
                     "built", "builder", "builders", "write", "writes", "wrote", "written",
                     "vendor", "vendors", "sell", "sells", "sold", "develop", "develops",
                     "developed", "developer", "developers"})
#: How many words apart a negation and a word of making may stand and still be one phrase
#: ("not the maker of either", "maker of none", "neither WireGuard's makers").
_DISCLAIM_SPAN = 3


def disclaims_making(description: str) -> bool:
    """True when a publisher's description says it makes none of what it measures: a
    negation within a few words of a word of making ("maker of neither PostgreSQL nor the
    machines", "an outside tester who makes none of the machines", "not the maker of either
    server", "CPython releases he does not make"), every word of making given another doer
    ("made by others"), or a user's possessive or a word of buying or renting and no word
    of making ("a Raspberry Pi owner's guide", "a mini PC he bought"), or a word calling
    itself independent and none of making. Such a writer is no
    party to the figures, whatever names its description repeats."""
    words = [w.strip(",;:.()'\"").casefold() for w in description.split()]
    negations = [i for i, w in enumerate(words) if w in NEGATIONS]
    making = [i for i, w in enumerate(words) if w in _MAKING]
    # "measuring vLLM and LMCache, made by others": every word of making has another doer
    # ("its author wrote the programs, on facilities made by others" affirms one of its own).
    if making and all(words[m + 1:m + 3] == ["by", "others"] for m in making):
        return True
    # "a Raspberry Pi 5 owner's guide": a user of what it measures, who makes none of it
    # (not a repository's or project's owner, whose place it is).
    if not making and any(w.replace("\u2019", "'") in _USER_ROLES
                          and (i == 0 or words[i - 1] not in _OWNED_PLACES)
                          for i, w in enumerate(words)):
        return True
    # "comparing boards and a mini PC he bought", "on instances she rents": a buyer or a
    # tenant of what it measures, with no word of making, makes none of it.
    if not making and any(w in _ACQUIRING for w in words):
        return True
    # "an independent instance benchmarking project": a publisher calling itself independent,
    # with no word of making ("an independent software vendor" sells), is no party.
    if not making and "independent" in words:
        return True
    # "measuring other makers' hardware": every word of making is someone else's
    if making and all(m > 0 and words[m - 1] == "other" for m in making):
        return True
    # The negation governs the making ("not the maker", "neither WireGuard's makers") or
    # is its object ("makes none of", "maker of neither"); "the Foo developers (not
    # affiliated with Acme)" negates something else.
    return any(0 < m - n <= _DISCLAIM_SPAN
               or (n - m == 1 and words[m] not in _MAKER_NOUNS)
               or (n - m == 2 and words[m + 1] == "of")
               for n in negations for m in making)


#: A user of a product, in the possessive of the document it writes ("an owner's guide").
_USER_ROLES = frozenset({"owner's", "user's", "customer's", "buyer's"})
#: Words that say the writer bought or rents what it measures, as a customer does.
_ACQUIRING = frozenset({"bought", "buys", "purchased", "purchases", "rented", "rents",
                        "leased", "leases"})
#: What a publisher owns that is a place of publication, not a product it uses.
_OWNED_PLACES = frozenset({"repository", "repo", "project", "site", "blog", "page", "channel",
                           "account", "organisation", "organization", "company"})
#: A maker named as a role of something ("makers of DuckDB", "the author of the kernels").
_MAKER_NOUNS = frozenset({"maker", "makers", "author", "authors", "developer", "developers",
                          "creator", "creators", "builder", "builders"})
#: A verb of making after "who" ("Intel Labs and Hugging Face, who built the method").
_MADE = frozenset({"built", "builds", "build", "made", "makes", "make", "wrote", "writes",
                   "write", "developed", "develops", "develop", "created", "creates", "create",
                   "designed", "designs", "design", "maintain", "maintains", "maintained"})


def claims_making(description: str) -> bool:
    """True when a publisher's description says it made what it measures: a maker named as
    a role of something ("makers of the OrmLite library measured", "the author of the
    kernels", "Sonic's author", "uvloop's authors"), or "who built" it, or one that sells
    or runs part of what "it measures" (`_sells_what_it_measures`), or a repository of
    the writer's own kind of software ("a developer's kernel repository"), or a page "of" a
    project ("benchmark page of a Java file-I/O project"); never one that disclaims making
    (`disclaims_making`)."""
    if disclaims_making(description):
        return False
    words = [w.strip(",;:.()\"").casefold() for w in description.split()]
    if _sells_what_it_measures(words):
        return True
    for i, word in enumerate(words):
        after, then, third = [*words[i + 1:i + 4], "", "", ""][:3]
        # "the author of the kernels", not "the author of the post" (its writer)
        made = third if then in ("the", "this", "that", "these") else then
        if (word in _MAKER_NOUNS and after == "of" and made not in _WRITINGS) \
                or (word == "who" and after in _MADE):
            return True
        # "Sonic's author", but not "a developer's repository" (a role, not a maker's)
        if word.endswith(("'s", "\u2019s")) and after in _MAKER_NOUNS and then not in _PLACES:
            return True
        # "a developer's kernel repository": the repository of the writer's own kernels
        # (not "a developer's benchmark repository", nor "database test repository")
        if word.endswith(("'s", "\u2019s")) and _OWN_KIND.fullmatch(after) \
                and then in _HOLDERS:
            return True
    # "benchmark page of a Java file-I/O project", "documentation of the Foo framework": a
    # project's own page (not "README of a broker benchmark repository")
    return _PAGE_OF.search(description) is not None


#: What a writer's repository may hold of its own making ("kernel", "broker", "library").
_OWN_KIND = lazy(PRODUCT_KINDS + r"|kernels?|tools?|servers?|crates?|packages?")
#: Where a maker keeps its own code.
_HOLDERS = frozenset({"repository", "repositories", "repo", "project"})
#: A page of a project's own publishing, "of" the project: an article, up to four words, a
#: kind of software ending the phrase.
_PAGE_OF = lazy(r"\b(?:pages?|documentation|docs|readme|wiki|site)\s+of\s+(?:a|an|the)\s+"
                r"(?:[^\s,;()]+\s+){0,4}?(?:projects?|" + PRODUCT_KINDS
                + r"|tools?|servers?)\s*(?:$|[,;()])", re.I)


#: Verbs of selling or making whose subject, the publisher, then measures the thing.
_SELLS = frozenset({"sells", "makes", "builds", "develops", "ships", "maintains", "offers",
                    "operates", "runs"})
#: Verbs of measuring that, with "it", say the publisher measures what it sells or owns.
_MEASURES = frozenset({"measures", "measured", "ranks", "ranked", "compares", "compared",
                       "tests", "tested", "benchmarks", "benchmarked"})


def _sells_what_it_measures(words: list[str]) -> bool:
    """True when a description says its publisher sells or makes what it measures: the
    publisher's own name (its first word) as the subject of a verb of selling ("Supabase
    blog; Supabase sells the hosted Postgres that it measures"), or a product "whose own"
    service is among what "it ranks" ("run by Acme, whose own endpoint is one of the eight
    providers it ranks")."""
    if not words:
        return False
    measures = any(w == "it" and after in _MEASURES for w, after in pairwise(words))
    if not measures:
        return False
    name = words[0]
    named = any(w == name and after in _SELLS for w, after in pairwise(words[1:]))
    return named or any(w == "whose" and after == "own" for w, after in pairwise(words))


#: What the author of a text wrote: the text, not the system it measures.
_WRITINGS = frozenset({"post", "posts", "article", "blog", "page", "readme", "piece", "story",
                       "report", "review", "text", "note", "notes", "write-up", "paper"})
#: What a possessive maker's noun may own instead of making it ("an author's blog").
_PLACES = frozenset({"repository", "blog", "site", "test", "tests", "benchmark", "benchmarks",
                     "notes", "page"})


#: Words after which a publisher's description names parties it is not ("a tester's
#: repository, not the maker of either server"; "neither WireGuard's makers nor ...").
NEGATIONS = frozenset({"not", "neither", "nor", "never", "none"})
