"""A micro-benchmark suite's tables read as a buyer reads them across two documents.

Three readings: a harness's own repetition count (Go's b.N, "Repetitions") beside costs per
operation is no condition of the figure; a heading over tables of one header names a group
of rows, and is a setting only for rows whose label another of those tables repeats ("q1"
under two data sets), never for a row whose own name is unique; and one job's cost per
operation stated by two documents is a reproduction, unless the two disagree past
averaging noise (then another release of the code ran: `software`).

Every document here is written for these tests (a hashing library's suite and a query
engine's suite); each mechanism has a case that must fire and one that must not.
"""

from __future__ import annotations

from claims.compare import judge
from claims.extract import extract
from claims.load.documents import parse_bytes
from claims.model import Claim


def _post(title: str, publisher: str, body: str) -> str:
    """A Markdown announcement with front matter."""
    return (f'---\ntitle: "{title}"\npublisher: {publisher}\n'
            f'url: https://{publisher.lower()}.example/post\n---\n\n{body}')


def _claims(text: str, name: str) -> list[Claim]:
    """The claims of a Markdown document."""
    return list(extract(parse_bytes(text.encode(), origin=name))[1])


def _at(claims: list[Claim], value: float, row: str) -> Claim:
    """The claim of a value as printed (bytes are stored in GB) on the row whose quote holds
    `row`."""
    return next(c for c in claims if c.source.quote and row in c.source.quote and any(
        abs(c.value - value * s) <= 1e-9 * value * s for s in (1.0, 1e-9)))


def _settings(claim: Claim) -> dict[str, str]:
    """A claim's settings, header -> value."""
    return {s.name: s.value for s in claim.conditions.settings}


_HEADER = "| Benchmark | Repetitions | ns/op | B/op | allocs/op |\n|---|---:|---:|---:|---:|\n"

# The suite's author: two groups of benchmarks, each under its own heading.
_AUTHOR = _post("Hash map suite results", "Wren", f"""# Results

Run on a Ryzen 9 7950X with Go 1.22.

## Small keys

{_HEADER}| BenchmarkSwiss_Insert8 | 3000000 | 412 | 96 | 2 |
| BenchmarkStdMap_Insert8 | 2000000 | 655 | 212 | 6 |

## Large keys

{_HEADER}| BenchmarkSwiss_Insert4K | 40000 | 30125 | 5120 | 9 |
| BenchmarkStdMap_Insert4K | 30000 | 41870 | 9984 | 31 |
""")

# A later run of the same suite by another maker, grouped under other headings.
_LATER = _post("SwissMap README", "Heron", f"""# Benchmarks

Run on a laptop.

### Insert, one route of keys

{_HEADER}| BenchmarkSwiss_Insert8 | 2871234 | 398 | 97 | 2 |
| BenchmarkStdMap_Insert8 | 1811020 | 640 | 304 | 8 |

### Insert, big keys

{_HEADER}| BenchmarkSwiss_Insert4K | 38000 | 29500 | 5118 | 9 |
| BenchmarkStdMap_Insert4K | 29000 | 40100 | 10240 | 34 |
""")


def test_the_harness_repetition_count_is_no_setting_of_a_cost_per_operation() -> None:
    a = _claims(_AUTHOR, "author.md")
    assert "Repetitions" not in _settings(_at(a, 96, "Swiss_Insert8"))


def test_an_iteration_count_beside_a_total_time_stays_a_setting() -> None:
    text = _post("Key derivation", "Ibis", """# Key derivation

| Iterations | Total time (s) |
|---|---|
| 10000 | 1.91 |
| 100000 | 18.72 |
""")
    assert _settings(_at(_claims(text, "kdf.md"), 1.91, "10000")) == {"Iterations": "10000"}


def test_a_heading_over_uniquely_named_rows_names_a_group_not_a_setting() -> None:
    a, b = _claims(_AUTHOR, "author.md"), _claims(_LATER, "later.md")
    left, right = _at(a, 96, "Swiss_Insert8"), _at(b, 97, "Swiss_Insert8")
    assert "table" not in _settings(left) and "table" not in _settings(right)
    pair = judge(left, right)
    assert pair.comparable, pair.differences


def test_a_heading_over_rows_of_one_name_tells_them_apart() -> None:
    text = _post("Engine on two data sets", "Kite", """# Results

## Data set small

| Question | Time (s) |
|---|---|
| q1 | 0.41 |
| q2 | 0.77 |

## Data set large

| Question | Time (s) |
|---|---|
| q1 | 3.95 |
| q2 | 7.12 |
""")
    claims = _claims(text, "engine.md")
    assert _settings(_at(claims, 0.41, "q1"))["table"] == "Data set small"
    assert _settings(_at(claims, 3.95, "q1"))["table"] == "Data set large"


def test_a_cost_per_operation_the_other_run_does_not_reproduce_is_another_release() -> None:
    a, b = _claims(_AUTHOR, "author.md"), _claims(_LATER, "later.md")
    pair = judge(_at(a, 212, "StdMap_Insert8"), _at(b, 304, "StdMap_Insert8"))
    assert not pair.comparable and pair.reasons == ("software",)
    allocs = judge(_at(a, 6, "StdMap_Insert8"), _at(b, 8, "StdMap_Insert8"))
    assert not allocs.comparable and "software" in allocs.reasons


def test_one_job_counted_alike_twice_is_a_reproduction() -> None:
    a, b = _claims(_AUTHOR, "author.md"), _claims(_LATER, "later.md")
    assert judge(_at(a, 9, "Swiss_Insert4K"), _at(b, 9, "Swiss_Insert4K")).comparable
    assert judge(_at(a, 5120, "Swiss_Insert4K"), _at(b, 5118, "Swiss_Insert4K")).comparable


def test_a_small_drift_between_two_releases_is_still_one_cost() -> None:
    a, b = _claims(_AUTHOR, "author.md"), _claims(_LATER, "later.md")
    assert judge(_at(a, 412, "Swiss_Insert8"), _at(b, 398, "Swiss_Insert8")).reasons != \
        ("software",)  # a time: the machine decides, not the code's drift
    assert judge(_at(a, 31, "StdMap_Insert4K"), _at(b, 34, "StdMap_Insert4K")).comparable


def test_two_jobs_costs_per_operation_are_not_held_to_one_value() -> None:
    a = _claims(_AUTHOR, "author.md")
    pair = judge(_at(a, 96, "Swiss_Insert8"), _at(a, 212, "StdMap_Insert8"))
    assert "software" not in pair.reasons


def test_a_run_column_numbering_tries_beside_costs_per_operation_stays() -> None:
    text = _post("Scheduler patch", "Plover", """# Context switches

| Run | Before usecs/op | After usecs/op |
|---|---|---|
| 1 | 4.81 usecs/op | 4.02 usecs/op |
| 2 | 4.79 usecs/op | 4.11 usecs/op |
""")
    claims = _claims(text, "sched.md")
    first = next(c for c in claims if c.source.quote and "4.81" in c.source.quote
                 and abs(c.value * 1e6 - 4.81) < 1e-6)
    assert {k.casefold(): v for k, v in _settings(first).items()}.get("run") == "1"


_XEON = _post("Hash maps on a server", "Egret", f"""# Results

Run on a Xeon Gold 6338 with Go 1.22.

{_HEADER}| BenchmarkSwiss_Insert8 | 2500000 | 505 | 96 | 2 |
""")


def test_one_named_jobs_cost_per_operation_meets_across_two_named_machines() -> None:
    a, c = _claims(_AUTHOR, "author.md"), _claims(_XEON, "xeon.md")
    pair = judge(_at(a, 96, "Swiss_Insert8"), _at(c, 96, "Swiss_Insert8"))
    assert pair.comparable, pair.differences
    time = judge(_at(a, 412e-9, "Swiss_Insert8"), _at(c, 505e-9, "Swiss_Insert8"))
    assert not time.comparable and "hardware" in time.reasons
