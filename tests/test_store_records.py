"""Records built by hand for the store and compare tests: two vendors' serving figures."""

from __future__ import annotations

from claims.ids import sha256_hex
from claims.model import (
    Claim,
    Conditions,
    Document,
    DocumentReport,
    Finding,
    Independence,
    Per,
    Quote,
    Severity,
    Statistic,
)


def report(text: str, *, publisher: str, model: str, hardware: str, gpus: int,
           throughput: float, per_user: float, published_at: str = "2026-03-01",
           precision: str = "FP8") -> tuple[DocumentReport, str]:
    """A document whose text states a system throughput and its per-user speed.

    Sources are given as mappings so the model derives the claims' content ids.
    """
    sha = sha256_hex(text.encode("utf-8"))
    at = text.index(format(throughput, "g").split(".")[0][:3])
    speed_at = text.index(format(per_user, "g").split(".")[0][:3], at + 3)
    cond = Conditions(model=model, hardware=hardware, accelerator="GPU", accelerator_count=gpus,
                      workload="chat 1k/1k", input_length=1024, output_length=1024,
                      precision=precision)
    src = {"publisher": publisher, "published_at": published_at, "sha256": sha,
           "section": "Results"}
    line = text.rfind("\n", 0, at) + 1  # the sentence up to the figure: it states the GPUs
    tput = Claim(value=throughput, unit="tokens/s", metric="throughput", conditions=cond,
                 statistic=Statistic.mean, independence=Independence.self_reported,
                 source={"quote": text[line:at + 6], "span": {"start": line, "end": at + 6},
                         **src})
    user = Claim(value=per_user, unit="tokens/s", per=Per.user, metric="interactivity",
                 conditions=cond, statistic=Statistic.median,
                 independence=Independence.self_reported,
                 source={"quote": text[speed_at:speed_at + 3],
                         "span": {"start": speed_at, "end": speed_at + 3}, **src})
    doc = Document(title=text.splitlines()[0], publisher=publisher, published_at=published_at,
                   sha256=sha, format="markdown")
    finding = Finding(code="CLM003", rule="self-reported", severity=Severity.warning,
                      message="measured by the vendor itself", document_id=doc.id,
                      claim_ids=(tput.id,), evidence=(Quote(text=tput.source.quote),))
    cost = Finding(code="CLM001", rule="missing-cost", severity=Severity.info,
                   message="no cost figure", document_id=doc.id)
    return DocumentReport(path="doc.md", document=doc, claims=(tput, user),
                          findings=(finding, cost)), sha


def vendor_a(throughput: float = 480000.0) -> tuple[DocumentReport, str]:
    """Vendor A: 72 GPUs, FP8."""
    text = (f"Vendor A serving results\n\nOn 72 GPUs the rack served {throughput:g} tokens/s "
            "at 150 tokens/s per user.\n")
    return report(text, publisher="Vendor A", model="Llama 3 70B", hardware="A-Rack 72",
                  gpus=72, throughput=throughput, per_user=150)


def vendor_b(precision: str = "FP8") -> tuple[DocumentReport, str]:
    """Vendor B: 8 GPUs; precision chosen by the caller."""
    text = (f"Vendor B results, March\n\nEight GPUs delivered 60000 tokens/s overall in "
            f"{precision}, with 152 tokens/s for each user.\n")
    return report(text, publisher="Vendor B", model="llama 3  70b", hardware="B-Box 8",
                  gpus=8, throughput=60000, per_user=152, published_at="2026-04-02",
                  precision=precision)
