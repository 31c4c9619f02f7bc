"""The conditions index: every condition a document names, found in one pass over the
words that can start one, then looked up by span ("what does the text between a and b
state, and which of it belongs to the figure at c?")."""

from __future__ import annotations

import bisect
import collections
import itertools
import re
from collections.abc import Iterable, Sequence

from claims.extract.conditions.found import COMPONENT, HARDWARE, NOTHING, OPERATING, Found, merge
from claims.extract.conditions.parts import find_parts
from claims.vocabulary.benchmarks import BENCHMARKS, IO_PATTERN, NAMED_WORKLOAD
from claims.vocabulary.hardware import (
    ACCEL_COUNT,
    ACCELERATOR_FAMILY,
    CLOUD_INSTANCE,
    CPU_FAMILY,
    DEVICE,
    DEVICE_KIND,
    DEVICE_MODEL,
    DEVICE_NOUNS,
    DEVICE_VENDORS,
    FAMILY_VENDORS,
    MEMORY,
    NODE_COUNT,
    NOT_A_MODEL,
    SERVER_NOUNS,
)
from claims.vocabulary.models import MODEL_FAMILIES, MODEL_RE
from claims.vocabulary.numbers import SPELLED
from claims.vocabulary.run_settings import CONCURRENCY, IO, PARALLELISM, PRECISION
from claims.vocabulary.software import SOFTWARE, SOFTWARE_RE

_TOKEN = re.compile(r"([A-Za-z]+)[\w.+-]*")
_LEAD = re.compile(r"[A-Za-z]+")
# An input/output pair ("1K/1K"): what `_io_pairs` finds, the slow way.
_IO_SLASH = re.compile(r"/\s*\d")
# finder name -> (pattern, searched in a window around the trigger word?)
_FINDERS: dict[str, tuple[re.Pattern[str], bool]] = {
    "model": (MODEL_RE, False), "accel": (ACCELERATOR_FAMILY, False),
    "cpu": (CPU_FAMILY, False), "instance": (CLOUD_INSTANCE, False),
    "device": (DEVICE, False), "device_model": (DEVICE_MODEL, True),
    "memory": (MEMORY, False), "device_kind": (DEVICE_KIND, True),
    "benchmark": (BENCHMARKS, False),
    "software": (SOFTWARE_RE, False), "precision": (PRECISION, False),
    "parallelism": (PARALLELISM, False), "accelerator_count": (ACCEL_COUNT, True),
    "node_count": (NODE_COUNT, True), "concurrency": (CONCURRENCY, True),
    "named_workload": (NAMED_WORKLOAD, True), "io_pattern": (IO_PATTERN, False),
    "io": (IO, True),
}


def _leads(names: Iterable[str]) -> set[str]:
    """The leading letters of each name ("GB300" -> "GB", "Node.js" -> "Node")."""
    out = set()
    for name in names:
        lead = _LEAD.match(name)
        if lead:
            out.add(lead.group(0))
    return out


def _triggers() -> dict[str, tuple[str, ...]]:
    """Words that can start (or anchor) each condition, for the index's one pass."""
    table: dict[str, list[str]] = {}

    def add(words: Iterable[str], name: str) -> None:
        for word in words:
            table.setdefault(word, [])
            if name not in table[word]:
                table[word].append(name)

    add(_leads(MODEL_FAMILIES), "model")
    add(("GB", "B", "H", "A", "L", "T", "V", "P", "RTX", "MI", "Instinct", "Gaudi", "TPU",
         "Trillium", "Ironwood", "Trainium", "Inferentia", "Vera", "Rubin", "Blackwell",
         "Hopper", "Grace", "WSE", "LPU", "Maia", "MTIA"), "accel")
    add(("EPYC", "Xeon", "Graviton", "Altra", "AmpereOne", "M", "Ryzen", "Core", "Neoverse",
         "Grace", "Axion", "Cobalt", "Snapdragon"), "cpu")
    add(_leads(DEVICE_VENDORS) | _leads(re.findall(r"\w+", FAMILY_VENDORS)), "device")
    add(("ConnectX", "BlueField", "Spectrum", "Quantum", "Tomahawk", "Jericho", "Trident",
         "Silicon", "Snapdragon", "Dimensity", "Exynos", "Tensor", "Kirin", "A", "Jetson",
         "Ceph", "VAST", "WEKA", "Weka", "DDN", "Lustre", "MinIO", "FlashBlade", "FlashArray",
         "NetApp", "BeeGFS", "PowerScale", "Pure"), "device")
    add(("HBM", "DDR", "LPDDR", "GDDR", "CXL"), "memory")
    nouns = [*DEVICE_NOUNS, *(noun + ("es" if noun.endswith("h") else "s")
                               for noun in DEVICE_NOUNS)]
    add(nouns, "device_model")
    add([*nouns, *SERVER_NOUNS, *(noun + "s" for noun in SERVER_NOUNS)], "device_kind")
    add(_leads(re.findall(r"[A-Za-z][\w-]*", BENCHMARKS.pattern.replace("(?:", " "))), "benchmark")
    # A trigger is a whole run of letters: "SPEC" glued to its suite is "SPECrate".
    add([f"SPEC{suite}" for suite in ("CPU", "int", "fp", "rate", "jbb", "power", "virt")],
        "benchmark")
    add(_leads(SOFTWARE) | set(SOFTWARE), "software")
    add(("FP", "NVFP", "MXFP", "BF", "INT", "TF", "W"), "precision")
    add((*"abcdefghijklmnopqrstuvwxyz", "im", "is", "mac", "hpc", "inf", "trn", "dl", "vt",
         "Standard"), "instance")
    add(("TP", "PP", "DP", "EP", "DEP", "CP", "SP", "TEP", "Wide", "tensor", "Tensor", "expert",
         "Expert", "pipeline", "Pipeline", "data", "Data", "context", "Context", "sequence",
         "Sequence"), "parallelism")
    add(("GPUs", "GPU", "accelerators", "accelerator", "chips", "TPUs", "superchips", "x"),
        "accelerator_count")
    add(("nodes", "servers", "hosts", "machines", "node",
         *(f"{n}-node" for number in SPELLED for n in (number, number.title()))),
        "node_count")
    add(("concurrency", "Concurrency", "concurrent", "simultaneous", "parallel", "single-user",
         "Single-user", "user", "batch", "Batch", "users", "clients", "connections", "sessions",
         "streams", "threads"), "concurrency")
    add(("benchmark", "benchmarks", "workload", "workloads", "suite", "suites", "dataset",
         "datasets", "trace", "traces"), "named_workload")
    add(("ISL", "OSL", "length"), "io")
    add(("Sequential", "sequential", "Random", "random", "Mixed", "mixed", "RDMA"), "io_pattern")
    return {word: tuple(names) for word, names in table.items()}


_TRIGGERS = _triggers()


# The leading letters of every trigger word, and a table that blanks all but letters.
_LEADS = frozenset(lead.encode("ascii") for lead in _leads(_TRIGGERS))
_LETTERS_ONLY = bytes(c if chr(c).isascii() and chr(c).isalpha() else 32 for c in range(256))


def _trigger_leads(text: str) -> list[tuple[int, str]]:
    """(offset, letters) of each run of letters in the text that leads some trigger word.

    The text becomes bytes, one per character, with every non-letter a space; split at
    each space, piece i starts at offset (length of the pieces before it) + i. Finding
    the pieces that are leads this way runs in C, where a loop over the words in Python
    or a regex tried at every offset would be several times slower.
    """
    pieces = text.encode("latin-1", "replace").translate(_LETTERS_ONLY).split(b" ")
    before = list(itertools.accumulate(map(len, pieces), initial=0))
    return [(before[i] + i, pieces[i].decode("ascii"))
            for i in itertools.compress(itertools.count(), map(_LEADS.__contains__, pieces))]


_TOKEN_CHARS = "_.+-"


def _starts_token(text: str, at: int) -> bool:
    """True when `_TOKEN` scanning the text from its start begins a token at `at` (a
    letter): no letter stands earlier in the run of token characters reaching `at`."""
    i = at
    while i and (text[i - 1].isalnum() or text[i - 1] in _TOKEN_CHARS):  # [\w.+-]
        i -= 1
        if "A" <= text[i] <= "Z" or "a" <= text[i] <= "z":
            return False
    return True


def _io_pairs(text: str) -> list[tuple[int, int]]:
    """The spans `_IO_PAIR_WORD.finditer(text)` gives ("1K/1K", "8192 / 512"), found from
    each slash back: the engine jumps from slash to slash, where a pattern opening with a
    digit is tried at every digit of the text."""
    pairs: list[tuple[int, int]] = []
    end = 0
    for m in _IO_SLASH.finditer(text):
        start = m.start()  # back over \s*, then [Kk]?, to the digit that opens the pair
        while start > end and text[start - 1].isspace():
            start -= 1
        if start > end and text[start - 1] in "Kk":
            start -= 1
        if start > end and text[start - 1].isdecimal():
            pairs.append((start - 1, m.end()))
            end = m.end()
    return pairs


class Index:
    """Every condition match in a document, found once, then looked up by span.

    Scanning each sentence, paragraph and section separately would re-read the
    text many times; the index reads it once per pattern and answers "what does
    the text between a and b state" with a binary search.
    """

    def __init__(self, text: str) -> None:
        """Read `text` (the masked document) once, at the words that can start a condition.

        Only the words whose leading letters are a trigger (a model family, an
        accelerator, a benchmark, "GPUs", "concurrency"...) are looked at; there each
        named condition runs its full pattern, anchored at the word or in a small
        window around it.
        """
        self._text = text
        hits: dict[str, list[tuple[int, int]]] = {name: [] for name in _FINDERS}
        for at, lead in _trigger_leads(text):
            if not _starts_token(text, at):
                continue
            token = _TOKEN.match(text, at)
            assert token is not None  # a letter always starts a token
            word = token.group(0)
            names = _TRIGGERS.get(word) or _TRIGGERS.get(lead)
            if names:
                self._add(hits, names, at, token.end())
        for start, end in _io_pairs(text):
            hit = IO.search(text, max(0, start - 8), min(len(text), end + 24))
            if hit is not None:
                hits["io"].append(hit.span())
        # Every match in one list ordered by span, so a range is one binary search.
        self._matches = sorted((x, y, name) for name, spans in hits.items()
                               for x, y in set(spans))
        self._starts = [x for x, _, _ in self._matches]
        self._siblings = _siblings(text, hits["device"] + hits["device_model"])
        self._last: tuple[int, int, dict[str, list[tuple[int, int]]]] = (-1, -1, {})

    def _add(self, hits: dict[str, list[tuple[int, int]]], names: tuple[str, ...],
             at: int, end: int) -> None:
        """Record what each named condition matches at the trigger word [at, end)."""
        text = self._text
        for name in names:
            pattern, window = _FINDERS[name]
            if window:
                hit = next((h for h in pattern.finditer(text, max(0, at - 48),
                                                        min(len(text), end + 32))
                            if h.start() <= end and h.end() >= at), None)
            else:
                hit = pattern.match(text, at)
            if hit is None:
                continue
            spans = hits[name]
            if not spans or spans[-1] != hit.span():
                spans.append(hit.span())

    def _within(self, a: int, b: int) -> dict[str, list[tuple[int, int]]]:
        """The matches inside [a, b), by finder (a finder without one is absent)."""
        if self._last[:2] == (a, b):  # a sentence is asked for its conditions, then more
            return self._last[2]
        lo = bisect.bisect_left(self._starts, a)
        hi = bisect.bisect_left(self._starts, b)
        pieces: dict[str, list[tuple[int, int]]] = {}
        for x, y, name in self._matches[lo:hi]:
            if y <= b:
                pieces.setdefault(name, []).append((x, y))
        siblings = [(x, y) for x, y in self._siblings if a <= x and y <= b]
        if siblings:
            pieces["device"] = sorted(pieces.get("device", []) + siblings)
        self._last = (a, b, pieces)
        return pieces

    def ambiguous(self, a: int, b: int) -> bool:
        """True when the text between a and b names more than one model or hardware."""
        pieces = self._within(a, b)
        hardware = {self._text[x:y] for x, y in _processors(pieces) + _devices(pieces)}
        models = {self._text[x:y] for x, y in pieces.get("model", ())}
        return len(hardware) > 1 or len(models) > 1

    def operating(self, a: int, b: int) -> bool:
        """True when the text between a and b states an operating point (concurrency,
        parallelism): a condition of one run, not of the whole document."""
        pieces = self._within(a, b)
        return any(name in pieces for name in OPERATING)

    def find(self, a: int, b: int, near: int | None = None,
             figures: Sequence[tuple[int, int]] = ()) -> Found:
        """What the text between offsets a and b states (as `find` would, but indexed).

        With `near` (a figure's offset), the model and hardware are the ones named
        last before it ("A at 2.1M, vs B at 1.5M": 1.5M is B's), else the first after.
        With `figures` (the spans of the sentence's figures, `near` among them), an
        operating point binds to the figure nearest it, or to all when it opens the
        sentence before any figure ("at concurrency 64, X and Y")."""
        text = self._text
        within = self._within(a, b)
        if not within:
            return NOTHING
        pieces = collections.defaultdict(list, within)
        pieces["device"] = _separate(pieces["device"] + pieces.pop("device_model", []))
        if near is not None and figures:
            for name in OPERATING:
                pieces[name] = [s for s in pieces[name] if _binds(text, s, near, figures)]
            # One figure runs at one concurrency: of several that reach it ("at 256
            # connections ... 0.8 ms; at 16,384 connections ... 41 ms"), the nearest.
            if len(pieces["concurrency"]) > 1:
                pieces["concurrency"] = [min(pieces["concurrency"],
                                             key=lambda s: (abs(s[0] - near), s[0]))]
        if near is not None:
            for name in ("model", *HARDWARE, *COMPONENT):
                before = [s for s in pieces[name] if s[0] < near]
                pieces[name] = before[-1:] or pieces[name][:1]

        def joined(name: str) -> str:
            spans = pieces[name]
            return " ; ".join([text[x:y] for x, y in spans]) if spans else ""

        hardware = _measured(pieces, near)
        # A device's span holds its maker; an accelerator's or CPU's maker stands before it.
        device = hardware if hardware in pieces["device"] else None
        hardware = None if device else hardware
        component = _chosen([s for name in COMPONENT for s in pieces[name]], near)
        return find_parts(
            model=text[pieces["model"][0][0]:pieces["model"][0][1]] if pieces["model"] else "",
            hardware=text[max(a, hardware[0] - 12):hardware[1]] if hardware else "",
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

def _separate(spans: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """The spans, in order, without those overlapping an earlier one: "ConnectX-7" is found
    again inside "NVIDIA ConnectX-7", and "PM1743 SSD" inside "Samsung PM1743 SSD"."""
    out: list[tuple[int, int]] = []
    for span in sorted(spans, key=lambda s: (s[0], -s[1])):
        if not out or span[0] >= out[-1][1]:
            out.append(span)
    return out


# The model token of a device's name: letters, then digits ("PM1743", "F9", "CM7"); and
# a test that a model token may start at a place (it matches there, empty).
_MODEL_TOKEN = re.compile(r"\b([A-Z]{1,4})(\d{1,5})\b")
_MODEL_START = re.compile(NOT_A_MODEL)


def _siblings(text: str, devices: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """Other models of a line the text names ("PM1733" where "Samsung PM1743" is named,
    "F7" beside "its F9 array"): the same letters before as many digits, but not a model
    already named nor an accelerator ("A17" beside "A18 Pro" is one, "A10" is not)."""
    named = {m.group(0): (m.group(1), len(m.group(2)))
             for x, y in devices for m in _MODEL_TOKEN.finditer(text, x, y)}
    if not named:
        return []
    lines = re.compile(r"\b(?:" + "|".join(sorted({f"{re.escape(letters)}\\d{{{digits}}}"
                                                  for letters, digits in named.values()}))
                       + r")\b")
    return [m.span() for m in lines.finditer(text)
            if m.group(0) not in named and _MODEL_START.match(text, m.start())]


def _processors(pieces: dict[str, list[tuple[int, int]]]) -> list[tuple[int, int]]:
    """The spans naming an accelerator, a CPU or a cloud instance, in finder order."""
    return [s for name in HARDWARE[:3] for s in pieces.get(name, ())]


def _devices(pieces: dict[str, list[tuple[int, int]]]) -> list[tuple[int, int]]:
    """The spans naming a device, each once ("NVIDIA ConnectX-7", not again its
    "ConnectX-7")."""
    return _separate([*pieces.get("device", ()), *pieces.get("device_model", ())])


def _measured(pieces: dict[str, list[tuple[int, int]]],
              near: int | None) -> tuple[int, int] | None:
    """The span naming the measured system: of processors and of devices, each the one
    `_chosen` picks; of a processor and a device, the one named first, the sentence's
    subject ("8 H100 GPUs with ConnectX-7 NICs trained it in 3 hours", "ConnectX-7 in a
    Xeon server reached 392 Gb/s")."""
    processor = _chosen(_processors(pieces), near)
    device = _chosen(_devices(pieces), near)
    if processor is None or device is None:
        return processor or device
    return min(processor, device)


def _chosen(spans: list[tuple[int, int]], near: int | None) -> tuple[int, int] | None:
    """The first span, or with `near` the last one starting before it (else the first);
    of two starting together, the finder listed first in `HARDWARE` ("Grace Hopper" as an
    accelerator, not "Grace" as a CPU)."""
    if not spans:
        return None
    before = [s for s in spans if near is not None and s[0] < near]
    if before:
        return max(before, key=lambda s: s[0])
    return min(spans if near is None else spans[::-1], key=lambda s: s[0])


#: Conditions of one run (an operating point) rather than of the measured system.

_CLAUSE = re.compile(r";|,\s+(?:and|but|while|whereas|with)\b|\s[-\u2013\u2014]\s")


def _binds(text: str, span: tuple[int, int], near: int,
           figures: Sequence[tuple[int, int]]) -> bool:
    """True when a condition at `span` belongs to the figure starting at `near`: it stands
    before every figure, or in the figure's clause, or (in a clause without figures) no
    other figure is closer to it."""
    if span[1] <= min(a for a, _ in figures):
        return True
    lo = max((m.end() for m in _CLAUSE.finditer(text, figures[0][0], span[0])), default=0)
    hi = next((m.start() for m in _CLAUSE.finditer(text, span[1], figures[-1][1])),
              figures[-1][1])
    inside = [fig for fig in figures if lo <= fig[0] and fig[1] <= hi]
    if inside:
        return any(fig[0] == near for fig in inside)

    def gap(fig: tuple[int, int]) -> int:
        return max(fig[0] - span[1], span[0] - fig[1], 0)

    return min(figures, key=lambda fig: (gap(fig), fig[0]))[0] == near




def find(text: str) -> Found:
    """Every condition one piece of text states (front matter, a title): the index over
    that text alone, asked for all of it."""
    if not text.strip():
        return NOTHING
    return Index(text).find(0, len(text))


def from_entities(entities: Iterable[str], title: str | None) -> Found:
    """Conditions named in front matter: the entities list, then the title."""
    return merge((find(" ; ".join(str(e) for e in entities)), find(title or "")))
