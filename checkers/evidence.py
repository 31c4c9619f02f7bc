"""Rules about how a figure was obtained and how finished the measured system is."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from checkers.derived import worked_from_specs
from checkers.facts import (
    agree,
    by_line,
    is_latency,
    is_ratio,
    is_specification,
    is_system_throughput,
    is_user_speed,
    listing,
    offered_setting,
    performance,
    short,
)
from checkers.messages import plural
from checkers.rule import Hit, rule
from checkers.sides import sides_of
from claims.extract.facts.evidence import maturity as stated_maturity
from claims.extract.facts.pictured import pictured_only
from claims.extract.facts.sweeps import sweep_measures
from claims.model import Claim, Document, Evidence, Kind, Maturity, Severity

_NOT_MEASURED = (Evidence.simulated, Evidence.projected, Evidence.estimated,
                 Evidence.interpolated)
_UNFINISHED = (Maturity.experimental, Maturity.preview)


@rule("CLM106", "simulated-result", Severity.warning, family="evidence")
def simulated_result(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """A figure comes from a simulation, projection or estimate, not a measurement.

    ## What it does
    Flags figures whose evidence is `simulated`, `projected`, `estimated` or
    `interpolated`, one finding per kind of evidence and source line.
    Configuration figures (the size of the simulated system) are not results
    and are not flagged, but a rate is never a size: a projected rate is
    flagged however the records file it ("could probably fill a 1Gbit/s link
    with 2 or 3 instances"), unless the sentence gives it as a setting's value.
    A synthetic or ideal ceiling counts as simulated: "with 100% acceptance",
    "assuming perfect scaling", "a theoretical upper
    bound" (a figure measured at 100% GPU utilization is still measured). What
    a technology could give is projected: "with potential for more than 2x",
    "has the potential to double". A speed ratio worked out from a part's
    specifications is estimated, not timed: one that a clock or size its
    sentence names divides out with another the document states ("607MB
    against 2.4GB makes image pulls 4x faster", "from 3.0 GHz to 3.9 GHz, 30%
    faster"), when no two times or rates there give it (rounded as written or
    generously: "100% faster (30.9 seconds against 60 seconds)" was timed,
    whatever sizes the document states). A measurement held up against an
    estimate or an expectation stays measured: "very close to our estimate",
    "about 35% is what one would expect", "as expected".

    ## Why it matters
    A simulation shows what a model of the system predicts, under the model's
    assumptions; a projection is a promise. Quoted beside measured figures,
    they read as results the system has already achieved.

    ## Example
    "In a 12-instance simulation, idle time fell from 10.3% to 1.3%."

    ## Use instead
    Label simulated and projected figures as such wherever they are quoted,
    keep them apart from measurements, and publish the measurement when it
    exists: "On the 12-instance cluster we measured idle time falling from
    10.3% to 4.1%."
    """
    # A rate is never a size of the system, so a projected rate the records call a setting
    # ("could probably fill a 1Gbit/s link with 2 or 3 instances") is what is projected.
    results = [c for c in claims if c.kind is not Kind.config
               or (c.unit.endswith("/s") and not offered_setting(c))]
    for evidence in _NOT_MEASURED:
        matching = [c for c in results if c.evidence is evidence]
        for group in by_line(matching):
            figures = listing([short(c) for c in group])
            yield Hit(f"{figures}: {evidence.value}, not measured on a running system",
                      tuple(group))
    worked = [c for c in worked_from_specs(claims) if c.evidence not in _NOT_MEASURED]
    if worked:
        yield Hit(f"{listing([short(c) for c in worked])}: a speed worked out from clocks or "
                  "sizes the document states, not timed", tuple(worked))


def title_maturity(document: Document) -> Maturity | None:
    """What the title calls the release it announces ("Valkey 8.0 release candidate"):
    every figure of the document is of that release."""
    return stated_maturity(document.title) if document.title else None


@rule("CLM107", "experimental-component", Severity.warning, family="evidence")
def experimental_component(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """A figure depends on a component its source calls experimental, preview or beta.

    ## What it does
    Flags result figures (not configuration figures) whose maturity is
    `experimental` or `preview`: the source itself says that a part of the
    measured system is not production-ready (a preview, beta, release
    candidate, pre-release, reference design, engineering sample, unreleased,
    internal or nightly build), in its words or in a flag its code names
    (`--experimental-vm-modules`, `-Z experimental-regalloc`). A title that
    calls the announced release so ("8.0 release candidate"), or a sentence
    whose subject is the product the title names ("FlashAttention-3 is
    released as a beta", "Skein is built on a beta API") or the product named
    by its kind ("Please note: this image is experimental"), covers every figure
    whose own paragraph says nothing, but for figures of another version
    named as their sentence's subject ("FlashAttention-2 used 35%"). Where
    the title names no such product, the writer's own account of its measured
    stack does the same ("our entry point is X, with Y from the latest
    nightlies", "we use Z's beta scheduler"), and so does any sentence of a
    section that sets out the stack ("## Software": "JAX 0.4 nightly
    installed over the image's JAX"), and so does a setup entry or row that
    gives a pre-release version ("Rustc version: rustc 1.35.0-nightly", "|
    Python 3.11 | 3.11.0b1 |": a version tagged a1, b1, rc or nightly is a
    pre-release). With no leading name in the title, the known products it
    names are its subject ("Querying Postgres tables directly from DuckDB":
    "Postgres Scanner is currently in preview" covers the figures), and a
    clause whose subject is the results says what case they cover ("these
    cover only the experimental single-shard cases"). A
    shipping release measured beside a mere mention of the next one's preview
    is not flagged: the preview's paragraph is its own, and a sentence about
    one version ("Tamarack 6 is in preview") covers no other.

    ## Why it matters
    Experimental features change, get disabled by default, or never ship. A
    figure that needs one is not what a buyer gets from the released product
    today.

    ## Example
    "With the KV pool extended into spare HBM (experimental), 68% more
    requests were served."

    ## Use instead
    Report the figure with and without the experimental component, or measure
    the released version that includes it: "With the KV pool extended into
    spare HBM, available in release 2.4, 68% more requests were served."
    """
    results = [c for c in claims if c.kind is not Kind.config]
    titled = title_maturity(document)
    for maturity in _UNFINISHED:
        matching = [c for c in results if c.maturity is maturity
                    or (c.maturity is Maturity.unknown and titled is maturity)]
        for group in by_line(matching):
            figures = listing([short(c) for c in group])
            yield Hit(f"{figures}: depends on a component the source calls "
                      f"{maturity.value}", tuple(group))


@rule("CLM121", "results-only-in-charts", Severity.warning, family="evidence")
def results_only_in_charts(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """The results are shown in charts; the text states few of the values they plot.

    ## What it does
    Flags the bare comparisons of a document that shows charts or figures (an
    image, a note or caption naming a chart: "![JSON requests per second](json.png)",
    "(Chart: offline throughput.)", "Figure 2: TPC-C results", or a sentence
    saying a chart shows something: "A chart gives parse speed on five files",
    "Figure 3 shows tail latency", "bandwidth is shown only as graphs"). A bare
    comparison is a ratio or percentage change ("up to 2x faster", "1.5 times
    that of 2.1") whose sides the text never states: no baseline value, no two
    figures it divides out, no value of its own in its sentence ("9,400 queries
    per second, up to 3x faster" gives one side). The document is flagged when such comparisons make
    up a third or more of its results, so the text leaves the charted values
    unsaid (a value a setting takes, "default 10,000 req/s", or a part's
    clock, "3.3 GHz", is no result stated); one that states its results in
    prose or tables beside its charts
    (a latency table, a row per system), with a stray bare ratio, is not
    flagged, and one without charts is left to `comparison-baseline-unclear`.
    A chart that plots a measure as a sweep ("IOPS of both volumes at each
    block size", "the speed-up on every workload", "throughput against batch
    size") is flagged too when the text states fewer than three values of
    that measure, however often: the rest of the sweep is only in the chart.
    A document whose text says a picture alone holds some of its values ("the
    table of times is shown only as an image", "each of the following is a
    chart only") is flagged whatever else it states: the writer says those
    values are nowhere in the text. So is one whose text, beside its charts,
    states no measured result at all (no time, speed, throughput or ratio;
    "nginx clearly performs much better" under "the results are shown in a
    chart", with only the file size and the machine's memory as figures).

    ## Why it matters
    A chart cannot be quoted, searched or checked: its values are read off by
    eye, its axes may be cut, and an archive of the text keeps none of it. A
    ratio whose sides exist only as bars in an image cannot be recomputed,
    compared with another source or corrected when it is wrong.

    ## Example
    A bar chart, "![JSON requests per second, Marten 1.9 and 2.0](json.png)",
    and beneath it the only words on the results: "JSON endpoints are up to 2x
    faster in Marten 2.0."

    ## Use instead
    State the values the charts show, at least the ones a ratio rests on, or
    add a table: "JSON endpoints served 412,000 requests per second on Marten
    2.0, against 205,000 on 1.9 (2.0x)."
    """
    if not document.charts:
        return
    # The writer says a picture alone holds some values: nothing to count, the text says so.
    only = [q for q in document.charts if pictured_only(q.text)]
    if only:
        yield Hit(f"the text says some values are only in a chart or image (line "
                  f"{only[0].line})", evidence=tuple(only))
        return
    # A setting's value ("default 10,000 req/s") is the load offered, and a part's clock
    # ("runs at 3.3 GHz") a data sheet's: neither is a result stated.
    results = [c for c in performance(claims)
               if not offered_setting(c) and not is_specification(c)]
    anchored = {c.source.quote for c in results if c.kind is not Kind.relative}
    bare = [c for c in results if c.kind is Kind.relative and c.source.quote not in anchored
            and _sides_unstated(c, claims)]
    stated = len(results) - len(bare)
    # Bare comparisons as a third of the results or more: the text is a summary of charts.
    if not bare or stated >= 2 * len(bare):
        swept = list(_sweeps_unstated(document, results))
        yield from swept
        # No speed, time or comparison stated at all beside a chart: the chart is the result.
        if not swept and not any(_measured_result(c) for c in results):
            yield Hit(f"the text states no speed, time or comparison of its own; the results "
                      f"are in {plural(len(document.charts), 'chart')} (line "
                      f"{document.charts[0].line})", evidence=document.charts)
        return
    yield Hit(f"{listing([short(c) for c in bare])}: the text states "
              f"{'only ratios' if not stated else 'few values'}; the values "
              f"{'they rest' if len(bare) > 1 else 'it rests'} on are in "
              f"{plural(len(document.charts), 'chart')} (line {document.charts[0].line})",
              tuple(bare))


#: A sweep of which the text states fewer values than this is left to its chart.
_SWEEP_POINTS = 3


def _sweeps_unstated(document: Document, results: Sequence[Claim]) -> Iterator[Hit]:
    """The first chart plotting a measure as a sweep (at each block size, on every workload)
    of which the text states fewer than three values, however often: the rest of the sweep
    is only in the chart."""
    by_metric: dict[str, list[Claim]] = {}
    for claim in results:
        by_metric.setdefault(claim.metric, []).append(claim)
    for chart in document.charts:
        for metric in sweep_measures(chart.text, by_metric):
            values: list[Claim] = []  # one figure per value stated, rounding aside
            for claim in by_metric[metric]:
                if not any(agree(claim.value, v.value) for v in values):
                    values.append(claim)
            if len(values) < _SWEEP_POINTS:
                yield Hit(f"the chart on line {chart.line} plots {metric} as a sweep, and the "
                          f"text states only {listing([short(c) for c in values])} of it",
                          tuple(by_metric[metric]))
                return


def _measured_result(claim: Claim) -> bool:
    """True for a figure that is a result a benchmark measures: a latency or other time, a
    throughput or per-user speed, or a ratio between two set-ups (not a size or a share)."""
    return (is_latency(claim) or is_system_throughput(claim) or is_user_speed(claim)
            or is_ratio(claim) or claim.unit == "s")


def _sides_unstated(claim: Claim, claims: Sequence[Claim]) -> bool:
    """True when a comparison states no baseline value and the text no two figures it
    divides out."""
    base = claim.baseline
    if base is not None and (base.value is not None or base.quote is not None):
        return False
    return sides_of(claim, claims) is None


RULES = (simulated_result, experimental_component, results_only_in_charts)
