"""`claims rules [NAME-OR-CODE]`: list the rules, or print one rule's documentation."""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from claims.cli.options import add_format, add_output, write_output
from claims.measured import Measure, measured

if TYPE_CHECKING:
    from checkers.rule import Rule


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's arguments."""
    parser.add_argument("rule", nargs="?", metavar="NAME-OR-CODE",
                        help="print the docs of this rule (a code, a name, or a prefix)")
    add_format(parser, ("text", "markdown", "json"), "text")
    add_output(parser)


def as_json(rule: Rule) -> dict[str, Any]:
    """A rule's metadata and docs as plain data."""
    docs = rule.docs
    measure = measured().rules.get(rule.name)
    return {"code": rule.code, "name": rule.name, "family": rule.family,
            "severity": rule.severity.value, "stage": rule.stage, "summary": rule.summary,
            "docs": {"what_it_does": docs.what, "why_it_matters": docs.why,
                     "example": docs.example, "use_instead": docs.use_instead},
            "measured": None if measure is None else {
                "raised": measure.raised, "precision": measure.precision,
                "expected": measure.expected, "recall": measure.recall,
                "sets": {name: dict(counts) for name, counts in measure.sets}}}


def _shares(rule: Rule) -> tuple[str, str]:
    """The rule's measured precision and recall as cells ('-' when not measured)."""
    measure: Measure | None = measured().rules.get(rule.name)
    if measure is None:
        return "-", "-"
    return measure.cell(measure.precision), measure.cell(measure.recall)


def listing(rules: Sequence[Rule], fmt: str) -> str:
    """The table of rules: code, name, severity, stage, measured precision and recall,
    summary, then the sets measured on (Markdown: a docs page)."""
    legend = measured().legend()
    if fmt == "markdown":
        rows = [f"| {r.code} | [`{r.name}`](#{r.code.lower()}-{r.name}) | {r.severity.value} | "
                f"{r.stage} | {' | '.join(_shares(r))} | {r.summary} |" for r in rules]
        docs = "\n".join(docs_text(r, fmt) for r in rules)
        return "\n".join(["# Rules", "",
                          "| code | name | severity | stage | precision | recall | summary |",
                          "|---|---|---|---|---|---|---|", *rows, "", f"*{legend}*", "",
                          docs]).rstrip("\n") + "\n"
    width = max(len(r.name) for r in rules)
    head = (f"{'code'.ljust(6)}  {'name'.ljust(width)}  severity  stage   precision  recall  "
            "summary\n")
    return head + "".join(
        f"{r.code}  {r.name.ljust(width)}  {r.severity.value.ljust(8)}  {r.stage.ljust(6)}  "
        f"{_shares(r)[0].ljust(9)}  {_shares(r)[1].ljust(6)}  {r.summary}\n"
        for r in rules) + f"\n{legend}\n"


def docs_text(rule: Rule, fmt: str) -> str:
    """One rule's documentation, ruff-style: summary, then the four sections."""
    if fmt == "markdown":
        head = [f"## {rule.code} `{rule.name}`", "",
                f"*{rule.severity.value}, {rule.family} family, stage {rule.stage}*", "",
                rule.summary, "", f"Measured: {_measured_text(rule)}", ""]
        body = [part for title, text in rule.docs.sections() for part in (f"### {title}", "",
                                                                          text, "")]
        return "\n".join(head + body)
    head = [f"{rule.code} {rule.name} ({rule.severity.value}, {rule.family}, stage "
            f"{rule.stage})", "", rule.summary, "", f"Measured: {_measured_text(rule)}", ""]
    body = [part for title, text in rule.docs.sections() for part in (f"{title}:",
            "\n".join("  " + line if line else "" for line in text.splitlines()), "")]
    return "\n".join(head + body)


def _measured_text(rule: Rule) -> str:
    """The rule's measures in words, or why there are none."""
    measure = measured().rules.get(rule.name)
    if measure is None:
        return "not measured (no editorial fixture expects or forbids it)"
    return measure.sentence()


def run(args: argparse.Namespace) -> int:
    """Print the listing, or the docs of the rules the argument names."""
    from checkers import RULES, find_rules

    if args.rule is None:
        rules: Sequence[Rule] = RULES
        if args.format == "json":
            text = json.dumps([as_json(r) for r in rules], indent=2, sort_keys=True) + "\n"
        else:
            text = listing(rules, args.format)
        write_output(text, args.output)
        return 0
    token = args.rule.strip()
    exact = [r for r in RULES if token.upper() == r.code or token.lower() == r.name]
    rules = exact or find_rules(token)
    if args.format == "json":
        text = json.dumps([as_json(r) for r in rules], indent=2, sort_keys=True) + "\n"
    else:
        text = "\n".join(docs_text(r, args.format) for r in rules).rstrip("\n") + "\n"
    write_output(text, args.output)
    return 0
