"""Independence from wording: who measured a figure, as the text puts it: the builder
("we measured", "the team ran"), a partner, an outside party, a replication or an audit;
a negation of independence wins."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable

from claims.extract.facts.measurer import CONDITIONAL, NAME, SP, attributed
from claims.model import Independence
from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import Phrases, lower
from claims.vocabulary.vendors import sells

# Independence is read from wording. Each table below is one kind of statement; each
# pattern lists the words its matches open with (see _Phrases). A negation wins.
_NOT_INDEPENDENT = Phrases(lazy(
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
_AUDITED = Phrases(lazy(
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
_REVIEWED = Phrases(lazy(
    r"\bpeer[- ]review(?:ed|s)?\b"
    r"|\breviewed\s+by\s+(?:the\s+)?(?:other\s+|fellow\s+|competing\s+)?(?:submitters|"
    r"participants|members|competitors)\b"
    r"|\b(?:results?|submissions?|scores?|entries)\s+(?:were|was|are|is|have\s+been|has\s+been)"
    r"\s+reviewed\s+by\s+(?!(?:us|our|its|their|the\s+(?:team|company|vendor|authors|"
    r"developers|maintainers))\b)", re.I),
    ("peer", "reviewed", "result", "submission", "score", "entries"))
_REPLICATED = Phrases(lazy(
    r"\bindependently\s+(?:replicated|reproduced|verified|confirmed|measured|tested|benchmarked)"
    r"|\b(?:replicated|reproduced|re-?run|re-?measured)\s+by\b"
    r"|\b(?:replicated|reproduced)\s+(?:the|these|those|its|their)\s+(?:\w+\s+)?(?:results?|"
    r"figures?|numbers|findings|measurements?|speed-?ups?)\b", re.I),
    ("independently", "replicated", "reproduced", "re-run", "rerun", "re-measured",
     "remeasured"))
_THIRD_PARTY = Phrases(lazy(
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
_PARTNER = Phrases(lazy(
    r"\b(?:partner|customer)s?\s+(?:measured|reported|report|ran|tested|saw)\b"
    # an outside lab that works for the vendor: "a partner lab", "under contract to X",
    # "commissioned by X", "sponsored by X"
    r"|\bpartner\s+(?:labs?|firms?|compan(?:y|ies)|testers?)\b"
    r"|\bunder\s+contract\s+(?:to|with|for)\b"
    r"|\b(?:commissioned|sponsored|funded|paid\s+for)\s+by\b", re.I),
    ("partner", "customer", "under", "commissioned", "sponsored", "funded", "paid"))
# "the team reports" matches from "team" too, so "the" need not open a search.
_SELF = Phrases(lazy(
    # (not "an independent team ran", "an outside company measured")
    r"\b(?<!independent\s)(?<!outside\s)(?<!external\s)(?<!third-party\s)(?<!party\s)"
    r"(?:the\s+)?(?:team|company|vendor|developers?|engineers|authors|(?<!\bthe\s)author|"
    r"maintainers?)\s+(?:report|reports|reported|says|said|claims|claimed|measured|ran|runs|tested|"
    r"benchmarked|conducted|performed)\b|\baccording\s+to\s+"
    r"(?:the\s+)?(?:company|vendor|team|developers|maintainers)\b|\bresults?\s+reported\s+by\b"
    # "the manufacturer's own", "measured by the maintainers", "in-house tests"
    r"|\b(?:manufacturer|vendor|company|maker|developer)'s\s+own\b"
    r"|\bmeasured\s+by\s+(?:the\s+)?(?:maintainers|developers|authors|team|vendor|company|"
    r"manufacturer|engineers)\b"
    # "in-house tests", "internal testing", "measured internally", "tested by our lab"
    r"|\b(?:in[- ]house|internal)\s+(?:tests?|testing|measurements?|benchmarks?|benchmarking|"
    r"labs?|data)\b"
    r"|\b(?:measured|tested|benchmarked|run|conducted|performed|verified|validated)\s+"
    r"(?:internally|in[- ]house)\b"
    # "the authors' own tests", "its own tests", "a series' author's own runs" (not the writer's)
    r"|\b(?:(?:the\s+)?(?:authors|(?<!\bthe\s)author|team|company|vendor|developers?|"
    r"maintainers?|engineers)'s?\s+"
    r"|(?:its|their)\s+)own\s+(?:measurements?|tests?|testing|benchmarks?|benchmarking|"
    r"numbers|data|results?|runs?|labs?)\b", re.I),
    ("team", "company", "vendor", "developer", "engineers", "author", "maintainer", "writer",
     "according", "its", "their", "result", "manufacturer", "maker", "developer",
     "measured", "in-house", "in house", "internal", "tested", "benchmarked", "run",
     "conducted", "performed", "verified", "validated"))
# The writer measured: "we measured", "we measure", "our benchmarks", "tested by us". The
# writer is the builder unless the document shows it is an outside party (see
# `independence`'s `outsider`).
_FIRST_PERSON = Phrases(lazy(
    r"\bwe\s+(?:measured|measure|benchmarked|benchmark|achieved|observed|ran|saw|tested|test)\b"
    r"|\bour\s+(?:own\s+)?(?:tests|benchmarks|measurements|results|testing|lab|numbers|data|"
    r"runs?)\b"
    r"|\b(?:measured|tested|benchmarked|run|conducted|performed|verified|validated)\s+"
    r"by\s+(?:our|us)\b"
    # the writer of a post speaking of itself: "the author ran", "the writer's own runs"
    # (not "the series' author", someone the post reports on)
    r"|(?:(?<=\bthe\s)author|\bwriter)(?:\s+(?:measured|ran|tested|benchmarked|timed)|'s\s+own\s+"
    r"(?:measurements?|tests?|testing|benchmarks?|numbers|data|results?|runs?))\b", re.I),
    ("we", "our", "measured", "tested", "benchmarked", "run", "conducted", "performed",
     "verified", "validated", "author", "writer"))
# A first-person subject earlier in the sentence: "we scaled to 512 GPUs and reproduced the
# speedups" is the writer's own rerun, not someone else's replication.
_WE_BEFORE = lazy(r"\b(?:we|our|us)\b", re.I)
_SENTENCE_END = lazy(r"[.!?](?=\s)|\n\s*\n")
_BY = lazy(r"\bby\b", re.I)
_SAYS = lazy(r"\s(?:reports|claims|says)\b")
# "peer-reviewed rather than independently audited": what a text contrasts away is no
# statement either way.
_CONTRASTED = Phrases(lazy(
    r"\b(?:rather\s+than|instead\s+of)\s+(?:being\s+)?(?:independently\s+|externally\s+)?"
    r"(?:audited|verified|replicated|reproduced|measured|tested)\b", re.I), ("rather", "instead"))
# "(chart not reproduced)", "Figure 2 is not reproduced here": a retelling that leaves out
# a picture says nothing of whether anyone repeated the measurement.
_NOT_SHOWN = Phrases(lazy(
    r"\b(?:charts?|figures?|fig\.|graphs?|plots?|images?|tables?|screenshots?|diagrams?|"
    r"pictures?)(?:\s+\d+)?\s*[(,:]?\s*(?:(?:is|are|was|were)\s+)?not\s+(?:reproduced|shown|"
    r"included)\b", re.I),
    ("chart", "figure", "fig.", "graph", "plot", "image", "table", "screenshot", "diagram",
     "picture"))
_MEASURER = lazy(
    r"\b(?i:measured|tested|benchmarked|conducted|performed|run|verified|validated)\s+by\s+"
    r"(?:the\s+)?"
    r"(?P<who>" + NAME + r"(?:" + SP + NAME + r"){0,2})")

# A third party's ranking, leaderboard or audit cited by name: "ranked first by Artificial
# Analysis", "according to Artificial Analysis", "on the LMArena leaderboard",
# "Artificial Analysis's benchmark". The figures it gives are that party's.
_WHO = r"(" + NAME + r"(?:" + SP + NAME + r"){0,2})"
_RANKER = lazy(
    r"\b(?i:ranked|rated|placed|scored|listed)\s+(?:[\w#-]+\s+){0,4}?(?i:by|on|in)\s+"
    r"(?:the\s+)?" + _WHO +
    r"|\b(?i:according\s+to)\s+(?:the\s+)?" + _WHO +
    r"|\b(?i:tops|topped|leads|led)\s+(?:the\s+)?" + _WHO + r"\s+(?i:leaderboards?|"
    r"rankings?|index|arena|benchmarks?)\b"
    # "on the LMArena leaderboard", "on the Embedding Retrieval Benchmark" (a ranking's
    # name), not "in the Sightglass benchmark suite" (a benchmark the writer ran) nor "on
    # the Ceph Index nodes" (machines)
    r"|\b(?i:on|in)\s+(?:the\s+)?" + _WHO + r"\s+(?:(?i:leaderboards?|rankings?|index|arena)"
    r"|Benchmarks?)\b"
    r"(?!\s+(?i:nodes?|servers?|hosts?|pools?|files?|pages?|shards?|keys?|machines?|"
    r"suites?)\b)"
    r"|" + _WHO + r"'s?\s+(?i:leaderboards?|rankings?|index|audit|independent\s+benchmarks?)\b")
_RANKER_WORDS = ("rank", "rated", "placed", "scored", "listed", "according", "leaderboard",
                 "index", "arena", "audit", "tops", "topped", "leads", "led")

_INDEPENDENCE_WORDS = ("independ", "third", "audit", "certif", "replicat", "reproduc", "verif",
                       "partner", "customer", "report", "claim", "says", "said", "measured",
                       "according", "we", "our", "vendor", "self", "outside", "extern",
                       "review", "confirm", "tested", "rerun", "re-run", "manufacturer", "maker",
                       "company", "developer", "in-house", "in house", "benchmarked", "conducted",
                       "performed", "run", "validated", "internal", "pending", "awaiting",
                       "own", "contract", "commissioned", "sponsored", "funded", "paid",
                       "team", "ran", *_RANKER_WORDS)


def independence(text: str, parties: Iterable[str] = (), *,
                 first_person: Independence = Independence.self_reported,
                 quoted: bool = True) -> Independence:
    """Who measured, by what the text says; a negation of independence wins.

    A measurer named in the text ("measured by Phoronix") is the document's own party when
    it is one of `parties` (its entities and publisher), else an outside one; without them
    it decides nothing. The writer's own measuring ("we tested") counts as `first_person`
    says: self-reported by default, third party for a known outside reviewer, unknown where
    the caller lets the document's verdict stand. A party named saying something ("Micron
    says") is the builder speaking, unless `quoted` is False: an outside writer's document
    quotes the makers of what it measures, and their word is not the writer's run."""
    lowered = lower(text)
    if not any(word in lowered for word in _INDEPENDENCE_WORDS):
        return Independence.unknown
    for aside in (_CONTRASTED, _NOT_SHOWN):
        if aside.search(text, lowered):
            text = aside.pattern.sub(" ", text)
            lowered = lower(text)
    if _NOT_INDEPENDENT.search(text, lowered):
        return Independence.self_reported
    if _AUDITED.search(text, lowered) or _REVIEWED.search(text, lowered):
        return Independence.audited
    if _replicated_by_another(text, lowered):
        return Independence.replicated
    named = _named_measurer(text, parties)
    writer = first_person if _FIRST_PERSON.search(text, lowered) else Independence.unknown
    # A text that measured its own system is self-reported even when it cites a review.
    if named is Independence.self_reported or _SELF.search(text, lowered) or (quoted and any(
            _named_before(text, m.start()) for m in _SAYS.finditer(text))) or \
            writer is Independence.self_reported:
        return Independence.self_reported
    # An outside party working for the vendor is a partner, however independent it sounds.
    if _PARTNER.search(text, lowered):
        return Independence.partner
    if named is Independence.third_party or _THIRD_PARTY.search(text, lowered) or \
            _ranked_by_other(text, parties) or writer is Independence.third_party:
        return Independence.third_party
    return Independence.unknown


def figure_independence(sentence: str, heading: str | None, parties: tuple[str, ...],
                        outsider: bool, document: Independence,
                        title: str | None = None) -> Independence:
    """Who measured a figure: as its sentence says, else a third party when the sentence
    gives its figures to someone else's run ("Loggly reported", "according to Phoronix":
    `attributed`, with the document's `title`), else as its section's heading says (a
    table row under "Independent lab results" says nothing itself), else as the document
    says. The writer's "we" and "our" are the builder's unless the writer is an outside
    party (`outsider`: then the document's reading of them stands)."""
    own = independence(sentence, parties, first_person=Independence.unknown if outsider
                       else Independence.self_reported)
    if own is Independence.unknown and _attributed(sentence, parties, title):
        return Independence.third_party
    if own is Independence.unknown:
        own = section_independence(heading, parties, outsider)
    return document if own is Independence.unknown else own


@functools.lru_cache(maxsize=256)
def _attributed(sentence: str, parties: tuple[str, ...], title: str | None) -> bool:
    """`attributed`, read once per sentence: each figure of a long sentence asks."""
    return attributed(sentence, parties, title)


@functools.lru_cache(maxsize=256)
def section_independence(heading: str | None, parties: tuple[str, ...] = (),
                         outsider: bool = False) -> Independence:
    """Who measured the figures of a section, as its heading says ("Independent lab
    results", "Our own lab results", "Third-party benchmarks"): the reading of a figure
    whose own sentence says nothing (a table row), before the document's. The writer's
    "our" is the builder's unless the writer is an outside party (`outsider`)."""
    if not heading:
        return Independence.unknown
    return independence(heading, parties, first_person=Independence.unknown if outsider
                        else Independence.self_reported)


def _replicated_by_another(text: str, lowered: str) -> bool:
    """True when the text says the figures were replicated, and not by the writer: "we
    scaled up and reproduced the speedups" is the writer's own rerun."""
    for start in _REPLICATED.starts(text, lowered):
        found = _REPLICATED.pattern.match(text, start)
        if found is not None and _BY.search(found.group()):
            return True  # "reproduced by MLCommons" names who did it
        opening = max((m.end() for m in _SENTENCE_END.finditer(text, max(0, start - 300),
                                                               start)), default=0)
        if not _WE_BEFORE.search(text, max(opening, start - 300), start):
            return True
    return False


def _ranked_by_other(text: str, parties: Iterable[str]) -> bool:
    """True when the text cites a ranking, leaderboard or audit by a named party that is
    not one of `parties` (with no parties known, a named ranker settles nothing)."""
    own = [party.lower().split() for party in parties if party.strip()]
    if not own:
        return False
    for m in _RANKER.finditer(text):
        who = next(g for g in m.groups() if g).lower().split()
        if not any(who[:len(party)] == party or party[:len(who)] == who for party in own):
            return True
    return False


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


#: Words that open a sentence in capitals and name no one: "It reports requests per second"
#: says what a program prints, not who measured.
_PRONOUNS = frozenset({"it", "this", "that", "these", "those", "they", "he", "she", "we",
                       "i", "you", "one", "each", "which", "what", "who", "there"})


def _named_before(text: str, at: int) -> bool:
    """True when the word before `at` is a name ("vLLM reports", "Micron says") that does
    not stand in a condition ("If HPL reports CPU throttling") nor in a heading, where the
    verb is a noun ("## Validation claims")."""
    if text[text.rfind("\n", 0, at) + 1:at].lstrip().startswith("#"):
        return False
    words = text[max(0, at - 60):at].split()[-2:] or [""]
    word = words[-1]
    if (len(words) == 2 and words[0].casefold() in CONDITIONAL) or word.casefold() in _PRONOUNS:
        return False
    return bool(word) and (word[0].isupper() or any(c.isupper() for c in word[1:]))


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
    # "Meta and NVIDIA Team": a joint team speaks for each of its organisations.
    parties = [words, *_joint(words)]
    for entity in entities:
        name = entity.casefold().split()
        for party in parties:
            if name and (name[:len(party)] == party or party[:len(name)] == name):
                return Independence.self_reported
            if len(party) == 1 and sells(party[0], entity):  # a vendor on its own hardware
                return Independence.self_reported
    return Independence.unknown


def _joint(words: list[str]) -> list[list[str]]:
    """The organisations of a joint team's words ("meta and nvidia"), when there are two
    or more; else none."""
    parts: list[list[str]] = [[]]
    for word in words:
        if word in ("and", "&", "+", "/"):
            parts.append([])
        else:
            parts[-1].append(word)
    found = [part for part in parts if part]
    return found if len(found) > 1 else []


def first_person_only(text: str, parties: Iterable[str] = ()) -> bool:
    """True when the text says it measured the figures only in the first person ("we
    tested", "our lab"): it names no builder, team or vendor measuring, negates no
    independence and cites no audit. The measurer is then the publisher, who is a party
    only when the publisher is one of the document's entities."""
    if not _FIRST_PERSON.search(text, lower(text)):
        return False
    rest = _FIRST_PERSON.pattern.sub(" ", text)
    return independence(rest, parties) in (Independence.unknown, Independence.third_party)


#: Words that close a name of the project a company publishes under ("Google (Snappy
#: project)"): the parenthesis names the company's own project, not a person.
_PROJECT_WORDS = frozenset({"project", "team", "maintainers", "developers", "authors",
                            "creators", "contributors"})


def publisher_projects(publisher: str) -> tuple[str, ...]:
    """The projects a publisher written "Company (Name project)" publishes under ("Snappy
    project" of "Google (Snappy project)"): a company publishing in its own project's name
    is that project's party. A parenthesis naming people ("fd project (David Peter)") or a
    venue ("NVIDIA (TensorRT-LLM docs)") names no project."""
    found: list[str] = []
    rest = publisher
    while "(" in rest and ")" in rest.split("(", 1)[1]:
        inside, rest = rest.split("(", 1)[1].split(")", 1)
        words = inside.split()
        if len(words) > 1 and words[-1].casefold() in _PROJECT_WORDS:
            found.append(" ".join(words))
    return tuple(found)
