"""Three ways a table's machine went wrong: a drive by a maker the vocabulary did not know
(the only device of a storage page), a "Server" column of application servers read as
machines, and a code-name column glossing the row's CPU read as the machine. Texts of our own."""

from __future__ import annotations

import pytest

from claims.extract import extract
from claims.learn.weights import RULES_ONLY
from claims.load.documents import parse_bytes
from claims.model import Claim
from claims.vocabulary.hardware_lines import is_code_name


def _claims(text: str) -> dict[float, Claim]:
    """The rules' claims of a small document, by value."""
    return {c.value: c for c in extract(parse_bytes(text.encode(), origin="t.md"),
                                        model=RULES_ONLY)[1]}


@pytest.mark.parametrize("drive", ["ADATA SSD SX8200 512GB", "Corsair MP600 2TB",
                                   "HP SSD EX950 2TB"])
def test_a_drive_named_alone_binds_a_storage_pages_figures(drive: str) -> None:
    text = (f"# Sequential and random I/O\n\n## Disk\n\n{drive}\n\n## Results\n\n"
            "| Job | IOPS |\n| --- | --- |\n| randread qd32 | 412,345 |\n"
            "| randwrite qd32 | 287,654 |\n")
    found = _claims(text)
    model = drive.split()[-2]
    assert model in (found[412345].conditions.hardware or "")
    assert model in (found[287654].conditions.hardware or "")


def test_a_server_column_of_app_servers_keeps_the_documents_machine() -> None:
    text = ("# Python servers\n\nHost: AMD Ryzen 9 7950X, 32 threads.\n\n"
            "| Server | RPS |\n| --- | --- |\n| Uvicorn httptools plain (c64) | 48211 |\n"
            "| Gunicorn gthread plain (c64) | 21377 |\n| Daphne plain (c64) | 9120 |\n")
    found = _claims(text)
    for value in (48211, 21377, 9120):
        assert "7950X" in (found[value].conditions.hardware or "")
    assert [s.name for s in found[9120].conditions.software] == ["Daphne"]


def test_a_code_name_column_glosses_the_cpu_the_row_names() -> None:
    text = ("# Compile times\n\n| CPU | Microarchitecture | Build |\n| --- | --- | --- |\n"
            "| Xeon E5-2650 v2 | Ivy Bridge | 212.4 s |\n"
            "| Xeon Gold 6148 | Skylake-SP | 97.3 s |\n")
    found = _claims(text)
    assert "E5-2650 v2" in (found[212.4].conditions.hardware or "")
    assert "6148" in (found[97.3].conditions.hardware or "")


def test_code_names_are_told_from_parts() -> None:
    assert is_code_name("Broadwell-EP") and is_code_name("Sapphire Rapids")
    assert not is_code_name("Xeon E5-2650 v2") and not is_code_name(None)
