"""experimental-component and a component built from the head of its repository: "built
from trunk" (or main, master, HEAD) is a build before any release, as a nightly is, and a
setup line saying how a component was built ("Vane: built from trunk") is the writer's
account of what ran. Documents of our own."""

from __future__ import annotations

from claims.extract.facts.evidence import maturity, version_entry
from claims.model import Maturity
from tests.vetting import rules

RULE = "experimental-component"


def test_a_build_from_the_repository_head_is_a_pre_release() -> None:
    assert maturity("Vane: built from trunk in release mode.") is Maturity.preview
    assert maturity("It was compiled from the master branch.") is Maturity.preview


def test_a_build_from_source_or_from_files_is_not() -> None:
    assert maturity("Vane: built from source with -O2.") is None
    assert maturity("The tool is built from main.c and util.c.") is None


def test_a_setup_line_saying_how_it_was_built_is_an_entry() -> None:
    assert version_entry("Vane: built from trunk in release mode.")
    assert not version_entry("The results below were built from three runs.")


SETUP = ("These numbers come from one test machine.\n\nVane: {build}.\n"
         "Postgres: the docker image postgres:16\n\n| server | tps |\n|---|---|\n"
         "| postgres | 6120 |\n| vane | 940 |\n")


def test_a_server_built_from_trunk_is_flagged() -> None:
    assert RULE in rules(SETUP.format(build="built from trunk in release mode"))


def test_a_released_server_is_not() -> None:
    assert RULE not in rules(SETUP.format(build="release 24.1 in release mode"))
