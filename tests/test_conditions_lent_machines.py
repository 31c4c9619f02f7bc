"""Machines named by their provider: "thanks to ... of acme.io, who lent us the machines"
and a setup counting "3 servers" name the unnamed machine "Acme server"."""

from claims.extract.conditions.lent_machines import lent_machine
from claims.extract.text.blocks import blocks
from claims.load.documents import parse_bytes
from tests.conftest import claim_by_text, claims_of

DOMAIN = """# Proxy shoot-out

Our thanks to jdoe of hostfarm.io, who lent us the machines for these runs.

We used 3 servers with 16 cores each.

The proxy served 48,200 requests/s.
"""

NAMED_SUBJECT = """# Cache test

Northwind kindly provided the servers for this test.

The cache answered 91,000 queries/s.
"""

NO_CREDIT = """# Cache test

Northwind is a company from Lisbon. We used 3 servers.

The cache answered 91,000 queries/s.
"""

TWO_PROVIDERS = """# Cache test

The servers were provided by Northwind and by Contoso.

The cache answered 91,000 queries/s.
"""


def _lent(markdown: str) -> str | None:
    loaded = parse_bytes(markdown.encode(), origin="doc.md")
    return lent_machine(loaded.text, blocks(loaded))


def test_a_provider_by_domain_and_the_setups_kind() -> None:
    """Must: the domain's name and the counted kind; the results take that machine."""
    assert _lent(DOMAIN) == "Hostfarm server"
    assert claim_by_text(claims_of(DOMAIN), "48,200").conditions.hardware == "Hostfarm server"


def test_a_provider_as_the_subject_and_the_credits_noun() -> None:
    """Must: "Northwind kindly provided the servers" with no count: the credit's noun."""
    assert _lent(NAMED_SUBJECT) == "Northwind server"


def test_no_credit_names_no_machine() -> None:
    """Must not: a company named beside a count, without crediting it the machines."""
    assert _lent(NO_CREDIT) is None


def test_two_providers_name_no_one_machine() -> None:
    """Must not: a credit naming two providers says no one machine."""
    assert _lent(TWO_PROVIDERS) is None
