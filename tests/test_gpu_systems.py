"""GPU systems named by the GPU they are built on (DGX-H100, HGX H200) and workstation
Xeons named by their number alone (W-2104) are hardware."""

from __future__ import annotations

import pytest

from claims.extract.conditions.parts import _hardware
from claims.vocabulary.hardware import ACCELERATOR_FAMILY, CPU_FAMILY
from tests.conftest import claims_of


@pytest.mark.parametrize(("text", "system", "gpu"), [
    ("Platform: DGX-H100, eight nodes", "DGX-H100", "H100"),
    ("we rented an HGX H200 box", "HGX H200", "H200"),
    ("one DGX B200 in the lab", "DGX B200", "B200"),
    ("on HGX-A100-80GB boards", "HGX-A100-80GB", "A100"),
])
def test_a_gpu_system_is_hardware_whose_accelerator_is_its_gpu(text: str, system: str,
                                                                gpu: str) -> None:
    assert _hardware(text) == (system, gpu)


@pytest.mark.parametrize("text", ["the DGX-1 era", "an HGX board", "DGX Cloud pricing"])
def test_a_system_line_without_a_gpu_names_none(text: str) -> None:
    assert ACCELERATOR_FAMILY.search(text) is None


def test_a_table_under_a_system_line_binds_the_system() -> None:
    claims = claims_of("# Training throughput\n\n"
                       "- Cluster: HGX-H200\n\n"
                       "| Model | Tokens / sec / GPU |\n|---|---|\n| Mixtral-8x7B | 9140 |\n")
    rate = next(c for c in claims if c.value == 9140)
    assert rate.conditions.hardware is not None and "H200" in rate.conditions.hardware


@pytest.mark.parametrize(("text", "cpu"), [
    ("a W-2295 with 18 cores", "W-2295"),
    ("the W-3175X board", "W-3175X"),
    ("an old W-1290P", "W-1290P"),
])
def test_a_workstation_xeon_by_its_number_is_a_cpu(text: str, cpu: str) -> None:
    found = CPU_FAMILY.search(text)
    assert found is not None and found.group(0) == cpu


@pytest.mark.parametrize("text", ["file form W-2 by March", "a W-1000 unit order",
                                  "TW-2104 cable", "part AW-2104"])
def test_other_w_numbers_are_no_cpu(text: str) -> None:
    assert CPU_FAMILY.search(text) is None


def test_an_architecture_bound_to_a_system_part_keeps_the_gpu_as_accelerator() -> None:
    claims = claims_of("# Serving on one HGX H200\n\n"
                       "A single HGX machine with eight Hopper GPUs serves 4,100 tokens "
                       "per second.\n")
    rate = next(c for c in claims if c.value == 4100)
    assert rate.conditions.hardware == "HGX H200"
    assert rate.conditions.accelerator == "H200"


@pytest.mark.parametrize(("text", "gpu"), [
    ("rented Standard_ND96isr_H100_v5 machines", "H100"),
    ("on NC24ads\\_A100\\_v4 nodes", "A100"),
    ("on Standard_D16s_v5 hosts", None),
    ("an m7i.4xlarge box", None),
])
def test_a_cloud_instance_that_spells_its_gpu_names_it(text: str, gpu: str | None) -> None:
    assert _hardware(text)[1] == gpu
