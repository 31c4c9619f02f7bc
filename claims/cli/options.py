"""Shared options: one meaning in every subcommand (`--format`, `--select`, `--fail-on`, ...)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import IO, TYPE_CHECKING

if TYPE_CHECKING:
    from claims.config import Settings

FAIL_ON = ("error", "warning", "info", "never")


def add_format(parser: argparse.ArgumentParser, choices: Sequence[str], default: str) -> None:
    """`--format`, limited to what the command can print."""
    parser.add_argument("--format", choices=list(choices), default=default,
                        help=f"output format (default: {default})")


def add_selection(parser: argparse.ArgumentParser) -> None:
    """`--select` / `--ignore`: rule codes, names or prefixes; comma-separated or repeated."""
    parser.add_argument("--select", action="append", default=[], metavar="RULES",
                        help="only these rules (codes, names or prefixes; comma-separated)")
    parser.add_argument("--ignore", action="append", default=[], metavar="RULES",
                        help="skip these rules (codes, names or prefixes; comma-separated)")


def selected(args: argparse.Namespace) -> Settings:
    """The project's settings with this run's `--select`/`--ignore` (and `--fail-on`, where
    the command has it) put over them: one meaning in every subcommand. A token naming no
    rule is a usage error here, before anything is read."""
    from checkers import resolve_selection
    from claims.config import load_settings

    settings = load_settings().merged(split_list(args.select), split_list(args.ignore),
                                      getattr(args, "fail_on", None))
    resolve_selection(settings.select, settings.ignore)
    return settings


def add_fail_on(parser: argparse.ArgumentParser) -> None:
    """`--fail-on`: the lowest severity that makes the exit status 1."""
    parser.add_argument("--fail-on", choices=FAIL_ON, default=None,
                        help="exit 1 when a finding reaches this severity (default: warning)")


def add_output(parser: argparse.ArgumentParser) -> None:
    """`--output FILE`: write there instead of stdout."""
    parser.add_argument("--output", "-o", metavar="FILE", default=None,
                        help="write the output to FILE instead of standard output")


def add_db(parser: argparse.ArgumentParser) -> None:
    """`--db PATH`: the store."""
    parser.add_argument("--db", metavar="PATH", default=None,
                        help="the SQLite store (default: claims.db, or [tool.claims] db)")


def add_network(parser: argparse.ArgumentParser) -> None:
    """`--snapshots`, `--offline`, `--allow-host`, `--ca-file`: how sources are read."""
    parser.add_argument("--snapshots", metavar="DIR", default=None,
                        help="snapshot folder (default: under the user's cache dir)")
    parser.add_argument("--offline", action="store_true",
                        help="read sources only from snapshots; never touch the network")
    parser.add_argument("--allow-host", action="append", default=[], metavar="HOST",
                        help="allow fetching from HOST even if it is loopback or private")
    parser.add_argument("--ca-file", metavar="PEM", default=None,
                        help="trust the certificate authorities in PEM instead of the "
                             "system's (an archive behind its own CA)")


def split_list(values: Sequence[str]) -> list[str]:
    """Flatten repeated, comma-separated option values."""
    return [part.strip() for value in values for part in value.split(",") if part.strip()]


@contextmanager
def output_stream(output: str | None) -> Iterator[IO[str]]:
    """A text stream to `--output` or stdout; a file appears only whole (temp file, then rename)."""
    if output is None or output == "-":
        yield sys.stdout
        return
    target = Path(output)
    tmp = target.with_name(f".{target.name}.tmp")
    try:
        with tmp.open("w", encoding="utf-8") as handle:
            yield handle
        tmp.replace(target)
    finally:
        tmp.unlink(missing_ok=True)


def write_output(text: str, output: str | None) -> None:
    """Write text to `--output` atomically (temp file, then rename), or to stdout."""
    with output_stream(output) as handle:
        handle.write(text)
