"""Names the conditions read: model families however a post capitalises them, cloud sizes
with Markdown-escaped underscores, CPU code names, and GPU names with a memory variant."""

from __future__ import annotations

import pytest

from claims.extract.conditions.index import find
from tests.conftest import claim_by_text, claims_of

# --- 2. the model family written as Meta first wrote it ----------------------------------

def test_llama_spelled_llama_or_in_capitals_is_a_model() -> None:
    claims = claims_of("# Runs\n\nWith LLaMA-13B weights we served 410 tokens/s per user; "
                       "a LLAMA2-7B replica reached 1,900 tokens/s.\n")
    assert claim_by_text(claims, "410").conditions.model == "LLaMA-13B"
    assert claim_by_text(claims, "1,900").conditions.model == "LLAMA2-7B"

# --- 4. hardware named by an Azure size with escaped underscores, or by a code name -------

def test_an_azure_size_with_escaped_underscores_is_the_hardware() -> None:
    claims = claims_of("# Setup\n\nOn an ND96amsr\\_A100\\_v4 VM the checkpoint loaded at "
                       "21 GB/s.\n")
    assert claim_by_text(claims, "21").conditions.hardware == "ND96amsr_A100_v4"


def test_an_escaped_underscore_between_words_is_kept_for_names() -> None:
    claims = claims_of("# Setup\n\nThe Standard\\_NC24ads\\_A100\\_v4 nodes wrote 3.1 GB/s.\n")
    assert claim_by_text(claims, "3.1").conditions.hardware == "Standard_NC24ads_A100_v4"


def test_an_intel_code_name_is_the_hardware() -> None:
    claims = claims_of("# CPUs\n\nA Sapphire Rapids server encoded 1.9 GB/s per core.\n")
    assert claim_by_text(claims, "1.9").conditions.hardware == "Sapphire Rapids"


def test_a_memory_variant_glued_by_a_dash_stays_in_the_gpu_name() -> None:
    claims = claims_of("# Offload\n\nOne H100-94GB generated 31 tokens/s.\n")
    conditions = claim_by_text(claims, "31").conditions
    assert conditions.hardware == "H100-94GB"
    assert conditions.accelerator == "H100"


# --- processors and servers as spec lines and reviews name them ------------------------------

@pytest.mark.parametrize("sentence, figure, hardware", [
    ("Host: Intel(R) Xeon(R) Gold 6338N CPU @ 2.20GHz. It forwarded 9.2 Mpps.",
     "9.2", "Xeon Gold 6338N"),
    ("CPU: 16 x Intel(R) Xeon(R) CPU E7-8880 v4 @ 2.20GHz. The build took 41 s.",
     "41", "Xeon E7-8880 v4"),
    ("On a Xeon D-1541 board the cache served 310,000 reads per second.", "310,000",
     "Xeon D-1541"),
    ("My laptop's i7-1185G7 parsed JSON at 1.2 GB/s.", "1.2", "i7-1185G7"),
    ("Measured on a 14-inch M3 MacBook Pro, the page loaded in 180 ms.", "180",
     "M3 MacBook Pro"),
    ("Each PowerEdge R760 node wrote 14 GB/s.", "14", "PowerEdge R760"),
    ("Two ProLiant DL385 Gen11 hosts served 52,000 requests per second.", "52,000",
     "ProLiant DL385 Gen11"),
])
def test_a_processor_or_server_model_is_the_hardware(sentence: str, figure: str,
                                                      hardware: str) -> None:
    """CPU part numbers, trademarked spec lines, Apple machines and server lines are names."""
    claims = claims_of(f"# Setup\n\n{sentence}\n")
    assert claim_by_text(claims, figure).conditions.hardware == hardware


@pytest.mark.parametrize(("text", "model"), [
    ("We pretrain a Mistral-style 7B network on 2T tokens.", "Mistral"),
    ("Two GPT-like decoders served 900 requests/s.", "GPT"),
    ("A BERT-based ranker scored 0.81 MRR.", "BERT"),
    # A suffix that continues the name is kept.
    ("Qwen3-235B-A22B decoded 41 tokens/s.", "Qwen3-235B-A22B"),
])
def test_a_descriptive_suffix_is_no_part_of_a_model_name(text: str, model: str) -> None:
    assert find(text).model == model


@pytest.mark.parametrize(("text", "model"), [
    ("Meta-Llama-3-70B answered in 90 ms.", "Meta-Llama-3-70B"),
    ("YOLOv9c found objects at 80 fps.", "YOLOv9c"),
    ("MobileNetV3 ran at 3 ms per image.", "MobileNetV3"),
    ("Whisper large-v2 transcribed an hour in 40 s.", "Whisper large-v2"),
    ("Claude 3 Haiku replied at 120 tokens/s.", "Claude 3 Haiku"),
    ("OPT-30B needed 60 GB.", "OPT-30B"),
    ("phi-3-medium decoded 25 tokens/s.", "phi-3-medium"),
    ("llama-13B took 2.1 s per request.", "llama-13B"),
])
def test_models_spelled_as_hubs_and_posts_write_them(text: str, model: str) -> None:
    assert find(text).model == model


@pytest.mark.parametrize("text", [
    "An OPT-in flag cut start-up by 20 ms.",
    "The phi-coefficient was 0.4 across 300 runs.",
    "A llama farm sheared 40 animals.",
])
def test_a_common_word_without_its_number_is_no_model(text: str) -> None:
    assert find(text).model is None
