"""Features of a figure for its own decisions (kind, per, evidence, who measured): the
rules' choice of each, what the figure is (unit, statistic, metric, baseline, range) and
the words around it in its sentence."""

from __future__ import annotations

import math
import re

from claims.learn.columns import column_features, repeat_features
from claims.learn.features import Features, unit_class
from claims.learn.labels import FIGURE_DECISIONS, rule_label
from claims.learn.layout import Layout, Place
from claims.model import Claim
from claims.vocabulary.lazy import lazy

_WORD = lazy(r"[a-z][a-z0-9/_.-]*|\d+(?:\.\d+)?", re.I)
_WINDOW = 4
_CLAUSE = lazy(r"[,;:()]")
#: Words saying a size is what a run used, took or peaked at: a footprint.
_USED = frozenset({"use", "used", "uses", "using", "took", "takes", "taking", "consumed",
                   "consumes", "consuming", "occupied", "occupies", "usage", "footprint",
                   "peaked", "peaks",
                   # what a run put out is as much its own as what it held: "spilled 3 TB
                   # to disk", "wrote 40 GB of logs" (what it read may be its input's size)
                   "spilled", "spills", "spilling", "wrote", "writes", "written", "produced",
                   "produces", "generated", "generates", "emitted", "emits"})


def used_size(layout: Layout, place: Place, claim: Claim) -> bool:
    """Whether a figure is a size its sentence says a run used ("used 41 GB of memory at
    peak", "the build took 3 GB on disk"). The sets label such a footprint by different
    conventions (real3, real8 and real9 mostly a setting, the rules' tests, real and real5
    a result), so its kind is neither learned nor replaced: the rules' reading stands."""
    if claim.unit not in ("GB", "Gbit"):  # in bytes or in bits
        return False
    # the figure's own clause: a usage word before a comma belongs to another figure
    lead = layout.text[max(place.sentence[0], place.at - 80):place.at]
    return not _USED.isdisjoint(_words(_CLAUSE.split(lead)[-1]))


def _words(text: str) -> list[str]:
    """Lower-case words, digits collapsed to one shape so numbers do not each get a weight."""
    return ["#" if w[0].isdigit() else w.lower() for w in _WORD.findall(text)]


def figure_features(layout: Layout, place: Place, claim: Claim, stance: str = "unread",
                    home: str = "none", writer: tuple[str, ...] = ()) -> Features:
    """The features of one figure for the per-figure decisions (`stance`: the writer's tie
    to what the document measures, `claims.extract.facts.ownership.Ownership`'s value;
    `home`: where the page lives, `claims.extract.setting.page_home`; `writer`: what the
    page says of its writer, `claims.learn.who_measured.writer_facts`)."""
    # (the stance with the page's home: a harness repository's unread page is most often
    # someone timing others' products, a project's own docs its makers' runs)
    out: Features = {"bias": 1.0, f"stance={stance}": 1.0, f"stance_home={home}": 1.0,
                     f"stance_at={stance}/{home}": 1.0}
    # (who measured is the writer's: what the page says of its writer, alone and together,
    # is shared by every figure of the page, so it generalises across pages as words do not)
    for fact in writer:
        out[f"doc_{fact}"] = 1.0
    if writer:
        out[f"doc_all={'/'.join((stance, home, *writer))}"] = 1.0
    for decision in FIGURE_DECISIONS:
        out[f"rule_{decision}={rule_label(decision, claim)}"] = 1.0
    out[f"unit={claim.unit}"] = 1.0
    out[f"class={unit_class(claim.unit)}"] = 1.0
    out[f"statistic={claim.statistic.value if claim.statistic else 'none'}"] = 1.0
    out[f"metric={claim.metric}"] = 1.0
    if claim.baseline is not None:
        out["baseline"] = 1.0
    if claim.value_max is not None:
        out["range"] = 1.0
    if claim.count_noun:
        out[f"noun={claim.count_noun.lower()}"] = 1.0
    if claim.measured_by:
        out["measurer_named"] = 1.0
    # (a figure no float holds is refused later, with its place; it must not crash here)
    finite = math.isfinite(claim.value)
    magnitude = math.floor(math.log10(abs(claim.value))) if claim.value and finite else -9
    out[f"magnitude={max(-3, min(magnitude, 9))}"] = 1.0
    if finite and claim.value == int(claim.value) and 1900 < claim.value < 2100:
        out["year_like"] = 1.0
    block = place.block
    out[f"block={block.kind if block else 'none'}"] = 1.0
    text = layout.text
    lo, hi = place.sentence
    before = _words(text[max(lo, place.at - 80):place.at])[-_WINDOW:]
    after = _words(text[place.at:min(hi, place.at + 80)])[1:_WINDOW + 1]
    for w in before:
        out[f"b:{w}"] = 1.0
    for w in after:
        out[f"a:{w}"] = 1.0
    if before:
        out[f"prev:{before[-1]}"] = 1.0
    if after:
        out[f"next:{after[0]}"] = 1.0
    section = block.section if block is not None else None
    for w in _words(section or "")[:3]:
        out[f"sec:{w}"] = 1.0
    return out


def kind_features(layout: Layout, place: Place, claim: Claim, feats: Features) -> Features:
    """The features of a figure for its kind: its own (`feats`, from `figure_features`),
    its table column and how often the document repeats it. Only the kind reads the
    latter: the other figure decisions keep the features they were tuned on."""
    # (the writer's stance says who measured, not what a figure is)
    own = {k: v for k, v in feats.items() if not k.startswith(("stance", "doc_"))}
    return {**own, **column_features(layout, place), **repeat_features(layout, claim)}
