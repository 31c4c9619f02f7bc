"""Setting pairs: two documents' setup figures of one named setting are shown side by side as
settings (cores with cores, a context length with a context length, memory with memory of
the same component), labelled so; a setting never meets a result, a count of one thing
never meets a count of another, and a figure whose setting cannot be told stays refused.
Announcements of our own, in several fields."""

from __future__ import annotations

import json

from claims.compare import Verdict, compare_claims
from claims.compare.report import to_report
from claims.compare.setups import setting_of
from claims.compare.views import render_markdown, render_text
from claims.model import Claim
from tests.conftest import claims_of


def doc(title: str, body: str) -> list[Claim]:
    """The claims of a small announcement titled `title`."""
    return claims_of(f"---\ntitle: {title}\n---\n# {title}\n\n{body}\n")


def setting_pairs(*docs: list[Claim]) -> dict[str, tuple[float, float]]:
    """The setting pairs of a comparison of `docs`, by setting: (left, right) values."""
    comparison = compare_claims([c for d in docs for c in d])
    return {p.setting: (p.left.value, p.right.value) for p in comparison.comparable
            if p.setting is not None}


WEB_A = doc("Alpha web server results",
            "The test machine has 16 cores and 64 GB of memory. We ran wrk with 100 "
            "connections for 30 seconds.\nAlpha served 120,000 requests/s.")
WEB_B = doc("Beta web server results",
            "Test machine: 8 cores, 32 GB of RAM. The load came from wrk with 400 connections "
            "for 60 seconds, after a 10-second warm-up.\nBeta served 95,000 requests/s and its "
            "peak memory use was 12 GB.")


def test_web_servers_settings_meet_by_name() -> None:
    """Cores with cores, memory with memory, connections and run lengths: each as settings."""
    found = setting_pairs(WEB_A, WEB_B)
    assert found["number of cores"] == (16, 8)
    assert found["memory size"] == (64, 32)
    assert found["number of connections"] == (100, 400)
    assert found["run length"] == (30, 60)
    # a warm-up only one side states meets nothing; no count meets a size
    assert "warm-up length" not in found and len(found) == 4


def test_setting_pair_is_labelled_in_record_and_pages() -> None:
    """The pair says it is one of settings: verdict reason, JSON fields, text and Markdown;
    no side is better, and the setup figures stay refused as results."""
    comparison = compare_claims([*WEB_A, *WEB_B])
    pair = next(p for p in comparison.comparable if p.setting == "number of cores")
    assert pair.verdict is Verdict.comparable and pair.better is None
    assert pair.reason == "settings, not results: both state the number of cores"
    out = json.loads(to_report(comparison).model_dump_json())
    record = next(p for p in out["comparable"] if p["setting"] == "number of cores")
    assert record["compared_as"] == "settings" and record["reason"].startswith("settings, not")
    results = [p for p in out["comparable"] if p["compared_as"] == "results"]
    assert all(p["setting"] is None for p in results)
    assert "setting (number of cores): [1] 16 vs [2] 8 = 2x" in render_text(comparison)
    assert "comparable, as settings" in render_markdown(comparison)
    refused = {r["figure"]["value"] for r in out["refused"]}
    assert {16.0, 8.0, 64.0, 32.0} <= refused  # still compared with no result


def test_peak_memory_is_a_result_not_a_setting() -> None:
    """A size the text ties to use ("peak memory use") is never set beside a machine's memory."""
    peak = next(c for c in WEB_B if c.value == 12 and c.unit == "GB")
    assert setting_of(peak) is None
    pairs = setting_pairs(WEB_A, WEB_B)
    assert 12 not in pairs["memory size"]


SERVING_A = doc("Gamma serving notes",
                "Each H100 has 80 GB of HBM3, and the host has 2 TB of memory. The model is "
                "served with a 131,072-token context.\nThe cluster has 16 GPUs.")
SERVING_B = doc("Delta serving notes",
                "| Setting | Value |\n|---|---|\n| Context | 32,768 |\n| Cores | 16 |\n\n"
                "The host has 512 GB of memory. It carries 4 GPUs.")


def test_llm_serving_context_and_memory_by_component() -> None:
    """Context length meets context length (prose against a table row); system memory meets
    system memory, never the accelerator's HBM; GPUs meet GPUs, never cores."""
    found = setting_pairs(SERVING_A, SERVING_B)
    assert found["context length"] == (131072, 32768)
    assert found["memory size"] == (2000, 512)
    assert found["number of GPUs"] == (16, 4)
    assert "accelerator memory size" not in found
    assert "number of cores" not in found  # only one side states cores


def test_plain_memory_beside_an_accelerator_is_not_told() -> None:
    """"80 GB of memory" in a clause naming a GPU may be the GPU's: no setting is named."""
    gpu = doc("Kappa card", "The card is an L40S GPU with 48 GB of memory.")
    host = doc("Lambda host", "The host has 48 GB of memory.")
    assert setting_pairs(gpu, host) == {}


def test_counts_of_different_things_and_unknown_roles_stay_apart() -> None:
    """A count of cores never meets a count of GPUs, a file size never meets a cache size,
    and a count of results or of nothing named is no setting."""
    cores = doc("Epsilon database run", "The database ran on 16 cores, reading a 100 MB file.")
    gpus = doc("Zeta database run", "The database ran on 16 GPUs with a 100 MB cache.\n"
               "It returned 977 matches.")
    assert setting_pairs(cores, gpus) == {}
    matches = next(c for c in gpus if c.value == 977)
    assert setting_of(matches) is None


def test_a_sweep_or_several_machines_pair_nothing() -> None:
    """A document stating one setting at several values (a sweep, or two machines) cannot say
    which value stands beside the other document's."""
    sweep = doc("Eta storage sweep", "We ran on 4 nodes, then on 8 nodes, then on 16 nodes.")
    single = doc("Theta storage run", "The cluster had 6 nodes.")
    assert setting_pairs(sweep, single) == {}
    again = doc("Iota storage run", "The cluster had 12 nodes.")
    assert setting_pairs(single, again) == {"number of nodes": (6, 12)}


def test_one_documents_own_settings_are_never_paired() -> None:
    """Settings pair across documents only, even when pairs inside one are asked for."""
    comparison = compare_claims(WEB_B, within=True)
    assert not any(p.setting for p in comparison.comparable)


def test_setup_figure_never_meets_a_result() -> None:
    """A result (requests per second, a measured time) is never a setting: only setup figures
    (the extractor's role) are named as settings."""
    for claim in (*WEB_A, *WEB_B):
        if claim.kind.value != "config":
            assert setting_of(claim) is None


def test_an_archive_pairs_no_settings() -> None:
    """Across more documents than a buyer sets side by side (an archive), settings are not
    paired: two unrelated posts' core counts say nothing, and each stays with its results."""
    posts = [doc(f"Post {n}", f"The host has {n + 4} cores.") for n in range(9)]
    assert setting_pairs(*posts) == {}
    few = compare_claims([c for d in posts[:3] for c in d]).comparable
    assert sorted((p.left.value, p.right.value) for p in few) == [(4, 5), (4, 6), (5, 6)]


def test_a_setting_repeated_from_a_named_source_is_cited_not_paired() -> None:
    """A later document repeating the other's setting, naming its source, states one figure
    twice: shown as a citation, never as two settings side by side."""
    original = claims_of("---\ntitle: Orchid vector notes\npublisher: Orchid Labs\n"
                         "url: https://orchid.example/notes\n---\n# Orchid\n\n"
                         "Our test server has 96 GB of memory and runs the index.\n")
    copy = claims_of("---\ntitle: Quill reprint\npublisher: Quill\n"
                     "url: https://quill.example/r\n---\n# Quill\n\n"
                     "Following orchid.example, the test server has 96 GB of memory.\n")
    comparison = compare_claims([*original, *copy])
    assert not any(p.setting for p in comparison.comparable)
    assert [(p.verdict, p.setting) for p in comparison.cited] == [(Verdict.cited, "memory size")]
    assert comparison.cited[0].left.source.title == "Orchid vector notes"


def test_one_size_of_two_components_or_of_nothing_names_no_setting() -> None:
    """"5.2 GB of memory and disk" is a size of two components at once, and "0 bytes of
    memory" sets nothing up: neither is a setting."""
    claims = doc("Rho index notes", "The demo index has 5.2 GB of memory and disk.\n"
                 "The int8 index keeps 0 bytes of memory.")
    sizes = [c for c in claims if c.unit == "GB"]
    assert any(c.value == 5.2 for c in sizes)
    assert all(setting_of(c) is None for c in sizes)


def test_cores_each_meet_only_cores_each() -> None:
    """"Two processors (48 cores each)" counts one processor's cores: it meets another count
    "each", never a whole host's cores."""
    each = doc("Sigma host", "Host: two Xeon processors (48 cores each), air cooled.")
    other_each = doc("Tau host", "Host: two EPYC processors (32 cores each), air cooled.")
    whole = doc("Upsilon host", "The host has 96 cores.")
    assert setting_pairs(each, whole) == {}
    assert setting_pairs(each, other_each) == {"number of cores (each)": (48, 32)}


def test_database_scale_factors_meet_and_never_a_plain_scale() -> None:
    """Two warehouse runs' scale factors meet as settings; a scale factor is not a "scale"."""
    sf100 = doc("Phi warehouse run", "We ran TPC-H at scale factor 100.")
    sf1000 = doc("Chi warehouse run", "We ran TPC-H at scale factor 1000.")
    tsbs = doc("Psi ingest run", "The data set was generated with scale 4000.")
    assert setting_pairs(sf100, sf1000) == {"scale factor": (100, 1000)}
    assert setting_pairs(sf100, tsbs) == {}


def test_a_part_the_text_leaves_out_sets_nothing_up() -> None:
    """"The dual card is left out because it is two GPUs" describes no run's setup."""
    one = doc("Omega matmul run", "Matrix multiplies ran on one GPU, inputs random.")
    left_out = doc("Alpha prime notes", "The dual card is left out because it is two GPUs.")
    kept = doc("Beta prime notes", "The run used two GPUs.")
    assert setting_pairs(one, left_out) == {}
    assert setting_pairs(one, kept) == {"number of GPUs": (1, 2)}
