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


# Two makers' runs of one harness whose rows name the call measured in a setting column,
# not a benchmark: the row label is the job.
_CALL_HEADER = "| Call | Time | Bytes | Allocations |\n|---|---:|---:|---:|\n"
_UPSTREAM = _post("Codec shootout", "Finch", f"""# Decoding one payload

Run on a Core i7-9700 with Go 1.21.

{_CALL_HEADER}| yamlx.Decode | 5120 ns/op | 3072 B/op | 41 allocs/op |
| tomlq.Parse | 8800 ns/op | 6400 B/op | 90 allocs/op |
""")
_FORK = _post("Codec shootout, forked", "Shrike", f"""# Decoding one payload, again

Run on a Ryzen 7 5800X with Go 1.23.

{_CALL_HEADER}| yamlx.Decode | 3010 ns/op | 3070 B/op | 41 allocs/op |
| tomlq.Parse | 5400 ns/op | 6400 B/op | 140 allocs/op |
""")


def test_one_row_labelled_call_costs_alike_on_two_machines() -> None:
    """Must pair: one labelled call's bytes and allocations per operation, two machines."""
    a, b = _claims(_UPSTREAM, "upstream.md"), _claims(_FORK, "fork.md")
    allocs = judge(_at(a, 41, "yamlx.Decode"), _at(b, 41, "yamlx.Decode"))
    assert allocs.comparable, allocs.differences
    size = judge(_at(a, 3072, "yamlx.Decode"), _at(b, 3070, "yamlx.Decode"))
    assert size.comparable, size.differences


def test_a_labelled_call_not_reproduced_or_timed_stays_apart() -> None:
    """Must not pair: the same call's allocations past drift (another release), its time on
    two machines, or two different calls."""
    a, b = _claims(_UPSTREAM, "upstream.md"), _claims(_FORK, "fork.md")
    drift = judge(_at(a, 90, "tomlq.Parse"), _at(b, 140, "tomlq.Parse"))
    assert not drift.comparable and "software" in drift.reasons
    time = judge(_at(a, 5120e-9, "yamlx.Decode"), _at(b, 3010e-9, "yamlx.Decode"))
    assert not time.comparable and "hardware" in time.reasons
    other = judge(_at(a, 41, "yamlx.Decode"), _at(b, 140, "tomlq.Parse"))
    assert not other.comparable


_KNOB_HEADER = "| Threads | Allocations |\n|---|---:|\n"


def test_a_bare_number_label_names_no_job_across_machines() -> None:
    """Must not pair: rows told apart only by a number ("Threads 4") name no job, so two
    machines' allocations stay cannot-tell."""
    left = _post("Pool bench", "Finch", f"""# Pool

Run on a Core i7-9700.

{_KNOB_HEADER}| 4 | 12 allocs/op |
| 8 | 20 allocs/op |
""")
    right = _post("Pool bench again", "Shrike", f"""# Pool

Run on a Ryzen 7 5800X.

{_KNOB_HEADER}| 4 | 12 allocs/op |
| 8 | 21 allocs/op |
""")
    a, b = _claims(left, "l.md"), _claims(right, "r.md")
    x, y = _at(a, 12, "12 allocs"), _at(b, 12, "12 allocs")
    assert _settings(x).get("Threads") == "4"
    assert not judge(x, y).comparable


_STORE_HEADER = "| Store | Case | Time | Bytes |\n|---|---|---:|---:|\n"


def test_a_row_naming_its_subject_beside_the_label_is_that_subjects_job() -> None:
    """Must not fire: rows naming a store beside the case ("| Quillstore | Put, small |")
    are two stores' costs on one case, not one job reproduced, whatever the bytes."""
    left = _post("Store bench", "Finch", f"""# Stores

Run on a Core i7-9700.

{_STORE_HEADER}| Quillstore | Put, small value | 900 ns/op | 300 B/op |
| Quillstore | Get, small value | 400 ns/op | 96 B/op |
""")
    right = _post("Store bench again", "Shrike", f"""# Stores

Run on a Core i7-9700.

{_STORE_HEADER}| Marlindb | Put, small value | 1500 ns/op | 2100 B/op |
| Marlindb | Get, small value | 700 ns/op | 512 B/op |
""")
    a, b = _claims(left, "l.md"), _claims(right, "r.md")
    pair = judge(_at(a, 300, "Quillstore"), _at(b, 2100, "Marlindb"))
    assert "software" not in pair.reasons, pair.differences


def test_a_call_label_repeated_at_other_costs_in_its_document_names_no_job() -> None:
    """Must not pair: the fork times one call in two scenarios (two tables, one label), so
    which of its rows stands for the upstream's job cannot be told; the other call, stated
    once, still pairs."""
    from claims.compare import compare_claims

    fork = _post("Codec shootout, two scenarios", "Shrike", f"""# Results

Run on a Ryzen 7 5800X with Go 1.23. Decoding one payload:

{_CALL_HEADER}| yamlx.Decode | 3010 ns/op | 3070 B/op | 41 allocs/op |

Decoding a stream of many payloads:

{_CALL_HEADER}| yamlx.Decode | 90100 ns/op | 88000 B/op | 44 allocs/op |
| tomlq.Parse | 5400 ns/op | 6400 B/op | 90 allocs/op |
""")
    found = compare_claims([*_claims(_UPSTREAM, "upstream.md"), *_claims(fork, "fork.md")])
    pairs = [(p.left.value, p.right.value, p.comparable) for p in (*found.comparable,
                                                                   *found.blocked)]
    assert (41.0, 41.0, False) in pairs or (41.0, 44.0, False) in pairs
    assert not any(c and {a, b} <= {41.0, 44.0} for a, b, c in pairs)
    assert (90.0, 90.0, True) in pairs
