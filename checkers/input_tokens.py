"""Token rates that count the prompt: a total of input and output tokens, and a rate of
reading the prompt (prefill) offered as the speed a model runs at."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from checkers.facts import (
    is_system_throughput,
    listing,
    performance,
    sentences_of,
    short,
    value_place,
)
from checkers.rule import Hit, rule
from claims.extract.facts.clause_words import calls_speed, names_prompt, own_words
from claims.extract.facts.wording import wording
from claims.model import Claim, Document, Severity
from claims.vocabulary.serving_phases import PHASE, TOKENS


def _own_words(claim: Claim) -> tuple[str, str]:
    """The words of a figure's clause before it and after it, each cut at the next figure."""
    return own_words(claim.source.quote, value_place(claim), claim.value_text or "")


def _reads_prompt(claim: Claim) -> bool:
    """True for a token rate given as the prompt's: a table column's header says so, else
    the nearest phase or token word of its own words: "prompt processing", "prompt
    evaluation", "input tokens"."""
    for setting in claim.conditions.settings:
        if setting.name in (PHASE, TOKENS):
            return setting.value in ("prefill", "input")
    return bool(names_prompt(*_own_words(claim)))


def prompt_rates_offered(claims: Sequence[Claim]) -> tuple[Claim, ...]:
    """The prompt-reading token rates a document calls speeds when it gives no rate of
    generating tokens at all: the only token speed before the reader is the prompt's."""
    rates = [c for c in performance(claims) if c.unit == "tokens/s"]
    prompt = [c for c in rates if _reads_prompt(c)]
    if not prompt or len(prompt) < len(rates):
        return ()  # a generation (or unlabelled) rate stands beside it
    return tuple(c for c in prompt if calls_speed(" ".join(_own_words(c))))


@rule("CLM118", "input-tokens-counted", Severity.warning, family="workload")
def input_tokens_counted(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """A token rate counts input (prompt) tokens: with the generated ones, or alone as the
    speed a model runs at.

    ## What it does
    Flags token throughputs whose sentence says they are a total of input and
    output tokens ("total tokens per second", "input plus output", "counting
    prompt tokens", "prompt tokens included", "prefill + decode", a "total
    throughput" of tokens unless its tokens are the output ones), in any
    sentence that gives the figure. Per-user speeds are
    not totals and are not flagged; all affected figures share one finding.
    Where the records state one pair of input and output lengths, the message
    gives the share of the total that is input. A rate of input tokens reported
    on its own ("processed 52,300 input tokens per second during prefill") is not
    a total and is not flagged, unless its own words call it a speed ("prompt
    evaluation speeds of up to 80 tokens per second") and the document gives no
    rate of generated tokens at all: the prompt's speed is then the only speed the
    reader is given for the model.

    ## Why it matters
    Prompt tokens are processed in parallel during prefill, many times faster
    than tokens are generated one by one. With long prompts (8,192 in, 1,024
    out) nine tokens in ten of a "total" are prompt tokens, so the figure says
    little about generation speed and is not comparable with an output-token
    rate. A prompt-reading speed alone says nothing of how fast answers come.

    ## Example
    "The node delivered 41,000 total tokens per second, input and output
    together, with 8,192-token prompts and 1,024-token answers."

    ## Use instead
    Report the output-token rate, and the input rate separately if it matters:
    "The node generated 4,600 output tokens per second, with 8,192-token
    prompts and 1,024-token answers."
    """
    found = [c for c in performance(claims) if c.unit == "tokens/s" and is_system_throughput(c)
             and any(wording(q).counts_input_tokens for q in sentences_of(c, claims))]
    if found:
        share = ""
        lengths = {(c.conditions.input_length, c.conditions.output_length) for c in found}
        if len(lengths) == 1 and all(next(iter(lengths))):
            isl, osl = next(iter(lengths))
            assert isl is not None and osl is not None
            share = (f"; with {isl:,}-token inputs and {osl:,}-token outputs, "
                     f"{isl / (isl + osl):.0%} of the tokens counted are input")
        yield Hit(f"{listing([short(c) for c in found])}: the total counts input (prompt) "
                  f"tokens with generated ones{share}", tuple(found))
    totals = {c.id for c in found}
    offered = [c for c in prompt_rates_offered(claims) if c.id not in totals]
    if offered:
        yield Hit(f"{listing([short(c) for c in offered])}: a speed of reading the prompt "
                  "(input tokens), and no speed of generating tokens is given", tuple(offered))
