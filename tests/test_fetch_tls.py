"""HTTPS through the DNS-rebinding guard: the request goes to the address that was checked,
while TLS still names and verifies the host the URL gave (a real server on 127.0.0.1)."""

from __future__ import annotations

import ssl
from collections.abc import Iterator
from pathlib import Path

import pytest
import trustme

from claims.load.fetch import FetchFailed, FetchPolicy, fetch
from tests.conftest import run_cli
from tests.fixtures.provenance.server import LocalSite

PAGE = "# Results\n\nThe cluster sustained 1.1 TiB/s of reads.\n"


@pytest.fixture(scope="module")
def authority() -> trustme.CA:
    """A certificate authority made for these tests."""
    return trustme.CA()


def _site(authority: trustme.CA, *names: str) -> LocalSite:
    """An HTTPS server whose certificate names only `names` (no IP address)."""
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    authority.issue_cert(*names).configure_cert(context)
    site = LocalSite(tls=context)
    site.serve("/results.md", PAGE)
    return site


@pytest.fixture
def localhost_site(authority: trustme.CA) -> Iterator[LocalSite]:
    """An HTTPS server on 127.0.0.1 whose certificate is for "localhost" only."""
    site = _site(authority, "localhost")
    yield site
    site.stop()


@pytest.fixture
def ca_file(authority: trustme.CA, tmp_path: Path) -> Path:
    """The test authority's certificate as a PEM file."""
    path = tmp_path / "ca.pem"
    authority.cert_pem.write_to_path(str(path))
    return path


def _policy(tmp_path: Path, ca_file: Path | None) -> FetchPolicy:
    """Loopback opened on purpose for "localhost"; snapshots in the test's folder."""
    return FetchPolicy(allow_hosts=("localhost",), snapshots=tmp_path / "snaps", ca_file=ca_file)


def test_https_names_the_url_host_while_connecting_to_the_checked_address(
        localhost_site: LocalSite, ca_file: Path, tmp_path: Path) -> None:
    """The certificate names "localhost", not 127.0.0.1: the fetch succeeds only because TLS
    sends and verifies the URL's host name while the socket goes to the pinned address."""
    got = fetch(localhost_site.url("/results.md", host="localhost"), _policy(tmp_path, ca_file))
    assert got.body == PAGE.encode()
    assert localhost_site.server_names == ["localhost"]
    assert localhost_site.hosts == [f"localhost:{localhost_site.port}"]


def test_a_certificate_for_another_host_is_refused(authority: trustme.CA, ca_file: Path,
                                                   tmp_path: Path) -> None:
    """A trusted certificate issued to a different name does not pass for this host."""
    site = _site(authority, "archive.example.org")
    try:
        with pytest.raises(FetchFailed) as caught:
            fetch(site.url("/results.md", host="localhost"), _policy(tmp_path, ca_file))
        assert "certificate" in str(caught.value).lower()
        assert site.paths == []  # no request was sent over the failed handshake
    finally:
        site.stop()


def test_an_untrusted_authority_is_refused(localhost_site: LocalSite, tmp_path: Path) -> None:
    """Without --ca-file the system's authorities decide, and they do not know this one."""
    with pytest.raises(FetchFailed) as caught:
        fetch(localhost_site.url("/results.md", host="localhost"), _policy(tmp_path, None))
    assert "certificate" in str(caught.value).lower()
    assert localhost_site.paths == []


def test_cli_ca_file_and_a_missing_ca_file(localhost_site: LocalSite, ca_file: Path,
                                           tmp_path: Path) -> None:
    """`claims fetch --ca-file PEM` reads over HTTPS; a missing PEM is a one-line error."""
    url = localhost_site.url("/results.md", host="localhost")
    ok = run_cli("fetch", url, "--allow-host", "localhost", "--ca-file", str(ca_file),
                 "--snapshots", str(tmp_path / "snaps"))
    assert ok.returncode == 0, ok.stderr
    missing = run_cli("fetch", url, "--allow-host", "localhost", "--ca-file",
                      str(tmp_path / "nope.pem"), "--snapshots", str(tmp_path / "snaps"))
    assert missing.returncode == 2
    assert "nope.pem" in missing.stderr and "Traceback" not in missing.stderr
    assert len(missing.stderr.strip().splitlines()) == 1
