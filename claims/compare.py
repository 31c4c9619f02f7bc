"""Which claims may be compared, every condition that differs, and the normalised figures.

Pure functions over `Claim` values. Comparability is an equivalence relation:
two claims are comparable exactly when their `comparability_key`s are equal, so
a large archive can group claims by key (in SQL, over an index) instead of
looking at every pair, and the pairwise view here agrees with the grouped one.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import islice

from claims.model import Claim, Evidence, Per

# Bump when comparability_key or normalise change: stores re-key their claims on open.
KEY_VERSION = "2"
# Evidence other than a measurement: a simulated figure never compares with a measured one.
NOT_MEASURED = frozenset({Evidence.simulated, Evidence.projected, Evidence.estimated,
                          Evidence.interpolated})
# Denominators that name one accelerator; "per GPU" and "per chip" normalise alike.
ACCELERATOR_PER = frozenset({Per.gpu, Per.chip})

# (field, label) of conditions that must match for two figures to be compared.
BLOCKING = (
    ("basis", "basis"),
    ("model", "model"),
    ("workload", "workload"),
    ("benchmark_version", "benchmark version"),
    ("input_length", "input length"),
    ("output_length", "output length"),
    ("precision", "precision"),
    ("statistic", "statistic"),
    ("evidence_class", "evidence"),
    ("cached_tokens", "cached tokens counted"),
    ("per_user_speed", "per-user speed (operating point)"),
)
# (field, label) of conditions a buyer should see but that do not forbid the comparison:
# hardware is what is being compared, the chip count is normalised away.
NOTED = (
    ("hardware", "hardware"),
    ("accelerator", "accelerator"),
    ("accelerator_count", "accelerator count"),
    ("node_count", "node count"),
    ("software", "software"),
    ("parallelism", "parallelism"),
    ("concurrency", "concurrency"),
    ("per", "per"),
    ("evidence", "evidence (as stated)"),
    ("independence", "independence"),
    ("publisher", "publisher"),
)


@dataclass(frozen=True)
class Normalised:
    """A figure on a common basis: per accelerator where it can be, else as stated."""

    value: float
    unit: str
    basis: str

    def label(self) -> str:
        """The unit with its basis, e.g. `tokens/s per GPU`."""
        return f"{self.unit} {self.basis}" if self.basis else self.unit


@dataclass(frozen=True)
class Difference:
    """One condition on which two claims differ; `blocking` ones forbid the comparison."""

    condition: str
    left: str | None
    right: str | None
    blocking: bool


@dataclass(frozen=True)
class Pair:
    """Two claims side by side: comparable or not, why, and the normalised ratio."""

    left: Claim
    right: Claim
    comparable: bool
    differences: tuple[Difference, ...]
    left_value: Normalised
    right_value: Normalised
    ratio: float | None


@dataclass(frozen=True)
class Group:
    """Claims sharing one comparability key: mutually comparable. `members` may be a sample."""

    key: str
    size: int
    members: tuple[Claim, ...]


@dataclass(frozen=True)
class Section:
    """The comparison of every claim of one (metric, unit)."""

    metric: str
    unit: str
    claims: int
    groups: int
    comparable_pairs: int
    incomparable_pairs: int
    comparable: tuple[Pair, ...]
    incomparable: tuple[Pair, ...]
    shown_groups: tuple[Group, ...] = field(default_factory=tuple)

    @property
    def not_shown(self) -> int:
        """How many pairs the caps left out."""
        return (self.comparable_pairs + self.incomparable_pairs
                - len(self.comparable) - len(self.incomparable))


def _text(value: object) -> str | None:
    """A condition's comparable text: case and spacing folded, None for not disclosed."""
    if value is None:
        return None
    if isinstance(value, float):
        return format(value, ".12g")
    return " ".join(str(value).split()).casefold() or None


def _significant(value: float, digits: int = 2) -> str:
    """A number rounded to a few significant digits, so nearby operating points match."""
    if value == 0 or not math.isfinite(value):
        return format(value, "g")
    return format(float(f"{value:.{digits - 1}e}"), ".12g")


def is_per_user_speed(claim: Claim) -> bool:
    """True for a per-user rate (tokens/s per user): the operating point of a throughput."""
    return claim.per == Per.user and claim.unit.endswith("/s")


def _is_rate(claim: Claim) -> bool:
    """True for a rate that grows with the system (tokens/s, IOPS...), not a per-user one."""
    return claim.unit.endswith("/s") and claim.per not in (Per.user, Per.request, Per.query)


def operating_points(claims: Sequence[Claim]) -> dict[str, float]:
    """Per-user speed each system rate in one document was measured at, by claim id.

    The pairing is the nearest per-user rate in the same section (by character
    offset), since announcements state a throughput and its per-user speed together.
    """
    speeds = [c for c in claims if is_per_user_speed(c)]
    out: dict[str, float] = {}
    if not speeds:
        return out
    for claim in claims:
        if not _is_rate(claim):
            continue
        near = [s for s in speeds if s.source.section == claim.source.section]
        if not near:
            continue
        here = claim.source.span.start if claim.source.span else 0
        best = min(near, key=lambda s: (abs((s.source.span.start if s.source.span else 0) - here),
                                        s.id))
        out[claim.id] = best.value
    return out


def _accelerators_per_unit(claim: Claim) -> float | None:
    """How many accelerators stand behind one unit of the claim's denominator, when known."""
    count, nodes = claim.conditions.accelerator_count, claim.conditions.node_count
    if not _is_rate(claim) or not count:
        return None
    if claim.per is None or claim.per in (Per.system, Per.rack):
        return float(count)
    if claim.per in (Per.node, Per.server) and nodes:
        return count / nodes
    return None  # e.g. per node with no node count: dividing would only guess


def normalise(claim: Claim) -> Normalised:
    """The value per accelerator (else per node) where the record allows it, else as stated."""
    if claim.per in ACCELERATOR_PER:
        return Normalised(claim.value, claim.unit, f"per {claim.per.value}")
    divisor = _accelerators_per_unit(claim)
    if divisor:
        noun = (claim.conditions.accelerator or "GPU").casefold()
        return Normalised(claim.value / divisor, claim.unit,
                          "per GPU" if "gpu" in noun else "per chip")
    nodes = claim.conditions.node_count
    if _is_rate(claim) and claim.per in (None, Per.system) and nodes:
        # No accelerators counted (CPU servers, storage nodes): the node is the unit.
        return Normalised(claim.value / nodes, claim.unit, "per node")
    return Normalised(claim.value, claim.unit, f"per {claim.per.value}" if claim.per else "")


def _basis(claim: Claim) -> str:
    """The normalised basis, with chip and GPU folded together: one accelerator is one."""
    basis = normalise(claim).basis
    return "per accelerator" if basis in ("per GPU", "per chip") else basis


def conditions(claim: Claim, per_user_speed: float | None) -> dict[str, str | None]:
    """Every condition that matters for comparison, as folded text (None: not disclosed)."""
    c = claim.conditions
    software = ", ".join(sorted(f"{s.name} {s.version}" if s.version else s.name
                                for s in c.software)) or None
    evidence_class = claim.evidence.value if claim.evidence in NOT_MEASURED else "measured"
    return {
        "basis": _basis(claim) or "total",
        "model": _text(c.model),
        "workload": _text(c.workload),
        "benchmark_version": _text(c.benchmark_version),
        "input_length": _text(c.input_length),
        "output_length": _text(c.output_length),
        "precision": _text(c.precision),
        "statistic": claim.statistic.value if claim.statistic else None,
        "evidence_class": evidence_class,
        "cached_tokens": _text(c.includes_cached_tokens),
        "per_user_speed": _significant(per_user_speed) if per_user_speed is not None else None,
        "hardware": _text(c.hardware),
        "accelerator": _text(c.accelerator),
        "accelerator_count": _text(c.accelerator_count),
        "node_count": _text(c.node_count),
        "software": _text(software),
        "parallelism": _text(c.parallelism),
        "concurrency": _text(c.concurrency),
        "per": claim.per.value if claim.per else None,
        "evidence": claim.evidence.value,
        "independence": claim.independence.value,
        "publisher": _text(claim.source.publisher),
    }


def comparability_key(claim: Claim, per_user_speed: float | None) -> str:
    """A digest equal for two claims exactly when they may be compared.

    A figure that discloses neither model nor workload says nothing about what
    was run, so it gets a key of its own and is comparable with nothing.
    """
    values = conditions(claim, per_user_speed)
    parts = [claim.metric, claim.unit] + [f"{name}={values[name]}" for name, _ in BLOCKING]
    if values["model"] is None and values["workload"] is None:
        parts.append(f"alone={claim.id}")
    return hashlib.sha256("\x1f".join(parts).encode("utf-8")).hexdigest()[:16]


def differences(left: Claim, right: Claim, left_speed: float | None,
                right_speed: float | None) -> tuple[Difference, ...]:
    """Every condition on which two claims differ, blocking ones first."""
    a, b = conditions(left, left_speed), conditions(right, right_speed)
    out = [Difference(label, a[name], b[name], True) for name, label in BLOCKING
           if a[name] != b[name]]
    if a["model"] is None and a["workload"] is None:
        out.append(Difference("model and workload", None, "(left discloses neither)", True))
    elif b["model"] is None and b["workload"] is None:
        out.append(Difference("model and workload", "(right discloses neither)", None, True))
    out += [Difference(label, a[name], b[name], False) for name, label in NOTED
            if a[name] != b[name]]
    return tuple(out)


def pair(left: Claim, right: Claim, speeds: Mapping[str, float]) -> Pair:
    """Compare two claims: the differing conditions, and the ratio when comparable."""
    ls, rs = speeds.get(left.id), speeds.get(right.id)
    diffs = differences(left, right, ls, rs)
    comparable = (left.metric == right.metric and left.unit == right.unit
                  and comparability_key(left, ls) == comparability_key(right, rs))
    lv, rv = normalise(left), normalise(right)
    ratio = lv.value / rv.value if comparable and rv.value else None
    return Pair(left, right, comparable, diffs, lv, rv, ratio)


def group_claims(claims: Iterable[Claim], speeds: Mapping[str, float]
                 ) -> dict[tuple[str, str], list[Group]]:
    """In-memory grouping: (metric, unit) -> groups of mutually comparable claims."""
    buckets: dict[tuple[str, str], dict[str, list[Claim]]] = {}
    for claim in claims:
        key = comparability_key(claim, speeds.get(claim.id))
        buckets.setdefault((claim.metric, claim.unit), {}).setdefault(key, []).append(claim)
    return {mu: sorted_groups(Group(k, len(v), tuple(sorted(v, key=lambda c: c.id)))
                              for k, v in groups.items())
            for mu, groups in sorted(buckets.items())}


def sorted_groups(groups: Iterable[Group]) -> list[Group]:
    """Largest groups first, then by key: a stable order on every machine."""
    return sorted(groups, key=lambda g: (-g.size, g.key))


def section(metric: str, unit: str, groups: Sequence[Group], *, total_claims: int,
            total_groups: int, comparable_pairs: int, speeds: Mapping[str, float],
            max_pairs: int) -> Section:
    """Build one (metric, unit) section from its groups, showing at most `max_pairs` of each kind.

    `groups` may be the largest few of many (with members sampled); the totals
    count every claim and pair, so the section can say how many were not shown.
    """
    total_pairs = total_claims * (total_claims - 1) // 2
    within = ((a, b) for g in groups for i, a in enumerate(g.members) for b in g.members[i + 1:])
    across = ((a, b) for i, g in enumerate(groups) for h in groups[i + 1:]
              for a in g.members for b in h.members)
    comparable = [pair(a, b, speeds) for a, b in islice(within, max_pairs)]
    incomparable = [pair(a, b, speeds) for a, b in islice(across, max_pairs)]
    return Section(metric, unit, total_claims, total_groups, comparable_pairs,
                   total_pairs - comparable_pairs, tuple(comparable), tuple(incomparable),
                   tuple(groups))


def compare_claims(claims: Sequence[Claim], speeds: Mapping[str, float], *,
                   max_pairs: int = 50) -> list[Section]:
    """Compare a set of claims held in memory: one section per (metric, unit)."""
    out = []
    for (metric, unit), groups in group_claims(claims, speeds).items():
        total = sum(g.size for g in groups)
        if total < 2:
            continue
        same = sum(g.size * (g.size - 1) // 2 for g in groups)
        out.append(section(metric, unit, groups, total_claims=total, total_groups=len(groups),
                           comparable_pairs=same, speeds=speeds, max_pairs=max_pairs))
    return out


# -- views: the comparison as data, text and Markdown (HTML lives in claims.report) ----------


def _side(claim: Claim, value: Normalised) -> dict[str, object]:
    """One side of a pair as plain data."""
    return {"id": claim.id, "value": claim.value, "unit": claim.unit,
            "per": claim.per.value if claim.per else None,
            "publisher": claim.source.publisher, "hardware": claim.conditions.hardware,
            "quote": claim.source.quote,
            "normalised": {"value": value.value, "unit": value.unit, "basis": value.basis}}


def pair_data(p: Pair) -> dict[str, object]:
    """A pair as plain data: both sides, the verdict, the ratio and every difference."""
    return {"left": _side(p.left, p.left_value), "right": _side(p.right, p.right_value),
            "comparable": p.comparable, "ratio": p.ratio,
            "differences": [{"condition": d.condition, "left": d.left, "right": d.right,
                             "blocking": d.blocking} for d in p.differences]}


def to_data(sections: Sequence[Section]) -> dict[str, object]:
    """The whole comparison as plain data, for `--format json`."""
    return {"sections": [{
        "metric": s.metric, "unit": s.unit, "claims": s.claims, "groups": s.groups,
        "pairs": {"comparable": s.comparable_pairs, "incomparable": s.incomparable_pairs,
                  "shown": len(s.comparable) + len(s.incomparable), "not_shown": s.not_shown},
        "comparable": [pair_data(p) for p in s.comparable],
        "incomparable": [pair_data(p) for p in s.incomparable],
    } for s in sections]}


def number(value: float | None) -> str:
    """A figure for people: up to four significant digits after the point, no exponent noise."""
    if value is None:
        return "-"
    if abs(value) >= 1000:
        return f"{value:,.0f}"
    return f"{value:.4g}"


def _who(claim: Claim, value: Normalised) -> str:
    """`clm-... (publisher, hardware): 6,667 tokens/s per GPU`."""
    about = ", ".join(x for x in (claim.source.publisher, claim.conditions.hardware) if x)
    return f"{claim.id}{f' ({about})' if about else ''}: {number(value.value)} {value.label()}"


def describe(d: Difference) -> str:
    """`condition: left | right`, with "not disclosed" for a missing side."""
    return f"{d.condition}: {d.left or 'not disclosed'} | {d.right or 'not disclosed'}"


def _differs(diffs: Iterable[Difference], blocking: bool) -> str:
    """Differences of one kind as `condition: left | right; ...`."""
    return "; ".join(describe(d) for d in diffs if d.blocking == blocking)


def section_title(s: Section) -> str:
    """`metric (unit): 4 claims in 2 groups; 1 comparable, 5 not comparable (of 6 pairs)`."""
    return (f"{s.metric} ({s.unit}): {_count(s.claims, 'claim')} in {_count(s.groups, 'group')}; "
            f"{s.comparable_pairs:,} comparable, {s.incomparable_pairs:,} not comparable "
            f"(of {_count(s.comparable_pairs + s.incomparable_pairs, 'pair')})")


def _count(n: int, noun: str) -> str:
    """`1 claim`, `2 claims`."""
    return f"{n:,} {noun}{'' if n == 1 else 's'}"


def render_text(sections: Sequence[Section]) -> str:
    """The comparison as a plain text report."""
    if not sections:
        return "nothing to compare: no metric has two or more claims\n"
    out: list[str] = []
    for s in sections:
        out.append(section_title(s))
        for heading, pairs in (("comparable", s.comparable), ("not comparable", s.incomparable)):
            if pairs:
                out.append(f"  {heading}:")
            for p in pairs:
                ratio = f"  ratio {p.ratio:.3g}" if p.ratio is not None else ""
                out.append(f"    {_who(p.left, p.left_value)}")
                out.append(f"    vs {_who(p.right, p.right_value)}{ratio}")
                if not p.comparable:
                    out.append(f"      why not: {_differs(p.differences, True)}")
                if any(not d.blocking for d in p.differences):
                    out.append(f"      also differs: {_differs(p.differences, False)}")
        if s.not_shown:
            out.append(f"  ({s.not_shown:,} more pairs not shown; raise --max-pairs)")
    return "\n".join(out) + "\n"


def _md(text: str) -> str:
    """Table-safe Markdown cell text."""
    return text.replace("|", "\\|").replace("\n", " ")


def render_markdown(sections: Sequence[Section]) -> str:
    """The comparison as Markdown: one table per (metric, unit)."""
    if not sections:
        return "Nothing to compare: no metric has two or more claims.\n"
    out = ["# Comparability", ""]
    for s in sections:
        out += [f"## {_md(section_title(s))}", "",
                "| left | right | comparable | ratio | blocking differences | other differences |",
                "|---|---|---|---|---|---|"]
        for p in (*s.comparable, *s.incomparable):
            out.append(f"| {_md(_who(p.left, p.left_value))} | {_md(_who(p.right, p.right_value))} "
                       f"| {'yes' if p.comparable else 'no'} | {number(p.ratio)} "
                       f"| {_md(_differs(p.differences, True)) or '-'} "
                       f"| {_md(_differs(p.differences, False)) or '-'} |")
        if s.not_shown:
            out += ["", f"{s.not_shown:,} more pairs not shown."]
        out.append("")
    return "\n".join(out)
