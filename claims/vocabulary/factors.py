"""Literals every match of a pattern holds, read from the pattern's own parse.

A pattern of many branches costs microseconds at every place of a text; a text that holds
none of the literals each of its matches must hold cannot match, and a substring scan for
those literals rules such a text out for a fraction of the cost. `necessary_literals` reads
them from the parse tree `re` itself builds, as search engines build their prefilters: a
literal run is itself; a branch needs one of its alternatives' literals; a group or a
repetition of at least one needs its body's; a sequence needs those of its best-known
part (the one whose shortest literal is longest). What cannot be read for certain (a
class, a back-reference, a repetition that may be empty, a flag changed inside) holds no
literal, so the answer only ever errs towards no gate at all.

Only case-sensitive patterns are read: `Caseless` runs its lower-cased form over
lower-cased text, where a literal is exactly what must be found.
"""

from __future__ import annotations

import re
from re import _constants as sre  # type: ignore[attr-defined]  # CPython's own parser
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

from claims.vocabulary.lazy import lazy

#: At most this many strings in a set read exactly ("runs?" is two): past it, the set is
#: no longer spelled out, and the best literal found so far stands.
_MAX_EXACT = 24
#: A gate of literals shorter than this passes nearly every text: no gate is better.
_MIN_LENGTH = 3
#: Characters of a class read as literals (`[sz]`), at most this many.
_MAX_CLASS = 4

# (the strings a part matches exactly when few and fixed, else None; the literals every
# match of it holds, else None)
_Info = tuple[frozenset[str] | None, frozenset[str] | None]
_EMPTY: _Info = (frozenset({""}), None)
_UNKNOWN: _Info = (None, None)

# Escapes (copied as written: "\W" is not "\w"), named groups and back-references
# (their names keep their case); everything else may be lower-cased.
_VERBATIM = lazy(r"\\.|\(\?P<\w+>|\(\?P=\w+\)", re.S)


def necessary_literals(source: str, flags: int = 0) -> tuple[str, ...] | None:
    """Literals one of which every match of the pattern holds (sorted), or None when none
    can be read for certain or they are too short to be worth a scan."""
    if flags & re.IGNORECASE:
        return None
    try:
        parsed = sre_parse.parse(source, flags)
    except (re.error, RecursionError):
        return None
    if parsed.state.flags & re.IGNORECASE:  # an inline (?i) at the start
        return None
    exact, needed = _sequence(list(parsed))
    best = _better(needed, exact)
    if best is None:
        return None
    # a literal holding another of the set is found wherever that one is: the shorter does
    return tuple(sorted(s for s in best if not any(t != s and t in s for t in best)))


def fold_source(source: str) -> str:
    """The pattern source with its literal letters lower-cased."""
    out: list[str] = []
    pos = 0
    for m in _VERBATIM.finditer(source):
        out.append(source[pos:m.start()].lower())
        out.append(m.group(0))
        pos = m.end()
    out.append(source[pos:].lower())
    return "".join(out)


def _better(a: frozenset[str] | None, b: frozenset[str] | None) -> frozenset[str] | None:
    """The more selective of two sets of necessary literals (None: not a usable set)."""
    usable = [s for s in (a, b) if s and min(map(len, s)) >= _MIN_LENGTH]
    if not usable:
        return None
    return max(usable, key=lambda s: (min(map(len, s)), -len(s)))


def _sequence(items: list[tuple[Any, Any]]) -> _Info:
    """What a sequence of parsed items matches exactly, and the literals it needs."""
    run: frozenset[str] | None = frozenset({""})
    whole: frozenset[str] | None = frozenset({""})
    best: frozenset[str] | None = None
    for op, arg in items:
        exact, needed = _item(op, arg)
        if exact is not None and run is not None and len(run) * len(exact) <= _MAX_EXACT:
            run = frozenset(r + e for r in run for e in exact)
        else:
            best = _better(best, run)
            best = _better(best, needed)
            run = exact
        if whole is not None:
            whole = (frozenset(w + e for w in whole for e in exact)
                     if exact is not None and len(whole) * len(exact) <= _MAX_EXACT else None)
    return whole, _better(best, run)


def _item(op: Any, arg: Any) -> _Info:
    """What one parsed item matches exactly, and the literals it needs."""
    if op is sre.LITERAL:
        return (frozenset({chr(arg)}), None)
    if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
        return _EMPTY  # takes no text: it only narrows where a match may be
    if op is sre.IN:
        return _class(arg)
    if op is sre.SUBPATTERN:
        _, add_flags, del_flags, body = arg
        if add_flags & re.IGNORECASE or del_flags:
            return _UNKNOWN
        return _sequence(list(body))
    if op is sre.ATOMIC_GROUP:
        return _sequence(list(arg))
    if op is sre.BRANCH:
        return _branch(arg[1])
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
        low, high, body = arg
        exact, needed = _sequence(list(body))
        if low == 0:
            if high == 1 and exact is not None:
                return (exact | {""}, None)
            return _EMPTY if high == 0 else _UNKNOWN
        if low == high and exact is not None and len(exact) ** low <= _MAX_EXACT:
            out = frozenset({""})
            for _ in range(low):
                out = frozenset(o + e for o in out for e in exact)
            return (out, None)
        return (None, _better(needed, exact))
    return _UNKNOWN


def _branch(branches: list[Any]) -> _Info:
    """An alternation: exactly the union of its branches, or one of each branch's needs."""
    exacts: set[str] = set()
    exact_known = True
    needs: set[str] = set()
    needs_known = True
    for body in branches:
        exact, needed = _sequence(list(body))
        if exact is None:
            exact_known = False
        else:
            exacts |= exact
        own = needed if needed is not None else (
            exact if exact and min(map(len, exact)) >= _MIN_LENGTH else None)
        if own is None:
            needs_known = False
        else:
            needs |= own
    return (frozenset(exacts) if exact_known and len(exacts) <= _MAX_EXACT else None,
            frozenset(needs) if needs_known and needs else None)


def _class(items: list[tuple[Any, Any]]) -> _Info:
    """A class of a few plain characters (`[sz]`) as those characters; any other as none."""
    chars = set()
    for op, arg in items:
        if op is not sre.LITERAL:
            return _UNKNOWN
        chars.add(chr(arg))
    return (frozenset(chars), None) if len(chars) <= _MAX_CLASS else _UNKNOWN
