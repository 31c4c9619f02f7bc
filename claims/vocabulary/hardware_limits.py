"""The published limits of common hardware (`claims/data/hardware_limits.yaml`), and how a
text names the devices and links they belong to.

A device named only by its family ("H100") is held to the most generous member of the
family, so a text that does not say which variant it ran is never judged against the
smaller one. Every limit comes back with the entry (and so the public source) it is from.

The YAML is the table people edit. A run reads `hardware_limits.json`, the same table
written as JSON with the sha256 of the YAML it was written from, when that sha256 is the
YAML's own: the JSON reader is already loaded and the YAML reader costs a cold `claims vet`
more than the rest of the table's use. After an edit of the YAML the copy no longer
matches and the YAML is read (right, only slower) until the copy is written again (a test
says so): `python -c "from claims.vocabulary.hardware_limits import write_copy; write_copy()"`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from claims.digest import sha256_hex
from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import Caseless, caseless

DATA = ("claims", "data/hardware_limits.yaml")
#: The table as JSON, with the sha256 of the YAML it was written from.
COPY = ("claims", "data/hardware_limits.json")


@dataclass(frozen=True)
class Source:
    """The public document a limit is taken from."""

    document: str
    url: str

    def cite(self) -> str:
        """The source as a message names it."""
        return f"{self.document}, {self.url}"


@dataclass(frozen=True)
class Peak:
    """A precision's peak compute in TFLOPS (or TOPS), dense and with 2:4 sparsity."""

    dense: float | None
    sparse: float | None


@dataclass(frozen=True)
class Accelerator:
    """One accelerator's memory bandwidth and peak compute per precision."""

    name: str
    family: str
    match: tuple[str, ...]
    bandwidth_tb_s: float
    tflops: Mapping[str, Peak]
    source: Source


@dataclass(frozen=True)
class Link:
    """A bus or network link and its rate per direction (or both, when `bidirectional`)."""

    name: str
    kind: str
    gbit_s: float
    bidirectional: bool
    source: Source
    arithmetic: str = ""


@dataclass(frozen=True)
class Limits:
    """The whole table."""

    accelerators: tuple[Accelerator, ...]
    links: tuple[tuple[Link, tuple[str, ...]], ...]
    pcie_gt: Mapping[int, float]
    pcie_widths: tuple[int, ...]
    pcie_source: Source


def _source(raw: Mapping[str, Any]) -> Source:
    """A source entry; both fields are required."""
    return Source(document=str(raw["document"]), url=str(raw["url"]))


def _peaks(raw: Mapping[str, Any]) -> dict[str, Peak]:
    """Peak compute by precision name."""
    return {str(name): Peak(dense=_num(p.get("dense")), sparse=_num(p.get("sparse")))
            for name, p in raw.items()}


def _num(value: object) -> float | None:
    """A number from the table, or None."""
    return None if value is None else float(str(value))


def parse(data: Mapping[str, Any]) -> Limits:
    """The table from its YAML form; a missing field is a KeyError naming it."""
    accelerators = tuple(
        Accelerator(name=str(a["name"]), family=str(a["family"]),
                    match=tuple(str(m) for m in a["match"]),
                    bandwidth_tb_s=float(a["memory"]["bandwidth_tb_s"]),
                    tflops=_peaks(a["tflops"]), source=_source(a["source"]))
        for a in data["accelerators"])
    links = tuple(
        (Link(name=str(x["name"]), kind=str(x["kind"]), gbit_s=float(x["gbit_s"]),
              bidirectional=bool(x.get("bidirectional", False)), source=_source(x["source"]),
              arithmetic=str(x.get("coding", ""))),
         tuple(str(m) for m in x["match"]))
        for x in data["links"])
    pcie = data["pcie"]
    return Limits(accelerators=accelerators, links=links,
                  pcie_gt={int(k): float(v) for k, v in pcie["gt_per_lane"].items()},
                  pcie_widths=tuple(int(w) for w in pcie["widths"]),
                  pcie_source=_source(pcie["source"]))


def read_yaml(text: str) -> Any:
    """The table's data as the YAML says it."""
    import yaml  # only when the JSON copy is missing or out of date

    # libyaml's safe loader, where PyYAML was built with it, reads the table about 10x
    # faster than the pure-Python one.
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return yaml.load(text, Loader=loader)


def _digest(text: str) -> str:
    """The sha256 of the YAML's text, as the copy records it."""
    return sha256_hex(text.encode("utf-8"))


def copy_text(text: str) -> str:
    """The JSON copy of a YAML table: its data and the YAML's sha256, keys sorted."""
    return json.dumps({"yaml_sha256": _digest(text), "table": read_yaml(text)},
                      indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def table_data(text: str, copy: str | None) -> Any:
    """The data of the YAML `text`: from the JSON `copy` when it was written from this very
    text, else from the YAML itself."""
    if copy is not None:
        try:
            stored = json.loads(copy)
        except ValueError:
            stored = None
        if isinstance(stored, dict) and stored.get("yaml_sha256") == _digest(text):
            return stored.get("table")
    return read_yaml(text)


@cache  # the packaged table never changes while the program runs
def limits() -> Limits:
    """The packaged hardware table."""
    files = resources.files(DATA[0])
    text = files.joinpath(DATA[1]).read_text(encoding="utf-8")
    try:
        copy: str | None = files.joinpath(COPY[1]).read_text(encoding="utf-8")
    except OSError:
        copy = None
    return parse(table_data(text, copy))


def _phrase(words: str) -> str:
    """A name as a pattern: whole words, a space also matching a hyphen or nothing."""
    parts = [re.escape(w) for w in words.split()]
    # The pattern opens with its first word, and the check that no word runs into it looks
    # back from that word's end: opening with a literal lets the engine jump from one
    # occurrence of the word to the next, where a leading look-behind is tried everywhere.
    return (parts[0] + r"(?<![\w.]" + parts[0] + ")" + "".join(r"[\s-]?" + p for p in parts[1:])
            + r"(?![\w])")


def _first_word(name: str) -> str:
    """The word a name's pattern cannot match without: a cheap test before the pattern."""
    return name.split()[0].lower()


@cache  # built once from the table
def _device_patterns() -> tuple[tuple[Caseless, Accelerator | None, str, str], ...]:
    """(pattern, member or None for a family name, family, first word), longest names first."""
    out: list[tuple[str, Accelerator | None, str]] = []
    for acc in limits().accelerators:
        out.extend((m, acc, acc.family) for m in acc.match)
    out.extend((f, None, f) for f in {a.family for a in limits().accelerators})
    out.sort(key=lambda item: -len(item[0]))
    return tuple((caseless(_phrase(name)), acc, fam, _first_word(name))
                 for name, acc, fam in out)


def families_named(text: str) -> set[str]:
    """The accelerator families a text names."""
    lowered = text.lower()
    return {fam for pattern, _, fam, first in _device_patterns()
            if first in lowered and pattern.search(text)}


@lru_cache(maxsize=256)  # asked once per figure, of its sentence: read it once
def members(family: str, text: str) -> tuple[Accelerator, ...]:
    """The members of `family` a text may mean: the variants it names, else all of them."""
    lowered = text.lower()
    named = {acc.name: acc for pattern, acc, fam, first in _device_patterns()
             if fam == family and acc is not None and first in lowered
             and pattern.search(text)}
    if named:
        return tuple(named.values())
    return tuple(a for a in limits().accelerators if a.family == family)


_WORD = lazy(r"[a-z0-9]+")
#: Words a name may carry around a code name without naming another device ("Google
#: Trillium", "Trillium TPU"): makers and clouds.
_MAKERS = frozenset({"google", "cloud", "nvidia", "amd", "intel", "aws", "amazon", "azure",
                     "microsoft"})


@cache  # built once from the table
def _code_names() -> tuple[tuple[frozenset[str], frozenset[str], str], ...]:
    """(alias words, device words, device name) for each alias of the table sharing no word
    with its device's name: a code name ("Trillium" for TPU v6e), not a spelling of it."""
    out = []
    for acc in limits().accelerators:
        own = frozenset(_WORD.findall(acc.name.lower()))
        for alias in acc.match:
            words = frozenset(_WORD.findall(alias.lower()))
            if words and not words & own:
                out.append((words, own, acc.name))
    return tuple(out)


@lru_cache(maxsize=1024)  # asked once per named piece; pieces repeat
def canonical_name(name: str) -> str:
    """The table's name for a device a text names by its code name ("Trillium",
    "Google Trillium TPU" -> "TPU v6e"), so one machine has one name in the records
    whichever the text uses (the quote keeps the text's); any other name as it is."""
    words = frozenset(_WORD.findall(name.lower()))
    for alias, own, device in _code_names():
        if alias <= words and words - alias <= own | _MAKERS:
            return device
    return name


_PCIE = caseless(r"\b(?:PCIe|PCI\s+Express)\s*(?:Gen\s*|gen\s*)?(?P<gen>[3-6])(?:\.0)?"
                 r"(?:\s*x\s*(?P<width>16|8|4|2|1)\b)?|\bGen\s*(?P<gen2>[3-6])\s*x\s*"
                 r"(?P<width2>16|8|4|2|1)\b")


@cache  # built once from the table
def _link_patterns() -> tuple[tuple[Caseless, Link, str], ...]:
    """(pattern, link, first word) for every named link, longest names first."""
    pairs = [(m, link) for link, names in limits().links for m in names]
    pairs.sort(key=lambda item: -len(item[0]))
    return tuple((caseless(_phrase(m)), link, _first_word(m)) for m, link in pairs)


def _pcie_link(gen: int, width: int | None) -> Link:
    """A PCIe link of one generation; an unstated width is held to the widest."""
    table = limits()
    lanes = width or max(table.pcie_widths)
    gt = table.pcie_gt[gen]
    shown = f"x{lanes}" if width else f"x{lanes} (width not stated: the widest)"
    return Link(name=f"PCIe Gen{gen} {shown}", kind="pcie", gbit_s=gt * lanes,
                bidirectional=False, source=table.pcie_source,
                arithmetic=f"{gt:g} GT/s x {lanes} lanes = {gt * lanes:g} Gbit/s "
                           f"({gt * lanes / 8:g} GB/s) line rate per direction")


@lru_cache(maxsize=256)  # asked once per figure, of its sentence: read it once
def links_named(text: str) -> tuple[Link, ...]:
    """The links a text names, each once, in order of appearance."""
    found: dict[str, tuple[int, Link]] = {}
    taken: list[tuple[int, int]] = []
    lowered = text.lower()
    for pattern, link, first in _link_patterns():
        if first not in lowered:  # most texts name no link: skip the pattern's scan
            continue
        for m in pattern.finditer(text):
            if not any(a < m.end() and m.start() < b for a, b in taken):
                taken.append((m.start(), m.end()))
                found.setdefault(link.name, (m.start(), link))
    for m in _PCIE.finditer(text):
        gen = int(m.group("gen") or m.group("gen2"))
        width = m.group("width") or m.group("width2")
        link = _pcie_link(gen, int(width) if width else None)
        found.setdefault(link.name, (m.start(), link))
    return tuple(link for _, link in sorted(found.values(), key=lambda item: item[0]))


def distinct(links: Iterable[Link]) -> tuple[Link, ...]:
    """Links by name, each once."""
    return tuple({link.name: link for link in links}.values())


def write_copy() -> str:
    """Write the JSON copy beside the packaged YAML; return its path."""
    files = resources.files(DATA[0])
    target = Path(str(files.joinpath(COPY[1])))
    target.write_text(copy_text(files.joinpath(DATA[1]).read_text(encoding="utf-8")),
                      encoding="utf-8")
    return str(target)
