"""Reports: build a `Report` from per-document results and render it in a format.

Formats are a dispatch table of module names, each module exposing
`render(report, *, show_claims) -> str`; a format is imported only when used,
so adding one (e.g. `html`) is one entry in `FORMATS`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import cast

from claims import __version__
from claims.errors import ClaimsError
from claims.model import Claim, Conditions, DocumentReport, Finding, Kind, Report, Severity, Summary
from claims.typed import typed
from claims.vocabulary.quantities import display
from claims.wording import format_number, plural

FORMATS: dict[str, str] = {
    "text": "claims.report.text",
    "markdown": "claims.report.markdown",
    "json": "claims.report.jsonout",
    "html": "claims.report.html",
    "csv": "claims.report.csvout",
}

Renderer = Callable[..., str]

_LEADING_KINDS = frozenset({Kind.headline, Kind.relative})


def citing_rules(item: DocumentReport) -> dict[str, list[str]]:
    """Each claim id's citing rules, as "name (CODE)", in finding order."""
    cited: dict[str, list[str]] = {}
    for finding in item.findings:
        label = f"{finding.rule} ({finding.code})"
        for cid in finding.claim_ids:
            if label not in cited.setdefault(cid, []):
                cited[cid].append(label)
    return cited


def report_order(claims: Sequence[Claim]) -> list[Claim]:
    """The figures in the order every report format lists them: headline and relative
    figures first (in text order), then the rest (in text order), so a reader meets the
    results before their setup."""
    return sorted(claims, key=lambda c: c.kind not in _LEADING_KINDS)


def _scale(unit: str, values: list[float]) -> tuple[float, str]:
    """The display factor and unit for a figure's values, by the largest: the prefixes are
    the unit table's (`claims.vocabulary.quantities`)."""
    return display(unit, max((abs(v) for v in values), default=0.0))


def figure_value(claim: Claim) -> str:
    """A claim's canonical value and unit ("1,700,000 tokens/s", "58 x", "72 GPUs", "0.8 ms")."""
    base = claim.baseline.value if claim.baseline is not None else None
    shown = [v for v in (claim.value, claim.value_max, base) if v is not None]
    factor, unit = _scale(claim.unit, shown)
    number = format_number(claim.value / factor)
    if claim.value_max is not None:
        number = f"{number}-{format_number(claim.value_max / factor)}"
    if claim.unit == "count" and claim.count_noun:
        unit = claim.count_noun
    text = f"{'~' if claim.approximate else ''}{number} {unit}"
    if base is not None:
        text += f" (from {format_number(base / factor)})"
    return text


# A report clips one sentence once for each of its figures, in a row: flattening a sentence
# of thousands of figures for each would be quadratic. Small, since it keeps them alive.
@lru_cache(maxsize=16)
def _collapsed(text: str) -> str:
    """`text` with each run of whitespace made one space, and none at the ends."""
    return " ".join(text.split())


def clip(text: str, width: int, anchor: str | None = None) -> str:
    """Whitespace collapsed, cut to `width` characters with ellipses, keeping `anchor` in view.

    Quotes are often whole sentences; the window starts a little before the
    figure (its `value_text`) so the figure is what the reader sees.
    """
    flat = _collapsed(text)
    if len(flat) <= width:
        return flat
    at = flat.find(anchor) if anchor else -1
    start = max(0, min(at - width // 4, len(flat) - (width - 1))) if at > 0 else 0
    if start == 0:
        return flat[: width - 1].rstrip() + "…"
    if len(flat) - start <= width - 1:
        return "…" + flat[start:].lstrip()
    return "…" + flat[start:start + width - 2].strip() + "…"


def anchors(item: DocumentReport) -> dict[tuple[str, int | None], str]:
    """For each claim quote of a document (text, span start), the figure as written in it."""
    out: dict[tuple[str, int | None], str] = {}
    for claim in item.claims:
        quotes = [(claim.source.quote, claim.source.span), *((m.text, m.span)
                                                             for m in claim.mentions)]
        for text, span in quotes:
            if claim.value_text:
                out.setdefault((text, span.start if span else None), claim.value_text)
    return out


FIGURE_COLUMNS = ("value", "per", "statistic", "metric", "kind", "evidence", "line", "quote")


def figure_row(claim: Claim, quote_width: int = 60) -> tuple[str, ...]:
    """One figures-table row, in `FIGURE_COLUMNS` order; "-" where the record says nothing."""
    return (figure_value(claim), claim.per.value if claim.per else "-",
            claim.statistic.value if claim.statistic else "-", claim.metric, claim.kind.value,
            claim.evidence.value, str(claim.source.line) if claim.source.line else "-",
            clip(claim.source.quote, quote_width, claim.value_text))


def conditions_summary(conditions: Conditions) -> str:
    """The stated conditions in one short line ("model X; 72x GPU on NVL72; workload Y; ...")."""
    c = conditions
    hardware = c.hardware or c.accelerator
    if hardware and c.accelerator_count:
        hardware = f"{c.accelerator_count}x {hardware}"
    software = ", ".join(f"{s.name} {s.version}" if s.version else s.name for s in c.software)
    lengths = (f"{c.input_length or '?'}/{c.output_length or '?'}"
               if c.input_length or c.output_length else None)
    parts = [
        ("model", c.model), ("hardware", hardware), ("workload", c.workload),
        ("software", software or None), ("precision", c.precision),
        ("parallelism", c.parallelism),
        ("concurrency", format_number(c.concurrency) if c.concurrency is not None else None),
        ("input/output tokens", lengths),
        ("counts cached tokens", "yes" if c.includes_cached_tokens else None),
    ]
    return "; ".join(f"{name} {value}" for name, value in parts if value)


def shows_conditions(claim: Claim) -> bool:
    """Whether a figures table should spell out a claim's conditions (not for config counts
    or counts that set up nothing)."""
    return claim.kind not in (Kind.config, Kind.count)


def location(finding: Finding, item: DocumentReport) -> str:
    """`path:line:col` of a finding (1 where the line or column is unknown)."""
    path = finding.path or item.path or item.document.url or item.document.origin or "-"
    return f"{path}:{finding.line or 1}:{finding.column or 1}"


def summary_line(report: Report) -> str:
    """One line of counts: documents, figures, open findings by severity, accepted."""
    s = report.summary
    severities = ", ".join(f"{s.by_severity.get(v.value, 0)} {v.value}"
                           for v in (Severity.error, Severity.warning, Severity.info))
    return (f"{plural(s.documents, 'document')}, {plural(s.claims, 'figure')}, "
            f"{plural(s.findings, 'finding')} ({severities}), {s.accepted} accepted")


def build_report(items: Sequence[DocumentReport]) -> Report:
    """A report over documents, with counts; `findings` counts only findings not accepted."""
    findings = [f for item in items for f in item.findings]
    open_ = [f for f in findings if not f.accepted]
    by_severity = {s.value: sum(1 for f in open_ if f.severity is s) for s in Severity}
    summary = typed(Summary, documents=len(items), claims=sum(len(i.claims) for i in items),
                    findings=len(open_), accepted=len(findings) - len(open_),
                    by_severity=by_severity)
    return typed(Report, tool_version=__version__, documents=tuple(items), summary=summary)


def render(report: Report, fmt: str, *, show_claims: bool = False) -> str:
    """The report as text in format `fmt` (one of `FORMATS`)."""
    module_name = FORMATS.get(fmt)
    if module_name is None:
        raise ClaimsError(f"unknown report format {fmt!r} (choose from {', '.join(FORMATS)})")
    renderer = cast(Renderer, importlib.import_module(module_name).render)
    return renderer(report, show_claims=show_claims)


def failing(finding: Finding, fail_on: str) -> bool:
    """True when a finding, not accepted, reaches the `--fail-on` severity."""
    if fail_on == "never" or finding.accepted:
        return False
    return finding.severity.rank >= Severity(fail_on).rank


def exit_status(report: Report, fail_on: str) -> int:
    """0 when no open finding reaches `fail_on` (error|warning|info|never), else 1."""
    if fail_on not in ("error", "warning", "info", "never"):
        raise ClaimsError(f"unknown --fail-on level {fail_on!r}")
    hit = any(failing(f, fail_on) for item in report.documents for f in item.findings)
    return 1 if hit else 0
