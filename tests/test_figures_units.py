"""Units and their scaling: bit rates and bit widths, lengths, battery charge and voltage,
milli- and micro-watts and joules, energy per token against other energies, transfer rates
and query composites, "us" as microseconds, block sizes written with a k, and rates of any
noun per second (packets, fsyncs, lookups, images, drive writes per day), including an
elided unit that a bare scaled number borrows from the measured figure before it."""

from __future__ import annotations

import pytest

from tests.conftest import figures_in as found
from tests.conftest import one_figure as one


@pytest.mark.parametrize(("text", "value_text", "gbit_s"), [
    ("The adapter runs 400 Gigabit Ethernet on one port.", "400", 400),
    ("Each switch port does 100GbE.", "100", 100),
    ("The uplink is a 10-gigabit fibre link.", "10", 10),
    ("Storage traffic stays under 25 Gbps.", "25", 25),
    ("Spine switches carry 1.6 Terabit Ethernet.", "1.6", 1600),
    ("A 100 Megabit port serves management.", "100", 0.1),
])
def test_line_rates_in_bits_take_a_bit_rate_unit(text: str, value_text: str,
                                                 gbit_s: float) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (gbit_s, "Gbit/s")


@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    ("Zen 5 runs AVX-512 on a full 512-bit data path.", "512", 512e-9, "Gbit"),
    ("The GPU talks to HBM over a 5,120-bit memory interface.", "5,120", 5120e-9, "Gbit"),
    ("The chip widens its vector registers to 256-bit lanes.", "256", 256e-9, "Gbit"),
    ("Each core has an 8-wide decoder.", "8", 8, "count"),
    ("The out-of-order engine retires through a 6-wide backend.", "6", 6, "count"),
    ("We rented a 64-core server for the run.", "64", 64, "count"),
    ("The database ran on a 2-socket node.", "2", 2, "count"),
])
def test_a_width_or_count_written_with_a_hyphen_is_a_figure(text: str, value_text: str,
                                                            value: float, unit: str) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (pytest.approx(value), unit)


@pytest.mark.parametrize(("text", "metres"), [
    ("The hosts were cabled back to back with a 3-metre copper cable.", 3),
    ("Multimode optics reach 100 meters.", 100),
    ("Single-mode links span 10 kilometres.", 10e3),
])
def test_lengths_are_metres(text: str, metres: float) -> None:
    (fig,) = found(text)
    assert (fig.value, fig.unit) == (metres, "m")


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


@pytest.mark.parametrize(("text", "value", "unit"), [
    # A plus sign after the number is a floor; the unit still follows it.
    ("The collector ingests 12M+ events/sec at most sites.", 12e6, "events/s"),
    ("| Writes | 450+ req/s |", 450, "requests/s"),
    ("A single core handles 2.5k+ queries per second.", 2500, "queries/s"),
])
def test_a_floor_written_with_a_plus_keeps_its_unit(text: str, value: float, unit: str) -> None:
    hits = found(text)
    assert [(f.value, f.unit) for f in hits] == [(value, unit)]
    assert hits[0].approximate


def test_a_plus_after_a_version_is_no_floor() -> None:
    assert found("It needs Python 3.10+ and a C compiler.") == []


@pytest.mark.parametrize(("text", "value", "per"), [
    # Posts write the compute unit in mixed case as often as in capitals.
    ("Each card sustained 312 TFlops/GPU in BF16.", 312e12, "GPU"),
    ("The laptop reached 95 GFlops on the kernel.", 95e9, None),
])
def test_flops_in_mixed_case_are_a_compute_rate(text: str, value: float,
                                                per: str | None) -> None:
    hits = [f for f in found(text) if f.unit == "FLOP/s"]
    assert [(f.value, f.per) for f in hits] == [(value, per)], found(text)


@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    ("The NPU idles at 350 mW between frames.", "350", 0.35, "W"),
    ("Each keyword spot costs 5 µJ on the microcontroller.", "5", 5e-6, "J"),
])
def test_milli_and_micro_units_of_power_and_energy(text: str, value_text: str, value: float,
                                                   unit: str) -> None:
    fig = one(text, value_text)
    assert fig.value == pytest.approx(value)
    assert fig.unit == unit


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


def test_us_after_a_number_is_microseconds() -> None:
    fig = one("RTT fell from 180 us to 95 us across the three-hop path.", "95")
    assert (fig.value, fig.unit, fig.baseline_value) == (95e-6, "s", 180e-6)


@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    # A bare K of a storage block is binary: 4K is 4096 bytes.
    ("Average 4K read latency was 70 µs.", "4K", 4.096e-6, "GB"),
    ("At 128k sequential writes the array sustains 9 GB/s.", "128k", 1.31072e-4, "GB"),
    ("Each IO covers 4k sectors.", "4k", 4.096e-6, "GB"),
    ("The drive delivers 1.6 million 4K random read IOPS.", "1.6", 1.6e6, "IOPS"),
    # A K without a storage word is a thousand of something.
    ("The model takes a 32K context window.", "32K", 32e3, "count"),
])
def test_a_block_size_written_with_k(text: str, value_text: str, value: float,
                                     unit: str) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (value, unit)


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("The forwarding plane hit 148.8 Mpps with 64-byte frames.", 148.8e6, "packets/s"),
    ("A single core filters 9.5 Mpps of SYN packets.", 9.5e6, "packets/s"),
    ("We measured 2,300 fsync/s on the journaling file system.", 2300, "fsync/s"),
    ("The log drains 40,000 commits per second at the primary.", 40000, "commits/s"),
    ("The resolver answered 85,000 lookups per second.", 85000, "lookups/s"),
])
def test_rates_of_packets_and_other_nouns(text: str, value: float, unit: str) -> None:
    fig = found(text)[0]
    assert (fig.value, fig.unit) == (value, unit)


@pytest.mark.parametrize(("text", "unit"), [
    ("The watchdog polls 5 times per second.", "count"),
    ("The copy moved 10 gigabytes per second.", "GB/s"),
    ("The disk writes at 700 MB/s.", "GB/s"),
])
def test_unit_words_and_repetitions_are_no_noun_rates(text: str, unit: str) -> None:
    (fig,) = found(text)
    assert fig.unit == unit


def test_a_thousands_figure_before_a_rate_is_the_rate_not_a_describing_word() -> None:
    got = [(f.value_text, f.unit) for f in found("nginx 1.25 handles 75k RPS with TLS 1.3.")]
    assert got == [("75k", "requests/s")]


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Context switches dropped by half, to 1.2 million per second.", 1.2e6, "switches/s"),
    ("Page faults now peak at 40,000 a second.", 40000, "faults/s"),
    ("Allocations ran at 2.5M/s under load.", 2.5e6, "allocations/s"),
])
def test_a_number_per_second_counts_the_noun_before_it(text: str, value: float,
                                                      unit: str) -> None:
    (fig,) = found(text)
    assert (fig.value, fig.unit) == (value, unit)
    assert fig.unit_text in ("per second", "a second", "/s")


@pytest.mark.parametrize(("text", "value_text", "unit"), [
    ("Training throughput reached 2,150 img/s on one node.", "2,150", "images/s"),
    ("The drive is rated at 1 DWPD for five years.", "1", "DWPD"),
])
def test_images_per_second_and_drive_writes_per_day(text: str, value_text: str,
                                                    unit: str) -> None:
    assert one(text, value_text).unit == unit


@pytest.mark.parametrize(("text", "value_text", "unit", "statistic"), [
    ("The broker moved 2.1 million events per second; the vendor claims up to 2-2.5 million.",
     "2-2.5", "events/s", "max"),
    ("The store served 1.2 million reads per second, and 1.1 million after the upgrade.",
     "1.1", "reads/s", None),
    ("Decode reached 3.2M tokens/s, with 3M in the prefill pool.", "3M", "tokens/s", None),
])
def test_a_bare_scaled_number_repeats_the_measured_unit(
        text: str, value_text: str, unit: str, statistic: str | None) -> None:
    fig = one(text, value_text)
    assert (fig.unit, fig.statistic) == (unit, statistic)


@pytest.mark.parametrize(("text", "value_text"), [
    # Far from the measured figure's size, or unscaled: no repeat.
    ("It answered 4.5 million queries per day; 300 million were cached.", "300"),
    ("The cluster ran 2 million requests per second across 40 racks.", "40"),
])
def test_a_bare_number_of_another_size_stays_a_count(text: str, value_text: str) -> None:
    assert one(text, value_text).unit == "count"


@pytest.mark.parametrize(("text", "value_text", "unit"), [
    ("- Read IOPS: 1,200K", "1,200K", "IOPS"),
    ("Random read (MB/s) = 3,100", "3,100", "GB/s"),
    ("Throughput (req/s): 48,000; errors: 0", "48,000", "requests/s"),
    ("Cores: 96", "96", "count"),
])
def test_the_key_of_a_key_value_pair_names_the_unit(text: str, value_text: str,
                                                     unit: str) -> None:
    assert one(text, value_text).unit == unit


def test_a_key_that_names_no_unit_lends_none() -> None:
    assert one("Build: 4 minutes after the change.", "4").unit == "s"
    note = one("Note: 3 of the nodes were idle.", "3")
    assert (note.unit, note.unit_text) == ("count", None)


@pytest.mark.parametrize(("text", "written", "gigabytes"), [
    ("Each broker pod requested 12Gi of memory.", "12", 12 * 2**30 / 1e9),
    ("The volume claim asked for 150Gi of storage.", "150", 150 * 2**30 / 1e9),
    ("Sidecars were capped at 512Mi each.", "512", 512 * 2**20 / 1e9),
])
def test_a_kubernetes_binary_size_is_bytes(text: str, written: str, gigabytes: float) -> None:
    figure = next(f for f in found(text) if f.value_text == written)
    assert figure.unit == "GB"
    assert figure.value == pytest.approx(gigabytes)


def test_a_name_after_mi_is_no_size() -> None:
    assert all(f.unit != "GB"
               for f in found("The Mi Band 8 tracks 5 sensors."))
@pytest.mark.parametrize(("text", "value_text", "value"), [
    ("HammerDB reached 1.38 million new orders per minute on the new server.", "1.38 million",
     1.38e6),
    ("The old cluster took 240,000 orders per minute at peak.", "240,000", 240_000),
])
def test_orders_per_minute_is_an_order_entry_rate_not_a_count(text: str, value_text: str,
                                                              value: float) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (value, "orders/min")


@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    # A list item's wrapped line is indented: the unit on it is still the figure's.
    ("* The new engine led on one node: 4176\n  tokens/s at 128 users.\n", "4176", 4176,
     "tokens/s"),
    ("* Reads held 7.1\n  GB/s over the hour.\n", "7.1", 7.1, "GB/s"),
    ("- Each lookup took 12\n  milliseconds on the cold cache.\n", "12", 0.012, "s"),
])
def test_a_unit_on_an_indented_wrapped_line_is_the_figure_s(text: str, value_text: str,
                                                           value: float, unit: str) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (pytest.approx(value), unit)


def test_a_word_on_the_next_list_item_is_no_unit() -> None:
    """A new item is its own block: its first word is not the last item's unit."""
    fig = one("* Nodes: 12\n* Seconds to boot were not measured.\n", "12")
    assert fig.unit == "count"


@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    ("Pre-training the 70B model used roughly 6.4 × 10^24 FLOPs in all.", "6.4", 6.4e24, "FLOP"),
    ("Its budget was 2e23 FLOP of training compute.", "2e23", 2e23, "FLOP"),
    ("Each GPU sustained 410 TFLOPs during the run.", "410", 410e12, "FLOP/s"),
    ("The pod peaks at 1.1 PFLOPS of BF16.", "1.1", 1.1e15, "FLOP/s"),
])
def test_flops_without_a_prefix_count_operations_and_with_one_are_a_rate(
        text: str, value_text: str, value: float, unit: str) -> None:
    fig = one(text, value_text)
    assert (fig.unit, fig.value) == (unit, pytest.approx(value))


@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    ("One sweep takes $412$ ms on the test board.", "412", 0.412, "s"),
    ("The kernel reaches $57$ GB/s once warmed up.", "57", 57, "GB/s"),
    ("The new solver is $3.1\\times$ faster than the old one.", "3.1", 3.1, "x"),
    ("Each step took $2.5\\,\\text{ms}$ on average.", "2.5", 0.0025, "s"),
    ("Cache hits reached $88\\%$ after warm-up.", "88", 88, "%"),
])
def test_a_number_in_inline_math_is_no_price(text: str, value_text: str, value: float,
                                             unit: str) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (pytest.approx(value), unit)


def test_a_product_in_inline_math_is_two_sizes_and_a_formula_no_figure() -> None:
    figs = found("We mesh a $2048\\times 1024$ grid and apply $M^{-1}$ to the residual.")
    assert [(f.value, f.unit) for f in figs] == [(2048, "count"), (1024, "count")]


@pytest.mark.parametrize(("text", "values"), [
    ("Tiers cost $7 and $12 a seat.", [7, 12]),
    ("Plans run $15-$40 a month.", [15]),
])
def test_prices_with_two_dollar_signs_stay_prices(text: str, values: list[float]) -> None:
    figs = found(text)
    assert [f.value for f in figs][:len(values)] == values
    assert all((f.unit or "").startswith("USD") for f in figs)


def test_a_header_names_its_unit_outside_its_bracketed_qualifiers() -> None:
    figs = found("| Size | Training rate samples/sec/GPU (V100 32GB, 100Gbps fabric) "
                 "| Utilisation % (V100 32GB) |\n|---|---|---|\n| 1.3B | 912 | 41.5 |")
    got = {f.value_text: (f.unit, f.per) for f in figs}
    assert got["912"] == ("samples/s", "GPU")
    assert got["41.5"] == ("%", None)


def test_a_bracketed_name_left_bare_gives_its_cells_no_count() -> None:
    from claims.extract.figures.headers import header_unit

    assert header_unit("Model (13B)") is None
    assert header_unit("Model") is not None


@pytest.mark.parametrize(("tokens", "header", "unit"), [
    ("", "Build A TPS", "transactions/s"),
    ("Each request decodes 128 tokens.\n\n", "Build A TPS", "tokens/s"),
    # a rate per GPU is a model's token rate even where the word "token" is never written
    ("", "Build A TPS/GPU", "tokens/s"),
])
def test_a_tps_header_follows_what_the_document_counts(tokens: str, header: str,
                                                       unit: str) -> None:
    figs = found(tokens + f"| Clients | {header} |\n|---|---|\n| 64 | 18250.5 |")
    assert [f.unit for f in figs if f.value_text == "18250.5"] == [unit]


def test_a_key_inside_brackets_names_the_unit_of_its_range() -> None:
    figs = found("We tune for one target (QPS/node = 120-150 under load), then report.")
    fig = next(f for f in figs if f.value_text.startswith("120"))
    assert (fig.unit, fig.per, fig.value_max) == ("queries/s", "node", 150)


def test_a_spaced_dash_after_a_keyed_value_opens_a_new_clause() -> None:
    figs = found("Read IOPS: 1,200K - 3 runs failed")
    assert [f.unit for f in figs if f.value_text == "3"] == ["count"]


@pytest.mark.parametrize(("text", "value_text", "unit", "per"), [
    ("RPS per node, on the c6i hosts, rose from 380 to 610.", "610", "requests/s", "node"),
    ("With batching, TPS/User on H20 nearly triples, from 9 to 26.", "26", "tokens/s", "user"),
])
def test_a_rate_symbol_named_before_gives_a_bare_number_its_unit(
        text: str, value_text: str, unit: str, per: str) -> None:
    fig = next(f for f in found(text) if f.value_text.endswith(value_text))
    assert (fig.unit, fig.per) == (unit, per)


def test_a_rate_symbol_before_another_number_gives_it_nothing() -> None:
    fig = one("IOPS doubled with 8 drives.", "8")
    assert fig.unit == "count"


def test_bare_numbers_compared_inside_brackets_take_no_unit_from_before_them() -> None:
    figs = found("The node has more memory (512 vs 384 GB), so it holds a larger batch "
                 "(56 vs 40 seqs/GPU) at 2.1x the rate.")
    got = {f.value_text: f.unit for f in figs}
    assert (got["384"], got["56"], got["40"]) == ("GB", "count", "count")


def test_a_figure_inside_brackets_still_lends_its_like_sized_unit() -> None:
    figs = found("It reached 412,000 tx/s (on a server with 512 GB, against 198,000).")
    assert [f.unit for f in figs if f.value_text == "198,000"] == ["transactions/s"]


def test_values_listed_after_a_key_share_its_unit() -> None:
    figs = found("Settings (QPS/node = 120-150 cold, 180-210 warm) were tried.")
    got = [(f.value_text, f.unit, f.per) for f in figs]
    assert got == [("120-150", "queries/s", "node"), ("180-210", "queries/s", "node")]


def test_a_counted_value_after_a_keyed_one_keeps_its_noun() -> None:
    figs = found("Peak QPS = 9,100, then 64 clients joined")
    assert [(f.value_text, f.unit) for f in figs] == [("9,100", "queries/s"), ("64", "count")]
