"""`claims.memo.last_answer`: a method's answer to the question it was last asked is reused;
any other question is worked out, and replaces it."""

from __future__ import annotations

from claims.memo import last_answer


class _Counter:
    """Counts how often its method really runs."""

    def __init__(self) -> None:
        """Nothing run yet."""
        self.runs = 0

    @last_answer
    def twice(self, value: int, flag: bool) -> tuple[int, bool]:
        """The value doubled, with the flag."""
        self.runs += 1
        return value * 2, flag


def test_the_same_question_twice_in_a_row_is_worked_out_once() -> None:
    counter = _Counter()
    assert counter.twice(1000, True) == (2000, True)
    assert counter.twice(1000, True) == (2000, True)  # equal, not identical, int: reused
    assert counter.runs == 1


def test_another_question_is_worked_out_and_only_the_last_is_kept() -> None:
    counter = _Counter()
    counter.twice(1, True)
    assert counter.twice(1, False) == (2, False)  # one argument differs: worked out
    assert counter.twice(1, True) == (2, True)  # the earlier answer was not kept
    assert counter.runs == 3


def test_each_object_keeps_its_own_answer() -> None:
    first, second = _Counter(), _Counter()
    first.twice(3, True)
    second.twice(3, True)
    assert (first.runs, second.runs) == (1, 1)
