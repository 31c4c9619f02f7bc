"""The chip a cloud instance type is built on, by its family as the provider's public specs
state it ("inf2.48xlarge" holds Inferentia2 chips, "p5.48xlarge" H100s, "c7g.4xlarge" runs
on Graviton3): an instance and its chip name one machine family, so a page naming the chip
and one instance of it names one machine, and a page naming two instances of it two."""

from __future__ import annotations

import re

from claims.vocabulary.lazy import lazy

#: An instance family's name pattern (the part before the size) and the chip names it
#: answers to, squeezed (`chip_key`): the generation's own name; a line's bare name only for
#: its first generation, which it named before there was a second ("Inferentia" of inf1).
#: A bare line on a page of several generations ("AWS Graviton" over c6g and c7g) is the
#: line, no one family of machines.
_FAMILIES: tuple[tuple[str, tuple[str, ...]], ...] = (
    # AWS accelerated families.
    (r"inf1", ("inferentia1", "inferentia")),
    (r"inf2", ("inferentia2",)),
    (r"trn1n?", ("trainium1", "trainium")),
    (r"trn2n?|trn2u", ("trainium2",)),
    (r"p3(?:dn)?", ("v100",)),
    (r"p4de?", ("a100",)),
    (r"p5", ("h100",)),
    (r"p5en?", ("h200",)),
    (r"p6-?b200", ("b200",)),
    (r"g4dn", ("t4",)),
    (r"g5", ("a10g", "a10")),
    (r"g6", ("l4",)),
    (r"g6e", ("l40s",)),
    # AWS Graviton families: the generation digit before the "g" ("c7g", "m7gd", "c7gn").
    (r"[a-z]{1,2}6g[a-z]{0,2}", ("graviton2",)),
    (r"[a-z]{1,2}7g[a-z]{0,2}", ("graviton3", "graviton3e")),
    (r"[a-z]{1,2}8g[a-z]{0,2}", ("graviton4",)),
    # GCP accelerator-optimized and Arm machine series ("a3-highgpu-8g", "t2a-standard-4").
    (r"a2", ("a100",)),
    (r"a3", ("h100", "h200")),
    (r"a4", ("b200",)),
    (r"g2", ("l4",)),
    (r"t2a", ("altra", "amperealtra")),
)
# An AWS type ("inf2.48xlarge") or a GCP one ("a3-highgpu-8g"): its family, then its size.
_INSTANCE = lazy(r"(?P<aws>[a-z][a-z0-9-]*?)\.(?:\d*xlarge|large|medium|small|micro|nano|"
                 r"metal(?:-\d+xl)?)|(?P<gcp>[a-z]\d[a-z]?)-[a-z]+-\d+g?(?:-lssd)?")
# A maker's or provider's name written before a chip: no part of the chip's name.
_VENDOR = lazy(r"^(?:(?:aws|amazon|nvidia|google|intel|amd|ampere|arm)\s+)+", re.I)
# A form factor or memory size written after a chip: the same chip ("H100 SXM", "A100 80GB").
_FORM = lazy(r"(?:\s+(?:sxm\d?|pcie|nvl\d*|\d+\s?gb))+$", re.I)
_SQUEEZE = lazy(r"[\s_-]+")


def chip_key(name: str) -> str:
    """A chip's name as the table spells it: lower case, no maker's name, no spaces
    ("AWS Inferentia 2" -> "inferentia2")."""
    return _SQUEEZE.sub("", _FORM.sub("", _VENDOR.sub("", name.strip().lower())))


def instance_chips(name: str) -> tuple[str, ...]:
    """The chip names (`chip_key`) the cloud instance type `name` answers to, or () for a
    name that is no instance type or whose family the table does not hold."""
    m = _INSTANCE.fullmatch(name.strip().lower())
    if m is None:
        return ()
    family = m.group("aws") or m.group("gcp")
    return next((chips for pattern, chips in _FAMILIES if re.fullmatch(pattern, family)), ())


def runs_on(instance: str, chip: str) -> bool:
    """Whether the instance type `instance` is built on the chip `chip` names."""
    own = chip_key(chip)
    return bool(own) and own in instance_chips(instance)
