"""A chart that plots a measure as a sweep, with one or two of its values in the text:
results-only-in-charts. Texts of our own."""

from __future__ import annotations

import pytest

from claims.extract.facts.sweeps import sweep_measures
from tests.vetting import rules

LEAD = ("We benchmarked the Tern 4 object store on one Xeon Gold 6338 server with fio 3.28, "
        "writing 4 KiB to 1 MiB objects.\n\n")


@pytest.mark.parametrize("chart", [
    "(Chart: write IOPS of Tern 4 at each object size.)",
    "![Write IOPS of Tern 4 against object size](iops.png)",
    "Figure 2 plots the IOPS of Tern 4 on every object size we tried.",
])
def test_a_sweep_with_one_value_in_the_text_raises(chart: str) -> None:
    text = (f"{LEAD}{chart}\n\nTern 4 sustains 52,000 IOPS with small objects, and fewer "
            "as objects grow.")
    assert "results-only-in-charts" in rules(text)


def test_a_sweep_whose_values_the_text_states_stays_quiet() -> None:
    text = (f"{LEAD}(Chart: write IOPS of Tern 4 at each object size.)\n\nTern 4 sustains "
            "52,000 IOPS at 4 KiB, 31,000 IOPS at 64 KiB and 4,100 IOPS at 1 MiB.")
    assert "results-only-in-charts" not in rules(text)


def test_a_chart_of_two_systems_is_no_sweep() -> None:
    text = (f"{LEAD}(Chart: write IOPS, Tern 4 vs Tern 3.)\n\nTern 4 sustains 52,000 IOPS "
            "with small objects.")
    assert "results-only-in-charts" not in rules(text)


def test_sweep_measures_reads_the_plotted_metric() -> None:
    assert sweep_measures("the speed-up on every workload", ["speedup", "iops"]) == ("speedup",)
    assert sweep_measures("the speed-up over the baseline", ["speedup"]) == ()
    assert sweep_measures("throughput against Node.js", ["throughput"]) == ()
