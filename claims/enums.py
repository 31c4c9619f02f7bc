"""The closed vocabularies of a record's fields: evidence, maturity, independence, kind,
statistic, denominator and severity. `claims.model` builds the records from them (and
re-exports them, so `from claims.model import Kind` keeps working)."""

from __future__ import annotations

from enum import Enum


class Evidence(str, Enum):
    """How a figure was obtained."""

    measured = "measured"
    simulated = "simulated"
    projected = "projected"
    estimated = "estimated"
    interpolated = "interpolated"
    unknown = "unknown"


class Maturity(str, Enum):
    """How finished the measured system or component is, by its source's own words."""

    production = "production"
    preview = "preview"
    experimental = "experimental"
    unknown = "unknown"


class Independence(str, Enum):
    """Who measured a figure relative to who built the system."""

    self_reported = "self-reported"
    partner = "partner"
    third_party = "third-party"
    replicated = "replicated"
    audited = "audited"
    unknown = "unknown"


class Kind(str, Enum):
    """The role a figure plays in its announcement."""

    headline = "headline"
    relative = "relative"
    before_after = "before_after"
    config = "config"
    cost = "cost"
    quality = "quality"
    # A count that sets up nothing ("2 patches", "3 environment variables"): kept in the
    # record, left out of default reports and never shown to the checkers. The member
    # shadows `str.count` on Kind values, which nothing calls.
    count = "count"  # type: ignore[assignment]


class Statistic(str, Enum):
    """The summary statistic a figure reports, when the text says."""

    mean = "mean"
    median = "median"
    p50 = "p50"
    p75 = "p75"
    p90 = "p90"
    p95 = "p95"
    p99 = "p99"
    p999 = "p99.9"
    peak = "peak"
    max = "max"
    min = "min"


class Per(str, Enum):
    """The denominator of a normalised rate ("per GPU", "per user")."""

    gpu = "GPU"
    chip = "chip"
    cpu = "CPU"
    core = "core"
    node = "node"
    rack = "rack"
    user = "user"
    request = "request"
    query = "query"
    token = "token"
    system = "system"
    socket = "socket"
    server = "server"
    instance = "instance"
    watt = "watt"
    port = "port"
    drive = "drive"
    thread = "thread"
    operation = "operation"  # a micro-benchmark's "ns/op"
    iteration = "iteration"  # a micro-benchmark's "ns/iter"


class Severity(str, Enum):
    """How much a finding should worry a reader."""

    error = "error"
    warning = "warning"
    info = "info"

    @property
    def rank(self) -> int:
        """Order for comparisons: error > warning > info."""
        return {"info": 1, "warning": 2, "error": 3}[self.value]
