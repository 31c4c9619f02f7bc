"""A generated corpus of varied benchmark announcements, for speed and ingest benchmarks.

`generate(n, seed)` yields `(name, markdown)` pairs, deterministically: the same
n and seed give byte-identical documents on every machine. Documents mix fields
(LLM serving and training, databases, storage, CPUs, web servers, kernels), front
matter, headings, lists, tables, links, code blocks and editorial caveat
sections, with figures written in many styles (1,810 / 1.7 million / 26.2K / 58x
/ from A to B / P99 / per GPU), and every fifth document is one of the shipped
example announcements with a generated preamble, so real prose is in the mix.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "announcements"

FIELDS: dict[str, dict[str, tuple[str, ...]]] = {
    "llm-serving": {
        "system": ("vLLM", "SGLang", "TensorRT-LLM", "a custom engine"),
        "hardware": ("NVIDIA H100", "NVIDIA B200", "AMD MI300X", "NVIDIA GB200 NVL72"),
        "subject": ("Llama 3.1 70B", "DeepSeek-V3", "Qwen2.5-72B", "Mixtral 8x7B"),
        "rate": ("tokens per second per GPU", "tok/s/user", "output tokens per second",
                 "requests per second"),
        "latency": ("time to first token", "inter-token latency", "end-to-end latency"),
        "workload": ("ShareGPT", "a 1K/1K chat workload", "an agentic coding trace"),
    },
    "llm-training": {
        "system": ("Megatron-Core", "DeepSpeed", "JAX on XLA", "PyTorch FSDP"),
        "hardware": ("NVIDIA H200", "Google TPU v5p", "AWS Trainium2", "AMD MI325X"),
        "subject": ("a 405B dense model", "GPT-3 175B", "Llama 3 8B", "a 1T MoE model"),
        "rate": ("tokens per second per GPU", "samples per second", "TFLOPS per GPU"),
        "latency": ("time to train", "step time", "checkpoint time"),
        "workload": ("MLPerf Training", "C4 pretraining", "a long-context fine-tune"),
    },
    "database": {
        "system": ("PostgreSQL 17", "MySQL 8.4", "ClickHouse", "DuckDB", "CockroachDB"),
        "hardware": ("AWS r7g.4xlarge", "AMD EPYC 9654", "Intel Xeon 6980P", "Graviton4"),
        "subject": ("TPC-C", "TPC-H SF100", "YCSB workload A", "pgbench"),
        "rate": ("transactions per second", "queries per second", "rows/s", "QPS"),
        "latency": ("query latency", "commit latency", "P99 read latency"),
        "workload": ("sysbench OLTP", "ClickBench", "a 1 TB dataset"),
    },
    "storage": {
        "system": ("SPDK", "io_uring", "Ceph", "ZFS", "XFS"),
        "hardware": ("Micron 9550", "Samsung PM1743", "Solidigm D7-PS1010", "Kioxia CM7"),
        "subject": ("4 KiB random reads", "128 KiB sequential writes", "mixed 70/30 I/O"),
        "rate": ("IOPS", "GB/s", "MB/s", "GiB/s"),
        "latency": ("read latency", "write latency", "tail latency"),
        "workload": ("fio", "vdbench", "elbencho"),
    },
    "cpu": {
        "system": ("GCC 14", "LLVM 18", "Linux 6.12", "Windows Server 2025"),
        "hardware": ("AMD EPYC 9965", "Intel Xeon 6980P", "Ampere One", "AWS Graviton4"),
        "subject": ("SPECrate 2017 integer", "Geekbench 6", "Cinebench 2024", "STREAM triad"),
        "rate": ("GB/s", "operations per second", "GHz"),
        "latency": ("compile time", "build time", "boot time"),
        "workload": ("SPEC CPU 2017", "a kernel build", "Phoronix test suite"),
    },
    "web": {
        "system": ("nginx 1.27", "Caddy 2.8", "Envoy", "HAProxy 3.0", "Node.js 22", "Bun"),
        "hardware": ("a c7g.2xlarge instance", "a 32-core server", "AMD EPYC 9754"),
        "subject": ("static files", "TLS termination", "JSON APIs", "HTTP/3"),
        "rate": ("requests per second", "RPS", "connections per second"),
        "latency": ("P99 latency", "median response time", "time to first byte"),
        "workload": ("wrk", "TechEmpower", "a production replay"),
    },
    "kernel": {
        "system": ("Linux 6.8", "Linux 6.12", "FreeBSD 14", "the EEVDF scheduler"),
        "hardware": ("AMD EPYC 7763", "Intel Core i9-14900K", "Ampere Altra", "Raspberry Pi 5"),
        "subject": ("context switches", "page faults", "network packets", "syscalls"),
        "rate": ("packets per second", "IOPS", "operations per second"),
        "latency": ("wake-up latency", "scheduling latency", "interrupt latency"),
        "workload": ("hackbench", "netperf", "schbench"),
    },
}

OPENERS = (
    "The team reports that", "According to the company,", "In its own tests,",
    "An independent lab measured that", "The maintainers say", "Engineers found that",
    "In a simulation,", "Preliminary numbers show that", "The vendor claims",
)


PROSE = (
    "The release focuses on making the common path cheaper rather than adding features.",
    "Most of the work went into the scheduler, which now keeps queues short under load.",
    "Engineers rewrote the hot loop to avoid a lock that showed up in every profile.",
    "Operators can turn the new behaviour on with a single configuration flag.",
    "The change also simplifies the code base, removing an older fallback path.",
    "Results depend heavily on the request mix, so the team publishes its scripts.",
    "Earlier versions spent much of their time waiting on memory rather than computing.",
    "The project credits its contributors and the hardware partners who lent machines.",
    "Users upgrading from older releases should read the migration notes first.",
    "The design keeps hot data close to the cores that use it and avoids cross-socket traffic.",
    "Several users reported smoother tail behaviour after the upgrade in production.",
    "The benchmark harness warms caches before measuring and discards the first run.",
    "Documentation for the new options is available in the usual place.",
    "This is not a general guarantee; other workloads may see smaller gains.",
)


def _prose(rng: random.Random, count: int) -> str:
    """Sentences without figures: most of an announcement is explanation."""
    return " ".join(rng.choice(PROSE) for _ in range(count))


def _number(rng: random.Random) -> str:
    """A number written in one of the many ways announcements write them."""
    style = rng.randrange(8)
    if style == 0:
        return f"{rng.randrange(1000, 99999):,}"
    if style == 1:
        return f"{rng.uniform(1, 9):.1f} million"
    if style == 2:
        return f"{rng.uniform(10, 99):.1f}K"
    if style == 3:
        return f"{rng.uniform(1, 9):.2f}M"
    if style == 4:
        return str(rng.randrange(2, 999))
    if style == 5:
        return f"{rng.uniform(0.1, 99):.2f}"
    if style == 6:
        return f"about {rng.randrange(10, 500)}"
    return f"{rng.uniform(1, 5):.1f} billion"


def _sentence(rng: random.Random, f: dict[str, tuple[str, ...]]) -> str:
    """One sentence that reports a figure, a comparison or a configuration."""
    pick = rng.choice
    kind = rng.randrange(10)
    opener = pick(OPENERS)
    if kind == 0:
        return (f"{opener} {pick(f['system'])} reached {_number(rng)} {pick(f['rate'])} on "
                f"{pick(f['hardware'])} with {pick(f['subject'])}.")
    if kind == 1:
        return (f"That is {rng.uniform(1.1, 60):.1f}x faster than the previous release on "
                f"{pick(f['workload'])}, and {rng.randrange(5, 90)}% cheaper per request.")
    if kind == 2:
        return (f"Median {pick(f['latency'])} fell from {rng.uniform(5, 90):.1f} ms to "
                f"{rng.uniform(0.5, 4.9):.1f} ms at concurrency {rng.randrange(1, 512)}.")
    if kind == 3:
        return (f"The test ran on {rng.randrange(2, 128)} nodes with "
                f"{pick(('eight', 'four', 'two'))} {pick(f['hardware'])} accelerators each, "
                f"using FP8 and TP{pick((2, 4, 8))}.")
    if kind == 4:
        return (f"At P99, {pick(f['latency'])} stayed under {rng.randrange(2, 900)} ms while "
                f"throughput peaked at {_number(rng)} {pick(f['rate'])}.")
    if kind == 5:
        return (f"Pricing starts at ${rng.uniform(0.05, 9):.2f} per million tokens, or "
                f"${rng.uniform(0.5, 40):.2f}/hour per instance.")
    if kind == 6:
        return (f"The {pick(f['system'])} release from March {rng.randrange(1, 28)}, "
                f"{rng.randrange(2019, 2027)} improves {pick(f['subject'])} by "
                f"{rng.randrange(3, 300)} percent in {pick(f['workload'])}.")
    if kind == 7:
        return (f"Accuracy on the standard suite was {rng.uniform(50, 99):.1f}%, within "
                f"{rng.uniform(0.1, 2):.1f} points of the reference.")
    if kind == 8:
        return (f"Results are an estimate: the projected gain is {rng.randrange(2, 9)}-"
                f"{rng.randrange(10, 30)}x once the experimental scheduler ships.")
    return (f"Memory use dropped {rng.randrange(10, 80)}% to {rng.randrange(2, 512)} GB, and "
            f"startup now takes {rng.uniform(0.2, 30):.1f} seconds.")


def _table(rng: random.Random, f: dict[str, tuple[str, ...]]) -> str:
    """A results table with a unit in each column header."""
    rows = ["| System | Throughput (req/s) | P99 latency (ms) | Power (W) |",
            "|---|---|---|---|"]
    for hw in rng.sample(f["hardware"], k=min(3, len(f["hardware"]))):
        rows.append(f"| {hw} | {rng.randrange(1000, 90000):,} | {rng.uniform(1, 90):.1f} | "
                    f"{rng.randrange(150, 1200)} |")
    return "\n".join(rows)


def _document(rng: random.Random, index: int) -> tuple[str, str]:
    """One generated announcement."""
    field = rng.choice(sorted(FIELDS))
    f = FIELDS[field]
    system, hardware = rng.choice(f["system"]), rng.choice(f["hardware"])
    title = f"{system} on {hardware}: {rng.uniform(1.2, 40):.1f}x faster {rng.choice(f['subject'])}"
    lines = ["---", f'title: "{title}"', f"published_at: 2026-{1 + index % 12:02d}-"
             f"{1 + index % 28:02d}", f'entities: ["{system}", "{hardware}"]',
             f"topics: [{field}]", f'source_url: "https://example.org/{field}/{index}"', "---",
             "", f"# {title}", ""]
    for section in range(rng.randrange(5, 10)):
        lines += [f"## {rng.choice(('Results', 'Method', 'Setup', 'Why it matters', 'Details'))}"
                  f" {section + 1}", ""]
        for _ in range(rng.randrange(2, 5)):
            figures = [_sentence(rng, f) for _ in range(rng.randrange(0, 2))]
            lines += [_prose(rng, rng.randrange(3, 7)) + " " + " ".join(figures), ""]
        if rng.random() < 0.15:
            lines += [_table(rng, f), ""]
        if rng.random() < 0.2:
            lines += [f"- {_sentence(rng, f) if i == 0 else _prose(rng, 1)}" for i in range(3)]
            lines += [""]
        if rng.random() < 0.15:
            lines += ["```bash", f"bench --clients {rng.randrange(1, 999)} --duration 60s",
                      "```", ""]
        if rng.random() < 0.3:
            lines += [f"See the [full results](https://example.org/r/{index}-{section}) and "
                      f"the <!-- note {index} --> methodology.", ""]
    lines += ["## Limits and caveats", "",
              "These numbers are reported by the vendor and were not independently "
              "replicated; cost and quality were not reported.", ""]
    return f"{field}-{index:06d}.md", "\n".join(lines)


def generate(n: int, seed: int = 0) -> Iterator[tuple[str, str]]:
    """Yield n (name, markdown) announcements, the same for the same n and seed."""
    examples = sorted(EXAMPLES.glob("*.md")) if EXAMPLES.is_dir() else []
    texts = [p.read_text(encoding="utf-8") for p in examples]
    for index in range(n):
        rng = random.Random(seed * 1_000_003 + index)
        if texts and index % 5 == 4:
            text = texts[index // 5 % len(texts)]
            extra = _sentence(rng, FIELDS[rng.choice(sorted(FIELDS))])
            yield f"example-{index:06d}.md", text.rstrip("\n") + f"\n\n{extra}\n"
            continue
        yield _document(rng, index)
