"""A table's setting columns in a comparison: two figures from tables that state the same
setting column ("Pipeline", "Block size", "Concurrency") meet only at one value of it.

A row's settings (`claims.model.Setting`) are conditions of each figure in the row. Matched
by header name, folded, a setting both sides state must agree; one stated by one side only
blocks when its table gives it more than one value, since the other side's figure may then
have been taken at any of them (a buyer cannot tell), and is shown otherwise; training data
that is the scored benchmark itself is shown, not blocking. A setting a result column's
header gives the load ("4 cores": `LOAD_SETTINGS`) is the figure's concurrency in its
table's words: the other side's stated concurrency answers it, and a difference is one of
concurrency.
"""

from __future__ import annotations

from claims.compare.lengths import is_length
from claims.model import LOAD_SETTINGS, Claim, Setting
from claims.vocabulary.serving_phases import PHASE, TOKENS

# Settings that say which quantity a figure is, not how it ran.
QUANTITY_SETTINGS = frozenset({PHASE, TOKENS})


def _folded(text: str) -> str:
    """A header or value with case, spacing and punctuation folded ("I/O threads")."""
    return "".join(ch for ch in text.casefold() if ch.isalnum() or ch == ".")


# Spellings of one setting, folded: a table's "batch" and another's "Batch Size" name one
# knob, so two values of it are one difference, not two settings each stated on one side.
_SPELLINGS = {"batch": "batchsize", "bs": "batchsize", "batchsz": "batchsize"}


def _key(name: str) -> str:
    """A setting's name folded to one spelling."""
    folded = _folded(name)
    return _SPELLINGS.get(folded, folded)


def _by_name(claim: Claim) -> dict[str, Setting]:
    """The claim's settings by folded header name; a request length is left out, being the
    length condition in another spelling (`claims.compare.lengths`), and so are the phase
    and tokens a column's header gives, compared as scenarios (`claims.compare.scenario`)."""
    return {_key(s.name): s for s in claim.conditions.settings
            if not is_length(s) and s.name not in QUANTITY_SETTINGS}


def setting_gaps(left: Claim, right: Claim) -> list[tuple[str, str | None, str | None, bool]]:
    """(setting, left value, right value, blocks) for every setting the two do not share:
    a value the other side states differently, or states not at all."""
    a, b = _by_name(left), _by_name(right)
    out: list[tuple[str, str | None, str | None, bool]] = []
    for name in sorted(set(a) | set(b)):
        sa, sb = a.get(name), b.get(name)
        if sa is not None and sb is not None:
            if _folded(sa.value) != _folded(sb.value):
                out.append((sa.name, sa.value, sb.value, True))
            continue
        # The name is in a or in b, so the side that states it is the one that is not None.
        one, owner = (sa, left) if sa is not None else (b[name], right)
        other = right if owner is left else left
        if load_setting(one.name) and other.conditions.concurrency is not None:
            # "1 thread" in a column's header meets a concurrency the other side states
            said = str(other.conditions.concurrency)
            if _folded(one.value) != said:
                out.append((one.name, sa.value if sa else said, sb.value if sb else said,
                            True))
            continue
        out.append((one.name, sa.value if sa else None, sb.value if sb else None,
                    one.varies and not _own_training(owner, one)))
    return out


def load_setting(name: str) -> bool:
    """True for a setting naming the load a result column's header gives its figure ("4
    cores"): the figure's concurrency, in the words of its table. A table's own setting
    column ("| Connections |") stays a setting of its own name."""
    return name in LOAD_SETTINGS


# The setting naming a model's training data (`claims.extract.conditions.score_columns`).
_TRAINED_ON = "trainedon"


def _own_training(claim: Claim, setting: Setting) -> bool:
    """True for training data that is the benchmark the figure is scored on ("trained on
    COCO", scored on COCO): the benchmark's own convention, which a side that leaves its
    training unsaid is taken to follow; other data ("ImageNet-22K" for an ImageNet score)
    must be said on both sides."""
    return _folded(setting.name) == _TRAINED_ON and \
        _folded(setting.value) == _folded(claim.conditions.workload or "")


def setting_rows(left: Claim, right: Claim) -> list[tuple[str, str | None, str | None]]:
    """(setting, left value, right value) for every setting either side states."""
    a, b = _by_name(left), _by_name(right)
    return [((a.get(n) or b[n]).name, a[n].value if n in a else None,
             b[n].value if n in b else None) for n in sorted(set(a) | set(b))]
