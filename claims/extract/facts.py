"""What a document says about itself: who measured, caveat sections, cached tokens,
simulations and experimental components. Each reader is a small pure function of text."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from claims.model import Evidence, Independence, Maturity

CAVEAT_HEADING = re.compile(
    r"\b(?:limit(?:s|ation|ations)?|caveats?|uncertaint(?:y|ies)|disclaimers?|threats?\s+to\s+"
    r"validity|what\s+we\s+(?:do\s+not|don.t)\s+know|open\s+questions|reservations|"
    r"fine\s+print|methodology\s+notes?|known\s+issues)\b", re.I)


@dataclass(frozen=True, slots=True)
class _Phrases:
    """A case-insensitive pattern and the words (lower case) any match of it opens with.

    The regex engine tries a pattern that opens with a word boundary at every
    position of a text; trying it only where `str.find` sees an opening word gives
    the same answer in a fraction of the time on a long text.
    """

    pattern: re.Pattern[str]
    openers: tuple[str, ...]

    def search(self, text: str, lowered: str) -> bool:
        """True when the pattern matches somewhere in `text` (`lowered` is `_lower(text)`)."""
        for word in self.openers:
            at = lowered.find(word)
            while at >= 0:
                if self.pattern.match(text, at):
                    return True
                at = lowered.find(word, at + 1)
        return False


def _lower(text: str) -> str:
    """The text in lower case as `re.IGNORECASE` compares it, offset for offset: there the
    dotted capital I and the dotless i also match i, and the long s matches s."""
    if not text.isascii():
        for odd, plain in (("\u0130", "i"), ("\u0131", "i"), ("\u017f", "s")):
            if odd in text:
                text = text.replace(odd, plain)
    return text.lower()


# Independence is read from wording. Each table below is one kind of statement; each
# pattern lists the words its matches open with (see _Phrases). A negation wins.
_NOT_INDEPENDENT = _Phrases(re.compile(
    # "not independently verified", "has not been replicated", "was not submitted for audit"
    r"\bnot\s+(?:(?:an?|any|be|been|being|yet|submitted|subject|subjected|sent|put|published|"
    r"for|to|through)\s+){0,3}(?:independent(?:ly)?|third[- ]party|externally|audit(?:ed)?|"
    r"verified|replicated|reproduced)"
    r"|\b(?:pending|awaiting)\s+(?:an?\s+)?(?:independent\s+|third[- ]party\s+|external\s+)?"
    r"(?:audit|review|verification|replication)"
    # "no independent tests", "no audited benchmark", "no third-party review"
    r"|\bno\s+(?:independent|third[- ]party|outside|external|audit(?:ed|s)?)\b"
    r"|\b(?:un|non-?)(?:verified|audited|reviewed|replicated)\b"
    r"|\bself[- ](?:reported|measured|published|certified|audited)\b"
    r"|\bvendor[- ](?:reported|supplied|provided|measured)\b"
    r"|\byet\s+to\s+be\s+(?:independently\s+)?(?:verified|replicated|reproduced|audited)\b"
    # "no one outside the company could reproduce the numbers"
    r"|\b(?:no\s+one|nobody)\s+(?:\w+\s+){0,4}?(?:could|can|(?:was|were)\s+able\s+to|"
    r"(?:has|have|had)(?:\s+been\s+able\s+to)?)\s+(?:yet\s+)?"
    r"(?:reproduc|replicat|verif|audit|confirm)\w*"
    r"|\bwithout\s+(?:an?\s+|any\s+)?(?:independent|third[- ]party|external|outside)\s+"
    r"(?:audit|review|verification|replication|test|testing|measurement)"
    # "independent reviews had not been published"
    r"|\bindependent\s+(?:reviews?|tests?|testing|measurements?|benchmarks?|replications?|"
    r"audits?|results?)\s+(?:had|have|has|were|was|are|is)\s+(?:not|yet\s+to)\b", re.I),
    ("no", "unverified", "unaudited", "unreviewed", "unreplicated", "self", "vendor", "yet",
     "without", "independent", "pending", "awaiting"))  # "no" opens "not", "nobody", "non-"
_AUDITED = _Phrases(re.compile(
    r"\b(?:audited|certified)\s+by\b"
    r"|\baudited\s+(?:results?|figures?|scores?|runs?|benchmarks?|submissions?|numbers)\b"
    r"|\b(?:results?|figures?|scores?|runs?|submissions?|numbers)\s+(?:were|was|are|is|have\s+"
    r"been|has\s+been)\s+(?:independently\s+|externally\s+)?(?:audited|certified)\b"
    # "TPC-audited", "independently audited", "the auditors checked", "passed an audit"
    r"|(?<=[\w.]-)(?:audited|certified)\b|\b(?:independently|externally)\s+audited\b"
    r"|\bauditors?\s+(?:checked|verified|confirmed|certified|approved|reviewed|signed)\b"
    r"|\b(?:passed|underwent|completed)\s+(?:an?\s+)?(?:independent\s+|third[- ]party\s+|"
    r"external\s+|full\s+)?audit\b"
    # "Result verified by the benchmark's governing body" (not by the builder itself)
    r"|\b(?:results?|scores?|submissions?)\s+(?:(?:were|was|are|is|have\s+been|has\s+been)\s+)?"
    r"(?:verified|validated)\s+by\s+(?!(?:us|our|its|their|the\s+(?:team|company|vendor|"
    r"authors|developers|maintainers))\b)", re.I),
    ("audited", "certified", "result", "figure", "score", "run", "submission", "number",
     "independently", "externally", "auditor", "passed", "underwent", "completed"))
# A benchmark submission checked by the other submitters (MLPerf's peer review) is an
# audit of a result its submitter measured, not a measurement by someone else.
_REVIEWED = _Phrases(re.compile(
    r"\bpeer[- ]review(?:ed|s)?\b"
    r"|\breviewed\s+by\s+(?:the\s+)?(?:other\s+|fellow\s+|competing\s+)?(?:submitters|"
    r"participants|members|competitors)\b"
    r"|\b(?:results?|submissions?|scores?|entries)\s+(?:were|was|are|is|have\s+been|has\s+been)"
    r"\s+reviewed\s+by\s+(?!(?:us|our|its|their|the\s+(?:team|company|vendor|authors|"
    r"developers|maintainers))\b)", re.I),
    ("peer", "reviewed", "result", "submission", "score", "entries"))
_REPLICATED = _Phrases(re.compile(
    r"\bindependently\s+(?:replicated|reproduced|verified|confirmed|measured|tested|benchmarked)"
    r"|\b(?:replicated|reproduced|re-?run|re-?measured)\s+by\b"
    r"|\b(?:replicated|reproduced)\s+(?:the|these|those|its|their)\s+(?:\w+\s+)?(?:results?|"
    r"figures?|numbers|findings|measurements?|speed-?ups?)\b", re.I),
    ("independently", "replicated", "reproduced", "re-run", "rerun", "re-measured",
     "remeasured"))
_THIRD_PARTY = _Phrases(re.compile(
    r"\bthird[- ]party\s+(?:lab|test|testing|benchmark|measurement|audit)\w*"
    r"|\bindependent\s+(?:lab|tester|testing|analyst|analys|review|benchmark|test|measurement|"
    r"evaluation|assessment|stud|verification)\w*"
    # "an outside firm ran the tests", "an external lab", "independent testers"
    r"|\b(?:outside|external|independent|third[- ]party)\s+(?:firms?|labs?|laborator(?:y|ies)|"
    r"compan(?:y|ies)|testers?|testing\s+(?:house|firm|lab)s?|auditors?|consultan(?:cy|ts?)|"
    r"analysts?|reviewers?|organi[sz]ations?|part(?:y|ies)|teams?|groups?|researchers?)\b"
    r"|\b(?:measured|verified|validated|tested|benchmarked|confirmed)\s+by\s+(?:an?\s+)?"
    r"(?:independent|outside|external|third[- ]party)\b", re.I),
    ("third", "independent", "outside", "external", "measured", "verified", "validated",
     "tested", "benchmarked", "confirmed"))
_PARTNER = _Phrases(re.compile(
    r"\b(?:partner|customer)s?\s+(?:measured|reported|report|ran|tested|saw)\b"
    # an outside lab that works for the vendor: "a partner lab", "under contract to X",
    # "commissioned by X", "sponsored by X"
    r"|\bpartner\s+(?:labs?|firms?|compan(?:y|ies)|testers?)\b"
    r"|\bunder\s+contract\s+(?:to|with|for)\b"
    r"|\b(?:commissioned|sponsored|funded|paid\s+for)\s+by\b", re.I),
    ("partner", "customer", "under", "commissioned", "sponsored", "funded", "paid"))
# "the team reports" matches from "team" too, so "the" need not open a search.
_SELF = _Phrases(re.compile(
    # (not "an independent team ran", "an outside company measured")
    r"\b(?<!independent\s)(?<!outside\s)(?<!external\s)(?<!third-party\s)(?<!party\s)"
    r"(?:the\s+)?(?:team|company|vendor|developers?|engineers|authors?|maintainers?)\s+"
    r"(?:report|reports|reported|says|said|claims|claimed|measured|ran|runs|tested|"
    r"benchmarked|conducted|performed)\b|\baccording\s+to\s+"
    r"(?:the\s+)?(?:company|vendor|team|developers|maintainers)\b|\bwe\s+(?:measured|benchmarked|"
    r"achieved|observed|ran|saw|tested)\b|\bour\s+(?:tests|benchmarks|measurements|results|"
    r"testing|lab)\b|\bresults?\s+reported\s+by\b"
    # "the manufacturer's own", "measured by the maintainers", "in-house tests"
    r"|\b(?:manufacturer|vendor|company|maker|developer)'s\s+own\b"
    r"|\bmeasured\s+by\s+(?:the\s+)?(?:maintainers|developers|authors|team|vendor|company|"
    r"manufacturer|engineers)\b"
    # "in-house tests", "internal testing", "measured internally", "tested by our lab"
    r"|\b(?:in[- ]house|internal)\s+(?:tests?|testing|measurements?|benchmarks?|benchmarking|"
    r"labs?|data)\b"
    r"|\b(?:measured|tested|benchmarked|run|conducted|performed|verified|validated)\s+"
    r"(?:internally|in[- ]house|by\s+(?:our|us)\b)"
    # "the authors' own measurements", "in its own tests", "their own benchmarks"
    r"|\b(?:(?:the\s+)?(?:authors|team|company|vendor|developers|maintainers|engineers)'s?\s+"
    r"|(?:its|their|our)\s+)own\s+(?:measurements?|tests?|testing|benchmarks?|benchmarking|"
    r"numbers|data|results?|runs?|labs?)\b", re.I),
    ("team", "company", "vendor", "developer", "engineers", "author", "maintainer",
     "according", "we", "our", "its", "their", "result", "manufacturer", "maker", "developer",
     "measured", "in-house", "in house", "internal", "tested", "benchmarked", "run",
     "conducted", "performed", "verified", "validated"))
_SAYS = re.compile(r"\s(?:reports|claims|says)\b")
# "peer-reviewed rather than independently audited": what a text contrasts away is no
# statement either way.
_CONTRASTED = _Phrases(re.compile(
    r"\b(?:rather\s+than|instead\s+of)\s+(?:being\s+)?(?:independently\s+|externally\s+)?"
    r"(?:audited|verified|replicated|reproduced|measured|tested)\b", re.I), ("rather", "instead"))
# A name may hold dots ("vLLM", "Node.js") but never ends with one: "FP8. The authors"
# is the end of one sentence and the start of the next.
_NAME = r"(?:[A-Z](?:[\w.-]*\w)?|[a-z]{1,3}[A-Z](?:[\w.-]*\w)?)"
_SP = r"[ \t]+"  # names never run across a line break
_WHO = re.compile(
    r"(?<![\w-])(?P<who>(?:" + _NAME + r"(?:" + _SP + _NAME + r"){0,2})(?:" + _SP + r"(?:and|&)"
    + _SP + r"(?:the" + _SP + r")?" + _NAME + r")*"
    r"(?:[ \t]+(?:team|engineers|researchers|developers|maintainers|authors))?)[ \t]+"
    r"(?:report|reports|reported|says|said|claims|measured|announced|benchmarked)\b"
    r"|\b(?:reported|measured|audited|certified|verified|tested|benchmarked|reproduced|"
    r"replicated|conducted|performed)\s+by\s+(?:the\s+)?"
    r"(?P<by>" + _NAME + r"(?:" + _SP + _NAME + r"){0,2}(?:" + _SP + r"(?:team|lab|labs))?)")
# The "<verb> by <who>" half of _WHO alone, for a "<who> <verb>" whose who is no party.
_BY_WHO = re.compile(
    r"\b(?:reported|measured|audited|certified|verified|tested|benchmarked|reproduced|"
    r"replicated|conducted|performed)\s+by\s+(?:the\s+)?"
    r"(?P<by>" + _NAME + r"(?:" + _SP + _NAME + r"){0,2}(?:" + _SP + r"(?:team|lab|labs))?)")
# Every match of _WHO holds one of these: "<who> says" ends with one, "reported by <who>"
# opens with one.
_WHO_VERBS = ("report", "said", "says", "claim", "measured", "announced", "benchmarked",
              "audited", "certified", "verified", "tested", "reproduced", "replicated",
              "conducted", "performed")
# A space-separated word that can stand in "<who> says": a name or a joining word.
_WHO_WORD = re.compile(_NAME + r"|and|&|the|team|engineers|researchers|developers|maintainers|"
                       r"authors")
_NAME_START = re.compile(r"(?<![\w-])[A-Za-z]")
# "measured by Phoronix", "testing conducted by Acme Labs": a named measurer, who is the
# document's own party or an outside one.
_MEASURER = re.compile(
    r"\b(?i:measured|tested|benchmarked|conducted|performed|run|verified|validated)\s+by\s+"
    r"(?:the\s+)?"
    r"(?P<who>" + _NAME + r"(?:" + _SP + _NAME + r"){0,2})")
_PRONOUNS = frozenset({"It", "They", "He", "She", "This", "That", "These", "The", "We", "Its",
                       "Our", "Their", "A", "An", "One"})

_SIMULATED = _Phrases(re.compile(r"\bsimulat(?:ion|ions|ed|or|ing)\b", re.I), ("simulat",))
_PROJECTED = _Phrases(re.compile(
    r"\bproject(?:ed|ion|ions)\b|\bforecast\w*|\bexpected\s+to\b|\bexpects?\b|"
    r"\banticipated\b|\bextrapolat\w*|\bwould\s+(?:reach|deliver|achieve|"
    r"offer)\b|\bwill\s+(?:deliver|reach|offer|provide|achieve)\b|"
    # arithmetic on a measurement: "at this rate ... would take about 24 days", "could
    # bring in $55 million a year"
    r"\b(?:would|could)\s+(?:(?:about|roughly|over|nearly|then)\s+)?(?:take|carry|cost|"
    r"save|earn|bring\s+in|generate|serve|handle|process|amount\s+to|add\s+up\s+to|"
    r"come\s+to|translate\s+(?:in)?to|mean)\b|\bat\s+(?:that|this|the\s+same)\s+rate\b|"
    # "targets 2M", "a target of 5 ms"; not "its target quality"
    r"\btarget(?:s|ed|ing)?\s+(?:of\s+|at\s+)?(?:about\s+|around\s+|up\s+to\s+)?"
    r"[$~\d]|\btargeting\b", re.I),
    ("project", "forecast", "expect", "anticipated", "extrapolat", "would", "will", "target",
     "could", "at"))
# SPEC's run rules call a measured result not submitted to SPEC "estimated" ("the
# estimated SPECrate 2017 Integer base score"): a label of review status, not of how the
# figure was obtained.
_ESTIMATED = _Phrases(re.compile(r"\bestimat(?:e|es|ed|ion)\b(?!\s+SPEC)|\bback-of-the-envelope\b|"
                                 r"\bmodel(?:l)?ed\b", re.I), ("estimat", "back-of", "model"))
_INTERPOLATED = _Phrases(re.compile(r"\binterpolat\w*", re.I), ("interpolat",))
_NEGATED_EVIDENCE = _Phrases(re.compile(r"\b(?:not|no|without|rather\s+than)\s+(?:an?\s+|a\s+)?"
                                        r"(?:simulat|project|estimat)", re.I),
                             ("no", "without", "rather"))  # "no" also opens every "not"
# Every evidence phrase holds one of these (lower case): a text without any states none.
_EVIDENCE_WORDS = ("simulat", "project", "forecast", "expect", "anticipat", "extrapolat", "would",
                   "will", "target", "estimat", "back-of", "model", "interpolat", "could",
                   " rate")

_EXPERIMENTAL = _Phrases(re.compile(r"\bexperimental\b|\bprototype\b|\bproof[- ]of[- ]concept\b|"
                                    r"\bresearch\s+preview\b|\balpha\b", re.I),
                         ("experimental", "prototype", "proof", "research", "alpha"))
_PREVIEW = _Phrases(re.compile(r"\b(?:preview|beta|pre-release|prerelease|pre-production|"
                               r"release\s+candidate|not\s+yet\s+(?:generally\s+)?available|"
                               r"unreleased|reference\s+designs?|engineering\s+samples?|"
                               r"early[- ]access\s+(?:builds?|releases?|versions?|programs?|"
                               r"hardware|silicon|firmware|drivers?|units?)|"
                               r"internal\s+(?:builds?|branch|fork|versions?)|"
                               r"nightly\s+builds?|development\s+(?:builds?|branch))\b",
                               re.I), ("preview", "beta", "pre", "release", "not", "unreleased",
                                       "reference", "engineering", "early", "internal",
                                       "nightly", "development"))
_MATURITY_NEGATED = re.compile(r"\b(?:no\s+longer|not|out\s+of|exits?|graduat\w+\s+from|"
                               r"leaves?)\s+(?:an?\s+|the\s+|in\s+)?(?:\w+\s+)?"
                               r"(?:experimental|preview|beta|alpha|prototype)\b", re.I)

_MATURITY_WORDS = ("experiment", "prototype", "proof", "preview", "alpha", "beta", "release",
                   "not yet", "pre-production", "reference", "sample", "early", "internal",
                   "nightly", "development")
# Every negated maturity phrase holds one of these (lower case).
_NEGATABLE = ("experimental", "preview", "beta", "alpha", "prototype")
_CACHED_COUNTED = re.compile(
    r"\b(?:includ\w*|count\w*|compris\w*|sums?|summ\w*|covers?|plus|with)\b[^.;]{0,80}?"
    r"(?<!un)cached\b|\bcached(?:\s+input)?\s+tokens?\s+(?:are|is)\s+(?:included|counted)\b", re.I)
_CACHED_EXCLUDED = re.compile(
    r"\b(?:exclud\w*|without\s+counting|not\s+(?:includ\w*|count\w*)|omit\w*)\b[^.;]{0,60}?"
    r"(?<!un)cached\b|(?<!un)cached\b[^.;]{0,40}?\b(?:excluded|not\s+counted|are\s+not\s+included)",
    re.I)
_THROUGHPUT_WORD = re.compile(r"\bthroughput\b|\btokens?\s+per\s+second\b|\btok(?:ens)?/s\b|"
                              r"\bTPS\b", re.I)


def is_caveat_section(heading: str | None) -> bool:
    """True for a document's own editorial caveat sections ("Limits and uncertainty")."""
    return bool(heading and CAVEAT_HEADING.search(heading))


# Every independence phrase holds one of these (lower case): a text without any is unknown.
_INDEPENDENCE_WORDS = ("independ", "third", "audit", "certif", "replicat", "reproduc", "verif",
                       "partner", "customer", "report", "claim", "says", "said", "measured",
                       "according", "we", "our", "vendor", "self", "outside", "extern",
                       "review", "confirm", "tested", "rerun", "re-run", "manufacturer", "maker",
                       "company", "developer", "in-house", "in house", "benchmarked", "conducted",
                       "performed", "run", "validated", "internal", "pending", "awaiting",
                       "own", "contract", "commissioned", "sponsored", "funded", "paid",
                       "team", "ran")


def independence(text: str, parties: Iterable[str] = ()) -> Independence:
    """Who measured, by what the text says; a negation of independence wins.

    `parties` are the names the document is about or published by (its entities and
    publisher): a measurer named in the text ("measured by Phoronix") is the document's
    own party when it is one of them, else an outside one. Without them a named
    measurer decides nothing.
    """
    lowered = _lower(text)
    if not any(word in lowered for word in _INDEPENDENCE_WORDS):
        return Independence.unknown
    if _CONTRASTED.search(text, lowered):
        text = _CONTRASTED.pattern.sub(" ", text)
        lowered = _lower(text)
    if _NOT_INDEPENDENT.search(text, lowered):
        return Independence.self_reported
    if _AUDITED.search(text, lowered) or _REVIEWED.search(text, lowered):
        return Independence.audited
    if _REPLICATED.search(text, lowered):
        return Independence.replicated
    named = _named_measurer(text, parties)
    # A text that measured its own system is self-reported even when it cites a review.
    if named is Independence.self_reported or _SELF.search(text, lowered) or any(
            _named_before(text, m.start()) for m in _SAYS.finditer(text)):
        return Independence.self_reported
    # An outside party working for the vendor is a partner, however independent it sounds.
    if _PARTNER.search(text, lowered):
        return Independence.partner
    if named is Independence.third_party or _THIRD_PARTY.search(text, lowered):
        return Independence.third_party
    return Independence.unknown


def _named_measurer(text: str, parties: Iterable[str]) -> Independence | None:
    """Self-reported when the text names one of `parties` as the measurer, third-party
    when it names someone else, None when it names nobody or no parties are known."""
    own = [party.lower().split() for party in parties if party.strip()]
    if not own:
        return None
    verdict = None
    for m in _MEASURER.finditer(text):
        who = m.group("who").lower().split()
        if any(who[:len(party)] == party or party[:len(who)] == who for party in own):
            return Independence.self_reported
        verdict = Independence.third_party
    return verdict


def _named_before(text: str, at: int) -> bool:
    """True when the word before `at` is a name ("vLLM reports", "Micron says")."""
    word = text[max(0, at - 40):at].rsplit(None, 1)[-1:] or [""]
    return bool(word[0]) and (word[0][0].isupper() or any(c.isupper() for c in word[0][1:]))


def measured_by(text: str) -> str | None:
    """The party the text says reported or measured the figures ("the vLLM team"); a thing
    that carries figures is no party ("Results reported by Phoronix" gives Phoronix)."""
    return _first_party(_who_matches(text)) or (
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


def evidence(text: str) -> Evidence | None:
    """Simulated / projected / estimated / interpolated when the text says so, else None."""
    lowered = _lower(text)
    if not any(word in lowered for word in _EVIDENCE_WORDS):
        return None
    if _NEGATED_EVIDENCE.search(text, lowered):
        return None
    if _SIMULATED.search(text, lowered):
        return Evidence.simulated
    if _INTERPOLATED.search(text, lowered):
        return Evidence.interpolated
    if _PROJECTED.search(text, lowered):
        return Evidence.projected
    if _ESTIMATED.search(text, lowered):
        return Evidence.estimated
    return None


# Where a clause ends: a figure's own clause stops at "; ", ", and", ", but", ", while"...
_CLAUSE_END = re.compile(r";|,\s+(?:and|but|while|whereas|yet)\b|\s[-\u2013\u2014]\s")


def evidence_at(text: str, at: int) -> Evidence | None:
    """The evidence of the figure at offset `at` of a sentence with several: what the
    sentence says up to the end of the figure's own clause. A cue before the figure or in
    its clause governs it; one in a later clause does not ("runs at 2.1 GHz, and we
    expect 2.6 GHz" leaves 2.1 GHz measured)."""
    end = _CLAUSE_END.search(text, at)
    return evidence(text[:end.start()] if end else text)


def maturity(text: str) -> Maturity | None:
    """Experimental or preview when the text calls a component so (and does not negate it)."""
    lowered = text.lower()
    if not any(word in lowered for word in _MATURITY_WORDS):
        return None
    lowered = _lower(text)
    if any(word in lowered for word in _NEGATABLE):
        text = _MATURITY_NEGATED.sub(" ", text)
        lowered = _lower(text)
    if _EXPERIMENTAL.search(text, lowered):
        return Maturity.experimental
    if _PREVIEW.search(text, lowered):
        return Maturity.preview
    return None


def cached_tokens(text: str) -> bool | None:
    """Whether a throughput definition counts cached tokens: True, False, or None (unsaid)."""
    if "cached" not in text.lower():
        return None
    for sentence in re.split(r"(?<=[.!?])\s+", text):
        lowered = sentence.lower()
        if "cached" not in lowered or not _THROUGHPUT_WORD.search(sentence):
            continue
        if _CACHED_EXCLUDED.search(sentence):
            return False
        if _CACHED_COUNTED.search(sentence):
            return True
    return None


# Words a front-matter author adds to a project's name: "The SGLang Team", "vLLM project".
_AUTHOR_WORDS = frozenset({"the", "team", "project", "maintainers", "developers", "authors",
                           "engineers", "engineering", "contributors", "community", "core",
                           "org", "organization", "organisation", "inc", "inc.", "labs"})


def author_independence(author: str | None, entities: Iterable[str]) -> Independence:
    """Self-reported when the front matter's `author` is a team named for one of the
    document's entities ("The SGLang Team" writing about "SGLang"); unknown otherwise
    (a person's name, or a team of another party, settles nothing)."""
    words = [w for w in (author or "").casefold().replace(",", " ").split()
             if w not in _AUTHOR_WORDS]
    said = (author or "").casefold().split()
    if not words or len(words) == len(said):  # no team word: a person or an outlet
        return Independence.unknown
    for entity in entities:
        name = entity.casefold().split()
        if name and (name[:len(words)] == words or words[:len(name)] == name):
            return Independence.self_reported
    return Independence.unknown


# "we measured", "our tests", "our lab": first-person measuring, which makes the figures
# the publisher's own (a party's only when the publisher is one).
_FIRST_PERSON = re.compile(
    r"\bwe\s+(?:measured|benchmarked|achieved|observed|ran|saw|tested)\b"
    r"|\bour\s+(?:tests|benchmarks|measurements|results|testing|lab)\b"
    r"|\b(?:measured|tested|benchmarked|run|conducted|performed|verified|validated)\s+"
    r"by\s+(?:our|us)\b|\bour\s+own\s+(?:measurements?|tests?|testing|benchmarks?|"
    r"benchmarking|numbers|data|results?|runs?|labs?)\b", re.I)


def first_person_only(text: str, parties: Iterable[str] = ()) -> bool:
    """True when the text says it measured the figures only in the first person ("we
    tested", "our lab"): it names no builder, team or vendor measuring, negates no
    independence and cites no audit. The measurer is then the publisher, who is a party
    only when the publisher is one of the document's entities."""
    if not _FIRST_PERSON.search(text):
        return False
    rest = _FIRST_PERSON.sub(" ", text)
    return independence(rest, parties) in (Independence.unknown, Independence.third_party)
