"""Who may use the workspace off loopback, and the headers every response carries.

On 127.0.0.1 the workspace is this machine's user's alone and needs no login. Served
on another address, it needs an access token: generated and printed at start, or given
by the operator (`--token`, CLAIMS_SERVE_TOKEN). A browser opens the printed address
once (`/?token=...`); the token then lives in an HttpOnly, same-site cookie and leaves
the address bar. A program sends `Authorization: Bearer <token>`.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Iterable, MutableMapping
from typing import Any
from urllib.parse import parse_qsl, urlencode

COOKIE = "claims_access"
ENV = "CLAIMS_SERVE_TOKEN"
MIN_TOKEN = 16

# Pages are server-rendered with an inline stylesheet and no scripts; nothing is framed.
SECURITY_HEADERS: tuple[tuple[bytes, bytes], ...] = (
    (b"content-security-policy",
     b"default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; "
     b"form-action 'self'; frame-ancestors 'none'; base-uri 'none'"),
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    # not no-referrer: under it a browser sends `Origin: null` with its own forms
    (b"referrer-policy", b"same-origin"),
)


def new_token() -> str:
    """A fresh access token (32 random bytes, URL-safe)."""
    return secrets.token_urlsafe(32)


def with_security_headers(headers: Iterable[tuple[bytes, bytes]]) -> list[tuple[bytes, bytes]]:
    """A response's headers with the security headers set (replacing any of the same name)."""
    ours = {name for name, _ in SECURITY_HEADERS}
    return [*(h for h in headers if bytes(h[0]).lower() not in ours), *SECURITY_HEADERS]


def _cookies(header: str | None) -> dict[str, str]:
    """The request's cookies by name."""
    found: dict[str, str] = {}
    for part in (header or "").split(";"):
        name, _, value = part.strip().partition("=")
        if name:
            found[name] = value
    return found


def _same(given: str | None, token: str) -> bool:
    """Whether a presented token is the token (in constant time)."""
    return bool(given) and hmac.compare_digest(str(given).encode(), token.encode())


def presented(scope: MutableMapping[str, Any], token: str) -> bool:
    """Whether the request carries the token: a Bearer header or the access cookie."""
    headers = {bytes(k).lower(): bytes(v).decode("latin-1") for k, v in scope.get("headers") or ()}
    bearer = headers.get(b"authorization", "")
    if bearer[:7].lower() == "bearer " and _same(bearer[7:].strip(), token):
        return True
    return _same(_cookies(headers.get(b"cookie")).get(COOKIE), token)


def login_redirect(scope: MutableMapping[str, Any], token: str) -> list[tuple[bytes, bytes]] | None:
    """For a GET whose query holds the right `token`: the headers of a redirect to the same
    page without it, setting the access cookie; else None."""
    if scope.get("method") != "GET":
        return None
    query = parse_qsl(bytes(scope.get("query_string") or b"").decode("latin-1"),
                      keep_blank_values=True)
    given = [v for k, v in query if k == "token"]
    if len(given) != 1 or not _same(given[0], token):
        return None
    rest = urlencode([(k, v) for k, v in query if k != "token"])
    where = str(scope.get("path") or "/") + (f"?{rest}" if rest else "")
    cookie = f"{COOKIE}={token}; Path=/; HttpOnly; SameSite=Strict"
    return [(b"location", where.encode("latin-1")), (b"set-cookie", cookie.encode("latin-1")),
            (b"content-length", b"0")]
