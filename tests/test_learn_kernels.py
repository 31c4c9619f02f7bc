"""Training pins numpy's and OpenBLAS's kernels to one family, so weights match across
machines; checked in a fresh interpreter, where numpy has not loaded yet."""

from __future__ import annotations

import json
import platform
import subprocess
import sys
from pathlib import Path

import pytest

from claims.learn.kernels import NUMPY_DISABLED, OPENBLAS_CORE, pin_kernels

ROOT = Path(__file__).resolve().parent.parent
AVX2 = Path("/proc/cpuinfo").is_file() and " avx2 " in Path("/proc/cpuinfo").read_text() + " "

PROBE = """
import json, os
import claims.learn.train
import numpy
print(json.dumps({k: os.environ.get(k) for k in ("NPY_DISABLE_CPU_FEATURES",
                                                   "OPENBLAS_CORETYPE")}))
"""


@pytest.mark.skipif(platform.machine().lower() not in {"x86_64", "amd64"} or not AVX2,
                    reason="the pin applies to x86-64 machines with AVX2")
def test_importing_training_pins_the_kernels_before_numpy_loads() -> None:
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True,
                         text=True, check=True, cwd=ROOT)
    assert json.loads(out.stdout) == {"NPY_DISABLE_CPU_FEATURES": NUMPY_DISABLED,
                                      "OPENBLAS_CORETYPE": OPENBLAS_CORE}


def test_no_pin_once_numpy_is_loaded() -> None:
    import numpy  # noqa: F401  (loaded: its kernels are chosen already)

    assert not pin_kernels()


@pytest.mark.parametrize("flags", ["flags\t\t: fpu sse2 avx fma\n", None])
def test_no_pin_on_a_cpu_without_avx2(tmp_path: Path, flags: str | None) -> None:
    cpuinfo = tmp_path / "cpuinfo"
    if flags is not None:
        cpuinfo.write_text("processor\t: 0\n" + flags, encoding="utf-8")
    probe = ("import json, os, pathlib; from claims.learn.kernels import pin_kernels; "
             f"print(json.dumps([pin_kernels(pathlib.Path({str(cpuinfo)!r})), "
             "os.environ.get('OPENBLAS_CORETYPE')]))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         check=True, cwd=ROOT, env={"PATH": "/usr/bin:/bin",
                                                    "PYTHONPATH": str(ROOT)})
    assert json.loads(out.stdout) == [False, None]
