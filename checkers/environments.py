"""Rows of one results table set side by side whose machines ran differently: some in a
container, a VM or an emulator, or overclocked, and the rest on the bare machine; or the
rows of one item that the set-up says ran otherwise than all the others; or rows whose items
a table column says ran at different settings (a tool's version, a configuration, a scale);
or tables of one layout set side by side whose lead-ins say their tests ran for different
times or under different loads. A table ranking them then mixes the item with how it was run."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from checkers.consistency import in_table
from checkers.facts import headlines, is_ratio, listing, norm, performance, short
from checkers.rule import Hit
from claims.extract.facts.around import writes
from claims.extract.facts.exceptions import excepted, names_item
from claims.extract.facts.row_settings import item_key, row_item
from claims.extract.facts.wording import wording
from claims.model import (
    LOAD_CONCURRENCY_SETTING,
    LOAD_REQUESTS_SETTING,
    TEST_DURATION_SETTING,
    Claim,
    Document,
    Kind,
)

#: Fewer rows than this are a pair, which the ratio rules judge.
_ROWS = 3


def environments_differ(claims: Sequence[Claim], flagged: set[str]) -> Iterator[Hit]:
    """Per table (section, metric, unit) of three rows or more on two machines or more: the
    rows that say they ran in a container, VM or emulator or overclocked, beside the rows
    that ran plainly."""
    tables: dict[tuple[str | None, str, str], list[Claim]] = {}
    for claim in headlines(claims):
        if claim.id not in flagged and in_table(claim):
            key = (claim.source.section, norm(claim.metric), claim.unit)
            tables.setdefault(key, []).append(claim)
    for group in tables.values():
        rows = {c.source.quote for c in group}
        machines = {c.conditions.hardware or c.conditions.accelerator for c in group} - {None}
        if len(rows) < _ROWS or len(machines) < 2:
            continue
        hosted: list[Claim] = []
        plain: list[Claim] = []
        for c in group:
            (hosted if wording(c.source.quote).run_environment else plain).append(c)
        if hosted and plain:
            yield Hit(f"{listing([short(c) for c in hosted])} ran in a container, VM or "
                      f"emulator, or overclocked, set beside {listing([short(c) for c in plain])}"
                      " on bare machines: the rows differ in more than the machine",
                      (*hosted, *plain[:3]))


def excepted_rows(document: Document, claims: Sequence[Claim],
                  flagged: set[str]) -> Iterator[Hit]:
    """Per table (section, metric, unit) of two rows or more: the rows of an item that a
    set-up sentence sets apart from all the others ("All containers run native ARM builds
    except SQL Server's"), beside the rows of the rest, which ran otherwise."""
    named = [(name, quote) for quote in document.exceptions
             if (name := excepted(quote.text)) is not None]
    if not named:
        return
    tables: dict[tuple[str | None, str, str], list[Claim]] = {}
    for claim in headlines(claims):
        if claim.id not in flagged and in_table(claim):
            tables.setdefault((claim.source.section, norm(claim.metric), claim.unit),
                              []).append(claim)
    for group in tables.values():
        for name, quote in named:
            odd = [c for c in group if names_item(c.source.quote, name)]
            rest = [c for c in group if not names_item(c.source.quote, name)]
            if odd and rest:
                said = " ".join(quote.text.split())
                yield Hit(f"{listing([short(c) for c in odd])} ({' '.join(name.split())}) "
                          f"ran otherwise than {listing([short(c) for c in rest])}, as the "
                          f"set-up says (\"{said}\"): the rows differ in more than the item "
                          "compared", (*odd, *rest[:3]))
                break


def settings_differ(document: Document, claims: Sequence[Claim],
                    flagged: set[str]) -> Iterator[Hit]:
    """Per table (section, metric, unit) of three rows or more: rows whose items a table
    column says ran at different settings (a tool's version, a configuration, a benchmark's
    scale), the values named: the rows differ in that setting besides the item. And each
    comparison of two sides a set-up entry gives a program's version each (`sides_differ`)."""
    yield from sides_differ(document, claims, flagged)
    if not document.item_settings:
        return
    columns: dict[str, dict[str, str]] = {}
    for said in document.item_settings:
        columns.setdefault(said.setting.name, {})[item_key(said.item)] = said.setting.value
    tables: dict[tuple[str | None, str, str], list[Claim]] = {}
    for claim in headlines(claims):
        if claim.id not in flagged and in_table(claim):
            tables.setdefault((claim.source.section, norm(claim.metric), claim.unit),
                              []).append(claim)
    said_of: set[str | None] = set()
    for (section, _, _), group in tables.items():
        if section in said_of:  # one finding per table, not one per measure of it
            continue
        found: list[str] = []
        cited: dict[str, Claim] = {}
        for name, values in columns.items():
            # One figure per row: the row's item and its setting are what the finding names.
            rows: dict[str, Claim] = {}
            for c in group:
                if row_item(c.source.quote) in values:
                    rows.setdefault(c.source.quote, c)
            by_value: dict[str, list[Claim]] = {}
            for c in rows.values():
                by_value.setdefault(values[row_item(c.source.quote)], []).append(c)
            if len(rows) >= _ROWS and len(by_value) >= 2:
                found.append(f"{name}: " + "; ".join(
                    f"{listing([short(c) for c in cs])} at {value}"
                    for value, cs in by_value.items()))
                cited.update(rows)
        if found:
            said_of.add(section)
            yield Hit(f"the rows compared ran at different settings, so they differ in more "
                      f"than the item compared ({' | '.join(found)})", tuple(cited.values()))


def sides_differ(document: Document, claims: Sequence[Claim],
                 flagged: set[str]) -> Iterator[Hit]:
    """Figures (not already `flagged`) compared against a baseline that names one side of a
    set-up entry's per-side versions ("gain over the bf16 target") while the figure's own
    sentence or number format names another ("the mxfp4 target"), the two at different
    versions of the entry's program: the comparison changes that version too."""
    programs: dict[str, dict[str, str]] = {}
    for said in document.side_settings:
        programs.setdefault(said.setting.name, {})[said.item] = said.setting.value
    for claim in claims if programs else ():
        base = claim.baseline.description if claim.baseline else None
        if claim.id in flagged or not base:
            continue
        own = f"{claim.source.quote} {claim.conditions.precision or ''}".replace(base, " ")
        for name, versions in programs.items():
            against = [side for side in versions if writes(side, base)]
            ours = [side for side in versions if side not in against and writes(side, own)]
            pair = next(((o, a) for o in ours for a in against if versions[o] != versions[a]),
                        None)
            if pair is not None:
                yield Hit(f"{short(claim)} sets {pair[0]} against {pair[1]}, which the set-up "
                          f"runs on {name} {versions[pair[0]]} and {versions[pair[1]]}: the "
                          f"sides differ in {name}'s version besides what is compared",
                          (claim,))
                break


def durations_differ(claims: Sequence[Claim], flagged: set[str]) -> Iterator[Hit]:
    """Per measure (metric, unit): tables of one layout set side by side (told apart by
    their headings) whose lead-ins say their tests ran for different times ("in a 300
    second test" over one, "in a 30 second test" over the other), one figure of each cited:
    the tables differ in the test's length besides what their headings compare."""
    measures: dict[tuple[str, str], dict[str, list[Claim]]] = {}
    for claim in headlines(claims):
        took = next((s.value for s in claim.conditions.settings
                     if s.name == TEST_DURATION_SETTING), None)
        if claim.id not in flagged and took is not None:
            measures.setdefault((norm(claim.metric), claim.unit), {}).setdefault(
                took, []).append(claim)
    for by_length in measures.values():
        if len(by_length) < 2:
            continue
        said = "; ".join(f"{listing([short(c) for c in cs], 2)} in a {took} test"
                         for took, cs in by_length.items())
        yield Hit(f"the tables set side by side ran tests of different lengths ({said}): they "
                  "differ in the test's duration besides what they compare",
                  tuple(cs[0] for cs in by_length.values()))
        return  # one finding per document: the lengths are the tables', not the measure's


_COMPARED = ("throughput", "latency")
_LOADS = {LOAD_CONCURRENCY_SETTING: "requests at once", LOAD_REQUESTS_SETTING: "requests in all"}


def loads_differ(claims: Sequence[Claim], flagged: set[str]) -> Iterator[Hit]:
    """Per measure (metric, unit) and load: tables of one layout whose lead-ins say their
    tests ran under different loads ("10000 at a time" over one, "12000 at a time" over the
    other; the extraction's `LOAD_*_SETTING`s), one figure of each cited: the tables differ
    in load besides what they compare."""
    measures: dict[tuple[str, str, str], dict[str, list[Claim]]] = {}
    for claim in headlines(claims):
        if claim.id in flagged:
            continue
        for setting in claim.conditions.settings:
            if setting.name in _LOADS:
                measures.setdefault((norm(claim.metric), claim.unit, setting.name), {}
                                    ).setdefault(setting.value, []).append(claim)
    # The results a reader compares (speeds, latencies) first: a byte count beside them is
    # one more figure of the same run, not what the tables set against each other.
    for (_, _, name), by_load in sorted(measures.items(),
                                        key=lambda kv: kv[0][0] not in _COMPARED):
        if len(by_load) < 2:
            continue
        said = "; ".join(f"{listing([short(c) for c in cs], 2)} at {value} {_LOADS[name]}"
                         for value, cs in by_load.items())
        yield Hit(f"the tables set side by side ran under different loads ({said}): they "
                  "differ in load besides what they compare",
                  tuple(cs[0] for cs in by_load.values()))
        return  # one finding per document: the loads are the tables', not the measure's


def runs_mixed(document: Document, claims: Sequence[Claim], flagged: set[str]) -> Iterator[Hit]:
    """The document's comparisons (not already `flagged`), when a sentence or set-up list of
    it says the compared runs were not made under one set of conditions (other people ran
    some, another party's data, another version of the program, sides at different
    versions of two programs, sides' own set-ups tuned otherwise): one finding citing the
    comparisons (with no ratio, a results table's rows, else the headline figures of the
    quote's section), the first quote given."""
    if not document.mixed_runs:
        return
    compared = [c for c in performance(claims) if c.id not in flagged
                and (is_ratio(c) or c.kind in (Kind.relative, Kind.before_after))]
    if not compared:
        # No ratio: a results table setting the sides' rows beside each other compares them.
        rows: dict[str, Claim] = {}
        for claim in headlines(claims):
            if claim.id not in flagged and in_table(claim):
                rows.setdefault(claim.source.quote, claim)
        compared = list(rows.values()) if len(rows) >= 2 else []
    if not compared:
        # Nor a table: the headline figures of the section that says the runs differ.
        section = document.mixed_runs[0].section
        compared = [c for c in headlines(claims) if c.id not in flagged
                    and c.source.section == section]
        compared = compared if len(compared) >= 2 else []
    if not compared:
        return
    said = " ".join(document.mixed_runs[0].text.split())
    yield Hit(f"{listing([short(c) for c in compared], 3)} compare runs the document says were "
              f"not made under one set of conditions (\"{said}\"): the sides differ in more "
              "than the thing compared", tuple(compared[:3]))
