"""The record model: claims, their conditions and provenance, documents and findings.

Values are frozen pydantic models; the JSON Schemas in `schemas/` are generated
from them (`claims schema --write`), so a change here is a change of contract.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

# The record enums are part of this module's contract: callers import them from here.
from claims.enums import Evidence as Evidence
from claims.enums import Independence as Independence
from claims.enums import Kind as Kind
from claims.enums import Maturity as Maturity
from claims.enums import Per as Per
from claims.enums import Severity as Severity
from claims.enums import Statistic as Statistic
from claims.ids import claim_id, document_id
from claims.typed import defaults_built
from claims.vocabulary.fields import MetricName, UnitName

SCHEMA_VERSION = "1.0"
SCHEMA_BASE = "https://claims.dev/schemas/v1"


class Value(BaseModel):
    """Base for immutable records: unknown fields are errors, instances are hashable."""

    model_config = ConfigDict(frozen=True, extra="forbid", use_enum_values=False,
                              defer_build=True)
    __get_pydantic_json_schema__ = classmethod(defaults_built)


NonNegInt = Annotated[int, Field(ge=0)]


class Span(Value):
    """Half-open character offsets [start, end) into a document's text."""

    start: NonNegInt
    end: NonNegInt


class Quote(Value):
    """An exact substring of a document's text and where it stands."""

    text: str = Field(min_length=1)
    span: Span | None = None
    line: Annotated[int, Field(ge=1)] | None = None
    section: str | None = None


def _unstated(value: Any) -> bool:
    """True for a qualifier a mention's sentence does not state (left out of the output)."""
    return value is None


class Mention(Quote):
    """One place a figure is stated, with the run qualifiers its own sentence (or table
    row) gives it there: repeated mentions merge into one claim, and a document that calls
    one figure's run TP2 in one place and EP2 in another must still show it."""

    precision: str | None = Field(default=None, exclude_if=_unstated)
    parallelism: str | None = Field(default=None, exclude_if=_unstated)
    accelerator_count: NonNegInt | None = Field(default=None, exclude_if=_unstated)
    #: The set-up its sentence names ("on:mtp", "off:mtp", "cache:cached", "role:peak"),
    #: sorted: two mentions of different set-ups state no one configuration twice.
    setup: tuple[str, ...] = Field(default=(), exclude_if=lambda marks: not marks)


class Software(Value):
    """A named piece of software and, where stated, its version."""

    name: str
    version: str | None = None


class Setting(Value):
    """A table's setting column read for one row ("Pipeline" over "10"): a condition of
    every figure in the row. `varies` says the column holds more than one value in its
    table, so a figure without it cannot be told to share it."""

    name: str
    value: str
    varies: bool = False


#: The setting a result column's header gives its cells' run ("Run 2 time (s)": "2").
RUN_SETTING = "run"
#: The settings a result column's header gives its cells' load where a sibling column names
#: another ("| Single core | 4 cores |", "| 10 users | 100 users |"): the figure's concurrency.
LOAD_SETTINGS = ("threads", "connections")
#: The setting a program's row label gives in parentheses ("ClickHouse (direct)": "direct"):
#: the program's set-up, which a figure of the same program under another set-up does not share.
VARIANT_SETTING = "set-up"
#: The setting a table's lead-in sentence gives its figures: how long the test ran ("in a
#: 300 second test:"), where tables set side by side ran for different times.
TEST_DURATION_SETTING = "test duration"
#: The settings a table's lead-in sentence gives its figures' load: how many requests ran at
#: once ("10000 at a time", "with 10 connections") and how many were sent in all ("1000000
#: requests"), where tables set side by side ran under different loads.
LOAD_CONCURRENCY_SETTING = "load: at once"
LOAD_REQUESTS_SETTING = "load: requests"


class ItemSetting(Value):
    """How one item of a table ran, read from a column of its own ("fio-3.25" in the row
    "SSD 860 Pro"; "Extreme" under "Database Conf"), where the column takes two values or
    more: items set side by side then differ in that setting besides the item."""

    item: str
    section: str | None = None
    setting: Setting


class Restated(Value):
    """A name the document gives two ways: a product's version or a model's release stated
    once one way ("kopia 0.2.0") where its other mentions say another ("kopia 0.12.0")."""

    name: str
    usual: str
    once: str
    quote: Quote  # where the odd form stands
    elsewhere: Quote  # one place the usual form stands


class Conditions(Value):
    """The qualifiers a figure only means something with.

    A field left null means "not disclosed"; a field named in `not_applicable`
    means the condition does not apply to this figure (e.g. concurrency for a
    kernel micro-benchmark). The two are never conflated.
    """

    model: str | None = None
    hardware: str | None = None
    accelerator: str | None = None
    accelerator_count: NonNegInt | None = None
    node_count: NonNegInt | None = None
    workload: str | None = None
    benchmark_version: str | None = None
    software: tuple[Software, ...] = ()
    precision: str | None = None
    parallelism: str | None = None
    concurrency: NonNegInt | None = None
    input_length: NonNegInt | None = None
    output_length: NonNegInt | None = None
    date_measured: str | None = None
    #: Which try of a job run several times in a row: "cold" (a first try its table calls
    #: cold), "first" (a first try, cache state not said) or "warm" (a later try).
    run: str | None = Field(default=None, exclude_if=_unstated)
    #: The row's setting columns (`Setting`), in the table's column order.
    settings: tuple[Setting, ...] = Field(default=(), exclude_if=lambda given: not given)
    includes_cached_tokens: bool | None = None
    not_applicable: tuple[str, ...] = ()


class Baseline(Value):
    """The other side of a ratio or before/after claim."""

    value: float | None = None
    value_text: str | None = None
    unit: str | None = None
    description: str | None = None
    conditions: Conditions | None = None
    quote: Quote | None = None


class Source(Value):
    """Where a claim was read: the document's identity and the exact quote."""

    url: str | None = None
    title: str | None = None
    publisher: str | None = None
    published_at: str | None = None
    retrieved_at: str | None = None
    sha256: str | None = Field(default=None, pattern=r"^[0-9a-f]{64}$")
    quote: str = Field(min_length=1)
    span: Span | None = None
    line: Annotated[int, Field(ge=1)] | None = None
    section: str | None = None
    #: Where the document says its figures come from, anywhere in its text: linked
    #: addresses, named result files, source lines and captions (case-folded).
    references: tuple[str, ...] = Field(default=(), exclude_if=lambda refs: not refs)


class Accepted(Value):
    """A finding a claim file accepts on purpose, with the reason written down."""

    rule: str = Field(min_length=1)
    reason: str = Field(min_length=1)
    claims: tuple[str, ...] = ()


class Claim(Value):
    """One reported figure with its conditions and provenance.

    `id` may be omitted in a claim file: it is then derived from the source's
    sha256, the quote's span (or text), the value and the unit.
    """

    id: str = Field(default="", pattern=r"^clm-[0-9a-f]{16}$")
    value: float
    value_max: float | None = None
    value_text: str | None = None
    approximate: bool = False
    unit: UnitName
    unit_text: str | None = None
    count_noun: str | None = None
    per: Per | None = None
    statistic: Statistic | None = None
    metric: MetricName
    measures: str | None = None
    kind: Kind = Kind.headline
    baseline: Baseline | None = None
    conditions: Conditions = Conditions.model_construct()  # builds no validator at import
    evidence: Evidence = Evidence.unknown
    maturity: Maturity = Maturity.unknown
    independence: Independence = Independence.unknown
    measured_by: str | None = None
    source: Source
    mentions: tuple[Mention, ...] = ()
    derived_from: tuple[str, ...] = ()

    @model_validator(mode="before")
    @classmethod
    def _derive_id(cls, data: Any) -> Any:
        """Fill a missing id from the claim's content."""
        if isinstance(data, dict) and not data.get("id") and isinstance(data.get("source"), dict):
            value, unit = data.get("value"), data.get("unit")
            if isinstance(value, (int, float)) and isinstance(unit, str):
                data = {**data, "id": claim_id(data["source"], float(value), unit)}
        return data


def _text(value: Any) -> str | None:
    """The value when it is text, else None (a wrong type is reported by validation)."""
    return value if isinstance(value, str) else None


class Document(Value):
    """The announcement a set of claims came from, and what it says overall.

    `id` may be omitted in a claim file: it is then derived from the sha256 of
    the document's bytes, or its url, or its title.
    """

    id: str = Field(default="", pattern=r"^doc-[0-9a-f]{16}$")
    title: str | None = None
    url: str | None = None
    publisher: str | None = None
    authors: tuple[str, ...] = ()
    published_at: str | None = None
    retrieved_at: str | None = None
    origin: str | None = None
    format: str | None = None
    sha256: str | None = Field(default=None, pattern=r"^[0-9a-f]{64}$")
    source_urls: tuple[str, ...] = ()
    entities: tuple[str, ...] = ()
    topics: tuple[str, ...] = ()
    independence: Independence = Independence.unknown
    reports_cost: bool | None = None
    reports_quality: bool | None = None
    caveats: tuple[Quote, ...] = ()
    # The charts and figures the text shows as images or names as such ("![...](...)",
    # "(Chart: ...)", "Figure 1: ..."): results a reader sees only as pictures.
    charts: tuple[Quote, ...] = ()
    # The sentences saying how many runs the figures rest on: a repetition or a spread ("the
    # median of five runs", "± 2%"), or a single run ("the tests ran only once").
    repeats: tuple[Quote, ...] = ()
    # Software the document names with a version anywhere (its setup list, a footnote):
    # what ran, for figures whose own sentences do not say.
    software: tuple[Software, ...] = ()
    # Set-up sentences that set one compared item apart from all the others ("All containers
    # run native ARM builds except SQL Server's"): that item ran otherwise than the rest.
    exceptions: tuple[Quote, ...] = Field(default=(), exclude_if=lambda given: not given)
    # How each item of a table ran, where a column of its own says it and differs between
    # items (a tool's version, a configuration, a benchmark's scale).
    item_settings: tuple[ItemSetting, ...] = Field(default=(),
                                                   exclude_if=lambda given: not given)
    # A program's version per side of a comparison, from one set-up entry ("0.1.13 (bf16)
    # · 0.1.16 (mxfp4)"): the side is the item, the program the setting.
    side_settings: tuple[ItemSetting, ...] = Field(default=(),
                                                   exclude_if=lambda given: not given)
    # Versions and model releases the document states two ways (`Restated`).
    restated: tuple[Restated, ...] = Field(default=(), exclude_if=lambda given: not given)
    # The test program the document says its figures come from ("Tested with sbc-bench
    # v0.9.48"): the work that ran, for figures whose own sentences do not name it.
    test_program: str | None = Field(default=None, exclude_if=_unstated)
    # Sentences in which the document limits its verdict to what it measured ("at least in
    # this simple scenario", "other set-ups might give the opposite result").
    scoped_verdicts: tuple[Quote, ...] = Field(default=(), exclude_if=lambda given: not given)
    # Sentences saying the compared runs were not made under one set of conditions (other
    # people ran some, another party's data, another version of the program), and set-up
    # lists giving the sides different versions of two programs or more.
    mixed_runs: tuple[Quote, ...] = Field(default=(), exclude_if=lambda given: not given)

    @model_validator(mode="before")
    @classmethod
    def _derive_id(cls, data: Any) -> Any:
        """Fill a missing id from the document's identity."""
        if isinstance(data, dict) and not data.get("id"):
            # A wrong type here is the schema's to report, with its line: derive from text only.
            sha256, url, title = (_text(data.get(k)) for k in ("sha256", "url", "title"))
            derived = document_id(sha256, url, title)
            data = {**data, "id": derived}
        return data


class Finding(Value):
    """One rule's judgment about a document or some of its claims, with evidence."""

    code: str = Field(pattern=r"^CLM[0-9]{3}$")
    rule: str
    severity: Severity
    message: str
    document_id: str | None = None
    claim_ids: tuple[str, ...] = ()
    evidence: tuple[Quote, ...] = ()
    # `claim_ids` cites every claim; `evidence` shows a bounded number of their quotes, and
    # this counts the quotes left out (absent from the JSON when none were).
    evidence_omitted: NonNegInt = Field(default=0, exclude_if=lambda count: count == 0)
    path: str | None = None
    line: Annotated[int, Field(ge=1)] | None = None
    column: Annotated[int, Field(ge=1)] | None = None
    accepted: bool = False
    accepted_reason: str | None = None


class ClaimFile(Value):
    """The YAML claim-file format: one document, its claims, accepted findings."""

    claims_version: str = SCHEMA_VERSION
    document: Document
    claims: tuple[Claim, ...] = ()
    accepted: tuple[Accepted, ...] = ()


class DocumentReport(Value):
    """One document's claims and findings, as reported by `check` and `vet`."""

    path: str | None = None
    document: Document
    claims: tuple[Claim, ...] = ()
    findings: tuple[Finding, ...] = ()


class Summary(Value):
    """Counts over a whole report."""

    documents: NonNegInt = 0
    claims: NonNegInt = 0
    findings: NonNegInt = 0
    accepted: NonNegInt = 0
    by_severity: dict[str, NonNegInt] = {}


class Report(Value):
    """What `claims check` and `claims vet` print with `--format json`."""

    schema_version: str = SCHEMA_VERSION
    tool: str = "claims"
    tool_version: str
    documents: tuple[DocumentReport, ...] = ()
    summary: Summary = Summary.model_construct()

