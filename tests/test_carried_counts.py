"""Accelerator counts a name carries (a TPU slice, a GPU system, a fixed-size cloud
instance, a rack) and the counts of one accelerator named without a noun."""

from __future__ import annotations

import pytest

from claims.extract.conditions.index import Index, find
from claims.extract.conditions.parts import _accelerators
from claims.extract.document import extract_rules
from claims.learn.decide import Context, choice_rows
from claims.load.documents import parse_bytes
from claims.vocabulary.hardware_counts import carried_count, counted_name, slice_count


@pytest.mark.parametrize(("name", "count"), [
    ("TPU v5e-16", 16), ("v6e-4", 4), ("v5litepod-32", 32),
    # v4 and v5p slices are sized in TensorCores, two a chip
    ("v5p-256", 128), ("TPU v4-32", 16), ("v3-8", 4),
    ("DGX-B200", 8), ("NVIDIA HGX H200", 8), ("p4de.24xlarge", 8), ("g6e.xlarge", 1),
    ("trn1.32xlarge", 16), ("Standard_ND96isr_H100_v5", 8), ("NC24ads\\_A100\\_v4", 1),
    ("a2-ultragpu-4g", 4), ("GB300 NVL36", 36),
])
def test_a_name_carries_its_count(name: str, count: int) -> None:
    assert carried_count(name) == count


@pytest.mark.parametrize("name", ["v5e", "TPU v6e", "H200", "c7i.24xlarge", "m6g.large",
                                  "n2-standard-32", "GB200", "DGX Spark", "MI300X"])
def test_a_name_alone_carries_no_count(name: str) -> None:
    assert carried_count(name) is None


def test_a_count_before_a_system_multiplies_it() -> None:
    assert counted_name("3x p4d.24xlarge") == 24
    assert counted_name("4 DGX H200") == 32
    assert counted_name("r7g.large") is None
    assert slice_count("v4-1") is None  # less than one chip is no slice


@pytest.mark.parametrize(("text", "count"), [
    ("training ran on a single GPU", 1), ("a single H200 holds the weights", 1),
    ("we used one MI300X for the test", 1), ("half of one MI250X GCD", 1),
    ("two GCDs of the card", 2), ("on a single NVIDIA H100-94GB, with", 1),
    ("each Gaudi node has 8 HPUs", 8), ("a TPU v5e-4 slice", 4),
])
def test_counts_of_accelerators_named_without_a_number_noun(text: str, count: int) -> None:
    assert _accelerators(text) == count


@pytest.mark.parametrize("text", [
    "the kernel is 8x faster", "one H100 node", "a single A100 server", "the v5e chip",
    "one of the options",
])
def test_no_count_is_read(text: str) -> None:
    assert _accelerators(text) is None


def test_a_sentence_naming_a_system_states_its_count() -> None:
    assert find("Our HGX B200 served 9,000 tokens per second.").accelerator_count == 8
    assert find("A pair of runs on 2x g5.48xlarge took an hour.").accelerator_count == 16
    assert find("Inference on TPU v6e-8 reached 4,000 tokens/s.").accelerator_count == 8
    assert find("The TPU v6e reached 4,000 tokens/s.").accelerator_count is None
    assert find("The model is 3x faster on H200.").accelerator_count is None


def test_a_rack_stated_otherwise_keeps_the_stated_count() -> None:
    # a rack's NVL number is no count of the run: runs use a part of a rack
    assert find("GB200 NVL72 reached 700 tokens/s per GPU.").accelerator_count is None
    stated = find("On 36 GPUs of a GB200 NVL72 rack we reached 700 tokens/s per GPU.")
    assert stated.accelerator_count == 36


_TEXT = """# Decode on a rack

We served the model on GB200 NVL72 and reached 3,100 tokens per second per GPU.
"""


def test_a_rack_count_is_a_candidate_the_rules_do_not_bind() -> None:
    _, claims, build = extract_rules(parse_bytes(_TEXT.encode(), origin="<test>"))
    ctx: Context = build()
    claim = next(c for c in claims if c.value == 3100)
    assert claim.conditions.accelerator_count is None
    rows = choice_rows(ctx, ctx.layout.place(claim), "accelerators", claim)
    assert {cand.name for cand, _ in rows} == {"72", None}


def test_a_system_and_its_stated_count_are_one_count() -> None:
    # the name and the number say the same count: the sentence still states it once
    assert find("A DGX H100 with eight GPUs trained it in 3 hours.").accelerator_count == 8
    # a system's name inside a stated count is the product counted, not a second count
    assert find("The cloud ran 2,048 NVIDIA HGX-H200 GPUs for 9 minutes.").accelerator_count \
        == 2048
    # the name and a count of the same value are one wording; two values are two
    same, other = "A DGX H100 with eight GPUs ran.", "A DGX H100 beat 4 GPUs by 2x."
    assert Index(same).named_once(0, len(same), "accelerator_count")
    assert not Index(other).named_once(0, len(other), "accelerator_count")


def test_a_single_rack_is_no_single_gpu() -> None:
    assert find("A single GB300 NVL72 rack passed 900,000 tokens/s.").accelerator_count is None


@pytest.mark.parametrize(("text", "count"), [
    ("Training ran on two nodes of eight GPUs at 410 TFLOPS.", 16),
    ("We used 4 servers with 8 NVIDIA H200 GPUs each and got 1.2M tokens/s.", 32),
    ("The job took 3 hours on 2 x 8-GPU nodes.", 16),
    ("Three 4-GPU servers handled 900 requests/s.", 12),
])
def test_machines_times_the_accelerators_of_each(text: str, count: int) -> None:
    assert find(text).accelerator_count == count


@pytest.mark.parametrize("text", [
    "The cluster has 16 nodes and reached 2 PB/s.", "Two nodes with 64 cores each ran it.",
    "It scaled to four nodes in 10 minutes.",
])
def test_machines_alone_count_no_accelerators(text: str) -> None:
    assert find(text).accelerator_count is None


def test_a_count_of_machines_with_a_thousands_comma_is_read_whole() -> None:
    text = "The system joins 1,200 nodes with eight GPUs each and trains in 4 minutes."
    assert find(text).accelerator_count == 9600
