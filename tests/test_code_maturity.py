"""A flag in code that names an unfinished feature marks a figure experimental or preview.

The flag is found by its joint ("-preview", "experimental_") and then read as the whole run
without white space around it; the answer is the one of the slower pattern that spelled the
run out (kept here as the reference), on sentences of our own and on generated text.
"""

from __future__ import annotations

import random
import re

import pytest

from claims.extract.facts.evidence import code_maturity
from claims.model import Maturity

# The pattern code_maturity used before (fcf2184): the run around the joint, spelled out.
_REFERENCE = re.compile(r"\S*(?:[-_.=](?:experimental|preview)\b|"
                        r"\b(?:experimental|preview)[-_.=])\S*", re.I)


def _reference(text: str) -> Maturity | None:
    """What the spelled-out pattern answered."""
    flag = _REFERENCE.search(text)
    if flag is None:
        return None
    return Maturity.preview if "preview" in flag.group(0).lower() else Maturity.experimental


@pytest.mark.parametrize(("sentence", "expected"), [
    ("The JVM ran with --enable-preview and served 41,000 requests/s.", Maturity.preview),
    ("Built with CONFIG_BPF_EXPERIMENTAL=y, the kernel filtered 9 Mpps.",
     Maturity.experimental),
    ("Postgres 17 with jit.experimental=on answered in 3.1 ms.", Maturity.experimental),
    ("Nginx with the http3-preview module moved 22 Gbit/s.", Maturity.preview),
    ("The array set io_engine=preview_uring and wrote 14 GB/s.", Maturity.preview),
    # the first flag decides, and a run that names both is a preview
    ("Flags: --x.experimental then --y-preview, 80 ms.", Maturity.experimental),
    ("A run of cache.experimental-preview held 2 TB.", Maturity.preview),
])
def test_a_flag_named_unfinished_marks_the_figure(sentence: str, expected: Maturity) -> None:
    assert code_maturity(sentence) is expected
    assert _reference(sentence) is expected


@pytest.mark.parametrize("sentence", [
    "The experimental results show the CPU at 5.2 GHz.",
    "A preview of the new SSD reads at 12 GB/s.",
    "Preview: the database commits 90,000 transactions/s.",
    "Our previewed build of the web server handles 1.1M req/s.",
    "The experimentally tuned kernel schedules in 4 us.",
])
def test_a_bare_word_is_no_flag(sentence: str) -> None:
    assert code_maturity(sentence) is None
    assert _reference(sentence) is None


def test_the_answer_is_the_spelled_out_patterns_on_generated_text() -> None:
    pieces = ["experimental", "Preview", "PREVIEW", "exPerimental", "preview", "x", "io",
              "-", "_", ".", "=", "--", " ", "\t", "\n", "\u00a0", "\u2003", "9", "GB/s",
              "`", "(", ")", "prev\u0131ew", "experimentals", "s"]
    rng = random.Random(23)
    for _ in range(4000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 14)))
        assert code_maturity(text) is _reference(text), text
