"""What a piece of text states about a figure's conditions (`Found`), and how the
statements of nested scopes combine into one record's `Conditions`."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Sequence
from dataclasses import dataclass

from claims.model import Conditions, Setting, Software
from claims.typed import typed
from claims.vocabulary.software import PLATFORMS


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
    run: str | None = None
    settings: tuple[Setting, ...] = ()


#: The statement of a text that states no condition.
NOTHING = Found()


#: The finders that name the measured system, and those naming a part of one or an
#: unnamed device (the hardware only when no scope names a system).
HARDWARE = ("accel", "cpu", "instance", "device", "device_model")
COMPONENT = ("memory", "device_kind")
#: Conditions of one run (an operating point) rather than of the measured system.
OPERATING = ("concurrency", "parallelism")


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
    return typed(
        Conditions,
        model=found.model, hardware=found.hardware or found.component,
        accelerator=found.accelerator,
        accelerator_count=found.accelerator_count, node_count=found.node_count,
        workload=found.workload, software=found.software, precision=found.precision,
        parallelism=found.parallelism, concurrency=found.concurrency,
        input_length=found.input_length, output_length=found.output_length,
        run=found.run, settings=found.settings, includes_cached_tokens=cached)




def only_versions(named: Sequence[tuple[Software, ...]]) -> dict[str, str]:
    """Each program's version, where every versioned mention gives the same one."""
    seen: dict[str, set[str]] = {}
    for software in named:
        for item in software:
            if item.version is not None:
                seen.setdefault(item.name, set()).add(item.version)
    return {name: next(iter(v)) for name, v in sorted(seen.items()) if len(v) == 1}


def with_versions(found: Found, versions: dict[str, str]) -> Found:
    """`found` with each program it names without a version given the one release its
    document states: "served by TensorRT-LLM" in a post whose setup lists "TensorRT-LLM
    version: 0.16.0" ran that release. A program versioned two ways stays as stated."""
    if not versions or all(s.version or s.name not in versions for s in found.software):
        return found
    return dataclasses.replace(found, software=tuple(
        s if s.version or s.name not in versions
        else typed(Software, name=s.name, version=versions[s.name])
        for s in found.software))


def stack(programs: tuple[Software, ...], setup: tuple[Software, ...]) -> tuple[Software, ...]:
    """A row's programs, then the platform of the setup (compiler, operating system) they
    do not name again: the other programs a post names are other rows', not this one's."""
    named = {s.name.casefold() for s in programs}
    return (*programs, *(s for s in setup if s.name.casefold() in PLATFORMS
                         and s.name.casefold() not in named))
