"""Token rates that count the prompt: a total of input and output tokens, and a rate of
reading the prompt (prefill) offered as the speed a model runs at."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from checkers.facts import (
    clause_around,
    is_system_throughput,
    listing,
    performance,
    sentences_of,
    short,
    value_place,
)
from checkers.rule import Hit, rule
from claims.extract.facts.wording import wording
from claims.model import Claim, Document, Severity
from claims.vocabulary.lazy import lazy
from claims.vocabulary.serving_phases import PHASE, PHASE_WORDS, TOKEN_WORDS, TOKENS

# The words that give a token rate as the prompt's (read in prefill, of input tokens) or as
# the answer's (generated in decode, of output tokens), longest first.
_READS = {word: value in ("prefill", "input")
          for word, value in (*PHASE_WORDS.items(), *TOKEN_WORDS.items())
          if value in ("prefill", "input", "decode", "output")}
_PHASE = lazy(r"(?<![\w-])(" + "|".join(sorted(map(re.escape, _READS), key=len, reverse=True))
              + r")(?![\w-])", re.I)
# A number standing alone ("80", "1,024"), not one inside a name ("2B", "Q5"): where the
# words of the figure before or after it end.
_NUMBER = lazy(r"(?<![\w.])\d[\d,.]*(?![\w])")
# A figure's own words that call it a speed: what a user is told a model runs at.
_SPEED = lazy(r"\b(?:speeds?|fast(?:er|est)?|quick(?:er|ly)?)\b", re.I)


def _own_words(claim: Claim) -> tuple[str, str]:
    """The words of a figure's clause before it and after it, each cut at the next figure
    ("prompt evaluation speed was 95 tokens/s and text generation speed 11 tokens/s": 95's
    words end at 11)."""
    quote, at = claim.source.quote, value_place(claim)
    if at < 0:
        return "", ""
    start, end = clause_around(quote, at)
    stop = at + len(claim.value_text or "")
    before = [m.end() for m in _NUMBER.finditer(quote, start, at)]
    after = _NUMBER.search(quote, stop, end)
    return quote[max([start, *before]):at], quote[stop:after.start() if after else end]


def _reads_prompt(claim: Claim) -> bool:
    """True for a token rate given as the prompt's: a table column's header says so, else
    the nearest phase or token word of its own words (the last before it, else the first
    after it): "prompt processing", "prompt evaluation", "input tokens"."""
    for setting in claim.conditions.settings:
        if setting.name in (PHASE, TOKENS):
            return setting.value in ("prefill", "input")
    before, after = _own_words(claim)
    said = [m.group(1).casefold() for m in _PHASE.finditer(before)]
    found = said[-1] if said else next((m.group(1).casefold()
                                        for m in _PHASE.finditer(after)), None)
    return found is not None and _READS[found]


def prompt_rates_offered(claims: Sequence[Claim]) -> tuple[Claim, ...]:
    """The prompt-reading token rates a document calls speeds when it gives no rate of
    generating tokens at all: the only token speed before the reader is the prompt's."""
    rates = [c for c in performance(claims) if c.unit == "tokens/s"]
    prompt = [c for c in rates if _reads_prompt(c)]
    if not prompt or len(prompt) < len(rates):
        return ()  # a generation (or unlabelled) rate stands beside it
    return tuple(c for c in prompt if _SPEED.search(" ".join(_own_words(c))))


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
