"""Whether a title names its writer: a name's hyphenated part, and where a description says
the page is published, are no names of the writer (claims.extract.facts.writer_words)."""

from __future__ import annotations

import pytest

from claims.extract import extract
from claims.extract.facts.writer_words import name_words, title_words
from claims.extract.setting import own_report
from claims.learn.weights import RULES_ONLY
from claims.load.documents import parse_bytes
from claims.model import Independence


@pytest.mark.parametrize("name, words", [
    ("kmori (GPU-Notes on GitHub)", {"kmori", "gpu-notes"}),
    ("Orbit Labs (OrbitDB-tools repository)", {"orbit", "orbitdb-tools"}),
    ("The Apache QuillDB blog", {"apache", "quilldb"}),
])
def test_a_writers_name_words(name: str, words: set[str]) -> None:
    assert name_words(name) == words


def test_names_joined_by_a_hyphen_are_each_a_name() -> None:
    assert {"acme", "fastkv"} <= name_words("Acme (ACME-FastKV documentation)")


def test_a_title_word_is_read_alone_and_whole() -> None:
    assert {"fastkv-cloud", "fastkv", "cloud"} <= title_words("FastKV-Cloud doubles reads")


@pytest.mark.parametrize("publisher, title, own", [
    # the repository's "GPU-Notes" is one name: a title about GPUs does not name its writer
    ("kmori (GPU-Notes on GitHub)", "Timing five GPU inference servers on one card", False),
    # where the notes live is no name of the writer
    ("kmori (notes on GitHub)", "How fast are GitHub Actions runners?", False),
    ("Acme (ACME-FastKV documentation)", "FastKV 3.1 read throughput", True),
    ("kmori (FastKV-Bench repository)", "FastKV-Bench results", True),
])
def test_a_title_names_its_writer_only_by_a_name(publisher: str, title: str,
                                                 own: bool) -> None:
    assert own_report({"publisher": publisher, "title": title}, title) is own


def test_a_users_notes_comparing_servers_are_a_third_partys() -> None:
    text = ("---\ntitle: \"Benchmarking three LLM serving engines on one RTX 4090\"\n"
            "publisher: \"kmori (LLM-Study notes on GitHub)\"\n---\n\n"
            "# Serving engines compared\n\nThree serving engines are run against each other "
            "with one load script.\n\n| engine | throughput (tok/s) |\n|---|---|\n"
            "| Quill | 1,250 |\n| Brine | 980 |\n| Heron | 1,105 |\n")
    _, claims = extract(parse_bytes(text.encode(), origin="notes.md"), model=RULES_ONLY)
    assert claims and {c.independence for c in claims} == {Independence.third_party}


@pytest.mark.parametrize("name, words", [
    # a description names nobody: its article, its kind of page, a placeholder
    ("an individual developer's notes (repository not recorded)", set()),
    ("unknown (a CPU benchmark write-up run on a rented VM)", set()),
    ("benchmark page of a Go HTTP router project", set()),
    # the name before the description still names its writer
    ("Ada Quill (AdaQuill/Notes, an independent reviewer's articles)", {"ada", "adaquill"}),
    ("Corvid Labs, a storage vendor", {"corvid"}),
    # must not: a name opening with a capital after an article-like letter stays a name
    ("A10 Networks blog", {"a10"}),
])
def test_a_description_is_no_name(name: str, words: set[str]) -> None:
    assert name_words(name) == words


@pytest.mark.parametrize("publisher, title, own", [
    # "an" of the description is no name, though the title holds "an"
    ("an individual developer's repository", "Redis on an ARM laptop", False),
    # "CPU" of a description opened by an article names nobody
    ("unknown (a CPU benchmark write-up)", "CPU Benchmark", False),
    # must do: a name the title holds still ties the writer
    ("Corvid Labs, a storage vendor", "Corvid 4 random reads", True),
])
def test_a_title_holding_a_descriptions_words_names_no_writer(publisher: str, title: str,
                                                               own: bool) -> None:
    assert own_report({"publisher": publisher, "title": title}, title) is own
