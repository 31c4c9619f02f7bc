"""Caveats whose severity is earned (caveats28): the workload a document's results state
covers a headline that names none; a latency column that leaves out its unit still holds
latencies; one block of one measure with nothing named is one test; and the rows of an item
that the set-up says ran otherwise than all the others differ in more than the item. Texts of
our own, from several fields, run through the whole pipeline."""

from __future__ import annotations

import pytest

from checkers.engine import run_checks
from claims.extract.facts.exceptions import excepted
from claims.model import Document
from tests.vetting import rules, vet


def _workload_gaps(text: str) -> list[str]:
    """The missing-conditions messages that name the workload among what is missing."""
    return [f.message for f in vet(text).findings
            if f.rule == "missing-conditions" and "workload" in f.message.split(": ")[-1]]


# --- missing-conditions: a workload the document's results state covers its other figures --

@pytest.mark.parametrize("text", [
    # key-value stores: the table names each YCSB mix, the prose figure none
    "Valkey 8.0.1 ran on one AMD EPYC 9654 server for every test.\n\n"
    "| workload | Valkey 8.0.1 on AMD EPYC 9654 |\n|---|---|\n"
    "| YCSB-A | 410,000 ops/s |\n| YCSB-B | 520,000 ops/s |\n\n"
    "During the runs Valkey 8.0.1 on the AMD EPYC 9654 server answered 450,000 requests "
    "per second.",
    # analytics: TPC-H queries timed in a table, a rate in prose
    "The benchmark ran on one Intel Xeon 6980P with ClickHouse 24.8.\n\n"
    "| query | time |\n|---|---|\n| TPC-H Q1 | 0.41 s |\n| TPC-H Q6 | 0.12 s |\n\n"
    "With ClickHouse 24.8 on the Intel Xeon 6980P, the server kept 1,200 queries per second.",
])
def test_a_workload_the_results_state_covers_the_document(text: str) -> None:
    assert _workload_gaps(text) == []


@pytest.mark.parametrize("text", [
    # the same key-value figure with no result naming any workload
    "Valkey 8.0.1 ran on one AMD EPYC 9654 server for every test.\n\n"
    "During the runs Valkey 8.0.1 on the AMD EPYC 9654 server answered 450,000 requests "
    "per second.",
    # web servers: a rate on a named machine and version, and nothing says what was served
    "nginx 1.27.1 on one Ampere Altra Q80-30 served 310,000 requests per second.",
])
def test_a_document_that_states_no_workload_still_lacks_it(text: str) -> None:
    assert _workload_gaps(text)


# --- statistic-unspecified: a bare number under a latency heading is a latency -----------

@pytest.mark.parametrize("text", [
    # API gateways: latency columns with no unit, as a load tool printed them
    "| workers | APISIX latency | Envoy latency |\n|---|---|---|\n"
    "| 1 worker | 0.96 | 1.02 |\n| 2 workers | 1.01 | 1.09 |",
    # databases: a response-time column with no unit
    "| clients | PostgreSQL response time |\n|---|---|\n| 16 clients | 3.4 |\n"
    "| 64 clients | 9.8 |",
])
def test_a_unitless_latency_column_owes_its_statistic(text: str) -> None:
    assert "statistic-unspecified" in rules(text)


@pytest.mark.parametrize("text", [
    # a unitless count under a heading that names no latency
    "| workers | APISIX connections | Envoy connections |\n|---|---|---|\n"
    "| 1 worker | 96 | 102 |\n| 2 workers | 101 | 109 |",
    # a unitless latency column whose heading names the statistic
    "| workers | APISIX p99 latency | Envoy p99 latency |\n|---|---|---|\n"
    "| 1 worker | 0.96 | 1.02 |\n| 2 workers | 1.01 | 1.09 |",
])
def test_other_unitless_columns_owe_no_statistic(text: str) -> None:
    assert "statistic-unspecified" not in rules(text)


# --- single-workload: one block of one measure, with nothing named, is one test ----------

@pytest.mark.parametrize("text", [
    # compilers: one program's run time under six builds
    "| compiler and flags | time |\n|---|---|\n| gcc -O2 | 5.18 s |\n| clang -O2 | 6.06 s |\n"
    "| gcc -O3 | 4.92 s |",
    # GPU kernels: one matrix multiplication, kernel by kernel
    "| kernel | rate |\n|---|---|\n| naive | 309 GFLOP/s |\n| tiled | 8474 GFLOP/s |\n"
    "| vectorised | 19721 GFLOP/s |",
])
def test_one_block_of_one_measure_is_one_test(text: str) -> None:
    assert "single-workload" in rules(text)


@pytest.mark.parametrize("text", [
    # build tools: compile times and link times under two headings are two tests
    "## Compile\n\n| compiler | time |\n|---|---|\n| gcc | 5.18 s |\n| clang | 6.06 s |\n\n"
    "## Link\n\n| linker | time |\n|---|---|\n| ld | 4.1 s |\n| mold | 0.9 s |",
    # web servers: two measures of each run
    "| server | throughput | latency |\n|---|---|---|\n| nginx | 31,000 requests/s | 2.1 ms |\n"
    "| caddy | 24,000 requests/s | 2.9 ms |",
    # two figures are a pair, not a test's table
    "| compiler | time |\n|---|---|\n| gcc -O2 | 5.18 s |\n| clang -O2 | 6.06 s |",
    # build tools: one measure, but each row is a task of its own
    "| task | time |\n|---|---|\n| cold build | 41 s |\n| incremental build | 3 s |\n"
    "| test suite | 12 s |",
])
def test_several_tests_or_a_pair_are_not_one_test(text: str) -> None:
    assert "single-workload" not in rules(text)


# --- comparison-conditions-differ: the item a set-up sets apart from all the others --------

_BUILDS = ("| interpreter | time |\n|---|---|\n| 3.8 | 198.5 s |\n| 3.9 | 208.3 s |\n"
           "| 3.10 | 204.4 s |\n| 3.11 | 167.7 s |")
_STORES = ("| Database | Mean |\n|---|---|\n| SQLite | 1.812 ms |\n| PostgreSQL | 6.123 ms |\n"
           "| SqlServer | 13.182 ms |")


@pytest.mark.parametrize("sentence, name", [
    ("All containers run native ARM builds except SQL Server's, whose AMD64 image runs "
     "emulated.", "SQL Server"),
    ("Every Python except 3.8, the system's own, was built from source with PGO.", "3.8"),
    ("All servers ran Ubuntu 22.04 except the ARM box, which ran Debian 12.", "ARM box"),
    ("Each engine was built with clang 17 except for vLLM (built with gcc 12).", "vLLM"),
])
def test_a_set_up_exception_names_its_item(sentence: str, name: str) -> None:
    assert excepted(sentence) == name


@pytest.mark.parametrize("sentence", [
    # results, not set-up: who was faster except where
    "TGI had a lower time to first token than vLLM at every batch size except 2 and 32.",
    "Linkerd was faster and smaller on every count except memory.",
    # a set-up sentence with no exception
    "All containers run native ARM builds.",
])
def test_results_and_plain_set_ups_name_no_exception(sentence: str) -> None:
    assert excepted(sentence) is None


@pytest.mark.parametrize("text", [
    # interpreters: one built otherwise than the rest
    "Every Python except 3.8, the system's own, was built from source with PGO and LTO.\n\n"
    + _BUILDS,
    # databases: one run under an emulator, named in another spelling in the table
    "All containers run native ARM builds except SQL Server's, whose AMD64 image runs "
    "emulated.\n\n" + _STORES,
])
def test_rows_of_an_item_that_ran_otherwise_differ_in_more(text: str) -> None:
    assert "comparison-conditions-differ" in rules(text)


@pytest.mark.parametrize("text", [
    # the same tables with no exception in their set-up
    "Every Python was built from source with PGO and LTO.\n\n" + _BUILDS,
    "All containers run native ARM builds.\n\n" + _STORES,
    # an exception naming nothing the table ranks
    "All containers run native ARM builds except the load generator's, which runs on x86."
    "\n\n" + _STORES,
])
def test_tables_with_no_item_set_apart_are_like_for_like(text: str) -> None:
    assert "comparison-conditions-differ" not in rules(text)


def test_the_exception_survives_a_claim_file_round_trip() -> None:
    report = vet("Every Python except 3.8, the system's own, was built from source with PGO."
                 "\n\n" + _BUILDS)
    again = Document.model_validate_json(report.document.model_dump_json())
    assert again.exceptions == report.document.exceptions != ()
    assert run_checks(again, report.claims) == run_checks(report.document, report.claims)
