"""Evidence and maturity from wording: a simulated, projected, estimated or interpolated
figure; an experimental or preview component."""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from claims.model import Evidence, Maturity
from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import Phrases, lower
from claims.vocabulary.software import SOFTWARE_RE

if TYPE_CHECKING:  # a claim file's `check` imports this module and must not parse Markdown
    from claims.extract.text.blocks import Block

_SIMULATED = Phrases(lazy(r"\bsimulat(?:ion|ions|ed|or|ing)\b", re.I), ("simulat",))
# A synthetic or ideal ceiling is no measurement either: "with 100% acceptance", "assuming
# perfect scaling", "a theoretical upper bound".
_CEILING = Phrases(lazy(
    r"\b(?:with|at|assuming|under|given)\s+(?:an?\s+|the\s+)?(?:perfect|ideal|100\s?%)\s+"
    r"(?:draft\s+|token\s+|cache\s+)?(?:acceptance|hit\s+rate|cache\s+hits?|hits|scaling|"
    r"overlap)"
    r"|\b(?:acceptance|hit)\s+rates?\s+of\s+100\s?%"
    r"|\b(?:synthetic|theoretical|ideal(?:i[sz]ed)?)\s+(?:upper\s+bound|ceiling|best[- ]case|"
    r"limit)\b|\bupper\s+bound\b", re.I),
    ("with", "at", "assuming", "under", "given", "acceptance", "hit", "synthetic",
     "theoretical", "ideal", "upper"))
_PROJECTED = Phrases(lazy(
    # (not "what to expect": a guide's heading over what the runs gave)
    # (not a network's projection layers: "fused projections", "the QKV projection GEMM")
    r"\bprojected\b|\b(?<!fused\s)(?<!linear\s)(?<!output\s)(?<!input\s)(?<!qkv\s)"
    r"(?<!gate\s)(?<!attention\s)(?<!mlp\s)projections?\b"
    r"(?!\s+(?:layers?|matri\w+|weights?|GEMMs?|kernels?|heads?)\b)|\bforecast\w*|\bexpected\s+to\b|(?<!\bwhat\sto\s)\bexpects?\b|"
    r"\banticipated\b|\bextrapolat\w*|\bwould\s+(?:reach|deliver|achieve|"
    r"offer)\b|\bwill\s+(?:deliver|reach|offer|provide|achieve)\b|"
    # arithmetic on a measurement: "at this rate ... would take about 24 days", "could
    # bring in $55 million a year"
    r"\b(?:would|could)\s+(?:(?:about|roughly|over|nearly|then)\s+)?(?:take|carry|cost|"
    r"save|earn|bring\s+in|generate|serve|handle|process|amount\s+to|add\s+up\s+to|"
    r"come\s+to|translate\s+(?:in)?to|mean)\b|\bat\s+(?:that|this|the\s+same)\s+rate\b|"
    # a hedged reckoning of what more hardware would give: "could probably fill a 1Gbit/s
    # link with 2 or 3 instances", "in theory would raise the rate to 32,000"
    r"\bin\s+theory\b|\b(?:would|could)\s+(?:probably|likely|easily)\s+\w+|"
    r"\b(?:would|could)\s+(?:raise|lift|push|increase|boost|fill|saturate|scale)\b|"
    # "targets 2M", "a target of 5 ms", a roadmap's "Target: 105K req/s"; not "its target
    # quality"
    r"\btarget(?:s|ed|ing)?(?::\s*|\s+)(?:of\s+|at\s+)?(?:about\s+|around\s+|up\s+to\s+)?"
    r"[$~\d]|\btargeting\b"
    # a ratio set as the aim: "the target was a 12x speed-up", "our goal is a 30% cut"; not
    # "the target is a 64-core host" (what was measured)
    r"|\b(?:target|goal)s?\s+(?:was|is|were|are|became|remains)\s+(?:an?\s+|the\s+)?"
    r"(?:(?:about|around|roughly|over|at\s+least)\s+)?\d[\d.,]*\s*(?:x|\u00d7|%|times|-fold)"
    r"(?!\w)"
    # what a technology could give, not a run: "with potential for 2x", "the potential to double"
    r"|\bpotential\s+(?:for|of|to)\b"
    # gains said to be expected ("| Expected Improvement |"), or what others said it might be
    r"|\bexpected\s+(?:gains?|improvements?|speed-?ups?|savings?|reductions?|benefits?)\b"
    r"|\b(?:said|claimed|suggested|predicted)\s+(?:[\w.-]+\s+){0,4}?(?:might|may|could)\s+be\b",
    re.I), ("project", "forecast", "expect", "anticipated", "extrapolat", "would", "will", "target",
            "could", "at", "potential", "goal", "in", "said", "claimed", "suggested", "predicted"))
# SPEC's run rules call a measured result not submitted to SPEC "estimated" ("the
# estimated SPECrate 2017 Integer base score"): a label of review status, not of how the
# figure was obtained.
_ESTIMATED = Phrases(lazy(r"\bestimat(?:e|es|ed|ion)\b(?!\s+SPEC)|\bback-of-the-envelope\b|"
                           r"\bmodel(?:l)?ed\b", re.I), ("estimat", "back-of", "model"))
_INTERPOLATED = Phrases(lazy(r"\binterpolat\w*", re.I), ("interpolat",))
_NEGATED_EVIDENCE = Phrases(lazy(r"\b(?:not|no|without|rather\s+than)\s+(?:an?\s+|a\s+)?"
                                  r"(?:simulat|project|estimat)", re.I),
                             ("no", "without", "rather"))  # "no" also opens every "not"
# A measurement held up against an estimate or expectation is still the measurement: "very
# close to our estimate", "about 35% is what one would expect", "as expected".
_CHECKED_AGAINST = Phrases(lazy(
    r"\b(?:close\s+to|in\s+line\s+with|consistent\s+with|matches|matching|confirms?)\s+"
    r"(?:our\s+|the\s+|my\s+|this\s+)?(?:earlier\s+)?(?:estimates?|expectations?|"
    r"projections?|predictions?)\b|\bwhat\s+(?:one|you|we|I)\s+(?:would|might|could|should)\s+"
    r"expect\b|\bas\s+(?:we\s+|one\s+would\s+)?expected\b"
    # "the documentation's estimates hold up fairly well: reads give ...": borne out
    r"|\b(?:estimates?|expectations?|projections?|predictions?)\s+(?:still\s+)?"
    r"(?:hold|held|holds)\s+up\b", re.I),
    ("close", "in line", "consistent", "match", "confirm", "what", "as", "estimat",
     "expectation", "projection", "prediction"))
# Every evidence phrase holds one of these (lower case): a text without any states none.
_EVIDENCE_WORDS = ("simulat", "project", "forecast", "expect", "anticipat", "extrapolat", "would",
                   "will", "target", "estimat", "back-of", "model", "interpolat", "could", " rate",
                   "100", "perfect", "ideal", "theoretical", "upper bound", "synthetic", "goal",
                   "potential", "in theory", "said", "claimed", "suggested", "predicted")

_EXPERIMENTAL = Phrases(lazy(r"\bexperimental\b|\bprototype\b|\bproof[- ]of[- ]concept\b|"
                              r"\bresearch\s+preview\b|\bwork\s+in\s+progress\b"
                              # not a name's part: "stablelm-base-alpha-3b", "alpha_0.5";
                              # a version's tag stays ("2.0-alpha", "alpha-quality")
                              r"|\balpha\b(?![-_/.](?!(?:quality|stage|release|version|build)"
                              r"\b)\w)"
                              # the maker's own word that it is not for real use: "not usable
                              # in production", "not production-ready", "still a toy linker";
                              # not "a toy example" (a workload)
                              r"|\bnot\s+(?:yet\s+)?(?:usable|ready|suitable|intended|meant)\s+"
                              r"(?:for|in)\s+production\b|\bnot\s+(?:yet\s+)?production[- ]"
                              r"(?:ready|grade|quality)\b|\b(?:still\s+)?(?:just\s+)?an?\s+toy"
                              r"(?!\s+(?:examples?|models?|problems?|benchmarks?|workloads?|data"
                              r"(?:sets?)?|programs?|inputs?|cases?)\b)\b", re.I),
                         ("experimental", "prototype", "proof", "research", "alpha", "not",
                          "toy", "work"))
_PREVIEW = Phrases(lazy(r"\b(?:preview|beta|pre-release|prerelease|pre-production|"
                         r"release\s+candidate|not\s+yet\s+(?:generally\s+)?available|"
                         # "not yet official" (a build from proposed patches), "not yet
                         # merged"; a version's release-candidate tag ("6.2.0-rc7", "2.1.rc1");
                         # a snapshot build ("OpenWrt SNAPSHOT", "1.4-SNAPSHOT"), not a
                         # file system's snapshot
                         r"not\s+yet\s+(?:official|released|merged|upstream)|"
                         r"(?<=\d[-.])rc\d+|(?-i:SNAPSHOT)(?!\s+isolation)|"
                         r"snapshot\s+(?:builds?|releases?|versions?|images?)|"
                         r"unreleased|reference\s+designs?|engineering\s+samples?|"
                         r"early[- ]access\s+(?:builds?|releases?|versions?|programs?|"
                         r"hardware|silicon|firmware|drivers?|units?)|"
                         r"internal\s+(?:builds?|branch|fork|versions?)|"
                         r"nightly\s+(?:builds?|releases?|versions?|wheels?|packages?|"
                         r"toolchains?)|nightlies|development\s+(?:builds?|branch)|"
                         # the head of the repository, before any release: "built from trunk"
                         r"(?:built|compiled)\s+from\s+(?:the\s+)?(?:trunk|master|main|HEAD)"
                         r"(?:\s+branch)?(?!\.\w)|trunk\s+builds?|"
                         # "PyTorch 2.3 nightly", "1.80-nightly": a version's nightly build
                         r"(?<=\d\s)nightly|(?<=\d-)nightly)\b",
                         re.I), ("preview", "beta", "pre", "release", "not", "unreleased",
                                       "reference", "engineering", "early", "internal",
                                       "nightl", "development", "rc", "snapshot",
                                       "built", "compiled", "trunk"))
_MATURITY_NEGATED = lazy(r"\b(?:no\s+longer|not|out\s+of|exits?|graduat\w+\s+from|"
                         r"leaves?)\s+(?:an?\s+|the\s+|in\s+)?(?:\w+\s+)?"
                         r"(?:experimental|preview|beta|alpha|prototype)\b", re.I)

_MATURITY_WORDS = ("experiment", "work in progress", "prototype", "proof",
                   "preview", "alpha", "beta", "release",
                   "not yet", "pre-production", "reference", "sample", "early", "internal",
                   "nightl", "development", "production", "toy", "rc", "snapshot",
                   "built from", "compiled from", "trunk")
# Every negated maturity phrase holds one of these (lower case).
_NEGATABLE = ("experimental", "preview", "beta", "alpha", "prototype")


def evidence(text: str) -> Evidence | None:
    """Simulated / projected / estimated / interpolated when the text says so, else None."""
    lowered = lower(text)
    if not any(word in lowered for word in _EVIDENCE_WORDS):
        return None
    if _NEGATED_EVIDENCE.search(text, lowered) or _CHECKED_AGAINST.search(text, lowered):
        return None
    if _SIMULATED.search(text, lowered) or _CEILING.search(text, lowered):
        return Evidence.simulated
    if _INTERPOLATED.search(text, lowered):
        return Evidence.interpolated
    if _PROJECTED.search(text, lowered):
        return Evidence.projected
    if _ESTIMATED.search(text, lowered):
        return Evidence.estimated
    return None


class Evidences:
    """`evidence` over the texts of one document, each read once: a sentence is asked by
    its figures, by its paragraph's measured sentences and by the document's projections,
    and a heading by every sentence under it."""

    def __init__(self) -> None:
        """Nothing read yet."""
        self.known: dict[str, Evidence | None] = {}

    def __call__(self, text: str) -> Evidence | None:
        """`evidence(text)`."""
        if text not in self.known:
            self.known[text] = evidence(text)
        return self.known[text]


# Where a clause ends: a figure's own clause stops at "; ", ", and", ", but", ", while"...
_CLAUSE_END = lazy(r";|,\s+(?:and|but|while|whereas|yet)\b|\s[-\u2013\u2014]\s")


def evidence_at(text: str, at: int) -> Evidence | None:
    """The evidence of the figure at offset `at` of a sentence with several: what the
    sentence says up to the end of the figure's own clause. A cue before the figure or in
    its clause governs it; one in a later clause does not ("runs at 2.1 GHz, and we
    expect 2.6 GHz" leaves 2.1 GHz measured)."""
    end = _CLAUSE_END.search(text, at)
    return evidence(text[:end.start()] if end else text)


# A version tagged as an alpha or beta pre-release the way Python's versions are written
# ("3.11.0b1", "3.13.0a4"): a build before the release, as "-rc1" is ((?=\d): skip to digits).
_PRE_RELEASE_TAG = lazy(r"(?=\d)(?<![\w.])\d+\.\d+(?:\.\d+)*[ab]\d+(?![\w.])")


def maturity(text: str) -> Maturity | None:
    """Experimental or preview when the text calls a component so (and does not negate it),
    or writes its version with a pre-release tag ("3.11.0b1")."""
    lowered = text.lower()
    if not any(word in lowered for word in _MATURITY_WORDS):
        return Maturity.preview if _PRE_RELEASE_TAG.search(text) else None
    lowered = lower(text)
    if any(word in lowered for word in _NEGATABLE):
        text = _MATURITY_NEGATED.sub(" ", text)
        lowered = lower(text)
    if _EXPERIMENTAL.search(text, lowered):
        return Maturity.experimental
    if _PREVIEW.search(text, lowered) or _PRE_RELEASE_TAG.search(text):
        return Maturity.preview
    return None



# A flag or setting in code that names an unfinished feature, joined to the rest of its
# name: `--experimental-vm-modules`, `-Z experimental-regalloc`, `--enable-preview`; a bare
# word in code may be any identifier ("`alpha`" is a parameter). The pattern finds the
# joint only; the flag is then the run without white space around it. (A pattern with
# `\S*` on both sides gives the same run but tries every start of every word: five times
# slower over a sentence, asked once per figure.)
_CODE_FLAG = lazy(r"[-_.=](?:experimental|preview)\b|\b(?:experimental|preview)[-_.=]", re.I)


def code_maturity(text: str) -> Maturity | None:
    """Experimental or preview when a flag or setting in `text` is named so."""
    joint = _CODE_FLAG.search(text)
    if joint is None:
        return None
    flag = _unspaced_run(text, joint.start(), joint.end())
    return Maturity.preview if "preview" in flag.lower() else Maturity.experimental


def _unspaced_run(text: str, start: int, end: int) -> str:
    """The run of `text` without white space (as `\\S` reads it) that holds `start:end`."""
    while start and not text[start - 1].isspace():
        start -= 1
    while end < len(text) and not text[end].isspace():
        end += 1
    return text[start:end]


# After the subject's name, a version: the sentence is about one release, maybe not the
# measured one ("Tamarack 6 is in preview" beside Tamarack 5.0's figures).
_VERSION_NEXT = lazy(r"\s+v?\d")


# A clause whose subject is the results and says what case they cover: "these cover only
# the experimental single-shard cases", "the results come from a preview build".
_RESULTS_COVER = lazy(r"(?:these|the|all|our)?\s*(?:results?|figures|numbers|measurements)?\s*"
                      r"(?:only\s+)?(?:cover|come\s+from|are\s+from|apply\s+(?:only\s+)?to|"
                      r"reflect|were\s+(?:measured|taken|run)\s+(?:on|with|in))\b", re.I)


# A clause someone reports: "the README says plainly that", "the author warns".
_REPORTED = lazy(r"\b(?:says?|said|states?|stated|writes?|wrote|notes?|noted|warns?|warned|"
                 r"admits?|admitted|adds?|added|stresses|stressed)\s+(?:\w+ly\s+)?"
                 r"(?:that\s+)?", re.I)


# The document's product named by its kind at a clause's start ("Please note: this image is
# experimental", "The build is a preview"): a demonstrative pointing at what it describes.
_KIND_SUBJECT = lazy(r"(?:^|[:;]\s*)\W*(?:this|the)\s+(?:image|build|release|version|"
                     r"feature|tool|library|package|binary|module|extension|plugin|driver|"
                     r"engine|port)\s+(?:is|remains|was)\b", re.I)


def subject_maturity(sentence: str, subjects: tuple[str, ...]) -> Maturity | None:
    """The maturity a sentence gives the document's subject, when its subject is one
    ("FlashAttention-3 is released as a beta", "Skein is built on a beta API", or the
    product named by its kind, "this image is experimental"), also in a reported clause
    ("the README says that Skein is a beta", "though Skein runs, its author says it is a
    toy")."""
    kind = _KIND_SUBJECT.search(sentence)
    if kind is not None:
        return maturity(sentence[kind.start():])
    openings = [re.sub(r"^\W*(?:the\s+)?", "", sentence, flags=re.I)]
    for said in _REPORTED.finditer(sentence):
        clause = sentence[said.end():]
        openings.append(clause)
        if re.match(r"it\b", clause) and any(n in sentence[:said.start()] for n in subjects):
            return maturity(clause)
    for opening in openings:
        # "these cover only the experimental single-shard cases": the results themselves
        if _RESULTS_COVER.match(opening):
            return maturity(opening)
    for name in subjects:
        for opening in openings:
            if opening.startswith(name) and not re.match(r"[\w-]",
                                                         opening[len(name):len(name) + 1]) \
                    and not _VERSION_NEXT.match(opening, len(name)):
                return maturity(sentence if opening is openings[0] else opening)
    return None


# Where a title's leading name ends: "mold: a modern linker", "Quill (README, 2023)".
_TITLE_NAME = lazy(r"^\s*([A-Za-z][\w.+-]*(?:\s+[A-Za-z][\w.+-]*){0,2})\s*(?:[:(,\u2013\u2014]|"
                   r"\s-\s|$)")


def title_names(title: str | None) -> tuple[str, ...]:
    """The product a title leads with, when the front matter names no entities: the words
    (three at most) before its first colon, bracket, comma or dash, or the whole short
    title ("mold: A Modern Linker" -> "mold"); else the known products the title names
    ("Querying Postgres tables directly from DuckDB" -> "Postgres", "DuckDB")."""
    found = _TITLE_NAME.match(title or "")
    if found:
        return (found.group(1),)
    return tuple(dict.fromkeys(m.group("name") for m in SOFTWARE_RE.finditer(title or "")))


# The writer saying what its measured stack is made of: "we use X", "our entry point is X,
# with Y from the nightlies", "our setup runs X".
_OWN_STACK = Phrases(lazy(
    r"\bwe\s+(?:use|used|run|ran|build|built\s+on|rely|relied|start(?:ed)?\s+from)\b"
    r"|\bour\s+(?:entry\s+point|stack|setup|starting\s+point|harness|configuration|build)\s+"
    r"(?:is|was|uses|used|runs|ran|combines)\b", re.I), ("we", "our"))
# A setup list's entry giving a component's version ("Rustc version: rustc 1.35.0-nightly",
# "Kernel version: 6.9-rc2"): the writer's account of what ran.
# An entry saying how a component was built is one too: "YDB: built from trunk".
_VERSION_ENTRY = lazy(r"\W*[\w.+-]+(?:\s+[\w.+-]+)?\s+version\s*:|"
                      r"\W*[\w.+-]+(?:\s+[\w.+-]+)?\s*:\s*(?:built|compiled)\s+from\b", re.I)


def version_entry(text: str) -> bool:
    """True for a setup list's entry that gives a component's version ("Rustc version:
    ..."): its value, in code or not, is what ran."""
    return _VERSION_ENTRY.match(text) is not None


def versions_row_maturity(block: Block, masked: str) -> Maturity | None:
    """The maturity a setup table's two-cell row gives its component when the value cell is
    a version ("| Python 3.11 | 3.11.0b1 |"): the writer's account of what ran."""
    if block.kind != "table_row" or len(block.cells) != 2:
        return None
    start, end = block.cells[1]
    value = masked[block.start + start:block.start + end].strip()
    if not value[:1].isdigit() or "." not in value:
        return None
    return maturity(value)


def setup_entry_maturity(block: Block, masked: str, readable: str) -> Maturity | None:
    """The maturity a setup table's row or a setup list's entry gives the version it states
    ("| Python 3.11 | 3.11.0b1 |", "Rustc version: `rustc 1.35.0-nightly`": the entry's
    code, masked elsewhere, is the version itself, so it is read from `readable`)."""
    found = versions_row_maturity(block, masked)
    if found is None and readable and block.kind == "paragraph" \
            and version_entry(masked[block.start:block.end]):
        found = maturity(readable[block.start:block.end])
    return found


#: A tagline is a short line: a subtitle, not a paragraph of its own.
_TAGLINE_WORDS = 8


def tagline_maturity(blocks: Sequence[Block], masked: str) -> Maturity | None:
    """The maturity a document's tagline states: the short line right under its title
    ("# Quill" then "Still a work in progress."), which describes what the title names
    whatever its words open with."""
    for before, block in itertools.pairwise(blocks):
        if before.kind == "heading" and block.kind == "paragraph":
            line = masked[block.start:block.end]
            return maturity(line) if len(line.split()) <= _TAGLINE_WORDS else None
        if block.kind != "heading":
            return None
    return None


def stack_maturity(sentence: str) -> Maturity | None:
    """The maturity a sentence gives the writer's measured stack, when it says what the
    stack is made of ("our entry point is X, with Y from the latest nightlies", or a setup
    list's "Rustc version: rustc 1.35.0-nightly")."""
    if not _OWN_STACK.search(sentence, lower(sentence)) and not _VERSION_ENTRY.match(sentence):
        return None
    return maturity(sentence)


@dataclass(frozen=True)
class Subject:
    """The product the title names: what the document calls it, its names, and the other
    versions of it among the entities ("FlashAttention-2" beside "FlashAttention-3")."""

    maturity: Maturity = Maturity.unknown
    names: tuple[str, ...] = ()
    siblings: tuple[str, ...] = ()

    def covers(self, sentence: str) -> Maturity:
        """The subject's maturity for a figure whose paragraph says nothing of its own; not
        for one whose sentence is about another version ("FlashAttention-2 used 35%"), as
        against one it is compared with ("2x faster than FlashAttention-2")."""
        about = _COMPARED.split(sentence, maxsplit=1)[0]
        if any(s in about for s in self.siblings) and not any(n in sentence
                                                              for n in self.names):
            return Maturity.unknown
        return self.maturity


_COMPARED = lazy(r"\b(?:than|vs\.?|versus|against|compared\s+(?:to|with)|over)\b",
                 re.I)
