"""Units glued to a number as one bare letter, read from what follows: a "B" that means
bytes, not billions ("64B packets", "512B random reads": a unit of data a network or a drive
moves, sized in a power of two), a "G" that means gigabits per second on network gear
("200G NIC"), the "v" of virtual CPUs ("4v CPU"), and a bare "k" after the I/O it sizes
("writes up to 512k": a block size, binary as storage blocks are)."""

from __future__ import annotations

from dataclasses import replace

from claims.extract.figures.candidate import COUNT, Candidate
from claims.extract.figures.counted import unit_follows
from claims.vocabulary.lazy import lazy
from claims.vocabulary.units import Unit

_BYTES = Unit("GB", 1e-9, "memory")
# "64B packets", "512B random reads", "256B TCP SYN frames": the units of data a network or a
# drive moves, across up to three describing words; nobody sends 64 billion packets in a
# benchmark's setup, and "7B model" or "1B rows" name no such unit.
_DATA_UNIT_AFTER = lazy(r"(?:[ \u00a0]+(?:[A-Z][A-Za-z0-9/-]*|[a-z]+(?:-[a-z]+)?)){0,3}?"
                        r"[ \u00a0]+(?:packets?|frames?|reads?|writes?|I/Os?|IOs?|messages?|"
                        r"payloads?|objects?|values?|keys?|blocks?|pages?|entries|transfers?|"
                        r"accesses|loads|stores|cache[ \u00a0]lines?|datagrams?|segments?)\b")


_LINK_SPEED = Unit("Gbit/s", 1.0, "bandwidth")
# "a 200G NIC", "the 10G Ethernet controller", "100G ports": network gear is named by its
# line rate in gigabits per second; the same "G" elsewhere ("a 10G file") is a size.
_NETWORK_AFTER = lazy(r"G[ \u00a0]+(?:(?:[A-Z][A-Za-z0-9]*|dual|quad)[ \u00a0]+)?"
                      r"(?:NICs?|ports?|Ethernet|links?|uplinks?|network(?:ing)?|interfaces?|"
                      r"adapters?|switch(?:es)?|fabric)\b")


def link_speed(scan: str, cand: Candidate) -> Candidate | None:
    """The number as a line rate in Gbit/s when a bare "G" glued to it names network gear
    ("200G NIC"), else None."""
    if cand.spelled or cand.unit is not None or cand.scale != 1.0 or \
            not _NETWORK_AFTER.match(scan, cand.end):
        return None
    return cand.measured_in(_LINK_SPEED, "G", cand.end + 1)


# "4v CPU", "16v CPUs": a cloud machine's virtual CPUs, the "v" glued to the count.
_VIRTUAL_CPU = lazy(r"v[ \u00a0]?CPUs?(?![A-Za-z0-9])")


def virtual_cpus(scan: str, cand: Candidate) -> Candidate | None:
    """The number as a count of vCPUs when a "v" glued to it opens "CPU" ("4v CPU")."""
    if cand.spelled or cand.unit is not None or cand.scale != 1.0:
        return None
    found = _VIRTUAL_CPU.match(scan, cand.end)
    if found is None:
        return None
    return replace(cand, unit=COUNT, unit_text=found.group(0), count_noun="vCPU",
                   end=found.end())


_BLOCK = Unit("GB", 1.024e-9, "memory")  # a thousands "k" read as KiB, in GB
# The I/O a bare "k" after it sizes: "writes up to 512k", "reads of about 16k", "a block
# size of 64k", "I/Os at 4k" (not "75k writes per second": the "k" is then thousands).
_IO_BEFORE = lazy(r"\b(?:reads?|writes?|I/Os?|IOs?|(?:block|record|I/O|IO|request)[ _]size)"
                  r"(?:[ \u00a0]+(?:of|at|up[ \u00a0]+to|to|around|about|is|was|were|=))+"
                  r"[ \u00a0]+~?$")


def io_size(scan: str, cand: Candidate) -> Candidate | None:
    """The number as a block size when a bare "k" (read as thousands) ends it, it is a power
    of two, and the I/O it sizes is named just before it with no unit after it."""
    if cand.scale != 1e3 or scan[cand.end - 1:cand.end] not in ("k", "K") or \
            not power_of_two(cand.value / cand.scale) or \
            not _IO_BEFORE.search(scan, max(0, cand.start - 40), cand.start) or \
            (cand.end < len(scan) and unit_follows(scan, cand.end)):
        return None
    return replace(cand.with_unit(_BLOCK), unit_text=scan[cand.end - 1])


def power_of_two(value: float) -> bool:
    """True for 1, 2, 4, ... 1024: the sizes storage blocks come in ("600K random read IOPS"
    counts operations; "4K random reads" are 4 KiB blocks)."""
    whole = int(value)
    return whole == value and whole > 0 and whole & (whole - 1) == 0


def glued_unit(scan: str, cand: Candidate) -> Candidate | None:
    """The number in the unit a bare letter glued to it stands for here, or None."""
    return unit_sized(scan, cand) or link_speed(scan, cand) or virtual_cpus(scan, cand) or \
        io_size(scan, cand)


def unit_sized(scan: str, cand: Candidate) -> Candidate | None:
    """The number read as bytes when its glued "B" (read as billions) sizes a unit of data
    after it and the number is a power of two of at least 32, else None."""
    pos = cand.end
    if cand.scale != 1e9 or scan[pos - 1:pos] != "B":
        return None
    written = cand.value / cand.scale
    if written < 32 or not power_of_two(written) or not _DATA_UNIT_AFTER.match(scan, pos):
        return None
    return replace(cand, unit=_BYTES, unit_text="B", value=written * _BYTES.factor, scale=1.0)
