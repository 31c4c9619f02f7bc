"""An architecture written after a card's number ("RTX 5000 Ada Generation", "RTX PRO 6000
Blackwell") is part of the card's name: without it the number names another, older card."""

from claims.extract.conditions.index import find


def test_generation_word_stays_in_the_card_name() -> None:
    """Must: the generation word (and NVIDIA's "Generation") is kept with the number."""
    said = find("Renders were timed on an NVIDIA RTX 5000 Ada Generation (32 GB) workstation.")
    assert said.hardware == "NVIDIA RTX 5000 Ada Generation"
    assert find("Two RTX 4000 Ada cards held the whole index.").accelerator == "RTX 4000 Ada"
    assert find("We also tried one RTX PRO 6000 Blackwell board.").hardware == \
        "RTX PRO 6000 Blackwell"


def test_card_without_generation_word_keeps_its_own_name() -> None:
    """Must not: the older card named by its number alone gets no generation, and a
    generation word in the next sentence is no part of the card before it."""
    assert find("The lab still runs a Quadro-era RTX 5000 for the nightly jobs.").hardware == \
        "RTX 5000"
    assert find("It ran on an RTX 3080. Ampere brought the gain.").hardware == "RTX 3080"
    assert find("An RTX 4080 and its Ada siblings were left out.").hardware == "RTX 4080"
