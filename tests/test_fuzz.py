"""A short, seeded run of the fuzz campaign (the long one is `bench/fuzz_campaign.py`): on
generated announcements and damaged claim files, no exception but a clean refusal, every
quote is `text[span]`, and the same input gives the same report twice."""

from __future__ import annotations

from hypothesis import HealthCheck, given, seed, settings

from tests.conftest import ROOT
from tests.strategies import check_claim_bytes, claim_files, documents, vet_bytes

# Found by the campaign, inside claims/extract (being rebuilt): kept as a strict xfail in
# tests/test_fuzz_regressions.py; every other broken property fails this run.
KNOWN_IN_EXTRACT = ("non-finite value",)

CLAIM_FILE = (ROOT / "examples" / "deepseek-v4-1-flash-vera-rubin.claims.yaml").read_text("utf-8")
RUN = settings(max_examples=60, deadline=None, database=None, derandomize=True,
               suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@seed(18)
@RUN
@given(documents())
def test_generated_announcements_keep_the_properties(case: tuple[bytes, str]) -> None:
    data, name = case
    outcome = vet_bytes(data, name)
    assert outcome.problem is None or outcome.problem.startswith(KNOWN_IN_EXTRACT), \
        outcome.problem
    if outcome.refused is not None:
        assert "\n" not in outcome.refused and outcome.refused.startswith(name)


@seed(18)
@RUN
@given(claim_files(CLAIM_FILE))
def test_damaged_claim_files_are_refused_or_checked(data: bytes) -> None:
    assert check_claim_bytes(data) in ("refused", "checked")
