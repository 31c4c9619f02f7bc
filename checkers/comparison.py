"""Rules about comparisons: is the other side stated, and is it a like-for-like?"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence

from checkers.bounds import bound_met_by_rows
from checkers.charted import charted_with_setup
from checkers.confounds import confounded_ratios, hidden_differences, unequal_fleets
from checkers.environments import (
    durations_differ,
    environments_differ,
    excepted_rows,
    loads_differ,
    runs_mixed,
    settings_differ,
)
from checkers.facts import is_ratio, norm, per_run, performance, short
from checkers.one_sided import against_raw_form, no_system_compared, reference
from checkers.ratio_tables import (
    after_prose_reference,
    against_row_reference,
    sums_up_referenced_cells,
)
from checkers.restated import restates_sided_cell
from checkers.rule import Hit, rule
from checkers.side_by_side import differences, message, restated_differences, side_by_side
from checkers.sides import (
    range_of_rows,
    same_measure,
    sides_before,
    sides_of,
    sides_together,
    text_differences,
)
from checkers.stated_pairs import (
    difference_beside_its_sides,
    difference_of_stated_pair,
    quotient_in_sentence,
    quotient_of_before_after,
    quotient_of_stated_pair,
    stated_values,
)
from claims.model import Baseline, Claim, Conditions, Document, Evidence, Kind, Severity

_NOT_MEASURED = (Evidence.simulated, Evidence.projected, Evidence.estimated,
                 Evidence.interpolated)
_NOTHING_STATED = Conditions.model_construct()  # builds no validator at import


def _stated(conditions: Conditions | None) -> bool:
    """True when a conditions record states anything at all."""
    return conditions is not None and conditions != _NOTHING_STATED


def baseline_is_stated(baseline: Baseline | None) -> bool:
    """A baseline a reader can check: it has a value, or conditions describing it."""
    if baseline is None:
        return False
    has_value = baseline.value is not None or bool(baseline.value_text)
    return has_value or _stated(baseline.conditions)


def _before_sides(claims: Sequence[Claim]) -> set[object]:
    """Keys of figures that other claims name as their baseline (the "before" of a pair):
    the quoted span, and the value with its unit."""
    keys: set[object] = set()
    for other in claims:
        base = other.baseline
        if base is None:
            continue
        if base.quote and base.quote.span:
            keys.add(base.quote.span)
        if base.value is not None:
            keys.add((base.value, base.unit or other.unit))
    return keys


def _is_before_side(claim: Claim, before: set[object]) -> bool:
    """True when some claim's baseline is this claim's figure."""
    return claim.source.span in before or (claim.value, claim.unit) in before


def _measured_elsewhere(claim: Claim, claims: Sequence[Claim]) -> bool:
    """True when a measured figure of another sentence has this figure's value: the
    unmeasured figure reuses it."""
    return any(other.value == claim.value and other.evidence not in _NOT_MEASURED
               and other.source.quote != claim.source.quote for other in claims)


@rule("CLM104", "comparison-baseline-unclear", Severity.warning, family="comparison")
def comparison_baseline_unclear(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """A ratio or "faster than" claim does not state its baseline's value or conditions.

    ## What it does
    Flags relative claims ("58x", "28% faster", "3x speedup") and before/after claims whose
    baseline has neither a value nor any conditions: either no baseline at all, or only a
    name ("vs the previous generation"). The "before" figure of a before/after pair, named
    as another claim's baseline, is not flagged, nor is a ratio that two stated figures of
    one unit divide out ("412,000 against 198,000 transactions per second: a 2.08x gain") or
    the two values of one before/after figure in its section give ("a 19% gain, from 2,650
    to 3,150"), within 1% or rounded as the ratio is written, nor a ratio of two digits or
    more ("2.1x", "38%") that two figures of one measure standing together anywhere give
    (one table row, neighbouring sentences or rows of one section: a title's ratio whose
    sides are the results table; 150 nodes beside 100 users are no sides of a 1.5x; two
    specifications of a part, a clock, a power rating, a configured size or count, are sides
    only of a ratio whose clause names that quantity: a 4.8 GHz boost and a 3.8 GHz base are
    no sides of "26% faster in games"), nor a
    range ("6-10% higher") whose two ends the rows of a table in its section each divide out
    (the spread of the rows' own ratios), nor a ratio of exactly one ("x1.0" in a speed-up
    row: the reference the others are given against), nor a multiple in a table row that
    also holds that reference ("| Vane | 1x | 2.4x |": the row states the other side, itself
    under the reference column) in a section whose tables give only multiples (beside
    measured values, the multiples must divide them), nor a multiple whose paragraph gives
    a 1x of its measure in an earlier sentence ("Vane's relative speed is 1x, the baseline.
    Kite's is 2.4x": it names the reference), nor a range of multiples whose two ends
    restate such cells of its section ("within 2 to 3.7 times the bulk method"), nor a
    ratio a "Ratio" column gives (a compression ratio: its row's own property), nor a size
    given against the same data's raw or uncompressed form ("70% smaller than the raw logs":
    a compression ratio, whose other side is the input itself), nor one whose compared
    clause describes the other side in two groups of conditions or more ("1.8x the
    throughput Megatron-LM reports for GPT-3 175B on 1,024 A100 GPUs"); one name alone ("58x
    the throughput of GB300 NVL72") describes nothing. Nor is a ratio in a paragraph that
    shows or names a chart ("24% better IOPS than the classic OSD (chart)") whose section
    states the compared set-ups in configuration figures before it ("each given 2 CPUs",
    "six s1 pods"): the chart plots both sides and the section gives their conditions; a
    charted ratio alone in its section ("28% less VRAM than vLLM (chart)") states nothing of
    the other side. A sentence that compares no two systems is not flagged: a name's length
    ("the command name is 50% shorter"), or figures it calls ratios and sets against nothing
    (a codec's compression ratios, output over input size), nor one setup before and after
    one feature is switched off or on ("35% smaller after we dropped debug symbols": the
    other side is that setup without it). A round ratio ("almost ten times faster again")
    whose own sentence states one side and an earlier paragraph of its section the other,
    both sentences naming one thing (one tool run two ways), has its baseline before the
    reader. A difference in the figures' own unit ("200 points better than the Pi 4", "3.6ms
    above the 3.1ms p99") is judged as a ratio is: its sentence or row stating another
    figure of that unit gives a side, and so do two figures of that unit stated together in
    one section whose gap it is, rounded as written ("about 2 seconds faster" after "sent in
    7678ms" and "in 9755ms"). A change written with its sign ("| 579.86 | 561.44 | -3.2% |")
    divides out its sides as its size does; a summary that repeats, as rounded, a table's
    change cell whose own sides the table states ("falls by -3%") has that cell's baseline;
    and a lower bound on a gain ("over 50% in some cases") that two rows of a table in its
    section reach, one item run two ways (the rows of 100 clients with 0 and with 4
    workers), has its sides in those rows.

    ## Why it matters
    A ratio is only as meaningful as its denominator. "58x faster" against an
    untuned, older software stack, a smaller batch or a different model is a
    different claim from 58x against the best known configuration, and the
    reader cannot tell which it is.

    ## Example
    "58x the throughput of the previous rack" with no figure for the previous
    rack and no word on its software, model or settings.

    ## Use instead
    State the baseline's figure and how it was run: "The new rack serves 1.7
    million tokens per second per GPU, 58x the 29,300 tokens per second per GPU
    of the previous rack, both with the same model, FP4 and the same engine
    version."
    """
    before = _before_sides(claims)
    stated = stated_values(claims)
    for claim in claims:
        relative = is_ratio(claim) or claim.kind in (Kind.relative, Kind.before_after)
        if not relative or claim.kind in (Kind.config, Kind.cost, Kind.quality) \
                or reference(claim) or against_raw_form(claim) or no_system_compared(claim):
            continue
        # A projected or worked-out ratio that names no other side ("Expected gains: 40-60%
        # lower latency") is the expected effect of the change itself, not a comparison with
        # something whose figure is owed: its caveat is simulated-result. One that names a
        # side ("a target of 50x over gold") still owes that side, and so does one reusing a
        # measured figure of the same value in arithmetic ("about 2,186 (3.4 x 643)").
        if claim.evidence in _NOT_MEASURED and claim.baseline is None \
                and not _measured_elsewhere(claim, claims):
            continue
        if difference_beside_its_sides(claim, claims) or against_row_reference(claim, claims) \
                or sums_up_referenced_cells(claim, claims) \
                or difference_of_stated_pair(claim, claims) or restates_sided_cell(claim, claims) \
                or bound_met_by_rows(claim, claims) or charted_with_setup(claim, claims, document) \
                or after_prose_reference(claim, claims):
            continue
        if baseline_is_stated(claim.baseline) or _is_before_side(claim, before) \
                or quotient_of_stated_pair(claim, stated) or quotient_in_sentence(claim, claims) \
                or quotient_of_before_after(claim, claims) or sides_of(claim, claims) is not None \
                or sides_before(claim, claims) is not None \
                or sides_together(claim, claims) is not None or range_of_rows(claim, claims):
            continue
        base = claim.baseline
        named = None
        if base is not None:
            named = base.description or (base.quote.text if base.quote else None)
        if named:
            message = (f"{short(claim)} is a comparison against '{named}', but no value or "
                       "conditions are stated for that baseline")
        else:
            message = (f"{short(claim)} is a comparison with no baseline: nothing says what it "
                       "is compared against")
        yield Hit(message, (claim,))


@per_run
def _by_span(claims: Iterable[Claim]) -> Mapping[tuple[int, int], Claim]:
    """Each quoted span's first claim, by (start, end) (read-only: shared by the run)."""
    found: dict[tuple[int, int], Claim] = {}
    for claim in claims:
        span = claim.source.span
        if span is not None:
            found.setdefault((span.start, span.end), claim)
    return found


def _conditions_of(baseline: Baseline, claims: Sequence[Claim]) -> Conditions | None:
    """The baseline's stated conditions, else those of the claim it quotes."""
    if baseline.conditions is not None:
        return baseline.conditions
    if baseline.quote and baseline.quote.span:
        span = baseline.quote.span
        quoted = _by_span(claims).get((span.start, span.end))
        if quoted is not None:
            return quoted.conditions
    return None


def _flagging(hits: Iterable[Hit], flagged: set[str]) -> Iterator[Hit]:
    """Each hit in turn, its claims marked in `flagged` so later steps pass them by (the
    steps are generators: each reads `flagged` only after the ones before it are done)."""
    for hit in hits:
        flagged.update(c.id for c in hit.claims)
        yield hit


def _against_baselines(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """Claims whose baseline's conditions (or sentence) differ from theirs in two groups."""
    for claim in claims:
        if claim.baseline is None:
            continue
        other = _conditions_of(claim.baseline, claims)
        if other is None:
            continue
        diff = differences(claim.conditions, other)
        quoted = _quoted_claim(claim.baseline, claims)
        if quoted is not None and quoted.id != claim.id:
            diff.update(text_differences(claim, quoted, document, diff))
        if len(diff) >= 2:
            yield Hit(message(f"{short(claim)} and its baseline", diff), (claim,))


def _ratios_of_stated_sides(document: Document, claims: Sequence[Claim],
                            flagged: set[str]) -> Iterator[Hit]:
    """Ratios with no baseline record whose two stated sides differ in two groups (a
    baseline whose clause only describes it, "the 2,280 queries per second pgvector 0.7
    reached on OpenAI-1M", still lets the stated sides speak), unless already `flagged`
    against their baseline."""
    for claim in claims:
        if claim.id in flagged or claim.kind in (Kind.config, Kind.cost, Kind.quality) \
                or not _described_only(claim.baseline):
            continue
        sides = sides_of(claim, claims)
        if sides is None or not same_measure(*sides):
            continue
        high, low = sides
        diff = differences(high.conditions, low.conditions)
        diff.update(text_differences(high, low, document, diff, ratio=claim))
        for group, fields in restated_differences(high, low, claims).items():
            diff.setdefault(group, fields)
        if len(diff) >= 2:
            # A number format or device count the ratio leaves unsaid is named as such too.
            hidden = hidden_differences(claim, high.conditions, low.conditions)
            unsaid = f"; the comparison does not name: {'; '.join(hidden)}" if hidden else ""
            yield Hit(message(f"{short(claim)} divides {short(high)} by {short(low)}; the two",
                               diff) + unsaid, (claim, high, low))


def _described_only(base: Baseline | None) -> bool:
    """True for no baseline, or one that states no figure (a name, "than S6", or conditions):
    the two sides the text states then speak for it."""
    return base is None or (base.value is None and base.quote is None)


def _quoted_claim(baseline: Baseline, claims: Sequence[Claim]) -> Claim | None:
    """The claim a baseline quotes, found by its span."""
    if baseline.quote is None or baseline.quote.span is None:
        return None
    span = baseline.quote.span
    return _by_span(claims).get((span.start, span.end))


@rule("CLM105", "comparison-conditions-differ", Severity.warning, family="comparison")
def comparison_conditions_differ(document: Document,
                                 claims: Sequence[Claim]) -> Iterator[Hit]:
    """Two compared figures differ in more than the one thing being compared.

    ## What it does
    Groups conditions into hardware, model, precision, workload and software,
    and flags (a) a claim whose baseline's conditions differ from its own in
    two or more groups (a ratio's baseline conditions are those its compared
    clause states, "13x the 180 tokens per second a user of Llama 3.1 70B gets
    on eight A100 GPUs", and the names there are not the ratio's own), and (b)
    headline figures of the same metric, unit and denominator (and the same
    `measures`, where both say), set side by side in one document, of which
    some pair differs in two or more groups: one finding per metric, citing
    every figure in such a pair; and (c) a ratio with no baseline figure whose
    two sides the text states (the figures it divides out, within rounding) and
    differ in two or more groups; and (d) a ratio whose stated sides ran at
    different number formats or accelerator or node counts (FP8 against BF16,
    eight GPUs against four) that its own sentence does not name, the
    difference named in the message. Only conditions stated on both sides
    count. For (a) and (c), what the two sides' sentences say counts too: one
    side tuned for the workload and the other on defaults (test settings); the
    same product at two versions (software); and two different products of the
    document, named in full or by model designator ("the S7" of "Sable S7"),
    unless a recorded difference already holds them (system). The clause
    stating the ratio (", so X handles 2.5x") is no part of either side, and a
    baseline the ratio only names ("than S6") lets the stated sides speak; a
    hidden number format or device count is named in the message too. The two
    sides' figures restated elsewhere (a table whose rows say more of each
    side: "| Tern 3, 2x Xeon 8480 | 40,000 |") add the rows' differences, and a
    number format or accelerator count the record leaves unsaid is taken from
    the table rows that restate it. And (e) a ratio whose sentence sets so many
    of one accelerator against so many of another ("8x H100 handles 74% more
    than 4x MI300X"), unless taken per device: the count is a second change
    beside the device. And (f) rows of one results table (three or more, on two
    machines or more) of which some say they ran in a container, VM or
    emulator, or overclocked, and the rest do not. And (g) the rows of one
    results table (two or more) that belong to an item a set-up sentence sets
    apart from all the others ("All containers run native ARM builds except SQL
    Server's", "Every Python except 3.8 was built from source"), beside the
    rows of the rest: that item ran otherwise. And (h) the rows of one results
    table (three or more) whose items a table column says ran at different
    settings (one tool at two versions, "fio-3.25" beside "fio-3.16"; a column
    headed as the run's configuration or a benchmark's scale), a value some
    rows share; or a comparison of two sides a set-up entry gives their own
    versions of a program ("0.1.13 (bf16) · 0.1.16 (mxfp4)"), the baseline
    naming one and the figure the other. And (i) tables of one layout set side
    by side under their own headings whose lead-in sentences say their tests
    ran for different times ("in a 300 second test:" over one, "in a 30 second
    test:" over the other), or under different loads ("10000 at a time" over
    one, "12000 at a time" over the other; "1000000 requests" against
    "100000 requests"); three loads or more of one layout are a load study.
    And (j) the comparisons of a document that says its compared runs were
    not made alike: other people ran some of them
    ("the three people who ran the benchmark on configurations we did not
    have"), some come from another party's data ("built from Acme benchmark
    data"), the runs split between versions of the program ("the parallel
    runs use Zed 6.3.1 and the serial ones 6.2.0"), one side tuned and the
    other left on defaults ("Pelican was tuned for the test, while Heron ran
    with its default settings"), or a set-up list gives the
    sides different versions of two programs or more ("Tern 4.2: Tern 4.2.1
    with plugin-lark 3.1.0" over "Tern 4.3: Tern 4.3.0 with plugin-lark
    4.0.0"; sides differing only in the program compared are not flagged). A
    like-for-like ratio on a standard benchmark, where only the compared thing
    differs, is not flagged.

    ## Why it matters
    A comparison isolates one change. When the new hardware also ran a newer
    engine, a lower precision or a shorter prompt, the ratio mixes all of them
    and cannot be credited to the hardware.

    ## Example
    "On B200 with FP4 and vLLM 0.9, the server reached 30,000 tokens per
    second. On H200 with FP8 and vLLM 0.6, it reached 10,000 tokens per
    second. That is 3x faster."

    ## Use instead
    Change one thing: run the baseline with the same model, precision, workload
    and software, or report each change's effect separately: "On B200 with FP8
    and vLLM 0.9, the server reached 30,000 tokens per second. On H200 with FP8
    and vLLM 0.9, it reached 10,000 tokens per second. That is 3x faster."
    """
    flagged: set[str] = set()
    yield from _flagging(_against_baselines(document, claims), flagged)
    yield from _flagging(_ratios_of_stated_sides(document, claims, flagged), flagged)
    yield from _flagging(confounded_ratios(claims, flagged), flagged)
    yield from unequal_fleets(claims, flagged)
    yield from _flagging(environments_differ(claims, flagged), flagged)
    yield from _flagging(excepted_rows(document, claims, flagged), flagged)
    yield from _flagging(settings_differ(document, claims, flagged), flagged)
    yield from _flagging(durations_differ(claims, flagged), flagged)
    yield from _flagging(loads_differ(claims, flagged), flagged)
    yield from _flagging(runs_mixed(document, claims, flagged), flagged)
    same: dict[tuple[str, str, str], list[Claim]] = {}
    for claim in performance(claims):
        if claim.kind is Kind.headline and claim.unit != "x":
            per = claim.per.value if claim.per else ""
            same.setdefault((norm(claim.metric), claim.unit, per), []).append(claim)
    for key, group in same.items():
        if len(group) >= 2:
            yield from side_by_side(key, group)


RULES = (comparison_baseline_unclear, comparison_conditions_differ)
