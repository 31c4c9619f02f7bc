"""Whether a document's tables set rival products side by side in their columns: a header
whose cells (after the first, which labels the rows) name products of two kinds or more
("| Test | Memcached | Redis |", "| Threads | M1 Accelerate | Ryzen 3700X MKL |"), none of
them the writer's. Read by the writer's stance (`claims.extract.facts.ownership`): a
writer timing other makers' products side by side is an outside party to them.

A column names a product when it holds a program or a machine the document's index names
(a platform the program runs on, Linux or CUDA, is no product measured) or a maker's
product ("Ryzen 5900X"). Two columns are rivals when their names open with different
words: "PostgreSQL 15" and "PostgreSQL 16" are two versions of one product, "M1 Pro" and
"M1 Ultra" two models of one line."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from claims.extract.text.blocks import Block
from claims.vocabulary.lazy import lazy
from claims.vocabulary.software import PLATFORMS
from claims.vocabulary.vendors import makers

#: Kinds of names the index finds that are products a table may set side by side.
_PRODUCT_KINDS = frozenset({"software", "accel", "cpu", "device", "device_model"})
_STEM = lazy(r"[^\W_]+")


def product_names(machines: Iterable[tuple[str, str]]) -> frozenset[str]:
    """The folded names of the products among the index's (kind, name) pairs."""
    return frozenset(name.casefold() for kind, name in machines
                     if kind in _PRODUCT_KINDS and name.casefold() not in PLATFORMS)


def names_product(cell: str, products: frozenset[str]) -> bool:
    """Whether a header cell names a product: one the index names, or a maker's."""
    folded = f" {' '.join(cell.casefold().split())} "
    return any(f" {name} " in folded for name in products) or bool(makers(cell))


def column_stems(header: Sequence[str], products: frozenset[str]) -> set[str]:
    """The opening words of a header's product columns (the first cell labels the rows)."""
    stems = set()
    for cell in header[1:]:
        stem = _STEM.search(cell)
        if stem and names_product(cell, products):
            stems.add(stem.group().casefold())
    return stems


def product_columns(blocks: Sequence[Block], machines: Iterable[tuple[str, str]],
                    writer: Iterable[str]) -> bool:
    """Whether a table's header sets two rival products side by side, none of them the
    writer's (`writer`: the folded name words of who wrote the document)."""
    products = product_names(machines)
    own = set(writer)
    for header in dict.fromkeys(b.header for b in blocks if b.kind == "table_row" and b.header):
        stems = column_stems(header, products)
        if len(stems) >= 2 and own.isdisjoint(stems):
            return True
    return False
