"""How long a match lasts at the options a host chose, from the measures of bench/match_length.py.

The bench plays whole matches with the heuristic at every seat at the default options and at each
option's other values alone (`variants`), and keeps each figure's hand counts (`hands_each`). A
length at chosen options is then:

- **measured** when at most one option that changes the length is off its default and that value
  was played: its figures as they were measured;
- **estimated** when several are off their defaults (their effects, as ratios to the defaults',
  are multiplied, as if independent), or an open number (a target score, the starting chips) lies
  between two measured values (interpolated linearly between them);
- **unmeasured** when an open number lies outside the values measured, or at a value whose
  measured matches did not all end within the bench's move limit (`capped`: their hands are only a
  floor): the hands of a whole match are not known (`hands` and `minutes` are null), a hand's
  length is the nearest measured value's.

Options that stop a match after a number of hands (the bench's `caps`: `max_hands`, poch's
`max_deals`) are applied to each measured match's hand count, which is exact.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any, cast

from tapisvert.core.options import OptionValue, format_value
from tapisvert.core.protocol import Game
from tapisvert.server.models import LengthEstimate


@cache
def measures() -> dict[str, Any]:
    """The committed measures (server/lengths.json), read once."""
    text = resources.files("tapisvert.server").joinpath("lengths.json").read_text("utf-8")
    return cast(dict[str, Any], json.loads(text))


def _number(value: OptionValue) -> float | None:
    """An option value as a number, for interpolation (None for a word or a bool)."""
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return float(value)


def _effect(
    default: dict[str, Any],
    measured: dict[str, dict[str, Any]],
    option_default: OptionValue,
    value: OptionValue,
) -> tuple[dict[str, Any] | None, float | None, float, bool]:
    """One option's figures at `value`: (its figures where measured, the ratio of its hands to
    the defaults' (None: unknown), the ratio of its decisions per hand, interpolated?)."""
    key = format_value(value)
    if key in measured and measured[key]["capped"]:  # some matches never ended: a floor only
        f = measured[key]
        return None, None, f["decisions_per_hand"] / default["decisions_per_hand"], False
    if key in measured:
        f = measured[key]
        return (
            f,
            f["hands"] / default["hands"],
            f["decisions_per_hand"] / default["decisions_per_hand"],
            False,
        )
    x = _number(value)
    points: list[tuple[float, dict[str, Any]]] = []
    base = _number(option_default)
    if base is not None:
        points.append((base, default))
    for k, f in measured.items():
        n = _number(int(k)) if k.lstrip("-").isdigit() else None
        if n is not None and not f["capped"]:
            points.append((n, f))
    points.sort(key=lambda p: p[0])
    if x is None or len(points) < 2:
        return None, None, 1.0, False
    if x < points[0][0] or x > points[-1][0]:  # outside the measures: a hand's pace only
        near = points[0][1] if x < points[0][0] else points[-1][1]
        return None, None, near["decisions_per_hand"] / default["decisions_per_hand"], False
    for (x0, f0), (x1, f1) in itertools.pairwise(points):
        if x0 <= x <= x1:
            w = (x - x0) / (x1 - x0)
            hands = f0["hands"] + w * (f1["hands"] - f0["hands"])
            dph = f0["decisions_per_hand"] + w * (
                f1["decisions_per_hand"] - f0["decisions_per_hand"]
            )
            return None, hands / default["hands"], dph / default["decisions_per_hand"], True
    raise AssertionError("unreachable: x lies between the first and the last point")


def estimate(game: Game, players: int, options: Mapping[str, OptionValue]) -> LengthEstimate | None:
    """The expected length of `game` at `players` and the resolved `options` (every option's
    value, as `resolve_options` gives them); None where the game was not measured."""
    data = measures()
    default = data["games"].get(game.id, {}).get(str(players))
    if default is None:
        return None
    variants: dict[str, dict[str, Any]] = (
        data.get("variants", {}).get(game.id, {}).get(str(players), {})
    )
    caps = data.get("caps", {}).get(game.id, ["max_hands"])
    specs = {o.name: o for o in game.option_specs}
    off: dict[str, OptionValue] = {}
    unmeasured: list[str] = []
    single: dict[str, Any] | None = None
    hands_ratio, dph_ratio, interpolated = 1.0, 1.0, False
    for name, value in options.items():
        spec = specs.get(name)
        if spec is None or name in caps or value == spec.default:
            continue
        if spec.players and players not in spec.players:
            continue
        off[name] = value
        if name not in variants:  # the bench did not play this option at this count
            unmeasured.append(name)
            continue
        figures, h, d, interp = _effect(default, variants[name], spec.default, value)
        dph_ratio *= d
        if h is None:
            unmeasured.append(name)
            continue
        hands_ratio *= h
        interpolated = interpolated or interp
        single = figures
    pace = data["pace"]
    if len(off) == 1 and single is not None:  # one measured variant: its own figures
        base, hands_ratio, dph_ratio = single, 1.0, 1.0
    else:
        base = default
    dph = base["decisions_per_hand"] * dph_ratio
    minutes_per_hand = (dph * pace["decision_s"] + pace["hand_s"]) / 60
    out: LengthEstimate = {
        "game": game.id,
        "players": players,
        "basis": "measured",
        "options": off,
        "unmeasured": unmeasured,
        "hands": None,
        "hands_min": None,
        "hands_max": None,
        "decisions_per_hand": round(dph, 1),
        "minutes_per_hand": round(minutes_per_hand, 2),
        "minutes": None,
    }
    if unmeasured:
        out["basis"] = "unmeasured"
        return out
    if len(off) > 1 or interpolated:
        out["basis"] = "estimated"
    each = [h * hands_ratio for h in base["hands_each"]]
    for cap in caps:
        limit = options.get(cap)
        if isinstance(limit, int) and not isinstance(limit, bool):
            each = [min(h, float(limit)) for h in each]
    hands = sum(each) / len(each)
    out["hands"] = round(hands, 1)
    out["hands_min"] = round(min(each))
    out["hands_max"] = round(max(each))
    out["minutes"] = round(hands * minutes_per_hand)
    return out
