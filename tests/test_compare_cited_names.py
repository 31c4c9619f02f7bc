"""Issue 24: a citation needs the later document to name the earlier source. The words of a
publisher's description ("Quillon (scripts for tuning miners on Linux)") are no name of
it: a later sentence that merely holds "for" or "with" does not cite it, while an
identifier in the description (a domain, an account's path) still names the source.

Every document and sentence here is written for these tests.
"""

from __future__ import annotations

from claims.compare.cited import names_source
from claims.extract import extract
from claims.load.documents import parse_bytes
from claims.model import Claim


def _post(publisher: str, body: str, url: str) -> str:
    """A Markdown announcement with front matter."""
    return (f'---\ntitle: "Notes"\npublisher: {publisher}\nurl: {url}\n'
            f'published_at: 2026-03-01\n---\n\n{body}\n')


def _claim(text: str, value: str) -> Claim:
    """The claim of a document printed as `value`."""
    claims = extract(parse_bytes(text.encode(), origin="t.md"))[1]
    return next(c for c in claims if c.value_text == value)


_EARLIER = _post("Quillon (quillon/RigTools repository; scripts for tuning miners on Linux)",
                 "Our tuned card reached 41.5 MH/s on the Ethash test.",
                 "https://git.example/quillon/RigTools/README.md")


def test_description_words_do_not_name_a_source() -> None:
    """Must not: "for" and "with" of the earlier publisher's description, in the later
    sentence, are no citation."""
    later = _claim(_post("Ostrava Hardware Notes",
                         "With the stock cooler and settings for a quiet room the card gave "
                         "41.5 MH/s.", "https://ostrava.example/notes"), "41.5")
    earlier = _claim(_EARLIER, "41.5")
    assert not names_source(later, earlier)


def test_name_before_the_description_names_the_source() -> None:
    """Must: the publisher's own name in the later sentence is a citation."""
    later = _claim(_post("Ostrava Hardware Notes",
                         "Quillon reports 41.5 MH/s for the tuned card.",
                         "https://ostrava.example/notes"), "41.5")
    assert names_source(later, _claim(_EARLIER, "41.5"))


def test_identifier_in_the_description_names_the_source() -> None:
    """Must: an account path from the description, in the later sentence, names it."""
    later = _claim(_post("Ostrava Hardware Notes",
                         "The quillon/rigtools scripts give 41.5 MH/s on this card.",
                         "https://ostrava.example/notes"), "41.5")
    assert names_source(later, _claim(_EARLIER, "41.5"))
