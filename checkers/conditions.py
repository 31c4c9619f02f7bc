"""Rules about the conditions a headline figure needs to mean something."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from checkers.facts import (
    HARDWARE_PER,
    applies,
    headlines,
    is_specification,
    listing,
    per_run,
    performance,
    sentences_of,
    short,
)
from checkers.rule import Hit, rule
from checkers.sides import sides_of
from claims.extract.facts.fleets import parallel_devices
from claims.extract.facts.names import names_a_version
from claims.model import Claim, Document, Kind, Severity

_TOKEN_UNITS = ("token",)


def counted_nouns(claims: Sequence[Claim]) -> set[str]:
    """Units the document counts in configuration figures ("72 GPUs" -> "gpu")."""
    return {noun_key(c.count_noun) for c in claims
            if c.kind is Kind.config and c.unit == "count" and c.count_noun}


def noun_key(noun: str) -> str:
    """A counted noun in comparable form: lower case, a plural "s" dropped."""
    word = noun.strip().lower().split()[-1] if noun.strip() else ""
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


def _missing_denominator(claim: Claim, counted: set[str],
                         parallel_degree: int | None = None) -> list[str]:
    """What is unknown about a "per device" denominator: which device, and how many."""
    conditions, count_field = claim.conditions, HARDWARE_PER[claim.per] if claim.per else ""
    missing = []
    if conditions.hardware is None and conditions.accelerator is None \
            and applies(conditions, "hardware"):
        missing.append("which hardware")
    stated_elsewhere = claim.per is not None and noun_key(claim.per.value) in counted
    # A tensor- or pipeline-parallel degree ("TP=4") says how many devices a per-GPU rate
    # divides by, in the figure's record or in the set-up another figure's record states.
    if count_field == "accelerator_count" and parallel_degree is not None:
        stated_elsewhere = True
    if getattr(conditions, count_field) is None and applies(conditions, count_field) \
            and not stated_elsewhere:
        missing.append(f"how many units ({count_field})")
    return missing


@rule("CLM113", "denominator-unclear", Severity.warning, family="conditions")
def denominator_unclear(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """A "per GPU" (or per chip, per node) rate does not say which units were counted.

    ## What it does
    Flags rates normalised per GPU, chip, CPU, socket, core, node, server,
    instance or rack when the record does not state the hardware, or how many
    of those units the system had (`accelerator_count` for devices,
    `node_count` for machines) and no configuration figure of the document
    counts them either ("all 72 GPUs").

    ## Why it matters
    A per-device rate divides a total by a count. Whether that count includes
    the prefill GPUs, idle spares or the CPUs of the host changes the figure,
    and without the count a reader cannot recover the total or check the
    division.

    ## Example
    "1.7 million tokens per second per GPU" from a rack whose number of GPUs
    in the measured configuration is not given.

    ## Use instead
    Say how many devices the total was divided by and which ones: "The GB200
    NVL72 rack serves 25,600 tokens per second per GPU: 1.84 million tokens per
    second across all 72 GPUs, prefill and decode."
    """
    counted = counted_nouns(claims)
    # The set-up's parallelism (a "TP=4" some record states) spans the devices of every run.
    degree = next((d for c in claims if (d := parallel_devices(c.conditions.parallelism))),
                  None)
    for claim in performance(claims):
        if claim.per is None or claim.per not in HARDWARE_PER:
            continue
        own = parallel_devices(claim.conditions.parallelism)
        missing = _missing_denominator(claim, counted, own or degree)
        if missing:
            yield Hit(f"{short(claim)}: the denominator is unclear ({' and '.join(missing)} "
                      "not stated)", (claim,))


@per_run
def _names_models(claims: Iterable[Claim]) -> bool:
    """True when some figure of the document is about a model."""
    return any(c.conditions.model for c in claims)


def _needs_model(claim: Claim, claims: Sequence[Claim]) -> bool:
    """A model matters when the figure counts tokens or the document names models at all."""
    tokens = any(word in claim.unit for word in _TOKEN_UNITS)
    return tokens or _names_models(claims)


def missing_conditions_of(claim: Claim, claims: Sequence[Claim],
                          document: Document | None = None,
                          setup_workload: bool = False) -> tuple[str, ...]:
    """The conditions a headline figure lacks (skipping those marked not applicable); with
    `setup_workload`, a workload another result of the document states covers the figure."""
    cond = claim.conditions
    missing = []
    if cond.model is None and applies(cond, "model") and _needs_model(claim, claims):
        missing.append("model")
    if cond.hardware is None and cond.accelerator is None and applies(cond, "hardware"):
        missing.append("hardware")
    if cond.workload is None and applies(cond, "workload") \
            and not (document is not None and document.test_program) \
            and not (setup_workload and _workload_in_results(claims)):
        missing.append("workload")
    if applies(cond, "software") and not any(s.version for s in cond.software) \
            and not _version_in_setup(claim, document) \
            and not _version_in_sentence(claim, claims, document):
        missing.append("software version" if cond.software else "software")
    return tuple(missing)


@per_run
def _workload_in_results(claims: Iterable[Claim]) -> bool:
    """True when some result of the document states its workload: the document says what
    ran, as a setup list of versions says which software did. Prompt and output lengths a
    result or the set-up gives ("random prompts, 3200 in / 800 out") state a serving workload
    as a named data set does."""
    return any(c.conditions.workload for c in performance(claims) if c.kind is not Kind.config) \
        or any(c.conditions.input_length and c.conditions.output_length for c in claims)


def _version_in_setup(claim: Claim, document: Document | None) -> bool:
    """True when the document states, anywhere, a version of the software the figure names,
    or (when the figure names none) of any software: a setup list covers every figure."""
    stated = {s.name.casefold() for s in (document.software if document else ())}
    named = {s.name.casefold() for s in claim.conditions.software}
    return bool(stated & named) if named else bool(stated)


def _version_in_sentence(claim: Claim, claims: Sequence[Claim], document: Document | None
                         ) -> bool:
    """True when a sentence giving the figure names one of the document's products with a
    version ("with Pollux 12.0") or a commit: the records may not know the product's name,
    but the text states what ran."""
    # A benchmark's version ("MLPerf Training 4.0") is no software version.
    workload = (claim.conditions.workload or "").casefold()
    entities = [e for e in (document.entities if document else ()) if e.strip() and not (
        workload and (e.casefold() in workload or workload in e.casefold()))]
    return any(names_a_version(quote, tuple(entities)) for quote in sentences_of(claim, claims))


def _bare(claim: Claim, missing: frozenset[str]) -> bool:
    """True when a ratio's record states no work, and no more than a machine: neither
    machine nor work, or a machine with no model and no versioned program (a machine alone
    does not say what ran on it)."""
    if "workload" not in missing:
        # A work named with neither a machine nor a versioned program says nothing of what
        # ran it ("10x more throughput" on a named test).
        return {"hardware", "software"} <= missing and claim.conditions.model is None
    return "hardware" in missing or ("software" in missing and claim.conditions.model is None)


def _baseline_unstated(claim: Claim) -> bool:
    """True when a ratio's other side has no value and no conditions: none at all, or only
    named ("than Parquet"), which gives nothing to reproduce either."""
    base = claim.baseline
    return base is None or (base.value is None and base.conditions is None)


@rule("CLM114", "missing-conditions", Severity.warning, family="conditions")
def missing_conditions(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """A headline figure lacks its model, hardware, workload or software version, or a bare
    ratio its machine and work.

    ## What it does
    Flags headline performance figures whose record does not state the
    hardware, the workload or benchmark, the software (with a version), or the
    model when the figure is about a model (it counts tokens, or the document
    names models). Conditions listed in `not_applicable` are skipped. The
    software counts as stated, with its version, when a sentence giving the
    figure names one of the document's entities with a version ("with Pollux
    12.0") or a commit, even if the records do not know the product (the
    figure's own benchmark, "MLPerf Training 4.0", is no software), and when
    the document states a version anywhere (a setup list: "CUDA 12.6",
    "Pollux 12.0.1", or a setup entry "Sonic version: 1.0.1" or "Redis:
    6.2.12", or a product's release in prose, "Proxmox VE v7.4-3") of the software
    the figure names, or of any software if it names none. A part's clock,
    rating or size ("Clock speed | 800 MHz" in a setup table) is a data
    sheet's fact, not a result, and is not flagged. The workload counts as stated
    for a headline that names none when another result of the document states one
    (a table of YCSB mixes beside a rate in prose): the document says what ran, as
    a setup list's versions say which software did. Any figure's workload counts as
    stated when the document names the test program it ran, as a command ("Tested with
    sbc-bench v0.9.48", "Using `joe-qoi` to benchmark Python 3.11"); a known engine or
    library named so ("using vLLM to benchmark Llama 3") is the software measured, and
    leaves the work unsaid. Figures missing the same
    conditions share one finding, and
    a ratio whose two stated sides lack the same conditions (and which states
    them no better) joins their finding: "| Forward | 4.586 | 0.105 | 43.7x |"
    in a document naming no version lacks the version as its sides do (a
    workload another result of the document states counts for the sides and
    the ratio as it does for a headline).
    A ratio or percentage change whose record states no workload and no
    more than a machine (neither hardware nor workload, or hardware with no
    model and no versioned software), with no baseline value or conditions
    (none, or only a name: "than Parquet") and no two stated figures it
    divides out ("makes asyncio 2-4x faster", "installs 20x to 100x faster
    than npm" under a machine named elsewhere), is flagged too, in a
    finding of its own: it is a result with nothing to reproduce. So is one
    that names its work but neither a machine nor any versioned program
    ("10x more throughput than Acme FS on the sequential test").

    ## Why it matters
    A figure is a measurement of one configuration. Without the configuration
    it cannot be reproduced, compared or checked, and the next release of the
    same software may give a different number.

    ## Example
    "Our engine now serves 40,000 requests per second." with no hardware,
    workload or version.

    ## Use instead
    State the configuration next to the figure: "Valkey 8.0.1 now serves
    40,000 requests per second on one 64-core server with the YCSB workload B
    read-heavy mix."
    """
    groups: dict[tuple[str, ...], list[Claim]] = {}
    for claim in headlines(claims):
        if is_specification(claim):  # a setup table's "Clock speed | 800 MHz" is no result
            continue
        missing = missing_conditions_of(claim, claims, document, setup_workload=True)
        if missing:
            groups.setdefault(missing, []).append(claim)
    # A ratio whose two stated sides lack the same conditions lacks them too ("| Forward |
    # 4.586 | 0.105 | 43.7x |" with no version anywhere): it joins their finding.
    for claim in performance(claims):
        sides = sides_of(claim, claims) if claim.kind is Kind.relative else None
        if sides is None:
            continue
        # Its sides' workload counts as a headline's does: stated when another result of the
        # document states one (a TSBS data set named for the other queries).
        missing = missing_conditions_of(sides[0], claims, document, setup_workload=True)
        if missing and missing == missing_conditions_of(sides[1], claims, document, True) \
                and set(missing) <= set(missing_conditions_of(claim, claims, document, True)):
            groups.setdefault(missing, []).append(claim)
    for missing, group in groups.items():
        yield Hit(f"{listing([short(c) for c in group], 3)}: "
                  f"{'headline figures' if len(group) > 1 else 'a headline figure'} without "
                  f"{', '.join(missing)}", tuple(group))
    # A ratio that states neither machine nor work ("2-4x faster"), or only a machine, is a
    # result with nothing to reproduce; one that states more of its setup is left to the
    # comparison rules.
    bare: dict[str, list[Claim]] = {}
    for c in performance(claims):
        if c.kind is not Kind.relative:
            continue
        lacking = frozenset(m.split()[0] for m in missing_conditions_of(c, claims, document))
        if _bare(c, lacking) and _baseline_unstated(c) and sides_of(c, claims) is None:
            bare.setdefault(_bare_words(lacking), []).append(c)
    for said in sorted(bare):
        group = bare[said]
        yield Hit(f"{listing([short(c) for c in group], 3)}: "
                  f"{'ratios' if len(group) > 1 else 'a ratio'} stated with {said}",
                  tuple(group))


def _bare_words(missing: frozenset[str]) -> str:
    """What a bare ratio's message says it lacks."""
    if "workload" not in missing:
        return "no hardware and no software version"
    return "no hardware and no workload" if "hardware" in missing \
        else "no workload, and only a machine"


RULES = (denominator_unclear, missing_conditions)
