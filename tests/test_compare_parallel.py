"""A parallelism in any spelling is one condition: "tensor parallelism 8", "TP=8", "TP 8"
and a "| tp size |" column over "8" are all TP8, in the pair's conditions table and in the
count of one instance's accelerators. Sentences are written for these tests from LLM
serving and training; other uses of the letters (DisplayPort 1.4, the S&P 500) are no
parallelism."""

from __future__ import annotations

import pytest

from claims.compare.conditions import table
from claims.compare.verdict import system_size
from claims.extract import extract
from claims.load.documents import parse_bytes
from claims.model import Claim
from claims.vocabulary.degrees import canonical, degrees
from claims.vocabulary.run_settings import PARALLELISM


@pytest.mark.parametrize(("text", "found"), [
    ("served with tensor parallelism 8, a maximum model length of 8192", "tensor parallelism 8"),
    ("a tensor parallel size of 4 on each node", "tensor parallel size of 4"),
    ("launched with TP=8 and chunked prefill", "TP=8"),
    ("pipeline parallelism: 2 stages", "pipeline parallelism: 2"),
    ("TP 4 on one H200 server", "TP 4"),
])
def test_degree_is_read_with_its_name(text: str, found: str) -> None:
    """Must fire: the long and short forms keep their number."""
    assert [m.group(0) for m in PARALLELISM.finditer(text)] == [found]


@pytest.mark.parametrize("text", [
    "a DisplayPort DP 1.4 output",
    "beat the SP 500 index",
    "tensor parallelism 8 GPUs wide",  # the number counts GPUs: no degree is read
    "the TP 2024 report",
])
def test_other_numbers_are_no_degree(text: str) -> None:
    """Must not fire: a version, an index, a GPU count or a year is no degree."""
    assert all(not any(ch.isdigit() for ch in m.group(0)) for m in PARALLELISM.finditer(text))


def test_one_spelling() -> None:
    """Must fire: every spelling of one split reads as TP8 (PP2); must not fire: a split
    named without its number stays as written."""
    assert canonical("tensor parallelism 8") == "TP8"
    assert canonical("TP=8, PP 2") == "TP8 PP2"
    assert canonical("data parallel") == "data parallel"
    assert degrees("expert parallel size 16") == (("EP", 16),)


def _claim(sentence: str) -> Claim:
    """The throughput a one-sentence post states."""
    text = ('---\ntitle: "Serving note"\npublisher: Quill\n---\n\n# Serving\n\n'
            f"{sentence}\n")
    found = [c for c in extract(parse_bytes(text.encode(), origin="n.md"))[1]
             if c.metric == "throughput"]
    assert found, sentence
    return found[0]


def test_instance_size_from_long_form() -> None:
    """Must fire: "tensor parallelism 8" is one instance of 8 accelerators, as "TP8" is;
    must not fire: a data-parallel run leaves the size unsaid."""
    long = _claim("Llama 3.1 70B in FP8 with vLLM on H100 GPUs with tensor parallelism 8 "
                  "served 9,100 tokens per second.")
    short = _claim("Llama 3.1 70B in FP8 with vLLM on H100 GPUs with TP8 served 8,800 tokens "
                   "per second.")
    dp = _claim("Llama 3.1 70B in FP8 with vLLM on H100 GPUs with data parallel replicas "
                "served 30,100 tokens per second.")
    assert long.conditions.parallelism == short.conditions.parallelism == "TP8"
    assert system_size(long) == system_size(short) == 8
    assert system_size(dp) is None
    row = {r.condition: r for r in table(long, short)}["parallelism"]
    assert (row.left, row.right, row.status) == ("TP8", "TP8", "same")
