"""Machines named by who provided them: "X, who lent us the machines these benchmarks ran
on", "the servers were provided by Y". Such a page names no model of machine, but it does
name the machines: the provider's, of the kind its setup counts ("The tests used 4 VMs"),
an unnamed machine a reader calls "Exoscale VM" or "Hetzner server"."""

from __future__ import annotations

import re
from collections.abc import Sequence

from claims.extract.text.blocks import Block
from claims.vocabulary.lazy import lazy
from claims.vocabulary.matcher import first_forms, may_match
from claims.vocabulary.numbers import SPELLED_NUMBER

_KINDS = r"(?:machines|servers|VMs|virtual\s+machines|instances|nodes|boxes|hardware)"
_GAVE = r"(?:lent|loaned|provided|donated|sponsored|supplied|gave)"
# The provider, then its verb ("Acme kindly provided the servers"), or after "of", "from"
# or "by" in the sentence that credits it ("thanks to ... of acme.io, who lent us the
# machines", "machines provided by Acme").
_CREDIT = lazy("(?=[" + first_forms(["lent", "provided", "donated", "sponsored", "gave",
                                     "machines", "VMs", "instances", "nodes", "boxes",
                                     "hardware"]) + "])"  # first letters: skip ahead
               r"\b" + _GAVE + r"\s+(?:us\s+)?(?:(?:the|their|its|some|all)\s+)?"
               r"(?:[\w-]+\s+)?" + _KINDS + r"\b|\b" + _KINDS + r"\s+(?:were\s+|was\s+)?"
               r"(?:kindly\s+)?" + _GAVE + r"\s+by\b", re.I)
_PROVIDER = lazy(r"\b(?:of|from|by|at)\s+(?P<org>[a-z][a-z0-9-]+\.(?:com|net|org|io|ch|de|"
                 r"fr|nl|uk|eu|cloud|co)\b|[A-Z][\w-]*[A-Za-z](?:\s+[A-Z][\w-]*[A-Za-z])?)|"
                 r"(?P<subject>[A-Z][\w-]*[A-Za-z])\s+(?:kindly\s+)?" + _GAVE + r"\b")
# The setup's count of the machines: "4 VMs", "three servers".
_COUNTED = lazy(r"\b(?:\d{1,3}|" + SPELLED_NUMBER + r")\s+(?P<kind>VMs?|virtual\s+machines?|"
                r"servers?|instances?|nodes?|machines?)\b", re.I)
_SINGULAR = {"vms": "VM", "vm": "VM", "virtual machines": "VM", "virtual machine": "VM"}


def lent_machine(text: str, blocks: Sequence[Block]) -> str | None:
    """The machine a page names by its provider and kind ("Exoscale VM"), when one
    paragraph credits one provider with the machines the runs used; else None."""
    for block in blocks:
        if block.kind != "paragraph":
            continue
        credit = _CREDIT.search(block.scan) if may_match(_CREDIT, block.scan) else None
        if credit is None:
            continue
        said = text[block.start:block.end]
        orgs = {_name(m.group("org") or m.group("subject")) for m in _PROVIDER.finditer(said)}
        orgs.discard("")
        if len(orgs) != 1:
            continue
        return f"{orgs.pop()} {_kind(text, blocks, credit.group(0))}"
    return None


def _name(org: str) -> str:
    """A provider's name: a domain's first label, capitalised ("exoscale.ch" -> "Exoscale");
    a name as written. Words that open a sentence ("Many", "Thanks") name no provider."""
    if "." in org:
        return org.split(".")[0].capitalize()
    return "" if org.split()[0] in ("Many", "Thanks", "Special", "The", "We", "Our") else org


def _kind(text: str, blocks: Sequence[Block], credited: str) -> str:
    """The kind of machine: the one the setup counts ("4 VMs"), else the credit's noun."""
    word = credited.split()[-1]
    for block in blocks:
        if block.kind == "paragraph" and (m := _COUNTED.search(text, block.start, block.end)):
            word = " ".join(m.group("kind").split())
            break
    return _SINGULAR.get(word.casefold(), word[:-1] if word.endswith("s") else word)
