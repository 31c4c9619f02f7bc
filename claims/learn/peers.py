"""What the other candidates of a document say of one candidate, worked out once per
candidate list instead of once per figure and candidate: the only machine a setup names, a
run introduces or a model number gives, a spelling inside another's, and the summary of
the machines the none-stated candidate reads. Every answer equals the one a scan of all
the candidates gives (`claims.learn.features`); indexes by token and early exits keep a
document naming thousands of machines near-linear."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from claims.learn.candidates import Candidate
from claims.learn.layout import Layout
from claims.learn.names import same_name, tokens
from claims.learn.readings import distinct_machines, reading

#: The readings an "only" feature is read for.
_ASPECTS = ("setup", "run_on", "specific")


class Peers:
    """The candidates of one decision in one document, indexed for reading one beside the
    others."""

    def __init__(self, layout: Layout, peers: Sequence[Candidate]) -> None:
        """Read every candidate once (the caller keeps `peers` unchanged)."""
        self.peers = peers
        self._ids = {id(p) for p in peers}
        self._layout = layout
        #: Machines another may be "the only one" beside: named, and no rules' addition.
        self.machines = [p for p in peers if p.name is not None and p.finder != "rule"]
        self.readings = [reading(layout, p) for p in self.machines]
        self._with = {a: [p for p, r in zip(self.machines, self.readings, strict=True)
                          if getattr(r, a)] for a in _ASPECTS}
        self._sets = [tokens(p.name) for p in peers if p.name is not None]
        self._present = frozenset(self._sets)
        self._posting: dict[str, list[frozenset[str]]] = {}
        for t in self._present:
            for word in t:
                self._posting.setdefault(word, []).append(t)
        self._among: dict[int, dict[str, float]] = {}
        self._none: dict[str, float] | None = None
        self._own: dict[int, frozenset[str]] = {}

    def _differs(self, pool: Sequence[Candidate], name: str | None) -> bool:
        """Whether some candidate of `pool` names another machine than `name`."""
        return any(not same_name(p.name, name) for p in pool)

    def _shorter(self, mine: frozenset[str]) -> bool:
        """Whether some candidate's tokens hold all of `mine` and more."""
        if not mine:
            return any(self._sets)
        rarest = min(mine, key=lambda w: len(self._posting.get(w, ())))
        return any(mine < t for t in self._posting.get(rarest, ()))

    def _longer(self, mine: frozenset[str]) -> bool:
        """Whether some candidate's tokens are a part of `mine` (whichever way is cheaper:
        every smaller part of `mine`, or every name sharing one of its tokens)."""
        shared = sum(len(self._posting.get(w, ())) for w in mine)
        if len(mine) < 16 and 2 ** len(mine) <= shared:
            words = sorted(mine)
            return any(frozenset(part) in self._present for size in range(1, len(words))
                       for part in itertools.combinations(words, size)) or (
                frozenset() in self._present and bool(mine))
        return any(t < mine for w in mine for t in self._posting.get(w, ())) or (
            frozenset() in self._present and bool(mine))

    def among(self, cand: Candidate) -> dict[str, float]:
        """What this candidate's reading says beside the other candidates' (see
        `claims.learn.features._among`, whose meaning this keeps)."""
        memo = self._among.get(id(cand))
        if memo is not None:
            return dict(memo)
        own = reading(self._layout, cand)
        out: dict[str, float] = {}
        # Other spellings of the same machine ("E5-2640" beside "Xeon E5-2640 v3") are no
        # other machine: "the only one" is read among distinct machines. Named in a setup
        # alone is no evidence: posts describe the client, the baseline and the machine
        # under test there alike (cross-validated, it chose worse); the only machine a
        # setup names is.
        for aspect in _ASPECTS:
            if getattr(own, aspect):
                if aspect != "setup":
                    out[aspect] = 1.0
                if not self._differs(self._with[aspect], cand.name):
                    out[f"only_{aspect}"] = 1.0
        if not self._differs(self.machines, cand.name):
            out["only_candidate"] = 1.0
        # A spelling inside another candidate's ("E5-2640" in "Xeon E5-2640 v3") is the
        # same machine named shorter; one holding another's is the fuller name.
        mine = tokens(cand.name)
        if self._shorter(mine):
            out["shorter_of_another"] = 1.0
        if self._longer(mine):
            out["longer_of_another"] = 1.0
        if id(cand) in self._ids:  # (kept alive by `peers`, so its id stays its own)
            self._among[id(cand)] = out
        return dict(out)

    def own_words(self, cand: Candidate) -> frozenset[str]:
        """The words of a candidate's name that no other machine's name holds ("jetson" of
        "Jetson AGX Orin" beside "Apple M4"): a table header naming the machine short, with
        other words ("Jetson JIT"), names it by one of these. Spellings of the same machine
        share their words; a word of digits alone names no machine."""
        held = self._own.get(id(cand)) if id(cand) in self._ids else None
        if held is not None:
            return held
        mine = tokens(cand.name)
        out = frozenset(w for w in mine if not w.isdigit() and len(w) > 1 and all(
            t <= mine or mine <= t for t in self._posting.get(w, ())))
        if id(cand) in self._ids:  # (kept alive by `peers`, so its id stays its own)
            self._own[id(cand)] = out
        return out

    def none(self) -> dict[str, float]:
        """The none-stated candidate's reading of the machines: one a run introduces, how
        many machines setups name and how many the document names (capped as read)."""
        if self._none is None:
            out: dict[str, float] = {}
            if any(r.run_on for r in self.readings):
                out["none:peer_run_on"] = 1.0
            setup = distinct_machines(self._with["setup"], cap=2)
            out[f"none:setup={setup}"] = 1.0
            out[f"none:machines={distinct_machines(self.machines, cap=3)}"] = 1.0
            self._none = out
        return dict(self._none)

    def only_setup(self) -> list[Candidate]:
        """The candidates the document's setup names alone (a tie to every figure)."""
        return [p for p in self._with["setup"] if not self._differs(self._with["setup"], p.name)]


def peers_of(layout: Layout, peers: Sequence[Candidate]) -> Peers:
    """The index of a candidate list, kept on the layout while the same list is read (every
    figure of a document reads the same list; a new list replaces it)."""
    return layout.index_of("peers", peers, lambda: Peers(layout, peers))
