"""A cost per unit of work in a table header ("B/op", "allocs/op", "KB/req", "cycles/call")
is a result measured in each row, never a setting of the row's other figures; a count per
unit of work ("Keys/op") may be a knob set for the run and stays a setting.

Every table here is written for these tests (web servers, CPUs, storage).
"""

from __future__ import annotations

from claims.compare import judge
from claims.extract import extract
from claims.load.documents import parse_bytes
from claims.model import Claim


def _claims(title: str, body: str) -> dict[float, Claim]:
    """Each claim of a Markdown document by its value."""
    text = (f'---\ntitle: "{title}"\npublisher: Quill\nurl: https://quill.example/post\n'
            f'published_at: 2026-04-01\n---\n\n{body}')
    return {c.value: c for c in extract(parse_bytes(text.encode(), origin="t.md"))[1]}


def _settings(claim: Claim) -> dict[str, str]:
    """A claim's settings, header -> value."""
    return {s.name: s.value for s in claim.conditions.settings}


_HTTP = """# Two HTTP servers on one c7g.xlarge

We drove each server with wrk2 at a fixed rate on one c7g.xlarge, 64 connections.

| Server | Route | Requests/s | KB/req | allocs/req |
|---|---|---|---|---|
| Nginx | /static | 181433 | 37 | 12 |
| Nginx | /proxy | 90412 | 61 | 29 |
| Caddy | /static | 150288 | 44 | 17 |
| Caddy | /proxy | 80177 | 73 | 35 |
"""


def test_a_cost_per_request_is_no_setting_of_the_rate() -> None:
    found = _claims("Two HTTP servers under wrk2", _HTTP)
    assert _settings(found[181433]) == {"Route": "/static"}
    assert _settings(found[150288]) == {"Route": "/static"}


def test_two_servers_on_one_route_meet_despite_their_costs() -> None:
    found = _claims("Two HTTP servers under wrk2", _HTTP)
    assert judge(found[181433], found[150288]).comparable
    assert not judge(found[181433], found[80177]).comparable


def test_cycles_per_call_is_a_result() -> None:
    found = _claims("Two compilers on one Zen 4 core", """# Two compilers, one core

Each build ran the same hashing kernel on one Zen 4 core at 4.5 GHz.

| Compiler | Hash | Calls/s | cycles/call |
|---|---|---|---|
| GCC 14 | crc32 | 5213044 | 863 |
| GCC 14 | xxhash | 7301922 | 616 |
| Clang 18 | crc32 | 5402961 | 833 |
""")
    assert "cycles/call" not in _settings(found[5402961])
    assert _settings(found[5402961]).get("Hash") == "crc32"


def test_a_count_per_operation_stays_a_setting() -> None:
    found = _claims("Batched gets on two drives", """# Batched gets on two NVMe drives

One RocksDB build on one host; each multi-get fetched a batch of keys.

| Drive | Keys/op | Gets/s |
|---|---|---|
| PM1733 | 1 | 412033 |
| PM1733 | 16 | 1913220 |
| P5510 | 1 | 388104 |
| P5510 | 16 | 1702881 |
""")
    assert _settings(found[1913220]).get("Keys/op") == "16"
    assert not judge(found[1913220], found[388104]).comparable
