"""Who the text says measured or reported the figures: "the vLLM team reports",
"measured by Phoronix", "Micron says"."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from claims.extract.facts.ownership import GENERIC
from claims.vocabulary.lazy import lazy

# A name may hold dots ("vLLM", "Node.js") but never ends with one: "FP8. The authors"
# is the end of one sentence and the start of the next.
NAME = r"(?:[A-Z](?:[\w.-]*\w)?|[a-z]{1,3}[A-Z](?:[\w.-]*\w)?)"
SP = r"[ \t]+"  # names never run across a line break
_WHO = lazy(
    r"(?<![\w-])(?P<who>(?:" + NAME + r"(?:" + SP + NAME + r"){0,2})(?:" + SP + r"(?:and|&)"
    + SP + r"(?:the" + SP + r")?" + NAME + r")*"
    r"(?:[ \t]+(?:team|engineers|researchers|developers|maintainers|authors))?)[ \t]+"
    r"(?:report|reports|reported|says|said|claims|measured|announced|benchmarked)\b"
    r"|\b(?:reported|measured|audited|certified|verified|tested|benchmarked|reproduced|"
    r"replicated|conducted|performed)\s+by\s+(?:the\s+)?"
    r"(?P<by>" + NAME + r"(?:" + SP + NAME + r"){0,2}(?:" + SP + r"(?:team|lab|labs))?)")
# The "<verb> by <who>" half of _WHO alone, for a "<who> <verb>" whose who is no party.
_BY_WHO = lazy(
    r"\b(?:reported|measured|audited|certified|verified|tested|benchmarked|reproduced|"
    r"replicated|conducted|performed)\s+by\s+(?:the\s+)?"
    r"(?P<by>" + NAME + r"(?:" + SP + NAME + r"){0,2}(?:" + SP + r"(?:team|lab|labs))?)")
# Every match of _WHO holds one of these: "<who> says" ends with one, "reported by <who>"
# opens with one.
_WHO_VERBS = ("report", "said", "says", "claim", "measured", "announced", "benchmarked",
              "audited", "certified", "verified", "tested", "reproduced", "replicated",
              "conducted", "performed")
# A space-separated word that can stand in "<who> says": a name or a joining word.
_WHO_WORD = lazy(NAME + r"|and|&|the|team|engineers|researchers|developers|maintainers|"
                 r"authors")
_NAME_START = lazy(r"(?<![\w-])[A-Za-z]")
#: Words that open a condition or a time clause: "If HPL reports throttling" says what a
#: tool prints when something happens, not who measured the figures.
CONDITIONAL = frozenset({"if", "when", "whenever", "unless", "once", "until", "while",
                         "whether", "should"})
# "measured by Phoronix", "testing conducted by Acme Labs": a named measurer, who is the
# document's own party or an outside one.
_PRONOUNS = frozenset({"It", "They", "He", "She", "This", "That", "These", "The", "We", "Its",
                       "Our", "Their", "A", "An", "One"})


def measured_by(text: str) -> str | None:
    """The party the text says reported or measured the figures ("the vLLM team"); a thing
    that carries figures is no party ("Results reported by Phoronix" gives Phoronix)."""
    # a heading's verb is a noun ("## Validation claims"): no one says anything there
    said = (m for m in _who_matches(text)
            if not text[text.rfind("\n", 0, m.start()) + 1:m.start()].lstrip().startswith("#"))
    return _first_party(said) or (
        _first_party(_BY_WHO.finditer(text)) if " by " in text else None)


def _who_matches(text: str) -> Iterator[re.Match[str]]:
    """What `_WHO.finditer(text)` yields, trying _WHO only where a match can start: at each
    verb ("reported by ...") and at the names in the few words before it ("Micron says").

    The regex engine would try every position of a long text; most are far from a verb.
    """
    starts: set[int] = set()
    for verb in _offsets(text, _WHO_VERBS):
        starts.add(verb)
        starts.update(m.start() for m in _NAME_START.finditer(text, _who_start(text, verb), verb))
    end = 0
    for at in sorted(starts):
        if at >= end:  # matches do not overlap, as in finditer
            m = _WHO.match(text, at)
            if m:
                end = m.end()
                yield m


def _offsets(text: str, words: Iterable[str]) -> list[int]:
    """Every offset where one of the words occurs in the text."""
    found = []
    for word in words:
        at = text.find(word)
        while at >= 0:
            found.append(at)
            at = text.find(word, at + 1)
    return found


def _who_start(text: str, verb: int) -> int:
    """The earliest offset of a "<who> <verb>" whose verb stands at `verb`: back from it
    over the space-separated words of its line while each can stand in a who (the first
    word that cannot may still hold the who's start, after a bracket or a dot)."""
    start = verb
    while True:
        gap = start
        while gap and text[gap - 1] in " \t":
            gap -= 1
        if gap == start:  # a who is followed by a space or tab
            return start
        word = max(text.rfind(" ", 0, gap), text.rfind("\t", 0, gap),
                   text.rfind("\n", 0, gap)) + 1
        if not _WHO_WORD.fullmatch(text, word, gap):
            return word
        start = word


def _first_party(matches: Iterable[re.Match[str]]) -> str | None:
    """The first match that names a party rather than a lone pronoun or a thing that
    carries figures ("The PR reports", "Metrics reported by")."""
    for m in matches:
        groups = m.groupdict()
        who = (groups.get("who") or groups.get("by") or "").strip()
        first = who.split()[0] if who else ""
        if not who or (first in _PRONOUNS and len(who.split()) == 1):
            continue
        if first.casefold() in CONDITIONAL:
            continue  # "If HPL reports throttling": what a tool prints, not who measured
        if first == "The":
            who = who[4:]
        if is_no_party(who):
            continue
        return who
    return None


# What a figure is reported in or by without being anyone: a change, a document, a tool's
# output. "The PR reports 19%" names no measurer.
_NO_PARTY = frozenset({
    "pr", "prs", "pull request", "patch", "patches", "commit", "commits", "change", "changes",
    "changelog", "release notes", "paper", "post", "blog", "blog post", "article", "report",
    "whitepaper", "white paper", "study", "survey", "analysis", "table", "chart", "charts",
    "graph", "figure", "dashboard", "metrics", "metric", "results", "result", "numbers",
    "figures", "data", "benchmarks", "benchmark", "tests", "test", "ci", "logs", "log",
    "profiler", "readme", "docs", "documentation", "issue", "thread", "announcement"})


def is_no_party(who: str) -> bool:
    """True when a would-be measurer is a thing that carries figures, not a party: a pull
    request, a paper, a chart, "Metrics" or "Results"."""
    return " ".join(who.casefold().split()) in _NO_PARTY



# "according to Phoronix", "as Loggly reported": a figure given to a named party.
_ACCORDING = lazy(r"\b(?i:according\s+to\s+(?:the\s+)?)"
                  r"(?P<who>[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*){0,2})")
# A figure cited from a paper by its authors: "Dao et al. report 230 TFLOPs/s".
_CITED = lazy(r"\b[A-Z][\w-]+\s+et\s+al\b")
_OWN_WORDS = frozenset({"we", "our", "us", "i", "my", "me", "this", "these", "its", "their"})
_NAME_WORD = lazy(r"[\w][\w.+-]*")


def attributed(sentence: str, parties: Iterable[str], title: str | None) -> bool:
    """Whether a sentence gives its figures to someone else's run ("Loggly reported 9,000
    requests/s", "according to Phoronix", a paper's "Dao et al."): a named party, not one
    of the document's parties, and not named in its title (a document about SGLang naming
    "the SGLang team" speaks of its own)."""
    if _CITED.search(sentence):
        return True
    who = measured_by(sentence)
    if who is None:
        found = _ACCORDING.search(sentence)
        who = found.group("who") if found else None
    if who is None or is_no_party(who):
        return False
    words = [w.casefold() for w in _NAME_WORD.findall(who)]
    if not words or words[0] in _OWN_WORDS:
        return False
    own = {w.casefold() for p in parties for w in _NAME_WORD.findall(p)}
    own |= {w.casefold() for w in _NAME_WORD.findall(title or "")}
    return not (set(words) - GENERIC) & own
