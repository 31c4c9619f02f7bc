"""`claims rules [NAME-OR-CODE]`: list the rules, or print one rule's documentation."""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from claims.cli.options import add_format, add_output, write_output

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
    return {"code": rule.code, "name": rule.name, "family": rule.family,
            "severity": rule.severity.value, "stage": rule.stage, "summary": rule.summary,
            "docs": {"what_it_does": docs.what, "why_it_matters": docs.why,
                     "example": docs.example, "use_instead": docs.use_instead}}


def listing(rules: Sequence[Rule], fmt: str) -> str:
    """The table of rules: code, name, severity, stage, summary (Markdown: a docs page)."""
    if fmt == "markdown":
        rows = [f"| {r.code} | [`{r.name}`](#{r.code.lower()}-{r.name}) | {r.severity.value} | "
                f"{r.stage} | {r.summary} |" for r in rules]
        docs = "\n".join(docs_text(r, fmt) for r in rules)
        return "\n".join(["# Rules", "", "| code | name | severity | stage | summary |",
                          "|---|---|---|---|---|", *rows, "", docs]).rstrip("\n") + "\n"
    width = max(len(r.name) for r in rules)
    return "".join(f"{r.code}  {r.name.ljust(width)}  {r.severity.value.ljust(7)}  "
                   f"{r.stage.ljust(6)}  {r.summary}\n" for r in rules)


def docs_text(rule: Rule, fmt: str) -> str:
    """One rule's documentation, ruff-style: summary, then the four sections."""
    if fmt == "markdown":
        head = [f"## {rule.code} `{rule.name}`", "",
                f"*{rule.severity.value}, {rule.family} family, stage {rule.stage}*", "",
                rule.summary, ""]
        body = [part for title, text in rule.docs.sections() for part in (f"### {title}", "",
                                                                          text, "")]
        return "\n".join(head + body)
    head = [f"{rule.code} {rule.name} ({rule.severity.value}, {rule.family}, stage "
            f"{rule.stage})", "", rule.summary, ""]
    body = [part for title, text in rule.docs.sections() for part in (f"{title}:",
            "\n".join("  " + line if line else "" for line in text.splitlines()), "")]
    return "\n".join(head + body)


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
