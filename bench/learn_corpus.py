"""The unsealed annotated corpus the learned decisions train on, shared by
bench/train_shipped.py and bench/cross_validate.py: every folder of tests/fixtures that
holds gold lists (NAME.gold.yaml), minus the sealed sets, which are never trained on."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from claims.learn.corpus import sealed  # noqa: E402
from tests.evaluation_sets import SEALED_SETS  # noqa: E402

FIXTURES = ROOT / "tests" / "fixtures"
#: Gold folders that are no part of the corpus: the learner tests' tiny fixture corpus.
NOT_CORPUS = frozenset({"learn"})
#: The round's untuned measuring sets: no bench that compares choices (cross-validation,
#: leave-one-set-out) may read their gold, or their score would have steered the choice.
#: real12 and editorial_real7 were scored unseen (learn12 round) and are dev sets since;
#: real13, real14, editorial_real8 and editorial_real9 (written blind in the who13 round)
#: were scored unseen twice and are dev sets since; so are real15 and editorial_real10
#: (written blind and scored twice in the learn26 round), and real16 to real18 with
#: editorial_real11 to editorial_real13 (written blind and scored twice in the learn27
#: round), and real19, real20 and editorial_real14 (written blind and scored twice in the
#: learn28 round), and real21, real22 and editorial_real15 (written blind and scored twice
#: in the learn29 round), and real23 to real26 with editorial_real16 and editorial_real17
#: (written blind and scored twice in the learn30 round), and real27 to real31 with
#: editorial_real18 to editorial_real20 (written blind and scored twice in the learn31
#: round), and real32 to real35 with editorial_real21 to editorial_real23 (written blind
#: and scored twice in the learn32 round), and real36, real37, editorial_real24 and
#: editorial_real25 (written blind and scored twice in the learn33 round), and real38,
#: real39 and editorial_real26 (written blind and scored twice in the learn34 round), and
#: real40, real41 and editorial_real27 (written blind and scored twice in the learn35
#: round), and real42, real43 and editorial_real28 (written blind and scored twice in the
#: learn36 round), and real44, real45 and editorial_real29 (written blind and scored twice in
#: the learn37 round). The round's new blind sets join UNTUNED as they are committed.
UNTUNED = frozenset({"real10", "editorial_real5",
                     # written blind in the learn38 round, held out while they measure it
                     "real46", "real47", "editorial_real30"})


def training_folders() -> list[Path]:
    """The unsealed folders of tests/fixtures with gold lists, in name order."""
    return [d for d in sorted(FIXTURES.iterdir())
            if d.is_dir() and d.name not in SEALED_SETS | NOT_CORPUS and not sealed(d)
            and any(d.glob("*.gold.yaml"))]


def tuning_folders() -> list[Path]:
    """The training folders a bench may compare choices on: all but the untuned sets."""
    return [d for d in training_folders() if d.name not in UNTUNED]
