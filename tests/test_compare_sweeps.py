"""A vendor's sweep tables against an independent sweep: the measure a section names reaches
the bare cells of the tables under it, a row label of two lengths under an ISL/OSL header
gives the row's lengths, a column of one tensor-parallel instance is one accelerator, and a
post that states one accelerator count only ran on that many.

Every document and sentence here is written for these tests.
"""

from __future__ import annotations

from claims.compare import compare_claims, judge
from claims.compare.verdict import system_size
from claims.extract import extract
from claims.extract.conditions.index import find
from claims.load.documents import parse_bytes
from claims.model import Claim

_VENDOR = (
    "# Reference numbers\n\n"
    "## Throughput\n\n"
    "Requests arrive as fast as the server takes them. The metric is `Generated Tokens "
    "Rate (tokens/sec)`, read from the benchmark's summary.\n\n"
    "### Mistral 7B\n\n"
    "| Sequence Length (ISL/OSL) | L40S TP1 (FP8) | L40S TP2,DP2 (FP8) |\n"
    "|---|---|---|\n"
    "| 256/1024 | 5,120 | 17,400 |\n"
    "| 1024/256 | 2,340 | 8,800 |\n\n"
    "## Notes\n\n"
    "| Setting | Value |\n|---|---|\n| Warm-up runs | 3 |\n")


def _independent(lengths: str = "ISL=256, OSL=1024", count: str = "one NVIDIA L40S 48GB GPU"
                 ) -> str:
    """An independent sweep of the same model, its headline point at `lengths`."""
    return (f"# Mistral 7B sweep\n\nAll points ran Mistral 7B in FP8 on {count}.\n\n"
            f"## Best points\n\n1. **4,870.5 tokens/sec** at {lengths} (2,000 requests)\n")


def _post(title: str, publisher: str, body: str) -> str:
    """A Markdown announcement with front matter."""
    return (f'---\ntitle: "{title}"\npublisher: {publisher}\nurl: https://{publisher.lower()}'
            f'.example/post\npublished_at: 2026-01-15\n---\n\n{body}')


def _claims(text: str, name: str) -> dict[float, Claim]:
    """Each claim of a Markdown document by its value."""
    return {c.value: c for c in extract(parse_bytes(text.encode(), origin=name))[1]}


def test_a_sections_measure_reaches_its_subsections_tables() -> None:
    rows = _claims(_post("Reference", "Vendor", _VENDOR), "v.md")
    cell = rows[5120.0]
    assert (cell.unit, cell.metric) == ("tokens/s", "throughput")
    assert (cell.conditions.input_length, cell.conditions.output_length) == (256, 1024)
    assert rows[2340.0].conditions.input_length == 1024
    # a later section's table is out of the measure's reach
    assert rows[3.0].unit == "count"


def test_one_instance_of_one_accelerator_meets_one_accelerator() -> None:
    vendor = _claims(_post("Reference", "Vendor", _VENDOR), "v.md")
    mine = _claims(_post("Sweep", "Tester", _independent()), "i.md")
    assert mine[4870.5].conditions.accelerator_count == 1
    pair = judge(vendor[5120.0], mine[4870.5])
    assert pair.comparable, pair.differences
    found = compare_claims([*vendor.values(), *mine.values()])
    assert any({p.left.value, p.right.value} == {5120.0, 4870.5} for p in found.comparable)


def test_other_lengths_a_data_parallel_column_or_an_unsaid_count_do_not_meet() -> None:
    vendor = _claims(_post("Reference", "Vendor", _VENDOR), "v.md")
    other = _claims(_post("Sweep", "Tester", _independent("ISL=1024, OSL=1024")), "i.md")
    assert "workload" in judge(vendor[5120.0], other[4870.5]).reasons
    mine = _claims(_post("Sweep", "Tester", _independent()), "i.md")
    # TP2 with DP2 leaves the instance's size unsaid: not one accelerator's figure
    assert system_size(vendor[17400.0]) is None
    assert "hardware" in judge(vendor[17400.0], mine[4870.5]).reasons
    unsaid = _claims(_post("Sweep", "Tester", _independent(count="an NVIDIA L40S 48GB")), "u.md")
    assert unsaid[4870.5].conditions.accelerator_count is None
    assert "hardware" in judge(vendor[5120.0], unsaid[4870.5]).reasons


def test_a_post_with_two_counts_gives_its_figures_neither() -> None:
    body = _independent() + "\nThe same sweep on 8 L40S GPUs is left for later.\n"
    mine = _claims(_post("Sweep", "Tester", body), "i.md")
    assert mine[4870.5].conditions.accelerator_count is None


def test_a_memory_size_between_count_and_gpus_keeps_the_count() -> None:
    assert find("on eight NVIDIA L40S 48GB GPUs").accelerator_count == 8
    assert find("with 141GB HBM3e H200 GPUs").accelerator_count is None


def test_a_count_stated_for_the_other_side_of_a_comparison_is_no_runs_count() -> None:
    body = ("Our Kestrel card serves Qwen 2.5 7B at 41,000 tokens per second per card.\n\n"
            "A single user sees 1,900 tokens per second, 9x the 210 tokens per second a user "
            "gets on a server of eight H100 GPUs.\n")
    mine = _claims(_post("Kestrel", "Kestrel", body), "k.md")
    assert mine[41000.0].conditions.accelerator_count is None
    alone = _claims(_post("Kestrel", "Kestrel", body.split("\n\n")[0] + "\n\nIt ran on one "
                          "H100 GPU.\n"), "k1.md")
    assert alone[41000.0].conditions.accelerator_count == 1


def test_a_large_comparison_indexes_one_accelerator_whatever_its_form_factor_or_memory() -> None:
    from claims.compare.names import accelerator_key
    assert {accelerator_key(n) for n in ("H100 SXM 80GB", "NVIDIA H100 80GB", "H100",
                                         "H100 NVL")} == {"h100"}
    assert accelerator_key("A100-SXM4-40GB") == accelerator_key("A100") != accelerator_key("H100")
    assert accelerator_key("GB200") != accelerator_key("B200")
