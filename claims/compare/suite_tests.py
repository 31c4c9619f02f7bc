"""The test of a benchmark suite a figure was measured on, and its accuracy target: MLPerf
Inference's "bert-99", "gptj-99.9", "llama2-70b-99", "3d-unet-99", "stable-diffusion-xl",
however the record words it ("GPT-J", "Llama 2 70B at the 99% accuracy target").

One MLPerf submission reports a dozen tests in one unit, row by row; the suite's name and the
scenario are the same on every row, so the test is what tells a BERT rate from a 3D U-Net
rate. Results pages word the tests differently (a table's "llama2-70b-99", a list's
"llama2-70b-99 (ROUGE1 ...)", prose's "Llama 2 70B ... at the 99% accuracy target"), so the
test is read into one canonical name, and the target apart from it: a stricter target is
another accuracy the run had to keep (a difference of precision, as the benchmark words it).

Read only where the record is an MLPerf one (its workload names MLPerf, or it names an
MLPerf scenario): elsewhere "BERT" or "ResNet" names a model, compared as such.
"""

from __future__ import annotations

import re

from claims.compare.scenario import anchor, clause, scenarios
from claims.memo import by_identity
from claims.model import Claim
from claims.vocabulary.lazy import lazy

SCENARIO_FAMILY = "MLPerf scenario"
TEST, TARGET = "MLPerf test", "MLPerf accuracy target"
# (pattern, canonical test, whether the test has the 99% and 99.9% targets)
_TESTS = (
    (r"resnet(?:[\s-]?50)?", "resnet50", False),
    (r"retinanet", "retinanet", False),
    (r"bert(?:[\s-]?large)?", "bert", True),
    (r"dlrm(?:[\s-]?v2)?", "dlrm-v2", True),
    (r"3d[\s-]?u[\s-]?net", "3d-unet", True),
    (r"gpt[\s-]?j(?:[\s-]?6b)?", "gptj", True),
    (r"llama[\s-]?2[\s-]?70b(?:[\s-]?interactive)?", "llama2-70b", True),
    (r"llama[\s-]?3\.1[\s-]?405b", "llama3.1-405b", False),
    (r"mixtral[\s-]?8x7b", "mixtral-8x7b", False),
    (r"stable[\s-]?diffusion[\s-]?xl|sdxl", "stable-diffusion-xl", False),
    (r"r-?gat", "rgat", False),
)
_NAME = lazy(r"(?<![\w.])(?:" + "|".join(f"(?P<t{i}>{p})" for i, (p, _, _) in
                                         enumerate(_TESTS)) + r")"
             # the target glued on as the suite's ids write it ("bert-99.9")
             + r"(?:-(?P<glued>99(?:\.9)?)(?![\d.]\d))?(?![\w])", re.I)
# A target stated in words: "at the 99.9% accuracy target", "(99% of the reference accuracy)".
_WORDED = lazy(r"(?<![\d.])(?P<target>99(?:\.9)?)\s*%\s*(?:accuracy\s+)?(?:target|of\s+(?:the\s+)?"
               r"(?:reference|FP32)?\s*accuracy)", re.I)


def _mlperf(claim: Claim) -> bool:
    """True when the record is an MLPerf one: its workload names the suite, or it names one
    of the suite's scenarios."""
    return "mlperf" in (claim.conditions.workload or "").casefold() or \
        SCENARIO_FAMILY in scenarios(claim)


def _nearest(text: str, at: int) -> re.Match[str] | None:
    """The test name nearest before `at` in `text`, else the first after it."""
    hits = list(_NAME.finditer(text))
    before = [m for m in hits if m.start() < at]
    return before[-1] if before else hits[0] if hits else None


@by_identity(1 << 16)
def suite_test(claim: Claim) -> dict[str, str]:
    """{TEST: canonical test, TARGET: "99" or "99.9"} as far as the record states them;
    empty for a record that is no MLPerf one or names no test.

    Cached per claim, so callers must not change the mapping they get."""
    if not _mlperf(claim):
        return {}
    quote = claim.source.quote
    found = None
    # the figure's own words first: a model the record took from a paragraph around it
    # (a note naming "GPT-J" above a table of tests) is no test of the row
    for text in (quote, claim.conditions.model or ""):
        found = _nearest(text, anchor(claim, text) if text is quote else len(text))
        if found is not None:
            break
    if found is None:
        return {}
    index = next(int(k[1:]) for k, v in found.groupdict().items() if k[0] == "t" and v)
    _, test, targeted = _TESTS[index]
    out = {TEST: test}
    target = found.group("glued") if targeted else None
    said = {target} if target else _worded(claim, quote) if targeted else set()
    if said:
        out[TARGET] = ", ".join(sorted(said))
    return out


def _worded(claim: Claim, quote: str) -> set[str]:
    """The targets the quote words for the figure: those of its own clause ("at the 99%
    target and, with the same numbers, at the 99.9% target": both), else the nearest before
    it, else the first after it."""
    hits = list(_WORDED.finditer(quote))
    if not hits:
        return set()
    at = anchor(claim, quote)
    lo, hi = clause(quote, at)
    inside = {m.group("target") for m in hits if lo <= m.start() < hi}
    before = [m for m in hits if m.start() < at]
    return inside or {(before[-1] if before else hits[0]).group("target")}


def _targets(found: dict[str, str]) -> set[str]:
    """The targets a record states its figure at."""
    return set(found[TARGET].split(", ")) if TARGET in found else set()


def same_target(a: dict[str, str], b: dict[str, str]) -> bool | None:
    """True when two records' stated targets share one ("99" and "99, 99.9": a figure the
    text gives for both targets holds at each); None when either states none."""
    ta, tb = _targets(a), _targets(b)
    return bool(ta & tb) if ta and tb else None


def same_test(left: Claim, right: Claim) -> bool:
    """True when both records name one test of the suite at one target (or both leave the
    target unsaid): the suite fixes the test's model and data, so the two ran one job."""
    a, b = suite_test(left), suite_test(right)
    if not a or a.get(TEST) != b.get(TEST):
        return False
    ta, tb = _targets(a), _targets(b)
    return ta == tb or bool(ta & tb)


def suite_key(claim: Claim) -> str | None:
    """The test and target as one key ("bert@99.9"), None when no test is named."""
    found = suite_test(claim)
    return f"{found[TEST]}@{found.get(TARGET, '-')}" if found else None
