"""Machines named by what they host and writers named in the third person: an Apple chip
joined to its Mac by "with", Radxa's boards without "Pi", the programs a setup sentence
puts on each of two machines, a publisher's "the Acme team benchmarked" read as its own
"we", and a library named from its project ("acmecsv_fast") as that project's. Sentences
written for these tests."""

from __future__ import annotations

from claims.extract import extract
from claims.extract.conditions.index import find
from claims.extract.conditions.program_hosts import program_hosts
from claims.extract.facts.writer_team import as_first_person
from claims.extract.text.blocks import parse
from claims.learn.weights import RULES_ONLY
from claims.load.documents import parse_bytes
from claims.model import Independence


def _claims(text: str) -> dict[float, tuple[str | None, Independence]]:
    """Each claim's value -> (hardware, independence), as the rules alone decide."""
    claims = extract(parse_bytes(text.encode(), origin="t.md"), model=RULES_ONLY)[1]
    return {c.value: (c.conditions.hardware, c.independence) for c in claims}


def test_an_apple_chip_joined_to_its_mac_by_with_is_named() -> None:
    """Must: "a MacBook Air with an M3" and "a Mac Studio with the M2 Ultra" name the
    machine and its chip."""
    assert find("The build ran on a MacBook Air with an M3 and 16GB.").hardware == \
        "MacBook Air M3"
    assert find("on a Mac Studio with the M2 Ultra").hardware == "Mac Studio M2 Ultra"


def test_a_mac_with_an_intel_chip_or_none_gains_no_apple_chip() -> None:
    """Must not: a Mac "with" something else names no Apple chip."""
    for text in ("a MacBook Pro with an Intel Core i7 inside", "a MacBook Pro with more memory"):
        hardware = find(text).hardware
        assert hardware is None or " M" not in hardware


def test_radxa_boards_without_pi_are_boards() -> None:
    """Must: Radxa's boards by model letter or with the maker's name are machines."""
    assert find("The Rock 5B+ compiled the tree in 9 minutes.").hardware == "Rock 5B+"
    assert find("a ROCK 4C+ board").hardware == "ROCK 4C+"
    assert find("the Radxa Rock 5 ITX").hardware == "Radxa Rock 5 ITX"


def test_rock_followed_by_a_bare_number_is_no_board() -> None:
    """Must not: "Rock 5" with no letter or maker is a word and a number."""
    assert find("Rock 5 on the playlist, then Jazz 3.").hardware is None


HOSTS = """# Three caches on one stream

Memcached and Dragonfly ran on a Hetzner AX102 server. Valkey kept failing there, so it ran on
an AWS c7i.2xlarge instance.

| Cache | Ops/s |
|---|---|
| Memcached | 41200 |
| Dragonfly | 38700 |
| Valkey (on c7i.2xlarge) | 29900 |
"""


def test_programs_a_setup_puts_on_a_machine_bind_their_rows_to_it() -> None:
    """Must: the rows of programs the setup says ran on a machine take that machine; the
    row naming its own machine keeps it."""
    got = _claims(HOSTS)
    assert got[41200][0] == got[38700][0] == "Hetzner AX102"
    assert got[29900][0] == "c7i.2xlarge"


def test_a_sentence_opened_by_a_pronoun_or_article_names_no_program() -> None:
    """Must not: "The tests ran on X" makes no program an alias of X."""
    text = "The tests ran on a Hetzner AX102 server. Then it ran on a c7i.2xlarge."
    loaded = parse_bytes(text.encode(), origin="t.md")
    blocks = parse(loaded)[0]
    assert program_hosts(text, blocks, ["Hetzner AX102", "c7i.2xlarge"],
                         lambda s: find(s).hardware) == []


def test_programs_on_a_page_of_one_machine_are_no_aliases() -> None:
    """Must not: with one machine named, a program is no short name of it."""
    text = "Memcached and Dragonfly ran on a Hetzner AX102 server."
    blocks = parse(parse_bytes(text.encode(), origin="t.md"))[0]
    assert program_hosts(text, blocks, ["Hetzner AX102"], lambda s: find(s).hardware) == []
    assert program_hosts(text, blocks, ["Hetzner AX102", "c7i.2xlarge"],
                         lambda s: find(s).hardware) == [("Memcached", "Hetzner AX102"),
                                                         ("Dragonfly", "Hetzner AX102")]


def test_the_writer_naming_its_own_team_is_its_first_person() -> None:
    """Must: "The Acme team benchmarked" by Acme reads as "we benchmarked"; another
    party's team is left as written."""
    assert as_first_person("The Acme team benchmarked four clouds.", {"acme"}) == \
        "we benchmarked four clouds."
    assert as_first_person("The Zeta team benchmarked four clouds.", {"acme"}) == \
        "The Zeta team benchmarked four clouds."


OUTSIDE = """---
title: "Three databases for a mail server's index"
publisher: Postbox documentation
---

The Postbox team benchmarked three databases on one index load to pick the fastest.

| Database | Inserts/s |
|---|---|
| PostgreSQL | 15100 |
| MySQL | 13900 |
| SQLite | 9800 |
"""


def test_an_outside_writer_naming_its_team_as_measurer_is_a_third_party() -> None:
    """Must: a publisher timing products it does not make, in its team's name, reports a
    third party's run."""
    assert _claims(OUTSIDE)[15100][1] is Independence.third_party


def _libraries(publisher: str) -> dict[float, Independence]:
    """Each figure's independence on a page by `publisher` timing three CSV libraries."""
    text = (f"---\ntitle: CSV parsers compared\npublisher: {publisher}\n---\n\n"
            "Parse time of a 1 GB file, per library.\n\n| Library | Parse time |\n|---|---|\n"
            "| acmecsv_fast | 3.2 s |\n| pandas | 9.1 s |\n| polars | 4.4 s |\n")
    claims = extract(parse_bytes(text.encode(), origin="t.md"), model=RULES_ONLY)[1]
    return {c.value: c.independence for c in claims}


def test_a_library_named_from_the_writers_project_is_the_writers() -> None:
    """Must: the writer "acmecsv" timing "acmecsv_fast" beside rivals times its own work;
    must not: an unrelated writer timing the same rows."""
    assert _libraries("acmecsv")[3.2] is Independence.self_reported
    assert _libraries("zetalabs")[3.2] is not Independence.self_reported


def test_programs_put_on_two_machines_at_once_are_no_aliases() -> None:
    """Must not: "ran on both the X and the Y" ties the programs to no one machine."""
    text = "Memcached and Dragonfly ran on both a Hetzner AX102 and a c7i.2xlarge."
    blocks = parse(parse_bytes(text.encode(), origin="t.md"))[0]
    assert program_hosts(text, blocks, ["Hetzner AX102", "c7i.2xlarge"],
                         lambda s: find(s).hardware) == []
