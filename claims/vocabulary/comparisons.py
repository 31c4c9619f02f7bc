"""Wording that sets several products side by side, read by who-measured (an outside
writer's opening) and by the learned stance features alike."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy

# How many products an opening names: "several", "three", "7".
_COUNTED = (r"several|multiple|various|different|two|three|four|five|six|seven|eight|nine|"
            r"ten|\d+")
# The products an opening counts.
_PRODUCTS = (r"implementations|engines|servers|databases|brokers|balancers|libraries|"
             r"frameworks|tools|products|proxies|runtimes|compilers|queues|meshes|"
             r"solutions|vendors|clouds|stores|systems")
#: An opening that sets several products side by side: "compares the performance of several
#: load balancers", "benchmarks seven brokers against each other", "head-to-head".
COMPARES_PRODUCTS = lazy(
    r"\b(?:compar\w*|benchmark\w*|pits?|measur\w*|tests?|testing|puts?)\b[^.\n]{0,60}?\b(?:"
    + _COUNTED + r")\s+(?:[\w.-]+\s+){0,3}?(?:" + _PRODUCTS + r")\b"
    r"|\bagainst\s+each\s+other\b|\bside\s+by\s+side\b|\bhead[- ]to[- ]head\b", re.I)
