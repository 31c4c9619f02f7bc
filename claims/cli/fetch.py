"""`claims fetch URL...`: read sources safely and store their exact bytes as snapshots."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from claims.cli.options import add_format, add_network, add_output, split_list, write_output
from claims.errors import ClaimsError
from claims.load.fetch import FetchPolicy


def policy_from_args(args: argparse.Namespace) -> FetchPolicy:
    """The fetch policy named by the shared network options."""
    snapshots = getattr(args, "snapshots", None)
    ca_file = getattr(args, "ca_file", None)
    return FetchPolicy(allow_hosts=tuple(split_list(getattr(args, "allow_host", []) or [])),
                       offline=bool(getattr(args, "offline", False)),
                       snapshots=Path(snapshots) if snapshots else None,
                       ca_file=Path(ca_file) if ca_file else None)


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's arguments."""
    parser.add_argument("urls", nargs="+", metavar="URL", help="http or https URLs to snapshot")
    add_network(parser)
    parser.add_argument("--max-bytes", type=int, default=None, metavar="N",
                        help="refuse responses larger than N bytes (default: 10 MiB)")
    add_format(parser, ("text", "json"), "text")
    add_output(parser)


def run(args: argparse.Namespace) -> int:
    """Fetch each URL; print one line per snapshot; exit 2 if any URL failed."""
    from dataclasses import replace

    from claims.load.fetch import fetch

    policy = policy_from_args(args)
    if args.max_bytes is not None:
        if args.max_bytes < 1:
            raise ClaimsError("--max-bytes must be a positive number of bytes")
        policy = replace(policy, max_bytes=args.max_bytes)
    rows: list[dict[str, object]] = []
    failed = 0
    for url in args.urls:
        try:
            got = fetch(url, policy)
        except ClaimsError as exc:
            sys.stderr.write(f"claims: error: {exc}\n")
            failed += 1
            continue
        rows.append({"url": got.url, "final_url": got.final_url, "status": got.status,
                     "content_type": got.content_type, "size": len(got.body),
                     "sha256": got.sha256, "retrieved_at": got.retrieved_at,
                     "from_snapshot": got.from_snapshot})
    if args.format == "json":
        text = json.dumps({"snapshots": str(policy.store().root), "fetched": rows},
                          indent=2, sort_keys=True) + "\n"
    else:
        text = "".join(f"{r['sha256']}  {r['size']:>9}  {r['status']}  {r['final_url']}"
                       f"{'  (snapshot)' if r['from_snapshot'] else ''}\n" for r in rows)
    write_output(text, args.output)
    return 2 if failed else 0
