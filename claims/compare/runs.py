"""Which try of a repeated job a figure is, and whether two tries are like for like.

A job run several times in a row (a query, a page load, a benchmark pass) pays for cold
caches on its first try and runs on warm ones after. A cold try is never set beside a warm
one; two first tries meet only when both sides state them as cold-cache runs, since a first
try the text does not call cold may have run on whatever the previous job left behind. Two
later tries both sides number meet only at one number: each try is a column of its own, and
setting the second of one system beside the third of another picks columns to suit.
A figure's try comes from its table column (the record's `run`), else from its own words
("a 35.70s warm run").
"""

from __future__ import annotations

from claims.compare.scenario import scenarios
from claims.model import Claim

RUN_FAMILY = "hot or cold run"
TRY_CONDITION = "try of a repeated job"
_STATES = {"cold": "cold", "first": "first", "warm": "warm", "hot": "warm"}
_SHOWN = {"cold": "cold first try", "first": "first try, cache state not stated",
          "warm": "warm (later) try"}


def run_state(claim: Claim) -> str | None:
    """"cold", "first" or "warm" for a figure whose table or words say which try it is."""
    stated = claim.conditions.run or scenarios(claim).get(RUN_FAMILY)
    return _STATES.get(stated.split(",")[0].strip()) if stated else None


def _which(claim: Claim) -> str | None:
    """Which try a table column names ("try 2", "best"), or None when it does not say."""
    stated = claim.conditions.run or ""
    return stated.split(",", 1)[1].strip() if "," in stated else None


def run_difference(left: Claim, right: Claim) -> tuple[str | None, str | None] | None:
    """The two tries as shown to a buyer when they are not like for like, else None.

    A try stated on one side only blocks too: the other may be either; so do two later tries
    that both sides number differently ("try 2" against "try 3")."""
    a, b = run_state(left), run_state(right)
    if a is None and b is None:
        return None
    wa, wb = _which(left), _which(right)
    if a == b and a in ("cold", "warm") and (wa is None or wb is None or wa == wb):
        return None
    return _shown(a, wa), _shown(b, wb)


def _shown(state: str | None, which: str | None) -> str | None:
    """A try as a buyer reads it: its state, with its number where the table gives one."""
    if state is None:
        return None
    return f"{_SHOWN[state]} ({which})" if which and state == "warm" else _SHOWN[state]


def same_try(left: Claim, right: Claim) -> bool:
    """True when both figures are the same try: both first ones (one may call it cold, the
    other not say) or the same later one ("try 3" on both sides, or one side not numbering
    it): one measurement printed twice may say more in one place than the other."""
    a, b = run_state(left), run_state(right)
    if a is None or b is None or (a == "warm") != (b == "warm"):
        return False
    wa, wb = _which(left), _which(right)
    return wa is None or wb is None or wa == wb
