"""Older x86 processor lines ("a 1.2GHz Duron", "Pentium III 933", "Opteron 2384") name the
machine an early benchmark page ran on, bare or with their tier and part number."""

from claims.extract.conditions.index import find


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
