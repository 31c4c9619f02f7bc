"""Units and statistics a careful reader takes from where a table or sentence states them
once: a corner cell, a row's first value, a load tool's column labels, a price in brackets
beside a time. Each case lists every figure the text must give, so a case also says what
must not be read (a label read as a figure, a unit the row did not write)."""

from __future__ import annotations

import pytest

from claims.extract import figures_in_text
from claims.extract.figures.candidate import describe

CASES = [
    # "min" beside "max" and "p99" is the minimum: its cells keep the caption's unit, not
    # minutes; alone it may still be a duration's unit.
    ("Backup times (s):\n\n| Job | min | max | p99 |\n|---|---|---|---|\n"
     "| nightly | 22 | 41 | 39 |\n",
     ("22 s (min)", "41 s (max)", "39 s (p99)")),
    # A corner cell above a column of names states the body's unit and statistic.
    ("| P99 latency (ms) | Host A | Host B |\n|---|---|---|\n| Point lookup | 3.2 | 2.9 |\n",
     ("0.0032 s (p99)", "0.0029 s (p99)")),
    ("| Throughput, Mbit/s | Ubuntu | Alpine | Debian |\n|---|---|---|---|\n"
     "| TCP | 940 | 910 | 925 |\n",
     ("0.94 Gbit/s", "0.91 Gbit/s", "0.925 Gbit/s")),
    # ... but not to a first column of numbers, whose header the corner is.
    ("| Clients (count) | Store A | Store B |\n|---|---|---|\n| 64 | 812 | 790 |\n",
     ("64 count", "812 count", "790 count")),
    # ... and not where the column header names its own unit.
    ("| Mean latency, ms | Reads (ops/s) | p50 |\n|---|---|---|\n| Small | 1,200 | 4 |\n",
     ("1200 ops/s", "0.004 s (p50)")),
    # A column writing "%" on every value but one: the bare one lost its sign.
    ("Size | Setup | Writes\n-- | -- | --\n4KB | A | 100.00%\n4KB | B | 93.10\n"
     "4KB | C | 91.4%\n4KB | D | 88.0%\n",
     ("4e-06 GB", "100 %", "4e-06 GB", "93.1 %", "4e-06 GB", "91.4 %", "4e-06 GB", "88 %")),
    # ... not a column of two, where the bare value may well be another quantity.
    ("| Host | Share |\n|---|---|\n| x | 5% |\n| y | 7 |\n", ("5 %", "7 count")),
    # A row writing its unit only on its first value: the row's values share it.
    ("| Relative to v1 | v1 | v2 | v3 |\n|---|---|---|---|\n| Run time | 100% | 81.5 | 64.2 |\n",
     ("100 %", "81.5 %", "64.2 %")),
    # ... not when a later value writes a unit of its own.
    ("| Run | A | B | C |\n|---|---|---|---|\n| x | 100% | 4 ms | 12 |\n",
     ("100 %", "0.004 s", "12 count")),
    # A label naming a "speedup factor" makes its row's values multiples.
    ("| Engine | 2.1 | 2.2 | 2.3 |\n|---|---|---|---|\n"
     "| Speedup factor (geo mean) | 1.0 | 1.4 | 2.2 |\n",
     ("1 x (mean)", "1.4 x (mean)", "2.2 x (mean)")),
    # A load tool's columns: a share answered within a time is a percentile, "Fastest" and
    # "Slowest" are the least and the most; the share labels are no figures.
    ("| Server | 75% in | 95% in | Fastest | Slowest |\n|---|---|---|---|---|\n"
     "| alpha | 0.0031 secs | 0.0088 secs | 0.0002 secs | 0.0911 secs |\n",
     ("0.0031 s (p75)", "0.0088 s (p95)", "0.0002 s (min)", "0.0911 s (max)")),
    # "Fastest" over a column of rates is no bound of a duration.
    ("| Model | Fastest (tokens/s) |\n|---|---|\n| R1 | 212 |\n", ("212 tokens/s",)),
    # A price in brackets beside a time is a figure of its own.
    ("| Nodes | 13B model |\n|---|---|\n| 8x H100 | 2.5 hours ($96) |\n",
     ("8 count H100", "9000 s", "96 USD")),
    ("The run took 3 hours ($41) on spot capacity.", ("10800 s", "41 USD")),
    # A bare K of a storage block, sector or page is binary; "KB" follows its prefix.
    ("| IO size | Setup | Reads |\n|---|---|---|\n| 4KB | LUKS, 4k sectors | 89.73% |\n",
     ("4e-06 GB", "4.096e-06 GB", "89.73 %")),
    ("Pages are 16K pages.", ("1.6384e-05 GB",)),
    # A K that is no power of two counts operations, not a block.
    ("It peaks near 300-500K random read IOPS per node.", ("300000-500000 IOPS per node",)),
    # Bound words before a figure: "more than", "at least" a least; "less than", "fewer
    # than", "no more than", "within" a most.
    ("It is more than 12x faster, for less than $250, on at least 4 GPUs.",
     ("12 x (min)", "250 USD (max)", "4 count GPUs (min)")),
    ("Restarts finish within 3 s on no more than 2 nodes.", ("3 s (max)", "2 count nodes (max)")),
    ("Reads sit near 0.9ms with spikes no higher than 1.2ms.", ("0.0009 s", "0.0012 s (max)")),
    # ... not a comparison of things a size describes, nor a percentile's "within" (the
    # share of calls names the percentile: no maximum).
    ("Small reads lose less than 8MB reads do.", ("0.008 GB",)),
    ("Half the time, 90% of calls end within 4.5 ms.", ("90 %", "0.0045 s (p90)")),
    ("Scores stay within 2% of the reference with more than one replica.",
     ("2 %", "1 count replica")),
    # "means of" gives its sizes the mean, listed in slash pairs too; a count of samples a
    # statistic is taken over is no mean.
    ("Prompts and outputs had means of 900/1800 and 64/32 across the runs.",
     ("900 count (mean)", "1800 count (mean)", "64 count (mean)", "32 count (mean)")),
    ("We report the median of 5 runs: 41 ms.", ("5 count", "0.041 s (median)")),
    ("Mean lengths of 2048 (prompt) and 96 (output) were used.",
     ("2048 count (mean)", "96 count (mean)")),
    ("The chart shows the median of 17 trials.", ("17 count trials",)),
    # A lone slash pair with nothing after it is no list of values.
    ("Runs 3/4 failed.", ()),
    # "MBit/s" is bits; a packet size named before a bare number is bytes.
    ("Tunnels pass more than 640 MBit/s at an MTU of 1400.", ("0.64 Gbit/s (min)", "1.4e-06 GB")),
    ("| Test | Bandwidth |\n|---|---|\n| Jumbo (MTU 9000) | 951 Mbits/sec |\n",
     ("9e-06 GB", "0.951 Gbit/s")),
    # A cell writing its own unit takes the denominator its header names.
    ("| Server | Size/request |\n|---|---|\n| alpha | 310 bytes |\n", ("3.1e-07 GB per request",)),
    # A list label in brackets stays a label.
    ("We (1) install and (2) measure 40 ms.", ("0.04 s",)),
]


@pytest.mark.parametrize(("text", "gives"), CASES, ids=[str(i) for i in range(len(CASES))])
def test_table_gives_exactly(text: str, gives: tuple[str, ...]) -> None:
    """The text gives exactly these figures, in order."""
    assert tuple(describe(fig) for fig in figures_in_text(text)) == gives
