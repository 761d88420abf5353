"""The browser client: its pages (`/`, `/t/{table_id}`) and static files, built by `web/`."""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter, FastAPI
from fastapi.responses import FileResponse, HTMLResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException
from starlette.types import Scope

STATIC = Path(__file__).resolve().parent.parent / "static"

FALLBACK_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>tapisvert server</title></head>
<body style="font-family: sans-serif; max-width: 40em; margin: 2em auto">
<h1>tapisvert server</h1>
<p>The server is running, but the browser client is not built into
<code>src/tapisvert/server/static/</code> (build it from <code>web/</code>).</p>
<p>The API: <a href="/api/games">/api/games</a>, <a href="/api/tables">/api/tables</a>,
<a href="/docs">/docs</a> (OpenAPI); the protocol is described in <code>docs/server.md</code>.</p>
</body></html>
"""

router = APIRouter(include_in_schema=False)


def index() -> Response:
    page = STATIC / "index.html"
    if page.is_file():
        return FileResponse(page)
    return HTMLResponse(FALLBACK_PAGE)


@router.get("/")
async def root() -> Response:
    return index()


@router.get("/t/{table_id}")
async def table_page(table_id: str) -> Response:
    return index()


@router.get("/rules/{game_id}")
async def rules_page(game_id: str) -> Response:
    return index()


class ClientFiles(StaticFiles):
    """The built client's files; a page path it does not have (not under /api or /ws) answers
    404 with the client itself, which shows a "not found" page in the reader's language."""

    async def get_response(self, path: str, scope: Scope) -> Response:
        try:
            return await super().get_response(path, scope)
        except HTTPException as exc:
            first = path.split("/", 1)[0]
            page = STATIC / "index.html"
            if exc.status_code != 404 or first in ("api", "ws") or not page.is_file():
                raise
            return FileResponse(page, status_code=404)


def mount_static(app: FastAPI) -> None:
    """Serve the other files of the built client as they are (after every route)."""
    if STATIC.is_dir():
        app.mount("/", ClientFiles(directory=STATIC, check_dir=False), name="static")
