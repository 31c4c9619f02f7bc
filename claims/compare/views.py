"""The comparison for people: plain text that fits a screen, and Markdown.

Comparable pairs come first, with the ratio and which side is better; then the
blocked pairs most worth a look, grouped by their first blocking reason; then
the figures compared with nothing, counted by why. Every figure is shown with
its document (numbered, titled once at the top), line and quote.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from claims.compare.admit import klass_name
from claims.compare.align import NOT_STATED
from claims.compare.conditions import SAME, table
from claims.compare.normalise import number
from claims.compare.select import Comparison, Refused, document_key
from claims.compare.verdict import Pair, Verdict
from claims.model import Claim

QUOTE_WIDTH = 88
# What each blocking reason means, as the heading of its group.
REASON_TEXT = {
    "metric": "different quantities", "model": "different models (or one not stated)",
    "hardware": "different scale of hardware", "workload":
    "different benchmark, scenario or workload (or one not stated)",
    "precision": "different precision", "software": "different software",
    "statistic": "different statistic", "per": "different denominator",
    "concurrency": "different concurrency", "evidence": "measured against modelled",
    "cached_tokens": "cached tokens counted on one side only",
}


def excerpt(claim: Claim, width: int = QUOTE_WIDTH) -> str:
    """The quote around the figure, on one line, cut to `width` characters."""
    quote = " ".join(claim.source.quote.split())
    if len(quote) <= width:
        return quote
    at = quote.find(claim.value_text or "\0")
    start = max(0, min(at - width // 3, len(quote) - width)) if at >= 0 else 0
    cut = quote[start:start + width - 2]
    return ("…" if start else "") + cut + ("…" if start + width - 2 < len(quote) else "")


class Labels:
    """Short document labels, [1], [2]..., in order of first appearance."""

    def __init__(self, comparison: Comparison, claims: Iterable[Claim]) -> None:
        self.index = {key: i + 1 for i, key in enumerate(comparison.documents)}
        self.titles: dict[int, str] = {}
        for claim in claims:
            n = self.index.setdefault(document_key(claim), len(self.index) + 1)
            who = claim.source.publisher
            title = claim.source.title or claim.source.url or claim.id
            self.titles.setdefault(n, f"{title} ({who})" if who else title)

    @staticmethod
    def of_index(n: int) -> str:
        """`[n]`."""
        return f"[{n}]"

    def of(self, claim: Claim) -> str:
        """`[1]`."""
        return f"[{self.index.get(document_key(claim), 0)}]"

    def where(self, claim: Claim) -> str:
        """`[1] line 31: "quote"`."""
        line = f" line {claim.source.line}" if claim.source.line else ""
        return f'{self.of(claim)}{line}: "{excerpt(claim)}"'


def _claims(comparison: Comparison) -> list[Claim]:
    """Every claim the comparison shows, in a stable order."""
    out = [c for p in (*comparison.comparable, *comparison.blocked, *comparison.cited)
           for c in (p.left, p.right)]
    return out + [r.claim for r in comparison.refused]


def figure(value: float, label: str) -> str:
    """`15,200 tokens/s per accelerator`."""
    return f"{number(value)} {label}".rstrip()


def headline(p: Pair, labels: Labels) -> str:
    """`throughput: [1] 15,200 tokens/s vs [2] 12,535 tokens/s = 1.21x, [1] better`."""
    left = f"{labels.of(p.left)} {figure(p.left_value.value, p.left_value.label())}"
    right = f"{labels.of(p.right)} {figure(p.right_value.value, p.right_value.label())}"
    if p.setting is not None:  # two setup figures: settings side by side, no side better
        a, b = (figure(v.value, "" if v.unit == "count" else v.label())
                for v in (p.left_value, p.right_value))
        ratio = f" = {p.ratio:.3g}x" if p.ratio is not None else ""
        return (f"setting ({p.setting}): {labels.of(p.left)} {a} vs {labels.of(p.right)} {b}"
                f"{ratio} ({p.reason})")
    text = f"{klass_name(p.left)}: {left} vs {right}"
    if p.ratio is not None:
        side = {"left": f", {labels.of(p.left)} better", "right": f", {labels.of(p.right)} better",
                "equal": ", equal"}.get(p.better or "", "")
        text += f" = {p.ratio:.3g}x{side}"
    return text


def _pair_lines(p: Pair, labels: Labels, indent: str) -> list[str]:
    """A pair as a few lines: headline, blocking differences, both quotes, derivations."""
    out = [indent + headline(p, labels)]
    if not p.comparable:
        out.append(indent + "  why not: " + "; ".join(d.describe() for d in p.differences
                                                       if d.blocking))
    for claim, value in ((p.left, p.left_value), (p.right, p.right_value)):
        out.append(f"{indent}  {labels.where(claim)}")
        if value.derivation:
            out.append(f"{indent}    = {value.derivation}")
    out.append(f"{indent}  conditions: {condition_line(p)}")
    return out


def condition_line(p: Pair) -> str:
    """Each stated condition once: `model same (DeepSeek-R1); precision FP4 | not stated`."""
    parts = []
    for c in table(p.left, p.right):
        if c.left is None and c.right is None:
            continue
        if c.status == SAME:
            parts.append(f"{c.condition} same ({c.left})")
        else:
            parts.append(f"{c.condition} {c.status}: {c.left or NOT_STATED} | "
                         f"{c.right or NOT_STATED}")
    return "; ".join(parts)


def _cited_lines(comparison: Comparison, labels: Labels) -> list[str]:
    """Figures a later document cites from an earlier one: shown once, as a citation."""
    if not comparison.cited:
        return []
    out = ["", f"Cited, not compared ({len(comparison.cited):,} figures stated twice)"]
    for p in comparison.cited:
        # one figure printed at two precisions: show how the copy printed it
        printed = (f" (printed {p.right.value_text})" if p.right.value != p.left.value
                   and p.right.value_text else "")
        out.append(f"  {klass_name(p.left)}: {labels.of(p.right)} repeats {labels.of(p.left)}'s "
                   f"{figure(p.left_value.value, p.left_value.label())}{printed}")
        out += [f"    {labels.where(p.left)}", f"    {labels.where(p.right)}"]
    return out


def _cost_lines(comparison: Comparison, labels: Labels) -> list[str]:
    """Costs per unit of work the documents allow, with their arithmetic."""
    from claims.compare.cost import unit_costs

    costs = unit_costs((*comparison.admitted, *(r.claim for r in comparison.refused)))
    if not costs:
        return []
    out = ["", "Cost per unit of work (derived)"]
    for u in costs:
        out.append(f"  {labels.of(u.price)} {number(u.value)} {u.unit}")
        out += [f"    = {step}" for step in u.derivation]
        out += [f"    assumes {a}" for a in u.assumptions]
    return out


def by_reason(pairs: Sequence[Pair]) -> dict[str, list[Pair]]:
    """Blocked pairs grouped by their first blocking reason, largest group first; "different
    quantities" last, since it tells a buyer least."""
    groups: dict[str, list[Pair]] = {}
    for p in pairs:
        groups.setdefault(p.reasons[0] if p.reasons else "metric", []).append(p)
    return dict(sorted(groups.items(), key=lambda kv: (kv[0] == "metric", -len(kv[1]), kv[0])))


def refused_by_reason(refused: Sequence[Refused]) -> dict[str, list[Refused]]:
    """Figures compared with nothing, grouped by why."""
    groups: dict[str, list[Refused]] = {}
    for r in refused:
        groups.setdefault(r.reason, []).append(r)
    return dict(sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])))


def summary(comparison: Comparison) -> str:
    """One line of counts."""
    t = comparison.totals
    scope = "across and inside documents" if comparison.within else "across documents"
    cited = f"; {t['cited']:,} figures cited twice" if t.get("cited") else ""
    return (f"{t.get('claims', 0):,} figures, {t.get('admitted', 0):,} comparable in kind; "
            f"{t.get('comparable', 0):,} comparable pairs and {t.get('blocked', 0):,} blocked "
            f"pairs {scope}; {t.get('refused', 0):,} figures compared with nothing{cited}")


def render_text(comparison: Comparison, *, max_pairs: int = 3, max_comparable: int = 10) -> str:
    """The comparison as plain text: comparable first, then blocked pairs by reason."""
    labels = Labels(comparison, _claims(comparison))
    out = [f"{labels.of_index(n)} {t}" for n, t in sorted(labels.titles.items())]
    out += [summary(comparison), ""]
    shown = comparison.comparable[:max_comparable]
    out.append(f"Comparable ({len(comparison.comparable):,} pairs)" if shown
               else "Comparable: none")
    for p in shown:
        out += _pair_lines(p, labels, "  ")
    if len(comparison.comparable) > len(shown):
        out.append(f"  ... {len(comparison.comparable) - len(shown):,} more (--max-pairs)")
    groups = list(by_reason(comparison.blocked).items())
    if groups:
        out += ["", "Not comparable, by reason"]
    for reason, pairs in groups[:4]:
        out.append(f"  {reason}: {REASON_TEXT.get(reason, reason)} ({len(pairs):,} pairs)")
        # Two different quantities tell a buyer least: one example shows what they are.
        for p in pairs[:1 if reason == "metric" else max_pairs]:
            out += _pair_lines(p, labels, "    ")
    if len(groups) > 4:
        out.append("  ... and " + ", ".join(f"{r} ({len(ps)})" for r, ps in groups[4:]))
    out += _cited_lines(comparison, labels) + _cost_lines(comparison, labels)
    refused = refused_by_reason(comparison.refused)
    if refused:
        out += ["", "Compared with nothing"]
    for reason, items in refused.items():
        where = ", ".join(f"{labels.of(r.claim)} L{r.claim.source.line or '?'}"
                          for r in items[:4])
        more = f", +{len(items) - 4}" if len(items) > 4 else ""
        out.append(f"  {reason}: {len(items)} ({where}{more})")
    return "\n".join(out) + "\n"


def _md(text: str) -> str:
    """Table-safe Markdown cell text."""
    return text.replace("|", "\\|").replace("\n", " ")


def render_markdown(comparison: Comparison, *, max_pairs: int = 20) -> str:
    """The comparison as Markdown: documents, comparable pairs, blocked pairs by reason."""
    labels = Labels(comparison, _claims(comparison))
    out = ["# Comparison", ""]
    out += [f"- {labels.of_index(n)} {_md(t)}" for n, t in sorted(labels.titles.items())]
    out += ["", summary(comparison) + ".", "", "## Comparable", ""]
    rows = ["| pair | verdict | left | right | derivation |", "|---|---|---|---|---|"]
    for p in comparison.comparable:
        kind = "comparable" if p.verdict is Verdict.comparable else "after normalisation"
        kind = f"{kind}, as settings" if p.setting is not None else kind
        derivation = "; ".join(v.derivation for v in (p.left_value, p.right_value)
                               if v.derivation) or "-"
        rows.append(f"| {_md(headline(p, labels))} | {kind} | {_md(labels.where(p.left))} "
                    f"| {_md(labels.where(p.right))} | {_md(derivation)} |")
    out += rows if comparison.comparable else ["None."]
    for reason, pairs in by_reason(comparison.blocked).items():
        out += ["", f"## Not comparable: {reason} ({len(pairs):,} pairs)", "",
                "| pair | why not | left | right |", "|---|---|---|---|"]
        for p in pairs[:max_pairs]:
            why = "; ".join(d.describe() for d in p.differences if d.blocking)
            out.append(f"| {_md(headline(p, labels))} | {_md(why)} | {_md(labels.where(p.left))} "
                       f"| {_md(labels.where(p.right))} |")
    if comparison.cited:
        out += ["", "## Cited, not compared", "", "| figure | original | citation |",
                "|---|---|---|"]
        out += [f"| {_md(headline(p, labels))} | {_md(labels.where(p.left))} "
                f"| {_md(labels.where(p.right))} |" for p in comparison.cited]
    refused = refused_by_reason(comparison.refused)
    if refused:
        out += ["", "## Compared with nothing", ""]
        out += [f"- {_md(reason)}: {len(items)}" for reason, items in refused.items()]
    return "\n".join(out) + "\n"
