"""Rules about what a performance announcement leaves out: cost and quality."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from checkers.facts import headlines, is_cost, is_quality, performance
from checkers.messages import plural
from checkers.rule import Hit, rule
from claims.extract.facts.beside import model_marked, priced_around, word_of
from claims.extract.facts.wording import wording
from claims.model import Claim, Document, Kind, Severity

#: Number formats that keep every bit of a full-width float: a figure computed in one of
#: them (HPL in FP64) trades no accuracy for speed, so its precision owes no quality figure.
_FULL_PRECISION = frozenset({"fp64", "float64", "double", "f64", "fp32", "float32", "f32"})


def _reduced_precision(precision: str | None) -> bool:
    """True when a stated number format includes one narrower than a full-width float."""
    if not precision:
        return False
    formats = {p.strip().casefold() for p in precision.split(",")}
    return not formats <= _FULL_PRECISION


def _names_tokens(claim: Claim) -> bool:
    """True when the figure counts tokens in the words it is written with: "TPS" is tokens
    per second to the unit table but transactions per second to a database page, so the
    written unit decides when there is one."""
    written = (claim.unit_text or claim.unit).casefold()
    return "tok" in written


def _machine_names(claims: Sequence[Claim]) -> tuple[str, ...]:
    """The hardware the records name, folded: a "model" that is one of them, or a word of
    one ("Gemini" of a "Xigmatek Gemini" PC case), is a machine's model, not an ML model."""
    return tuple({c.conditions.hardware.casefold() for c in claims if c.conditions.hardware})


def _names_a_model(model: str | None, machines: tuple[str, ...]) -> bool:
    """True when a record's model condition names a trained model: the model vocabulary
    knows it or it carries a parameter size, and it is no machine of the document (a
    "Model" column of a hardware table lists devices: "Raspberrypi 5b", "AWS r7g.2xlarge")."""
    if not model:
        return False
    folded = model.casefold()
    if any(folded == m or word_of(folded, m) for m in machines):
        return False
    return model_marked(model)


def _lossy(claim: Claim, machines: tuple[str, ...] = ()) -> bool:
    """A figure whose setup can trade quality for speed: a model, a reduced precision,
    tokens, or an approximate search (its sentence or section says so)."""
    cond = claim.conditions
    return bool(_names_a_model(cond.model, machines) or _reduced_precision(cond.precision)
                or _names_tokens(claim)
                or wording(claim.source.quote).approximate_search
                or wording(claim.source.section or "").approximate_search)


#: Units of speed, size and money: a figure in one of them is no quality figure, whatever
#: its sentence says besides.
_NOT_QUALITY_UNITS = frozenset({"s", "W", "GB", "J/token"})


def _not_quality_unit(unit: str) -> bool:
    """True for a rate, a duration, a power, a size, an energy per token or money."""
    return unit.endswith("/s") or unit.startswith("USD") or unit in _NOT_QUALITY_UNITS


def states_quality(claim: Claim) -> bool:
    """A quality figure by the record, or a score, ratio or share whose sentence says it
    measures accuracy, error, loss or a quality benchmark ("2.6x lower numerical error",
    "0.50 on MMLU", "loss curves match to within 0.5%")."""
    if is_quality(claim):
        return True
    return (claim.kind is not Kind.config and not _not_quality_unit(claim.unit)
            and wording(claim.source.quote).quality)


def _priced(claim: Claim) -> bool:
    """True when the figure is a price written without its currency: a word of pricing just
    before it and a rate's period or unit just after ("priced at 0.43 per hour")."""
    quote = claim.source.quote
    at = quote.find(claim.value_text or "")
    if at <= 0 or not claim.value_text:
        return False
    end = at + len(claim.value_text)
    return priced_around(quote[max(0, at - 40):at], quote[end:end + 30])


def _cited(claims: Sequence[Claim]) -> tuple[Claim, ...]:
    """The figures a document-level finding points at: its headlines, else all its speed figures."""
    return headlines(claims) or performance(claims)


@rule("CLM101", "missing-cost", Severity.warning, family="cost_quality")
def missing_cost(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """Performance figures are reported without any cost figure.

    ## What it does
    Flags a document with speed figures (headline, relative or before/after
    claims) and no cost figure at all: no price, no USD per million tokens, no
    USD per hour, no total cost of ownership; a price written without its
    currency ("priced at 0.43 per hour") counts. A document whose record says it
    reports cost (`document.reports_cost: true`) is not flagged. Software
    releases measured before and after on the same hardware (a database, a
    kernel, a serving engine) are flagged too; the message names the cost data
    that would help there as well: hardware-hours or energy per unit of work.

    ## Why it matters
    Speed alone does not tell a buyer whether a system is worth it: a result
    bought with twice the hardware, power or licence cost may be the worse
    deal. Without a cost figure the reader cannot compare on what they pay for.
    A software release is paid for in the hardware it runs on: its gain is
    worth what it saves in machine-hours, and a faster release can also use
    more cores, memory or power to get there.

    ## Example
    "The new rack serves 1.7 million tokens per second per GPU." and nothing
    about what a GPU-hour or a million tokens costs.

    ## Use instead
    Publish a cost figure for the same setup, or the hourly price of the system
    measured; for a software release, the hardware-hours (or energy) per
    million operations before and after: "The new rack serves 1.7 million
    tokens per second per GPU, at USD 0.42 per million output tokens on
    list-price instances."
    """
    perf = performance(claims)
    if not perf or document.reports_cost or any(is_cost(c) or _priced(c) for c in claims):
        return
    yield Hit(f"{plural(len(perf), 'performance figure')} and no cost figure (price, USD/Mtok, "
              "USD/h or TCO) anywhere in the document; the price of the system measured, or "
              "for a software change on the same hardware the hardware-hours or energy per "
              "unit of work before and after, would show what the gain is worth",
              tuple(_cited(claims)))


@rule("CLM102", "missing-quality", Severity.warning, family="cost_quality")
def missing_quality(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """Performance figures are reported without a quality figure for the same setup.

    ## What it does
    Flags a document with speed figures and no quality or accuracy figure
    (accuracy, recall, pass rate, task success...), unless its record says it
    reports quality (`document.reports_quality: true`, which the extraction
    sets when it finds a quality figure). A score, ratio or
    share whose sentence says it measures accuracy, error, loss or a quality
    benchmark counts as one ("2.6x lower numerical error than baseline FP8",
    "0.50 on MMLU"). It applies where
    speed can be traded for quality, that is where some figure is about a
    model (one the model vocabulary knows or with a parameter size, "7B"; a
    machine's model, "AWS r7g.2xlarge" under a "Model" column or the
    "Gemini" of a "Xigmatek Gemini" PC, is none), a reduced number format
    (not FP64 or FP32, which keep full
    width), tokens (as written: "TPS" on a database page counts
    transactions), or an approximate search (an ANN or vector index, whose
    quality is its recall); the exact results of a database or a kernel,
    and a double-precision solver such as HPL, are not flagged. When quality
    figures exist but all of them are for a different model than every speed
    figure (MMLU for the 70B and 180B models, speed-ups for the 7B ones), that
    is flagged too.

    ## Why it matters
    Throughput can be bought with quality: lower precision, smaller models,
    pruned search or skipped work all make a system faster and worse. A speed
    figure with no quality figure for the same setup cannot tell a reader
    whether the answers are still good.

    ## Example
    "Serving at FP4 reaches 2.5x the throughput of FP8." with no accuracy
    figure for the FP4 run.

    ## Use instead
    Report a quality figure measured on the same configuration: "Serving at
    FP4 reaches 2.5x the throughput of FP8. FP4 scores 88.1 on the benchmark's
    accuracy suite, against 88.4 at FP8."
    """
    perf = performance(claims)
    if not perf:
        return
    quality = [c for c in claims if states_quality(c)]
    # A record that says the document reports quality answers "is there any?"; which
    # model the quality figures are for is still the records' to tell.
    machines = _machine_names(claims)
    if not quality and (document.reports_quality
                        or not any(_lossy(c, machines) for c in claims)):
        return
    if not quality:
        yield Hit(f"{plural(len(perf), 'performance figure')} and no quality or accuracy "
                  "figure for the same setup", tuple(_cited(claims)))
        return
    speed_models = {c.conditions.model for c in perf if c.conditions.model}
    quality_models = {c.conditions.model for c in quality if c.conditions.model}
    if speed_models and quality_models and not speed_models & quality_models:
        yield Hit(f"quality figures are for {', '.join(sorted(quality_models))}, but the speed "
                  f"figures are for {', '.join(sorted(speed_models))}",
                  tuple([*_cited(claims), *quality]))


RULES = (missing_cost, missing_quality)
