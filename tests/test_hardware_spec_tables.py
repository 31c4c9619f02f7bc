"""Four ways a spec table's machine went wrong on unseen pages: a code name glossing a CPU
line inside its name, a spec table's part labels ("Memory", "Network") read as machines, a
row's cloud instance losing to its CPU column, and a drive maker dropped before a described
drive. Texts of our own."""

from __future__ import annotations

import pytest

from claims.extract import extract
from claims.learn.weights import RULES_ONLY
from claims.load.documents import parse_bytes
from claims.model import Claim


def _claims(text: str) -> dict[float, Claim]:
    """The rules' claims of a small document, by value."""
    return {c.value: c for c in extract(parse_bytes(text.encode(), origin="t.md"),
                                        model=RULES_ONLY)[1]}


@pytest.mark.parametrize(("line", "part"), [
    ("Intel Xeon(Ice Lake) Gold 6338 32C", "6338"),
    ("AMD EPYC (Milan) 7763 64C", "7763"),
])
def test_a_code_name_between_line_and_part_keeps_the_part(line: str, part: str) -> None:
    text = (f"# Scan speed\n\n| Item | Value |\n| --- | --- |\n| CPU | {line} |\n\n"
            "The scan finished in 17.5 seconds.\n")
    assert part in (_claims(text)[17.5].conditions.hardware or "")


def test_part_labels_of_a_spec_table_are_no_machines() -> None:
    text = ("# Join benchmark\n\n| Hardware | Configuration |\n| --- | --- |\n"
            "| CPU | AMD EPYC 9554 64C |\n| Memory | 512G |\n| Network | 25Gbps |\n"
            "| Disk | 2 x 3.84TB NVMe |\n")
    found = {c.unit: c for c in _claims(text).values()}
    for claim in found.values():
        assert claim.conditions.hardware not in ("Memory", "Network", "Disk")
    assert "9554" in (found["GB"].conditions.hardware or "")


@pytest.mark.parametrize("header", ["| Rank | Instance | CPU | Req/s |",
                                    "| Rank | CPU | Instance | Req/s |"])
def test_a_rows_cloud_instance_is_its_machine_over_its_cpu(header: str) -> None:
    swap = header.index("CPU") < header.index("Instance")
    rows = [("c7i.xlarge", "Sapphire Rapids", "41,200"), ("c7a.xlarge", "EPYC 9R14", "39,800")]
    body = "".join(f"| {n} | {b if swap else a} | {a if swap else b} | {v} |\n"
                   for n, (a, b, v) in enumerate(rows, 1))
    text = f"# Proxy throughput\n\n{header}\n| --- | --- | --- | --- |\n{body}"
    found = _claims(text)
    assert found[41200].conditions.hardware == "c7i.xlarge"
    assert found[39800].conditions.hardware == "c7a.xlarge"


def test_a_row_naming_only_a_cpu_keeps_it() -> None:
    text = ("# Proxy throughput\n\n| Host | CPU | Req/s |\n| --- | --- | --- |\n"
            "| lab-1 | EPYC 9R14 | 39,800 |\n")
    assert "9R14" in (_claims(text)[39800].conditions.hardware or "")


@pytest.mark.parametrize(("sentence", "name"), [
    ("On Kingston NVMe SSDs", "Kingston NVMe SSDs"),
    ("On two PNY NVMe SSDs", "PNY NVMe SSDs"),
    ("On RAID NVMe SSDs", "NVMe SSDs"),
])
def test_a_drive_maker_before_a_described_drive_names_it(sentence: str, name: str) -> None:
    text = f"# Block storage\n\n{sentence}, random reads reached 410,000 IOPS.\n"
    assert _claims(text)[410000].conditions.hardware == name


@pytest.mark.parametrize(("machine", "name"), [
    ("a Thinkpad T480s", "Thinkpad T480s"), ("a Dell XPS 15", "Dell XPS 15"),
    ("an HP EliteBook 840 G8", "HP EliteBook 840 G8"), ("an Intel NUC 12", "Intel NUC 12"),
])
def test_a_laptop_or_small_desktop_by_line_and_model_is_the_machine(machine: str,
                                                                     name: str) -> None:
    text = f"# Hello servers\n\nOn {machine} the server answered 6,120 requests per second.\n"
    assert _claims(text)[6120].conditions.hardware == name
