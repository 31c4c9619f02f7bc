"""Front matter as real sites write it: TOML blocks (Hugo, Zola) and the keys of Jekyll, Hugo
and Zola posts read into what a document record holds (title, date, publisher, authors,
topics).

A site's own keys live at the top level or, for Zola and Hugo, in an `[extra]` or `[params]`
table; both are searched. Dates are given in ISO 8601 when the text allows it ("June 16,
2025" becomes 2025-06-16), so the store's date filters compare them; a date that cannot be
read is kept as written rather than lost.
"""

from __future__ import annotations

import datetime
import math
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from claims.errors import ClaimsError
from claims.vocabulary.lazy import lazy

MAX_FRONT_MATTER = 256 * 1024
"""Largest front matter accepted, in characters (real ones are a few hundred)."""

_TOML_FENCE = lazy(r"^\+\+\+[ \t]*\r?$", re.M)
_LONE_CR = lazy(r"\r(?!\n)")
_TOML_PLACE = lazy(r"^(?P<problem>.*?) \(at (?:line (?P<line>\d+), column (?P<col>\d+)|"
                   r"end of document)\)$", re.S)
T = TypeVar("T")
_TABLES = ("extra", "params")  # where Zola and Hugo keep a site's own keys


@dataclass(frozen=True)
class Fenced:
    """A front-matter block between its fences, and where the body after it begins."""

    block: str
    body_offset: int
    body_line: int


def fenced(text: str, fence: str, close: re.Pattern[str], origin: str) -> Fenced | None:
    """The block between a first line that is `fence` and the line `close` matches; None
    when the text does not open with the fence. An unclosed or oversized block is one error."""
    # Old Mac line ends (a lone CR) read as LF: one character for one, so offsets stay true.
    if _LONE_CR.search(text, 0, len(fence) + 256):  # a file of CR ends: don't copy others
        text = _LONE_CR.sub("\n", text)
    first = text.split("\n", 1)[0]
    if first.rstrip("\r").strip() != fence:
        return None
    start = len(first) + 1
    closing = close.search(text, start)
    if closing is None:
        raise ClaimsError(f"front matter opened with '{fence}' is never closed", path=origin,
                          line=1)
    block = text[start:closing.start()]
    if len(block) > MAX_FRONT_MATTER:
        raise ClaimsError(f"front matter is larger than {MAX_FRONT_MATTER // 1024} KiB; "
                          "refusing", path=origin, line=2)
    end = closing.end()
    if end < len(text) and text[end] == "\n":
        end += 1
    return Fenced(block, end, text.count("\n", 0, end) + 1)


def toml_front_matter(text: str, origin: str) -> tuple[dict[str, Any], int, int] | None:
    """A leading `+++` TOML block as (metadata, body offset, body line); None when the text
    does not open with one. A malformed block is one error naming its line and column."""
    found = fenced(text, "+++", _TOML_FENCE, origin)
    if found is None:
        return None
    from claims.vocabulary.pattern_cache import kept_compiles

    # only a document that opens with a TOML block pays for the reader, whose patterns come
    # from the kept table as those of a command's other imports do
    with kept_compiles():
        import tomllib

    block = found.block
    try:
        data = tomllib.loads(block)
    except tomllib.TOMLDecodeError as exc:
        raise _toml_error(str(exc), block, origin) from None
    except RecursionError:
        raise ClaimsError("front matter is nested too deeply", path=origin, line=2) from None
    for key, value in _leaves(data):
        if isinstance(value, float) and not math.isfinite(value):
            raise ClaimsError(f"front matter: {key} is not a finite number ({value})",
                              path=origin, line=_key_line(block, key.rsplit(".", 1)[-1]))
    return _plain(data), found.body_offset, found.body_line


def _toml_error(message: str, block: str, origin: str) -> ClaimsError:
    """tomllib's message as one error line at the place it names, counted in the file."""
    place = _TOML_PLACE.match(message)
    problem = place.group("problem") if place else message
    problem = problem[:1].lower() + problem[1:]
    if place and place.group("line"):
        line, column = int(place.group("line")) + 1, int(place.group("col"))
    else:  # "at end of document": the block's last line
        line, column = block.count("\n") + 1, None
    return ClaimsError(f"front matter is not valid TOML: {problem}", path=origin, line=line,
                       column=column)


def _leaves(value: Any, key: str = "") -> Iterable[tuple[str, Any]]:
    """Every scalar of a parsed block with its dotted key."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _leaves(v, f"{key}.{k}" if key else str(k))
    elif isinstance(value, list):
        for item in value:
            yield from _leaves(item, key)
    else:
        yield key, value


def _key_line(block: str, key: str) -> int:
    """The file line where `key =` stands in the block (the block opens on line 2)."""
    found = re.search(rf"^[ \t]*[\"']?{re.escape(key)}[\"']?[ \t]*=", block, re.M)
    return block.count("\n", 0, found.start()) + 2 if found else 2


def _plain(value: Any) -> Any:
    """Parsed values as JSON-friendly data: dates and times become ISO strings."""
    if isinstance(value, (datetime.date, datetime.time)):
        return value.isoformat()
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


# --- keys ----------------------------------------------------------------------------------

def field(meta: Mapping[str, Any], *keys: str) -> Any:
    """The first key that holds a value, at the top level, then in `[extra]` / `[params]`."""
    tables = [meta, *(t for t in (meta.get(name) for name in _TABLES) if isinstance(t, dict))]
    for table in tables:
        for key in keys:
            value = table.get(key)
            if value not in (None, "", [], {}):
                return value
    return None


def text(value: object) -> str | None:
    """A scalar as trimmed text, or None (lists and tables are not scalars)."""
    if value is None or isinstance(value, (dict, list, bool)):
        return None
    flat = " ".join(str(value).split())
    return flat or None


def name_of(value: object) -> str | None:
    """A name given as text, as a table with a `name` ({name: X, url: ...}), or as a list
    (its first name)."""
    if isinstance(value, dict):
        return text(value.get("name"))
    if isinstance(value, list):
        return next((n for n in map(name_of, value) if n), None)
    return text(value)


def published(meta: Mapping[str, Any]) -> str | None:
    """The publication date the front matter gives, in ISO 8601 where it can be read."""
    value = text(field(meta, "published_at", "date", "published", "publishDate",
                       "publishdate", "pubDate", "datePublished"))
    return iso_date(value) if value else None


def publisher(meta: Mapping[str, Any]) -> str | None:
    """Who published the document, as its front matter names it."""
    return name_of(field(meta, "publisher", "site_name"))


_MONTHS = {name: i for i, names in enumerate(
    (("jan", "january"), ("feb", "february"), ("mar", "march"), ("apr", "april"), ("may",),
     ("jun", "june"), ("jul", "july"), ("aug", "august"), ("sep", "sept", "september"),
     ("oct", "october"), ("nov", "november"), ("dec", "december")), start=1) for name in names}
_DAY = r"(?P<day>\d{1,2})(?:st|nd|rd|th)?"
_MONTH = r"(?P<month>[A-Za-z]{3,9})\.?"
_YEAR = r"(?P<year>\d{4})"
_HUMAN_DATES = (
    lazy(rf"^(?:[A-Za-z]+,?\s+)?{_MONTH}\s+{_DAY},?\s+{_YEAR}$"),  # (Tue,) June 16, 2025
    lazy(rf"^(?:[A-Za-z]+,?\s+)?{_DAY}\s+{_MONTH},?\s+{_YEAR}$"),  # 29 Aug 2024
    lazy(rf"^{_YEAR}[/.](?P<month>\d{{1,2}})[/.]{_DAY}$"),  # 2024/06/26
)
_ISO_DATE = lazy(r"^\d{4}-\d{2}-\d{2}(?:$|[T ])")


def iso_date(value: str) -> str:
    """A date as ISO 8601 (an ISO date or timestamp is kept whole); text that is no date
    this reads is returned as it stands."""
    value = value.strip()
    if _ISO_DATE.match(value):
        return value
    for pattern in _HUMAN_DATES:
        found = pattern.match(value)
        if found is None:
            continue
        month = found.group("month")
        number = int(month) if month.isdigit() else _MONTHS.get(month.lower())
        day = _real_date(int(found.group("year")), number, int(found.group("day")))
        if day is not None:
            return day
    return value


def _real_date(year: int, month: int | None, day: int) -> str | None:
    """The ISO form of a date that exists, else None."""
    try:
        return datetime.date(year, month or 0, day).isoformat()
    except ValueError:
        return None


_NAMED_DATE = lazy(r"^(?P<year>\d{4})-(?P<month>\d{2})-(?P<day>\d{2})(?:[-_.]|$)")
_BUNDLE_FILES = {"index", "_index", "readme"}


def file_date(*names: str | None) -> str | None:
    """The date a Jekyll-style file name starts with (`2024-06-26-benchmarks-over-time.md`,
    or the folder of a page bundle's `index.md`), from the first name that has one."""
    for name in names:
        if not name:
            continue
        path = re.split(r"[?#]", name, maxsplit=1)[0].replace("\\", "/").rstrip("/")
        parts = path.split("/")
        last = parts[-1]
        if last.rsplit(".", 1)[0].lower() in _BUNDLE_FILES and len(parts) > 1:
            last = parts[-2]
        found = _NAMED_DATE.match(last)
        if found:
            day = _real_date(int(found.group("year")), int(found.group("month")),
                             int(found.group("day")))
            if day is not None:
                return day
    return None


def topics(meta: Mapping[str, Any]) -> tuple[str, ...]:
    """What the document is filed under: its `topics`, else its categories and tags."""
    stated = _listed(meta.get("topics"))
    if stated:
        return tuple(stated)
    found = [t for key in ("categories", "category", "tags", "keywords")
             for t in _listed(field(meta, key), split=True)]
    return tuple(_first_spellings(found, str.casefold))


def _first_spellings(items: Iterable[T], key: Callable[[T], str]) -> list[T]:
    """Items without repeats (by `key`), each as first given."""
    seen: dict[str, T] = {}
    for item in items:
        seen.setdefault(key(item), item)
    return list(seen.values())


def _listed(value: object, *, split: bool = False) -> list[str]:
    """A list (or one value) as names; with `split`, a comma-separated text is several."""
    items = value if isinstance(value, list) else [value]
    out: list[str] = []
    for item in items:
        name = name_of(item)
        if name:
            out.extend(p.strip() for p in name.split(",") if p.strip()) if split \
                else out.append(name)
    return out


# --- authors -------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Author:
    """One author as the front matter names them; `organisation` is the party a team or an
    organisation speaks for ("The Acme Team" speaks for Acme), None for a person."""

    name: str
    organisation: str | None


_ORG_TYPES = ("organization", "organisation", "corporation", "ngo", "project", "consortium")
_COLLECTIVE = lazy(
    r"^(?:the\s+)?(?P<org>.+?)\s+(?:(?:core\s+|engineering\s+|dev(?:elopment)?\s+|research\s+|"
    r"performance\s+|release\s+)?teams?|engineering|working\s+group|group|developers|"
    r"maintainers|contributors|community|project|labs?|research)$", re.I)
_NO_PARTY = {"the", "our", "a", "an", "my", "this", "core", "web", "editorial", "blog"}
_NOT_NAME = lazy(r"^(?:the\s+)", re.I)
_SUFFIXES = {"inc", "inc.", "ltd", "ltd.", "llc", "corp", "corp.", "gmbh", "co.", "plc", "ag",
             "s.a.", "sa", "bv", "b.v."}


def authors(meta: Mapping[str, Any]) -> tuple[Author, ...]:
    """The document's authors (`authors`, `author` or `by`; names, lists or tables)."""
    value = field(meta, "authors", "author", "by")
    items = value if isinstance(value, list) else [value]
    found: list[Author] = []
    for item in items:
        if isinstance(item, dict):
            name = text(item.get("name"))
            if name:
                found.append(Author(name, _organisation(name, typed=_typed_org(item))))
        else:
            names = split_names(text(item) or "") if not isinstance(value, list) \
                else [n for n in [text(item)] if n]
            found.extend(Author(n, _organisation(n)) for n in names)
    return tuple(_first_spellings(found, lambda a: a.name.casefold()))


def _typed_org(item: Mapping[str, Any]) -> bool:
    """True when a schema.org-shaped author says it is an organisation (`@type`)."""
    kinds = item.get("@type") or item.get("type") or ()
    listed = [kinds] if isinstance(kinds, str) else kinds if isinstance(kinds, list) else []
    return any(str(k).casefold().endswith(_ORG_TYPES) for k in listed)


def split_names(value: str) -> list[str]:
    """Several authors in one text ("Ben Walker and Jim Harris", "A. Smith, B. Jones"); a
    team's name ("Tools and Infrastructure Team") and company suffixes ("Acme, Inc.") stay
    whole."""
    parts = [p.strip() for p in re.split(r"\s*[;,]\s*", value) if p.strip()]
    merged: list[str] = []
    for part in parts:
        if merged and part.casefold() in _SUFFIXES:
            merged[-1] = f"{merged[-1]}, {part}"
        else:
            merged.append(part)
    out: list[str] = []
    for part in merged:
        if _COLLECTIVE.match(part):
            out.append(part)
        else:
            out.extend(p for p in re.split(r"\s+(?:and|&)\s+", part) if p)
    return out


def organisation_of(name: str) -> str | None:
    """The organisation a collective name speaks for ("the Kestrel HTTP project": Kestrel
    HTTP), or None for a name that is no team, group or project."""
    return _organisation(name)


def _organisation(name: str, *, typed: bool = False) -> str | None:
    """The party an author speaks for: a team's organisation ("The SGLang Team" -> SGLang), an
    author typed as an organisation; None for a person or a team no name identifies."""
    found = _COLLECTIVE.match(name)
    if found:
        org = found.group("org")
    elif typed:
        org = _NOT_NAME.sub("", name)
    else:
        return None
    if org.casefold() in _NO_PARTY:
        return None
    # "the compiler performance working group" names a team, not a party another text names.
    return org if typed or any(c.isupper() for c in org) else None
