"""Numbers and units read as a careful reader reads them: a sign, a share, cents and bits
that other projects' quantity tests showed read wrong, each with sentences that must and
must not be read so."""

from __future__ import annotations

import pytest

from claims.extract import figures_in_text, quantities_in_text


def _read(text: str) -> list[tuple[float, str]]:
    """The numbers the reader takes from a text, as (value, unit), values rounded."""
    return [(round(f.value, 9), f.unit) for f in quantities_in_text(text)]


def _has(read: list[tuple[float, str]], value: float, unit: str) -> bool:
    """True when `read` holds `value` in `unit`."""
    return any(v == pytest.approx(value) and u == unit for v, u in read)


@pytest.mark.parametrize("text, value, unit", [
    # A line that is only a dash and a number lists nothing: the dash is a minus sign.
    ("- 25 k", -25000.0, "count"),
    ("- 2 3/4", -2.75, "count"),
    ("Some words first.\n\n- 7%\n", -7.0, "%"),
    # Cents after a whole amount, then a comparative that ends the clause.
    ("Had the licence cost 12 EUR 40 more, we would have dropped it.", 12.4, "EUR"),
    ("The plan is 9 dollars 99 less.", 9.99, "USD"),
    # A part of a whole, whatever is counted, is one share.
    ("Three out of four hundred tapes failed the scrub.", 0.0075, "count"),
    ("Seven out of ten hundreds photos were cached.", 0.007, "count"),
    ("It failed 2 out of 5 times.", 0.4, "count"),
    # A lower-case b after a thousand or more is bits, glued or ending the clause.
    ("Each 9000b jumbo frame crossed the link.", 9000e-9, "Gbit"),
    ("The header grew to 1,024 b.", 1024e-9, "Gbit"),
    ("Four hundreds requests came in.", 400.0, "count"),
    # An amount of data a second is a bandwidth, its second written as a word.
    ("The array wrote 6 GB per second.", 6.0, "GB/s"),
    ("The probe sent three kb per second home.", 3e-6, "Gbit/s"),
    # Durations in parts, by commas too, each part smaller than the last.
    ("The soak ran 3 days, 4 hours and 5 minutes.", 273900.0, "s"),
    ("The restore took 2 hours twenty.", 8400.0, "s"),
    ("The resync took 3 minutes and 15.", 195.0, "s"),
    ("Compaction needed 4 extra minutes.", 240.0, "s"),
    ("The cold start cost three additional seconds.", 3.0, "s"),
    ("Backups are kept for 14days.", 1209600.0, "s"),
    # "one" after a determiner counts when a noun or unit follows.
    ("We kept the one node that held the index.", 1.0, "count"),
    # Money: codes before the amount, signs after it, singular and spelled amounts, and
    # cents in the amount's own currency.
    ("The yearly licence is CHF 480.", 480.0, "CHF"),
    ("A seat costs 19 \u20ac a month.", 19.0, "EUR"),
    ("The add-on is a 15 dollar upgrade.", 15.0, "USD"),
    ("Support adds twelve dollars.", 12.0, "USD"),
    ("The budget was 20 US dollars.", 20.0, "USD"),
    ("The fee is 4 euros 75 cents.", 4.75, "EUR"),
    ("The fee is 1,200 yen.", 1200.0, "JPY"),
    ("The tier is eleven dollars and sixty cents.", 11.6, "USD"),
    ("The tier is eleven dollars thirty five.", 11.35, "USD"),
    ("The tier is 11 dollars and 30, and it renews monthly.", 11.3, "USD"),
    # A decimal point said in words, in digits as in words.
    ("Recall rose 2 point 5 percent.", 2.5, "%"),
    # A fraction with its unit glued on.
    ("The warm-up took 1/2h.", 1800.0, "s"),
])
def test_must_read(text: str, value: float, unit: str) -> None:
    """Each text holds the number as a careful reader reads it."""
    read = _read(text)
    assert _has(read, value, unit), read


@pytest.mark.parametrize("text, value, unit", [
    # A real list, or one led in by a sentence, keeps its bullets: no minus signs.
    ("- 25 k\n- 30 k\n", -25000.0, "count"),
    ("We measured:\n\n- 25 k\n", -25000.0, "count"),
    ("* 25 k", -25000.0, "count"),
    ("- 25 GPUs", -25.0, "count"),
    # Whole numbers after an amount that count something, or a comparative before a noun.
    ("It cost 12 EUR and 40 more GPUs ran it.", 12.4, "EUR"),
    # A noun of a setup after "out of" is counted, and a part is never above its whole.
    ("After 300 out of 1200 nodes left, the rest served.", 0.25, "count"),
    ("We saw 12 out of 10 in the log.", 1.2, "count"),
    # "the two hundreds" is a span of values, no 200.
    ("Scores sat in the two hundreds all week.", 200.0, "count"),
    ("The array wrote 6 GB per second.", 6.0, "GB"),
    # A list of times is no compound duration: seconds, equal units, or a decimal part.
    ("Latencies were 2 s, 300 ms and 40 ms.", 2.3, "s"),
    ("Runs took 3 hours, 4 hours and 5 hours.", 25200.0, "s"),
    ("Runs took 1.5 hours, 20 minutes apart.", 6600.0, "s"),
    # A bare number after hours that does not end the clause, or is sixty or more.
    ("It ran 2 hours and 10 GPUs idled.", 7800.0, "s"),
    ("It ran 2 hours and 90.", 12600.0, "s"),
    ("We added 4 more GPUs.", 240.0, "s"),
    # "one" after a determiner stands for a thing named before: no number.
    ("Of both builds, that one was slower.", 1.0, "count"),
    ("Which one regressed?", 1.0, "count"),
    # A code glued inside a word is no currency; "us" before "dollars" is no microsecond.
    ("The XEUR 5 feed ran.", 5.0, "EUR"),
    ("The budget was 20 US dollars.", 2e-05, "s"),
    ("The fee is 4 euros 75 cents.", 0.75, "USD"),
    ("The tier is eleven dollars and sixty cents.", 11.0, "USD"),
    ("The tier cost 11 dollars and 30 GPUs served it.", 11.3, "USD"),
    ("The warm-up took 1/2h.", 3600.0, "s"),
    ("The warm-up took 1/2h.", 7200.0, "s"),
])
def test_must_not_read(text: str, value: float, unit: str) -> None:
    """None of these texts holds the value in that unit."""
    read = _read(text)
    assert not _has(read, value, unit), read


@pytest.mark.parametrize("text", [
    "The 7b model and the 70b one served 1b requests a day.",
    "Llama-2-13b ran on one node; 13b weights fit in memory.",
])
def test_a_b_under_a_thousand_is_no_bit(text: str) -> None:
    """"7b", "70b", "1b" may be billions: no bits are read, and no figure of bits."""
    assert "Gbit" not in [u for _, u in _read(text)]
    assert "Gbit" not in [f.unit for f in figures_in_text(text)]


def test_a_dash_before_a_number_in_prose_stays_a_dash() -> None:
    """A spaced dash inside a sentence is punctuation, not a sign."""
    read = _read("Throughput - 25 k requests per second - held all day.")
    assert _has(read, 25000.0, "requests/s") and not _has(read, -25000.0, "requests/s")
