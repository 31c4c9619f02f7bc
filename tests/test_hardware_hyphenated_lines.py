"""A GPU line and its number joined by a hyphen ("RTX-4090", "GTX-1080") name the card."""

from claims.extract.conditions.index import find


def test_hyphenated_line_and_number_name_the_card() -> None:
    """Must: the hyphenated spelling is read as the card, as the spaced one is."""
    assert find("We timed the kernels on one RTX-3080 card at stock clocks.").hardware == "RTX-3080"
    assert find("Our old GTX-970 box still renders it.").hardware == "GTX-970"


def test_a_hyphenated_word_that_is_no_card_names_nothing() -> None:
    """Must not: a hyphen before digits that are no card number reads as no machine."""
    assert find("The RTX-ready build ships in 2024 with 16 presets.").hardware is None
