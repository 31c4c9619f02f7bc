"""Write a gold file as people read and edit it: one flow mapping per entry, in text order."""

from __future__ import annotations

from typing import Any

import yaml

from claims.gold.model import GoldFile

_Dumper: type[yaml.SafeDumper] = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
LISTS = ("mentions", "non_figures", "not_figures_noise", "must_fire", "must_not_fire")


def _tidy(value: Any) -> Any:
    """Whole floats as integers, as people write them (12400, not 12400.0)."""
    if isinstance(value, float) and value.is_integer() and abs(value) < 2**53:
        return int(value)
    return value


def _entry(entry: Any) -> str:
    """One list entry on one line."""
    return yaml.dump(entry, Dumper=_Dumper, default_flow_style=True, sort_keys=False,
                     width=100000, allow_unicode=True).strip()


def dump_gold(gold: GoldFile, header: str = "") -> str:
    """The gold file's text: a comment header, the document, then each list."""
    data = gold.model_dump(mode="json")
    lines = [header.rstrip("\n")] if header else []
    lines.append(f"document: {_entry(data['document'])}")
    for key in LISTS:
        entries = data[key]
        if entries is None or (key in ("must_fire", "must_not_fire") and not entries):
            continue
        if key == "must_fire":
            entries = [{k: v for k, v in e.items() if v is not None} for e in entries]
        if key in ("mentions", "non_figures", "not_figures_noise"):
            entries = [{k: _tidy(v) for k, v in e.items()
                        if k not in ("span", "value_max") or v is not None} for e in entries]
        lines.append(f"{key}:" if entries else f"{key}: []")
        lines.extend(f"- {_entry(e)}" for e in entries)
    return "\n".join(lines) + "\n"
