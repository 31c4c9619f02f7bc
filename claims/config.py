"""Project settings: `[tool.claims]` in pyproject.toml, or a claims.toml, found upwards.

The search starts in the given folder (default: the current one) and climbs to
the filesystem root; the first folder holding a `claims.toml` (top-level keys,
or a `[tool.claims]` table) or a `pyproject.toml` with a `[tool.claims]` table
wins, claims.toml before pyproject.toml. Command-line flags override it.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from claims.errors import ClaimsError

FAIL_ON = ("error", "warning", "info", "never")
KEYS = ("select", "ignore", "fail_on", "db", "snapshots", "model")
#: The store a command uses when neither `--db` nor the settings name one.
DEFAULT_DB = "claims.db"


@dataclass(frozen=True)
class Settings:
    """Settings read from a config file (or defaults when there is none)."""

    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    fail_on: str = "warning"
    db: Path | None = None
    snapshots: Path | None = None
    source: Path | None = None
    #: A decisions model written by `claims train` (None: the shipped one).
    model: Path | None = None

    def merged(self, select: Sequence[str] = (), ignore: Sequence[str] = (),
               fail_on: str | None = None) -> Settings:
        """These settings with command-line values put over them (a flag given wins)."""
        return replace(self, select=tuple(select) or self.select,
                       ignore=tuple(ignore) or self.ignore, fail_on=fail_on or self.fail_on)


def _table(path: Path) -> dict[str, Any] | None:
    """The claims settings table of one file, or None when it has none."""
    from claims import kept_settings

    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ClaimsError(f"cannot read settings: {exc}", str(path)) from None
    named = path.name == "claims.toml"
    found = kept_settings.kept(named, raw)
    if found is not kept_settings.MISSING:
        return found  # type: ignore[no-any-return]
    table = _parsed_table(path, raw)
    kept_settings.keep(named, raw, table)
    return table


def _parsed_table(path: Path, raw: bytes) -> dict[str, Any] | None:
    """The claims table of a settings file's bytes, read with the TOML reader."""
    from claims.vocabulary.pattern_cache import kept_compiles

    # only a run that reads a settings file afresh pays for the TOML reader, whose patterns
    # come from the kept table as those of a command's other imports do
    with kept_compiles():
        import tomllib

    try:
        # as `Path.read_text` reads: UTF-8, universal newlines
        text = io.TextIOWrapper(io.BytesIO(raw), encoding="utf-8").read()
        data = tomllib.loads(text)
    except UnicodeDecodeError as exc:
        raise ClaimsError(f"cannot read settings: {exc}", str(path)) from None
    except tomllib.TOMLDecodeError as exc:
        raise ClaimsError(f"malformed TOML: {exc}", str(path)) from None
    tool = data.get("tool", {})
    table = tool.get("claims") if isinstance(tool, dict) else None
    if table is None and path.name == "claims.toml":
        table = {k: v for k, v in data.items() if k != "tool"}
    if table is not None and not isinstance(table, dict):
        raise ClaimsError("[tool.claims] must be a table", str(path))
    return table


def find_config(start: Path) -> tuple[Path, dict[str, Any]] | None:
    """The nearest config file at or above `start`, with its claims table."""
    folder = start.resolve()
    for place in (folder, *folder.parents):
        for name in ("claims.toml", "pyproject.toml"):
            candidate = place / name
            if candidate.is_file():
                table = _table(candidate)
                if table is not None:
                    return candidate, table
    return None


def _rules(value: Any, key: str, path: Path) -> tuple[str, ...]:
    """A rule list given as a TOML array of strings or one comma-separated string."""
    if isinstance(value, str):
        value = value.split(",")
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ClaimsError(f"{key} must be a list of rule codes or names",
                          str(path))
    return tuple(v.strip() for v in value if v.strip())


def _settings(path: Path, table: dict[str, Any]) -> Settings:
    """Settings from a validated claims table; paths relative to the file's folder."""
    unknown = sorted(set(table) - set(KEYS))
    if unknown:
        raise ClaimsError(f"unknown setting {unknown[0]!r} (known: {', '.join(KEYS)})",
                          str(path))
    fail_on = table.get("fail_on", "warning")
    if fail_on not in FAIL_ON:
        raise ClaimsError(f"fail_on must be one of {', '.join(FAIL_ON)}",
                          str(path))
    paths: dict[str, Path | None] = {}
    for key in ("db", "snapshots", "model"):
        value = table.get(key)
        if value is not None and not isinstance(value, str):
            raise ClaimsError(f"{key} must be a path string", str(path))
        paths[key] = (path.parent / value) if value else None
    return Settings(select=_rules(table.get("select", []), "select", path),
                    ignore=_rules(table.get("ignore", []), "ignore", path),
                    fail_on=fail_on, db=paths["db"], snapshots=paths["snapshots"], source=path,
                    model=paths["model"])


def load_settings(start: Path | None = None) -> Settings:
    """The settings in force from `start` (default: the current folder); defaults if none."""
    found = find_config(start or Path.cwd())
    if found is None:
        return Settings()
    return _settings(*found)


def default_db(folder: Path | None = None) -> str:
    """The store to use when `--db` is not given: the settings' `db`, else claims.db here."""
    configured = load_settings(folder).db
    return str(configured) if configured else str((folder or Path.cwd()) / DEFAULT_DB)
