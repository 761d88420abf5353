"""What the moves set off, told to each reader (issue 25): the `state` frames carry the structured
actions and the prompt of the seat to act, the events of the move as that reader may see them, the
latest hand's breakdown, and (on connect, sync and resync) the match's log; whoever opens the table
at any time gets the whole log; and nothing the server answers before a match ends carries a
private part of an event to a reader who may not see it.

The leak test over every game follows tests/conformance/test_narration.py: the cards a reader
cannot see are dealt again (`resample_hidden`) before the move, the same move is played there,
and where the reader cannot tell that world from the real one, the frame it receives (and the
record's events as told to it) must be the same bytes.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from tests.server.helpers import Message, create, join, make_client, state, until
from tests.server.test_owner import FakeConnection, make_hub, run

from tapisvert.core.messages import Event
from tapisvert.core.protocol import Game, GameState
from tapisvert.core.records import HandRecord, MatchRecord
from tapisvert.core.replay import replay
from tapisvert.games import all_games, get_game
from tapisvert.server import telling
from tapisvert.server.clock import FakeClock
from tapisvert.server.messages import Connect, Join, Play
from tapisvert.server.models import TableCreated
from tapisvert.server.table import TableOwner
from tapisvert.server.views import ViewRenderer, dumps

CONTEXT: dict[str, Any] = {"table_id": "t", "match_id": 1, "move": 0, "event": None}


def _readers(players: int) -> list[int | None]:
    return [None, *range(players)]


def _frame(state: GameState, seat: int | None, told: list[Event] | None) -> dict[str, Any]:
    rendered = ViewRenderer(state, CONTEXT, started=True, told=told).render(seat)
    frame: dict[str, Any] = json.loads(rendered)
    return frame


# --- the frames, over the websocket ---------------------------------------------------------------
def _states(ws: Any, into: list[Message], pred: Any) -> Message:
    """Read frames until one satisfies `pred`, keeping every `state` frame read in `into`."""

    def keep(m: Message) -> bool:
        if m["type"] == "state":
            into.append(m)
        return bool(pred(m))

    return until(ws, keep)


def _expected_log(frames: list[Message]) -> list[Message]:
    """The log a reader opening the table now should get, built from the `state` frames that
    reader received: the log of its first (its hello), then move by move each finished hand's
    breakdown at the move that ended it, and the events of every move of the current hand."""
    out: list[Message] = list(frames[0]["log"])
    hand = 0
    previous = None
    for f in frames:
        if f["cause"] != "move":
            continue
        if f["last_hand_result"] is not None and f["last_hand_result"] != previous:
            out = [b for b in out if b["hand"] != hand]
            out.append({"move": f["move"], "hand": hand, "messages": f["breakdown"]})
            hand += 1
        elif f["events"]:
            out.append({"move": f["move"], "hand": hand, "messages": f["events"]})
        previous = f["last_hand_result"]
    return out


def test_frames_carry_actions_events_breakdown_and_the_whole_log(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path}/t.db"
    with make_client(url) as client:
        table = create(
            client,
            game="familles",
            players=3,
            options={"max_hands": 3},
            seed=4,
            seats=[{"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * 2,
        )
        tid = table["id"]
        token = join(client, table, 0)
        mine: list[Message] = []
        watched: list[Message] = []
        with (
            client.websocket_connect(f"/ws/tables/{tid}") as ws,
            client.websocket_connect(f"/ws/tables/{tid}") as spectator,
        ):
            ws.send_json({"type": "hello", "token": token})
            spectator.send_json({"type": "hello"})
            hello = _states(spectator, watched, lambda m: m["type"] == "state")
            assert hello["events"] == [] and hello["breakdown"] is None  # moves: in its log
            assert all(b["hand"] == 0 and b["messages"] for b in hello["log"])
            while True:  # seat 0 plays until the second hand, its turn
                msg = _states(ws, mine, lambda m: m["type"] == "state" and m["to_act"] == 0)
                assert not msg["over"], "the match ended in its first hand"
                assert len(msg["actions"]) == len(msg["legal"]) > 0
                assert {a["id"] for a in msg["actions"]} == {
                    a for a in (i["id"] for i in msg["actions"]) if isinstance(a, int)
                }
                assert msg["prompt"] is not None and isinstance(msg["prompt"]["key"], str)
                if msg["last_hand_result"] is not None:
                    break
                ws.send_json({"type": "move", "move": msg["move"], "action": msg["legal"][0]})
            _states(spectator, watched, lambda m: m["type"] == "state" and m["move"] == msg["move"])
            moves = [f for f in watched if f["cause"] == "move"]
            assert moves and all(f["events"] for f in moves), "a move was told nothing"
            assert all("log" not in f for f in moves)  # a move's frame: its events only
            assert all(f["actions"] == [] and f["prompt"] is None for f in watched)
            assert msg["breakdown"] and all(isinstance(m["key"], str) for m in msg["breakdown"])
            expected = _expected_log(watched)
            assert expected[0]["hand"] == 0 and expected[-1]["hand"] == 1
            expected_mine = _expected_log(mine)

            # a spectator opening the table now, a new tab of seat 0, a sync: the whole log
            with (
                client.websocket_connect(f"/ws/tables/{tid}") as late,
                client.websocket_connect(f"/ws/tables/{tid}") as tab,
            ):
                late.send_json({"type": "hello"})
                tab.send_json({"type": "hello", "token": token})
                late_frame = state(late)
                tab_frame = state(tab)
                assert late_frame["move"] == msg["move"] == tab_frame["move"]
                assert late_frame["log"] == expected
                assert tab_frame["log"] == expected_mine
                assert tab_frame["actions"] == msg["actions"]
                assert tab_frame["prompt"] == msg["prompt"]
                spectator.send_json({"type": "sync"})
                assert state(spectator)["log"] == expected
        owner: TableOwner = client.app.state.hub.owners[tid]  # type: ignore[attr-defined]
        assert all(e.get("events") for e in owner.events)  # kept whole with each move
        told = list(owner.log.told)
    with make_client(url) as client:  # a restart: the log is read back from the database
        with client.websocket_connect(f"/ws/tables/{tid}") as again:
            again.send_json({"type": "hello", "token": token})
            assert state(again)["log"] == expected_mine
        owner = client.app.state.hub.owners[tid]  # type: ignore[attr-defined]
        assert owner.log.told == told


def test_games_list_card_faces_and_option_keys(tmp_path: Path) -> None:
    with make_client(f"sqlite:///{tmp_path}/t.db") as client:
        games = client.get("/api/games").json()["games"]
        assert {g["id"] for g in games} == {g.id for g in all_games()}
        for g in games:
            game = get_game(g["id"])
            assert g["name_key"] == f"{game.id}-name"
            assert g["summary_key"] == f"{game.id}-summary"
            for o in g["options"]:
                assert o["key"] == f"{game.id}-option-{o['name']}"
                assert o["help_key"] == f"{game.id}-option-{o['name']}-help"
            codes = [c["code"] for c in g["cards"]]
            assert len(codes) == len(set(codes)) and codes
            for players in game.player_counts:  # every card any table deals has a face
                state = game.new(players, 0)
                assert {game.card_to_str(c) for c in state.card_inventory()} <= set(codes)
            assert all(isinstance(c["name"]["key"], str) for c in g["cards"])
            one = client.get(f"/api/games/{game.id}")
            assert one.status_code == 200 and one.json() == g
        r = client.get("/api/games/nope")
        assert r.status_code == 404 and r.json()["error"]["key"] == "unknown_game"


# --- the leak test over every game ----------------------------------------------------------------
CASES = [(g.id, n) for g in all_games() for n in g.player_counts]
CHECK_EVERY = 3
WORLDS = 2


@pytest.mark.parametrize(("game_id", "players"), CASES, ids=[f"{g}-{n}p" for g, n in CASES])
def test_frames_and_record_events_tell_no_hidden_card(game_id: str, players: int) -> None:
    """The frame each reader receives after a move (its events, and the whole frame while the
    hand goes on), and the record's events as told to that reader, are the same in every world
    that reader cannot tell from the real one."""
    game = get_game(game_id)
    rng = random.Random(f"telling-{game_id}-{players}")
    state = game.new(players, rng.randrange(2**32), max_hands=1)
    compared = move = 0
    while state.to_act is not None:
        action = rng.choice(state.legal_actions())
        actor = state.to_act
        before = state.clone()
        state.apply(action)
        move += 1
        told = game.events(before, action, state)
        assert told, f"{game_id}: move {move} set off no event"
        if move % CHECK_EVERY and not state.is_over():
            continue
        ended = state.hands_finished() > before.hands_finished()
        for reader in _readers(players):
            sent = _frame(state, reader, told)
            record = _told_record(told, reader)
            for _ in range(WORLDS):
                world = before.resample_hidden(actor if reader is None else reader, rng)
                if action not in world.legal_actions():
                    continue
                after = world.clone()
                after.apply(action)
                if after.observation(reader) != state.observation(reader):
                    continue  # the reader can tell this world from the real one
                other = game.events(world, action, after)
                if ended and telling.for_reader(other, None) != telling.for_reader(told, None):
                    continue  # the hand ended differently in public
                compared += 1
                frame = _frame(after, reader, other)
                assert frame["events"] == sent["events"], (
                    f"{game_id}: the events sent to {reader} after"
                    f" {state.action_to_str(action)!r} depend on cards it cannot see"
                )
                if not ended:
                    assert frame == sent, f"{game_id}: the frame of {reader} leaks"
                assert _told_record(other, reader) == record
    assert compared, "no resampled world was compared: the check proved nothing"


def _told_record(told: list[Event], reader: int | None) -> list[Any]:
    """One action's events in a record as the reader at `reader` may read it."""
    hand = HandRecord(deal=None, actions=[(0, "x")], events=[[e.to_json() for e in told]])
    events: list[Any] = hand.told_to(reader).to_json()["events"]
    return events


# --- hidden stays hidden, through the server ------------------------------------------------------
def _privates(told: list[list[Event] | None]) -> list[Event]:
    return [e for t in told if t for e in t if e.private is not None]


def _forbidden(events: list[Event], reader: int | None) -> set[str]:
    """The private parts `reader` may not see, as the canonical JSON a frame would hold."""
    return {
        dumps(e.private.to_json())
        for e in events
        if e.private is not None and e.for_reader(reader) != e.private and e.private != e.message
    }


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_no_private_part_reaches_another_reader_before_the_end(game: Game, tmp_path: Path) -> None:
    """Every frame sent to each seat and to a spectator, the log read back on a reconnection
    (from memory, and from the database by another process's mirror), while the match is played:
    none holds a private part of an event meant for other seats; the seats it is meant for get
    it."""
    players = game.player_counts[0]

    async def body() -> None:
        clock = FakeClock()
        hub = make_hub(f"sqlite:///{tmp_path / 't.db'}", clock)
        table = await hub.create(
            {
                "game": game.id,
                "players": players,
                "options": {"max_hands": 2},
                "seats": [{"kind": "human"}] * players,
                "seed": 3,
            }
        )
        owner = hub.owners[table["id"]]
        conns, tokens = await _seat_all(owner, table)
        spectator = FakeConnection()
        await owner.submit(Connect(spectator, None))
        rng = random.Random(9)
        sent: dict[int | None, list[str]] = {None: []}
        moves = 0
        while True:
            seat = owner.state.to_act
            assert seat is not None
            action = rng.choice(owner.state.legal_action_strs())
            await owner.submit(Play(conns[seat], owner.move, action))
            moves += 1
            if owner.state.is_over():
                break  # the last move's frames reveal nothing more than the record will
            sent[None] += spectator.frames
            spectator.frames.clear()
            if (
                moves % 5 == 0
            ):  # a spectator opening the table: the log, from memory and the database
                late = FakeConnection()
                await owner.submit(Connect(late, None))
                mirror = await hub.mirror_view(table["id"], None)
                assert mirror is not None
                sent[None] += [*late.frames, mirror]
            for s, conn in enumerate(conns):
                sent.setdefault(s, []).extend(conn.frames)
                conn.frames.clear()
            if moves % 7 == 0:  # a seat's new tab: its log read back
                s = rng.randrange(players)
                tab = FakeConnection()
                await owner.submit(Connect(tab, tokens[s]))
                sent[s] += tab.frames
        privates = _privates(owner.log.told)
        for reader, frames in sent.items():
            text = "\n".join(frames)
            for part in _forbidden(privates, reader):
                assert part not in text, f"{game.id}: {reader} was sent {part}"
            told = _privates(owner.log.told[:-1])  # the frames of the last move are not read
            mine = [e for e in told if reader is not None and reader in e.seats]
            for e in mine[:20]:
                assert e.private is not None
                assert dumps(e.private.to_json()) in text, f"{game.id}: {reader} lacks {e}"
        if game.id == "samba":
            assert privates, "samba tells no drawn card privately: the check proved nothing"
        await hub.stop()

    run(body)


async def _seat_all(
    owner: TableOwner, table: TableCreated
) -> tuple[list[FakeConnection], list[str]]:
    """Every seat joined and connected; their connections and seat tokens."""
    conns, tokens = [], []
    for invite in table["invites"]:
        _seat, token = await owner.submit(Join(invite["code"], "p"))
        conn = FakeConnection()
        await owner.submit(Connect(conn, token))
        conns.append(conn)
        tokens.append(token)
    return conns, tokens


# --- records of finished matches carry the events, and replay checks them ----------------------
def test_a_finished_match_record_carries_the_events_and_replays(tmp_path: Path) -> None:
    with make_client(f"sqlite:///{tmp_path}/t.db") as client:
        table = create(
            client,
            game="poch",
            players=3,
            options={"max_deals": 2},
            seed=5,
            seats=[{"kind": "bot", "bot": "random"}] * 3,
        )
        _play_out_as_spectator(client, table["id"])
        matches = client.get(f"/api/tables/{table['id']}/matches").json()["matches"]
        data = client.get(f"/api/matches/{matches[0]['match_id']}/record").json()
    assert all(h.get("events") for h in data["hands"])
    assert all(len(h["events"]) == len(h["actions"]) for h in data["hands"])
    record = MatchRecord.from_json(data)
    replay(get_game("poch"), record)


def _play_out_as_spectator(client: TestClient, table_id: str) -> None:
    with client.websocket_connect(f"/ws/tables/{table_id}") as ws:
        ws.send_json({"type": "hello"})
        until(ws, lambda m: m["type"] == "state" and m["over"], limit=100000)


def test_the_log_of_a_match_is_told_to_each_reader_its_own_way() -> None:
    """MatchLog: breakdown blocks for earlier hands, then the current hand's moves, each event as
    the reader may see it; once over, the last hand's moves and then its breakdown."""
    game = get_game("familles")
    state = game.new(3, 2, max_hands=2)
    log = telling.MatchLog(game)
    rng = random.Random(1)
    while not state.is_over():
        before = state.clone()
        action = rng.choice(state.legal_actions())
        state.apply(action)
        log.add(game.events(before, action, state), state)
        if state.hands_finished() == 1 and not state.is_over():
            blocks = log.blocks(state, 1)
            assert blocks[0]["hand"] == 0 and blocks[0]["messages"] == [
                m.to_json() for m in game.describe_hand(state.hand_result(0))
            ]
            assert all(b["hand"] == 1 for b in blocks[1:])
    blocks = log.blocks(state, None)
    assert blocks[0]["hand"] == 0 and blocks[-1]["hand"] == 1
    assert blocks[-1]["messages"] == [m.to_json() for m in game.describe_hand(state.hand_result(1))]
    for block in blocks[1:-1]:
        told = log.told[block["move"] - 1]
        assert block["messages"] == telling.for_reader(told, None)
