"""single-workload: a load tool ("wrk", "h2load") says how the load was made, not what work
ran, so it is no workload of its own. Documents of our own."""

from __future__ import annotations

from claims.extract.facts.passes import is_load_tool
from tests.vetting import rules

RULE = "single-workload"


def test_load_tools_are_read_as_such() -> None:
    assert is_load_tool("wrk") and is_load_tool("h2load")
    assert not is_load_tool("TPC-C") and not is_load_tool(None)


def test_a_load_tool_alone_names_no_workload() -> None:
    text = ("## Proxy A\n\nUnder wrk with 400 connections, proxy A answered 31,200 requests "
            "per second at 12.1 ms average latency.\n\n## Proxy B\n\nUnder wrk with 400 "
            "connections, proxy B answered 27,900 requests per second at 14.3 ms average "
            "latency.\n")
    assert RULE not in rules(text)


def test_a_named_workload_still_counts() -> None:
    text = ("## Proxy A\n\nOn the TPC-C workload, proxy A answered 31,200 requests per "
            "second at 12.1 ms average latency.\n\n## Proxy B\n\nOn the TPC-C workload, proxy "
            "B answered 27,900 requests per second at 14.3 ms average latency.\n")
    assert RULE in rules(text)
