"""`claims label FILE...`: a gold file pre-filled from the extraction, to correct by hand."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from claims.errors import ClaimsError


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's arguments."""
    parser.add_argument("sources", nargs="+", metavar="FILE",
                        help="announcements (Markdown, HTML or text files)")
    parser.add_argument("-o", "--output-dir", metavar="DIR",
                        help="write NAME.gold.yaml here (default: beside each document)")
    parser.add_argument("--force", action="store_true",
                        help="replace a gold file that exists (its corrections are lost)")
    parser.add_argument("--stdout", action="store_true",
                        help="print the gold file instead of writing it")


def target_of(source: Path, output_dir: str | None) -> Path:
    """Where the gold file of `source` goes."""
    folder = Path(output_dir) if output_dir else source.parent
    return folder / (source.stem + ".gold.yaml")


def _write_new(path: Path, text: str, force: bool) -> None:
    """Write the file whole (a temporary file renamed), never over a person's work unasked."""
    if path.exists() and not force:
        raise ClaimsError("a gold file is already there (its corrections would be lost); "
                          "pass --force to replace it", str(path))
    if not path.parent.is_dir():
        raise ClaimsError("no such folder", str(path.parent))
    partial = path.with_name(path.name + ".partial")
    try:
        partial.write_text(text, encoding="utf-8")
        os.replace(partial, path)
    except OSError as exc:
        partial.unlink(missing_ok=True)
        raise ClaimsError(f"cannot write: {exc.strerror or exc}", str(path)) from None


def run(args: argparse.Namespace) -> int:
    """Extract each file and write (or print) its pre-filled gold list."""
    from claims.extract import extract
    from claims.gold.label import HEADER, label
    from claims.gold.write import dump_gold
    from claims.load.documents import load_source

    for source in args.sources:
        if source == "-" or source.startswith(("http://", "https://")):
            raise ClaimsError("label reads files: save the page first, then label the file",
                              source)
        path = Path(source)
        loaded = load_source(source)
        _, claims = extract(loaded)
        gold = label(path.name, loaded.text, loaded.body_offset, claims)
        text = dump_gold(gold, HEADER)
        if args.stdout:
            sys.stdout.write(text)
            continue
        target = target_of(path, args.output_dir)
        _write_new(target, text, args.force)
        print(f"{target}: {len(gold.mentions or ())} figures to check")
    return 0
