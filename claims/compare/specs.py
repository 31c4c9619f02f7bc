"""Model specifications a buyer sets side by side: what a model is, not what a run measured.

A model card states how many parameters the model has, how many tokens it was pretrained
on and how much computation one input costs it. Such a figure is fixed by the model (and,
for the cost of one input, by the input's size, which a table's setting columns carry), not
by a machine or a run, so two models' figures of one such quantity compare: the models are
what is compared, shown rather than blocking, as for two models' scores
(`claims.compare.quality`). What must hold:

- the figure says what it counts, by its count noun or unit ("Params", "parameters",
  "tokens", FLOP): a bare count counts nothing a buyer can name;
- both figures count the same thing (parameters against parameters, never against tokens);
- the model is named on both sides;
- two FLOPs per input are of one input size, written on both sides ("224x224");
- the figure is no setting of a run: tokens are a training corpus only when the text says
  so or when there are more of them than any request, batch or context holds, and never
  when the text ties them to a request, a batch or a sequence;
- one document gives one model one figure of the quantity under one set of settings: a
  model with two parameter counts (236B in total and 21B active, or a backbone's and its
  detector's) leaves a buyer unable to tell which count another document's matches.

Everything else (GPU counts, GPU hours, batch sizes, a training run's total compute) stays
refused as a setup figure.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from claims.compare.model_size import size
from claims.memo import by_identity
from claims.model import Claim
from claims.vocabulary.lazy import lazy

PARAMETERS = "parameters"
TRAINING_TOKENS = "training tokens"
FLOPS_PER_INPUT = "FLOPs per input"

# Nouns that count a model's weights.
_PARAM_NOUNS = frozenset({"param", "params", "parameter", "parameters", "weights"})
_TOKEN_NOUNS = frozenset({"token", "tokens"})
# Words that tie a token count to training data.
_TRAINING = lazy(r"\b(?:pre-?train\w*|train\w*|corpus|data\s*set|dataset)\b", re.I)
# Words that make a count of tokens or operations a setting or a result of a run: a batch, a
# request or a sequence, a rate, generated output.
_RUN_WORDS = lazy(r"\b(?:batch\w*|sequences?|requests?|generat\w*|decod\w*|concurren\w*|"
                  r"threads?|per\s+(?:second|sec|s)|throughput)\b|/\s*s\b", re.I)
# Words that also tie a count of tokens to a run: a prompt, an input or output, a context a
# benchmark was run at (an input's FLOPs are the input's own, so these leave FLOPs alone).
_RUN_TOKENS = lazy(r"\b(?:prompts?|inputs?|outputs?|context)\b", re.I)
# No request, batch or context window holds a billion tokens; a pretraining corpus does.
_CORPUS_SIZE = 1e9
# Words that make an amount of computation a training run's total, not one input's cost.
_RUN_TOTAL = lazy(r"\b(?:pre-?train\w*|train\w*|total|budget|compute)\b", re.I)
# No network costs a petaFLOP for one input; a training run's total does.
_PER_INPUT_CEILING = 1e15
# Two figures of one model within this fraction of each other are one figure rounded.
_ROUNDING = 0.1


@by_identity(1 << 16)
def specification(claim: Claim) -> str | None:
    """The model specification a figure states ("parameters", "training tokens", "FLOPs per
    input"), or None when it is none of them or what it counts cannot be told."""
    quote = claim.source.quote or ""
    if claim.metric == "count" and claim.unit == "count":
        noun = (claim.count_noun or "").strip().casefold()
        if noun in _PARAM_NOUNS:
            return PARAMETERS
        if noun in _TOKEN_NOUNS and not _RUN_WORDS.search(quote) and \
                not _RUN_TOKENS.search(quote) and (
                _TRAINING.search(quote) or claim.value >= _CORPUS_SIZE):
            return TRAINING_TOKENS
        return None
    if claim.metric == "work" and claim.unit == "FLOP" and claim.per is None and \
            claim.value < _PER_INPUT_CEILING and not _RUN_TOTAL.search(quote) and \
            not _RUN_WORDS.search(quote):
        return FLOPS_PER_INPUT
    return None


def spec_refusal(claim: Claim) -> str | None:
    """Why a model specification may not be compared: no model named; None when it may."""
    if not claim.conditions.model:
        return f"{specification(claim)} of no named model"
    return None


def two_specs(left: Claim, right: Claim) -> bool:
    """True when both figures are model specifications (then the models are what is
    compared: another model is a difference shown, not a blocker)."""
    return specification(left) is not None and specification(right) is not None


def spec_gap(left: Claim, right: Claim) -> tuple[str, str] | None:
    """What each side counts, when one is a model specification and the two count
    different things (parameters against tokens, or against a setup count); else None."""
    a, b = specification(left), specification(right)
    if a == b:
        return None
    return a or f"{left.metric} ({left.count_noun or left.unit})", \
        b or f"{right.metric} ({right.count_noun or right.unit})"


# An input's size as a row or sentence writes it: "224x224", "640 x 640".
_INPUT_SIZE = lazy(r"(?<![\w.])(\d{2,5})\s*[x\u00d7]\s*(\d{2,5})(?![\w.])")


def input_size(claim: Claim) -> str | None:
    """The input size a figure's own quote gives ("224x224"), else None."""
    found = _INPUT_SIZE.search(claim.source.quote or "")
    return None if found is None else f"{found.group(1)}x{found.group(2)}"


def input_gap(left: Claim, right: Claim) -> tuple[str | None, str | None] | None:
    """The two input sizes when two FLOPs per input are not of one stated size (one unsaid,
    or two different: an input's cost grows with its size), else None."""
    if specification(left) != FLOPS_PER_INPUT or specification(right) != FLOPS_PER_INPUT:
        return None
    a, b = input_size(left), input_size(right)
    return None if a == b else (a, b)


def spec_group(claim: Claim) -> str | None:
    """What a large comparison groups a specification by in place of its model ("spec:
    parameters"), so that any two models' figures of one quantity meet; None otherwise."""
    found = specification(claim)
    return None if found is None else f"spec:{found}"


def unsure(claims: Iterable[Claim], document: Callable[[Claim], str]) -> frozenset[str]:
    """Ids of specifications whose document gives their model another, different figure of
    the same quantity under the same settings, or a parameter count other than the one its
    own name gives ("DeepSeek-V2 236B" with 21B): which count another document's figure
    matches (total or active parameters, a backbone's or its detector's) cannot be told."""
    groups: dict[tuple[object, ...], list[Claim]] = {}
    out: set[str] = set()
    for claim in claims:
        found = specification(claim)
        if found is None or not claim.conditions.model:
            continue
        if found == PARAMETERS and _named_otherwise(claim):
            out.add(claim.id)
        settings = tuple(sorted((s.name.casefold(), s.value.casefold())
                                for s in claim.conditions.settings))
        groups.setdefault((document(claim), found, settings), []).append(claim)
    for members in groups.values():
        for i, one in enumerate(members):
            for other in members[i + 1:]:
                if _differ(one.value, other.value) and _one_model(one, other):
                    out.update((one.id, other.id))
    return frozenset(out)


def _differ(a: float, b: float) -> bool:
    """True for two figures further apart than rounding."""
    low, high = sorted((a, b))
    return low > 0 and high > low * (1 + _ROUNDING)


def _one_model(a: Claim, b: Claim) -> bool:
    """True when two figures name one model, perhaps one adding a size or a tuning word."""
    from claims.compare.names import same_model

    return same_model(a.conditions.model, b.conditions.model)


def _named_otherwise(claim: Claim) -> bool:
    """True for a parameter count other than the one its model's name gives."""
    found = size(claim.conditions.model)
    return found is not None and found[0] == "params" and _differ(float(found[1]), claim.value)
