"""The HTML report: one self-contained page per run (inline CSS, no scripts, no network).

Each document's text is shown with every figure highlighted (its conditions in a
hover note), the sentences that raised findings marked and numbered, and the
findings beside the text. Everything quoted is escaped.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from claims.model import Claim, DocumentReport, Finding, Report

_CSS = """
body{font:15px/1.55 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#1d2330;
background:#f6f7f9}
header.run{background:#1d2330;color:#fff;padding:14px 24px}
header.run h1{font-size:18px;margin:0}
section.doc{background:#fff;margin:18px 24px;border:1px solid #dde1e7;border-radius:6px}
section.doc>h2{font-size:17px;margin:0;padding:12px 18px;border-bottom:1px solid #dde1e7}
.meta{color:#5b6473;font-size:13px;padding:6px 18px}
.cols{display:grid;grid-template-columns:minmax(0,3fr) minmax(260px,2fr);gap:0}
.text{padding:12px 18px;white-space:pre-wrap;border-right:1px solid #dde1e7;
font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:13px}
.notes{padding:12px 18px}
mark.fig{background:#ffe58a;border-bottom:2px solid #d4a300;padding:0 1px;cursor:help}
mark.fig.rel{background:#cfe7ff;border-color:#3b82c4}
mark.fig.cfg{background:#e6e8ec;border-color:#8a93a3}
span.flag{background:#fdecec;border-bottom:1px dashed #c43b3b}
sup.ref a{color:#c43b3b;text-decoration:none;font-weight:600;font-size:11px}
.finding{border-left:4px solid #d4a300;padding:6px 10px;margin:0 0 10px;background:#fffbea}
.finding.error{border-color:#c43b3b;background:#fdecec}
.finding.info{border-color:#3b82c4;background:#eef5fc}
.finding .code{font-weight:700}.finding q{display:block;color:#5b6473;font-size:13px}
table{border-collapse:collapse;margin:12px 18px 18px;font-size:13px}
th,td{border:1px solid #dde1e7;padding:3px 7px;text-align:left;vertical-align:top}
th{background:#f0f2f5}
details{margin:0 0 8px;color:#5b6473}
"""


def render(report: Report, *, show_claims: bool = True) -> str:
    """The report as an HTML page (quotes only: no document text was kept)."""
    return render_html(report)


def render_html(report: Report, *, texts: Mapping[str, str] | None = None) -> str:
    """The report as one self-contained HTML page; `texts` maps document id -> its text."""
    s = report.summary
    parts = [
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">",
        "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">",
        "<title>claims report</title><style>", _CSS, "</style></head><body>",
        f"<header class=\"run\"><h1>claims report</h1><div>{s.documents} document(s), "
        f"{s.claims} figures, {s.findings} findings, {s.accepted} accepted</div></header>",
    ]
    for index, item in enumerate(report.documents):
        text = (texts or {}).get(item.document.id)
        parts.append(_document(item, text, f"d{index}"))
    parts.append("</body></html>\n")
    return "".join(parts)


def _document(item: DocumentReport, text: str | None, prefix: str) -> str:
    """One document: title, its marked-up text beside the findings, then the figures."""
    doc = item.document
    title = escape(doc.title or item.path or doc.id)
    meta = " · ".join(escape(x) for x in (item.path, doc.url, doc.published_at,
                                          f"independence: {doc.independence.value}") if x)
    numbers = {id(f): n for n, f in enumerate(item.findings, 1)}
    body = _marked_text(text, item, numbers, prefix) if text is not None else _quotes(item)
    notes = "".join(_finding(f, numbers[id(f)], prefix) for f in item.findings) \
        or "<p>No findings.</p>"
    return (f"<section class=\"doc\"><h2>{title}</h2><div class=\"meta\">{meta}</div>"
            f"<div class=\"cols\"><div class=\"text\">{body}</div>"
            f"<aside class=\"notes\"><h3>Findings</h3>{notes}</aside></div>"
            f"{_figures(item.claims)}</section>")


def _marked_text(text: str, item: DocumentReport, numbers: Mapping[int, int],
                 prefix: str) -> str:
    """The text with sentences that raised findings flagged and every figure highlighted."""
    start = _body_start(text)
    flags: dict[tuple[int, int], list[int]] = {}
    for finding in item.findings:
        for quote in finding.evidence:
            if quote.span is not None and quote.span.start >= start:
                key = (quote.span.start, quote.span.end)
                flags.setdefault(key, [])
                if numbers[id(finding)] not in flags[key]:
                    flags[key].append(numbers[id(finding)])
    outer = _non_overlapping(sorted(flags))
    marks: list[tuple[int, int, Claim]] = []
    for claim in item.claims:
        for quote in claim.mentions:
            if quote.span is not None and quote.span.start >= start:
                marks.append((quote.span.start, quote.span.end, claim))
    inner = _nested_ok(_non_overlapping_marks(sorted(marks, key=lambda m: (m[0], m[1]))), outer)
    events: list[tuple[int, int, str]] = []
    for a, b in outer:
        refs = "".join(f"<sup class=\"ref\"><a href=\"#{prefix}-f{n}\">[{n}]</a></sup>"
                       for n in flags[(a, b)])
        events.append((a, 1, f"<span class=\"flag\" id=\"{prefix}-s{a}\">"))
        events.append((b, 0, "</span>" + refs))
    for a, b, claim in inner:
        kind = {"relative": " rel", "before_after": " rel", "config": " cfg"}.get(
            claim.kind.value, "")
        events.append((a, 2, f"<mark class=\"fig{kind}\" title=\"{escape(_note(claim))}\">"))
        events.append((b, -1, "</mark>"))
    events.sort(key=lambda e: (e[0], e[1]))
    out: list[str] = []
    pos = start
    for at, _, tag in events:
        out.append(escape(text[pos:at]))
        out.append(tag)
        pos = at
    out.append(escape(text[pos:]))
    front = ""
    if start:
        front = (f"<details><summary>front matter</summary>{escape(text[:start])}</details>")
    return front + "".join(out).strip()


def _body_start(text: str) -> int:
    """Where the body starts: after a leading `---` front-matter block, if any."""
    if not text.startswith("---"):
        return 0
    end = text.find("\n---", 3)
    if end < 0:
        return 0
    nl = text.find("\n", end + 4)
    return len(text) if nl < 0 else nl + 1


def _non_overlapping(spans: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """Spans in order, dropping any that overlaps one already kept."""
    kept: list[tuple[int, int]] = []
    for a, b in spans:
        if not kept or a >= kept[-1][1]:
            kept.append((a, b))
    return kept


def _non_overlapping_marks(marks: Sequence[tuple[int, int, Claim]]) -> list[tuple[int, int, Claim]]:
    """Figure marks in order, dropping any that overlaps one already kept."""
    kept: list[tuple[int, int, Claim]] = []
    for mark in marks:
        if not kept or mark[0] >= kept[-1][1]:
            kept.append(mark)
    return kept


def _nested_ok(marks: Sequence[tuple[int, int, Claim]],
               outer: Sequence[tuple[int, int]]) -> list[tuple[int, int, Claim]]:
    """Figure marks that sit wholly inside or wholly outside every flagged sentence."""
    return [m for m in marks
            if all(m[1] <= a or m[0] >= b or (a <= m[0] and m[1] <= b) for a, b in outer)]


def _note(claim: Claim) -> str:
    """The hover note of a figure: value, qualifiers and conditions."""
    c = claim.conditions
    bits = [f"{claim.metric}: {claim.value:g} {claim.unit}"
            + (f" per {claim.per.value}" if claim.per else "")
            + (f" ({claim.statistic.value})" if claim.statistic else "")]
    if claim.baseline is not None:
        base = claim.baseline
        bits.append("baseline: " + (f"{base.value:g}" if base.value is not None else "")
                    + (f" {base.description}" if base.description else ""))
    for name in ("model", "hardware", "accelerator_count", "workload", "precision",
                 "parallelism", "concurrency"):
        value = getattr(c, name)
        if value is not None:
            bits.append(f"{name}: {value}")
    if c.software:
        bits.append("software: " + ", ".join(
            s.name + (f" {s.version}" if s.version else "") for s in c.software))
    bits.append(f"evidence: {claim.evidence.value}; maturity: {claim.maturity.value}; "
                f"independence: {claim.independence.value}")
    return "\n".join(bits)


def _finding(finding: Finding, number: int, prefix: str) -> str:
    """One finding as a side note, with links to the sentences it quotes."""
    quotes = "".join(
        f"<q><a href=\"#{prefix}-s{q.span.start}\">line {q.line}</a>: {escape(q.text)}</q>"
        if q.span is not None else f"<q>{escape(q.text)}</q>"
        for q in finding.evidence[:4])
    accepted = " (accepted)" if finding.accepted else ""
    return (f"<div class=\"finding {escape(finding.severity.value)}\" id=\"{prefix}-f{number}\">"
            f"<span class=\"code\">[{number}] {escape(finding.code)}</span> "
            f"{escape(finding.rule)}{accepted}<br>{escape(finding.message)}{quotes}</div>")


def _quotes(item: DocumentReport) -> str:
    """Without the text: each figure's sentence, the figure highlighted."""
    rows = []
    for claim in item.claims:
        quote = claim.source.quote
        mention = claim.mentions[0] if claim.mentions else None
        at = quote.find(mention.text) if mention is not None else -1
        if mention is None or at < 0:
            rows.append(escape(quote))
            continue
        rows.append(escape(quote[:at]) + f"<mark class=\"fig\" title=\"{escape(_note(claim))}\">"
                    + escape(mention.text) + "</mark>" + escape(quote[at + len(mention.text):]))
    return "\n\n".join(rows)


def _figures(claims: Sequence[Claim]) -> str:
    """The table of figures."""
    head = "".join(f"<th>{h}</th>" for h in ("line", "value", "unit", "per", "statistic",
                                             "metric", "kind", "evidence", "conditions"))
    rows = []
    for claim in claims:
        c = claim.conditions
        cond = "; ".join(f"{k}: {v}" for k, v in (("model", c.model), ("hardware", c.hardware),
                                                  ("workload", c.workload),
                                                  ("concurrency", c.concurrency)) if v is not None)
        cells = (claim.source.line, f"{claim.value:g}", claim.unit,
                 claim.per.value if claim.per else "", claim.statistic.value if claim.statistic
                 else "", claim.metric, claim.kind.value, claim.evidence.value, cond)
        rows.append("<tr>" + "".join(f"<td>{escape(str(x) if x is not None else '')}</td>"
                                     for x in cells) + "</tr>")
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
