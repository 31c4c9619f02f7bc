"""Rules about the workload and operating point behind the figures."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from checkers.facts import (
    headlines,
    is_latency,
    is_system_throughput,
    is_user_speed,
    listing,
    norm,
    offered_setting,
    performance,
    provisioned,
    sentences_of,
    short,
)
from checkers.input_tokens import input_tokens_counted
from checkers.rule import Hit, rule
from checkers.table_rows import beside_in_table, by_row, row_places
from checkers.work_rates import is_work_rate
from checkers.workloads_named import (
    input_lengths,
    named_ratios,
    one_unnamed_test,
    result_figures,
    setup_workloads,
    workload,
    workload_settings,
)
from claims.extract.facts.sections import is_training_section
from claims.extract.facts.wording import wording
from claims.model import Claim, Document, Kind, Severity, Statistic


def operating_points(claims: Sequence[Claim]) -> Callable[[Claim], int | None]:
    """Each figure's concurrency: its own, else the document's when its setup states a
    single one ("all runs at 32 concurrent users": a configuration figure's) and no result
    states another (a document with one operating point runs every figure at it)."""
    setup = {c.conditions.concurrency for c in claims if c.kind is Kind.config} - {None}
    results = {c.conditions.concurrency for c in claims if c.kind is not Kind.config} - {None}
    only = next(iter(setup)) if len(setup) == 1 and results <= setup else None

    def point(claim: Claim) -> int | None:
        own = claim.conditions.concurrency
        return own if own is not None else only

    return point


@rule("CLM109", "cached-tokens-counted", Severity.warning, family="workload")
def cached_tokens_counted(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """A throughput counts cached input tokens as if they were processed.

    ## What it does
    Flags throughput figures whose conditions say `includes_cached_tokens:
    true`: the tokens-per-second total includes input tokens served from a
    prefix or KV cache. Per-user speeds and latencies are not totals and are
    not flagged; all affected figures share one finding.

    ## Why it matters
    A cache hit costs a fraction of the compute of a processed token. On
    agentic and chat workloads with long shared prefixes most input tokens can
    be cache hits, so a total that counts them can be several times the
    system's rate on fresh input, and is not comparable with figures that count
    only processed tokens.

    ## Example
    "1.7 million total tokens per second per GPU, counting cached input,
    uncached input and output tokens."

    ## Use instead
    Report cached, uncached input and output token rates separately, or at
    least the output rate and the cache hit rate beside the total: "The rack
    serves 1.7 million tokens per second per GPU: 410,000 output tokens,
    260,000 uncached input tokens and 1.03 million cached input tokens per
    second per GPU."
    """
    counted = [c for c in performance(claims) if c.conditions.includes_cached_tokens
               and not is_user_speed(c) and not is_latency(c)]
    if counted:
        yield Hit(f"{listing([short(c) for c in counted])}: the total counts cached input "
                  "tokens, which cost far less than processed ones", tuple(counted))


@rule("CLM110", "single-workload", Severity.info, family="workload")
def single_workload(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """Every headline figure rests on one model and one workload.

    ## What it does
    Flags a document whose headline performance figures all share a single
    model and a single workload (at least one of the two stated), and whose
    other results (ratios, before/after figures) show no second one. It is
    advisory (`info`): the records cannot tell whether the text presents the
    result as general, which is what an editor should check. A document whose
    results speak of writes in some sentences and of reads in others shows two
    workloads, whether or not the records name them, and so does one whose
    results stand under a read-only heading and a read-write one. When the records
    name no model and no workload at all, a document whose headline results
    (not a part's specification, a ratio, a share or a bare count) are three or
    more figures of one measure under one heading (a table of six run times of
    one program, a column of GFLOP/s for one matrix size) shows the results of
    a single test and is flagged too; results under several headings or of
    several measures are several tests, named or not, and are not. Rows naming
    the passes of one job ("Forward", "Backward", "Total") are one test. Where
    no result names its workload, what the set-up says ran is every result's:
    the workload a set-up entry labelled as the work names ("Dataset: pgbench,
    scale 2000"), else the test program the document names ("The benchmark is
    db_bench's fillrandom", "as measured by acme/perf-compare"). A document
    with no headline test result whose results are ratios or before/after
    gains ("a 2X speedup on Llama 3.1 8B") is read from them, when each names
    its model: one model behind every ratio is one model behind the results
    (a ratio naming no model may be of another one, and is not read). A title
    naming the workload ("Kestrel on TPC-H SF100") neither scopes nor widens
    the verdict: the body decides, and the editor's sets are labelled so (the
    caveat is expected where the body draws a verdict wider than the work
    measured, and not where it draws none or limits it to what ran).

    ## Why it matters
    Systems are tuned for the benchmark they are shown on. A result on one
    model and one request mix says little about another model, another prompt
    length or another traffic pattern.

    ## Example
    A launch post whose every headline figure is one model on one agentic
    benchmark: "On DeepSeek-V4.1-Flash with the SemiAnalysis AgentX workload,
    the rack serves 1.7 million tokens per second per GPU and 387 tokens per
    second per user."

    ## Use instead
    Report several models and workloads: "On DeepSeek-V4.1-Flash with the
    SemiAnalysis AgentX workload the rack serves 1.7 million tokens per second
    per GPU; on Llama 3.1 405B with the ShareGPT workload it serves 610,000
    tokens per second per GPU." Or scope the verdict to what was measured: a
    document with a sentence that limits its result to its own scenario ("at
    least in this very simple scenario"), says other work may fare otherwise
    ("large applications may behave differently", "other set-ups might give
    the opposite result") or that the choice depends on the reader's workload
    is not flagged, wherever the sentence stands.
    """
    # The writer has already said the result may not carry to other work: the caveat would
    # only repeat it.
    if document.scoped_verdicts:
        return
    heads = headlines(claims)
    # The models and workloads the document shows results for: a ratio table on a second
    # model answers the question as a second headline would (and names nothing alone).
    shown = [c for c in performance(claims)
             if c.kind in (Kind.headline, Kind.relative, Kind.before_after)]
    # What ran, when no result names it: the workload a set-up entry labelled as the work
    # states ("Dataset: pgbench"), else the test program the document names.
    setup = setup_workloads(claims) or ({document.test_program} if document.test_program
                                         else set())
    # A post with no headline test result reports its results as ratios (a speed-up, a
    # before/after gain): when each of them names its model, they name what ran.
    ratios = named_ratios(heads, shown)
    named = any(c.conditions.model or workload(c) for c in heads) or bool(setup) \
        or bool(ratios)
    if not named and not one_unnamed_test(heads):
        return
    # Results for writes and for reads are two workloads, recorded or not; so are the
    # results of a read-only section and of a read-write one, and the rows of a column
    # naming the test each ran ("benchmark": select-only, tpcb-like).
    if len({wording(c.source.quote).io_operation for c in shown} - {None}) > 1 or len(
            {wording(c.source.section or "").io_operation for c in shown} - {None}) > 1:
        return
    models = sorted({c.conditions.model for c in shown if c.conditions.model})
    workloads = sorted({w for c in shown if (w := workload(c))} or setup)
    if len(workload_settings(shown)) > 1:
        return  # a "benchmark" column naming three pgbench scripts: three workloads
    if not workloads and len(input_lengths(shown)) > 1:
        # prompts of 1K, 8K and 20K tokens, no workload named: a sweep of request mixes
        return
    if not named:
        # Nothing names what ran: one block of one measure is one test, if no other
        # result of the document names a model or workload of its own.
        if not models and not workloads:
            results = result_figures(heads)
            yield Hit(f"all {len(results)} headline results measure one quantity "
                      f"({norm(results[0].metric)}) under one heading, and the records "
                      "name no model or workload: the results of one test", tuple(results))
        return
    if len(models) <= 1 and len(workloads) <= 1:
        scope = " and ".join([*(f"model {m}" for m in models),
                              *(f"workload {w}" for w in workloads)])
        cited = ratios or heads or shown
        if not cited:
            return
        lead = "the one headline figure rests" if len(cited) == 1 else \
            f"all {len(cited)} headline figures rest"
        yield Hit(f"{lead} on one {scope}", tuple(cited))


@rule("CLM112", "throughput-interactivity-unpaired", Severity.warning, family="workload")
def throughput_interactivity_unpaired(document: Document,
                                      claims: Sequence[Claim]) -> Iterator[Hit]:
    """System throughput and per-user speed are not tied to one operating point.

    ## What it does
    Flags a document that gives a system (or per-device) throughput and a
    per-user speed, neither of which has a partner of the other kind at the
    same stated concurrency, so the reader cannot tell whether both hold at
    once. Figures paired at one concurrency are not flagged; in a document
    whose setup states a single concurrency ("all runs at 32 concurrent
    users") and whose results state no other, figures that state none are
    taken to run at it.

    ## Why it matters
    Throughput and per-user speed trade against each other: more concurrent
    users raise the system's total and lower each user's rate. The best of each
    usually comes from different load levels, and quoting both suggests a
    system that delivers both together.

    ## Example
    "1.7 million tokens per second per GPU, and 387 tokens per second per user"
    with no concurrency or batch size for either.

    ## Use instead
    Give both figures at one stated operating point, or a
    throughput-versus-interactivity curve: "At 4,800 concurrent users, the
    rack serves 1.7 million tokens per second per GPU and 387 tokens per
    second per user."
    """
    perf = performance(claims)
    system = [c for c in perf if is_system_throughput(c)]
    users = [c for c in perf if is_user_speed(c)]
    if not system or not users:
        return
    point = operating_points(claims)
    user_points = {point(c) for c in users} - {None}
    system_points = {point(c) for c in system} - {None}
    lone_system = [c for c in system if point(c) not in user_points]
    lone_users = [c for c in users if point(c) not in system_points]
    if lone_system and lone_users:
        yield Hit(f"throughput {listing([short(c) for c in lone_system], 2)} and per-user "
                  f"speed {listing([short(c) for c in lone_users], 2)} are not given at one "
                  "stated concurrency", (*lone_system, *lone_users))


def _is_maximum(claim: Claim, rows: dict[tuple[str | None, int], list[Claim]]) -> bool:
    """A throughput presented as the most the system does: not the "max" column of a row
    that also gives the same quantity's median, mean or percentiles (`rows`, from
    `by_row`), which is the fastest of one run's requests, not a load pushed to its peak;
    nor a figure that is itself a mean or percentile ("average 4.1k, maximum 6.2k": its
    sentence's "maximum" is another figure's)."""
    if claim.statistic in _CENTRAL:
        return False
    if claim.statistic is Statistic.max and any(
            other.metric == claim.metric and other.statistic in _CENTRAL
            for place in row_places(claim) for other in rows.get(place, ())):
        return False
    return claim.statistic in (Statistic.max, Statistic.peak) or \
        wording(claim.source.quote).maximum


#: The statistics of a distribution's middle: a row giving one beside a "max" gives the
#: spread of one run's measurements.
_CENTRAL = frozenset({Statistic.mean, Statistic.median, Statistic.p50, Statistic.p75,
                      Statistic.p90, Statistic.p95, Statistic.p99})


def _no_waiting_user(claim: Claim, claims: Sequence[Claim]) -> bool:
    """True for a training throughput or a compute rate ("4 trillion operations per
    second"), or a processor benchmark's or a batch job's rate ("CoreMark", "transcoding"),
    as its sentences, its unit or its section's heading (about training) say
    ("## Comparison to other Training Frameworks": a rate quoted under it is one)."""
    words = [wording(q) for q in (*sentences_of(claim, claims), claim.source.section or "")]
    return wording(claim.unit_text or "").no_waiting_user or any(
        w.no_waiting_user for w in words[:-1]) or any(w.processor_work for w in words) or \
        is_training_section(claim.source.section)


@rule("CLM117", "throughput-without-latency", Severity.warning, family="workload")
def throughput_without_latency(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """A maximum throughput is given with no per-user speed or latency at that load.

    ## What it does
    Flags a system throughput of work (tokens, requests, queries, operations,
    I/Os or transactions per second) when no latency or per-user speed is given
    at its load: for a throughput presented as a maximum ("up to", "maximum",
    "peak", a max statistic, but not the "max" cell of a row that also gives
    the quantity's median, mean or percentiles: the spread of one run), none
    in its sentence, at its stated concurrency or
    in its table's neighbouring row or column of the same setup (a load tool's
    "Latency" row over its "Req/Sec" row), nor in a table of its section whose
    rows each give a rate of its unit beside a latency (fio's iops and clat per
    iodepth: the maximum is that sweep's top);
    for any other throughput, none anywhere in the document. A document whose
    setup states a single concurrency runs every figure at it. Storage reads or
    writes in bytes/s ("4k random writes", an object store's "GET throughput")
    are work served; other bandwidths (memory, cache, bus, link, a codec's
    MB/s) and compute rates (TFLOPS, TOPS), training throughputs (no user waits on a
    training run; a rate quoted under a heading about training, and naming
    no serving, is one), configuration figures, a rate a part was provisioned
    or rated for ("gp3 volumes (3k IOPS)", "provisioned at 16,000 IOPS") and a
    rate given as the value a setting takes (a load tool's "default 10,000 req/s", "set to 500
    requests per second": the load offered, not a rate reached) are not
    flagged.

    ## Why it matters
    Any system reaches its highest throughput by queueing: at full load each
    request waits longest. A maximum rate with no latency at that load says
    nothing about whether a user would accept the service at that rate, and a
    reader compares it with figures measured under a latency target.

    ## Example
    "The engine reaches a maximum throughput of 28,000 tokens per second on one
    server."

    ## Use instead
    Give the latency at the same load: "The engine reaches a maximum throughput
    of 28,000 tokens per second on one server, with a median time per output
    token of 62 ms at that load."
    """
    point = operating_points(claims)
    timing = [c for c in performance(claims) if is_latency(c) or is_user_speed(c)]
    # The sentences and operating points of the timing figures, gathered once, not
    # searched for each throughput.
    timed_sentences = {q for t in timing for q in sentences_of(t, claims)}
    timed_points = {point(t) for t in timing}
    timed_rows = by_row(timing)
    found = []
    rows = by_row(performance(claims))
    # Sections whose table rows each give a rate beside its latency (a load sweep: fio's
    # iops and clat per iodepth): a maximum quoted there is the sweep's top, timed in it.
    swept = {(place[0], c.unit) for place, row in rows.items() if place in timed_rows
             for c in row if is_system_throughput(c)}
    for claim in performance(claims):
        if claim.kind is Kind.config or not is_work_rate(claim) or \
                not is_system_throughput(claim) or _no_waiting_user(claim, claims) \
                or offered_setting(claim) or provisioned(claim):
            continue
        if _is_maximum(claim, rows):
            paired = not timed_sentences.isdisjoint(sentences_of(claim, claims)) or (
                point(claim) is not None and point(claim) in timed_points) or \
                beside_in_table(claim, timed_rows) or \
                (claim.source.section, claim.unit) in swept
        else:
            paired = bool(timing)
        if not paired:
            found.append(claim)
    if found:
        yield Hit(f"{listing([short(c) for c in found])}: no latency or per-user speed is "
                  "given at this load", tuple(found))


RULES = (cached_tokens_counted, single_workload, throughput_interactivity_unpaired,
         throughput_without_latency, input_tokens_counted)
