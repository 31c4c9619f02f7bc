"""Who measured, as the learned stage leaves it: whether the model's `self` or `third-party`
stands beside what the rules and the writer's stance (`claims.extract.facts.ownership`)
already say, and whether a document's figures survey other makers' machines."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from claims.extract.facts.own_names import own_software
from claims.extract.facts.ownership import Ownership, maker_of
from claims.learn.names import same_name
from claims.model import Claim
from claims.vocabulary.lazy import lazy

#: A survey times at least this many machines, of at least `_MAKERS` makers: two machines
#: side by side are most often a project's platform and a reference machine.
_MACHINES, _MAKERS = 3, 2
_WORD = lazy(r"[\w][\w.+-]*")


class Reading(Protocol):
    """What `measurer` reads of the learned stage's context (`claims.learn.decide.Context`,
    a frozen dataclass: read-only members, hence properties)."""

    @property
    def named_writer(self) -> bool: ...
    @property
    def publisher(self) -> str | None: ...
    @property
    def maker(self) -> bool: ...
    @property
    def stance(self) -> Ownership: ...
    @property
    def home(self) -> str: ...
    @property
    def tied(self) -> bool: ...


def surveys_machines(claims: Sequence[Claim], publisher: str | None) -> bool:
    """Whether the figures time three machines or more, made by two makers or more, none of
    them a maker the publisher's name or description names ("Apple" and "NVIDIA" parts timed
    one by one on a page of someone's repository): such figures measure the machines, not
    code of the repository's own. A project's page timing its code on its platform beside a
    reference machine (two machines) or on one maker's machines is no survey."""
    machines: list[str] = []
    for claim in claims:
        name = claim.conditions.hardware
        if name and not any(same_name(name, seen) for seen in machines):
            machines.append(name)
    made = {maker_of(name) for name in machines} - {None}
    if len(machines) < _MACHINES or len(made) < _MAKERS:
        return False
    writer = {w.casefold() for w in _WORD.findall(publisher or "")}
    return not made & writer


def writer_facts(ctx: Reading, surveyed: bool) -> tuple[str, ...]:
    """What a page says of its writer, as feature names for who measured: whether the front
    matter names a writer, whether it names the writer as the maker of what it measures,
    whether the writer shares a name with what the title measures, and whether the figures
    survey other makers' machines (`surveyed`, `surveys_machines`, read once by the caller)."""
    return (f"named={int(ctx.named_writer)}", f"maker={int(ctx.maker)}",
            f"tied={int(ctx.tied)}", f"survey={int(surveyed)}")


def measurer(ctx: Reading, claim: Claim, label: str, surveyed: bool = False) -> str | None:
    """The learned who-measured label that stands (None: the rules' reading stays). The
    sets' `self` says the writer measured; a claim's says the builder did. The two agree
    where the writer is the builder. The writer's stance, read once at extraction
    (`claims.extract.facts.ownership`), decides: a writer measuring products it claims
    none of makes them a third party's; a writer that made what it measures keeps the
    model's `self` (a sentence giving its figures to a named outside party is the rules'
    third party already: `claims.extract.facts.measurer.attributed`). Otherwise a
    publisher the front matter names is the rules' to read (a publisher tied to what it
    measures makes the whole document self-reported already), but on a page in a code
    repository (`Context.home`) the publisher named for it is the repository's owner
    running its own harness, so the model's `self` stands, unless the figures survey other
    makers' machines (`surveyed`, `surveys_machines`): a person's repository timing parts
    it does not make is the rules' to read, and one whose owner, name and publisher share
    no name with what its title measures (`Context.tied`,
    `claims.extract.facts.writer_tie`) times other people's products: a third party's; a
    writer's own account in the first person, or a writer nobody names, leaves the model's
    `self`; a person named with no word of their tie leaves the rules', whichever label
    the model chose. (A measurer the
    text names as an outsider is the rules'
    `third-party`, which no model replaces: `claims.learn.labels.replaceable`.) Nor does a
    learned third party stand where the front matter names the writer as the maker of
    what it measures, or where the figure's own conditions name the publisher's software
    (`own_software`): the model does not overrule what the front matter and the rules
    state."""
    if label == "third-party" and (ctx.maker or own_software(ctx.publisher, claim)):
        return None
    if ctx.named_writer and not ctx.publisher and ctx.stance is Ownership.unread:
        return None  # a person named, no word of their tie: the rules' unknown, either way
    if label != "self":
        return label
    if ctx.stance is Ownership.outsider:
        return "third-party"
    if ctx.stance is Ownership.owner:
        return label
    if ctx.publisher:
        # (a page in a code repository is its owner's: the publisher named for it runs
        # its own harness unless the stance says otherwise or its figures survey machines;
        # an owner whose names the title's products share none of times others' products)
        if ctx.home != "none" and not ctx.tied:
            return "third-party"
        return label if ctx.home != "none" and not surveyed else None
    return label if ctx.stance is Ownership.first_person or not ctx.named_writer else None
