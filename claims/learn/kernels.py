"""Which machine code the training's arithmetic runs on: one kernel family on every x86-64
machine with AVX2, so that the same corpus trains the same bytes wherever it runs."""

from __future__ import annotations

import os
import platform
import sys
from pathlib import Path

#: numpy sends its loops to the widest SIMD the CPU has, and OpenBLAS picks its kernels by
#: CPU; AVX-512 and AVX2 code sum in different orders, so a weight near a rounding edge lands
#: on either side (seen: one kind weight 0.167 on the machine that shipped it, 0.166 on an
#: AVX2 machine). Capping both at AVX2 gives every such machine the same arithmetic.
NUMPY_DISABLED = "X86_V4 AVX512_ICL AVX512_SPR"
OPENBLAS_CORE = "Haswell"


def pin_kernels(cpuinfo: Path = Path("/proc/cpuinfo")) -> bool:
    """Cap numpy's and OpenBLAS's SIMD at AVX2 before they load; True when pinned here."""
    if "numpy" in sys.modules or platform.machine().lower() not in {"x86_64", "amd64"}:
        return False  # too late to choose, or not a machine these kernels run on
    if not _has_avx2(cpuinfo):
        return False  # forcing AVX2 kernels on a CPU without it would crash
    os.environ.setdefault("NPY_DISABLE_CPU_FEATURES", NUMPY_DISABLED)
    os.environ.setdefault("OPENBLAS_CORETYPE", OPENBLAS_CORE)
    return True


def _has_avx2(cpuinfo: Path) -> bool:
    """True when the CPU's flags, as Linux lists them, include AVX2 and FMA."""
    try:
        text = cpuinfo.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False
    for line in text.splitlines():
        if line.startswith("flags"):
            flags = set(line.partition(":")[2].split())
            return {"avx2", "fma"} <= flags
    return False
