"""The writer's stance where the front matter names a publisher but does not settle its
tie: the repository the page lives in is the measured project, the publisher is among the
products compared, or two products none of them the publisher's are set side by side; and
a sentence handing its figures to a named outside party."""

from __future__ import annotations

from claims.extract import extract
from claims.extract.document import extract_rules
from claims.extract.facts.ownership import Ownership
from claims.extract.setting import claims_making, repository
from claims.learn.weights import RULES_ONLY
from claims.load.documents import parse_bytes
from claims.model import Independence


def _read(text: str) -> tuple[Ownership, set[Independence]]:
    """The stance read at extraction and the rules' independences of the figures."""
    loaded = parse_bytes(text.encode(), origin="<test>")
    stance = extract_rules(loaded)[2]().stance
    return stance, {c.independence for c in extract(loaded, model=RULES_ONLY)[1]}


_REPO_PAGE = """---
title: Benchmarks
publisher: Wrenfold (wrenfold-org/wrenfold docs)
url: https://github.com/wrenfold-org/wrenfold/blob/main/BENCH.md
---

# Benchmarks

wrenfold parses the sample corpus at 410 MB/s on one core.
"""

_PUBLISHER_AMONG = """---
title: Load tests
publisher: Kestrel proxy project (docs)
---

| Target | Kestrel | nginx |
|---|---|---|
| Requests/s | 28000 | 26500 |
"""

_OUTSIDE_VERSUS = """---
title: Quokka against Tarn for pub/sub
publisher: Lena Brandt (personal notes)
---

Both brokers ran with defaults; Quokka moved 41,000 messages/s and Tarn 27,500 messages/s.
"""

_COMPARISON_REPO = """---
title: Benchmarks
publisher: Lena Brandt (quokka-vs-tarn repository)
url: https://github.com/lbrandt/quokka-vs-tarn
---

The quokka-vs-tarn harness sent 41,000 messages/s.
"""


def test_the_repository_of_the_measured_project_is_its_maker() -> None:
    stance, found = _read(_REPO_PAGE)
    assert stance is Ownership.owner
    assert found == {Independence.self_reported}


def test_a_publisher_among_the_compared_products_made_one_of_them() -> None:
    stance, found = _read(_PUBLISHER_AMONG)
    assert stance is Ownership.owner
    assert found == {Independence.self_reported}


def test_two_products_none_the_publishers_are_an_outsiders_comparison() -> None:
    stance, found = _read(_OUTSIDE_VERSUS)
    assert stance is Ownership.outsider
    assert found == {Independence.third_party}


def test_a_repository_named_for_a_comparison_names_no_product() -> None:
    assert repository("https://github.com/lbrandt/quokka-vs-tarn", None) == "quokka-vs-tarn"
    assert repository(None, "Google (acme-org/maxrun documentation)") == "maxrun"
    assert repository("https://example.org/post", "A blog") is None
    assert _read(_COMPARISON_REPO)[0] is not Ownership.owner


def test_a_figure_given_to_a_named_outsider_is_theirs_under_the_rules() -> None:
    text = ("---\ntitle: Tuning Marl\npublisher: Marl project\n---\n\n"
            "We reworked the Marl metadata path and reached 180,000 creates/s.\n\n"
            "Pellucid Labs reported 95,000 creates/s for the previous release.\n")
    claims = extract(parse_bytes(text.encode(), origin="<test>"), model=RULES_ONLY)[1]
    found = {c.value: c.independence for c in claims}
    assert found[180000.0] is Independence.self_reported
    assert found[95000.0] is Independence.third_party


def test_building_ones_rig_is_no_making_of_what_it_measures() -> None:
    rig = ("---\ntitle: My NAS\nauthor: Jo Park\n---\n\n"
           "I built a file server from spare parts and ran fio on it.\n\n"
           "Random writes reached 412 IOPS.\n")
    made = rig.replace("I built a file server from spare parts",
                       "We built Tern, a log-structured store,")
    assert _read(rig)[0] is Ownership.first_person
    assert _read(made)[0] is Ownership.owner


def test_a_publisher_that_makes_none_of_it_is_an_outsider() -> None:
    text = ("---\ntitle: Sweeping GPUs\npublisher: a user's fork; the author makes none of "
            "the hardware or software measured\n---\n\nThis fork adds a sweep.\n\n"
            "One GPU served 1,900 tokens/s.\n")
    stance, found = _read(text)
    assert stance is Ownership.outsider
    assert Independence.self_reported not in found


def test_a_vendor_among_the_compared_makers_made_one_of_them() -> None:
    text = ("---\ntitle: H200 against MI300X for long prompts\npublisher: NVIDIA\n---\n\n"
            "The H200 server served 4,100 tokens/s and the MI300X server 3,800.\n")
    assert _read(text)[0] is not Ownership.outsider
    outside = text.replace("publisher: NVIDIA", "publisher: Lumen Labs")
    assert _read(outside)[0] is Ownership.outsider


_PRODUCT_TABLE = """---
title: Object stores for the lab
publisher: Harbor Platform team (harbor docs)
---

Use these numbers to pick a store; our advice is to use your cloud's own.

| Product | Write MB/s |
|---|---|
| Cobalt S3 | 410 |
| Minnow | 380 |
| Tern Object | 295 |
"""


def test_a_table_of_products_none_the_publishers_is_an_outsiders_comparison() -> None:
    stance, found = _read(_PRODUCT_TABLE)
    assert stance is Ownership.outsider
    assert found == {Independence.third_party}
    # the publisher's own product among the rows: its maker's comparison
    own = _PRODUCT_TABLE.replace("| Minnow |", "| Harbor Store |")
    assert _read(own)[0] is Ownership.owner
    # two rows are no list of products
    two = _PRODUCT_TABLE.replace("| Tern Object | 295 |\n", "")
    assert _read(two)[0] is not Ownership.outsider


def test_building_someones_code_is_no_making() -> None:
    text = ("---\ntitle: Compile times\nauthor: Jo Park\n---\n\n"
            "We built with gcc 13 and then without LTO.\n\nThe build took 412 seconds.\n")
    assert _read(text)[0] is Ownership.first_person


_OWN_KERNELS = """---
title: "Tiled GEMM on one GPU: naive against shared-memory tiles"
publisher: "an individual developer's kernel repository (qlin/gemm-tiles)"
---

## Setup

One RTX 4080 with CUDA 12.4.

The naive kernel reached 1.9 TFLOP/s and the tiled kernel 7.3 TFLOP/s.
"""

_USERS_BENCHMARKS = _OWN_KERNELS.replace("kernel repository", "benchmark repository")


def test_a_writers_repository_of_its_own_kind_of_software_is_the_maker() -> None:
    # "a developer's kernel repository": the kernels measured are the writer's own
    assert claims_making("an individual developer's kernel repository (qlin/gemm-tiles)")
    assert claims_making("benchmark page of a Go HTTP router project")
    stance, found = _read(_OWN_KERNELS)
    assert stance is Ownership.owner
    assert found == {Independence.self_reported}


def test_a_writers_benchmark_or_test_repository_makes_nothing() -> None:
    # must not: a repository of benchmarks, tests or notes holds no product of the writer's
    assert not claims_making("an individual developer's benchmark repository (qlin/gemm)")
    assert not claims_making("a user's database test repository (qlin/db-tests)")
    assert not claims_making("an outside tester (README of a broker benchmark repository)")
    stance, found = _read(_USERS_BENCHMARKS)
    assert stance is not Ownership.owner
    assert Independence.self_reported not in found


_DESCRIBED_VERSUS = """---
title: Quokka against Tarn for pub/sub
publisher: a home-lab cluster's notes (repository not recorded)
---

We ran both brokers with defaults; Quokka moved 41,000 messages/s and Tarn 27,500 messages/s.
"""


def test_a_writer_described_but_not_named_comparing_two_products_is_an_outsider() -> None:
    stance, found = _read(_DESCRIBED_VERSUS)
    assert stance is Ownership.outsider
    assert found == {Independence.third_party}


def test_a_writer_neither_named_nor_described_is_no_outsider() -> None:
    # must not: with no publisher at all, "we ran" stays the writer's own run
    stance, found = _read(_DESCRIBED_VERSUS.replace(
        "publisher: a home-lab cluster's notes (repository not recorded)\n", ""))
    assert stance is not Ownership.outsider
    assert Independence.third_party not in found
