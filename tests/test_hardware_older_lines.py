"""Older x86 lines, other makers' server CPUs and Intel's 3D XPoint drives are machines:
database, compiler and kernel pages still run on them and name them bare."""

import pytest

from claims.extract.conditions.index import find


@pytest.mark.parametrize(("sentence", "machine"), [
    ("Every query was timed on a 2.2GHz Athlon with 512MB of RAM.", "Athlon"),
    ("Our build farm is a pair of Opteron 6376 boxes.", "Opteron 6376"),
    ("A Pentium 4 took 41 s to link the kernel.", "Pentium 4"),
    ("The laptop, a Core 2 Duo T7300, decodes 30 frames/s.", "Core 2 Duo T7300"),
    ("On a Celeron N4020 the page renders in 2.3 s.", "Celeron N4020"),
    ("We ported the loop to an IBM POWER10 system.", "IBM POWER10"),
    ("A Kunpeng 920 node serves 40,000 requests/s.", "Kunpeng 920"),
    ("The journal sits on an Optane SSD, which cut fsync to 12 us.", "Optane SSD"),
    ("Writes land in Optane persistent memory first.", "Optane persistent memory"),
    ("A low-power Atom C3558 router forwards 2 Mpps.", "Atom C3558"),
])
def test_named_line_is_the_machine(sentence: str, machine: str) -> None:
    """Must: the line, with its part number where one is written, names the machine."""
    assert find(sentence).hardware == machine


@pytest.mark.parametrize("sentence", [
    "The Atom editor opened the 2 MB file in 0.4 s.",
    "Power 10 times more requests through the proxy.",
    "The build has more power10 units to spare.",
])
def test_common_words_are_no_machine(sentence: str) -> None:
    """Must not: a word that is also a product line names none without its part or form."""
    assert find(sentence).hardware is None


def test_line_as_an_era_is_no_machine() -> None:
    """Must not: a line named as a time or a class of machine ("Pentium-era") is none."""
    assert find("Our Pentium-era notes are gone, so we measured 12 ms again.").hardware is None
    assert find("It runs on an Athlon-class desktop at 40 frames/s.").hardware is None


def test_older_x86_lines_name_the_machine() -> None:
    """Must: the line alone, with a generation, or with a part number, is the hardware."""
    assert find("All timings were taken on a 1.2GHz Duron with 512MB of RAM.").hardware == \
        "Duron"
    assert find("The old box is a Pentium III 933 with an IDE disk.").hardware == \
        "Pentium III 933"
    assert find("Each node has two Opteron 2384 processors.").hardware == "Opteron 2384"


def test_words_that_only_start_like_a_line_name_nothing() -> None:
    """Must not: a longer word that begins with a line's name is no processor."""
    assert find("The speedup was phenomenal: Phenomenally fast, 3.1 times.").hardware is None
    assert find("Pentiumish boxes of the era ran it in 12 seconds.").hardware is None
