"""The machine a section's heading names when the vocabulary names none in it: a platform
by the label a table gave it ("## Results (AMD64 Linux)", `Machines.resolve`), else a cloud
named alone as where the section ran ("## DCAP generation on GCP"). A cloud is read so in
a heading only: in prose it stands beside the finer machine the sentence names ("ran on
Azure on a pair of D16s v5 VMs"), which is the figures' machine."""

from __future__ import annotations

from collections.abc import Iterable

from claims.extract.conditions.columns import Machines
from claims.learn.names import same_name
from claims.vocabulary.hardware import CLOUD_ON
from claims.vocabulary.lazy import lazy

# A heading naming its machine by a host label the writer gave it, quoted: '## Darwin arm64,
# machine "macm4pro"', "## Results on host `bench-02`".
_HOST_LABEL = lazy(r"\b(?:machine|host(?:name)?|runner|box)\s*[:=]?\s*[\"'`\u201c](?P<label>"
                   r"[A-Za-z][\w.-]{1,40})[\"'`\u201d]")


def heading_machine(machines: Machines, heading: str) -> str | None:
    """The machine a heading names by a table's label or as a cloud alone, else None."""
    named = machines.resolve(heading)
    if named:
        return named
    cloud = CLOUD_ON.search(heading)
    return " ".join(cloud.group("cloud").split()) if cloud else None


def host_label(heading: str) -> str | None:
    """The host label a heading gives its section's machine, quoted ('machine "macm4pro"'),
    else None: the section's machine where its text names no other (a caller's test)."""
    m = _HOST_LABEL.search(heading)
    return m.group("label") if m else None


def elsewhere(text: str, headings: Iterable[tuple[int, int]], named: str) -> bool:
    """True when a heading names a cloud alone other than `named` (the machine the
    document's text names most): the page then ran on several, and `named` is only its own
    sections' ("## Generation on GCP" beside a laptop named once in another section). A
    table's label in a heading is left out: it names one of the machines the text names
    already (read so, real8 and real17 lost 40 figures)."""
    for a, b in headings:
        cloud = CLOUD_ON.search(text, a, b)
        if cloud is not None and not same_name(cloud["cloud"], named):
            return True
    return False
