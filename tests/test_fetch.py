"""Safe fetching: the SSRF guard, redirects, the byte cap, snapshots, offline reads."""

from __future__ import annotations

import ipaddress
import json
import re
import socket
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from claims.errors import ClaimsError
from claims.load.fetch import (
    FetchFailed,
    FetchPolicy,
    FetchRefused,
    check_url,
    fetch,
    refusal_reason,
)
from claims.load.snapshots import SnapshotStore
from tests.conftest import run_cli
from tests.fixtures.provenance.server import LocalSite


@pytest.fixture
def site() -> Iterator[LocalSite]:
    """A live server on 127.0.0.1 for one test."""
    server = LocalSite()
    yield server
    server.stop()


@pytest.fixture
def no_connect(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Record (and block) every outgoing socket connection made in this process."""
    attempts: list[object] = []

    def refuse(self: socket.socket, address: object) -> None:
        attempts.append(address)
        raise AssertionError(f"connection attempted to {address}")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket.socket, "connect_ex", refuse)
    return attempts


def policy(tmp_path: Path, **kw: object) -> FetchPolicy:
    """A policy whose snapshots go to the test's folder."""
    return FetchPolicy(snapshots=tmp_path / "snaps", **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize("address, label", [
    ("127.0.0.1", "loopback"), ("127.8.9.10", "loopback"), ("10.1.2.3", "private"),
    ("172.16.0.1", "private"), ("192.168.1.1", "private"), ("169.254.169.254", "link-local"),
    ("224.0.0.1", "multicast"), ("0.0.0.0", "unspecified"), ("240.0.0.1", "reserved"),
    ("100.64.0.1", "non-global"), ("::1", "loopback"), ("fe80::1", "link-local"),
    ("fc00::1", "private"), ("ff02::1", "multicast"), ("::", "unspecified"),
    ("::ffff:127.0.0.1", "loopback"), ("::ffff:10.0.0.1", "private"),
    ("2002:a00:1::", "private"),
])
def test_non_public_addresses_are_refused(address: str, label: str) -> None:
    reason = refusal_reason(ipaddress.ip_address(address))
    assert reason is not None and label in reason, reason


@pytest.mark.parametrize("address", ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111"])
def test_public_addresses_pass(address: str) -> None:
    assert refusal_reason(ipaddress.ip_address(address)) is None


@pytest.mark.parametrize("url", [
    "http://127.0.0.1/", "http://10.0.0.8:8080/x", "http://169.254.169.254/latest/meta-data/",
    "http://localhost/", "http://[::1]/", "http://[::ffff:7f00:1]/", "https://0.0.0.0/",
    "http://LOCALHOST./",
])
def test_refused_before_any_connection(url: str, tmp_path: Path, no_connect: list[object]) -> None:
    with pytest.raises(FetchRefused, match=r"refused: .* --allow-host"):
        fetch(url, policy(tmp_path))
    assert no_connect == []
    assert not (tmp_path / "snaps").exists()


@pytest.mark.parametrize("url, message", [
    ("file:///etc/passwd", "only http and https"), ("ftp://example.org/x", "only http and https"),
    ("gopher://example.org/", "only http and https"), ("http:///nohost", "no host"),
    ("http://user:pw@example.org/", "credentials"),
    ("http://example.org:99999/", "not a valid URL"),
])
def test_bad_urls_are_refused(url: str, message: str, tmp_path: Path,
                              no_connect: list[object]) -> None:
    with pytest.raises(FetchRefused, match=message):
        fetch(url, policy(tmp_path))
    assert no_connect == []


def test_cli_refuses_loopback_without_allow_host(site: LocalSite, tmp_path: Path) -> None:
    site.serve("/post.md", "# hello\n")
    for host in ("127.0.0.1", "localhost"):
        result = run_cli("fetch", site.url("/post.md", host), "--snapshots", str(tmp_path))
        assert result.returncode == 2
        assert result.stderr.startswith("claims: error: ") and "refused" in result.stderr
        assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert site.accepted == 0, "a refused URL was connected to"


def test_allowed_host_fetches_and_stores_a_snapshot(site: LocalSite, tmp_path: Path) -> None:
    url = site.serve("/post.md", "# Post\n\nWe measured 12,400 queries per second.\n")
    got = fetch(url, policy(tmp_path, allow_hosts=("127.0.0.1",)))
    assert got.status == 200 and got.final_url == url and not got.from_snapshot
    assert got.body.startswith(b"# Post") and got.content_type.startswith("text/markdown")
    store = SnapshotStore(tmp_path / "snaps")
    assert store.read(got.sha256) == got.body
    [entry] = store.entries()
    assert (entry.url, entry.final_url, entry.sha256, entry.size) == (url, url, got.sha256,
                                                                       len(got.body))
    assert entry.retrieved_at == got.retrieved_at


def test_allow_host_localhost_connects_to_the_checked_address(site: LocalSite,
                                                              tmp_path: Path) -> None:
    url = site.serve("/a.md", "alpha\n")
    got = fetch(site.url("/a.md", "localhost"), policy(tmp_path, allow_hosts=("localhost",)))
    assert got.body == b"alpha\n" and url.endswith("/a.md")


def test_redirects_are_followed_and_rechecked(site: LocalSite, tmp_path: Path) -> None:
    site.serve("/final.md", "landed\n")
    site.serve("/hop", b"", 302, Location="/final.md")
    got = fetch(site.url("/hop"), policy(tmp_path, allow_hosts=("127.0.0.1",)))
    assert got.final_url == site.url("/final.md") and got.body == b"landed\n"
    [entry] = SnapshotStore(tmp_path / "snaps").entries()
    assert entry.url == site.url("/hop") and entry.final_url == site.url("/final.md")


@pytest.mark.parametrize("location", ["http://10.0.0.1/secret", "http://169.254.169.254/x",
                                      "http://[::1]/", "file:///etc/passwd"])
def test_redirect_to_a_refused_address_is_refused(site: LocalSite, tmp_path: Path,
                                                   location: str) -> None:
    site.serve("/jump", b"", 301, Location=location)
    with pytest.raises(FetchRefused):
        fetch(site.url("/jump"), policy(tmp_path, allow_hosts=("127.0.0.1",)))
    assert site.accepted == 1  # only the allowed first hop
    assert not (tmp_path / "snaps" / "index.jsonl").exists()


def test_redirect_cap(site: LocalSite, tmp_path: Path) -> None:
    for n in range(4):
        site.serve(f"/r{n}", b"", 307, Location=f"/r{n + 1}")
    site.serve("/r4", "end\n")
    allowed = policy(tmp_path, allow_hosts=("127.0.0.1",), max_redirects=3)
    with pytest.raises(FetchRefused, match="more than 3 redirects"):
        fetch(site.url("/r0"), allowed)
    assert fetch(site.url("/r1"), allowed).body == b"end\n"


def test_byte_cap_cuts_off_a_large_response(site: LocalSite, tmp_path: Path) -> None:
    site.serve("/big", b"x" * 5000)
    site.serve("/liar", b"y" * 5000, Content_Length="5000")
    small = policy(tmp_path, allow_hosts=("127.0.0.1",), max_bytes=1000)
    with pytest.raises(FetchFailed, match="over the 1000-byte cap"):
        fetch(site.url("/big"), small)
    assert not (tmp_path / "snaps" / "index.jsonl").exists()
    result = run_cli("fetch", site.url("/big"), "--allow-host", "127.0.0.1", "--max-bytes",
                     "1000", "--snapshots", str(tmp_path / "cli"))
    assert result.returncode == 2 and "cap" in result.stderr and result.stdout == ""


def test_byte_cap_applies_while_streaming(tmp_path: Path) -> None:
    """A server that sends no Content-Length is cut off once the cap is passed."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    import threading

    def serve() -> None:
        conn, _ = listener.accept()
        conn.recv(65536)
        conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n")
        try:
            for _ in range(200):
                conn.sendall(b"z" * 1024)
        except OSError:
            pass
        conn.close()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{listener.getsockname()[1]}/stream"
    with pytest.raises(FetchFailed, match="cut off: more than 4096 bytes"):
        fetch(url, policy(tmp_path, allow_hosts=("127.0.0.1",), max_bytes=4096))
    thread.join(5)
    listener.close()


def test_http_errors_fail_cleanly(site: LocalSite, tmp_path: Path) -> None:
    with pytest.raises(FetchFailed, match="HTTP 404"):
        fetch(site.url("/missing"), policy(tmp_path, allow_hosts=("127.0.0.1",)))


def test_failed_fetch_keeps_the_good_snapshot_and_offline_answers(site: LocalSite,
                                                                  tmp_path: Path) -> None:
    url = site.serve("/p.md", "version one\n")
    allowed = policy(tmp_path, allow_hosts=("127.0.0.1",))
    first = fetch(url, allowed)
    site.serve("/p.md", b"z" * 4000)
    with pytest.raises(FetchFailed):
        fetch(url, FetchPolicy(snapshots=allowed.snapshots, allow_hosts=("127.0.0.1",),
                               max_bytes=100))
    site.stop()
    with pytest.raises(FetchFailed, match="cannot connect"):
        fetch(url, allowed)
    offline = fetch(url, FetchPolicy(snapshots=allowed.snapshots, offline=True))
    assert offline.from_snapshot and offline.body == b"version one\n"
    assert offline.sha256 == first.sha256 and offline.retrieved_at == first.retrieved_at
    assert len(SnapshotStore(allowed.snapshots).entries()) == 1


def test_offline_never_touches_the_network(tmp_path: Path, no_connect: list[object]) -> None:
    with pytest.raises(FetchFailed, match="no snapshot"):
        fetch("https://example.org/post", policy(tmp_path, offline=True))
    assert no_connect == []


def test_cli_fetch_prints_one_line_per_snapshot(site: LocalSite, tmp_path: Path) -> None:
    one = site.serve("/one.md", "first\n")
    two = site.serve("/two.md", "second\n")
    snaps = tmp_path / "s"
    result = run_cli("fetch", one, two, "--allow-host", "127.0.0.1", "--snapshots", str(snaps),
                     "--format", "json")
    assert result.returncode == 0, result.stderr
    fetched = json.loads(result.stdout)["fetched"]
    assert [f["final_url"] for f in fetched] == [one, two]
    site.stop()
    offline = run_cli("fetch", one, "--offline", "--snapshots", str(snaps))
    assert offline.returncode == 0, offline.stderr
    assert offline.stdout.split()[0] == fetched[0]["sha256"] and "(snapshot)" in offline.stdout


def test_unresolvable_host_is_one_clear_error(tmp_path: Path) -> None:
    with pytest.raises(ClaimsError, match="cannot resolve host"):
        check_url("http://name.invalid/", policy(tmp_path))


def test_connects_to_the_checked_address_and_keeps_the_host_name(
        site: LocalSite, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """One resolution per hop: the request goes to the checked IP, named by the original host."""
    real = socket.getaddrinfo
    lookups: list[str] = []

    def resolve(host: str, *args: object, **kw: object) -> object:
        lookups.append(host)
        return real("127.0.0.1" if host == "pinned.test" else host, *args, **kw)

    monkeypatch.setattr(socket, "getaddrinfo", resolve)
    site.serve("/p", "pinned\n")
    got = fetch(f"http://pinned.test:{site.port}/p",
                policy(tmp_path, allow_hosts=("pinned.test",)))
    assert got.body == b"pinned\n" and got.final_url == f"http://pinned.test:{site.port}/p"
    # The socket layer may "resolve" the IP literal it was given; the name is looked up once.
    assert lookups.count("pinned.test") == 1 and lookups[0] == "pinned.test"
    assert [str(ipaddress.ip_address(h)) for h in lookups[1:]] == ["127.0.0.1"] * (
        len(lookups) - 1)
    assert site.hosts == [f"pinned.test:{site.port}"]


def test_a_silent_server_times_out(tmp_path: Path) -> None:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)  # accepts into the backlog and never answers
    url = f"http://127.0.0.1:{listener.getsockname()[1]}/slow"
    try:
        with pytest.raises(FetchFailed, match="timed out"):
            fetch(url, policy(tmp_path, allow_hosts=("127.0.0.1",), read_timeout=0.3))
    finally:
        listener.close()
    assert not (tmp_path / "snaps").exists()


def _dribbling_server(interval: float, done: threading.Event
                     ) -> tuple[socket.socket, threading.Event]:
    """A server on 127.0.0.1 that, once asked, sends a never-ending header one byte every
    `interval` s, until the client goes away or `done` is set.

    The event it returns is set when the request has arrived.
    """
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    asked = threading.Event()

    def serve() -> None:
        try:
            conn, _ = listener.accept()
        except OSError:
            return
        with conn:
            conn.recv(4096)
            asked.set()
            try:
                conn.sendall(b"HTTP/1.1 200 OK\r\nX-Slow: ")
                while not done.wait(interval):
                    conn.sendall(b"a")
            except OSError:
                return

    threading.Thread(target=serve, daemon=True).start()
    return listener, asked


def test_the_total_deadline_covers_headers_sent_one_byte_at_a_time(tmp_path: Path) -> None:
    """Every read is quick, but the headers never end: the total deadline stops the exchange.

    The read timeout (5 s) is longer than the deadline (1 s), so only the deadline can end it,
    however slowly a loaded machine runs either side.
    """
    done = threading.Event()
    listener, asked = _dribbling_server(interval=0.05, done=done)
    url = f"http://127.0.0.1:{listener.getsockname()[1]}/slow"
    try:
        with pytest.raises(FetchFailed, match="total deadline") as info:
            fetch(url, policy(tmp_path, allow_hosts=("127.0.0.1",), read_timeout=5,
                              total_timeout=1.0))
        assert asked.wait(60), "the request never reached the server"
    finally:
        done.set()
        listener.close()
    assert "1 s total deadline" in info.value.message and "nothing was stored" in info.value.message
    assert not (tmp_path / "snaps").exists()


def test_a_loopback_refusal_is_one_sentence(tmp_path: Path, no_connect: list[object]) -> None:
    """An address literal is named once; a host name is named with what it resolves to."""
    with pytest.raises(FetchRefused) as literal:
        fetch("http://127.0.0.1/x", policy(tmp_path))
    assert literal.value.message == ("refused: 127.0.0.1 is a loopback address; pass "
                                     "--allow-host 127.0.0.1 to fetch from it on purpose")
    with pytest.raises(FetchRefused) as named:
        fetch("http://localhost/x", policy(tmp_path))
    assert re.match(r"refused: localhost resolves to (127\.0\.0\.1|::1), a loopback address; "
                    r"pass --allow-host localhost", named.value.message)
    assert no_connect == []
