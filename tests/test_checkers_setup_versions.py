"""Versions a setup line states count for the figures, as each project spells its name, on
sentences of our own: "Nginx 1.25.3" as well as "nginx 1.25.3" and "NGINX 1.25.3"."""

from __future__ import annotations

import pytest

from claims.load.documents import parse_bytes
from claims.model import DocumentReport
from claims.pipeline import vet_loaded


def _vet(body: str) -> DocumentReport:
    """The report of a Markdown document with `body`."""
    text = f"---\ntitle: A test post\npublisher: Harbor Labs\n---\n\n# Proxies\n\n{body}\n"
    return vet_loaded(parse_bytes(text.encode(), origin="test.md"))


def _lacks_version(report: DocumentReport) -> bool:
    """True when a missing-conditions finding says a software version is missing."""
    return any(f.rule == "missing-conditions" and "software" in f.message
               for f in report.findings)


_RESULT = ("On one Xeon Gold 6430, {name} answered 41,000 requests per second for a 4 KB "
           "static file, at a median latency of 2.1 ms.")


@pytest.mark.parametrize(("setup", "result"), [
    ("Nginx", "nginx"), ("nginx", "NGINX"), ("NGINX", "nginx"), ("Nginx", "Nginx")])
def test_a_version_in_the_setup_line_counts_however_the_name_is_cased(setup: str,
                                                                     result: str) -> None:
    body = f"Versions: {setup} 1.25.3, Caddy 2.7.6.\n\n" + _RESULT.format(name=result)
    assert not _lacks_version(_vet(body))


@pytest.mark.parametrize("name", ["Nginx", "nginx"])
def test_a_version_of_another_program_is_no_version_of_this_one(name: str) -> None:
    body = "Versions: Caddy 2.7.6.\n\n" + _RESULT.format(name=name)
    assert _lacks_version(_vet(body))
