"""Safe HTTP fetching: the only way `claims` reads a URL.

Guarantees, for every request and every redirect hop:

- only `http` and `https` URLs, without credentials in them;
- the host is resolved first and every address it resolves to is checked:
  loopback, private, link-local, multicast, reserved, unspecified and other
  non-global addresses (IPv4 and IPv6, including IPv4-mapped, 6to4 and Teredo
  forms) are refused unless the host is named in `allow_hosts`;
- the connection goes to the address that was checked, not to a second DNS
  answer: the request URL carries the IP literal, the `Host` header and (for
  https) the TLS server name carry the original host name, so certificates are
  still verified against the name. This closes the DNS-rebinding gap between
  the check and the connect;
- redirects are followed by hand, at most `max_redirects`, each hop checked
  again; environment proxies are ignored (a proxy would connect elsewhere);
- connect and read timeouts, an overall deadline, and a byte cap on the decoded
  body, enforced while streaming.

Every successful fetch is stored in the snapshot folder before it is returned;
`offline` reads only from there. A failure raises `FetchRefused` (the policy
said no) or `FetchFailed` (the network or server did), both `ClaimsError`.
"""

from __future__ import annotations

import ipaddress
import socket
import ssl
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urljoin, urlsplit

from claims import __version__
from claims.errors import ClaimsError
from claims.ids import sha256_hex
from claims.load.snapshots import SnapshotEntry, SnapshotStore

if TYPE_CHECKING:
    import httpx

MiB = 1024 * 1024
REDIRECT_STATUSES = frozenset({301, 302, 303, 307, 308})
IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address


class FetchRefused(ClaimsError):
    """The fetch policy refused a URL or a redirect before any connection to it."""


class FetchFailed(ClaimsError):
    """The source could not be read: network error, timeout, HTTP error, byte cap, no snapshot."""


@dataclass(frozen=True)
class FetchPolicy:
    """How sources may be read from the network."""

    allow_hosts: tuple[str, ...] = ()
    offline: bool = False
    snapshots: Path | None = None
    connect_timeout: float = 10.0
    read_timeout: float = 30.0
    total_timeout: float = 120.0
    max_bytes: int = 10 * MiB
    max_redirects: int = 5
    # PEM certificates to trust instead of the system's (an archive behind its own CA).
    ca_file: Path | None = None

    def store(self) -> SnapshotStore:
        """The snapshot folder this policy writes to and reads from."""
        return SnapshotStore(self.snapshots)

    def allows(self, host: str) -> bool:
        """Whether the host was opened on purpose with `--allow-host`."""
        wanted = _bare_host(host)
        return any(_bare_host(h) == wanted for h in self.allow_hosts)


@dataclass(frozen=True)
class Fetched:
    """One response's exact bytes and where they came from."""

    url: str
    final_url: str
    status: int
    content_type: str | None
    body: bytes
    sha256: str
    retrieved_at: str
    from_snapshot: bool = False


def _bare_host(host: str) -> str:
    """A host name compared the way DNS does: lower case, no brackets, no final dot."""
    return host.strip().strip("[]").rstrip(".").lower()


def _utc_now() -> str:
    """The current time as an ISO 8601 UTC timestamp with seconds."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _refused_kind(address: IPAddress) -> str | None:
    """What kind of non-public address this is ("a loopback address"), or None when public."""
    # Addresses embedded in an IPv6 one are checked first: they name the real destination.
    embedded: list[IPAddress] = []
    if isinstance(address, ipaddress.IPv6Address):
        embedded += [a for a in (address.ipv4_mapped, address.sixtofour) if a is not None]
        if address.teredo is not None:
            embedded += list(address.teredo)
    for candidate in [*embedded, address]:
        for label, flagged in (("loopback", candidate.is_loopback),
                               ("link-local", candidate.is_link_local),
                               ("multicast", candidate.is_multicast),
                               ("unspecified", candidate.is_unspecified),
                               ("reserved", candidate.is_reserved),
                               ("private", candidate.is_private),
                               ("non-global", not candidate.is_global)):
            if flagged:
                shown = "" if candidate is address else f" (it embeds {candidate})"
                return f"a {label} address{shown}"
    return None


def refusal_reason(address: IPAddress) -> str | None:
    """Why an address must not be fetched from by default, or None when it is public."""
    kind = _refused_kind(address)
    return None if kind is None else f"{address} is {kind}"


@dataclass(frozen=True)
class _Target:
    """A URL that passed the policy: its parts and the checked addresses to connect to."""

    url: str
    scheme: str
    host: str
    port: int
    addresses: tuple[str, ...]


def _is_address(host: str) -> bool:
    """True when a URL's host is an IP address literal, not a name."""
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


def _parse(url: str) -> tuple[str, str, int]:
    """Scheme, host and port of an absolute http(s) URL; refuse anything else."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as exc:
        raise FetchRefused(f"not a valid URL: {exc}", url) from None
    scheme = parts.scheme.lower()
    if scheme not in ("http", "https"):
        shown = scheme or "no scheme"
        raise FetchRefused(f"only http and https URLs can be fetched, not {shown}", url)
    if not parts.hostname:
        raise FetchRefused("the URL has no host", url)
    if parts.username is not None or parts.password is not None:
        raise FetchRefused("URLs with credentials in them are not fetched", url)
    return scheme, _bare_host(parts.hostname), port or (443 if scheme == "https" else 80)


def check_url(url: str, policy: FetchPolicy) -> _Target:
    """Resolve the URL's host and check every address; refuse before any connection."""
    scheme, host, port = _parse(url)
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError) as exc:
        raise FetchFailed(f"cannot resolve host {host}: {exc}", url) from None
    addresses: list[str] = []
    for info in infos:
        text = str(info[4][0]).split("%", 1)[0]
        if text not in addresses:
            addresses.append(text)
    if not addresses:
        raise FetchFailed(f"host {host} resolves to no address", url)
    if not policy.allows(host):
        for text in addresses:
            address = ipaddress.ip_address(text)
            kind = _refused_kind(address)
            if kind:
                literal = _is_address(host) and ipaddress.ip_address(host) == address
                what = f"{host} is {kind}" if literal else f"{host} resolves to {text}, {kind}"
                raise FetchRefused(f"refused: {what}; pass --allow-host {host} to fetch from "
                                   "it on purpose", url)
    return _Target(url, scheme, host, port, tuple(addresses))


def _pinned_request(client: httpx.Client, target: _Target, address: str) -> httpx.Request:
    """A GET for the target URL that connects to `address` but names the original host."""
    import httpx

    original = httpx.URL(target.url)
    default_port = 443 if target.scheme == "https" else 80
    host_header = target.host if ":" not in target.host else f"[{target.host}]"
    if target.port != default_port:
        host_header += f":{target.port}"
    extensions = {"sni_hostname": target.host} if target.scheme == "https" else {}
    return client.build_request("GET", original.copy_with(host=address, port=target.port),
                                headers={"Host": host_header}, extensions=extensions)


def _timeout(policy: FetchPolicy) -> httpx.Timeout:
    """httpx timeouts from the policy."""
    import httpx

    return httpx.Timeout(connect=policy.connect_timeout, read=policy.read_timeout,
                         write=policy.read_timeout, pool=policy.connect_timeout)


def _trust(policy: FetchPolicy) -> ssl.SSLContext | bool:
    """The certificates a TLS server must chain to: the policy's CA file, else the system's."""
    if policy.ca_file is None:
        return True
    try:
        return ssl.create_default_context(cafile=str(policy.ca_file))
    except (OSError, ssl.SSLError) as exc:
        raise ClaimsError(f"cannot read CA file: {exc.strerror or exc}",
                          str(policy.ca_file)) from None


def _open(client: httpx.Client, target: _Target) -> httpx.Response:
    """Send the request to the first checked address that accepts a connection."""
    import httpx

    last: Exception | None = None
    for address in target.addresses:
        try:
            return client.send(_pinned_request(client, target, address), stream=True)
        except httpx.ConnectError as exc:
            last = exc
    raise FetchFailed(f"cannot connect to {target.host} port {target.port}: {last}", target.url)


def _read_capped(response: httpx.Response, url: str, policy: FetchPolicy,
                 deadline: float) -> bytes:
    """The decoded body, refused as soon as it passes the byte cap or the deadline."""
    declared = response.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > policy.max_bytes:
        raise FetchFailed(f"response is {int(declared)} bytes, over the {policy.max_bytes}-byte "
                          "cap; nothing was stored", url)
    chunks: list[bytes] = []
    size = 0
    for chunk in response.iter_bytes():
        size += len(chunk)
        if size > policy.max_bytes:
            raise FetchFailed(f"response cut off: more than {policy.max_bytes} bytes "
                              "(the byte cap); nothing was stored", url)
        if time.monotonic() > deadline:
            raise FetchFailed(f"response took longer than {policy.total_timeout:g}s; "
                              "nothing was stored", url)
        chunks.append(chunk)
    return b"".join(chunks)


def _fetch_live(url: str, policy: FetchPolicy) -> Fetched:
    """Fetch a URL over the network under the policy; nothing is stored here."""
    import httpx

    from claims.load.deadline import DeadlineBackend

    deadline = time.monotonic() + policy.total_timeout
    current = url
    headers = {"User-Agent": f"claims/{__version__} (claims verification)",
               "Accept": "text/markdown, text/html;q=0.9, text/plain;q=0.8, */*;q=0.1"}
    transport = httpx.HTTPTransport(verify=_trust(policy), trust_env=False)
    # httpx has no option for a network backend; its pool keeps one, used for every socket.
    transport._pool._network_backend = DeadlineBackend(deadline)
    with httpx.Client(timeout=_timeout(policy), follow_redirects=False, trust_env=False,
                      headers=headers, transport=transport) as client:
        for hop in range(policy.max_redirects + 1):
            target = check_url(current, policy)
            try:
                response = _open(client, target)
                try:
                    location = response.headers.get("location")
                    if response.status_code in REDIRECT_STATUSES and location:
                        if hop == policy.max_redirects:
                            raise FetchRefused(f"more than {policy.max_redirects} redirects",
                                               url)
                        current = urljoin(current, location)
                        continue
                    if response.status_code >= 300:
                        raise FetchFailed(f"HTTP {response.status_code} "
                                          f"{response.reason_phrase}".rstrip(), current)
                    body = _read_capped(response, current, policy, deadline)
                    return Fetched(url=url, final_url=current, status=response.status_code,
                                   content_type=response.headers.get("content-type"),
                                   body=body, sha256=sha256_hex(body),
                                   retrieved_at=_utc_now())
                finally:
                    response.close()
            except httpx.TimeoutException:
                if time.monotonic() >= deadline:
                    raise FetchFailed(f"the exchange with {target.host} took longer than the "
                                      f"{policy.total_timeout:g} s total deadline; nothing was "
                                      "stored", current) from None
                raise FetchFailed(f"timed out reading from {target.host}", current) from None
            except httpx.HTTPError as exc:
                raise FetchFailed(f"{type(exc).__name__}: {exc}", current) from None
    raise FetchRefused(f"more than {policy.max_redirects} redirects", url)  # pragma: no cover


def from_snapshot(url: str, policy: FetchPolicy, sha256: str | None = None) -> Fetched:
    """The snapshot with this sha256, else the latest one for the URL; FetchFailed if none."""
    store = policy.store()
    entries = store.history(url)
    entry: SnapshotEntry | None = None
    if sha256:
        matching = [e for e in store.entries() if e.sha256 == sha256]
        entry = next((e for e in reversed(matching) if url in (e.url, e.final_url)),
                     matching[-1] if matching else None)
    if entry is None and entries:
        entry = entries[-1]
    if entry is None:
        raise FetchFailed(f"no snapshot of this URL in {store.root}", url)
    body = store.read(entry.sha256)
    return Fetched(url=url, final_url=entry.final_url, status=entry.status,
                   content_type=entry.content_type, body=body, sha256=entry.sha256,
                   retrieved_at=entry.retrieved_at, from_snapshot=True)


def fetch(url: str, policy: FetchPolicy) -> Fetched:
    """Read a URL under the policy (or its snapshot when offline); store what was read."""
    if policy.offline:
        return from_snapshot(url, policy)
    fetched = _fetch_live(url, policy)
    try:
        policy.store().put(SnapshotEntry(url=fetched.url, final_url=fetched.final_url,
                                         status=fetched.status,
                                         content_type=fetched.content_type,
                                         retrieved_at=fetched.retrieved_at,
                                         sha256=fetched.sha256, size=len(fetched.body)),
                             fetched.body)
    except OSError as exc:
        raise ClaimsError(f"cannot write the snapshot: {exc}", str(policy.store().root)) from None
    return fetched
