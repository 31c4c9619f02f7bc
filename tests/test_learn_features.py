"""Features of candidates and figures, read on hand-written sentences."""

from __future__ import annotations

from claims.extract.document import extract_rules
from claims.learn.decide import Context, choice_rows
from claims.learn.features import Features, unit_class
from claims.learn.figure import figure_features
from claims.load.documents import parse_bytes
from claims.model import Claim

_TEXT = """# Results on H100

On 8 H100 GPUs the server reached 1,200 tokens/s, compared with 700 tokens/s on A100 GPUs.

The drive array sustained 2.5 million IOPS.
"""


def _read(text: str) -> tuple[tuple[Claim, ...], Context]:
    """The rules' claims of a text and the learned stage's view of it."""
    _, claims, build = extract_rules(parse_bytes(text.encode(), origin="<test>"))
    return claims, build()


def _hardware(claims: tuple[Claim, ...], ctx: Context, value: float) -> dict[str | None,
                                                                              Features]:
    """The hardware candidates' features for the figure of a value, by name."""
    claim = next(c for c in claims if c.value == value)
    rows = choice_rows(ctx, ctx.layout.place(claim), "hardware", claim)
    return {cand.name: feats for cand, feats in rows}


def test_a_name_in_the_figures_own_clause_with_its_count() -> None:
    claims, ctx = _read(_TEXT)
    h100 = _hardware(claims, ctx, 1200)["H100"]
    assert h100["sentence"] == h100["clause"] == h100["before"] == 1.0
    assert h100["count_beside"] == 1.0 and h100["heading"] == 1.0
    assert h100["rank_first"] == 1.0 and h100["fit=tokens:accel"] == 1.0


def test_the_other_side_of_a_comparison() -> None:
    claims, ctx = _read(_TEXT)
    a100 = _hardware(claims, ctx, 1200)["A100"]
    assert a100["sentence"] == a100["after"] == a100["comparison_between"] == 1.0
    assert "clause" not in a100 and "heading" not in a100
    # Seen from the baseline's own figure, the A100 is in its clause and the H100 is not.
    seen_from_baseline = _hardware(claims, ctx, 700)
    assert seen_from_baseline["A100"].get("clause") == 1.0
    assert "clause" not in seen_from_baseline["H100"]


def test_none_stated_is_always_a_candidate() -> None:
    claims, ctx = _read(_TEXT)
    found = _hardware(claims, ctx, 2.5e6)
    assert found[None]["none"] == 1.0 and found[None]["none:fit=storage"] == 1.0
    assert "sentence" not in found["H100"]  # another paragraph names it
    assert found["H100"]["section"] == 1.0


def test_the_quantity_decides_which_kind_of_system_fits() -> None:
    assert [unit_class(u) for u in ("tokens/s", "IOPS", "GB/s", "requests/s", "x", "s")] == [
        "tokens", "storage", "storage", "requests", "ratio", "time"]


def test_figure_features_carry_the_rules_choice_and_the_words_around() -> None:
    claims, ctx = _read("Each run used a batch of 32 on the cluster.\n")
    claim = next(c for c in claims if c.value == 32)
    feats = figure_features(ctx.layout, ctx.layout.place(claim), claim)
    assert feats[f"rule_kind={claim.kind.value}"] == 1.0
    assert feats["prev:of"] == 1.0 and feats["b:batch"] == 1.0 and feats["next:on"] == 1.0
    assert feats["unit=count"] == 1.0


_READER = """# Frame times

Two laptops rendered each scene.

| Scene | Ice Lake | i5-1035G4 |
|---|---|---|
| Atrium | 41 | 44 |

A second pass on the i5-1035G4 took 12 s.
"""


def test_a_run_introduces_its_machine() -> None:
    """"ran ... on an X": the machine a run names; the sentence's own mention says so."""
    claims, ctx = _read("Every test ran on a single Xeon 6980P host and finished at "
                        "3,000 requests/s.\n\nThe Graviton4 was not tested.\n")
    found = _hardware(claims, ctx, 3000)
    xeon = next(f for name, f in found.items() if name and "6980P" in name)
    assert xeon["run_on"] == xeon["only_run_on"] == xeon["run_on_sentence"] == 1.0
    graviton = next(f for name, f in found.items() if name and "Graviton" in name)
    assert "run_on" not in graviton
    assert found[None]["none:peer_run_on"] == 1.0


def test_a_figure_in_a_column_headed_by_a_machine() -> None:
    claims, ctx = _read(_READER)
    found = _hardware(claims, ctx, 44)
    assert found["i5-1035G4"]["own_column"] == 1.0
    assert "own_column" not in found["Ice Lake"]
    assert found["i5-1035G4"]["specific"] == 1.0 and "specific" not in found["Ice Lake"]


def test_spellings_of_one_machine_are_one_machine() -> None:
    """Shorter and longer spellings know of each other, and "the only one" is read among
    distinct machines, so one machine spelled twice is still the only machine."""
    claims, ctx = _read("The host is a Xeon E5-2640 v3. Each E5-2640 v3 core ran at "
                        "2.6 GHz and the host served 900 requests/s.\n")
    found = _hardware(claims, ctx, 900)
    assert found["Xeon E5-2640 v3"]["longer_of_another"] == 1.0
    assert found["E5-2640 v3"]["shorter_of_another"] == 1.0
    assert found["Xeon E5-2640 v3"]["only_candidate"] == 1.0
    assert found["Xeon E5-2640 v3"]["only_specific"] == 1.0


def test_the_kind_of_machine_is_read_from_its_name() -> None:
    claims, ctx = _read("Our Ceph cluster and one Kioxia CM7 SSD each served 2.1 million "
                        "IOPS.\n")
    found = _hardware(claims, ctx, 2.1e6)
    assert found["Ceph cluster"]["fit=storage:shape=system"] == 1.0
    assert found["CM7 SSD"]["fit=storage:shape=drive"] == 1.0
    assert found["Kioxia CM7"]["shape=device"] == 1.0


def test_a_figure_in_a_row_labelled_by_a_machine() -> None:
    claims, ctx = _read("| Host | Latency |\n|---|---|\n| Xeon 6980P | 41 |\n| Graviton4 | 44 |\n")
    found = _hardware(claims, ctx, 44)
    graviton = next(f for name, f in found.items() if name and "Graviton" in name)
    xeon = next(f for name, f in found.items() if name and "6980P" in name)
    assert graviton["row_label"] == 1.0 and "row_label" not in xeon


def test_the_candidate_ceiling_bounds_the_rules() -> None:
    """bench/candidate_ceiling.py: of the figures whose gold states a hardware, those with
    the gold's name among the candidates are at least those the rules got right."""
    from pathlib import Path

    from bench.candidate_ceiling import ceiling

    table, misses = ceiling([Path(__file__).parent / "fixtures" / "learn"])
    row = table["ALL"]["hardware"]
    assert row["stated"] > 0
    assert row["rules"] <= row["ceiling"] <= row["stated"]
    assert row["named_rules"] <= row["named_ceiling"] <= row["named"]
    assert sum(misses["hardware"].values()) == row["named"] - row["named_ceiling"]
