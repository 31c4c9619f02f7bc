"""A table's setting columns keep its rows apart in a comparison.

A results table often spreads one system's figures over rows that differ only in the knobs
set for each run ("| Connections | Threads | Requests/s |"). Those columns are conditions of
every figure in their row: two figures meet only when their rows agree on every setting
column both tables state; a setting one table varies and the other never states is
"cannot tell". The columns that name what a row is about (the server, the model, the drive)
are what a buyer compares, never a setting.

Every document here is written for these tests, in three fields (web servers under load,
LLM serving, storage with fio); each mechanism has a case that must fire and one that must
not.
"""

from __future__ import annotations

from claims.compare import judge
from claims.compare.conditions import table
from claims.compare.settings import QUANTITY_SETTINGS
from claims.model import Claim
from tests.posts import claims_by_value, post


def _settings(claim: Claim) -> dict[str, str]:
    """A claim's setting columns, header -> value (the phase or tokens a result column's
    header names are the figure's quantity, read in `test_compare_phase_columns`)."""
    return {s.name: s.value for s in claim.conditions.settings
            if s.name not in QUANTITY_SETTINGS}


# Web servers: one load generator, one c7i.2xlarge, a grid of connections and worker threads.

def _web(server: str, publisher: str, rows: str) -> str:
    """A web server's wrk results on one instance type, one row per setting."""
    return post(f"{server} under wrk on a c7i.2xlarge", publisher, f"""# {server} under load

We served a 4 KiB static file with {server} on one c7i.2xlarge and drove it with wrk for
60 seconds per setting.

| Connections | Worker threads | Requests/s | p99 latency (ms) |
|---|---|---|---|
{rows}""")


_NGINX = _web("Nginx", "Tallow", """| 100 | 4 | 181433.2 | 2.91 |
| 100 | 8 | 240127.9 | 2.44 |
| 1000 | 8 | 262904.1 | 11.73 |
""")
_CADDY = _web("Caddy", "Brisket", """| 100 | 4 | 150288.6 | 3.37 |
| 100 | 8 | 199342.5 | 2.86 |
| 1000 | 8 | 214775.3 | 14.02 |
""")


def test_setting_columns_are_read_for_every_figure_of_the_row() -> None:
    a = claims_by_value(_NGINX, "nginx.md")
    assert _settings(a[240127.9]) == {"Connections": "100", "Worker threads": "8"}
    assert _settings(a[0.01173]) == {"Connections": "1000", "Worker threads": "8"}
    assert all(s.varies for s in a[240127.9].conditions.settings)


def test_rows_at_another_setting_never_meet() -> None:
    a, b = claims_by_value(_NGINX, "nginx.md"), claims_by_value(_CADDY, "caddy.md")
    threads = judge(a[240127.9], b[150288.6])           # 8 worker threads against 4
    assert not threads.comparable and threads.reasons == ("workload",)
    assert any(d.condition == "setting: Worker threads" for d in threads.differences)
    connections = judge(a[0.01173], b[0.00286])         # 1,000 connections against 100
    assert not connections.comparable and "workload" in connections.reasons


def test_rows_at_one_setting_meet_and_show_it() -> None:
    a, b = claims_by_value(_NGINX, "nginx.md"), claims_by_value(_CADDY, "caddy.md")
    pair = judge(a[240127.9], b[199342.5])
    assert pair.comparable
    rows = {r.condition: r.status for r in table(a[240127.9], b[199342.5])}
    assert rows["setting: Connections"] == rows["setting: Worker threads"] == "same"


def test_the_server_a_row_names_is_no_setting() -> None:
    shared = post("Two servers on a c7i.2xlarge", "Quire", """# Two servers

Both served a 4 KiB static file on one c7i.2xlarge under wrk, 100 connections.

| Server | Requests/s |
|---|---|
| Nginx | 181002.4 |
| Caddy | 149870.3 |
""")
    rows = claims_by_value(shared, "both.md")
    assert _settings(rows[181002.4]) == {} and _settings(rows[149870.3]) == {}


# LLM serving: one model on one GPU, a sweep of batch sizes and request concurrency.

def _serving(engine: str, publisher: str, rows: str,
             header: str = "| Max batch | Scheduler | Output tokens/s |") -> str:
    """A serving engine's sweep on one H100, one row per batch size and scheduler."""
    rule = "|" + "---|" * (header.count("|") - 1)
    return post(f"{engine} serving Llama 3.1 8B on one H100", publisher, f"""# {engine}

Llama 3.1 8B in BF16 on one H100 80GB, 1,024 input and 256 output tokens per request.

{header}
{rule}
{rows}""")


# A table that names only the model in its rows: no setting column at all.
_ENGINE_C = _serving("Engine C", "Lynx", "| Llama 3.1 8B | 13400.0 |\n",
                     header="| Model | Output tokens/s |")
_ENGINE_A = _serving("Engine A", "Corvid", """| 64 | fcfs | 9120.5 |
| 256 | fcfs | 14877.2 |
| 256 | priority | 13950.4 |
""")
_ENGINE_B = _serving("Engine B", "Marten", """| 64 | fcfs | 8702.9 |
| 256 | fcfs | 13010.7 |
| 256 | priority | 12644.1 |
""")


def test_a_serving_sweep_meets_only_at_one_batch_and_scheduler() -> None:
    a, b = claims_by_value(_ENGINE_A, "a.md"), claims_by_value(_ENGINE_B, "b.md")
    assert judge(a[14877.2], b[13010.7]).comparable       # 256, fcfs on both
    batch = judge(a[9120.5], b[13010.7])                  # 64 against 256
    assert not batch.comparable and "workload" in batch.reasons
    word = judge(a[13950.4], b[13010.7])                  # priority against fcfs
    assert not word.comparable and "workload" in word.reasons


def test_a_setting_the_other_side_never_states_is_cannot_tell_when_it_varies() -> None:
    a, c = claims_by_value(_ENGINE_A, "a.md"), claims_by_value(_ENGINE_C, "c.md")
    assert _settings(c[13400.0]) == {}
    pair = judge(a[14877.2], c[13400.0])
    assert not pair.comparable
    assert pair.reasons == ("workload",)
    unsaid = [d for d in pair.differences if d.condition.startswith("setting:")]
    assert unsaid and all(d.right is None and d.blocking for d in unsaid)


def test_a_setting_its_table_never_varies_does_not_block_a_silent_side() -> None:
    fixed = claims_by_value(_serving("Engine D", "Stoat", """| 256 | fcfs | 12990.2 |
| 256 | fcfs | 13022.8 |
"""), "d.md")
    c = claims_by_value(_ENGINE_C, "c.md")
    assert not any(s.varies for s in fixed[12990.2].conditions.settings)
    pair = judge(fixed[12990.2], c[13400.0])
    assert pair.comparable
    assert all(not d.blocking for d in pair.differences if d.condition.startswith("setting:"))


# Storage: fio on two NVMe drives, block size and queue depth per row; results per run.

def _fio(drive: str, publisher: str, heading_rows: str) -> str:
    """One drive's fio random reads on one c7gd.4xlarge, in two tables by access pattern."""
    return post(f"fio on the {drive}", publisher, f"""# The {drive} under fio

fio 3.36 on one c7gd.4xlarge, one job, libaio, 60 seconds per setting.

{heading_rows}""")


_TABLES = """## Pattern randread

| Block size | Queue depth | Run 1 bandwidth (GB/s) | Run 2 bandwidth (GB/s) |
|---|---|---|---|
| 4k | 1 | {a} | {b} |
| 128k | 32 | {c} | {d} |

## Pattern randwrite

| Block size | Queue depth | Run 1 bandwidth (GB/s) | Run 2 bandwidth (GB/s) |
|---|---|---|---|
| 4k | 1 | {e} | {f} |
| 128k | 32 | {g} | {h} |
"""
_P9 = _fio("Pellam P9", "Pellam", _TABLES.format(a=0.071, b=0.073, c=11.92, d=12.04,
                                                  e=0.233, f=0.229, g=9.81, h=9.77))
_K4 = _fio("Korrin K4", "Korrin", _TABLES.format(a=0.066, b=0.068, c=11.31, d=11.35,
                                                  e=0.214, f=0.217, g=9.02, h=9.11))


def test_fio_rows_meet_only_at_one_block_size_queue_depth_table_and_run() -> None:
    a, b = claims_by_value(_P9, "p9.md"), claims_by_value(_K4, "k4.md")
    assert judge(a[11.92], b[11.31]).comparable            # 128k, QD32, randread, run 1
    for other in (b[0.066],                                # 4k at QD1
                  b[11.35],                                # run 2
                  b[9.02]):                                # the randwrite table
        pair = judge(a[11.92], other)
        assert not pair.comparable and "workload" in pair.reasons


def test_a_result_column_is_no_setting() -> None:
    a = claims_by_value(_P9, "p9.md")
    names = set(_settings(a[11.92]))
    assert names == {"Block size", "Queue depth", "run", "table"}
    assert _settings(a[11.92])["run"] == "1" and _settings(a[12.04])["run"] == "2"


# Databases: one engine's query times and memory per run, one table per data size.

def _queries(engine: str, publisher: str, small: str, large: str) -> str:
    """An engine's two runs of two queries over two data sizes, on one r7i.4xlarge."""
    header = ("| Query | Run 1 time (s) | Run 2 time (s) | Run 1 memory (GB) | "
              "Run 2 memory (GB) |\n|---|---|---|---|---|\n")
    return post(f"{engine}: join queries on an r7i.4xlarge", publisher, f"""# {engine}

Each query ran twice in a row on one r7i.4xlarge; wall-clock seconds, and the memory the
process used.

## Scale 10

{header}{small}
## Scale 100

{header}{large}""")


_ENGINE_X = _queries("Engine X", "Ferrous", "| j1: two-way join | 1.912 | 0.733 | 3.41 | 3.38 |\n"
                     "| j2: three-way join | 2.604 | 1.185 | 4.07 | 4.12 |\n",
                     "| j1: two-way join | 17.205 | 8.871 | 29.6 | 30.2 |\n"
                     "| j2: three-way join | 25.118 | 12.67 | 37.9 | 38.4 |\n")
_ENGINE_Y = _queries("Engine Y", "Gantry", "| j1: two-way join | 1.388 | 0.951 | 2.87 | 2.95 |\n"
                     "| j2: three-way join | 2.245 | 1.402 | 3.66 | 3.71 |\n",
                     "| j1: two-way join | 13.964 | 9.302 | 24.1 | 24.9 |\n"
                     "| j2: three-way join | 21.507 | 14.83 | 33.2 | 33.6 |\n")


def test_query_tables_meet_only_at_one_query_run_and_data_size() -> None:
    x, y = claims_by_value(_ENGINE_X, "x.md"), claims_by_value(_ENGINE_Y, "y.md")
    assert _settings(x[0.733]) == {"Query": "j1: two-way join", "run": "2",
                                   "table": "Scale 10"}
    assert judge(x[0.733], y[0.951]).comparable            # j1, run 2, scale 10
    assert judge(x[17.205], y[13.964]).comparable          # j1, run 1, scale 100
    for other in (y[1.388],                                # run 1 against run 2
                  y[1.402],                                # another query
                  y[9.302]):                               # scale 100 against 10
        pair = judge(x[0.733], other)
        assert not pair.comparable and "workload" in pair.reasons


def test_memory_a_run_used_is_a_result_and_a_parts_memory_a_capacity() -> None:
    x, y = claims_by_value(_ENGINE_X, "x.md"), claims_by_value(_ENGINE_Y, "y.md")
    assert judge(x[3.41], y[2.87]).comparable              # j1, run 1 memory, scale 10
    assert not judge(x[3.41], y[2.95]).comparable          # run 1 against run 2
    specs = claims_by_value(post("Two instance types", "Ledger", """# Instances

| Instance | Memory (GB) |
|---|---|
| r7i.4xlarge | 128 |
| r7i.8xlarge | 256 |
"""), "s.md")
    pair = judge(specs[128.0], specs[256.0])
    assert not pair.comparable and pair.reasons == ("metric",)


# CPUs: a column that changes with the processor is a property of it, not a setting.

def test_a_column_that_changes_only_with_the_subject_is_no_setting() -> None:
    specs = claims_by_value(post("Compile times on three CPUs", "Anvil", """# Kernel builds

Linux 6.8 defconfig built with make -j on each machine, GCC 13; one build per machine.

| CPU | Cores | Threads used | Build time (s) |
|---|---|---|---|
| EPYC 9654 | 96 | 192 | 41.7 |
| Xeon 8480+ | 56 | 192 | 58.3 |
| Ryzen 9 7950X | 16 | 192 | 97.2 |
"""), "cpus.md")
    settings = _settings(specs[41.7])
    assert "Cores" not in settings                         # 96, 56, 16: one per processor
    assert settings == {"Threads used": "192"}              # one value for all: kept fixed
    assert not specs[41.7].conditions.settings[0].varies
