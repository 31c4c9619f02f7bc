"""What a table's first column says of each row's figures, read from the row's label under
the column's header: the model, machine or program a row names, a model's family and size
given in two columns, input and output lengths, a benchmark as the workload; and what a
column header states of its cells."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import lru_cache

from claims.extract.conditions.found import NOTHING, Found
from claims.extract.conditions.index import find
from claims.extract.text.blocks import Block
from claims.model import VARIANT_SETTING, Setting, Software
from claims.typed import typed
from claims.vocabulary.lazy import lazy

# A first column's header that says what its rows are: "Model", "GPU", "Device", "Instance
# type". Its cells are then names of that kind, whether the vocabulary knows them or not.
_LABEL_KIND = (("model", lazy(r"\W*(?:models?|llms?|checkpoints?)\b", re.I)),
               ("hardware", lazy(r"\W*(?:gpus?|accelerators?|hardware|devices?|phones?|"
                                 r"machines?|servers?|instances?(?:\s+types?)?|cpus?|"
                                 r"processors?|chips?|socs?)\b", re.I)))
# A label naming a part of the machine, not a machine: a spec table's "| Hardware | Details |"
# lists "CPU", "Memory", "Network", "Number of machines", whose values describe one machine.
_PART_LABEL = lazy(r"\W*(?:cpus?|processors?|memory|ram|network(?:ing)?|nics?|disks?|drives?|"
                   r"storage|ssds?|os|operating\s+system|kernel|gpus?|accelerators?|"
                   r"(?:number|count|no\.?)\s+of\s+\w+(?:\s+\w+)?)\W*", re.I)
# What a row label adds to its name: a parenthetical ("Moonshine-tiny (fast)"), markup.
_LABEL_TAIL = lazy(r"\s*(?:\(.*|\[.*)$")
_LABEL_NAME = lazy(r"[A-Za-z][\w.+/-]*(?:\s+[\w.+/-]+){0,4}")
# A model's name may open with a number glued to letters and a hyphenated word ("3d-unet-99",
# "4o-mini"), never a size ("70B") or a count ("8x H100") alone.
_DIGIT_MODEL_NAME = lazy(r"\d+[A-Za-z][\w.+]*-[A-Za-z]{2}[\w.+/-]*(?:\s+[\w.+/-]+){0,4}")


# A first column's header saying its rows are programs: "Compressor name", "Codec",
# "Database", "Library", "Engine". Its labels are what ran, often with a version and a level.
_PROGRAM_HEADER = lazy(r"\W*(?:compressors?|codecs?|algorithms?|librar(?:y|ies)|databases?|"
                       r"engines?|implementations?|software|programs?|tools?)(?:\s+names?)?\W*",
                       re.I)
# A first column's header naming the thing measured ("System", "DBMS", "Framework",
# "Runtime"): MLPerf's "System" lists machines, a database benchmark's lists programs, so
# the column's labels decide (`lists_programs`). "Database" and "Engine" head programs only.
_SUBJECT_HEADER = lazy(r"\W*(?:systems?|r?dbms(?:es)?|databases?|engines?|frameworks?|"
                       r"runtimes?|stacks?)(?:\s+names?)?\W*", re.I)
# A label's parenthetical: "ClickHouse (direct)", "Postgres (tuned)", "vLLM (v0.6.3)".
_LABEL_NOTE = lazy(r"\s*\(([^()]*)\)\s*$")
# A version in a label: "v1.9.0", "(v1.9.0)", "1.10.0", "2.09".
_LABEL_VERSION = lazy(r"\(?\bv?(\d+(?:\.\d+){1,3})\b\)?")
# A program's release in a row label: "5.4.1", "v2.2" (a machine's number has no such form).
_RELEASE = lazy(r"(?<![\w.])v?(\d+\.\d+\.\d+|(?<=v)\d+\.\d+)(?![\w.])")
# "default" in a program's label is the level it runs at when none is given.
_DEFAULT_LEVEL = lazy(r"\s*\bdefault\b", re.I)


def program_label(header: str, label: str) -> Found:
    """The program a row's label names when its column's header says the rows are programs
    ("Compressor" over "LZ4 HC -9 (v1.9.0)"): its name with its level ("LZ4 HC -9"), and
    its version. "default" is the level a program runs at unasked, so "LZ4 default" is
    "LZ4"."""
    if _PROGRAM_HEADER.fullmatch(header) is None:
        return NOTHING
    cleaned = " ".join(_LABEL_MARKUP.sub("", label).split())
    found = _LABEL_VERSION.search(cleaned)
    version = found.group(1) if found else None
    name = cleaned[:found.start()] + cleaned[found.end():] if found else cleaned
    name = " ".join(_DEFAULT_LEVEL.sub("", name).replace("()", "").split())
    if not any(ch.isalpha() for ch in name):
        return NOTHING
    return Found(software=(typed(Software, name=name, version=version),))


@lru_cache(maxsize=1024)
def row_label(header: str, label: str, programs: bool = False) -> Found:
    """What a row's label names when its column's header says what the rows are ("Model"
    over "Moonshine-tiny"): a name the vocabulary may not know, of that kind. `programs`:
    the column's other labels show it lists programs (`lists_programs`), so a label the
    vocabulary knows as no machine is a program too."""
    kind = next((k for k, pattern in _LABEL_KIND if pattern.match(header)), None)
    if kind is None and programs and _SUBJECT_HEADER.fullmatch(header) is not None:
        return subject_program(label)
    if kind is None:
        return program_label(header, label)
    cleaned = _LABEL_TAIL.sub("", label.replace("*", "").replace("`", "")).strip()
    name = _LABEL_NAME.fullmatch(cleaned) or (
        _DIGIT_MODEL_NAME.fullmatch(cleaned) if kind == "model" else None)
    if name is None or not any(ch.isalpha() for ch in cleaned):
        return NOTHING
    if kind == "model":
        return Found(model=cleaned)
    if _PART_LABEL.fullmatch(cleaned):
        return NOTHING
    # "Server" heads web servers as often as machines: a label the vocabulary knows as a
    # program, and as no machine, names the program each row ran.
    named = find(cleaned)
    if named.software and not (named.hardware or named.accelerator):
        return Found(software=named.software)
    # A release number of three parts ("LiteSpeed 5.4.1", "H2o 2.2.6") or with a "v" marks
    # a program the vocabulary does not know; machines carry model numbers, not releases.
    release = _RELEASE.search(cleaned)
    if release is not None and not (named.hardware or named.accelerator):
        bare = " ".join((cleaned[:release.start()] + cleaned[release.end():]).split())
        if any(ch.isalpha() for ch in bare):
            return Found(software=(typed(Software, name=bare, version=release.group(1)),))
    if programs and not (named.hardware or named.accelerator):
        # "Lighttpd" between "NGINX" and "Caddy" rows is one more server program, not the
        # machine: the document's machine stays the one its text names
        return Found(software=(typed(Software, name=cleaned),))
    return Found(hardware=cleaned)


@lru_cache(maxsize=256)
def lists_programs(header: str, labels: tuple[str, ...]) -> bool:
    """True when a first column under a header that may head machines or programs
    ("Server") lists programs: its labels name two different programs the vocabulary knows
    and no machine it knows ("NGINX Tuned", "Caddy", "Lighttpd"). One program, or a label's
    release number ("Envoy v1.29"), marks that label only: "atlas-7" beside it stays a host.
    Under a header naming the thing measured ("System", `_SUBJECT_HEADER`) one known
    program and no known machine suffice: such a column lists machines or programs, and a
    known program settles which."""
    subject = _SUBJECT_HEADER.fullmatch(header) is not None
    if not subject and \
            next((k for k, pattern in _LABEL_KIND if pattern.match(header)), None) != "hardware":
        return False
    programs: set[str] = set()
    for label in labels:
        cleaned = _LABEL_TAIL.sub("", label.replace("*", "").replace("`", "")).strip()
        named = find(cleaned)
        if named.hardware or named.accelerator:
            return False
        programs.update(s.name.casefold() for s in named.software)
    return len(programs) >= (1 if subject else 2)


def subject_program(label: str) -> Found:
    """The program a row's label names in a column that lists programs under a header
    naming the thing measured ("System" over "ClickHouse (direct)", "ParticleDB"): the
    program the vocabulary knows in it, else the label itself, a program of its own (a
    label the vocabulary does not know is another program, never the page's). A
    parenthetical is the program's set-up ("direct"), kept as the row's `VARIANT_SETTING`;
    a release in it ("(v24.3)") is the program's version."""
    cleaned = " ".join(_LABEL_MARKUP.sub("", label).split())
    note = _LABEL_NOTE.search(cleaned)
    bare = cleaned[:note.start()].strip() if note else cleaned
    if not any(ch.isalpha() for ch in bare):
        return NOTHING
    named = find(bare)
    release = _RELEASE.search(bare) or (_RELEASE.search(note.group(1)) if note else None)
    if named.software:
        first = named.software[0]
        software = named.software if release is None or first.version else \
            (typed(Software, name=first.name, version=release.group(1)), *named.software[1:])
    else:
        name = _RELEASE.sub("", bare).strip() if _RELEASE.search(bare) else bare
        software = (typed(Software, name=name or bare,
                          version=release.group(1) if release else None),)
    variant = note.group(1).strip() if note and _RELEASE.fullmatch(
        note.group(1).strip()) is None and any(ch.isalpha() for ch in note.group(1)) else None
    settings = (typed(Setting, name=VARIANT_SETTING, value=variant),) if variant else ()
    return Found(software=software, settings=settings)


# A first column's header that only says its rows are named ("Name", "Method"): what
# they name is read from the rest of the table.
_PLAIN_NAME = lazy(r"\W*(?:names?|methods?|backbones?|architectures?|networks?)\W*", re.I)


def scored_label(header: Sequence[str], label: str) -> Found:
    """A row's label under a plain "Name" header, in a table whose other columns score
    quality ("acc@1", "mAP val"): the rows are models, since a quality score is a model's
    result ("ConvNeXt-T" over "82.1"). Nothing for any other table."""
    from claims.extract.conditions.score_columns import quality_header

    if not header or _PLAIN_NAME.fullmatch(header[0]) is None or \
            not any(quality_header(h) for h in header[1:]):
        return NOTHING
    # a bracket is kept: "ConvNeXt-S (iso.)" is another network than "ConvNeXt-S"
    cleaned = " ".join(label.replace("*", "").replace("`", "").split())
    if _LABEL_NAME.fullmatch(_LABEL_TAIL.sub("", cleaned)) is None:
        return NOTHING
    return Found(model=cleaned)


# A parameter count alone ("13B", "7b" as a model hub writes it; "5m" is no model size).
_SIZE_CELL = lazy(r"\s*\d+(?:\.\d+)?\s?[BMTb]\s*")
#: A family's name opens on a letter ("Llama", "GPT-J"); a label opening on a digit is a
#: count or a setting ("8", "4 nodes"), whatever size stands beside it.
_NAME_HEAD = lazy(r"\s*[^\W\d_]")


def sized_label(text: str, row: Block, index: int) -> str | None:
    """The row's label joined with the parameter count in the cell after it, when a table
    gives a model's family and size in two columns ("| Llama | 13B |"), else None."""
    if index < 2 or len(row.cells) < 2:
        return None
    (a, b), (c, d) = row.cells[0], row.cells[1]
    size = text[row.start + c:row.start + d]
    label = text[row.start + a:row.start + b].strip()
    if _SIZE_CELL.fullmatch(label) and _SIZE_CELL.fullmatch(size) and \
            _MODEL_HEADER.search(row.header[0] if row.header else ""):
        return label  # "| 7B | 5.24B |" under "Model", "Params": the model its label names
    if _SIZE_CELL.fullmatch(size) is None or SIZE_SUFFIX.search(label) or \
            _NAME_HEAD.match(_LABEL_MARKUP.sub("", label)) is None or \
            not _sizes_models(row.header) or \
            _measured_column(row.header[1] if len(row.header) > 1 else ""):
        # "| Llama 3 70B | 70B |" names its size once; "| Llama 3 70B | 6.4M |" under
        # "GPU hours" is a measure, no size; "| 8 | 20B |" under "GPUs" is a count of
        # devices beside a size, no family's name; "| hdd | 1M |" under "Type", "Block"
        # is a block size
        return None
    return f"{label} {size.strip()}"


#: A second column's header saying its cells are models' sizes: "Size", "Params".
_SIZE_HEADER = lazy(r"\b(?:(?:model\s+)?sizes?|params?|parameters|models?)\b", re.I)


def _sizes_models(header: Sequence[str]) -> bool:
    """Whether a table's headers say its first two columns are a model and its size: the
    first names models ("Model") or the second sizes ("Size", "Params")."""
    return len(header) > 1 and (_MODEL_HEADER.search(header[0]) is not None or
                                _SIZE_HEADER.search(header[1]) is not None)


def _measured_column(header: str) -> bool:
    """Whether a column's header names a unit other than a count ("GPU hours", "Tokens/s"):
    its cells are measures, whatever magnitude letter they carry."""
    from claims.extract.figures.headers import header_unit

    found = header_unit(header)
    return found is not None and found[0].canonical != "count"


# A model's parameter count closing its name ("Llama 2 7B", "Mixtral 8x7B"), to find the family.
SIZE_SUFFIX = lazy(r"[\s-]+\(?(?:\d+x)?\d+(?:\.\d+)?\s?[BMT]\)?\s*$", re.I)
# A first column's header saying its cells name models, by their size alone.
_MODEL_HEADER = lazy(r"\bmodels?\b|\bparams?\b|\bparameters\b", re.I)


def family_sized(text: str, row: Block,
                 named: Callable[[], Sequence[str | None]]) -> str | None:
    """The model of a row whose label is only a size under a model header ("Model size"
    over "70B"): the family the first of the `named` models (its heading's, the headings
    above it, its section's, document's: asked only for such a row) gives, at that size.
    The size the section names for itself ("Llama 2 7B") is some other row's."""
    size = bare_size(text, row)
    if size is None:
        return None
    for model in named():
        family = SIZE_SUFFIX.sub("", model or "").strip()
        if family:
            return f"{family} {size}"
    return None


def bare_size(text: str, row: Block) -> str | None:
    """The row label when it is only a parameter count under a header that names models."""
    if not row.header or not row.cells or _MODEL_HEADER.search(row.header[0]) is None:
        return None
    a, b = row.cells[0]
    label = _LABEL_MARKUP.sub("", text[row.start + a:row.start + b]).strip()
    return label if _SIZE_CELL.fullmatch(label) else None


# A first column's header saying its labels are input and output lengths, in that order.
_LENGTHS_HEADER = lazy(r"\bISL\s*/\s*OSL\b|\binput\s*/\s*output\b", re.I)
_LENGTHS_CELL = lazy(r"\s*(\d[\d,]*)\s*/\s*(\d[\d,]*)\s*")


def length_label(text: str, row: Block) -> tuple[int, int] | None:
    """The input and output lengths a row label gives as "128/2048" when the label column's
    header says its labels are such pairs ("Sequence Length (ISL/OSL)")."""
    if not row.header or not row.cells or _LENGTHS_HEADER.search(row.header[0]) is None:
        return None
    a, b = row.cells[0]
    m = _LENGTHS_CELL.fullmatch(text[row.start + a:row.start + b])
    if m is None:
        return None
    return int(m.group(1).replace(",", "")), int(m.group(2).replace(",", ""))


# A first column's header saying its labels are benchmarks, tasks or the queries and
# operations of one benchmark (each a different job: Q2's time is no Q31's).
_TASK_HEADER = lazy(r"\s*(?:benchmarks?|tasks?|workloads?|datasets?|tests?|evals?|"
                    r"evaluations?|suites?|quer(?:y|ies)|operations?|scenarios?)\s*", re.I)
_LABEL_MARKUP = lazy(r"[*_`]+")


def task_label(text: str, row: Block) -> str | None:
    """The row's label as its workload, when the label column's header says its labels name
    benchmarks or tasks ("| Benchmark |" over "| sciq |"): a name no vocabulary knows."""
    if not row.header or not row.cells or _TASK_HEADER.fullmatch(row.header[0]) is None:
        return None
    a, b = row.cells[0]
    label = " ".join(_LABEL_MARKUP.sub("", text[row.start + a:row.start + b]).split())
    return label or None


def model_column(header: str) -> bool:
    """True when a first column's header says its rows are models ("Model", "LLM")."""
    return _LABEL_KIND[0][1].match(header) is not None


# A column header that is a name with its parameter count ("LlamaT-7B", "Orca-2-13B"): a
# model, the column's, even of a family no vocabulary knows (a paper names its own model).
# The name's head has a lower-case letter (a name, not a header word's acronym) and is
# joined to the count by hyphens; a parenthetical after it ("(ours)") is a note.
_SIZED_HEADER = lazy(r"[A-Z][A-Za-z0-9.]*[a-z][A-Za-z0-9.]*(?:-[A-Za-z0-9.]+)*?"
                     r"-\d+(?:\.\d+)?[BM]")
# Header words a size may follow that name no model: "Model-7B" is a column of 7B models.
_HEADER_WORD = lazy(r"(?:model|size|params?|parameters|batch|top)\b", re.I)


@lru_cache(maxsize=1024)  # every row of a table asks again for the same headers
def header_conditions(header: str) -> Found:
    """What a column header states about its cells' conditions; a name with a parameter
    count the vocabulary does not know is the column's model (`_SIZED_HEADER`)."""
    found = find(header)
    if found.model is not None:
        return found
    name = _LABEL_TAIL.sub("", _LABEL_MARKUP.sub("", header)).strip()
    if _SIZED_HEADER.fullmatch(name) is None or _HEADER_WORD.match(name):
        return found
    return replace(found, model=name)
