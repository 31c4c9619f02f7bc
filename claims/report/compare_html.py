"""The comparison as one self-contained HTML page, with an inline SVG scatter per metric.

The chart puts each claim at (per-user speed, figure per GPU): throughput only
means something at an operating point. One colour per publisher; claims whose
conditions differ from the largest comparable group are drawn hollow, as
diamonds, and their tooltip says which conditions differ.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from html import escape

from claims.compare import Section, describe, differences, normalise, number, section_title
from claims.model import Claim

PALETTE = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b",
           "#e377c2", "#7f7f7f", "#bcbd22")
WIDTH, HEIGHT, MARGIN, BAND, LEGEND = 640, 380, 60, 48, 160
STYLE = """
body{font:14px/1.45 system-ui,sans-serif;margin:2em auto;max-width:60em;color:#222}
table{border-collapse:collapse;margin:1em 0;width:100%}td,th{border:1px solid #ccc;
padding:.3em .5em;vertical-align:top;text-align:left}th{background:#f3f3f3}
.no{color:#a00}.yes{color:#070}.muted{color:#666}svg text{font-size:11px}
"""


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


def _axis_label(claims: Sequence[Claim]) -> str:
    """The y axis's unit and basis; "per accelerator" when GPUs and other chips are mixed."""
    labels = sorted({normalise(c).label() for c in claims})
    if len(labels) == 1:
        return labels[0]
    return f"{claims[0].unit} per accelerator"


def scatter(section: Section, speeds: Mapping[str, float]) -> str:
    """The inline SVG chart of one section.

    Claims that state no per-user speed still appear, in a grey band on the left
    labelled "not stated", so that every shown claim is on the chart.
    """
    claims: list[Claim] = sorted({c.id: c for g in section.shown_groups for c in g.members}
                                 .values(), key=lambda c: c.id)
    if not claims:
        return ""
    reference = section.shown_groups[0].members[0]
    same = {c.id for c in section.shown_groups[0].members}
    publishers = sorted({c.source.publisher or "unknown" for c in claims})
    colour = {p: PALETTE[i % len(PALETTE)] for i, p in enumerate(publishers)}
    unplaced = any(c.id not in speeds for c in claims)
    left = MARGIN + (BAND if unplaced else 0)
    xs = _ticks(max((speeds[c.id] for c in claims if c.id in speeds), default=0) * 1.1)
    ys = _ticks(max(normalise(c).value for c in claims) * 1.1)
    sx = (WIDTH - MARGIN - left) / (xs[-1] or 1)
    sy = (HEIGHT - 2 * MARGIN) / (ys[-1] or 1)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH + LEGEND}" '
             f'height="{HEIGHT}" role="img" '
             f'aria-label="{escape(section.metric)} against per-user speed">',
             f'<rect width="{WIDTH + LEGEND}" height="{HEIGHT}" fill="white"/>']
    if unplaced:
        parts.append(f'<rect x="{MARGIN}" y="{MARGIN}" width="{BAND - 8}" '
                     f'height="{HEIGHT - 2 * MARGIN}" fill="#f0f0f0"/><text x="{MARGIN + 16}" '
                     f'y="{HEIGHT - MARGIN + 15}" text-anchor="middle">not stated</text>')
    if any(c.id in speeds for c in claims):
        for x in xs:
            px = left + x * sx
            parts.append(f'<line x1="{px:.1f}" y1="{MARGIN}" x2="{px:.1f}" '
                         f'y2="{HEIGHT - MARGIN}" stroke="#eee"/><text x="{px:.1f}" '
                         f'y="{HEIGHT - MARGIN + 15}" text-anchor="middle">{number(x)}</text>')
    for y in ys:
        py = HEIGHT - MARGIN - y * sy
        parts.append(f'<line x1="{MARGIN}" y1="{py:.1f}" x2="{WIDTH - MARGIN}" y2="{py:.1f}" '
                     f'stroke="#eee"/><text x="{MARGIN - 5}" y="{py + 4:.1f}" '
                     f'text-anchor="end">{number(y)}</text>')
    parts.append(f'<text x="{WIDTH / 2}" y="{HEIGHT - 15}" text-anchor="middle">per-user speed '
                 f'({escape(section.unit)} per user)</text><text x="15" y="{HEIGHT / 2}" '
                 f'transform="rotate(-90 15 {HEIGHT / 2})" text-anchor="middle">'
                 f'{escape(section.metric)} ({escape(_axis_label(claims))})</text>')
    for c in claims:
        speed = speeds.get(c.id)
        px = left + speed * sx if speed is not None else MARGIN + (BAND - 8) / 2
        py = HEIGHT - MARGIN - normalise(c).value * sy
        fill = colour[c.source.publisher or "unknown"]
        at = f"{number(speed)} per user" if speed is not None else "an unstated per-user speed"
        tip = (f"{c.id} ({c.source.publisher or 'unknown'}): {number(normalise(c).value)} "
               f"{normalise(c).label()} at {at}")
        if c.id in same:
            parts.append(f'<circle cx="{px:.1f}" cy="{py:.1f}" r="6" fill="{fill}">'
                         f"<title>{escape(tip)}</title></circle>")
        else:
            unlike = [d.condition for d in differences(reference, c, speeds.get(reference.id),
                                                       speed) if d.blocking]
            tip += "; unlike conditions: " + ", ".join(unlike)
            parts.append(f'<path d="M{px:.1f},{py - 7:.1f} l7,7 l-7,7 l-7,-7 z" fill="white" '
                         f'stroke="{fill}" stroke-width="2"><title>{escape(tip)}</title></path>')
    for i, p in enumerate(publishers):
        ly = MARGIN + 16 * i
        parts.append(f'<circle cx="{WIDTH + 10}" cy="{ly}" r="5" fill="{colour[p]}"/>'
                     f'<text x="{WIDTH + 18}" y="{ly + 4}">{escape(p)}</text>')
    parts.append("</svg>")
    legend = ('<p class="muted">One colour per publisher. Filled circles: the largest group of '
              "mutually comparable claims. Hollow diamonds: unlike conditions (hover for "
              "which).</p>")
    return "".join(parts) + legend


def _side(claim: Claim) -> str:
    """One claim's cell: id, publisher, normalised figure."""
    value = normalise(claim)
    return (f"{escape(claim.id)}<br>{escape(claim.source.publisher or '')}<br>"
            f"{number(value.value)} {escape(value.label())}")


def _pairs_table(section: Section) -> str:
    """Every shown pair: both figures normalised, the verdict, the ratio, the differences."""
    rows = []
    for p in (*section.comparable, *section.incomparable):
        blocking = "<br>".join(escape(describe(d)) for d in p.differences if d.blocking)
        other = "<br>".join(escape(describe(d)) for d in p.differences if not d.blocking)
        verdict = '<span class="yes">yes</span>' if p.comparable else '<span class="no">no</span>'
        rows.append(f"<tr><td>{_side(p.left)}</td><td>{_side(p.right)}</td><td>{verdict}</td>"
                    f"<td>{number(p.ratio)}</td><td>{blocking or '-'}</td>"
                    f"<td>{other or '-'}</td></tr>")
    more = (f'<p class="muted">{section.not_shown:,} more pairs not shown.</p>'
            if section.not_shown else "")
    return ("<table><tr><th>left</th><th>right</th><th>comparable</th><th>ratio</th>"
            "<th>why not</th><th>also differs</th></tr>" + "".join(rows) + "</table>" + more)


def render_html(sections: Sequence[Section], speeds: Mapping[str, float],
                title: str = "Comparability") -> str:
    """The whole comparison as one HTML page: no scripts, styles or images from elsewhere."""
    body = [f"<h1>{escape(title)}</h1>"]
    if not sections:
        body.append("<p>Nothing to compare: no metric has two or more claims.</p>")
    for s in sections:
        body.append(f"<h2>{escape(section_title(s))}</h2>")
        body.append(scatter(s, speeds))
        body.append(_pairs_table(s))
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<title>{escape(title)}</title><style>{STYLE}</style></head><body>\n"
            + "\n".join(body) + "\n</body></html>\n")
