"""`claims train CORPUS... -o MODEL`: learn the extraction's decisions from folders of
documents and their gold lists (NAME.gold.yaml); needs the `train` extra."""

from __future__ import annotations

import argparse

from claims.learn.labels import DECISIONS


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's arguments."""
    parser.add_argument("corpus", nargs="+", metavar="CORPUS",
                        help="folders of documents with their NAME.gold.yaml lists, or gold lists")
    parser.add_argument("-o", "--output", required=True, metavar="MODEL",
                        help="where to write the model (JSON), for `claims vet --model`")
    parser.add_argument("--decisions", default=",".join(DECISIONS), metavar="NAMES",
                        help="the decisions to learn, comma-separated (default: all: "
                             f"{', '.join(DECISIONS)}); the others keep the rules' choice")
    parser.add_argument("--force-sealed", action="store_true",
                        help="train on a sealed set anyway (never for a model you evaluate)")


def run(args: argparse.Namespace) -> int:
    """Train and write the model file; print one line saying what it learned from."""
    import sys
    from pathlib import Path

    from claims.errors import ClaimsError
    from claims.learn.train import train
    from claims.learn.weights import dumps

    wanted = tuple(d.strip() for d in args.decisions.split(",") if d.strip())
    unknown = [d for d in wanted if d not in DECISIONS]
    if unknown or not wanted:
        raise ClaimsError(f"unknown decision {unknown[0] if unknown else '(none)'!r} (known: "
                          f"{', '.join(DECISIONS)})")
    data = train(args.corpus, force_sealed=args.force_sealed, decisions=wanted)
    try:
        Path(args.output).write_text(dumps(data), encoding="utf-8")
    except OSError as exc:
        raise ClaimsError(f"cannot write the model: {exc.strerror}", args.output) from None
    learned = sorted([*data["choices"], *data["figures"]])
    sys.stderr.write(f"claims: trained {', '.join(learned) or 'nothing'} on "
                     f"{len(data['trained_on'])} gold lists -> {args.output}\n")
    return 0
