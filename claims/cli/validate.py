"""`claims validate FILE...`: every schema problem in claim files, as `file:line:col: message`."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from claims.load.claimfile import Located, Problem


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's arguments."""
    parser.add_argument("files", nargs="+", metavar="FILE",
                        help="claim files (YAML; `-` reads one from standard input)")


def unknown_rules(located: Located) -> list[Problem]:
    """Accepted findings that name no registered rule, located in the file."""
    from checkers import RULES

    known = {r.code for r in RULES} | {r.name for r in RULES}
    return [located.parsed.problem(("accepted", i, "rule"),
                                   f"accepted[{i}].rule: unknown rule {item.rule!r}")
            for i, item in enumerate(located.claim_file.accepted) if item.rule not in known]


def run(args: argparse.Namespace) -> int:
    """Validate each file; exit 0 when all are valid, 1 on problems, 2 on unreadable input."""
    from claims.errors import ClaimsError
    from claims.load.claimfile import validate_located

    status = 0
    for path in args.files:
        try:
            problems, located = validate_located(path)
            if located is not None:
                problems = unknown_rules(located)
        except ClaimsError as exc:
            sys.stderr.write(f"claims: error: {exc}\n")
            status = 2
            continue
        for problem in problems:
            sys.stdout.write(f"{problem}\n")
        if problems:
            status = max(status, 1)
    if status == 0:
        sys.stdout.write(f"{len(args.files)} claim file(s) valid\n")
    return status
