"""The conditions index: every condition a document names, found in one pass over the
words that can start one, then looked up by span ("what does the text between a and b
state, and which of it belongs to the figure at c?")."""

from __future__ import annotations

import array
import bisect
import collections
import itertools
import re
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

from claims.extract.conditions.ambiguous import bare_mentions
from claims.extract.conditions.carried import carried_spans, wording
from claims.extract.conditions.choice import (
    Around,
    binds,
    carried,
    chosen,
    devices,
    in_clause,
    maker_from,
    measured,
    own_clause,
    own_side,
    processors,
    separate,
    siblings,
    whole_machines,
)
from claims.extract.conditions.count_lists import widen_lists
from claims.extract.conditions.device_counts import device_count_spans
from claims.extract.conditions.dominant import dominant
from claims.extract.conditions.found import COMPONENT, HARDWARE, NOTHING, OPERATING, Found, merge
from claims.extract.conditions.hub_ids import with_hub_ids
from claims.extract.conditions.model_mentions import entity_models, model_spans
from claims.extract.conditions.model_shapes import with_shaped_names
from claims.extract.conditions.parts import find_parts
from claims.extract.conditions.triggers import (
    FINDERS,
    NUMBER_IN,
    NUMBERED,
    TOKEN,
    TRIGGERS,
    io_pairs,
    starts_token,
    trigger_leads,
)
from claims.vocabulary.lazy import lazy
from claims.vocabulary.run_settings import IO


class Index:
    """Every condition match in a document, found once, then looked up by span.

    Scanning each sentence, paragraph and section separately would re-read the
    text many times; the index reads it once per pattern and answers "what does
    the text between a and b state" with a binary search.
    """

    def __init__(self, text: str, products: frozenset[str] = frozenset(),
                 models: Sequence[str] = ()) -> None:
        """Read `text` (the masked document) once, at the words that can start a condition.

        Only the words whose leading letters are a trigger (a model family, an
        accelerator, a benchmark, "GPUs", "concurrency"...) are looked at; there each
        named condition runs its full pattern, anchored at the word or in a small
        window around it. Model families in `products` are product names here (see
        `product_families`): their mentions are models only with a parameter count.
        `models` are more model names the document's entities give (`entity_models`).
        """
        self._text = text
        # Each finder's spans as flat (start, end, start, end...) arrays of ints: a long text
        # holds a million matches, over a hundred bytes each as tuples, sixteen here.
        hits: dict[str, array.array[int]] = {name: array.array("q") for name in FINDERS}
        for at, lead in trigger_leads(text):
            if not starts_token(text, at):
                continue
            token = TOKEN.match(text, at)
            assert token is not None  # a letter always starts a token
            word = token.group(0)
            names = TRIGGERS.get(word) or TRIGGERS.get(lead)
            if names:
                self._add(hits, names, at, token.end())
            if len(lead) > 1 and lead[0] in "xX" and lead[1].isupper() and at and \
                    text[at - 1].isdigit():
                # "4xH100": the product after a count's x leads its own trigger
                self._add(hits, TRIGGERS.get(lead[1:], ()), at + 1, token.end())
        hits["accel"].extend(bare_mentions(text, hits["accel"]))  # "L4" once named a GPU
        hits["model"] = with_shaped_names(text, hits["model"])  # "e5-large-v2": no family's
        hits["model"] = model_spans(text, hits["model"], products, hits["cpu"])
        hits["model"] = with_hub_ids(text, hits["model"])  # "org/name-7b": the name, no org
        for name in models:
            for m in re.finditer(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", text):
                hits["model"].extend(m.span())
        for start, end in io_pairs(text):
            hit = IO.search(text, max(0, start - 8), min(len(text), end + 24))
            if hit is not None:
                hits["io"].extend(hit.span())
        hits["accelerator_count"].extend(carried_spans(text, hits))
        hits["accelerator_count"].extend(device_count_spans(text, hits))  # "over 8 devices"
        hits["accelerator_count"] = widen_lists(text, hits["accelerator_count"])  # "2, 4 or 8 GPUs"
        self._siblings = siblings(text, _pairs(hits["device"]) + _pairs(hits["device_model"]))
        # Every match ordered by (start, end, finder), so a range is one binary search, in
        # three arrays (seventeen bytes a match). Each match is first one int ordered as its
        # (start, end, finder), so sorting them makes no tuple.
        self._names = tuple(sorted(hits))
        shift, bits = len(text).bit_length() + 1, len(self._names).bit_length()
        keys: list[int] = []
        for k, name in enumerate(self._names):
            flat = hits.pop(name)
            keys.extend(((x << shift | y) << bits) | k
                        for x, y in zip(flat[::2], flat[1::2], strict=True))
        keys.sort()
        ordered = [key for key, _ in itertools.groupby(keys)]  # a span found twice counts once
        del keys
        mask = (1 << shift) - 1
        self._starts = array.array("q", (key >> bits >> shift for key in ordered))
        self._ends = array.array("q", (key >> bits & mask for key in ordered))
        self._kinds = array.array("B", (key & ((1 << bits) - 1) for key in ordered))
        self._last: tuple[int, int, dict[str, list[tuple[int, int]]]] = (-1, -1, {})
        self._found: dict[tuple[int, int, bool], Found] = {}
        self._near: tuple[tuple[object, ...], Found] = ((), NOTHING)  # the last figure's answer
        self._around = Around(text)  # what is read before each name, read once

    @property
    def text(self) -> str:
        """The text the index reads (the masked document with its inline code)."""
        return self._text

    def spans(self, names: Sequence[str]) -> list[tuple[int, int, str]]:
        """Every match of the named finders in the whole text, in order: the candidates a
        learned decision chooses among (`claims.learn`)."""
        wanted = set(names)
        return [m for m in self.matches() if m[2] in wanted]

    def matches(self) -> list[tuple[int, int, str]]:
        """Every match in the text as (start, end, finder), in that order."""
        return [(x, y, self._names[k])
                for x, y, k in zip(self._starts, self._ends, self._kinds, strict=True)]

    def _add(self, hits: dict[str, array.array[int]], names: tuple[str, ...],
             at: int, end: int) -> None:
        """Record what each named condition matches at the trigger word [at, end)."""
        text = self._text
        for name in names:
            pattern, window = FINDERS[name]
            if window:
                a, b = max(0, at - 48), min(len(text), end + 32)
                if name in NUMBERED and NUMBER_IN.search(text, a, b) is None:
                    continue
                hit = next((h for h in pattern.finditer(text, a, b)
                            if h.start() <= end and h.end() >= at), None)
            else:
                hit = pattern.match(text, at)
            if hit is None:
                continue
            spans = hits[name]
            x, y = hit.span()
            if len(spans) < 2 or spans[-2] != x or spans[-1] != y:
                spans.extend((x, y))

    def _within(self, a: int, b: int, only: Sequence[str] = ()
                ) -> dict[str, list[tuple[int, int]]]:
        """The matches inside [a, b), by finder (a finder without one is absent); with `only`,
        those of the finders it names alone (not kept for the next question: a question
        about a whole document's section asks for few finders of many matches)."""
        # A sentence is asked for its conditions, then more: the last answer is kept.
        if not only and self._last[:2] == (a, b):
            return self._last[2]
        lo = bisect.bisect_left(self._starts, a)
        hi = bisect.bisect_left(self._starts, b)
        wanted = {self._names.index(name) for name in only if name in self._names}
        pieces: dict[str, list[tuple[int, int]]] = {}
        for x, y, k in zip(self._starts[lo:hi], self._ends[lo:hi], self._kinds[lo:hi],
                           strict=True):
            if y <= b and (not only or k in wanted):
                pieces.setdefault(self._names[k], []).append((x, y))
        siblings = [(x, y) for x, y in self._siblings if a <= x and y <= b] \
            if not only or "device" in only else []
        if siblings:
            pieces["device"] = sorted(pieces.get("device", []) + siblings)
        if not only:
            self._last = (a, b, pieces)
        return pieces

    def named_once(self, a: int, b: int, name: str) -> bool:
        """True when the text between a and b states condition `name` in one wording at most
        ("on 8 GPUs"; not "8 GPUs against 16 GPUs")."""
        spans = self._within(a, b).get(name, ())
        return len({wording(name, self._text[x:y]) for x, y in spans}) <= 1

    def ambiguous(self, a: int, b: int) -> bool:
        """True when the text between a and b names more than one model or hardware."""
        pieces = self._within(a, b)
        hardware = {self._text[x:y] for x, y in processors(pieces) + devices(pieces)}
        models = {self._text[x:y] for x, y in pieces.get("model", ())}
        return len(hardware) > 1 or len(models) > 1

    def setup(self, a: int, b: int, prefer_device: bool = False,
              leave_out: Sequence[tuple[int, int]] = ()) -> Found:
        """The system and model the text between a and b is about, when one of each is
        named far more than any other (a setup section, a post about one machine): the
        hardware, accelerator and model of the dominant name, else nothing. With
        `prefer_device`, the dominant device before the dominant processor; names inside
        the `leave_out` spans (sentences of projections) do not count."""
        pieces = collections.defaultdict(list, self._within(a, b, ("model", *HARDWARE,
                                                                     "precision")))
        siblings = set(self._siblings)  # other models of a line are no setup of their own
        pieces["device"] = [s for s in pieces["device"] if s not in siblings]
        if leave_out:
            for name in list(pieces):
                pieces[name] = [s for s in pieces[name]
                                if not any(x <= s[0] < y for x, y in leave_out)]
        for name in ("model", *HARDWARE):
            if pieces[name]:
                pieces[name] = own_side(self._text, pieces[name], None, self._around)
        systems = [processors(pieces), devices(pieces)]
        if prefer_device:
            systems.reverse()
        hardware = dominant([self._text[x:y] for x, y in systems[0]]) if systems[0] else None
        if hardware is None and not systems[0]:
            hardware = dominant([self._text[x:y] for x, y in systems[1]])
        hardware = self._whole(pieces, hardware, prefer_device)
        model = dominant([self._text[x:y] for x, y in pieces.get("model", ())])
        precision = only_precision([self._text[x:y] for x, y in pieces["precision"]
                                    if _OTHER_PART.match(self._text, y) is None])
        if hardware is None and model is None:
            return NOTHING if precision is None else Found(precision=precision)
        named = find_parts(model=model or "", hardware="" if hardware is None else hardware,
                           device="", component="", accelerator_count="", node_count="",
                           workload="", software="", precision="", parallelism="",
                           concurrency="", io="")
        if hardware is not None and named.hardware is None:
            named = replace(named, hardware=" ".join(hardware.split()))  # a device's name
        return Found(hardware=named.hardware, accelerator=named.accelerator, model=named.model,
                     precision=precision)

    def _whole(self, pieces: dict[str, list[tuple[int, int]]], hardware: str | None,
               prefer_device: bool) -> str | None:
        """The setup's one server in place of its CPU or of no dominant name, and its one
        cloud instance in place of the CPU it runs on (`whole_machines`): the machine, not
        its part. A storage or network rate keeps its device before an instance."""
        cpus = {self._text[x:y] for x, y in pieces.get("cpu", ())}
        if hardware is not None and hardware not in cpus:
            return hardware  # a machine already, not a part: nothing to look up
        servers, instances = whole_machines(self._text, pieces)
        whole = dominant([self._text[x:y] for x, y in servers]) if servers else None
        if whole is None and hardware is not None and instances and not prefer_device:
            whole = dominant([self._text[x:y] for x, y in instances])
        return whole or hardware

    def operating(self, a: int, b: int) -> bool:
        """True when the text between a and b states an operating point (concurrency,
        parallelism): a condition of one run, not of the whole document."""
        pieces = self._within(a, b)
        return any(name in pieces for name in OPERATING)

    def find(self, a: int, b: int, near: int | None = None,
             figures: Sequence[tuple[int, int]] = (), prefer_device: bool = False) -> Found:
        """What the text between offsets a and b states (as `find` would, but indexed).

        With `near` (a figure's offset), the model and hardware are the ones named
        last before it ("A at 2.1M, vs B at 1.5M": 1.5M is B's), else the first after.
        With `figures` (the spans of the sentence's figures, `near` among them), an
        operating point binds to the figure nearest it, or to all when it opens the
        sentence before any figure ("at concurrency 64, X and Y"). With `prefer_device`
        (a storage or network rate), a device named beside a processor is the hardware."""
        if near is None:
            # A paragraph, heading or run is asked for again by each of its figures; what it
            # states does not depend on the asker (`figures` only matter with `near`).
            key = (a, b, prefer_device)
            kept = self._found.get(key)
            if kept is None:
                kept = self._found[key] = self._find(a, b, None, (), prefer_device)
            return kept
        # A figure's sentence is asked twice in a row, for its conditions and its own qualifiers.
        asked = (a, b, near, tuple(figures), prefer_device)
        if self._near[0] != asked:
            self._near = (asked, self._find(a, b, near, figures, prefer_device))
        return self._near[1]

    def _find(self, a: int, b: int, near: int | None, figures: Sequence[tuple[int, int]],
              prefer_device: bool) -> Found:
        """`find`, computed."""
        text = self._text
        within = self._within(a, b)
        if not within:
            return NOTHING
        pieces = collections.defaultdict(list, within)
        pieces["device"] = separate(pieces["device"] + pieces.pop("device_model", []))
        for name in ("model", *HARDWARE):
            if pieces[name]:
                pieces[name] = own_side(text, pieces[name], near, self._around)
        if near is not None:
            for name in ("model", *HARDWARE, "software", "accelerator_count", "node_count"):
                if pieces[name]:
                    pieces[name] = own_clause(text, pieces[name], near, self._around)
        if near is not None and figures:
            for name in OPERATING:
                pieces[name] = [s for s in pieces[name] if binds(text, s, near, figures)]
            # One figure runs at one concurrency: of several that reach it ("at 256
            # connections ... 0.8 ms; at 16,384 connections ... 41 ms"), the nearest.
            if len(pieces["concurrency"]) > 1:
                pieces["concurrency"] = [min(pieces["concurrency"],
                                             key=lambda s: (abs(s[0] - near), s[0]))]
        if near is not None:
            for name in ("model", *HARDWARE, *COMPONENT):
                before = [s for s in pieces[name] if s[0] < near]
                pieces[name] = in_clause(text, pieces[name], near) or before[-1:] \
                    or pieces[name][:1]

        def joined(name: str) -> str:
            spans = pieces[name]
            return " ; ".join([text[x:y] for x, y in spans]) if spans else ""

        hardware = carried(text, pieces, measured(pieces, near, prefer_device), prefer_device)
        # A device's span holds its maker; an accelerator's or CPU's maker stands before it.
        device = hardware if hardware in pieces["device"] else None
        hardware = None if device else hardware
        component = chosen([s for name in COMPONENT for s in pieces[name]], near)
        return find_parts(
            model=text[pieces["model"][0][0]:pieces["model"][0][1]] if pieces["model"] else "",
            hardware=text[maker_from(text, a, hardware[0], within):hardware[1]]
            if hardware else "",
            device=text[device[0]:device[1]] if device else "",
            component=text[component[0]:component[1]] if component else "",
            accelerator_count=joined("accelerator_count"),
            node_count=joined("node_count"),
            workload=" ; ".join((joined("named_workload"), joined("benchmark"),
                                 joined("io_pattern")))
            if pieces["named_workload"] or pieces["benchmark"] or pieces["io_pattern"] else "",
            software=joined("software"), precision=joined("precision"),
            parallelism=joined("parallelism"), concurrency=joined("concurrency"),
            io=joined("io"))


#: The finders that name the measured system, and those naming a part of one or an
#: unnamed device (the hardware only when no scope names a system).


def _pairs(flat: array.array[int]) -> list[tuple[int, int]]:
    """The (start, end) spans of a flat array of them."""
    return list(zip(flat[::2], flat[1::2], strict=True))


# A format that qualifies a part other than the weights: "FP8 KV cache", "BF16 gradients".
_OTHER_PART = lazy(r"[\s-]*(?:KV|cache|attention|communication|all[_-]?gathers?|gradients?|"
                   r"optimi[sz]er|accumulat\w*|master\s+weights|activations?)\b", re.I)


def only_precision(names: list[str]) -> str | None:
    """The one number format a text names, however often ("16-bit weights ... at 16-bit"), or
    None when it names none or more than one: a post that serves every model one way states
    it once for all its runs, where two formats leave each run's own unsaid."""
    formats = {" ".join(name.split()).casefold(): " ".join(name.split()) for name in names}
    return next(iter(formats.values())) if len(formats) == 1 else None


def find(text: str, products: frozenset[str] = frozenset(), models: Sequence[str] = ()) -> Found:
    """Every condition one piece of text states (front matter, a title): the index over
    that text alone, asked for all of it."""
    if not text.strip():
        return NOTHING
    if not products and not models:
        return _find_alone(text)
    return Index(text, products, models).find(0, len(text))


@lru_cache(maxsize=1024)
def _find_alone(text: str) -> Found:
    """`find` of a text with no product or model names besides: the same short texts (a
    table's column names, a program's name) are asked again row after row and document
    after document, and the answer depends on the text alone (a Found is immutable)."""
    return Index(text).find(0, len(text))


def from_entities(entities: Sequence[str], title: str | None,
                  products: frozenset[str] = frozenset()) -> Found:
    """Conditions named in front matter: the entities list, then the title."""
    models = entity_models(entities)
    return merge((find(" ; ".join(str(e) for e in entities), products, models),
                  find(title or "", products, models)))
