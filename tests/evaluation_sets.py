"""The fixture folders held apart from the corpus-wide tests and the fixed dump.

Retold real posts and the sealed sets are scored against gold lists and read by no test
that sweeps every fixture; the fixed dump also leaves out the other scored sets, so that
the documents it holds stay the same as those sets grow.
"""

from __future__ import annotations

from pathlib import Path

FIXTURES = Path(__file__).resolve().parent / "fixtures"
#: Scored once, by the lead, and read by nothing else: the folders marked with a SEALED file.
SEALED_SETS = frozenset(mark.parent.name for mark in FIXTURES.glob("*/SEALED"))
#: Read by no test that sweeps every fixture: the retold posts (figure lists real through
#: real45 and the caveat lists of editorial_real through editorial_real29) and the sealed
#: sets.
HELD_APART = SEALED_SETS | {"real", "real2", "real3", "real4", "real5", "real6", "real7",
                            "real8", "real9", "real10", "real11", "real12", "real13",
                            "real14", "real15", "real16", "real17", "real18", "real19",
                            "real20", "real21", "real22",
                            "editorial_real",
                            "editorial_real2", "editorial_real3", "editorial_real4",
                            "editorial_real5", "editorial_real6", "editorial_real7",
                            "editorial_real8", "editorial_real9", "editorial_real10",
                            "editorial_real11", "editorial_real12",
                            "editorial_real13", "editorial_real14", "editorial_real15",
                            "real23", "real24", "real25", "real26", "editorial_real16",
                            "editorial_real17", "editorial_real18", "real27", "real28",
                            "editorial_real19", "real29", "real30", "real31",
                            "editorial_real20", "real32", "real33",
                            "editorial_real21", "editorial_real22", "real34", "real35",
                            "editorial_real23", "real36", "real37", "editorial_real24",
                            "editorial_real25", "real38", "real39", "editorial_real26",
                            "real40", "real41", "editorial_real27",
                            "real42", "real43", "editorial_real28",
                            "real44", "real45", "editorial_real29",
                            # written blind in the learn38 round, held out while they measure it
                            "real46", "real47", "editorial_real30"}
#: Left out of `bench/dump_reports.py`'s fixed set.
EVALUATION_SETS = HELD_APART | {"unseen", "editorial_dev", "pairs4", "pairs5", "pairs6",
                                "pairs7", "pairs8", "pairs9", "pairs10", "pairs11",
                                "pairs12", "pairs13", "pairs14", "pairs15", "pairs16",
                                "pairs17", "pairs18", "pairs19", "pairs20",
                                "pairs21", "pairs22", "pairs23", "pairs24", "pairs25",
                                "pairs26", "pairs27", "pairs28", "pairs29",
                                "pairs30", "pairs31", "pairs32",
                                # written blind in the learn38 round, held out while they measure it
                                "pairs33", "pairs34"}


def in_sealed_set(path: Path) -> bool:
    """True for a file inside a sealed set."""
    return not SEALED_SETS.isdisjoint(path.parts)


def held_apart(path: Path) -> bool:
    """True for a file that no fixture-sweeping test reads."""
    return not HELD_APART.isdisjoint(path.parts)


def in_evaluation_set(path: Path) -> bool:
    """True for a file inside one of the scored sets."""
    return not EVALUATION_SETS.isdisjoint(path.parts)
