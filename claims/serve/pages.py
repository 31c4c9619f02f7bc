"""The editor's pages: vet (paste, upload, URL), the report with its reviews, the list, compare."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import UploadFile
from starlette.exceptions import HTTPException
from starlette.formparsers import MultiPartException

from claims.load.documents import MAX_BYTES
from claims.report import build_report
from claims.report.html import page_context, views
from claims.reviews import MAX_REASON, Decision
from claims.serve import intake
from claims.serve.limits import bounded
from claims.serve.workspace import Workspace

router = APIRouter(include_in_schema=False)
LIST_LIMIT = 200
FORMATS = ("", "markdown", "html", "text")


def _workspace(request: Request) -> Workspace:
    """The app's workspace."""
    workspace: Workspace = request.app.state.workspace
    return workspace


async def _form(request: Request) -> Any:
    """The posted form, with the CLI's size cap on every field and file."""
    try:
        return await request.form(max_files=1, max_fields=8, max_part_size=MAX_BYTES + 1)
    except MultiPartException as exc:
        raise HTTPException(400, f"The form could not be read: {exc.message}") from None


@router.get("/", response_class=HTMLResponse)
def home(request: Request) -> Response:
    """Paste, upload or give a URL; the latest documents below."""
    workspace = _workspace(request)
    with workspace.store() as store:
        recent = intake.listing(store, 10)
    return workspace.page(request, "home.html", recent=recent, max_mib=MAX_BYTES // 2**20)


@router.post("/vet")
async def vet(request: Request) -> Response:
    """Vet what the form holds (a file, else a URL, else text), keep it, show its report."""
    workspace = _workspace(request)
    form = await _form(request)
    workspace.check_form(request, form.get("csrf"))
    fmt = str(form.get("format") or "")
    if fmt not in FORMATS:
        raise HTTPException(400, "Choose Markdown, HTML or plain text as the format.")
    upload, url, text = form.get("file"), str(form.get("url") or ""), form.get("text")
    if isinstance(upload, UploadFile) and upload.filename:
        data = await upload.read(MAX_BYTES + 1)
        if len(data) > MAX_BYTES:
            raise HTTPException(413, f"The file is larger than the {MAX_BYTES // 2**20} MiB "
                                     "limit; nothing was stored.")
        name = intake.file_name(upload.filename)
        loaded = await run_in_threadpool(intake.from_bytes, data, name=name, fmt=fmt or None)
    elif url.strip():
        loaded = await run_in_threadpool(intake.from_url, url, workspace.settings)
    elif isinstance(text, str) and text.strip():
        loaded = await run_in_threadpool(intake.from_text, text, fmt=fmt or None)
    else:
        raise HTTPException(400, "Paste an announcement, choose a file or give a URL.")

    settings = workspace.settings
    document_id = await run_in_threadpool(bounded, intake.keep, loaded, settings,
                                          seconds=settings.time_limit)
    return RedirectResponse(f"/documents/{document_id}", status_code=303)


def _load(workspace: Workspace, document_id: str) -> Any:
    """A stored document with its reviews, or a 404 page."""
    with workspace.store() as store:
        try:
            return intake.stored(store, document_id)
        except LookupError:
            raise HTTPException(404, "No document with this id is stored.") from None


@router.get("/documents/{document_id}", response_class=HTMLResponse)
def document(request: Request, document_id: str) -> Response:
    """One stored document's report, with a review form for each finding."""
    workspace = _workspace(request)
    item, text, log = _load(workspace, document_id)
    report = build_report([item])
    docs = views(report, texts={document_id: text} if text is not None else None,
                 reviews=log, env=workspace.env)
    return workspace.page(request, "document.html", **page_context(report, docs),
                          document_id=document_id, max_reason=MAX_REASON)


@router.post("/documents/{document_id}/reviews")
async def review(request: Request, document_id: str) -> Response:
    """Accept, dismiss or reopen one finding, with a reason; back to the report."""
    workspace = _workspace(request)
    form = await _form(request)
    workspace.check_form(request, form.get("csrf"))
    key, reason = str(form.get("finding") or ""), str(form.get("reason") or "").strip()
    try:
        decision = Decision(str(form.get("decision") or ""))
    except ValueError:
        raise HTTPException(400, "Choose to accept, dismiss or reopen the finding.") from None
    if decision is Decision.reopened:
        reason = reason or "reopened"
    elif not reason:
        raise HTTPException(400, f"Give a reason to {decision.value[:-2]} this finding.")
    if len(reason) > MAX_REASON:
        raise HTTPException(400, f"Keep the reason under {MAX_REASON} characters.")

    def record() -> int:
        """Store the review, in a worker thread; the finding's number."""
        with workspace.store() as store:
            return intake.record_review(store, document_id, key, decision, reason)

    try:
        number = await run_in_threadpool(record)
    except LookupError as exc:
        raise HTTPException(404, str(exc)) from None
    return RedirectResponse(f"/documents/{document_id}#d0-c{number}", status_code=303)


@router.get("/documents", response_class=HTMLResponse)
def documents(request: Request) -> Response:
    """Every vetted document (the latest first) with its open caveats; pick two to compare."""
    workspace = _workspace(request)
    with workspace.store() as store:
        rows = intake.listing(store, LIST_LIMIT)
    return workspace.page(request, "documents.html", rows=rows, limit=LIST_LIMIT)


@router.get("/compare", response_class=HTMLResponse)
def compare(request: Request, a: str = "", b: str = "") -> Response:
    """The buyer's view of two stored documents: which of their figures compare, and why not."""
    from claims.compare import compare_claims
    from claims.report.compare_html import STYLE, render_body

    workspace = _workspace(request)
    if not a or not b or a == b:
        raise HTTPException(400, "Choose two different documents to compare.")
    with workspace.store() as store:
        items = [store.report(a), store.report(b)]
    if any(item is None for item in items):
        raise HTTPException(404, "No document with this id is stored.")
    claims = [c for item in items if item is not None for c in item.claims]
    # Inside the workspace's layout, so the page keeps the navigation of every other page.
    return workspace.page(request, "compare.html", compare_css=STYLE,
                          body=render_body(compare_claims(claims), max_pairs=20))
