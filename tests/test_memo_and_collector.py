"""The identity memo answers as the function does, and the paused collector is restored;
a start-up sets aside what its imports made, and only then."""

from __future__ import annotations

import gc
import sys
import types

import pytest

from claims.compare.admit import refusal
from claims.cyclic import collector_paused, start_up
from claims.memo import by_identity
from claims.model import Claim


def test_by_identity_recomputes_for_an_equal_but_distinct_key() -> None:
    """Two equal lists are two keys; the same list is one."""
    calls: list[int] = []

    @by_identity(4)
    def total(xs: list[int]) -> int:
        calls.append(1)
        return sum(xs)

    one, two = [1, 2], [1, 2]
    assert total(one) == total(one) == total(two) == 3
    assert len(calls) == 2


def test_by_identity_empties_a_full_cache_and_stays_correct() -> None:
    """Past `size` entries the cache starts afresh and still answers right."""

    @by_identity(2)
    def double(xs: tuple[int, ...]) -> int:
        return 2 * sum(xs)

    keys = [(i,) for i in range(5)]
    assert [double(k) for k in keys] == [0, 2, 4, 6, 8]
    assert [double(k) for k in reversed(keys)] == [8, 6, 4, 2, 0]


def _claim(metric: str, unit: str) -> Claim:
    """A claim of one metric and unit."""
    return Claim.model_validate({"value": 5.0, "unit": unit, "metric": metric,
                                 "source": {"quote": f"5 {unit}"}})


def test_a_memoised_compare_fact_is_the_fact_of_each_claim() -> None:
    rate, ratio = _claim("throughput", "tokens/s"), _claim("throughput", "x")
    assert refusal(rate) is None
    assert refusal(ratio) is not None and "relative" in refusal(ratio)  # type: ignore[operator]
    assert refusal(rate) is None, "the first answer was not handed to the second claim"


def test_the_collector_is_paused_and_then_restored() -> None:
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()
    with pytest.raises(ValueError), collector_paused():
        raise ValueError
    assert gc.isenabled(), "restored after a failure too"


def test_a_collector_that_was_off_stays_off() -> None:
    gc.disable()
    try:
        with collector_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_a_start_up_that_imports_freezes_what_was_made_and_restores_collection() -> None:
    name = "_claims_test_start_up_module"
    gc.unfreeze()
    try:
        with start_up():
            assert not gc.isenabled()
            sys.modules[name] = types.ModuleType(name)  # stands for a real import
        assert gc.isenabled()
        assert gc.get_freeze_count() > 0
    finally:
        sys.modules.pop(name, None)
        gc.unfreeze()


def test_a_start_up_with_nothing_new_to_import_freezes_nothing() -> None:
    gc.unfreeze()
    with start_up():
        import json  # noqa: F401 (already imported: no new module)
    assert gc.isenabled()
    assert gc.get_freeze_count() == 0, "a second command in one process sets nothing aside"


def test_a_start_up_leaves_a_collector_that_was_off_off() -> None:
    gc.disable()
    try:
        with pytest.raises(ImportError), start_up():
            raise ImportError("a failed import")
        assert not gc.isenabled()
    finally:
        gc.enable()
