"""Issue 24: tries of a repeated job, and one figure cited at two precisions.

A table whose columns are tries of one job gives each cell the try it is: a cold first try
never meets a warm later one, and two first tries meet only when both are called cold. A
figure printed again by a later document, with one digit fewer, is one measurement: a
citation when the later text names the source anywhere, "cannot tell" when it does not.

Every document and sentence here is written for these tests, in two fields (web servers'
page times under cold and warm caches, and storage: fio runs and drive bandwidths); each
mechanism has a case that must fire and one that must not.
"""

from __future__ import annotations

import pytest

from claims.compare import compare_claims, judge
from claims.compare.cited import rounded_alike
from claims.compare.conditions import table
from claims.compare.views import render_text
from claims.extract import extract
from claims.extract.conditions.run_columns import run_columns
from claims.extract.facts.references import references
from claims.load.documents import parse_bytes
from claims.model import Claim


def _post(title: str, publisher: str, body: str, *, host: str | None = None,
          date: str = "2026-03-01") -> str:
    """A Markdown announcement with front matter."""
    url = f"https://{host or publisher.lower() + '.example'}/post"
    return (f'---\ntitle: "{title}"\npublisher: {publisher}\nurl: {url}\n'
            f'published_at: {date}\n---\n\n{body}')


def _claims(text: str, name: str) -> dict[float, Claim]:
    """Each claim of a Markdown document by its value."""
    return {c.value: c for c in extract(parse_bytes(text.encode(), origin=name))[1]}


# Run columns, read from the header alone.

@pytest.mark.parametrize(("header", "states"), [
    (("Page", "Run 1 (cold)", "Run 2", "Run 3 (best)"),
     (None, "cold, try 1", "warm, try 2", "warm, try 3")),
    (("fio job", "First attempt", "Second attempt"), (None, "first, try 1", "warm, try 2")),
    (("Endpoint", "Cold cache", "Warm cache (ms)"), (None, "cold", "warm")),
    (("Kernel", "Cold", "Hot run"), (None, "cold", "warm")),
])
def test_columns_that_are_tries_of_one_job_state_their_try(header, states) -> None:
    assert run_columns(header) == states


@pytest.mark.parametrize("header", [
    ("Test", "Pass", "Fail"),                 # a verdict, not a try
    ("Tier", "Cold", "Hot"),                  # storage tiers: no column names a try
    ("Engine", "Runs", "Errors"),
    ("Entry", "No-cold run"),
    ("Encode", "Pass 1", "Pass 2"),          # two jobs of a two-pass encoder
])
def test_columns_that_are_not_tries_state_nothing(header) -> None:
    assert set(run_columns(header)) == {None}


# Web servers: page times under a cold and a warm cache, on one instance type.

_NGINX = _post("Static pages on an m7g.large", "Quillon", """# Page times

Each page was fetched three times in a row on one m7g.large; times in milliseconds.

| Operation | Run 1 (cold) | Run 2 | Run 3 |
|-----------|--------------|-------|-------|
| GET /index | 41.7 ms | 6.2 ms | 5.9 ms |
| GET /search | 88.4 ms | 19.6 ms | 18.8 ms |
""")
_CADDY = _post("Page fetches on m7g.large", "Verrel", """# Page times

Each page was fetched three times in a row on one m7g.large; times in milliseconds.

| Operation | Run 1 | Run 2 | Run 3 |
|-----------|-------|-------|-------|
| GET /index | 40.3 ms | 7.4 ms | 7.1 ms |
| GET /search | 93.2 ms | 21.5 ms | 20.9 ms |
""")
_COLD_TOO = _post("Cold and warm caches on m7g.large", "Ostrand", """# Page times

Each page was fetched after a cache flush, then again; times in milliseconds, on one
m7g.large.

| Operation | Cold cache | Warm cache |
|-----------|------------|------------|
| GET /index | 39.9 ms | 6.8 ms |
| GET /search | 90.1 ms | 20.2 ms |
""")


def test_a_cold_try_never_meets_a_warm_one() -> None:
    a, b = _claims(_NGINX, "a.md"), _claims(_COLD_TOO, "c.md")
    cold_vs_warm = judge(a[0.0417], b[0.0068])
    assert not cold_vs_warm.comparable and "workload" in cold_vs_warm.reasons
    assert any(d.condition == "try of a repeated job" for d in cold_vs_warm.differences)


def test_two_warm_tries_of_one_page_meet() -> None:
    a, b = _claims(_NGINX, "a.md"), _claims(_CADDY, "b.md")
    assert judge(a[0.0062], b[0.0074]).comparable          # second tries
    assert judge(a[0.0188], b[0.0209]).comparable        # third tries


def test_two_first_tries_meet_only_when_both_are_called_cold() -> None:
    a, b, c = _claims(_NGINX, "a.md"), _claims(_CADDY, "b.md"), _claims(_COLD_TOO, "c.md")
    unsaid = judge(a[0.0417], b[0.0403])                 # one side never says its first is cold
    assert not unsaid.comparable and unsaid.reasons == ("workload",)
    assert judge(a[0.0417], c[0.0399]).comparable        # both flushed their caches first


def test_every_pair_of_tries_shows_its_try_row() -> None:
    a, b, c = _claims(_NGINX, "a.md"), _claims(_CADDY, "b.md"), _claims(_COLD_TOO, "c.md")
    rows = {r.condition: r for r in table(a[0.0417], c[0.0068])}
    assert rows["try of a repeated job"].status == "different"
    assert table(a[0.0062], b[0.0074])[-1].status == "same"
    assert {r.condition: r.status for r in table(a[0.0417], b[0.0403])}[
        "try of a repeated job"] == "unstated"  # a first try not called cold
    plain = _claims(_post("Pages", "Harlo", "# Pages\n\nOn one m7g.large, the GET /index "
                          "operation took 6.5 ms.\n"), "p.md")[0.0065]
    assert "try of a repeated job" not in {r.condition for r in table(plain, plain)}


def test_a_try_stated_on_one_side_only_is_cannot_tell() -> None:
    plain = _claims(_post("Pages", "Harlo", "# Pages\n\nOn one m7g.large, the /index page "
                          "took 6.5 ms to serve.\n"), "p.md")[0.0065]
    warm = _claims(_NGINX, "a.md")[0.0062]
    assert not judge(plain, warm).comparable


# Storage: one drive's fio result file, and a later review that quotes it rounded.

_RESULTS = _post("fio results: the Pellam P9 on a c7gd.4xlarge", "Pellam Storage", """# fio

Pellam's result file for its P9 NVMe drive, fio 3.36, queue depth 32, 128 KiB blocks.

| Job | Run 1 | Run 2 | Run 3 |
|-----|-------|-------|-------|
| sequential read | 12.417 GB/s | 12.398 GB/s | 12.405 GB/s |
""", host="github.com/pellam/bench/blob/main/p9/fio-p9.json", date="2026-02-10")


def _review(note: str) -> str:
    """A later review that prints the result file's figures with one digit fewer."""
    return _post("Gen5 drives, rounded up", "Drive Desk", f"""# Gen5 drives

The P9 reads sequentially fast with fio 3.36 at queue depth 32 and 128 KiB blocks, on a
c7gd.4xlarge.

| Job | Run 1 | Run 2 | Run 3 |
|-----|-------|-------|-------|
| sequential read | 12.42 GB/s | 12.40 GB/s | 12.41 GB/s |

{note}
""", date="2026-03-20")


def test_a_rounded_copy_whose_source_is_named_anywhere_is_a_citation() -> None:
    original = _claims(_RESULTS, "r.md")
    copy = _claims(_review("Figures from Pellam's fio-p9.json result file."), "v.md")
    assert references(copy[12.42].source.quote) == ()  # named far from the figure
    result = compare_claims([*original.values(), *copy.values()])
    cited = {(p.left.value, p.right.value) for p in result.cited}
    assert {(12.417, 12.42), (12.398, 12.40), (12.405, 12.41)} <= cited
    assert not any({p.left.value, p.right.value} == {12.417, 12.42} for p in result.comparable)
    assert "(printed 12.41)" in render_text(result)  # the copy's own digits are shown


def test_a_source_line_naming_the_publisher_is_a_citation_and_a_generic_word_is_not() -> None:
    original = _claims(_RESULTS, "r.md")
    named = _claims(_review("Source: Pellam's own result files."), "v.md")
    generic = _claims(_review("Source: our storage lab's notes."), "w.md")  # "Storage" alone
    assert compare_claims([*original.values(), *named.values()]).cited
    assert not compare_claims([*original.values(), *generic.values()]).cited


def test_a_rounded_look_alike_that_names_no_source_is_cannot_tell() -> None:
    original = _claims(_RESULTS, "r.md")
    copy = _claims(_review("Our own lab ran every drive twice."), "v.md")
    result = compare_claims([*original.values(), *copy.values()])
    assert not result.cited
    # second tries on both sides: like for like, unless they are one measurement
    [pair] = [p for p in result.blocked if {p.left.value, p.right.value} == {12.398, 12.40}]
    assert pair.reasons == ("evidence",)
    assert "cannot tell" in pair.differences[0].condition
    assert pair.differences[0].left in ("12.398 GB/s", "12.40 GB/s", "12.398", "12.40")
    assert not any({p.left.value, p.right.value} == {12.398, 12.40} for p in result.comparable)


def test_another_try_is_never_a_copy_even_at_a_matching_rounding() -> None:
    original = _claims(_RESULTS, "r.md")
    copy = _claims(_review("Figures from Pellam's fio-p9.json result file."), "v.md")
    result = compare_claims([*original.values(), *copy.values()])
    # 12.40 (second try) rounds 12.398 and 12.405 alike; only its own try is its source
    assert (12.405, 12.40) not in {(p.left.value, p.right.value) for p in result.cited}


def test_references_are_links_result_files_and_source_lines_not_prose() -> None:
    text = ("## Numbers from the vendor\n\nThe tuned kernel is at https://k.example/x/patch.diff "
            "and its log in sched-run.log.\n\n> Source: Halvard Systems lab\n\n"
            "| Table 2: p99 wakeup latency |\n\nWe read from the page cache in 3 ms.\n")
    assert references(text) == ("https://k.example/x/patch.diff", "sched-run.log",
                                "numbers from the vendor", "source: halvard systems lab",
                                "table 2: p99 wakeup latency")


# Rounding alone, on record pairs in LLM serving.

def _rate(value: float, text: str, doc: str) -> Claim:
    """A throughput printed as `text` in document `doc`."""
    return Claim(value=value, value_text=text, unit="tokens/s", metric="throughput",
                 source={"quote": f"It served {text} tokens/s.", "url": f"https://{doc}.example/p",
                         "publisher": doc.title()})


@pytest.mark.parametrize(("a", "b", "alike"), [
    ((9278.8, "9,278.8"), (9279.0, "9,279"), True),      # one more digit, same figure
    ((12417.0, "12.417k"), (12420.0, "12.42k"), True),   # scale words keep the precision
    ((9278.8, "9,278.8"), (9281.0, "9,281"), False),     # off by more than the rounding
    ((12.4, "12.4"), (12.0, "12"), False),               # too coarse to say it repeats
    ((5.0, "5.0"), (5.0, "5.0"), False),                 # equal: not a two-precision print
])
def test_rounded_alike_needs_one_rounding_to_the_other(a, b, alike) -> None:
    assert rounded_alike(_rate(*a, doc="one"), _rate(*b, doc="two")) is alike


def test_an_equal_value_naming_a_source_dated_after_it_is_cannot_tell() -> None:
    """Databases: a post dated before the result page it names cannot have copied it."""
    page = _claims(_post("TPC-C on Orvane 4", "Orvane", "# Result\n\nOn the TPC-C benchmark, "
                         "Orvane 4 reached 412,300 tpmC on one r7i.8xlarge.\n",
                         date="2026-05-01"), "o.md")[412300.0]
    early = _claims(_post("Notes", "Tesk", "# Notes\n\nOn the TPC-C benchmark, Orvane "
                          "4 reached 412,300 tpmC on one r7i.8xlarge, Orvane says.\n",
                          date="2026-04-01"), "t.md")[412300.0]
    result = compare_claims([page, early])
    assert not result.cited and not result.comparable
    assert [p.reasons for p in result.blocked] == [("evidence",)]
