"""The workspace's guards: CSRF tokens on forms, a cap on request bodies, trusted hosts.

- Every form carries a token: an HMAC, under a secret made when the server
  starts, of a random value kept in a same-site cookie. A form posted from
  another site has neither.
- JSON routes accept only `application/json` bodies, which no plain cross-site
  form can send, and refuse a foreign `Origin`.
- Request bodies are read up to a cap before any route sees them; a larger one
  is refused whole (with or without a Content-Length).
- The `Host` header must name this server (against DNS rebinding), and an `Origin`
  on a request that changes something must too; off loopback, the names are this
  machine's and the ones the operator gives.
- Off loopback, every request needs the access token (`claims.serve.access`).
- Every response carries the security headers (CSP, framing, sniffing, referrer).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from claims.load.documents import MAX_BYTES
from claims.serve import access

COOKIE = "claims_csrf"
# What a form adds around its fields (boundaries, headers), on top of the document cap.
FORM_OVERHEAD = 256 * 1024
BODY_LIMIT = MAX_BYTES + FORM_OVERHEAD

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]
Refuse = Callable[[Scope, int, str], Awaitable[tuple[int, list[tuple[bytes, bytes]], bytes]]]


class Tokens:
    """CSRF tokens: the HMAC of a browser's cookie value under this server's secret."""

    def __init__(self, secret: bytes | None = None) -> None:
        self.secret = secret or secrets.token_bytes(32)

    @staticmethod
    def new_cookie() -> str:
        """A fresh random cookie value."""
        return secrets.token_hex(16)

    def token(self, cookie: str) -> str:
        """The form token that goes with a cookie value."""
        return hmac.new(self.secret, cookie.encode("utf-8"), hashlib.sha256).hexdigest()

    def valid(self, cookie: str | None, token: object) -> bool:
        """Whether a posted token matches the browser's cookie."""
        if not cookie or not isinstance(token, str) or not token:
            return False
        return hmac.compare_digest(self.token(cookie), token)


def _header(scope: Scope, name: bytes) -> str | None:
    """One request header, decoded, or None."""
    for key, value in scope.get("headers") or ():
        if key.lower() == name:
            return bytes(value).decode("latin-1")
    return None


def host_allowed(scope: Scope, hosts: frozenset[str]) -> bool:
    """Whether the request's Host names this server (any host when `hosts` is empty)."""
    if not hosts:
        return True
    host = (_header(scope, b"host") or "").strip().lower()
    if host.startswith("["):
        name = host[1:host.find("]")] if "]" in host else host
    else:
        name = host.rsplit(":", 1)[0] if host.count(":") == 1 else host
    return name in hosts


class Guard:
    """ASGI middleware: trusted hosts, JSON-only API bodies, foreign origins, the body cap."""

    def __init__(self, app: ASGIApp, *, hosts: frozenset[str], refuse: Refuse,
                 limit: int = BODY_LIMIT, token: str | None = None) -> None:
        self.app, self.hosts, self.refuse, self.limit = app, hosts, refuse, limit
        self.token = token

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Check the request, then pass it on with its body already read (and capped)."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        send = _secured(send)
        if self.token and host_allowed(scope, self.hosts) and \
                not access.presented(scope, self.token):
            login = access.login_redirect(scope, self.token)
            if login is not None:
                await send({"type": "http.response.start", "status": 303, "headers": login})
                await send({"type": "http.response.body", "body": b""})
            else:
                await self._send(scope, send, 401, "This workspace needs its access token: "
                                 "open the address it printed when it started (it ends in "
                                 "?token=...), or send Authorization: Bearer <token>.")
            return
        problem = self._problem(scope)
        if problem is None and scope["method"] in ("POST", "PUT", "PATCH", "DELETE"):
            body, too_big = await self._read(scope, receive)
            if too_big:
                problem = (413, "The upload is larger than the "
                                f"{MAX_BYTES // (1024 * 1024)} MiB limit; nothing was stored.")
            else:
                receive = _replay(body)
        if problem is not None:
            await self._send(scope, send, *problem)
            return
        await self.app(scope, receive, send)

    def _problem(self, scope: Scope) -> tuple[int, str] | None:
        """Why a request is refused before its body is read, if it is."""
        if not host_allowed(scope, self.hosts):
            return 400, "This workspace answers only to its own address (the Host header " \
                        "names another server)."
        if scope["method"] in ("GET", "HEAD", "OPTIONS"):
            return None
        origin = _header(scope, b"origin")
        if origin and (origin == "null" or not host_allowed(
                {"headers": [(b"host", origin.split("://", 1)[-1].encode("latin-1"))]},
                self.hosts)):
            return 403, "Requests from other sites are refused."
        if not str(scope.get("path", "")).startswith("/api/"):
            return None
        kind = (_header(scope, b"content-type") or "").split(";")[0].strip().lower()
        if kind != "application/json":
            return 415, "The API takes JSON: send the body as application/json."
        return None

    async def _read(self, scope: Scope, receive: Receive) -> tuple[bytes, bool]:
        """The whole body, or (partial, True) once it passes the cap."""
        declared = _header(scope, b"content-length")
        if declared and declared.strip().isdigit() and int(declared) > self.limit:
            return b"", True
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                break
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.limit:
                return b"", True
            chunks.append(chunk)
            if not message.get("more_body"):
                break
        return b"".join(chunks), False

    async def _send(self, scope: Scope, send: Send, status: int, sentence: str) -> None:
        """Send the refusal the app renders (a page, or JSON under /api/)."""
        status, headers, body = await self.refuse(scope, status, sentence)
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": body})


def _secured(send: Send) -> Send:
    """A `send` that adds the security headers to every response it starts."""
    async def secured(message: Message) -> None:
        """Pass the message on, the response's start with the headers added."""
        if message["type"] == "http.response.start":
            message = {**message,
                       "headers": access.with_security_headers(message.get("headers") or ())}
        await send(message)

    return secured


def _replay(body: bytes) -> Receive:
    """A `receive` that hands the already-read body to the app once, then waits politely."""
    sent = False

    async def receive() -> Message:
        """The body once, then a disconnect."""
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return {"type": "http.disconnect"}

    return receive
