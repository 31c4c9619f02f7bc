"""The hostile corpus: inputs that try to make `claims` use unbounded memory, time or output.

Each case writes its input into a folder (large ones are generated, never stored
in the repository) and names the command a user would run on it, and what a
bounded tool does: `clean` (a report, exit 0 or 1) or `refuse` (one line
`claims: error: ...`, exit 2). `extractor` names the extractor fault a case still
trips, for the cases whose fix belongs to `claims/extract/`.

`tests/test_hostile.py` runs every case (but those marked `bench_only`, whose
time sits near its cap) under a CPU-time and a memory cap; `bench/bench_hostile.py`
prints each case's time and peak memory.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import yaml


@dataclass(frozen=True)
class Case:
    """One hostile input and what a bounded tool must do with it."""

    name: str
    make: Callable[[Path], Path]
    command: tuple[str, ...] = ("vet", "--fail-on", "never")
    expect: str = "clean"  # or "refuse"
    words: str = ""  # for a refusal: words its one line must hold
    line: int | None = None  # for a refusal: the line of the input its one line must name
    extractor: str | None = None  # the extractor fault this case still trips, if any
    bench_only: bool = False  # near a cap: timed by the bench, not pass/fail in the suite

    def argv(self, folder: Path) -> list[str]:
        """The command line for this case, its input written into `folder`."""
        return [*self.command, str(self.make(folder))]


def _write(name: str, data: str | bytes | Callable[[], str | bytes]) -> Callable[[Path], Path]:
    """A maker writing `data` to `folder/name`; a callable is called then, not at import, so
    collecting the tests builds no large input (a 10,000-claim file takes seconds to dump)."""
    def make(folder: Path) -> Path:
        path = folder / name
        made = data() if callable(data) else data
        path.write_bytes(made.encode("utf-8") if isinstance(made, str) else made)
        return path
    return make


def alias_bomb() -> str:
    """Front matter of nine levels of nine-fold aliases (9**9 values), under 600 bytes."""
    lines = ["---", 'a0: &a0 ["x", "x", "x", "x", "x", "x", "x", "x", "x"]']
    lines += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]" for i in range(1, 10)]
    return "\n".join([*lines, "---", "", "We served 9,000 tokens per second on 8 GPUs.", ""])


def links_on_one_line(count: int) -> str:
    """`count` Markdown links (about 28 bytes each), all on one line of one paragraph."""
    links = " ".join(f"[run {i}](https://example.org/r/{i})" for i in range(count))
    return f"# Runs\n\nWe served 9,000 tokens per second on 8 H100 GPUs. {links}\n"


def figures_in_one_sentence(count: int, unit: str = "ms") -> str:
    """One sentence listing `count` latencies, comma-separated."""
    rng = random.Random(count)
    values = ", ".join(f"{rng.randint(1, 999)}.{rng.randint(0, 9)} {unit}" for _ in range(count))
    return f"# Latency\n\nOn Llama 3 70B with 8 H100 GPUs the latencies were {values}.\n"


def table_cells(cells: int, columns: int = 10) -> str:
    """An HTML table of `cells` numeric cells."""
    rows = []
    header = "".join(f"<th>Run {c} (ms)</th>" for c in range(columns))
    for r in range(cells // columns):
        rows.append("<tr>" + "".join(f"<td>{(r * columns + c) % 97 + 1}</td>"
                                     for c in range(columns)) + "</tr>")
    return (f"<html><body><article><h1>Results</h1><table><tr>{header}</tr>"
            f"{''.join(rows)}</table></article></body></html>")


def entity_paragraph(size: int) -> str:
    """A paragraph of about `size` bytes of character entities, figures among them."""
    unit = "&nbsp;&amp;&#8201;&lt;&#x2009;12&nbsp;ms&gt; "
    return f"# Entities\n\n{unit * (size // len(unit))}\n"


def claim_file(count: int) -> str:
    """A claim file of `count` throughput claims of one quantity, each in its own sentence."""
    claims = []
    for i in range(count):
        quote = f"Run {i} reached {1000 + i} tokens/s on H100."
        claims.append({"value": 1000 + i, "unit": "tokens/s", "metric": "throughput",
                       "kind": "headline",
                       "conditions": {"model": "Llama 3 70B", "hardware": "H100"},
                       "source": {"quote": quote, "line": i + 3,
                                  "span": {"start": i * 100, "end": i * 100 + len(quote)}}})
    data = {"claims_version": "1.0", "document": {"title": "Runs", "origin": "runs.md"},
            "claims": claims}
    return yaml.safe_dump(data, sort_keys=False)


def fuzz_text(rng: random.Random, lone_cr: bool = True) -> str:
    """A short random announcement-like text: figures, units, markup, line endings, noise.

    `lone_cr=False` leaves out carriage returns that no line feed follows.
    """
    atoms = ["We served", "1,200", "9.5", "1e309", "tokens per second", "ms", "P99", "per GPU",
             "x faster", "%", "$2.10 per million tokens", "on 8 H100 GPUs", "| a | 4 ms |",
             "|---|---|", "<b>", "</td>", "&amp;", "[link](http://x)", "# Head", "---",
             "date: 2024-13-45", "\r", "\r\n", "\n", "\n\n", "\t", "\x1b[31m", "\u2013", "\u00d7",
             "\u00bd",
             "58-fold", "1.7 million", "three", "(", ")", ".", ",", ":", "-", "*", "`"]
    if not lone_cr:
        atoms.remove("\r")
    text = " ".join(rng.choice(atoms) for _ in range(rng.randint(1, 60)))
    return text if lone_cr else text.replace("\r\n", "\n")


SMALL = "# T\n\nWe served 9,000 tokens per second on 8 H100 GPUs with vLLM 0.6.\n"

CASES: tuple[Case, ...] = (
    Case("front-matter-alias-bomb", _write("bomb.md", alias_bomb()), expect="refuse",
         words="possible alias bomb"),
    Case("front-matter-deep-nesting", _write("deep.md", "---\nx: " + "[" * 5000 + "]" * 5000
                                             + "\n---\n" + SMALL),
         # PyYAML 6.0.4's libyaml refuses this depth itself, in its own words, before our
         # guard sees it: the test holds the behaviour (one line at the file's line 2).
         expect="refuse", line=2),
    Case("front-matter-impossible-date", _write("date.md", "---\ndate: 2024-13-45\n---\n"
                                                + SMALL), expect="refuse",
         words="date 2024-13-45 does not exist"),
    Case("number-10^400", _write("inf.md", "# T\n\nWe served 10^400 tokens per second.\n"),
         expect="refuse", words="too large to be a number"),
    Case("number-1e309-json", _write("inf.md", "# T\n\nIt did 9" + "9" * 400 + " ms.\n"),
         command=("vet", "--format", "json"), expect="refuse", words="too large"),
    Case("nul-bytes", _write("zeros.md", b"\x00" * 65536), expect="refuse",
         words="not a text file"),
    Case("terminal-escapes", _write("esc.md", "# T\x1b]0;owned\x07\n\nWe served 9,000 "
                                    "tokens per second \x1b[2J on 8 H100 GPUs.\r\n")),
    Case("cr-only-line-endings", _write("cr.md", "# T\r\rWe served 9,000 tokens per second "
                                        "on 8 H100 GPUs.\r\rLatency was 4 ms.\r")),
    Case("links-2000-one-line", _write("links2k.md", partial(links_on_one_line, 2_000))),
    # The same path as 2,000 links at four times the size: timed by the bench.
    Case("links-8000-one-line", _write("links8k.md", partial(links_on_one_line, 8_000)),
         bench_only=True),
    # Past MAX_FIGURES figures a document is refused: these cannot give a report.
    Case("links-50000-one-line", _write("links50k.md", partial(links_on_one_line, 50_000)),
         expect="refuse", words="more than 20,000 numbers in one sentence"),
    # The refusals past the cap: the suite's inputs are just past it (30,000 cells, 1.5 MB of
    # entities holding 33,000 numbers), the bench's five times that, which the suite need not
    # pay for on every run: the refusal is the same line either way.
    Case("html-30000-cells", _write("cells.html", partial(table_cells, 30_000)),
         expect="refuse", words="more than 20,000 figures"),
    Case("html-100000-cells", _write("cells.html", partial(table_cells, 100_000)),
         expect="refuse", words="more than 20,000 figures", bench_only=True),
    Case("entities-1500kb-paragraph", _write("entities.md", partial(entity_paragraph, 1_500_000)),
         expect="refuse", words="more than 20,000 numbers in one sentence"),
    Case("entities-5mb-paragraph", _write("entities.md", partial(entity_paragraph, 5_000_000)),
         expect="refuse", words="more than 20,000 numbers in one sentence", bench_only=True),
    Case("latencies-10000-one-sentence-json",
         _write("lat.md", partial(figures_in_one_sentence, 10_000)),
         command=("vet", "--format", "json", "--fail-on", "never"),
         extractor="each of 10,000 figures quotes the whole 89 KB sentence: no figure cap per "
                   "sentence, quotes O(figures x sentence)"),
    Case("figures-10000-one-sentence",
         _write("fig.md", partial(figures_in_one_sentence, 10_000, "tokens/s"))),
    # A large claim file is checked within the caps: 2,500 claims in the suite; the bench
    # times 10,000, which take about 13 s of CPU here, near the 20 s a case may take.
    Case("claim-file-2500-claims", _write("runs.claims.yaml", partial(claim_file, 2_500)),
         command=("check", "--fail-on", "never")),
    Case("claim-file-10000-claims", _write("runs.claims.yaml", partial(claim_file, 10_000)),
         command=("check", "--fail-on", "never"), bench_only=True),
    Case("claim-file-alias-bomb", _write("bomb.claims.yaml", "".join(
        f"k{i}: &a{i} [*a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}]\n" if i else "k0: &a0 [x]\n"
        for i in range(40))), command=("check",), expect="refuse", words="alias bomb"),
)


def machine_name(i: int) -> str:
    """The `i`-th of many distinct machine names, cycling through processor families."""
    family = ("Xeon Gold {}", "EPYC {}", "Xeon Platinum {}")[i % 3]
    return family.format((5000, 7000, 8000)[i % 3] + i)


def many_names(count: int) -> str:
    """A post naming `count` machines and `count` models, with `2 * count` figures: a
    setup listing every machine, one section per machine with a figure in the sentence
    naming it, then a summary of one figure per run that names no machine (which the
    rules leave to the learned stage)."""
    rng = random.Random(count)
    machines = [machine_name(i) for i in range(count)]
    parts = ["# Results on many machines", "", "## Setup", "",
             f"The test machines were {', '.join(machines)}.", ""]
    for i, machine in enumerate(machines):
        parts += [f"## Run {i}", "", f"We served Llama-{i + 1}B on the {machine} at "
                  f"{rng.randint(100, 9999):,} tokens per second.", ""]
    parts += ["## Summary", ""]
    parts += [f"Run {i} held a p99 latency of {rng.randint(2, 900)} ms." for i in range(count)]
    return "\n".join([*parts, ""])
