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

# --- 4. the unit the text gives by structure: a note beside the table, a row label --------

def test_a_unit_note_states_only_a_clause_ending_unit() -> None:
    from claims.extract.text.unit_notes import unit_note
    assert unit_note("the clocks we measured (all values in GHz):") == "GHz"
    assert unit_note("Timings are given in milliseconds.") == "milliseconds"
    assert unit_note("Results below (tokens/s per GPU):") == "tokens/s per GPU"
    assert unit_note("Latency in ms was lowest for the new build.") is None
    assert unit_note("Engine A answers in 3 ms.") is None
    assert unit_note("Each query timed three times, in seconds:") == "seconds"
    assert unit_note("We ran it in Paris, in seconds flat.") is None


def test_a_lead_in_ending_in_its_unit_gives_the_cells_below_it() -> None:
    text = ("Three tries of each query on one box, in seconds:\n\n"
            "| Query | Try 1 | Try 2 |\n|---|---|---|\n| Q1 | 0.412 | 0.388 |\n"
            "| Q2 | 1.936 | 1.902 |\n")
    claims = claims_of(text)
    assert claim_by_text(claims, "0.412").unit == "s"
    assert claim_by_text(claims, "1.902").unit == "s"


def test_the_rows_of_a_query_table_are_different_jobs() -> None:
    # each query is its own job: a buyer may set Q2 beside Q2, never beside Q7
    text = ("Query times in seconds:\n\n| Query | Time |\n|---|---|\n"
            "| Q2 | 0.51 s |\n| Q7 | 3.20 s |\n")
    claims = claims_of(text)
    assert claim_by_text(claims, "0.51").conditions.workload == "Q2"
    assert claim_by_text(claims, "3.20").conditions.workload == "Q7"
    text = "| Engine | Time |\n|---|---|\n| Falcon | 0.51 s |\n"
    assert claim_by_text(claims_of(text), "0.51").conditions.workload != "Falcon"


def test_a_note_under_a_table_gives_its_bare_cells_a_unit() -> None:
    text = ("| Disk | Seq. read | Seq. write |\n|---|---|---|\n| NVMe A | 6.8 | 5.1 |\n\n"
            "Throughput in GB/s, three runs averaged.\n")
    claims = claims_of(text)
    assert claim_by_text(claims, "6.8").unit == "GB/s"
    assert claim_by_text(claims, "5.1").unit == "GB/s"


def test_a_bold_title_over_a_table_gives_units_but_not_to_setting_columns() -> None:
    text = ("**Insert rate (rows/s)**\n\n| Batch size | Store A | Store B |\n|---|---|---|\n"
            "| 500 | 41,200 | 39,800 |\n")
    claims = claims_of(text)
    assert claim_by_text(claims, "41,200").unit == "rows/s"
    assert claim_by_text(claims, "500").unit == "count"


def test_a_row_label_unit_serves_only_its_row() -> None:
    text = ("| Tool | Host A | Host B |\n|---|---|---|\n| bench (QPS) | 9100 | 8700 |\n"
            "| disks | 4 | 6 |\n")
    claims = claims_of(text)
    assert claim_by_text(claims, "9100").unit == "queries/s"
    assert claim_by_text(claims, "4").unit == "count"


def test_msg_per_second_is_messages_per_second() -> None:
    assert claim_by_text(claims_of("The broker peaked at 42k msg/s.\n"), "42k").unit == \
        "messages/s"


def test_a_grouped_html_header_names_columns_by_its_lowest_row() -> None:
    text = ("<table>\n<thead>\n<tr><th></th><th colspan=\"2\">Cold cache</th></tr>\n"
            "<tr><th></th><th>Load time (s)</th><th>Scan rate (GB/s)</th></tr>\n</thead>\n"
            "<tbody>\n<tr><th>Store A</th><td>41</td><td>3.5</td></tr>\n</tbody>\n</table>\n")
    claims = claims_of(text)
    assert claim_by_text(claims, "41").unit == "s"
    assert claim_by_text(claims, "3.5").unit == "GB/s"


# --- a row of units right under the header completes the header --------------------------

UNITS_ROW = """# Codec speeds

| Codec     | Encode | Decode |
|-----------|-------:|-------:|
|           |  MB/s  |  MB/s  |
| fastpack  |   410  |  1900  |
| densepack |    95  |   620  |
"""


def test_a_units_row_under_the_header_gives_each_column_its_unit() -> None:
    claims = claims_of(UNITS_ROW)
    for written in ("410", "1900", "95", "620"):
        assert claim_by_text(claims, written).unit == "GB/s", written
    assert claim_by_text(claims, "410").value == 0.41


def test_a_row_naming_only_its_first_cell_labels_rows_and_leaves_the_header() -> None:
    text = ("| Phase | Nodes | Read (GB/s) |\n|---|---|---|\n| Warm-up |\n"
            "| 1 | 4 | 12.5 |\n| 2 | 8 | 23.9 |\n")
    assert claim_by_text(claims_of(text), "23.9").unit == "GB/s"


def test_a_first_row_of_words_is_data_not_units() -> None:
    text = ("| Engine | Mode | Latency (ms) |\n|---|---|---|\n"
            "| reference engine | all defaults on a cold cache | n/a |\n| tuned | warm | 4.2 |\n")
    claims = claims_of(text)
    assert claim_by_text(claims, "4.2").unit == "s"


# --- a header or row label naming a ratio makes its bare numbers multiples ---------------

def test_a_ratio_column_holds_multiples() -> None:
    text = "| Codec | Ratio | Speed (MB/s) |\n|---|---|---|\n| lzfast | 2.877 | 330 |\n"
    assert claim_by_text(claims_of(text), "2.877").unit == "x"


def test_a_ratio_row_label_holds_multiples_and_a_hit_ratio_does_not() -> None:
    text = ("| Metric | Node A | Node B |\n|---|---|---|\n| Memory / cube ratio | 13.0 | 1.13 |\n"
            "| Write amplification | 6.1 | 1.4 |\n| Cache hit ratio | 0.95 | 0.97 |\n")
    claims = claims_of(text)
    assert claim_by_text(claims, "13.0").unit == "x"
    assert claim_by_text(claims, "6.1").unit == "x"
    assert claim_by_text(claims, "0.95").unit != "x"


def test_a_unit_note_may_point_at_the_table_or_bracket_its_unit() -> None:
    from claims.extract.text.unit_notes import opening_rate, unit_note
    assert unit_note("All numbers below are in requests per second.") == "requests per second"
    assert unit_note("Bandwidth (GB/s) for each file system:") == "GB/s"
    assert unit_note("Our bandwidth (twice the old one) was fine.") is None
    assert opening_rate("Lookups per second for each index; more is better.") == \
        "Lookups per second"
    assert opening_rate("Lookups per day are rare for this index.") is None
    assert opening_rate("The results per second were noisy.") is None


def test_a_section_paragraph_naming_the_rate_gives_the_table_its_unit() -> None:
    text = ("## Index speed\n\nLookups per second for each index; more is better.\n\n"
            "Machine: a Raspberry Pi 5 with 8 GB.\n\n"
            "| index | btree | hash |\n|---|---|---|\n| small | 41,200 | 77,900 |\n")
    claims = claims_of(text)
    assert claim_by_text(claims, "41,200").unit == "lookups/s"
    assert claim_by_text(claims, "77,900").unit == "lookups/s"


def test_a_rate_named_above_an_earlier_table_does_not_reach_the_next() -> None:
    text = ("## Index speed\n\nLookups per second for each index.\n\n"
            "| index | btree |\n|---|---|\n| small | 41,200 |\n\n"
            "Then the sizes.\n\n| index | btree |\n|---|---|\n| small | 5,300 |\n")
    claims = claims_of(text)
    assert claim_by_text(claims, "41,200").unit == "lookups/s"
    assert claim_by_text(claims, "5,300").unit != "lookups/s"
