"""The necessary literals of patterns, kept between runs as their compiled code is.

`may_match` and `Caseless` gate a costly pattern behind the literals every match of it
holds (`factors.py`), read from the pattern's parse the first time a run asks. The parse
and the walk over it cost a cold one-line `claims vet` some 7 ms, about a sixth of
`python -c pass`, for the same answer on every run: the literals depend on the pattern's
source alone. They are kept beside the kept patterns (`pattern_cache.py`: the same folder
and switch, a file for the exact interpreter, a checksum checked before reading), keyed by
the source and whether its letters are folded; an entry that is not what `factors.py`
returns is read afresh.
"""

from __future__ import annotations

from typing import Any

from claims.vocabulary.factors import fold_source, necessary_literals
from claims.vocabulary.pattern_cache import cache_file, keep_new, merge_into, read_table

KIND = "literals"
#: Past this many entries a save keeps only what its own run used (as for patterns).
MAX_ENTRIES = 1024

Key = tuple[str, bool]

_table: dict[Any, Any] | None = None
_new: dict[Key, tuple[str, ...] | None] = {}
_used: set[Key] = set()
_saving: list[bool] = []  # non-empty once `save` is registered to run at exit


def kept_literals(source: str, folded: bool) -> tuple[str, ...] | None:
    """`necessary_literals` of `source` (of its lower-cased form `fold_source` makes, when
    `folded`), from the kept table when a run read them before."""
    global _table
    if _table is None:
        _table = read_table(cache_file(KIND))
    key = (source, folded)
    if key in _table:
        entry = _table[key]
        if entry is None or (type(entry) is tuple and all(type(s) is str for s in entry)):
            _used.add(key)
            return entry
    stems = necessary_literals(fold_source(source) if folded else source)
    if cache_file(KIND) is not None:
        keep_new(_new, key, stems, MAX_ENTRIES, _saving, save)
    return stems


def save() -> None:
    """Merge this run's new entries into the table on disk, replacing it whole."""
    path = cache_file(KIND)
    if path is None or not _new:
        return
    merge_into(path, _new, _used, MAX_ENTRIES)


def kept_entries() -> dict[Any, Any]:
    """The table as this process sees it (for tests): read entries and this run's new ones."""
    return {**(_table or {}), **_new}
