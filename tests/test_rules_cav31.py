"""Caveats missed on the blind editorial sets (cav31), read as general mechanisms. Sentences
of our own, from several fields, that must and must not raise each rule, run through the
whole pipeline."""

from __future__ import annotations

import pytest

from claims.extract.setting import claims_making, disclaims_making
from tests.vetting import rules, vet

# --- peak-not-sustained: a plural "peaks of", a heading calling its figures a best run, ---
# --- and a rate of bytes called a throughput set beside the same unit's bandwidth -------

@pytest.mark.parametrize("text", [
    # storage: a mean rate and the peaks it touched, one sentence
    "# Object store\n\nThe cluster held a read throughput with a mean of 80 GB/s, reaching "
    "peaks of 83 GB/s during the hour.",
    # web servers: the best run's rate under its heading, the sustained rate in another
    "# Proxy results\n\n## Headline numbers (best run)\n\nThe proxy on the Xeon E-2388G "
    "served 51,200 requests/s.\n\n## Load test\n\nOn the Xeon E-2388G the proxy held "
    "48,900 requests/s over ten minutes.",
    # LLM serving: a section of peak results beside the run's steady rate
    "# Serving\n\n## Peak results\n\nLlama 3.1 8B on one L40S reached 9,400 tokens/s.\n\n"
    "## Steady state\n\nLlama 3.1 8B on one L40S settled at 8,100 tokens/s for the hour.",
])
def test_a_best_case_beside_a_sustained_rate_is_raised(text: str) -> None:
    assert "peak-not-sustained" in rules(text)


@pytest.mark.parametrize("text", [
    # an off-peak period is no peak
    "# Batch window\n\n## Off-peak results\n\nThe importer on the Xeon E-2388G loaded "
    "51,200 rows/s.\n\n## Daytime\n\nOn the Xeon E-2388G the importer loaded 48,900 rows/s.",
    # a best run with nothing sustained of its measure beside it
    "# Proxy results\n\n## Headline numbers (best run)\n\nThe proxy on the Xeon E-2388G "
    "served 51,200 requests/s with a p99 latency of 2.1 ms.",
    # peaks of another measure (power) beside a mean rate of bytes
    "# Object store\n\nThe cluster held a mean read throughput of 80 GB/s, its power "
    "draw reaching peaks of 9 kW.",
])
def test_no_best_case_beside_a_sustained_rate_stays_quiet(text: str) -> None:
    assert "peak-not-sustained" not in rules(text)


# --- throughput-without-latency: bytes a storage system reads or writes are work served ---

@pytest.mark.parametrize("text", [
    # object storage: a GET rate in bytes with no request latency anywhere
    "# Object store\n\nOn twelve nodes the MinIO cluster held a GET throughput of 48 GB/s "
    "for 4 MiB objects.",
    # file systems: a table of random-write bandwidths, no latency
    "# NFS share\n\n## Random writes\n\n| block size | jobs | bandwidth |\n|---|---|---|\n"
    "| 4k | 8 | 41 MB/s |\n| 64k | 8 | 390 MB/s |\n| 1M | 8 | 1100 MB/s |",
    # disks: a sequential read rate of an SSD array in prose
    "The RAID 10 array of Samsung PM9A3 drives sustains sequential reads of 9.1 GB/s "
    "under fio.",
])
def test_storage_bandwidth_with_no_latency_is_raised(text: str) -> None:
    assert "throughput-without-latency" in rules(text)


@pytest.mark.parametrize("text", [
    # memory: a RAM read rate is no storage request
    "On the Ryzen 7 7700 the RAM sequential read reaches 61 GB/s in the bandwidth test.",
    # a link: iperf through a tunnel is a bandwidth, not served reads
    "Through the tunnel, iperf3 measured 890 Mbit/s between the two hosts.",
    # storage with its latency beside it
    "The RAID 10 array of Samsung PM9A3 drives sustains sequential reads of 9.1 GB/s "
    "at a mean latency of 0.9 ms under fio.",
    # a codec's rate of bytes
    "The decoder decompresses at 2.4 GB/s on one core of a Core i9-13900K.",
    # a part's rating: the most a disk reads, not a load it was measured at
    "The new Gen5 SSD writes at up to 12 GB/s.",
])
def test_other_bandwidths_and_timed_storage_stay_quiet(text: str) -> None:
    assert "throughput-without-latency" not in rules(text)


# --- statistic-unspecified: a share label among percentile rows names a percentile too ---

@pytest.mark.parametrize("text", [
    # a load tool's table of the shares of requests served within each time
    "# Load test\n\nShares of requests answered within a time:\n\n| share | time |\n|---|---|\n"
    "| 50% | 12 ms |\n| 66% | 15 ms |\n| 80% | 19 ms |\n| 90% | 24 ms |\n| 98% | 41 ms |\n"
    "| 99% | 57 ms |",
    # the same as a list of labelled times
    "# Query times\n\n- 50%: 3.1 ms\n- 85%: 4.4 ms\n- 99%: 9.8 ms",
])
def test_a_share_label_among_percentiles_names_its_statistic(text: str) -> None:
    assert "statistic-unspecified" not in rules(text)


@pytest.mark.parametrize("text", [
    # shares that are load levels, with no percentile row among them
    "# Load levels\n\n| CPU load | latency |\n|---|---|\n| 20% | 35 ms |\n| 60% | 48 ms |\n"
    "| 80% | 90 ms |",
    # a percentile table elsewhere does not name the latency of another section
    "# Load test\n\n| share | time |\n|---|---|\n| 50% | 12 ms |\n| 99% | 57 ms |\n\n"
    "# Under a cold cache\n\n| 80% | 31 ms |",
])
def test_a_share_label_with_no_percentiles_beside_it_still_owes_one(text: str) -> None:
    assert "statistic-unspecified" in rules(text)


# --- self-reported: a publisher that uses what it measures, or says others made it --------

@pytest.mark.parametrize("description", [
    # a lab measuring software it names as other people's
    "Quarry Labs (benchmark notes; timing Postgres and DuckDB, built by others)",
    # a user's guide to a board it bought
    "a Framework 13 owner's battery-life notes (in the jdoe/fw13 repository)",
    "a customer's write-up of the hosted database's plans",
])
def test_a_user_or_an_outside_measurer_disclaims_making(description: str) -> None:
    assert disclaims_making(description)


@pytest.mark.parametrize("description", [
    # the writer made part of what it measures, on top of others' work
    "a student project (kxu); its author wrote the two schedulers compared, on kernels made "
    "by others",
    # a repository's owner is no user of a product
    "the repository owner's benchmark page (acme/fastkv)",
    # a maker's possessive with a word of making
    "Acme's users' guide, written by the team that builds Acme",
])
def test_a_maker_or_a_places_owner_disclaims_nothing_by_role(description: str) -> None:
    assert not disclaims_making(description)


def test_an_owners_guide_is_not_self_reported() -> None:
    front = ('title: "Framework 13 battery life under load"\n'
             "publisher: a Framework 13 owner's battery-life notes (in the jdoe/fw13 "
             "repository)\n")
    text = "Under a compile loop the Framework 13 ran for 4.1 hours on one charge."
    assert vet(text, front).document.independence.value != "self-reported"
    assert "self-reported" not in rules(text, front)


# --- peak-not-sustained: rows noted as the best of several runs, ranked beside single runs --

@pytest.mark.parametrize("text", [
    # networking: a ranking of devices, two rows the highest of several runs
    "| device | speed | note |\n|---|---|---|\n| Orange Pi 5 | 2.1 Gbits/sec | |\n"
    "| Rock 5B | 2.6 Gbits/sec | Highest of 5 runs |\n| Pi 5 | 2.4 Gbits/sec | |\n"
    "| N100 box | 3.9 Gbits/sec | best of 3 |",
    # databases: a ranking of machines by transactions per second
    "| machine | tps | note |\n|---|---|---|\n| laptop | 41,000 tps | |\n"
    "| desktop | 63,000 tps | fastest of ten runs |\n| server | 88,000 tps | |",
])
def test_best_of_runs_rows_ranked_beside_single_results_are_raised(text: str) -> None:
    assert "peak-not-sustained" in rules(text)


@pytest.mark.parametrize("text", [
    # every row the best of its runs: one kind of figure throughout
    "| device | speed | note |\n|---|---|---|\n| Orange Pi 5 | 2.1 Gbits/sec | best of 5 |\n"
    "| Rock 5B | 2.6 Gbits/sec | best of 5 |",
    # a note that is no best case
    "| device | speed | note |\n|---|---|---|\n| Orange Pi 5 | 2.1 Gbits/sec | fan on |\n"
    "| Rock 5B | 2.6 Gbits/sec | 5 runs averaged |",
    # the best of several runs stated in prose, with no ranking table
    "The Rock 5B reached 2.6 Gbits/sec, the best of five runs.",
])
def test_no_ranking_of_best_cases_beside_single_results_stays_quiet(text: str) -> None:
    assert "peak-not-sustained" not in rules(text)


# --- statistic-unspecified: a start-up time is the wait of one start ----------------------

@pytest.mark.parametrize("text", [
    # a table of start-up times in seconds, no statistic
    "| image | Startup time |\n|---|---|\n| JVM build | 7.4s |\n| native build | 0.9s |",
    # a row labelled by the start-up it measures
    "| | JVM | Native |\n|---|---|---|\n| Faster startup | 6.2s | 1.1s |",
    # prose: a serverless function's cold start
    "On the arm64 runtime the function's cold start takes 2.3 s.",
    # a table of times under a heading naming the latency they measure
    "## Cache backends (32K-token prompts, TTFT)\n\n| backend | cold (s) | warm (s) |\n"
    "|---|---|---|\n| Redis | 1.42 | 0.61 |\n| local disk | 1.38 | 0.55 |",
])
def test_a_startup_time_owes_its_statistic(text: str) -> None:
    assert "statistic-unspecified" in rules(text)


@pytest.mark.parametrize("text", [
    # a start-up time with its statistic
    "On the arm64 runtime the function's median cold start takes 2.3 s.",
    # a build time is a duration of work, not a wait per start
    "| image | Build time |\n|---|---|\n| JVM build | 74s |\n| native build | 190s |",
    # a startup is a company here, and the time a whole job's
    "The startup's nightly export finished in 41 s.",
    # a test's length in a sentence under a latency heading
    "## Latency\n\nEach test runs the load generator against the gateway for 45 seconds.",
])
def test_other_durations_and_named_statistics_stay_quiet(text: str) -> None:
    assert "statistic-unspecified" not in rules(text)


# --- experimental-component: the product named by its kind ("this image is experimental") --

@pytest.mark.parametrize("text", [
    # containers: a note on the image the page describes
    "Note: this image is experimental and meant for local testing only.\n\n"
    "| | JVM | native |\n|---|---|---|\n| Startup (median) | 8.1s | 1.4s |",
    # a compiler's build called a preview by its kind
    "The build is a preview of the next release.\n\nIt compiles the test suite in 41 s "
    "(median of five runs) on a Ryzen 9 7950X.",
])
def test_the_products_kind_called_experimental_is_raised(text: str) -> None:
    assert "experimental-component" in rules(text)


@pytest.mark.parametrize("text", [
    # the kind named stably
    "Note: this image is stable and supported in production.\n\n"
    "| | JVM | native |\n|---|---|---|\n| Startup (median) | 8.1s | 1.4s |",
    # an experimental thing that is not the product's kind at a clause's start
    "Users may try an experimental flag, but the numbers below use defaults.\n\n"
    "It compiles the test suite in 41 s (median of five runs) on a Ryzen 9 7950X.",
])
def test_no_experimental_product_stays_quiet(text: str) -> None:
    assert "experimental-component" not in rules(text)


# --- simulated-result: a speed worked out from sizes or clocks, not timed -----------------

@pytest.mark.parametrize("text", [
    # containers: a smaller image said to download faster, by the sizes alone
    "The slim image is 310MB against 1.24GB, so deploys pull it 4x faster.",
    # CPUs: a speed-up that is the clock ratio
    "Raised from 3.0 GHz to 3.9 GHz, the board runs its jobs 30% faster.",
])
def test_a_speed_worked_from_sizes_or_clocks_is_raised(text: str) -> None:
    assert "simulated-result" in rules(text)


@pytest.mark.parametrize("text", [
    # the sizes' own ratio, stated as a size
    "The slim image is 310MB against 1.24GB, 4x smaller.",
    # a timed speed-up beside the sizes
    "The slim image (310MB against 1.24GB) was pulled in 3.1 s against 12.6 s, 4x faster.",
    # a clock named beside a measured speed-up that is not its ratio
    "At 3.9 GHz the board ran the suite 12% faster than at stock clocks.",
])
def test_a_timed_speed_or_a_size_ratio_stays_quiet(text: str) -> None:
    assert "simulated-result" not in rules(text)



# --- self-reported: a publisher that sells, runs or owns part of what it measures ---------

@pytest.mark.parametrize("description", [
    # the publisher's own name as the seller of what it measures
    "Quarry blog (engineering); Quarry sells the managed Redis that it compares with a rival",
    # a ranking run by a party whose own service is among those it ranks
    "the bench-org leaderboard repository, run by Acme, whose own hosted API is one of the "
    "six providers it ranks",
])
def test_a_publisher_selling_what_it_measures_claims_making(description: str) -> None:
    assert claims_making(description)


@pytest.mark.parametrize("description", [
    # a seller that measures something else's
    "Quarry blog; a reseller comparing two vendors' drives, which it tested",
    # a ranking by a party with no service among those ranked
    "the bench-org leaderboard repository, run by volunteers who rank six providers",
    # another party sells what the publisher measures
    "Quarry blog; Acme sells the managed Redis that it compares with a rival",
])
def test_a_publisher_selling_nothing_it_measures_claims_nothing(description: str) -> None:
    assert not claims_making(description)
