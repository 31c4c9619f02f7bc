"""Wording of a writer outside what it measures: an opening that sets several products side
by side, a stake disclaimed; read by who-measured and by the learned stance features alike."""

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
#: A kind of product, as a table's first column may be headed ("Broker", "Databases").
PRODUCT_KINDS = (r"implementations?|engines?|databases?|brokers?|(?:load\s+)?balancers?|"
                 r"librar(?:y|ies)|frameworks?|proxies|proxy|runtimes?|compilers?|"
                 r"drivers?|stores?")
#: A kind of device, as a table's first column may be headed ("Device", "Board", "SSD"):
#: rows of devices are products of their makers, as rows of brokers are.
DEVICE_KINDS = (r"devices?|boards?|socs?|phones?|handsets?|cpus?|gpus?|processors?|"
                r"drives?|ssds?|disks?")
#: An opening that sets several products side by side: "compares the performance of several
#: load balancers", "benchmarks seven brokers against each other", "head-to-head".
COMPARES_PRODUCTS = lazy(
    r"\b(?:compar\w*|benchmark\w*|pits?|measur\w*|tests?|testing|puts?)\b[^.\n]{0,60}?\b(?:"
    + _COUNTED + r")\s+(?:[\w.-]+\s+){0,3}?(?:" + _PRODUCTS + r")\b"
    r"|\bagainst\s+each\s+other\b|\bside\s+by\s+side\b|\bhead[- ]to[- ]head\b", re.I)
#: The writer says it has no stake in what it measures: "no affiliation with", "neither is
#: my own", "maintains none", a reviewer's unit ("we bought a retail card", "a review sample").
DISCLAIMED_STAKE = lazy(
    r"(?=[nwmdbiar])(?:\b(?:no|without\s+any)\s+(?:commercial\s+|financial\s+|business\s+)?"
    r"(?:relationship|affiliation|ties)\s+(?:with|to)\b"
    r"|\bneither\s+(?:\w+\s+){0,6}?(?:is|are|was|were)\s+(?:my|our|the\s+(?:writer|tester|"
    r"author)'s)\s+own\b"
    r"|\b(?:maintains?|makes?|develops?|builds?)\s+(?:neither|none)\b"
    r"|\bnot\s+(?:the\s+)?(?:makers?|developers?|vendors?|authors?)\s+of\s+(?:either|any)\b"
    r"|\b(?:we|I)\s+(?:bought|purchased)\b|\bat\s+retail\b|\breview\s+(?:samples?|units?)\b)",
    re.I)
