"""The binding policy: each figure takes each condition from the nearest scope that states it:
its sentence (or the one it says it shares a run with), its paragraph (only the measured
sentences, for a measured figure), its heading, then the front matter. An operating point
(concurrency, parallelism) binds only from its own sentence, the shared one, or its heading."""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property

from claims.extract.conditions.alias_spans import alias_at
from claims.extract.conditions.charts import beside_spans, setup_beside
from claims.extract.conditions.choice import compared_clauses, in_compared_clause, outside
from claims.extract.conditions.column_programs import column_programs
from claims.extract.conditions.columns import Machines, column_machines, read_machines
from claims.extract.conditions.count_columns import count_cells
from claims.extract.conditions.found import (
    HARDWARE,
    NOTHING,
    Found,
    merge,
    operating_free,
    stack,
    to_conditions,
    with_versions,
)
from claims.extract.conditions.header_cells import own_span
from claims.extract.conditions.heading_places import elsewhere, heading_machine, host_label
from claims.extract.conditions.index import Index
from claims.extract.conditions.instance_members import Members
from claims.extract.conditions.label_columns import label_concurrency
from claims.extract.conditions.label_series import LabelSeries
from claims.extract.conditions.list_intros import ListIntros
from claims.extract.conditions.load_sources import sender_spans, served
from claims.extract.conditions.machine_slots import MachineSlots
from claims.extract.conditions.model_columns import label_model, model_cells
from claims.extract.conditions.model_scope import (
    DEVICE_UNITS,
    decided,
    heading_scopes,
    own_scopes,
    run_family,
    spec_only,
    without_model,
)
from claims.extract.conditions.model_sizes import resized
from claims.extract.conditions.own_sections import OwnSections
from claims.extract.conditions.parts import lengths_before
from claims.extract.conditions.row_counts import RowCounts
from claims.extract.conditions.row_labels import (
    header_conditions,
    length_label,
    row_label,
    scored_label,
    task_label,
)
from claims.extract.conditions.run_columns import column_run
from claims.extract.conditions.scenario_columns import column_scenario
from claims.extract.conditions.server_types import server_type
from claims.extract.conditions.setting_columns import Tables, program_rows
from claims.extract.conditions.setup_columns import instance_first, label_cells, setup_cells
from claims.extract.conditions.spec_lists import SpecLists
from claims.extract.conditions.stated_once import only_count, releases
from claims.extract.conditions.table_notes import table_setup
from claims.extract.facts.evidence import Evidences, Subject, code_maturity, maturity
from claims.extract.text.blocks import Block, Sentence
from claims.extract.text.sentences import sentences
from claims.memo import last_answer
from claims.model import Conditions, Maturity


@dataclass
class Scopes:
    """What each paragraph and heading states, computed once per document on demand."""

    index: Index
    masked: str
    paragraphs: dict[int, tuple[int, int]]
    headings: dict[str | None, tuple[int, int]]
    sections: dict[str | None, tuple[int, int]]
    body: tuple[int, int]
    blocks: Sequence[Block]
    front: Found
    #: What the document calls its subject (`subject_maturity`), for silent paragraphs' figures.
    subject: Subject = field(default_factory=Subject)
    evidence: Evidences = field(default_factory=Evidences)  # what each text says it is
    _paragraph: dict[int, tuple[Found, Maturity]] = field(default_factory=dict)
    _measured: dict[int, Found] = field(default_factory=dict)
    _beside: dict[int, Found | None] = field(default_factory=dict)
    _heading: dict[str | None, Found] = field(default_factory=dict)
    _setup: dict[tuple[object, bool], Found] = field(default_factory=dict)
    _projected: list[tuple[int, int]] | None = None
    _charts: tuple[list[tuple[int, int]], ...] | None = None
    _io: list[tuple[int, int]] | None = None
    _intro: dict[int, Found] = field(default_factory=dict)
    _outer: dict[int, Found] | None = None
    _heading_starts: list[int] = field(default_factory=list)
    _named: list[str] | None = None
    _machines: Machines | None = None
    _tables: Tables | None = None
    _rows: RowCounts | None = None
    _lists: ListIntros | None = None

    def paragraph(self, block: Block) -> tuple[Found, Maturity]:
        """The paragraph's conditions and the maturity it describes (words, code flags)."""
        if block.paragraph not in self._paragraph:
            a, b = self.paragraphs[block.paragraph]
            stated = maturity(self.masked[a:b]) or code_maturity(self.index.text[a:b])
            self._paragraph[block.paragraph] = (served(self.index, block, a, b),
                                                stated or Maturity.unknown)
        return self._paragraph[block.paragraph]

    def measured_paragraph(self, block: Block) -> Found:
        """The paragraph's conditions as its measured sentences state them: hardware named
        only in a projection ("a projected 4,100 tokens/s on B200") sets up no figure."""
        if block.paragraph not in self._measured:
            found = self.paragraph(block)[0]
            if block.kind == "paragraph":
                said = sentences(block)
                measured = [self.evidence(s.scan()) is None for s in said]
                if not all(measured):
                    found = merge([self.index.find(s.start, s.end)
                                        for s, ok in zip(said, measured, strict=True) if ok])
            self._measured[block.paragraph] = found
        return self._measured[block.paragraph]

    def beside_baselines(self, block: Block, paragraph: Found) -> Found:
        """The paragraph's conditions without what its ratios' compared clauses name ("13x
        the 180 tokens per second a user of Llama 3.1 70B gets"): those are a baseline's,
        no setup of the figures beside it."""
        if block.paragraph not in self._beside:  # once a paragraph, not once a figure
            a, b = self.paragraphs[block.paragraph]
            clauses = compared_clauses(self.masked, a, b)
            self._beside[block.paragraph] = merge(
                [self.index.find(x, y) for x, y in outside(a, b, clauses)]) if clauses else None
        beside = self._beside[block.paragraph]
        return paragraph if beside is None else beside

    def heading(self, block: Block) -> Found:
        """The heading's conditions: the heading itself, not its whole section, since a
        long section may move on to other systems."""
        if block.section not in self._heading:
            span = self.headings.get(block.section)
            found = decided(self.index, *span) if span else Found()
            if span and found.hardware is None:  # "## Results (AMD64 Linux)", "## ... on GCP"
                named = heading_machine(self.machines(), self.index.text[span[0]:span[1]]) or (
                    None if self.setup(block, False)[0].hardware  # a section naming none
                    else host_label(self.index.text[span[0]:span[1]]))  # 'machine "m4"'
                found = replace(found, hardware=named) if named else found
            self._heading[block.section] = found
        return self._heading[block.section]

    def enclosing(self, block: Block) -> Found:
        """What the headings above the block's own heading state, nearest first: "## Load
        testing c7gn.12xlarge" sets up the figures of its "### Writes" subsection too."""
        if self._outer is None:
            stack: list[Block] = []
            self._outer, scopes = {}, heading_scopes(self.index, self.blocks)
            for b in self.blocks:
                if b.kind != "heading":
                    continue
                while stack and stack[-1].level >= b.level:
                    stack.pop()
                self._outer[b.start] = operating_free(merge(
                    [scopes[h.start] for h in reversed(stack)])) if stack else NOTHING
                self._heading_starts.append(b.start)
                stack.append(b)
        i = bisect.bisect_right(self._heading_starts, block.start) - 1
        return self._outer[self._heading_starts[i]] if i >= 0 else NOTHING

    @cached_property
    def labelled(self) -> LabelSeries:
        """The machine the page's labels give each block (`label_series`, `stated_once`)."""
        return LabelSeries(self.index, self.blocks, lambda h: self.setup(h, False)[0].hardware)

    def table_intro(self, block: Block) -> Found:
        """What the paragraphs around a table state for each of its rows (`table_setup`):
        the lead-in sets up each row, as a lead-in sets up a list's items."""
        if block.kind != "table_row":  # a list's items: the machine its lead-in names by
            self._lists = self._lists or ListIntros(self.blocks)  # alias, its settings item's load
            return self._lists.setup(block, self.index.text, self.machines().alias) \
                if block.item else NOTHING
        if block.paragraph not in self._intro:
            self._intro[block.paragraph] = table_setup(self.index, self.blocks, self.paragraphs,
                block.paragraph, self.projected(), self.machines().alias)  # "on the i9:"
        return self._intro[block.paragraph]

    def section_lengths(self, block: Block, before: int) -> Found:
        """The input and output lengths the figure's section states before it, one of each
        (`parts.lengths_before`): a setup sentence often stands above its results."""
        if (span := self.own.span(block)) is None:
            return NOTHING
        if self._io is None:
            self._io = [(x, y) for x, y, _ in self.index.spans(("io",))]
        return lengths_before(self.index.text, self._io, span, before)

    def setup(self, block: Block, prefer_device: bool) -> tuple[Found, Found]:
        """The system and model the block's section is about, and the document's (see
        `Index.setup`): "the MI250X runs below" names the hardware of a section's tables."""
        key = (span := self.own.span(block), prefer_device)
        if key not in self._setup:
            self._setup[key] = self._about(*span, prefer_device) if span else Found()
        whole = ("\0document", prefer_device)
        if whole not in self._setup:
            found = self._about(*self.body, prefer_device)
            if found.hardware and elsewhere(self.index.text, self.headings.values(),
                                            found.hardware):  # "## ... on GCP"
                found = replace(found, hardware=None, accelerator=None)
            if found.hardware is not None:
                found = replace(found, accelerator_count=only_count(self.index, self.blocks,
                                                                    self.body))
            self._setup[whole] = found
        return self._setup[key], self._setup[whole]

    @cached_property
    def own(self) -> OwnSections:
        """Each block's own section, one per heading (`own_sections`)."""
        return OwnSections(self.blocks, self.index, self.body, self.sections, self.front.model)

    @cached_property
    def lists(self) -> SpecLists:
        """The machine of each spec list's items and of the headings over it (`spec_lists`)."""
        return SpecLists(self.index, self.blocks)

    @last_answer  # a cell's figure asks for its conditions, then for its own qualifiers
    def cell(self, row: Block, at: int, prefer_device: bool) -> Found:
        """What a table cell states, then its column's header ("Gaudi2 (BS=32)" over
        "1580.2"), then its row's label ("| A100 80GB | 981.6 |")."""
        index = next((i for i, (a, b) in enumerate(row.cells)
                      if row.start + a <= at < row.start + b), None)
        if index is None:
            return self.index.find(row.start, row.end, near=at, prefer_device=prefer_device)
        a, b = row.cells[index]
        scopes = [server_type(row, self.index.text),  # "| CCX13 (..), AMD EPYC |"
                  self.index.find(row.start + a, row.start + b, prefer_device=prefer_device)]
        if index < len(row.header):
            scopes.append(header_conditions(row.header[index]))
            column = column_machines(row.header, self.machines())
            if column[index]:  # "| M4 JIT |": the column's machine, by its short name
                scopes.append(Found(hardware=column[index]))
            elif (listed := self.lists.columns(row.header)[index]).hardware:
                scopes.append(listed)  # "| Asus |": the machine its "### Asus ..." lists
            scopes.append(column_programs(row.header, self.index)[index])  # "| Hyper (s) |"
            scopes.append(Found(workload=column_scenario(row.header[index])))
            scopes.append(Found(run=column_run(row.header, index)))  # "| Run 1 (Cold) |"
            self._tables = self._tables or Tables(self.index.text, self.blocks)
            scopes.append(Found(settings=self._tables.settings(row, index),  # "| 4 cores |"
                                concurrency=label_concurrency(row.header, index)))
        scopes.extend(instance_first(row, self.index, [  # "| c7g.2xlarge | Graviton 3 |"
            *setup_cells(row, self.index, index),  # "| Kite | FP8 | 3,000 |"
            count_cells(row, self.index.text),  # "| #-GPUs |" over "| 64 |"
            *label_cells(row, self.index, index, self.index.text)]))
        named = lambda: (self.heading(row).model, *(found.model for found  # noqa: E731
                         in (self.enclosing(row), *self.setup(row, prefer_device))))
        scopes.append(model_cells(row, self.index, index, named))  # "| 8 | 13B | 35,405 |"
        if index and row.cells:
            x, y = row.cells[0]
            scopes.append(label_model(self.index.text, row, index, named))  # "| Llama | 13B |"
            lengths = length_label(self.index.text, row)
            if lengths is not None:  # "| Sequence Length (ISL/OSL) |" over "| 128/2048 |"
                scopes.append(Found(input_length=lengths[0], output_length=lengths[1]))
            scopes.append(Found(workload=task_label(self.index.text, row)))  # "| sciq | 0.89 |"
            scopes.append(self.index.find(row.start + x, row.start + y,
                                          prefer_device=prefer_device))
            label = self.index.text[row.start + x:row.start + y]
            if row.header:  # "Lighttpd" among "NGINX" rows is a program (`lists_programs`)
                scopes.append(row_label(row.header[0], label, program_rows(self._tables, row)))
                scopes.append(scored_label(row.header, label))  # "Name" over "ConvNeXt-T"
            platform = self.machines().resolve(label)
            if platform is not None:  # "| AMD64 Linux |": a platform the text named so
                scopes.append(Found(hardware=platform))
        if self._tables:  # "| **A100** |" over rows; "|  | BF16 |" under a model's label
            scopes.append(self._tables.heads(row, self.index))
        self._rows = self._rows or RowCounts(self.index, self.blocks)
        scopes.append(self._rows.bare(row))  # "| A100 |" beside "| 8xA100 |": one A100
        return merge(scopes)

    def machines(self) -> Machines:
        """The machines the document names, with the aliases its spec tables give them."""
        if self._machines is None:
            self._machines = read_machines(self.index.text, self.blocks, self.hardware_names(),
                                           lambda cell: header_conditions(cell).hardware)
        return self._machines

    def hardware_names(self) -> list[str]:
        """Each hardware name of the document, as the rules spell it, in order."""
        if self._named is None:
            self._named = [name for a, b, _ in self.index.spans(HARDWARE)
                           if (name := header_conditions(self.index.text[a:b]).hardware)]
        return self._named

    @cached_property
    def members(self) -> Members:
        """The members of each family the document names (`instance_members`): a figure
        bound to a family was measured on its one part, or its one instance type."""
        return Members(self.hardware_names())

    def _about(self, a: int, b: int, prefer_device: bool) -> Found:
        """What the text between a and b is about, charts aside (`charts.setup_beside`)."""
        if self._charts is None:
            self._charts = beside_spans(self.index, self.blocks)  # charts, model labels, options
        return setup_beside(self.index, (a, b), prefer_device, self.projected(), *self._charts)

    def projected(self) -> list[tuple[int, int]]:
        """Spans of sentences stating a projection or estimate, and of clauses naming the
        load's source (`load_sources`): no setup of measured figures."""
        if self._projected is None:
            said = [(s.start, s.end) for block in self.blocks if block.kind == "paragraph"
                    for s in sentences(block) if self.evidence(s.scan()) is not None]
            self._projected = sorted([*said, *sender_spans(self.index.text, self.blocks)])
        return self._projected

    def stated(self, sentence: Sentence, near: int, figures: Sequence[tuple[int, int]] = (),
               carried: Sentence | None = None, unit: str | None = None) -> Found:
        """What the figure's own sentence (or table row, or the sentence it says it shares a
        run with) states of its run, no wider scope: the qualifiers one mention gives it."""
        prefer_device = unit in DEVICE_UNITS
        if sentence.block.kind == "table_row":
            own = self.cell(sentence.block, near, prefer_device)
        else:
            own = self.index.find(*own_span(sentence, near), near, figures, prefer_device)
        if own.accelerator_count is not None and \
                not self.index.named_once(sentence.start, sentence.end, "accelerator_count"):
            own = replace(own, accelerator_count=None)  # which count is this figure's is unsaid
        return own if carried is None else merge((own, self.index.find(carried.start, carried.end)))

    def conditions(self, sentence: Sentence, near: int | None = None,
                   figures: Sequence[tuple[int, int]] = (),
                   carried: Sentence | None = None, measured: bool = False,
                   unit: str | None = None) -> Conditions:
        """Each condition from the nearest scope that states it; an operating point
        (concurrency, parallelism) only from the figure's own sentence, the sentence it
        says it shares a run with (`carried`), or its heading. A `measured` figure reads
        its paragraph's measured sentences only. The figure's `unit` decides whether a
        device is its hardware before a processor (a storage or network rate), and
        whether the model its section or document is about is its model too (not for a
        hardware specification: a size, a compute peak, a power, a clock)."""
        prefer_device = unit in DEVICE_UNITS
        if sentence.block.kind == "table_row" and near is not None:
            own = self.cell(sentence.block, near, prefer_device)
        else:
            own = self.index.find(*own_span(sentence, near), near, figures, prefer_device)
        if own.hardware is None and sentence.block.kind != "table_row":
            # "on the laptop": a machine the text named so ("the laptop (Ryzen 7 H 255)")
            named = alias_at(self.machines(), self.index.text, sentence.start, sentence.end, near)
            own = replace(own, hardware=named) if named else own
        shared = (self.index.find(carried.start, carried.end),) if carried else ()
        paragraph = self.measured_paragraph(sentence.block) if measured \
            else self.paragraph(sentence.block)[0]
        if near is not None and not in_compared_clause(self.masked, near):
            paragraph = self.beside_baselines(sentence.block, paragraph)
        if sentence.block.kind == "table_row":
            # a table's other rows are other runs: what row 1 names ("MMLU | 0.26") is no
            # setup of row 5 ("sciq | 0.89"); a row has its cells, its headers and its label
            paragraph = NOTHING
        lead = (self.index.find(*sentence.block.lead, prefer_device=prefer_device),) \
            if sentence.block.lead else ()
        section, document = self.setup(sentence.block, prefer_device)
        front = self.front if self.own.one_model(None) else without_model(self.front)
        document = document if self.own.one_model(None) else without_model(document)
        section = section if self.own.one_model(sentence.block) else without_model(section)
        family = run_family(unit, sentence.block, near, (section, document))  # spec units
        if spec_only(unit, sentence.block):
            section, document = without_model(section), without_model(document)
        block = sentence.block
        wider = (*shared, operating_free(paragraph), *lead, self.table_intro(block),
                 self.heading(block), self.enclosing(block), self.labelled.at(block),
                 self.section_lengths(block, sentence.start), front, section, document)
        wider = own_scopes(unit, sentence.block, near, wider)  # a drive's rate, a data size
        found = merge((own, *wider))
        if own.model is None and sentence.block.kind != "table_row" and (sized := resized(
                self.index.text, sentence.start, sentence.end, near, found.model or family)):
            found = replace(found, model=sized)  # "for 13B on eight GPUs": that run's size
        if own.hardware is None and own.accelerator is None and near is not None and \
                self.slots.unnamed_at(sentence.block, near):  # not another row's machine
            found = replace(found, hardware=self.slots.label(sentence.block, near),
                            accelerator=None)
        if sentence.block.kind == "table_row" and own.software:
            # a row's program ("| LZ4 HC -9 |") ran on the stack its setup states ("built
            # with GCC 8.2.0 on Linux"): the row adds its program, it does not replace them
            found = replace(found, software=stack(own.software, merge(wider).software))
        listed = self.lists.machine(sentence.block)  # a part's size is its machine's, not a
        # drive's own rate, nor a figure its words give a machine by alias ("the 16\" i9")
        if listed.hardware and unit not in DEVICE_UNITS and \
                not self.machines().alias(own.hardware or ""):
            found = replace(found, hardware=listed.hardware, accelerator=listed.accelerator)
        found = self.members.bind(found, own.hardware or paragraph.hardware)  # "Hopper": H100
        return to_conditions(with_versions(found, self.versions))

    @cached_property
    def slots(self) -> MachineSlots:
        """The tables that give each row or column its machine (`machine_slots`)."""
        return MachineSlots.of(self.index, self.blocks)

    @cached_property
    def versions(self) -> dict[str, str]:
        """The one release the document states of each program (`stated_once.releases`)."""
        return releases(self.index, self.body)
