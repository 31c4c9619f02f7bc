"""Which point release a model name means when it gives only the major version.

Model lines ship sizes in point releases: Llama 3 came in 8B and 70B, Llama 3.1 added
405B, Llama 3.2 added 1B, 3B, 11B and 90B. A publisher writing "Llama 3 405B" names the
line, and the only release of that line with that size is 3.1, so the two names are one
model. A name whose size the major release itself shipped ("Llama 3 8B") is that release
and stays apart from "Llama 3.1 8B": they are two sets of weights. A size two point
releases share (70B in 3.1 and 3.3) leaves the name as written: which one is meant is not
said.

The table is data: each line's releases and the parameter counts each one published.
"""

from __future__ import annotations

import re
from functools import lru_cache

from claims.compare.model_size import size
from claims.vocabulary.lazy import lazy

# (line's name as a pattern, major version): {release: sizes in billions of parameters}.
# Sources: the model cards of Meta's Llama 3, 3.1, 3.2 and 3.3 and Alibaba's Qwen2 and
# Qwen2.5 (sizes of the dense text and vision models as published).
_RELEASES: dict[tuple[str, str], dict[str, frozenset[float]]] = {
    ("llama", "3"): {"3": frozenset({8, 70}), "3.1": frozenset({8, 70, 405}),
                     "3.2": frozenset({1, 3, 11, 90}), "3.3": frozenset({70})},
    ("qwen", "2"): {"2": frozenset({0.5, 1.5, 7, 57, 72}),
                    "2.5": frozenset({0.5, 1.5, 3, 7, 14, 32, 72})},
}
# A line's name and a major version with no point after it: "Llama 3", "Llama-3",
# "Meta-Llama-3", "llama3", "Qwen2" (never "Llama 3.1" or "Llama 30B").
_MAJOR = lazy(r"\b(?P<line>llama|qwen)(?P<gap>[\s_-]?)(?P<major>\d+)(?![\d.]|\s*[bmk]\b)",
              re.I)


@lru_cache(maxsize=1 << 12)
def point_release(name: str | None) -> str | None:
    """The name with its major version made the one point release that shipped its size
    ("Llama 3 405B" -> "Llama 3.1 405B"); the name unchanged when the major release shipped
    that size, several point releases did, or the line or size is not known."""
    if not name:
        return name
    m = _MAJOR.search(name)
    found = size(name)
    if m is None or found is None or found[0] != "params":
        return name
    releases = _RELEASES.get((m.group("line").casefold(), m.group("major")))
    if releases is None:
        return name
    billions = round(float(found[1]) / 1e9, 1)
    if billions in releases[m.group("major")]:
        return name
    having = [r for r, sizes in releases.items() if billions in sizes]
    if len(having) != 1:
        return name
    return f"{name[:m.start('major')]}{having[0]}{name[m.end('major'):]}"
