"""Shared options: one meaning in every subcommand (`--format`, `--select`, `--fail-on`, ...)."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import IO, TYPE_CHECKING

if TYPE_CHECKING:
    from claims.config import Settings
    from claims.learn.weights import Decisions
    from claims.selection import Selection

from claims.errors import ClaimsError

FAIL_ON = ("error", "warning", "info", "never")
MAX_REPORT_MB = 64
"""The default cap on one report (vet, check, extract): real reports are well under 1 MiB."""


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


def add_model(parser: argparse.ArgumentParser) -> None:
    """`--model FILE`: the extraction's decisions, as `claims train` learned them."""
    parser.add_argument("--model", metavar="FILE", default=None,
                        help="decisions model written by `claims train` (default: the "
                             "shipped one, or `model` in [tool.claims])")


def model_from_args(args: argparse.Namespace, configured: Path | None) -> Decisions | None:
    """The decisions model `--model` (or the settings' `model`) names; None: the shipped."""
    from claims.learn.weights import load

    chosen = getattr(args, "model", None) or configured
    return None if chosen is None else load(chosen)


def add_fail_on(parser: argparse.ArgumentParser) -> None:
    """`--fail-on`: the lowest severity that makes the exit status 1."""
    parser.add_argument("--fail-on", choices=FAIL_ON, default=None,
                        help="exit 1 when a finding reaches this severity (default: warning)")


def add_reporting(parser: argparse.ArgumentParser) -> None:
    """`--quiet` and `--statistics`: how much of a report is printed."""
    parser.add_argument("--quiet", "-q", action="store_true",
                        help="print only the open findings, one line each: no figures, "
                             "quotes or summary (text format)")
    parser.add_argument("--statistics", action="store_true",
                        help="print how many findings each rule raised instead of the "
                             "findings (text, markdown or json)")


def add_records(parser: argparse.ArgumentParser) -> None:
    """`--kind`, `--evidence`, `--all`: which records a report shows (see claims.selection)."""
    parser.add_argument("--kind", action="append", default=[], metavar="KINDS",
                        help="only records of these kinds: headline, relative, before_after, "
                             "config, cost, quality, count (comma-separated)")
    parser.add_argument("--evidence", action="append", default=[], metavar="EVIDENCE",
                        help="only records with this evidence: measured, simulated, projected, "
                             "estimated, interpolated, unknown (comma-separated)")
    parser.add_argument("--all", action="store_true", dest="all_records",
                        help="also show counts that set up nothing (kind count), which are "
                             "left out by default")


def records_from_args(args: argparse.Namespace) -> Selection:
    """The record selection named by `--kind`, `--evidence` and `--all`."""
    from claims.selection import Selection, parse_evidence, parse_kinds

    return Selection(kinds=parse_kinds(args.kind), evidence=parse_evidence(args.evidence),
                     everything=args.all_records)


def add_output(parser: argparse.ArgumentParser) -> None:
    """`--output FILE`: write there instead of stdout."""
    parser.add_argument("--output", "-o", metavar="FILE", default=None,
                        help="write the output to FILE instead of standard output")


def add_db(parser: argparse.ArgumentParser) -> None:
    """`--db PATH`: the store (a SQLite path, or a postgresql:// URL)."""
    parser.add_argument("--db", metavar="PATH", default=None,
                        help="the store: a SQLite file or sqlite:///PATH (default: claims.db, "
                             "or [tool.claims] db), or postgresql://... for a shared archive")


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


_CHUNK = 1 << 20  # one write call never carries more: no silent cut at an OS's per-call cap


@contextmanager
def output_stream(output: str | None) -> Iterator[IO[str]]:
    """A text stream to `--output` or stdout; a file appears only whole (temp file, then rename).

    A device or pipe named as `--output` (`/dev/null`, `/dev/full`, a FIFO) is written in
    place: renaming over it would replace it. A write that fails is a one-line error.
    """
    name = output if output not in (None, "-") else "<stdout>"
    try:
        if output is None or output == "-":
            yield sys.stdout
            sys.stdout.flush()
            return
        target = Path(output)
        if target.exists() and not target.is_file():
            with target.open("w", encoding="utf-8") as handle:
                yield handle
            return
        tmp = target.with_name(f".{target.name}.tmp")
        try:
            with tmp.open("w", encoding="utf-8") as handle:
                yield handle
            tmp.replace(target)
        finally:
            tmp.unlink(missing_ok=True)
    except BrokenPipeError:
        raise
    except OSError as exc:
        raise ClaimsError(f"cannot write the output: {exc.strerror or exc}", name) from None


def report_limit() -> int:
    """The largest report written, in bytes: CLAIMS_MAX_REPORT_MB mebibytes, else 64."""
    given = os.environ.get("CLAIMS_MAX_REPORT_MB")
    try:
        megabytes = float(given) if given else float(MAX_REPORT_MB)
    except ValueError:
        megabytes = -1.0
    if megabytes <= 0:
        raise ClaimsError(f"CLAIMS_MAX_REPORT_MB must be a positive number, not {given!r}")
    return int(megabytes * 1024 * 1024)


def check_size(size: int, limit: int | None, what: str = "the report") -> None:
    """Refuse output over `limit` bytes (a lower bound of its size may be given early)."""
    if limit is not None and size > limit:
        raise ClaimsError(f"{what} would be {size / (1 << 20):,.1f} MiB or more, over the "
                          f"{limit / (1 << 20):.3g} MiB limit (CLAIMS_MAX_REPORT_MB); nothing "
                          "was written: give fewer or smaller sources at once, or store them "
                          "with `claims ingest`")


def write_output(text: str, output: str | None, *, limit: int | None = None) -> None:
    """Write text to `--output` atomically (temp file, then rename), or to stdout.

    With `limit`, text longer than that many bytes is refused before anything is written.
    """
    if limit is not None and len(text) > limit // 4:  # a str holds at most 4 bytes a character
        check_size(len(text.encode("utf-8")), limit)
    with output_stream(output) as handle:
        for start in range(0, len(text), _CHUNK):
            handle.write(text[start:start + _CHUNK])
