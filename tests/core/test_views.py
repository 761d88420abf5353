"""Typed views: exact JSON round trips, checked reading, and the schema that describes them."""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any, Literal

import jsonschema
import pytest

from tapisvert.cli.schema import stale_files
from tapisvert.core.views import JSON, View, ViewError, json_schema, key, omit_if_none


class Phase(enum.Enum):
    BIDDING = "bidding"
    PLAY = "play"


@dataclass(frozen=True, slots=True)
class Trick(View):
    """A finished trick."""

    leader: int
    cards: tuple[str, ...]
    winner: int


@dataclass(frozen=True, slots=True)
class Table(View):
    """What one seat sees."""

    game: Literal["demo"]
    seat: int | None
    phase: Phase
    trick: tuple[tuple[int, str], ...]
    tricks: tuple[Trick, ...]
    options: Mapping[str, int | bool | None]
    totals: tuple[Fraction, ...]
    ratio: float
    detail: JSON
    bet: int | str | None
    last: Trick | None
    maybe: int | None = field(default=None, metadata=omit_if_none())
    klass: str = field(default="x", metadata=key("class"))


TABLE = Table(
    game="demo",
    seat=1,
    phase=Phase.PLAY,
    trick=((0, "S7"), (1, "6-V")),
    tricks=(Trick(0, ("S1", "S2", "S3"), 2),),
    options={"max_hands": None, "teams": True},
    totals=(Fraction(5, 2), Fraction(-3), Fraction(1, 3)),
    ratio=0.5,
    detail={"free": [1, "form"]},
    bet="all",
    last=None,
)
JSON_TEXT = (
    '{"game": "demo", "seat": 1, "phase": "play", "trick": [[0, "S7"], [1, "6-V"]],'
    ' "tricks": [{"leader": 0, "cards": ["S1", "S2", "S3"], "winner": 2}],'
    ' "options": {"max_hands": null, "teams": true}, "totals": ["2.5", -3, "1/3"], "ratio": 0.5,'
    ' "detail": {"free": [1, "form"]}, "bet": "all", "last": null, "class": "x"}'
)


def test_to_json_writes_the_fields_in_order_with_their_keys() -> None:
    assert json.dumps(TABLE.to_json()) == JSON_TEXT


def test_from_json_reads_back_the_same_view_and_the_same_text() -> None:
    again = Table.from_json(json.loads(JSON_TEXT))
    assert again == TABLE
    assert json.dumps(again.to_json()) == JSON_TEXT
    assert isinstance(again.tricks[0], Trick) and again.totals[2] == Fraction(1, 3)
    with pytest.raises(TypeError):
        again.options["teams"] = False  # type: ignore[index]


def test_an_omitted_key_reads_as_none_and_is_written_when_set() -> None:
    data = json.loads(JSON_TEXT)
    assert "maybe" not in data
    with_it = Table.from_json({**data, "maybe": 4})
    assert with_it.maybe == 4 and with_it.to_json()["maybe"] == 4


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"seat": "1"}, "Table.seat"),
        ({"phase": "dealing"}, "Table.phase"),
        ({"game": "other"}, "Table.game"),
        ({"trick": [[0, "S7", 3]]}, r"Table.trick\[0\]"),
        ({"tricks": [{"leader": 0, "cards": [], "winner": True}]}, r"Table.tricks\[0\].winner"),
        ({"totals": ["x"]}, r"Table.totals\[0\]"),
        ({"surprise": 1}, "unknown key"),
    ],
)
def test_bad_json_is_refused_naming_the_path(change: dict[str, Any], message: str) -> None:
    with pytest.raises(ViewError, match=message):
        Table.from_json({**json.loads(JSON_TEXT), **change})


def test_a_missing_key_is_refused() -> None:
    data = json.loads(JSON_TEXT)
    del data["ratio"]
    with pytest.raises(ViewError, match="missing key 'ratio'"):
        Table.from_json(data)


def test_the_schema_accepts_the_json_and_refuses_what_from_json_refuses() -> None:
    schema = json_schema(Table)
    jsonschema.Draft202012Validator.check_schema(schema)
    data = json.loads(JSON_TEXT)
    jsonschema.validate(data, schema)
    jsonschema.validate({**data, "maybe": 3}, schema)
    for bad in ({"seat": "1"}, {"phase": "dealing"}, {"surprise": 1}, {"totals": ["x"]}):
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate({**data, **bad}, schema)
    assert schema["description"] == "What one seat sees."
    assert schema["$defs"]["Trick"]["required"] == ["leader", "cards", "winner"]


def test_published_schemas_are_current() -> None:
    """docs/schema/ holds exactly what `tapisvert schema --write docs/schema` writes."""
    folder = Path(__file__).parents[2] / "docs" / "schema"
    assert stale_files(folder) == []
