"""Canonical names for models, hardware and software, so variants of one name meet in one row.

"DeepSeek V3.2", "DeepSeek-V3.2" and "deepseek-ai/DeepSeek-V3.2" are one
model; "NVIDIA H100 GPUs" and "H100" one accelerator; "TRT-LLM" and
"TensorRT LLM" one piece of software. A name's key folds case, spacing,
punctuation, an organisation prefix and words that only say what kind of thing
it is; its display form is the name with separators made one hyphen.
"""

from __future__ import annotations

import re
from functools import lru_cache

from claims.compare.releases import point_release
from claims.model import Claim
from claims.vocabulary.lazy import lazy

# "deepseek-ai/DeepSeek-V3": an organisation prefix, a handle in lower case or one before a
# name of its own; "Mixer-B/16", "SwinMLP-T/C6" are one name with a variant after the slash.
_ORG = lazy(r"^(?:[a-z0-9_.-]+/|[\w.-]+/(?=[A-Za-z][\w.-]{3,}))")
# "Raspberry" is the maker of a "Raspberry Pi 5", which a table of boards calls "Pi 5".
_VENDOR = lazy(r"\b(?:nvidia|amd|intel|google|aws|amazon|meta|microsoft|raspberry)\b", re.I)
_KIND = lazy(r"\b(?:gpus?|accelerators?|tensor\s+core|chips?|instruct|chat|base|hf)\b",
             re.I)
_SEPARATORS = lazy(r"[\s_,;\-]+")
# A number format standing as a word of a model's name, after its size or version.
_FORMAT_SUFFIX = lazy(r"(?<=[\s_\-.])(?P<format>(?:NV|MX)?FP(?:4|6|8|16)|BF16|INT[48]|"
                      r"W[48]A(?:8|16)|AWQ|GPTQ|GGUF)(?![\w.])", re.I)
_FOLD = lazy(r"[^0-9a-z.]+")
_NOISE = lazy(r"[^0-9a-z.]+|\b(?:instruct|chat|base|hf)\b")
# Software known under several spellings -> one name.
SOFTWARE_ALIASES = {"trtllm": "TensorRT-LLM", "tensorrtllm": "TensorRT-LLM",
                    "sglang": "SGLang", "vllm": "vLLM", "llamacpp": "llama.cpp",
                    "deepspeedmii": "DeepSpeed-MII", "tgi": "TGI",
                    "textgenerationinference": "TGI"}


def _core(name: str, *, strip_kind: bool) -> str:
    """The name without an organisation prefix, a vendor word or (hardware) a kind word."""
    core = _ORG.sub("", name.strip())
    core = _VENDOR.sub(" ", core)
    return _KIND.sub(" ", core) if strip_kind else core


def key(name: str | None, *, hardware: bool = False) -> str | None:
    """The folded key two spellings of one name share, or None for no name."""
    if not name:
        return None
    folded = _FOLD.sub("", _core(name, strip_kind=hardware).casefold())
    return folded or None


def model_key(name: str | None) -> str | None:
    """The key of a model name; suffixes that name a tuning ("Instruct") or a number format
    ("-FP8", "-AWQ": the weights' precision, a condition of its own) are folded away, and a
    major version stands for the one point release of its size (`releases`)."""
    if not name:
        return None
    # "Llama 3 405B" names the one point release of that size, 3.1 (`releases`)
    core = _FORMAT_SUFFIX.sub(" ", _KIND.sub(" ", _ORG.sub("", point_release(name.strip())
                                                            or name.strip())))
    folded = _FOLD.sub("", core.casefold())
    return folded or None


def name_precision(name: str | None) -> str | None:
    """The number format a model's name carries ("DeepSeek-R1-FP4" -> "FP4"), or None."""
    found = _FORMAT_SUFFIX.search(name or "")
    return found.group("format") if found else None


def display(name: str | None, *, hardware: bool = False) -> str | None:
    """The canonical display form: one hyphen between words, prefixes dropped."""
    if not name:
        return None
    words = _SEPARATORS.split(_core(name, strip_kind=hardware).strip(" -_"))
    shown = "-".join(w for w in words if w)
    return shown or name.strip()


def software(name: str) -> str:
    """One spelling per piece of software ("TRT-LLM" -> "TensorRT-LLM")."""
    folded = _FOLD.sub("", name.casefold())
    return SOFTWARE_ALIASES.get(folded, display(name) or name)


# Kinds of accelerator, by name: a per-accelerator figure only meets one of the same kind.
_CLASSES = (
    ("wafer-scale engine", lazy(r"\bwse\b|wafer|\bcs-?[23]\b", re.I)),
    ("TPU", lazy(r"\btpu", re.I)),
    ("LPU", lazy(r"\blpu\b|\bgroq\b", re.I)),
    ("RDU", lazy(r"\brdu\b|\bsn40l\b", re.I)),
    ("CPU", lazy(r"\bcpus?\b|xeon|epyc|graviton|axion|grace(?!\s*(?:blackwell|hopper))",
                 re.I)),
    ("GPU", lazy(r"\bgpus?\b|\b(?:gb|[abhl])\d{2,3}[a-z]?\b|\bmi\d{3}x?\b|gaudi|"
                 r"blackwell|hopper|rubin|\brtx\b|\bradeon\b|\brx\s?\d{4}", re.I)),
)


def hardware_class(name: str | None) -> str | None:
    """The kind of accelerator a name denotes (GPU, TPU, CPU...), or None when unknown."""
    if not name:
        return None
    for label, pattern in _CLASSES:
        if pattern.search(name):
            return label
    return None


# A parameter count one model's name adds to another's ("GPT-3" and "GPT-3 175B").
_SIZE = lazy(r"\d+(?:\.\d+)?[bmt]")
# A version one model's name adds to another's that ends in its own number ("ResNet-50" and
# "ResNet50 v1.5"); a name ending in a letter ("YOLO", "YOLOv5") is a family, not a model.
_VERSION = lazy(r"v\d+(?:\.\d+)*")
_OWN_SIZE = lazy(r"\d(?:\.\d+)?[bmt]$")
# A memory size one accelerator's name adds to another's ("A100" and "A100 80GB").
_MEMORY_SIZE = lazy(r"\d+gb")
# What a part's name may add to its accelerator: form factor and memory ("SXM 80GB").
_TRAILING_MEMORY = lazy(r"(?:[\s-]+(?:SXM\d?|PCIe|NVL\d*|HBM\d\w*|\d+\s*GB))+$", re.I)


def same_model(a: str | None, b: str | None) -> bool:
    """True for one model named two ways: "Llama 3.1 Instruct 70B" and "Llama-3.1-70B",
    "GPT-3" and "GPT-3 175B" (one name adds only the parameter count), or "ResNet-50" and
    "ResNet50 v1.5" (one adds only a version to a name ending in its number)."""
    fa, fb = model_key(a), model_key(b)
    if fa is None or fb is None or fa == fb:
        return fa == fb
    short, long = sorted((fa, fb), key=len)
    if not long.startswith(short):
        return False
    added = long[len(short):]
    if _SIZE.fullmatch(added) is not None:
        return True
    own_number = short[-1].isdigit() or _OWN_SIZE.search(short) is not None
    return own_number and _VERSION.fullmatch(added) is not None


def accelerator_key(name: str | None) -> str | None:
    """The key of an accelerator without the form factor and memory size it may be named
    with ("H100 SXM 80GB", "H100 80GB" and "H100" share "h100"): one index entry for one
    part, where the verdict still weighs how the two systems differ."""
    bare = _TRAILING_MEMORY.sub("", name or "")
    return key(bare if bare.strip() else name, hardware=True)


def same_accelerator(a: str | None, b: str | None) -> bool:
    """True for one accelerator named with and without its memory size ("A100" and "A100
    80GB"): the compute peak a utilization is taken against is the same."""
    fa, fb = key(a, hardware=True), key(b, hardware=True)
    if fa is None or fb is None or fa == fb:
        return fa == fb
    short, long = sorted((fa, fb), key=len)
    return long.startswith(short) and _MEMORY_SIZE.fullmatch(long[len(short):]) is not None


def fold(text: object) -> str | None:
    """A condition in comparable form: case, spacing, punctuation and model suffixes folded."""
    if text is None:
        return None
    return _folded(str(text))


@lru_cache(maxsize=1 << 16)
def _folded(text: str) -> str | None:
    """`fold` of a text (every pair of a comparison folds the same few values again)."""
    return _NOISE.sub("", " ".join(text.casefold().split())) or None


def software_line(claim: Claim) -> str | None:
    """The software stack as one line."""
    names = sorted(f"{s.name} {s.version}" if s.version else s.name
                   for s in claim.conditions.software)
    return ", ".join(names) or None
