"""The name that stands for most mentions of a text (a setup section, a post about one
machine): names group under the longest spelling holding their words."""

from __future__ import annotations

import collections
from collections.abc import Iterable


def dominant(names: list[str]) -> str | None:
    """The name that stands for at least three in five of the mentions (a name and the
    longer names holding its words count as one: "MI250X" and "AMD MI250X GCD"), as its
    longest spelling; None when no name dominates or nothing is named twice or more."""
    if not names:
        return None
    groups: list[list[str]] = []
    # Each group's words, and the groups holding each word in the order they were made:
    # a name joins the first group holding all its words, found among those holding its
    # rarest word (a setup listing thousands of machines is not read once per name).
    held: list[frozenset[str]] = []
    by_word: dict[str, list[int]] = collections.defaultdict(list)
    for name in sorted(names, key=lambda n: (-len(n), n)):
        words = frozenset(name.lower().split())
        pool: Iterable[int] = by_word[min(words, key=lambda w: len(by_word[w]))] \
            if words else range(len(groups))
        at = next((i for i in pool if words <= held[i]), None)
        if at is None:
            for word in words:
                by_word[word].append(len(groups))
            groups.append([name])
            held.append(words)
        else:
            groups[at].append(name)
    best = max(groups, key=len)
    share_ok = len(best) * 5 >= len(names) * 3
    return best[0] if share_ok and (len(groups) == 1 or len(best) >= 2) else None
