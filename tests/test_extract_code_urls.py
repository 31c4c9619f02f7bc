"""A URL inside inline code ends where the code does: the prose after the code span is read,
up to the next one, and the URL's own numbers stay no figures. Sentences of our own from web
servers, LLM serving, databases and object storage."""

from __future__ import annotations

from claims.extract.text.mask import mask
from tests.conftest import claims_of


def _figures(sentence: str) -> list[tuple[float, str, str | None]]:
    """Value, unit and count noun of every figure read from one sentence."""
    return [(c.value, c.unit, c.count_noun) for c in claims_of(f"# Notes\n\n{sentence}\n")]


def test_prose_between_a_code_url_and_more_code_is_read() -> None:
    web = ("Each result comes from `wrk -t4 -c4 -d10s http://localhost:3000/users/123`, that "
           "is 4 threads holding 4 connections for 10 seconds against the `/users/123` route.")
    found = _figures(web)
    assert (4.0, "count", "connections") in found
    assert (4.0, "count", "threads") in found
    llm = ("We posted to `http://127.0.0.1:8000/v1/completions` with 64 concurrent requests "
           "and set `max_tokens` to 256.")
    assert (64.0, "count", "requests") in _figures(llm)
    db = ("The client connected with `psql postgresql://db.internal:5432/bench` and ran 32 "
          "clients against the `orders` table.")
    assert (32.0, "count", "clients") in _figures(db)


def test_a_urls_numbers_stay_no_figures() -> None:
    storage = ("Objects were read from `https://store.example:9000/bucket-7/part-12` with 16 "
               "workers through the `s3` client.")
    values = {v for v, _, _ in _figures(storage)}
    assert 16.0 in values
    assert not values & {9000.0, 7.0, 12.0}


def test_a_url_outside_code_is_masked_whole() -> None:
    text = "See http://bench.example/run/42 for 8 more runs."
    masked = mask(text)
    assert "42" not in masked and "8 more runs" in masked
    assert len(masked) == len(text)


def test_a_restructuredtext_link_is_read_as_its_words() -> None:
    # "`words <url>`_" is a reST hyperlink, not code: its words hold the figure
    text = "On average the build is `18% faster <https://example.org/bench#r2>`_ than before."
    masked = mask(text)
    assert "18% faster" in masked and "example" not in masked
    assert (18.0, "%", None) in _figures(text)
    # double backticks stay code, as does code with no reST underscore after it
    assert "4096" not in mask("Run ``bench --size 4096``_ and `cat /proc/4096/maps` first.")
