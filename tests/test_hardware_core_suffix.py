"""An Intel Core number's suffix written in lower case ("i5-6600k", "i7-8750h") still names
the CPU."""

from claims.extract.conditions.index import find


def test_lower_case_suffix_names_the_cpu() -> None:
    """Must: the usual lower-case spellings of the K, H, F and U suffixes."""
    assert find("my old i5-6600k box").hardware == "i5-6600k"
    assert find("an i7-8750h laptop").hardware == "i7-8750h"
    assert find("the i7-12700KF build").hardware == "i7-12700KF"


def test_a_longer_lower_case_tail_names_nothing() -> None:
    """Must not: a number followed by more letters than a suffix is no Core part."""
    assert find("see build i5-6600kxyz for details").hardware is None
