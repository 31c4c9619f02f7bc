"""The software a document names with a version anywhere (a setup list, a footnote, a
table): what ran, stated once for every figure."""

from __future__ import annotations

import re
from collections.abc import Iterable

from claims.model import Software
from claims.vocabulary.benchmarks import BENCHMARKS
from claims.vocabulary.software import SOFTWARE_RE

# A version as written after a product's name: "0.9.2", "v12.6", "version 2.4.1-rc1".
_VERSION = (r"\s+(?:v|version\s+)?(\d+(?:\.\d+){1,3}(?:[-.]?(?:rc|beta|alpha|post|dev)\d*)?)"
            r"(?![\w%])")


def stated_versions(body: str, entities: Iterable[str] = ()) -> tuple[Software, ...]:
    """Each known product or entity the text names with a version, first version kept, in
    the order the text first names them."""
    seen: dict[str, Software] = {}
    for m in SOFTWARE_RE.finditer(body):
        if m.group("ver") and "." in m.group("ver"):  # "Linux 6" is a year-like bare number
            seen.setdefault(m.group("name"), Software(name=m.group("name"),
                                                      version=m.group("ver")))
    for name in entities:
        # A benchmark's version ("MLPerf Training 4.0") is no software's.
        if not name.strip() or name in seen or BENCHMARKS.search(name):
            continue
        # The name opens the pattern and the look-behind follows it: the engine then jumps
        # between the name's occurrences instead of trying a look-behind at every character.
        escaped = re.escape(name)
        found = re.search(escaped + r"(?<![\w-]" + escaped + ")" + _VERSION, body)
        if found:
            seen[name] = Software(name=name, version=found.group(1))
    order = {name: body.find(name) for name in seen}
    return tuple(sorted(seen.values(), key=lambda s: (order[s.name], s.name)))
