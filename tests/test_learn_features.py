"""Features of candidates and figures, read on hand-written sentences."""

from __future__ import annotations

from claims.load.documents import parse_bytes
from claims.extract.document import extract_rules
from claims.learn.decide import Context, choice_rows
from claims.learn.features import Features, unit_class
from claims.learn.figure import figure_features
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
