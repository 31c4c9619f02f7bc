"""The one guarded YAML reader: claim files and Markdown front matter both come through here.

It builds plain data from the parser's events (never a composed node tree, never
arbitrary objects) and refuses, with one line naming the file, line and column,
what a hostile or broken input could do to the reader: more anchors and aliases
than a hand-written file needs, aliases that expand into a huge tree, nesting
deeper than any real record, more than one document, undefined aliases.
What is wrong with a value but harmless to the reader (an unknown tag, a
duplicate key, a merge key, a number that is not finite, a date that does not
exist) is recorded as a `Problem` at its place, so a caller can list them all
(`claims validate`) or stop at the first (front matter).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import yaml

from claims.errors import ClaimsError

MAX_ANCHORS = 100
"""Anchors and aliases allowed in one input: far above what a person writes by hand."""
MAX_VALUES = 1_000_000
"""Values in the tree once aliases are expanded: an alias bomb passes this quickly."""
MAX_DEPTH = 64
"""Nesting of mappings and sequences: records are a few levels deep."""

Where = tuple[str | int, ...]
Loader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_STR = "tag:yaml.org,2002:str"
_TIMESTAMP = "tag:yaml.org,2002:timestamp"
_INT = "tag:yaml.org,2002:int"
_PLAIN_COLLECTION_TAGS = (None, "!", "tag:yaml.org,2002:map", "tag:yaml.org,2002:seq")
_SKIP = object()  # marks a mapping entry whose key was refused, so its value is dropped


@dataclass(frozen=True, order=True)
class Problem:
    """One thing wrong with a YAML input, at a line and column (1-based)."""

    path: str
    line: int
    column: int
    message: str

    def __str__(self) -> str:
        """`path:line:col: message`, the form every problem is printed in."""
        return f"{self.path}:{self.line}:{self.column}: {self.message}"


@dataclass(frozen=True)
class Built:
    """What the reader made of an input: the data, where each value stands, its problems."""

    data: Any
    marks: dict[Where, tuple[int, int]]
    problems: tuple[Problem, ...]
    documents: int


@dataclass
class _Frame:
    """An open mapping or sequence while events stream in."""

    items: dict[str, Any] | list[Any]
    where: Where
    start: int  # the value counter when the collection opened, for its expanded size
    anchor: str | None
    mark: Any
    key: Any = None  # a mapping's pending key: None (expect a key), a name, or _SKIP


def yaml_error(exc: yaml.YAMLError, path: str, line_offset: int = 0,
               label: str = "malformed YAML") -> ClaimsError:
    """A YAML parser error as one line with the parser's own position."""
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    context = getattr(exc, "context", None)
    text = f"{label}: {context + ', ' if context else ''}{problem}"
    if mark is None:
        return ClaimsError(text, path)
    return ClaimsError(text, path, mark.line + 1 + line_offset, mark.column + 1)


class _Builder:
    """Plain data from YAML parser events, with positions, problems and alias-bomb limits.

    Aliases share the anchored value, and the expanded size is counted as they come,
    so a bomb is refused before it costs memory.
    """

    def __init__(self, path: str, loader: Any, line_offset: int, dates: str,
                 max_values: int, what: str) -> None:
        """Start empty, reading `path` through `loader` (which resolves plain scalars)."""
        self.path = path
        self.what = what
        self.loader = loader
        self.line_offset = line_offset
        self.dates = dates
        self.max_values = max_values
        self.marks: dict[Where, tuple[int, int]] = {}
        self.problems: list[Problem] = []
        self.scalars = yaml.constructor.SafeConstructor()
        self.tags: dict[tuple[str, Any], str] = {}
        self.anchors: dict[str, tuple[Any, int]] = {}
        self.stack: list[_Frame] = []
        self.values = 0  # values seen, aliases expanded
        self.named = 0  # anchors and aliases seen
        self.root: Any = None
        self.documents = 0

    def _at(self, mark: Any) -> tuple[int, int]:
        """1-based line and column of a parser mark in the whole file."""
        return mark.line + 1 + self.line_offset, mark.column + 1

    def _fail(self, message: str, mark: Any) -> ClaimsError:
        """An input error at a parser mark, to raise."""
        return ClaimsError(message, self.path, *self._at(mark))

    def _problem(self, mark: Any, message: str) -> None:
        """Record a value-level problem at a parser mark and go on."""
        self.problems.append(Problem(self.path, *self._at(mark), message))

    def _count(self, event: Any, values: int) -> None:
        """Count values and anchors; refuse past the limits."""
        self.values += values
        if self.values > self.max_values:
            raise self._fail(f"YAML aliases expand to more than {self.max_values:,} values; "
                             "refusing (possible alias bomb)", event.start_mark)
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
            self.named += 1
            if self.named > MAX_ANCHORS:
                raise self._fail(f"more than {MAX_ANCHORS} YAML anchors and aliases; refusing "
                                 "(possible alias bomb)", event.start_mark)

    def _child_where(self, mark: Any) -> Where:
        """Where the value starting now goes; records its position."""
        if not self.stack:
            self.marks[()] = self._at(mark)
            return ()
        frame = self.stack[-1]
        if isinstance(frame.items, list):
            where = (*frame.where, len(frame.items))
            self.marks.setdefault(where, self._at(mark))
            return where
        if frame.key is None or frame.key is _SKIP:
            return ("<key>",)
        return (*frame.where, frame.key)

    def _place(self, value: Any, mark: Any) -> None:
        """Put a finished value into the open collection (or make it the document)."""
        if not self.stack:
            self.root = value
            return
        frame = self.stack[-1]
        if isinstance(frame.items, list):
            frame.items.append(value)
        elif frame.key is None:
            self._problem(mark, "mapping keys must be plain names")
            frame.key = _SKIP
        else:
            if frame.key is not _SKIP:
                frame.items[frame.key] = value
            frame.key = None

    def _key(self, event: Any) -> bool:
        """Take a scalar as a mapping key when one is expected; True if it was one."""
        if not self.stack or not isinstance(self.stack[-1].items, dict):
            return False
        frame = self.stack[-1]
        if frame.key is not None:
            return False
        key, mark = str(event.value), event.start_mark
        where = (*frame.where, key)
        if key == "<<" and event.implicit[0]:
            self._problem(mark, f"YAML merge keys (<<) are not supported in {self.what}")
            frame.key = _SKIP
        elif key in frame.items:
            first = self.marks[where][0]
            self._problem(mark, f"duplicate key '{key}' (first given on line {first})")
            frame.key = _SKIP
        else:
            self.marks[where] = self._at(mark)
            frame.key = key
        return True

    def _date(self, node: yaml.ScalarNode) -> Any:
        """A timestamp: checked to exist; kept as written, or as ISO 8601 text."""
        try:
            value = self.scalars.construct_object(node, deep=True)
        except (ValueError, OverflowError) as exc:
            self._problem(node.start_mark, f"date {node.value} does not exist ({exc})")
            return str(node.value)
        return value.isoformat() if self.dates == "iso" else str(node.value)

    def _resolve(self, event: Any) -> str:
        """The tag of an untagged scalar; records repeat their words, so each is resolved once."""
        key = (event.value, event.implicit)
        tag = self.tags.get(key)
        if tag is None:
            tag = str(self.loader.resolve(yaml.ScalarNode, event.value, event.implicit))
            if len(self.tags) < 10_000:
                self.tags[key] = tag
        return tag

    def _scalar(self, event: Any) -> Any:
        """The value of a scalar: text stays text; dates must exist; numbers must be finite."""
        tag = event.tag
        if tag is None or tag == "!":
            tag = self._resolve(event)
        if tag == _STR:
            return str(event.value)
        text = event.value
        if tag == _INT and text.isascii() and text.isdigit() and (text[0] != "0" or text == "0"):
            return int(text)  # a plain decimal: no octal, sign or separator to read
        node = yaml.ScalarNode(tag, event.value, event.start_mark, event.end_mark, event.style)
        if tag == _TIMESTAMP:
            return self._date(node)
        try:
            value = self.scalars.construct_object(node, deep=True)
        except yaml.YAMLError:
            self._problem(event.start_mark, f"unsupported YAML tag {tag}")
            return None
        except (ValueError, OverflowError) as exc:
            self._problem(event.start_mark, f"value {event.value} cannot be read ({exc})")
            return None
        if isinstance(value, float) and not math.isfinite(value):
            self._problem(event.start_mark, f"number must be finite, not {event.value}")
        if isinstance(value, bytes):
            self._problem(event.start_mark, "binary values are not allowed")
        return value

    def _open(self, event: Any) -> None:
        """A mapping or sequence starts: refuse past the depth limit."""
        self._count(event, 1)
        if len(self.stack) >= MAX_DEPTH:
            raise self._fail(f"YAML nested more than {MAX_DEPTH} levels deep; refusing",
                             event.start_mark)
        if event.tag not in _PLAIN_COLLECTION_TAGS:
            self._problem(event.start_mark, f"unsupported YAML tag {event.tag}")
        where = self._child_where(event.start_mark)
        items: dict[str, Any] | list[Any] = \
            {} if isinstance(event, yaml.MappingStartEvent) else []
        self.stack.append(_Frame(items, where, self.values, event.anchor, event.start_mark))

    def feed(self, event: Any) -> None:
        """Take one parser event."""
        if isinstance(event, yaml.DocumentStartEvent):
            self.documents += 1
            if self.documents > 1:
                raise self._fail("malformed YAML: expected a single document in the stream, "
                                 "but found another document", event.start_mark)
        elif isinstance(event, yaml.ScalarEvent):
            self._count(event, 1)
            if self._key(event):
                return
            self._child_where(event.start_mark)
            value = self._scalar(event)
            if event.anchor:
                self.anchors[event.anchor] = (value, 1)
            self._place(value, event.start_mark)
        elif isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            self._open(event)
        elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            frame = self.stack.pop()
            if frame.anchor:
                self.anchors[frame.anchor] = (frame.items, self.values - frame.start + 1)
            self._place(frame.items, frame.mark)
        elif isinstance(event, yaml.AliasEvent):
            if event.anchor not in self.anchors:
                raise self._fail(f"malformed YAML: found undefined or recursive alias "
                                 f"*{event.anchor}", event.start_mark)
            value, size = self.anchors[event.anchor]
            self._count(event, size)
            self._child_where(event.start_mark)
            self._place(value, event.start_mark)


def build(text: str, path: str, *, line_offset: int = 0, dates: str = "text",
          max_values: int = MAX_VALUES, label: str = "malformed YAML",
          what: str = "claim files") -> Built:
    """Read one YAML document into plain data; what endangers the reader raises ClaimsError.

    `line_offset` is the number of lines before `text` in its file (front matter starts
    on line 2); `dates="iso"` gives timestamps as ISO 8601 text, `"text"` as written;
    `label` starts a parser error's line and `what` names the input in problems.
    """
    loader: Any = Loader(text)
    builder = _Builder(path, loader, line_offset, dates, max_values, what)
    try:
        while loader.check_event():
            builder.feed(loader.get_event())
    except yaml.YAMLError as exc:
        raise yaml_error(exc, path, line_offset, label) from None
    finally:
        loader.dispose()
    return Built(builder.root, builder.marks, tuple(builder.problems), builder.documents)
