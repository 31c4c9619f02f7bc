"""Extraction gaps found on the second development set (tests/fixtures/dev2), each closed
by a general rule and tested on sentences of several fields, including sentences where
the rule must not fire."""

from __future__ import annotations

import pytest

from tests.conftest import figures_in as found
from tests.conftest import one_figure as one

# --- 1. a change written new value first, with bare numbers ----------------------------

@pytest.mark.parametrize(("text", "value_text", "after", "before", "unit"), [
    ("The median TTFT fell to 1.1 from 3.2 after the prefill change.", "1.1", 1.1, 3.2,
     "count"),
    ("Our defect density dropped to 0.8 from 1.45 per release.", "0.8", 0.8, 1.45, "count"),
    ("The error rate fell to 1.1 from 3.2 percent.", "1.1", 1.1, 3.2, "%"),
    ("Median write latency dropped to 4 from 9 ms on NVMe.", "4", 0.004, 0.009, "s"),
    ("Frontier's HPL score rose to 1.353 EFLOPS from 1.206 in June.", "1.353", 1.353e18,
     1.206e18, "FLOP/s"),
    ("The list's entry point climbed to 2.31 PFLOPS, up from 2.13 a year ago.", "2.31",
     2.31e15, 2.13e15, "FLOP/s"),
])
def test_a_bare_change_to_from_is_one_before_after_figure(
        text: str, value_text: str, after: float, before: float, unit: str) -> None:
    fig = one(text, value_text)
    assert fig.before_after
    assert fig.value == pytest.approx(after)
    assert fig.baseline_value == pytest.approx(before)
    assert fig.unit == unit


@pytest.mark.parametrize("text", [
    # A move between versions is no measure: no figure at all.
    "The project moved to 3.12 from 3.11 last week.",
    "The team switched to 2.4 from 2.3 of the client library.",
    "Most users went to 1.6 from 1.5 within a month.",
])
def test_versions_in_a_move_are_no_figures(text: str) -> None:
    assert found(text) == []


# --- 2. an energy per token written in words --------------------------------------------

@pytest.mark.parametrize(("text", "value_text", "joules"), [
    ("The provider estimates its cost at 0.4 J per token for the 70B model.", "0.4", 0.4),
    ("On the phone NPU decode draws 120 mJ per output token.", "120", 0.12),
    ("The rack needs 2 joules for each token at full batch.", "2", 2.0),
    ("Energy fell to 0.3 millijoules per generated token.", "0.3", 0.0003),
    ("The accelerator spends 0.9J/token on prefill.", "0.9", 0.9),
])
def test_an_energy_per_token_is_joules_per_token(text: str, value_text: str,
                                                 joules: float) -> None:
    fig = one(text, value_text)
    assert fig.value == pytest.approx(joules)
    assert (fig.unit, fig.per) == ("J/token", None)


@pytest.mark.parametrize(("text", "value_text"), [
    ("The board used 12 J per inference.", "12"),
    ("It spent 40 J on each token batch.", "40"),
    ("A full charge stores 55 kJ, enough for the whole day.", "55"),
])
def test_other_energies_stay_joules(text: str, value_text: str) -> None:
    assert one(text, value_text).unit == "J"


# --- 3. a latency named as one per token (TPOT, inter-token latency) ----------------------

@pytest.mark.parametrize(("text", "value_text"), [
    ("Host A's TPOT 12 ms is the lowest we have recorded.", "12"),
    ("The median TPOT was 21 ms on four H100 GPUs.", "21"),
    ("Inter-token latency stayed at 9 ms on the edge board.", "9"),
    ("Its ITL averaged 14 ms while end-to-end latency was 4.2 s.", "14"),
    ("Median TPOT fell to 18 ms from 25 ms after the kernel update.", "18"),
])
def test_a_named_token_latency_is_per_token(text: str, value_text: str) -> None:
    fig = one(text, value_text)
    assert (fig.unit, fig.per) == ("s", "token")


@pytest.mark.parametrize(("text", "value_text"), [
    ("Its ITL averaged 14 ms while end-to-end latency was 4.2 s.", "4.2"),
    ("The median TPOT was 21 ms and TTFT 0.3 s.", "0.3"),
    ("The TPOT gains came from a 30 ms shorter prefill.", "30"),
    ("TPOT matters less than the 2 s cold start of the container.", "2"),
])
def test_other_times_near_a_token_latency_are_not_per_token(text: str,
                                                             value_text: str) -> None:
    assert one(text, value_text).per is None


def test_a_tpot_column_is_per_token() -> None:
    table = ("| Provider | TTFT (median) | TPOT (median) |\n|---|---|---|\n"
             "| Host A | 0.31 s | 12 ms |\n")
    pers = {f.value_text: f.per for f in found(table)}
    assert pers == {"0.31": None, "12": "token"}


# --- 4. a denominator after what the measure is of -----------------------------------------

@pytest.mark.parametrize(("text", "value_text", "per"), [
    ("A DGX node has 900 GB/s of bidirectional NVLink bandwidth per GPU.", "900", "GPU"),
    ("The cluster links 3.2 Tb/s of InfiniBand per node.", "3.2", "node"),
    ("The accelerator carries 192 GB of HBM3e memory per GPU.", "192", "GPU"),
    ("The proxy burns 8 ms of CPU time per request.", "8", "request"),
    ("The array draws 12 W of power per drive at idle.", "12", "drive"),
])
def test_a_denominator_after_what_it_is_of(text: str, value_text: str, per: str) -> None:
    assert one(text, value_text).per == per


@pytest.mark.parametrize(("text", "value_text"), [
    ("We saw 30% of requests per user time out.", "30"),  # a share takes no denominator
    ("The pipeline moved 2 TB of data per day.", "2"),  # a day is no denominator
    ("Setup took 2 s of wall time, then queries ran fast.", "2"),
    ("It holds 64 GB of cache, and reads cost 5 ms per query.", "64"),
])
def test_no_denominator_across_a_clause_or_for_shares(text: str, value_text: str) -> None:
    assert one(text, value_text).per is None


# --- 5. a count whose noun is on the next line of a wrapped paragraph ----------------------

@pytest.mark.parametrize(("text", "value_text", "noun"), [
    ("A DGX H100 links its GPUs through four\nNVSwitch chips.", "four", "chips"),
    ("Each server carries eight\nGPUs and two\nCPUs.", "eight", "GPUs"),
    ("The test used 16\nclients against one\nserver.", "16", "clients"),
    ("The cache tier adds two\nNVMe drives per node.", "two", "drives"),
])
def test_a_count_reaches_its_noun_across_a_line_break(text: str, value_text: str,
                                                      noun: str) -> None:
    fig = one(text, value_text)
    assert (fig.unit, fig.count_noun) == ("count", noun)


def test_a_line_break_does_not_make_a_count_of_a_name() -> None:
    # Both lines are one paragraph; the number still needs a counted noun after it.
    assert found("The release shipped with\nthree\ndays to spare.")[0].unit == "s"


# --- 6. a part of a counted whole ----------------------------------------------------------

@pytest.mark.parametrize(("text", "value_text", "value", "noun"), [
    ("Nine of the top ten Green500 systems use Grace Hopper chips.", "Nine", 9, "systems"),
    ("Two of the three hosts offer speculative decoding.", "Two", 2, "hosts"),
    ("The job ran on 6 of its 8 GPUs after a fault.", "6", 6, "GPUs"),
    ("One of the two servers dropped out of the cluster.", "One", 1, "servers"),
])
def test_a_part_of_a_counted_whole_counts_the_same_noun(text: str, value_text: str,
                                                        value: float, noun: str) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit, fig.count_noun) == (value, "count", noun)


@pytest.mark.parametrize(("text", "value_text"), [
    ("Four of the issues were fixed before release.", "Four"),  # no counted whole
    ("It is one of the largest clusters in Europe.", "one"),
    ("Version 2 of the 3.1 release notes is out.", "2"),
])
def test_a_part_of_an_uncounted_whole_is_no_figure(text: str, value_text: str) -> None:
    assert not [f for f in found(text) if f.value_text == value_text]


# --- 7. numbers inside product names --------------------------------------------------------

@pytest.mark.parametrize("text", [
    "The Hexagon NPU is 45% faster than in the 8 Gen 3, says the vendor.",
    "A 7B model answers on the 8 Elite in real time.",
    "Amazon's S3 Express One Zone storage class keeps data in a single zone.",
    "One Zone storage keeps the same design target.",
    "Both phones beat the Galaxy S24 and the Pixel 9 Pro in our tests.",
])
def test_numbers_in_product_names_are_no_figures(text: str) -> None:
    assert [f for f in found(text) if f.unit == "count"] == []


@pytest.mark.parametrize(("text", "value_text", "value"), [
    ("We tested three zones and 8 Nvidia GPUs.", "8", 8),
    ("The cluster has 4 Grace Hopper superchips per rack.", "4", 4),
    ("Across two zones the bucket served reads.", "two", 2),
    ("Eight GPUs shared one NVSwitch fabric.", "Eight", 8),
])
def test_counts_before_capitalised_names_stay(text: str, value_text: str, value: int) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (value, "count")


# --- 8. a bound written as "as much as", "as few as", "at most" -----------------------------

@pytest.mark.parametrize(("text", "value_text", "statistic"), [
    ("With 8 threads, build times fell by as much as 50% on large crates.", "50", "max"),
    ("Point lookups return in as little as 3 ms from the cache.", "3", "min"),
    ("The daemon used at most 12 GB of memory during the run.", "12", "max"),
    ("The service saw as many as 64 concurrent users at noon.", "64", "max"),
    ("Spot capacity starts at as little as $0.10 per hour.", "$0.10", "min"),
])
def test_a_bound_before_the_figure_is_its_statistic(text: str, value_text: str,
                                                    statistic: str) -> None:
    assert one(text, value_text).statistic == statistic


@pytest.mark.parametrize(("text", "value_text"), [
    ("The card is twice as fast as the old one, reaching 300 FPS.", "300"),
    ("Latency is as low as a tenth of a second, about 100 ms.", "100"),
    ("It used at most 12 GB of memory and 40% of one core.", "40"),
])
def test_a_bound_reaches_only_the_figure_it_precedes(text: str, value_text: str) -> None:
    assert one(text, value_text).statistic is None


# --- 9. months: a duration, and the window of a rate ----------------------------------------

@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    ("Log retention is six months on the base plan.", "six", 6 * 2592000, "s"),
    ("Object versions are kept for 18 months by default.", "18", 18 * 2592000, "s"),
    ("The API serves 40 million requests per month on two regions.", "40 million", 4e7,
     "requests/month"),
    ("The index answers 3 billion queries a month.", "3 billion", 3e9, "queries/month"),
])
def test_months_are_durations_and_rate_windows(text: str, value_text: str, value: float,
                                               unit: str) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (value, unit)


def test_a_monthly_price_stays_a_price() -> None:
    assert one("A managed node costs $280 per month.", "$280").unit == "USD/month"


# --- 10. counted software and vector nouns ---------------------------------------------------

@pytest.mark.parametrize(("text", "value_text", "value"), [
    ("Bun linked a 1,100-package Next.js app in 0.9 s.", "1,100", 1100),
    ("The dataset holds one million 1536-dimension embeddings.", "1536", 1536),
    ("The suite has 62 benchmarks and runs nightly.", "62", 62),
    ("The workspace builds 30 crates in parallel.", "30", 30),
    ("The kernel tree compiled 4,200 modules with defconfig.", "4,200", 4200),
])
def test_software_and_vector_nouns_are_counted(text: str, value_text: str,
                                               value: int) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (value, "count")
    assert fig.count_noun is not None


def test_a_module_name_is_not_a_count_of_modules() -> None:
    # "module 3" names a module: the number comes after the noun, so it counts nothing.
    assert [f.count_noun for f in found("We rewrote module 3 of the planner.")] in ([], [None])


# --- 11. a bare decimal filling a cell of a measure column -----------------------------------

def table_values(table: str) -> list[tuple[str, str]]:
    """(value as written, unit) of every figure of a table."""
    return [(f.value_text, f.unit) for f in found(table)]


@pytest.mark.parametrize(("table", "value_text"), [
    ("| Engine | Recall@10 | QPS |\n|---|---|---|\n| Qdrant | 0.99 | 1,238 |\n", "0.99"),
    ("| Model | MMLU | Cost |\n|---|---|---|\n| Small | 0.71 | $0.10 |\n", "0.71"),
    ("| Kernel | Speedup |\n|---|---|\n| fused | 1.35 |\n", "1.35"),
    ("| Site | PUE |\n|---|---|\n| Oregon | 1.08 |\n", "1.08"),
])
def test_a_decimal_in_a_measure_column_is_a_figure(table: str, value_text: str) -> None:
    assert value_text in [v for v, _ in table_values(table)]


@pytest.mark.parametrize(("table", "value_text"), [
    ("| Library | Version | Speedup |\n|---|---|---|\n| numpy | 1.26 | 2x |\n", "1.26"),
    ("| Release | Date |\n|---|---|\n| 2.4 | May |\n", "2.4"),  # the name column
    ("| Engine | Notes |\n|---|---|\n| Qdrant | rebuilt with 1.10 |\n", "1.10"),
])
def test_a_decimal_naming_a_version_is_no_figure(table: str, value_text: str) -> None:
    assert value_text not in [v for v, _ in table_values(table)]


# --- 12. two durations joined by "and" are one only as whole-and-part -------------------------

@pytest.mark.parametrize(("text", "values"), [
    ("TTFT and TPOT are 0.3 s and 12 ms on the small model.", [0.3, 0.012]),
    ("Cold start was 2 s and 90 minutes of warm-up followed.", [2.0, 5400.0]),
    ("The job took 4 minutes 12 seconds end to end.", [252.0]),
    ("Recovery ran for 1 hour and 20 minutes after the outage.", [4800.0]),
])
def test_durations_join_only_as_whole_and_part(text: str, values: list[float]) -> None:
    assert [f.value for f in found(text) if f.unit == "s"] == pytest.approx(values)


def test_a_pair_of_latencies_named_together_takes_no_per_token() -> None:
    assert [f.per for f in found("TTFT and TPOT are 0.3 s and 12 ms.")] == [None, None]
    assert [f.per for f in found("TTFT was 0.3 s while TPOT was 12 ms.")] == [None, "token"]


# --- 13. "peak" as what a share is of, or as off-peak, is no statistic -------------------------

@pytest.mark.parametrize(("text", "value_text"), [
    ("El Capitan reached 63.4% of its theoretical peak, against 65.8% for Frontier.", "65.8"),
    ("The kernel hits 75% of peak and 610 TFLOPS on H100.", "610"),
    ("At peak the rack draws 900 W; off peak 300 W.", "300"),
    ("Off-peak capacity costs $0.05 per hour.", "$0.05"),
])
def test_a_share_of_peak_is_not_a_peak(text: str, value_text: str) -> None:
    assert one(text, value_text).statistic is None


@pytest.mark.parametrize(("text", "value_text"), [
    ("Peak power was 700 W during the HPL run.", "700"),
    ("At peak the rack draws 900 W; off peak 300 W.", "900"),
    ("The link peaked at 380 GB/s of bus bandwidth.", "380"),
])
def test_a_peak_stays_a_peak(text: str, value_text: str) -> None:
    assert one(text, value_text).statistic == "peak"


@pytest.mark.parametrize(("text", "value_text", "statistic"), [
    ("Throughput peaks at 1,200 tokens/s on one node.", "1,200", "peak"),
    ("Memory peaked at 48 GB during the build.", "48", "peak"),
    ("Demand peaking at 40,000 users, the API held 5 ms.", "40,000", "peak"),
    ("Demand peaking at 40,000 users, the API held 5 ms.", "5", None),
])
def test_peaked_at_is_a_peak_of_its_own_figure(text: str, value_text: str,
                                               statistic: str | None) -> None:
    assert one(text, value_text).statistic == statistic


# --- 14. a spelled count across plain describing words ----------------------------------------

@pytest.mark.parametrize(("text", "value_text", "value"), [
    ("This is what the three big vendors claimed for their NPUs.", "three", 3),
    ("Three hosted providers now list the 70B model.", "Three", 3),
    ("We tested it against S3 Standard and two other object stores.", "two", 2),
    ("The lab runs four small dual-socket servers.", "four", 4),
])
def test_a_spelled_count_reaches_its_noun_across_adjectives(text: str, value_text: str,
                                                           value: int) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (value, "count")


@pytest.mark.parametrize("text", [
    "The tool runs two of them at once.",
    "It made three is the magic number a slogan.",
    "One big change addresses this.",  # "one" with a singular noun is a determiner
])
def test_no_count_across_function_words(text: str) -> None:
    assert [f for f in found(text) if f.unit == "count"] == []


# --- 15. Rpeak, a system's theoretical peak ---------------------------------------------------

def test_rpeak_is_a_peak_and_rmax_is_not() -> None:
    stats = {f.value_text: f.statistic for f in
             found("Its Rpeak is 2.75 EFLOPS, while its Rmax is 1.74 EFLOPS.")}
    assert stats == {"2.75": "peak", "1.74": None}


def test_an_rpeak_column_is_a_peak() -> None:
    table = ("| System | Rmax (PFLOPS) | Rpeak (PFLOPS) |\n|---|---|---|\n"
             "| El Capitan | 1,742.00 | 2,746.38 |\n")
    stats = {f.value_text: f.statistic for f in found(table)}
    assert stats == {"1,742.00": None, "2,746.38": "peak"}


# --- 16. prices written with a euro, pound or rupee sign ----------------------------------------

@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    ("Storage costs €0.02 per GB-month in Frankfurt.", "€0.02", 0.02, "EUR"),
    ("The starter plan is £15 per seat.", "£15", 15.0, "GBP"),
    ("The Indian region lists the node at ₹1,200 a day.", "₹1,200", 1200.0, "INR"),
    ("A hosted build minute costs €0.008, against $0.008 on the US plan.", "€0.008", 0.008,
     "EUR"),
])
def test_a_currency_sign_names_its_currency(text: str, value_text: str, value: float,
                                            unit: str) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (value, unit)


def test_a_dollar_price_keeps_its_denominator() -> None:
    assert one("The price is $0.20 per million tokens.", "$0.20").unit == "USD/Mtok"
    assert one("A GPU rents for US$5 per hour.", "US$5").unit == "USD/h"


# --- 17. bare and glued-unit ranges and changes, "from A to B" ---------------------------------

@pytest.mark.parametrize(("text", "value_text", "after", "before"), [
    ("Write amplification fell from 3.2 to 1.1 with the new compaction.", "1.1", 1.1, 3.2),
    ("The F1 score improved from 0.71 to 0.78 after fine-tuning.", "0.78", 0.78, 0.71),
    ("Error rates dropped from about 2.5 to 0.4 overall.", "0.4", 0.4, 2.5),
])
def test_a_bare_change_from_to_is_one_before_after_figure(text: str, value_text: str,
                                                          after: float, before: float) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.baseline_value, fig.before_after) == (after, before, True)


@pytest.mark.parametrize(("text", "low", "high", "unit"), [
    ("The new JIT is 1.3x-1.6x faster on the suite.", 1.3, 1.6, "x"),
    ("Tail latency was 10ms-20ms under load.", 0.01, 0.02, "s"),
    ("Boost clocks run 2GHz-2.5GHz on air.", 2e9, 2.5e9, "Hz"),
    ("The write ratio was 1.5-2.0 on most runs.", 1.5, 2.0, "count"),
])
def test_a_range_with_units_on_both_ends_is_one_range(text: str, low: float, high: float,
                                                      unit: str) -> None:
    (fig,) = found(text)
    assert (fig.value, fig.value_max, fig.unit) == (low, high, unit)


@pytest.mark.parametrize("text", [
    "We upgraded from 3.2 to 3.4 last week.",  # versions: no pair, no high end
    "We used Llama-3 and GPT-4 in the tests.",
    "The A100-80GB card is the common one.",
])
def test_no_range_of_versions_or_names(text: str) -> None:
    assert all(f.value_max is None and not f.before_after for f in found(text))


# --- 18. battery charge and voltage ----------------------------------------------------

@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    ("The phone has a 5,000 mAh battery and 45 W charging.", "5,000", 5.0, "Ah"),
    ("The pack stores 100 Ah at 48 V.", "48", 48.0, "V"),
    ("The core runs at 850 mV when idle.", "850", 0.85, "V"),
])
def test_charge_and_voltage_units(text: str, value_text: str, value: float,
                                  unit: str) -> None:
    fig = one(text, value_text)
    assert fig.value == pytest.approx(value)
    assert fig.unit == unit


def test_a_product_line_named_v_is_no_voltage() -> None:
    assert one("Samsung's 236-layer V-NAND ships in volume.", "236").unit == "count"


# --- 19. a bare dollar price paired with a price per unit ----------------------------------------

@pytest.mark.parametrize(("text", "value_text", "value", "other", "unit"), [
    ("Costs fell 60%, from $1.20 to $0.48 per hour.", "$0.48", 0.48, 1.2, "USD/h"),
    ("Prices range from $0.10 to $0.30 per 1K tokens.", "$0.10", 100.0, 300.0, "USD/Mtok"),
    ("The managed tier costs $2-$3 per month.", "$2", 2.0, 3.0, "USD/month"),
])
def test_a_bare_price_takes_the_denominator_of_its_pair(text: str, value_text: str,
                                                        value: float, other: float,
                                                        unit: str) -> None:
    fig = one(text, value_text)
    assert fig.value == pytest.approx(value)
    assert fig.unit == unit
    assert other == pytest.approx(fig.baseline_value if fig.before_after else fig.value_max)


def test_a_price_and_a_rate_joined_by_and_stay_apart() -> None:
    units_of = {f.value_text: f.unit for f in found("The box costs $500 and $0.40 per hour.")}
    assert units_of == {"$500": "USD", "$0.40": "USD/h"}


# --- 20. error bars and counts of nines ------------------------------------------------

@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    ("Clock skew stays within ±50 ns across the fabric.", "50", 5e-8, "s"),
    ("Jitter is ±2 µs on the new NIC.", "2", 2e-6, "s"),
    ("Throughput is 410 +/-5 GB/s over ten runs.", "410", 410.0, "GB/s"),
    ("Median latency was 12 ± 3 ms on the cluster.", "12", 0.012, "s"),
])
def test_error_bars_keep_the_figure_and_its_unit(text: str, value_text: str, value: float,
                                                 unit: str) -> None:
    fig = one(text, value_text)
    assert fig.value == pytest.approx(value)
    assert fig.unit == unit


def test_an_error_bar_after_a_figure_is_no_figure() -> None:
    assert [f.value_text for f in found("Latency was 12 ms ± 3 ms under load.")] == ["12"]


@pytest.mark.parametrize(("text", "value_text", "value"), [
    ("Objects are stored with eleven 9s of durability.", "eleven", 11),
    ("The archive tier offers 11 9s of durability.", "11", 11),
    ("The SLA is 99.99% (four 9s) for the regional tier.", "four", 4),
])
def test_a_count_of_nines_is_a_count_not_seconds(text: str, value_text: str,
                                                 value: int) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (value, "count")
    assert not [f for f in found(text) if f.unit == "s"]


def test_nine_seconds_stay_seconds() -> None:
    assert one("The VM took 9s to boot.", "9").unit == "s"


# --- 21. transfer rates and TPC composite query rates ---------------------------------------

@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    ("PCIe 6.0 doubles the signalling rate to 64 GT/s per lane.", "64", 6.4e10,
     "transfers/s"),
    ("The DIMMs run at 6,400 MT/s on the new platform.", "6,400", 6.4e9, "transfers/s"),
    ("The cluster scored 1,250,000 QphH@1000GB on TPC-H.", "1,250,000", 1.25e6, "QphH"),
])
def test_transfer_rates_and_query_composites(text: str, value_text: str, value: float,
                                             unit: str) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (value, unit)


def test_a_memory_speed_grade_in_a_name_is_no_figure() -> None:
    assert found("The board takes DDR5-6400 memory only.") == []


# --- 22. a denominator named before the figure; milli- and micro-watts and joules -------------

@pytest.mark.parametrize(("text", "value_text", "value", "unit", "per"), [
    ("Cost per million tokens: $0.07.", "$0.07", 0.07, "USD/Mtok", None),
    ("The price per GPU-hour is $2.10 on demand.", "$2.10", 2.1, "USD/h", "GPU"),
    ("Price per hour: $2.50 for the large instance.", "$2.50", 2.5, "USD/h", None),
    ("Energy per token fell to 0.18 J on the new board.", "0.18", 0.18, "J/token", None),
    ("Energy per output token: 120 mJ.", "120", 0.12, "J/token", None),
])
def test_a_denominator_named_before_the_figure(text: str, value_text: str, value: float,
                                               unit: str, per: str | None) -> None:
    fig = one(text, value_text)
    assert fig.value == pytest.approx(value)
    assert (fig.unit, fig.per) == (unit, per)


@pytest.mark.parametrize(("text", "value_text", "unit"), [
    ("Revenue per user was $12 last year.", "$12", "USD"),
    ("Per token the chip spends 40% less energy, or 2 J overall.", "2", "J"),
    ("The board used 12 J per inference.", "12", "J"),
])
def test_no_denominator_from_words_that_are_not_one(text: str, value_text: str,
                                                    unit: str) -> None:
    assert one(text, value_text).unit == unit


@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    ("The NPU idles at 350 mW between frames.", "350", 0.35, "W"),
    ("Each keyword spot costs 5 µJ on the microcontroller.", "5", 5e-6, "J"),
])
def test_milli_and_micro_units_of_power_and_energy(text: str, value_text: str, value: float,
                                                   unit: str) -> None:
    fig = one(text, value_text)
    assert fig.value == pytest.approx(value)
    assert fig.unit == unit


# --- 23. "min" after a spaced number is minutes --------------------------------------------------

@pytest.mark.parametrize(("text", "value_text", "seconds"), [
    ("Median time to restore: 14 min.", "14", 840.0),
    ("A full rebuild takes 5 min on 8 cores.", "5", 300.0),
    ("The training job ran 45 min, then idled.", "45", 2700.0),
])
def test_min_after_a_number_is_minutes(text: str, value_text: str, seconds: float) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (seconds, "s")


def test_min_after_a_unit_is_a_minimum() -> None:
    stats = {f.value_text: (f.value, f.statistic) for f in
             found("Latency was 3 ms min and 9 ms max.")}
    assert stats == {"3": (0.003, "min"), "9": (0.009, "max")}


# --- 24. a bare fraction after a comparison; images/s and DWPD -----------------------------------

@pytest.mark.parametrize(("text", "value_text"), [
    ("Qdrant claims a 40x speedup at recall above 0.95.", "0.95"),
    ("Recall stays ≥ 0.95 at about 4,000 QPS.", "0.95"),
    ("The AUC is over 0.9 on both held-out sets.", "0.9"),
])
def test_a_bare_fraction_after_a_comparison_is_a_figure(text: str, value_text: str) -> None:
    assert one(text, value_text).value == float(value_text)


@pytest.mark.parametrize("text", [
    "The extension works with pgvector above 0.5 only.",
    "Requires Kubernetes above 1.25 on every node.",
])
def test_a_version_after_a_comparison_is_no_figure(text: str) -> None:
    assert found(text) == []


@pytest.mark.parametrize(("text", "value_text", "unit"), [
    ("Training throughput reached 2,150 img/s on one node.", "2,150", "images/s"),
    ("The drive is rated at 1 DWPD for five years.", "1", "DWPD"),
])
def test_images_per_second_and_drive_writes_per_day(text: str, value_text: str,
                                                    unit: str) -> None:
    assert one(text, value_text).unit == unit


# --- 25. spelled ranges and changes ----------------------------------------------------------

@pytest.mark.parametrize(("text", "low", "high", "unit"), [
    ("The vendor says two to three replicas are enough.", 2.0, 3.0, "count"),
    ("A point-in-time restore takes five to ten minutes.", 300.0, 600.0, "s"),
    ("Output tokens cost two to four times more than input.", 2.0, 4.0, "x"),
])
def test_a_spelled_range_is_one_range(text: str, low: float, high: float, unit: str) -> None:
    (fig,) = found(text)
    assert (fig.value, fig.value_max, fig.unit) == (low, high, unit)


def test_a_spelled_change_is_one_before_after_figure() -> None:
    (fig,) = found("The pool grew from one to four GPUs during the day.")
    assert (fig.value, fig.baseline_value, fig.before_after) == (4.0, 1.0, True)


@pytest.mark.parametrize("text", [
    "We ran two or three tests on each build.",  # "or" is no range
    "Two to three of the hosts failed.",  # no unit on either end
])
def test_no_spelled_range_without_a_range_gap_and_a_unit(text: str) -> None:
    assert all(f.value_max is None for f in found(text))


@pytest.mark.parametrize(("text", "low", "high", "unit"), [
    ("Speedups of two- to three-fold were common on the suite.", 2.0, 3.0, "x"),
    ("Gains of 2- to 3-fold were seen on long prompts.", 2.0, 3.0, "x"),
    ("Plan for a 10- to 20-minute restore window.", 600.0, 1200.0, "s"),
])
def test_a_range_with_a_suspended_hyphen_is_one_range(text: str, low: float, high: float,
                                                      unit: str) -> None:
    (fig,) = found(text)
    assert (fig.value, fig.value_max, fig.unit) == (low, high, unit)


# --- 26. the unit written once in "from A unit to B"; "ninefold" ----------------------

@pytest.mark.parametrize(("text", "value_text", "value", "before", "unit"), [
    ("We saw a 4.2x speedup, from 58 minutes to 14.", "14", 840.0, 3480.0, "s"),
    ("Boot time dropped from 1.2 s to 0.8 with the new initramfs.", "0.8", 0.8, 1.2, "s"),
    ("The pool grew from 8 GPUs to 16 over the year.", "16", 16.0, 8.0, "count"),
])
def test_the_new_value_takes_the_unit_of_the_old(text: str, value_text: str, value: float,
                                                 before: float, unit: str) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.baseline_value, fig.unit) == (value, before, unit)


@pytest.mark.parametrize(("text", "value_text", "value"), [
    ("Tail latency is ninefold lower on the new kernel.", "ninefold", 9.0),
    ("The release brings a tenfold increase in throughput.", "tenfold", 10.0),
])
def test_a_fold_word_is_a_ratio(text: str, value_text: str, value: float) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (value, "x")


def test_manifold_is_no_ratio() -> None:
    assert found("The benefits are manifold.") == []


# --- 27. a count across a measured modifier written with a slash --------------------------------

@pytest.mark.parametrize(("text", "value_text", "noun"), [
    ("Each server has eight 400 Gb/s ConnectX-7 InfiniBand adapters.", "eight", "adapters"),
    ("The top-of-rack switch has two 25 Gb/s ports.", "two", "ports"),
    ("The server runs with 8 I/O threads by default.", "8", "threads"),
])
def test_a_count_reaches_its_noun_across_a_rate(text: str, value_text: str, noun: str) -> None:
    fig = one(text, value_text)
    assert (fig.unit, fig.count_noun) == ("count", noun)


def test_the_rate_inside_a_count_is_a_figure_of_its_own() -> None:
    units_of = {f.value_text: f.unit for f in found("The switch has two 25 Gb/s ports.")}
    assert units_of == {"two": "count", "25": "Gbit/s"}


# --- 28. an absolute change and the value it reached share their words ----------------

@pytest.mark.parametrize(("text", "value_text", "statistic"), [
    ("P95 latency improved by 31 ms to 210 ms after the rewrite.", "210", "p95"),
    ("Median TTFT fell 40 ms to 180 ms on the small model.", "180", "median"),
])
def test_the_value_an_absolute_change_reached_shares_its_statistic(
        text: str, value_text: str, statistic: str) -> None:
    assert one(text, value_text).statistic == statistic


def test_a_range_in_the_same_unit_is_no_change() -> None:
    (fig,) = found("It used 31 ms to 210 ms of CPU per request.")
    assert (fig.value, fig.value_max) == (0.031, 0.21)


# --- 29. two values written "A/B unit" ---------------------------------------------------

@pytest.mark.parametrize(("text", "values", "unit"), [
    ("Read/write: 7/6.5 GB/s on the PCIe 5.0 drive.", [7.0, 6.5], "GB/s"),
    ("The SSD reads at 14/12 GB/s sequential.", [14.0, 12.0], "GB/s"),
    ("The desktop part has 16/32 cores/threads.", [16.0, 32.0], "count"),
])
def test_a_slash_pair_shares_the_unit_after_it(text: str, values: list[float],
                                               unit: str) -> None:
    assert [(f.value, f.unit) for f in found(text)] == [(v, unit) for v in values]


@pytest.mark.parametrize("text", [
    "Support is 24/7 for enterprise plans.",
    "ISL/OSL of 1024/128 tokens for the chat workload.",
    "The release shipped on 10/12/2024 to all regions.",
    "Use the Python 3.11/3.12 builds.",
])
def test_slashes_without_a_shared_unit_make_no_pair(text: str) -> None:
    assert found(text) == []


# --- 30. two statistics for two figures, each written "A / B" ------------------------

@pytest.mark.parametrize("text", [
    "Latency p50/p99: 4 ms / 9 ms on the cache tier.",
    "Latency was 4/9 ms (p50/p99) on the cache tier.",
    "At p50/p99 the proxy adds 4 ms / 9 ms of latency.",
])
def test_paired_statistics_go_in_order(text: str) -> None:
    assert [(f.value, f.statistic) for f in found(text)] == [(0.004, "p50"), (0.009, "p99")]


def test_one_statistic_for_a_pair_is_not_split() -> None:
    stats = [f.statistic for f in found("p99 latency is 4 ms / 9 ms for reads/writes.")]
    assert stats[0] == "p99" and "p50" not in stats


# --- 31. "a million", "a billion": one of a scale ------------------------------------------------

@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    ("The edge tier serves a million requests per second.", "a million", 1e6, "requests/s"),
    ("Over a billion users rely on the service.", "a billion", 1e9, "count"),
    ("A thousand GPUs trained the model in a month.", "A thousand", 1e3, "count"),
    ("The migration saved a million dollars a year.", "a million", 1e6, "USD"),
    ("It saved three million dollars a year.", "three million", 3e6, "USD"),
])
def test_an_article_with_a_scale_is_a_number(text: str, value_text: str, value: float,
                                             unit: str) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (value, unit)


def test_an_idiom_with_a_million_is_no_figure() -> None:
    assert found("Bugs like this one are one in a million.") == []


# --- 32. a number glued to a bracket of letters is part of a formula --------------------------

def test_a_formula_is_no_figure() -> None:
    text = "Bus bandwidth is algorithm bandwidth times 2(n-1)/n, so with 8 GPUs it is higher."
    assert [f.value_text for f in found(text)] == ["8"]


def test_a_number_before_a_spaced_bracket_stays() -> None:
    assert [f.value for f in found("The queue runs 4 (four) jobs at once.")] == [4.0]


# --- 33. a small spelled number with a unit word --------------------------------------------------

@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    ("It is the third system on the list to pass one exaflop.", "one", 1e18, "FLOP/s"),
    ("Scalar quantization stores each dimension in one byte.", "one", 1e-9, "GB"),
    ("Costs fell by four percent after the change.", "four", 4.0, "%"),
    ("The sensor hub draws eleven watts under load.", "eleven", 11.0, "W"),
    ("The new chip hits two petaflops of FP8.", "two", 2e15, "FLOP/s"),
])
def test_a_small_spelled_number_takes_a_unit_word(text: str, value_text: str, value: float,
                                                  unit: str) -> None:
    fig = one(text, value_text)
    assert fig.value == pytest.approx(value)
    assert fig.unit == unit


def test_a_spelled_number_before_a_non_unit_word_is_no_figure() -> None:
    assert found("One point of accuracy was lost in the port.") == []
