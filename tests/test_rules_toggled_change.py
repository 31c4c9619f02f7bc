"""comparison-baseline-unclear and a change given as the effect of one feature switched off or
on: "35% smaller after we dropped debug symbols" has its other side, the same setup with the
feature the other way; an upgrade or a move names no such side. Sentences of our own."""

from __future__ import annotations

import pytest

from claims.extract.facts.wording import wording
from tests.vetting import rules

RULE = "comparison-baseline-unclear"


@pytest.mark.parametrize("text", [
    # packaging: an artifact's size with one thing taken out
    "The container image is 40% smaller after we removed the bundled test data.",
    # databases: one setting switched on
    "Bulk loads run 25% faster after enabling unlogged tables on the staging server.",
    # kernels: one mitigation switched off
    "Syscall-heavy builds finish 12% sooner after the team turned off the audit hooks.",
])
def test_one_feature_switched_has_its_other_side(text: str) -> None:
    assert RULE not in rules(text)


@pytest.mark.parametrize("text", [
    # an upgrade: the old part is not described
    "Queries run 3x faster after we upgraded the servers.",
    # no change named at all
    "Bulk loads run 25% faster on the staging server.",
    # a feature named, but no before/after: "with" it against what?
    "Bulk loads run 25% faster with unlogged tables on the staging server.",
])
def test_a_change_with_no_determined_other_side_lacks_its_baseline(text: str) -> None:
    assert RULE in rules(text)


def test_the_toggle_is_read_from_the_words() -> None:
    assert wording("Wheels are 35% smaller after we dropped debug symbols.").toggled
    assert wording("after switching off swap, p99 fell 30%").toggled
    assert not wording("after we moved to the new region, p99 fell 30%").toggled
