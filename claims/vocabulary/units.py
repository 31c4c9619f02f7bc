"""The unit table, as data: surfaces -> canonical unit, scale factor and default metric.

Canonical units (docs/architecture.md): tokens/s, requests/s, queries/s, x, %, s, USD,
USD/Mtok, USD/h, W, J/token, GB, count. Prefixed units (GB/s, GiB/s, Gbps,
TFLOPS, GHz, kW) are normalised by a factor; the surface is kept by the caller.
"""

from __future__ import annotations

from dataclasses import dataclass

from claims.vocabulary.spelled_units import add_prefixed_token_rates, add_spelled_prefixed


@dataclass(frozen=True, slots=True)
class Unit:
    """A canonical unit: its name, the factor from the surface, and the metric it implies."""

    canonical: str
    factor: float
    metric: str


SI = {"": 1.0, "k": 1e3, "K": 1e3, "M": 1e6, "G": 1e9, "T": 1e12, "P": 1e15, "E": 1e18}
BINARY = {"Ki": 2.0**10, "Mi": 2.0**20, "Gi": 2.0**30, "Ti": 2.0**40, "Pi": 2.0**50}
SI_WORDS = {"kilo": 1e3, "mega": 1e6, "giga": 1e9, "tera": 1e12, "peta": 1e15, "exa": 1e18}
BINARY_WORDS = {"kibi": 2.0**10, "mebi": 2.0**20, "gibi": 2.0**30, "tebi": 2.0**40}


def _symbols() -> dict[str, Unit]:
    """Case-sensitive unit symbols, written glued to the number or after a space."""
    table: dict[str, Unit] = {
        "%": Unit("%", 1, "percent"), "x": Unit("x", 1, "ratio"), "\u00d7": Unit("x", 1, "ratio"),
        "X": Unit("x", 1, "ratio"), "pp": Unit("pp", 1, "percent"),
        "ns": Unit("s", 1e-9, "latency"), "µs": Unit("s", 1e-6, "latency"),
        "μs": Unit("s", 1e-6, "latency"), "us": Unit("s", 1e-6, "latency"),
        "ms": Unit("s", 1e-3, "latency"), "s": Unit("s", 1, "duration"),
        # fio and many tools spell the prefixed second out: "300036msec", "850 usec".
        "msec": Unit("s", 1e-3, "latency"), "msecs": Unit("s", 1e-3, "latency"),
        "usec": Unit("s", 1e-6, "latency"), "usecs": Unit("s", 1e-6, "latency"),
        "nsec": Unit("s", 1e-9, "latency"), "nsecs": Unit("s", 1e-9, "latency"),
        "sec": Unit("s", 1, "duration"), "secs": Unit("s", 1, "duration"),
        "min": Unit("s", 60, "duration"), "mins": Unit("s", 60, "duration"),
        "h": Unit("s", 3600, "duration"), "hr": Unit("s", 3600, "duration"),
        "hrs": Unit("s", 3600, "duration"),
        "IOPS": Unit("IOPS", 1, "iops"), "iops": Unit("IOPS", 1, "iops"),
        # the mixed-case spellings tools print ("25339 IOps", "Iops")
        "IOps": Unit("IOPS", 1, "iops"), "Iops": Unit("IOPS", 1, "iops"),
        "kIOPS": Unit("IOPS", 1e3, "iops"), "KIOPS": Unit("IOPS", 1e3, "iops"),
        "MIOPS": Unit("IOPS", 1e6, "iops"),
        "QPS": Unit("queries/s", 1, "throughput"), "qps": Unit("queries/s", 1, "throughput"),
        "RPS": Unit("requests/s", 1, "throughput"), "rps": Unit("requests/s", 1, "throughput"),
        "FPS": Unit("frames/s", 1, "throughput"), "fps": Unit("frames/s", 1, "throughput"),
        "TPS": Unit("tokens/s", 1, "throughput"), "tps": Unit("tokens/s", 1, "throughput"),
        # llama.cpp's and ExLlama's tables: "173 t/s" (a tonne a second is no benchmark unit)
        "t/s": Unit("tokens/s", 1, "throughput"),
        # Training throughput in tokens per GPU per second (see IMPLIED_PER).
        "TGS": Unit("tokens/s", 1, "throughput"), "TPGS": Unit("tokens/s", 1, "throughput"),
        # TPC-C's rate as its kits print it: "tpmC", and "TPMC" in Yugabyte's tpcc logs
        "tpmC": Unit("transactions/min", 1, "throughput"),
        "TPMC": Unit("transactions/min", 1, "throughput"),
        "NOPM": Unit("transactions/min", 1, "throughput"),
        "TOPS": Unit("OP/s", 1e12, "compute"),
        # Integer peak rates as accelerator spec sheets write them, "1836 TOPs" like "918
        # TFLOPs"; a prefixed "OP/s" is the same rate ("2.5 POP/s").
        "TOPs": Unit("OP/s", 1e12, "compute"), "GOPS": Unit("OP/s", 1e9, "compute"),
        "GOP/s": Unit("OP/s", 1e9, "compute"), "TOP/s": Unit("OP/s", 1e12, "compute"),
        "POP/s": Unit("OP/s", 1e15, "compute"),
        # A percent sign escaped for Markdown or LaTeX ("about 4\%") is still a percent.
        "\\%": Unit("%", 1, "percent"),
        "Wh": Unit("Wh", 1, "energy"), "kWh": Unit("Wh", 1e3, "energy"),
        "MWh": Unit("Wh", 1e6, "energy"),
        # Battery charge: "a 5,000 mAh cell".
        "mAh": Unit("Ah", 1e-3, "charge"), "Ah": Unit("Ah", 1, "charge"),
        # SSD endurance in drive writes per day: "rated at 1 DWPD for 5 years".
        "DWPD": Unit("DWPD", 1, "endurance"),
        # Transfer rates of memory and links: "DDR5-6400 at 6,400 MT/s", "PCIe 5.0 at 32 GT/s".
        "MT/s": Unit("transfers/s", 1e6, "frequency"),
        "GT/s": Unit("transfers/s", 1e9, "frequency"),
        # TPC-H and TPC-DS composite query rates: "1,250,000 QphH@1000GB".
        "QphH": Unit("QphH", 1, "throughput"), "QphDS": Unit("QphDS", 1, "throughput"),
        # Voltage: "a 48 V rack bus", "850 mV at idle".
        "V": Unit("V", 1, "voltage"), "mV": Unit("V", 1e-3, "voltage"),
        "kV": Unit("V", 1e3, "voltage"),
        "J/token": Unit("J/token", 1, "energy"), "J/tok": Unit("J/token", 1, "energy"),
        "mJ/token": Unit("J/token", 1e-3, "energy"), "mJ/tok": Unit("J/token", 1e-3, "energy"),
        "USD": Unit("USD", 1, "cost"),
        # Other currencies keep their own code: converting would need a dated rate.
        "EUR": Unit("EUR", 1, "cost"), "GBP": Unit("GBP", 1, "cost"),
        "CNY": Unit("CNY", 1, "cost"), "RMB": Unit("CNY", 1, "cost"),
        "JPY": Unit("JPY", 1, "cost"), "INR": Unit("INR", 1, "cost"),
        "CHF": Unit("CHF", 1, "cost"),
        # The euro and pound signs after the number, as much of Europe writes them ("10 €").
        # (A "$" after a number is left alone: "$10$" is TeX's inline math.)
        "\u20ac": Unit("EUR", 1, "cost"), "\u00a3": Unit("GBP", 1, "cost"),
    }
    _add_prefixed(table)
    return table


def _add_prefixed(table: dict[str, Unit]) -> None:
    """The prefixed symbols (kW, GHz, TFLOPS, Gbps, GB/s, GiB, Kpps...) and the exceptions
    a prefix table would get wrong ("M" alone, "kb"), added to `table`."""
    for p, f in SI.items():
        table[p + "W"] = Unit("W", f, "power")
        table[p + "Wh"] = Unit("Wh", f, "energy")
        table[p + "J"] = Unit("J", f, "energy")
        # Hertz as people type it: "2.4Ghz", "49.55 HZ", "3 GHZ".
        for hertz in ("Hz", "hz", "HZ"):
            table[p + hertz] = Unit("Hz", f, "frequency")
        table[p + "FLOPS"] = Unit("FLOP/s", f, "compute")
        table[p + "FLOP/s"] = Unit("FLOP/s", f, "compute")
        table[p + "FLOPs"] = Unit("FLOP/s", f, "compute")
        if p:  # "175 TFlops", "12 GFlops", as posts often write the rate
            table[p + "Flops"] = Unit("FLOP/s", f, "compute")
        table[p + "bps"] = Unit("Gbit/s", f / 1e9, "bandwidth")
        table[p + "b/s"] = Unit("Gbit/s", f / 1e9, "bandwidth")
        table[p + "bit/s"] = Unit("Gbit/s", f / 1e9, "bandwidth")
        if p:
            # "850 MBit/s": "Bit" spelled with a capital is still bits, never bytes
            table[p + "Bit/s"] = table[p + "Bits/s"] = Unit("Gbit/s", f / 1e9, "bandwidth")
            table[p + "B"] = Unit("GB", f / 1e9, "memory")
            table[p + "b"] = Unit("Gbit", f / 1e9, "memory")
            table[p + "B/s"] = Unit("GB/s", f / 1e9, "bandwidth")
            table[p + "Bps"] = Unit("GB/s", f / 1e9, "bandwidth")
            table[p + "ops/s"] = Unit("ops/s", f, "throughput")
    for p, f in BINARY.items():
        table[p + "B"] = Unit("GB", f / 1e9, "memory")
        table[p + "B/s"] = Unit("GB/s", f / 1e9, "bandwidth")
    for p, f in (("", 1.0), ("K", 1e3), ("k", 1e3), ("M", 1e6), ("G", 1e9)):
        table[p + "pps"] = Unit("packets/s", f, "throughput")
        # Packet generators' own spelling: "3.5 Mpkt/s", "800 kpkts/s".
        for packets in ("pkt/s", "pkts/s"):
            table[p + packets] = Unit("packets/s", f, "throughput")
    # Without a prefix, "FLOPs" is what the word says, a number of operations ("3.8 x 10^25
    # FLOPs" to train a model); with one ("989 TFLOPs") it is the rate, as vendors write it.
    table["FLOPs"] = table["FLOP"] = Unit("FLOP", 1, "work")
    # Ethernet named by its line rate: "100GbE", "10GigE".
    table["GbE"] = Unit("Gbit/s", 1, "bandwidth")
    table["it/s"] = Unit("iterations/s", 1, "throughput")
    # A prefixed bit written out, "25 Gbit", "10 gbit": an amount of bits, unless a link
    # follows it (the units step reads "a 10 gbit network" as a line rate).
    for p, f in (("K", 1e3), ("k", 1e3), ("M", 1e6), ("m", 1e6), ("G", 1e9), ("g", 1e9),
                 ("T", 1e12), ("t", 1e12)):
        table[p + "bit"] = Unit("Gbit", f / 1e9, "memory")
    table["GigE"] = Unit("Gbit/s", 1, "bandwidth")
    for bad in ("kb", "Kb", "Pb", "Eb", "EJ", "PJ", "TJ", "GJ", "EW", "PW", "J", "W", "EB", "M",
                "Mops/s"):
        table.pop(bad, None)
    table["W"] = Unit("W", 1, "power")
    table["J"] = Unit("J", 1, "energy")
    # Lower-case prefixes that can only mean the large unit in a performance claim: a
    # "3.5 ghz" clock is never milli-hertz, and "maxmemory 50gb" or a "512mb" buffer are
    # bytes, as configuration files write them (the capital "Mb" stays a megabit).
    for p, f in (("k", 1e3), ("m", 1e6), ("g", 1e9)):
        table[p + "hz"] = Unit("Hz", f, "frequency")
    for p, f in (("m", 1e6), ("g", 1e9), ("t", 1e12)):
        table[p + "b"] = Unit("GB", f / 1e9, "memory")
    # Milli- and micro-units of edge and mobile chips: "350 mW", "120 mJ", "5 µJ".
    for p, f in (("m", 1e-3), ("\u00b5", 1e-6), ("\u03bc", 1e-6)):
        table[p + "W"] = Unit("W", f, "power")
        table[p + "J"] = Unit("J", f, "energy")
    # Kubernetes writes binary sizes without the B ("12Gi of memory", "150Gi of storage").
    for p, f in BINARY.items():
        table[p] = Unit("GB", f / 1e9, "memory")
    # A part's size in millimetres and centimetres: "120mm fans", "a 60 mm radiator".
    table["mm"] = Unit("m", 1e-3, "length")
    table["cm"] = Unit("m", 1e-2, "length")
    table["ops/s"] = Unit("ops/s", 1, "throughput")
    table["Mops/s"] = Unit("ops/s", 1e6, "throughput")
    # Request, query, message and operation rates with a scale prefix, as load tools and
    # brokers print them: "120 kreq/s", "50 krps", "1.2 Mqps", "40 kmsg/s", "2.5 Mop/s";
    # and storage's "I/Ops" ("2.89M I/Ops").
    for p, f in (("k", 1e3), ("K", 1e3), ("M", 1e6)):
        for rate in ("req/s", "reqs/s", "rps", "RPS"):
            table[p + rate] = Unit("requests/s", f, "throughput")
        for rate in ("qps", "QPS"):
            table[p + rate] = Unit("queries/s", f, "throughput")
        for rate in ("msg/s", "msgs/s"):
            table[p + rate] = Unit("messages/s", f, "throughput")
        table[p + "op/s"] = Unit("ops/s", f, "throughput")
    # Operations with a scale prefix, as CoreMark and key-value benchmarks print them:
    # "124.39 MOps/s", "85 kops/s", "1.2 GOps/s" (mega-, kilo-, giga-operations).
    for p, f in (("k", 1e3), ("K", 1e3), ("M", 1e6), ("G", 1e9)):
        for ops in ("ops/s", "Ops/s", "OPs/s"):
            table[p + ops] = Unit("ops/s", f, "throughput")
    table["I/Ops"] = table["I/OPS"] = Unit("IOPS", 1, "iops")
    # Hash rates as password crackers and miners print them: "24600.1 MH/s", "16518 H/s".
    for p, f in (("", 1.0), ("k", 1e3), ("K", 1e3), ("M", 1e6), ("G", 1e9), ("T", 1e12)):
        table[p + "H/s"] = Unit("hashes/s", f, "throughput")
    # Go's benchmarks print the bytes each operation allocates: "48 B/op" (a bare "B" after
    # a number is billions, "70B"; before "/op" it can only be bytes).
    table["B/op"] = Unit("GB", 1e-9, "memory")
    add_prefixed_token_rates(table, Unit)
    _add_spelled_seconds(table)


def _add_spelled_seconds(table: dict[str, Unit]) -> None:
    """Rates whose second is spelled "sec" ("297 Mbits/sec", "10GB/sec", "5 GB/secs"), as
    iperf, fio and many posts print them; the plural "bits" too ("Mbits/s"); data rates
    whose second is a word ("5 GB per second")."""
    for p, f in SI.items():
        if p:
            table[p + "bits/s"] = Unit("Gbit/s", f / 1e9, "bandwidth")
            # bytes spelled after the prefix, as ab and older tools print them ("184.54
            # Kbytes/sec", "120 MBytes"): a size, or with a second a bandwidth
            for spelled in ("bytes", "Bytes"):
                table.setdefault(p + spelled, Unit("GB", f / 1e9, "memory"))
                table.setdefault(p + spelled + "/s", Unit("GB/s", f / 1e9, "bandwidth"))
    for symbol in [k for k in table if k.endswith("/s") and k[:-2][-1:].isalpha()]:
        for spelled in ("/sec", "/secs"):
            table.setdefault(symbol[:-2] + spelled, table[symbol])
        # A data rate with its second in words: "5 GB per second", "two kb per second" (an
        # amount of data a second is a bandwidth, as "5 GB/s" is, never a size).
        if table[symbol].canonical in ("GB/s", "Gbit/s"):
            for spelled in (" per second", " per sec", " a second", " each second"):
                table.setdefault(symbol[:-2] + spelled, table[symbol])


def _words() -> dict[str, Unit]:
    """Case-insensitive unit words, written after a space."""
    table: dict[str, Unit] = {
        "percent": Unit("%", 1, "percent"), "per cent": Unit("%", 1, "percent"),
        "percentage points": Unit("pp", 1, "percent"),
        # "100 percentage", "one hundred percents": loose forms of "percent".
        "percentage": Unit("%", 1, "percent"), "percents": Unit("%", 1, "percent"),
        "percentage point": Unit("pp", 1, "percent"),
        "points": Unit("points", 1, "score"),
        "fold": Unit("x", 1, "ratio"), "-fold": Unit("x", 1, "ratio"),
        "nanoseconds": Unit("s", 1e-9, "latency"), "microseconds": Unit("s", 1e-6, "latency"),
        "milliseconds": Unit("s", 1e-3, "latency"), "seconds": Unit("s", 1, "duration"),
        # The singular ("below 1 millisecond") and the clipped forms ("~219 nanosec").
        "nanosecond": Unit("s", 1e-9, "latency"), "microsecond": Unit("s", 1e-6, "latency"),
        "millisecond": Unit("s", 1e-3, "latency"), "nanosec": Unit("s", 1e-9, "latency"),
        "microsec": Unit("s", 1e-6, "latency"), "millisec": Unit("s", 1e-3, "latency"),
        "nanosecs": Unit("s", 1e-9, "latency"), "microsecs": Unit("s", 1e-6, "latency"),
        "millisecs": Unit("s", 1e-3, "latency"),
        # The clipped plurals benchmark tools print ("micros/op", as LevelDB's db_bench does).
        "nanos": Unit("s", 1e-9, "latency"), "micros": Unit("s", 1e-6, "latency"),
        "millis": Unit("s", 1e-3, "latency"),
        "second": Unit("s", 1, "duration"), "minutes": Unit("s", 60, "duration"),
        "minute": Unit("s", 60, "duration"), "hours": Unit("s", 3600, "duration"),
        "hour": Unit("s", 3600, "duration"), "days": Unit("s", 86400, "duration"),
        "years": Unit("s", 31536000, "duration"), "weeks": Unit("s", 604800, "duration"),
        "year": Unit("s", 31536000, "duration"), "week": Unit("s", 604800, "duration"),
        "day": Unit("s", 86400, "duration"),
        # A month of 30 days, the usual billing and retention month.
        "months": Unit("s", 2592000, "duration"), "month": Unit("s", 2592000, "duration"),
        "fortnight": Unit("s", 1209600, "duration"), "fortnights": Unit("s", 1209600, "duration"),
        "decade": Unit("s", 315360000, "duration"), "decades": Unit("s", 315360000, "duration"),
        # Short forms a spelled number takes too ("twenty min", "one sec").
        "min": Unit("s", 60, "duration"), "mins": Unit("s", 60, "duration"),
        "sec": Unit("s", 1, "duration"), "secs": Unit("s", 1, "duration"),
        "hr": Unit("s", 3600, "duration"), "hrs": Unit("s", 3600, "duration"),
        "bytes": Unit("GB", 1e-9, "memory"), "byte": Unit("GB", 1e-9, "memory"),
        # Widths and sizes in bits: "from 32 bits down to 16", "a 64 bits hash", "1 bit".
        "bits": Unit("Gbit", 1e-9, "memory"), "bit": Unit("Gbit", 1e-9, "memory"),
        # Time in clock cycles, as CPU and kernel work measures it: "60 to 70 cycles per
        # conversion", "400 core clocks per I/O", "a latency of 1 cycle".
        "cycles": Unit("cycles", 1, "cycles"), "cycle": Unit("cycles", 1, "cycles"),
        "clock cycles": Unit("cycles", 1, "cycles"), "clock cycle": Unit("cycles", 1, "cycles"),
        "cpu cycles": Unit("cycles", 1, "cycles"), "core clocks": Unit("cycles", 1, "cycles"),
        "clocks": Unit("cycles", 1, "cycles"), "core cycles": Unit("cycles", 1, "cycles"),
        "joules per token": Unit("J/token", 1, "energy"),
        "dollars": Unit("USD", 1, "cost"), "cents": Unit("USD", 0.01, "cost"),
        # The singular as written before a noun or loosely ("a 50 dollar plan", "10 cent"),
        # and the country named ("10 US dollars").
        "dollar": Unit("USD", 1, "cost"), "cent": Unit("USD", 0.01, "cost"),
        "us dollars": Unit("USD", 1, "cost"), "us dollar": Unit("USD", 1, "cost"),
        "yen": Unit("JPY", 1, "cost"),
        "euros": Unit("EUR", 1, "cost"), "euro": Unit("EUR", 1, "cost"),
        "yuan": Unit("CNY", 1, "cost"), "pounds sterling": Unit("GBP", 1, "cost"),
        "flops": Unit("FLOP/s", 1, "compute"),
        # Lengths (cables, reach): "a 2-metre copper cable", "up to 100 meters".
        "metre": Unit("m", 1, "length"), "metres": Unit("m", 1, "length"),
        "meter": Unit("m", 1, "length"), "meters": Unit("m", 1, "length"),
        "kilometres": Unit("m", 1e3, "length"), "kilometers": Unit("m", 1e3, "length"),
        # A part's size in inches: "a 14-inch laptop", "the card is 12 inches long".
        "inch": Unit("m", 0.0254, "length"), "inches": Unit("m", 0.0254, "length"),
        "millimetres": Unit("m", 1e-3, "length"), "millimeters": Unit("m", 1e-3, "length"),
    }
    for word, f in BINARY_WORDS.items():
        table[word + "bytes"] = Unit("GB", f / 1e9, "memory")
        table[word + "byte"] = Unit("GB", f / 1e9, "memory")
    for second in ("/s", "/sec"):  # "300 bytes/s" is a rate, not a size
        table["bytes" + second] = Unit("GB/s", 1e-9, "bandwidth")
    add_spelled_prefixed(table, Unit, SI_WORDS)
    for word, f in SI_WORDS.items():
        table[word + "bytes"] = Unit("GB", f / 1e9, "memory")
        table[word + "hertz"] = Unit("Hz", f, "frequency")
        table[word + "flops"] = Unit("FLOP/s", f, "compute")
        table[word + "flop"] = Unit("FLOP/s", f, "compute")  # "passed one exaflop"
        table[word + "bits per second"] = Unit("Gbit/s", f / 1e9, "bandwidth")
        # The singular names a line rate: "400 Gigabit Ethernet", "a 10-gigabit link";
        # the plural ("gigabits of data") is an amount, so it is left out.
        table[word + "bit"] = Unit("Gbit/s", f / 1e9, "bandwidth")
        table[word + "bytes per second"] = Unit("GB/s", f / 1e9, "bandwidth")
        for second in ("/s", "/sec"):  # "2.5 megabytes/s" is a rate, not a size
            table[word + "bytes" + second] = Unit("GB/s", f / 1e9, "bandwidth")
    return table


SYMBOLS = _symbols()
WORDS = _words()

# Rates written as "<thing> per <time>" or "<thing>/<time>".
RATE_NOUNS: dict[str, str] = {
    "tokens": "tokens/s", "token": "tokens/s", "tok": "tokens/s", "toks": "tokens/s",
    "requests": "requests/s", "request": "requests/s", "req": "requests/s",
    "reqs": "requests/s", "queries": "queries/s", "query": "queries/s",
    "transactions": "transactions/s", "transaction": "transactions/s", "tx": "transactions/s",
    "txn": "transactions/s", "txns": "transactions/s", "operations": "ops/s", "ops": "ops/s",
    "op": "ops/s", "inferences": "inferences/s", "images": "images/s", "samples": "samples/s",
    "img": "images/s", "imgs": "images/s", "frames": "frames/s", "messages": "messages/s",
    "msgs": "messages/s", "msg": "messages/s", "events": "events/s",
    "rows": "rows/s", "records": "records/s", "writes": "writes/s", "reads": "reads/s",
    "jobs": "jobs/s", "tasks": "tasks/s", "calls": "calls/s", "packets": "packets/s",
    "connections": "connections/s", "sequences": "sequences/s", "documents": "documents/s",
    "pages": "pages/s", "words": "words/s", "I/Os": "IOPS", "IOs": "IOPS", "updates": "updates/s",
    # storage posts count I/O as a mass noun: "10 million I/O per second", "I/O operations"
    "I/O": "IOPS", "IO": "IOPS", "I/O operations": "IOPS", "IO operations": "IOPS",
    "lookups": "lookups/s", "searches": "searches/s", "builds": "builds/s",
    # TPC-C style order entry: "1.38 million new orders per minute" (HammerDB NOPM).
    "orders": "orders/s",
    # training and solver steps: "12 iter/s", "5 iterations per second" (tqdm's "it/s" is
    # a symbol: a bare "it" before "a second" is a pronoun)
    "iterations": "iterations/s", "iteration": "iterations/s", "iters": "iterations/s",
    "iter": "iterations/s",
}
TIME_DENOMINATORS: dict[str, float] = {
    "second": 1, "sec": 1, "s": 1, "minute": 60, "min": 60, "m": 60, "hour": 3600, "hr": 3600,
    "h": 3600, "day": 86400, "month": 2592000,
}

# Counted nouns: "72 GPUs", "three DEP2 instances". SPELLED_NOUNS is the subset that
# makes a spelled-out number a figure: units of hardware, system or load that
# describe a measured setup. Abstract nouns ("one model", "one rank", "one part")
# are deliberately absent, so idioms do not become figures.
SPELLED_NOUNS = (
    "gpu", "cpu", "tpu", "npu", "accelerator", "chip", "die", "node", "server", "machine",
    "host", "instance", "vm", "container", "pod", "replica", "shard", "rack", "tray", "blade",
    "board", "card", "socket", "core", "vcpu", "thread", "dimm", "channel", "disk", "drive",
    "ssd", "hdd", "user", "client", "queue", "connection", "session", "worker", "domain", "link",
    "port", "switch", "cluster", "region", "zone", "superchip", "system", "appliance",
    "datacenter", "tenant", "stream", "lane", "partition", "processor", "flow", "nic",
    "adapter",
)
COUNT_NOUNS = (
    *SPELLED_NOUNS,
    "token", "parameter", "param", "request", "query", "prompt", "expert", "layer", "head",
    "file", "object", "row", "record", "table", "document", "image", "sample", "step",
    "epoch", "iteration", "trial", "model", "workload", "task", "language",
    "dataset", "customer", "developer", "line", "page", "message", "transaction",
    "warehouse", "key", "vector", "seat", "site", "gpu-hour", "node-hour", "entry",
    "cpu core", "gpu core", "dimension", "package",
    # a load generator's or a parallel job's OS processes: "64 fio processes", "8 MPI processes"
    "process",
    # a vector's width, as embedding posts write it: "768-dim", "1536-dimensional vectors"
    "dim", "dimensional", "crate", "module", "benchmark",
    # SPECrate runs copies of each benchmark: "the same 256 copies" is a setting, no score
    "copies", "copy",
    # heap allocations, as Go's benchmarks count them: "3 allocs/op"
    "alloc", "allocation",
)

# Words that may stand between a count and its noun ("two compute trays", "64 concurrent users").
COUNT_MODIFIERS = frozenset({
    "compute", "memory", "storage", "gpu", "cpu", "concurrent", "simultaneous", "active",
    "physical", "logical", "virtual", "worker", "client", "server", "separate", "identical",
    "additional", "more", "dedicated", "independent", "prefill", "decode", "data-parallel",
    "tensor-parallel", "nvme", "flash", "local", "remote", "large", "small", "new", "parallel",
    "total", "distinct", "different", "unique", "online", "paying", "daily", "monthly",
    "input", "output", "cached", "performance", "efficiency", "p-cores", "e-cores", "x86",
    "arm", "high-performance", "individual", "full", "whole", "open", "trillion", "billion",
    "million", "thousand",
})

# Symbols whose denominator is part of their name: "3,100 TGS" is tokens/s per GPU.
IMPLIED_PER: dict[str, str] = {"TGS": "GPU", "TPGS": "GPU", "B/op": "operation"}

PER_WORDS: dict[str, str] = {
    # A rank of a distributed inference job is one GPU's process ("tokens/sec per rank").
    "gpu": "GPU", "gpus": "GPU", "rank": "GPU", "ranks": "GPU", "accelerator": "chip",
    "chip": "chip", "chips": "chip",
    "tpu": "chip", "npu": "chip", "cpu": "CPU", "cpus": "CPU", "core": "core", "cores": "core",
    "vcpu": "core", "vcpus": "core", "node": "node", "nodes": "node", "rack": "rack",
    "user": "user",
    "users": "user", "request": "request", "query": "query", "system": "system",
    "socket": "socket", "server": "server", "instance": "instance", "watt": "watt", "w": "watt",
    "stream": "user", "session": "user", "sequence": "user",
    # A latency per generated token (a TPOT); a price per token is a unit, USD/Mtok.
    "token": "token", "tok": "token",
    "port": "port", "ports": "port", "drive": "drive", "drives": "drive", "disk": "drive",
    "disks": "drive", "ssd": "drive", "ssds": "drive", "thread": "thread", "threads": "thread",
    # Micro-benchmark denominators, as Go ("ns/op") and Rust ("ns/iter") print them.
    "op": "operation", "operation": "operation", "iter": "iteration", "iteration": "iteration",
    # A harness's repetition is one pass of the timed body, what Go's "ns/op" counts.
    "repetition": "operation",
}
