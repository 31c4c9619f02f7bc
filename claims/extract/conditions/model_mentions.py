"""Which matches of a model family name a model: a family word can also be a product of
another kind ("Falcon HTTP"), its maker ("DeepSeek's file system"), a program's release
("Cray MPT 7.7.2"), the tail of a longer name glued to it ("nnU-Net"), that longer
name's variant written short ("the 3D U-Net" of an nnU-Net post), or a processor's name
(`processor_part`: "Xeon Phi", "Celeron J4105 (Gemini Lake)", "Core Duo T5500")."""

from __future__ import annotations

import array
from collections.abc import Iterable

from claims.extract.conditions.model_references import reference
from claims.vocabulary.lazy import lazy
from claims.vocabulary.models import GLUED_FAMILY, MAKER_FAMILIES, MODEL_FAMILIES, MODEL_RE

# Words that make "<family> <word>" a product or maker of another kind: "Falcon HTTP" is a
# web server, "Phi DB" a database and "Granite Storage" a drive maker, whatever the Falcon,
# Phi and Granite model families are.
_PRODUCT_KIND = lazy(
    r"(?:HTTP|Web|DB|Database|SQL|Server|Proxy|Framework|SDK|OS|CLI|Router|Switch|Storage|"
    r"Cache|Queue|Stream|Streams|Broker|Runtime|Compiler|Browser|Gateway|Firewall|Sensor|"
    r"Systems|Networks|Networking|Semiconductor|Memory|Drives)$")
_PARAMETERS = lazy(r"\d(?:\.\d+)?[BbMmTt]\b|\d+x\d+B\b")
# What a company does and a model does not: own things ("DeepSeek's chart"), carry a
# company's suffix ("Mistral AI"), publish, announce or state ("DeepSeek does not name the
# SSD"). A model runs, scores and outperforms; those verbs leave it a model.
_AS_MAKER = lazy(
    r"(?:['\u2019]s\b|\s+(?:AI|Inc|Ltd|team|engineers|researchers)\b|"
    r"\s+(?:(?:does|did|has|had|have)(?:\s+not|n't)?\s+)?"
    r"(?:publish(?:es|ed)?|releas(?:es?|ed)|announc(?:es?|ed)|says?|said|claim(?:s|ed)?|"
    r"report(?:s|ed)?|open-sourc(?:es?|ed)|describ(?:es?|ed)|disclos(?:es?|ed)|"
    r"names?|named|shar(?:es?|ed)|stat(?:es?|ed)|told|tells?|wr(?:ites?|ote)|"
    r"introduc(?:es?|ed))\b)")
# A three-part release after a name ("MPT 7.7.2", "Falcon 4.0.1") versions a program: a
# model is named by a size or a version of one or two parts.
_RELEASE = lazy(r"[ -]?v?\d+\.\d+\.\d+(?![\d])")
# An entity named with a parameter count is a model, whatever its family: "Tessel-30B",
# "Orca 13B" (the vocabulary knows families, a paper names its own model).
_MODEL_ENTITY = lazy(r"[A-Z][\w.]*(?:[- ][\w.]+)*?[- ]\d+(?:\.\d+)?[BM]")
# The characters that continue a word on either side of a glued head.
_WORD = frozenset("_.-")
# What may stand between a processor's name and the rest of it: a space, or an opening
# bracket that gives its generation ("Celeron J4105 (Gemini Lake, 14nm)").
_AFTER_PROCESSOR = lazy(r"[ \t]*(?:\([ \t]*)?")


def product_families(entities: Iterable[str]) -> frozenset[str]:
    """The model families the document's entities (and publisher) name as another kind of
    product or maker: the family word of "Falcon HTTP" (a model family, then a word
    naming a web server)."""
    out = set()
    for entity in entities:
        words = str(entity).split()
        if len(words) >= 2 and words[0] in MODEL_FAMILIES and _PRODUCT_KIND.match(words[1]):
            out.add(words[0])
    return frozenset(out)


def entity_models(entities: Iterable[str]) -> tuple[str, ...]:
    """The entities named as models by a parameter count, which no model family knows."""
    return tuple(str(e).strip() for e in entities
                 if _MODEL_ENTITY.fullmatch(str(e).strip()) and not MODEL_RE.fullmatch(str(e)))


def model_spans(text: str, found: array.array[int], products: frozenset[str],
                processors: array.array[int] | None = None) -> array.array[int]:
    """The spans (flat start, end pairs) of `found`, the family matches in `text`, that name
    a model, with the longer names glued heads make of a family ("nnU-Net"). Where the text
    glues one head to a family, its bare mentions of that family ("3D U-Net", "a U-Net
    based model") are that longer name's and give no model of their own: the figure takes
    the longer name from its scope. A match that is part of one of the `processors` (flat
    spans) is no model either (`processor_part`)."""
    cpus = list(zip(processors[::2], processors[1::2], strict=True)) if processors else []
    glued = glued_names(text)
    tails: dict[str, set[str]] = {}
    for x, y, family in glued:
        tails.setdefault(text[family:y], set()).add(text[x:y])
    pairs = list(zip(found[::2], found[1::2], strict=True))
    # a name the text writes as a processor's ("Celeron J4105 (Gemini Lake)") is that
    # processor wherever else it stands ("Gemini Lake has no EHCI controller")
    parts = {_with_next(text, x, y) for x, y in pairs if processor_part(text, x, y, cpus)}
    kept = array.array("q")
    for x, y in pairs:
        name = text[x:y]
        if (products and _product(name, products)) or _maker(text, name, y) or \
                _RELEASE.match(text, y) or len(tails.get(name, ())) == 1 or \
                reference(text, x, y) or \
                _with_next(text, x, y) in parts:  # "reaches GPT-2 quality": cited, not run
            continue
        kept.extend((x, y))
    for x, y, _ in glued:
        if not _RELEASE.match(text, y) and not reference(text, x, y):
            kept.extend((x, y))
    return kept


def processor_part(text: str, x: int, y: int, processors: list[tuple[int, int]]) -> bool:
    """True when the family match [x, y) is part of a processor's name: inside a processor
    match ("Granite Rapids"), right after one ("Xeon Phi 7250", "Celeron J4105 (Gemini
    Lake"), or a digit-final family glued to more digits with no size ("T5500", a Core Duo's
    part number; "OPT-13B" keeps its size). A name with a parameter count is a model
    wherever it stands ("a Xeon (Llama 2 7B) run")."""
    name = text[x:y]
    if _PARAMETERS.search(name):
        return False
    if _glued_digits(name):
        return True
    for a, b in processors:
        if a <= x < b or (b <= x and _AFTER_PROCESSOR.fullmatch(text, b, x) is not None):
            return True
    return False


#: The capitalised word after a name ("Lake" of "Gemini Lake").
_NEXT_WORD = lazy(r"[ \t]+([A-Z]\w*)")


def _with_next(text: str, x: int, y: int) -> tuple[str, str]:
    """A match's name and the capitalised word after it, if any."""
    after = _NEXT_WORD.match(text, y)
    return text[x:y], after.group(1) if after else ""


def _glued_digits(name: str) -> bool:
    """True when a family whose name closes on a digit ("T5") has more digits glued to it
    ("T5500"): they make another number, a part's (a CPU's, a workstation's), not the
    family's ("ResNet50" closes its family on a letter; "T5-11B" sets its size apart)."""
    family = max((f for f in _DIGIT_FAMILIES if name.startswith(f)), key=len, default="")
    return bool(family) and name[len(family):len(family) + 1].isdigit()


#: The families whose name closes on a digit ("T5", "gpt-4"), read once.
_DIGIT_FAMILIES = tuple(f for f in MODEL_FAMILIES if f[-1].isdigit())


def glued_names(text: str) -> list[tuple[int, int, int]]:
    """(start, end, where the family starts) of each family name with a word of lower-case
    letters glued before it: "nnU-Net", "mT5", "mBERT". A capitalised head makes a brand of
    its own, a tool's or a data set's as often as a model's ("ExLlamaV2", "LitGPT",
    "ShareGPT"; the vocabulary lists the models among them, "CodeLlama"); an upper-case
    head may be an acronym's tail ("ALBERT"), and "my_BERT" is an identifier."""
    out = []
    for m in GLUED_FAMILY.finditer(text):
        at = m.start()
        head = at
        while head and "a" <= text[head - 1] <= "z":
            head -= 1
        if head == at or (head and (text[head - 1].isalnum() or text[head - 1] in _WORD)):
            continue
        out.append((head, m.end(), at))
    return out


def _maker(text: str, name: str, end: int) -> bool:
    """True when a bare family that is its maker's name stands as the company: owning,
    publishing or stating something ("DeepSeek's 3FS", "DeepSeek published")."""
    return name in MAKER_FAMILIES and _AS_MAKER.match(text, end) is not None


def _product(name: str, products: frozenset[str]) -> bool:
    """True when a model match is a product's name: its family is one of `products` and
    it states no parameter count ("Falcon 3.0", not "Falcon 180B")."""
    return name.split()[0].split("-")[0] in products and not _PARAMETERS.search(name)
