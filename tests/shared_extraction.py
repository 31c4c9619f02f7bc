"""One extraction per document for the whole test session, shared by the sweeps over the
shipped documents.

Several tests each read every shipped announcement and fixture (the metric vocabulary, the
physical limits, the comparable pairs of the archive) and used to extract each one again:
about 4 s of CPU in a full run went to extracting documents a test before had extracted
already. Extraction is deterministic and its records are frozen (pydantic models holding
tuples), so the one result can be handed to every test that asks for the same document.

Only tests that ask for it share (a sweep calls `extracted`, or runs `vet_loaded` inside
`sharing_extraction`): a test that patches the extractor to see its effect never meets a
result made before its patch.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from claims.load.loaded import LoadedDocument
from claims.model import Claim, Document

Extraction = tuple[Document, tuple[Claim, ...]]
Key = tuple[Any, ...]

_DONE: dict[Key, Extraction] = {}


def _key(loaded: LoadedDocument) -> Key:
    """What extraction reads of a loaded document besides its text: its origin (the ids
    name it), the digest of its exact bytes and how they were read."""
    return (loaded.origin, loaded.sha256, loaded.format, loaded.url, loaded.retrieved_at,
            loaded.body_offset, loaded.body_line, loaded.text, repr(loaded.metadata))


def extracted(loaded: LoadedDocument) -> Extraction:
    """`extract(loaded)` with the shipped model, made once per document in the session."""
    from claims.extract import extract

    key = _key(loaded)
    found = _DONE.get(key)
    if found is None:
        found = _DONE[key] = extract(loaded)
    return found


@contextmanager
def sharing_extraction() -> Iterator[None]:
    """Within the block, `vet_loaded` extracts through `extracted` (the shipped model only;
    a run given another model extracts afresh); the pipeline is as it was afterwards."""
    from claims import pipeline

    plain = pipeline.extract

    def shared(loaded: LoadedDocument, *, model: Any = None) -> Extraction:
        """The session's extraction of the document, or a fresh one for another model."""
        return extracted(loaded) if model is None else plain(loaded, model=model)

    pipeline.extract = shared
    try:
        yield
    finally:
        pipeline.extract = plain
