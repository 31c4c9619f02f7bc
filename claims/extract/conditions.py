"""Conditions: model, hardware, workload, software, precision, parallelism, concurrency...

Each finder reads one piece of text. `bind` fills every field from the nearest
scope that states it: the sentence, then the paragraph, then the section, then
the front matter (`entities`, `title`). The tables below are data: known model
families, accelerator and CPU families, benchmarks and software; capitalised
patterns catch names the tables do not list. Beside processors, the hardware can be a
device (a drive, NIC, switch, storage cluster or phone SoC), or, when no scope names a
system, a component (memory, or a device described but not named).
"""

from __future__ import annotations

import bisect
import collections
import dataclasses
import functools
import itertools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from claims.extract import numbers
from claims.model import Conditions, Software

MODEL_FAMILIES = (
    "DeepSeek", "Llama", "Qwen", "QwQ", "Mistral", "Mixtral", "Ministral", "Gemma", "Phi",
    "GPT", "gpt-oss", "Falcon", "Kimi", "GLM", "Claude", "Gemini", "Grok", "Yi", "Baichuan",
    "InternLM", "OLMo", "Nemotron", "Granite", "BERT", "RoBERTa", "ResNet", "Whisper",
    "Stable Diffusion", "SDXL", "FLUX", "Flux", "MiniMax", "Command R", "DBRX", "Jamba",
    "StarCoder", "CodeLlama", "Vicuna", "T5", "ViT", "YOLO", "EXAONE", "Hunyuan",
)
_MODEL_RE = re.compile(
    r"\b(?:" + "|".join(re.escape(f) for f in sorted(MODEL_FAMILIES, key=len, reverse=True))
    + r")(?:[-.]?[A-Za-z0-9][\w.]*)*(?:[ -](?:\d+(?:\.\d+)?[BbMmTt]?|[Vv]\d[\w.]*|R1|A\d+B|"
    r"Instruct|Chat|Base|Coder|Flash|Pro|Mini|Turbo|Large|Small|Medium|MoE|Thinking|\d+x\d+B)"
    r"(?![\w]))*")

ACCELERATOR_FAMILY = re.compile(
    r"\b(?:GB\d{3}|B\d{3}A?|H\d{3}|H20|A100|A10G?|A30|A40|L40S?|L4|T4|V100|P100|RTX\s?\d{4}\w*|"
    r"RTX\s(?:PRO\s)?\d{4}\w*|MI\d{3}[AX]?|Instinct\s+MI\d{3}[AX]?|Gaudi\s?\d|TPU\s?v\d\w*|"
    r"Trillium|Ironwood|Trainium\s?\d?|Inferentia\s?\d?|Vera\s+Rubin(?:\s+Ultra)?|"
    r"Rubin(?:\s+(?:Ultra|CPX))?|Blackwell(?:\s+Ultra)?|Hopper|Grace\s+(?:Hopper|Blackwell)|"
    r"WSE-\d|LPU|Maia\s?\d+|MTIA)\b(?:\s+(?:NVL\d+|SXM\d?|PCIe|Superchip|\d+\s?GB))*")
CPU_FAMILY = re.compile(
    r"\b(?:EPYC(?:\s+(?:\d{4}\w*|9\d{2}\w*))?|Xeon(?:\s+(?:6|Platinum|Gold|Silver|Max|w\d-\d+))*"
    r"(?:\s+\d{4}\w*)?|Graviton\s?\d\w*|Altra\w*|AmpereOne\w*|M\d\s+(?:Pro|Max|Ultra)|"
    r"Ryzen\s+\d\s+\d{4}\w*|Core\s+(?:Ultra\s+)?i?\d-?\d{3,5}\w*|Neoverse\s+[NV]\d|Grace|"
    r"Axion|Cobalt\s+\d+|Snapdragon\s+X\s+\w+)\b")
# Cloud instance types name the hardware too: AWS c8g.16xlarge, GCP a3-highgpu-8g,
# Azure Standard_ND96isr_H100_v5.
CLOUD_INSTANCE = re.compile(
    r"\b(?:[a-z]{1,3}\d[a-z0-9-]*\.(?:\d*xlarge|large|medium|small|micro|metal(?:-\d+xl)?)|"
    r"[a-z]\d[a-z]?-(?:standard|highmem|highcpu|highgpu|megagpu|ultragpu)-\d+g?|"
    r"Standard_[A-Z][A-Za-z0-9_]+)\b")
# Devices other than the processor: drives, NICs and DPUs, switches, storage systems,
# phone and edge SoCs. A known family needs no vendor ("ConnectX-7", "Tomahawk 5");
# any other product is a device maker's name before a token with a digit ("Micron
# 9550", "Kioxia CM7", "Solidigm D7-PS1010"), never an accelerator or CPU family.
_FAMILY_VENDORS = r"(?:NVIDIA|Nvidia|Broadcom|Qualcomm|MediaTek|Samsung|Google|Huawei|Apple|Cisco)"
_DEVICE_VENDORS = (
    "Samsung", "Micron", "Solidigm", "Kioxia", "KIOXIA", "Seagate", "Western Digital", "WD",
    "SK hynix", "SK Hynix", "Phison", "Kingston", "Crucial", "Broadcom", "Marvell", "Mellanox",
    "Intel", "Cisco", "Arista", "Juniper", "MediaTek",
)
_DEVICE_FAMILY = (
    r"ConnectX-\d+(?:\s?[DL]x)?(?:\s+SuperNIC)?|BlueField-\d+(?:\s+(?:DPU|SuperNIC))?|"
    r"Spectrum-(?:X\d*|\d+)|Quantum-X?\d+|Tomahawk\s?\d+|Jericho\s?\d+(?:-AI)?|Trident\s?\d+|"
    r"Silicon\s+One\s+G\d+|Snapdragon\s+(?!X\b)\d+(?:\s+Gen\s+\d+)?(?:\s+(?:Elite|Plus))?|"
    r"Dimensity\s+\d+\w*|Exynos\s+\d+|Tensor\s+G\d+|Kirin\s+\d+|"
    r"(?:Apple\s+)?A\d{2}(?:\s+(?:Pro|Bionic))|Apple\s+A\d{2}|"
    r"Jetson\s+(?:AGX\s+|Orin\s+)?(?:Orin|Thor|Xavier|Nano)(?:\s+(?:NX|Nano))?|"
    r"(?:Ceph|VAST(?:\s+Data)?|WEKA|Weka|DDN|Lustre|MinIO|FlashBlade\S*|"
    r"FlashArray\S*|NetApp|BeeGFS|PowerScale|Pure\s+Storage)(?:\s+[A-Z][\w/-]*){0,2}"
    r"\s+(?:cluster|array|appliance)s?")
# Where a device's model token may stand: not an accelerator or CPU family, not an
# interface, a generation, a memory type or a level ("PCIe5", "Gen5", "HBM3E", "RAID6",
# "L3": they describe), and not a fiscal period ("Q3", "FY25").
_NOT_A_MODEL = (r"(?!" + ACCELERATOR_FAMILY.pattern + "|" + CPU_FAMILY.pattern
                + r"|(?:Gen|PCIe|NVMe|LPDDR|GDDR|DDR|HBM|CXL|FP|INT|TLC|QLC|SATA|SAS|USB|RAID"
                r"|L|Q|FY)\d)")
# A model number ("9550", "7060X"), not a year or a quantity; or a capitalised token
# holding a digit ("PM1743", "D7-PS1010").
_PRODUCT = (r"(?:(?!(?:19|20)\d\d\b)\d{3,}(?:[A-Z]+\d*)?"
            r"(?!\s*(?:[KMGT]i?B|[KMGT]b|W|IOPS|times|per)\b)|"
            r"[A-Z][A-Za-z]*\d[A-Za-z0-9]*(?:-[A-Za-z0-9]+)*)"
            r"(?:\s+(?:Pro|PRO|Max|MAX|Plus|Ultra))?")
DEVICE = re.compile(
    r"\b(?:(?:" + _FAMILY_VENDORS + r"\s+)?(?:" + _DEVICE_FAMILY + r")|"
    r"(?:" + "|".join(re.escape(v) for v in _DEVICE_VENDORS) + r")\s+"
    + _NOT_A_MODEL + r"(?:[A-Z][a-z]+\s+)?" + _NOT_A_MODEL + _PRODUCT + r")(?![\w-]|\.\w)")
# A model token before a device noun names a device of any maker ("its F9 array", "the
# PM1733 drive"); a token that is an interface or a generation describes one instead.
_DEVICE_NOUNS = ("SSD", "NIC", "SmartNIC", "SuperNIC", "DPU", "switch", "drive", "adapter",
                 "card", "array", "appliance")
_DEVICE_NOUN = r"(?:" + "|".join(_DEVICE_NOUNS) + r")(?:s|es)?\b"
DEVICE_MODEL = re.compile(
    r"\b" + _NOT_A_MODEL
    + r"[A-Z][A-Za-z]*\d[A-Za-z0-9]*(?:-[A-Za-z0-9]+)*(?:\s+(?:NVMe|Pro|Max|Plus))?\s+"
    + _DEVICE_NOUN)
# Parts of a system, and devices described but not named ("an NVMe SSD", "a 400G NIC",
# "a 64-core server"):
# the hardware only when no scope names a system (`Found.component`).
MEMORY = re.compile(
    r"\b(?:HBM\d[eE]?|(?:LP|G)?DDR\d[xX]?(?:-\d{4,5})?|"
    r"CXL(?:\s+\d\.\d)?\s+(?:memory\s+)?(?:modules?|expanders?|devices?|DIMMs?))"
    r"(?:\s+(?:stacks?|modules?|DIMMs?|memory))?(?![\w-])")
# A server described by its size ("a 64-core server", "dual-socket hosts", "8-GPU nodes").
_SERVER_NOUNS = ("server", "machine", "host", "node")
_SERVER_KIND = (r"\b(?:\d+|dual|single|two|four|eight)[- ](?:core|socket|CPU|GPU)\s+(?:"
                + "|".join(_SERVER_NOUNS) + r")s?\b")
DEVICE_KIND = re.compile(
    r"\b(?:\d{2,4}\s?G(?:bE|b/s|bps|igabit)?|NVMe|PCIe\s?(?:Gen\s?)?\d(?:\.0)?|Gen\s?\d|U\.2|"
    r"E[13]\.[SL]|M\.2|SATA|SAS|QLC|TLC|[Ee]nterprise|[Dd]ata[- ]cent(?:er|re)|InfiniBand|"
    r"Ethernet)(?:[\s-]+(?:NVMe|[Ee]nterprise|[Dd]ata[- ]cent(?:er|re)|Ethernet))?"
    r"\s+" + _DEVICE_NOUN + "|" + _SERVER_KIND)
_VENDOR = re.compile(r"\b(?:NVIDIA|Nvidia|AMD|Intel|Google|AWS|Amazon|Apple|Arm|Ampere|"
                     r"Qualcomm|Cerebras|Groq|SambaNova|Huawei|Ascend|Microsoft)\s+$")
BENCHMARKS = re.compile(
    r"\b(?:MLPerf(?:\s+(?:Inference|Training|Storage|Client|HPC))?(?:\s+v\d+(?:\.\d+)?)?|"
    r"SPEC\s?(?:CPU|int|fp|rate|jbb|power|virt)[\w ]*?(?:\s?20\d\d)?|TPC-[A-Z]{1,3}|"
    r"YCSB(?:\s+[Ww]orkload\s+[A-F])?|sysbench|pgbench|HammerDB|fio|Geekbench\s?\d*|Cinebench\s?\w*|"
    r"STREAM|HPL(?:-MxP)?|HPCG|LINPACK|ClickBench|TSBS|ShareGPT|MMLU(?:-Pro)?|HumanEval|GSM8K|"
    r"MATH-500|GPQA(?:\s+Diamond)?|SWE-bench(?:\s+Verified)?|LiveCodeBench|AIME\s?\d*|"
    r"TechEmpower|wrk2?|memtier(?:_benchmark)?|redis-benchmark|iperf3?|Sockperf|InferenceMAX|"
    r"AgentX|LongBench|RULER|Arena-Hard|MT-Bench|ImageNet|COCO|Llama\s?Bench|DBLP|JMH|"
    r"SPECjbb|DeathStarBench|CloudSuite|Phoronix|UnixBench|lmbench|netperf|vdbench|"
    r"elbencho|IO500|MLPerf)\b")
# A device's workload is its access pattern: "sequential read", "4 KiB random writes",
# "random 512-byte reads", "mixed 70/30 I/O", "RDMA write" (when no benchmark is named).
IO_PATTERN = re.compile(
    r"\b(?:[Ss]equential|[Rr]andom|[Mm]ixed)(?:\s+\d+/\d+)?(?:\s+\d+[- ]?(?:[KM]i?B|byte|[Kk]))?"
    r"\s+(?:read/write|reads?|writes?|I/O)"
    r"(?![\w/])|\bRDMA\s+(?:read|write|send)s?\b")
_WORKLOAD_NOUN = re.compile(r"(?:benchmark|workload|suite|dataset|trace)s?\b")
_IO_WORD = re.compile(r"\d[Kk]?\s*/\s*\d|ISL|OSL|[Ll]ength")
_NAMED_WORKLOAD = re.compile(
    # A name is capitalised, but a sentence's first word need not be one: "The benchmark",
    # "This workload", "Each trace" name nothing.
    r"\b(?!(?:The|This|That|These|Those|Our|Its|Their|Each|Every|Any|Some|One|A|An|No|"
    r"Both|All|Same|Other|Another|New|Full|Whole)\s)"
    r"(?P<name>(?:[A-Z][\w.+-]*\s+){0,2}[A-Z][\w.+-]*)\s+(?:benchmark|workload|suite|dataset|"
    r"test suite|trace)s?\b")
SOFTWARE = (
    "vLLM", "SGLang", "TensorRT-LLM", "TensorRT", "TGI", "Dynamo", "Triton", "llama.cpp",
    "Ollama", "PyTorch", "JAX", "TensorFlow", "CUDA", "ROCm", "cuDNN", "NCCL", "DeepSpeed",
    "Megatron-LM", "Megatron-Core", "Megatron", "NeMo", "Mooncake", "LMCache", "FlashAttention",
    "FlashInfer", "XLA", "OpenVINO", "ONNX Runtime", "PostgreSQL", "Postgres", "MySQL",
    "MariaDB", "SQLite", "Redis", "Valkey", "Memcached", "MongoDB", "Cassandra", "ScyllaDB",
    "ClickHouse", "DuckDB", "RocksDB", "Kafka", "Redpanda", "Elasticsearch", "OpenSearch",
    "nginx", "NGINX", "Caddy", "Envoy", "HAProxy", "Node.js", "Deno", "Bun", "Linux",
    "FreeBSD", "io_uring", "SPDK", "DPDK", "Ceph", "ZFS", "ext4", "XFS", "Btrfs", "GCC",
    "LLVM", "Clang", "OpenJDK", "Kubernetes", "TiDB", "CockroachDB", "YugabyteDB", "Spanner",
    "Aurora", "Dragonfly", "KeyDB", "Pinecone", "Milvus", "Qdrant", "Weaviate", "pgvector",
    "Spark", "Flink", "Trino", "Presto", "Snowflake", "BigQuery", "Databricks", "Neon",
    "Apache", "Tomcat", "Netty", "Go", "Rust", "Python", "Ray", "Kubernetes",
)
_SOFTWARE_RE = re.compile(
    r"\b(?P<name>" + "|".join(re.escape(s) for s in sorted(set(SOFTWARE), key=len,
                                                                  reverse=True)) + r")"
    r"(?:\s+(?:v|version\s+)?(?P<ver>\d+(?:\.\d+){0,3}(?:[-.]?(?:rc|beta|alpha|post|dev)\d*)?)"
    r"(?![\w%]))?(?![\w-])")
_NEEDS_VERSION = frozenset({"Go", "Rust", "Python", "Apache", "Spark", "Ray", "Bun", "Neon",
                            "Aurora", "Triton", "Dynamo"})
PRECISION = re.compile(r"\b(?:NVFP|MXFP|FP)(?:4|6|8|16|32|64)\b|\bBF16\b|\bINT[48]\b|\bTF32\b|"
                       r"\bW[48]A(?:8|16)\b")
PARALLELISM = re.compile(r"\b(?:TP|PP|DP|EP|DEP|CP|SP|TEP)\d+\b|\bWide-EP\b|"
                         r"\b(?:[Tt]ensor|[Ee]xpert|[Pp]ipeline|[Dd]ata|[Cc]ontext|[Ss]equence)"
                         r"[- ]parallel(?:ism)?\b")
_CONCURRENCY = re.compile(
    r"\bconcurrency(?:\s+(?:of|level|=|:))?\s*(?P<a>\d[\d,]*)\b|\b(?P<b>\d[\d,]*)\s+concurrent\s+"
    r"(?:users?|requests?|clients?|connections?|sessions?|streams?)\b|"
    r"\b(?P<c>\d[\d,]*)\s+(?:simultaneous|parallel)\s+(?:users?|requests?|clients?|connections?)|"
    r"\b(?P<d>\d[\d,]*)\s+concurrency\b|"
    r"\bat\s+(?P<e>\d[\d,]*)\s+(?:users|clients|connections|sessions|streams|threads)\b"
    r"(?!\s*(?:per\s+|/\s*|a\s+)(?:s\b|sec|second|minute|hour))|"  # not a rate
    r"\b(?P<one>single[- ]user|one\s+user|one\s+concurrent\s+(?:user|request)|"
    r"batch\s+size\s+(?:of\s+)?1\b)",
    re.I)
_IO = re.compile(
    r"\b(?P<i>\d+(?:\.\d+)?)(?P<ik>[Kk])?\s*/\s*(?P<o>\d+(?:\.\d+)?)(?P<ok>[Kk])?\b"
    r"(?=\s*(?:ISL|in/out|input|tokens?|sequence|context)|\b(?<=[Kk]))"
    r"|\bISL(?:\s*[=:]|\s+of)?\s*(?P<isl>\d[\d,]*)(?P<islk>[Kk])?"
    r"|\bOSL(?:\s*[=:]|\s+of)?\s*(?P<osl>\d[\d,]*)(?P<oslk>[Kk])?"
    r"|\binput\s+(?:sequence\s+)?length(?:\s+of)?\s*(?P<il>\d[\d,]*)(?P<ilk>[Kk])?"
    r"|\boutput\s+(?:sequence\s+)?length(?:\s+of)?\s*(?P<ol>\d[\d,]*)(?P<olk>[Kk])?", re.I)
_ACCEL_COUNT = re.compile(
    r"(?<![\w.,-])(?P<n>\d[\d,]*|(?:" + "|".join(numbers.SPELLED) + r")\b)\s*(?:x|\u00d7)?\s*"
    # Product words between: capitalised or holding a digit ("8 NVIDIA H100 GPUs",
    # "two i9-14900K chips"), not any words ("4 on the same GPU").
    r"(?-i:(?:[A-Z][\w.-]*|[a-z]+\d[\w.-]*)\s+){0,3}"
    r"(?:GPUs|GPU|accelerators|chips|TPUs|superchips)\b|\b(?P<m>\d+)\s*[x\u00d7]\s*(?:NVIDIA\s+|AMD\s+)?"
    r"(?:GB\d{3}|B\d{3}|H\d{3}|A100|MI\d{3}X?|L40S|TPU)", re.I)
_ACCEL_NOUN = re.compile(r"GPUs?\b|[Aa]ccelerators?\b|chips\b|TPUs?\b|[Ss]uperchips?\b|"
                         r"\d\s*[x\u00d7]\s*[A-Z]")
_NODE_NOUN = re.compile(r"(?:nodes|servers|hosts|machines)\b")
_CONCURRENCY_WORD = re.compile(r"[Cc]oncurren|[Ss]imultaneous|parallel\s|[Ss]ingle[- ]user|"
                               r"one\s+(?:concurrent\s+)?user|[Bb]atch\s+size")
# "16 nodes", "two GPU servers", and a cluster's size: "a 12-node cluster", "four-node".
_NODE_COUNT = re.compile(r"\b(?P<n>\d[\d,]*|(?:" + "|".join(numbers.SPELLED)
                         + r")\b)\s+(?:[\w-]+\s+){0,2}(?:nodes|servers|hosts|machines)\b"
                         r"|\b(?P<sized>\d+|(?:" + "|".join(numbers.SPELLED) + r"))-node\b", re.I)


@dataclass(frozen=True, slots=True)
class Found:
    """What one piece of text states about the conditions (None: not stated here)."""

    model: str | None = None
    hardware: str | None = None
    accelerator: str | None = None
    #: A part or an unnamed device ("HBM3e", "an NVMe SSD"): the hardware when no scope names one.
    component: str | None = None
    accelerator_count: int | None = None
    node_count: int | None = None
    workload: str | None = None
    software: tuple[Software, ...] = ()
    precision: str | None = None
    parallelism: str | None = None
    concurrency: int | None = None
    input_length: int | None = None
    output_length: int | None = None


#: The statement of a text that states no condition.
NOTHING = Found()


def find(text: str) -> Found:
    """Every condition one piece of text states."""
    if not text.strip():
        return NOTHING
    lowered = text.lower()
    hardware, accelerator = _hardware(text)
    # Cheap substring tests first: most sentences name few conditions.
    has = lowered.__contains__
    input_length, output_length = (_io_lengths(text) if "/" in text or has("length")
                                   or has("isl") or has("osl") else (None, None))
    accel = has("gpu") or has("accelerator") or has("chip") or has("tpu") or "x" in lowered
    return Found(
        model=_first(_MODEL_RE, text),
        hardware=hardware,
        accelerator=accelerator,
        component=_component(text),
        accelerator_count=_count(_ACCEL_COUNT, text) if accel else None,
        node_count=_count(_NODE_COUNT, text) if (has("node") or has("server") or has("host")
                                                 or has("machine")) else None,
        workload=_workload(text),
        software=_software(text),
        precision=_joined(PRECISION, text) if (has("fp") or has("bf16") or has("int")
                                               or has("tf32") or has("w4") or has("w8")) else None,
        parallelism=_joined(PARALLELISM, text) if ("P" in text or has("parallel")) else None,
        concurrency=_concurrency(text) if (has("concurren") or has("user") or has("simultan")
                                           or has("parallel") or has("batch")) else None,
        input_length=input_length,
        output_length=output_length,
    )


_TOKEN = re.compile(r"([A-Za-z]+)[\w.+-]*")
_LEAD = re.compile(r"[A-Za-z]+")
# An input/output pair ("1K/1K"): what `_io_pairs` finds, the slow way.
_IO_PAIR_WORD = re.compile(r"\d[Kk]?\s*/\s*\d")
_IO_SLASH = re.compile(r"/\s*\d")
# finder name -> (pattern, searched in a window around the trigger word?)
_FINDERS: dict[str, tuple[re.Pattern[str], bool]] = {
    "model": (_MODEL_RE, False), "accel": (ACCELERATOR_FAMILY, False),
    "cpu": (CPU_FAMILY, False), "instance": (CLOUD_INSTANCE, False),
    "device": (DEVICE, False), "device_model": (DEVICE_MODEL, True),
    "memory": (MEMORY, False), "device_kind": (DEVICE_KIND, True),
    "benchmark": (BENCHMARKS, False),
    "software": (_SOFTWARE_RE, False), "precision": (PRECISION, False),
    "parallelism": (PARALLELISM, False), "accelerator_count": (_ACCEL_COUNT, True),
    "node_count": (_NODE_COUNT, True), "concurrency": (_CONCURRENCY, True),
    "named_workload": (_NAMED_WORKLOAD, True), "io_pattern": (IO_PATTERN, False),
    "io": (_IO, True),
}


def _leads(names: Iterable[str]) -> set[str]:
    """The leading letters of each name ("GB300" -> "GB", "Node.js" -> "Node")."""
    out = set()
    for name in names:
        lead = _LEAD.match(name)
        if lead:
            out.add(lead.group(0))
    return out


def _triggers() -> dict[str, tuple[str, ...]]:
    """Words that can start (or anchor) each condition, for the index's one pass."""
    table: dict[str, list[str]] = {}

    def add(words: Iterable[str], name: str) -> None:
        for word in words:
            table.setdefault(word, [])
            if name not in table[word]:
                table[word].append(name)

    add(_leads(MODEL_FAMILIES), "model")
    add(("GB", "B", "H", "A", "L", "T", "V", "P", "RTX", "MI", "Instinct", "Gaudi", "TPU",
         "Trillium", "Ironwood", "Trainium", "Inferentia", "Vera", "Rubin", "Blackwell",
         "Hopper", "Grace", "WSE", "LPU", "Maia", "MTIA"), "accel")
    add(("EPYC", "Xeon", "Graviton", "Altra", "AmpereOne", "M", "Ryzen", "Core", "Neoverse",
         "Grace", "Axion", "Cobalt", "Snapdragon"), "cpu")
    add(_leads(_DEVICE_VENDORS) | _leads(re.findall(r"\w+", _FAMILY_VENDORS)), "device")
    add(("ConnectX", "BlueField", "Spectrum", "Quantum", "Tomahawk", "Jericho", "Trident",
         "Silicon", "Snapdragon", "Dimensity", "Exynos", "Tensor", "Kirin", "A", "Jetson",
         "Ceph", "VAST", "WEKA", "Weka", "DDN", "Lustre", "MinIO", "FlashBlade", "FlashArray",
         "NetApp", "BeeGFS", "PowerScale", "Pure"), "device")
    add(("HBM", "DDR", "LPDDR", "GDDR", "CXL"), "memory")
    nouns = [*_DEVICE_NOUNS, *(noun + ("es" if noun.endswith("h") else "s")
                               for noun in _DEVICE_NOUNS)]
    add(nouns, "device_model")
    add([*nouns, *_SERVER_NOUNS, *(noun + "s" for noun in _SERVER_NOUNS)], "device_kind")
    add(_leads(re.findall(r"[A-Za-z][\w-]*", BENCHMARKS.pattern.replace("(?:", " "))), "benchmark")
    add(_leads(SOFTWARE) | set(SOFTWARE), "software")
    add(("FP", "NVFP", "MXFP", "BF", "INT", "TF", "W"), "precision")
    add((*"abcdefghijklmnopqrstuvwxyz", "im", "is", "mac", "hpc", "inf", "trn", "dl", "vt",
         "Standard"), "instance")
    add(("TP", "PP", "DP", "EP", "DEP", "CP", "SP", "TEP", "Wide", "tensor", "Tensor", "expert",
         "Expert", "pipeline", "Pipeline", "data", "Data", "context", "Context", "sequence",
         "Sequence"), "parallelism")
    add(("GPUs", "GPU", "accelerators", "accelerator", "chips", "TPUs", "superchips", "x"),
        "accelerator_count")
    add(("nodes", "servers", "hosts", "machines", "node",
         *(f"{n}-node" for number in numbers.SPELLED for n in (number, number.title()))),
        "node_count")
    add(("concurrency", "Concurrency", "concurrent", "simultaneous", "parallel", "single-user",
         "Single-user", "user", "batch", "Batch", "users", "clients", "connections", "sessions",
         "streams", "threads"), "concurrency")
    add(("benchmark", "benchmarks", "workload", "workloads", "suite", "suites", "dataset",
         "datasets", "trace", "traces"), "named_workload")
    add(("ISL", "OSL", "length"), "io")
    add(("Sequential", "sequential", "Random", "random", "Mixed", "mixed", "RDMA"), "io_pattern")
    return {word: tuple(names) for word, names in table.items()}


_TRIGGERS = _triggers()


# The leading letters of every trigger word, and a table that blanks all but letters.
_LEADS = frozenset(lead.encode("ascii") for lead in _leads(_TRIGGERS))
_LETTERS_ONLY = bytes(c if chr(c).isascii() and chr(c).isalpha() else 32 for c in range(256))


def _trigger_leads(text: str) -> list[tuple[int, str]]:
    """(offset, letters) of each run of letters in the text that leads some trigger word.

    The text becomes bytes, one per character, with every non-letter a space; split at
    each space, piece i starts at offset (length of the pieces before it) + i. Finding
    the pieces that are leads this way runs in C, where a loop over the words in Python
    or a regex tried at every offset would be several times slower.
    """
    pieces = text.encode("latin-1", "replace").translate(_LETTERS_ONLY).split(b" ")
    before = list(itertools.accumulate(map(len, pieces), initial=0))
    return [(before[i] + i, pieces[i].decode("ascii"))
            for i in itertools.compress(itertools.count(), map(_LEADS.__contains__, pieces))]


_TOKEN_CHARS = "_.+-"


def _starts_token(text: str, at: int) -> bool:
    """True when `_TOKEN` scanning the text from its start begins a token at `at` (a
    letter): no letter stands earlier in the run of token characters reaching `at`."""
    i = at
    while i and (text[i - 1].isalnum() or text[i - 1] in _TOKEN_CHARS):  # [\w.+-]
        i -= 1
        if "A" <= text[i] <= "Z" or "a" <= text[i] <= "z":
            return False
    return True


def _io_pairs(text: str) -> list[tuple[int, int]]:
    """The spans `_IO_PAIR_WORD.finditer(text)` gives ("1K/1K", "8192 / 512"), found from
    each slash back: the engine jumps from slash to slash, where a pattern opening with a
    digit is tried at every digit of the text."""
    pairs: list[tuple[int, int]] = []
    end = 0
    for m in _IO_SLASH.finditer(text):
        start = m.start()  # back over \s*, then [Kk]?, to the digit that opens the pair
        while start > end and text[start - 1].isspace():
            start -= 1
        if start > end and text[start - 1] in "Kk":
            start -= 1
        if start > end and text[start - 1].isdecimal():
            pairs.append((start - 1, m.end()))
            end = m.end()
    return pairs


class Index:
    """Every condition match in a document, found once, then looked up by span.

    Scanning each sentence, paragraph and section separately would re-read the
    text many times; the index reads it once per pattern and answers "what does
    the text between a and b state" with a binary search.
    """

    def __init__(self, text: str) -> None:
        """Read `text` (the masked document) once, at the words that can start a condition.

        Only the words whose leading letters are a trigger (a model family, an
        accelerator, a benchmark, "GPUs", "concurrency"...) are looked at; there each
        named condition runs its full pattern, anchored at the word or in a small
        window around it.
        """
        self._text = text
        hits: dict[str, list[tuple[int, int]]] = {name: [] for name in _FINDERS}
        for at, lead in _trigger_leads(text):
            if not _starts_token(text, at):
                continue
            token = _TOKEN.match(text, at)
            assert token is not None  # a letter always starts a token
            word = token.group(0)
            names = _TRIGGERS.get(word) or _TRIGGERS.get(lead)
            if names:
                self._add(hits, names, at, token.end())
        for start, end in _io_pairs(text):
            hit = _IO.search(text, max(0, start - 8), min(len(text), end + 24))
            if hit is not None:
                hits["io"].append(hit.span())
        # Every match in one list ordered by span, so a range is one binary search.
        self._matches = sorted((x, y, name) for name, spans in hits.items()
                               for x, y in set(spans))
        self._starts = [x for x, _, _ in self._matches]
        self._siblings = _siblings(text, hits["device"] + hits["device_model"])
        self._last: tuple[int, int, dict[str, list[tuple[int, int]]]] = (-1, -1, {})

    def _add(self, hits: dict[str, list[tuple[int, int]]], names: tuple[str, ...],
             at: int, end: int) -> None:
        """Record what each named condition matches at the trigger word [at, end)."""
        text = self._text
        for name in names:
            pattern, window = _FINDERS[name]
            if window:
                hit = next((h for h in pattern.finditer(text, max(0, at - 48),
                                                        min(len(text), end + 32))
                            if h.start() <= end and h.end() >= at), None)
            else:
                hit = pattern.match(text, at)
            if hit is None:
                continue
            spans = hits[name]
            if not spans or spans[-1] != hit.span():
                spans.append(hit.span())

    def _within(self, a: int, b: int) -> dict[str, list[tuple[int, int]]]:
        """The matches inside [a, b), by finder (a finder without one is absent)."""
        if self._last[:2] == (a, b):  # a sentence is asked for its conditions, then more
            return self._last[2]
        lo = bisect.bisect_left(self._starts, a)
        hi = bisect.bisect_left(self._starts, b)
        pieces: dict[str, list[tuple[int, int]]] = {}
        for x, y, name in self._matches[lo:hi]:
            if y <= b:
                pieces.setdefault(name, []).append((x, y))
        siblings = [(x, y) for x, y in self._siblings if a <= x and y <= b]
        if siblings:
            pieces["device"] = sorted(pieces.get("device", []) + siblings)
        self._last = (a, b, pieces)
        return pieces

    def ambiguous(self, a: int, b: int) -> bool:
        """True when the text between a and b names more than one model or hardware."""
        pieces = self._within(a, b)
        hardware = {self._text[x:y] for x, y in _processors(pieces) + _devices(pieces)}
        models = {self._text[x:y] for x, y in pieces.get("model", ())}
        return len(hardware) > 1 or len(models) > 1

    def operating(self, a: int, b: int) -> bool:
        """True when the text between a and b states an operating point (concurrency,
        parallelism): a condition of one run, not of the whole document."""
        pieces = self._within(a, b)
        return any(name in pieces for name in OPERATING)

    def find(self, a: int, b: int, near: int | None = None,
             figures: Sequence[tuple[int, int]] = ()) -> Found:
        """What the text between offsets a and b states (as `find` would, but indexed).

        With `near` (a figure's offset), the model and hardware are the ones named
        last before it ("A at 2.1M, vs B at 1.5M": 1.5M is B's), else the first after.
        With `figures` (the spans of the sentence's figures, `near` among them), an
        operating point binds to the figure nearest it, or to all when it opens the
        sentence before any figure ("at concurrency 64, X and Y")."""
        text = self._text
        within = self._within(a, b)
        if not within:
            return NOTHING
        pieces = collections.defaultdict(list, within)
        pieces["device"] = _separate(pieces["device"] + pieces.pop("device_model", []))
        if near is not None and figures:
            for name in OPERATING:
                pieces[name] = [s for s in pieces[name] if _binds(text, s, near, figures)]
            # One figure runs at one concurrency: of several that reach it ("at 256
            # connections ... 0.8 ms; at 16,384 connections ... 41 ms"), the nearest.
            if len(pieces["concurrency"]) > 1:
                pieces["concurrency"] = [min(pieces["concurrency"],
                                             key=lambda s: (abs(s[0] - near), s[0]))]
        if near is not None:
            for name in ("model", *HARDWARE, *COMPONENT):
                before = [s for s in pieces[name] if s[0] < near]
                pieces[name] = before[-1:] or pieces[name][:1]

        def joined(name: str) -> str:
            spans = pieces[name]
            return " ; ".join([text[x:y] for x, y in spans]) if spans else ""

        hardware = _measured(pieces, near)
        # A device's span holds its maker; an accelerator's or CPU's maker stands before it.
        device = hardware if hardware in pieces["device"] else None
        hardware = None if device else hardware
        component = _chosen([s for name in COMPONENT for s in pieces[name]], near)
        return find_parts(
            model=text[pieces["model"][0][0]:pieces["model"][0][1]] if pieces["model"] else "",
            hardware=text[max(a, hardware[0] - 12):hardware[1]] if hardware else "",
            device=text[device[0]:device[1]] if device else "",
            component=text[component[0]:component[1]] if component else "",
            accelerator_count=joined("accelerator_count"),
            node_count=joined("node_count"),
            workload=" ; ".join((joined("named_workload"), joined("benchmark"),
                                 joined("io_pattern")))
            if pieces["named_workload"] or pieces["benchmark"] or pieces["io_pattern"] else "",
            software=joined("software"), precision=joined("precision"),
            parallelism=joined("parallelism"), concurrency=joined("concurrency"),
            io=joined("io"))


#: The finders that name the measured system, and those naming a part of one or an
#: unnamed device (the hardware only when no scope names a system).
HARDWARE = ("accel", "cpu", "instance", "device", "device_model")
COMPONENT = ("memory", "device_kind")


def _separate(spans: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """The spans, in order, without those overlapping an earlier one: "ConnectX-7" is found
    again inside "NVIDIA ConnectX-7", and "PM1743 SSD" inside "Samsung PM1743 SSD"."""
    out: list[tuple[int, int]] = []
    for span in sorted(spans, key=lambda s: (s[0], -s[1])):
        if not out or span[0] >= out[-1][1]:
            out.append(span)
    return out


# The model token of a device's name: letters, then digits ("PM1743", "F9", "CM7"); and
# a test that a model token may start at a place (it matches there, empty).
_MODEL_TOKEN = re.compile(r"\b([A-Z]{1,4})(\d{1,5})\b")
_MODEL_START = re.compile(_NOT_A_MODEL)


def _siblings(text: str, devices: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """Other models of a line the text names ("PM1733" where "Samsung PM1743" is named,
    "F7" beside "its F9 array"): the same letters before as many digits, but not a model
    already named nor an accelerator ("A17" beside "A18 Pro" is one, "A10" is not)."""
    named = {m.group(0): (m.group(1), len(m.group(2)))
             for x, y in devices for m in _MODEL_TOKEN.finditer(text, x, y)}
    if not named:
        return []
    lines = re.compile(r"\b(?:" + "|".join(sorted({f"{re.escape(letters)}\\d{{{digits}}}"
                                                  for letters, digits in named.values()}))
                       + r")\b")
    return [m.span() for m in lines.finditer(text)
            if m.group(0) not in named and _MODEL_START.match(text, m.start())]


def _processors(pieces: dict[str, list[tuple[int, int]]]) -> list[tuple[int, int]]:
    """The spans naming an accelerator, a CPU or a cloud instance, in finder order."""
    return [s for name in HARDWARE[:3] for s in pieces.get(name, ())]


def _devices(pieces: dict[str, list[tuple[int, int]]]) -> list[tuple[int, int]]:
    """The spans naming a device, each once ("NVIDIA ConnectX-7", not again its
    "ConnectX-7")."""
    return _separate([*pieces.get("device", ()), *pieces.get("device_model", ())])


def _measured(pieces: dict[str, list[tuple[int, int]]],
              near: int | None) -> tuple[int, int] | None:
    """The span naming the measured system: of processors and of devices, each the one
    `_chosen` picks; of a processor and a device, the one named first, the sentence's
    subject ("8 H100 GPUs with ConnectX-7 NICs trained it in 3 hours", "ConnectX-7 in a
    Xeon server reached 392 Gb/s")."""
    processor = _chosen(_processors(pieces), near)
    device = _chosen(_devices(pieces), near)
    if processor is None or device is None:
        return processor or device
    return min(processor, device)


def _chosen(spans: list[tuple[int, int]], near: int | None) -> tuple[int, int] | None:
    """The first span, or with `near` the last one starting before it (else the first);
    of two starting together, the finder listed first in `HARDWARE` ("Grace Hopper" as an
    accelerator, not "Grace" as a CPU)."""
    if not spans:
        return None
    before = [s for s in spans if near is not None and s[0] < near]
    if before:
        return max(before, key=lambda s: s[0])
    return min(spans if near is None else spans[::-1], key=lambda s: s[0])


#: Conditions of one run (an operating point) rather than of the measured system.
OPERATING = ("concurrency", "parallelism")


_CLAUSE = re.compile(r";|,\s+(?:and|but|while|whereas|with)\b|\s[-\u2013\u2014]\s")


def _binds(text: str, span: tuple[int, int], near: int,
           figures: Sequence[tuple[int, int]]) -> bool:
    """True when a condition at `span` belongs to the figure starting at `near`: it stands
    before every figure, or in the figure's clause, or (in a clause without figures) no
    other figure is closer to it."""
    if span[1] <= min(a for a, _ in figures):
        return True
    lo = max((m.end() for m in _CLAUSE.finditer(text, figures[0][0], span[0])), default=0)
    hi = next((m.start() for m in _CLAUSE.finditer(text, span[1], figures[-1][1])),
              figures[-1][1])
    inside = [fig for fig in figures if lo <= fig[0] and fig[1] <= hi]
    if inside:
        return any(fig[0] == near for fig in inside)

    def gap(fig: tuple[int, int]) -> int:
        return max(fig[0] - span[1], span[0] - fig[1], 0)

    return min(figures, key=lambda fig: (gap(fig), fig[0]))[0] == near


def operating_free(found: Found) -> Found:
    """The same statement without its operating point, for scopes wider than a sentence:
    "for one user" in one sentence says nothing about the next sentence's peak figure."""
    if found.concurrency is None and found.parallelism is None:
        return found
    return _without_operating(found)


@functools.lru_cache(maxsize=1024)
def _without_operating(found: Found) -> Found:
    """`found` without concurrency and parallelism, remembered: every sentence of a
    paragraph asks it of the same paragraph statement."""
    return dataclasses.replace(found, concurrency=None, parallelism=None)


@functools.lru_cache(maxsize=4096)
def find_parts(*, model: str, hardware: str, device: str, component: str,
               accelerator_count: str, node_count: str, workload: str, software: str,
               precision: str, parallelism: str, concurrency: str, io: str) -> Found:
    """Conditions from the pieces of text each finder matched (empty: not stated);
    remembered, as sentences repeat the same pieces ("NVIDIA H100", "vLLM 0.6"). A
    device is named by its text as found (a sibling model has no maker to match)."""
    hw, accelerator = _hardware(hardware) if hardware else (None, None)
    if device:
        hw = " ".join(device.split())
    input_length, output_length = _io_lengths(io) if io else (None, None)
    return Found(
        model=_first(_MODEL_RE, model) if model else None, hardware=hw,
        accelerator=accelerator, component=_component(component) if component else None,
        accelerator_count=_count(_ACCEL_COUNT, accelerator_count) if accelerator_count else None,
        node_count=_count(_NODE_COUNT, node_count) if node_count else None,
        workload=_workload(workload) if workload else None,
        software=_software(software) if software else (),
        precision=_joined(PRECISION, precision) if precision else None,
        parallelism=_joined(PARALLELISM, parallelism) if parallelism else None,
        concurrency=_concurrency(concurrency) if concurrency else None,
        input_length=input_length, output_length=output_length)


def from_entities(entities: Iterable[str], title: str | None) -> Found:
    """Conditions named in front matter: the entities list, then the title."""
    joined = " ; ".join(str(e) for e in entities)
    listed = find(joined)
    titled = find(title or "")
    return merge((listed, titled))


def merge(scopes: Sequence[Found]) -> Found:
    """Each field from the first (nearest) scope that states it."""
    stated = [scope for scope in scopes if scope is not NOTHING]
    if len(stated) <= 1:  # most sentences and paragraphs state nothing of their own
        return stated[0] if stated else NOTHING
    fields = Found.__dataclass_fields__
    values: dict[str, object] = {}
    for name in fields:
        for scope in stated:
            value = getattr(scope, name)
            if value not in (None, ()):
                values[name] = value
                break
    return Found(**values)  # type: ignore[arg-type]


@functools.lru_cache(maxsize=4096)
def to_conditions(found: Found, *, cached: bool | None = None) -> Conditions:
    """The record's Conditions from what was found (remembered: the figures of one
    paragraph mostly share their conditions, and a Conditions is immutable)."""
    return Conditions(
        model=found.model, hardware=found.hardware or found.component,
        accelerator=found.accelerator,
        accelerator_count=found.accelerator_count, node_count=found.node_count,
        workload=found.workload, software=found.software, precision=found.precision,
        parallelism=found.parallelism, concurrency=found.concurrency,
        input_length=found.input_length, output_length=found.output_length,
        includes_cached_tokens=cached)


def _first(pattern: re.Pattern[str], text: str) -> str | None:
    """The first match's text, stripped of trailing punctuation."""
    m = pattern.search(text)
    return m.group(0).strip(" .,;:-") if m else None


def _joined(pattern: re.Pattern[str], text: str) -> str | None:
    """Every distinct match, in order, joined with ', '."""
    seen: list[str] = []
    for m in pattern.finditer(text):
        if m.group(0) not in seen:
            seen.append(m.group(0))
    return ", ".join(seen) if seen else None


def _hardware(text: str) -> tuple[str | None, str | None]:
    """(hardware phrase with vendor, accelerator family) named in the text."""
    accel = ACCELERATOR_FAMILY.search(text)
    m = accel or CPU_FAMILY.search(text) or CLOUD_INSTANCE.search(text)
    # A device named before any processor is the subject (as `_measured` picks).
    found = [d for d in (DEVICE.search(text), DEVICE_MODEL.search(text)) if d]
    device = min(found, key=lambda d: d.start(), default=None)
    if device and (not m or device.start() < m.start()):
        return " ".join(device.group(0).split()), None
    if not m:
        return None, None
    vendor = _VENDOR.search(text[max(0, m.start() - 12):m.start()])
    phrase = " ".join(((vendor.group(0) if vendor else "") + m.group(0)).split())
    if accel is None:  # a CPU or a cloud instance is hardware, but no accelerator
        return phrase, None
    family = re.sub(r"\s+(?:NVL\d+|SXM\d?|PCIe|Superchip|\d+\s?GB)$", "", m.group(0))
    return phrase, " ".join(family.split())


def _component(text: str) -> str | None:
    """A part of a system or an unnamed device: memory first ("HBM3e stacks"), else a
    described device ("an NVMe SSD", "a 400G NIC")."""
    m = MEMORY.search(text) or DEVICE_KIND.search(text)
    return " ".join(m.group(0).split()) if m else None


def _count(pattern: re.Pattern[str], text: str) -> int | None:
    """The count a pattern captures, digits or spelled."""
    m = pattern.search(text)
    if not m:
        return None
    raw = next(g for g in m.groups() if g)
    raw = raw.replace(",", "").lower()
    try:
        return int(raw) if raw.isdigit() else numbers.SPELLED[raw]
    except KeyError:
        return None


def _workload(text: str) -> str | None:
    """A benchmark from the table, else a capitalised name before "benchmark"/"workload",
    else the one access pattern named ("random reads")."""
    named = _NAMED_WORKLOAD.search(text)
    known = BENCHMARKS.search(text)
    if named and (not known or named.start() <= known.start() <= named.end()):
        return named.group("name")
    if known:
        return known.group(0).strip()
    # Of two access patterns ("sequential reads are 1.9x and random reads 1.7x"), the
    # text does not say which is whose: it states none.
    patterns = {_access_pattern(m.group(0)) for m in IO_PATTERN.finditer(text)}
    return patterns.pop() if len(patterns) == 1 else None


def _access_pattern(text: str) -> str:
    """An access pattern in one spelling, so mentions of one setup compare equal:
    "Sequential reads" -> "sequential read"."""
    words = text.split()
    if words[0] != "RDMA":
        words[0] = words[0].lower()
    if words[-1] in ("reads", "writes", "sends"):
        words[-1] = words[-1][:-1]
    return " ".join(words)


def _software(text: str) -> tuple[Software, ...]:
    """Known software named in the text, with versions where given."""
    seen: dict[str, Software] = {}
    for m in _SOFTWARE_RE.finditer(text):
        name, version = m.group("name"), m.group("ver")
        if name in _NEEDS_VERSION and not version:
            continue
        if name not in seen or (version and seen[name].version is None):
            seen[name] = Software(name=name, version=version)
    return tuple(seen.values())


def _concurrency(text: str) -> int | None:
    """Concurrent users or requests ("at concurrency 4,800", "64 concurrent users", "one user")."""
    m = _CONCURRENCY.search(text)
    if not m:
        return None
    if m.group("one"):
        return 1
    raw = m.group("a") or m.group("b") or m.group("c") or m.group("d") or m.group("e")
    return int(raw.replace(",", "")) if raw else None


def _io_lengths(text: str) -> tuple[int | None, int | None]:
    """Input and output sequence lengths ("1K/1K", "ISL 8192", "input length 2,048")."""
    input_length = output_length = None
    for m in _IO.finditer(text):
        if m.group("i"):
            input_length = input_length or _kilo(m.group("i"), m.group("ik"))
            output_length = output_length or _kilo(m.group("o"), m.group("ok"))
        for key, is_input in (("isl", True), ("il", True), ("osl", False), ("ol", False)):
            if m.group(key):
                value = _kilo(m.group(key), m.group(key + "k"))
                if is_input:
                    input_length = input_length or value
                else:
                    output_length = output_length or value
    return input_length, output_length


def _kilo(num: str, k: str | None) -> int:
    """A length with an optional K suffix; K is read as 1,000, as most posts mean it."""
    return int(float(num.replace(",", "")) * (1000 if k else 1))
