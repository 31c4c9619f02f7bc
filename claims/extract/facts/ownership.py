"""Whether the writer of a document owns what it measures, read from the body where the
front matter does not say who wrote it: a writer that speaks of a measured system as its
own work ("our library", "we built", "my patch", "this project", the project's own
release notes) is its maker; a writer that measures products and claims none of them (a
user timing three runtimes, a home-lab owner testing drives of two makers) is an outside
party, whose "I ran" is a third party's measurement.

A pairing of parts is no rivalry: a GPU server holds an Intel or AMD CPU and an NVIDIA GPU,
so only products of one kind from two makers or more (two GPUs, two drives, two CPUs)
count as rival products set side by side."""

from __future__ import annotations

import re
from collections.abc import Iterable
from enum import Enum

from claims.vocabulary.comparisons import COMPARES_PRODUCTS, DISCLAIMED_STAKE
from claims.vocabulary.lazy import lazy
from claims.vocabulary.vendors import makers


class Ownership(Enum):
    """The writer's tie to what the document measures, as the body shows it."""

    #: The writer speaks of a measured system as its own work.
    owner = "owner"
    #: The writer measures other makers' products and claims none of them.
    outsider = "outsider"
    #: The body shows neither.
    unread = "unread"


# First-person making: "we built", "I wrote", "we have implemented", "we maintain".
_MADE = (r"built|wrote|written|implemented|introduced|released|designed|developed|"
         r"shipped|rewrote|rewritten|ported|created|reworked|redesigned|open-sourced|"
         r"launched|refactored|landed|merged|contributed|maintain|maintained|trained|"
         r"pretrained|pre-trained|fine-tuned|finetuned|"
         r"are\s+releasing|are\s+introducing|are\s+announcing|announce|present")
# What a maker calls its own work: "our library", "my patch", "our new engine".
# (Not "our system", "my GPUs", "our cluster": a user's rig is its own without its making.)
_WORK = (r"implementation|library|libraries|project|code|engine|kernels?|compiler|design|"
         r"release|patch(?:es|set)?|series|pull\s+request|changes|approach|framework|runtime|"
         r"optimi[sz]ations?|products?|software|algorithm|crate|package|module|driver|fork|"
         r"method|solution|chips?|accelerators?|silicon|offering|models?|checkpoints?")
# Each pattern read over the whole body opens with a class of the letters its words start
# with: tested at each place, it lets the engine pass most places without entering an
# alternative, with the same matches.
_OWNS = lazy(
    r"(?=[wiotmrcWIOTMRC])(?:\b(?:we|i)"
    r"(?:'ve|\s+have|\s+had|\s+also|\s+then|\s+recently|\s+just|\s+now|\s+first)*"
    r"\s+(?:" + _MADE + r")\b"
    r"|\b(?:our|my)\s+(?:own\s+|new\s+|latest\s+|first\s+|next\s+)?(?:[\w-]+\s+)?(?:"
    + _WORK + r")\b"
    # "X (this project)", "this library's own code", "this patch series"
    r"|\bthis\s+(?:project|library|crate|package|patch(?:es|set)?|series|release|tool|"
    r"module|driver|fork|pull\s+request|change|engine|implementation)\b"
    r"|\bwe(?:'re|\s+are)\s+(?:excited|happy|pleased|proud|thrilled|delighted)\b"
    r"|\b(?:release\s+notes|changelog|what's\s+new\s+in|what\s+is\s+new\s+in)\b)", re.I)
_WE = lazy(r"(?=[wouWOU])\b(?:we|our|ours|us)\b", re.I)
_COMMENT = lazy(r"<!--.*?-->", re.S)
#: How much of the body's opening says what the document sets out to measure.
_LEAD = 800
#: Machine kinds whose names carry their maker (a cloud instance's does not: "p5.48xlarge"
#: and "p4d.24xlarge" are one cloud's).
_KINDS = ("accel", "cpu", "device", "device_model")
_BRAND = lazy(r"[A-Za-z][A-Za-z-]+")


def ownership(title: str | None, body: str, machines: Iterable[tuple[str, str]] = ()
              ) -> Ownership:
    """The writer's tie to what the body measures: `owner` when it speaks of a measured
    system as its own work, `outsider` when it measures products and claims none of them
    (it disclaims a stake, opens by comparing several products, or, never speaking as
    "we", sets one kind of machine of two makers or more side by side; `machines` are
    (kind, name) pairs of the machines it names), else `unread`."""
    text = _COMMENT.sub(" ", body)
    if _OWNS.search(text) or (title and _OWNS.search(title)):
        return Ownership.owner
    lead = " ".join(part for part in (title, text[:_LEAD]) if part)
    # An organisation speaks as "we": a page that never does and sets rival makers'
    # machines side by side is a user's notes on what they own (a hardware maker or a
    # project benchmarking its software on several machines writes "we", "our").
    if COMPARES_PRODUCTS.search(lead) or (rival_makers(machines) and not _WE.search(text)) \
            or DISCLAIMED_STAKE.search(text):
        return Ownership.outsider
    return Ownership.unread


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
