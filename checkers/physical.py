"""Rules about figures beyond what the named hardware can do."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from checkers.facts import is_user_speed, per_run, short, significant_digits
from checkers.rule import Hit, rule
from claims.extract.facts.names import active_parameters, multi_token
from claims.extract.facts.wording import wording
from claims.model import Claim, Document, Kind, Per, Severity
from claims.vocabulary import hardware_limits as hw

#: Denominators that make a figure one device's (or one port's, one drive's).
_ONE_DEVICE = frozenset({Per.gpu, Per.chip, Per.port, Per.drive})
#: Bytes a weight takes at a stated precision.
_BYTES = {"fp64": 8.0, "fp32": 4.0, "tf32": 4.0, "bf16": 2.0, "fp16": 2.0, "fp8": 1.0,
          "int8": 1.0, "mxfp8": 1.0, "fp6": 0.75, "mxfp6": 0.75, "fp4": 0.5, "int4": 0.5,
          "mxfp4": 0.5, "nvfp4": 0.5}
#: Precisions whose peak a table row lists under another name.
_PEAK_ROW = {"mxfp8": "fp8", "mxfp6": "fp6", "mxfp4": "fp4", "nvfp4": "fp4", "int4": "fp4"}


@dataclass(frozen=True)
class _Said:
    """What the document says anywhere: the text of its title, entities and quotes."""

    text: str
    counts_hardware: bool
    links: tuple[hw.Link, ...]
    #: Each link's name -> the hardware the claims naming it state ("" for none stated).
    link_hardware: dict[str, frozenset[str]]


@per_run
def _said(claims: Iterable[Claim]) -> _Said:
    """The document's quoted sentences, whether it counts several pieces of hardware, and
    the links it names (read-only: shared by the run)."""
    claims = tuple(claims)
    quotes = {c.source.quote for c in claims} | {m.text for c in claims for m in c.mentions}
    text = "\n".join(sorted(quotes))
    counts = any(c.kind is Kind.config and c.unit == "count" and c.value > 1
                 and wording(c.count_noun or c.unit_text or "").hardware_noun for c in claims)
    owners: dict[str, set[str]] = {}
    for claim in claims:
        # (each text read alone: a sentence of many figures is one cached read, not one per
        # figure of its quote joined to that figure's own mentions)
        for said in (claim.source.quote or "", *(m.text for m in claim.mentions)):
            for link in hw.links_named(said):
                owners.setdefault(link.name, set()).add(_hardware(claim))
    return _Said(text=text, counts_hardware=counts, links=hw.distinct(hw.links_named(text)),
                 link_hardware={name: frozenset(found) for name, found in owners.items()})


def _hardware(claim: Claim) -> str:
    """The hardware a record states, lower-cased ("" when it states none)."""
    return (claim.conditions.hardware or "").strip().lower()


def _same_hardware(one: str, two: str) -> bool:
    """True when two stated hardware names may be one device ("x100" within "micron x100")."""
    return one in two or two in one


def _about_other_hardware(claim: Claim, link: hw.Link, said: _Said) -> bool:
    """True when every figure whose sentence names the link states hardware other than this
    figure's: the document's one link belongs to another product it describes (a SATA drive
    announced beside the NVMe drive whose rate is read), not to this figure's device."""
    own = _hardware(claim)
    owners = said.link_hardware.get(link.name, frozenset())
    if not own or not owners or "" in owners:
        return False
    return not any(_same_hardware(own, other) for other in owners)


def _devices(claim: Claim, said: _Said) -> int | None:
    """How many devices a figure is of, when the record or the text settles it: one for a
    per-device figure, the stated count, else one only when nothing counts hardware."""
    cond = claim.conditions
    if claim.per in _ONE_DEVICE:
        return 1
    if cond.accelerator_count:
        return cond.accelerator_count
    if (cond.node_count or 0) > 1 or said.counts_hardware or \
            wording(claim.source.quote).aggregate:
        return None
    return 1


def _members(claim: Claim) -> tuple[hw.Accelerator, ...]:
    """The table entries the figure's hardware may be: one family, named by the record."""
    cond = claim.conditions
    named = " ".join(x for x in (cond.accelerator, cond.hardware) if x)
    families = hw.families_named(named)
    if len(families) != 1:
        return ()
    return hw.members(families.pop(), f"{named} {claim.source.quote}")


def _precisions(claim: Claim) -> list[str]:
    """The precisions the record states, in table form ("FP8, BF16" -> fp8, bf16)."""
    text = (claim.conditions.precision or "").lower()
    return [p for p in text.replace(",", " ").replace("/", " ").replace("+", " ").split()
            if p in _BYTES]


def _rounds_to(value: float, limit: float) -> bool:
    """True when the limit, rounded as the figure is written, is the figure or more: "32
    petaflops" for eight GPUs of 3,958 TFLOPS each (31.7) is the limit rounded up."""
    digits = significant_digits(value)
    return float(f"{limit:.{digits - 1}e}") >= value


def _show(value: float) -> str:
    """A limit for a message: thousands separated, at most three decimals."""
    text = f"{value:,.3f}" if value < 10 else f"{value:,.1f}"
    return text.rstrip("0").rstrip(".")


def _flops_hit(claim: Claim, said: _Said) -> Hit | None:
    """A compute rate above the named device's peak at the stated precision (any precision
    when none is stated), dense or sparse as the sentence says (the sparse peak when it
    says neither)."""
    if claim.unit != "FLOP/s" or claim.kind is Kind.config:
        return None
    devices, found = _devices(claim, said), _members(claim)
    if devices is None or not found:
        return None
    kinds = ("dense",) if wording(claim.source.quote).dense_only else ("sparse", "dense")
    wanted = [_PEAK_ROW.get(p, p) for p in _precisions(claim)]
    best: tuple[float, hw.Accelerator, str, str] | None = None
    for acc in found:
        for name, peak in acc.tflops.items():
            if wanted and name not in wanted:
                continue
            for kind in kinds:
                value = getattr(peak, kind)
                if value is not None and (best is None or value > best[0]):
                    best = (value, acc, name, kind)
                    break
    if best is None:
        return None
    tflops, acc, name, kind = best
    limit = tflops * 1e12 * devices
    if claim.value <= limit or _rounds_to(claim.value, limit):  # "32 PFLOPS" for 31.7 rounds up
        return None
    scope = f"{name.upper()}" if wanted else f"its highest precision, {name.upper()}"
    return Hit(f"{short(claim)} is above the peak of {devices} {acc.name}: {devices} x "
               f"{_show(tflops)} TFLOPS ({scope}, {kind}) = {_show(limit / 1e12)} TFLOPS "
               f"[{acc.source.cite()}]", (claim,))


def _bandwidth_hit(claim: Claim, said: _Said) -> Hit | None:
    """A memory bandwidth above the named device's HBM (or GDDR) bandwidth."""
    if claim.unit != "GB/s" or claim.kind is Kind.config or not wording(
            claim.source.quote).memory:
        return None
    devices, found = _devices(claim, said), _members(claim)
    if devices is None or not found:
        return None
    acc = max(found, key=lambda a: a.bandwidth_tb_s)
    limit = acc.bandwidth_tb_s * 1000 * devices
    if claim.value <= limit or _rounds_to(claim.value, limit):
        return None
    return Hit(f"{short(claim)} is above the memory bandwidth of {devices} {acc.name}: "
               f"{devices} x {_show(acc.bandwidth_tb_s)} TB/s = {_show(limit / 1000)} TB/s "
               f"[{acc.source.cite()}]", (claim,))


def _link_of(claim: Claim, said: _Said) -> hw.Link | None:
    """The one link a rate travels over: the one its sentence names, else the document's
    only one when the sentence names no bus, memory or network of its own."""
    own = hw.distinct(hw.links_named(claim.source.quote))
    if len(own) == 1:
        return own[0]
    if own or claim.conditions.accelerator or wording(claim.source.quote).bus:
        return None
    if len(said.links) != 1 or _about_other_hardware(claim, said.links[0], said):
        return None
    return said.links[0]


def _link_hit(claim: Claim, said: _Said) -> Hit | None:
    """A storage or network rate above the line rate of the one link it travels over."""
    if claim.unit not in ("GB/s", "Gbit/s") or claim.kind is Kind.config or claim.per not in (
            None, *_ONE_DEVICE) or wording(claim.source.quote).memory:
        return None
    if _devices(claim, said) != 1 or claim.conditions.accelerator_count not in (None, 1):
        return None
    link = _link_of(claim, said)
    if link is None:
        return None
    gbit = claim.value * 8 if claim.unit == "GB/s" else claim.value
    # A rate counted both ways is held to twice a one-way line rate.
    both = wording(claim.source.quote).both_ways and not link.bidirectional
    limit = link.gbit_s * (2 if both else 1)
    if gbit <= limit or _rounds_to(gbit, limit):
        return None
    way = "both directions together" if link.bidirectional else "per direction"
    rate = link.arithmetic or f"{_show(link.gbit_s)} Gbit/s ({_show(link.gbit_s / 8)} GB/s) {way}"
    if both:
        rate = f"{rate}, x 2 directions = {_show(limit)} Gbit/s"
    shown = f" ({_show(gbit)} Gbit/s)" if claim.unit == "GB/s" else ""
    return Hit(f"{short(claim)}{shown} is above the line rate of {link.name}: {rate} "
               f"[{link.source.cite()}]", (claim,))


def _active_parameters(claim: Claim, said: _Said) -> float | None:
    """The model's active parameters in billions, as its sentence or (once, unambiguously)
    the document states them ("37B active", "a dense 8B model", "Qwen3-30B-A3B")."""
    for text in (f"{claim.source.quote} {claim.conditions.model or ''}", said.text):
        found = set(active_parameters(text))
        if len(found) == 1:
            return found.pop()
        if found:
            return None
    return None


def _decode_hit(claim: Claim, said: _Said, title: str) -> Hit | None:
    """A per-user decode speed above memory bandwidth / bytes of weights read per token."""
    single = claim.conditions.concurrency == 1
    if claim.unit != "tokens/s" or not (is_user_speed(claim) or single):
        return None
    if multi_token((said.text, title)):
        return None
    sizes = [_BYTES[p] for p in _precisions(claim)]
    active = _active_parameters(claim, said)
    devices, found = _devices(claim, said), _members(claim)
    if not sizes or active is None or devices is None or not found:
        return None
    acc = max(found, key=lambda a: a.bandwidth_tb_s)
    per_token_gb = active * min(sizes)
    bound = devices * acc.bandwidth_tb_s * 1000 / per_token_gb
    if claim.value <= bound or _rounds_to(claim.value, bound):
        return None
    return Hit(f"{short(claim)} is above what {devices} {acc.name} can read: {devices} x "
               f"{_show(acc.bandwidth_tb_s)} TB/s / ({_show(active)}B active parameters x "
               f"{min(sizes):g} bytes = {_show(per_token_gb)} GB per token) = "
               f"{_show(bound)} tokens/s per user, before any KV cache is read "
               f"[{acc.source.cite()}]", (claim,))


@rule("CLM116", "physically-implausible", Severity.error, family="physical")
def physically_implausible(document: Document, claims: Sequence[Claim]) -> Iterator[Hit]:
    """A figure is beyond what the hardware it names can do.

    ## What it does
    Checks figures against a table of published hardware limits
    (`claims/data/hardware_limits.yaml`, every value with its public source):
    a compute rate (TFLOPS) above the named accelerator's peak at the stated
    precision (dense or sparse as the sentence says; the sparse peak when it
    says neither; the highest precision's when none is stated); a memory
    bandwidth above the device's HBM bandwidth; a storage or network rate above
    the line rate of the link its sentence names (PCIe generation and width,
    Ethernet, InfiniBand, SATA, SAS, NVLink); and a per-user (or single-user)
    decode speed above memory bandwidth / (active parameters x bytes per
    weight), when the active parameters and the precision are stated. The
    finding shows the arithmetic and cites the limit's source.

    It needs no guessing, so it stays silent when it cannot settle a fact:
    hardware missing from the table; a device family named without its variant
    is held to the family's most generous member; a figure that may be a sum
    over several devices (the document counts GPUs, drives, ports or servers,
    or the sentence says "across", "total", "cluster"...) is only checked when
    the record states the device count; a PCIe link of unstated width is held
    to x16; a rate is checked against a link named elsewhere in the document
    only when the document names one link and the rate's own sentence names no
    bus or memory; the decode bound is skipped where the document mentions
    speculative or multi-token decoding, which legitimately beats it.

    ## Why it matters
    A figure beyond the hardware's limit is a typo, a unit slip (GB for Gb), a
    total presented as one device's, or a measurement that did not measure
    what it says. Whichever it is, it must not be repeated as measured.

    ## Example
    "On one H100 SXM, the kernel sustained 2,400 TFLOPS in FP16."

    ## Use instead
    Check the figure against the data sheet before publishing: "On one H100
    SXM, the kernel sustained 740 TFLOPS in FP16, 75% of the dense peak."
    """
    said = _said(claims)
    title = document.title or ""
    for claim in claims:
        for found in (_flops_hit(claim, said), _bandwidth_hit(claim, said),
                      _link_hit(claim, said), _decode_hit(claim, said, title)):
            if found is not None:
                yield found
                break


RULES = (physically_implausible,)
