"""physically-implausible: figures beyond the published limits of the hardware they name.

One table of sentences drives one parametrised test: each must raise the rule (with the
limit's arithmetic in the message) or must not. Then the shipped documents, which must
raise none, and the hardware table itself, which must name a source for every entry.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest
import yaml

from claims.errors import ClaimsError
from claims.load.documents import load_source, parse_bytes
from claims.pipeline import vet_loaded
from claims.vocabulary import hardware_limits as hardware
from tests.conftest import ROOT, SEEDS, read_yaml
from tests.evaluation_sets import held_apart
from tests.shared_extraction import sharing_extraction

RULE = "physically-implausible"


def messages(text: str) -> list[str]:
    """The rule's finding messages on a one-paragraph announcement."""
    report = vet_loaded(parse_bytes(f"# Results\n\n{text}\n".encode(), origin="t.md"))
    return [f.message for f in report.findings if f.rule == RULE]


IMPOSSIBLE = [
    # compute above the stated precision's peak (no dense/sparse word: the sparse peak)
    ("On one H100 SXM, the kernel sustained 2,400 TFLOPS in FP16.", "1,978.9 TFLOPS"),
    # "dense" holds the figure to the dense peak, which 1,200 TFLOPS of FP16 exceeds
    ("A single H100 SXM ran the GEMM at 1,200 TFLOPS of dense FP16.", "989.4 TFLOPS"),
    # no precision stated: above the highest precision's peak of an MI300X
    ("One MI300X reached 6,000 TFLOPS in our matrix test.", "FP8"),
    # a stated count multiplies the peak: 8 x 4,500 dense FP8 on B200
    ("Eight B200 GPUs delivered 45 PFLOPS of dense FP8 in one GEMM sweep.", "36,000"),
    # memory bandwidth above the HBM's
    ("The HBM bandwidth of one MI300X reached 5.9 TB/s in our stream test.", "5.3 TB/s"),
    # storage rates above the interface's line rate
    ("The Gen4 x4 NVMe SSD delivered 8.1 GB/s of sequential reads.", "64 Gbit/s"),
    ("A SATA SSD read at 780 MB/s.", "SATA"),
    # the document's one link, named in another paragraph about the same drive
    ("Kioxia announced the Kioxia XG8, a SATA drive from 512GB to 4TB.\n\nIn our test the "
     "Kioxia XG8 read sequentially at 900 MB/s.", "SATA"),
    ("The PCIe Gen5 x16 adapter moved 70 GB/s in one direction.", "512 Gbit/s"),
    # network rates above the NIC's line rate
    ("Over a 100 GbE link the NIC sustained 118 Gb/s.", "100 GbE"),
    ("On InfiniBand NDR, one port carried 52 GB/s of RDMA writes.", "400 Gbit/s"),
    ("One fourth-generation NVLink GPU-to-GPU copy reached 1,100 GB/s in both directions.",
     "900 GB/s"),
    # decode per user above memory bandwidth / bytes per token
    ("Serving Llama 3.1 8B, a dense 8B model, at BF16 on one H100 SXM, each user saw a "
     "median of 420 tokens per second.", "16 GB per token"),
    ("Qwen3-30B-A3B at FP8 on one L40S gave a single user a median of 400 output tokens "
     "per second.", "3 GB per token"),
]

PLAUSIBLE = [
    # below the dense peak; a data-sheet figure rounded as written ("over 32 petaflops")
    "On one H100 SXM, the kernel sustained 740 TFLOPS in FP16, 75% of the dense peak.",
    "An HGX H200 board with eight GPUs provides over 32 petaflops of FP8 compute.",
    # sparse peak named: 3,000 TFLOPS of FP8 with sparsity is below 3,958
    "With 2:4 sparsity one H100 SXM ran FP8 at 3,000 TFLOPS.",
    # the family's most generous member: an unnamed H100 variant may be the SXM
    "One H100 reached 900 TFLOPS of dense BF16.",
    # unknown hardware raises nothing
    "One Zephyr Z9 accelerator reached 90,000 TFLOPS in FP8.",
    "The Basalt R1 NIC sustained 2,000 Gb/s.",
    # a sum over several devices is not one link's rate
    "Across the 24 drives, the PCIe Gen4 array read 160 GB/s.",
    "Each of the 64 ports forwarded 799.6 Gb/s of 800 GbE traffic, 51.17 Tb/s in total.",
    # both directions of a one-way line rate: twice the rate
    "The PCIe Gen5 x16 adapter moved 120 GB/s bidirectional.",
    # a rate at the link's own line rate, and a rate below it
    "A PCIe Gen6 x4 link carries about 32 GB/s in each direction.",
    "The Gen5 x4 drive read 14.7 GB/s.",
    # the document's one link belongs to another drive it announces, not to this figure's
    "The Kioxia CD8 reads sequentially at more than 11 GB/s, the vendor says.\n\nKioxia also "
    "announced the Kioxia XG8, a SATA drive from 512GB to 4TB that writes at 500 MB/s.",
    # decode within the bound; speculative decoding beats the bound by design; active
    # parameters not stated (a total count bounds nothing for a mixture of experts)
    "Llama 3.1 8B, a dense 8B model, at BF16 on one H100 SXM gave one user a median of "
    "180 tokens per second.",
    "With speculative decoding, Llama 3.1 8B, a dense 8B model, at BF16 on one H100 SXM gave "
    "one user a median of 420 tokens per second.",
    "gpt-oss-120b at MXFP4 on one H100 SXM gave one user a median of 300 tokens per second.",
]


@pytest.mark.parametrize(("text", "arithmetic"), IMPOSSIBLE, ids=[t[:50] for t, _ in IMPOSSIBLE])
def test_an_impossible_figure_raises_with_its_arithmetic_and_source(text: str,
                                                                   arithmetic: str) -> None:
    found = messages(text)
    assert found, text
    assert arithmetic in found[0], found
    assert "https://" in found[0], found  # the limit's source is cited


@pytest.mark.parametrize("text", PLAUSIBLE, ids=[t[:50] for t in PLAUSIBLE])
def test_a_possible_figure_or_unknown_hardware_raises_nothing(text: str) -> None:
    assert messages(text) == [], text


def _shipped() -> list[Path]:
    """Every shipped announcement, fixture document and the seed, but the held-apart sets
    (scored against their gold lists, read by no sweep) and editorial fixtures whose gold
    says the rule must fire (they were written with an impossible figure)."""
    paths = [*sorted(SEEDS.glob("*.md"))] if SEEDS.is_dir() else []
    for pattern in ("examples/**/*.md", "tests/fixtures/**/*.md", "tests/fixtures/**/*.html",
                    "tests/fixtures/**/*.txt"):
        paths.extend(path for path in sorted(ROOT.glob(pattern))
                     if not held_apart(path) and not _gold_wants_it(path))
    return paths


def _gold_wants_it(path: Path) -> bool:
    """True when the document's editorial gold lists the rule among its must-fire rules."""
    gold = path.with_suffix(".gold.yaml")
    # Figure lists share the name and run to thousands of lines; a gold without the key's
    # name says nothing on the rule and needs no parse.
    if not gold.is_file() or "must_fire" not in gold.read_text("utf-8"):
        return False
    wanted = read_yaml(gold).get("must_fire") or ()
    return any(item.get("rule") == RULE for item in wanted)


def test_no_shipped_document_fixture_or_seed_raises_it() -> None:
    raised = []
    for path in _shipped():
        try:
            # Rules run independently of each other, so the rule alone finds what a full vet
            # finds for it; the other checkers cost a quarter of this sweep's CPU. The
            # documents' extraction is the one the other sweeps of them share.
            with sharing_extraction():
                report = vet_loaded(load_source(str(path)), select=(RULE,))
        except ClaimsError:  # fixtures that are meant not to load
            continue
        raised.extend(f"{path.name}: {f.message}" for f in report.findings if f.rule == RULE)
    assert not raised, "\n".join(raised)


def test_the_table_is_packaged_and_every_entry_names_its_source() -> None:
    text = resources.files("claims").joinpath("data/hardware_limits.yaml").read_text("utf-8")
    data = yaml.safe_load(text)
    entries = [*data["accelerators"], *data["links"], data["pcie"]]
    for entry in entries:
        assert entry["source"]["document"].strip(), entry
        assert entry["source"]["url"].startswith("https://"), entry
    table = hardware.parse(data)
    names = {a.name for a in table.accelerators}
    for wanted in ("H100 SXM", "H100 PCIe", "H200", "B200", "GB200", "MI300X", "MI325X",
                   "MI355X", "Gaudi 3", "TPU v5e", "TPU v5p"):
        assert wanted in names, wanted
    for acc in table.accelerators:  # dense and sparse kept apart, sparse never below dense
        for peak in acc.tflops.values():
            assert peak.dense is not None, acc.name
            assert peak.sparse is None or peak.sparse >= peak.dense, acc.name
    assert set(table.pcie_gt) == {3, 4, 5, 6}


def test_a_table_entry_without_a_source_is_refused() -> None:
    broken = {"accelerators": [{"name": "X", "family": "X", "match": ["X"],
                                "memory": {"bandwidth_tb_s": 1}, "tflops": {}}],
              "links": [], "pcie": {"source": {"document": "d", "url": "https://x"},
                                    "gt_per_lane": {}, "widths": []}}
    with pytest.raises(KeyError, match="source"):
        hardware.parse(broken)


def test_a_named_variant_is_held_to_its_own_limit_and_a_family_to_its_largest() -> None:
    pcie = hardware.members("H100", "H100 PCIe")
    assert [a.name for a in pcie] == ["H100 PCIe"]
    assert {a.name for a in hardware.members("H100", "an H100")} == {
        "H100 SXM", "H100 PCIe", "H100 NVL"}
    assert messages("One H100 PCIe ran dense FP16 at 900 TFLOPS.")  # above PCIe's 756
    assert not messages("One H100 ran dense FP16 at 900 TFLOPS.")   # below SXM's 989
