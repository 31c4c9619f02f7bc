"""How gold lists' labels read as a claim's (denominator spellings, who measured against
who built) and which figures' kind the model leaves to the rules (a size a run used)."""

from __future__ import annotations

import pytest

from claims.extract.document import extract_rules
from claims.learn.figure import used_size
from claims.learn.labels import as_independence, gold_label
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
])
def test_a_size_a_run_used_is_left_to_the_rules(text: str) -> None:
    assert all(_used(text).values()) and _used(text)


@pytest.mark.parametrize("text", [
    "Each storage node has 512 GB of RAM and twelve drives.\n",           # storage
    "The benchmark loads a 200 GB dataset of sensor readings.\n",         # databases
    "Pages are 4 KB and huge pages 2 MB on this kernel.\n",               # kernels
    "The accelerator carries 141 GB of HBM3e.\n",                         # LLM serving
])
def test_a_size_the_setup_is_built_with_is_the_models_to_judge(text: str) -> None:
    found = _used(text)
    assert found and not any(found.values())
