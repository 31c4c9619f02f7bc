"""The JSON API beside the pages, described by the OpenAPI document at /openapi.json."""

from __future__ import annotations

from typing import Literal

from fastapi import APIRouter, Request
from fastapi.responses import Response
from pydantic import BaseModel, ConfigDict, Field
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException

from claims.load.documents import MAX_BYTES
from claims.model import Report
from claims.report import build_report
from claims.report.jsonout import render
from claims.reviews import MAX_REASON, Decision, Review
from claims.serve import intake
from claims.serve.limits import bounded
from claims.serve.workspace import Workspace

router = APIRouter(prefix="/api", tags=["api"])


class Problem(BaseModel):
    """An error: one sentence."""

    error: str


class VetRequest(BaseModel):
    """What to vet: `text` (with an optional file `name` and `format`) or a `url`."""

    model_config = ConfigDict(extra="forbid")

    text: str | None = Field(default=None, max_length=MAX_BYTES)
    url: str | None = Field(default=None, max_length=8192)
    name: str | None = Field(default=None, max_length=200,
                             description="a file name; its extension picks the format")
    format: Literal["markdown", "html", "text"] | None = None
    store: bool = Field(default=False, description="keep the document and its text in the store")


class DocumentEntry(BaseModel):
    """One stored document in the list."""

    id: str
    title: str
    path: str | None
    figures: int
    findings: int
    open: int
    published: str | None


class ReviewRequest(BaseModel):
    """A decision on one finding (its key is `data-finding` in the page, or from the report)."""

    model_config = ConfigDict(extra="forbid")

    finding: str = Field(pattern=r"^fnd-[0-9a-f]{16}$")
    decision: Decision
    reason: str = Field(min_length=1, max_length=MAX_REASON)


ERRORS: dict[int | str, dict[str, object]] = {
    code: {"model": Problem, "description": text} for code, text in (
        (400, "the input was refused (the sentence says why)"),
        (404, "no such document or finding"), (413, "the body is over the size cap"),
        (415, "the body is not JSON"), (422, "the body does not validate"))}


def _json(report: Report) -> Response:
    """A report as the JSON of `schemas/report.schema.json`."""
    return Response(render(report), media_type="application/json")


def _workspace(request: Request) -> Workspace:
    """The app's workspace."""
    workspace: Workspace = request.app.state.workspace
    return workspace


@router.post("/vet", response_model=Report, responses=ERRORS)
async def vet(request: Request, body: VetRequest) -> Response:
    """Vet a text or a URL: the report, as `claims vet --format json` prints it."""
    workspace = _workspace(request)
    if (body.text is None) == (body.url is None):
        raise HTTPException(400, "Give either text or a url, not both and not neither.")

    settings = workspace.settings
    return _json(await run_in_threadpool(bounded, _vet_request, body, settings,
                                         seconds=settings.time_limit))


def _vet_request(body: VetRequest, settings: intake.Settings) -> Report:
    """Read, vet and maybe keep (in a child process, under the time limit)."""
    if body.url is not None:
        loaded = intake.from_url(body.url, settings)
    else:
        assert body.text is not None
        loaded = intake.from_text(body.text, fmt=body.format,
                                  name=intake.file_name(body.name) if body.name
                                  else "pasted text")
    if not body.store:
        return build_report([intake.vet_only(loaded, settings)])
    from claims.store import open_store

    with open_store(settings.db) as store:
        return build_report([intake.vet_and_keep(loaded, store, settings)])


@router.get("/documents", response_model=list[DocumentEntry])
def documents(request: Request, limit: int = 100) -> list[DocumentEntry]:
    """The latest stored documents, newest first, with their open caveats."""
    with _workspace(request).store() as store:
        rows = intake.listing(store, max(0, min(limit, 1000)))
    return [DocumentEntry(**{**row, "open": len(row["open"])}) for row in rows]


@router.get("/documents/{document_id}", response_model=Report, responses=ERRORS)
def document(request: Request, document_id: str) -> Response:
    """One stored document's report, its reviews honoured (reviewed findings are accepted)."""
    with _workspace(request).store() as store:
        try:
            item, _, _ = intake.stored(store, document_id)
        except LookupError:
            raise HTTPException(404, "No document with this id is stored.") from None
    return _json(build_report([item]))


@router.post("/documents/{document_id}/reviews", response_model=Review, responses=ERRORS)
def review(request: Request, document_id: str, body: ReviewRequest) -> Review:
    """Accept, dismiss or reopen one finding of a stored document, with a reason."""
    with _workspace(request).store() as store:
        try:
            return intake.write_review(store, document_id, body.finding, body.decision,
                                       body.reason)[1]
        except LookupError as exc:
            raise HTTPException(404, str(exc)) from None
