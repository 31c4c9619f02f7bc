"""A table's setting columns ("| I/O threads | Pipeline | Operation | ops/sec |"): columns
whose cells are labels or knob values rather than the measured quantity. Each is a
condition of every figure in its row, so a figure of the row "8 | 10 | GET" is never the
figure of "8 | 1 | SET". Where one document holds several tables of one header under
headings that name no condition the vocabulary knows ("## Data set G1_1e7_1e2_0_0"), the
heading is a setting of its table's rows too, for the rows whose label ("q1") another of
those tables repeats. A harness's repetition count ("Repetitions", Go's b.N) beside costs
per operation is no setting: the figure is already divided by it.

A column is a setting when its header names no unit and no measured quantity, its header
and cells name nothing a record already carries (the model, machine or program a row is
about, which is what a buyer compares), and every cell is short and holds no decimal
fraction (a knob's value, "4", "4k", "GET", "q1: sum v1 by id1"). In a table whose rows
name subjects, a column must also take two values for one subject, or one value for all:
one value per subject that changes with it is a property of the subject ("| CPU | Cores
|"), not a knob set for the run."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from claims.extract.conditions.corner_settings import corner_names_columns
from claims.extract.conditions.found import Found
from claims.extract.conditions.group_rows import group_heads, label_heads
from claims.extract.conditions.index import Index, find
from claims.extract.conditions.label_columns import label_settings
from claims.extract.conditions.lead_in_load import loads_that_differ
from claims.extract.conditions.lead_in_runs import (
    TEST_DURATION,
    durations_that_differ,
    lead_in_durations,
)
from claims.extract.conditions.phase_columns import phase_settings
from claims.extract.conditions.run_columns import run_columns
from claims.extract.conditions.scenario_columns import column_scenario
from claims.extract.conditions.score_columns import TRAINED_ON, scoring, trained_on, training_header
from claims.extract.text.blocks import Block
from claims.model import RUN_SETTING, Setting
from claims.typed import typed
from claims.vocabulary.knob_headers import both_lengths, knob_header
from claims.vocabulary.lazy import lazy

TABLE = "table"
_MARKUP = lazy(r"[*_`]+")
# A header that names its cells' unit or the quantity measured: a result column. A cost
# per unit of work ("B/op", "allocs/op", "cycles/call") is measured in each row, never set;
# a count per unit of work ("keys/op", "ops/txn") may be a knob, so only costs are named.
_MEASURED = lazy(
    r"[(\[]|/\s*s\b|\b(?:b|bytes?|kib|mib|allocs?|allocations?|cycles?|instructions?|"
    r"insns?|syscalls?|faults?)\s*/\s*(?:op|ops|operations?|calls?|iter\w*|req|requests?|"
    r"quer(?:y|ies)|txns?|transactions?|tokens?|rows?)\b|\bper\b|%|\$|"
    r"\b(?:throughput|latency|latencies|time|times|duration|speed|"
    r"rate|bandwidth|iops|qps|tps|rps|fps|ops|score|scores|memory|usage|mean|median|avg|average|"
    r"total|result|results|p\d{2}(?:\.\d+)?|percentile|stddev|std|"
    r"cost|price|power|energy|watts?|accuracy|error|errors|speedup|ratio|improvement|gain|"
    r"change|delta|diff|difference|vs|versus|value|values|tokens|seconds|ms|us|ns|gb|mb|kb|"
    r"tb|gib|mib|vram|ram|rss|peak|tdp|size on disk|utili[sz]ation|hit|hits|miss|misses|"
    r"count|notes?|comments?|status|rank|winner|best|worst|relative|normali[sz]ed)\b", re.I)
# A header saying its cells name what the row is about: the subject a buyer compares.
_SUBJECT = lazy(
    r"\W*(?:the\s+)?(?:models?|llms?|checkpoints?|gpus?|accelerators?|hardware|devices?|"
    r"machines?|servers?|instances?|cpus?|processors?|chips?|socs?|systems?|solutions?|"
    r"names?|products?|vendors?|submitters?|frameworks?|engines?|librar(?:y|ies)|"
    r"implementations?|tools?|runtimes?|backends?|providers?|platforms?|databases?|dbs?|"
    r"caches?|stores?|compressors?|codecs?|algorithms?|software|programs?|versions?|"
    r"hosts?|nodes?|clusters?|drives?|disks?|ssds?|storage|languages?|compilers?|"
    r"browsers?|os|kernels?|distributions?|distros?|boards?|phones?|laptops?|"
    r"configurations?|configs?|setups?|submissions?|entr(?:y|ies)|contenders?|"
    r"competitors?|projects?|packages?|services?|routers?|modules?)(?:\s+(?:names?|types?|models?|versions?))?"
    r"\W*", re.I)
_DECIMAL = lazy(r"\d\.\d")
# A subject's header with a bracketed qualifier: "pudge(mem)", "Nginx (TLS)".
_QUALIFIER = lazy(r"([^()]*\w)\s*\(([^()]{1,24})\)")
SETUP = "setup"
# A first column's header saying each row names the quantity its figures measure.
_QUANTITY_LABEL = lazy(r"\W*(?:metrics?|measures?|measurements?|quantit(?:y|ies))\W*", re.I)
# A model's parameter count ("13B", "1.5B"): part of the model a row names.
_PARAMETERS = lazy(r"\d+(?:\.\d+)?\s?[BMT]", re.I)
# A heading that is a section's generic name, numbered or not ("Results 3", "Setup"): it
# tells no table's data apart.
_GENERIC_HEADING = lazy(
    r"(?:\W|\d|\b(?:results?|setup|set-up|methods?|methodology|details?|why|it|matters|"
    r"overview|summary|background|benchmarks?|performance|numbers|figures?|tables?|appendix|"
    r"notes?|discussion|conclusions?|evaluation|experiments?|findings|introduction|more|"
    r"part|section|the|and|of|our|how|what|we|tested|measured|test|tests|runs?)\b)*",
    re.I)
# A header whose cells describe or name the row's quantity rather than set it ("|
# Specification |" over "Sequential read", "| Description |" over "COUNT(DISTINCT)"), or
# name a condition compared by its own rule (number format, parallelism, request lengths,
# activation recomputation): no setting here.
_NOT_SETTING = lazy(
    r".*\b(?:specs?|specifications?|metrics?|measures?|propert(?:y|ies)|attributes?|"
    r"characteristics?|features?|descriptions?|details?|remarks?|summary|explanation|"
    r"precision|dtype|data\s+type|quanti[sz]ation|parallelism|tp|pp|isl|osl|"
    r"seq\.?\s+len\.?|"
    r"(?:input|output|prompt|sequence)\s+lengths?|activation|checkpoint\w*|"
    r"recomput\w*)\b.*", re.I)
# A cell holding a measured figure: a rate, a time, a share or a multiple, or a number too
# large for a knob (a size in bytes, a count of rows).
_FIGURE_CELL = lazy(r"\d\s*(?:[A-Za-z]*/\s*[A-Za-z]+|%|x|\u00d7|ms|us|µs|ns|s|sec|secs|seconds|"
                    r"min|mins|minutes|w|kw|flops|tflops|gflops|pflops|hz|mhz|ghz)\b|"
                    r"\d{7,}|\d{1,3}(?:,\d{3}){2,}", re.I)
# A result column's header that numbers the run its cells come from: "Run 1 time (s)",
# "Run 2 memory (GB)". The number is a setting of the cell (run 1 is never run 2); no
# cache state is read from it (`run_columns` reads headers that are a try alone).
RUN = RUN_SETTING
_NUMBERED_RUN = lazy(r"\W*(?:run|try|attempt|iteration)\s*#?\s*(\d{1,2})\s+[A-Za-z].*", re.I)
_WORD = lazy(r"\S+")
# A header counting how often the harness repeated the measured operation (Go's b.N,
# "Repetitions", "Iterations"): a figure per operation is already divided by it, so its
# value is no condition of the figure, only of how long the harness ran. A "run" or "try"
# column numbers the tries instead (`run_columns`, the checkers' single observation).
_REPEATS = lazy(r"\W*(?:b\.n|reps|repetitions|iterations|iters|loops)\W*", re.I)
# A header or cell giving a cost per operation ("ns/op", "B/op", "allocs per op").
_PER_OPERATION = lazy(r"/\s*(?:op|ops|operation|iter\w*|call)\b|\bper\s+(?:op|operation|"
                      r"iteration|call)\b", re.I)
_LONGEST, _MOST_WORDS = 48, 8


@dataclass(frozen=True, slots=True)
class Table:
    """One table's setting columns: per column, its header and whether its cells differ
    (None for a column that is no setting), and the heading that names the table."""

    columns: tuple[tuple[str, bool] | None, ...]
    heading: str | None
    #: Per column, the run number its result header gives ("Run 1 time (s)"), else None;
    #: all None unless two columns give two numbers.
    runs: tuple[str | None, ...] = ()
    #: Per column of a table whose rows name their quantity, the qualifier its subject's
    #: header adds in brackets ("pudge(mem)", "Nginx (TLS)"): one system set up another
    #: way, never to be taken for the plain one; all None when no header has one.
    setups: tuple[str | None, ...] = ()
    #: Per column, the split and scored output its quality header names ("mAP val",
    #: "mAP box"): see `claims.extract.conditions.score_columns`.
    scoring: tuple[tuple[tuple[str, str], ...], ...] = ()
    #: The training data the table's heading names ("Trained on ImageNet-1K"), when no
    #: column of the table gives it row by row.
    trained: str | None = None


def clean(text: str) -> str:
    """A cell's text without emphasis markup, its spaces collapsed."""
    return " ".join(_MARKUP.sub("", text).split())


def _cells(text: str, row: Block) -> list[str]:
    """The cleaned text of each cell of a table row."""
    return [clean(text[row.start + a:row.start + b]) for a, b in row.cells]


def _knob(cell: str) -> bool:
    """True for a cell that can be a setting's value: short, no decimal fraction."""
    return len(cell) <= _LONGEST and len(_WORD.findall(cell)) <= _MOST_WORDS and \
        _DECIMAL.search(cell) is None and _FIGURE_CELL.search(cell) is None


@lru_cache(maxsize=4096)  # a table's labels repeat down its rows and across its tables
def _subject(cell: str) -> bool:
    """True for a cell naming what a record carries: a model (or its size), machine or
    program."""
    named = find(cell)
    return bool(named.model or named.hardware or named.accelerator or named.software) or \
        _PARAMETERS.fullmatch(cell) is not None


_SUBJECT_COLUMN = "subject"


def _setting_column(header: str, cells: list[str], skip: bool,
                    terms: dict[str, str]) -> tuple[str, bool] | str | None:
    """(header, whether its cells differ) for a setting column, `_SUBJECT_COLUMN` for one
    naming what each row is about, else None. A header that is an abbreviation the text
    defined ("WPS") is read as its definition."""
    name = clean(header)
    filled = [c for c in cells if c]
    said = terms.get(name, name)
    if not name or not filled:
        return None
    if _SUBJECT.fullmatch(name):
        return _SUBJECT_COLUMN
    if not all(_knob(c) for c in filled):
        return None
    if skip or _MEASURED.search(said) or _NOT_SETTING.fullmatch(name) or knob_header(name) \
            or both_lengths(name) or column_scenario(name):
        return None
    if _subject(name) or any(_subject(c) for c in set(filled)):
        return _SUBJECT_COLUMN
    return name, len({c.casefold() for c in filled}) > 1


def _knob_of_run(cells: list[list[str]], subjects: list[int], column: int) -> bool:
    """True when the column is a knob set per run in a table whose rows name subjects: it
    takes two values for one subject (the same model, machine or program in two rows), or
    holds one value for two subjects (a setting kept fixed). A column with one value per
    subject that changes with it states a property of the subject ("| CPU | Cores |")."""
    seen: dict[tuple[str, ...], set[str]] = {}
    for row in cells:
        key = tuple(row[i] if i < len(row) else "" for i in subjects)
        seen.setdefault(key, set()).add(row[column].casefold() if column < len(row) else "")
    if any(len(values) > 1 for values in seen.values()):
        return True
    return len(seen) > 1 and len(set().union(*seen.values())) == 1


def read_table(text: str, rows: Sequence[Block], heading: str | None) -> Table:
    """The setting columns of the table whose rows are `rows`."""
    header = rows[0].header
    cells = [_cells(text, row) for row in rows]
    tries = run_columns(tuple(header))
    terms = dict(rows[0].terms)
    read = [_setting_column(h, [c[i] if i < len(c) else "" for c in cells],
                            tries[i] is not None, terms) for i, h in enumerate(header)]
    if read and corner_names_columns(header, [c[0] for c in cells if c]):
        read[0] = None  # "Block Size" over "Read", "Write": the headers are its values
    subjects = [i for i, r in enumerate(read) if r == _SUBJECT_COLUMN]
    # rows that each name their quantity ("| Metric | pogreb | bolt |"): every other
    # column holds that quantity's figures for one subject, and a figure is no knob; the
    # row's label ("1M Put, ops/sec") is then what its figures measure, a condition of each
    by_quantity = bool(header) and _QUANTITY_LABEL.fullmatch(clean(header[0])) is not None
    columns = tuple(r if isinstance(r, tuple) and not by_quantity and (
        not subjects or _knob_of_run(cells, subjects, i)) else None
        for i, r in enumerate(read))
    setups: tuple[str | None, ...] = ()
    if by_quantity:
        columns = ((clean(header[0]), len({c[0].casefold() for c in cells if c}) > 1),
                   *columns[1:])
        plain = {clean(h).casefold() for h in header}
        # only where the plain subject is a column too ("pudge" beside "pudge(mem)"): a
        # bracket after a lone header is its unit or note ("Value (tokens/s)")
        found = [m.group(2).strip() if (m := _QUALIFIER.fullmatch(clean(h))) and
                 m.group(1).strip().casefold() in plain else None for h in header]
        setups = tuple(found) if any(found[1:]) else ()
    named = heading if heading and not _states(heading) and _GENERIC_HEADING.fullmatch(
        heading) is None else None
    runs = [m.group(1) if (m := _NUMBERED_RUN.fullmatch(clean(h))) else None for h in header]
    # a training-data column goes by one name, whichever its header ("Pretrain")
    columns = tuple((TRAINED_ON, c[1]) if c is not None and training_header(c[0]) else c
                    for c in columns)
    if _averaged(header, cells):  # the harness's repetition count is no knob of the run
        columns = tuple(None if c is not None and _REPEATS.fullmatch(c[0]) else c
                        for c in columns)
    trained = None if any(c is not None and c[0] == TRAINED_ON for c in columns) else \
        trained_on(heading)
    return Table(columns, named, tuple(runs) if len(set(runs) - {None}) > 1 else (), setups,
                 tuple(scoring(clean(h)) for h in header), trained)


def _averaged(header: Sequence[str], cells: list[list[str]]) -> bool:
    """True when the table's results are per operation: a header or a first row's cell
    names a cost per operation ("ns/op", "B/op")."""
    return any(_PER_OPERATION.search(c) for c in (*header, *(cells[0] if cells else ())))


def label(text: str, row: Block) -> str:
    """A table row's label, its first cell, folded: what the row is about."""
    first = _cells(text, row)[:1]
    return "".join(ch for ch in first[0].casefold() if ch.isalnum()) if first else ""


def _states(heading: str) -> bool:
    """True when a heading names a condition the record carries in a field of its own."""
    found = find(heading)
    return any(v not in (None, ()) for v in (
        found.model, found.hardware, found.accelerator, found.workload, found.software,
        found.precision, found.concurrency, found.input_length, found.output_length))


def headings_that_vary(tables: dict[int, tuple[tuple[str, ...], str | None]]) -> set[int]:
    """The tables (by paragraph) whose heading tells them from another table of the same
    header in the document: two "| Question | Run 1 time (s) |" tables under two headings."""
    by_header: dict[tuple[str, ...], set[str | None]] = {}
    for header, heading in tables.values():
        by_header.setdefault(tuple(h.casefold() for h in header), set()).add(heading)
    return {p for p, (header, _) in tables.items()
            if len(by_header[tuple(h.casefold() for h in header)]) > 1}


def shared_labels(tables: dict[int, tuple[tuple[str, ...], str | None, frozenset[str]]]
                  ) -> dict[int, frozenset[str]]:
    """Per table (by paragraph), the row labels a table of the same header under another
    heading also has ("q1" under "Data set A" and "Data set B"): only for those rows does
    the heading say which is which. A row whose own name is unique in the document
    ("BenchmarkHttpRouter_Param5") is that row under any heading, which then only names a
    group of rows, as another document may name it differently."""
    out: dict[int, frozenset[str]] = {}
    for p, (header, heading, labels) in tables.items():
        key = tuple(h.casefold() for h in header)
        others: set[str] = set()
        for q, (h2, heading2, labels2) in tables.items():
            if q != p and heading2 != heading and tuple(h.casefold() for h in h2) == key:
                others |= labels2
        out[p] = labels & others
    return out


def _row_settings(text: str, table: Table, row: Block, index: int,
                  heading_varies: bool) -> tuple[Setting, ...]:
    """The settings of the figure in column `index` of `row`: every other setting column's
    cell, then the table's heading when it tells this row from a row of the same name under
    another heading."""
    cells = _cells(text, row)
    out = [typed(Setting, name=column[0], value=cells[i], varies=column[1])
           for i, column in enumerate(table.columns)
           if column is not None and i != index and i < len(cells) and cells[i]]
    if index < len(table.runs) and table.runs[index] is not None:
        out.append(typed(Setting, name=RUN, value=table.runs[index], varies=True))
    if index < len(table.setups) and table.setups[index]:
        out.append(typed(Setting, name=SETUP, value=table.setups[index], varies=True))
    if index < len(table.scoring):
        # the header says which split and output the score is of: another column of the
        # row may hold the same measure on another (varies: the other side must say too)
        out.extend(typed(Setting, name=n, value=v, varies=True) for n, v in table.scoring[index])
    if index < len(row.header):  # "Prompt eval rate": the prompt's rate, not the answer's
        out.extend(phase_settings(clean(row.header[index])))
        out.extend(label_settings(row.header, index))  # "4 cores (events/s)" beside "Single core"
    if table.trained:  # the heading's training data holds for each row of its table
        out.append(typed(Setting, name=TRAINED_ON, value=table.trained, varies=True))
    if table.heading and heading_varies:
        out.append(typed(Setting, name=TABLE, value=table.heading, varies=True))
    return tuple(out)


class Tables:
    """The setting columns of one document's tables, read once per table on demand."""

    def __init__(self, text: str, blocks: Sequence[Block]) -> None:
        self._text = text
        self._rows: dict[int, list[Block]] = {}
        for b in blocks:
            if b.kind == "table_row" and b.header:
                self._rows.setdefault(b.paragraph, []).append(b)
        self._varies = shared_labels(
            {p: (tuple(rows[0].header), rows[0].section,
                 frozenset(label(text, r) for r in rows))
             for p, rows in self._rows.items()})
        set_apart = headings_that_vary(
            {p: (rows[0].header, rows[0].section) for p, rows in self._rows.items()})
        self._durations = durations_that_differ(
            lead_in_durations(text, blocks, self._rows), self._rows, set_apart)
        self._loads = loads_that_differ(text, blocks, self._rows)
        self._read: dict[int, Table] = {}
        self._heads: dict[int, dict[int, tuple[int, int]]] = {}
        self._programs: dict[int, bool] = {}
        self._labels: dict[int, dict[int, tuple[int, int]]] = {}

    def programs(self, row: Block) -> bool:
        """True when a table row's table lists programs in its first column
        (`row_labels.lists_programs`): "Server" over "NGINX", "Caddy" and "Lighttpd"."""
        from claims.extract.conditions.row_labels import lists_programs

        if row.paragraph not in self._programs:
            rows = self._rows.get(row.paragraph, ())
            labels = tuple(cells[0] for r in rows if (cells := _cells(self._text, r)))
            self._programs[row.paragraph] = bool(row.header) and \
                lists_programs(row.header[0], labels)
        return self._programs[row.paragraph]

    def group(self, row: Block) -> tuple[int, int] | None:
        """The span of the group row that heads a table row (`group_rows`), or None."""
        if row.paragraph not in self._heads:
            self._heads[row.paragraph] = group_heads(self._rows.get(row.paragraph, ()),
                                                     self._text)
        return self._heads[row.paragraph].get(row.start)

    def heads(self, row: Block, index: Index) -> Found:
        """The machine of the group row over a row (`group`), the model of its blank label's."""
        if row.paragraph not in self._labels:
            self._labels[row.paragraph] = label_heads(self._rows.get(row.paragraph, ()),
                                                      self._text)
        group, above = self.group(row), self._labels[row.paragraph].get(row.start)
        return Found(hardware=index.find(*group).hardware if group else None,
                     model=index.find(*above).model if above else None)

    def settings(self, row: Block, index: int) -> tuple[Setting, ...]:
        """The settings of the figure in column `index` of a table row."""
        rows = self._rows.get(row.paragraph)
        if not rows:
            return ()
        if row.paragraph not in self._read:
            self._read[row.paragraph] = read_table(self._text, rows, row.section)
        found = _row_settings(self._text, self._read[row.paragraph], row, index,
                              label(self._text, row) in self._varies.get(row.paragraph, ()))
        took = self._durations.get(row.paragraph)
        loads = self._loads.get(row.paragraph, {})
        extra = ({TEST_DURATION: took} if took else {}) | loads
        return (*found, *(typed(Setting, name=n, value=v, varies=True) for n, v in extra.items()))


def program_rows(tables: Tables | None, row: Block) -> bool:
    """True when a table row's table lists programs in its first column (`Tables.programs`);
    False when no table has been read."""
    return tables is not None and tables.programs(row)
