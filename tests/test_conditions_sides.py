"""Which machine each figure of a comparison binds to: the name a figure's own side gives,
never the other side's (a maker's look-back that reaches an earlier name, a machine named
after the compared figure, a name after the figure in its own clause). Sentences are our
own, not taken from the fixtures."""

from __future__ import annotations

import pytest

from claims.extract.conditions.index import Index


def _hardware(text: str, figure: str) -> str | None:
    """The hardware the index binds to the figure written as `figure` in `text`."""
    return Index(text).find(0, len(text), near=text.index(figure)).hardware


@pytest.mark.parametrize(("text", "figure", "hardware"), [
    # The maker before a product is read a few characters back, never into another name.
    ("Against H100, H200 is up to 1.9x faster on long prompts.", "1.9", "H200"),
    ("Set beside an A100, the NVIDIA H200 runs 2.1x faster.", "2.1", "NVIDIA H200"),
    # A name in an aside after another is that name's alias.
    ("Each GB300 (Blackwell Ultra) GPU carries 288 GB of memory.", "288", "GB300"),
    # A machine named after the compared figure is that figure's, not the first one's.
    ("On an EPYC 9654 the loop ran at 7.1 ns, against 9.8 ns on Skylake.", "7.1",
     "EPYC 9654"),
    ("On an EPYC 9654 the loop ran at 7.1 ns, against 9.8 ns on Skylake.", "9.8",
     "Skylake"),
    ("We saw 96% of writes removed, against 50% to 60% on Skylake.", "96", None),
    # A name after the figure in its own clause, after a clause that named another.
    ("It is as fast on A100 as on V100, and we expect 25 minutes on a cluster of 1024 "
     "A100 GPUs.", "25", "A100"),
    ("It is as fast on A100 as on V100, and we expect 25 minutes on a cluster of 1024 "
     "A100 GPUs.", "1024", "A100"),
    ("On 8 H100 GPUs it decodes 3,100 tokens/s, compared with 1,250 tokens/s on 8 A100 "
     "GPUs.", "8 A100", "A100"),
    # "4.6x the A100" sets the A100 on the other side; "2x the throughput on H100" does not.
    ("H100 reaches 4.6x the A100, with 10,000 tokens/s at a 100 ms first token.", "10,000",
     "H100"),
    ("On long prompts it reached 2x the throughput on H100.", "2", "H100"),
    # A ratio's name after it is its baseline's, and so is one past a ratio.
    ("One node of 8 MI355X GPUs reached 100,282 tokens/s, 3.1x what was submitted on "
     "the MI325X.", "3.1", "MI355X"),
    ("The top part, EPYC 9965, has 192 cores, and a two-socket server scores 2.7x the "
     "result of a two-socket Xeon 8592+ system.", "two", "EPYC 9965"),
])
def test_each_side_binds_its_own_machine(text: str, figure: str, hardware: str | None) -> None:
    assert _hardware(text, figure) == hardware
