"""Which claims may be compared, after what normalisation, and why the rest cannot.

The package face only hands names on; each step lives in its own module:
`admit` (what may be compared at all), `units` and `normalise` (canonical
units, per-accelerator figures with their derivation), `scenario` and `align`
(conditions, blocking reasons), `operating` (one stream's speed against a
system's), `names` (canonical model, hardware and software names), `verdict`
(comparable, after normalisation, not comparable), `cited` (one figure stated
twice), `codec` and `hidden` (which codec and level a compression ratio is,
and labels that hide one), `conditions` (every condition side by side), `select` (which
pairs, across sources, indexed for an archive), `keys` (grouping for a store),
`cost` (cost per unit of work), `setups` (two documents' settings side by side, as
settings), `archive` (best figure per system), `views`
(text and Markdown) and `report` (the JSON model).
"""

from claims.compare.admit import refusal
from claims.compare.align import REASONS, Difference, differences
from claims.compare.groups import Group, sorted_groups
from claims.compare.keys import KEY_VERSION, comparability_key
from claims.compare.normalise import Normalised, normalise, number
from claims.compare.operating import is_per_user_speed, operating_points
from claims.compare.select import Comparison, Refused, compare_claims, document_key
from claims.compare.verdict import Pair, Verdict, judge

__all__ = ["KEY_VERSION", "REASONS", "Comparison", "Difference", "Group", "Normalised", "Pair",
           "Refused", "Verdict", "comparability_key", "compare_claims", "differences",
           "document_key", "is_per_user_speed", "judge", "normalise", "number",
           "operating_points", "refusal", "sorted_groups"]
