"""How many accelerators a figure was measured on: a table column that counts each row's
GPUs, a count in thousands, TPU slices times a count, and one part named as one. Documents
of our own."""

from __future__ import annotations

from claims.extract.conditions.count_columns import is_count_header
from claims.extract.conditions.index import find
from tests.conftest import claims_of


def _counts(markdown: str) -> dict[float, int | None]:
    """Each non-count figure's value and the accelerator count the rules bind to it."""
    return {c.value: c.conditions.accelerator_count for c in claims_of(markdown)
            if c.unit != "count"}


def test_a_count_column_gives_each_row_its_own_count() -> None:
    doc = ("## Training throughput on H100\n\n"
           "| Model | #-GPUs | Tokens / sec / GPU |\n|---|---|---|\n"
           "| Llama 2 7B | 8 | 16,800 tokens/s |\n| Llama 2 70B | 64 | 1,710 tokens/s |\n")
    assert _counts(doc) == {16800.0: 8, 1710.0: 64}


def test_count_headers_name_the_count_not_a_rate_or_a_size() -> None:
    assert all(is_count_header(h) for h in ("GPUs", "#-GPUs", "# of GPUs", "Num GPUs",
                                            "Number of V100 GPUs", "GPU count", "Chips"))
    assert not any(is_count_header(h) for h in ("TPS/GPU", "Tokens / sec / GPU", "GPU VRAM",
                                                "GPU memory", "TFLOPs/GPU", "Dimension"))


def test_a_gpu_column_of_names_gives_their_counts() -> None:
    doc = ("| Setup | GPUs | Throughput |\n|---|---|---|\n| small | 4x L4 | 120 tokens/s |\n"
           "| large | 2x A100 | 900 tokens/s |\n")
    assert _counts(doc) == {120.0: 4, 900.0: 2}


def test_a_count_in_thousands_is_thousands() -> None:
    assert find("trained in 9 days on 1K GPUs").accelerator_count == 1000
    assert find("a cluster of 16k GPUs").accelerator_count == 16000


def test_slices_times_a_count_multiply() -> None:
    assert find("| 2x v5e-256 | 117 |").accelerator_count == 512
    assert find("one v5e-256 slice").accelerator_count == 256


def test_one_part_named_as_one_is_a_count_of_one() -> None:
    assert find("every run used a single RTX 5090 at 400 W").accelerator_count == 1
    assert find("On one L4 (24GB) the model holds 30k tokens").accelerator_count == 1
    assert find("one H100 node runs it").accelerator_count is None
    assert find("a single A100 server").accelerator_count is None


def test_a_count_ending_a_list_of_counts_states_no_one_count() -> None:
    assert find("three clusters of 128, 256 and 512 H100 GPUs").accelerator_count is None
    assert find("pretraining time with 16 to 1024 GPUs").accelerator_count is None
    assert find("a chosen number of shards (2, 4 or 8 GPUs)").accelerator_count is None
    assert find("In 2024, 512 GPUs trained it").accelerator_count == 512
    assert find("8 nodes, 64 GPUs in all").accelerator_count == 64


def test_a_count_glued_to_its_part_is_a_count() -> None:
    assert find("| Long test - 8H100 - 70B | 27.5 |").accelerator_count == 8
    assert find("revenue grew in 1H20").accelerator_count is None


def test_a_column_of_parallel_ranks_counts_the_accelerators() -> None:
    doc = ("| Type | Dispatch #EP | Bottleneck bandwidth |\n|---|---|---|\n"
           "| Intranode | 8 | 153 GB/s |\n| Internode | 32 | 58 GB/s |\n")
    assert _counts(doc) == {153.0: 8, 58.0: 32}
    assert not is_count_header("EP")


def test_devices_count_accelerators_only_where_the_devices_are_accelerators() -> None:
    assert find("Gaudi2 trains it. Every run was distributed over 8 devices.") \
        .accelerator_count == 8
    assert find("On Gaudi2 every run used a single device.").accelerator_count == 1
    assert find("The array spreads writes over 8 devices.").accelerator_count is None


def test_a_bare_row_beside_counted_rows_is_one_accelerator() -> None:
    doc = ("| Configuration | Tokens/Sec |\n|---|---|\n| A100 80GB | 10,650 tokens/s |\n"
           "| 8xA100 80GB | 81,920 tokens/s |\n")
    counts = _counts(doc)
    assert (counts[10650.0], counts[81920.0]) == (1, 8)


def test_a_bare_row_in_a_table_that_counts_nothing_states_no_count() -> None:
    doc = ("| Configuration | Tokens/Sec |\n|---|---|\n| A100 80GB | 10,650 tokens/s |\n"
           "| H100 80GB | 22,280 tokens/s |\n")
    counts = _counts(doc)
    assert (counts[10650.0], counts[22280.0]) == (None, None)


def test_one_value_on_two_counts_is_two_figures() -> None:
    doc = ("## Pretraining on H100\n\n| Model | #-GPUs | Tokens / sec / GPU |\n|---|---|---|\n"
           "| GPT3-175B | 128 | 782 tokens/s |\n| GPT3-175B | 512 | 782 tokens/s |\n")
    counts = sorted(c.conditions.accelerator_count or 0 for c in claims_of(doc)
                    if c.value == 782.0)
    assert counts == [128, 512]


def test_a_product_lines_model_number_is_no_count() -> None:
    """"an RTX 4090 GPU" names one card, not 4,090; a count before the name still counts."""
    assert find("Tested on an RTX 4090 GPU in a desktop.").accelerator_count is None
    assert find("A GTX 1080 Ti GPU drove the display.").accelerator_count is None
    assert find("The box holds two RTX 4090 GPUs.").accelerator_count == 2
    assert find("We rented 4 x RTX 3090 GPUs.").accelerator_count == 4
    assert find("The run used 8 GPUs.").accelerator_count == 8
