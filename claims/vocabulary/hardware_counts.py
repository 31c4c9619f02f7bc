"""Accelerator counts a name carries: a GPU system, a cloud instance or a TPU slice holds a
fixed number of accelerators its maker's public spec states ("DGX H100" holds 8 H100s,
"p4d.24xlarge" 8 A100s, "TPU v5e-8" 8 chips), so naming it states the count.

One table of fixed counts, and the naming rules that spell a count in the name itself
(a TPU slice's size, a GCP machine type's "-8g", a rack's "NVL72")."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy

#: Systems and instances whose accelerator count is fixed, by the name written in lower
#: case with spaces, hyphens and underscores dropped (so "DGX-H100" is "DGX H100").
FIXED_COUNTS: dict[str, int] = {
    # NVIDIA systems: eight GPUs on one baseboard.
    "dgxa100": 8, "dgxh100": 8, "dgxh200": 8, "dgxb200": 8, "dgxb300": 8,
    "hgxa100": 8, "hgxh100": 8, "hgxh200": 8, "hgxh20": 8, "hgxb200": 8, "hgxb300": 8,
    # AWS accelerated instances.
    "p3.2xlarge": 1, "p3.8xlarge": 4, "p3.16xlarge": 8, "p3dn.24xlarge": 8,
    "p4d.24xlarge": 8, "p4de.24xlarge": 8, "p5.48xlarge": 8, "p5e.48xlarge": 8,
    "p5en.48xlarge": 8, "p6b200.48xlarge": 8,
    "g4dn.xlarge": 1, "g4dn.2xlarge": 1, "g4dn.4xlarge": 1, "g4dn.8xlarge": 1,
    "g4dn.16xlarge": 1, "g4dn.12xlarge": 4, "g4dn.metal": 8,
    "g5.xlarge": 1, "g5.2xlarge": 1, "g5.4xlarge": 1, "g5.8xlarge": 1, "g5.16xlarge": 1,
    "g5.12xlarge": 4, "g5.24xlarge": 4, "g5.48xlarge": 8,
    "g6.xlarge": 1, "g6.2xlarge": 1, "g6.4xlarge": 1, "g6.8xlarge": 1, "g6.16xlarge": 1,
    "g6.12xlarge": 4, "g6.24xlarge": 4, "g6.48xlarge": 8,
    "g6e.xlarge": 1, "g6e.2xlarge": 1, "g6e.4xlarge": 1, "g6e.8xlarge": 1,
    "g6e.16xlarge": 1, "g6e.12xlarge": 4, "g6e.24xlarge": 4, "g6e.48xlarge": 8,
    "inf1.xlarge": 1, "inf1.2xlarge": 1, "inf1.6xlarge": 4, "inf1.24xlarge": 16,
    "inf2.xlarge": 1, "inf2.8xlarge": 1, "inf2.24xlarge": 6, "inf2.48xlarge": 12,
    "trn1.2xlarge": 1, "trn1.32xlarge": 16, "trn1n.32xlarge": 16, "trn2.48xlarge": 16,
    # Azure accelerated sizes.
    "standardnd96isrh100v5": 8, "nd96isrh100v5": 8, "standardnd96isrh200v5": 8,
    "nd96isrh200v5": 8, "standardnd96isrmi300xv5": 8, "nd96isrmi300xv5": 8,
    "standardnd96asrv4": 8, "nd96asrv4": 8, "standardnd96amsra100v4": 8, "nd96amsra100v4": 8,
    "standardnc24adsa100v4": 1, "nc24adsa100v4": 1, "standardnc48adsa100v4": 2,
    "nc48adsa100v4": 2, "standardnc96adsa100v4": 4, "nc96adsa100v4": 4,
    "standardnc40adsh100v5": 1, "nc40adsh100v5": 1, "standardnc80adish100v5": 2,
    "nc80adish100v5": 2,
}

# A TPU slice: the generation, then the size after a hyphen ("v5e-8", "TPU v5p-128",
# "v5litepod-16"). Generations up to v4 and v5p count TensorCores there (two a chip);
# v5e and v6e count chips.
TPU_SLICE = r"(?:TPU\s?)?v[2-6](?:e|p|litepod|lite)?-\d{1,5}(?![\w.-])"
_SLICE = lazy(r"(?:TPU\s?)?v(?P<gen>[2-6])(?P<kind>e|p|litepod|lite)?-(?P<size>\d{1,5})$", re.I)
# A rack-scale system named by its GPUs on one NVLink domain: "GB200 NVL72", "GB300 NVL36".
_RACK = lazy(r"\b(?:GB[23]00|GH200)\s+NVL(?P<n>\d{1,3})\b")
# A GCP accelerator-optimized machine type ends with its GPU count: "a3-highgpu-8g".
_GCP = lazy(r"[a-z]\d[a-z]?-(?:highgpu|megagpu|ultragpu|edgegpu)-(?P<n>\d+)g")
_DROPPED = lazy(r"[\s_\\-]+")


def _folded(name: str) -> str:
    """The table's key of a name: lower case, without spaces, hyphens, underscores or a
    vendor's name before it."""
    name = re.sub(r"^(?:NVIDIA|Nvidia|AWS|Amazon|Azure|Google)\s+", "", name.strip())
    return _DROPPED.sub("", name).lower()


def slice_count(name: str) -> int | None:
    """The chips of a TPU slice named by its size ("v5e-8" -> 8, "v4-8" -> 4), else None."""
    m = _SLICE.match(name.strip())
    if m is None:
        return None
    size = int(m.group("size"))
    per_chip = 1 if (m.group("kind") or "").lower() in ("e", "litepod", "lite") \
        or m.group("gen") == "6" else 2
    return size // per_chip if size >= per_chip else None


def rack_count(name: str) -> int | None:
    """The GPUs of a rack-scale system its name gives ("GB200 NVL72" -> 72), else None."""
    m = _RACK.search(name)
    return int(m.group("n")) if m else None


def carried_count(name: str) -> int | None:
    """The accelerator count a system's, instance's or slice's name carries, else None:
    a name alone ("v5e", "H100", "c7g.16xlarge") carries none."""
    fixed = FIXED_COUNTS.get(_folded(name))
    if fixed is not None:
        return fixed
    gcp = _GCP.fullmatch(name.strip())
    if gcp is not None:
        return int(gcp.group("n"))
    return slice_count(name) or rack_count(name)


_TIMES = lazy(r"^(?P<k>\d{1,4})\s*[x\u00d7]?\s*(?P<name>.+)$")


def counted_name(text: str) -> int | None:
    """The accelerators of a name carrying a count, times a count written before it
    ("2x p5.48xlarge" -> 16, "DGX H100" -> 8), else None."""
    m = _TIMES.match(text.strip())
    times, name = (int(m.group("k")), m.group("name")) if m else (1, text)
    carried = carried_count(name)
    return None if carried is None else times * carried
