"""Compiled code of the methods `dataclasses` writes, kept between runs as patterns are.

A dataclass is given its `__init__`, `__repr__`, `__eq__` and, when frozen, `__hash__`,
`__setattr__` and `__delattr__` as source text that `dataclasses` compiles while the class
is made. A cold `claims vet` makes some five hundred such methods (the records of `claims`,
and the classes of pydantic and annotated_types it imports), and compiling them was about
a seventh of its CPU. The text alone decides the code, so the code is kept on disk keyed by
the text, in a table beside the kept patterns (`pattern_cache.py`: same folder, same
switch, a file for the exact interpreter, a checksum checked before reading); a text not in
the table is compiled as before and added at exit.

`dataclasses` runs that text with the name `exec`, found among its own globals before the
builtins; `kept_methods` puts a caching `exec` there for the length of a block and then
takes it away, so nothing outside the block (and nothing but `dataclasses`) is touched.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from contextlib import contextmanager
from types import CodeType
from typing import Any

from claims.vocabulary.pattern_cache import cache_file, keep_new, merge_into, read_table

KIND = "methods"
#: Past this many entries a save keeps only what its own run used (as for patterns).
MAX_ENTRIES = 4096
_FILENAME = "<string>"  # the name `exec` gives code it compiles from a string

_table: dict[str, CodeType] | None = None
_new: dict[str, CodeType] = {}
_used: set[str] = set()
_saving: list[bool] = []


def compiled(source: str) -> CodeType:
    """The code `exec(source)` would run from `dataclasses`: from the table when kept."""
    global _table
    if _table is None:
        _table = {key: code for key, code in read_table(cache_file(KIND)).items()
                  if isinstance(key, str) and isinstance(code, CodeType)}
    code = _table.get(source)
    if code is not None:
        _used.add(source)
        return code
    # dont_inherit: the text is compiled as `dataclasses` would, without this module's
    # `from __future__ import annotations` (which would turn the methods' annotations
    # into strings).
    code = compile(source, _FILENAME, "exec", dont_inherit=True)
    keep_new(_new, source, code, MAX_ENTRIES, _saving, save)
    return code


def _exec_kept(source: Any, globals: dict[str, Any] | None = None,  # noqa: A002
               locals: dict[str, Any] | None = None) -> None:  # noqa: A002
    """`exec` as `dataclasses` calls it, running kept code for a text seen before."""
    if isinstance(source, str):
        source = compiled(source)
    exec(source, globals, locals)  # noqa: S102 (the text dataclasses wrote, as it would run it)


@contextmanager
def kept_methods() -> Iterator[None]:
    """Within the block, the classes `dataclasses` makes take their methods' code from the
    table; outside it `dataclasses` compiles as always. Off when the cache is off."""
    if cache_file(KIND) is None or "exec" in vars(dataclasses):
        yield  # off, or already inside such a block (or another tool's hook): left alone
        return
    dataclasses.exec = _exec_kept  # type: ignore[attr-defined]
    try:
        yield
    finally:
        del dataclasses.exec  # type: ignore[attr-defined]


def save() -> None:
    """Merge this run's new entries into the table on disk, replacing it whole."""
    path = cache_file(KIND)
    if path is None or not _new:
        return
    merge_into(path, _new, _used, MAX_ENTRIES)


def kept_entries() -> dict[str, CodeType]:
    """The table as this process sees it (for tests): read entries and this run's new ones."""
    return {**(_table or {}), **_new}

