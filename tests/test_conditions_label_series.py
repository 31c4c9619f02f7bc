"""Machines stated one after another by label lines: each label's machine sets up the figures
from its line to the next label naming another machine, or to a heading of its section's
level whose section names another machine; labels side by side in one setup list set up
neither machine. The documents are written for these tests."""

from __future__ import annotations

from claims.extract import extract
from claims.load.documents import parse_bytes


def _hardware(text: str) -> dict[float, str | None]:
    """Each claim's value -> its hardware."""
    _, claims = extract(parse_bytes(text.encode(), origin="t.md"))
    return {c.value: c.conditions.hardware for c in claims}


def test_each_label_line_sets_up_the_sections_after_it() -> None:
    """Must: two label lines, each over its own results, even where the second line stands
    inside a subsection of the first's results and the later subsections follow it."""
    text = ("# Queue benchmark\n\nMessage rates for the broker on two cloud VMs.\n\n---\n\n"
            "host: m6g.2xlarge (8 vCPUs, 32 GiB)\n\n### Small messages\n\n"
            "The broker took in 41,300 messages per second.\n\n---\n\n"
            "host: Standard_F8s_v2 (8 vCPUs, 16 GiB)\n\n### Small messages\n\n"
            "The broker took in 37,900 messages per second.\n\n### Large messages\n\n"
            "The broker took in 2,150 messages per second.\n")
    # ("host:" is no machine label; the cloud size is read in its sentence of setup)
    text = text.replace("host:", "instance type:")
    got = _hardware(text)
    assert got[41300] == "m6g.2xlarge"
    assert got[37900] == "Standard_F8s_v2"
    assert got[2150] == "Standard_F8s_v2"


def test_label_under_each_heading_sets_up_that_heading_only() -> None:
    """Must: "## Run A" with its label, then "## Run B" with another: each section's figures
    take the machine of its own label, not the first one."""
    text = ("# Compile times\n\n## First box\n\nMachine: n2d-highcpu-16 (16 vCPUs)\n\n"
            "### Results\n\n| project | seconds |\n|---|---|\n| kernel | 412 |\n\n"
            "## Second box\n\nMachine: c7a.4xlarge (16 vCPUs)\n\n### Results\n\n"
            "| project | seconds |\n|---|---|\n| kernel | 377 |\n")
    got = _hardware(text)
    assert got[412] == "n2d-highcpu-16"
    assert got[377] == "c7a.4xlarge"


def test_a_sibling_section_naming_another_machine_gets_none_of_the_label() -> None:
    """Must not: a label's machine stops at a sibling heading whose section names another
    machine in prose, before the next label."""
    text = ("# Sort speed\n\n## Cloud run\n\nMachine: m7i.large (2 vCPUs)\n\n"
            "Sorting took 88 seconds.\n\n## Laptop run\n\nThese runs used a ThinkPad with a "
            "Ryzen 7 7840U, on battery.\n\nThe short file sorted in 131 seconds.\n\n"
            "## Cloud run again\n\nMachine: c7g.large (2 vCPUs)\n\nSorting took 93 seconds.\n")
    got = _hardware(text)
    assert got[88] == "m7i.large"
    assert got[131] == "Ryzen 7 7840U"
    assert got[93] == "c7g.large"


def test_labels_side_by_side_in_one_setup_list_set_up_neither() -> None:
    """Must not: a setup list naming a server and a load generator (two label lines with
    only items between) gives no figure either machine by the series."""
    text = ("# Cache results\n\n## Setup\n\n- server: r7g.xlarge\n    - 4 worker threads\n"
            "- instance type: c7g.2xlarge (the load generator)\n    - 64 connections\n\n"
            "## Results\n\n| op | ops/s |\n|---|---|\n| GET | 412000 |\n")
    assert _hardware(text)[412000] is None


def test_one_labelled_machine_still_sets_up_every_figure() -> None:
    """Must: a page whose labels name one machine keeps it for every section."""
    text = ("# Parse speed\n\nTest machine: c6a.xlarge\n\n## JSON\n\nParsing ran at "
            "612 files per second.\n\n## CSV\n\nParsing ran at 845 files per second.\n")
    got = _hardware(text)
    assert got[612] == got[845] == "c6a.xlarge"


def test_labels_in_one_section_with_prose_between_set_up_neither() -> None:
    """Must not: two label paragraphs of one setup section, prose between them, describe a
    server and its client; the results below take neither by the series."""
    text = ("# Proxy results\n\n## Setup\n\nServer: c6in.2xlarge\n\nIt ran the proxy with "
            "its stock configuration.\n\nInstance type: c6in.large (the client)\n\n"
            "## Results\n\nThe proxy passed 91,500 requests per second.\n")
    assert _hardware(text)[91500] != "c6in.large"
