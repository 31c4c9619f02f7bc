"""The editor's workspace: `claims serve` (a FastAPI app, Jinja2 pages, a JSON API)."""
