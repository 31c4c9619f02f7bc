"""Issue 24: on an archive of 125 real posts (the fixture announcements, every field mixed),
every pair called comparable states one quantity, one model and one kind of hardware on
both sides, and says what was run.

The posts are the repository's own retellings of public announcements; sealed folders
(those holding a file named SEALED) are never read.
"""

from __future__ import annotations

from functools import lru_cache

from claims.compare import compare_claims
from claims.compare.admit import quantity
from claims.compare.align import RUN_BOUND, same_model
from claims.compare.names import hardware_class
from claims.compare.normalise import normalise
from claims.compare.scenario import scenarios, workload
from claims.load.documents import parse_bytes
from claims.model import Claim
from tests.conftest import ROOT
from tests.shared_extraction import extracted

FIXTURES = ROOT / "tests" / "fixtures"
# Folders of whole announcements, in a fixed order; the first 125 posts make the archive.
FOLDERS = ("announcements", "real", "real2", "real3", "real4", "real5", "real6", "dev2",
           "unseen", "heldout", "editorial", "editorial_dev", "editorial_real", "provenance",
           "pairs", "pairs2", "pairs3")
POSTS = 125


def _sealed(folder: object) -> bool:
    """True for a folder (or one above it, inside the fixtures) holding a SEALED file."""
    from pathlib import Path

    path = Path(str(folder))
    return any((p / "SEALED").exists() for p in (path, *path.parents)
               if FIXTURES in (p, *p.parents))


@lru_cache(maxsize=1)
def _archive() -> tuple[Claim, ...]:
    """The claims of the first 125 fixture posts."""
    posts = [p for name in FOLDERS if (FIXTURES / name).is_dir() and not _sealed(FIXTURES / name)
             for p in sorted((FIXTURES / name).rglob("*"))
             if p.suffix in (".md", ".html") and p.name != "README.md" and not _sealed(p.parent)]
    assert len(posts) >= POSTS
    claims: list[Claim] = []
    for path in posts[:POSTS]:
        claims.extend(extracted(parse_bytes(path.read_bytes(), origin=str(path)))[1])
    return tuple(claims)


def _named_run(claim: Claim) -> bool:
    """True when the record says what was run."""
    c = claim.conditions
    return bool(c.model or workload(claim) or c.benchmark_version or c.input_length
                or c.output_length or scenarios(claim))


def test_every_comparable_pair_of_the_archive_is_one_quantity_model_and_kind_of_hardware(
        ) -> None:
    result = compare_claims(list(_archive()))
    assert result.comparable, "the archive holds fair pairs too"
    wrong = []
    for p in result.comparable:
        a, b = p.left, p.right
        ka = hardware_class(a.conditions.accelerator or a.conditions.hardware)
        kb = hardware_class(b.conditions.accelerator or b.conditions.hardware)
        problems = []
        if quantity(a) != quantity(b) or normalise(a).unit != normalise(b).unit:
            problems.append("quantity")
        if (a.conditions.model or b.conditions.model) and \
                not same_model(a.conditions.model, b.conditions.model):
            problems.append("model")
        if ka is not None and kb is not None and ka != kb:
            problems.append("hardware class")
        if quantity(a) in RUN_BOUND and not (_named_run(a) and _named_run(b)):
            problems.append("what was run")
        if problems:
            wrong.append(f"{problems}: {a.value:g} {a.unit} ({a.source.title}) | "
                         f"{b.value:g} {b.unit} ({b.source.title})")
    assert not wrong, "\n".join(wrong[:20])
