"""Extraction gaps found on the second set of retold posts (tests/fixtures/real2), each
closed by a general rule and tested on varied sentences of our own, including ones where
the rule must not fire."""

from __future__ import annotations

from claims.documents import parse_bytes
from claims.extract import extract
from claims.model import Claim


def claims_of(markdown: str) -> list[Claim]:
    """The claims of a small Markdown document, in order."""
    return list(extract(parse_bytes(markdown.encode(), origin="doc.md"))[1])


def by_text(claims: list[Claim], value_text: str) -> Claim:
    """The one claim whose written value is `value_text`."""
    found = [c for c in claims if c.value_text == value_text]
    assert len(found) == 1, [c.value_text for c in claims]
    return found[0]


# --- 1. an HTML table inside Markdown reads like a Markdown table ------------------------

HTML_TABLE = """# Results

<table>
  <tr>
   <td><strong>Batch size</strong></td>
   <td><strong>Throughput (images/s)</strong></td>
   <td><strong>P95 latency</strong></td>
  </tr>
  <tr>
   <td>32
   </td>
   <td>1,840
   </td>
   <td>21 ms
   </td>
  </tr>
</table>
"""


def test_an_html_table_row_takes_its_column_headers() -> None:
    claims = claims_of(HTML_TABLE)
    assert by_text(claims, "1,840").unit == "images/s"
    assert by_text(claims, "21").statistic is not None
    assert by_text(claims, "21").statistic.value == "p95"


def test_an_html_table_with_th_cells_has_a_header() -> None:
    text = ("<table><tr><th>Disks</th><th>IOPS</th></tr>\n"
            "<tr><td>4</td><td>912,000</td></tr></table>\n")
    assert by_text(claims_of(text), "912,000").unit == "IOPS"


def test_a_first_html_row_of_numbers_is_not_a_header() -> None:
    text = ("<table>\n<tr><td>8 GPUs</td><td>3,200 tokens/s</td></tr>\n"
            "<tr><td>16 GPUs</td><td>6,100 tokens/s</td></tr>\n</table>\n")
    claims = claims_of(text)
    assert by_text(claims, "3,200").unit == "tokens/s"
    assert by_text(claims, "6,100").unit == "tokens/s"


# --- 2. the model family written as Meta first wrote it ----------------------------------

def test_llama_spelled_llama_or_in_capitals_is_a_model() -> None:
    claims = claims_of("# Runs\n\nWith LLaMA-13B weights we served 410 tokens/s per user; "
                       "a LLAMA2-7B replica reached 1,900 tokens/s.\n")
    assert by_text(claims, "410").conditions.model == "LLaMA-13B"
    assert by_text(claims, "1,900").conditions.model == "LLAMA2-7B"


# --- 3. a column that only numbers the rows measures nothing ----------------------------

def test_a_run_column_numbers_rows_and_gives_no_figures() -> None:
    claims = claims_of("| Run | Before | After |\n|---|---|---|\n| 1 | 812 ms | 640 ms |\n"
                       "| 2 | 809 ms | 655 ms |\n")
    assert sorted(c.value_text for c in claims) == ["640", "655", "809", "812"]


def test_a_count_column_is_still_read() -> None:
    claims = claims_of("| Nodes | Throughput |\n|---|---|\n| 4 | 91 GB/s |\n| 8 | 180 GB/s |\n")
    assert sorted(c.value_text for c in claims) == ["180", "4", "8", "91"]


# --- 4. hardware named by an Azure size with escaped underscores, or by a code name -------

def test_an_azure_size_with_escaped_underscores_is_the_hardware() -> None:
    claims = claims_of("# Setup\n\nOn an ND96amsr\\_A100\\_v4 VM the checkpoint loaded at "
                       "21 GB/s.\n")
    assert by_text(claims, "21").conditions.hardware == "ND96amsr_A100_v4"


def test_an_escaped_underscore_between_words_is_kept_for_names() -> None:
    claims = claims_of("# Setup\n\nThe Standard\\_NC24ads\\_A100\\_v4 nodes wrote 3.1 GB/s.\n")
    assert by_text(claims, "3.1").conditions.hardware == "Standard_NC24ads_A100_v4"


def test_an_intel_code_name_is_the_hardware() -> None:
    claims = claims_of("# CPUs\n\nA Sapphire Rapids server encoded 1.9 GB/s per core.\n")
    assert by_text(claims, "1.9").conditions.hardware == "Sapphire Rapids"


def test_a_memory_variant_glued_by_a_dash_stays_in_the_gpu_name() -> None:
    claims = claims_of("# Offload\n\nOne H100-94GB generated 31 tokens/s.\n")
    conditions = by_text(claims, "31").conditions
    assert conditions.hardware == "H100-94GB"
    assert conditions.accelerator == "H100"
