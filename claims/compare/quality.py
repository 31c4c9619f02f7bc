"""Quality scores of two models on one named benchmark: the models are what is compared.

An accuracy, a mAP or a pass rate is fixed by the model's weights, the benchmark (and its
split, shot count and input size, which the workload and the table's setting columns
carry) and not by the machine it ran on. Two different models scored on the same named
benchmark are therefore the buyer's comparison, as two codecs on one input are, and their
names are shown rather than blocking. What must still hold, each side stated:

- the model is named on both sides: a score is a model's result, and two scores whose
  models are unsaid may be of any two models (a small one against a large one), unless
  both name a machine, whose score a benchmark program's points are;
- the benchmark is named on both sides (two scores of unnamed tests are two unknowns);
- the two models are of one kind: an instruction- or chat-tuned model against a base one
  is a difference of training, not of architecture, and blocks;
- the two models are of one size, as their names give it (a parameter count, "8B" against
  "70B", or a size word or letter, "YOLOX-m" against "YOLOv8m", "Swin-T" against
  "ConvNeXt-T"): a small model's score against a large one's says little about either
  design. A size neither name gives, or given in two different ways, cannot be told
  equal, and blocks;
- where a score is written after a label of its own ("ROUGE1: 42.6, ROUGE2: 19.9", "F1 =
  0.91"), the two labels are one: several measures listed in one place are no one quantity,
  and a labelled score against an unlabelled one cannot be told the same;
- a number format stated on one side only is shown for two different models (each is
  scored as its publisher released it) but still blocks for one model, where the format
  is the only thing that could differ.
"""

from __future__ import annotations

from claims.compare.admit import klass
from claims.compare.model_size import size, tuned
from claims.compare.names import same_model
from claims.compare.scenario import workload
from claims.model import Claim
from claims.vocabulary.lazy import lazy
from claims.vocabulary.metrics import Klass


def is_quality(claim: Claim) -> bool:
    """True for a score of results on a benchmark (accuracy, mAP, pass rate)."""
    return klass(claim) is Klass.accuracy


def two_models(left: Claim, right: Claim) -> bool:
    """True when both quality scores name a model and the two are different models."""
    a, b = left.conditions.model, right.conditions.model
    return bool(is_quality(left) and is_quality(right) and a and b and not same_model(a, b))


def tuning_gap(left: Claim, right: Claim) -> tuple[str, str] | None:
    """("tuned", "base") in side order when one quality score is of a tuned model and the
    other of a base one, else None."""
    if not (is_quality(left) and is_quality(right)):
        return None
    a, b = left.conditions.model, right.conditions.model
    if not (a and b) or tuned(a) == tuned(b):
        return None
    return ("tuned: " + a, "base: " + b) if tuned(a) else ("base: " + a, "tuned: " + b)


def models_unnamed(left: Claim, right: Claim) -> bool:
    """True for two quality scores neither of which names its model (one side's unsaid
    model blocks by the model rule of `claims.compare.align`), unless both name the machine
    scored instead: a benchmark program's points ("Geekbench 6, 4,060 single-core") are
    the processor's."""
    if not (is_quality(left) and is_quality(right)) or left.conditions.model or \
            right.conditions.model:
        return False
    return not all(c.conditions.hardware or c.conditions.accelerator for c in (left, right))


def benchmark_unnamed(left: Claim, right: Claim) -> bool:
    """True when two different models' scores do not both name their benchmark."""
    return two_models(left, right) and not (workload(left) and workload(right))


def size_gap(left: Claim, right: Claim) -> tuple[str | None, str | None] | None:
    """The two sizes as text when two different models' scores are not of one stated size
    (either unsaid, said two ways, or different), else None."""
    if not two_models(left, right):
        return None
    a, b = size(left.conditions.model), size(right.conditions.model)
    if a is not None and b is not None and a[0] == b[0] and (
            a[1] == b[1] if a[0] == "tier" else abs(float(a[1]) / float(b[1]) - 1) <= 0.1):
        return None
    return _size_text(a), _size_text(b)


def _size_text(found: tuple[str, float | str] | None) -> str | None:
    """A size as a buyer reads it: "8B parameters", "size m"; None when unsaid."""
    if found is None:
        return None
    kind, value = found
    return f"{float(value) / 1e9:g}B parameters" if kind == "params" else f"size {value}"


def quality_group(claim: Claim) -> str:
    """What a store or a large comparison groups a quality score by in place of its model:
    the model's size and tuning, which two scored models must share ("tier:m|base",
    "params:7e+09|tuned"); "-" for a score whose model gives no size."""
    found = size(claim.conditions.model)
    if found is None:
        return "-"
    kind, value = found
    shown = f"{float(value):.2g}" if kind == "params" else value
    return f"{kind}:{shown}|{'tuned' if tuned(claim.conditions.model) else 'base'}"


# The label written right before a score, ended by a colon or an equals sign: "ROUGE1:",
# "F1 =", "mAP@0.5:"; what stands before it back to a list's separator is not read.
_LABEL = lazy(r"(?:^|[|,;(\n])\s*(?P<label>[A-Za-z][\w@.\- ]{0,30}?)\s*[:=]\s*$")


def measure_label(claim: Claim) -> str | None:
    """The label written before a quality score in its quote ("rouge1" of "ROUGE1: 42.6"),
    lower-cased, or None when the score is written without one."""
    quote, mention = claim.source.quote, claim.mentions[0] if claim.mentions else None
    if not quote or not claim.value_text:
        return None
    at = -1
    if mention is not None and mention.span is not None and claim.source.span is not None:
        at = mention.span.start - claim.source.span.start
        if quote[at:at + len(claim.value_text)] != claim.value_text:
            at = -1
    if at < 0:
        at = quote.find(claim.value_text)
    if at < 0:
        return None
    found = _LABEL.search(quote[max(0, at - 40):at])
    return " ".join(found.group("label").lower().split()) if found else None


# A label naming how long or how many, not how good: "GEN_LEN", "tokens", "sample count".
_NOT_A_SCORE = lazy(r"(?:^|[\s_-])(?:len|length|count|tokens|samples|size|time)s?$")


def label_gap(left: Claim, right: Claim) -> tuple[str, str] | None:
    """The two labels, in side order, of two quality scores labelled differently (or one
    labelled and one not) or labelled as a length or count rather than a score, else None."""
    if not (is_quality(left) and is_quality(right)):
        return None
    a, b = measure_label(left), measure_label(right)
    if a == b and not (a and _NOT_A_SCORE.search(a)):
        return None
    return (a or "not labelled", b or "not labelled")
