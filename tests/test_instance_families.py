"""A cloud instance type and the chip it is built on are one machine family: a page naming
two instance types on one chip binds neither by the chip alone; and a results table's
server-type column names each row's server before the processor the cell adds.

The documents are written for these tests."""

from __future__ import annotations

from claims.extract import extract
from claims.extract.conditions.instance_members import several_built
from claims.learn.weights import RULES_ONLY
from claims.load.documents import parse_bytes
from claims.vocabulary.instance_chips import chip_key, instance_chips, runs_on


def _hardware(text: str) -> dict[float, str | None]:
    """Each claim's value -> its hardware, as the rules alone bind it."""
    claims = extract(parse_bytes(text.encode(), origin="t.md"), model=RULES_ONLY)[1]
    return {c.value: c.conditions.hardware for c in claims}


def test_an_instance_type_answers_to_its_chip() -> None:
    assert runs_on("trn1.32xlarge", "AWS Trainium")
    assert runs_on("g5.12xlarge", "NVIDIA A10G")
    assert runs_on("r7g.2xlarge", "Graviton 3")
    assert runs_on("a3-highgpu-8g", "H100 80GB")
    assert chip_key("NVIDIA H100 SXM") == "h100"


def test_other_instances_and_names_answer_to_no_chip() -> None:
    assert not runs_on("m6i.4xlarge", "Graviton 2")  # an Intel family
    assert not runs_on("p4d.24xlarge", "H100")
    assert not runs_on("Graviton3", "Graviton3")  # a chip is no instance
    assert instance_chips("the large box") == ()


def test_a_chip_with_two_named_instances_is_shared() -> None:
    names = ["Trainium", "trn1.2xlarge", "trn1.32xlarge", "c7g.large"]
    assert several_built(names, names) == frozenset({"Trainium"})
    assert several_built(["Trainium", "trn1.2xlarge"], ["Trainium"]) == frozenset()


def test_a_chip_the_title_names_binds_no_figure_of_two_instances() -> None:
    text = ("# Serving a small model on AWS Trainium\n\n"
            "We compiled the model once for the small trn1.2xlarge and once for the large "
            "trn1.32xlarge.\n\n## Results\n\n| batch | tokens/s |\n|---|---|\n"
            "| 1 | 412 |\n| 8 | 2,950 |\n")
    found = _hardware(text)
    assert found[412] is None
    assert found[2950] is None


def test_a_chip_the_title_names_still_binds_a_page_of_one_instance() -> None:
    text = ("# Serving a small model on AWS Trainium\n\n"
            "Every run used one Trainium chip.\n\n## Results\n\n| batch | tokens/s |\n"
            "|---|---|\n| 1 | 412 |\n| 8 | 2,950 |\n")
    assert _hardware(text)[2950] is not None


def test_a_server_type_cell_names_the_row_server_before_its_processor() -> None:
    text = ("# Cheap servers compared\n\n| Provider | Server Type | Score |\n|---|---|---|\n"
            "| Nimbus | NX22 (4 vCPU, 8 GB RAM), **AMD EPYC** | 1710 |\n"
            "| Cirrus | Compute Large (2 vCPU), Intel Xeon Gold 6338 | 1388 |\n")
    found = _hardware(text)
    assert found[1710] == "NX22"
    assert found[1388] == "Compute Large"


def test_a_role_column_names_no_server() -> None:
    text = ("# Cluster sizing\n\n| Node Type | Component | Specification |\n|---|---|---|\n"
            "| Client | Memory | 256 GB |\n| Storage | CPU | 2 x AMD EPYC 7543 |\n")
    assert _hardware(text).get(256e9) != "Client"


def test_a_quoted_host_label_in_a_heading_names_a_section_of_no_machine() -> None:
    text = ("# Interpreter timings\n\n## Linux, machine \"buildbox\"\n\nThe box runs an Intel "
            "Xeon Gold 6338. The suite ran 1.31x faster.\n\n## macOS arm64, machine "
            "\"studio7\"\n\nThe suite ran 1.12x faster.\n")
    found = _hardware(text)
    assert found[1.12] == "studio7"
    assert found[1.31] != "buildbox"  # its section names the machine's processor


def test_an_unquoted_word_after_machine_is_no_host_label() -> None:
    text = ("# Interpreter timings\n\n## Results per machine type\n\n"
            "The suite ran 1.12x faster.\n")
    assert _hardware(text)[1.12] is None
