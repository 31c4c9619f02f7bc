"""The unit table ties every stage together: each canonical unit has a class, a display form
and a conversion, and the stages that read units take them from it."""

from __future__ import annotations

import pytest

from checkers import facts
from checkers.facts import is_performance
from claims.compare.units import canonical
from claims.extract.conditions.index import find
from claims.extract.document import extract
from claims.load.documents import parse_bytes
from claims.model import Claim, Kind
from claims.report import figure_value
from claims.vocabulary import hardware_limits as limits
from claims.vocabulary.metrics import METRICS, Klass, is_metric
from claims.vocabulary.quantities import (
    QUANTITIES,
    SPELLINGS,
    display,
    is_unit,
    quantity,
    to_base,
)
from claims.vocabulary.units import RATE_NOUNS, SYMBOLS, WORDS


@pytest.mark.parametrize("unit", sorted(QUANTITIES))
def test_every_canonical_unit_has_a_class_a_display_form_and_a_conversion(unit: str) -> None:
    row = QUANTITIES[unit]
    assert row.unit == unit
    assert row.klass in Klass  # its metric is a member of the vocabulary
    assert display(unit, 1.0)[1] in {form for _, form in row.forms()}
    base, factor = to_base(unit)
    assert base in QUANTITIES and factor > 0
    assert to_base(base) == (base, 1.0)  # a base converts to itself: conversions end there


def test_every_unit_the_extractor_writes_is_a_row_with_a_metric_of_the_vocabulary() -> None:
    written = [*SYMBOLS.values(), *WORDS.values()]
    assert {u.canonical for u in written} <= set(QUANTITIES)
    assert set(RATE_NOUNS.values()) <= set(QUANTITIES)
    outside = sorted({u.metric for u in written if not is_metric(u.metric)})
    assert outside == []  # "endurance" and "voltage" were free strings once


def test_every_unit_a_metric_takes_is_one_the_table_knows() -> None:
    assert sorted(u for m in METRICS.values() for u in m.units if not is_unit(u)) == []


def test_no_spelling_names_two_units() -> None:
    seen: dict[str, str] = {}
    for row in QUANTITIES.values():
        for _, form in row.forms():
            assert seen.setdefault(form, row.unit) == row.unit, form
    assert set(seen) == set(SPELLINGS)


def test_transfer_rates_show_with_their_prefix() -> None:
    claim = Claim.model_validate({"value": 6.4e9, "unit": "transfers/s", "metric": "frequency",
                                  "source": {"quote": "6,400 MT/s"}})
    assert figure_value(claim) == "6.4 GT/s"
    assert figure_value(claim.model_copy(update={"value": 4.8e8})) == "480 MT/s"


def test_compare_converts_through_the_table() -> None:
    assert canonical("Mbit/s") == ("GB/s", 1e-3 / 8)
    assert canonical("MiB/s") == ("GB/s", 1024**2 / 1e9)
    assert canonical("USD/1k tokens") == ("USD/Mtok", 1e3)
    assert canonical("kWh") == ("J", 3.6e6)
    assert canonical("requests/min") == ("requests/s", 1 / 60)
    assert canonical("furlongs") == ("furlongs", 1.0)


def test_a_memory_transfer_rate_is_a_rating_not_a_result() -> None:
    text = ("# DDR5 notes\n\nThe DDR5-6400 DIMMs run at 6,400 MT/s, and the "
            "database answered 52,000 queries/s on it.\n")
    _, claims = extract(parse_bytes(text.encode(), origin="ddr5.md"))
    rate = next(c for c in claims if c.unit == "transfers/s")
    queries = next(c for c in claims if c.unit == "queries/s")
    assert rate.kind is Kind.config and not is_performance(rate)
    assert rate.measures == "transfer rate"
    assert is_performance(queries)


def test_claim_metric_and_unit_are_closed() -> None:
    quote = {"quote": "12 V"}
    with pytest.raises(ValueError, match="not in the vocabulary"):
        Claim.model_validate({"value": 1, "unit": "x", "metric": "speediness", "source": quote})
    with pytest.raises(ValueError, match="not in the unit table"):
        Claim.model_validate({"value": 1, "unit": "furlongs", "metric": "length",
                              "source": quote})
    kept = Claim.model_validate({"value": 1, "unit": "builds/h", "metric": "time_to_first_token",
                                 "source": quote})
    assert (kept.unit, kept.metric) == ("builds/h", "time_to_first_token")  # as written
    assert is_unit("ms") and is_unit("rows/day") and not is_unit("ms/furlong")


def test_the_checkers_metric_sets_are_the_vocabularys_classes() -> None:
    for name, member in METRICS.items():
        in_cost = name in facts.COST_METRICS
        assert in_cost == (member.klass in (Klass.price, Klass.price_performance)), name
        assert (name in facts.LATENCY_METRICS) == (
            member.klass in (Klass.latency, Klass.ttft, Klass.tpot)), name
        assert (name in facts.RATIO_METRICS) == (member.klass is Klass.ratio), name
    endurance = quantity("DWPD")
    assert endurance is not None and endurance.klass is Klass.rating


@pytest.mark.parametrize("accelerator", limits.limits().accelerators, ids=lambda a: a.name)
def test_extraction_knows_every_device_the_hardware_limits_name(
        accelerator: limits.Accelerator) -> None:
    for name in accelerator.match:
        sentence = f"It ran on the {name} at 100 tokens/s."
        hardware = find(sentence).hardware
        assert hardware is not None, name  # "v5e TPU" was not read as hardware
        assert limits.families_named(hardware) == {accelerator.family}, name
        assert accelerator in limits.members(accelerator.family, f"{hardware} {sentence}"), name
