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

`typing` does the same with every annotation written as a string: a `ForwardRef` compiles
its text (`compile(text, "<string>", "eval")`) when it is made. pydantic's core schema
module alone makes some six hundred of them as it loads (its TypedDicts' fields, under
`from __future__ import annotations`), about two hundred distinct texts; `kept_methods`
puts a caching `compile` among `typing`'s globals too, keyed by the text and the mode.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Iterator
from contextlib import contextmanager
from types import CodeType
from typing import Any

from claims.vocabulary.pattern_cache import cache_file, keep_new, merge_into, read_table

KIND = "methods"
#: Past this many entries a save keeps only what its own run used (as for patterns).
MAX_ENTRIES = 4096
_FILENAME = "<string>"  # the name `exec` gives code it compiles from a string

# A method's text is its own key; an expression's is ("eval", text).
Key = str | tuple[str, str]
_table: dict[Key, CodeType] | None = None
_new: dict[Key, CodeType] = {}
_used: set[Key] = set()
_saving: list[bool] = []


def _is_key(key: object) -> bool:
    """True for a key `compiled` writes: a text, or a mode and a text."""
    return isinstance(key, str) or (isinstance(key, tuple) and len(key) == 2
                                    and all(isinstance(part, str) for part in key))


def compiled(source: str, mode: str = "exec") -> CodeType:
    """The code `exec(source)` would run from `dataclasses` (`mode` "eval": the code of the
    expression `typing` compiles for a forward reference): from the table when kept."""
    global _table
    if _table is None:
        _table = {key: code for key, code in read_table(cache_file(KIND)).items()
                  if _is_key(key) and isinstance(code, CodeType)}
    key: Key = source if mode == "exec" else (mode, source)
    code = _table.get(key)
    if code is not None:
        _used.add(key)
        return code
    code = _new.get(key)  # a text met twice in one run is compiled once
    if code is not None:
        return code
    # dont_inherit: the text is compiled as `dataclasses` would, without this module's
    # `from __future__ import annotations` (which would turn the methods' annotations
    # into strings); `typing` has no future imports either.
    code = compile(source, _FILENAME, mode, dont_inherit=True)
    keep_new(_new, key, code, MAX_ENTRIES, _saving, save)
    return code


def _exec_kept(source: Any, globals: dict[str, Any] | None = None,
               locals: dict[str, Any] | None = None) -> None:
    """`exec` as `dataclasses` calls it, running kept code for a text seen before."""
    if isinstance(source, str):
        source = compiled(source)
    exec(source, globals, locals)


def _compile_kept(source: Any, filename: Any, mode: Any, *args: Any, **kwargs: Any) -> Any:
    """`compile` as `typing` calls it for a forward reference, kept code for a text seen
    before; any other call is `compile`'s own."""
    if type(source) is str and filename == _FILENAME and mode == "eval" \
            and not args and not kwargs:
        return compiled(source, "eval")
    return compile(source, filename, mode, *args, **kwargs)


@contextmanager
def kept_methods() -> Iterator[None]:
    """Within the block, the classes `dataclasses` makes take their methods' code from the
    table, and the forward references `typing` makes theirs; outside it both compile as
    always. Off when the cache is off."""
    if cache_file(KIND) is None or "exec" in vars(dataclasses) or "compile" in vars(typing):
        yield  # off, or already inside such a block (or another tool's hook): left alone
        return
    dataclasses.exec = _exec_kept  # type: ignore[attr-defined]
    typing.compile = _compile_kept  # type: ignore[attr-defined]
    try:
        yield
    finally:
        del dataclasses.exec  # type: ignore[attr-defined]
        del typing.compile  # type: ignore[attr-defined]


def save() -> None:
    """Merge this run's new entries into the table on disk, replacing it whole."""
    path = cache_file(KIND)
    if path is None or not _new:
        return
    merge_into(path, _new, _used, MAX_ENTRIES)


def kept_entries() -> dict[Key, CodeType]:
    """The table as this process sees it (for tests): read entries and this run's new ones."""
    return {**(_table or {}), **_new}

