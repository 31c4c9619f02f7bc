"""A setup list item that is a cloud's compute service alone ("- Google Compute Engine",
"- AWS EC2") names the machines every run of the document used."""

from tests.conftest import claim_by_text, claims_of

ONE_CLOUD = """# Queue benchmark

The broker was measured on this hardware:

- AWS EC2
- 3 nodes of 16 vCPUs and 64GB memory
- Debian 12

Publishing reached 182,000 messages/s with three partitions.
"""

THREE_CLOUDS = """# Where it runs

We publish images for:

- AWS EC2
- Google Compute Engine
- Azure

Publishing reached 182,000 messages/s with three partitions.
"""

IN_PROSE = """# Queue benchmark

We moved off AWS EC2 last year.

Publishing reached 182,000 messages/s with three partitions.
"""


def _hardware(markdown: str) -> str | None:
    return claim_by_text(claims_of(markdown), "182,000").conditions.hardware


def test_a_lone_cloud_item_names_every_runs_machine() -> None:
    """Must: the one cloud a setup list names binds the results."""
    assert _hardware(ONE_CLOUD) == "AWS EC2"


def test_several_clouds_name_no_one_machine() -> None:
    """Must not: a list of three clouds is no setup of one machine."""
    assert _hardware(THREE_CLOUDS) is None


def test_a_cloud_in_prose_is_no_setup_item() -> None:
    """Must not: a cloud named in a sentence, not as a setup list's item, binds nothing."""
    assert _hardware(IN_PROSE) is None
