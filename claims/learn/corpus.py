"""An annotated corpus: gold lists (NAME.gold.yaml, the format of tests/fixtures/real) and
the documents they describe, read with plain YAML and checked enough to train on. A sealed
set is refused unless the caller forces it: it is scored once and never trained on."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from claims.errors import ClaimsError

#: Folder names of the sets held out of all training and tuning.
_SEALED = re.compile(r"(?:editorial_)?sealed\d*")
_REQUIRED = ("line", "value", "unit", "value_text", "context")


@dataclass(frozen=True)
class Gold:
    """One gold list: where it is, the document it describes, and its mentions."""

    path: Path
    document: Path
    mentions: tuple[dict[str, Any], ...]


def sealed(path: Path) -> bool:
    """True for a path inside a sealed set."""
    return any(_SEALED.fullmatch(part) for part in path.resolve().parts)


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


def read_gold(path: Path) -> Gold:
    """One gold list, checked: a document that exists, mentions with their fields."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise ClaimsError(f"cannot read gold list: {exc.__class__.__name__}", str(path)) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise ClaimsError(f"malformed YAML: {getattr(exc, 'problem', None) or 'syntax error'}",
                          str(path), mark.line + 1 if mark else None) from None
    if not isinstance(data, dict) or not isinstance(data.get("document"), str) or \
            not isinstance(data.get("mentions"), list):
        raise ClaimsError("a gold list needs 'document' (a file name) and 'mentions' (a list)",
                          str(path))
    document = path.with_name(data["document"])
    if not document.is_file():
        raise ClaimsError(f"the document {data['document']!r} is not beside the gold list",
                          str(path))
    for i, mention in enumerate(data["mentions"]):
        missing = [k for k in _REQUIRED if not isinstance(mention, dict) or k not in mention]
        if missing:
            line = mention.get("line") if isinstance(mention, dict) else None
            raise ClaimsError(f"mention {i + 1} (document line {line}) lacks {missing[0]!r}",
                              str(path))
    return Gold(path=path, document=document, mentions=tuple(data["mentions"]))
