"""Software by name, with the version written after it ("vLLM 0.6.3", "PostgreSQL 17",
"TensorRT-LLM version: 0.16.0")."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import literals

SOFTWARE = (
    "vLLM", "SGLang", "TensorRT-LLM", "TensorRT", "TGI", "Dynamo", "Triton", "llama.cpp",
    "Ollama", "PyTorch", "JAX", "TensorFlow", "CUDA", "ROCm", "cuDNN", "NCCL", "DeepSpeed",
    "Megatron-LM", "Megatron-Core", "Megatron", "NeMo", "Mooncake", "LMCache", "FlashAttention",
    "FlashInfer", "XLA", "OpenVINO", "ONNX Runtime", "PostgreSQL", "Postgres", "MySQL",
    "MariaDB", "SQLite", "Redis", "Valkey", "Memcached", "MongoDB", "Cassandra", "ScyllaDB",
    "ClickHouse", "DuckDB", "RocksDB", "Kafka", "Redpanda", "Elasticsearch", "OpenSearch",
    "nginx", "NGINX", "Nginx", "Caddy", "Envoy", "HAProxy", "Node.js", "Deno", "Bun", "Linux",
    "FreeBSD", "io_uring", "SPDK", "DPDK", "Ceph", "ZFS", "ext4", "XFS", "Btrfs", "GCC",
    "LLVM", "Clang", "OpenJDK", "Kubernetes", "TiDB", "CockroachDB", "YugabyteDB", "Spanner",
    "Aurora", "Dragonfly", "KeyDB", "Pinecone", "Milvus", "Qdrant", "Weaviate", "pgvector",
    "Spark", "Flink", "Trino", "Presto", "Snowflake", "BigQuery", "Databricks", "Neon",
    "Apache", "Tomcat", "Netty", "Go", "Rust", "Python", "Ray", "Kubernetes",
    # Application and web servers, the rows of a "Server" table as often as machines are.
    "Granian", "Uvicorn", "Hypercorn", "Gunicorn", "uWSGI", "Daphne", "Waitress", "Lighttpd",
    "lighttpd", "Jetty", "Undertow", "Puma", "Traefik", "OpenResty",
)
# The lookahead holds every name's first character: elsewhere the engine moves on at once,
# without testing the word boundary and the alternation's groups.
SOFTWARE_RE = lazy(
    r"(?=[" + "".join(sorted({re.escape(s[0]) for s in SOFTWARE})) + r"])"
    r"\b(?P<name>" + literals(sorted(set(SOFTWARE), key=lambda s: (-len(s), s))) + r")"
    r"(?:\s+(?:v|version\s*:?\s*)?(?P<ver>\d+(?:\.\d+){0,3}(?:[-.]?(?:rc|beta|alpha|post|dev)\d*)?)"
    r"(?![\w%]|\.\w))?(?![\w-])")
#: What a program is built with or runs on rather than a program measured: compilers,
#: operating systems and GPU stacks (lower case). A table row's program keeps the
#: document's platform ("built with GCC 8.2.0 on Linux"), never the document's other programs.
PLATFORMS = frozenset({"gcc", "clang", "llvm", "msvc", "linux", "freebsd", "windows", "macos",
                       "cuda", "rocm"})
NEEDS_VERSION = frozenset({"Go", "Rust", "Python", "Apache", "Spark", "Ray", "Bun", "Neon",
                            "Aurora", "Triton", "Dynamo"})
