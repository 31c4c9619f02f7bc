"""The software a document names with a version anywhere (a setup list, a footnote, a
table): what ran, stated once for every figure."""

from __future__ import annotations

import re
from collections.abc import Iterable

from claims.model import Software
from claims.typed import typed
from claims.vocabulary.benchmarks import BENCHMARKS
from claims.vocabulary.lazy import lazy
from claims.vocabulary.software import SOFTWARE_RE

# A version as written after a product's name: "0.9.2", "v12.6", "version 2.4.1-rc1".
_VERSION = (r"\s+(?:v|version\s+)?(\d+(?:\.\d+){1,3}(?:[-.]?(?:rc|beta|alpha|post|dev)\d*)?)"
            r"(?![\w%])")


_VERSION_RE = lazy(_VERSION)
_GLUED = lazy(r"[\w-]")  # a character that makes a name part of a longer word


def _version_after(name: str, body: str) -> str | None:
    """The version written right after the first mention of `name` that stands as a word
    and has one: the name is found with `str.find` and the version read where it ends,
    which spares compiling a pattern for every entity of every document."""
    at = body.find(name)
    while at >= 0:
        if not (at and _GLUED.match(body, at - 1)):
            found = _VERSION_RE.match(body, at + len(name))
            if found:
                return found.group(1)
        at = body.find(name, at + 1)
    return None


# A setup list's entry naming a program and its version, whatever the program: "- Sonic
# version: 1.0.1", "Rustc version: `rustc 1.35.0-nightly`", "* Kernel version: 6.9".
_VERSION_ENTRY = lazy(r"^[ \t]*(?:[-*+][ \t]+)?(?P<name>[A-Za-z][\w.+-]*)[ \t]+version[ \t]*:"
                      r"[ \t]*`?(?:[A-Za-z][\w.+-]*[ \t]+)?v?(?P<ver>\d+(?:\.\d+){1,3}"
                      r"(?:[-.]?[A-Za-z]+\d*)?)", re.I | re.M)

# A setup line giving a program its version after a colon, in a list or a pasted tool
# output: "Redis: 6.2.12 - oss", "- DragonflyDB: df-v1.3.0-f80afca", "Kernel: v6.1". The
# version has three parts or a "v" ("Memory: 16.5 GB" is a size, not a version).
_COLON_ENTRY = lazy(r"^[ \t]*(?:[-*+][ \t]+)?(?P<name>[A-Z][\w.+-]*)[ \t]*:[ \t]*`?"
                    r"(?:[a-z]+-)?(?P<ver>v\d+(?:\.\d+){1,3}(?:-\d+)?|\d{1,3}(?:\.\d+){2})"
                    r"(?![\w.])", re.M)
# A setup table's row giving a program its version in the next cell: "| ROCm | 7.2.3 |",
# "| vLLM | `0.22.1rc1.dev43` (ROCm build) |". As for the colon entries, the version has
# three parts or a "v" ("| Memory | 16.5 GB |" is a size, "| Latency | 2.5 |" a result).
_TABLE_ENTRY = lazy(r"^[ \t]*\|[ \t]*\**(?P<name>[A-Za-z][\w.+-]*(?:[ \t][A-Za-z][\w.+-]*)?)"
                    r"\**[ \t]*\|[ \t]*`?(?P<ver>v\d+(?:\.\d+){1,3}|\d{1,3}(?:\.\d+){2})"
                    r"(?:[-.+]?[A-Za-z]+\d*)*(?=[`\s|(])", re.M)
# A product named with its release in prose: "Proxmox Virtual Environment v7.4-3", "Ubuntu
# 22.04.2 LTS": capitalised words before a "v" version or a three-part one (two parts,
# "Xeon 8480", "Windows 10.0", are too often a model or a size).
# (The lookahead names the first character, so the engine skips ahead to it.)
_NAMED_RELEASE = lazy(r"(?=[A-Z])\b(?P<name>[A-Z][\w+-]*(?:[ \t]+[A-Z][\w+-]*){0,2})[ \t]+"
                      r"(?P<ver>v\d+(?:\.\d+){1,3}(?:-\d+)?|\d{1,3}(?:\.\d+){2})"
                      r"(?![\w.%])")


# Words a three-part number follows as a place in a text, not a program's release.
_NUMBERED_PARTS = frozenset({"section", "sections", "figure", "fig", "table", "chapter",
                             "appendix", "step", "part", "page", "clause", "equation", "eq",
                             "rule", "item", "listing", "see"})


def stated_versions(body: str, entities: Iterable[str] = ()) -> tuple[Software, ...]:
    """Each known product or entity the text names with a version, and each program a setup
    list's entry gives a version ("Sonic version: 1.0.1", "Redis: 6.2.12"), and each product
    prose names with its release ("Proxmox Virtual Environment v7.4-3"), first version kept,
    in the order the text first names them."""
    seen: dict[str, Software] = {}
    for m in SOFTWARE_RE.finditer(body):
        if m.group("ver") and "." in m.group("ver"):  # "Linux 6" is a year-like bare number
            seen.setdefault(m.group("name"), typed(Software, name=m.group("name"),
                                                      version=m.group("ver")))
    if "version" in body.lower():
        for m in _VERSION_ENTRY.finditer(body):
            if not any(name.casefold() == m.group("name").casefold() for name in seen):
                seen[m.group("name")] = typed(Software, name=m.group("name"),
                                              version=m.group("ver"))
    for name in entities:
        # A benchmark's version ("MLPerf Training 4.0") is no software's.
        if not name.strip() or name in seen or BENCHMARKS.search(name):
            continue
        version = _version_after(name, body)
        if version is not None:
            seen[name] = typed(Software, name=name, version=version)
    for m in (*_COLON_ENTRY.finditer(body), *_TABLE_ENTRY.finditer(body),
              *_NAMED_RELEASE.finditer(body)):
        name = m.group("name")
        if name.split()[-1].casefold() in _NUMBERED_PARTS:  # "Section 2.3.1" is no release
            continue
        # A benchmark harness's release ("Phoronix Test Suite v10.0.1") is no measured
        # software's, as for the entities above.
        if not BENCHMARKS.search(name) \
                and not any(known.casefold() == name.casefold() for known in seen):
            seen[name] = typed(Software, name=name, version=m.group("ver").removeprefix("v"))
    order = {name: body.find(name) for name in seen}
    return tuple(sorted(seen.values(), key=lambda s: (order[s.name], s.name)))
