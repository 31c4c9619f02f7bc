"""Headings above a figure's own section: a setup sub-heading ("Database host" under "Test
environment") is still the setup, and a machine a higher heading names ("Results on H100")
is tied to every figure of its sub-sections (the learned fill may take it where the rules
bound none), not to a sibling section's."""

from __future__ import annotations

from claims.extract.text.blocks import blocks as read_blocks
from claims.learn.candidates import Candidate, Mention
from claims.learn.features import TIES, candidate_features
from claims.learn.layout import Layout, Place
from claims.learn.readings import reading
from claims.learn.shortlist import shortlist_of
from claims.load.documents import parse_bytes


def _layout(text: str) -> Layout:
    """The layout of a markdown text."""
    loaded = parse_bytes(text.encode(), origin="<test>")
    return Layout(loaded.text, read_blocks(loaded))


def _setup(text: str, name: str) -> bool:
    """Whether the document's reading puts the first mention of `name` in a setup."""
    at = text.index(name)
    cand = Candidate(name, "instance", (Mention(at, at + len(name), "instance", name),))
    return reading(_layout(text), cand).setup


def test_the_headings_above_a_block_close_at_their_level() -> None:
    text = ("# Store\n\n## Setup\n\n### Host\n\nA line.\n\n### Disk\n\nB line.\n\n"
            "## Results\n\nC line.\n")
    layout = _layout(text)
    found = {b.scan.strip(): layout.headings(b) for b in layout.blocks if b.kind != "heading"}
    assert found["A line."] == ("Store", "Setup", "Host")
    assert found["B line."] == ("Store", "Setup", "Disk")
    assert found["C line."] == ("Store", "Results")


def test_a_sub_heading_of_a_setup_section_is_the_setup() -> None:
    # databases, storage and inference posts alike
    assert _setup("## Test environment\n\n### Database host\n\n- r6g.4xlarge, 16 vCPUs\n",
                  "r6g.4xlarge")
    assert _setup("## Hardware\n\n### Storage node\n\nOne i4i.8xlarge with local NVMe.\n",
                  "i4i.8xlarge")
    assert _setup("# Methodology\n\n## Serving box\n\nA single p5.48xlarge ran vLLM.\n",
                  "p5.48xlarge")


def test_a_sub_heading_elsewhere_is_no_setup() -> None:
    assert not _setup("## Results\n\n### Database host\n\n- r6g.4xlarge, 16 vCPUs\n",
                      "r6g.4xlarge")
    # a sibling setup section that has closed does not reach the next one
    assert not _setup("## Setup\n\nSee below.\n\n## Findings\n\n### Storage node\n\n"
                      "One i4i.8xlarge was slower.\n", "i4i.8xlarge")


def _ties(text: str, name: str, figure: str) -> set[str]:
    """The tie features of the machine `name` (every mention of it) for the figure whose
    text starts with `figure`."""
    layout = _layout(text)
    spots = [i for i in range(len(text)) if text.startswith(name, i)]
    cand = Candidate(name, "accel", tuple(Mention(i, i + len(name), "accel", name)
                                          for i in spots))
    at = text.index(figure)
    block = layout.block_at(at)
    assert block is not None
    sentence = layout.sentence_at(block, at) or (block.start, block.end)
    place = Place(at=at, sentence=sentence, block=block, unit="s")
    rival = Candidate("Xeon 8480", "cpu")
    return set(candidate_features(layout, place, cand, None, 3, [cand, rival])) & TIES


def test_a_machine_a_higher_heading_names_is_tied_to_its_sub_sections() -> None:
    gpu = ("# Serving numbers\n\n## Results on H100\n\n### Latency\n\n"
           "The p50 time per token is 12 ms.\n")
    assert _ties(gpu, "H100", "The p50") == {"outer_heading"}
    db = ("# Index build\n\n## Runs on r7g.4xlarge\n\n### Bulk load\n\n#### Cold cache\n\n"
          "Loading took 41 s.\n")
    assert _ties(db, "r7g.4xlarge", "Loading") == {"outer_heading"}
    # a heading of its own section stays the section's tie
    own = "# Runs\n\n## Results on H100\n\nThe p50 time per token is 12 ms.\n"
    assert "outer_heading" not in _ties(own, "H100", "The p50")


def test_a_sibling_or_later_heading_is_no_tie() -> None:
    sibling = ("# Serving numbers\n\n## Results on H100\n\nSee the table.\n\n"
               "## Other runs\n\n### Latency\n\nThe p50 time per token is 12 ms.\n")
    assert _ties(sibling, "H100", "The p50") == set()
    later = ("# Index build\n\n## Bulk load\n\nLoading took 41 s.\n\n"
             "## Runs on r7g.4xlarge\n\nNothing more.\n")
    assert _ties(later, "r7g.4xlarge", "Loading") == set()


def test_the_shortlist_offers_what_a_higher_heading_ties() -> None:
    text = ("# Serving numbers\n\nWe also keep an A100 box.\n\n## Results on H100\n\n"
            "### Latency\n\nThe p50 time per token is 12 ms.\n")
    layout = _layout(text)
    found = [Candidate(n, "accel", tuple(Mention(i, i + len(n), "accel", n)
                                         for i in range(len(text)) if text.startswith(n, i)))
             for n in ("A100", "H100")]
    at = text.index("The p50")
    block = layout.block_at(at)
    assert block is not None
    place = Place(at=at, sentence=(block.start, block.end), block=block, unit="s")
    assert shortlist_of(layout, found).tied(place) == {1}
