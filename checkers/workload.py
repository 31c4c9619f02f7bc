"""Rules about the workload and operating point behind the figures."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from checkers.facts import (
    by_line,
    headlines,
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
    Flags figures whose conditions say `includes_cached_tokens: true`: the
    tokens-per-second total includes input tokens served from a prefix or KV
    cache.

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
    counted = [c for c in claims if c.conditions.includes_cached_tokens]
    for group in by_line(counted):
        yield Hit(f"{listing([short(c) for c in group])}: the total counts cached input "
                  "tokens, which cost far less than processed ones", tuple(group))


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
    Flags a document that gives both a system (or per-device) throughput and a
    per-user speed when no throughput figure and per-user figure share a stated
    concurrency, so the reader cannot tell whether both hold at once.

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
    shared = {c.conditions.concurrency for c in system} & {c.conditions.concurrency for c in users}
    if shared - {None}:
        return
    yield Hit(f"throughput {listing([short(c) for c in system], 2)} and per-user speed "
              f"{listing([short(c) for c in users], 2)} are not given at one stated "
              "concurrency", (*system, *users))


RULES = (cached_tokens_counted, single_workload, throughput_interactivity_unpaired)
