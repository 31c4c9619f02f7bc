"""The `claims` command line: one program, subcommands like git's.

Each subcommand lives in its own module under `claims.cli` and exposes
`configure(parser)` and `run(args) -> int`; this module only dispatches and
turns errors into one line on stderr and an exit status.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import os
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from claims import __version__
from claims.errors import ClaimsError

# name -> (module under claims.cli, one-line help). The order is the order of `claims --help`.
# Command modules import heavy dependencies inside run(), so that start-up stays fast.
COMMANDS: dict[str, tuple[str, str]] = {
    "vet": ("vet", "extract and check announcements: the editor's report"),
    "extract": ("extract", "every reported figure as a claim record (YAML or JSON)"),
    "check": ("check", "run the checkers over claim files"),
    "validate": ("validate", "schema-check claim files, every problem with its line"),
    "rules": ("rules", "list the rules, or print one rule's docs"),
    "schema": ("schema", "print, write or check the JSON Schemas"),
    "fetch": ("fetch", "store snapshots of sources (safe fetching)"),
    "verify": ("verify", "re-read sources: quotes, figures, drift, the chain to the primary"),
    "export": ("export", "records out for other tools: jsonl, prov-json, claimreview"),
    "ingest": ("ingest", "batch announcements into the store (parallel, resumable)"),
    "query": ("query", "read claims from the store, filtered"),
    "compare": ("compare", "the buyer's comparability matrix: which claims compare, and why not"),
    "serve": ("serve", "the editor's workspace in a browser, and a JSON API (127.0.0.1)"),
    "label": ("label", "a gold file pre-filled from the extraction, for a person to correct"),
    "train": ("train", "learn the extraction's decisions from documents and gold lists"),
}

EXIT_CLEAN, EXIT_FINDINGS, EXIT_USAGE = 0, 1, 2


class _Parser(argparse.ArgumentParser):
    """An argparse parser whose usage errors follow the one-line error convention."""

    def error(self, message: str) -> None:  # type: ignore[override]
        """Print `claims: error: ...` and exit 2 instead of argparse's two-line form."""
        sys.stderr.write(f"claims: error: {message}\n")
        raise SystemExit(EXIT_USAGE)


def chosen_command(argv: Sequence[str]) -> str | None:
    """The subcommand named on the command line, if any (the first word that is not an option)."""
    first = next((arg for arg in argv if not arg.startswith("-")), None)
    return first if first in COMMANDS else None


def build_parser(command: str | None) -> argparse.ArgumentParser:
    """The parser: every subcommand is listed, only `command` (if any) is configured.

    Configuring one command imports one module, which keeps `claims vet` quick to start.
    """
    parser = _Parser(prog="claims", description="Check published performance claims.")
    parser.add_argument("--version", action="version", version=f"claims {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name, (module_name, help_text) in COMMANDS.items():
        subparser = sub.add_parser(name, help=help_text, description=help_text)
        if name == command:
            module = importlib.import_module(f"claims.cli.{module_name}")
            module.configure(subparser)
            subparser.set_defaults(_run=module.run)
    return parser


@contextmanager
def _messages_looked_up_once() -> Iterator[None]:
    """Within the block, argparse looks each of its messages up in the translation catalogs
    once. Every parser it makes asks for the same three ("options", ...), and each asking
    searches the catalogs' folders on disk again: sixteen parsers (one a command) made
    forty-eight searches for three answers, which cannot change while the process runs."""
    original = argparse._  # type: ignore[attr-defined]
    if hasattr(original, "cache_info"):
        yield  # already inside such a block
        return
    argparse._ = functools.cache(original)  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._ = original  # type: ignore[attr-defined]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the program; return the exit status."""
    words = list(sys.argv[1:] if argv is None else argv)
    with _messages_looked_up_once():
        parser = build_parser(chosen_command(words))
        args = parser.parse_args(words)
    if not getattr(args, "_run", None):
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    try:
        return int(args._run(args))
    except ClaimsError as exc:
        sys.stderr.write(f"claims: error: {exc}\n")
        return EXIT_USAGE
    except KeyboardInterrupt as exc:
        from claims.interrupts import report_stop

        return report_stop(exc)
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): not an error worth a message.
        return EXIT_CLEAN
    except Exception as exc:  # the promise is one line, never a traceback
        if os.environ.get("CLAIMS_DEBUG"):
            raise
        sys.stderr.write(internal_error_line(exc) + "\n")
        return EXIT_USAGE


def internal_error_line(exc: BaseException) -> str:
    """A bug's one line: its type and message with line breaks folded (pydantic's span several)."""
    message = " ".join(str(exc).split())
    return (f"claims: error: internal error: {type(exc).__name__}: {message} "
            "(set CLAIMS_DEBUG=1 for a traceback)")


def entry() -> None:
    """Console-script entry point: a stop at any moment (even while starting) is one line."""
    # Pydantic looks for plugins in every installed package's entry points when it builds
    # the first model, about 10 ms of each run; the records need none. Set the variable
    # (even empty) to let pydantic look.
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    from claims.interrupts import report_stop, stop_early

    try:
        # Inside the guard: a signal caught by the first handler while the next is being
        # set already raises, and must end in the same one line.
        stop_early()
        status = main()
    except KeyboardInterrupt as exc:  # arrived while starting, parsing or importing
        status = report_stop(exc)
    raise SystemExit(status)


def console() -> None:
    """The program's own process (console script, `python -m claims`): `entry`, then the
    process ends without freeing its objects one by one first (see `claims.leave`)."""
    try:
        entry()
    except SystemExit as done:
        from claims.leave import leave

        leave(done)
