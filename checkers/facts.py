"""Shared judgments over records: what counts as performance, cost, quality, latency,
and whether two figures' sentences name different setups.

A record's metric is a member of the closed vocabulary (`claims.vocabulary.metrics`);
the sets below are its members and aliases by metric class, so a new metric is a row
there, not an entry here. Matching is on a normalised form (lower case, `-` and spaces
as `_`).
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache, wraps
from typing import TypeVar

from checkers.messages import format_number as format_number  # also re-exported to rule modules
from claims.extract.facts.around import set_value_before
from claims.extract.facts.clause_words import clause_around as clause_around
from claims.extract.facts.names import is_year, tokens
from claims.extract.facts.wording import wording
from claims.memo import by_identity
from claims.model import RUN_SETTING, Claim, Conditions, Document, Kind, Per, Statistic
from claims.vocabulary.metrics import Klass
from claims.vocabulary.quantities import metrics_of

PERFORMANCE_KINDS = frozenset({Kind.headline, Kind.relative, Kind.before_after})

# The metric names (and aliases) of each class, from the vocabulary's table.
COST_METRICS = metrics_of(Klass.price) | metrics_of(Klass.price_performance)
QUALITY_METRICS = metrics_of(Klass.accuracy)
LATENCY_METRICS = metrics_of(Klass.latency) | metrics_of(Klass.ttft) | metrics_of(Klass.tpot)
USER_SPEED_METRICS = metrics_of(Klass.user_speed)
THROUGHPUT_METRICS = (metrics_of(Klass.throughput) | metrics_of(Klass.iops)
                      | metrics_of(Klass.bandwidth) | metrics_of(Klass.compute))
RATIO_METRICS = metrics_of(Klass.ratio)
#: A part's clock, rated property or physical size: what the part is, not what a run gave.
SPECIFICATION_METRICS = (metrics_of(Klass.frequency) | metrics_of(Klass.rating)
                         | metrics_of(Klass.dimension))

#: Denominators that count pieces of hardware, and the condition that says how many.
HARDWARE_PER = {Per.gpu: "accelerator_count", Per.chip: "accelerator_count",
                Per.cpu: "accelerator_count", Per.socket: "accelerator_count",
                Per.node: "node_count",
                Per.server: "node_count", Per.instance: "node_count", Per.rack: "node_count"}

BEST_CASE = frozenset({Statistic.peak, Statistic.max})

T = TypeVar("T")


def per_run(compute: Callable[[Iterable[Claim]], T]) -> Callable[[Iterable[Claim]], T]:
    """Memoise a fact about a whole claims tuple for the tuple it last saw.

    `run_checks` hands one tuple to every rule, so each document's shared facts
    (its performance figures, its headlines...) are computed once per run rather
    than once per rule. Only tuples are memoised (they cannot change under us);
    the result must be immutable, since every rule shares it.
    """
    memoised = by_identity(1)(compute)

    @wraps(compute)
    def shared(claims: Iterable[Claim]) -> T:
        return memoised(claims) if isinstance(claims, tuple) else compute(claims)

    return shared


@lru_cache(maxsize=4096)  # every rule asks about the same few metric names again and again
def norm(metric: str | None) -> str:
    """A metric name in comparable form."""
    return (metric or "").strip().lower().replace("-", "_").replace(" ", "_")


def is_cost(claim: Claim) -> bool:
    """A price, cost rate or TCO figure."""
    return (claim.kind is Kind.cost or norm(claim.metric) in COST_METRICS
            or claim.unit.startswith("USD"))


def is_quality(claim: Claim) -> bool:
    """An accuracy or quality figure; a score on a speed benchmark (SPECrate, Geekbench), or
    a machine's score with no model named, is a performance figure."""
    if claim.kind is Kind.quality:
        return True
    metric = norm(claim.metric)
    return metric in QUALITY_METRICS and not (metric == "score" and _speed_score(claim))


def _speed_score(claim: Claim) -> bool:
    """True for a score on a speed benchmark: one its sentence names (SPECrate, Geekbench),
    or one a machine earns with no model named and no word of quality ("the i5 scored 200
    points better than the Pi 4"): a processor's benchmark score, not a model's accuracy."""
    said = wording(claim.source.quote)
    if said.performance_score:
        return True
    conditions = claim.conditions
    machine = conditions.hardware is not None or conditions.accelerator is not None
    return machine and conditions.model is None and not said.quality


def is_performance(claim: Claim) -> bool:
    """A speed figure: a headline, relative or before/after claim that is not cost or quality."""
    return claim.kind in PERFORMANCE_KINDS and not is_cost(claim) and not is_quality(claim)


def is_latency(claim: Claim) -> bool:
    """A duration where lower is better (latency, TTFT, TPOT, response time), or a bare
    number that its column or sentence says measures one ("| APISIX Latency |" over 0.96):
    a latency whose unit the text leaves out is still a latency."""
    return norm(claim.metric) in LATENCY_METRICS or (
        claim.unit == "count" and not claim.count_noun
        and norm(claim.measures) in LATENCY_METRICS)


def is_user_speed(claim: Claim) -> bool:
    """A per-user speed (tokens per second per user, interactivity)."""
    return claim.per is Per.user or norm(claim.metric) in USER_SPEED_METRICS


def is_system_throughput(claim: Claim) -> bool:
    """A system (or per-device) throughput rather than a per-user speed."""
    rate = norm(claim.metric) in THROUGHPUT_METRICS or claim.unit.endswith("/s")
    return (rate and not is_user_speed(claim) and not is_latency(claim)
            and claim.unit not in ("x", "%"))


def is_ratio(claim: Claim) -> bool:
    """A ratio or relative change: "58x", "28% faster", "3.1x speedup"."""
    return (claim.unit == "x" or norm(claim.metric) in RATIO_METRICS
            or (claim.kind is Kind.relative and claim.unit == "%"))


def one_numbered_run(claim: Claim) -> bool:
    """True for the value of one numbered try of a series its table lists try by try ("run
    1 | run 2 | ... | avg", or a "run" column numbering the rows): a single observation,
    not a summary of many, so there is no statistic for the text to name."""
    conditions = claim.conditions
    if any(s.name == RUN_SETTING and s.value.isdigit() for s in conditions.settings):
        return True
    # The extraction writes a numbered try as "warm, try 2" (`run_columns`).
    return conditions.run is not None and any(
        part.startswith("try ") and part[4:].isdigit()
        for part in (p.strip() for p in conditions.run.split(",")))


def value_place(claim: Claim) -> int:
    """Where a figure is written in its sentence, or -1 (records keep the sentence's span)."""
    return claim.source.quote.find(claim.value_text or format_number(claim.value))


def offered_setting(claim: Claim) -> bool:
    """True when the sentence gives the figure as the value a setting takes ("Attack rate:
    configurable (default 10,000 req/s)", "set to 500 requests per second"): the load the
    tester offered, not a rate the system reached."""
    at = value_place(claim)
    return at > 0 and set_value_before(claim.source.quote[:at])


#: How far before its value a figure's own words reach ("gp3 volumes (3k IOPS": the part
#: the rate is provisioned for), and past it (its unit).
_OWN_WORDS = (30, 16)


def provisioned(claim: Claim) -> bool:
    """True when the words around the figure give it as what a part was provisioned or
    rated for ("gp3 volumes (3k IOPS)", "provisioned at 16,000 IOPS"): the set-up's rate,
    not one reached; a result in the same sentence stands outside those words."""
    at = value_place(claim)
    before, after = _OWN_WORDS
    return at >= 0 and wording(claim.source.quote[max(0, at - before):at + after]).provisioned


def is_specification(claim: Claim) -> bool:
    """A part's clock speed, rated property or size ("800 MHz", "3.3 GHz"): a fact of the
    data sheet a setup names, never a result of the run."""
    return norm(claim.metric) in SPECIFICATION_METRICS


@per_run
def performance(claims: Iterable[Claim]) -> tuple[Claim, ...]:
    """The performance figures among `claims`, in order."""
    return tuple(c for c in claims if is_performance(c))


@per_run
def headlines(claims: Iterable[Claim]) -> tuple[Claim, ...]:
    """The headline performance figures among `claims`, in order."""
    return tuple(c for c in performance(claims) if c.kind is Kind.headline)


def applies(conditions: Conditions, name: str) -> bool:
    """False when the record says condition `name` does not apply to this figure."""
    return name not in conditions.not_applicable


def short(claim: Claim) -> str:
    """A claim's figure as a reader would say it: value, unit and denominator, once each."""
    # Written text may wrap across source lines: a message is one line.
    number = " ".join((claim.value_text or format_number(claim.value)).split())
    unit = " ".join((claim.unit_text or claim.unit).split())
    if number.endswith(unit) or unit == "count":
        text = number
    else:
        text = f"{number}{unit}" if unit in ("x", "%") else f"{number} {unit}"
    if claim.count_noun and unit == "count":
        text = f"{text} {claim.count_noun}"
    if claim.per is not None:
        per = claim.per.value.lower()
        if f"per {per}" not in text.lower() and f"/{per}" not in text.lower():
            text = f"{text} per {claim.per.value}"
    return text


def listing(items: Sequence[str], limit: int = 4) -> str:
    """Join items for a message, eliding past `limit`."""
    shown = list(items[:limit])
    if len(items) > limit:
        shown.append(f"and {len(items) - limit} more")
    return ", ".join(shown)


def by_line(claims: Iterable[Claim]) -> list[list[Claim]]:
    """Claims grouped by the source line they were read from, in order of first appearance."""
    groups: dict[int | str, list[Claim]] = {}
    for claim in claims:
        key: int | str = claim.source.line if claim.source.line is not None else claim.id
        groups.setdefault(key, []).append(claim)
    return list(groups.values())


@lru_cache(maxsize=8192)  # sentences reuse their words: each is judged once
def _name_like(token: str, first: bool) -> bool:
    """True for a token that names a thing (a product, protocol, tool, version or year): an
    acronym or mixed case (RoCE, TCP), letters with digits (v2, iperf3, H100), a code
    identifier (ib_write_bw), or a year."""
    if is_year(token):
        return True
    has_digit = any(c.isdigit() for c in token)
    has_alpha = any(c.isalpha() for c in token)
    if has_digit and not has_alpha:
        return False
    return ((has_digit and has_alpha) or "_" in token or any(c.isupper() for c in token[1:])
            or (token[0].isupper() and not first))


@lru_cache(maxsize=1024)  # a quote is compared with several others of its document
def names(quote: str) -> frozenset[str]:
    """The name-like tokens of a quote; its first word is capitalised by position only."""
    return frozenset(t for i, t in enumerate(tokens(quote)) if t and _name_like(t, i == 0))


@lru_cache(maxsize=1024)  # figures and units are written the same few ways ("tokens/s")
def _tokens(words: str) -> frozenset[str]:
    """The tokens of a title, entity, figure or unit as written."""
    return frozenset(tokens(words))


def shared_names(document: Document, claims: Sequence[Claim]) -> frozenset[str]:
    """Names that do not tell setups apart: the document's own title and entities, and
    the way figures and units are written ("KB", "TFLOPS", "Gb/s")."""
    words = {document.title or "", *document.entities}
    words.update(c.value_text or "" for c in claims)
    words.update(c.unit_text or c.unit for c in claims)
    return frozenset().union(*map(_tokens, words))


def different_setups(one: Claim, two: Claim, shared: frozenset[str]) -> bool:
    """Each figure's sentence names something the other's does not ("over RoCE v2" and
    "with plain TCP"): two setups, even when the extracted conditions look the same."""
    a = names(one.source.quote) - shared
    b = names(two.source.quote) - shared
    return bool(a - b) and bool(b - a)


@lru_cache(maxsize=4096)  # pairwise comparisons ask about the same few values again and again
def significant_digits(value: float) -> int:
    """How many significant digits a figure is written with (1.7e6 -> 2, 1810 -> 3)."""
    digits = format(abs(value), ".12e").split("e")[0].replace(".", "").rstrip("0")
    return max(1, len(digits))


def agree(one: float, two: float) -> bool:
    """True when two figures are the same quantity rounded differently (1.7M and 1.74M)."""
    if one == two:
        return True
    coarse = min(significant_digits(one), significant_digits(two))
    return float(f"{one:.{coarse - 1}e}") == float(f"{two:.{coarse - 1}e}")


def stated_ratios(claims: Sequence[Claim]) -> list[Claim]:
    """The ratio and percentage figures a document states."""
    return [c for c in claims if is_ratio(c) and c.value > 0]


def compared(low: float, high: float, ratios: Sequence[Claim]) -> bool:
    """True when the document states the ratio or percentage change between two values,
    so it presents them as two different quantities (before and after, old and new)."""
    if low <= 0:
        return False
    percent, times = _ratio_index(ratios)
    return percent.holds((high - low) / low * 100) or percent.holds((high - low) / high * 100) \
        or times.holds(high / low)


def _rounded(value: float, digits: int) -> float:
    """`value` rounded to `digits` significant digits, as `agree` rounds it."""
    return float(f"{value:.{digits - 1}e}")


class _Agreeing:
    """Stated values, indexed so that "does any agree with x?" takes a few set lookups
    instead of one `agree` per value: rules ask it of every pair of figures they weigh."""

    def __init__(self, values: Iterable[float]) -> None:
        """Index each value by its significant digits and its roundings to fewer."""
        self.exact: set[float] = set()
        self.rounded: dict[int, set[tuple[int, float]]] = {}  # its digits -> (to, rounded)
        for value in values:
            self.exact.add(value)
            digits = significant_digits(value)
            self.rounded.setdefault(digits, set()).update(
                (to, _rounded(value, to)) for to in range(1, digits + 1))

    def holds(self, value: float) -> bool:
        """True when some indexed value agrees with `value` (as `agree` says)."""
        if value in self.exact:
            return True
        digits = significant_digits(value)
        for own, roundings in self.rounded.items():
            coarse = min(own, digits)
            if (coarse, _rounded(value, coarse)) in roundings:
                return True
        return False


@by_identity(8)  # built once for the list of a run's ratios
def _ratio_index(ratios: Sequence[Claim]) -> tuple[_Agreeing, _Agreeing]:
    """The stated percentages and the other stated ratios, each indexed for `compared`."""
    return (_Agreeing(r.value for r in ratios if r.unit == "%"),
            _Agreeing(r.value for r in ratios if r.unit != "%"))


@per_run
def mentions_by_sentence(claims: Iterable[Claim]) -> Mapping[str, tuple[tuple[Claim, int], ...]]:
    """For each quoted sentence, the claims mentioned in it and where (an offset into it),
    counting every mention, not only the one a record was first quoted at (read-only:
    shared by the run)."""
    claims = tuple(claims)
    sentences = {c.source.quote: c.source.span for c in claims if c.source.span is not None}
    spans = sorted((span.start, span.end, quote) for quote, span in sentences.items())
    starts = [start for start, _, _ in spans]
    out: dict[str, list[tuple[Claim, int]]] = {}
    for claim in claims:
        for mention in claim.mentions:
            if mention.span is None:
                continue
            at = mention.span.start
            # Sentences do not nest: the one starting last at or before `at` holds it.
            i = bisect.bisect_right(starts, at) - 1
            if i >= 0 and at < spans[i][1]:
                out.setdefault(spans[i][2], []).append((claim, at - spans[i][0]))
    return {quote: tuple(found) for quote, found in out.items()}


@per_run
def _sentences_by_claim(claims: Iterable[Claim]) -> Mapping[str, tuple[str, ...]]:
    """Each claim's id and the sentences that mention it (read-only: shared by the run)."""
    out: dict[str, list[str]] = {}
    for quote, found in mentions_by_sentence(claims).items():
        for claim, _ in found:
            out.setdefault(claim.id, []).append(quote)
    return {key: tuple(dict.fromkeys(quotes)) for key, quotes in out.items()}


def sentences_of(claim: Claim, claims: Sequence[Claim]) -> tuple[str, ...]:
    """Every sentence that mentions the figure: where it was first quoted, and where it is
    repeated (a title's figure explained in the body). Records keep the sentence of their
    first mention only, so a repeat is found in a sentence some other figure was first
    quoted from."""
    return _sentences_by_claim(tuple(claims)).get(claim.id) or (claim.source.quote,)
