"""Conditions from the pieces of text the index matched: each reader turns one piece
("NVIDIA H100 SXM", "vLLM 0.6.3", "ISL 8192") into the value a record holds."""

from __future__ import annotations

import functools
import re

from claims.extract.conditions.count_lists import LISTED
from claims.extract.conditions.device_counts import counted_devices
from claims.extract.conditions.found import Found
from claims.model import Software
from claims.typed import typed
from claims.vocabulary.benchmarks import BENCHMARKS, IO_MEASURE, IO_PATTERN, NAMED_WORKLOAD
from claims.vocabulary.degrees import canonical
from claims.vocabulary.hardware import (
    ACCEL_COUNT,
    ACCELERATOR_FAMILY,
    AMBIGUOUS_ACCELERATORS,
    BARE_TPU,
    CLOUD_INSTANCE,
    CPU_FAMILY,
    DEVICE,
    DEVICE_KIND,
    DEVICE_MODEL,
    MEMORY,
    NODE_COUNT,
    VENDOR,
    system_gpu,
)
from claims.vocabulary.hardware_counts import counted_name, slice_count
from claims.vocabulary.hardware_lines import context_name
from claims.vocabulary.lazy import lazy
from claims.vocabulary.models import MODEL_RE
from claims.vocabulary.numbers import parse_spelled
from claims.vocabulary.run_settings import CONCURRENCY, IO, PARALLELISM, PRECISION_NAME
from claims.vocabulary.software import NEEDS_VERSION, SOFTWARE_RE

# One part named as one ("one L4", "a single NVIDIA RTX 5090"), as `carried` spans it.
_ONE_NAMED = lazy(r"\s*(?:one|single)\s+(?:NVIDIA\s+|AMD\s+|Intel\s+|Google\s+)?", re.I)
# A name the vocabulary finds only by the words before it, given here as its span alone:
# an Apple chip in its laptop's parentheses ("MacBook Air (M1, 2020)").
_IN_CONTEXT = lazy(r"M\d(?:\s+(?:Pro|Max|Ultra))?")
#: A machine built on the part named just before: one of those is several parts.
MACHINE_AFTER = lazy(r"[\s-]+(?:nodes?|servers?|systems?|machines?|clusters?|instances?|pods?|"
                     r"racks?|box(?:es)?|VMs?|hosts?|baseboards?|boards?|workstations?)\b",
                     re.I)


@functools.lru_cache(maxsize=4096)
def find_parts(*, model: str, hardware: str, device: str, component: str,
               accelerator_count: str, node_count: str, workload: str, software: str,
               precision: str, parallelism: str, concurrency: str, io: str) -> Found:
    """Conditions from the pieces of text each finder matched (empty: not stated);
    remembered, as sentences repeat the same pieces ("NVIDIA H100", "vLLM 0.6"). A
    device is named by its text as found (a sibling model has no maker to match)."""
    hw, accelerator = _hardware(hardware) if hardware else (None, None)
    if device:
        hw = " ".join(device.split())
    input_length, output_length = io_lengths(io) if io else (None, None)
    return Found(
        # A model the entities name ("Tessel-30B") is no family's: its text is its name, as
        # is a hub id's name that holds a family inside ("orca-4k-llama2-13b", `hub_ids`).
        model=(_leading(MODEL_RE, model) or " ".join(model.split())) if model else None,
        hardware=hw,
        accelerator=accelerator, component=_component(component) if component else None,
        accelerator_count=_accelerators(accelerator_count) if accelerator_count else None,
        node_count=_count(NODE_COUNT, node_count) if node_count else None,
        workload=_workload(workload) if workload else None,
        software=_software(software) if software else (),
        precision=_joined(PRECISION_NAME, precision) if precision else None,
        parallelism=_parallel(parallelism) if parallelism else None,
        concurrency=_concurrency(concurrency) if concurrency else None,
        input_length=input_length, output_length=output_length)


def _leading(pattern: re.Pattern[str], text: str) -> str | None:
    """The match at the text's start, stripped of trailing punctuation."""
    m = pattern.match(text)
    return m.group(0).strip(" .,;:-") if m else None


def _parallel(text: str) -> str | None:
    """Every distinct split the text names, each degree in one spelling ("tensor parallelism
    8" and "TP=8" are both "TP8"), joined with ', '."""
    seen: list[str] = []
    for m in PARALLELISM.finditer(text):
        one = canonical(m.group(0)) or m.group(0)
        if one.casefold() not in {s.casefold() for s in seen}:
            seen.append(one)
    return ", ".join(seen) if seen else None


def _joined(pattern: re.Pattern[str], text: str) -> str | None:
    """Every distinct match (case folded: "FP8" and "fp8" are one), in order, joined with ', '."""
    seen: list[str] = []
    for m in pattern.finditer(text):
        if m.group(0).casefold() not in {s.casefold() for s in seen}:
            seen.append(m.group(0))
    return ", ".join(seen) if seen else None


def _hardware(text: str) -> tuple[str | None, str | None]:
    """(hardware phrase with vendor, accelerator family) named in the text."""
    accel = ACCELERATOR_FAMILY.search(text)
    m = accel or CPU_FAMILY.search(text) or CLOUD_INSTANCE.search(text) or \
        _IN_CONTEXT.fullmatch(text)
    # A device named before any processor is the subject (as `_measured` picks).
    found = [d for d in (DEVICE.search(text), DEVICE_MODEL.search(text)) if d]
    device = min(found, key=lambda d: d.start(), default=None)
    if device and (not m or device.start() < m.start()):
        return " ".join(device.group(0).split()), None
    if not m:
        # a name read as the accelerator from its context ("2 L4 GPUs", `ambiguous`)
        bare = text.split()[-1] if text.split() else ""
        if BARE_TPU.fullmatch(bare):  # "v5p", spanned only on a page naming TPUs
            return f"TPU {bare}", f"TPU {bare}"
        if bare in AMBIGUOUS_ACCELERATORS:
            return bare, bare
        # a name only in its context ("(M1, 2020)", "C7g instances"), as the index found it
        return context_name(text), None
    vendor = VENDOR.search(text[max(0, m.start() - 12):m.start()])
    # (a Markdown escape is no part of a name: "NC96ads\\_A100\\_v4" is NC96ads_A100_v4)
    phrase = " ".join(((vendor.group(0) if vendor else "") + m.group(0)).split()).replace("\\", "")
    # Trademark marks and the word "CPU" inside a spec line name nothing ("Xeon(R) CPU E5").
    phrase = re.sub(r"\((?:R|TM)\)|\u00ae|\s+CPU(?=\s)", "", phrase)
    # A Mac joined to its chip by "with" is the Mac and its chip ("MacBook Pro M2").
    phrase = re.sub(r"\s+with(?:\s+(?:an?|the))?(?=\s+M\d)", "", phrase)
    if accel is None:  # a CPU or a cloud instance is hardware, but no accelerator...
        # ...unless the instance's name spells its GPU ("Standard_ND96isr_H100_v5")
        parts = phrase.split("_") if m.re.pattern == CLOUD_INSTANCE.pattern else []
        gpu = next((p for p in parts[1:] if ACCELERATOR_FAMILY.fullmatch(p)), None)
        return phrase, gpu
    family = re.sub(r"(?:\s+(?:NVL\d+|SXM\d?|PCIe|Superchip|\d+\s?GB)|-\d+GB)+$", "",
                    m.group(0))
    # The accelerator of a GPU system is the GPU it is built on ("DGX-H100" -> H100).
    family = system_gpu(family)
    # A code name is the table's device ("Trillium" is TPU v6e): named once, one way.
    from claims.vocabulary.hardware_limits import canonical_name  # (the table: on use)
    return canonical_name(phrase), canonical_name(" ".join(family.split()))


def _component(text: str) -> str | None:
    """A part of a system or an unnamed device: memory first ("HBM3e stacks"), else a
    described device ("an NVMe SSD", "a 400G NIC")."""
    m = MEMORY.search(text) or DEVICE_KIND.search(text)
    return " ".join(m.group(0).split()) if m else None


def _accelerators(text: str) -> int | None:
    """The accelerator count a piece states: a count ("8 GPUs"), a TPU slice's size
    ("v5e-8"), or a name that carries its count ("p5.48xlarge", "2x DGX H100")."""
    if LISTED.match(text):  # "128, 256 and 512 H100 GPUs": no one count (`count_lists`)
        return None
    m = ACCEL_COUNT.search(text)
    if m is None:
        devices = counted_devices(text)  # "over 8 devices" (`device_counts`)
        if devices is not None:
            return _number(devices)
        one = _ONE_NAMED.match(text)  # "a single RTX 5090" (`carried`), not "one H100 node"
        part = ACCELERATOR_FAMILY.match(text, one.end()) if one is not None else None
        if part is not None and MACHINE_AFTER.match(text, part.end()) is None:
            return 1
        return counted_name(text)
    if m.group("slice"):
        chips = slice_count(m.group("slice"))
        times = int(m.group("slices") or 1)
        return None if chips is None else chips * times
    for machines, each in (("nodes", "per"), ("sets", "each")):
        if m.group(machines):
            a, b = _number(m.group(machines)), _number(m.group(each))
            return None if a is None or b is None else a * b
    return _count(ACCEL_COUNT, text)


def _count(pattern: re.Pattern[str], text: str) -> int | None:
    """The count a pattern captures, digits or spelled."""
    m = pattern.search(text)
    if not m:
        return None
    return _number(next(g for g in m.groups() if g))


def _number(raw: str) -> int | None:
    """A count written in digits or spelled ("1,024", "eight", "single")."""
    raw = raw.replace(",", "").lower()
    if raw == "single":
        return 1
    if raw.endswith("k") and raw[:-1].isdigit():  # "1K GPUs": thousands
        return int(raw[:-1]) * 1000
    try:
        return int(raw) if raw.isdigit() else parse_spelled(raw)
    except KeyError:
        return None


def _workload(text: str) -> str | None:
    """A benchmark from the table, else a capitalised name before "benchmark"/"workload",
    else the one access pattern named ("random reads")."""
    named = NAMED_WORKLOAD.search(text)
    if named and _is_part(named.group("name")):
        named = None  # "Tesla V100-PCIE-16GB benchmark report": what ran it, not what ran
    known = BENCHMARKS.search(text)
    if named and (not known or named.start() <= known.start() <= named.end()):
        return named.group("name")
    if known:
        return known.group(0).strip()
    # Of two access patterns ("sequential reads are 1.9x and random reads 1.7x"), the
    # text does not say which is whose: it states none.
    patterns = {_access_pattern(m.group(0)) for m in IO_PATTERN.finditer(text)}
    return patterns.pop() if len(patterns) == 1 else None


def _is_part(name: str) -> bool:
    """True for a hardware part's name (an accelerator, a CPU, a device): a "benchmark" or
    "report" of a part is a benchmark run on it, and the part is no workload."""
    return any(p.search(name) for p in (ACCELERATOR_FAMILY, CPU_FAMILY, DEVICE))


def _access_pattern(text: str) -> str:
    """An access pattern in one spelling, so mentions of one setup compare equal:
    "Sequential reads" -> "sequential read"."""
    words = text.split()
    if words[-1] in IO_MEASURE:  # "Read IOPS" is a read
        words.pop()
    if words[0] != "RDMA":
        words[0] = words[0].lower()
    if words[-1] in ("reads", "writes", "sends"):
        words[-1] = words[-1][:-1]
    return " ".join(words)


def _software(text: str) -> tuple[Software, ...]:
    """Known software named in the text, with versions where given."""
    seen: dict[str, Software] = {}
    for m in SOFTWARE_RE.finditer(text):
        name, version = m.group("name"), m.group("ver")
        if name in NEEDS_VERSION and not version:
            continue
        if name not in seen or (version and seen[name].version is None):
            seen[name] = typed(Software, name=name, version=version)
    return tuple(seen.values())


def _concurrency(text: str) -> int | None:
    """Concurrent users or requests ("at concurrency 4,800", "64 concurrent users", "one user")."""
    m = CONCURRENCY.search(text)
    if not m:
        return None
    if m.group("one"):
        return 1
    raw = m.group("a") or m.group("b") or m.group("c") or m.group("d") or m.group("e") \
        or m.group("q") or m.group("qd")
    return int(raw.replace(",", "")) if raw else None


def io_lengths(text: str) -> tuple[int | None, int | None]:
    """Input and output sequence lengths ("1K/1K", "ISL 8192", "input length 2,048",
    "1k-token inputs", "100 output tokens", "generates 512 tokens")."""
    input_length = output_length = None
    for m in IO.finditer(text):
        if m.group("i"):
            input_length = input_length or _kilo(m.group("i"), m.group("ik"))
            output_length = output_length or _kilo(m.group("o"), m.group("ok"))
        for key, is_input in (("isl", True), ("il", True), ("ia", True), ("it", True),
                              ("osl", False), ("ol", False), ("oa", False), ("ot", False),
                              ("og", False)):
            if m.group(key):
                value = _kilo(m.group(key), m.group(key + "k"))
                if is_input:
                    input_length = input_length or value
                else:
                    output_length = output_length or value
    return input_length, output_length


def _kilo(num: str, k: str | None) -> int:
    """A length with an optional K suffix; K is read as 1,000, as most posts mean it."""
    return int(float(num.replace(",", "")) * (1000 if k else 1))


def lengths_before(text: str, io: list[tuple[int, int]], section: tuple[int, int],
                   before: int) -> Found:
    """The input and output lengths a section (`section`, with the spans `io` of the
    document's length phrases) states before offset `before`, when it states one of each:
    the setup sentence ("1k-token inputs and 2k-token outputs") often stands a paragraph
    above the results it describes. A section that states two different lengths says which
    is whose nowhere, so it gives none; a length stated after the figure describes a later
    run, not this one."""
    inputs, outputs = set(), set()
    for x, y in io:
        if section[0] <= x and y <= min(section[1], before):
            i, o = io_lengths(text[x:y])
            inputs |= {i} - {None}
            outputs |= {o} - {None}
    if len(inputs) > 1 or len(outputs) > 1 or not (inputs or outputs):
        return Found()
    return Found(input_length=next(iter(inputs), None),
                 output_length=next(iter(outputs), None))
