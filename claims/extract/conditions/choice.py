"""Choosing among what a span names: the device spans without repeats, other models of a
named line, the processor or device a figure measures, the names on a figure's own side of
a comparison or in its own clause, where a product's maker starts, and whether an
operating point binds to a figure."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

from claims.extract.conditions.found import HARDWARE
from claims.vocabulary.hardware import NOT_A_MODEL
from claims.vocabulary.hardware_lines import is_server
from claims.vocabulary.lazy import lazy


def separate(spans: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """The spans, in order, without those overlapping an earlier one: "ConnectX-7" is found
    again inside "NVIDIA ConnectX-7", and "PM1743 SSD" inside "Samsung PM1743 SSD"."""
    out: list[tuple[int, int]] = []
    for span in sorted(spans, key=lambda s: (s[0], -s[1])):
        if not out or span[0] >= out[-1][1]:
            out.append(span)
    return out


# The model token of a device's name: letters, then digits ("PM1743", "F9", "CM7"); and
# a test that a model token may start at a place (it matches there, empty).
_MODEL_TOKEN = lazy(r"\b([A-Z]{1,4})(\d{1,5})\b")
_MODEL_START = lazy(NOT_A_MODEL)


def siblings(text: str, devices: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
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


def processors(pieces: dict[str, list[tuple[int, int]]]) -> list[tuple[int, int]]:
    """The spans naming an accelerator, a CPU or a cloud instance, each once: a name inside
    a longer one ("A100" in the instance "NC96ads_A100_v4") is part of it."""
    return separate(s for name in HARDWARE[:3] for s in pieces.get(name, ()))


def devices(pieces: dict[str, list[tuple[int, int]]]) -> list[tuple[int, int]]:
    """The spans naming a device, each once ("NVIDIA ConnectX-7", not again its
    "ConnectX-7")."""
    return separate([*pieces.get("device", ()), *pieces.get("device_model", ())])


def whole_machines(text: str, pieces: dict[str, list[tuple[int, int]]]
                   ) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """The spans of a setup naming a whole machine beside its parts, where it names no
    accelerator: the servers ("HPE Apollo 4200 Gen9 servers" over "1 x CPU E5-2620 v4"), and
    the cloud instances where a CPU is named too ("c6i.4xlarge (Ice Lake)")."""
    if pieces.get("accel"):
        return [], []
    servers = [s for s in devices(pieces) if is_server(text[s[0]:s[1]])]
    return servers, separate(pieces.get("instance", ())) if pieces.get("cpu") else []


def measured(pieces: dict[str, list[tuple[int, int]]], near: int | None,
             prefer_device: bool = False) -> tuple[int, int] | None:
    """The span naming the measured system: of processors and of devices, each the one
    `chosen` picks; of a processor and a device, the one named first, the sentence's
    subject ("8 H100 GPUs with ConnectX-7 NICs trained it in 3 hours", "ConnectX-7 in a
    Xeon server reached 392 Gb/s"), or the device for a storage or network rate (a test
    host's CPU is no hardware of an SSD's bandwidth)."""
    processor = chosen(processors(pieces), near)
    device = chosen(devices(pieces), near)
    if processor is None or device is None:
        return processor or device
    return device if prefer_device else min(processor, device)


# What stands between a host's name and the accelerator it carries, named in brackets after
# it: "Pi 5 - 8GB (AMD RX 7600", "Pi CM5 - 16GB (Nvidia RTX 4090".
_CARRIED = lazy(r"[^()|\n]{0,24}\(\s*(?:[A-Z][A-Za-z]*\s+)?")


def carried(text: str, pieces: dict[str, list[tuple[int, int]]],
            picked: tuple[int, int] | None, prefer_device: bool) -> tuple[int, int] | None:
    """The accelerator a board's or a CPU's name carries in brackets ("Pi 5 (AMD RX 7600)",
    "Ryzen 9 7950X (Nvidia RTX 4080)"), which is what did the work, in place of the host;
    else `picked` itself. A storage or network rate (`prefer_device`) stays the device's."""
    if picked is None or prefer_device or \
            (picked not in devices(pieces) and picked not in pieces.get("cpu", ())):
        return picked
    for span in pieces.get("accel", ()):
        if span[0] >= picked[1] and _CARRIED.fullmatch(text, picked[1], span[0]):
            return span
    # a graphics card no vocabulary knows, by its maker ("Pi 5 (AMD Pro W7700)"): the card,
    # not the board, did the work
    card = _MAKER_CARD.match(text, picked[1])
    return (card.start(1), card.end(1)) if card else picked


_MAKER_CARD = lazy(r"[^()|\n]{0,24}\(\s*((?:AMD|NVIDIA|Nvidia|Intel|Radeon|GeForce)\s+"
                   r"[^()<|\n]*?\w)\s*(?:<|\))")


# Words that make the name after them the other side of a comparison: "faster than A100",
# "58x the throughput of GB300", "ahead of A100", "against 981.6 on A100".
_COMPARED_BEFORE = lazy(
    r"(?:\bthan|\bvs\.?|\bversus|\bagainst|\bover|\bcompared\s+(?:to|with)|\brelative\s+to|"
    r"\bahead\s+of|\bbehind|\bbeats?|\boutperform\w*|\bthat\s+of|\bthose\s+of|"
    r"\d(?:\s*[x\u00d7]|\s+times)(?=\s+the\s)|\bthe\s+(?:"
    r"throughput|performance|speed|bandwidth|latency|capacity|efficiency|output|rate)\s+of)"
    r"\s+(?:the\s+|an?\s+|its\s+|their\s+|NVIDIA\s+|Nvidia\s+|AMD\s+|Intel\s+)?$", re.I)
# A name after a compared figure's "on" ("96%, against 50% on Skylake", "2.1 s versus
# 3.4 s with an A100"): the machine of that figure, the other side of the comparison.
_COMPARED_FIGURE_ON = lazy(
    r"(?:\bthan|\bvs\.?|\bversus|\bagainst|\bcompared\s+(?:to|with))\s+(?:about\s+|"
    r"roughly\s+|~|\$)?\d(?:[^,;:!?.\n]|\.(?=\d)){0,40}?\b(?:on|with|using)\s+"
    r"(?:the\s+|an?\s+|its\s+|their\s+|NVIDIA\s+|Nvidia\s+|AMD\s+|Intel\s+)?$", re.I)
# A figure set against another ("1580 samples/s against 981.6") is the compared side's.
_FIGURE_COMPARED = lazy(r"(?:\bthan|\bvs\.?|\bversus|\bagainst|\bcompared\s+(?:to|with))"
                        r"\s+(?:about\s+|roughly\s+|~|\$)?$", re.I)


class Around:
    """What one text says just before each offset that `own_side` and `own_clause` read,
    each offset read once: every figure of a sentence asks of the same names."""

    def __init__(self, text: str) -> None:
        """Keep the text; read when asked."""
        self.text = text
        self._figure_on: dict[int, re.Match[str] | None] = {}
        self._before: dict[int, bool] = {}
        self._compared: dict[int, bool] = {}

    def figure_on(self, at: int) -> re.Match[str] | None:
        """A compared figure and its "on" just before `at` ("against 50% on "), if any."""
        if at not in self._figure_on:
            self._figure_on[at] = _COMPARED_FIGURE_ON.search(self.text, max(0, at - 80), at)
        return self._figure_on[at]

    def compared_before(self, at: int) -> bool:
        """True when a comparison word introduces what starts at `at` ("than ")."""
        if at not in self._before:
            self._before[at] = _COMPARED_BEFORE.search(self.text, max(0, at - 40), at) \
                is not None
        return self._before[at]

    def in_compared_clause(self, at: int) -> bool:
        """`in_compared_clause` of the text at `at`."""
        if at not in self._compared:
            self._compared[at] = in_compared_clause(self.text, at)
        return self._compared[at]


def own_side(text: str, spans: list[tuple[int, int]], near: int | None,
             around: Around | None = None) -> list[tuple[int, int]]:
    """Of the spans naming systems or models, those on the figure's side of a comparison:
    the names a comparison word introduces ("than A100") are the other side's, unless the
    figure itself is set against another ("against 981.6"), when they are its own.
    `around` reads the text (one that remembers what it read)."""
    around = around or Around(text)
    after_figure = {s: around.figure_on(s[0]) for s in spans}
    # The figure between the comparison word and the name ("against 50% to 60% on
    # Skylake") is that name's own.
    own = [s for s, m in after_figure.items()
           if m is not None and near is not None and m.start() <= near < s[0]]
    if own:
        return own
    compared = [s for s in spans if around.compared_before(s[0]) or after_figure[s] is not None]
    if not compared:
        return spans
    # A name the comparison already set on the other side stays there when it comes back
    # ("58x the throughput of GB300 NVL72, but no GB300 figure is given").
    other = [set(text[x:y].lower().split()) for x, y in compared]
    compared += [s for s in spans if s not in compared
                 and any(set(text[s[0]:s[1]].lower().split()) <= words for words in other)]
    if near is not None and _FIGURE_COMPARED.search(text, max(0, near - 16), near):
        return compared
    return [s for s in spans if s not in compared]


def chosen(spans: list[tuple[int, int]], near: int | None) -> tuple[int, int] | None:
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


_CLAUSE = lazy(r";|,\s+(?:and|but|while|whereas|with)\b|\s[-\u2013\u2014]\s")


def binds(text: str, span: tuple[int, int], near: int,
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



# What follows a ratio and opens its other side: the baseline's own figure ("13x the 180
# tokens per second a user of Llama 3.1 70B gets"), or a result another party reports
# ("1.8x the throughput Megatron-LM reports for GPT-3 175B"). "2x the throughput on H100"
# opens nothing: H100 may run both sides.
COMPARED_CLAUSE = lazy(
    r"\s+the\s+(?:(?:about\s+|roughly\s+|~)?(?=\$?\d)|(?:[a-z-]+\s+){1,2}?(?:that\s+)?"
    r"(?:[\w.+-]+\s+){1,3}?(?:reports?|reported|achieves?|achieved|gets?|got|publishe[sd]|"
    r"measured|claims?|claimed|delivers?|delivered|posted)\b)", re.I)
_RATIO_END = lazy(r"\d(?:\s*(?:x|\u00d7|-fold)|\s+times)(?=\s)", re.I)
_CLAUSE_END = lazy(r"[;!?]|\.(?:\s|$)|\n\n")


def compared_clause(text: str, ratio_end: int) -> tuple[int, int] | None:
    """The span of the clause after a ratio (ending at `ratio_end`) that states the other
    side, to the end of its clause, if one opens there."""
    opened = COMPARED_CLAUSE.match(text, ratio_end)
    if opened is None:
        return None
    end = _CLAUSE_END.search(text, opened.end())
    return opened.start(), end.start() if end else len(text)


def compared_clauses(text: str, a: int, b: int) -> list[tuple[int, int]]:
    """The compared clauses of the ratios between offsets a and b."""
    found = (compared_clause(text, m.end()) for m in _RATIO_END.finditer(text, a, b))
    return [(x, min(y, b)) for x, y in (c for c in found if c is not None)]


def outside(a: int, b: int, clauses: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """The pieces of [a, b) outside the given (ordered) clauses."""
    pieces, at = [], a
    for x, y in clauses:
        if x > at:
            pieces.append((at, x))
        at = max(at, y)
    if at < b:
        pieces.append((at, b))
    return pieces


def in_compared_clause(text: str, at: int) -> bool:
    """True when offset `at` lies in a ratio's compared clause (see `compared_clause`)."""
    for ratio in reversed(list(_RATIO_END.finditer(text, max(0, at - 200), at))):
        clause = compared_clause(text, ratio.end())
        if clause is not None:
            return clause[0] <= at < clause[1]
    return False


def own_clause(text: str, spans: list[tuple[int, int]], near: int,
               around: Around | None = None) -> list[tuple[int, int]]:
    """Of the spans naming conditions, those on the figure's side of a ratio: the names in
    the ratio's compared clause are its baseline's, unless the figure stands in it.
    `around` reads the text (one that remembers what it read)."""
    around = around or Around(text)
    inside = [s for s in spans if around.in_compared_clause(s[0])]
    if not inside:
        return spans
    if around.in_compared_clause(near):
        return inside
    return [s for s in spans if s not in inside]


def in_clause(text: str, spans: list[tuple[int, int]],
              near: int) -> list[tuple[int, int]]:
    """The name the figure's own clause gives after it ("... , we project 25 minutes on a
    cluster of 1024 A100 GPUs"), when no name stands in that clause before the figure."""
    before = [s for s in spans if s[0] < near]
    after = [s for s in spans if s[0] > near]
    # A ratio's name after it is its baseline's ("3.1x what it scored on the MI325X").
    if not after or _RATIO.match(text, near):
        return []
    if before and _ON_NEXT.fullmatch(text, near, after[0][0]) and \
            not _BREAK.search(text, near, after[0][0]):
        # The figure's own "on" right after its unit names its machine, past a name before
        # it that an earlier figure's "on" took ("34 tok/s on two A-cards and 30 tok/s on
        # two B-cards": 30 is B's).
        return after[:1]
    if before and not _BREAK.search(text, before[-1][1], near):
        return []
    if _COUNTED.fullmatch(text, near, after[0][0]):
        return after[:1]  # the figure counts the name ("1024 A100 GPUs")
    if _BREAK.search(text, near, after[0][0]) or not _OWN_ON.search(text, near, after[0][0]):
        return []
    return after[:1]


# A clause break or a ratio (whose other side follows) between a figure and a name; the
# "on" that gives a figure its machine.
_BREAK = lazy(r"[,;:()]|\.\s|\b(?:than|vs|versus|against|while|whereas|but)\b|"
              r"\d(?:\s*(?:x|\u00d7)|\s+times)(?!\w)", re.I)
_OWN_ON = lazy(r"\b(?:on|using|with)\b", re.I)
# A figure, up to three words of its unit, its "on", and the words a machine's name may open
# with (a count, an article, its maker) right before the name.
_ON_NEXT = lazy(r"[\d.,]+[^\s,;:()]*(?:[ \t]+[^\W\d][^\s,;:()]*){0,3}?[ \t]+(?:on|using)[ \t]+"
                r"(?:(?:the|a|an|one|two|three|four|six|eight|sixteen|single|dual|"
                r"\d{1,4}[x\u00d7]?|NVIDIA|Nvidia|AMD|Intel|Google)[ \t]+){0,3}", re.I)
_RATIO = lazy(r"[\d.,]+\s*(?:x|\u00d7|-fold|\s+times)(?!\w)", re.I)
_COUNTED = lazy(r"\d[\d,.]*\s*[x\u00d7]?\s*")


# What ends the look-back for a maker's name before a product: a clause break.
_ASIDE = lazy(r"\s*[(\[]\s*")
_MAKER_STOP = lazy(r"[,;:()\[\]]|\b(?:than|vs|versus|against|over|and|or)\b", re.I)


def maker_from(text: str, a: int, start: int,
               within: Mapping[str, Sequence[tuple[int, int]]]) -> int:
    """Where a product's name may start with its maker ("NVIDIA H200", a few words back):
    never before another system named just before it ("Against H100, H200" is H200) nor
    across a clause break."""
    lo = max(a, start - 12)
    ends = [y for name in HARDWARE for _, y in within.get(name, ()) if lo < y <= start]
    if ends and _ASIDE.fullmatch(text, max(ends), start):
        return lo  # an alias in an aside ("GB300 (Blackwell Ultra") names the one before
    lo = max([lo, *ends])
    stops = list(_MAKER_STOP.finditer(text, lo, start))
    return stops[-1].end() if stops else lo
