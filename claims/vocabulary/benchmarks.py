"""Benchmarks and workloads: named suites ("MLPerf Inference v5.0", "TPC-C", "ClickBench"),
a capitalised name before "benchmark"/"workload", and storage access patterns."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy

BENCHMARKS = lazy(
    r"\b(?:MLPerf(?:\s+(?:Inference|Training|Storage|Client|HPC))?(?:\s+v\d+(?:\.\d+)?)?|"
    r"SPEC\s?(?:CPU|int|fp|rate|jbb|power|virt)[\w ]*?(?:\s?20\d\d)?|TPC-[A-Z]{1,3}|"
    r"YCSB(?:\s+[Ww]orkload\s+[A-F])?|sysbench|pgbench|HammerDB|fio|Geekbench\s?\d*|Cinebench\s?\w*|"
    r"STREAM|HPL(?:-MxP)?|HPCG|LINPACK|ClickBench|TSBS|SSB|Star\s+Schema\s+Benchmark|ShareGPT|"
    r"MMLU(?:-Pro)?|HumanEval|GSM8K|"
    r"MATH-500|GPQA(?:\s+Diamond)?|SWE-bench(?:\s+Verified)?|LiveCodeBench|AIME\s?\d*|"
    r"TechEmpower|wrk2?|memtier(?:_benchmark)?|redis-benchmark|iperf3?|Sockperf|InferenceMAX|"
    r"AgentX|LongBench|RULER|Arena-Hard|MT-Bench|ImageNet|COCO|Llama\s?Bench|DBLP|JMH|"
    r"SPECjbb|DeathStarBench|CloudSuite|Phoronix|UnixBench|lmbench|netperf|vdbench|"
    r"elbencho|IO500|MLPerf)\b")
#: Load generators: tools that drive a server with as many connections, threads or clients
#: as their command line says. Naming one says how the load was made, never how much.
LOAD_GENERATORS = lazy(r"\b(?:wrk2?|memtier(?:_benchmark)?|redis-benchmark|iperf3?|sockperf|"
                       r"netperf|ab|hey|k6|vegeta|oha|bombardier|h2load|locust|jmeter|gatling|"
                       r"siege|autocannon)\b", re.I)
# A device's workload is its access pattern: "sequential read", "4 KiB random writes",
# "random 512-byte reads", "mixed 70/30 I/O", "RDMA write", or a read or a write named by the
# measure it qualifies in a key or label ("Read IOPS: 1,200K") (when no benchmark is named).
IO_PATTERN = lazy(
    r"\b(?:[Ss]equential|[Rr]andom|[Mm]ixed)(?:\s+\d+/\d+)?(?:\s+\d+[- ]?(?:[KM]i?B|byte|[Kk]))?"
    r"\s+(?:read/write|reads?|writes?|I/O)"
    r"(?![\w/])|\bRDMA\s+(?:read|write|send)s?\b"
    r"|\b(?:[Rr]ead|READ|[Ww]rite|WRITE)\s+(?:IOPS|bandwidth|throughput|latency)\b"
    # only as a key or a label ("Read IOPS: 1,200K", "Write bandwidth (GB/s)"): in prose a
    # read named in one sentence is no setup of the figures around it
    r"(?=\s*[:=(|]|\s*;\s|\s*$)")  # (the index hands on each match alone, or joined by " ; ")
#: The measure a bare read or write is named by, left out of the access pattern.
IO_MEASURE = ("IOPS", "bandwidth", "throughput", "latency")
NAMED_WORKLOAD = lazy(
    # A name is capitalised, but a sentence's first word need not be one: "The benchmark",
    # "This workload", "Each trace" name nothing.
    r"\b(?!(?:The|This|That|These|Those|Our|Its|Their|Each|Every|Any|Some|One|A|An|No|"
    r"Both|All|Same|Other|Another|New|Full|Whole)\s)"
    # A corpus is the input a compressor or a parser is measured on ("the Silesia
    # compression corpus", "the Canterbury corpus").
    r"(?P<name>(?:[A-Z][\w.+-]*\s+){0,2}[A-Z][\w.+-]*)\s+(?:benchmark|workload|suite|dataset|"
    r"test suite|trace|(?:compression\s+|text\s+)?corpus)s?\b")

# A benchmark's scenario, the load pattern its rules fix for a run (MLPerf Inference's
# Offline, Server, Single- and Multi-stream, Interactive), as a column header names it:
# "Offline", "Server scenario", "SingleStream". Alone, in prose, "server" names a machine.
SCENARIO_HEADER = lazy(r"\s*(?P<name>offline|server|interactive|single[\s-]?stream|"
                       r"multi[\s-]?stream)(?:\s+scenario)?\s*", re.I)
