"""Rules about the workload and operating point behind the figures."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from checkers.facts import (
    headlines,
    is_latency,
    is_system_throughput,
    is_user_speed,
    listing,
    performance,
    short,
)
from checkers.rule import Hit, rule
from claims.model import Claim, Document, Severity


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
    least the output rate and the cache hit rate beside the total.
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
    model and a single workload (at least one of the two stated). It is
    advisory (`info`): the records cannot tell whether the text presents the
    result as general, which is what an editor should check.

    ## Why it matters
    Systems are tuned for the benchmark they are shown on. A result on one
    model and one request mix says little about another model, another prompt
    length or another traffic pattern.

    ## Example
    A launch post whose every headline figure is one model on one agentic
    benchmark, titled as a generational speed-up.

    ## Use instead
    Report several models and workloads, or scope the headline to the one
    measured: "on DeepSeek-V4.1-Flash with the AgentX workload".
    """
    heads = headlines(claims)
    models = sorted({c.conditions.model for c in heads if c.conditions.model})
    workloads = sorted({c.conditions.workload for c in heads if c.conditions.workload})
    if heads and len(models) <= 1 and len(workloads) <= 1 and (models or workloads):
        scope = " and ".join([*(f"model {m}" for m in models),
                              *(f"workload {w}" for w in workloads)])
        lead = "the one headline figure rests" if len(heads) == 1 else \
            f"all {len(heads)} headline figures rest"
        yield Hit(f"{lead} on one {scope}", tuple(heads))


@rule("CLM112", "throughput-interactivity-unpaired", Severity.warning, family="workload")
def throughput_interactivity_unpaired(document: Document,
                                      claims: Sequence[Claim]) -> Iterator[Hit]:
    """System throughput and per-user speed are not tied to one operating point.

    ## What it does
    Flags a document that gives a system (or per-device) throughput and a
    per-user speed, neither of which has a partner of the other kind at the
    same stated concurrency, so the reader cannot tell whether both hold at
    once. Figures paired at one concurrency are not flagged; in a document
    that states a single concurrency anywhere ("all runs at 32 concurrent
    users"), figures that state none are taken to run at it.

    ## Why it matters
    Throughput and per-user speed trade against each other: more concurrent
    users raise the system's total and lower each user's rate. The best of each
    usually comes from different load levels, and quoting both suggests a
    system that delivers both together.

    ## Example
    "1.7 million tokens per second per GPU, and 387 tokens per second per user"
    with no concurrency or batch size for either.

    ## Use instead
    Give both figures at one stated operating point ("at 4,800 concurrent
    users"), or a throughput-versus-interactivity curve.
    """
    perf = performance(claims)
    system = [c for c in perf if is_system_throughput(c)]
    users = [c for c in perf if is_user_speed(c)]
    if not system or not users:
        return
    # A document that states one operating point only runs every figure at it.
    stated = {c.conditions.concurrency for c in claims} - {None}
    only = next(iter(stated)) if len(stated) == 1 else None

    def point(claim: Claim) -> int | None:
        return claim.conditions.concurrency if claim.conditions.concurrency is not None else only

    user_points = {point(c) for c in users} - {None}
    system_points = {point(c) for c in system} - {None}
    lone_system = [c for c in system if point(c) not in user_points]
    lone_users = [c for c in users if point(c) not in system_points]
    if lone_system and lone_users:
        yield Hit(f"throughput {listing([short(c) for c in lone_system], 2)} and per-user "
                  f"speed {listing([short(c) for c in lone_users], 2)} are not given at one "
                  "stated concurrency", (*lone_system, *lone_users))


RULES = (cached_tokens_counted, single_workload, throughput_interactivity_unpaired)
