"""Which machine a figure binds to when the text names it as clouds and spec sheets do:
cloud sizes of every major cloud, a virtual machine described by its size, a GPU name that
is also a network layer, a count glued to a GPU's name, and a row label written over two
cells. Must-fire and must-not-fire cases, on documents written for these tests in several
fields (databases, web servers, storage, kernels, LLM serving)."""

from __future__ import annotations

import pytest

from claims.extract import extract
from claims.extract.conditions.index import find
from claims.learn.weights import RULES_ONLY
from claims.load.documents import parse_bytes


def _hardware(text: str, rules_only: bool = False) -> dict[float, str | None]:
    """Each claim's value -> its hardware (the rules alone, with `rules_only`)."""
    loaded = parse_bytes(text.encode(), origin="t.md")
    claims = extract(loaded, model=RULES_ONLY)[1] if rules_only else extract(loaded)[1]
    return {c.value: c.conditions.hardware for c in claims}


@pytest.mark.parametrize(("text", "name"), [
    ("The web server ran on a Standard E8ds v5 VM.", "Standard E8ds v5"),
    ("Each replica is a Standard_F16s_v2 in West Europe.", "Standard_F16s_v2"),
    ("Two HB120rs v3 nodes solved the mesh.", "HB120rs v3"),
    ("The database sat on an n2-standard-8 in us-east1.", "n2-standard-8"),
    ("A small e2-medium served the status page.", "e2-medium"),
    ("The cache node is an m3-ultramem-32.", "m3-ultramem-32"),
    ("Scans used a c3-standard-8-lssd with local SSD.", "c3-standard-8-lssd"),
    ("The broker ran on a VM.Standard.E4.Flex shape.", "VM.Standard.E4.Flex"),
    ("Compiles took place on a BM.Standard3.64 host.", "BM.Standard3.64"),
])
def test_cloud_sizes_of_every_major_cloud_are_machines(text: str, name: str) -> None:
    assert find(text).hardware == name


@pytest.mark.parametrize("text", [
    "The schema moved from D2 v1 to D2 v2 last spring.",  # a version, no size's letters
    "A standard 4 GB cache holds the index.",
    "The protocol B3 v2 header is 12 bytes.",
    "Replication lag follows the standard deviation.",
])
def test_words_that_look_like_cloud_sizes_name_no_machine(text: str) -> None:
    assert find(text).hardware is None


def test_an_old_xeon_with_its_version_stays_a_cpu() -> None:
    assert find("The build box has a Xeon E5-2680 v4.").hardware == "Xeon E5-2680 v4"


def test_a_vm_size_heading_binds_its_sections_figures() -> None:
    text = ("# Static files with Caddy\n\n### 2 vCPU / 4 GB RAM\n\n| Files | Requests/s |\n"
            "|---|---|\n| small | 18,400 |\n\n### 8 vCPUs and 32 GiB of memory\n\n"
            "| Files | Requests/s |\n|---|---|\n| small | 61,200 |\n")
    hardware = _hardware(text)
    assert hardware[18400] == "2 vCPU / 4 GB RAM"
    assert hardware[61200] == "8 vCPUs and 32 GiB of memory"


def test_a_named_instance_beats_its_own_size_description() -> None:
    text = ("# Postgres bulk load\n\nWe used a c6i.2xlarge (8 vCPU, 16 GB RAM) for every run."
            "\n\nThe load finished at 91,000 rows/s.\n")
    assert _hardware(text)[91000] == "c6i.2xlarge"


@pytest.mark.parametrize("text", [
    "All 4 vCPUs were busy during the compaction.",  # a count, no machine
    "The VM had 32 GB RAM free after the test.",
])
def test_a_cpu_count_or_memory_alone_describes_no_machine(text: str) -> None:
    found = find(text)
    assert found.hardware is None and found.component is None


def test_a_single_azure_vm_in_a_setup_section_binds_later_figures() -> None:
    text = ("# nginx TLS termination\n\n## Setup\n\nClient and server were each a Standard "
            "D8s v5 VM in the same region.\n\n## Results\n\nHandshakes peaked at 14,800 "
            "per second.\n\nWith session tickets nginx served 52,000 requests/s.\n")
    hardware = _hardware(text)
    assert hardware[14800] == "Standard D8s v5"
    assert hardware[52000] == "Standard D8s v5"


def test_a_single_gcp_vm_in_an_environment_section_binds_later_figures() -> None:
    text = ("# MySQL sysbench\n\n## Environment\n\nOne n2-standard-16 with a 500 GB pd-ssd "
            "disk.\n\n## Numbers\n\nPoint selects reached 210,000 queries/s.\n")
    assert _hardware(text)[210000] == "n2-standard-16"


def test_a_labelled_laptop_binds_a_kernel_posts_figures() -> None:
    text = ("# io_uring on a laptop\n\n- Test machine: ThinkPad T14 Gen 3\n- Kernel: 6.8\n\n"
            "## Results\n\nRandom reads reached 410,000 IOPS.\n")
    assert _hardware(text)[410000] == "ThinkPad T14 Gen 3"


def test_two_cloud_machines_named_alike_bind_no_figure_by_rule() -> None:
    text = ("# Redis on two clouds\n\nWe ran Redis on a Standard D4s v5 and on an "
            "n2-standard-4; the Standard D4s v5 was in Dublin, the n2-standard-4 in "
            "Belgium.\n\n## Results\n\nThroughput settled at 97,000 ops/s.\n")
    assert _hardware(text, rules_only=True)[97000] is None


@pytest.mark.parametrize(("text", "count"), [
    ("One L4 (24GB) held the whole 8B model.", None),
    ("The 4xL4 box served the long prompts.", 4),
    ("We ran 2 L4 GPUs side by side.", 2),
])
def test_l4_counted_or_sized_is_the_gpu(text: str, count: int | None) -> None:
    found = find(text)
    assert (found.hardware, found.accelerator_count) == ("L4", count)


@pytest.mark.parametrize("text", [
    "Envoy does L4 load balancing for the cluster.",
    "One L4 proxy fronts the database pool.",
    "The L4 and L7 rules are checked in order.",
])
def test_l4_as_a_network_layer_is_no_gpu(text: str) -> None:
    assert find(text).hardware is None


def test_a_bare_l4_in_a_table_is_the_gpu_the_document_named() -> None:
    text = ("# Serving on small GPUs\n\nEvery run used one L4 (24GB) or an A10G.\n\n"
            "| Setup | tokens/s |\n|---|---|\n| L4 | 2,150 |\n| A10G | 1,880 |\n")
    assert _hardware(text)[2150] == "L4"


def test_a_bare_l4_in_a_proxy_post_stays_a_layer() -> None:
    text = ("# HAProxy modes\n\nWe compared the proxy's modes.\n\n| Mode | requests/s |\n"
            "|---|---|\n| L4 | 120,000 |\n| L7 | 85,000 |\n")
    assert _hardware(text, rules_only=True)[120000] is None


@pytest.mark.parametrize(("text", "count"), [
    ("Decoding on 8XH100 reached its peak.", 8),
    ("Decoding on 8H100 reached its peak.", None),
])
def test_a_count_glued_to_a_gpu_name_leaves_the_gpu(text: str, count: int | None) -> None:
    found = find(text)
    assert found.hardware == "H100"
    assert found.accelerator_count in (count, 8)


def test_a_half_year_glued_to_its_number_is_no_gpu() -> None:
    assert find("Shipments rose in 1H20 and again in 2H21.").hardware is None


def test_a_row_label_over_two_cells_sets_up_the_rows_figures() -> None:
    text = ("# Bulk insert\n\n|   |   |   |\n|---|---|---|\n| Postgres 16 | n2-standard-8 "
            "| 5,200 |\n| Postgres 16 | c3-standard-8 | 7,900 |\n")
    hardware = _hardware(text, rules_only=True)
    assert hardware[5200] == "n2-standard-8"
    assert hardware[7900] == "c3-standard-8"


def test_a_machine_after_the_figure_cell_is_no_row_label() -> None:
    text = ("# Bulk insert\n\n|   |   |   |\n|---|---|---|\n| Postgres 16 | 5,200 "
            "| was n2-standard-8 last year |\n| Postgres 15 | 4,100 | was c3-standard-8 |\n")
    assert _hardware(text, rules_only=True)[5200] is None


def test_a_server_column_of_known_programs_names_software_not_machines() -> None:
    """Under a "Server" header, a label the vocabulary knows as a program (a web server)
    is the software of its row; the machine stays the one the prose names."""
    text = ("# Proxies\n\nBoth proxies ran on one m7i.large with wrk at 32 connections.\n\n"
            "| Server | Requests/s |\n|---|---|\n| Nginx | 52000 |\n| Caddy | 47000 |\n")
    claims = {c.value: c for c in extract(parse_bytes(text.encode(), origin="p.md"),
                                           model=RULES_ONLY)[1]}
    assert [s.name for s in claims[52000].conditions.software] == ["Nginx"]
    assert claims[47000].conditions.hardware == claims[52000].conditions.hardware == "m7i.large"


def test_a_server_column_of_unknown_names_stays_the_machine() -> None:
    """A "Server" label the vocabulary does not know as a program is still the row's machine."""
    text = ("# Hosts\n\n| Server | Requests/s |\n|---|---|\n| atlas-7 | 52000 |\n"
            "| borealis-2 | 47000 |\n")
    claims = {c.value: c for c in extract(parse_bytes(text.encode(), origin="h.md"),
                                           model=RULES_ONLY)[1]}
    assert claims[52000].conditions.hardware == "atlas-7"


@pytest.mark.parametrize(("label", "name", "version"), [
    ("Varnish 7.4.2", "Varnish", "7.4.2"),
    ("Envoy v1.29", "Envoy", "1.29"),
    ("pgbouncer 1.21.0 (transaction mode)", "pgbouncer", "1.21.0"),
])
def test_a_server_label_with_a_release_number_is_a_program(label: str, name: str,
                                                            version: str) -> None:
    """Under a "Server" header a label carrying a release ("7.4.2", "v1.29") names a program
    the vocabulary need not know; the machine stays the one the prose names."""
    text = ("# Caches\n\nEvery cache ran on one c7g.xlarge, driven by wrk at 64 connections.\n\n"
            f"| Server | Requests/s |\n|---|---|\n| {label} | 81000 |\n| atlas-7 | 40000 |\n")
    claims = {c.value: c for c in extract(parse_bytes(text.encode(), origin="v.md"),
                                           model=RULES_ONLY)[1]}
    assert [(s.name, s.version) for s in claims[81000].conditions.software] == [(name, version)]
    assert claims[81000].conditions.hardware == "c7g.xlarge"
    assert claims[40000].conditions.hardware == "atlas-7"


@pytest.mark.parametrize("label", ["Graviton 4", "Xeon 8360Y", "c6i.2xlarge", "Raspberry Pi 4"])
def test_a_machine_label_with_a_model_number_stays_a_machine(label: str) -> None:
    """A machine's model number is no release: such a label stays the row's machine."""
    text = f"# Hosts\n\n| Server | Requests/s |\n|---|---|\n| {label} | 52000 |\n"
    claims = extract(parse_bytes(text.encode(), origin="m.md"), model=RULES_ONLY)[1]
    assert [c.conditions.hardware for c in claims if c.value == 52000] == [label]
