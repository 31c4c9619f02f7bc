"""Model names that differ only by a version one side leaves unsaid meet; other models do not."""

import pytest

from claims.compare.names import same_model


@pytest.mark.parametrize(("a", "b"), [
    ("ResNet-50", "ResNet50 v1.5"),
    ("resnet50", "ResNet-50-v1.5"),
    ("BERT-Large", "bert large"),
    ("Mistral 7B", "Mistral-7B v0.3"),
])
def test_one_model_named_with_and_without_its_version(a: str, b: str) -> None:
    """A version after a name's own number leaves the model the same."""
    assert same_model(a, b)
    assert same_model(b, a)


@pytest.mark.parametrize(("a", "b"), [
    ("LLaMA 7B", "llama2-7b"),
    ("Llama 2 13B", "Llama-3-13B"),
    ("YOLO", "YOLOv5"),
    ("ResNet50 v1.5", "ResNet50 v2"),
    ("Mistral 7B v0.1", "Mistral 7B v0.3"),
    ("ResNet-50", "ResNet-101"),
])
def test_different_models_stay_apart(a: str, b: str) -> None:
    """Another generation, another version stated on both sides, or a family name stay apart."""
    assert not same_model(a, b)
    assert not same_model(b, a)
