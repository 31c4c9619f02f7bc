"""The writer naming itself in the third person: "the Acme team benchmarked" on a page Acme
publishes is the writer's own measuring, as its "we benchmarked" is; a reader of who measured
takes it as the writer's first person (an outsider's run, for an outside writer), not as a
builder's team."""

from __future__ import annotations

import re
from collections.abc import Iterable

# Who of an organisation does the measuring, and the verbs that say they measured.
_MEMBERS = r"(?:team|engineers|developers|staff|authors|maintainers|folks|crew)"
_VERBS = r"(?:measured|ran|runs|run|tested|tests|test|benchmarked|benchmarks|benchmark|" \
         r"conducted|performed|timed|compared|evaluated)"


def as_first_person(text: str, writer: Iterable[str]) -> str:
    """`text` with each "(the) <writer> team <verb>" ("The CloudPanel team benchmarked")
    written "we <verb>", where <writer> is one of the writer's folded name words."""
    names = sorted({w for w in writer if len(w) > 1}, key=lambda w: (-len(w), w))
    if not names:
        return text
    own = "|".join(re.escape(n) for n in names)
    pattern = (r"\b(?:[Tt]he\s+)?(?i:" + own + r")(?:'s)?\s+" + _MEMBERS + r"\s+(?:have\s+|has\s+)?"
               r"(?=" + _VERBS + r"\b)")
    return re.sub(pattern, "we ", text)
