"""A time per unit of work against a rate of that work ("ms per token" against "tokens/s"):
listed as a pair, the time turned over into the rate with its step shown, never silently;
two times per token compare as times, and a time per request is never turned into a rate.
Documents of our own."""

from __future__ import annotations

from claims.compare import Verdict, compare_claims
from claims.compare.verdict import Pair
from tests.conftest import claims_of

PER_TOKEN = """---
title: "Runner A"
publisher: Runner A project
---

# Runner A

Decoding Gemma 2B on an Apple M3 Max takes 25 ms per token.
"""

RATE = """---
title: "Runner B"
publisher: Runner B project
---

# Runner B

Decoding Gemma 2B on an Apple M3 Max runs at 32 tokens/s.
"""

PER_TOKEN_OTHER = PER_TOKEN.replace("Runner A", "Runner C").replace("25 ms", "20 ms")
PER_REQUEST = RATE.replace("runs at 32 tokens/s", "answers each request in 25 ms") \
    .replace("Runner B", "Runner D")


def _pairs(a: str, b: str) -> list[Pair]:
    result = compare_claims([*claims_of(a), *claims_of(b)])
    return [*result.comparable, *result.blocked]


def test_a_time_per_token_turns_over_into_the_rate_with_its_step() -> None:
    pairs = _pairs(PER_TOKEN, RATE)
    assert len(pairs) == 1
    pair = pairs[0]
    assert pair.verdict is Verdict.normalised
    time_left = pair.left.unit == "s"
    turned = pair.left_value if time_left else pair.right_value
    assert turned.unit == "tokens/s" and abs(turned.value - 40.0) < 1e-9
    assert turned.derivation is not None and "1 / 0.025 s per token = 40 tokens/s" in \
        turned.derivation
    # 40 tokens/s from the time against 32 tokens/s stated: the time's side is faster
    assert pair.better == ("left" if time_left else "right")


def test_two_times_per_token_compare_as_times() -> None:
    pairs = _pairs(PER_TOKEN, PER_TOKEN_OTHER)
    assert len(pairs) == 1
    assert pairs[0].verdict is Verdict.comparable
    assert pairs[0].left_value.unit == "s" and not pairs[0].left_value.changed


def test_a_time_per_request_is_no_rate() -> None:
    pairs = _pairs(PER_REQUEST, RATE)
    assert all(p.verdict is Verdict.not_comparable for p in pairs)
    assert not any(p.left_value.unit == p.right_value.unit == "tokens/s" for p in pairs)
