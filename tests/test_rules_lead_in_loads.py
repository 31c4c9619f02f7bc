"""comparison-conditions-differ and the load a table's lead-in sentence states: tables of one
layout whose tests ran under different loads (requests at once, requests in all) differ in
that besides what they compare; three loads or more of one layout are a load study. Texts of
our own."""

from __future__ import annotations

import pytest

from claims.extract.conditions.lead_in_load import load
from claims.model import LOAD_CONCURRENCY_SETTING, LOAD_REQUESTS_SETTING
from tests.vetting import rules

RULE = "comparison-conditions-differ"
TABLE = ("| endpoint | requests per second | median latency |\n|---|---:|---:|\n"
         "| /health | {a} | {b} ms |\n| /users | {c} | {d} ms |")


def _tables(*lead_ins: str) -> str:
    """One results table per lead-in, of one layout, each after its server's paragraph."""
    servers = ("Kestrel", "Gunicorn", "Puma", "Unicorn")
    parts = ["# Three web servers, one laptop\n\nEvery server answered the same two routes "
             "on a Ryzen 7 7840U laptop, driven by oha."]
    for at, lead in enumerate(lead_ins):
        a, c = 18000 - 3000 * at, 9100 - 1500 * at
        parts.append(f"**{servers[at]}**, {lead}\n\n"
                     + TABLE.format(a=a, b=2.1 + at, c=c, d=4.3 + at))
    return "\n\n".join(parts) + "\n"


def test_tables_whose_loads_differ_are_flagged() -> None:
    text = _tables("driven with 64 connections and 200000 requests:",
                   "driven with 64 connections and 20000 requests:")
    assert RULE in rules(text)


def test_tables_at_different_requests_at_once_are_flagged() -> None:
    text = _tables("the load tool sending 500 at a time:",
                   "the load tool sending 800 at a time:")
    assert RULE in rules(text)


@pytest.mark.parametrize("lead_ins", [
    # one load on both sides: only the server differs
    ("with 64 connections, 200,000 requests:", "with 64 connections, 200000 requests:"),
    # one side says nothing of its load: no difference is stated
    ("with 64 connections:", "the same run again:"),
    # a load study: three loads of one layout, the load is what the tables set apart
    ("with 16 connections:", "with 64 connections:", "with 256 connections:"),
    # a rate is no count of requests sent
    ("at most 20000 requests per second:", "at most 9000 requests per second:"),
])
def test_tables_not_said_to_differ_in_load_pass(lead_ins: tuple[str, ...]) -> None:
    assert RULE not in rules(_tables(*lead_ins))


def test_a_load_is_read_from_a_lead_in() -> None:
    assert load("asking for 1,000,000 requests, 5000 at a time:") == {
        LOAD_CONCURRENCY_SETTING: "5000", LOAD_REQUESTS_SETTING: "1000000"}
    assert load("at a concurrency level of 32") == {LOAD_CONCURRENCY_SETTING: "32"}
    assert load("wrk -t4 -c 256 against the box") == {LOAD_CONCURRENCY_SETTING: "256"}
    # two different totals (a progress note beside the total): none is the run's
    assert load("50000 requests, a line every 10000 requests") == {}
    assert load("it served 4000 requests per second") == {}
