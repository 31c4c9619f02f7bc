"""Machines a text names without a part number: an Apple desktop alone ("a 2012 Mac
mini"), a CPU tier the word "CPU" vouches for ("an Intel Core i7 CPU"), and a
device described by a link speed written "Gbit" or "GigE" ("a 25Gbit NIC"); and the
learned hardware decision offers a described device as a candidate."""

from claims.extract.conditions.index import Index, find
from claims.learn.candidates import FINDERS, mentions, name_of
from tests.conftest import claim_by_text, claims_of


def test_an_apple_desktop_alone_is_the_machine() -> None:
    """Must: a Mac desktop named alone is the machine; a chip after it is the finer name."""
    assert find("the build box is a 2014 Mac mini under a desk").hardware == "Mac mini"
    assert find("we timed it on a Mac Studio in the lab").hardware == "Mac Studio"
    assert find("an iMac from the office ran the suite").hardware == "iMac"
    assert "M2" in (find("a Mac Studio M2 Max ran the suite").hardware or "")


def test_a_cpu_tier_needs_the_word_cpu() -> None:
    """Must: "Intel Core i5 CPU" and "Core i9 processor" name a CPU; must not: a tier alone
    in prose, nor beside the laptop it sits in; a part number after the tier stays part of
    the name."""
    assert "i5" in (find("the runner has an Intel Core i5 CPU and 8GB of RAM").hardware or "")
    assert "i9" in (find("a Core i9 processor at 5 GHz").hardware or "")
    assert find("a 2016 MacBook Air with a 1.6 GHz Intel Core i5 and 8 GB").hardware \
        == "MacBook Air"
    assert find("Core i3 laptops sell well in schools").hardware is None
    assert "8700K" in (find("an Intel Core i7 8700K desktop").hardware or "")


def test_a_link_speed_in_gbit_describes_a_nic() -> None:
    """Must: a NIC described by its speed in Gbit or GigE is a described device."""
    assert find("each host has a 25Gbit NIC").component == "25Gbit NIC"
    assert find("over a 10GigE adapter").component == "10GigE adapter"


def test_a_mac_mini_setup_binds_the_results() -> None:
    """Must: a setup paragraph naming a bare Mac mini binds the figures after it."""
    text = ("# Backup speeds\n\n## Setup\n\nAll runs used a 2018 Mac mini with 32 GB of "
            "memory.\n\n## Results\n\nThe first backup took 212 seconds.\n")
    claims = claims_of(text)
    assert claim_by_text(claims, "212").conditions.hardware == "Mac mini"


def test_a_described_device_is_a_learned_candidate() -> None:
    """Must: the learned hardware decision lists described devices, by their own words;
    must not: a server described by its size, which is no machine to choose."""
    assert "device_kind" in FINDERS["hardware"]
    assert name_of("hardware", "device_kind", "40Gbit  NICs") == "40Gbit NICs"
    assert name_of("hardware", "device_kind", "4 GPU nodes") is None


def test_a_described_device_is_a_candidate_only_where_no_machine_is_named() -> None:
    """Must: a text whose only machine is "a 25Gbit NIC" offers it; must not: beside a named
    CPU ("a Ryzen 9 7950X workstation with NVMe SSDs"), where the described drive would
    take the workstation's figures from it."""
    alone = "Each host had a 25Gbit NIC; the proxy forwarded 2.1M packets per second."
    named = ("The box is an AMD Ryzen 9 7950X workstation with NVMe SSDs; it ingests "
             "9M rows per second.")
    assert [m.finder for m in mentions(Index(alone), "hardware")] == ["device_kind"]
    assert "device_kind" not in {m.finder for m in mentions(Index(named), "hardware")}
    assert any(m.finder == "cpu" for m in mentions(Index(named), "hardware"))
