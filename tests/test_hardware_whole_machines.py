"""Whole machines and the names that bring them in: a server maker's line and model, an
embedded module with its form factor after its generation, a board written in lower case;
a setup that names a server or an instance beside its CPU is about the whole machine; a
"Platform:" label reads the part an architecture's aside names; and a machine named in one
of several table lead-ins is that table's only. The documents are written for these tests."""

from __future__ import annotations

import pytest

from claims.extract import extract
from claims.extract.conditions.index import find
from claims.load.documents import parse_bytes

NAMED = [
    ("Three Dell R650 servers held the data.", "Dell R650"),
    ("Two HPE Synergy 480 Gen10 nodes ran the queue.", "HPE Synergy 480 Gen10"),
    ("- Dell R730xd, 24 bays", "Dell R730xd"),
    ("- HP ProLiant DL360 G7", "ProLiant DL360 G7"),
    ("The Jetson Xavier AGX draws 20 W.", "Jetson Xavier AGX"),
    ("timings from my raspberry pi 3 with 1gb of memory", "raspberry pi 3"),
]


@pytest.mark.parametrize(("sentence", "name"), NAMED)
def test_machine_is_named(sentence: str, name: str) -> None:
    """Each sentence's whole machine is its hardware."""
    assert find(sentence).hardware == name


NOT_NAMED = [
    "The Dell 2024 annual report came out.",  # a year is no model
    "Lenovo said it shipped 20% more laptops.",
    "The Lenovo X1 Extreme with its Core i7 took 9 s.",  # a laptop maker: no server
]


@pytest.mark.parametrize("sentence", NOT_NAMED)
def test_maker_alone_is_no_machine(sentence: str) -> None:
    """A server maker's name without a model token names no machine, and a laptop maker's
    name is no server's."""
    assert find(sentence).hardware in (None, "Core i7")


def _hardware(text: str) -> dict[float, str | None]:
    """Each claim's value -> its hardware."""
    _, claims = extract(parse_bytes(text.encode(), origin="t.md"))
    return {c.value: c.conditions.hardware for c in claims}


def test_server_before_its_cpu_in_a_setup_list() -> None:
    """Must: a setup list naming a server, then its processor, sets up the server."""
    text = ("# Mail queue throughput\n\n## Setup\n\n- Inspur NF5280M6 server\n"
            "- CPU: Xeon Silver 4214, 12 cores\n- 96 GB of memory\n\n## Results\n\n"
            "The queue delivered 8,450 messages per second with four workers.\n")
    assert _hardware(text)[8450] == "Inspur NF5280M6"


def test_instance_before_its_cpu_in_a_setup_list() -> None:
    """Must: a setup naming a cloud instance and the CPU it runs on sets up the instance."""
    text = ("# Cache hit rates\n\n## Setup\n\n- Instance: m6i.2xlarge\n"
            "- Processor: Xeon Platinum 8375C\n\n## Results\n\n"
            "The cache answered 212,000 requests per second at eight clients.\n")
    assert _hardware(text)[212000] == "m6i.2xlarge"


def test_lead_ins_not_written_alike_leave_the_page_its_machine() -> None:
    """Must not: a lead-in that states the page's setup ("These timings come from ...:")
    loses its machine to the other tables because they have lead-ins of their own."""
    text = ("# Syscall cost\n\n## Results\n\nThese timings come from an Intel NUC 11 running "
            "Linux 6.1:\n\n| call | ns |\n|---|---|\n| getpid | 51.5 |\n\n"
            "With tracing on:\n\n| call | ns |\n|---|---|\n| getpid | 88.5 |\n")
    assert set(_hardware(text).values()) == {"Intel NUC 11"}  # 51.5 ns and 88.5 ns


def test_platform_label_of_an_operating_system_names_no_machine() -> None:
    """Must not: "platform:" giving the system's string is no machine's label."""
    text = ("# Interpreter speed\n\n- platform: Linux-6.1.0-x86_64-with-glibc2.36\n"
            "- CPU: Xeon W-2275\n\nThe suite ran 12% faster.\n")
    assert _hardware(text)[12] == "Xeon W-2275"


def test_platform_label_reads_the_part_in_its_aside() -> None:
    """Must: "Platform: x86_64 (part)" names the part, and sets up its section only."""
    text = ("# Tokenizer speed\n\n**Platform**: x86_64 (AMD Ryzen 7 5800X, Zen 3)\n\n"
            "## Results\n\n| Library | Throughput |\n|---|---|\n| fasttok | 310 MiB/s |\n\n"
            "# Arm results\n\n**Platform**: Arm (AWS Graviton 3)\n\n## Results\n\n"
            "| Library | Throughput |\n|---|---|\n| fasttok | 240 MiB/s |\n")
    got = sorted(_hardware(text).items())  # 240 MiB/s, then 310 MiB/s
    assert [name for _, name in got] == ["AWS Graviton 3", "AMD Ryzen 7 5800X"]


def test_one_of_several_table_lead_ins_names_its_own_tables_machine() -> None:
    """Must: the machine one lead-in names is its table's; must not: the other lead-in's
    table, someone else's numbers, take it."""
    text = ("# Compression timings\n\nNumbers from a mailing list post:\n\n"
            "| codec | seconds |\n|---|---|\n| lz4 | 3.71 |\n\n"
            "Numbers from my Raspberry Pi 5:\n\n| codec | seconds |\n|---|---|\n"
            "| lz4 | 9.42 |\n")
    got = _hardware(text)
    assert got[9.42] == "Raspberry Pi 5"
    assert got[3.71] is None
