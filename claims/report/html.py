"""The HTML report: one self-contained page (inline CSS, no scripts, nothing fetched).

For each document: the editor's summary first (headline figures, the caveats as
sentences with their quotes, the same as Markdown to copy), then the document as
a reader sees it with every figure highlighted by kind (its conditions on hover
and focus) and each finding as a side note beside its sentence, then every
figure in a table. Several documents get a list to move between them. The page
is built from Jinja2 templates with autoescaping, which `claims serve` extends.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from jinja2 import ChoiceLoader, Environment, FileSystemLoader, StrictUndefined, select_autoescape
from markupsafe import Markup

from claims import __version__
from claims.model import Report
from claims.report.editorial import CaveatView, DocView, document_view
from claims.report.inline import inline_html
from claims.reviews import Review, latest
from claims.wording import plural

TEMPLATES = Path(__file__).with_name("templates")
# A sentence with more findings than this lists them by name only in its side note.
COMPACT_AFTER = 2
KINDS = (("headline", "headline"), ("relative", "comparison"), ("before_after", "before/after"),
         ("config", "setup"), ("cost", "cost"), ("quality", "quality"))


def render(report: Report, *, show_claims: bool = True) -> str:
    """The report as an HTML page (quotes only: no document text was kept)."""
    return render_html(report)


@lru_cache(maxsize=8)
def environment(*folders: str) -> Environment:
    """The templates' environment: `folders` first (the app's), then the report's own."""
    loaders = [FileSystemLoader(f) for f in folders] + [FileSystemLoader(str(TEMPLATES))]
    env = Environment(loader=ChoiceLoader(loaders), autoescape=select_autoescape(default=True),
                      undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    env.globals.update(kinds=KINDS, plural=plural, version=__version__)
    env.filters["inline"] = inline_html
    return env


def stylesheet() -> Markup:
    """The page's CSS, to inline (the page fetches nothing)."""
    return Markup(resources.files("claims.report").joinpath("templates/report.css")
                  .read_text(encoding="utf-8"))


def views(report: Report, *, texts: Mapping[str, str] | None = None,
          reviews: Sequence[Review] = (), env: Environment | None = None) -> list[DocView]:
    """Every document's view; `texts` maps document id -> its text, `reviews` are honoured."""
    env = env or environment()
    note = env.get_template("note.html")

    def ref_html(number: int, anchor: str) -> str:
        """The reference after a flagged sentence, linking to its caveat."""
        prefix = anchor.split("-s")[0]
        return f'<sup class="ref"><a href="#{prefix}-c{number}">{number}</a></sup>'

    out = []
    for index, item in enumerate(report.documents):
        prefix = f"d{index}"
        mine = latest(r for r in reviews if r.document_id == item.document.id)

        def note_html(group: Sequence[CaveatView], prefix: str = prefix) -> str:
            """The side notes of one sentence's findings."""
            return note.render(group=group, compact=len(group) > COMPACT_AFTER, prefix=prefix)

        out.append(document_view(item, (texts or {}).get(item.document.id), prefix,
                                 reviews=mine, note_html=note_html, ref_html=ref_html))
    return out


def page_context(report: Report, docs: Sequence[DocView]) -> dict[str, Any]:
    """What the page template reads besides the documents."""
    s = report.summary
    open_ = sum(d.open_count for d in docs)
    return {"docs": docs, "css": stylesheet(), "summary": s, "open_count": open_,
            "reviewed": sum(len(d.caveats) for d in docs) - open_}


def render_html(report: Report, *, texts: Mapping[str, str] | None = None,
                reviews: Sequence[Review] = ()) -> str:
    """The report as one self-contained HTML page; `texts` maps document id -> its text."""
    env = environment()
    docs = views(report, texts=texts, reviews=reviews, env=env)
    return env.get_template("report.html").render(**page_context(report, docs)) + "\n"
