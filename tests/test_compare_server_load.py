"""Web servers under a load generator: a table's column of server programs under a "Server"
header, and two hosts' request rates whose load neither side states. Texts of our own."""

from __future__ import annotations

from claims.compare import Verdict, judge
from claims.extract.conditions.row_labels import lists_programs, row_label
from claims.model import Claim
from tests.conftest import claims_of

_TABLE = ("# Static files\n\nAll runs used one Intel Xeon E-2388G box.\n\n"
          "| Server | Requests/sec |\n| --- | ---: |\n"
          "| Caddy | 61234.5 |\n| nginx | 58120.3 |\n| Hiawatha | 40321.7 |\n")


def test_a_label_among_known_programs_under_a_server_header_is_a_program() -> None:
    assert lists_programs("Server", ("Caddy", "nginx", "Hiawatha"))
    assert row_label("Server", "Hiawatha", True).software[0].name == "Hiawatha"
    assert row_label("Server", "Hiawatha", True).hardware is None
    # alone, or beside a machine the vocabulary knows, the label stays a machine
    assert row_label("Server", "Hiawatha").hardware == "Hiawatha"
    assert not lists_programs("Server", ("Caddy", "nginx", "Xeon Gold 6338", "Hiawatha"))
    assert not lists_programs("Server", ("Caddy", "Hiawatha"))  # one program: that row's
    assert not lists_programs("Model", ("Caddy", "nginx", "Hiawatha"))


def test_an_unknown_server_programs_rate_keeps_the_documents_machine() -> None:
    found = {c.value: c for c in claims_of(_TABLE)}
    row = found[40321.7].conditions
    assert row.hardware != "Hiawatha"
    assert "Hiawatha" in [s.name for s in row.software]


def _served(value: float, *, doc: str, cpu: str, concurrency: int | None = None,
            workload: str = "wrk", unit: str = "requests/s") -> Claim:
    """One server program's rate on a host machine, driven by a load generator."""
    return Claim.model_validate({
        "value": value, "unit": unit, "metric": "throughput",
        "conditions": {"hardware": cpu, "workload": workload, "concurrency": concurrency,
                       "software": [{"name": "Hiawatha"}]},
        "source": {"quote": f"Hiawatha served {value} requests/s.", "title": f"Post {doc}",
                   "url": f"https://{doc}.example/p"}})


def test_one_server_on_two_hosts_under_unstated_loads_cannot_be_told() -> None:
    a = _served(75000, doc="a", cpu="Core i7-8700K")
    b = _served(50000, doc="b", cpu="Ryzen 7 5800X")
    pair = judge(a, b)
    assert pair.verdict is Verdict.not_comparable and "concurrency" in pair.reasons


def test_one_server_on_two_hosts_at_one_stated_load_compares_the_hosts() -> None:
    a = _served(75000, doc="a", cpu="Core i7-8700K", concurrency=256)
    b = _served(50000, doc="b", cpu="Ryzen 7 5800X", concurrency=256)
    assert judge(a, b).comparable


def test_a_named_benchmark_or_one_host_is_left_to_the_other_rules() -> None:
    # a benchmark's rules fix its load; on one host the programs are what is compared
    a = _served(75000, doc="a", cpu="Core i7-8700K", workload="TSBS", unit="rows/s")
    b = _served(50000, doc="b", cpu="Ryzen 7 5800X", workload="TSBS", unit="rows/s")
    assert judge(a, b).comparable
    same = _served(50000, doc="b", cpu="Core i7-8700K")
    assert judge(_served(75000, doc="a", cpu="Core i7-8700K"), same).comparable
