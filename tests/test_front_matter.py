"""Front matter as real posts write it: Jekyll and Hugo keys, TOML blocks, a date in the file
name, HTML meta tags and schema.org JSON-LD; and the self-reported judgement that uses them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from claims.errors import ClaimsError
from claims.extract import extract
from claims.load.documents import load_source, parse_bytes
from claims.load.front_matter import authors, file_date, iso_date, split_names
from claims.model import Document, Independence
from tests.conftest import run_cli

JEKYLL_POST = """\
---
layout: post
title: "Acme DB 6 handles a quarter million transactions per second"
authors:
  - The Acme Team
  - Rosa Diaz
site_name: Acme Engineering Blog
categories: [release]
tags: [databases, Benchmarks]
---

Acme DB 6 handles 240,000 transactions per second on one 48-core server running the
TPC-C-like mix, 1.8x what Acme DB 5 managed on the same machine.
"""

HUGO_POST = """\
+++
title = "Borealis Stream 4: lower tail latency"
date = 2025-01-09T10:00:00Z
authors = ["Ilse Varga", "Tomas Berg"]
publisher = "Borealis Data"
weight = 40
tags = ["streaming", "latency"]

[extra]
toc = true
+++

The runs were conducted by Borealis Data on a 12-node cluster.

Borealis Stream 4 keeps p99 latency at 9 ms while ingesting 2.5 million events per second.
"""

HTML_PAGE = """\
<!doctype html>
<html><head>
<title>Orbit Cache 2 | Orbit blog</title>
<meta property="og:site_name" content="Orbit Blog">
<meta property="og:title" content="Orbit Cache 2 is out">
<meta name="description" content="A new Orbit Cache release and its numbers.">
<meta property="article:published_time" content="2025-02-11T08:00:00Z">
<meta name="author" content="Someone Listed In Meta">
<script type="application/ld+json">
{"@context": "https://schema.org", "@graph": [
  {"@type": "Organization", "@id": "#org", "name": "Orbit Labs"},
  {"@type": "BlogPosting", "headline": "Orbit Cache 2 serves 3 million reads per second",
   "author": [{"@type": "Person", "name": "Ines Duarte"},
              {"@type": "Person", "name": "Kofi Mensah"}],
   "publisher": {"@id": "#org"}, "datePublished": "2025-02-10",
   "keywords": "caching, releases"}]}
</script>
</head><body><article>
<h1>Orbit Cache 2</h1>
<p>Orbit Cache 2 serves 3 million reads per second on one 64-core node.</p>
</article></body></html>
"""

META_ONLY_PAGE = """\
<!doctype html>
<html><head>
<title>Night build | Sparrow notes</title>
<meta property="og:site_name" content="Sparrow Compiler Blog">
<meta property="og:title" content="Sparrow 9 links twice as fast">
<meta property="article:published_time" content="2024-11-05">
<meta name="author" content="Wen Li">
<meta name="author" content="Ada Okafor">
<meta property="article:tag" content="linkers">
<script type="application/ld+json">{"@type": "BlogPosting", "headline": "cut off</script>
</head><body><main><p>Sparrow 9 links the test suite in 14 seconds, down from 29 seconds.</p>
</main></body></html>
"""


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _document(path: Path) -> tuple[Document, list[Independence]]:
    document, claims = extract(load_source(str(path)))
    return document, [c.independence for c in claims]


def _vet_json(path: Path) -> Any:
    """The JSON report of `claims vet` on one document, run as a user would."""
    result = run_cli("vet", "--format", "json", "--fail-on", "never", str(path))
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)["documents"][0]


def test_a_jekyll_post_gives_title_date_from_its_file_name_publisher_and_authors(
        tmp_path: Path) -> None:
    path = _write(tmp_path, "2025-05-12-acme-db-6.md", JEKYLL_POST)
    document, independence = _document(path)
    assert document.title == "Acme DB 6 handles a quarter million transactions per second"
    assert document.published_at == "2025-05-12"
    assert document.publisher == "Acme Engineering Blog"
    assert document.authors == ("The Acme Team", "Rosa Diaz")
    assert document.topics == ("release", "databases", "Benchmarks")
    # The Acme Team writing about Acme DB: Acme's own report, though no sentence says who
    # measured.
    assert document.independence is Independence.self_reported
    assert independence and set(independence) == {Independence.self_reported}


def test_the_acme_teams_post_is_flagged_self_reported_and_a_persons_is_not(
        tmp_path: Path) -> None:
    team = _vet_json(_write(tmp_path, "2025-05-12-acme-db-6.md", JEKYLL_POST))
    person = _vet_json(_write(tmp_path, "2025-05-12-acme-db-6-review.md", JEKYLL_POST.replace(
        "  - The Acme Team\n", "").replace("site_name: Acme Engineering Blog\n", "")))
    assert team["document"]["authors"] == ["The Acme Team", "Rosa Diaz"]
    assert "self-reported" in {f["rule"] for f in team["findings"]}
    assert person["document"]["authors"] == ["Rosa Diaz"]
    assert person["document"]["independence"] == "unknown"
    assert "self-reported" not in {f["rule"] for f in person["findings"]}


def test_a_hugo_toml_post_is_read_and_its_block_is_no_body(tmp_path: Path) -> None:
    path = _write(tmp_path, "borealis-stream-4.md", HUGO_POST)
    loaded = load_source(str(path))
    assert loaded.text[loaded.body_offset:].startswith("\nThe runs were conducted")
    assert loaded.body_line == 12 and loaded.metadata["extra"] == {"toc": True}
    document, claims = extract(loaded)
    assert document.title == "Borealis Stream 4: lower tail latency"
    assert document.published_at == "2025-01-09T10:00:00+00:00"
    assert document.publisher == "Borealis Data"
    assert document.authors == ("Ilse Varga", "Tomas Berg")
    assert document.topics == ("streaming", "latency")
    assert 40 not in {c.value for c in claims}  # `weight = 40` is front matter, not a figure
    nine = next(c for c in claims if c.value == pytest.approx(0.009))
    assert nine.source.line == 15
    # "conducted by Borealis Data", and Borealis Data is the publisher: its own measurement.
    assert {c.independence for c in claims} == {Independence.self_reported}
    outside = HUGO_POST.replace('publisher = "Borealis Data"', 'publisher = "Lakeside Review"')
    _, others = _document(_write(tmp_path, "lakeside.md", outside))
    assert set(others) == {Independence.third_party}


@pytest.mark.parametrize(("block", "line", "words"), [
    ('+++\ntitle = "unclosed\ndate = 2025-01-01\n+++\n\nIt takes 5 ms.\n', 2,
     "front matter is not valid TOML"),
    ('+++\ntitle = "x"\ntitle = "y"\n+++\n\nIt takes 5 ms.\n', 3, "not valid TOML"),
    ('+++\ntitle = "x"\nratio = nan\n+++\n\nIt takes 5 ms.\n', 3, "not a finite number"),
    ('+++\ntitle = "x"\n\nIt takes 5 ms.\n', 1, "opened with '+++' is never closed"),
    ("+++\na = " + "[" * 5000 + "]" * 5000 + "\n+++\n", 2, "nested too deeply"),
])
def test_malformed_toml_front_matter_is_one_error_line(tmp_path: Path, block: str, line: int,
                                                       words: str) -> None:
    with pytest.raises(ClaimsError) as info:
        parse_bytes(block.encode(), origin="post.md")
    assert info.value.line == line and words in info.value.message
    path = _write(tmp_path, "post.md", block)
    result = run_cli("vet", str(path))
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith(f"claims: error: {path}:{line}") and words in result.stderr
    assert len(result.stderr.splitlines()) == 1 and "Traceback" not in result.stderr


def test_an_html_page_reads_json_ld_before_meta_tags(tmp_path: Path) -> None:
    path = _write(tmp_path, "orbit.html", HTML_PAGE)
    loaded = load_source(str(path))
    assert loaded.metadata["description"] == "A new Orbit Cache release and its numbers."
    assert loaded.metadata["site_name"] == "Orbit Blog"
    document, claims = extract(loaded)
    assert document.title == "Orbit Cache 2 serves 3 million reads per second"
    assert document.publisher == "Orbit Labs"
    assert document.published_at == "2025-02-11T08:00:00Z"  # article:published_time
    assert document.authors == ("Ines Duarte", "Kofi Mensah")
    assert document.topics == ("caching", "releases")
    # Orbit Labs published a post about Orbit Cache: its own report.
    assert document.independence is Independence.self_reported
    assert claims and {c.independence for c in claims} == {Independence.self_reported}
    report = _vet_json(path)
    assert "self-reported" in {f["rule"] for f in report["findings"]}


def test_an_html_page_with_broken_json_ld_falls_back_to_its_meta_tags(tmp_path: Path) -> None:
    path = _write(tmp_path, "sparrow.html", META_ONLY_PAGE)
    document, claims = extract(load_source(str(path)))
    assert document.title == "Sparrow 9 links twice as fast"  # og:title over <title>
    assert document.publisher == "Sparrow Compiler Blog"  # og:site_name
    assert document.published_at == "2024-11-05"
    assert document.authors == ("Wen Li", "Ada Okafor")
    assert document.topics == ("linkers",)
    assert {c.value for c in claims} >= {14.0}
    # The Sparrow blog publishing about Sparrow 9 is Sparrow's own report ...
    assert document.independence is Independence.self_reported
    # ... while two people writing on a site of their own name no party: no judgement.
    elsewhere = META_ONLY_PAGE.replace("Sparrow Compiler Blog", "Night Shift Notes")
    other, _ = extract(load_source(str(_write(tmp_path, "night.html", elsewhere))))
    assert other.publisher == "Night Shift Notes"
    assert other.independence is Independence.unknown


@pytest.mark.parametrize(("written", "iso"), [
    ("June 16, 2025", "2025-06-16"), ("Jul 25, 2024", "2024-07-25"),
    ("29 Aug 2024", "2024-08-29"), ("Sept. 3rd, 2023", "2023-09-03"),
    ("Tue, 4 March 2025", "2025-03-04"), ("2024/06/26", "2024-06-26"),
    ("2022-07-13T17:00:00.000Z", "2022-07-13T17:00:00.000Z"),
    ("2019-05-06 10:00:00 -0700", "2019-05-06 10:00:00 -0700"),
    ("February 30, 2024", "February 30, 2024"), ("last spring", "last spring"),
])
def test_dates_are_iso_where_they_can_be_read_and_kept_otherwise(written: str,
                                                                 iso: str) -> None:
    assert iso_date(written) == iso


@pytest.mark.parametrize(("names", "day"), [
    (("_posts/2024-06-26-benchmarks-over-time.md",), "2024-06-26"),
    (("content/blog/2025-10-20-one-billion/index.md",), "2025-10-20"),
    (("post.md", "/blog/2025-05-05-large-scale/"), "2025-05-05"),
    (("2024-02-30-no-such-day.md",), None), (("release-2024.md",), None),
    (("20240626-post.md",), None), (("notes/2024-06-26/draft.md",), None),
])
def test_a_date_in_the_file_name(names: tuple[str, ...], day: str | None) -> None:
    assert file_date(*names) == day


def test_the_front_matter_date_wins_over_the_file_name(tmp_path: Path) -> None:
    text = JEKYLL_POST.replace("layout: post\n", "layout: post\ndate: March 3, 2025\n")
    document, _ = _document(_write(tmp_path, "2025-05-12-acme-db-6.md", text))
    assert document.published_at == "2025-03-03"


@pytest.mark.parametrize(("written", "names"), [
    ("Ben Walker and Jim Harris", ["Ben Walker", "Jim Harris"]),
    ("Justin Chang, Ossian O'Reilly", ["Justin Chang", "Ossian O'Reilly"]),
    ("The Tools and Infrastructure Team", ["The Tools and Infrastructure Team"]),
    ("Acme, Inc.", ["Acme, Inc."]),
    ("Mira Sol; Theo Park & Ana Ruiz", ["Mira Sol", "Theo Park", "Ana Ruiz"]),
])
def test_one_author_text_may_name_several(written: str, names: list[str]) -> None:
    assert split_names(written) == names


@pytest.mark.parametrize(("meta", "expected"), [
    ({"author": "The SGLang Team"}, [("The SGLang Team", "SGLang")]),
    ({"author": "Intel PyTorch Team"}, [("Intel PyTorch Team", "Intel PyTorch")]),
    ({"authors": [{"name": "Kestrel", "@type": "Organization"}]}, [("Kestrel", "Kestrel")]),
    ({"by": ["Lena Ho", "Amir Haddad"]}, [("Lena Ho", None), ("Amir Haddad", None)]),
    ({"extra": {"author": "the compiler performance working group"}},
     [("the compiler performance working group", None)]),
    ({"authors": ["Ana Ruiz", "ana ruiz"]}, [("Ana Ruiz", None)]),
    ({"author": "The Team"}, [("The Team", None)]),
])
def test_authors_and_the_organisations_their_teams_speak_for(
        meta: dict[str, object], expected: list[tuple[str, str | None]]) -> None:
    assert [(a.name, a.organisation) for a in authors(meta)] == expected


def test_a_team_author_named_for_an_entity_makes_the_post_its_own(tmp_path: Path) -> None:
    post = ("---\ntitle: Serving results\nauthor: The Heron Team\nentities: [Heron Proxy]\n"
            "---\n\nHeron Proxy forwards 410,000 requests per second on one 16-core server.\n")
    document, independence = _document(_write(tmp_path, "heron.md", post))
    assert document.independence is Independence.self_reported
    assert set(independence) == {Independence.self_reported}
    other, _ = _document(_write(tmp_path, "other.md", post.replace("Heron Team", "Lark Team")))
    assert other.independence is Independence.unknown
