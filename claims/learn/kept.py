"""A model file's weights kept between runs, read back without parsing its JSON again.

The shipped decisions model is some 300 KB of JSON: decoding and checking it took a cold
`claims vet` of one line about 9 ms, a twentieth of its CPU, to rebuild the same dicts from
the same bytes on every run. The checked weights are kept in a table beside the kept
patterns (`claims.vocabulary.pattern_cache`: the same folder and switch, a file for the exact
interpreter, a checksum checked before reading), keyed by a digest of the model file's bytes,
so a file that changes in any byte is parsed and checked afresh; marshal gives them back in
about a millisecond. Each entry is kept as marshal's bytes of its own, read back only when
asked for: a table that also holds the weights of other model files (earlier versions of
the shipped one, models trained with `claims train`) costs a run the one it uses.
"""

from __future__ import annotations

import marshal
from collections.abc import Mapping
from typing import Any

from claims.digest import blake2b_digest
from claims.vocabulary.pattern_cache import cache_file, merge_into, read_table

#: Named anew when entries became bytes: a table of the earlier layout, whose entries are
#: all read whenever one is, is left unread.
KIND = "weights"
#: Model files kept at once (the shipped one, and a few trained by `claims train`).
MAX_ENTRIES = 4

Weights = tuple[dict[str, dict[str, float]], dict[str, dict[str, dict[str, float]]],
                dict[str, float]]


def _key(raw: bytes) -> bytes:
    """The table's key for a model file's exact bytes."""
    return blake2b_digest(raw, 32)


def _is_weights(entry: Any) -> bool:
    """True for a table entry of the shape `keep` writes: three dicts."""
    return isinstance(entry, tuple) and len(entry) == 3 and \
        all(isinstance(part, dict) for part in entry)


def kept(raw: bytes) -> Weights | None:
    """The (choices, figures, margins) parsed before from these exact bytes, or None."""
    entry = read_table(cache_file(KIND)).get(_key(raw))
    if isinstance(entry, bytes):
        try:
            entry = marshal.loads(entry)
        except (ValueError, EOFError, TypeError):
            return None
    return entry if _is_weights(entry) else None


def keep(raw: bytes, choices: Mapping[str, Mapping[str, float]],
         figures: Mapping[str, Mapping[str, Mapping[str, float]]],
         margins: Mapping[str, float]) -> None:
    """Keep the weights parsed and checked from `raw` for the next run (written now, once)."""
    path = cache_file(KIND)
    if path is None:
        return
    key = _key(raw)
    entry = ({k: dict(v) for k, v in choices.items()},
             {k: {label: dict(w) for label, w in v.items()} for k, v in figures.items()},
             dict(margins))
    merge_into(path, {key: marshal.dumps(entry)}, {key}, MAX_ENTRIES)
