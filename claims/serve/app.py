"""The workspace's web app: pages for editors, a JSON API beside them, one error shape.

Every error is one sentence: a page for a browser, `{"error": "..."}` under
`/api/`. No route writes anywhere but the store (and the fetcher's snapshot
folder, as `claims fetch` does).
"""

from __future__ import annotations

import json
from http import HTTPStatus

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, Response
from starlette.exceptions import HTTPException

from claims import __version__
from claims.errors import ClaimsError
from claims.report.html import stylesheet
from claims.serve.intake import Settings
from claims.serve.security import Guard, Scope, Tokens
from claims.serve.workspace import Workspace

_STATUS_WORDS = {400: "Bad request", 401: "Access token needed", 403: "Refused",
                 404: "Not found", 405: "Not allowed",
                 413: "Too large", 415: "Wrong content type", 422: "Not valid",
                 500: "Internal error", 503: "Stopped"}


_CODES = {s.value for s in HTTPStatus}
# What a route's refusal says when it names no reason of its own.
_STOCK_SENTENCES = {404: "There is no such page.",
                    405: "This page does not take that kind of request."}


def error_page(workspace: Workspace, request: Request | None, status: int,
               sentence: str) -> Response:
    """One sentence, as a page or (under /api/) as JSON."""
    path = request.url.path if request is not None else ""
    if path.startswith("/api/"):
        return JSONResponse({"error": sentence}, status_code=status)
    body = workspace.env.get_template("error.html").render(
        css=stylesheet(), status=status, title=_STATUS_WORDS.get(status, "Error"),
        sentence=sentence, version=__version__)
    return HTMLResponse(body, status_code=status)


def _validation_sentence(exc: RequestValidationError) -> str:
    """The first problem of a request that did not validate, as one sentence."""
    errors = exc.errors()
    if not errors:
        return "The request is not valid."
    first = errors[0]
    where = ".".join(str(p) for p in first.get("loc", ()) if p not in ("body",)) or "request"
    return f"The request is not valid: {where}: {first.get('msg', 'invalid')}."


def create_app(settings: Settings, *, hosts: frozenset[str] = frozenset(),
               tokens: Tokens | None = None, access_token: str | None = None) -> FastAPI:
    """The app over one store; `hosts` are the names the Host header may give (empty: any);
    with `access_token`, every request must carry it (see claims.serve.access)."""
    from claims.serve import api, pages

    workspace = Workspace(settings, tokens)
    app = FastAPI(title="claims workspace", version=__version__, docs_url=None,
                  redoc_url=None, openapi_url="/openapi.json",
                  description="Vet performance announcements: every figure with its "
                              "conditions, every finding with its evidence.")
    app.state.workspace = workspace

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, exc: HTTPException) -> Response:
        """A refusal: the route's own sentence, or a stock one for its status."""
        stock = HTTPStatus(exc.status_code).phrase if exc.status_code in _CODES else ""
        detail = exc.detail if isinstance(exc.detail, str) and exc.detail != stock else None
        sentence = detail or _STOCK_SENTENCES.get(exc.status_code, "The request failed.")
        return error_page(workspace, request, exc.status_code, sentence)

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError) -> Response:
        """A request that does not validate: its first problem."""
        return error_page(workspace, request, 422, _validation_sentence(exc))

    @app.exception_handler(ClaimsError)
    async def bad_input(request: Request, exc: ClaimsError) -> Response:
        """Bad input, as the CLI would say it (file, line, problem)."""
        return error_page(workspace, request, 400, f"{exc}.".replace("..", "."))

    @app.exception_handler(Exception)
    async def internal(request: Request, exc: Exception) -> Response:
        """A bug: one sentence naming it, never a traceback."""
        return error_page(workspace, request, 500, "Something went wrong inside claims "
                                                   f"({type(exc).__name__}); please report it.")

    async def refuse(scope: Scope, status: int, sentence: str
                     ) -> tuple[int, list[tuple[bytes, bytes]], bytes]:
        """The guard's refusal as the app renders errors."""
        if str(scope.get("path", "")).startswith("/api/"):
            return status, [(b"content-type", b"application/json")], \
                json.dumps({"error": sentence}).encode("utf-8")
        page = error_page(workspace, None, status, sentence)
        return status, [(b"content-type", b"text/html; charset=utf-8")], bytes(page.body)

    app.include_router(pages.router)
    app.include_router(api.router)
    app.add_middleware(Guard, hosts=hosts, refuse=refuse, token=access_token)
    return app
