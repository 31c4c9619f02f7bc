"""Signs that a page measures its writer's own work, read where the front matter does not
settle who wrote it: a mail's subject posting a patch, a run labelled with the branch of
the repository the page lives in, a repository named for the benchmarks of the product its
title opens with; and variants of one thing in a table's rows are no rival products."""

from __future__ import annotations

from claims.extract.document import extract_rules
from claims.extract.facts.ownership import Ownership, benchmarks_of_title, mail_subject
from claims.load.documents import parse_bytes


def _stance(text: str) -> Ownership:
    """The writer's stance read at extraction."""
    return extract_rules(parse_bytes(text.encode(), origin="<test>"))[2]().stance


_MAIL = """Subject: [PATCH v3 0/2] net: batch the receive queue refill

Running several copies of the echo server side by side on a big host, we see the refill
path take 18% of the cycles. With the two patches, throughput rose by 11%.
"""


def test_a_mail_posting_a_patch_is_its_makers_own() -> None:
    # "side by side" would read as setting products against each other
    assert _stance(_MAIL) is Ownership.owner
    assert mail_subject("Subject: hello\n\nbody", None) == "hello"
    assert mail_subject("A post\n\nSubject: hello", None) == ""


_VARIANTS = """---
title: "Halo exchange at 4 GPUs"
publisher: jdoe (stencil-kernels repository on GitHub)
url: https://github.com/jdoe/stencil-kernels/blob/main/RESULTS.md
---

Four GPUs ran each exchange for 500 iterations.

| Implementation | Time (ms) | Efficiency |
|---|---|---|
| Pinned (host staging) | 51.2 | 91.5% |
| Stream-async (NCCL) | 77.9 | 60.1% |
| Stream-ipc (P2P) | 80.4 | 58.2% |
"""

_RIVALS = _VARIANTS.replace("Pinned (host staging)", "Gloo").replace(
    "Stream-async (NCCL)", "NCCL").replace("Stream-ipc (P2P)", "MPICH")


def test_variants_of_one_thing_are_no_rival_products() -> None:
    # two rows open with one word: two products, not three
    assert _stance(_VARIANTS) is not Ownership.outsider
    assert _stance(_RIVALS) is Ownership.outsider


_BRANCH = """---
title: "Halo exchange at 4 GPUs"
publisher: jdoe (stencil-kernels repository on GitHub)
url: https://github.com/jdoe/stencil-kernels/blob/main/RESULTS.md
---

**GPUs**: 4
**Branch**: `main`

The exchange took 51.2 ms per iteration.
"""


def test_a_branch_label_in_a_repository_page_measures_its_code() -> None:
    assert _stance(_BRANCH) is Ownership.owner
    # off a code repository, a branch names no code of the writer's
    assert _stance(_BRANCH.replace("url: https://github.com/jdoe/stencil-kernels/blob/main/"
                                   "RESULTS.md", "url: https://example.org/halo")
                   .replace(" (stencil-kernels repository on GitHub)", "")) \
        is not Ownership.owner


def test_a_repository_named_for_its_products_benchmarks() -> None:
    assert benchmarks_of_title("quillkv-bench-results", "Quill-KV benchmark results")
    assert benchmarks_of_title("fastq-benchmark", "FastQ 2.1 throughput on c7g")
    # named for a comparison, or for a product the title does not open with
    assert not benchmarks_of_title("redis-vs-nats", "Redis against NATS")
    assert not benchmarks_of_title("envoy-benchmark", "Six proxies: haproxy and envoy")
    # a name with no word of benchmarking is the repository's own project
    assert not benchmarks_of_title("fastq", "FastQ 2.1 throughput")
    # its maker's benchmark repository, setting its product against a rival's, owns it
    page = """---
title: "Quill-KV benchmark results"
publisher: ana (quillkv-bench-results on GitHub)
url: https://github.com/ana/quillkv-bench-results/blob/main/README.md
---

Requests per second for Quill-KV and Redis on one host.

| Store | Requests/s |
|---|---|
| Quill-KV | 120000 |
| Redis | 98000 |
"""
    assert _stance(page) is Ownership.owner
