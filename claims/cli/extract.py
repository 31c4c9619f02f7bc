"""`claims extract SOURCE...`: every reported figure as a claim record (YAML or JSON)."""

from __future__ import annotations

import argparse

from claims.cli.options import (
    add_format,
    add_model,
    add_network,
    add_output,
    add_records,
    check_size,
    model_from_args,
    records_from_args,
    report_limit,
    write_output,
)

FORMATS = ("yaml", "json")


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's arguments."""
    parser.add_argument("sources", nargs="+", metavar="SOURCE",
                        help="announcements: Markdown, HTML or text files, `-` for stdin, or URLs")
    add_format(parser, FORMATS, "yaml")
    add_records(parser)
    add_output(parser)
    add_network(parser)
    add_model(parser)


def run(args: argparse.Namespace) -> int:
    """Load every source, extract its claims, print them as claim files.

    YAML: one claim file per source, as a multi-document stream (`---` between).
    JSON: one claim-file object for one source, a list of them for several.
    """
    import json

    from claims.cyclic import start_up

    with start_up():  # the machinery an extraction uses, imported once (see claims.cyclic)
        from claims.config import load_settings
        from claims.extract import extract
        from claims.finite import refuse_non_finite
        from claims.load.claimfile import dump_claim_file
        from claims.load.documents import load_source
        from claims.model import ClaimFile
        from claims.report.size import quoted_size

    shown = records_from_args(args)
    model = model_from_args(args, load_settings().model)
    policy = _policy(args) if any(s.startswith(("http://", "https://")) for s in args.sources) \
        else None
    files = []
    limit, least = report_limit(), 0
    for source in args.sources:
        loaded = load_source(source, fetch_policy=policy)
        document, claims = extract(loaded, model=model)
        refuse_non_finite(claims, loaded.origin)
        claims = tuple(shown.claims(claims))
        least += quoted_size(claims)
        check_size(least, limit, "the claim records")
        files.append(ClaimFile(document=document, claims=claims))
    if args.format == "json":
        data = [f.model_dump(mode="json", exclude_defaults=True) for f in files]
        text = json.dumps(data[0] if len(data) == 1 else data, indent=2, ensure_ascii=False,
                          sort_keys=True) + "\n"
    else:
        text = "---\n".join(dump_claim_file(f) for f in files)
    write_output(text, args.output, limit=limit)
    return 0


def _policy(args: argparse.Namespace) -> object:
    """The fetch policy from the shared network options."""
    from claims.cli.fetch import policy_from_args

    return policy_from_args(args)
