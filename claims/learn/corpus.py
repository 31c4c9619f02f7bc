"""An annotated corpus as the learner reads it: gold lists (NAME.gold.yaml, the corpus format
of `claims.gold`, schemas/gold.schema.json) and the documents they describe. A sealed
set is refused unless the caller forces it: it is scored once and never trained on."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from claims.errors import ClaimsError
from claims.gold.corpus import is_sealed
from claims.gold.read import read_gold as read_gold_file
from claims.vocabulary.lazy import lazy

#: Folder names of the sets held out of all training and tuning, besides the folders that
#: carry a SEALED mark (a copied set keeps its name).
_SEALED = lazy(r"(?:editorial_)?sealed\d*")


@dataclass(frozen=True)
class Gold:
    """One gold list: where it is, the document it describes, and its mentions."""

    path: Path
    document: Path
    mentions: tuple[dict[str, Any], ...]


def sealed(path: Path) -> bool:
    """True for a path inside a sealed set: marked SEALED, or named as one."""
    return is_sealed(path) or any(_SEALED.fullmatch(part) for part in path.resolve().parts)


def gold_files(paths: Sequence[str | Path], *, force_sealed: bool = False) -> list[Path]:
    """Every gold list under the given folders and files, in path order."""
    found: set[Path] = set()
    for given in paths:
        path = Path(given)
        if not path.exists():
            raise ClaimsError("no such corpus folder or gold file", str(path))
        if sealed(path) and not force_sealed:
            raise ClaimsError("a sealed set is never trained on (--force-sealed overrides)",
                              str(path))
        found.update(sorted(path.rglob("*.gold.yaml")) if path.is_dir() else [path])
    if not found:
        raise ClaimsError("no *.gold.yaml files in the corpus", str(paths[0]) if paths else None)
    return sorted(found)


def read_gold(path: Path) -> Gold | None:
    """One gold list, valid against the corpus schema (every problem with its line), as the
    learner reads it: each mention's fields as written, so that a decision the list leaves
    out is not learned from it; None for a list that annotates caveats, not figures."""
    gold = read_gold_file(path)
    if gold.mentions is None:
        return None
    document = path.with_name(gold.document)
    if not document.is_file():
        raise ClaimsError(f"the document {gold.document!r} is not beside the gold list",
                          str(path))
    mentions = tuple(m.model_dump(mode="json", exclude_unset=True) for m in gold.mentions)
    return Gold(path=path, document=document, mentions=mentions)
