"""Typed views: frozen dataclasses that convert to and from the JSON a game's observations use.

A game describes what one seat (or a spectator) sees as a frozen dataclass deriving from `View`;
`state.view(seat)` builds it and `state.observation(seat)` is `state.view(seat).to_json()`: the
JSON that records, bots and the network server exchange. `View.from_json` reads it back, checked
field by field, so that a determinizer or a heuristic works on typed attributes instead of dict
lookups, and `mypy --strict` checks them end to end. `json_schema(ViewType)` describes the same
JSON as a JSON Schema (docs/schema/, from which the browser client generates its types).

Supported field types, and their JSON:
- `int`, `float`, `str`, `bool`, `None`; `Fraction` (an exact score: an int, or a decimal or
  `p/q` string, as `core.scores.score_json` writes it);
- `tuple[T, ...]` and `list[T]` (an array), `tuple[A, B]` (an array of fixed length),
  `Mapping[str, T]` and `dict[str, T]` (an object; read back as a read-only mapping or a dict);
- `Literal["a", "b"]`, an `enum.Enum` (its value), `A | B` and `T | None`;
- another `View` (a nested object), and `JSON` (`Any`: copied as it is, for free-form details).
Every field is a key of the object, in declaration order, unless its metadata says otherwise:
`field(metadata=key("json-name"))` names the key, `omit_if_none()` leaves the key out while the
value is None. Views are immutable: prefer tuples and `Mapping` over lists and dicts.

The converters are built once per class (the first time it is used) from its type hints, so
`to_json` costs a few closure calls per field, not a walk of `typing` at every call. The core
keeps no third-party dependency: msgspec would encode faster, but a view is built once per
decision, not in the playout loop (see docs/implementing-a-game.md for the measurements).
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Any, ClassVar, Self, TypeVar, get_args, get_origin

from tapisvert.core.scores import score_json

JSON = Any
Encoder = Callable[[Any], JSON]
Decoder = Callable[[JSON, str], Any]

KEY = "tapisvert.json_key"
OMIT_NONE = "tapisvert.omit_if_none"


class ViewError(ValueError):
    """JSON that does not describe the view it is read as (names the path and what is wrong)."""


def key(name: str) -> dict[str, Any]:
    """Field metadata: the JSON key of a field whose name cannot be its key."""
    return {KEY: name}


def omit_if_none() -> dict[str, Any]:
    """Field metadata: the key is absent from the JSON while the value is None."""
    return {OMIT_NONE: True}


@dataclasses.dataclass(frozen=True, slots=True)
class View:
    """The base of every typed view: a frozen dataclass with exact JSON conversion."""

    _codec: ClassVar[_Codec | None] = None

    def to_json(self) -> dict[str, JSON]:
        """The JSON object of this view (fields in declaration order)."""
        return _codec_of(type(self)).encode(self)

    @classmethod
    def from_json(cls, data: Mapping[str, JSON]) -> Self:
        """The view that `data` (as `to_json` writes it) describes, or ViewError."""
        return typing.cast(Self, _codec_of(cls).decode(data, cls.__name__))


V = TypeVar("V", bound=View)


# --- the converters ---------------------------------------------------------------------------
class _Codec:
    """The field converters of one View class."""

    __slots__ = ("cls", "fields", "keys")

    def __init__(self, cls: type[View]) -> None:
        self.cls = cls
        hints = typing.get_type_hints(cls)
        self.fields: list[tuple[str, str, Encoder | None, Decoder, bool]] = []
        for f in dataclasses.fields(cls):
            tp = hints[f.name]
            name = f.metadata.get(KEY, f.name)
            enc, dec = _converters(tp)
            self.fields.append((f.name, name, enc, dec, bool(f.metadata.get(OMIT_NONE))))
        self.keys = frozenset(name for _, name, _, _, _ in self.fields)

    def encode(self, view: View) -> dict[str, JSON]:
        out: dict[str, JSON] = {}
        for attr, name, enc, _, omit in self.fields:
            value = getattr(view, attr)
            if value is None:
                if not omit:
                    out[name] = None
            else:
                out[name] = value if enc is None else enc(value)
        return out

    def decode(self, data: JSON, path: str) -> View:
        if not isinstance(data, Mapping):
            raise ViewError(f"{path}: expected an object, got {_kind(data)}")
        unknown = set(data) - self.keys
        if unknown:
            raise ViewError(f"{path}: unknown key(s) {', '.join(sorted(map(str, unknown)))}")
        values: dict[str, Any] = {}
        for attr, name, _, dec, omit in self.fields:
            if name in data:
                values[attr] = dec(data[name], f"{path}.{name}")
            elif omit:
                values[attr] = None
            else:
                raise ViewError(f"{path}: missing key {name!r}")
        return self.cls(**values)


def _codec_of(cls: type[View]) -> _Codec:
    codec = cls.__dict__.get("_codec")
    if codec is None:
        codec = _Codec(cls)
        type.__setattr__(cls, "_codec", codec)
    return typing.cast(_Codec, codec)


def _kind(value: JSON) -> str:
    return "null" if value is None else type(value).__name__


def _converters(tp: Any) -> tuple[Encoder | None, Decoder]:
    """(encoder or None when the value is its own JSON, decoder) of a field type."""
    origin = get_origin(tp)
    args = get_args(tp)
    if tp is Any:
        return None, lambda v, path: v
    if tp is type(None) or tp is None:
        return None, _expect_none
    if tp is bool:
        return None, _primitive(bool, "a boolean")
    if tp is int:
        return None, _int
    if tp is float:
        return None, _float
    if tp is str:
        return None, _primitive(str, "a string")
    if tp is Fraction:
        return score_json, _fraction
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return _enum_converters(tp)
    if isinstance(tp, type) and issubclass(tp, View):
        return _view_converters(tp)
    if origin is typing.Literal:
        return _literal_converters(args)
    if origin in (typing.Union, types.UnionType):
        return _union_converters(args)
    if origin in (list, tuple, Sequence):
        return _sequence_converters(origin, args)
    if origin in (dict, Mapping):
        return _mapping_converters(origin, args)
    raise TypeError(f"views cannot hold {tp!r}")


def _expect_none(value: JSON, path: str) -> None:
    if value is not None:
        raise ViewError(f"{path}: expected null, got {_kind(value)}")


def _primitive(tp: type, what: str) -> Decoder:
    def decode(value: JSON, path: str) -> Any:
        if type(value) is not tp:
            raise ViewError(f"{path}: expected {what}, got {_kind(value)}")
        return value

    return decode


def _int(value: JSON, path: str) -> int:
    if type(value) is not int:
        raise ViewError(f"{path}: expected an integer, got {_kind(value)}")
    return value


def _float(value: JSON, path: str) -> float:
    if type(value) not in (int, float):
        raise ViewError(f"{path}: expected a number, got {_kind(value)}")
    return float(value)


def _fraction(value: JSON, path: str) -> Fraction:
    if type(value) is int:
        return Fraction(value)
    if isinstance(value, str):
        try:
            return Fraction(value)
        except ValueError:
            pass
    raise ViewError(f"{path}: expected a score (an integer, or a decimal or p/q string)")


def _enum_converters(tp: type[enum.Enum]) -> tuple[Encoder, Decoder]:
    by_value = {m.value: m for m in tp}

    def decode(value: JSON, path: str) -> enum.Enum:
        try:
            return by_value[value]
        except (KeyError, TypeError):
            raise ViewError(f"{path}: {value!r} is not one of {list(by_value)}") from None

    return (lambda m: m.value), decode


def _view_converters(tp: type[View]) -> tuple[Encoder, Decoder]:
    return (lambda v: _codec_of(tp).encode(v)), (lambda v, path: _codec_of(tp).decode(v, path))


def _literal_converters(args: tuple[Any, ...]) -> tuple[None, Decoder]:
    allowed = set(args)

    def decode(value: JSON, path: str) -> Any:
        if value not in allowed or type(value) not in {type(a) for a in args}:
            raise ViewError(f"{path}: {value!r} is not one of {list(args)}")
        return value

    return None, decode


def _union_converters(args: tuple[Any, ...]) -> tuple[Encoder | None, Decoder]:
    options = [(_python_type(a), *_converters(a)) for a in args]
    if all(enc is None for _, enc, _ in options):
        encode: Encoder | None = None
    else:

        def encode(value: Any) -> JSON:
            for check, enc, _ in options:
                if check(value):
                    return value if enc is None else enc(value)
            raise TypeError(f"{value!r} matches no type of {args}")

    def decode(value: JSON, path: str) -> Any:
        for _, _, dec in options:
            try:
                return dec(value, path)
            except ViewError:
                continue
        raise ViewError(f"{path}: {_kind(value)} {value!r} matches none of {list(args)}")

    return encode, decode


def _python_type(tp: Any) -> Callable[[Any], bool]:
    """A test of whether a Python value is of field type `tp` (to encode a union)."""
    if tp is Any:
        return lambda v: True
    if tp is type(None) or tp is None:
        return lambda v: v is None
    if tp is int:
        return lambda v: type(v) is int
    origin = get_origin(tp)
    if origin is typing.Literal:
        allowed = set(get_args(tp))
        return lambda v: v in allowed
    if origin in (typing.Union, types.UnionType):
        checks = [_python_type(a) for a in get_args(tp)]
        return lambda v: any(c(v) for c in checks)
    if origin is not None:
        base: dict[Any, Any] = {
            list: list,
            tuple: tuple,
            Sequence: (list, tuple),
            dict: dict,
            Mapping: Mapping,
        }
        target = base[origin]
        return lambda v: isinstance(v, target)
    return lambda v: isinstance(v, tp)


def _sequence_converters(origin: Any, args: tuple[Any, ...]) -> tuple[Encoder | None, Decoder]:
    if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
        converters = [_converters(a) for a in args]
        size = len(args)

        def encode_fixed(value: Any) -> JSON:
            pairs = zip(value, converters, strict=True)
            return [v if enc is None else enc(v) for v, (enc, _) in pairs]

        def decode_fixed(value: JSON, path: str) -> Any:
            if not isinstance(value, list) or len(value) != size:
                raise ViewError(f"{path}: expected an array of {size}, got {_kind(value)}")
            pairs = enumerate(zip(value, converters, strict=True))
            return tuple(dec(v, f"{path}[{i}]") for i, (v, (_, dec)) in pairs)

        return encode_fixed, decode_fixed
    item_enc, item_dec = _converters(args[0] if args else Any)
    build: Callable[[Any], Any] = list if origin is list else tuple

    def encode(value: Any) -> JSON:
        if item_enc is None:
            return list(value)
        return [item_enc(v) for v in value]

    def decode(value: JSON, path: str) -> Any:
        if not isinstance(value, list):
            raise ViewError(f"{path}: expected an array, got {_kind(value)}")
        return build(item_dec(v, f"{path}[{i}]") for i, v in enumerate(value))

    return encode, decode


def _mapping_converters(origin: Any, args: tuple[Any, ...]) -> tuple[Encoder, Decoder]:
    if args and args[0] is not str:
        raise TypeError("view mappings have str keys (JSON objects)")
    value_enc, value_dec = _converters(args[1] if args else Any)

    def encode(value: Any) -> JSON:
        if value_enc is None:
            return dict(value)
        return {k: value_enc(v) for k, v in value.items()}

    def decode(value: JSON, path: str) -> Any:
        if not isinstance(value, Mapping) or not all(isinstance(k, str) for k in value):
            raise ViewError(f"{path}: expected an object, got {_kind(value)}")
        out = {k: value_dec(v, f"{path}.{k}") for k, v in value.items()}
        return out if origin is dict else types.MappingProxyType(out)

    return encode, decode


# --- JSON Schema ------------------------------------------------------------------------------
SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"


def json_schema(cls: type[View], *, title: str | None = None) -> dict[str, JSON]:
    """The JSON Schema (draft 2020-12) of the JSON that `cls.to_json` writes.

    Nested views go to `$defs` by class name; each object lists its keys in `properties`, every
    key not marked `omit_if_none` in `required`, and refuses other keys. Class and field
    docstrings (the `#:` comments are not read) become descriptions.
    """
    defs: dict[str, JSON] = {}
    root = _object_schema(cls, defs)
    schema: dict[str, JSON] = {"$schema": SCHEMA_DIALECT, "title": title or cls.__name__}
    schema.update(root)
    if defs:
        schema["$defs"] = dict(sorted(defs.items()))
    return schema


def _object_schema(cls: type[View], defs: dict[str, JSON]) -> dict[str, JSON]:
    hints = typing.get_type_hints(cls)
    properties: dict[str, JSON] = {}
    required: list[str] = []
    for f in dataclasses.fields(cls):
        name = f.metadata.get(KEY, f.name)
        properties[name] = _type_schema(hints[f.name], defs)
        if not f.metadata.get(OMIT_NONE):
            required.append(name)
    out: dict[str, JSON] = {"type": "object"}
    doc = (cls.__doc__ or "").strip()
    if doc and not doc.startswith(cls.__name__ + "("):  # not dataclass' generated signature
        out["description"] = doc
    out.update(properties=properties, required=required, additionalProperties=False)
    return out


def _type_schema(tp: Any, defs: dict[str, JSON]) -> dict[str, JSON]:
    origin = get_origin(tp)
    args = get_args(tp)
    if tp is Any:
        return {}
    if tp is type(None) or tp is None:
        return {"type": "null"}
    simple = {bool: "boolean", int: "integer", float: "number", str: "string"}
    if tp in simple:
        return {"type": simple[tp]}
    if tp is Fraction:
        return {
            "description": "an exact score: an integer, or a decimal or p/q string",
            "anyOf": [{"type": "integer"}, {"type": "string", "pattern": r"^-?\d+([./]\d+)?$"}],
        }
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return {"enum": [m.value for m in tp]}
    if isinstance(tp, type) and issubclass(tp, View):
        if tp.__name__ not in defs:
            defs[tp.__name__] = {}  # placeholder: views may refer to themselves
            defs[tp.__name__] = _object_schema(tp, defs)
        return {"$ref": f"#/$defs/{tp.__name__}"}
    if origin is typing.Literal:
        return {"enum": list(args)}
    if origin in (typing.Union, types.UnionType):
        return {"anyOf": [_type_schema(a, defs) for a in args]}
    if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
        return {
            "type": "array",
            "prefixItems": [_type_schema(a, defs) for a in args],
            "minItems": len(args),
            "maxItems": len(args),
        }
    if origin in (list, tuple, Sequence):
        return {"type": "array", "items": _type_schema(args[0] if args else Any, defs)}
    if origin in (dict, Mapping):
        return {"type": "object", "additionalProperties": _type_schema(args[1], defs)}
    raise TypeError(f"views cannot hold {tp!r}")
