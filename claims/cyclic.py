"""A pause of Python's cyclic garbage collector around work that makes no cycles, and around
a command's start-up.

A comparison of thousands of claims builds hundreds of thousands of small records (pairs,
rows, sides) that hold no reference cycles, so reference counting frees every one of them;
the cyclic collector still walks the whole heap again and again as they are made (a third of
the CPU of `claims compare` over a thousand documents, for nothing found). Collection
resumes, as it was, when the work ends or fails.

Start-up is the same story at another scale: importing a command's machinery makes tens of
thousands of objects (modules, classes, functions, tables) that live as long as the process,
and the collector walked them some eighty times during a cold `claims vet` of one line (about
a twentieth of its time). `start_up` imports with collection off, then freezes what the
imports made, so the collections of the work that follows never walk it again. Those
imports also make some five hundred dataclass methods from source text; within `start_up`
their compiled code comes from the table kept between runs (`claims/method_cache.py`), and
so do the patterns the imported modules compile as they load (`pattern_cache.kept_compiles`).
"""

from __future__ import annotations

import gc
import sys
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


@contextmanager
def start_up() -> Iterator[None]:
    """Run a command's imports with the collector off and dataclass methods from the kept
    table; when they imported anything, set every object alive then aside for good
    (`gc.freeze`), then restore collection as it was."""
    from claims.method_cache import kept_methods
    from claims.vocabulary.pattern_cache import kept_compiles

    was_enabled = gc.isenabled()
    known = len(sys.modules)
    gc.disable()
    try:
        with kept_methods(), kept_compiles():
            yield
    finally:
        # Only a first, real start-up freezes: a process that runs many commands (a test
        # run, a notebook) would otherwise set aside the garbage of the commands before.
        if len(sys.modules) > known:
            gc.freeze()
        if was_enabled:
            gc.enable()
