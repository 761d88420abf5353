"""What the routes share: reading a request's body and bearer token, the hub, the error answers."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI, Request, WebSocket

from tapisvert.server import guard
from tapisvert.server.errors import ServerError
from tapisvert.server.hub import Hub
from tapisvert.server.models import ErrorBody, RequestModel

MAX_BODY = 65536

# the error answers every route may give, for the OpenAPI page
ERRORS: dict[int | str, dict[str, Any]] = {
    "4XX": {"model": ErrorBody, "description": "a refusal: `error.key` names it (docs/server.md)"}
}


def bearer(request: Request) -> str | None:
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None


async def read_body(request: Request) -> Any:
    """The JSON body (an empty body reads as {}); bad_request when too large or not JSON."""
    raw = await request.body()
    if len(raw) > MAX_BODY:
        raise ServerError("bad_request", 413, reason="the body is larger than 64 KiB")
    if not raw:
        return {}
    # the Guard middleware has refused what is too deep or holds bad text; parse as it does
    return guard.loads(raw, not_json=ServerError("bad_request", 400, reason="the body is not JSON"))


def hub_of(request: Request | WebSocket) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


def json_body(model: type[RequestModel]) -> dict[str, Any]:
    """`openapi_extra` of a route whose JSON body is `model`. The route reads the body itself
    (`read_body`, then `models.parse`), so that a body too large, not JSON or invalid keeps its
    error key; `describe_bodies` adds the model to the OpenAPI components."""
    schema = {"$ref": f"#/components/schemas/{model.__name__}"}
    return {"requestBody": {"required": True, "content": {"application/json": {"schema": schema}}}}


def describe_bodies(app: FastAPI, models: list[type[RequestModel]]) -> None:
    """Put the request models that routes name through `json_body` into `app`'s OpenAPI
    components (with the models they use)."""
    generate = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is not None:
            return app.openapi_schema
        schema = generate()
        components = schema.setdefault("components", {}).setdefault("schemas", {})
        for model in models:
            body = model.model_json_schema(ref_template="#/components/schemas/{model}")
            components.update(body.pop("$defs", {}))
            components[model.__name__] = body
        return schema

    app.openapi = openapi  # type: ignore[method-assign]
