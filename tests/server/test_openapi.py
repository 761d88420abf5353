"""/openapi.json (the /docs page) describes every REST route: its request body, its answer and
its error answer, each as a named model whose references all resolve."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fastapi.routing import APIRoute
from tests.server.helpers import make_client

from tapisvert.server.app import create_app
from tapisvert.server.hub import ServerConfig
from tapisvert.server.models import CheckInvite, CreateTable, JoinTable
from tapisvert.server.routes import games, matches, tables, tutorials

# the routes that read a JSON body, and its model
BODIES = {
    "/api/tables": CreateTable,
    "/api/tables/{table_id}/join": JoinTable,
    "/api/tables/{table_id}/invite": CheckInvite,
}


def refs(node: Any) -> set[str]:
    """Every `$ref` under `node`."""
    if isinstance(node, dict):
        found = {node["$ref"]} if isinstance(node.get("$ref"), str) else set()
        return found.union(*(refs(v) for v in node.values()))
    if isinstance(node, list):
        return set().union(*(refs(v) for v in node))
    return set()


def test_openapi_describes_each_routes_request_and_answer() -> None:
    app = create_app(ServerConfig(db_url="sqlite://"))
    doc = app.openapi()
    components = doc["components"]["schemas"]
    routes = [
        r
        for area in (games, tables, matches, tutorials)
        for r in area.router.routes
        if isinstance(r, APIRoute) and r.include_in_schema
    ]
    assert len(routes) == 21
    assert set(doc["paths"]) == {r.path for r in routes}
    for route in routes:
        for method in route.methods or ():
            op = doc["paths"][route.path][method.lower()]
            where = f"{method} {route.path}"
            # the answer: the route's response model, by name
            assert route.response_model is not None, where
            ok = op["responses"][str(route.status_code or 200)]
            schema = ok["content"]["application/json"]["schema"]
            assert schema == {"$ref": f"#/components/schemas/{route.response_model.__name__}"}, (
                where
            )
            if route.path.startswith("/api/tables") or route.path.startswith("/api/matches"):
                error = op["responses"]["4XX"]["content"]["application/json"]["schema"]
                assert error == {"$ref": "#/components/schemas/ErrorBody"}, where
            # the request body, where the route reads one
            body = op.get("requestBody")
            if method == "POST" and route.path in BODIES:
                model = BODIES[route.path].__name__
                assert body is not None and body["required"], where
                assert body["content"]["application/json"]["schema"] == {
                    "$ref": f"#/components/schemas/{model}"
                }, where
            else:
                assert body is None, where
    # every reference resolves, and the models say what their fields are
    for ref in refs(doc):
        assert ref.startswith("#/components/schemas/") and ref.split("/")[-1] in components, ref
    create = components["CreateTable"]
    assert create["required"] == ["game"] and create["additionalProperties"] is False
    assert set(create["properties"]) == set(CreateTable.model_fields)
    seat = components["SeatRequest"]["properties"]["kind"]
    assert seat["enum"] == ["human", "bot"]
    info = components["TableInfo"]["properties"]
    assert {"seats", "match", "clock", "on_leave", "status", "url"} <= set(info)
    assert components["TableCreated"]["required"][-3:] == ["host_token", "invites", "any"]
    assert set(components["ErrorDetail"]["required"]) == {"key", "args", "message"}
    game = components["GameInfo"]["properties"]
    assert {"cards", "name_key", "summary_key", "options"} <= set(game)
    assert {"key", "help_key"} <= set(components["OptionInfo"]["properties"])


def test_docs_page_is_served(tmp_path: Path) -> None:
    with make_client(f"sqlite:///{tmp_path}/t.db") as client:
        assert "swagger" in client.get("/docs").text.lower()
        paths = client.get("/openapi.json").json()["paths"]
        assert "/api/tables" in paths and "/ws/lobby" not in paths
