"""Learning at the table (issue 27) and the end of a hand (issue 26), on the table owner with a fake
clock: hints (asked by the seat to act, refused otherwise, read from the seat's view only),
reviews of a seat's own hands (progress, then the review, as `coach.review` rates them),
tutorial tables (the steps played for the other seats, the learner's moves checked), rules pages,
the pause after a hand (every human's `next_hand`, or the host's delay), the score sheet and the
chat. No test waits on the wall clock: frames are awaited as they arrive, time moves by hand."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from tests.server.conftest import ThreadBots
from tests.server.helpers import make_client, until

from tapisvert.coach import hint
from tapisvert.coach.review import review
from tapisvert.core.messages import msg
from tapisvert.core.protocol import Game, GameState
from tapisvert.core.records import MatchRecord
from tapisvert.core.replay import replay
from tapisvert.core.tutorial import Step, Tutorial
from tapisvert.games import all_games, get_game
from tapisvert.server import coaching
from tapisvert.server.botpool import BotPool
from tapisvert.server.clock import FakeClock
from tapisvert.server.errors import ServerError
from tapisvert.server.hub import Hub, ServerConfig
from tapisvert.server.messages import (
    Chat,
    Connect,
    Disconnect,
    HintAsk,
    Join,
    NextHand,
    Play,
    ReviewAsk,
)
from tapisvert.server.migrate import upgrade
from tapisvert.server.models import TableCreated
from tapisvert.server.store import Store, make_engine
from tapisvert.server.table import TableOwner

Frame = dict[str, Any]
LIMIT = 120.0  # seconds before a test that waits for a frame fails (never a timing margin)


class Conn:
    """A connection that keeps its frames and lets a test await the next one that matches."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.frames: list[Frame] = []
        self.read = 0  # frames already looked at by `next`
        self._news = asyncio.Event()

    def send(self, text: str) -> None:
        self.frames.append(json.loads(text))
        self._news.set()

    def close(self, code: int, reason: str) -> None:
        pass

    async def next(self, pred: Callable[[Frame], bool]) -> Frame:
        """The next frame (after those already read) that satisfies `pred`."""

        async def wait() -> Frame:
            while True:
                while self.read < len(self.frames):
                    frame = self.frames[self.read]
                    self.read += 1
                    if pred(frame):
                        return frame
                self._news.clear()
                await self._news.wait()

        return await asyncio.wait_for(wait(), LIMIT)


WIRE = Path(__file__).resolve().parents[2] / "docs" / "schema" / "wire" / "frames.json"


def wire(definition: str, frame: Frame) -> None:
    """`frame` matches `definition` of the wire schema (docs/schema/wire/frames.json)."""
    defs = json.loads(WIRE.read_text(encoding="utf-8"))["$defs"]
    Draft202012Validator({"$ref": f"#/$defs/{definition}", "$defs": defs}).validate(frame)


def is_state(f: Frame) -> bool:
    return bool(f["type"] == "state")


def after(move: int) -> Callable[[Frame], bool]:
    """A state frame past move number `move`."""
    return lambda f: is_state(f) and f["move"] > move


def make_hub(tmp_path: Path, clock: FakeClock, **config: Any) -> Hub:
    url = f"sqlite:///{tmp_path / 't.db'}"
    engine = make_engine(url)
    upgrade(engine)
    cfg = ServerConfig(db_url=url, instance="test:1", lease=30, fixed_seeds=True, **config)
    return Hub(Store(engine, "test:1"), ThreadBots(), clock, cfg)


def run(coro: Callable[[], Coroutine[Any, Any, None]]) -> None:
    asyncio.run(coro())


async def seated(hub: Hub, body: dict[str, Any]) -> tuple[TableOwner, list[Conn], Conn]:
    """A table from `body`, every human seat joined and connected, and a spectator."""
    table: TableCreated = await hub.create(body)
    owner = hub.owners[table["id"]]
    conns = []
    for invite in table["invites"]:
        _seat, token = await owner.submit(Join(invite["code"], f"p{invite['seat']}"))
        conn = Conn()
        await owner.submit(Connect(conn, token))
        conns.append(conn)
    spectator = Conn()
    await owner.submit(Connect(spectator, None))
    return owner, conns, spectator


async def play_until(owner: TableOwner, conns: list[Conn], done: Callable[[], bool]) -> None:
    """Play the human seats (their first legal move) until `done()`; bots play meanwhile."""
    watcher = Conn()
    await owner.submit(Connect(watcher, None))
    humans = {c.seat: c for c in conns}
    while not done():
        seat = owner.running_seat()
        move = owner.move
        if seat in humans:
            legal = owner.state.legal_action_strs()
            await owner.submit(Play(humans[seat], move, legal[0]))
        else:
            await watcher.next(after(move))


async def refused(future: asyncio.Future[Any]) -> ServerError:
    with pytest.raises(ServerError) as caught:
        await future
    return caught.value


ONE_HUMAN = [{"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * 3


# --- hints --------------------------------------------------------------------------------------
def test_a_hint_answers_the_seat_to_act_only(tmp_path: Path) -> None:
    async def body() -> None:
        hub = make_hub(tmp_path, FakeClock(), hint_worlds=4)
        seats = [{"kind": "human"}, {"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * 2
        owner, conns, spectator = await seated(
            hub, {"game": "sabias", "players": 4, "seats": seats, "seed": 3, "hints": True}
        )
        assert owner.info()["hints"] is True
        await play_until(owner, conns, lambda: owner.running_seat() in (0, 1))
        seat = owner.running_seat()
        assert seat is not None
        me, other = conns[seat], conns[1 - seat]
        move = owner.move
        # another seat, a spectator, an old move number: refused
        assert (await refused(owner.submit(HintAsk(other, move)))).key == "not_your_turn"
        assert (await refused(owner.submit(HintAsk(spectator, move)))).key == "not_seated"
        err = await refused(owner.submit(HintAsk(me, move + 1)))
        assert err.key == "stale_hint" and err.args_ == {"expected": move, "got": move + 1}
        await owner.submit(HintAsk(me, move))
        got = await me.next(lambda f: f["type"] == "hint")
        legal = owner.state.legal_actions()
        assert got["move"] == move and got["hint"]["action"] in legal
        best = got["hint"]["best"]
        assert 1 <= len(best) <= 3 and all(len(b["interval"]) == 2 for b in best)
        wire("HintFrame", got)
        # computed from the seat's view only: the same as coach.hint from that view's world
        request = coaching.HintRequest("sabias", owner.state.observation(seat), worlds=4)
        assert got["hint"] == coaching.compute_hint(request)
        # only the asking seat hears of it
        assert not any(f["type"] == "hint" for f in other.frames + spectator.frames)
        # asked again at the same move: the same hint, not computed again
        await owner.submit(HintAsk(me, move))
        assert (await me.next(lambda f: f["type"] == "hint"))["hint"] == got["hint"]
        await hub.stop()

    run(body)


def test_hints_are_refused_where_the_host_does_not_allow_them(tmp_path: Path) -> None:
    async def body() -> None:
        hub = make_hub(tmp_path, FakeClock(), hint_worlds=4)
        owner, conns, _ = await seated(
            hub, {"game": "sabias", "players": 4, "seats": ONE_HUMAN, "seed": 3}
        )
        assert owner.info()["hints"] is False
        await play_until(owner, conns, lambda: owner.running_seat() == 0)
        err = await refused(owner.submit(HintAsk(conns[0], owner.move)))
        assert err.key == "hints_off" and err.status == 403
        await hub.stop()

    run(body)


def _decisions(game: Game, players: int, seed: int) -> list[GameState]:
    """A few states of a random match where the seat to act has a choice."""
    rng = random.Random(seed)
    state = game.new(players, seed, **({"max_hands": 1} if game.id != "poch" else {}))
    out: list[GameState] = []
    for _ in range(400):
        if state.is_over() or len(out) == 3:
            break
        legal = state.legal_actions()
        if len(legal) > 1 and rng.random() < 0.3:
            out.append(state.clone())
        state.apply(legal[rng.randrange(len(legal))])
    return out


@pytest.mark.parametrize("game", [g for g in all_games() if g.has_determinizer], ids=lambda g: g.id)
def test_a_hint_reads_no_hidden_card(game: Game) -> None:
    """The hint of the seat to act is the same in every world it cannot tell from the real one
    (the hidden cards dealt again: `resample_hidden`), as coach.hint computes it and as the
    server's workers compute it from the seat's observation."""
    players = game.player_counts[0]
    for state in _decisions(game, players, 11):
        seat = state.to_act
        assert seat is not None
        seen = state.observation(seat)
        expected = hint(state, worlds=8).to_json()
        served = coaching.compute_hint(coaching.HintRequest(game.id, seen, worlds=8))
        rng = random.Random(5)
        for _ in range(3):
            world = state.resample_hidden(seat, rng)
            if world.observation(seat) != seen:
                continue  # a world the seat can tell apart
            assert hint(world, worlds=8).to_json() == expected
            request = coaching.HintRequest(game.id, world.observation(seat), worlds=8)
            assert coaching.compute_hint(request) == served


# --- reviews ------------------------------------------------------------------------------------
def test_a_seat_reviews_its_own_finished_hand(tmp_path: Path) -> None:
    async def body() -> None:
        hub = make_hub(tmp_path, FakeClock(), review_worlds=3, review_parallel=2)
        owner, conns, spectator = await seated(
            hub,
            {
                "game": "sabias",
                "players": 3,
                "options": {"max_hands": 2},
                "seats": [{"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * 2,
                "seed": 4,
                "hand_pause": 0,
            },
        )
        me = conns[0]
        err = await refused(owner.submit(ReviewAsk(me, 0)))
        assert err.key == "unknown_hand"
        assert (await refused(owner.submit(ReviewAsk(spectator, 0)))).key == "not_seated"
        await play_until(owner, conns, lambda: owner.state.hands_finished() >= 1)
        # another seat's play: not before the match is over
        err = await refused(owner.submit(ReviewAsk(me, 0, 1)))
        assert err.key == "review_not_allowed" and err.status == 403
        await owner.submit(ReviewAsk(me, 0))
        first = await me.next(lambda f: f["type"] == "review_progress")
        assert first["done"] == 0 and first["hand"] == 0
        done = await me.next(lambda f: f["type"] == "review")
        steps = [f for f in me.frames if f["type"] == "review_progress"]
        assert steps[-1]["done"] == steps[-1]["total"] == first["total"]
        assert [s["done"] for s in steps] == sorted(s["done"] for s in steps)
        # what coach.review says of that hand, from the match's moves
        await play_until(owner, conns, lambda: owner.state.is_over())
        record = MatchRecord.from_json(await hub.record(owner.match_id))
        expected = review(get_game("sabias"), record, 0, worlds=3, hands={0})
        assert done["review"] == expected.to_json() and done["seat"] == 0
        assert expected.decisions  # a hand with decisions rated
        wire("ReviewFrame", done)
        wire("ReviewProgressFrame", first)
        assert not any(f["type"].startswith("review") for f in spectator.frames)
        # once it is over, anyone may review any seat (a spectator too)
        await owner.submit(ReviewAsk(spectator, 1, 2))
        theirs = await spectator.next(lambda f: f["type"] == "review")
        assert theirs["seat"] == 2 and theirs["hand"] == 1
        assert (
            theirs["review"] == review(get_game("sabias"), record, 2, worlds=3, hands={1}).to_json()
        )
        # after the match, anyone may read any seat's review (REST)
        answer = await hub.review(owner.match_id, 1, 1)
        assert answer["seat"] == 1
        assert answer == review(get_game("sabias"), record, 1, worlds=3, hands={1}).to_json()
        await hub.stop()

    run(body)


def test_the_review_route_waits_for_the_match_to_end(tmp_path: Path) -> None:
    with make_client(f"sqlite:///{tmp_path}/t.db", review_worlds=2) as client:
        seats = [{"kind": "bot", "bot": "random"}] * 3
        r = client.post(
            "/api/tables",
            json={
                "game": "familles",
                "players": 3,
                "options": {"max_hands": 1},
                "seats": seats,
                "seed": 2,
            },
        )
        table = r.json()
        with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
            ws.send_json({"type": "hello"})
            until(ws, lambda f: f["type"] == "state" and f["over"])
        match_id = table["match"]["match_id"]
        r = client.post(f"/api/matches/{match_id}/review?seat=0&hand=0")
        assert r.status_code == 200, r.text
        assert set(r.json()["counts"]) == {"best", "good", "inaccuracy", "mistake", "blunder"}
        r = client.post(f"/api/matches/{match_id}/review?seat=7")
        assert r.status_code == 422
        r = client.post(f"/api/matches/{match_id}/review?seat=0&hand=99")
        assert r.json()["error"]["key"] == "unknown_hand"


# --- tutorials ----------------------------------------------------------------------------------
def _tutorial(game: Game, players: int, seed: int, seat: int) -> Tutorial:
    """A tutorial of one hand played by seeded random moves, every learner step explained."""
    state = game.new(players, seed, max_hands=1)
    rng = random.Random(seed)
    steps: list[Step] = []
    while state.hands_finished() < 1:
        legal = state.legal_actions()
        who = state.to_act
        assert who is not None
        action = legal[rng.randrange(len(legal))]
        text = state.action_to_str(action)
        if who == seat:
            steps.append(Step(who, text, msg("t-say", n=len(steps)), msg("t-wrong", n=len(steps))))
        else:
            steps.append(Step(who, text, msg("t-shown") if len(steps) % 2 else None))
        state.apply(action)
    return Tutorial(
        game=game.id,
        players=players,
        seed=seed,
        seat=seat,
        intro=msg("t-intro"),
        outro=msg("t-outro"),
        steps=tuple(steps),
    )


def test_a_tutorial_table_teaches_its_steps(tmp_path: Path, monkeypatch: Any) -> None:
    game = get_game("familles")
    tutorial = _tutorial(game, 3, 5, 1)
    monkeypatch.setattr(type(game), "tutorial", lambda self: tutorial)

    async def body() -> None:
        hub = make_hub(tmp_path, FakeClock(), tutorial_pace=0)
        created = await hub.create_tutorial("familles", "Ana")
        assert created["seat"] == 1 and created["steps"] == len(tutorial.steps)
        owner = hub.owners[created["table_id"]]
        assert owner.info()["tutorial"] == "familles" and not owner.info()["spectators"]
        assert created["table_id"] not in [t["id"] for t in await hub.lobby(None)]
        me = Conn()
        await owner.submit(Connect(me, created["token"]))
        hello = await me.next(is_state)
        assert hello["tutorial"]["total"] == len(tutorial.steps)
        if hello["move"] == 0:
            assert hello["tutorial"]["intro"] == {"key": "t-intro", "args": {}}
        wrong_tried = False
        while not owner.state.is_over():
            move = owner.move
            step = tutorial.steps[move]
            if step.seat != 1:
                await me.next(after(move))
                continue
            # (its frame was sent before the owner's move number came to it)
            frame = next(f for f in reversed(me.frames) if is_state(f) and f["move"] == move)
            assert frame["tutorial"]["say"] == {"key": "t-say", "args": {"n": move}}
            others = [a for a in frame["legal"] if a != step.move]
            if others and not wrong_tried:
                wrong_tried = True
                await owner.submit(Play(me, move, others[0]))
                err = await me.next(lambda f: f["type"] == "error")
                assert err["key"] == "tutorial_move"
                assert err["args"]["wrong"] == {"key": "t-wrong", "args": {"n": move}}
                assert owner.move == move  # nothing played
            await owner.submit(Play(me, move, step.move))
        last = await me.next(lambda f: is_state(f) and f["over"])
        assert last["tutorial"]["outro"] == {"key": "t-outro", "args": {}}
        wire("StateFrame", last)
        wire("StateFrame", hello)
        assert wrong_tried
        await hub.stop()

    run(body)


@pytest.mark.parametrize(
    "game", [g for g in all_games() if g.tutorial() is not None], ids=lambda g: g.id
)
def test_every_games_tutorial_plays_at_a_table(game: Game, tmp_path: Path) -> None:
    """Each game's own tutorial, played at a tutorial table: the other seats' steps played for
    them, the learner's taught moves accepted, another legal move refused with the step's words;
    the match's record replays and the learner's play can be reviewed."""
    tutorial = game.tutorial()
    assert tutorial is not None

    async def body() -> None:
        hub = make_hub(tmp_path, FakeClock(), tutorial_pace=0, review_worlds=2)
        created = await hub.create_tutorial(game.id, "Ana")
        owner = hub.owners[created["table_id"]]
        me = Conn()
        await owner.submit(Connect(me, created["token"]))
        refusals = 0
        while owner.move < len(tutorial.steps):
            move = owner.move
            step = tutorial.steps[move]
            if step.seat != tutorial.seat:
                await me.next(after(move))
                continue
            frame = next(f for f in reversed(me.frames) if is_state(f) and f["move"] == move)
            assert frame["tutorial"]["say"] == (step.say.to_json() if step.say else None)
            others = [a for a in frame["legal"] if a != step.move]
            if others and refusals < 2:
                refusals += 1
                await owner.submit(Play(me, move, others[0]))
                err = await me.next(lambda f: f["type"] == "error")
                assert err["key"] == "tutorial_move" and owner.move == move
                assert err["args"]["wrong"] == (step.wrong.to_json() if step.wrong else None)
            await owner.submit(Play(me, move, step.move))
        last = [f for f in me.frames if is_state(f)][-1]
        assert last["tutorial"]["outro"] == tutorial.outro.to_json()
        if owner.state.is_over():
            record = MatchRecord.from_json(await hub.record(owner.match_id))
            replay(game, record)
            answer = await hub.review(owner.match_id, tutorial.seat, 0)
            assert answer["seat"] == tutorial.seat
        await hub.stop()

    run(body)


def test_tutorial_routes(tmp_path: Path, monkeypatch: Any) -> None:
    game = get_game("familles")
    tutorial = _tutorial(game, 3, 5, 0)
    monkeypatch.setattr(type(game), "tutorial", lambda self: tutorial)
    with make_client(f"sqlite:///{tmp_path}/t.db") as client:
        assert "familles" in client.get("/api/tutorials").json()["games"]
        r = client.post("/api/tutorials/familles?name=Ana")
        assert r.status_code == 201, r.text
        assert r.json()["seat"] == 0 and r.json()["token"]
        r = client.post("/api/tutorials/nonesuch")
        assert r.status_code == 404 and r.json()["error"]["key"] == "unknown_game"
        without = next(g for g in all_games() if type(g) is not type(game))
        monkeypatch.setattr(type(without), "tutorial", lambda self: None)
        r = client.post(f"/api/tutorials/{without.id}")
        assert r.status_code == 404 and r.json()["error"]["key"] == "no_tutorial"


# --- rules pages --------------------------------------------------------------------------------
def test_rules_pages_and_the_section_of_the_phase(tmp_path: Path) -> None:
    with make_client(f"sqlite:///{tmp_path}/t.db") as client:
        en = client.get("/api/games/sabias/rules").json()
        assert en["lang"] == "en" and en["markdown"]
        assert "play" in en["sections"] and en["phases"]["taking"] == "bid"
        for lang in ("fr", "pt"):
            page = client.get(f"/api/games/sabias/rules?lang={lang}").json()
            assert page["sections"] == en["sections"] and page["markdown"] != en["markdown"]
        assert client.get("/api/games/sabias/rules?lang=de").status_code == 422
        r = client.get("/api/games/nonesuch/rules")
        assert r.status_code == 404 and r.json()["error"]["key"] == "unknown_game"
        r = client.post(
            "/api/tables", json={"game": "sabias", "players": 4, "seed": 1, "seats": ONE_HUMAN}
        )
        table = r.json()
        with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
            ws.send_json({"type": "hello"})
            f = until(ws, lambda m: m["type"] == "state")
            phase = f["observation"]["phase"]
            assert f["rules_section"] == en["phases"][phase]  # "taking": the "bid" section


# --- the end of a hand, the score sheet ---------------------------------------------------------
TWO_HANDS = {
    "game": "familles",
    "players": 3,
    "options": {"max_hands": 2},
    "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "random"}],
    "seed": 6,
    "hand_pause": 30,
}


def test_the_next_hand_waits_for_every_human(tmp_path: Path) -> None:
    async def body() -> None:
        clock = FakeClock()
        hub = make_hub(tmp_path, clock)
        owner, conns, spectator = await seated(hub, dict(TWO_HANDS))
        await play_until(owner, conns, lambda: owner.pause is not None)
        ended = await spectator.next(lambda f: is_state(f) and f["waiting_next_hand"])
        wait = ended["waiting_next_hand"]
        assert wait["ready"] == [] and wait["waiting"] == [0, 1] and wait["hand"] == 0
        assert wait["deadline"] == owner.events[-1]["at"] + 30
        wire("StateFrame", ended)
        assert ended["legal"] == [] and ended["clocks"] is None
        # the score sheet: the hand's scores and the running totals
        result = owner.state.hand_result(0)
        sheet = ended["hands"]
        assert [h["hand"] for h in sheet] == [0]
        assert sheet[0]["scores"] == result.to_json()["scores"] == sheet[0]["totals"]
        # nobody plays meanwhile, bots included
        seat = owner.state.to_act
        assert seat is not None
        if seat in (0, 1):
            legal = owner.state.legal_action_strs()
            err = await refused(owner.submit(Play(conns[seat], owner.move, legal[0])))
            assert err.key == "waiting_next_hand"
        moves = owner.move
        await owner.submit(NextHand(0))
        ready = await spectator.next(lambda f: is_state(f) and f["cause"] == "ready")
        assert ready["waiting_next_hand"]["ready"] == [0]
        assert owner.move == moves and owner.autoplay.thinking != moves
        await owner.submit(NextHand(1))
        going = await spectator.next(lambda f: is_state(f) and f["cause"] == "next_hand")
        assert going["waiting_next_hand"] is None and owner.pause is None
        await play_until(owner, conns, lambda: owner.state.is_over())
        final = await spectator.next(lambda f: is_state(f) and f["over"])
        assert len(final["hands"]) == 2
        totals = [a + b for a, b in zip(*(h["scores"] for h in final["hands"]), strict=True)]
        assert final["hands"][1]["totals"] == totals
        await hub.stop()

    run(body)


def test_the_next_hand_starts_at_the_hosts_delay(tmp_path: Path) -> None:
    async def body() -> None:
        clock = FakeClock()
        hub = make_hub(tmp_path, clock)
        owner, conns, spectator = await seated(hub, dict(TWO_HANDS))
        await play_until(owner, conns, lambda: owner.pause is not None)
        await owner.submit(NextHand(1))
        clock.advance(29)
        await owner.submit(NextHand(1))  # (a no-op: it lets the owner handle what is due)
        assert owner.pause is not None
        clock.advance(1)
        going = await spectator.next(lambda f: is_state(f) and f["cause"] == "next_hand")
        assert going["waiting_next_hand"] is None
        # with no wait set, the next hand follows at once
        await hub.stop()

    run(body)


def test_the_pause_survives_a_restart(tmp_path: Path) -> None:
    """The pause is rebuilt from the log: the last move ended a hand, so the table waits until
    that move's time plus `hand_pause` (who was ready is forgotten)."""

    async def body() -> None:
        clock = FakeClock()
        hub = make_hub(tmp_path, clock)
        owner, conns, _ = await seated(hub, {**TWO_HANDS, "seed": 10})
        await play_until(owner, conns, lambda: owner.pause is not None)
        deadline = owner.events[-1]["at"] + 30
        await hub.stop()
        clock.advance(10)
        again = make_hub(tmp_path, clock)
        back = await again.owner(owner.id)
        assert back.pause is not None and back.pause.deadline == deadline
        watcher = Conn()
        await back.submit(Connect(watcher, None))
        hello = await watcher.next(is_state)
        assert hello["waiting_next_hand"]["deadline"] == deadline and hello["legal"] == []
        clock.advance(20)
        going = await watcher.next(lambda f: is_state(f) and f["cause"] == "next_hand")
        assert going["waiting_next_hand"] is None and back.pause is None
        await again.stop()

    run(body)


def test_no_pause_at_a_table_of_bots_or_without_a_delay(tmp_path: Path) -> None:
    async def body() -> None:
        hub = make_hub(tmp_path, FakeClock())
        owner, conns, spectator = await seated(hub, {**TWO_HANDS, "hand_pause": 0})
        await play_until(owner, conns, lambda: owner.state.is_over())
        assert not any(f.get("waiting_next_hand") for f in spectator.frames if is_state(f))
        bots = {**TWO_HANDS, "seats": [{"kind": "bot", "bot": "random"}] * 3}
        owner, _, spectator = await seated(hub, bots)
        await spectator.next(lambda f: is_state(f) and f["over"])
        assert not any(f.get("waiting_next_hand") for f in spectator.frames if is_state(f))
        await hub.stop()

    run(body)


# --- the chat -----------------------------------------------------------------------------------
def test_the_chat(tmp_path: Path) -> None:
    async def body() -> None:
        hub = make_hub(tmp_path, FakeClock())
        owner, conns, spectator = await seated(
            hub, {**TWO_HANDS, "spectator_chat": False, "seed": 8}
        )
        assert (await refused(owner.submit(Chat(spectator, "hello", None)))).key == "chat_off"
        await owner.submit(Chat(conns[0], "chat-well-played", None))
        got = await spectator.next(lambda f: f["type"] == "chat")
        assert got["seat"] == 0 and got["name"] == "p0" and got["quick"] == "chat-well-played"
        wire("ChatFrame", got)
        await owner.submit(Chat(conns[1], None, "  bien   joué <b>!</b> "))
        got = await conns[0].next(lambda f: f["type"] == "chat" and f["seat"] == 1)
        assert got["text"] == "bien joué <b>!</b>" and got["quick"] is None
        err = await refused(owner.submit(Chat(conns[1], None, "x" * 201)))
        assert err.key == "chat_too_long"
        assert (await refused(owner.submit(Chat(conns[1], None, " ")))).key == "bad_message"
        # a burst of five, then one a second (the clock does not move here)
        for _ in range(4):
            await owner.submit(Chat(conns[1], "chat-hello", None))
        err = await refused(owner.submit(Chat(conns[1], "chat-hello", None)))
        assert err.key == "chat_rate_limited"
        await hub.stop()

    run(body)


# --- the lobby: last activity, abandoned tables -------------------------------------------------
def test_the_lobby_marks_abandoned_tables_then_hides_them(tmp_path: Path) -> None:
    async def body() -> None:
        clock = FakeClock()
        hub = make_hub(tmp_path, clock, idle_after=600)
        owner, conns, spectator = await seated(hub, {**TWO_HANDS, "seed": 9})
        start = owner.info()["last_activity"]
        assert start == clock.now() and not owner.info()["abandoned"]
        for conn in [*conns, spectator]:
            await owner.submit(Disconnect(conn))
        clock.advance(600)
        assert not owner.info()["abandoned"]
        clock.advance(1)
        listed = next(t for t in await hub.lobby(None) if t["id"] == owner.id)
        assert listed["abandoned"] and listed["last_activity"] == start
        assert not listed["hidden"]
        # idle for `hide_after`: hidden from the lobby, listed on request (`?idle=1`)
        clock.advance(3 * 3600 - 600)
        assert owner.id not in [t["id"] for t in await hub.lobby(None)]
        listed = next(t for t in await hub.lobby(None, idle=True) if t["id"] == owner.id)
        assert listed["hidden"] and listed["abandoned"]
        # the same for a table that no owner of this process holds (read from the database)
        await hub.stop()
        assert not hub.owners and owner.id not in [t["id"] for t in await hub.lobby(None)]
        listed = next(t for t in await hub.lobby(None, idle=True) if t["id"] == owner.id)
        assert listed["hidden"] and listed["abandoned"]

    run(body)


def test_hints_and_reviews_run_in_the_bot_pools_processes() -> None:
    """What the owner hands to the pool crosses to a worker process and back (picklable)."""
    game = get_game("sabias")
    state = _decisions(game, 4, 3)[0]
    seat = state.to_act
    assert seat is not None
    request = coaching.HintRequest(game.id, state.observation(seat), worlds=4)
    moves = coaching.MatchMoves(game.id, 4, 3, {"max_hands": 1}, ())

    async def body() -> None:
        pool = BotPool(workers=1)
        try:
            assert await pool.coach(coaching.compute_hint, request) == coaching.compute_hint(
                request
            )
            assert await pool.coach(coaching.decisions, moves, 0, None) == []
        finally:
            pool.shutdown()

    run(body)
