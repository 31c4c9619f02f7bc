"""missing-conditions and the versions a setup states in its own way: a "Name: version" line
(a setup list or pasted tool output) and a product named with its release in prose ("Acme
OS v3.2-1", "Debian 12.5.0"). Texts of our own."""

from __future__ import annotations

import pytest

from claims.extract.facts.setup import stated_versions
from tests.vetting import vet

RESULT = ("| Test | Time |\n|---|---|\n| bulk insert | 41.2 s |\n| point reads | 18.9 s |\n\n"
          "All runs used one Xeon Gold 6338 server with the sysbench oltp workload.")


def _software_missing(text: str) -> bool:
    """True when missing-conditions says some figure lacks its software or its version."""
    return any(f.rule == "missing-conditions" and "software" in f.message
               for f in vet(text).findings)


@pytest.mark.parametrize("setup", [
    # a pasted version listing, one program a line
    "```\nValkeyDB: vk-v2.4.1-9c1e2ab\nPostgres: 15.4.2 - community\n```",
    # a setup list entry
    "- Hypervisor: v8.1-2",
    # a product named with its release in prose
    "The guests run Kestrel OS 4.1.2 on Acme Virtual Host v6.2-4.",
])
def test_a_version_the_setup_states_covers_the_figures(setup: str) -> None:
    assert not _software_missing(f"## Setup\n\n{setup}\n\n## Results\n\n{RESULT}")


@pytest.mark.parametrize("setup", [
    # sizes and addresses are no versions
    "- Memory: 16.5 GB\n- Address: 10.0.0.12",
    # a two-part number after a name is too often a model or a size
    "The guests run on Windows 10.0 with Xeon 6338.",
    # the benchmark harness's release is not the measured software's
    "The tests were batched with the Phoronix Test Suite v10.0.1.",
    # a place in the text, numbered in three parts, is no release
    "The method follows Section 4.2.1 and Figure 3.1.2 of the guide.",
])
def test_no_version_stated_still_lacks_software(setup: str) -> None:
    assert _software_missing(f"## Setup\n\n{setup}\n\n## Results\n\n{RESULT}")


def test_the_versions_read_carry_their_names() -> None:
    found = stated_versions("Redis: 7.2.4 - oss\nProxmox Virtual Environment v7.4-3 on:")
    assert [(s.name, s.version) for s in found] == [
        ("Redis", "7.2.4"), ("Proxmox Virtual Environment", "7.4-3")]
