"""Hypothesis strategies for generated announcements, and the properties every input must keep.

Shared by the short seeded run in the suite (`tests/test_fuzz.py`) and the long campaign
(`bench/fuzz_campaign.py`). Announcements are built from the pieces real posts are made of
(numbers written every way, units, per-phrases, statistics, tables, HTML, front matter)
and then, sometimes, damaged with hostile bytes.
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from hypothesis import strategies as st

from claims.errors import ClaimsError
from claims.load.documents import parse_bytes
from claims.load.loaded import LoadedDocument
from claims.model import DocumentReport

NUMBER_WORDS = ("one", "two", "three", "eight", "twelve", "a dozen", "half", "hundreds of")
SCALES = ("", " thousand", " million", " billion", "K", "k", "M", "B")
UNITS = ("tokens per second", "tokens/s", "tok/s", "requests per second", "QPS", "IOPS",
         "TFLOPS", "PFLOP/s", "GB/s", "GiB/s", "Gbps", "MB", "TB", "ms", "milliseconds",
         "seconds", "s", "µs", "%", "percent", "x", "\u00d7", "-fold", "USD", "$/Mtok",
         "dollars per hour", "W", "kW", "J/token", "GPUs", "nodes", "racks", "users", "points",
         "fps", "Hz", "GHz", "ops/s", "transactions per second", "tpmC")
RANGE_DASHES = ("-", "\u2013", " to ")
PERS = ("", " per GPU", " per user", "/GPU", " per node", " per chip", " per rack", " per socket",
        " per request", " per core", " per watt", " each", " per GPU-hour")
STATISTICS = ("", "median ", "mean ", "average ", "P50 ", "p90 ", "P99 ", "p99.9 ", "peak ",
              "up to ", "at most ", "a minimum of ", "sustained ", "best-case ")
SUBJECTS = ("Our stack", "The new release", "Acme's cluster", "vLLM 0.9", "The H200 system",
            "An 8x B200 node", "Llama 3 70B in FP8", "The baseline", "Version 5.1",
            "Independent testers", "MLPerf Inference v5.0")
VERBS = ("reached", "served", "delivered", "measured", "cut latency to", "improved by",
         "is projected to reach", "simulated", "beat the baseline by", "scored", "costs")
TAILS = ("", " on 8 GPUs", " at 256 concurrent users", " with 1,024 input tokens",
         " compared with the previous generation", " in our lab", " (estimated)",
         " with speculative decoding (experimental)", " versus 1,200 tokens/s before",
         " in the SemiAnalysis benchmark", " over the 2025 baseline")
HOSTILE = ("\x00", "\ufeff", "\u200b", "\u202e", "\u2028", "\r", "\r\n", "\t", "\x0b", "\x1b[31m",
           "\u0301", "\U0001f680", "\ud7ff", "\ufffd", "&nbsp;", "&#x0;", "<!--", "-->", "```",
           "|", "---", "\\", "*", "_", "[", "](", "<", ">", "\"", "'", "{{", "%s", "\u00a0")

T = TypeVar("T")


class Chooser:
    """The choices a builder makes: from hypothesis (shrinkable, for the suite) or from a
    seeded PRNG (one hypothesis draw per example, for the long campaign: hypothesis' own
    bookkeeping of ~100 draws an example cost more than vetting the document)."""

    def __init__(self, draw: Callable[[Any], Any] | None = None,
                 rng: random.Random | None = None) -> None:
        self._draw, self._rng = draw, rng

    def pick(self, options: Sequence[T]) -> T:
        """One of the options."""
        if self._draw is not None:
            return self._draw(st.sampled_from(options))  # type: ignore[no-any-return]
        assert self._rng is not None
        return options[self._rng.randrange(len(options))]

    def int(self, low: int, high: int) -> int:
        """An integer in [low, high]."""
        if self._draw is not None:
            return self._draw(st.integers(low, high))  # type: ignore[no-any-return]
        assert self._rng is not None
        return self._rng.randint(low, high)

    def real(self, low: float, high: float) -> float:
        """A float in [low, high]."""
        if self._draw is not None:
            return self._draw(st.floats(low, high, allow_nan=False))  # type: ignore[no-any-return]
        assert self._rng is not None
        return self._rng.uniform(low, high)

    def flag(self) -> bool:
        """True or False."""
        return self.int(0, 1) == 1

    def raw(self, size: int) -> bytes:
        """Up to `size` arbitrary bytes."""
        return bytes(self.int(0, 255) for _ in range(self.int(0, size)))


def number(c: Chooser) -> str:
    """A number as announcements write it: grouped, decimal, scaled, spelled, ranged."""
    if c.int(0, 199) == 0:  # now and then, more digits than a float holds
        return "9" * c.int(300, 420)
    kind = c.int(0, 6)
    if kind == 0:
        return f"{c.int(0, 10**9):,}"
    if kind == 1:
        return f"{c.real(0, 1e6):.{c.int(0, 3)}f}"
    if kind == 2:
        return f"{c.real(0, 999):.1f}{c.pick(SCALES)}"
    if kind == 3:
        return c.pick(NUMBER_WORDS)
    if kind == 4:
        low = c.int(0, 5000)
        return f"{low}{c.pick(RANGE_DASHES)}{low + c.int(0, 900)}"
    if kind == 5:
        return f"~{c.int(1, 99)}"
    return str(c.int(-10**12, 10**12))


def figure(c: Chooser) -> str:
    """A figure: statistic, number, unit and denominator."""
    return f"{c.pick(STATISTICS)}{number(c)}{c.pick(('', ' '))}{c.pick(UNITS)}{c.pick(PERS)}"


def sentence(c: Chooser) -> str:
    """A sentence stating one or two figures."""
    text = f"{c.pick(SUBJECTS)} {c.pick(VERBS)} {figure(c)}{c.pick(TAILS)}"
    if c.flag():
        text += f" and {figure(c)}"
    return text + c.pick((".", ".", "!", ";", "", ":"))


def table(c: Chooser) -> str:
    """A Markdown pipe table of figures, sometimes ragged."""
    columns = c.int(1, 4)
    names = ("System", "Throughput", "p99 latency", "Cost", "GPUs", "Model")
    rows = ["| " + " | ".join(c.pick(names) for _ in range(columns)) + " |",
            "|" + "---|" * columns]
    for _ in range(c.int(0, 5)):
        cells = [c.pick((figure, number, lambda c: c.pick(SUBJECTS)))(c)
                 for _ in range(c.int(1, columns + 1))]
        rows.append("| " + " | ".join(cells) + " |")
    return "\n".join(rows)


FRONT_FIELDS: tuple[tuple[str, Any], ...] = (
    ("publisher", "Acme"), ("published_at", "2026-03-01"), ("published_at", "2026-02-30"),
    ("entities", ["vLLM", "H200"]), ("topics", "inference"),
    ("source_url", "https://example.com/post"), ("independence", "third-party"),
    ("accepted", [{"rule": "missing-cost", "reason": "not public"}]),
    ("accepted", [{"rule": "CLM103", "reason": "audited elsewhere", "claims": ["clm-x"]}]))
BAD_FRONT_FIELDS: tuple[tuple[str, Any], ...] = (
    ("accepted", [{"rule": "CLM999", "reason": "typo"}]), ("accepted", "everything"),
    ("accepted", [{"rule": "self-reported"}]))


def front_matter(c: Chooser) -> str:
    """A YAML front matter block: the usual fields, an `accepted:` list, or broken YAML."""
    fields: dict[str, Any] = {"title": sentence(c)} if c.flag() else {}
    for _ in range(c.int(0, 5)):
        key, value = c.pick(FRONT_FIELDS if c.int(0, 9) else BAD_FRONT_FIELDS)
        fields[key] = value
    body = "\n".join(f"{k}: {json.dumps(v, ensure_ascii=False)}" for k, v in fields.items())
    if c.int(0, 19) == 0:
        body += c.pick(("\nbroken: [", "\n  - x\n y: :", "\n: :", "\n\t- tab"))
    closing = c.pick(("---", "---", "---", "...", "")) if c.int(0, 9) == 0 else "---"
    return f"---\n{body}\n{closing}\n"


def markdown(c: Chooser) -> str:
    """A Markdown announcement: optional front matter, headings, paragraphs, lists, tables."""
    parts = [front_matter(c)] if c.flag() else []
    for _ in range(c.int(1, 7)):
        kind = c.int(0, 5)
        if kind == 0:
            parts.append(f"{'#' * c.int(1, 3)} {sentence(c)}")
        elif kind == 1:
            parts.append("\n".join(f"- {sentence(c)}" for _ in range(c.int(1, 4))))
        elif kind == 2:
            parts.append(table(c))
        elif kind == 3:
            parts.append("```\n" + sentence(c) + "\n```")
        else:
            parts.append(" ".join(sentence(c) for _ in range(c.int(1, 4))))
    return "\n\n".join(parts) + "\n"


HTML_TAGS = ("p", "h1", "h2", "li", "td", "div", "script", "nav", "table", "pre", "span")
HTML_HEADS = ("<!DOCTYPE html><html><head><title>Results</title><meta charset=\"utf-8\">"
              "</head><body>", "<html><body>", "<body>", "<!doctype html>")


def html(c: Chooser) -> str:
    """An HTML page around generated paragraphs and tables, sometimes unclosed or scripted."""
    inner = []
    for _ in range(c.int(1, 6)):
        tag = c.pick(HTML_TAGS)
        text = (sentence(c).replace("&", "&amp;") if tag != "table" else
                f"<tr><th>System</th><th>Rate</th></tr><tr><td>A</td><td>{figure(c)}</td></tr>")
        close = "" if c.int(0, 6) == 0 else f"</{tag}>"
        inner.append(f"<{tag}>{text}{close}")
    return c.pick(HTML_HEADS) + "".join(inner) + "</body></html>"


def document(c: Chooser) -> tuple[bytes, str]:
    """(bytes, file name): a generated announcement, sometimes damaged with hostile bytes."""
    kind = c.pick(("md", "md", "html", "txt"))
    text = html(c) if kind == "html" else markdown(c)
    for _ in range(c.int(0, 4)):
        at = c.int(0, len(text))
        text = text[:at] + c.pick(HOSTILE) + text[at:]
    data = text.encode("utf-8")
    if c.int(0, 19) == 0:  # raw bytes: invalid UTF-8, truncation
        at = c.int(0, len(data))
        data = data[:at] + c.raw(8) + data[at:]
    if c.int(0, 49) == 0:
        data = text.encode("utf-16")
    return data, f"fuzz.{kind}"


@st.composite
def documents(draw: st.DrawFn) -> tuple[bytes, str]:
    """Generated announcements, every choice a hypothesis draw (so failures shrink)."""
    return document(Chooser(draw=draw))


@dataclass
class Outcome:
    """What one input did: refused (with the line), vetted, or why a property broke."""

    refused: str | None = None
    report: DocumentReport | None = None
    problem: str | None = None


def _quotes_hold(loaded: LoadedDocument, report: DocumentReport) -> str | None:
    """The first quote that is not exactly `text[span]`, described; None when all hold."""
    text = loaded.text
    quotes = []
    for claim in report.claims:
        quotes.append(("claim", claim.source.quote, claim.source.span))
        quotes += [("mention", m.text, m.span) for m in claim.mentions]
        if claim.baseline is not None and claim.baseline.quote is not None:
            quotes.append(("baseline", claim.baseline.quote.text, claim.baseline.quote.span))
    quotes += [("caveat", q.text, q.span) for q in report.document.caveats]
    quotes += [("evidence", q.text, q.span) for f in report.findings for q in f.evidence]
    for what, quote, span in quotes:
        if span is not None and text[span.start:span.end] != quote:
            return f"{what} quote is not text[span]: {quote!r} != text[{span.start}:{span.end}]"
    return None


def _values_finite(report: DocumentReport) -> str | None:
    """A claim value JSON cannot hold (inf, nan), described; None when every value is finite."""
    for claim in report.claims:
        numbers = (claim.value, claim.value_max,
                   claim.baseline.value if claim.baseline is not None else None)
        if any(v is not None and not math.isfinite(v) for v in numbers):
            return f"non-finite value: the claim of {claim.source.quote[:60]!r}"
    return None


def vet_bytes(data: bytes, name: str,
              formats: Sequence[str] = ("text", "markdown", "json", "html")) -> Outcome:
    """Load and vet one input, checking the properties: a clean refusal or a report whose
    every quote is `text[span]`, and the same report on a second run."""
    from claims.pipeline import vet_loaded

    try:
        loaded = parse_bytes(data, origin=name)
        report = vet_loaded(loaded)
    except ClaimsError as exc:
        return Outcome(refused=str(exc))
    problem = _quotes_hold(loaded, report) or _values_finite(report)
    again = vet_loaded(parse_bytes(data, origin=name))
    if problem is None and again.model_dump_json() != report.model_dump_json():
        problem = "not deterministic: a second run gave a different report"
    _render_all(report, formats)
    return Outcome(report=report, problem=problem)


def _render_all(report: DocumentReport,
                formats: Sequence[str] = ("text", "markdown", "json", "html")) -> None:
    """Every report format renders the report (an exception here is a crash found)."""
    from claims.report import build_report, render
    from claims.report.sarif import render as sarif

    whole = build_report([report])
    for fmt in formats:
        render(whole, fmt, show_claims=True)
    sarif(whole)


CLAIM_FILE_MUTATIONS = ("", "\x00", "\t", ": :", "- ", "  ", "\n", "'", "\"", "&a ", "*a ",
                        "!!python/object:os.system ", "{", "[", "~", "1e999", "-.inf",
                        "2026-02-30", "?", "%YAML 1.1\n", "\ufeff", "value: fast\n")


def claim_file(c: Chooser, base: str) -> bytes:
    """A claim file (YAML) with a few mutations: characters, lines dropped or repeated."""
    lines = base.splitlines(keepends=True)
    for _ in range(c.int(0, 5)):
        at = c.int(0, max(0, len(lines) - 1))
        op = c.int(0, 2)
        if op == 0 and lines:
            del lines[at]
        elif op == 1 and lines:
            lines.insert(at, lines[c.int(0, len(lines) - 1)])
        else:
            line = lines[at] if lines else ""
            col = c.int(0, len(line))
            lines[at:at + 1] = [line[:col] + c.pick(CLAIM_FILE_MUTATIONS) + line[col:]]
    return "".join(lines).encode("utf-8")


@st.composite
def claim_files(draw: st.DrawFn, base: str) -> bytes:
    """Damaged claim files, every choice a hypothesis draw."""
    return claim_file(Chooser(draw=draw), base)


def check_claim_bytes(data: bytes) -> str:
    """Parse, validate and check one claim file: "refused", "checked" (or an exception)."""
    from checkers import run_checks
    from claims.load.claimfile import check_parsed, parse

    try:
        claim_file, problems = check_parsed(parse(data, "fuzz.claims.yaml"))
    except ClaimsError:
        return "refused"
    if claim_file is None or problems:
        return "refused"
    try:
        run_checks(claim_file.document, claim_file.claims, accepted=claim_file.accepted)
    except ClaimsError:
        return "refused"
    return "checked"
