"""Compiled patterns kept between runs, as Python keeps byte-code in `__pycache__`.

`re` parses and compiles a pattern in Python: the vocabulary's long alternations cost a
one-line `claims vet` about as much CPU as everything else it does. What the compiler
produces is a list of integers that `_sre.compile` turns into a pattern in C at almost no
cost, so this module keeps those lists on disk, keyed by the pattern's source and flags, in
a file named for the exact interpreter (its version string and `_sre`'s code format): a
table written by another Python is never read. The engine validates the code it is given,
and the table carries a checksum of itself (CRC-32), so a damaged file is never used, and
anything that goes wrong falls back to `re.compile`. The checksum guards against damage, not
against a writer: whoever can write the file can write its checksum too. (A 32-byte BLAKE2
digest did the same job at five times the cost: with the kept methods and decisions, some
2 MB are checked on every start, about 1% of a one-line `claims vet`.)

The folder is `$CLAIMS_PATTERN_CACHE`, else `$XDG_CACHE_HOME/claims`, else
`~/.cache/claims`; `CLAIMS_PATTERN_CACHE=off` turns the cache off. New entries are written
once, at exit, into a temporary file that replaces the table whole (a reader never sees
half a table).
"""

from __future__ import annotations

import _sre  # type: ignore[import-not-found]  # CPython's engine: no stubs
import atexit
import marshal
import os
import re
import sys
import tempfile
import zlib
from array import array
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from claims.digest import sha256_hex

# One compiled pattern as `_sre.compile` takes it after the source: final flags, the code
# (as bytes of machine words), the number of groups less one, name -> group, group -> name.
Entry = tuple[int, bytes, int, dict[str, int], tuple[str | None, ...]]

ENV = "CLAIMS_PATTERN_CACHE"
# Patterns built inside functions do not come here, so a table holds the vocabulary (some
# 600 patterns) and what earlier versions of it left; past this bound a save keeps only what
# its own run used, so patterns no version makes any more leave the table.
MAX_ENTRIES = 2048
_WORD = "I" if array("I").itemsize == _sre.CODESIZE else "L"
#: Bytes of the table's checksum (CRC-32, big-endian), written before it.
_DIGEST = 4
#: The layout of a table file, part of its name: a file of another layout is never read.
_FORMAT = "crc32"

_DEBUG = int(re.DEBUG)

#: The code flag of a function's body (`inspect.CO_OPTIMIZED`); a module's or class's lacks it.
_CO_OPTIMIZED = 0x0001

_table: dict[tuple[str, int], Entry] | None = None
_new: dict[tuple[str, int], Entry] = {}
_used: set[tuple[str, int]] = set()  # the table's entries this run built a pattern from
_saving: list[bool] = []  # non-empty once `save` is registered to run at exit


def cache_file(kind: str = "patterns") -> Path | None:
    """Where this interpreter's table of `kind` lives, or None when the cache is off."""
    setting = os.environ.get(ENV)
    if setting is not None and setting.strip().lower() in ("off", "0", "no", "false", ""):
        return None
    if setting:
        folder = Path(setting)
    else:
        base = Path(os.environ.get("XDG_CACHE_HOME") or Path(os.path.expanduser("~")) / ".cache")
        if not base.is_absolute():
            return None  # no home to keep it in ("~" unexpanded): never a folder of the cwd
        folder = base / "claims"
    stamp = (f"{sys.version}|{sys.implementation.cache_tag}|{_sre.MAGIC}|{_sre.CODESIZE}"
             f"|{_FORMAT}")
    return folder / f"{kind}-{sha256_hex(stamp.encode())[:16]}.marshal"


def _checksum(body: bytes | memoryview) -> bytes:
    """The checksum written before a table's body."""
    return zlib.crc32(body).to_bytes(_DIGEST, "big")


def read_table(path: Path | None) -> dict[Any, Any]:
    """A table on disk; empty when absent, unreadable or not a table."""
    if path is None:
        return {}
    try:
        data = path.read_bytes()
        # A view, not a slice: a slice would copy the table's megabytes once more, and a
        # cold process pays for fresh memory (some 1.5 ms of a one-line vet for the patterns).
        digest, body = data[:_DIGEST], memoryview(data)[_DIGEST:]
        # The engine refuses malformed code, but a byte changed on disk can leave code that
        # is well formed and matches something else: only a table whose checksum holds is read.
        if _checksum(body) != digest:
            return {}
        loaded = marshal.loads(body)
    except (OSError, ValueError, EOFError, TypeError):
        return {}
    return loaded if isinstance(loaded, dict) else {}


def _entry(source: str, flags: int) -> tuple[re.Pattern[str], Entry]:
    """Compile as `re._compiler.compile` does, keeping what `_sre.compile` was given."""
    parsed = re._parser.parse(source, flags)  # type: ignore[attr-defined]
    code = re._compiler._code(parsed, flags)  # type: ignore[attr-defined]
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    entry: Entry = (int(flags | parsed.state.flags), array(_WORD, code).tobytes(),
                    parsed.state.groups - 1, groupindex, tuple(indexgroup))
    return _build(source, entry), entry


def _build(source: str, entry: Entry) -> re.Pattern[str]:
    """The pattern `_sre` makes from a kept entry."""
    flags, code, groups, groupindex, indexgroup = entry
    return _sre.compile(source, flags, array(_WORD, code).tolist(), groups,  # type: ignore[no-any-return]
                        groupindex, indexgroup)


def compile_kept(source: str, flags: int = 0,
                 fallback: Callable[[str, int], re.Pattern[str]] = re.compile
                 ) -> re.Pattern[str]:
    """`re.compile(source, flags)`, from the kept table when this interpreter compiled it
    before; `fallback` compiles what the table cannot hold."""
    global _table
    # A RegexFlag's `&` runs in Python (enum's), some 5 us a pattern: plain ints from here,
    # as `re` itself turns them before it compiles.
    flags = int(flags)
    if flags & _DEBUG:
        return fallback(source, flags)
    if _table is None:
        _table = read_table(cache_file())
    key = (source, flags)  # an int: a RegexFlag is one that marshal cannot write
    kept = _table.get(key)
    if kept is not None:
        try:
            built = _build(source, kept)
        except Exception:  # a damaged entry is compiled afresh, never trusted
            _table.pop(key, None)
        else:
            _used.add(key)
            return built
    try:
        pattern, entry = _entry(source, flags)
    except Exception:
        # `re` raises a bad pattern's own error here; an interpreter whose internals differ
        # still compiles.
        return fallback(source, flags)
    keep_new(_new, key, entry, MAX_ENTRIES, _saving, save)
    return pattern


@contextmanager
def kept_compiles() -> Iterator[None]:
    """Within the block, every text pattern `re` compiles (`re.compile`, `re.search` with a
    source, ...) is built from the kept table, as `lazy` patterns are; outside it `re`
    compiles as always. Off when the cache is off, or when `re` is hooked already.

    The modules a command imports compile their own patterns as they load (markdown-it's
    HTML and entity rules, `platform`, `json`, the TOML reader): some two hundred, about a
    tenth of a cold one-line `claims vet`, all the same from one run to the next. Only what
    a module's or a class's body compiles is kept: a function may build its pattern from a
    set, whose order changes from run to run (markdown-it's inline terminators), and each
    run would add an entry and write the table again."""
    original = re._compile  # type: ignore[attr-defined]
    if cache_file() is None or getattr(original, "_kept", False):
        yield
        return
    built: dict[tuple[str, int], re.Pattern[str]] = {}  # as `re`'s own cache, in the block

    def kept(source: Any, flags: Any) -> Any:
        """`re._compile`, text patterns from the table (a pattern or bytes: as before)."""
        # the caller of `re.compile` (or `re.search`, ...): a function's code is optimized
        if type(source) is not str or not isinstance(flags, int) \
                or sys._getframe(2).f_code.co_flags & _CO_OPTIMIZED:
            return original(source, flags)
        key = (source, int(flags))
        found = built.get(key)
        if found is None:
            found = built[key] = compile_kept(source, flags, fallback=original)
        return found

    kept._kept = True  # type: ignore[attr-defined]
    re._compile = kept  # type: ignore[attr-defined]
    try:
        yield
    finally:
        re._compile = original  # type: ignore[attr-defined]


def keep_new(new: dict[Any, Any], key: Any, entry: Any, limit: int, saving: list[bool],
             save: Callable[[], None]) -> None:
    """Hold a run's new entry for `save`, which runs once at exit (registered with the
    first entry of the run); past `limit` entries a run holds no more."""
    if len(new) < limit:
        if not saving:
            saving.append(True)
            atexit.register(save)
        new[key] = entry


def save() -> None:
    """Merge this run's new entries into the table on disk, replacing it whole."""
    path = cache_file()
    if path is None or not _new:
        return
    merge_into(path, _new, _used, MAX_ENTRIES)


def merge_into(path: Path, new: dict[Any, Any], used: set[Any], limit: int) -> None:
    """Write the table at `path` with a run's new entries merged in (and `new` emptied); when
    more than `limit`, keep of the old ones only those this run used."""
    kept = read_table(path)
    merged = {**kept, **new}
    if len(merged) > limit:
        merged = {**{key: entry for key, entry in kept.items() if key in used}, **new}
    new.clear()
    write_table(path, dict(list(merged.items())[:limit]))


def write_table(path: Path, table: dict[Any, Any]) -> None:
    """Write `table` with its checksum into a temporary file that then replaces `path` whole."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=f".{path.stem}-", dir=path.parent)
    except OSError:
        return  # a read-only home: the next run compiles again
    try:
        with os.fdopen(handle, "wb") as out:
            body = marshal.dumps(table)
            out.write(_checksum(body) + body)
        os.replace(temporary, path)
    except (OSError, ValueError):
        Path(temporary).unlink(missing_ok=True)  # a full disk: no half-written table stays


def kept_entries() -> dict[tuple[str, int], Any]:
    """The table as this process sees it (for tests): read entries and this run's new ones."""
    return {**(_table or {}), **_new}
