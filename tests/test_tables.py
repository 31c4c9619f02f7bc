"""Tables as posts write them: HTML tables inside Markdown read like Markdown tables, and a
column that only numbers the rows (Run, #, Trial) gives no figures."""

from __future__ import annotations

from tests.conftest import claim_by_text, claims_of

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
    assert claim_by_text(claims, "1,840").unit == "images/s"
    assert claim_by_text(claims, "21").statistic is not None
    assert claim_by_text(claims, "21").statistic.value == "p95"


def test_an_html_table_with_th_cells_has_a_header() -> None:
    text = ("<table><tr><th>Disks</th><th>IOPS</th></tr>\n"
            "<tr><td>4</td><td>912,000</td></tr></table>\n")
    assert claim_by_text(claims_of(text), "912,000").unit == "IOPS"


def test_a_first_html_row_of_numbers_is_not_a_header() -> None:
    text = ("<table>\n<tr><td>8 GPUs</td><td>3,200 tokens/s</td></tr>\n"
            "<tr><td>16 GPUs</td><td>6,100 tokens/s</td></tr>\n</table>\n")
    claims = claims_of(text)
    assert claim_by_text(claims, "3,200").unit == "tokens/s"
    assert claim_by_text(claims, "6,100").unit == "tokens/s"

# --- 3. a column that only numbers the rows measures nothing ----------------------------

def test_a_run_column_numbers_rows_and_gives_no_figures() -> None:
    claims = claims_of("| Run | Before | After |\n|---|---|---|\n| 1 | 812 ms | 640 ms |\n"
                       "| 2 | 809 ms | 655 ms |\n")
    assert sorted(c.value_text for c in claims) == ["640", "655", "809", "812"]


def test_a_count_column_is_still_read() -> None:
    claims = claims_of("| Nodes | Throughput |\n|---|---|\n| 4 | 91 GB/s |\n| 8 | 180 GB/s |\n")
    assert sorted(c.value_text for c in claims) == ["180", "4", "8", "91"]
