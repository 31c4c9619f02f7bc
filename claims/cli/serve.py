"""`claims serve`: the editor's workspace in a browser, and a JSON API beside it."""

from __future__ import annotations

import argparse
import os
import socket
import sys
from collections.abc import Iterable

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
    parser.add_argument("--token", default=None,
                        help="the access token off loopback (default: CLAIMS_SERVE_TOKEN, "
                             "else one is generated and printed)")
    parser.add_argument("--allow-name", action="append", default=[], metavar="NAME",
                        help="off loopback, another name the workspace answers to (a DNS "
                             "name or a proxy's); repeatable")
    parser.add_argument("--time-limit", type=float, default=60.0, metavar="SECONDS",
                        help="stop a request that computes longer than this (default: 60)")
    add_selection(parser)
    add_network(parser)


def is_loopback(host: str) -> bool:
    """True when the address serves this machine only."""
    import ipaddress

    name = host.strip("[]").lower()
    if name == "localhost":
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def allowed_hosts(host: str, extra: Iterable[str] = ()) -> frozenset[str]:
    """The names a request's Host (and Origin) may give: loopback's, the address served on,
    the operator's extra names, and on every interface this machine's names and addresses."""
    names = set(LOCAL_NAMES) | {host.strip("[]").lower()} | {e.strip().lower() for e in extra}
    if host in ("0.0.0.0", "::", ""):
        names.discard(host)
        names |= _machine_names()
    return frozenset(n for n in names if n)


def _machine_names() -> set[str]:
    """This machine's host name, its fully qualified name and the addresses they resolve to."""
    found = {socket.gethostname().lower(), socket.getfqdn().lower()}
    for name in list(found):
        try:
            found |= {str(info[4][0]).lower() for info in socket.getaddrinfo(name, None)}
        except OSError:
            continue
    return found


def access_token(args: argparse.Namespace) -> tuple[str, str]:
    """The access token off loopback and where it came from (option, environment, generated)."""
    from claims.serve.access import ENV, MIN_TOKEN, new_token

    given, source = args.token, "--token"
    if not given and os.environ.get(ENV):
        given, source = os.environ[ENV], ENV
    if not given:
        return new_token(), "generated"
    if len(given) < MIN_TOKEN:
        raise ClaimsError(f"{source}: an access token needs {MIN_TOKEN} characters at least")
    return given, source


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


def _announce(token: str, source: str, hosts: frozenset[str], port: int) -> None:
    """Say, off loopback, that a token is needed, how to use it, and which names are served."""
    name = next((h for h in sorted(hosts) if h not in LOCAL_NAMES and ":" not in h), "HOST")
    shown = token if source == "generated" else f"<the token from {source}>"
    sys.stdout.write(f"claims: off loopback: every request needs the access token ({source}); "
                     f"open http://{name}:{port}/?token={shown} or send "
                     "Authorization: Bearer <token>\n")
    sys.stdout.write(f"claims: Host and Origin must name one of: {', '.join(sorted(hosts))} "
                     "(more with --allow-name)\n")


def run(args: argparse.Namespace) -> int:
    """Serve until interrupted."""
    try:
        import uvicorn

        from claims.serve.app import create_app
        from claims.serve.limits import warm
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
    if not 0 < args.time_limit <= 86_400:
        raise ClaimsError("--time-limit must be a number of seconds above 0")
    settings = Settings(db=db, fetch_policy=policy_from_args(args), select=tuple(select),
                        ignore=tuple(ignore), time_limit=args.time_limit)
    hosts = allowed_hosts(args.host, args.allow_name)
    token, source = (None, "") if is_loopback(args.host) else access_token(args)
    app = create_app(settings, hosts=hosts, access_token=token)
    sock = _bind(args.host, args.port)
    host, port = sock.getsockname()[:2]
    shown = f"[{host}]" if ":" in host else host
    warm()  # the fork server that runs each vetting under the time limit
    if token:
        _announce(token, source, hosts, port)
    sys.stdout.write(f"claims: serving the workspace at http://{shown}:{port}/ "
                     f"(store: {db}); Ctrl-C stops it\n")
    sys.stdout.flush()
    config = uvicorn.Config(app, log_level="warning", access_log=False, lifespan="off")
    uvicorn.Server(config).run(sockets=[sock])
    return 0
