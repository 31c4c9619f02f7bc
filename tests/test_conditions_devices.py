"""Hardware for systems other than GPUs and CPUs: drives, NICs and DPUs, switches, storage
clusters, phone and edge SoCs, and memory (a part: the hardware only when no scope names a
system). Sentences are our own, not taken from the fixtures."""

from __future__ import annotations

import re

import pytest

from claims.extract import extract
from claims.extract.conditions.found import merge, to_conditions
from claims.extract.conditions.index import Index, find
from claims.load.documents import parse_bytes


def _hardware(text: str) -> tuple[str | None, str | None]:
    """(hardware, accelerator) of a text, as the plain finder and the index both see it."""
    plain = to_conditions(find(text))
    indexed = to_conditions(Index(text).find(0, len(text)))
    assert (plain.hardware, plain.accelerator) == (indexed.hardware, indexed.accelerator)
    return plain.hardware, plain.accelerator


@pytest.mark.parametrize(("text", "hardware"), [
    # Drives: a maker and a model token holding a digit.
    ("On our bench the Samsung PM1743 sustained 12 GB/s of reads.", "Samsung PM1743"),
    ("The Micron 9550 reached 3.1M random-read IOPS.", "Micron 9550"),
    ("A Solidigm D7-PS1010 wrote at 9 GB/s for an hour.", "Solidigm D7-PS1010"),
    ("The Kioxia CM7 drew 21 W at full load.", "Kioxia CM7"),
    # NICs, DPUs and switches: known families, with the maker when it is written.
    ("Two NVIDIA ConnectX-7 cards moved 790 Gb/s in total.", "NVIDIA ConnectX-7"),
    ("A ConnectX-8 SuperNIC hit 800 Gb/s per port in the lab.", "ConnectX-8 SuperNIC"),
    ("BlueField-3 offloads cut host CPU use by 40%.", "BlueField-3"),
    ("An Intel E810 held 98 Gb/s with eight queues.", "Intel E810"),
    ("Spectrum-X raised effective bandwidth to 95%.", "Spectrum-X"),
    ("The Broadcom Tomahawk 5 switches 51.2 Tb/s.", "Broadcom Tomahawk 5"),
    ("Jericho3-AI fabrics finished the job 10% sooner.", "Jericho3-AI"),
    # Storage systems.
    ("A Ceph cluster served 1.2 million IOPS.", "Ceph cluster"),
    ("Our 12-node VAST cluster streamed 180 GB/s.", "VAST cluster"),
    # Phone and edge SoCs.
    ("The Qualcomm Snapdragon 8 Elite scored 3,100 points.", "Qualcomm Snapdragon 8 Elite"),
    ("Apple A18 Pro runs the model at 30 tokens/s.", "Apple A18 Pro"),
    ("Dimensity 9400 phones decode 20 tokens/s.", "Dimensity 9400"),
    ("A Jetson AGX Orin ran detection at 60 fps.", "Jetson AGX Orin"),
    # Phones and tablets, by their own line names.
    ("On an iPhone 15 Pro Max the app drew 41 fps.", "iPhone 15 Pro Max"),
    ("The older iPhone SE 2 decoded at 9 tokens/s.", "iPhone SE 2"),
    ("A Pixel 9 Pro answered in 120 ms.", "Pixel 9 Pro"),
    ("Our OnePlus 11 finished in 2.1 s.", "OnePlus 11"),
    ("Galaxy S23 Ultra owners saw 14 tokens/s.", "Galaxy S23 Ultra"),
    ("An iPad Air rendered the scene at 50 fps.", "iPad Air"),
])
def test_named_devices_are_hardware_but_no_accelerator(text: str, hardware: str) -> None:
    """A named device is the hardware; `accelerator` stays for GPUs and accelerators."""
    assert _hardware(text) == (hardware, None)


@pytest.mark.parametrize(("text", "component"), [
    ("Twelve HBM3e stacks give 8 TB/s.", "HBM3e stacks"),
    ("With DDR5-6400 the copy kernel reached 90 GB/s.", "DDR5-6400"),
    ("CXL memory modules added 35% more bandwidth.", "CXL memory modules"),
    ("An NVMe SSD finished the restore in 4 minutes.", "NVMe SSD"),
    ("A 400G NIC is enough for 48 GB/s of traffic.", "400G NIC"),
    ("On a 48-core server the build took 90 s.", "48-core server"),
    ("Two dual-socket hosts exchanged 80 Gb/s.", "dual-socket hosts"),
    ("On a 12-core system the build took 90 s.", "12-core system"),
    ("Four 1U servers moved 40 GB/s.", "1U servers"),
])
def test_parts_and_unnamed_devices_stand_in_when_nothing_is_named(text: str,
                                                                 component: str) -> None:
    """Memory and a device described but not named are the hardware of a text naming none."""
    assert _hardware(text) == (component, None)


@pytest.mark.parametrize("text", [
    "Samsung said 2024 revenue grew 12%.",
    "Samsung reports reads 2.5x faster than before.",
    "Intel 4th Gen Xeon servers shipped in 2023.",
    "Switch to the new driver for 10% more.",
    "One drive write per day over five years.",
    "CXL 3.1 adds fabric support.",
    "Micron Technology Q3 revenue rose 20%.",
    "A RAID6 array of USB3 drives behind an L3 switch lost 5% of throughput.",
])
def test_years_quantities_and_plain_words_are_no_device(text: str) -> None:
    """A maker before a year, a quarter or a multiplier, a level or an interface before a
    device noun, and a verb "switch"/"drive" name no device."""
    found = find(text)
    assert found.component is None
    assert found.hardware is None or "Xeon" in found.hardware


def test_accelerators_keep_their_own_hardware() -> None:
    """A GPU with its memory stays the GPU: memory is only a part of it."""
    assert _hardware("The NVIDIA H200 pairs 141 GB of HBM3e with 4.8 TB/s.") == (
        "NVIDIA H200", "H200")


def test_a_named_system_in_any_scope_outranks_a_part_in_the_sentence() -> None:
    """"HBM3e" in a sentence does not replace the GPU its paragraph names."""
    text = "The H200 is faster. HBM3e lifts bandwidth to 4.8 TB/s."
    index = Index(text)
    sentence = index.find(20, len(text))
    paragraph = index.find(0, len(text))
    merged = to_conditions(merge((sentence, paragraph)))
    assert (merged.hardware, merged.accelerator) == ("H200", "H200")


def test_each_figure_takes_the_device_named_before_it() -> None:
    """Two drives in one sentence: each figure takes the one it follows."""
    text = "The Micron 9550 reads at 14 GB/s, the Kioxia CM7 at 12 GB/s."
    index = Index(text)
    assert index.ambiguous(0, len(text))
    figures = [(text.index("14"), text.index("14") + 7), (text.index("12"), text.index("12") + 7)]
    first, second = (to_conditions(index.find(0, len(text), near=a, figures=figures))
                     for a, _ in figures)
    assert (first.hardware, second.hardware) == ("Micron 9550", "Kioxia CM7")


def test_a_maker_and_its_family_name_one_device() -> None:
    """"NVIDIA ConnectX-7" is one device, though both words start a match."""
    text = "NVIDIA ConnectX-7 moved 392 Gb/s and 389 Gb/s."
    assert not Index(text).ambiguous(0, len(text))


@pytest.mark.parametrize(("text", "hardware"), [
    ("Its F9 array sustained 150 GB/s.", "F9 array"),
    ("The older PM1733 drive managed 7 GB/s.", "PM1733 drive"),
    ("An X710 adapter passed 40 Gb/s.", "X710 adapter"),
])
def test_a_model_token_before_a_device_noun_names_a_device(text: str, hardware: str) -> None:
    """Without a known maker, a model token and a device noun still name the device."""
    assert _hardware(text) == (hardware, None)


def test_a_maker_model_and_noun_is_one_device() -> None:
    """"Samsung PM1743 SSD" is found from the maker and from the noun: one device."""
    text = "The Samsung PM1743 SSD reads at 13 GB/s and writes at 6.6 GB/s."
    assert _hardware(text) == ("Samsung PM1743", None)
    assert not Index(text).ambiguous(0, len(text))


@pytest.mark.parametrize("text", ["Gen5 SSDs now read at 14 GB/s.", "A server with 128 drives.",
                                  "PCIe5 drives ship next year."])
def test_generations_and_counts_before_a_device_noun_name_no_model(text: str) -> None:
    """"Gen5 SSDs" describes a device (a component at most); "128 drives" counts them."""
    assert find(text).hardware is None


@pytest.mark.parametrize(("text", "workload"), [
    ("Sequential writes peak at 7 GB/s on this drive.", "sequential write"),
    ("With 4 KiB random reads it holds 2M IOPS.", "random read"),
    ("A mixed 70/30 I/O run reached 900K IOPS.", "mixed 70/30 I/O"),
    ("It served 9 million random 4K reads per second.", "random 4K read"),
    ("RDMA read latency is 1.1 µs.", "RDMA read"),
])
def test_an_access_pattern_is_the_workload(text: str, workload: str) -> None:
    """A device's access pattern is its workload, in one spelling."""
    assert find(text).workload == workload
    indexed = Index(text).find(0, len(text))
    assert indexed.workload == workload


def test_a_named_benchmark_outranks_an_access_pattern() -> None:
    """"fio" with random reads: the benchmark is the workload, as before."""
    assert find("fio random reads reached 1M IOPS.").workload == "fio"


@pytest.mark.parametrize("text", ["A random seed of 42 was used.", "Mixed results at 5%."])
def test_random_and_mixed_alone_are_no_workload(text: str) -> None:
    """"random" and "mixed" name a pattern only before read, write or I/O."""
    assert find(text).workload is None



def test_a_device_stays_with_its_own_figures_in_a_document() -> None:
    """Each figure takes the device of its own sentence, else its paragraph's, else the
    front matter's: a drive named in one paragraph does not reach the next."""
    text = ("---\ntitle: Drive roundup\nentities: [Kioxia CM7]\n---\n\n"
            "The reference drive reads at 14 GB/s.\n\n"
            "In our tests a Micron 9550 wrote at 10 GB/s. It drew 18 W.\n\n"
            "Idle power was 5 W with an NVMe SSD cache.\n")
    _, claims = extract(parse_bytes(text.encode(), origin="roundup.md"))
    hardware = {(c.value, c.unit): c.conditions.hardware for c in claims}
    assert hardware == {(14.0, "GB/s"): "Kioxia CM7", (10.0, "GB/s"): "Micron 9550",
                        (18.0, "W"): "Micron 9550", (5.0, "W"): "Kioxia CM7"}


def test_an_older_card_is_its_own_device() -> None:
    """"The older Z3 card" names a device, so its figure is not the titled adapter's."""
    assert _hardware("The older Z3 card, on PCIe 4.0, peaked at 100 Gb/s.") == ("Z3 card", None)


@pytest.mark.parametrize(("text", "nodes"), [
    ("Our 12-node VAST cluster streamed 180 GB/s.", 12),
    ("A four-node Ceph cluster served 800K IOPS.", 4),
    ("Each node of the array holds 24 drives.", None),
])
def test_a_cluster_size_is_its_node_count(text: str, nodes: int | None) -> None:
    """"a 12-node cluster" states 12 nodes; "each node" states none."""
    assert find(text).node_count == nodes
    assert Index(text).find(0, len(text)).node_count == nodes


@pytest.mark.parametrize(("text", "hardware"), [
    ("With 8 H100 GPUs and ConnectX-7 NICs, training took 3 hours and cost $900.", "H100"),
    ("ConnectX-7 cards in Xeon 6 servers reached 392 Gb/s at 0.6 µs.", "ConnectX-7"),
])
def test_of_a_processor_and_a_device_the_one_named_first_is_measured(text: str,
                                                                    hardware: str) -> None:
    """A GPU system's NICs do not take its figures, nor a NIC's host server the NIC's."""
    assert _hardware(text)[0] == hardware
    index = Index(text)
    figures = [(m.start(), m.end()) for m in re.finditer(r"\$?\d[\d.]* (?:hours|Gb/s|µs)|\$900",
                                                          text)]
    for start, _ in figures:
        found = to_conditions(index.find(0, len(text), near=start, figures=figures))
        assert found.hardware == hardware


def test_another_model_of_a_named_line_is_its_own_device() -> None:
    """"the older ZX1200" beside "Kioxia ZX1300" is a sibling model, so the old
    drive's figure does not take the new drive's name; accelerators are no siblings."""
    text = ("The Kioxia ZX1300 reads at 14 GB/s. The older ZX1200 managed 7 GB/s. "
            "Phones with the Apple A18 Pro beat the A17 and the A10 by 20%.")
    index = Index(text)
    older = text.index("The older")
    assert to_conditions(index.find(older, text.index(" Phones"))).hardware == \
        "ZX1200"
    assert to_conditions(index.find(0, older)).hardware == "Kioxia ZX1300"
    siblings = {text[a:b] for a, b in index._siblings}
    assert siblings == {"ZX1200", "A17"}


def test_two_access_patterns_in_one_text_state_no_workload() -> None:
    """The text does not say which figure is which pattern's."""
    text = "Sequential reads are 1.9x and random reads 1.7x faster."
    assert find(text).workload is None
    assert Index(text).find(0, len(text)).workload is None


@pytest.mark.parametrize(("text", "hardware"), [
    # A maker with its mark and a product line of up to two words before the model.
    ("Each node held four Intel\u00ae SSD DC P4510 drives, 3.2 GB/s apiece.",
     "Intel\u00ae SSD DC P4510"),
    ("Kioxia(R) CD8 drives absorbed 1.1 million IOPS.", "Kioxia(R) CD8"),
    ("A Cisco UCS C225 rack server idled at 180 W.", "Cisco UCS C225"),
    # A cluster named by its shape: nodes by size.
    ("Under the burst, the 3x32 cluster kept 18k msg/s.", "3x32 cluster"),
    ("Only the 5\u00d78 cluster held p99 under 20 ms.", "5\u00d78 cluster"),
    # Client CPU generations, as posts name them beside or instead of the part.
    ("The Alder Lake laptop compiled the kernel in 212 s.", "Alder Lake"),
    # A generation before its part is one name; alone it stays the generation.
    ("A Tiger Lake i7-1185G7 laptop scored 1,500 points.", "Tiger Lake i7-1185G7"),
    ("Ice Lake servers answered 900 requests/s.", "Ice Lake"),
])
def test_makers_lines_and_shapes_name_a_machine(text: str, hardware: str) -> None:
    """Spec-sheet spellings of a product, and a cluster named by its shape, are hardware."""
    assert _hardware(text)[0] == hardware


@pytest.mark.parametrize("text", [
    "Intel in 2024 shipped 100 million units.",
    "Samsung Q3 2025 sales rose 8%.",
    "A 4x4 grid of tiles rendered at 60 fps.",
    "Release 3.2 of the cluster manager cut restarts by 30%.",
    "The SPEC CPU 2017 rate rose 12% in March 2023.",
    "Our data lake served 40 queries/s from the Lake Tahoe office.",
    "Intel DC power draw fell 5%.",
])
def test_versions_dates_grids_and_benchmarks_name_no_machine(text: str) -> None:
    """A year, a quarter, a version, a grid's shape or a benchmark's name after a maker or
    before "cluster" names no machine."""
    assert find(text).hardware is None


@pytest.mark.parametrize(("text", "hardware"), [
    ("A Cerebras CS-3 returned 1,800 tokens/s for one user.", "Cerebras CS-3"),
    ("SambaNova SN40L nodes served 900 tokens/s.", "SambaNova SN40L"),
    ("Each Qualcomm Cloud AI 100 Ultra card drew 150 W.", "Qualcomm Cloud AI 100 Ultra"),
    ("The Tenstorrent Blackhole p150a reached 30 tokens/s.", "Tenstorrent Blackhole p150a"),
    ("A Raspberry Pi 4 Model B held 12 fps.", "Raspberry Pi 4 Model B"),
])
def test_dataflow_systems_inference_cards_and_boards_are_hardware(text: str,
                                                                  hardware: str) -> None:
    assert _hardware(text)[0] == hardware


@pytest.mark.parametrize(("text", "hardware"), [
    ("Two UCloud 8C machines served 3,000 queries/s.", "UCloud 8C"),
    ("On a Hetzner CCX43 the build took 95 s.", "Hetzner CCX43"),
    ("A Vultr vc2-8c-32gb instance held 900 requests/s.", "Vultr vc2-8c-32gb"),
])
def test_a_cloud_hosts_name_and_size_is_the_hardware(text: str, hardware: str) -> None:
    assert _hardware(text)[0] == hardware


def test_a_cloud_hosts_name_before_a_year_is_no_machine() -> None:
    assert _hardware("DigitalOcean 2024 prices rose 12%.")[0] is None


@pytest.mark.parametrize(("text", "hardware"), [
    ("An RTX A5000 rendered the scene in 12 s.", "RTX A5000"),
    ("Two Tesla P40 cards decoded 30 tokens/s.", "Tesla P40"),
    ("The Ascend 910B trained at 1,400 tokens/s per chip.", "Ascend 910B"),
    ("A Hailo-8L ran detection at 90 fps.", "Hailo-8L"),
    ("On an Intel Core Ultra 7 155H the build took 70 s.", "Intel Core Ultra 7 155H"),
    ("A Threadripper 7980X compiled the kernel in 40 s.", "Threadripper 7980X"),
])
def test_workstation_laptop_and_regional_parts_are_hardware(text: str, hardware: str) -> None:
    assert _hardware(text)[0] == hardware


def test_a_cache_level_is_no_gpu() -> None:
    assert _hardware("The L20 cache line took 4 ns.")[0] is None


@pytest.mark.parametrize("text", [
    "This is the Tesla V100-PCIE-16GB benchmark report, run on one card.",
    "Our AMD EPYC 9654 benchmark suite finished in 41 minutes.",
])
def test_a_part_named_before_benchmark_is_no_workload(text: str) -> None:
    """A "benchmark" of a part is a benchmark run on it: the part is the hardware."""
    assert find(text).workload is None
    assert Index(text).find(0, len(text)).workload is None


@pytest.mark.parametrize(("text", "workload"), [
    ("Each codec compressed the Silesia corpus at its default level.", "Silesia"),
    ("Nightly runs of the Dhrystone benchmark finished at 2,100 DMIPS.", "Dhrystone"),
])
def test_a_named_workload_that_is_no_part_stays(text: str, workload: str) -> None:
    """Names before "benchmark" or "corpus" that name no part are still the workload."""
    assert find(text).workload == workload
