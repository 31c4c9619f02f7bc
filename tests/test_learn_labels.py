"""How gold lists' labels read as a claim's (denominator spellings, who measured against
who built) and which figures' kind the model leaves to the rules (a size a run used)."""

from __future__ import annotations

import pytest

from claims.extract.document import extract_rules
from claims.learn.figure import used_size
from claims.learn.labels import as_independence, gold_label
from claims.learn.stated import stated_kind
from claims.load.documents import parse_bytes


def test_a_gold_op_denominator_is_the_records_operation() -> None:
    assert gold_label("per", {"per": "op"}) == "operation"
    assert gold_label("per", {"per": "GPU"}) == "gpu"
    assert gold_label("per", {"per": None}) == "none"


def test_an_outside_writers_own_run_is_a_third_partys() -> None:
    assert as_independence("self", outsider=True) == "third-party"
    assert as_independence("self", outsider=False) == "self"
    assert as_independence("partner", outsider=True) == "partner"
    assert gold_label("measured_by", {"measured_by": "self"}, outsider=True) == "third-party"
    assert gold_label("measured_by", {"measured_by": None}, outsider=True) == "unknown"


def _used(text: str) -> dict[float, bool]:
    """Each size figure of a text: whether its sentence says a run used it."""
    _, claims, build = extract_rules(parse_bytes(text.encode(), origin="t.md"))
    ctx = build()
    return {c.value: used_size(ctx.layout, ctx.layout.place(c), c) for c in claims
            if c.unit == "GB"}


@pytest.mark.parametrize("text", [
    "Linking the kernel tree used 9 GB of RAM on the build host.\n",      # compilers
    "After the bulk load the orders table took 18 GB on disk.\n",          # databases
    "Resident usage of the inference server was 7 GB per replica.\n",     # LLM serving
    "The object cache's footprint is 3 GB after a day of traffic.\n",     # web servers
    "Slab memory use fell 40% to 2 GB with the new allocator.\n",         # kernels
    "The sort spilled 3 TB to local disk before it finished.\n",          # data engines
    "Compaction wrote 300 GB over the six-hour run.\n",                   # storage engines
])
def test_a_size_a_run_used_is_left_to_the_rules(text: str) -> None:
    assert all(_used(text).values()) and _used(text)


@pytest.mark.parametrize("text", [
    "Each storage node has 512 GB of RAM and twelve drives.\n",           # storage
    "The benchmark loads a 200 GB dataset of sensor readings.\n",         # databases
    "Pages are 4 KB and huge pages 2 MB on this kernel.\n",               # kernels
    "The accelerator carries 141 GB of HBM3e.\n",                         # LLM serving
    "The job read a 40 GB input of Parquet files.\n",                     # data engines
])
def test_a_size_the_setup_is_built_with_is_the_models_to_judge(text: str) -> None:
    found = _used(text)
    assert found and not any(found.values())


def _stated(text: str) -> dict[float, bool]:
    """Each figure of a text: whether the rules' reading of its kind stands."""
    _, claims, build = extract_rules(parse_bytes(text.encode(), origin="t.md"))
    ctx = build()
    return {c.value: stated_kind(ctx.layout, ctx.layout.place(c), c) for c in claims}


@pytest.mark.parametrize("text", [
    "The replication lag limit is 8 ms for every follower.\n",               # databases
    "We held the P99 under a 300 ms latency SLO during the soak.\n",          # web servers
    "Each scan had a budget of 2 s before the kernel watchdog fired.\n",      # kernels
    "Decode speed was measured with ITL <= 40 ms on every replica.\n",        # LLM serving
    "Each checksum is 32 bits wide on the flash controller.\n",               # storage
    "The page cache used 6 Gb while the restore ran.\n",                      # storage
])
def test_a_limit_a_width_or_a_size_used_keeps_the_rules_kind(text: str) -> None:
    assert all(_stated(text).values()) and _stated(text)


@pytest.mark.parametrize("text", [
    "Commit latency fell to 8 ms once the log moved to NVMe.\n",              # databases
    "The proxy answered 120,000 requests per second on one core.\n",          # web servers
    "Our goal is 5 million IOPS per socket, and we got there.\n",             # storage
    "The 5.15 kernel boots in 1.2 s on this board.\n",                        # kernels
])
def test_a_result_stated_plainly_is_the_models_to_judge(text: str) -> None:
    found = _stated(text)
    assert found and not any(found.values())
