"""Request lengths and parallel degrees given as table columns meet the same conditions said
in prose or as one "Input/output" label, so two publishers' rows of one run shape compare.

A results table often gives each row's run shape as bare numbers under headers such as
"| tp size | input len | output len |" or "| ISL | OSL | TP |". Those columns set the
record's own fields (input length, output length, parallelism), never a free-form setting:
a setting one side states and the other carries as a field would block every pair as
"cannot tell". A header that names a result ("Output size" in bytes, "TP" over a request
rate) sets nothing. Every document is written for these tests, in several fields (LLM
serving on GPUs, a compressor, a web server, a key-value store).
"""

from __future__ import annotations

from claims.compare import Verdict, judge
from claims.compare.conditions import table
from claims.compare.lengths import lengths
from claims.compare.verdict import system_size
from claims.extract import extract
from claims.load.documents import parse_bytes
from claims.model import Claim, Setting
from claims.vocabulary.knob_headers import knob_header


def _post(title: str, publisher: str, body: str) -> str:
    """A Markdown announcement with front matter."""
    return (f'---\ntitle: "{title}"\npublisher: {publisher}\n'
            f'url: https://{publisher.lower()}.example/post\npublished_at: 2026-03-01\n---\n\n'
            f'{body}')


def _claims(text: str, name: str) -> dict[float, Claim]:
    """Each claim of a Markdown document by its value."""
    return {c.value: c for c in extract(parse_bytes(text.encode(), origin=name))[1]}


def _names(claim: Claim) -> set[str]:
    """A claim's setting names, folded."""
    return {s.name.casefold() for s in claim.conditions.settings}


# A cloud's results page: the run shape as three bare columns.
_CLOUD = _post("GPU VM results", "Nimbus", """# Results on our eight-GPU VM

Measured with vLLM on our MI300X virtual machine, Qwen2.5 72B in FP8, 500 requests per run.

| tp size | input len | output len | throughput (tokens/sec) |
| --- | --- | --- | --- |
| 8 | 128 | 128 | 3120 |
| 8 | 128 | 2048 | 4410 |
| 8 | 2048 | 2048 | 2290 |
""")

# A chip maker's reference page: one "Input/output" label per row, the degree in prose.
_MAKER = _post("Reference serving figures", "Forge", """# vLLM reference figures on MI300X

One server with 8 MI300X GPUs. Qwen2.5 72B in FP8 with vLLM 0.6.0 and tensor parallelism 8,
by input/output length.

| Input/output | MI300X tokens/s |
| --- | --- |
| 128/128 | 2760.5 |
| 128/2048 | 3905.1 |
""")

# Another table spelling: "| ISL | OSL | TP |".
_SHORT = _post("Serving sweep", "Kestrel", """# Sweep on H200

Llama 3.1 70B in FP8 with SGLang on one H200 server.

| ISL | OSL | TP | Output tokens/s |
| --- | --- | --- | --- |
| 1024 | 1024 | 4 | 5510 |
| 1024 | 1024 | 8 | 8120 |
""")


def test_length_and_degree_columns_set_the_records_fields() -> None:
    """Must fire: "tp size", "input len", "output len" set parallelism and both lengths."""
    found = _claims(_CLOUD, "cloud.md")[4410]
    c = found.conditions
    assert (c.input_length, c.output_length, c.parallelism) == (128, 2048, "TP8")
    assert not {"tp size", "input len", "output len"} & _names(found)


def test_short_headers_read_too() -> None:
    """Must fire: "ISL", "OSL" and "TP" columns, each row its own degree."""
    found = _claims(_SHORT, "short.md")
    assert (found[5510].conditions.input_length, found[5510].conditions.output_length) == \
        (1024, 1024)
    assert found[5510].conditions.parallelism == "TP4"
    assert found[8120].conditions.parallelism == "TP8"


def test_input_output_label_is_no_setting_beside_its_lengths() -> None:
    """Must fire: "Input/output" over "128/2048" gives the lengths and no setting of its own."""
    found = _claims(_MAKER, "maker.md")[3905.1]
    assert (found.conditions.input_length, found.conditions.output_length) == (128, 2048)
    assert "input/output" not in _names(found)


def test_same_shape_in_two_spellings_compares() -> None:
    """Must fire: the cloud's columns and the maker's label name one run shape."""
    cloud, maker = _claims(_CLOUD, "cloud.md"), _claims(_MAKER, "maker.md")
    pair = judge(cloud[4410], maker[3905.1])
    assert pair.verdict is Verdict.comparable, [d.describe() for d in pair.differences]
    assert judge(cloud[3120], maker[2760.5]).verdict is Verdict.comparable


def test_another_shape_is_refused_as_workload() -> None:
    """Must not fire: 2048/2048 against 128/2048 differs in the input length."""
    cloud, maker = _claims(_CLOUD, "cloud.md"), _claims(_MAKER, "maker.md")
    pair = judge(cloud[2290], maker[3905.1])
    assert pair.verdict is Verdict.not_comparable
    assert "workload" in pair.reasons


def test_headers_that_name_results_set_nothing() -> None:
    """Must not fire: sizes, rates and lengths in bytes are no request length or degree."""
    assert knob_header("Output size") is None  # a compressor's bytes out
    assert knob_header("Input length (bytes)") is None  # a hash's message size
    assert knob_header("input throughput") is None
    assert knob_header("tp size") == ("parallelism", "TP")
    assert knob_header("Input len (tokens)") == ("input_length", "")


def test_a_throughput_abbreviated_tp_is_no_degree() -> None:
    """Must not fire: a web server's "TP" column of request rates sets no parallelism."""
    text = _post("Server sweep", "Anvil", """# Caddy on a c7i.2xlarge

We drove Caddy with wrk on one c7i.2xlarge.

| Connections | TP | p99 latency (ms) |
| --- | --- | --- |
| 100 | 48210 | 2.9 |
| 400 | 51377 | 9.6 |
""")
    found = [c for c in _claims(text, "server.md").values() if c.metric == "latency"]
    assert found and all(c.conditions.parallelism is None for c in found)


def test_key_value_store_columns_stay_settings() -> None:
    """Must not fire: a store's "Threads" column stays a setting, no parallel degree."""
    text = _post("KV sweep", "Quarry", """# RocksDB on one NVMe drive

We ran db_bench against RocksDB 9.1 on one i4i.2xlarge.

| Threads | Value size | ops/sec |
| --- | --- | --- |
| 8 | 100 | 412000 |
| 16 | 100 | 633000 |
""")
    found = _claims(text, "kv.md")[633000]
    assert found.conditions.parallelism is None and found.conditions.input_length is None
    assert "threads" in _names(found)


def test_lengths_kept_as_settings_meet_the_fields() -> None:
    """Must fire: a claim file that still holds "input len"/"output len" settings (written
    before those columns were read) meets a record with the length fields; another length
    still blocks."""
    maker = _claims(_MAKER, "maker.md")
    cloud = _claims(_CLOUD, "cloud.md")[4410]
    settings = (Setting(name="input len", value="128", varies=True),
                Setting(name="output len", value="2048", varies=True))
    old = cloud.model_copy(update={"conditions": cloud.conditions.model_copy(
        update={"input_length": None, "output_length": None, "settings": settings})})
    assert lengths(old) == (128, 2048)
    pair = judge(old, maker[3905.1])
    assert pair.comparable, [d.describe() for d in pair.differences]
    assert not any(r.condition.startswith("setting:") for r in table(old, maker[3905.1]))
    assert judge(old, maker[2760.5]).verdict is Verdict.not_comparable


def test_input_output_setting_reads_both_lengths() -> None:
    """Must fire: an "ISL/OSL" setting over "1k/2k" is 1000 input and 2000 output tokens;
    must not fire: a "Block size" setting is no length."""
    base = _claims(_SHORT, "short.md")[5510]
    old = base.model_copy(update={"conditions": base.conditions.model_copy(update={
        "input_length": None, "output_length": None,
        "settings": (Setting(name="ISL/OSL", value="1k/2k", varies=True),
                     Setting(name="Block size", value="4k", varies=True))})})
    assert lengths(old) == (1000, 2000)


def test_data_parallel_column_leaves_the_size_unsaid() -> None:
    """Must not fire: "| TP | DP |" over "| 4 | 2 |" is eight GPUs, never one instance of
    four, so the system's size is not taken from TP alone."""
    text = _post("Replica sweep", "Bramble", """# Replicas on H100

Llama 3.1 70B in FP8 with SGLang on H100 GPUs.

| TP | DP | ISL | OSL | Output tokens/s |
| --- | --- | --- | --- | --- |
| 4 | 2 | 1024 | 1024 | 10240 |
| 4 | 1 | 1024 | 1024 | 5480 |
""")
    found = _claims(text, "replicas.md")
    assert found[10240].conditions.parallelism == "TP4 DP2"
    assert system_size(found[10240]) is None
