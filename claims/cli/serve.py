"""`claims serve`: the editor's workspace in a browser, and a JSON API beside it."""

from __future__ import annotations

import argparse
import socket
import sys

from claims.cli.options import add_network, add_selection, split_list
from claims.errors import ClaimsError

LOCAL_NAMES = frozenset({"127.0.0.1", "localhost", "::1"})


def configure(parser: argparse.ArgumentParser) -> None:
    """Add this command's arguments."""
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (default: 127.0.0.1, this machine only)")
    parser.add_argument("--port", type=int, default=8000,
                        help="port to listen on (default: 8000; 0 picks a free one)")
    parser.add_argument("--db", metavar="PATH", default=None,
                        help="the store that keeps vetted documents and reviews "
                             "(default: claims.db, or [tool.claims] db)")
    add_selection(parser)
    add_network(parser)


def allowed_hosts(host: str) -> frozenset[str]:
    """The names a request's Host may give: this machine's, and the address served on."""
    if host in ("0.0.0.0", "::", ""):
        return frozenset()  # every interface on purpose: any name may reach it
    return LOCAL_NAMES | {host.strip("[]").lower()}


def _bind(host: str, port: int) -> socket.socket:
    """A listening socket on host:port (so port 0 can be reported as the port it got)."""
    if not 0 <= port <= 65535:
        raise ClaimsError(f"--port must be between 0 and 65535, not {port}")
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
        family, kind, proto, _, address = infos[0]
        sock = socket.socket(family, kind, proto)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
    except OSError as exc:
        raise ClaimsError(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    sock.listen(128)
    sock.set_inheritable(True)
    return sock


def run(args: argparse.Namespace) -> int:
    """Serve until interrupted."""
    try:
        import uvicorn

        from claims.serve.app import create_app
    except ImportError as exc:
        raise ClaimsError(f"claims serve needs the serve extra ({exc.name} is missing): "
                          "pip install 'claims[serve]'") from None
    from checkers import resolve_selection
    from claims.cli.fetch import policy_from_args
    from claims.config import load_settings
    from claims.serve.intake import Settings
    from claims.store import default_db, open_store

    configured = load_settings()
    select = split_list(args.select) or list(configured.select)
    ignore = split_list(args.ignore) or list(configured.ignore)
    resolve_selection(select, ignore)
    db = args.db or default_db()
    with open_store(db):  # create and migrate it now: a bad --db is an error before serving
        pass
    settings = Settings(db=db, fetch_policy=policy_from_args(args), select=tuple(select),
                        ignore=tuple(ignore))
    app = create_app(settings, hosts=allowed_hosts(args.host))
    sock = _bind(args.host, args.port)
    host, port = sock.getsockname()[:2]
    shown = f"[{host}]" if ":" in host else host
    sys.stdout.write(f"claims: serving the workspace at http://{shown}:{port}/ "
                     f"(store: {db}); Ctrl-C stops it\n")
    sys.stdout.flush()
    config = uvicorn.Config(app, log_level="warning", access_log=False, lifespan="off")
    uvicorn.Server(config).run(sockets=[sock])
    return 0
