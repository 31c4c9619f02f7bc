"""A device the hardware table knows by a code name sharing no word with its name
("Trillium" for TPU v6e) is named in the record by the table's name, one machine one name."""

from claims.extract.conditions.index import find
from claims.learn.labels import apply_name
from claims.vocabulary.hardware_limits import canonical_name


def test_code_name_reads_as_the_tables_device() -> None:
    """Must: the code name alone, with its maker or with its kind word, is the device."""
    assert canonical_name("Trillium") == "TPU v6e"
    assert canonical_name("Google Trillium TPU") == "TPU v6e"
    assert find("We trained the model on Trillium chips for a week.").hardware == "TPU v6e"


def test_other_names_stay_as_written() -> None:
    """Must not: a spelling sharing a word with the name, another device, or a code name
    inside a longer name of something else is left as the text gives it."""
    assert canonical_name("H100 SXM5") == "H100 SXM5"
    assert canonical_name("Ironwood") == "Ironwood"
    assert canonical_name("Trillium Pod Gateway") == "Trillium Pod Gateway"


def test_learned_choice_names_the_device_too() -> None:
    """Must: a learned candidate written as the code name is recorded by the table's name."""
    from claims.extract import extract
    from claims.load.documents import parse_bytes
    loaded = parse_bytes(b"# Run\n\nThe job reached 900 tokens/s per chip.\n", origin="x.md")
    claim = extract(loaded)[1][0]
    assert apply_name("hardware", claim, "Trillium").conditions.hardware == "TPU v6e"
    assert apply_name("hardware", claim, None).conditions.hardware is None
