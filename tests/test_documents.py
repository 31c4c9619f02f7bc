"""Loading announcements: formats, front matter, hostile input, stdin, errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from claims.errors import ClaimsError
from claims.extract import extract
from claims.ids import sha256_hex
from claims.load.documents import MAX_BYTES, load_source, parse_bytes, sniff_format
from tests.conftest import run_cli


def test_markdown_front_matter_offsets_point_into_the_file_as_read() -> None:
    data = b"---\ntitle: T\nentities: [vLLM]\n---\n\n# Head\n\nWe reach 5 ms.\n"
    doc = parse_bytes(data, origin="a.md")
    assert doc.format == "markdown"
    assert doc.metadata["title"] == "T" and doc.metadata["entities"] == ["vLLM"]
    assert doc.text == data.decode() and doc.sha256 == sha256_hex(data)
    assert doc.text[doc.body_offset:].startswith("\n# Head")
    assert doc.body_line == 5


def test_front_matter_dates_become_strings() -> None:
    doc = parse_bytes(b"---\npublished_at: 2026-11-13\n---\nx\n", origin="a.md")
    assert doc.metadata["published_at"] == "2026-11-13"


@pytest.mark.parametrize(("data", "line", "words"), [
    (b"---\ntitle: [unclosed\n---\nbody\n", 3, "not valid YAML"),
    (b"---\ntitle: x\nno closing line\n", 1, "never closed"),
    (b"---\n- a list\n---\nbody\n", 2, "mapping"),
])
def test_broken_front_matter_is_a_clear_error_with_a_line(data: bytes, line: int,
                                                          words: str) -> None:
    with pytest.raises(ClaimsError) as info:
        parse_bytes(data, origin="bad.md")
    assert info.value.line == line and words in info.value.message
    assert str(info.value).startswith("bad.md:")


def test_non_utf8_bytes_are_refused_with_the_byte_offset_and_line() -> None:
    data = b"# ok\n\nline two \xff here\n"
    with pytest.raises(ClaimsError) as info:
        parse_bytes(data, origin="latin.md")
    assert "byte offset 15" in info.value.message and info.value.line == 3


def test_html_charset_from_content_type_is_honoured() -> None:
    page = "<html><body><p>Caf\u00e9 serves 12 ms.</p></body></html>".encode("latin-1")
    doc = parse_bytes(page, origin="u", content_type="text/html; charset=iso-8859-1")
    assert "Caf\u00e9 serves 12 ms." in doc.text


def test_html_drops_scripts_styles_and_navigation() -> None:
    page = (b"<html><head><title>Launch</title><style>p{x:1}</style>"
            b"<script>var n = 99999;</script></head><body><nav>Home 7</nav>"
            b"<article><h2>Results</h2><p>It serves <b>1,200</b> QPS.</p>"
            b"<script>document.write('<p>5x</p>')</script></article>"
            b"<footer>42 readers</footer></body></html>")
    doc = parse_bytes(page, origin="page.html")
    assert doc.format == "html" and doc.metadata["title"] == "Launch"
    assert "## Results" in doc.text and "It serves 1,200 QPS." in doc.text
    for gone in ("99999", "Home 7", "5x", "42 readers", "p{x:1}"):
        assert gone not in doc.text


def test_html_tables_become_rows_the_extractor_reads() -> None:
    page = (b"<html><body><table><tr><th>System</th><th>Latency (ms)</th></tr>"
            b"<tr><td>Box</td><td>4.5</td></tr></table></body></html>")
    _, claims = extract(parse_bytes(page, origin="t.html"))
    assert [(c.value, c.unit) for c in claims] == [(0.0045, "s")]


@pytest.mark.parametrize(("origin", "content_type", "head", "fmt"), [
    ("a.md", None, b"x", "markdown"), ("a.html", None, b"x", "html"),
    ("a.txt", None, b"x", "text"), ("-", "text/html; charset=utf-8", b"x", "html"),
    ("-", None, b"<!DOCTYPE html><html>", "html"), ("-", None, b"plain words", "markdown"),
])
def test_format_sniffing(origin: str, content_type: str | None, head: bytes, fmt: str) -> None:
    assert sniff_format(head, origin=origin, content_type=content_type) == fmt


def test_size_cap_is_checked_before_reading(tmp_path: Path) -> None:
    big = tmp_path / "big.md"
    with big.open("wb") as handle:
        handle.truncate(MAX_BYTES + 1)
    with pytest.raises(ClaimsError) as info:
        load_source(str(big))
    assert "limit" in info.value.message


def test_fifty_megabytes_is_refused_by_the_cli(tmp_path: Path) -> None:
    big = tmp_path / "huge.md"
    with big.open("wb") as handle:
        handle.truncate(50 * 1024 * 1024)
    result = run_cli("vet", str(big), timeout=60)  # a hang fails the test by timing out
    assert result.returncode == 2 and "limit" in result.stderr
    assert "Traceback" not in result.stderr and result.stdout == ""


def test_deeply_nested_lists_are_processed_without_error() -> None:
    depth = 400
    text = "".join("  " * i + "- level 3 GPUs\n" for i in range(depth))
    document, claims = extract(parse_bytes(text.encode(), origin="deep.md"))
    assert document.format == "markdown" and all(c.value == 3 for c in claims)


def test_a_data_dump_is_refused_with_the_line_where_it_passed_the_limit(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Past MAX_FIGURES a source is a data dump: one clear error naming file and line."""
    import claims.extract.document

    monkeypatch.setattr(claims.extract.document, "MAX_FIGURES", 100)
    rows = "".join(f"| {i} GB/s | {i} ms |\n" for i in range(1, 200))
    text = f"# Results\n\n| read | latency |\n|---|---|\n{rows}"
    with pytest.raises(ClaimsError) as info:
        extract(parse_bytes(text.encode(), origin="dump.md"))
    assert info.value.path == "dump.md" and info.value.line == 55
    assert "more than 100 figures" in info.value.message


def test_a_sentence_of_thousands_of_figures_is_read_whole() -> None:
    """A dump written as one sentence gets the sentence's evidence for every figure."""
    figures = ", ".join(f"{i} ms" for i in range(1, 2001))
    text = f"In simulation we measured {figures} and more.\n"
    _, claims = extract(parse_bytes(text.encode(), origin="one.md"))
    assert len(claims) == 2000 and all(c.evidence.value == "simulated" for c in claims)


def test_missing_file_and_directory_are_one_line_errors(tmp_path: Path) -> None:
    for source, words in ((str(tmp_path / "nope.md"), "no such file"),
                          (str(tmp_path), "a folder without announcements")):
        result = run_cli("vet", source)
        assert result.returncode == 2
        assert words in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_stdin_is_read_with_dash() -> None:
    result = run_cli("extract", "-", "--format", "json",
                     stdin="# Note\n\nThe box serves 3,000 requests per second.\n")
    assert result.returncode == 0, result.stderr
    assert '"unit": "requests/s"' in result.stdout and '"origin": "-"' in result.stdout


@pytest.mark.parametrize("suffix", [".md", ".html", ".txt"])
def test_random_markup_never_raises_anything_but_a_clear_error(suffix: str) -> None:
    """Deterministic junk from markup, numbers and units: a clean result or ClaimsError."""
    import contextlib
    import random

    from claims.pipeline import vet_loaded

    pieces = ["1", "2.5", "x", "\u00d7", "%", "$", "ms", " ", "\n", "-", "|", "#", "*", "[",
              "](", "http://a.b/1", ">", "<b>", "</td>", "<!--", "`", "```", "from", "to",
              "per", "GPU", "user", "tokens/s", "P99", "one", "NVL72", "1,000", "1.7 million",
              "~", "\u00b1", "(", ")", ":", "---", "vs.", "\u202f", "\u2013", "<script>", "<tr>"]
    rng = random.Random(7)
    for index in range(300):
        text = "".join(rng.choice(pieces) for _ in range(rng.randrange(1, 100)))
        with contextlib.suppress(ClaimsError):
            vet_loaded(parse_bytes(text.encode(), origin=f"junk{index}{suffix}"))


def _nine_fold_bomb() -> bytes:
    """Front matter of nine levels of nine-fold aliases: a few hundred bytes, 9**9 values."""
    lines = ["---", 'a0: &a0 ["x", "x", "x", "x", "x", "x", "x", "x", "x"]']
    lines += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]" for i in range(1, 10)]
    return ("\n".join([*lines, "---", "We served 9,000 tokens per second.", ""])).encode()


@pytest.mark.parametrize(("data", "line", "words"), [
    (_nine_fold_bomb(), 7, "front matter: YAML aliases expand to more than"),
    (b"---\ndate: 2024-13-45\n---\nx\n", 2, "front matter: date 2024-13-45 does not exist"),
    (b"---\ntitle: a\npublished_at: 2023-02-30\n---\nx\n", 3, "does not exist"),
    (b"---\nsize: .inf\n---\nx\n", 2, "front matter: number must be finite"),
    (b"---\nx: !!python/object:os.system ls\n---\nx\n", 2, "unsupported YAML tag"),
    (b"---\ntitle: a\ntitle: b\n---\nx\n", 3, "duplicate key 'title'"),
    (b"---\nx: " + b"[" * 100 + b"]" * 100 + b"\n---\nx\n", 2, "nested more than 64 levels"),
    (b"---\nx: '" + b"a" * 300_000 + b"'\n---\nx\n", 2, "front matter is larger than"),
])
def test_hostile_front_matter_is_one_clear_line(data: bytes, line: int, words: str) -> None:
    """Front matter goes through the claim files' guarded reader: each refusal names the line."""
    with pytest.raises(ClaimsError) as info:
        parse_bytes(data, origin="fm.md")
    assert words in info.value.message and info.value.line == line
    assert str(info.value).startswith(f"fm.md:{line}:")


def test_front_matter_datetimes_and_nested_values_stay_as_before() -> None:
    """Dates and datetimes become ISO strings, nested lists and maps come through as data."""
    doc = parse_bytes(b"---\npublished_at: 2026-11-13 10:30:00\ntags: [a, 2]\n"
                      b"author: {name: N, ok: true}\n---\nx\n", origin="a.md")
    assert doc.metadata == {"published_at": "2026-11-13T10:30:00", "tags": ["a", 2],
                            "author": {"name": "N", "ok": True}}


def test_nul_bytes_are_not_a_text_file(tmp_path: Path) -> None:
    """A file of NUL bytes is refused, not reported as an announcement with no figures."""
    path = tmp_path / "zeros.md"
    path.write_bytes(b"\x00" * 4096)
    result = run_cli("vet", str(path))
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr == f"claims: error: {path}:1: not a text file: NUL byte at byte " \
                            "offset 0\n"


@pytest.mark.parametrize("source", ["ftp://example.org/post.md", "gopher://h/x", "file:///etc"])
def test_a_scheme_other_than_http_is_unsupported_not_missing(source: str) -> None:
    """`ftp://...` is named as an unsupported scheme, never "no such file"."""
    with pytest.raises(ClaimsError) as info:
        load_source(source)
    assert info.value.message.startswith(f"unsupported scheme '{source.split(':')[0]}'")
