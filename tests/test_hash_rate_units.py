"""Hash rates, as password crackers and miners print them ("31.2 GH/s", "20110 H/s",
"201.4 kH/s"), are a throughput in hashes per second with their prefix normalised, never a
bare count; and two such rates of different hash modes do not compare."""

from __future__ import annotations

import pytest

from claims.compare import judge
from claims.load.documents import parse_bytes
from claims.model import Claim
from claims.pipeline import vet_loaded
from tests.conftest import one_figure as one
from tests.posts import claims_by_value, post


@pytest.mark.parametrize(("text", "value_text", "value"), [
    ("The card reached 31.2 GH/s on MD5.", "31.2", 31.2e9),
    ("bcrypt at cost 5 ran at 20110 H/s on the laptop.", "20110", 20110),
    ("sha512crypt managed 201.4 kH/s on one card.", "201.4", 201400),
    ("The miner held 95 TH/s through the week.", "95", 95e12),
    ("NTLM went through 4210.7 MH/s on the old card.", "4210.7", 4210.7e6),
])
def test_hash_rates_are_a_throughput_in_hashes_per_second(text: str, value_text: str,
                                                          value: float) -> None:
    fig = one(text, value_text)
    assert fig.unit == "hashes/s"
    assert fig.value == pytest.approx(value)


def _rig(publisher: str, md5: str, ntlm: str) -> dict[float, Claim]:
    """One rig's cracking benchmark: one table of two hash modes."""
    return claims_by_value(post(f"Cracking on one RTX 3070 ({publisher})", publisher,
                                f"""# Benchmark

We ran the built-in benchmark on one GeForce RTX 3070.

| Mode | Speed |
|---|---|
| 0 MD5 | {md5} MH/s |
| 1000 NTLM | {ntlm} MH/s |
"""), f"{publisher.lower()}.md")


def test_two_hash_modes_never_compare() -> None:
    """MD5 against NTLM, both hash rates: the mode that was run keeps them apart."""
    a = _rig("Quill", "31200.5", "52010.2")
    b = _rig("Ferrule", "30990.1", "51877.0")
    pair = judge(a[31200.5e6], b[51877.0e6])
    assert not pair.comparable
    assert "workload" in pair.reasons, pair.reasons



def test_a_cracking_rate_wants_no_latency_beside_it() -> None:
    """Nobody waits behind a hash rate: a table of peak cracking speeds with no latency
    raises no throughput-without-latency, where the same table of request rates does."""
    def rules(unit: str) -> set[str]:
        body = ("# Peak speeds\n\nThe best speeds we saw on each card:\n\n| Card | Speed |\n"
                f"|---|---|\n| RTX 3070 | up to 4210.7 {unit} |\n"
                f"| RTX 3080 | up to 6012.5 {unit} |\n")
        report = vet_loaded(parse_bytes(post("Peak speeds", "Quill", body).encode(),
                                        origin="q.md"))
        return {f.rule for f in report.findings}

    assert "throughput-without-latency" not in rules("MH/s")
    assert "throughput-without-latency" in rules("requests/s")
