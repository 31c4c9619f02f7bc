"""Issue 24: two times of a whole job compare only when each side says which job it timed.

A duration whose record names no job (no "load time", no benchmark, no table setting, no
scenario) may be a start-up, one turn of a chat or a whole fine-tune; a model named beside
it says what was served, not what was timed. Two such times are "cannot tell", never
comparable. Times that name their benchmark or sit in a table's rows still meet.

Every document here is written for these tests, in several fields (LLM serving, training,
databases, builds).
"""

from __future__ import annotations

from claims.compare import judge
from claims.extract import extract
from claims.load.documents import parse_bytes
from claims.model import Claim


def _post(title: str, publisher: str, body: str) -> str:
    """A Markdown announcement with front matter."""
    return (f'---\ntitle: "{title}"\npublisher: {publisher}\n'
            f"url: https://{publisher.lower()}.example/post\npublished_at: 2026-03-01\n---\n\n"
            f"{body}")


def _claims(text: str, name: str) -> dict[float, Claim]:
    """Each claim of a Markdown document by its value."""
    return {c.value: c for c in extract(parse_bytes(text.encode(), origin=name))[1]}


def _blocking(left: Claim, right: Claim) -> list[str]:
    """The blocking conditions of a judged pair."""
    return [d.condition for d in judge(left, right).differences if d.blocking]


def test_a_start_up_time_never_meets_a_turn_for_one_model() -> None:
    ready = _claims(_post("Mistral 7B on an L40S", "Quillon", "# Notes\n\nOn one L40S, "
                          "Mistral 7B was ready to answer after about 12 minutes.\n"), "a.md")
    turn = _claims(_post("Mistral 7B chat", "Brannock", "# Notes\n\nOn one L40S, a cached "
                         "Mistral 7B turn took 0.8 s.\n"), "b.md")
    pair = judge(ready[720.0], turn[0.8])
    assert not pair.comparable and "metric" in pair.reasons
    assert "job timed" in _blocking(ready[720.0], turn[0.8])


def test_two_training_times_that_name_only_the_model_are_cannot_tell() -> None:
    a = _claims(_post("Llama 3 8B fine-tune", "Sarnet", "# Notes\n\nOn eight H100 GPUs, the "
                      "Llama 3 8B job took 41 minutes.\n"), "c.md")
    b = _claims(_post("Llama 3 8B", "Tolvan", "# Notes\n\nOn eight H100 GPUs, Llama 3 8B took "
                      "6 minutes.\n"), "d.md")
    assert not judge(a[2460.0], b[360.0]).comparable
    assert "job timed" in _blocking(a[2460.0], b[360.0])


def test_two_runs_of_one_named_benchmark_still_meet() -> None:
    a = _claims(_post("TPC-H on Pellucid", "Pellucid", "# TPC-H\n\nOn one r7i.8xlarge, the "
                      "TPC-H SF100 power run finished in 412 seconds.\n"), "e.md")
    b = _claims(_post("TPC-H on Orrin", "Orrin", "# TPC-H\n\nOn one r7i.8xlarge, the TPC-H "
                      "SF100 power run finished in 388 seconds.\n"), "f.md")
    assert judge(a[412.0], b[388.0]).comparable


def test_two_build_times_still_meet_and_a_job_named_on_one_side_only_does_not() -> None:
    build = _claims(_post("Kernel builds", "Forgeline", "# Builds\n\nOn one c7i.4xlarge in the "
                          "Phoronix kernel test, the build time was 118 seconds.\n"), "g.md")
    again = _claims(_post("Kernel builds too", "Kelderman", "# Builds\n\nOn one c7i.4xlarge in "
                          "the Phoronix kernel test, the build time was 131 seconds.\n"), "h.md")
    bare = _claims(_post("Our box", "Tamsin", "# Notes\n\nOn one c7i.4xlarge in the Phoronix "
                         "kernel test, it took 125 seconds.\n"), "i.md")
    assert judge(build[118.0], again[131.0]).comparable
    assert not judge(build[118.0], bare[125.0]).comparable
