"""Caveats an editor trusts (cav26), second part: what the setup, the evidence and the
tables say (pre-release versions, projections, version entries, quality tables, clocks,
hosted rows). Sentences of our own, from several fields, that must and must not raise each
rule, run through the whole pipeline."""

from __future__ import annotations

import pytest

from claims.extract.facts.evidence import maturity
from claims.model import Evidence, Maturity
from tests.vetting import rules, vet

# --- experimental-component: a pre-release stated in the setup ---------------------------

@pytest.mark.parametrize("text", [
    "Python 3.11.0b1",
    "CPython 3.13.0a4 built from source",
    "rustc 1.35.0-nightly (719b0d984 2019-03-13)",
])
def test_a_pre_release_version_is_preview(text: str) -> None:
    assert maturity(text) is Maturity.preview


@pytest.mark.parametrize("text", [
    "Python 3.11.4",
    "block size 4096b",
    "0b1010 is a bit mask",
])
def test_a_released_version_is_no_preview(text: str) -> None:
    assert maturity(text) is None


@pytest.mark.parametrize("text", [
    # search engines: the build list names a nightly compiler
    "The build:\n\n- Sonic version: 1.0.1\n- Rustc version: `rustc 1.35.0-nightly`\n\n"
    "## Results\n\nThe import reached close to 4,000 operations per second.",
    # interpreters: a setup table gives a beta
    "| | |\n|-|-|\n| CPU | Athlon II |\n| Python 3.11 | 3.11.0b1 |\n\n## Results\n\n"
    "The test suite ran in 167.7 seconds on 3.11, against 198.6 seconds on 3.8.",
    # kernels: the setup list names a release candidate
    "Setup:\n\n- Kernel version: 6.9-rc2\n- Board: Raspberry Pi 5\n\n## Results\n\n"
    "Context switches take 1.9 µs on average.",
])
def test_a_pre_release_in_the_setup_marks_the_figures(text: str) -> None:
    assert "experimental-component" in rules(text)


@pytest.mark.parametrize("text", [
    "The build:\n\n- Sonic version: 1.0.1\n- Rustc version: `rustc 1.35.0`\n\n"
    "## Results\n\nThe import reached close to 4,000 operations per second.",
    "| | |\n|-|-|\n| CPU | Athlon II |\n| Python 3.11 | 3.11.4 |\n\n## Results\n\n"
    "The test suite ran in 167.7 seconds on 3.11, against 198.6 seconds on 3.8.",
])
def test_released_versions_in_the_setup_mark_nothing(text: str) -> None:
    assert "experimental-component" not in rules(text)


# --- simulated-result: a hedged reckoning is a projection --------------------------------

@pytest.mark.parametrize("text", [
    "Spread over 8 cores, the import would in theory raise the rate to 32,000 operations "
    "per second.",
    "With two more nodes the cluster could probably reach 900,000 IOPS.",
    "Four such boxes would push the total to 160 Gbit/s.",
])
def test_a_hedged_reckoning_is_projected(text: str) -> None:
    evidence = {c.evidence for c in vet(text).claims if c.kind.value != "config"}
    assert Evidence.projected in evidence


@pytest.mark.parametrize("text", [
    "The import reached 4,000 operations per second on one thread.",
    "The cluster served 900,000 IOPS in the 4 KiB random-read test.",
])
def test_a_measured_rate_is_no_projection(text: str) -> None:
    evidence = {c.evidence for c in vet(text).claims}
    assert Evidence.projected not in evidence


# --- missing-conditions: a setup list's "X version: V" states what ran -------------------

@pytest.mark.parametrize("text", [
    # search engines
    "The build:\n\n- Sonic version: 1.0.1\n- Rustc version: `rustc 1.35.0`\n\n## Results\n\n"
    "On a MacBook Pro with a 2.5 GHz Core i7, a PUSH of the support-message data set takes "
    "275 µs on average.",
    # kernels
    "Setup:\n\n- Kernel version: 6.8.1\n- Board: Raspberry Pi 5\n\n## Results\n\n"
    "On the Raspberry Pi 5, the hackbench workload finishes in 1.9 s on average.",
])
def test_a_version_entry_in_the_setup_gives_the_software(text: str) -> None:
    assert not any("software" in m for m in (f.message for f in vet(text).findings
                                              if f.rule == "missing-conditions"))


def test_with_no_version_entry_the_software_is_still_missing() -> None:
    text = ("The build used the release profile.\n\n## Results\n\nOn a MacBook Pro with a "
            "2.5 GHz Core i7, a PUSH of the support-message data set takes 275 µs on average.")
    assert any("software" in f.message for f in vet(text).findings
               if f.rule == "missing-conditions")


# --- input-tokens-counted: a "total throughput" of tokens counts the prompt --------------

@pytest.mark.parametrize("text", [
    "The server reaches a total throughput of 41,000 tokens per second with 2,048-token "
    "prompts and 128-token answers on one H100.",
    "Combined throughput of the two replicas was 9,000 tokens per second with 4,096-token "
    "prompts.",
])
def test_a_total_token_throughput_counts_input(text: str) -> None:
    assert "input-tokens-counted" in rules(text)


@pytest.mark.parametrize("text", [
    # the total is of generated tokens
    "The cluster total throughput is 1.2 million output tokens per second on 72 GPUs.",
    # a total of requests, not tokens
    "The gateway total throughput was 80,000 requests per second on four nodes.",
])
def test_a_total_of_output_tokens_or_requests_counts_no_input(text: str) -> None:
    assert "input-tokens-counted" not in rules(text)


# --- a part's clock is a data sheet's fact, never a result -------------------------------

@pytest.mark.parametrize("text", [
    # CPUs: a score gap whose values are only in images, beside clock speeds
    "Each result is an image.\n\nThe Intel Core i5-4300M scored only 200 points better than "
    "the Raspberry Pi 4, although it runs at up to 3.3 GHz against the Pi's 1.5 GHz.",
    # GPUs: a percentage beside a boost clock, values in a chart
    "![Frames per second](fps.png)\n\nThe new card renders 35% more frames than the old one "
    "at a 2.5 GHz boost clock.",
])
def test_a_clock_beside_a_charted_ratio_is_no_stated_result(text: str) -> None:
    assert "results-only-in-charts" in rules(text)


@pytest.mark.parametrize("text", [
    # a setup table's clock row
    "| | |\n|-|-|\n| CPU | AMD Athlon II Neo N36L |\n| Clock speed | 800 MHz |",
    # a prose clock
    "The board's Cortex-A76 cores run at 2.4 GHz.",
])
def test_a_clock_lacks_no_conditions(text: str) -> None:
    assert not any(m for f in vet(text).findings if f.rule == "missing-conditions"
                   for m in [f.message] if "MHz" in m or "GHz" in m)


# --- missing-quality: a table its lead-in sentence calls accuracy reports quality --------

_SPEED = ("\n\n## Speed\n\n| Model | Precision | A100 |\n|---|---|---|\n"
          "| Tern-3B | fp16 | 104.6 tokens/s |\n| Tern-3B | int4 | 182.8 tokens/s |")


@pytest.mark.parametrize("lead, header", [
    # LLM quantization: benchmark names the vocabulary does not know
    ("Accuracy of each model in FP16 and with INT4 weights:", "| Tern-3B | VQA-v2 | GQA |"),
    # speech: a word error rate per test set
    ("Word error rate of each precision on the test sets:", "| Tern-3B | clean | other |"),
    # vision: perplexity-like quality of a generator
    ("Perplexity of each variant on the held-out corpora:", "| Tern-3B | wiki | web |"),
])
def test_a_table_introduced_as_quality_reports_quality(lead: str, header: str) -> None:
    text = (f"## Quality\n\n{lead}\n\n{header}\n|---|---|---|\n| FP16 | 80.4 | 61.5 |\n"
            f"| INT4 | 80.0 | 61.1 |{_SPEED}")
    assert "missing-quality" not in rules(text)


@pytest.mark.parametrize("lead", [
    "Memory of each model in FP16 and with INT4 weights:",
    "Load time of each precision on the test machines:",
])
def test_a_table_introduced_as_something_else_reports_no_quality(lead: str) -> None:
    text = (f"## Other\n\n{lead}\n\n| Tern-3B | A | B |\n|---|---|---|\n| FP16 | 80.4 | 61.5 |\n"
            f"| INT4 | 80.0 | 61.1 |{_SPEED}")
    assert "missing-quality" in rules(text)


# --- experimental-component: a product the title names, called a preview anywhere --------

@pytest.mark.parametrize("title, text, raised", [
    # databases: the scanner the title's products open is in preview
    ("Querying Postgres tables directly from DuckDB",
     "On an M1 Max, TPC-H query 1 takes 0.74 seconds through the scanner.\n\n"
     "## Conclusion\n\nPostgres Scanner is currently in preview.", True),
    # web servers: the title's product is called a beta
    ("Serving static files faster with Caddy",
     "On a Xeon E-2236, the server sends 41,000 files per second.\n\n"
     "## Status\n\nCaddy is a beta on this platform.", True),
    # another version's preview says nothing of the measured release
    ("Querying Postgres tables directly from DuckDB",
     "On an M1 Max, TPC-H query 1 takes 0.74 seconds through the scanner.\n\n"
     "## Next\n\nPostgres 18 is in beta.", False),
    # nothing called a preview
    ("Querying Postgres tables directly from DuckDB",
     "On an M1 Max, TPC-H query 1 takes 0.74 seconds through the scanner.", False),
])
def test_a_title_products_preview_marks_the_figures(title: str, text: str,
                                                    raised: bool) -> None:
    front = f'title: "{title}"\n'
    assert ("experimental-component" in rules(text, front)) is raised


# --- comparison-conditions-differ: rows hosted differently in one ranking table ----------

def _table(rows: list[tuple[str, str]]) -> str:
    """A results table of machines and a rate."""
    body = "\n".join(f"| {name} | {rate} |" for name, rate in rows)
    return f"## Results\n\n| Machine | Result |\n|---|---|\n{body}"


@pytest.mark.parametrize("rows", [
    # HPC: one row in Docker among bare-metal boards
    [("Raspberry Pi 5 (BCM2712)", "30.2 GFLOPS"), ("Ampere Altra Q64-22", "655.9 GFLOPS"),
     ("M2 MacBook Air (in Docker)", "104.7 GFLOPS"), ("Intel N100 mini PC", "62.9 GFLOPS")],
    # networking: an overclocked board beside stock ones
    [("Raspberry Pi 4 (overclocked)", "941 Mbit/s"), ("Orange Pi 5", "910 Mbit/s"),
     ("Rock 5B", "902 Mbit/s")],
    # databases: one server in a VM
    [("EPYC 9654 server", "210,000 TPS"), ("Xeon 8480 server in a VM", "150,000 TPS"),
     ("Graviton3 c7g.16xlarge", "180,000 TPS")],
])
def test_rows_hosted_differently_differ_in_more_than_the_machine(
        rows: list[tuple[str, str]]) -> None:
    assert "comparison-conditions-differ" in rules(_table(rows))


@pytest.mark.parametrize("rows", [
    # every row on bare metal
    [("Raspberry Pi 5 (BCM2712)", "30.2 GFLOPS"), ("Ampere Altra Q64-22", "655.9 GFLOPS"),
     ("Intel N100 mini PC", "62.9 GFLOPS")],
    # every row in Docker: hosted alike
    [("Raspberry Pi 5 in Docker", "28.1 GFLOPS"), ("Ampere Altra Q64-22 in Docker",
     "640.2 GFLOPS"), ("Intel N100 mini PC in Docker", "60.3 GFLOPS")],
])
def test_rows_hosted_alike_differ_only_in_the_machine(rows: list[tuple[str, str]]) -> None:
    assert "comparison-conditions-differ" not in rules(_table(rows))


# --- simulated-result: a projected rate is a result, however the records file it --------

@pytest.mark.parametrize("text", [
    # message brokers
    "The author judges that either broker could probably fill a 1Gbit/s network link with "
    "only 2 or 3 broker instances.",
    # storage
    "Spread over 8 cores, the import would in theory raise the rate to 32,000 operations "
    "per second.",
])
def test_a_projected_rate_is_flagged(text: str) -> None:
    assert "simulated-result" in rules(text)


@pytest.mark.parametrize("text", [
    # a projected count of machines is the size of the system, not a result
    "A full rollout would take 40 nodes.",
    # a rate given as a setting's value
    "The load generator would be set to 500 requests per second for the soak test.",
])
def test_a_projected_size_or_setting_is_not_flagged(text: str) -> None:
    assert "simulated-result" not in rules(text)


@pytest.mark.parametrize("text, raised", [
    # storage: the writer says the results cover only an experimental case
    ("On a 2-CPU OSD, random reads reach 41,000 IOPS.\n\n## Caveats\n\nThe post stresses "
     "that these cover only the experimental single-shard cases.", True),
    # GPUs: the results come from a preview driver
    ("On one B580 the encoder reaches 142 frames per second.\n\n## Notes\n\nThese results "
     "come from a preview build of the driver.", True),
    # a stable case, and a sentence about features, not results
    ("On a 2-CPU OSD, random reads reach 41,000 IOPS.\n\n## Next\n\nThese are experimental "
     "features we plan to add.", False),
])
def test_results_said_to_cover_an_unfinished_case(text: str, raised: bool) -> None:
    front = 'title: "Kestrel: a new storage daemon"\n'
    assert ("experimental-component" in rules(text, front)) is raised
