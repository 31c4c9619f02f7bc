"""Which pairs a comparison looks at: admitted figures of one class, across sources by default.

Figures that may not be compared at all are listed once, with the reason,
rather than paired with every other figure. Pairs inside one document are left
out unless asked for (`within`): a buyer compares vendors, not a post with itself.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from itertools import islice

from claims.compare.admit import klass_name, per_operation, quantity, refusal
from claims.compare.cited import citation_of, citations, mark_copies
from claims.compare.cited_rows import row_citations
from claims.compare.codec import ambiguous
from claims.compare.crossed import refuse_crossed
from claims.compare.hidden import UNSURE, mark_ambiguous
from claims.compare.keys import comparability_key
from claims.compare.names import accelerator_key, fold, model_key
from claims.compare.normalise import normalise
from claims.compare.quality import is_quality, quality_group
from claims.compare.reproduced import REPEATED, by_label, repeated
from claims.compare.setups import setting_pairs_of
from claims.compare.specs import spec_group, unsure
from claims.compare.turned import faces
from claims.compare.verdict import Pair, Verdict, judge, judge_settings
from claims.model import Claim

# Up to this many admitted figures every pair is judged; past it, pairs within one index entry:
# at most PER_KEY pairs of one comparability key, ACROSS_KEYS pairs across the entry's keys.
ALL_PAIRS, PER_KEY, ACROSS_KEYS = 150, 200, 20
# Setup figures are paired as settings only across this many documents at most: a buyer
# setting a few systems side by side reads their settings; across an archive, two unrelated
# posts' "8 GPUs" say nothing, and each figure's settings stay shown with its results.
SETTING_DOCUMENTS = 8


@dataclass(frozen=True)
class Refused:
    """A figure that is compared with nothing, and why."""

    claim: Claim
    reason: str


@dataclass(frozen=True)
class Comparison:
    """The answer: comparable pairs, blocked pairs (most important first), refused figures,
    and figures one document cites from another."""

    comparable: tuple[Pair, ...]
    blocked: tuple[Pair, ...]
    refused: tuple[Refused, ...]
    documents: tuple[str, ...]
    within: bool = False
    totals: Mapping[str, int] = field(default_factory=dict)
    admitted: tuple[Claim, ...] = ()
    cited: tuple[Pair, ...] = ()


def document_key(claim: Claim) -> str:
    """What identifies a claim's document: its bytes' digest, else its url, title or claim id."""
    s = claim.source
    return s.sha256 or s.url or s.title or claim.id


def _richness(claim: Claim) -> int:
    """How many conditions a claim states: the better of two records of one figure."""
    return sum(v not in (None, (), False) for v in claim.conditions.model_dump().values())


def distinct(claims: Iterable[Claim]) -> list[Claim]:
    """One record per figure and document: a figure repeated in the title and the body is one.
    One value stated for two models ("bert-99" and "bert-99.9" rows reading alike) is two
    figures; so are "6 workers" and "six query variants" (counts of two things), and one
    value in two rows of two named workloads ("BenchmarkA_All", "BenchmarkB_Static"). A
    record naming no model repeats the one that names it (of its workload, if it names
    one); one naming no workload repeats the one of its model that names it."""
    best: dict[tuple[object, ...], Claim] = {}
    for claim in claims:
        key = (document_key(claim), claim.metric, claim.unit, claim.value, claim.per,
               claim.statistic, _noun(claim), claim.conditions.model, claim.conditions.workload)
        kept = best.get(key)
        if kept is None or _richness(claim) > _richness(kept):
            best[key] = claim
    modelled = {key[:-2] for key in best if key[-2] is not None}
    modelled_in = {(*key[:-2], key[-1]) for key in best if key[-2] is not None}
    worked = {key[:-1] for key in best if key[-1] is not None}

    def repeats(key: tuple[object, ...]) -> bool:
        base, model, work = key[:-2], key[-2], key[-1]
        if model is None:
            return base in modelled if work is None else (*base, work) in modelled_in
        return work is None and key[:-1] in worked

    return sorted((c for key, c in best.items() if not repeats(key)), key=_position)


def _noun(claim: Claim) -> str:
    """What a count counts, folded ("" for any other unit, or a count of nothing named)."""
    return (claim.count_noun or "").casefold() if claim.unit == "count" else ""


def _position(claim: Claim) -> tuple[str, int, int, str]:
    """Document, line, offset, id: the reading order."""
    span = claim.source.span.start if claim.source.span else 0
    return (document_key(claim), claim.source.line or 0, span, claim.id)


def _importance(p: Pair) -> tuple[int, int, int, str, str, str]:
    """Blocked pairs closest to comparable first: fewest blocking reasons, exact figures before
    round ones ("one million"), fewest differences, then a stable order."""
    rough = p.left.approximate + p.right.approximate + (p.left.value_text or "").isalpha() + \
        (p.right.value_text or "").replace(" ", "").isalpha()
    return (len(p.reasons), rough, len(p.differences), klass_name(p.left), p.left.id, p.right.id)


def _order(p: Pair) -> tuple[str, str, str, str, str]:
    """Comparable pairs by class and unit, then reading order."""
    return (klass_name(p.left), p.left_value.label(), _position(p.left)[0], p.left.id,
            p.right.id)


def _subject(claim: Claim) -> str | None:
    """The stated benchmark or model, folded: what two figures of different classes may share."""
    return fold(claim.conditions.workload) or fold(claim.conditions.model)


def _related(a: str | None, b: str | None) -> bool:
    """True when two subjects name one benchmark or model, one perhaps a variant of the other."""
    if not a or not b:
        return False
    short, long = sorted((a, b), key=len)
    return len(short) >= 4 and long.startswith(short)


def _bucket(claim: Claim) -> tuple[str, str, str]:
    """The index a large comparison judges within: quantity, canonical model, and the
    accelerator (else the hardware), memory size aside: "H100 SXM 80GB", "NVIDIA H100 80GB" and
    "H100" share an entry,
    where the verdict still shows how the two systems differ. A quality score's entry has its
    model's size and tuning in place of the model and no machine (`quality`)."""
    cls = quantity(claim)
    c = claim.conditions
    if is_quality(claim):  # scores of models of one size meet; no machine decides
        return (cls.value if cls is not None else claim.metric, quality_group(claim), "")
    spec = spec_group(claim)
    if spec is not None:  # any two models' specifications of one quantity meet
        return (cls.value if cls is not None else claim.metric, spec, "")
    if per_operation(claim):  # what one operation allocates is the code's, on any machine
        return (cls.value if cls is not None else claim.metric, model_key(c.model) or "", "")
    return (cls.value if cls is not None else claim.metric, model_key(c.model) or "",
            accelerator_key(c.accelerator or c.hardware) or "")


def pairs_of(claims: Sequence[Claim], *, within: bool) -> Iterable[tuple[Claim, Claim]]:
    """Pairs worth judging: admitted claims of one class, and of two classes that name the same
    benchmark or model (the buyer's temptation: QphDS against seconds on TPC-DS), across
    documents (and inside one, if `within`). Past the pairs `ALL_PAIRS` figures would give, the
    claims are indexed by
    (quantity, model, hardware): inside one entry, figures sharing a comparability key are
    paired (at most `PER_KEY` pairs a key) and a few across keys show what blocks; an archive is
    never judged pair by pair."""
    budget = ALL_PAIRS * (ALL_PAIRS - 1) // 2
    if _candidates(claims, within=within) <= budget:
        yield from _pairs(claims, within=within, any_class=True)
        return
    # Past the budget, a buyer's few documents are paired class by class: a class whose
    # figures fit the budget is still judged pair by pair, so one class's many figures (a
    # table's allocations per op) never hide another's pairs across machines. An archive's
    # classes all go to the index.
    by_class: dict[str, list[Claim]] = {}
    for claim in claims:
        by_class.setdefault(klass_name(claim), []).append(claim)
    few = len({document_key(c) for c in claims}) <= SETTING_DOCUMENTS
    rest: list[Claim] = []
    for name in sorted(by_class):
        members = by_class[name]
        if few and _candidates(members, within=within) <= budget:
            yield from _pairs(members, within=within, any_class=False)
        else:
            rest.extend(members)
    buckets: dict[tuple[str, str, str], dict[str, list[Claim]]] = {}
    for claim in rest:
        buckets.setdefault(_bucket(claim), {}).setdefault(comparability_key(claim), []).append(
            claim)
    for bucket in sorted(buckets):
        keyed = buckets[bucket]
        for key in sorted(keyed):
            yield from islice(_pairs(keyed[key], within=within, any_class=False), PER_KEY)
        firsts = [members[0] for _, members in sorted(keyed.items())]
        yield from islice(_pairs(firsts, within=within, any_class=False), ACROSS_KEYS)


def _candidates(claims: Sequence[Claim], *, within: bool) -> int:
    """How many pairs judging every pair would look at: across documents unless `within`.
    The budget is counted in pairs, not figures, because two long documents give fewer
    pairs across them than one archive of as many figures, and the index below never pairs
    two machines: past the budget, two vendors' tables on two machines would show nothing."""
    n = len(claims)
    if within:
        return n * (n - 1) // 2
    sizes: dict[str, int] = {}
    for claim in claims:
        sizes[document_key(claim)] = sizes.get(document_key(claim), 0) + 1
    return (n * n - sum(s * s for s in sizes.values())) // 2


def _pairs(claims: Sequence[Claim], *, within: bool,
           any_class: bool) -> Iterable[tuple[Claim, Claim]]:
    """The pairs of one list, across documents unless `within`."""
    for i, left in enumerate(claims):
        for right in claims[i + 1:]:
            if not within and document_key(left) == document_key(right):
                continue
            if klass_name(left) == klass_name(right) or faces(left, right) or \
                    faces(right, left) or (any_class and _related(_subject(left),
                                                                  _subject(right))):
                yield left, right


def compare_claims(claims: Iterable[Claim], *, within: bool = False) -> Comparison:
    """Compare a set of claims held in memory."""
    given = list(claims)
    docs = tuple(dict.fromkeys(document_key(c) for c in given))
    order = {key: i for i, key in enumerate(docs)}
    kept = sorted(distinct(given), key=lambda c: (order[document_key(c)], _position(c)))
    admitted = [c for c in kept if refusal(c) is None]
    refused = tuple(Refused(c, refusal(c) or "") for c in kept if refusal(c) is not None)
    found = citations(admitted)
    cited = tuple(sorted([*found, *row_citations(admitted, found)], key=_order))
    judged = mark_copies((judge(a, b) for a, b in pairs_of(admitted, within=within)), cited,
                         document_key)
    judged = mark_ambiguous(judged, ambiguous(admitted, document_key))
    # a row label its own document repeats at other values names no one job (`reproduced`)
    twice = repeated(admitted, document_key)
    judged = [q for p in judged for q in (
        mark_ambiguous([p], twice, reason="workload", condition="job", text=REPEATED)
        if by_label(p.left, p.right) else [p])]
    judged = mark_ambiguous(judged, unsure(admitted, document_key), reason="model",
                            condition="model specification", text=UNSURE)
    # a program against another where the other document measured this one too (`crossed`)
    judged = refuse_crossed(judged, document_key)
    comparable = tuple(sorted((p for p in judged if p.comparable), key=_order))
    blocked = tuple(sorted((p for p in judged if not p.comparable), key=_importance))
    # setup figures stay refused as results; two of one named setting are also shown side
    # by side as settings, after the results (`setups`)
    found = list(_settings(refused)) if len(docs) <= SETTING_DOCUMENTS else []
    settings = tuple(sorted((p for p in found if p.comparable), key=_order))
    cited += tuple(sorted((p for p in found if p.verdict is Verdict.cited), key=_order))
    return Comparison(comparable + settings, blocked, refused, docs, within,
                      {"claims": len(kept), "admitted": len(admitted),
                       "comparable": len(comparable) + len(settings),
                       "setting_pairs": len(settings), "blocked": len(blocked),
                       "refused": len(refused), "cited": len(cited)}, tuple(admitted), cited)


def _settings(refused: Sequence[Refused]) -> Iterable[Pair]:
    """Two documents' setup figures of one named setting, as settings (at most `PER_KEY`
    pairs a setting); one document's own settings are never paired, even `within`."""
    for name, left, right in setting_pairs_of([r.claim for r in refused], document_key,
                                              cap=PER_KEY):
        pair = judge_settings(left, right, name)
        if pair is None:
            continue
        # one document repeating the other's setting is one figure stated twice
        copy = citation_of(left, right)
        yield pair if copy is None else replace(pair, left=copy[0], right=copy[1],
                                                left_value=normalise(copy[0]),
                                                right_value=normalise(copy[1]),
                                                verdict=Verdict.cited, ratio=None)
