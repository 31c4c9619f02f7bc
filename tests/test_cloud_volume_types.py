"""A cloud's block volume type ("gp3 EBS", "EBS io2", "pd-balanced", "Premium SSD v2
disks") is the drive a storage test runs on: the hardware of its figures."""

from claims.extract.conditions.index import find


def test_volume_types_name_the_drive() -> None:
    """Must: each cloud's volume type, in the spellings docs and posts use, is the device."""
    assert find("The database sat on gp3 EBS at 3000 IOPS.").hardware == "gp3 EBS"
    assert find("We moved the logs to EBS io1 last week.").hardware == "EBS io1"
    assert find("Each node mounts two sc1 volumes for cold data.").hardware == "sc1"
    assert find("Reads from pd-balanced reached 240 MB/s.").hardware == "pd-balanced"
    assert find("Premium SSD v2 disks gave 1200 IOPS per node.").hardware == "Premium SSD v2"


def test_look_alike_words_name_nothing() -> None:
    """Must not: the same letters as a stage, a gene or a premium plan name no drive."""
    assert find("The io2 stage of the pipeline took 4 s.").hardware is None
    assert find("Our Premium plan costs 20 USD a month.").hardware is None
    assert find("The gp2 score rose by 3 points.").hardware is None
