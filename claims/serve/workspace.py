"""What every route of the workspace shares: its settings, the store, templates, CSRF tokens.

Its own module, so the app (which mounts the routers) and the routers (which read the
workspace) both import it and not each other.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from fastapi import Request
from fastapi.responses import HTMLResponse
from starlette.exceptions import HTTPException

from claims import __version__
from claims.report.html import environment, stylesheet
from claims.serve.intake import Settings
from claims.serve.security import Tokens
from claims.store import Store, open_store

TEMPLATES = Path(__file__).with_name("templates")


class Workspace:
    """What every route needs: settings, the store, templates and CSRF tokens."""

    def __init__(self, settings: Settings, tokens: Tokens | None = None) -> None:
        self.settings = settings
        self.tokens = tokens or Tokens()
        self.env = environment(str(TEMPLATES))

    @contextmanager
    def store(self) -> Iterator[Store]:
        """The store, opened for one request (one connection per request and thread)."""
        with open_store(self.settings.db) as store:
            yield store

    def page(self, request: Request, template: str, status: int = 200,
             **context: Any) -> HTMLResponse:
        """A rendered page with this browser's CSRF token (and its cookie, when new)."""
        cookie = request.cookies.get("claims_csrf")
        fresh = cookie is None or len(cookie) != 32
        if fresh:
            cookie = Tokens.new_cookie()
        assert cookie is not None
        values = {"css": stylesheet(), "version": __version__, **context}
        body = self.env.get_template(template).render(csrf=self.tokens.token(cookie), **values)
        response = HTMLResponse(body, status_code=status)
        if fresh:
            response.set_cookie("claims_csrf", cookie, httponly=True, samesite="strict")
        return response

    def check_form(self, request: Request, token: object) -> None:
        """Refuse a form without this browser's token (a stale page or another site)."""
        if not self.tokens.valid(request.cookies.get("claims_csrf"), token):
            raise HTTPException(403, "The form is out of date or came from another site: "
                                     "reload the page and try again.")
