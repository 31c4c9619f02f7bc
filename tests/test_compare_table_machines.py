"""Issue 24: tables that give each row or column its own machine, compared across publishers.

- A row (or column) whose label names no machine the vocabulary knows ran on the machine
  its label names, never on the machine its section names most: its hardware is its label
  ("| Minisforum MS-R1 |", "| Pixel, ms |" less its unit), or unstated ("| Memory |").
- A board named as a table of boards names it ("| Pi 5 - 8GB |") is the "Raspberry Pi 5"
  another page names in full; an "Orange Pi 5" is not one, nor is a "Pi 5" the family of
  a "Pi 500+".
- A board carrying a card in brackets ("Pi 5 (AMD RX 7600)") is measured on the card.
- An Ollama tag's size ("llama3.2:3b") is part of the model's name.
- Prompt processing ("prompt eval") and text generation are two phases, never compared.

Every document here is written for these tests, in our own words: local LLM inference on
small boards and desktops, and on-device model timings on phones.
"""

from __future__ import annotations

from claims.compare import compare_claims, judge
from claims.compare.names import key
from claims.extract import extract
from claims.extract.conditions.index import find
from claims.load.documents import parse_bytes
from claims.model import Claim


def _post(title: str, publisher: str, body: str) -> str:
    """A Markdown announcement with front matter."""
    return (f'---\ntitle: "{title}"\npublisher: {publisher}\n'
            f"url: https://{publisher.lower()}.example/post\npublished_at: 2026-03-01\n---\n\n"
            f"{body}")


def _claims(text: str, name: str) -> list[Claim]:
    """The claims of a Markdown document."""
    return list(extract(parse_bytes(text.encode(), origin=name))[1])


def _at(claims: list[Claim], value: float, line: int | None = None) -> Claim:
    """The claim of a value (on a line, when given)."""
    return next(c for c in claims if c.value == value and line in (None, c.source.line))


_BOARDS = _post("Generation speed on small machines", "Tessaly", """# Generation speed

Each machine ran qwen2.5:3b with Ollama three times; the table gives the mean eval rate.

| System | Runs on | Eval rate |
| :--- | :--- | :--- |
| Ryzen 9 7950X (Nvidia RTX 4080) | GPU | 141.20 Tokens/s |
| Intel 14900K (Nvidia RTX 3090) | GPU | 122.75 Tokens/s |
| Pi 5 - 8GB (AMD RX 6600<sup>1</sup>) | GPU | 44.10 Tokens/s |
| Minisforum UM790 | CPU | 17.35 Tokens/s |
| Pi 5 - 8GB | CPU | 3.92 Tokens/s |
| Pi 400 - 4GB | CPU | 1.41 Tokens/s |

<sup>1</sup> A graphics card on the board's PCIe slot, through llama.cpp with Vulkan.
""")

_PI = _post("One board, several models", "Corvane", """# Results

All figures are Ollama on the board's CPU, tokens per second of generation.

| Model | Raspberry Pi 5 TPS | Orange Pi 5 TPS | Memory |
| --- | --- | --- | --- |
| qwen2.5:3b | 3.60 | 2.95 | 2.6 GB |
| qwen2.5:1.5b | 7.31 | 6.02 | 1.6 GB |

The timing summary of one qwen2.5:3b run on the Raspberry Pi 5:

- prompt eval rate: 5.88 tokens/s
- eval rate: 3.60 tokens/s
""")


def test_a_board_named_short_in_a_table_is_the_board_named_in_full() -> None:
    assert find("| Pi 5 - 8GB | CPU |").hardware == "Pi 5"
    assert key("Pi 5", hardware=True) == key("Raspberry Pi 5", hardware=True)
    assert find("an Orange Pi 5 board").hardware != "Pi 5"
    assert find("the value of pi 3.14").hardware is None


def test_a_card_in_brackets_after_a_board_is_the_measured_machine() -> None:
    assert find("| Pi 5 - 8GB (AMD RX 7600<sup>1</sup>) | GPU |").accelerator == "RX 7600"
    # a card no vocabulary knows, by its maker: the board did not do the work
    assert find("| Pi 5 - 8GB (AMD Pro W7700<sup>1</sup>) | GPU |").hardware != "Pi 5"


def test_an_ollama_tag_keeps_its_size() -> None:
    assert find("| qwen2.5:3b | 3.60 |").model == "qwen2.5:3b"
    assert find("llama3.2:1b").model != find("llama3.2:3b").model


def test_a_row_naming_an_unknown_machine_keeps_its_own_label() -> None:
    claims = _claims(_BOARDS, "boards.md")
    assert _at(claims, 17.35).conditions.hardware == "Minisforum UM790"
    assert _at(claims, 3.92).conditions.hardware == "Pi 5"
    assert _at(claims, 1.41).conditions.hardware == "Pi 400"  # no "Pi 5" family of it
    assert _at(claims, 44.1).conditions.accelerator == "RX 6600"
    assert _at(claims, 141.2).conditions.accelerator == "RTX 4080"  # not the host's CPU


def test_a_column_naming_a_machine_with_its_unit_binds_it_and_a_measure_column_binds_none() -> None:
    claims = _claims(_PI, "pi.md")
    assert _at(claims, 2.95).conditions.hardware == "Orange Pi 5"
    assert _at(claims, 3.6).conditions.hardware == "Raspberry Pi 5"
    memory = _at(claims, 2.6)
    assert memory.conditions.hardware not in ("Raspberry Pi 5", "Orange Pi 5")


def test_one_board_one_model_one_phase_across_publishers_is_comparable() -> None:
    boards, pi = _claims(_BOARDS, "boards.md"), _claims(_PI, "pi.md")
    assert judge(_at(boards, 3.92), _at(pi, 3.6)).comparable


def test_prompt_processing_never_meets_generation() -> None:
    boards, pi = _claims(_BOARDS, "boards.md"), _claims(_PI, "pi.md")
    pair = judge(_at(boards, 3.92), _at(pi, 5.88))
    assert not pair.comparable and "metric" in pair.reasons


def test_two_sizes_of_one_family_and_a_board_carrying_a_card_are_refused() -> None:
    boards, pi = _claims(_BOARDS, "boards.md"), _claims(_PI, "pi.md")
    assert not judge(_at(boards, 3.92), _at(pi, 7.31)).comparable  # 3b against 1.5b
    assert not judge(_at(boards, 44.1), _at(pi, 3.6)).comparable  # card, not CPU
    result = compare_claims([*boards, *pi])
    wrong = {(3.92, 7.31), (3.92, 5.88), (44.1, 3.6)}
    assert not any((p.left.value, p.right.value) in wrong or (p.right.value, p.left.value)
                   in wrong for p in result.comparable)


_PHONES = _post("On-device timings", "Lumora", """# Phones

Single-threaded inference time of each network, one column per phone.

| Network | Pixel, ms | Pixel 2, ms | Pixel 3a, ms |
| --- | :-: | :-: | :-: |
| EfficientNet-Lite0 | 31 | 35 | 38 |
| MobileNet v2 1.0X | 47 | 52 | 56 |
""")


def test_a_phone_column_is_its_own_phone_not_the_longer_name_beside_it() -> None:
    claims = _claims(_PHONES, "phones.md")
    assert _at(claims, 0.031).conditions.hardware == "Pixel"
    assert _at(claims, 0.035).conditions.hardware == "Pixel 2"
    assert _at(claims, 0.038).conditions.hardware == "Pixel 3a"
