"""A pause of Python's cyclic garbage collector around work that makes no cycles.

A comparison of thousands of claims builds hundreds of thousands of small records (pairs,
rows, sides) that hold no reference cycles, so reference counting frees every one of them;
the cyclic collector still walks the whole heap again and again as they are made (a third of
the CPU of `claims compare` over a thousand documents, for nothing found). Collection
resumes, as it was, when the work ends or fails.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """Run the body with the cyclic collector off, then restore it as it was."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
