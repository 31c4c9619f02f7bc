"""Prices: a price per token scaled to a price per million tokens, currency signs other than
the dollar, prices per month and per hour, a bare price taking the denominator of the
price it is paired with, and a price beside a rate staying apart from it."""

from __future__ import annotations

import pytest

from tests.conftest import figures_in as found
from tests.conftest import one_figure as one


@pytest.mark.parametrize(("text", "value_text", "usd_per_mtok"), [
    ("The API charges $0.000002 per token.", "$0.000002", 2.0),
    ("Output tokens cost $0.00006 per output token.", "$0.00006", 60.0),
    ("Batch jobs pay $0.50 per 1K tokens.", "$0.50", 500.0),
])
def test_a_price_per_token_is_scaled_to_per_million(text: str, value_text: str,
                                                    usd_per_mtok: float) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (pytest.approx(usd_per_mtok), "USD/Mtok")


def test_a_dollar_price_keeps_its_denominator() -> None:
    assert one("The price is $0.20 per million tokens.", "$0.20").unit == "USD/Mtok"
    assert one("A GPU rents for US$5 per hour.", "US$5").unit == "USD/h"


@pytest.mark.parametrize(("text", "value_text", "value", "unit"), [
    ("Storage costs €0.02 per GB-month in Frankfurt.", "€0.02", 0.02, "EUR"),
    ("The starter plan is £15 per seat.", "£15", 15.0, "GBP"),
    ("The Indian region lists the node at ₹1,200 a day.", "₹1,200", 1200.0, "INR"),
    ("A hosted build minute costs €0.008, against $0.008 on the US plan.", "€0.008", 0.008,
     "EUR"),
])
def test_a_currency_sign_names_its_currency(text: str, value_text: str, value: float,
                                            unit: str) -> None:
    fig = one(text, value_text)
    assert (fig.value, fig.unit) == (value, unit)


def test_a_monthly_price_stays_a_price() -> None:
    assert one("A managed node costs $280 per month.", "$280").unit == "USD/month"


@pytest.mark.parametrize(("text", "value_text", "value", "other", "unit"), [
    ("Costs fell 60%, from $1.20 to $0.48 per hour.", "$0.48", 0.48, 1.2, "USD/h"),
    ("Prices range from $0.10 to $0.30 per 1K tokens.", "$0.10", 100.0, 300.0, "USD/Mtok"),
    ("The managed tier costs $2-$3 per month.", "$2", 2.0, 3.0, "USD/month"),
])
def test_a_bare_price_takes_the_denominator_of_its_pair(text: str, value_text: str,
                                                        value: float, other: float,
                                                        unit: str) -> None:
    fig = one(text, value_text)
    assert fig.value == pytest.approx(value)
    assert fig.unit == unit
    assert other == pytest.approx(fig.baseline_value if fig.before_after else fig.value_max)


def test_a_price_and_a_rate_joined_by_and_stay_apart() -> None:
    units_of = {f.value_text: f.unit for f in found("The box costs $500 and $0.40 per hour.")}
    assert units_of == {"$500": "USD", "$0.40": "USD/h"}
