"""Issue 24, the audit of pairs called comparable that no gold judged: the mechanisms behind
the ones a buyer rejects.

- Two later tries of a repeated job that both sides number meet only at one number.
- A time whose words name its job (a load time, a build time) meets only a time of that job;
  beside a time that names none it is "cannot tell".
- A value one document rounds to two significant digits, where either document names the
  other as its source, may be one measurement printed twice: "cannot tell".
- A "Model" column's label that opens with a number ("3d-unet-99.9") names the row's model,
  so two accuracy targets of one network never meet.
- An accuracy stated as a bare count, naming nothing counted, is no score.
- A bandwidth equal to the published rate of the link its own sentence names is the link's
  rating, a specification, not a result.

Every document and sentence here is written for these tests, in several fields (databases,
web servers, compilers and builds, storage, LLM serving); each mechanism has cases that
must fire and cases that must not.
"""

from __future__ import annotations

from claims.compare import compare_claims, judge
from claims.compare.conditions import table
from claims.extract import extract
from claims.load.documents import parse_bytes
from claims.model import Claim


def _post(title: str, publisher: str, body: str, *, url: str | None = None,
          date: str = "2026-03-01") -> str:
    """A Markdown announcement with front matter."""
    url = url or f"https://{publisher.lower().replace(' ', '-')}.example/post"
    return (f'---\ntitle: "{title}"\npublisher: {publisher}\nurl: {url}\n'
            f'published_at: {date}\n---\n\n{body}')


def _claims(text: str, name: str) -> dict[float, Claim]:
    """Each claim of a Markdown document by its value."""
    return {c.value: c for c in extract(parse_bytes(text.encode(), origin=name))[1]}


def _tries(publisher: str, job: str, rows: str, machine: str = "one c7i.4xlarge") -> str:
    """A results page whose columns are three tries of each job."""
    return _post(f"{job} on {machine}", publisher, f"""# Results

Each {job} ran three times in a row on {machine}; times in seconds.

| Query | Run 1 | Run 2 | Run 3 |
|-------|-------|-------|-------|
{rows}
""")


# Numbered tries.

_SQL_A = _tries("Tarrow", "query", "| Q7 | 2.914 | 0.731 | 0.702 |\n| Q8 | 5.220 | 1.118 | 1.164 |")
_SQL_B = _tries("Kelpie", "query", "| Q7 | 3.402 | 0.866 | 0.840 |\n| Q8 | 4.987 | 1.502 | 1.473 |")


def test_second_try_against_third_try_is_refused() -> None:
    a, b = _claims(_SQL_A, "a.md"), _claims(_SQL_B, "b.md")
    crossed = judge(a[0.731], b[0.840])                # Q7: try 2 against try 3
    assert not crossed.comparable and "workload" in crossed.reasons
    row = {r.condition: r for r in table(a[0.731], b[0.840])}["try of a repeated job"]
    assert row.status == "different"


def test_the_same_numbered_try_meets() -> None:
    a, b = _claims(_SQL_A, "a.md"), _claims(_SQL_B, "b.md")
    assert judge(a[0.731], b[0.866]).comparable        # Q7, second tries
    assert judge(a[1.164], b[1.473]).comparable        # Q8, third tries
    row = {r.condition: r for r in table(a[0.731], b[0.866])}["try of a repeated job"]
    assert row.status == "same"


def test_numbered_tries_of_page_fetches_and_builds_too() -> None:
    web_a = _claims(_tries("Quillon", "page fetch", "| GET /cart | 0.088 | 0.0196 | 0.0188 |"),
                    "w1.md")
    web_b = _claims(_tries("Verrel", "page fetch", "| GET /cart | 0.093 | 0.0215 | 0.0209 |"),
                    "w2.md")
    assert not judge(web_a[0.0196], web_b[0.0209]).comparable
    assert judge(web_a[0.0188], web_b[0.0209]).comparable
    build_a = _claims(_tries("Forgeline", "build", "| kernel | 412.6 | 118.3 | 117.9 |"), "b1.md")
    build_b = _claims(_tries("Anvilry", "build", "| kernel | 398.1 | 121.7 | 120.2 |"), "b2.md")
    assert not judge(build_a[118.3], build_b[120.2]).comparable
    assert judge(build_a[117.9], build_b[120.2]).comparable


def test_a_warm_column_without_a_number_still_meets_a_numbered_warm_try() -> None:
    warm = _claims(_post("Warm caches", "Ostrand", """# Page times

Each query ran after a cache flush, then again, on one c7i.4xlarge; times in seconds.

| Query | Cold cache | Warm cache |
|-------|------------|------------|
| Q7 | 2.871 | 0.745 |
"""), "c.md")
    numbered = _claims(_SQL_A, "a.md")
    assert judge(warm[0.745], numbered[0.702]).comparable


# The job a time names.

_LOAD = _post("Loading the hits table on a c6a.4xlarge", "Tallis", """# Entry

- Machine: one AWS c6a.4xlarge
- Load time: 4812 seconds to load the ClickBench hits data set
""")
_QUERIES = _post("Result formats on a c6a.4xlarge", "Brannock", """# Result sizes

On one AWS c6a.4xlarge the whole ClickBench query suite took 3120 seconds to answer.

| Result Size | JSON Time | Arrow Time |
|-------------|-----------|------------|
| 10K rows | 0.0443s | 0.0271s |
""")
_LOAD_TOO = _post("Another load on a c6a.4xlarge", "Merrow", """# Entry

- Machine: one AWS c6a.4xlarge
- Load time: 5427 seconds to load the ClickBench hits data set
""")


def test_a_load_time_never_meets_a_time_that_names_no_job() -> None:
    load, other = _claims(_LOAD, "l.md"), _claims(_QUERIES, "q.md")
    for value in (3120.0, 0.0443):
        pair = judge(load[4812.0], other[value])
        assert not pair.comparable and "metric" in pair.reasons
        assert any(d.condition == "job timed" for d in pair.differences)
    result = compare_claims([*load.values(), *other.values()])
    assert not any(4812.0 in (p.left.value, p.right.value) for p in result.comparable)


def test_two_load_times_meet() -> None:
    a, b = _claims(_LOAD, "l.md"), _claims(_LOAD_TOO, "m.md")
    assert judge(a[4812.0], b[5427.0]).comparable


def test_a_build_time_against_a_startup_time_is_refused_and_two_build_times_meet() -> None:
    build = _claims(_post("Builds", "Forgeline", "# Builds\n\nOn one c7i.4xlarge in the "
                          "Phoronix kernel test, the build time was 118 seconds.\n"), "b.md")
    start = _claims(_post("Boot", "Anvilry", "# Boot\n\nOn one c7i.4xlarge in the Phoronix "
                          "kernel test, the startup time was 121 seconds.\n"), "s.md")
    again = _claims(_post("Builds too", "Kelderman", "# Builds\n\nOn one c7i.4xlarge in the "
                          "Phoronix kernel test, the build time was 131 seconds.\n"), "k.md")
    refused = judge(build[118.0], start[121.0])
    assert not refused.comparable and refused.reasons == ("metric",)
    assert judge(build[118.0], again[131.0]).comparable


def test_two_times_that_name_no_job_are_not_touched() -> None:
    a, b = _claims(_SQL_A, "a.md"), _claims(_SQL_B, "b.md")
    assert not any(d.condition == "job timed" for d in judge(a[0.731], b[0.866]).differences)


# A coarse copy of a source the other document names.

_FILE = _post("Result file: Tarrow on a c7i.4xlarge", "QueryBench",
              """# Tarrow, c7i.4xlarge

Each query ran three times in a row on one c7i.4xlarge; times in seconds.

| Query | Run 1 | Run 2 | Run 3 |
|-------|-------|-------|-------|
| Q3 | 0.393 | 0.114 | 0.087 |
| Q4 | 1.093 | 0.37 | 0.37 |
""", url="https://github.com/querybench/results/blob/main/tarrow/c7i.4xlarge.json",
              date="2026-01-10")


def _page(note: str, rows: str) -> str:
    """Tarrow's own later page, printing the same tries with one digit more."""
    return _post("How fast Tarrow is", "Tarrow Labs", f"""# Tarrow on QueryBench

Each query ran three times in a row on one c7i.4xlarge; times in seconds.

| Query | Run 1 | Run 2 | Run 3 |
|-------|-------|-------|-------|
{rows}

{note}
""", date="2026-02-20")


_ROWS = "| Q3 | 0.3933 | 0.1135 | 0.0866 |\n| Q4 | 1.0929 | 0.3696 | 0.3703 |"


def test_a_two_digit_rounding_of_a_named_source_is_cannot_tell() -> None:
    """Alone in its row, a two-digit rounding of a named source's time is "cannot tell"."""
    original = _claims(_FILE, "f.md")
    rows = "| Q3 | 0.4012 | 0.1212 | 0.0866 |\n| Q4 | 1.1377 | 0.3696 | 0.4121 |"
    page = _claims(_page("Every time is from our c7i.4xlarge.json result file.", rows), "p.md")
    result = compare_claims([*original.values(), *page.values()])
    for pair in ({0.087, 0.0866}, {0.37, 0.3696}):      # two significant digits
        assert not any({p.left.value, p.right.value} == pair for p in result.comparable)
        [blocked] = [p for p in result.blocked if {p.left.value, p.right.value} == pair]
        assert "cannot tell" in blocked.differences[0].condition


def test_a_two_digit_rounding_in_a_reprinted_row_is_cited() -> None:
    """Beside cells of the same row that cite their source with three digits or more, a
    two-digit rounding is the same reprint: cited, not "cannot tell"."""
    original = _claims(_FILE, "f.md")
    page = _claims(_page("Every time is from our c7i.4xlarge.json result file.", _ROWS), "p.md")
    result = compare_claims([*original.values(), *page.values()])
    cited = [{p.left.value, p.right.value} for p in result.cited]
    assert {0.114, 0.1135} in cited
    assert {0.087, 0.0866} in cited and {0.37, 0.3696} in cited
    assert not any({p.left.value, p.right.value} == {0.37, 0.3696} for p in result.comparable)


def test_without_a_named_source_two_close_times_stay_two_measurements() -> None:
    original = _claims(_FILE, "f.md")
    page = _claims(_page("We ran every query on our own machine.", _ROWS), "p.md")
    result = compare_claims([*original.values(), *page.values()])
    assert any({p.left.value, p.right.value} == {0.087, 0.0866} for p in result.comparable)


def test_a_coarse_match_of_another_try_or_a_far_value_is_not_doubted() -> None:
    original = _claims(_FILE, "f.md")
    page = _claims(_page("Every time is from our c7i.4xlarge.json result file.",
                         "| Q3 | 0.3933 | 0.1212 | 0.0866 |\n| Q4 | 1.0929 | 0.3696 | 0.3703 |"),
                   "p.md")
    result = compare_claims([*original.values(), *page.values()])
    # 0.1212 is no rounding of 0.114: two measurements of one try, compared
    assert any({p.left.value, p.right.value} == {0.114, 0.1212} for p in result.comparable)


# A model named in a "Model" column though the vocabulary does not know it.

def _imaging(publisher: str, rows: str) -> str:
    """An inference results page whose Model column names accuracy targets of one network."""
    title = f"# {publisher} (8x H100-SXM-80GB, TensorRT): MLPerf Inference v4.1"
    return _post(f"Inference results from {publisher}", publisher, f"""{title}

Offline scenario, samples per second:

| Model | Offline |
|-------|---------|
{rows}
""")


def test_a_model_column_label_opening_with_a_number_names_the_model() -> None:
    from claims.extract.conditions.row_labels import row_label
    assert row_label("Model", "3d-unet-99.9").model == "3d-unet-99.9"
    assert row_label("Model", "4o-mini").model == "4o-mini"
    assert row_label("Model", "70B").model is None        # a size alone
    assert row_label("GPU", "8x H100").hardware is None   # a count, as before


def test_two_accuracy_targets_of_one_network_are_two_models() -> None:
    a = _claims(_imaging("Harrow", "| 3d-unet-99 | 52.04 samples/s |\n"
                                   "| 3d-unet-99.9 | 51.98 samples/s |"), "a.md")
    b = _claims(_imaging("Pellworth", "| 3d-unet-99 | 51.81 samples/s |\n"
                                      "| 3d-unet-99.9 | 51.77 samples/s |"), "b.md")
    assert a[51.98].conditions.model == "3d-unet-99.9"
    crossed = judge(a[51.98], b[51.81])                 # 99.9% target against 99%
    assert not crossed.comparable and "model" in crossed.reasons
    assert judge(a[51.98], b[51.77]).comparable         # one target on both sides
    assert judge(a[52.04], b[51.81]).comparable


# A quality figure that counts nothing named.

def _quality(value: float, unit: str, noun: str | None, doc: str) -> Claim:
    """An accuracy figure of one model on one benchmark, from document `doc`."""
    return Claim.model_validate({
        "value": value, "unit": unit, "metric": "accuracy", "count_noun": noun,
        "conditions": {"model": "Llama 3.1 8B", "workload": "HumanEval"},
        "source": {"quote": f"{value:g}", "title": f"Post {doc}", "url": f"https://{doc}.example/p"}})


def test_an_accuracy_stated_as_a_bare_count_is_refused() -> None:
    from claims.compare import refusal
    bare = _quality(3615190.2, "count", None, "a")        # a row's field, no noun
    assert refusal(bare) is not None and "not named" in (refusal(bare) or "")
    result = compare_claims([bare, _quality(3615190.2, "count", None, "b")])
    assert not result.comparable and len(result.refused) == 2


def test_an_accuracy_that_names_what_it_counts_or_is_a_share_is_admitted() -> None:
    from claims.compare import refusal
    assert refusal(_quality(139, "count", "problems", "a")) is None
    assert refusal(_quality(72.4, "%", None, "a")) is None
    pair = judge(_quality(139, "count", "problems", "a"), _quality(131, "count", "problems", "b"))
    assert pair.comparable


# A link's rated speed written in a system's description.

def _rate_in(sentence: str, value: float, unit: str, doc: str) -> Claim:
    """A bandwidth figure of `sentence`, from document `doc`."""
    return Claim.model_validate({
        "value": value, "unit": unit, "metric": "bandwidth",
        "conditions": {"hardware": "NVIDIA H100", "accelerator": "H100", "accelerator_count": 8,
                       "workload": "MLPerf Inference v4.1"},
        "source": {"quote": sentence, "title": f"Post {doc}", "url": f"https://{doc}.example/p"}})


def test_the_rated_speed_of_a_named_link_is_refused() -> None:
    from claims.compare import refusal
    nvlink = "Eight H100-SXM-80GB, joined by 18x 4th Gen NVLink at 900GB/s between the GPUs."
    pcie = "Each drive sits on PCIe Gen5 x16, 64 GB/s each way, to the host."
    ether = "The nodes talk over 400 GbE, 400 Gbit/s per port."
    assert "NVLink 4" in (refusal(_rate_in(nvlink, 900.0, "GB/s", "a")) or "")
    assert refusal(_rate_in(pcie, 64.0, "GB/s", "b")) is not None
    assert refusal(_rate_in(pcie.replace("64 GB/s each way", "128 GB/s both ways"), 128.0,
                            "GB/s", "c")) is not None
    assert refusal(_rate_in(ether, 400.0, "Gbit/s", "d")) is not None
    result = compare_claims([_rate_in(nvlink, 900.0, "GB/s", "a"),
                             _rate_in(nvlink, 900.0, "GB/s", "e")])
    assert not result.comparable


def test_a_measured_rate_over_a_named_link_is_admitted() -> None:
    from claims.compare import refusal
    measured = _rate_in("Over 4th Gen NVLink the all-reduce reached a bus bandwidth of "
                        "482 GB/s.", 482.0, "GB/s", "a")
    drive = _rate_in("On PCIe Gen5 x4 the drive read 13.9 GB/s sequentially.", 13.9, "GB/s",
                     "b")
    iperf = _rate_in("Over 100 GbE, iperf3 moved 94.1 Gbit/s.", 94.1, "Gbit/s", "c")
    plain = _rate_in("The array read 900 GB/s.", 900.0, "GB/s", "d")   # no link named
    for claim in (measured, drive, iperf, plain):
        assert refusal(claim) is None
