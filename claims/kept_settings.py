"""A settings file's claims table kept between runs, read back without the TOML reader.

`claims` looks for its settings upwards from the current folder, and in a project folder
it finds a `pyproject.toml`: importing `tomllib` and parsing the file cost a cold
`claims vet` about as much as a tenth of `python -c pass`, to find the same table (or
none) in the same bytes on every run. The table is kept beside the kept patterns
(`claims.vocabulary.pattern_cache`: the same folder and switch, a file for the exact
interpreter, a checksum checked before reading), keyed by a digest of the file's name kind
and its exact bytes, so a file that changes in any byte is parsed afresh. Only a table that
was read without error is kept (a broken file is refused again on every run), and only one
marshal can write back unchanged (TOML dates and times are not kept).
"""

from __future__ import annotations

import marshal
from typing import Any

from claims.digest import blake2b_digest
from claims.vocabulary.pattern_cache import cache_file, merge_into, read_table

KIND = "settings"
#: Settings files kept at once (a few projects' worth).
MAX_ENTRIES = 16
#: What `kept` returns for bytes no run has kept.
MISSING = object()


def _key(named_claims_toml: bool, raw: bytes) -> bytes:
    """The table's key for a file's exact bytes (a claims.toml reads its top level too)."""
    return blake2b_digest((b"claims.toml\0" if named_claims_toml else b"\0") + raw, 32)


def kept(named_claims_toml: bool, raw: bytes) -> Any:
    """The claims table (a dict, or None for a file without one) read before from these
    exact bytes, or MISSING."""
    entry = read_table(cache_file(KIND)).get(_key(named_claims_toml, raw))
    if not isinstance(entry, bytes):
        return MISSING
    try:
        table = marshal.loads(entry)
    except (ValueError, EOFError, TypeError):
        return MISSING
    return table if table is None or isinstance(table, dict) else MISSING


def keep(named_claims_toml: bool, raw: bytes, table: dict[str, Any] | None) -> None:
    """Keep the table read from `raw` for the next run (written now, once); a table marshal
    would not give back as it is (dates, times) is not kept."""
    path = cache_file(KIND)
    if path is None:
        return
    try:
        entry = marshal.dumps(table)
        if marshal.loads(entry) != table:
            return
    except ValueError:  # a value marshal cannot write (a TOML date)
        return
    key = _key(named_claims_toml, raw)
    merge_into(path, {key: entry}, {key}, MAX_ENTRIES)
