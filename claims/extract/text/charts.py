"""Paragraphs that show results as a chart or figure, or say that a chart shows them: an
image ("![JSON requests per second](a.png)", an HTML <img> or <figure>), a caption or note
naming one ("(Chart: offline throughput.)", "*Figure 2: TPC-C results*"), or a sentence
whose subject is a chart that shows something ("A chart (not reproduced) gives parse
speed", "Figure 3 shows the tail latency", "bandwidth is shown only as charts")."""

from __future__ import annotations

import re

from claims.extract.text.blocks import Block
from claims.vocabulary.lazy import lazy

# A paragraph that is itself the chart or its caption.
_CAPTION = lazy(r"\s*(?:!\[|<(?:img|figure|picture)\b|[(*_\s]*(?:charts?|figures?|fig\.|graphs?|"
                r"plots?|diagrams?)(?:\s+\d+[a-z]?)?\s*[:.)])", re.I)

# A chart named as a display: with an article or ordinal before it ("a chart", "the second
# graph", "bar charts"), or a numbered figure. A bare "graph" is often the thing measured
# ("CUDA graphs", "a graph database"), so the word before it must be one of these, and
# what follows must not make it a noun's modifier.
_DISPLAY = (r"(?:\b(?:a|an|the|this|that|these|those|each|next|following|first|second|third|"
            r"two|both|bar|line|as|in)\s+(?:(?:bar|line|scatter|latency|throughput)\s+)?"
            r"(?:charts?|graphs?|plots?|diagrams?)\b(?!\s+(?:database|store|engine|neural|"
            r"capture|mode|api|library|algorithm|traversal|queries|query|partition)s?\b)"
            r"|\bfig(?:ure|\.)\s*\d+[a-z]?\b)")

# What makes the named chart the place results are: a verb of showing after it, or the
# results said to be shown in it ("shown as charts", "see the chart", "in the graph below").
_SHOWS = lazy(_DISPLAY + r"[^.;:!?]{0,80}?\b(?:shows?|showing|gives?|plots?|compares?|"
              r"illustrates?|depicts?|displays?|presents?|summari[sz]es?|below|above|"
              r"not\s+reproduced)\b"
              r"|\b(?:shown|plotted|drawn|charted|graphed|see|in)\b[^.;:!?]{0,40}?" + _DISPLAY,
              re.I)


def shows_chart(text: str, block: Block) -> bool:
    """True when a paragraph is a chart or caption, or a sentence of it says a chart shows
    something."""
    if block.kind != "paragraph":
        return False
    return (_CAPTION.match(text, block.start, block.end) is not None
            or _SHOWS.search(text, block.start, block.end) is not None)
