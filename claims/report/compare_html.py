"""The comparison as one self-contained HTML page: a matrix, an SVG chart, the pairs.

The matrix has one row per kind of figure (metric class, unit and basis, model,
workload) and one column per document; hovering a cell shows each figure's
quote and conditions. The chart draws every figure that is part of a
comparable pair as a bar, one chart per unit, with its value and unit written
on it. No scripts, fonts or images from anywhere else.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from html import escape

from claims.compare import Comparison, Pair, Verdict, document_key, normalise, number
from claims.compare.admit import klass_name
from claims.compare.views import REASON_TEXT, Labels, by_reason, condition_line, excerpt, headline
from claims.model import Claim

PALETTE = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b",
           "#e377c2")
BAR, GAP, LEFT, WIDTH = 22, 8, 300, 800
# By default a page shows this many pairs per group (a page stays well under 1 MB), and the
# documents-by-metric matrix only up to this many documents (an archive gets no matrix).
PAGE_PAIRS, MATRIX_DOCUMENTS = 25, 12
# The page of its own sets the body; inside the workspace its layout does.
PAGE_STYLE = "body{font:14px/1.45 system-ui,sans-serif;margin:2em auto;max-width:70em;color:#222}"
STYLE = """
table{border-collapse:collapse;margin:1em 0;width:100%}td,th{border:1px solid #ccc;
padding:.3em .5em;vertical-align:top;text-align:left}th{background:#f3f3f3}
.fig{display:inline-block;margin:0 .3em .2em 0;padding:0 .3em;border-bottom:1px dotted #555;
cursor:help}.no{color:#a00}.yes{color:#070}.muted{color:#666}svg text{font-size:12px}
q{color:#444}
"""


def _conditions(claim: Claim) -> str:
    """A claim's stated conditions, one per line, for a tooltip."""
    c = claim.conditions
    items = [("model", c.model), ("hardware", c.hardware or c.accelerator),
             ("accelerators", c.accelerator_count), ("nodes", c.node_count),
             ("workload", c.workload), ("precision", c.precision),
             ("concurrency", c.concurrency), ("statistic", claim.statistic.value
                                              if claim.statistic else None),
             ("evidence", claim.evidence.value)]
    return "\n".join(f"{k}: {'not stated' if v is None else v}" for k, v in items)


def _tip(claim: Claim, labels: Labels) -> str:
    """The hover text of one figure: where, quote, conditions, derivation."""
    norm = normalise(claim)
    derived = f"\n= {norm.derivation}" if norm.derivation else ""
    return f"{labels.where(claim)}\n{_conditions(claim)}{derived}"


def _row_key(claim: Claim) -> tuple[str, str, str, str]:
    """The matrix row a figure belongs to."""
    c = claim.conditions
    return (klass_name(claim), normalise(claim).label(), c.model or "", c.workload or "")


def matrix(comparison: Comparison, labels: Labels) -> str:
    """Metrics by document: each cell lists its figures, with quote and conditions on hover."""
    # a pair of settings is listed below, not put in the matrix of results
    paired = [c for p in (*comparison.comparable, *comparison.blocked) if p.setting is None
              for c in (p.left, p.right)]
    claims = sorted({c.id: c for c in (*comparison.admitted, *paired)}.values(), key=_row_key)
    docs = list(comparison.documents)
    rows: dict[tuple[str, str, str, str], dict[str, list[Claim]]] = {}
    for claim in claims:
        rows.setdefault(_row_key(claim), {}).setdefault(document_key(claim), []).append(claim)
    head = "".join(f"<th>{escape(labels.of_index(i + 1))} {escape(labels.titles.get(i + 1, ''))}"
                   "</th>" for i in range(len(docs)))
    body = []
    for (cls, unit, model, workload), cells in rows.items():
        what = escape(f"{cls} ({unit})") + "".join(
            f"<br><span class=muted>{escape(x)}</span>" for x in (model, workload) if x)
        tds = "".join("<td>" + "".join(
            f'<span class=fig title="{escape(_tip(c, labels))}">'
            f"{escape(number(normalise(c).value))} {escape(normalise(c).label())}</span>"
            for c in cells.get(doc, [])) + "</td>" for doc in docs)
        body.append(f"<tr><td>{what}</td>{tds}</tr>")
    if not body:
        return "<p>No figure that may be compared.</p>"
    return f"<table><tr><th>metric</th>{head}</tr>{''.join(body)}</table>"


def _ticks(top: float) -> list[float]:
    """About five round tick values from zero to `top`."""
    if top <= 0:
        return [0.0]
    step = 10 ** math.floor(math.log10(top / 5))
    for factor in (1, 2, 5, 10):
        if top / (step * factor) <= 6:
            step *= factor
            break
    return [i * step for i in range(int(top // step) + 2)]


def chart(pairs: Sequence[Pair], labels: Labels, unit: str) -> str:
    """One SVG bar chart of the comparable figures stated in `unit`."""
    figures = sorted({c.id: (c, v) for p in pairs for c, v in ((p.left, p.left_value),
                                                              (p.right, p.right_value))}.values(),
                     key=lambda cv: (-cv[1].value, cv[0].id))
    ticks = _ticks(max(v.value for _, v in figures) * 1.05)
    scale = (WIDTH - LEFT - 20) / (ticks[-1] or 1)
    height = 40 + len(figures) * (BAR + GAP) + 30
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
             f'role="img" aria-label="comparable figures in {escape(unit)}">',
             f'<rect width="{WIDTH}" height="{height}" fill="white"/>',
             f'<text x="{LEFT}" y="18" font-weight="bold">{escape(unit)}</text>']
    base = height - 30
    for t in ticks:
        x = LEFT + t * scale
        parts.append(f'<line x1="{x:.1f}" y1="28" x2="{x:.1f}" y2="{base}" stroke="#eee"/>'
                     f'<text x="{x:.1f}" y="{base + 15}" text-anchor="middle">{number(t)}</text>')
    for i, (claim, value) in enumerate(figures):
        y = 32 + i * (BAR + GAP)
        n = labels.index.get(document_key(claim), 0)
        colour = PALETTE[(n - 1) % len(PALETTE)]
        c = claim.conditions
        name = " ".join(x for x in (labels.of(claim), c.hardware or c.model, c.workload) if x)
        parts.append(f'<text x="{LEFT - 6}" y="{y + BAR * 0.7:.1f}" text-anchor="end">'
                     f"{escape(name[:44])}</text>"
                     f'<rect x="{LEFT}" y="{y}" width="{max(value.value * scale, 1):.1f}" '
                     f'height="{BAR}" fill="{colour}"><title>{escape(_tip(claim, labels))}'
                     f"</title></rect>"
                     f'<text x="{LEFT + 4}" y="{y + BAR * 0.7:.1f}" fill="white">'
                     f"{escape(number(value.value))} {escape(unit)}</text>")
    parts.append("</svg>")
    return "".join(parts)


def _pairs_table(pairs: Sequence[Pair], labels: Labels) -> str:
    """Pairs with verdict, ratio, blocking differences and both quotes."""
    rows = []
    for p in pairs:
        verdict = {Verdict.comparable: '<span class="yes">comparable</span>',
                   Verdict.normalised: '<span class="yes">after normalisation</span>',
                   Verdict.cited: '<span class="muted">cited, one figure</span>'}.get(
            p.verdict, '<span class="no">not comparable</span>')
        if p.setting is not None:  # two setup figures, not results
            verdict += f"<br><span class=muted>{escape(p.reason or '')}</span>"
        why = "<br>".join(escape(d.describe()) for d in p.differences if d.blocking) or "-"
        sides = "".join(
            f"<td>{escape(labels.of(c))} line {c.source.line or '?'}: <q>{escape(excerpt(c))}</q>"
            + (f"<br><span class=muted>= {escape(v.derivation)}</span>" if v.derivation else "")
            + "</td>" for c, v in ((p.left, p.left_value), (p.right, p.right_value)))
        rows.append(f"<tr><td>{escape(headline(p, labels))}</td><td>{verdict}</td>"
                    f"<td>{why}</td>{sides}<td class=muted>{escape(condition_line(p))}</td></tr>")
    return ("<table><tr><th>pair</th><th>verdict</th><th>why not</th><th>left</th>"
            "<th>right</th><th>conditions</th></tr>" + "".join(rows) + "</table>")


def render_html(comparison: Comparison, *, max_pairs: int | None = None,
                title: str = "Comparison") -> str:
    """The whole comparison as one HTML page."""
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<title>{escape(title)}</title><style>{PAGE_STYLE}{STYLE}</style></head><body>\n"
            + render_body(comparison, max_pairs=max_pairs, title=title) + "\n</body></html>\n")


def render_body(comparison: Comparison, *, max_pairs: int | None = None,
                title: str = "Comparison") -> str:
    """The comparison's content (every part escaped), for a page of its own or the workspace's."""
    from claims.compare.views import _claims, summary

    cap = PAGE_PAIRS if max_pairs is None else max_pairs
    labels = Labels(comparison, _claims(comparison))
    body = [f"<h1>{escape(title)}</h1><ol>" + "".join(
        f"<li>{escape(t)}</li>" for _, t in sorted(labels.titles.items()))
        + "</ol>", f"<p>{escape(summary(comparison))}.</p>"]
    if len(comparison.documents) <= MATRIX_DOCUMENTS:
        body += ["<h2>Metrics by document</h2>", matrix(comparison, labels)]
    body.append("<h2>Comparable figures</h2>")
    units: dict[str, list[Pair]] = {}
    for p in comparison.comparable[:cap]:
        if p.setting is not None:  # settings are listed, not charted as results
            continue
        units.setdefault(p.left_value.label(), []).append(p)
    body += [chart(ps, labels, unit) for unit, ps in sorted(units.items())] or [
        "<p>No pair of figures is comparable.</p>"]
    if comparison.comparable:
        body.append(_pairs_table(comparison.comparable[:cap], labels) + _more(
            len(comparison.comparable), cap))
    if comparison.cited:
        body += [f"<h2>Cited, not compared ({len(comparison.cited):,})</h2>",
                 _pairs_table(comparison.cited[:cap], labels)]
    for reason, pairs in by_reason(comparison.blocked).items():
        body.append(f"<h2>Not comparable: {escape(REASON_TEXT.get(reason, reason))} "
                    f"({len(pairs):,})</h2>")
        body.append(_pairs_table(pairs[:cap], labels) + _more(len(pairs), cap))
    return "\n".join(body)


def _more(total: int, shown: int) -> str:
    """A line saying how many pairs the page leaves out, if any."""
    if total <= shown:
        return ""
    return f"<p class=muted>... {total - shown:,} more (--max-pairs N, or the JSON output)</p>"
