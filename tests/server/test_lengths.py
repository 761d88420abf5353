"""`GET /api/lengths`: each game's expected match length, measured by bench/match_length.py and
committed (src/tapisvert/server/lengths.json); the bench reproduces the committed figures."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, cast
from urllib.parse import quote

from fastapi.testclient import TestClient
from tests.server.helpers import make_client

from tapisvert.core.options import format_value
from tapisvert.games import all_games

ROOT = Path(__file__).resolve().parents[2]


def test_lengths_cover_every_game_at_every_count(db_url: str) -> None:
    with make_client(db_url) as client:
        lengths = client.get("/api/lengths").json()
    assert lengths["pace"] == {"decision_s": 6.0, "hand_s": 30.0}
    for game in all_games():
        counts = lengths["games"][game.id]
        assert set(counts) == {str(n) for n in game.player_counts}, game.id
        for f in counts.values():
            assert f["capped"] == 0 and f["hands_min"] <= f["hands"] <= f["hands_max"]
            per_hand = (f["decisions_per_hand"] * 6 + 30) / 60
            assert abs(f["minutes_per_hand"] - per_hand) < 0.01
            # minutes from the unrounded figures: within the rounding of minutes_per_hand
            assert abs(f["minutes"] - f["hands"] * f["minutes_per_hand"]) <= 1 + f["hands"] / 100


def test_the_bench_reproduces_the_committed_figures() -> None:
    saved = json.loads((ROOT / "src/tapisvert/server/lengths.json").read_text())
    matches = saved["games"]["seven-seals"]["3"]["matches"]
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    args = ["--game", "seven-seals", "--print", "--matches", str(matches)]
    out = subprocess.run(
        [sys.executable, "bench/match_length.py", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    printed = json.loads(out.stdout)
    for key in ("games", "variants", "caps"):
        assert printed[key]["seven-seals"] == saved[key]["seven-seals"], key


def committed() -> dict[str, Any]:
    return cast(
        dict[str, Any], json.loads((ROOT / "src/tapisvert/server/lengths.json").read_text())
    )


def length(client: TestClient, game: str, players: int, *options: str) -> Any:
    query = "&".join([f"players={players}", *(f"option={quote(o)}" for o in options)])
    return client.get(f"/api/games/{game}/length?{query}")


def test_every_option_that_may_change_a_length_was_measured_at_its_other_values() -> None:
    """The bench plays each option's other values (a new option is measured or this fails)."""
    data = committed()
    for game in all_games():
        caps = data["caps"][game.id]
        assert "max_hands" in caps
        for players in game.player_counts:
            variants = data["variants"][game.id][str(players)]
            for o in game.option_specs:
                if o.name in caps or (o.players and players not in o.players):
                    assert o.name not in variants, (game.id, players, o.name)
                    continue
                measured = set(variants[o.name])
                if o.kind == "bool" or o.choices:
                    values = [not o.default] if o.kind == "bool" else list(o.choices)
                    wanted = {format_value(v) for v in values if v != o.default}
                    assert measured == wanted, (game.id, players, o.name)
                else:  # an open number: at least two values beside the default
                    assert len(measured) >= 2, (game.id, players, o.name)
                for f in variants[o.name].values():
                    assert len(f["hands_each"]) == f["matches"]
        for f in data["games"][game.id].values():  # the defaults' matches all ended
            assert f["capped"] == 0, game.id


def test_a_value_whose_matches_did_not_all_end_is_unmeasured(db_url: str) -> None:
    """poch at 6 with 200 chips: a match outlasted the bench's move limit, so its hands are a
    floor; the server says the whole match is not measured rather than a floor as a length."""
    figures = committed()["variants"]["poch"]["6"]["starting_chips"]["200"]
    assert figures["capped"] > 0
    with make_client(db_url) as client:
        r = length(client, "poch", 6, "starting_chips=200").json()
        between = length(client, "poch", 6, "starting_chips=150").json()
    assert r["basis"] == "unmeasured" and r["unmeasured"] == ["starting_chips"]
    assert r["hands"] is None and r["minutes"] is None
    assert r["decisions_per_hand"] == figures["decisions_per_hand"]
    # between the default (100) and a capped value: no measure to interpolate towards either
    assert between["basis"] == "unmeasured" and between["hands"] is None


def test_the_length_at_the_defaults_and_at_one_measured_value_is_the_measure(db_url: str) -> None:
    data = committed()
    with make_client(db_url) as client:
        at_defaults = length(client, "samba", 6).json()
        hand_size = length(client, "samba", 6, "hand_size=13").json()
        # an option at its default is no option off its default
        also_defaults = length(client, "familles", 3, "ask_requires_family=true").json()
    default = data["games"]["samba"]["6"]
    assert at_defaults["basis"] == "measured" and at_defaults["options"] == {}
    for key in ("hands", "hands_min", "hands_max", "decisions_per_hand", "minutes"):
        assert at_defaults[key] == default[key], key
    variant = data["variants"]["samba"]["6"]["hand_size"]["13"]
    assert hand_size["basis"] == "measured" and hand_size["options"] == {"hand_size": 13}
    for key in ("hands", "hands_min", "hands_max", "decisions_per_hand", "minutes"):
        assert hand_size[key] == variant[key], key
    assert also_defaults["options"] == {} and also_defaults["basis"] == "measured"
    assert also_defaults["hands"] == data["games"]["familles"]["3"]["hands"]


def test_an_open_number_between_measures_is_interpolated_and_outside_them_unmeasured(
    db_url: str,
) -> None:
    data = committed()
    low = data["variants"]["samba"]["6"]["target_score"]["5000"]
    high = data["games"]["samba"]["6"]
    with make_client(db_url) as client:
        between = length(client, "samba", 6, "target_score=7500").json()
        beyond = length(client, "samba", 6, "target_score=100000").json()
        two = length(client, "samba", 6, "target_score=5000", "hand_size=13").json()
    assert between["basis"] == "estimated"
    lo, hi = sorted((low["hands"], high["hands"]))
    assert lo <= between["hands"] <= hi
    assert abs(between["minutes"] - between["hands"] * between["minutes_per_hand"]) <= 1
    assert beyond["basis"] == "unmeasured" and beyond["unmeasured"] == ["target_score"]
    assert beyond["hands"] is None and beyond["minutes"] is None
    assert beyond["minutes_per_hand"] > 0  # a hand is still priced: the lobby offers counts
    assert two["basis"] == "estimated"
    assert two["options"] == {"target_score": 5000, "hand_size": 13}


def test_a_cap_on_the_hands_is_applied_to_each_measured_match(db_url: str) -> None:
    each = committed()["games"]["poch"]["4"]["hands_each"]
    with make_client(db_url) as client:
        capped = length(client, "poch", 4, "max_deals=10").json()
        hands = length(client, "poch", 4, "max_hands=5").json()
    assert capped["basis"] == "measured"
    assert capped["hands"] == round(sum(min(h, 10) for h in each) / len(each), 1)
    assert capped["hands_max"] <= 10 and hands["hands_max"] <= 5


def test_bad_length_queries_are_refused_clearly(db_url: str) -> None:
    with make_client(db_url) as client:
        cases = {
            "unknown_game": client.get("/api/games/belote/length?players=4"),
            "bad_players": length(client, "samba", 5),
            "bad_option": length(client, "samba", 6, "trump=hearts"),
            "bad_value": length(client, "samba", 6, "hand_size=14"),
            "no_equals": length(client, "samba", 6, "hand_size"),
            "no_players": client.get("/api/games/samba/length"),
        }
    expect = {
        "unknown_game": (404, "unknown_game"),
        "bad_players": (422, "bad_players"),
        "bad_option": (422, "bad_option"),
        "bad_value": (422, "bad_option"),
        "no_equals": (422, "bad_option"),
        "no_players": (422, "bad_request"),
    }
    for name, r in cases.items():
        status, key = expect[name]
        assert (r.status_code, r.json()["error"]["key"]) == (status, key), (name, r.text)
    assert cases["bad_option"].json()["error"]["args"]["option"] == "trump"
    assert cases["bad_value"].json()["error"]["args"]["option"] == "hand_size"
    # an option that means nothing at this count is ignored, as a table at that count ignores it
    with make_client(db_url) as client:
        r = length(client, "sabias", 3, "four_player_mode=individual")
    assert r.status_code == 200 and r.json()["options"] == {} and r.json()["basis"] == "measured"
