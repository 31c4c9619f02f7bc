"""Paragraphs that show results as a chart or figure, or say that a chart shows them: an
image ("![JSON requests per second](a.png)", an HTML <img> or <figure>), a caption or note
naming one ("(Chart: offline throughput.)", "*Figure 2: TPC-C results*"), or a sentence
whose subject is a chart that shows something ("A chart (not reproduced) gives parse
speed", "Figure 3 shows the tail latency", "bandwidth is shown only as charts"), or that
points to one in brackets ("25% better than the classic OSD (chart)")."""

from __future__ import annotations

import re

from claims.extract.facts.pictured import ONLY as _ONLY
from claims.extract.text.blocks import Block
from claims.vocabulary.lazy import lazy

# A paragraph that is itself the chart or its caption, or a note in brackets standing
# for a chart left out: "(Chart cut: IOPS at each block size.)", "(A chart, omitted,
# titled ...)", "*Figure 1 (cut): median latency*" (the note may stand in brackets). An
# article needs the bracket, since "A graph, in short, is ..." opens prose.
_CAPTION = lazy(r"\s*(?:!\[|<(?:img|figure|picture)\b|(?:[(*_\s]*|[(*_]+(?:an?|the)\s+)"
                r"(?:charts?|figures?|fig\.|graphs?|plots?|diagrams?)(?:\s+\d+[a-z]?)?"
                r"(?:\s+\(?(?:cut|omitted|removed|not\s+shown)\)?)?\s*[:.),])", re.I)

# A chart named as a display: with an article, ordinal or count before it ("a chart", "the
# second graph", "bar charts", "four charts follow"), or a numbered figure. A bare "graph"
# is often the thing measured ("CUDA graphs", "a graph database"), so the word before it
# must be one of these, and what follows must not make it a noun's modifier.
_DISPLAY = (r"(?:\b(?:a|an|the|this|that|these|those|each|next|following|first|second|third|"
            r"one|two|three|four|five|six|seven|eight|nine|ten|several|both|bar|line|as|in)\s+(?:(?:bar|line|scatter|latency|throughput)\s+)?"
            r"(?:charts?|graphs?|plots?|diagrams?)\b(?!\s+(?:database|store|engine|neural|"
            r"capture|mode|api|library|algorithm|traversal|queries|query|partition)s?\b)"
            r"|\bfig(?:ure|\.)\s*\d+[a-z]?\b|\b(?:chart|graph|plot)\s+\d+[a-z]?\b)")

# The words between a chart and its verb; an aside in brackets is skipped whole, since a
# note there ("(an image; its values are not given)") may hold a stop of its own.
_BETWEEN = r"(?:\([^()]{0,160}\)|[^.;:!?()]){0,80}?"

# Results given as pictures: an image of a chart ("two chart images"), or results said to
# be images ("each result is an image", "the scores are shown as screenshots"). A bare
# "image" is often what is measured ("container images", "images per second"), so the
# picture must be a chart's or the results' own.
_PICTURED = (r"|\b(?:charts?|graphs?|plots?)\s+(?:images?|screenshots?|pictures?)\b"
             r"|\b(?:results?|values?|scores?|numbers?)\s+(?:is|are|was|were)\s+"
             r"(?:(?:shown|given|posted)\s+)?(?:as\s+|in\s+)?(?:an?\s+)?"
             r"(?:images?|screenshots?|pictures?)\b")

# What makes the named chart the place results are: a verb of showing after it, or the
# results said to be shown in it ("shown as charts", "see the chart", "in the graph below").
# A pointer in brackets to a chart, inside a paragraph: "... than the classic OSD (chart).",
# "improves by 5-10% (chart: median per bot)", "(see Figure 2)": the sentence's values are
# the chart's.
_POINTER = (r"|\((?:see\s+)?(?:charts?|graphs?|plots?|fig(?:ure|\.)\s*\d+[a-z]?)"
            r"(?:\s+\d+[a-z]?)?\s*[:;,)]")
_SHOWS = lazy(_ONLY + "|" + _DISPLAY + _BETWEEN + r"\b(?:shows?|showing|gives?|plots?|compares?|"
              r"illustrates?|depicts?|displays?|presents?|summari[sz]es?|follows?|below|above|"
              r"not\s+reproduced)\b"
              r"|\b(?:shown|plotted|drawn|charted|graphed|see|in)\b[^.;:!?]{0,40}?" + _DISPLAY
              + _PICTURED + _POINTER, re.I)

# Every match of _SHOWS holds one of these words (its display or its picture): searched
# first, they rule out in one cheap pass the paragraphs that name no chart, where _SHOWS
# would try its lists of articles and verbs at every word.
# The lookahead holds their first letters, so the engine enters the branches only there.
# In every branch of _SHOWS the word follows a word boundary (a space, a bracket or the
# start of a word of its own), so the gate asks for one too: "fig" inside "configuration",
# in most technical paragraphs, no longer sends them to the full pattern.
_CHART_WORD = lazy(r"(?=[cdfgips])\b(?:chart|graph|plot|diagram|fig|image|screenshot|"
                   r"picture)", re.I)


def shows_chart(text: str, block: Block) -> bool:
    """True when a paragraph is a chart or caption, or a sentence of it says a chart shows
    something."""
    if block.kind != "paragraph":
        return False
    return (_CAPTION.match(text, block.start, block.end) is not None
            or (_CHART_WORD.search(text, block.start, block.end) is not None
                and _SHOWS.search(text, block.start, block.end) is not None))

