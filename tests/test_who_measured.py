"""Who measured on a page in a code repository: a learned `self` stands for the repository's
owner timing its own code, not for a person's repository surveying other makers' machines."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from claims.extract import extract
from claims.extract.facts.writer_tie import writer_tied
from claims.learn.weights import INTERCEPT, RULES_ONLY, parse
from claims.learn.who_measured import surveys_machines
from claims.load.documents import parse_bytes
from claims.model import Independence

#: A model sure, whatever the figure, that the writer measured it.
_EAGER = {"figures": {"measured_by": {"self": {INTERCEPT: 9.0}, "partner": {}}},
          "margins": {"measured_by": 3.0}}


def _independence(text: str, eager: bool) -> set[Independence]:
    """Who measured each figure of a page, under the rules alone or a model sure of `self`."""
    model = parse({"format": 1, **_EAGER}, "<test>") if eager else RULES_ONLY
    return {c.independence for c in extract(parse_bytes(text.encode(), origin="<test>"),
                                            model=model)[1]}


def _page(publisher: str, repo: str, body: str) -> str:
    """A page of a code repository, with a publisher named for it."""
    return (f"---\ntitle: Timings\npublisher: \"{publisher}\"\n"
            f"url: https://github.com/{repo}\n---\n\n{body}")


_SURVEY = _page("okrandle (okrandle/speech-thesis on GitHub)", "okrandle/speech-thesis",
                "Each row is one device transcribing the same recording.\n\n"
                "| kind | device | audio seconds per second |\n|---|---|---|\n"
                "| CPU | Intel Core i9-13900K | 6.2 |\n| GPU | NVIDIA RTX 4090 | 71.5 |\n"
                "| GPU | NVIDIA L40S | 64.8 |\n| GPU | NVIDIA T4 | 18.3 |\n")
_OWN_CODE = (
    _page("Quillfeather Labs (quillfeather/kernel-notes on GitHub)", "quillfeather/kernel-notes",
          "We timed the enqueue path on an AMD EPYC 9654 server, with an Intel Xeon E5-2690 "
          "box as the reference.\n\n| test | Xeon E5-2690 ns | EPYC 9654 ns |\n|---|---|---|\n"
          "| single | 12.4 | 9.1 |\n| batch of 16 | 48.0 | 30.2 |\n"),
    _page("Harrow Data (harrowdata/decoder-notes on GitHub)", "harrowdata/decoder-notes",
          "| device | tokens/s |\n|---|---|\n| NVIDIA A10G | 820 |\n| NVIDIA L4 | 760 |\n"
          "| NVIDIA H100 | 3900 |\n"),
)


def test_a_repository_surveying_other_makers_machines_is_the_rules_to_read() -> None:
    """A person's repository timing one program on four devices of two makers, none of them
    its own: a model sure of `self` does not make the figures self-reported."""
    learned = _independence(_SURVEY, eager=True)
    assert learned == _independence(_SURVEY, eager=False)
    assert Independence.self_reported not in learned


@pytest.mark.parametrize("page", _OWN_CODE)
def test_a_repository_timing_its_code_keeps_a_learned_self(page: str) -> None:
    """A project's notes timing its code on its server beside one reference machine, or on
    three machines of one maker: the learned `self` stands."""
    assert _independence(page, eager=True) == {Independence.self_reported}


def _figures(*machines: str | None) -> list[SimpleNamespace]:
    """Stand-ins for claims, each with the machine its conditions name."""
    return [SimpleNamespace(conditions=SimpleNamespace(hardware=m)) for m in machines]


@pytest.mark.parametrize("machines, publisher, surveyed", [
    (("Apple M2 Max", "NVIDIA A100", "NVIDIA L4", None), "pkline (pkline/paper)", True),
    # the same machine spelled twice is one machine: two machines are no survey
    (("Apple M2 Max", "M2 Max", "NVIDIA A100"), "pkline (pkline/paper)", False),
    # three machines of one maker
    (("NVIDIA A100", "NVIDIA L4", "NVIDIA T4"), "pkline (pkline/paper)", False),
    # a maker among the machines' makers publishes the page
    (("AMD EPYC 9654", "Intel Xeon 8480", "NVIDIA H100"), "AMD (amd/perf-notes)", False),
])
def test_a_survey_is_three_machines_of_two_makers_none_the_publishers(
        machines: tuple[str | None, ...], publisher: str, surveyed: bool) -> None:
    """What counts as figures surveying other makers' machines."""
    assert surveys_machines(_figures(*machines), publisher) is surveyed  # type: ignore[arg-type]


def _titled(title: str, publisher: str, repo: str, body: str) -> str:
    """A page of a code repository with its title and publisher."""
    return (f"---\ntitle: \"{title}\"\npublisher: \"{publisher}\"\n"
            f"url: https://github.com/{repo}\n---\n\n{body}")


_ECHO = ("Each server answered the same echo request over loopback.\n\n"
         "| server | requests/s |\n|---|---|\n| Kestrel | 41000 |\n| Hyper | 52000 |\n"
         "| Actix | 55000 |\n")


def test_a_persons_repository_timing_others_software_is_a_third_party() -> None:
    """A handle's repository, named for neither, timing servers the title names: a model
    sure of `self` does not make the figures self-reported."""
    page = _titled("Echo servers in Kestrel, Hyper and Actix", "tmlaska (tmlaska/loopnotes)",
                   "tmlaska/loopnotes", _ECHO)
    assert _independence(page, eager=True) == {Independence.third_party}


@pytest.mark.parametrize(("title", "publisher", "repo"), [
    # the repository's owner names the project the title times
    ("Hyper echo throughput on loopback", "Hyper maintainers (hyperium/hyper)",
     "hyperium/hyper"),
    # an organisation's repository times its own work more often than not
    ("Echo servers in Kestrel, Hyper and Actix", "Tallow Technologies (tallow/echo-lab)",
     "tallow/echo-lab"),
    # a company's blog repository is its own writing, not someone's harness
    ("Echo servers in Kestrel, Hyper and Actix", "Tallow Systems blog (tallow/blog)",
     "tallow/blog"),
])
def test_a_repository_tied_to_what_it_times_keeps_a_learned_self(
        title: str, publisher: str, repo: str) -> None:
    """A project's repository timing its own server, or a blog's repository: `self` stands."""
    assert _independence(_titled(title, publisher, repo, _ECHO), eager=True) == {
        Independence.self_reported}


@pytest.mark.parametrize(("url", "publisher", "title", "tied"), [
    # a repository named for the benchmarks of a product names what it times
    ("https://github.com/qzhou/redis-queue-benchmarks", "qzhou", "Redis as a queue on 8 vCPU",
     False),
    # a title spelling the whole repository name is that repository's own page
    ("https://github.com/acme/sealed-rpc-benchmarks", "Acme", "sealed-rpc-benchmarks: DCAP",
     True),
    # a vendor whose part the title names
    ("https://github.com/NVIDIA/kernels", "NVIDIA", "GEMM on H100 SXM", True),
    ("https://github.com/qzhou/homelab", "qzhou", "fio on two Kioxia CD6 drives", False),
    # off a forge, or a title that names nothing: no reading
    ("https://example.com/post", "qzhou", "fio on two Kioxia CD6 drives", True),
    ("https://github.com/qzhou/homelab", "qzhou", "Timings", True),
])
def test_writer_tied(url: str, publisher: str, title: str, tied: bool) -> None:
    """Whether the writer's names meet what the title measures."""
    assert writer_tied(url, publisher, title) is tied
