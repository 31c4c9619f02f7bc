"""Counts: a number (digits or a word) before the noun it counts, with the counted noun
recorded, whether the noun is a compound, sits on the next line of a wrapped paragraph, or
follows describing words, a measured modifier or a product name. Also the part of a counted
whole ("two of the three hosts"), counts of nines of durability, and the places where a
number or "one" before a word counts nothing."""

from __future__ import annotations

import pytest

from tests.conftest import figures_in as found
from tests.conftest import one_figure as one


def figs(text: str) -> list[tuple[str, float, str]]:
    """(written value, value, unit) of every figure of a sentence."""
    return [(f.value_text, f.value, f.unit) for f in found(text)]


@pytest.mark.parametrize(("text", "expected"), [
    # The count is a figure; a measure inside the counted noun is one of its own.
    ("Each storage node has two 25GbE ports.", [("two", 2, "count"), ("25", 25, "Gbit/s")]),
    ("The array holds twelve 3.84TB NVMe drives.",
     [("twelve", 12, "count"), ("3.84", 3840, "GB")]),
    ("Two 96-core CPUs sit on the board.", [("Two", 2, "count"), ("96", 96, "count")]),
    # a bare "G" on network gear is its line rate, as "25GbE" is
    ("A pod links four 400G NICs to the fabric.",
     [("four", 4, "count"), ("400", 400, "Gbit/s")]),
    # A product number is part of the name: only the count is a figure.
    ("The training node packs eight H100 GPUs.", [("eight", 8, "count")]),
    ("They rented two MI300Xs for the trial.", [("two", 2, "count")]),
    ("On one NVIDIA B200 the model fits in memory.", [("one", 1, "count")]),
])
def test_a_spelled_count_before_a_product_or_a_measure(
        text: str, expected: list[tuple[str, float, str]]) -> None:
    assert figs(text) == expected


def test_one_as_a_determiner_before_a_name_is_no_count() -> None:
    assert found("One Llama model answered first.") == []
    assert found("The one thing that changed was the scheduler.") == []


def test_a_count_keeps_its_whole_noun_when_the_inner_number_is_a_name() -> None:
    (fig,) = found("The test ran with two AMD EPYC 9754 processors per node.")
    assert (fig.value_text, fig.end - fig.start) == ("two", len("two AMD EPYC 9754 processors"))


def test_a_count_and_its_inner_measure_do_not_overlap() -> None:
    count, speed = found("Each storage node has two 25GbE ports.")
    assert count.end <= speed.start


@pytest.mark.parametrize(("text", "value_text", "noun"), [
    ("The NIC spreads traffic over 32 queue pairs.", "32", "queue pairs"),
    ("A 2U chassis with 24 drive bays takes the new SSDs.", "24", "drive bays"),
    ("The cluster grew to 16 GPU servers.", "16", "GPU servers"),
    ("Training ran on 4 GPU nodes.", "4", "GPU nodes"),
    ("The copy was limited by one CPU core.", "one", "CPU core"),
    ("With only one flow, the link stayed at line rate.", "one", "flow"),
    ("Eight flows of iperf3 filled the pipe.", "Eight", "flows"),
])
def test_counted_nouns(text: str, value_text: str, noun: str) -> None:
    fig = one(text, value_text)
    assert (fig.unit, fig.count_noun) == ("count", noun)


@pytest.mark.parametrize(("text", "value_text", "value"), [
    ("Bun linked a 1,100-package Next.js app in 0.9 s.", "1,100", 1100),
    ("The dataset holds one million 1536-dimension embeddings.", "1536", 1536),
    ("The suite has 62 benchmarks and runs nightly.", "62", 62),
    ("The workspace builds 30 crates in parallel.", "30", 30),
    ("The kernel tree compiled 4,200 modules with defconfig.", "4,200", 4200),
])
def test_software_and_vector_nouns_are_counted(text: str, value_text: str,
                                               value: int) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (value, "count")
    assert fig.count_noun is not None


@pytest.mark.parametrize(("text", "value_text", "value"), [
    ("We tested three zones and 8 Nvidia GPUs.", "8", 8),
    ("The cluster has 4 Grace Hopper superchips per rack.", "4", 4),
    ("Across two zones the bucket served reads.", "two", 2),
    ("Eight GPUs shared one NVSwitch fabric.", "Eight", 8),
])
def test_counts_before_capitalised_names_stay(text: str, value_text: str, value: int) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (value, "count")


@pytest.mark.parametrize(("text", "value_text", "value"), [
    ("This is what the three big vendors claimed for their NPUs.", "three", 3),
    ("Three hosted providers now list the 70B model.", "Three", 3),
    ("We tested it against S3 Standard and two other object stores.", "two", 2),
    ("The lab runs four small dual-socket servers.", "four", 4),
])
def test_a_spelled_count_reaches_its_noun_across_adjectives(text: str, value_text: str,
                                                           value: int) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (value, "count")


@pytest.mark.parametrize("text", [
    "The tool runs two of them at once.",
    "It made three is the magic number a slogan.",
    "One big change addresses this.",  # "one" with a singular noun is a determiner
])
def test_no_count_across_function_words(text: str) -> None:
    assert [f for f in found(text) if f.unit == "count"] == []


@pytest.mark.parametrize(("text", "value_text", "noun"), [
    ("A DGX H100 links its GPUs through four\nNVSwitch chips.", "four", "chips"),
    ("Each server carries eight\nGPUs and two\nCPUs.", "eight", "GPUs"),
    ("The test used 16\nclients against one\nserver.", "16", "clients"),
    ("The cache tier adds two\nNVMe drives per node.", "two", "drives"),
])
def test_a_count_reaches_its_noun_across_a_line_break(text: str, value_text: str,
                                                      noun: str) -> None:
    fig = one(text, value_text)
    assert (fig.unit, fig.count_noun) == ("count", noun)


def test_a_line_break_does_not_make_a_count_of_a_name() -> None:
    # Both lines are one paragraph; the number still needs a counted noun after it.
    assert found("The release shipped with\nthree\ndays to spare.")[0].unit == "s"


@pytest.mark.parametrize(("text", "value_text", "noun"), [
    ("Each server has eight 400 Gb/s ConnectX-7 InfiniBand adapters.", "eight", "adapters"),
    ("The top-of-rack switch has two 25 Gb/s ports.", "two", "ports"),
    ("The server runs with 8 I/O threads by default.", "8", "threads"),
])
def test_a_count_reaches_its_noun_across_a_rate(text: str, value_text: str, noun: str) -> None:
    fig = one(text, value_text)
    assert (fig.unit, fig.count_noun) == ("count", noun)


def test_the_rate_inside_a_count_is_a_figure_of_its_own() -> None:
    units_of = {f.value_text: f.unit for f in found("The switch has two 25 Gb/s ports.")}
    assert units_of == {"two": "count", "25": "Gbit/s"}


@pytest.mark.parametrize(("text", "value_text", "value", "noun"), [
    ("Nine of the top ten Green500 systems use Grace Hopper chips.", "Nine", 9, "systems"),
    ("Two of the three hosts offer speculative decoding.", "Two", 2, "hosts"),
    ("The job ran on 6 of its 8 GPUs after a fault.", "6", 6, "GPUs"),
    ("One of the two servers dropped out of the cluster.", "One", 1, "servers"),
])
def test_a_part_of_a_counted_whole_counts_the_same_noun(text: str, value_text: str,
                                                        value: float, noun: str) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit, fig.count_noun) == (value, "count", noun)


@pytest.mark.parametrize(("text", "value_text"), [
    ("Four of the issues were fixed before release.", "Four"),  # no counted whole
    ("It is one of the largest clusters in Europe.", "one"),
    ("Version 2 of the 3.1 release notes is out.", "2"),
])
def test_a_part_of_an_uncounted_whole_is_no_figure(text: str, value_text: str) -> None:
    assert not [f for f in found(text) if f.value_text == value_text]


@pytest.mark.parametrize(("text", "value_text", "value"), [
    ("Objects are stored with eleven 9s of durability.", "eleven", 11),
    ("The archive tier offers 11 9s of durability.", "11", 11),
    ("The SLA is 99.99% (four 9s) for the regional tier.", "four", 4),
])
def test_a_count_of_nines_is_a_count_not_seconds(text: str, value_text: str,
                                                 value: int) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (value, "count")
    assert not [f for f in found(text) if f.unit == "s"]


def test_nine_seconds_stay_seconds() -> None:
    assert one("The VM took 9s to boot.", "9").unit == "s"


@pytest.mark.parametrize(("text", "value_text", "noun"), [
    # A count of a product named by its words and then its number alone.
    ("Each server holds 2x Intel Xeon Platinum 8468, 48 cores each.", "2",
     "Intel Xeon Platinum 8468"),
    ("- 4x Corvex Nova 9984, DDR5-6400 memory, at 3.0 GHz.", "4", "Corvex Nova 9984"),
])
def test_a_count_of_a_product_named_by_a_bare_number_is_no_ratio(text: str, value_text: str,
                                                                 noun: str) -> None:
    fig = one(text, value_text)
    assert (fig.unit, fig.count_noun) == ("count", noun)


def test_a_ratio_before_a_capitalised_word_without_a_number_stays_a_ratio() -> None:
    assert one("The new engine is 2x Faster Than Ever, says the release.", "2").unit == "x"
