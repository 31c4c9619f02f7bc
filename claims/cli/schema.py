"""`claims schema`: print, write or check the JSON Schemas generated from the model."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from claims import schemas
from claims.errors import ClaimsError


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's arguments."""
    parser.add_argument("name", nargs="?", choices=list(schemas.SCHEMAS),
                        help="print only this schema (default: the report schema)")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--write", action="store_true", help="write every schema file")
    mode.add_argument("--check", action="store_true",
                      help="exit 1 if a schema file differs from the models")
    parser.add_argument("--dir", default=None,
                        help="schema folder (default: the project's schemas/)")


def run(args: argparse.Namespace) -> int:
    """Print, write or check the schemas."""
    folder = Path(args.dir) if args.dir else schemas.default_dir()
    if args.write:
        for path in schemas.write_all(folder):
            print(f"wrote {path}")
        return 0
    if args.check:
        if not folder.is_dir():
            raise ClaimsError(f"{folder}: no such schema folder")
        stale = schemas.stale(folder)
        for name in stale:
            sys.stderr.write(f"{folder / name}: out of date; run `claims schema --write`\n")
        return 1 if stale else 0
    sys.stdout.write(schemas.render(args.name or "report"))
    return 0
