"""Trigger words: the words that can start (or anchor) each condition, and the one pass
over a text that finds where they stand, so the index runs each condition's pattern only
there."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Iterator

from claims.vocabulary.benchmarks import BENCHMARKS, IO_PATTERN, NAMED_WORKLOAD
from claims.vocabulary.hardware import (
    ACCEL_COUNT,
    ACCELERATOR_FAMILY,
    CLOUD_INSTANCE,
    CLOUD_PROVIDERS,
    CLUSTER_NOUNS,
    CPU_FAMILY,
    DEVICE,
    DEVICE_KIND,
    DEVICE_MODEL,
    DEVICE_NOUNS,
    FAMILY_VENDORS,
    MEMORY,
    NODE_COUNT,
    SERVER_NOUNS,
)
from claims.vocabulary.hardware_lines import (
    CPU_LEADS,
    DEVICE_LEADS,
    DEVICE_VENDORS,
    GPU_LEADS,
    INSTANCE_LEADS,
)
from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import alternation
from claims.vocabulary.models import MODEL_FAMILIES, MODEL_RE, SIZED_FAMILIES
from claims.vocabulary.numbers import SPELLED
from claims.vocabulary.run_settings import CONCURRENCY, IO, PARALLELISM, PRECISION
from claims.vocabulary.software import SOFTWARE, SOFTWARE_RE

TOKEN = lazy(r"([A-Za-z]+)[\w.+-]*")
_LEAD = lazy(r"[A-Za-z]+")
# An input/output pair ("1K/1K"): what `io_pairs` finds, the slow way.
_IO_SLASH = lazy(r"/\s*\d")
# finder name -> (pattern, searched in a window around the trigger word?)
FINDERS: dict[str, tuple[re.Pattern[str], bool]] = {
    "model": (MODEL_RE, False), "accel": (ACCELERATOR_FAMILY, False),
    "cpu": (CPU_FAMILY, False), "instance": (CLOUD_INSTANCE, False),
    "device": (DEVICE, False), "device_model": (DEVICE_MODEL, True),
    "memory": (MEMORY, False), "device_kind": (DEVICE_KIND, True),
    "benchmark": (BENCHMARKS, False),
    "software": (SOFTWARE_RE, False), "precision": (PRECISION, True),
    "parallelism": (PARALLELISM, False), "accelerator_count": (ACCEL_COUNT, True),
    "node_count": (NODE_COUNT, True), "concurrency": (CONCURRENCY, True),
    "named_workload": (NAMED_WORKLOAD, True), "io_pattern": (IO_PATTERN, False),
    "io": (IO, True),
}

# Finders whose every match holds a digit or a spelled number ("16 nodes", "four-node",
# "8x H100"): a window without one is skipped before the full pattern, which costs tens of
# microseconds a window ("node" in every sentence of a long text of prose).
NUMBERED = frozenset({"accelerator_count", "node_count"})
# Any digit or spelled number word anywhere (a compound holds a tens word): looser than the
# numbers those patterns match, so a window it finds nothing in holds none of them ("a
# single node" counts one).
NUMBER_IN = lazy(r"\d|(?i:single|" + alternation(sorted(SPELLED, key=lambda w: (w[0], -len(w), w)))
                 + ")")


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

    # A family glued to its version ("YOLOv8n", "MobileNetV2") starts with a longer run of
    # letters than the family's own.
    model_leads = _leads(MODEL_FAMILIES)
    add(model_leads | {lead + v for lead in model_leads for v in ("v", "V")}, "model")
    add(SIZED_FAMILIES, "model")
    add(("GB", "B", "H", "A", "L", "T", "V", "P", "RTX", "Radeon", "RX", "MI", "Instinct",
         "Gaudi", "TPU",
         "Trillium", "Ironwood", "Trainium", "Inferentia", "Vera", "Rubin", "Blackwell",
         "Hopper", "Grace", "WSE", "LPU", "Maia", "MTIA", "v", "Cerebras", "CS", "SambaNova", "SN",
         "Qualcomm", "Cloud", "Tenstorrent", "Wormhole", "Blackhole", "Grayskull", "GTX",
         "Tesla", "Ascend", "Hailo", "Coral", "Edge", "DGX", "HGX"), "accel")
    add(("EPYC", "Xeon", "W", "Graviton", "Threadripper", "Altra", "AmpereOne", "M", "Ryzen",
         "Core", "Neoverse", "i", "E",
         "Apple", "MacBook", "Macbook", "Mac", "iMac",
         "Grace", "Axion", "Cobalt", "Athlon", "Phenom", "Opteron", "Pentium", "Celeron",
         "Sempron", "Duron", "Turion", "Snapdragon", "Skylake", "Cascade", "Ice", "Sapphire",
         "Emerald", "Granite", "Sierra", "Kaby", "Coffee", "Comet", "Tiger", "Rocket", "Alder",
         "Raptor", "Meteor", "Lunar", "Arrow", "Atom", "IBM", "POWER", "Power", "Kunpeng",
         "Yitian"), "cpu")
    add(_leads(DEVICE_VENDORS) | _leads(re.findall(r"\w+", FAMILY_VENDORS)), "device")
    add(("ConnectX", "BlueField", "Spectrum", "Quantum", "Tomahawk", "Jericho", "Trident",
         "Silicon", "Snapdragon", "Dimensity", "Exynos", "Tensor", "Kirin", "A", "Jetson",
         "Ceph", "VAST", "WEKA", "Weka", "DDN", "Lustre", "MinIO", "FlashBlade", "FlashArray",
         "NetApp", "BeeGFS", "PowerScale", "Pure", "PowerEdge", "ProLiant", "ThinkSystem",
         "iPhone", "iPad", "Galaxy", "Pixel", "OnePlus", "Raspberry", "raspberry", "Pi",
         # cloud block volumes ("GP2 EBS", "EBS gp3", "io2 volumes", "pd-ssd")
         "EBS", "GP", "gp", "IO", "io", "st", "sc", "ST", "SC", "pd", "Hyperdisk", "Premium",
         "Ultra", "Optane"),
        "device")
    # (the product lines `hardware_lines` adds, by the words each starts with)
    add(GPU_LEADS, "accel")
    add(CPU_LEADS, "cpu")
    add(DEVICE_LEADS, "device")
    add(INSTANCE_LEADS, "instance")
    add(("HBM", "DDR", "LPDDR", "GDDR", "CXL"), "memory")
    nouns = [*DEVICE_NOUNS, *(noun + ("es" if noun.endswith("h") else "s")
                               for noun in DEVICE_NOUNS)]
    add([*nouns, *CLUSTER_NOUNS], "device_model")
    add([*nouns, *SERVER_NOUNS, *(noun + "s" for noun in SERVER_NOUNS)], "device_kind")
    # a machine by its size: "4 vCPU", "4v CPU", "8 vCores"
    add(("v", "vCPU", "vCPUs", "vcpu", "vcpus", "VCPU", "VCPUs", "vCore", "vCores", "vcores"),
        "device_kind")
    add(_leads(re.findall(r"[A-Za-z][\w-]*", BENCHMARKS.pattern.replace("(?:", " "))), "benchmark")
    # A trigger is a whole run of letters: "SPEC" glued to its suite is "SPECrate".
    add([f"SPEC{suite}" for suite in ("CPU", "int", "fp", "rate", "jbb", "power", "virt")],
        "benchmark")
    add(_leads(SOFTWARE) | set(SOFTWARE), "software")
    add(("FP", "NVFP", "MXFP", "BF", "INT", "TF", "W", "bit", "fp", "nvfp", "mxfp", "bf", "int",
         "tf", "Fp", "Bf", "Int", "float", "bfloat", "Float", "BFloat"), "precision")
    add((*"abcdefghijklmnopqrstuvwxyz", "im", "is", "mac", "hpc", "inf", "trn", "dl", "vt", "ct",
         "Standard", "NC", "ND", "NV", *_leads(CLOUD_PROVIDERS),
         # Azure sizes by series ("D16s v5", "HB120rs v3") and Oracle shapes ("VM.GPU.A10.1")
         *"ABCDEFGHLMN", "DC", "HB", "HC", "HX", "NG", "NP", "FX", "VM", "BM"), "instance")
    add(("TP", "PP", "DP", "EP", "DEP", "CP", "SP", "TEP", "Wide", "tensor", "Tensor", "expert",
         "Expert", "pipeline", "Pipeline", "data", "Data", "context", "Context", "sequence",
         "Sequence"), "parallelism")
    accelerator_leads = ("GB", "B", "H", "A", "MI", "L", "TPU")
    # ("v5e-8": a TPU slice by its size)
    add(("GPUs", "GPU", "accelerators", "accelerator", "chips", "TPUs", "superchips", "x",
         "GCD", "GCDs", "HPU", "HPUs", "v",
         *accelerator_leads, *(f"{x}{lead}" for lead in accelerator_leads for x in "xX")),
        "accelerator_count")

    add(("nodes", "servers", "hosts", "machines", "node",
         *(f"{n}-node" for number in SPELLED for n in (number, number.title()))),
        "node_count")
    add(("concurrency", "Concurrency", "concurrent", "simultaneous", "parallel", "single-user",
         "Single-user", "user", "batch", "Batch", "users", "clients", "connections", "sessions",
         "streams", "threads", "queue", "Queue", "QD"), "concurrency")
    add(("benchmark", "benchmarks", "workload", "workloads", "suite", "suites", "dataset",
         "datasets", "trace", "traces", "corpus"), "named_workload")
    # (a title-case heading states lengths too: "#### 20K Input Tokens")
    add(("ISL", "OSL", "length", "input", "inputs", "output", "outputs", "prompt", "prompts",
         "generates", "generate", "generating", "Length", "Input", "Inputs", "Output",
         "Outputs", "Prompt", "Prompts", "Generates"), "io")
    add(("Sequential", "sequential", "Random", "random", "Mixed", "mixed", "RDMA", "Read", "read",
         "READ", "Write", "write", "WRITE"), "io_pattern")
    # A count glued to any accelerator ("4xV100", "2xRTX") leads a word the scan must visit,
    # where the index looks the accelerator up after the x.
    add([f"{x}{word}" for word, names in list(table.items()) if "accel" in names
         and word[:1].isupper() for x in "xX"], "accelerator_count")
    return {word: tuple(names) for word, names in table.items()}


TRIGGERS = _triggers()


# The leading letters of every trigger word, and a table that blanks all but letters.
_LEADS = frozenset(lead.encode("ascii") for lead in _leads(TRIGGERS))
_LETTERS_ONLY = bytes(c if chr(c).isascii() and chr(c).isalpha() else 32 for c in range(256))


_SLICE = 256 * 1024


def trigger_leads(text: str) -> Iterator[tuple[int, str]]:
    """(offset, letters) of each run of letters in the text that leads some trigger word,
    in order.

    The text becomes bytes, one per character, with every non-letter a space; split at
    each space, piece i starts at offset (length of the pieces before it) + i. Finding
    the pieces that are leads this way runs in C, where a loop over the words in Python
    or a regex tried at every offset would be several times slower.
    """
    spaced = text.encode("latin-1", "replace").translate(_LETTERS_ONLY)
    start = 0
    # A slice at a time (cut at a space, so no run of letters is split), and yielded as
    # found: the list of every word of a 16 MiB text, or of every lead in it ("a" and
    # "node" in a file of prose), would take hundreds of MB.
    while start <= len(spaced):
        cut = spaced.find(b" ", start + _SLICE)
        cut = len(spaced) if cut < 0 else cut
        pieces = spaced[start:cut].split(b" ")
        before = list(itertools.accumulate(map(len, pieces), initial=0))
        for i in itertools.compress(itertools.count(), map(_LEADS.__contains__, pieces)):
            yield start + before[i] + i, pieces[i].decode("ascii")
        start = cut + 1


_TOKEN_CHARS = "_.+-"


def starts_token(text: str, at: int) -> bool:
    """True when `TOKEN` scanning the text from its start begins a token at `at` (a
    letter): no letter stands earlier in the run of token characters reaching `at`."""
    i = at
    while i and (text[i - 1].isalnum() or text[i - 1] in _TOKEN_CHARS):  # [\w.+-]
        i -= 1
        if "A" <= text[i] <= "Z" or "a" <= text[i] <= "z":
            return False
    return True


def io_pairs(text: str) -> list[tuple[int, int]]:
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

