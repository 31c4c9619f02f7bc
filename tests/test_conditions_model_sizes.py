"""A table's model column binds every figure of its row wherever it stands (a size alone
joined to the family the document names), its cells are no setup of the section around the
table, and a size a sentence names as a run ("the 34B run", "30B on sixteen GPUs")
re-sizes the family's model for that sentence's figures only.

The documents are written for these tests."""

from __future__ import annotations

from claims.extract import extract
from claims.extract.conditions.model_columns import model_column
from claims.extract.conditions.model_sizes import resized
from claims.load.documents import parse_bytes


def _models(text: str) -> dict[float, str | None]:
    """Each claim's value (rounded to 6 significant digits) -> its model."""
    claims = extract(parse_bytes(text.encode(), origin="t.md"))[1]
    return {float(f"{c.value:.6g}"): c.conditions.model for c in claims}


_SIZES = """# Pretraining Mistral at several sizes

We pretrain Mistral models on a rented cluster of H100 GPUs.

| Nodes | Model | Tokens/s | MFU (%) |
|------:|-------|---------:|--------:|
| 2 | 7B | 61,230 | 48.1 |
| 4 | 22B | 23,417 | 41.9 |
"""


def test_a_size_in_a_later_model_column_names_its_rows_model() -> None:
    models = _models(_SIZES)
    assert models[61230.0] == "Mistral 7B"
    assert models[23417.0] == "Mistral 22B"
    assert models[41.9] == "Mistral 22B"


def test_a_name_in_a_later_model_column_binds_the_first_cell_too() -> None:
    doc = """# Detector latency on a Jetson Orin

The detectors were timed with TensorRT.

| Input | Model | Latency (ms) |
|---|---|---|
| 640 | ResNet-50 | 7.25 |
| 640 | ResNet-101 | 12.5 |
"""
    models = _models(doc)
    assert models[0.0125] == "ResNet-101"  # seconds
    assert models[640.0] in ("ResNet-50", "ResNet-101")


def test_a_part_number_under_model_is_no_ml_model() -> None:
    doc = """# Three NVMe drives compared

| Brand | Model | Read (MB/s) |
|---|---|---|
| Acme | XR-9000 | 7,100 |
| Zeta | QL-12 | 6,800 |
"""
    assert _models(doc)[7.1] is None  # GB/s


def test_a_params_column_beside_a_model_label_is_its_size() -> None:
    doc = """# Small transformers on one GPU

| Model | Params | Tokens/s |
|---|---|---|
| Tiny | 20M | 810,000 |
| Base | 110M | 240,000 |
"""
    assert _models(doc)[240000.0] != "Tiny 110M"


def test_model_column_headers() -> None:
    assert model_column("Model") and model_column("Model size") and model_column("Params")
    assert not model_column("GPU model") and not model_column("Model FLOPs")


def test_a_size_named_as_a_run_resizes_the_family() -> None:
    text = "For the 34B run on 64 GPUs the step took 9.1 s."
    assert resized(text, 0, len(text), text.index("9.1"), "CodeLlama 7B") == "CodeLlama 34B"
    assert resized(text, 0, len(text), None, "CodeLlama 7B") == "CodeLlama 34B"
    # the size the model already has keeps its full name
    assert resized(text, 0, len(text), None, "CodeLlama 34B Python") == "CodeLlama 34B Python"


def test_a_size_after_the_figure_or_of_tokens_resizes_nothing() -> None:
    text = "The 13B run reached 41% MFU, above the 7B run's 38%."
    assert resized(text, 0, len(text), text.index("41"), "Llama 2") == "Llama 2 13B"
    assert resized(text, 0, len(text), text.index("38%"), "Llama 2") == "Llama 2 7B"
    # read once for every figure of a sentence naming two sizes: neither
    assert resized(text, 0, len(text), None, "Llama 2") is None
    tokens = "It saw 300B tokens at 4,000 tokens/s per GPU."
    assert resized(tokens, 0, len(tokens), None, "Llama 2 7B") is None
    assert resized(text, 0, len(text), None, None) is None


def test_a_sentence_sizing_its_run_binds_that_model() -> None:
    doc = """# Training Falcon at two sizes

We train Falcon 7B and its larger sibling on H100 GPUs with FSDP.

For 40B on sixteen GPUs, FSDP alone needs 71.5 GB per GPU.
"""
    assert _models(doc)[71.5] == "Falcon 40B"


def test_sizes_listed_after_a_sized_name_are_its_familys_models() -> None:
    from claims.extract.conditions.model_scope import siblings

    text = "We serve Qwen2 7B, 14B and 72B on one node."
    at = text.index("Qwen2")
    assert siblings(text, at, at + len("Qwen2 7B")) == ["Qwen2 14B", "Qwen2 72B"]
    # a count after the name, or a name without its own size, lists no sibling
    other = "We serve Qwen2 7B and 2 replicas; Qwen2 and 14B tokens."
    at = other.index("Qwen2")
    assert siblings(other, at, at + len("Qwen2 7B")) == []
    at = other.rindex("Qwen2")
    assert siblings(other, at, at + len("Qwen2")) == []


_WORDS = """# Training a Falcon family at three sizes

We trained Falcon models on a rented cluster. A 3B-parameter baseline reaches 41 TFLOPS on
one GPU. Growing the model to 12 billion
parameters on 64 GPUs we sustained 2.1 PFLOPS. Each GPU holds about 1 billion parameters
per GPU at 88% utilisation.

| Run | Number of parameters (billions) | GPUs | Tokens/s |
|---|---|---|---|
| a | 3 | 1 | 5,120 |
| b | 12 | 64 | 61,400 |
"""


def test_a_size_counted_in_parameters_names_its_run() -> None:
    models = _models(_WORDS)
    assert models[41e12] == "Falcon 3B"  # a measured FLOP/s of a sized run keeps it
    assert models[2.1e15] == "Falcon 12B"  # "12 billion parameters", across a line break
    assert models[88.0] != "Falcon 1B"  # a per-GPU share names no run


def test_a_parameters_column_with_its_scale_in_the_header_sizes_each_row() -> None:
    models = _models(_WORDS)
    assert models[5120.0] == "Falcon 3B"
    assert models[61400.0] == "Falcon 12B"
    assert model_column("Number of parameters (billions)") and model_column("Params (M)")
    assert not model_column("Number of parameters")  # no scale: a count column


def test_a_range_of_sizes_names_no_one_run() -> None:
    text = "Layers grow from 2 billion to 9 billion parameters at 75% efficiency."
    assert resized(text, 0, len(text), None, "Falcon") is None
    one = "The 9 billion parameter case reaches 75% efficiency."
    assert resized(one, 0, len(one), None, "Falcon") == "Falcon 9B"
