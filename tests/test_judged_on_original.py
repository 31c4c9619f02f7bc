"""A reprint's figure set beside another figure of the page it reprints is that page's own
comparison: judged on the figure it cites, never refused only for being a copy. And a table
whose rows name their quantity ("| Metric | a | b |") reads its row label as a condition,
its figure columns as subjects, and a bracketed qualifier ("b (FP8)") as another setup.

Pages written for these tests: LLM serving and an HTTP server shoot-out.
"""

from __future__ import annotations

from claims.compare import compare_claims, judge
from claims.extract import extract
from claims.load.documents import parse_bytes
from claims.model import Claim


def _doc(title: str, publisher: str, url: str, body: str) -> str:
    """A Markdown page with front matter, undated."""
    return f'---\ntitle: "{title}"\npublisher: {publisher}\nurl: {url}\n---\n\n{body}'


def _claims(text: str, name: str) -> list[Claim]:
    """The claims of a Markdown document."""
    return extract(parse_bytes(text.encode(), origin=name))[1]


_VENDOR = _doc("Quillon serving results", "Quillon (quillon-ai)",
               "https://github.com/quillon-ai/quillon/blob/main/RESULTS.md", """# Results

All runs on one node of 8x H100 SXM, Llama 3.1 70B in FP8, 1,024 input and 256 output
tokens.

| Engine | Concurrency | Output tokens/s |
|--------|-------------|-----------------|
| Quillon | 16 | 2,418 |
| Tarsel | 16 | 1,977 |
| Quillon | 64 | 6,905 |
| Tarsel | 64 | 5,120 |
""")

_REPRINT = _doc("This week in inference", "Servewatch", "https://servewatch.example/week-12",
                """# This week

Quillon posted serving numbers for Llama 3.1 70B; see the Quillon results page
(github.com/quillon-ai/quillon, RESULTS.md) for the full set.

| Engine | Concurrency | Output tokens/s |
|--------|-------------|-----------------|
| Quillon | 16 | 2,418 |
| Quillon | 64 | 6,905 |
""")


def _pair(result, left: float, right: float):
    """The judged pair of two values, either way round."""
    for p in (*result.comparable, *result.blocked):
        if {p.left.value, p.right.value} == {left, right} and \
                p.left.source.url != p.right.source.url:
            return p
    raise AssertionError(f"no pair {left} / {right}")


def test_a_copy_beside_the_originals_other_row_is_judged_on_the_original() -> None:
    result = compare_claims([*_claims(_VENDOR, "v.md"), *_claims(_REPRINT, "r.md")])
    pair = _pair(result, 1977, 2418)
    assert pair.comparable
    assert any("judged on the figure it cites" in (d.left or d.right or "")
               for d in pair.differences)


def test_a_copy_beside_another_setting_of_the_original_stays_refused() -> None:
    result = compare_claims([*_claims(_VENDOR, "v.md"), *_claims(_REPRINT, "r.md")])
    assert not _pair(result, 5120, 2418).comparable


_SHOOTOUT = _doc("Three HTTP servers", "Kestrelworks", "https://kestrel.example/shootout",
                 """# One c7i.large, wrk with 64 connections

| Metric | Nginx | Caddy | Caddy (TLS) |
|--------|-------|-------|-------------|
| GET /index, requests/s | 181433 | 150288 | 97311 |
| POST /form, requests/s | 60124 | 51877 | 40916 |
""")


def test_rows_naming_their_quantity_meet_only_in_one_row() -> None:
    found = {c.value: c for c in _claims(_SHOOTOUT, "s.md")}
    assert judge(found[181433], found[150288]).comparable
    assert not judge(found[181433], found[51877]).comparable


def test_a_bracketed_qualifier_is_another_setup_of_the_subject() -> None:
    found = {c.value: c for c in _claims(_SHOOTOUT, "s.md")}
    assert not judge(found[150288], found[97311]).comparable


def test_a_unit_in_brackets_is_no_setup() -> None:
    found = {c.value: c for c in _claims(_doc(
        "Two drives", "Platewise", "https://platewise.example/fio", """# fio on two drives

| Metric | PM1743 | Value (MB/s) |
|--------|--------|--------------|
| Sequential read | 13100 | 14020 |
| Sequential write | 6600 | 6950 |
"""), "d.md")}
    assert all(s.name != "setup" for c in found.values() for s in c.conditions.settings)
