"""Rules about which summary statistic a figure is, and best cases shown as typical."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from checkers.best_cases import best_case, best_of_runs_row, measure
from checkers.facts import (
    applies,
    by_line,
    compared,
    different_setups,
    is_latency,
    is_user_speed,
    listing,
    norm,
    one_numbered_run,
    performance,
    shared_names,
    short,
    stated_ratios,
    value_place,
)
from checkers.rule import Hit, rule
from checkers.run_times import run_times
from checkers.statistic_named import (
    caveat_context,
    elapsed_for_amount,
    heading_names_statistic,
    labelled_spread,
    percentile_sections,
    unlisted_percentile,
    waited_time,
)
from claims.extract.facts.around import qualifiers_after
from claims.extract.facts.wording import wording
from claims.model import Claim, Document, Quote, Severity, Source, Statistic


def _first_stated(claims: Sequence[Claim]) -> dict[tuple[str, str, str], int]:
    """For each sentence, metric and unit, where the first figure naming a statistic is
    written in the sentence (worked out once, not once per figure of a long list)."""
    out: dict[tuple[str, str, str], int] = {}
    for claim in claims:
        if claim.statistic is None:
            continue
        at = value_place(claim)
        key = (claim.source.quote, norm(claim.metric), claim.unit)
        if at >= 0 and at < out.get(key, at + 1):
            out[key] = at
    return out


def _listed_after_stated(claim: Claim, stated: dict[tuple[str, str, str], int]) -> bool:
    """True when an earlier figure of the same sentence, metric and unit names a statistic
    that the list carries on to this one ("Kestrel's P99 latency was 1.8 ms and nginx's
    4.1 ms"); `stated` comes from `_first_stated`."""
    at = stated.get((claim.source.quote, norm(claim.metric), claim.unit))
    return at is not None and at < value_place(claim)


def _declared_sections(claims: Sequence[Claim]) -> dict[str | None, int]:
    """Sections with a sentence naming the statistic of their figures, and the line of
    the first such sentence (it covers the figures from there on)."""
    out: dict[str | None, int] = {}
    declares: dict[str, bool] = {}  # each sentence read once, however many figures it gives
    for claim in claims:
        quote = claim.source.quote
        if quote not in declares:
            declares[quote] = wording(quote).declares_statistic
        line = claim.source.line or 0
        if declares[quote] and line < out.get(claim.source.section, 1 << 30):
            out[claim.source.section] = line
    return out


def _declared(claim: Claim, sections: dict[str | None, int]) -> bool:
    """True when a sentence at or before the figure in its section names its statistic."""
    at = sections.get(claim.source.section)
    return at is not None and (claim.source.line or 0) >= at


@rule("CLM108", "statistic-unspecified", Severity.warning, family="statistics")
def statistic_unspecified(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """A latency or per-user speed is given with no statistic (median, P90, mean...).

    ## What it does
    Flags latency-type figures (latency, time to first token, time per output
    token, response time, the time one request or query takes, and a bare
    number its column or sentence says measures one: "| APISIX Latency |" over
    0.96, a unit left out; a start-up time, "| Startup Time |", "a cold start
    of 2.3 s", the wait of one start) and per-user
    speeds whose statistic is not stated (time spent computing, "71 ms of CPU
    time", a build or compile time, is a duration and not flagged, unless it is
    one of three or more run times a section's table gives as results and no
    sentence of the section says how repeated runs were summarised: "each
    query ran 5 times, the table gives the median"; a training run's length,
    a test's own length and the time a stated amount of work took are not),
    unless the record marks the statistic as not applicable or an earlier
    figure of the same metric in the same sentence states one that the list
    carries on ("P99 latency was 1.8 ms, and nginx's 4.1 ms"), or a sentence
    before it in its section names the statistic of the figures there ("All
    latencies below are medians over five runs"; the sentence must hold a
    figure of its own to reach the records), or the figure is one numbered try
    of a series its table lists try by try ("| run 1 | run 2 | ... | avg |", or
    a "run" column numbering the rows): one observation has no statistic to
    name, and the series' summary beside it carries the question; nor is the
    time a stated number of operations or amount of data took together
    ("100000 messages sent in 7678ms", "22.0MiB written in 1173msec"), which is
    one elapsed time, not a wait. A figure labelled as a spread ("| Stdev |
    33.83 ms |") names its statistic, as does a share label ("| 98% | 8683 |")
    in a section whose other share labels read as percentiles (a load tool's
    table of the shares of requests served within each time), and a section
    heading that names one ("Average Single Token Generation Time") for the
    figures under it; a
    figure in the document's own caveats section ("Testing Caveats") is a value
    cited to explain a limit, not a result. A section with
    more than five such lines (a table's rows) gets one finding for all of them.

    ## Why it matters
    Latencies and per-user speeds vary from request to request. The mean, the
    median and the 99th percentile of the same run can differ several times
    over; a figure without its statistic cannot be compared with a target or
    another system.

    ## Example
    "Each user receives 387 tokens per second."

    ## Use instead
    Name the statistic: "Each user receives a median of 387 tokens per second
    per user (P90: 341)."
    """
    perf = performance(claims)
    declared = _declared_sections(claims)
    stated = _first_stated(perf)
    percentiles = percentile_sections(perf)
    timed = {id(c) for c in run_times(document, perf)}
    missing = [c for c in perf
               if (is_latency(c) or is_user_speed(c) or waited_time(c) or id(c) in timed)
               and c.statistic is None
               and applies(c.conditions, "statistic") and not one_numbered_run(c)
               and not wording(c.source.quote).batch_time and not elapsed_for_amount(c)
               and not labelled_spread(c) and not heading_names_statistic(c)
               and not caveat_context(c) and not unlisted_percentile(c, percentiles)
               and not _listed_after_stated(c, stated)
               and not _declared(c, declared)]
    for group in _rows_folded(by_line(missing)):
        yield Hit(f"{listing([short(c) for c in group])}: no statistic stated (mean, median, "
                  "P90, P99...)", tuple(group))


#: More lines than this of one section (a table's rows, a long list) make one finding.
_MANY_LINES = 5


def _rows_folded(groups: list[list[Claim]]) -> list[list[Claim]]:
    """Line groups, with the lines of a section that has many of them joined into one, so a
    table of a thousand latencies raises one finding rather than a thousand."""
    sections: dict[str | None, list[list[Claim]]] = {}
    for group in groups:
        sections.setdefault(group[0].source.section, []).append(group)
    out: list[list[Claim]] = []
    for group in groups:
        lines = sections[group[0].source.section]
        if len(lines) <= _MANY_LINES:
            out.append(group)
        elif group is lines[0]:
            out.append([claim for line in lines for claim in line])
    return out


_CENTRES = frozenset({Statistic.mean, Statistic.median, Statistic.p50})


def _column_of_distribution(best: Claim, others: Mapping[tuple[str, str], list[Claim]]) -> bool:
    """True when a best case is one column of a distribution its line states whole (a
    latency's min beside its mean and max), or one labelled statistic of a table row that
    gives its run's centre too (wrk's "Req/Sec | Avg | Stdev | Max"): the reader sees the
    run it summarises, so it is no peak presented alone."""
    worst = Statistic.max if is_latency(best) else Statistic.min
    alike = others.get((measure(best), best.unit), [])
    said = {c.statistic for c in alike if _one_line(best, c)}
    row = {c.statistic for c in alike if _one_table_row(best, c)}
    return (worst in said and not said.isdisjoint(_CENTRES)) or not row.isdisjoint(_CENTRES)


def _better(best: Claim, other: Claim) -> bool:
    """True when the best case is at least as good as the other figure: a "max" below a
    figure it stands beside is a limit or a cap, and a latency's minimum above another
    latency is of another setup."""
    return best.value <= other.value if is_latency(best) else best.value >= other.value


def _folded(value: str | None) -> str | None:
    """A stated condition in comparable form: case and spacing folded."""
    return " ".join(value.split()).casefold() if value else None


def _conflict(one: str | None, two: str | None) -> bool:
    """True when both records state a condition, differently: not when one only adds the
    maker's name before the other ("AMD Ryzen 9 5950X" and "Ryzen 9 5950X")."""
    left, right = _folded(one), _folded(two)
    if left is None or right is None or left == right:
        return False
    short_, long_ = sorted((left, right), key=len)
    return not long_.endswith(" " + short_)


def _setups_differ(one: Claim, two: Claim) -> bool:
    """True when the records state different hardware (the accelerator where both name
    one), model, workload or precision, or different denominators."""
    a, b = one.conditions, two.conditions
    hardware = (_conflict(a.accelerator, b.accelerator) if a.accelerator and b.accelerator
                else _conflict(a.hardware, b.hardware))
    return (hardware or _conflict(a.model, b.model) or _conflict(a.workload, b.workload)
            or _conflict(a.precision, b.precision)
            or (one.per is not None and two.per is not None and one.per is not two.per))


def _stated_alike(one: Claim, two: Claim) -> bool:
    """True when both records state the same hardware, model or workload."""
    a, b = one.conditions, two.conditions
    pairs = ((a.accelerator, b.accelerator), (a.hardware, b.hardware), (a.model, b.model),
             (a.workload, b.workload))
    return any(left and right and _folded(left) == _folded(right) for left, right in pairs)


def _quoted(claim: Claim) -> tuple[Source | Quote, ...]:
    """Every place a figure is quoted: its source and its other mentions."""
    return (claim.source, *claim.mentions)


def _beside(one: Claim, two: Claim) -> bool:
    """True when some section quotes both figures (or a record does not say where it is)."""
    first = {q.section for q in _quoted(one) if q.section}
    second = {q.section for q in _quoted(two) if q.section}
    return not first or not second or bool(first & second)


def _lines(claim: Claim) -> set[int]:
    """The lines that quote a figure."""
    return {q.line for q in _quoted(claim) if q.line is not None}


def _one_line(one: Claim, two: Claim) -> bool:
    """True when one line of the text quotes both figures."""
    return bool(_lines(one) & _lines(two))


def _table_rows(claim: Claim) -> set[int]:
    """The lines of the table rows that quote a figure."""
    return {q.line for q in _quoted(claim) if q.line is not None
            and " | " in (q.quote if isinstance(q, Source) else q.text)}


def _rows_of_one_table(one: Claim, two: Claim) -> bool:
    """True when two figures are on different rows of one table (one section's rows): a
    table that ranks its rows sets each beside the others."""
    first, second = _table_rows(one), _table_rows(two)
    return one.source.section == two.source.section and bool(first) and bool(second) \
        and not first & second


def _one_table_row(one: Claim, two: Claim) -> bool:
    """True when one table row gives both figures: each column is its own setup."""
    return bool(_lines(one) & _lines(two) & (_table_rows(one) | _table_rows(two)))


def _qualifiers(claim: Claim) -> tuple[str, ...] | None:
    """The words that follow a figure in its sentence before the next figure or clause
    ("in prefill"), past its unit; None when the figure cannot be found in its quote."""
    return qualifiers_after(claim.source.quote, claim.value_text, claim.unit_text)


def _parallel(one: Claim, two: Claim) -> bool:
    """True when one sentence gives each figure its own qualifier of one shape ("up to 640
    TFLOPS in prefill and 410 TFLOPS in decoding", "1,460 forward and 1,000 backward"):
    two setups set side by side, not one setup's peak and its sustained rate ("1.7
    million, or 1.9 million when warm"; "2.1 GB/s over the night, 3.4 GB/s at midnight")."""
    if one.source.quote != two.source.quote:
        return False
    a, b = _qualifiers(one), _qualifiers(two)
    return bool(a and b and a != b and len(a) == len(b) and (len(a) == 1 or a[0] == b[0]))


def _comparable(peak: Claim, other: Claim, shared: frozenset[str],
                ratios: Sequence[Claim]) -> bool:
    """True when a best case and another figure of its metric may be one setup's two faces:
    the best case is the better of the two; no stated condition sets them apart, nor do
    two columns of one table row; they stand in one section, or their records state the
    same setup; the document states no ratio between them (that makes them old and new);
    and their sentences do not each name something the other's does not (unless one line
    gives both)."""
    low, high = sorted((peak.value, other.value))
    return (_better(peak, other) and not _setups_differ(peak, other)
            and not _one_table_row(peak, other) and not _parallel(peak, other)
            and (_beside(peak, other) or _stated_alike(peak, other))
            and not compared(low, high, _near_ratios(peak, other, ratios))
            and (_one_line(peak, other) or not different_setups(peak, other, shared)))


def _near_ratios(one: Claim, two: Claim, ratios: Sequence[Claim]) -> list[Claim]:
    """The ratios stated in a section that quotes one of the two figures: a ratio elsewhere
    (a per-query speed-up table) may divide them out by chance."""
    sections = {q.section for c in (one, two) for q in _quoted(c)}
    return [r for r in ratios if any(q.section in sections for q in _quoted(r))]


@rule("CLM111", "peak-not-sustained", Severity.warning, family="statistics")
def peak_not_sustained(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """A peak or best-case figure is presented beside sustained figures of the same metric.

    ## What it does
    Flags a rate's (throughput, per-user speed, gain) figure whose statistic
    is `peak` or `max` (or that states none under a heading calling its figures
    a best case, "Key Metrics (Best Run)", "Peak results", or in a table row
    whose note calls it "Highest of 5 runs"), or a latency's best
    case (its `min`: "a best case of 0.11 ms", "as low as"), when the document
    gives other figures of the same metric (a rate of bytes called a
    throughput is a bandwidth) and unit that are not best cases and that it
    beats (a "max" below a
    figure is a limit; a latency's maximum or peak is its worst case; a maximum
    power or memory is a limit; a theoretical or rated peak is a data-sheet
    scale), for the same setup: in
    the same section, or anywhere when both records state the same hardware,
    model or workload. Figures are of different setups when their records
    state different hardware (a maker's name written before one of them is no
    difference), model, workload, precision or denominator; when
    they are two columns of one table row; when one sentence gives each its
    own qualifier ("up to 520 TFLOPS in the forward pass and 300 TFLOPS in the
    backward pass"); when the document states the ratio
    between them in a section that quotes either (the new drive's 14,000 MB/s
    is "2x" the old one's 7,000);
    or when each one's sentence names something the other's does not ("the
    older N3 card topped out at 200 Gb/s" beside "over RoCE v2 the N4
    sustained 372 Gb/s") and no line gives both. A best case stated as one
    column of a whole distribution (a latency's min on the line that gives its
    mean and max) shows its spread and is not flagged, nor is one labelled
    statistics column of a table row that also gives the run's mean or median
    (a load tool's "Req/Sec | Avg | Stdev | Max" row): it is a statistic of
    that run, not a best case set against other runs. Rows a note calls the
    best of several runs, ranked in one table beside rows of single results of
    the same measure, are flagged whatever machines the rows name (one finding
    a table): the ranking mixes best cases with ordinary results.

    ## Why it matters
    A peak is reached for a moment, under the most favourable load; a sustained
    figure is what a service delivers over a run. Side by side, the larger
    number is the one readers remember and repeat.

    ## Example
    "1.7 million tokens per second per GPU; peak throughput reaches 2.52
    million tokens per second."

    ## Use instead
    Lead with the sustained figure, and label the peak with how long it held and
    under what load, or leave it out: "Over a 30-minute run the rack sustained
    1.7 million tokens per second per GPU."
    """
    sustained_by: dict[tuple[str, str], list[Claim]] = {}
    peaks = []
    for claim in performance(claims):
        if best_case(claim):
            peaks.append(claim)
        else:
            sustained_by.setdefault((measure(claim), claim.unit), []).append(claim)
    peaks = [p for p in peaks if not _column_of_distribution(p, sustained_by)]
    if not peaks:
        return
    shared, ratios = shared_names(document, claims), stated_ratios(claims)
    ranked: dict[str | None, tuple[list[Claim], dict[str, Claim]]] = {}
    for peak in peaks:
        alike = sustained_by.get((measure(peak), peak.unit), [])
        sustained = [c for c in alike if _comparable(peak, c, shared, ratios)]
        if not sustained and best_of_runs_row(peak):
            # A table ranking rows, some the best of several runs: one finding a table.
            rows = [c for c in alike if _rows_of_one_table(peak, c)]
            if rows:
                best, others = ranked.setdefault(peak.source.section, ([], {}))
                best.append(peak)
                others.update((c.id, c) for c in rows)
            continue
        if sustained:
            said = peak.statistic.value if peak.statistic else "best-case"
            yield Hit(f"{short(peak)} is a {said} figure shown beside the sustained {peak.metric} "
                      f"{listing([short(c) for c in sustained])}", (peak, *sustained))
    for best, others in ranked.values():
        rows = list(others.values())
        yield Hit(f"{listing([short(c) for c in best])}: the best of several runs, ranked in one "
                  f"table beside single results {listing([short(c) for c in rows])}",
                  (*best, *rows))


RULES = (statistic_unspecified, peak_not_sustained)
