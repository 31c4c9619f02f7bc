"""Two spellings of one name meet, two different names do not: the token rule shared by the
scorer, alignment and training (`claims.learn.names.same_name`)."""

from __future__ import annotations

import pytest

from claims.learn.names import same_name


@pytest.mark.parametrize(("found", "gold"), [
    ("H100", "NVIDIA H100 SXM"),
    ("DigitalOcean 1GB", "Digital Ocean 1GB droplet"),
    ("Graviton 4", "Graviton4"),
    ("Ampere Altra", "AmpereAltra Q80-30"),
    ("Xeon Platinum", "XeonPlatinum 8360Y"),
])
def test_spellings_of_one_machine_are_one_name(found: str, gold: str) -> None:
    assert same_name(found, gold) and same_name(gold, found)


@pytest.mark.parametrize(("found", "gold"), [
    ("H100", "A100"),
    ("Graviton 3", "Graviton4"),
    ("EPYC 9654", "EPYC 9754"),
    ("Digital Ocean 2GB", "DigitalOcean 1GB"),
    ("", "H100"),
])
def test_different_machines_stay_apart(found: str, gold: str) -> None:
    assert not same_name(found, gold)
