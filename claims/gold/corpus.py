"""An annotated corpus: folders of documents, each with its gold file beside it.

A folder holding a file named `SEALED` (or inside such a folder) is a sealed set: it is
scored, never trained or tuned on, and readers that learn from the corpus leave it out.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from claims.errors import ClaimsError
from claims.gold.model import GoldFile, GoldMention, NonFigure
from claims.gold.place import number_offset
from claims.gold.read import SUFFIX, read_gold
from claims.load.documents import load_source
from claims.load.loaded import LoadedDocument

SEALED_MARK = "SEALED"


@dataclass(frozen=True)
class Annotated:
    """One document as loaded, with its gold file (every entry's span filled in)."""

    gold_path: Path
    loaded: LoadedDocument
    gold: GoldFile


def is_sealed(path: Path) -> bool:
    """True for a file or folder inside a sealed set."""
    folder = path if path.is_dir() else path.parent
    return any((p / SEALED_MARK).is_file() for p in (folder, *folder.parents))


def gold_files(roots: Iterable[Path], *, sealed: bool = False) -> list[Path]:
    """Every gold file under the roots, in a stable order; sealed sets only when asked."""
    found: set[Path] = set()
    for root in roots:
        if not root.exists():
            raise ClaimsError("no such file or folder", str(root))
        paths = [root] if root.is_file() else root.rglob("*" + SUFFIX)
        found.update(p for p in paths if sealed or not is_sealed(p))
    return sorted(found, key=lambda p: p.as_posix())


def _placed(entry: GoldMention | NonFigure, text: str, where: str) -> tuple[int, int]:
    """The span of an entry's number, checked against the span it states."""
    try:
        start = number_offset(text, entry.context, entry.value_text)
    except ClaimsError as exc:
        raise ClaimsError(f"line {entry.line}: {exc.message}", where) from None
    span = (start, start + len(entry.value_text))
    if entry.span is not None and tuple(entry.span) != span:
        raise ClaimsError(f"line {entry.line}: span {list(entry.span)} is not where "
                          f"{entry.value_text!r} stands ({list(span)})", where)
    return span


def annotated(gold_path: Path) -> Annotated:
    """Load a gold file and its document, every entry placed by its context."""
    gold = read_gold(gold_path)
    document = gold_path.parent / gold.document
    if not document.is_file():
        raise ClaimsError(f"the document {gold.document!r} is not beside it", str(gold_path))
    loaded = load_source(str(document))
    where = str(gold_path)

    def place(entries: tuple[GoldMention | NonFigure, ...] | None
              ) -> tuple[GoldMention | NonFigure, ...] | None:
        """Each entry with its span, found by its context."""
        if entries is None:
            return None
        return tuple(e.model_copy(update={"span": _placed(e, loaded.text, where)})
                     for e in entries)

    placed = gold.model_copy(update={
        "mentions": place(gold.mentions), "non_figures": place(gold.non_figures),
        "not_figures_noise": place(gold.not_figures_noise)})
    return Annotated(gold_path, loaded, placed)
