"""Cloud instance types of every size a cloud sells name the machine: the smallest AWS size
("t4g.nano"), GCP's shared-core types ("f1-micro", "g1-small") and a TPU VM's type
("ct5lp-hightpu-4t")."""

from claims.extract.conditions.index import find


def test_small_and_tpu_instance_types_name_the_machine() -> None:
    """Must: each type is read whole as the hardware."""
    assert find("The proxy ran on a t3a.nano for a month.").hardware == "t3a.nano"
    assert find("A g1-small VM served the static pages.").hardware == "g1-small"
    assert find("Training used one ct5lp-hightpu-8t host.").hardware == "ct5lp-hightpu-8t"


def test_words_shaped_like_sizes_name_nothing() -> None:
    """Must not: a word that only looks like a size, or a longer word, names no machine."""
    assert find("The nano.rc file sets 4 spaces a tab.").hardware is None
    assert find("A g1-smaller build took 12 seconds.").hardware is None
