"""Checkers: rules that judge claim records and yield findings with evidence.

`run_checks` runs the selected rules over one document's claims; `RULES` is the
one explicit registry (see `checkers.registry`); `resolve_selection` turns
`--select`/`--ignore` tokens (codes, names or prefixes) into rules.
"""

from __future__ import annotations

from checkers.engine import find_rules, registry, resolve_selection, run_checks
from checkers.registry import RULES
from checkers.rule import Docs, Hit, Rule, make_finding, rule

__all__ = ["RULES", "Docs", "Hit", "Rule", "find_rules", "make_finding", "registry",
           "resolve_selection", "rule", "run_checks"]
