"""The caveats of issue 25 (the editor's desk), rule by rule: sentences of our own that
must and must not raise each, run through the whole pipeline (`claims vet`)."""

from __future__ import annotations

import pytest

from checkers.setups import far_apart, setup_marks, two_setups
from claims.load.documents import parse_bytes
from claims.model import DocumentReport
from claims.pipeline import vet_loaded


def vet(text: str, front: str = "") -> DocumentReport:
    """`claims vet` on a Markdown text, with optional front-matter lines."""
    head = f"---\n{front}\n---\n\n" if front else ""
    return vet_loaded(parse_bytes(f"{head}# Announcement\n\n{text}\n".encode(), origin="t.md"))


def raised(text: str, rule: str, front: str = "") -> list[str]:
    """The messages of `rule` on a text."""
    return [f.message for f in vet(text, front).findings if f.rule == rule]


# --- inconsistent-figures: different set-ups are never one figure -----------------------

CLASH = "inconsistent-figures"
KESTREL = 'entities: ["Kestrel", "Qwen3-8B", "L40S"]'


@pytest.mark.parametrize(("first", "second"), [
    ("Kestrel decodes Qwen3-8B on one L40S at 131 tokens per second without MTP.",
     "Kestrel decodes Qwen3-8B on one L40S at 188 tokens per second with MTP."),
    ("On a first-time request Kestrel serves Qwen3-8B on one L40S at 131 tokens per second.",
     "On a cached request Kestrel serves Qwen3-8B on one L40S at 152 tokens per second."),
    ("The sending L40S host running Qwen3-8B was 91.5% idle.",
     "The receiving L40S host running Qwen3-8B was 96.1% idle."),
    ("Kestrel decodes Qwen3-8B on one L40S at 131 tokens per second.",
     "Kestrel decodes Qwen3-8B on one L40S at 1,310 tokens per second."),
])
def test_two_setups_of_one_quantity_do_not_clash(first: str, second: str) -> None:
    assert not raised(f"{first}\n\n## Details\n\n{second}", CLASH, KESTREL)


@pytest.mark.parametrize(("first", "second"), [
    ("Kestrel decodes Qwen3-8B on one L40S at 131 tokens per second with MTP.",
     "Kestrel decodes Qwen3-8B on one L40S at 142 tokens per second with MTP."),
    ("Kestrel decodes Qwen3-8B on one L40S at 131 tokens per second.",
     "Kestrel decodes Qwen3-8B on one L40S at 152 tokens per second."),
])
def test_one_setup_given_two_close_values_clashes(first: str, second: str) -> None:
    assert raised(f"{first}\n\n## Details\n\n{second}", CLASH, KESTREL)


def test_setup_marks_name_features_cache_state_and_side() -> None:
    assert setup_marks("at 131 tokens/s without MTP") == {"off:mtp"}
    assert setup_marks("a cached request at 40 ms") == {"cache:cached"}
    assert setup_marks("the receiving host") == {"role:receiver"}
    assert two_setups(setup_marks("without MTP"), setup_marks("with MTP"))
    assert two_setups(setup_marks("with Fastify 4"), setup_marks("with the http module"))
    assert not two_setups(setup_marks("with MTP on"), setup_marks("with MTP on"))
    assert far_apart(35, 500) and not far_apart(1.7e6, 1.9e6)


# --- missing-conditions: versions stated anywhere in the document's setup count ---------

HEADLINE = "Kestrel now decodes Qwen3-8B on one L40S at 4,100 tokens per second on ShareGPT."


@pytest.mark.parametrize(("setup", "flagged"), [
    ("## Setup\n\n- Kestrel 0.9.2\n- CUDA 12.6", False),
    ("## Setup\n\nThe runs used PyTorch 2.5.1 and the stock driver.", False),
    ("## Setup\n\n- the current Kestrel release\n- CUDA from the vendor image", True),
    ("## Setup\n\nResults follow MLPerf Inference 5.0 rules.", True),
])
def test_a_version_in_the_setup_counts_for_every_figure(setup: str, flagged: bool) -> None:
    found = raised(f"{HEADLINE}\n\n{setup}", "missing-conditions",
                   'entities: ["Kestrel", "Qwen3-8B", "L40S", "MLPerf Inference"]')
    assert bool(found) is flagged, found


def test_the_document_records_the_versions_it_states() -> None:
    report = vet(f"{HEADLINE}\n\n- Kestrel 0.9.2\n- CUDA 12.6 and vLLM 0.8",
                 'entities: ["Kestrel"]')
    assert [(s.name, s.version) for s in report.document.software] == [
        ("Kestrel", "0.9.2"), ("CUDA", "12.6"), ("vLLM", "0.8")]


# --- self-reported: a third party's ranking cited by name; a vendor among the authors ---

OWN = 'publisher: "Kestrel"\nentities: ["Kestrel", "Qwen3-8B", "L40S"]'


@pytest.mark.parametrize(("text", "flagged"), [
    ("Kestrel was ranked first by Artificial Analysis at 410 tokens per second on Qwen3-8B.",
     False),
    ("According to Artificial Analysis, Kestrel serves Qwen3-8B at 410 tokens per second.",
     False),
    ("Kestrel tops the Artificial Analysis leaderboard at 410 tokens per second on Qwen3-8B.",
     False),
    ("Kestrel serves Qwen3-8B at 410 tokens per second, ranked first in our tests.", True),
    ("According to Kestrel, it serves Qwen3-8B at 410 tokens per second.", True),
])
def test_a_third_partys_ranking_cited_by_name_is_third_party(text: str, flagged: bool) -> None:
    assert bool(raised(text, "self-reported", OWN)) is flagged


JOINT = ('author: "Meta and NVIDIA Team"\npublisher: "Serving Notes"\n'
         'entities: ["Llama 4 Maverick", "{gpu}"]')
LLAMA = "Llama 4 Maverick runs on one {gpu} server at 30,000 tokens per second."


@pytest.mark.parametrize(("gpu", "flagged"), [("B200", True), ("MI355X", False)])
def test_a_vendor_among_the_authors_is_the_publishers_own_party(gpu: str,
                                                                flagged: bool) -> None:
    found = raised(LLAMA.format(gpu=gpu), "self-reported", JOINT.format(gpu=gpu))
    assert bool(found) is flagged, found


# --- input-tokens-counted: a "total" that includes prompt tokens ------------------------

H200 = 'entities: ["Kestrel", "Qwen3-8B", "H200"]'
ON = "on Qwen3-8B on one H200 node"


@pytest.mark.parametrize(("text", "flagged"), [
    (f"Kestrel reached a total throughput of 52,000 tokens per second {ON}, prompt tokens "
     "included.", True),
    (f"Kestrel processed 52,000 tokens per second (prefill + decode) {ON}.", True),
    (f"Kestrel reached 52,000 tokens per second {ON}, counting prompt and output tokens.", True),
    (f"Kestrel generated 5,200 output tokens per second {ON}.", False),
    (f"Kestrel generated 5,200 tokens per second {ON} with input and output lengths of 1,024 "
     "tokens.", False),
    (f"Kestrel generated 5,200 tokens per second {ON}, with prefill and decode on separate "
     "GPUs.", False),
])
def test_a_total_that_includes_prompt_tokens_is_flagged(text: str, flagged: bool) -> None:
    assert bool(raised(text, "input-tokens-counted", H200)) is flagged


# --- comparison-baseline-unclear: sides in the neighbouring sentences or the table ------

TWO_RELEASES = ("On one H200, Kestrel 0.8 decoded Qwen3-8B at 1,250 tokens per second. "
                "Kestrel 0.9 decodes it at 1,600 tokens per second.")
ROWS = ("| input | Kestrel 0.9 (tok/s) | Kestrel 0.8 (tok/s) |\n|---|---|---|\n"
        "| 1k | 1,600 | 1,250 |\n| 8k | 1,890 | 900 |")


@pytest.mark.parametrize(("text", "flagged"), [
    (f"# Kestrel 0.9: 28% faster decoding\n\n## Results\n\n{TWO_RELEASES}", False),
    (f"# Kestrel 0.9: 2.1x faster decoding\n\n## Results\n\n{ROWS}", False),
    # two digits at least: "2x" could be any of many quotients
    (f"# Kestrel 0.9: 2x faster decoding\n\n## Results\n\n{ROWS}", True),
    # the sides must stand together, not in two far-apart sections
    ("# Kestrel 0.9: 28% faster decoding\n\n## Old\n\nKestrel 0.8 decoded Qwen3-8B at 1,250 "
     "tokens per second on one H200.\n\n## New\n\nKestrel 0.9 decodes Qwen3-8B at 1,600 "
     "tokens per second on one H200.", True),
    ("Kestrel 0.9 decodes Qwen3-8B 28% faster on one H200 than the previous release.", True),
])
def test_a_baseline_stated_beside_or_in_the_table_counts(text: str, flagged: bool) -> None:
    assert bool(raised(text, "comparison-baseline-unclear", H200)) is flagged


# --- comparison-conditions-differ: sides at different number formats or accelerator counts

DIFFER = "comparison-conditions-differ"


@pytest.mark.parametrize(("ratio", "new", "old", "named"), [
    ("Kestrel 0.9 decodes Qwen3-8B 2.8x faster than Kestrel 0.8.", "at FP8", "at BF16",
     "number format FP8 vs BF16"),
    ("Kestrel 0.9 decodes Qwen3-8B 2.8x faster than Kestrel 0.8.", "on 8 H200 GPUs",
     "on 4 H200 GPUs", "accelerator count 8 vs 4"),
])
def test_sides_at_different_formats_or_counts_raise_naming_it(ratio: str, new: str, old: str,
                                                              named: str) -> None:
    text = (f"{ratio} Kestrel 0.9 decodes Qwen3-8B {new} at 4,200 tokens per second. "
            f"Kestrel 0.8 decodes Qwen3-8B {old} at 1,500 tokens per second.")
    found = raised(text, DIFFER, H200)
    assert any(named in f for f in found), found


@pytest.mark.parametrize("ratio", [
    # the ratio names the difference: it is what is compared
    "On Kestrel 0.9, FP8 decodes Qwen3-8B 2.8x faster than BF16.",
    # both sides at one format
    "Kestrel 0.9 decodes Qwen3-8B 2.8x faster than Kestrel 0.8.",
])
def test_a_ratio_that_names_its_difference_or_has_none_does_not(ratio: str) -> None:
    old = "at FP8" if "than Kestrel" in ratio else "at BF16"
    text = (f"{ratio} Kestrel 0.9 decodes Qwen3-8B at FP8 at 4,200 tokens per second. "
            f"Kestrel 0.8 decodes Qwen3-8B {old} at 1,500 tokens per second.")
    assert not any("number format" in f for f in raised(text, DIFFER, H200))


# --- simulated-result: a synthetic or ideal ceiling beside measured figures --------------

MEASURED = "Kestrel decodes Qwen3-8B at 310 tokens per second on one H200."


@pytest.mark.parametrize(("extra", "ceiling"), [
    ("With 100% acceptance the same set-up would reach 620 tokens per second.", "620"),
    ("Assuming perfect scaling, eight H200s would decode 2,480 tokens per second.", "2,480"),
    ("The theoretical upper bound on one H200 is 900 tokens per second.", "900"),
    ("Its draft acceptance rate was 72%.", None),
    ("It ran at 100% GPU utilization throughout.", None),
])
def test_an_ideal_ceiling_is_not_a_measurement(extra: str, ceiling: str | None) -> None:
    found = raised(f"{MEASURED} {extra}", "simulated-result", H200)
    assert (ceiling is not None and any(ceiling in f for f in found)) or \
        (ceiling is None and not found), found
    assert not any(f.startswith("310") for f in found)
