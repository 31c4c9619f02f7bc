"""Which family matches name a model, and how far a model's name reaches: a lower-case head
glued to a family makes a longer name, a number is never cut at its decimal point, a
three-part release names a program, and a family named after its maker may be the company.

The sentences and documents are written for these tests, from several fields."""

from __future__ import annotations

import pytest

from claims.extract.conditions.model_mentions import glued_names
from tests.conftest import claims_of, model_names, models_by_value


@pytest.mark.parametrize(("text", "name"), [
    ("The nnU-Net recipe segments each CT volume in 1.3 s.", "nnU-Net"),
    ("We fine-tuned mT5 on the German split.", "mT5"),
    ("Our mBERT baseline tags 4,000 sentences per second.", "mBERT"),
])
def test_a_lower_case_head_glued_to_a_family_makes_a_longer_name(text: str, name: str) -> None:
    assert name in model_names(text)


@pytest.mark.parametrize("text", [
    "ExLlamaV2 decodes 90 tokens per second on one card.",  # an inference library
    "Prompts come from the ShareGPT set, 1,000 of them.",  # a data set
    "LitGPT fine-tunes on four GPUs.",  # a training library
    "ALBERT is a smaller model; the my_BERT variable holds it.",  # an acronym, an identifier
])
def test_a_capitalised_or_identifier_head_makes_no_longer_name(text: str) -> None:
    assert glued_names(text) == []


def test_a_family_written_short_in_a_glued_names_post_is_that_name() -> None:
    text = ("# nnU-Net on one server\n\nThe nnU-Net pipeline trains a 2D and a 3D variant."
            "\n\n## Training\n\nThe 3D U-Net trained at 120 volumes per second on 8 GPUs.\n")
    assert models_by_value(text)[120] == "nnU-Net"


def test_a_family_without_a_glued_name_keeps_its_own_name() -> None:
    text = ("# Segmentation on one server\n\nThe 3D U-Net trained at 120 volumes per second "
            "on 8 GPUs.\n")
    assert models_by_value(text)[120] == "U-Net"


def test_a_width_multiplier_after_a_version_ends_a_row_label() -> None:
    text = ("# Phone timings\n\n| Model | Pixel 3 (ms) |\n|---|---|\n"
            "| MobileNet v1 1.0X | 82 |\n| MobileNet v2 0.75X | 49 |\n")
    models = models_by_value(text)
    assert (models[0.082], models[0.049]) == ("MobileNet v1 1.0X", "MobileNet v2 0.75X")


@pytest.mark.parametrize(("text", "name"), [
    ("MobileNet v2 1.4x faster than v1 on the phone.", "MobileNet v2"),
    ("Llama-70B 2.4x the throughput of the old kernel.", "Llama-70B"),
    ("Qwen 2.5 serves chat.", "Qwen 2.5"),
])
def test_a_number_is_never_cut_at_its_decimal_point(text: str, name: str) -> None:
    assert model_names(text) == [name]


def test_a_ratio_after_a_models_name_stays_a_figure() -> None:
    text = "# Kernel\n\nWith the new kernel, Llama-70B 2.4x the tokens per second of before.\n"
    assert models_by_value(text)[2.4] == "Llama-70B"


@pytest.mark.parametrize("text", [
    "The cluster ran CUDA 9.1 and Cray MPT 7.7.2 as its MPI stack.",  # HPC
    "The Falcon 3.1.1 web framework answered 12,000 requests per second.",  # web servers
    "Granite 2.0.4 was the storage firmware under test.",  # storage
])
def test_a_three_part_release_names_a_program(text: str) -> None:
    assert model_names(text) == []


@pytest.mark.parametrize(("text", "name"), [
    ("MPT 7B answered in 40 ms.", "MPT 7B"),
    ("Falcon 40B served 900 tokens per second.", "Falcon 40B"),
    ("Gemma 2 9B fits on one card.", "Gemma 2 9B"),
])
def test_a_size_or_short_version_still_names_a_model(text: str, name: str) -> None:
    assert model_names(text) == [name]


@pytest.mark.parametrize("text", [
    "DeepSeek's 3FS file system read 6.6 TB/s across 180 nodes.",  # storage
    "DeepSeek published the numbers; DeepSeek does not name the SSD.",
    "Mistral AI hosts the endpoint in Paris.",
    "Mistral released its cluster's power draw: 2.1 MW.",  # power
    "MiniMax\u2019s team wrote the kernels.",
])
def test_a_maker_named_family_owning_or_publishing_is_the_company(text: str) -> None:
    assert model_names(text) == []


@pytest.mark.parametrize(("text", "name"), [
    ("DeepSeek runs at 30 tokens per second on one node.", "DeepSeek"),
    ("Mistral outperforms the older model on MMLU.", "Mistral"),
    ("DeepSeek-V3's experts are spread over 32 GPUs.", "DeepSeek-V3"),
    ("Llama's accuracy held at 0.71.", "Llama"),  # no maker: a possessive model
])
def test_a_model_that_runs_or_owns_a_part_stays_a_model(text: str, name: str) -> None:
    assert model_names(text) == [name]


def test_a_post_about_a_companys_file_system_names_no_model() -> None:
    text = ("---\ntitle: A look at DeepSeek's file system\n---\n\n# Reads\n\n"
            "DeepSeek's cluster read 6.6 TB/s on average, and DeepSeek published the chart.\n")
    assert models_by_value(text)[6600] is None


@pytest.mark.parametrize(("text", "name"), [
    ("On one L4, llama 3.1-8B holds 30k tokens.", "llama 3.1-8B"),
    ("We trained the gpt3-2.7B recipe.", "gpt3-2.7B"),
    ("The opt-13b checkpoint loads in 9 s.", "opt-13b"),
])
def test_a_lower_case_family_with_a_size_is_a_model(text: str, name: str) -> None:
    assert model_names(text) == [name]


@pytest.mark.parametrize("text", [
    "The farm keeps a llama and 3 goats.",
    "An opt-in flag turned on 2 more phi-node passes in the compiler.",
    "The gpt partition table holds 128 entries.",
])
def test_a_lower_case_family_word_without_a_size_is_no_model(text: str) -> None:
    assert model_names(text) == []


def test_a_header_rows_figure_takes_the_names_of_its_own_cell() -> None:
    text = ("# Training time\n\n| Setup | Days for 300B tokens, GPT3-2.7B | Extrapolated days "
            "for 300B tokens, GPT3-175B |\n|---|---|---|\n| 8x H100 | 20 | 1286 |\n")
    tokens = sorted(str(c.conditions.model) for c in claims_of(text) if c.value == 300e9)
    assert tokens == ["GPT3-175B", "GPT3-2.7B"]


def test_a_header_cell_names_its_own_model_before_a_cell_to_its_left() -> None:
    # LLM serving: the 128 of the second column is the 70B model's, named after it
    text = ("# Serving\n\n| Engine | Llama 3 8B, 64 users (tokens/s) | 128 users, Llama 3 "
            "70B (tokens/s) |\n|---|---|---|\n| vLLM | 4100 | 2200 |\n")
    models = models_by_value(text)
    assert (models[64], models[128]) == ("Llama 3 8B", "Llama 3 70B")


@pytest.mark.parametrize(("text", "name"), [
    ("DeepSeek sharded across 8 GPUs reached 2,000 tokens per second.", "DeepSeek"),
    ("Mistral stateful sessions kept 64 users warm.", "Mistral"),
])
def test_a_word_opening_like_a_makers_verb_leaves_a_model(text: str, name: str) -> None:
    assert model_names(text) == [name]


@pytest.mark.parametrize(("text", "name"), [
    # a benchmark's accuracy-target variant glued after a hub name's size
    ("| llama2-70b-99.9 | Tokens/s | 24424.7 |", "llama2-70b-99.9"),
    ("| llama2-70b-99 | Tokens/s | 23132.8 |", "llama2-70b-99"),
    # a hub name's size, then a suffix word, then nothing glued
    ("The qwen2.5-7b-instruct model answered 40 requests/s.", "qwen2.5-7b-instruct"),
    ("We served opt-13b at 900 tokens/s.", "opt-13b"),
])
def test_a_number_glued_after_a_hub_names_size_stays_in_the_name(text: str, name: str) -> None:
    assert model_names(text) == [name]


@pytest.mark.parametrize(("text", "name"), [
    ("### Qwen2 7B Chat 2 x L40S", "Qwen2 7B Chat"),  # a count of the cards after it
    ("Phi-3 mini 4 GPUs served it.", "Phi-3 mini"),
    ("Gemma 2 2 nodes", "Gemma 2"),
    ("Gemma 2 9B x 2 replicas", "Gemma 2 9B"),  # a size stays the name's
    ("Gemma 2 x 4 experts", "Gemma 2"),  # a version stays the name's
])
def test_a_number_that_counts_devices_ends_a_name(text: str, name: str) -> None:
    assert model_names(text) == [name]


# A processor's name that holds a model family's word is no model: inside the processor's
# match, right after it, or a digit-final family glued to more digits. Written for these tests.
@pytest.mark.parametrize("text", [
    "Our Xeon Phi 7210 box reached 2.1 TFLOPS.",
    "A Celeron J4125 (Gemini Lake Refresh) board draws 10 W.",
    "An old Core 2 laptop with a T5600 chip served 300 requests per second.",
    "Two Granite Rapids sockets give 256 cores.",
])
def test_a_processors_name_is_no_model(text: str) -> None:
    assert model_names(text) == []


@pytest.mark.parametrize(("text", "want"), [
    ("A Xeon (Llama 2 13B) run took 9 s.", ["Llama 2 13B"]),
    ("We fine-tuned T5 and T5-3B beside OPT-13B today.", ["T5", "T5-3B", "OPT-13B"]),
    ("ResNet50 ran on a Xeon Platinum 8380.", ["ResNet50"]),
    ("On Sapphire Rapids, Gemma 2 9B served 40 tokens/s.", ["Gemma 2 9B"]),
])
def test_a_model_beside_a_processor_stays_a_model(text: str, want: list[str]) -> None:
    assert model_names(text) == want


def test_a_processors_code_name_stays_one_wherever_else_it_stands() -> None:
    text = ("The board's Celeron J4125 (Gemini Lake Refresh) idles at 6 W. Gemini Lake parts "
            "lack AVX. Gemini 1.5 Flash answered in 2 s.")
    assert model_names(text) == ["Gemini 1.5 Flash"]
