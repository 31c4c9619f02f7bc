"""The checkers' findings on short announcements, as a careful editor would judge them.

Each `tests/fixtures/editorial/NAME.md` has a `NAME.gold.yaml` listing the rules
that must fire (each with a figure, as written, that the finding must cite) and the
rules that must not fire. Rules listed in neither are a matter of judgment and not
tested. A case whose failure is the extractor's (a wrong record, not a wrong rule) is
listed in `EXTRACTOR_FAULTS` and expected to fail until the extractor is fixed.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml

from checkers.facts import short
from claims.load.documents import load_source, parse_bytes
from claims.model import Claim, DocumentReport, Finding
from claims.pipeline import vet_loaded
from tests.conftest import ROOT
from tests.shared_extraction import sharing_extraction

FOLDER = ROOT / "tests" / "fixtures" / "editorial"
CASES = sorted(FOLDER.glob("*.md"))

#: Expectations that fail because of a wrong claim record, not a wrong rule:
#: (fixture stem, rule) -> the extractor fault.
EXTRACTOR_FAULTS: dict[tuple[str, str], str] = {
}

#: Expectations no rule meets yet, for a reason in the rule itself.
RULE_LIMITS: dict[tuple[str, str], str] = {
}


@dataclass(frozen=True)
class Expectation:
    """What one fixture must and must not raise."""

    must_fire: tuple[tuple[str, str | None], ...]
    must_not_fire: tuple[str, ...]


def read_expectation(path: Path) -> Expectation:
    """The fixture's NAME.gold.yaml."""
    data = yaml.safe_load(path.with_suffix(".gold.yaml").read_text(encoding="utf-8"))
    fire = tuple((item["rule"], item.get("figure")) for item in data.get("must_fire") or ())
    return Expectation(must_fire=fire, must_not_fire=tuple(data.get("must_not_fire") or ()))


def cites(finding: Finding, figure: str | None, claims: dict[str, Claim]) -> bool:
    """True when the finding cites a claim whose figure, as a reader says it, starts with
    `figure` ("27 GB/s", "1.95 million")."""
    if figure is None:
        return True
    said = (short(claims[i]) for i in finding.claim_ids if i in claims)
    return any(text.startswith(figure) for text in said)


def compare(report: DocumentReport, expected: Expectation) -> dict[str, list[str]]:
    """What is missing and what is unexpected, by rule name."""
    claims = {c.id: c for c in report.claims}
    problems: dict[str, list[str]] = {}
    for name, figure in expected.must_fire:
        found = [f for f in report.findings if f.rule == name]
        if not any(cites(f, figure, claims) for f in found):
            cited = "; ".join(f.message for f in found) or "no finding"
            problems.setdefault(name, []).append(
                f"missing: {name} citing {figure or 'anything'} ({cited})")
    for name in expected.must_not_fire:
        for finding in report.findings:
            if finding.rule == name:
                problems.setdefault(name, []).append(f"unexpected: {name}: {finding.message}")
    return problems


def _params() -> list[object]:
    """One test per fixture and rule it names, marked xfail where the extractor is at fault."""
    params: list[object] = []
    for path in CASES:
        expected = read_expectation(path)
        names = dict.fromkeys([n for n, _ in expected.must_fire] + list(expected.must_not_fire))
        for name in names:
            fault = EXTRACTOR_FAULTS.get((path.stem, name))
            limit = RULE_LIMITS.get((path.stem, name))
            marks = [pytest.mark.xfail(reason=f"extractor: {fault}", strict=True)] if fault \
                else [pytest.mark.xfail(reason=f"rule: {limit}", strict=True)] if limit else []
            params.append(pytest.param(path, name, id=f"{path.stem}:{name}", marks=marks))
    return params


_REPORTS: dict[Path, DocumentReport] = {}


def report_of(path: Path) -> DocumentReport:
    """`claims vet` on one fixture, once per test run (its extraction the one the other
    sweeps of the fixtures share)."""
    if path not in _REPORTS:
        with sharing_extraction():
            _REPORTS[path] = vet_loaded(load_source(str(path)))
    return _REPORTS[path]


@pytest.mark.parametrize(("path", "name"), _params())
def test_editor_expectation(path: Path, name: str) -> None:
    expected = read_expectation(path)
    problems = compare(report_of(path), expected).get(name, [])
    assert not problems, "\n".join(problems)


def test_every_fixture_has_its_expectation_and_a_speed_figure() -> None:
    assert len(CASES) >= 30
    for path in CASES:
        assert path.with_suffix(".gold.yaml").is_file(), path.name
        assert report_of(path).claims, path.name


def _rules_of(text: str) -> dict[str, list[str]]:
    """`claims vet` on a text: each rule's finding messages."""
    report = vet_loaded(parse_bytes(text.encode(), origin="t.md"))
    found: dict[str, list[str]] = {}
    for finding in report.findings:
        found.setdefault(finding.rule, []).append(finding.message)
    return found


def test_a_ratio_of_two_counts_in_its_sentence_has_its_baseline() -> None:
    """Both sides of "7.5 times as many servers" are in the sentence."""
    counts = _rules_of("# Scale\n\nThe cluster went from 200 nodes in 2019 to 1,500 nodes "
                       "in 2020, 7.5 times as many servers.\n")
    assert "comparison-baseline-unclear" not in counts, counts
    unstated = _rules_of("# Scale\n\nThe cluster went from 200 nodes in 2019 to 1,500 nodes "
                         "in 2020, and served 9.1 times the queries.\n")
    assert "comparison-baseline-unclear" in unstated, unstated


def test_counts_of_different_things_are_no_sides_of_a_ratio() -> None:
    """150 nodes beside 100 users divide out to 1.5, but the 1.5x gain compares neither;
    two counts of one thing beside the ratio are its sides."""
    apart = _rules_of("# Scale\n\nOne cluster holds 150 physical nodes and serves 100 "
                      "production users.\n\nThe new release serves about 1.5 times the "
                      "queries of the last one.\n")
    assert "comparison-baseline-unclear" in apart, apart
    alike = _rules_of("# Scale\n\nLast year 1,000 tenants signed up; this year 1,500 tenants "
                      "did.\n\nThat is about 1.5 times the tenants.\n")
    assert "comparison-baseline-unclear" not in alike, alike


def test_a_rated_maximum_power_or_a_table_column_is_no_peak_beside_sustained() -> None:
    """A card's rated maximum power is a limit; two columns of one table row are two
    systems; a best-minute throughput beside the run's rate is still a peak."""
    power = _rules_of("# Power\n\nUnder full load the card drew 24.5 W, against a rated "
                      "maximum of 25.9 W.\n")
    assert "peak-not-sustained" not in power, power
    table = _rules_of("# Results\n\n| Setting | Old engine | New engine |\n|---|---|---|\n"
                      "| FP16 | 381 TFLOPS | 740 TFLOPS |\n\nThe new engine reaches up to "
                      "740 TFLOPS.\n")
    assert "peak-not-sustained" not in table, table
    peak = _rules_of("# Run\n\nThe server sustained 21,400 tokens per second; peak "
                     "throughput reached 27,900 tokens per second.\n")
    assert "peak-not-sustained" in peak, peak


@pytest.mark.parametrize(("text", "flagged"), [
    # A latency's maximum is its worst case, whichever figure it stands beside.
    ("Over the run the gateway's median latency was 31 ms; its maximum latency was 12 ms "
     "for the cached route and 140 ms for the rest.", False),
    ("At the maximum, the new cache added 40 ms while the old one added 96 ms.", False),
    # A latency's best case beside the median of the same run is a best case.
    ("Over the run the gateway's median latency was 31 ms, with a best case of 9 ms.", True),
])
def test_a_latency_maximum_is_a_worst_case_and_its_best_case_a_minimum(
        text: str, flagged: bool) -> None:
    """Only the least latency is a best case beside sustained ones; the most is the worst."""
    found = "peak-not-sustained" in _rules_of(f"# Latency\n\n{text}\n")
    assert found is flagged, text


@pytest.mark.parametrize(("text", "flagged"), [
    ("Over the hour the proxy served 910,000 requests per second; short bursts touched 1.2 "
     "million requests per second.", True),
    ("The array held 410,000 IOPS for a day, and write bursts reached 690,000 IOPS.", True),
    ("Ingest averaged 2.1 GB/s over the night and spiked to 3.4 GB/s at midnight.", True),
    ("Over the hour the proxy served 910,000 requests per second, and 1.2 million requests "
     "per second after the upgrade.", False),
    ("The burst buffer absorbed 3.4 GB/s while the file system took 2.1 GB/s.", False),
])
def test_a_burst_or_spike_is_a_moment_s_high_beside_the_run(text: str, flagged: bool) -> None:
    """"Bursts touched", "spiked to" name a moment's high, like "peak"; a burst buffer is a
    storage tier."""
    found = "peak-not-sustained" in _rules_of(f"# Load\n\n{text}\n")
    assert found is flagged, text


@pytest.mark.parametrize(("text", "differ"), [
    # The baseline's clause names another model and other hardware.
    ("On 256 H200 GPUs, Llama 3.1 8B in BF16 trained at 410,000 tokens per second, 1.6x the "
     "throughput DeepSpeed reports for Llama 2 70B on 512 A100 GPUs.", True),
    ("A user of Qwen3 8B on one B200 receives 1,900 tokens per second, 12x the 160 tokens "
     "per second a user of Llama 3.1 70B gets on eight A100 GPUs.", True),
    # Only the compared software differs: a like-for-like ratio.
    ("On 512 H100 GPUs, Llama 3.1 70B in BF16 trained at 1.2 million tokens per second, 1.3x "
     "the throughput Megatron-LM reports for Llama 3.1 70B on 512 H100 GPUs.", False),
    ("With FP8 on Llama 3.1 8B, the new kernel delivers 2x the throughput on H100.", False),
])
def test_a_ratios_compared_clause_describes_its_baseline(text: str, differ: bool) -> None:
    """What the clause after "Nx the" names is the other side's: compared with the ratio's
    own conditions, and, when it states two groups or more, a baseline a reader can check."""
    rules = _rules_of(f"# Results\n\n{text}\n")
    assert ("comparison-conditions-differ" in rules) is differ, (text, rules)
    if "reports" in text:
        assert "comparison-baseline-unclear" not in rules, (text, rules)


def test_one_name_after_a_ratio_is_still_no_baseline() -> None:
    """"58x the throughput of GB300 NVL72" names the other side and says nothing of it."""
    rules = _rules_of("# Results\n\nThe rack serves 58x the throughput of GB300 NVL72.\n")
    assert "comparison-baseline-unclear" in rules, rules


@pytest.mark.parametrize(("text", "unclear"), [
    ("## Decode\n\nThe PR reports a 19% gain in decode throughput on one L40S, from 2,650 "
     "to 3,150 tokens per second.", False),
    ("## Decode\n\nDecode on one L40S is 19% faster.\n\nIt went from 2,650 to 3,150 tokens "
     "per second on the same card.", False),
    ("## Decode\n\nThe PR reports a 19% gain in decode throughput on one L40S.", True),
    # A pair elsewhere that happens to divide out is not the ratio's baseline.
    ("## Decode\n\nDecode on one L40S is 19% faster.\n\n## Build\n\nBuild time went from "
     "3,150 s to 2,650 s.", True),
])
def test_a_before_after_pair_in_the_ratios_section_is_its_baseline(text: str,
                                                                   unclear: bool) -> None:
    """"A 19% gain, from 2,650 to 3,150": the pair's own two values give the ratio."""
    rules = _rules_of(f"# Release\n\n{text}\n")
    assert ("comparison-baseline-unclear" in rules) is unclear, (text, rules)


_LATENCY_TABLE = ("| Cores | Kite latency | Osprey latency |\n|---|---|---|\n| 1 | 2.00 | 2.10 |\n"
                  "| 2 | 2.05 | 2.20 |\n| 4 | 2.10 | 2.31 |\n\n")


@pytest.mark.parametrize(("text", "flagged"), [
    # Each end of the range is one row's own ratio (2.10/2.00, 2.31/2.10).
    (f"{_LATENCY_TABLE}Osprey's latency is 5-10% higher than Kite's.", False),
    # No row gives the range's ends: its baseline is not stated.
    (f"{_LATENCY_TABLE}Osprey's latency is 20-30% higher than Kite's.", True),
    ("Osprey's latency is 5-10% higher than Kite's on every core count.", True),
])
def test_a_ratio_range_whose_ends_are_table_rows_has_its_baseline(text: str,
                                                                  flagged: bool) -> None:
    """"5-10% higher" is the spread of the rows' own ratios when two rows give its ends."""
    found = "comparison-baseline-unclear" in _rules_of(f"# Results\n\n{text}\n")
    assert found is flagged, text


@pytest.mark.parametrize(("text", "flagged"), [
    # A share added on top of something is a change, and its baseline goes unstated.
    ("In later runs the compressed all-gather added about 6% on top of the new kernels.",
     True),
    ("Turning on prefetch adds roughly 9% to read throughput.", True),
    # A share of something is no change; one whose sides are stated has its baseline.
    ("At the top load the new proxy added 75% of the old proxy's extra median latency.",
     False),
    ("Prefetch adds 10% to read throughput: 11.0 GB/s against 10.0 GB/s before.", False),
])
def test_a_share_added_is_a_change(text: str, flagged: bool) -> None:
    """"Added about 6% on top of" is a gain over an unstated baseline; "added 75% of" a
    share."""
    found = "comparison-baseline-unclear" in _rules_of(f"# Results\n\n{text}\n")
    assert found is flagged, text


@pytest.mark.parametrize(("row", "flagged"), [
    # The reference column of a speed-up row is no comparison.
    ("| Speedup | x1.0 | x3.4 |", False),
    # Nor is any other when the row above gives both sides; a lone ratio still is.
    ("| Speedup | x1.0 | x2.7 |", True),
])
def test_a_ratio_of_one_is_the_reference(row: str, flagged: bool) -> None:
    """"x1.0" is the reference; "x2.7" matches no two figures of the table."""
    table = ("| | Old card | New card |\n|---|---|---|\n"
             "| Throughput (samples/s) | 500.0 | 1700.0 |\n" + row + "\n")
    found = _rules_of(f"# Results\n\n{table}").get("comparison-baseline-unclear", [])
    assert bool(found) is flagged, found
    assert not any(m.startswith("1.0") or m.startswith("x1.0") for m in found), found


_CODECS = ("| Codec | Ratio | Compress | Decompress |\n|---|---|---:|---:|\n"
           "|**Kite 1.0**|**2.88**|**330 MB/s**|**940 MB/s**|\n"
           "| Wren 2.1 | 2.73 | 95 MB/s | 360 MB/s |\n"
           "| Osprey 0.4 | 2.24 | 510 MB/s | 605 MB/s |\n")


def test_a_ratio_column_is_each_row_s_own_property() -> None:
    """A "Ratio" column gives each codec's compression ratio: no baseline to state, and the
    rows (a bold one among them) are different codecs, not one figure given three ways."""
    found = _rules_of(f"# Results on one Xeon 8480 server\n\n{_CODECS}")
    assert "comparison-baseline-unclear" not in found, found
    assert "inconsistent-figures" not in found, found
    speedups = _rules_of("# Results\n\nKite compresses 2.9x faster.\n")
    assert "comparison-baseline-unclear" in speedups, speedups


@pytest.mark.parametrize(("first", "second", "apart"), [
    # Each heading names its own load or model size: two set-ups.
    ("Latency at 20 RPS", "Latency at 200 RPS", True),
    ("Llama 3 8B", "Llama 3 70B", True),
    ("Latency at 2,000 RPS", "Latency at 2000 RPS", False),
    # One heading, or a heading naming no number: nothing said.
    ("Latency at 20 RPS", "Latency at 20 RPS", False),
    ("Latency at 20 RPS", "Resource use", False),
    (None, "Latency at 20 RPS", False),
])
def test_headings_naming_other_numbers_are_other_set_ups(first: str | None, second: str,
                                                         apart: bool) -> None:
    """The same median under "at 20" and "at 200 RPS" is two operating points."""
    from checkers.consistency import headings_apart
    assert headings_apart(first, second) is apart


@pytest.mark.parametrize(("body", "unclear"), [
    # A summary row repeats the figure; the prose gives "per node" with "a single node".
    ("The broker handles 2.4M msgs/sec per node on a single Graviton4 node with four disks.",
     False),
    ("The broker handles 2.4M msgs/sec per node, on one of the Graviton4 machines of the "
     "cluster.", True),
])
def test_the_denominator_s_count_comes_with_the_mention_that_gives_it(
        body: str, unclear: bool) -> None:
    """"Per node" and "on a single node" are one mention's; a table that repeats the figure
    first leaves the count as stated."""
    text = (f"# Broker\n\n| Metric | Result |\n|---|---|\n| Publish | 2.4M msgs/sec |\n\n"
            f"## Publish\n\n{body}\n")
    assert ("denominator-unclear" in _rules_of(text)) is unclear, _rules_of(text)


@pytest.mark.parametrize(("body", "flagged"), [
    # The rate the client sends is the run's setting, not a rate the server reached.
    ("We sent 40 requests at 2 RPS, then 200 requests at 10 RPS; the charts show the rest.",
     False),
    ("From 3 to 6 RPS the new scheduler kept up; at 8 RPS it began to queue.", False),
    # A rate the system reached, even beside "at", is a result.
    ("The gateway peaks at 52,000 requests/s on one core.", True),
    ("The gateway served 52,000 requests/s on one core.", True),
])
def test_an_offered_request_rate_is_a_setting(body: str, flagged: bool) -> None:
    """A request rate a run is held at is the load offered; only a reached rate needs a
    latency beside it."""
    found = "throughput-without-latency" in _rules_of(f"# Load test\n\n{body}\n")
    assert found is flagged, _rules_of(f"# Load test\n\n{body}\n")


@pytest.mark.parametrize(("body", "unclear"), [
    # A compression ratio's other side is the data itself before it was encoded.
    ("The column store keeps logs 70% smaller than the raw data with its default codec.",
     False),
    ("Snapshots take 4x less space than the uncompressed files.", False),
    # Against another system, the other side still needs its figures.
    ("The column store keeps logs 70% smaller than the old row store with its default codec.",
     True),
])
def test_a_size_against_the_raw_data_is_a_compression_ratio(body: str, unclear: bool) -> None:
    """"Smaller than raw data" compares the output with its own input: no baseline missing."""
    found = _rules_of(f"# Storage\n\n{body}\n")
    assert ("comparison-baseline-unclear" in found) is unclear, found


@pytest.mark.parametrize(("text", "flagged"), [
    # Each figure carries its own qualifier: two setups side by side.
    ("The kernels reach up to 520 TFLOPS in the forward pass and 300 TFLOPS in the "
     "backward pass.", False),
    # The second figure alone is qualified: the same run's peak and its usual rate.
    ("The engine sustained 21,400 tokens per second, or up to 27,900 tokens per second "
     "when warm.", True),
])
def test_figures_each_qualified_in_one_sentence_are_two_setups(text: str,
                                                                flagged: bool) -> None:
    found = "peak-not-sustained" in _rules_of(f"# Kernels\n\n{text}\n")
    assert found is flagged, _rules_of(f"# Kernels\n\n{text}\n")


def test_a_peak_in_a_summary_row_is_still_the_sustained_figure_s_peak() -> None:
    """A summary row's floor ("12M+") and its label, a maker's name written once and left
    out once, and a speed-up of another section that happens to divide the pair out do
    not make the peak and the sustained rate two setups."""
    text = ("# Collector\n\n## Summary\n\n| Metric | Result |\n|---|---|\n"
            "| Ingest (Avro) | 12M+ events/sec |\n\nThe test machine is an AMD EPYC 9654 "
            "server.\n\n## Ingest\n\nOn the EPYC 9654, with batches of 5,000 events:\n\n"
            "- Peak throughput: 12M+ events/sec\n- Sustained throughput: 9.6M+ events/sec\n\n"
            "## Per query\n\n| Query | Cold | Warm | Speedup |\n|---|---|---|---|\n"
            "| Q1 | 0.50s | 0.40s | 1.25x |\n")
    assert "peak-not-sustained" in _rules_of(text), _rules_of(text)
