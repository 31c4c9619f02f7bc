"""The none candidate beside a name the rules bound, and a table header that names a
machine by a word only its name holds."""

from __future__ import annotations

from claims.extract.document import extract_rules
from claims.learn.decide import Context, choice_rows
from claims.learn.features import Features
from claims.learn.unbind import PREFIX
from claims.load.documents import parse_bytes
from claims.model import Claim

_SETUP = """# Build times

## Test machines

The first machine is an AMD EPYC 7763 server; the second an Intel Xeon Gold 6248 server.

| Project | EPYC build | Xeon build |
|---|---|---|
| kernel | 41 s | 58 s |

The price of the kit was 900 USD.
"""


def _read(text: str) -> tuple[tuple[Claim, ...], Context]:
    """The rules' claims of a text and the learned stage's view of it."""
    _, claims, build = extract_rules(parse_bytes(text.encode(), origin="<test>"))
    return claims, build()


def _rows(claims: tuple[Claim, ...], ctx: Context, value: float) -> dict[str | None, Features]:
    """The hardware candidates' features for the figure of a value, by name."""
    claim = next(c for c in claims if c.value == value)
    rows = choice_rows(ctx, ctx.layout.place(claim), "hardware", claim)
    return {cand.name: feats for cand, feats in rows}


def test_a_header_naming_a_machine_short_ties_its_column() -> None:
    claims, ctx = _read(_SETUP)
    rows = _rows(claims, ctx, 58)
    xeon = next(f for name, f in rows.items() if name and "Xeon" in name)
    epyc = next(f for name, f in rows.items() if name and "EPYC" in name)
    # "Xeon build" holds a word only the Xeon's name holds; the EPYC's column is another
    assert xeon.get("own_column") == 1.0 and xeon.get("table_header") == 1.0
    assert "own_column" not in epyc and epyc.get("table_header") == 1.0
    assert _rows(claims, ctx, 41)[next(n for n in rows if n and "EPYC" in n)].get(
        "own_column") == 1.0


def test_none_reads_the_bound_figure_only_where_the_rules_bound_a_name() -> None:
    claims, ctx = _read(_SETUP)
    for claim in claims:
        rows = choice_rows(ctx, ctx.layout.place(claim), "hardware", claim)
        none = next(f for c, f in rows if c.name is None)
        bound = [name for name in none if name.startswith(PREFIX)]
        if claim.conditions.hardware is None:
            assert bound == []
        else:
            assert f"{PREFIX}kind={claim.kind.value}" in none
            assert any(name.startswith(f"{PREFIX}machines=") for name in bound)
