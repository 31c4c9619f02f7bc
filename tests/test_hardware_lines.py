"""Product lines numbered their own way (`claims/vocabulary/hardware_lines.py`): each family
is read as the machine in a sentence, and what merely holds digits is not."""

from __future__ import annotations

import pytest

from claims.extract.conditions.index import find

MACHINES = [
    # AMD Ryzen by tier, segment letters and model
    ("Compiled on a Ryzen 5800X with 32 GB of memory.", "Ryzen 5800X"),
    ("My laptop, an AMD Ryzen 5 HS 230, took 41 s.", "AMD Ryzen 5 HS 230"),
    ("The AMD Ryzen AI 7 HX 350 finished in 12 s.", "AMD Ryzen AI 7 HX 350"),
    ("a Ryzen 9 7950X3D box", "Ryzen 9 7950X3D"),
    # an Intel Core model after a space
    ("built on an i7 9700 desktop", "i7 9700"),
    # Apple silicon where the writing says it is the chip
    ("Timings from a MacBook Pro (M3, 2023) show 4 s.", "M3"),
    ("We ran it on an M4 chip at 9 tokens/s.", "M4"),
    # Intel generations by code name and short name
    ("The Haswell box reached 9 GB/s.", "Haswell"),
    ("on our Broadwell-EP hosts we saw 3 Mpps", "Broadwell-EP"),
    ("Kernel: Linux haswell 6.1.0, 3 runs at 9 Mpps", "haswell"),  # a host named so
    # other makers' parts
    ("Loongson 3A6000 scores 30 points.", "Loongson 3A6000"),
    ("a Hygon C86 7285 server", "Hygon C86 7285"),
    ("a Snapdragon laptop (X1P-64-100) took 8 s", "X1P-64-100"),
    # graphics cards
    ("One A4500 with 20 GB renders it in 8 s.", "A4500"),
    ("A Quadro P4000 reaches 30 fps.", "Quadro P4000"),
    ("The Arc B580 reaches 40 tokens/s.", "Arc B580"),
    ("an RTX 4070 SUPER gets 90 fps", "RTX 4070 SUPER"),
    ("the Jetson TX2 draws 7 W", "Jetson TX2"),
    # boards
    ("The Banana Pi M5 took 40 s.", "Banana Pi M5"),
    ("an ODROID-N2+ at 1.8 GHz", "ODROID-N2+"),
    ("on a Raspberry Pi 3B+ it took 9 s", "Raspberry Pi 3B+"),
    ("the RPi 5 finished first", "RPi 5"),
    ("a RockPro64 board", "RockPro64"),
    # a drive's lower-case model after its maker
    ("a Kioxia 5a2 drive", "Kioxia 5a2"),
    # cloud instance families
    ("Amazon EC2 Trn1 instances cost less per token.", "Trn1"),
    ("We moved to m7i instances at 20% lower cost.", "m7i"),
]


@pytest.mark.parametrize(("sentence", "name"), MACHINES)
def test_family_is_read_as_the_machine(sentence: str, name: str) -> None:
    """Each line's member is the hardware its sentence names."""
    assert find(sentence).hardware == name


NOT_MACHINES = [
    "Llama 3 70B reached 40 tokens/s.",
    "Python 3.11 is 25% faster than 3.10.",
    "Released in 2023, version 5.900 fixed it.",
    "PM2.5 levels rose by 30%.",
    "an i3.4xlarge instance",  # an instance, not the Core i3
    "i18n support shipped in 3 weeks",
    "Qwen2.5 7B at 30 tokens/s",
    "see figure M1 in the appendix",  # a label, no chip
    "the Orange County team",
    "the v5e instances",  # a TPU generation, left to the TPU rules
    "unlike on SKX, the loop takes 4 cycles",  # a short name, left unread
]


def test_a_core_tier_beside_its_machine_leaves_the_machine() -> None:
    """A laptop's spec names its CPU's tier: the laptop stays the machine."""
    sentence = "Runs were on a 2018 MacBook Pro with a 2.2 GHz Intel Core i7 and 16 GB."
    assert find(sentence).hardware == "MacBook Pro"


@pytest.mark.parametrize("sentence", NOT_MACHINES)
def test_digits_alone_name_no_machine_of_these_lines(sentence: str) -> None:
    """A version, a model, a year or a label is not a member of these lines."""
    hardware = find(sentence).hardware
    assert hardware in (None, "i3.4xlarge"), hardware
