"""The learned model choice's own candidates and features: model names the rules' finder
leaves out (a family glued to its size in any case, a family and a size written apart, a
size standing for the document's one family) and where a table's figure finds its model
(the prose leading into the table, its own row, a projection's header)."""

from __future__ import annotations

from claims.extract import extract
from claims.extract.text.blocks import blocks as read_blocks
from claims.learn.candidates import Candidate, Mention
from claims.learn.layout import Layout, Place
from claims.learn.model_features import mark_nearest, model_features
from claims.learn.model_names import apart, glued, more_models, sized_by_family
from claims.learn.weights import RULES_ONLY, parse
from claims.load.documents import parse_bytes


def _layout(text: str) -> Layout:
    """The layout of a markdown text."""
    loaded = parse_bytes(text.encode(), origin="<test>")
    return Layout(loaded.text, read_blocks(loaded))


def _mention(text: str, name: str, nth: int = 0) -> Mention:
    """The `nth` place `name` stands in `text`, as a rules' model mention."""
    at = -1
    for _ in range(nth + 1):
        at = text.index(name, at + 1)
    return Mention(at, at + len(name), "model", name)


def _place(layout: Layout, figure: str) -> Place:
    """The place of the figure whose text starts with `figure`."""
    at = layout.text.index(figure)
    block = layout.block_at(at)
    assert block is not None
    sentence = layout.sentence_at(block, at) or (block.start, block.end)
    return Place(at=at, sentence=sentence, block=block, unit="tokens/s")


def test_a_family_glued_to_its_size_is_a_name_in_any_case() -> None:
    text = "We ran pythia-1.4b-deduped, then OPT_350m and finally bloom-7.1B on the box."
    assert [m.name for m in glued(text)] == ["pythia-1.4b", "OPT_350m", "bloom-7.1B"]
    # a size with no family before it, bytes and a family word without a size are none
    assert glued("a 2.5B-row table, 64GB of DDR5-4800 and a falcon-shaped logo") == []


def test_a_family_and_a_size_in_two_cells_of_a_row_are_one_name() -> None:
    text = "| Family | Params | Steps/s |\n|---|---|---|\n| Pythia | 2.8B | 41 |\n"
    layout = _layout(text)
    found = apart(layout, [_mention(layout.text, "Pythia")])
    assert [m.name for m in found] == ["Pythia 2.8B"]
    assert layout.text[found[0].start:found[0].end] == "2.8B"


def test_a_size_a_few_words_after_a_family_is_its_size_not_a_token_count() -> None:
    text = "We trained BLOOM at 560M on four cards, then BLOOM on 300B tokens.\n"
    layout = _layout(text)
    families = [_mention(layout.text, "BLOOM"), _mention(layout.text, "BLOOM", 1)]
    assert [m.name for m in apart(layout, families)] == ["BLOOM 560M"]


def test_a_size_alone_is_the_one_family_the_document_names() -> None:
    text = ("Every run uses the Falcon architecture. The 40B model trains slower than "
            "a 7B-parameter model.\n\n| Model size | Tokens/s |\n|---|---|\n"
            "| 180B (TP8) | 95 |\n")
    layout = _layout(text)
    found = sized_by_family(layout, [_mention(layout.text, "Falcon")])
    assert sorted(m.name for m in found) == ["Falcon 180B", "Falcon 40B", "Falcon 7B"]
    # two families named: a bare size belongs to neither
    two = "Both Falcon and Pythia ran; the 7B model was faster.\n"
    layout = _layout(two)
    assert sized_by_family(layout, [_mention(two, "Falcon"), _mention(two, "Pythia")]) == []


def test_more_models_leaves_the_rules_mentions_and_adds_in_text_order() -> None:
    text = "Setup: gpt3-2.7B-flash.\n\nLater GPT-J ran too.\n"
    layout = _layout(text)
    rules = [_mention(layout.text, "GPT-J")]
    found = more_models(layout, rules)
    assert [(m.name, m.finder) for m in found] == [("gpt3-2.7B", "model_glued"),
                                                   ("GPT-J", "model")]


_TABLE = ("## Runs\n\nWe trained the pythia-1.4b-deduped recipe on each node.\n\n"
          "| Node | Tokens/s | Days for Pythia-12B (extrapolated) |\n|---|---|---|\n"
          "| n1 | 3100 | 41 |\n")


def _candidate(layout: Layout, name: str) -> Candidate:
    """A candidate with every place `name` stands in the layout's text."""
    text = layout.text
    spots = [Mention(i, i + len(name), "model", name)
             for i in range(len(text)) if text.startswith(name, i)]
    return Candidate(name, "model", tuple(spots))


def test_a_table_figure_reads_its_lead_in_and_a_projection_header() -> None:
    layout = _layout(_TABLE)
    place = _place(layout, "3100")
    lead = model_features(layout, place, _candidate(layout, "pythia-1.4b"))
    projected = model_features(layout, place, _candidate(layout, "Pythia-12B"))
    assert lead.get("table_lead") == 1.0 and "projected_only" not in lead
    assert projected.get("projected_only") == 1.0 and "table_lead" not in projected
    row = model_features(layout, place, _candidate(layout, "n1"))
    assert row.get("in_row") == 1.0


def test_a_projection_word_in_the_next_header_cell_is_not_this_cells() -> None:
    text = ("| Node | Days for Pythia-2.8B | Extrapolated days for Pythia-12B |\n"
            "|---|---|---|\n| n1 | 12 | 41 |\n")
    layout = _layout(text)
    place = _place(layout, "12 |")
    feats = model_features(layout, place, _candidate(layout, "Pythia-2.8B"))
    assert "projected_only" not in feats and feats["projected_share"] == 0.0


def test_the_nearest_model_named_before_a_row_skips_the_header() -> None:
    text = ("Runs of Pythia-1B first.\n\n| Node | Tokens/s for Pythia-6.9B |\n|---|---|\n"
            "| n1 | 3100 |\n")
    layout = _layout(text)
    place = _place(layout, "3100")
    rows = [(_candidate(layout, n), {}) for n in ("Pythia-1B", "Pythia-6.9B")]
    rows.append((Candidate(None, "none"), {}))
    mark_nearest(layout, place, rows)
    assert [f.get("nearest_before") for _, f in rows] == [1.0, None, None]


def test_the_learned_stage_fills_a_model_from_the_tables_lead_in() -> None:
    text = ("## Results\n\nWe trained the pythia-1.4b-deduped recipe on each node.\n\n"
            "| Node | Steps per second |\n|---|---|\n| n1 | 3.5 |\n| n2 | 3.9 |\n")
    loaded = parse_bytes(text.encode(), origin="<test>")
    rules = extract(loaded, model=RULES_ONLY)[1]
    model = parse({"format": 1, "choices": {"model": {"table_lead": 5.0}},
                   "margins": {"model": 0.0}}, "<test>")
    learned = extract(loaded, model=model)[1]
    assert [c.conditions.model for c in rules] == [None, None]
    assert [c.conditions.model for c in learned] == ["pythia-1.4b", "pythia-1.4b"]
    weak = parse({"format": 1, "choices": {"model": {"table_lead": 5.0}},
                  "margins": {"model": 9.0}}, "<test>")
    assert [c.conditions.model for c in extract(loaded, model=weak)[1]] == [None, None]
