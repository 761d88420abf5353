"""The browser client in a real browser (Playwright, Debian's chromium) against a real server.

Every move is made through the page as a person makes it: a tap on a highlighted card or on one of
the controls the page shows. Screenshots of each game's table go to test-artifacts/web/.
"""

from __future__ import annotations

import random
import re
import time
from pathlib import Path
from typing import Any

import pytest
from tests.catalogues import catalogue, say

import tapisvert
from tapisvert.core.records import MatchRecord
from tapisvert.core.replay import replay_steps, start_state
from tapisvert.sim.ratings import level_ratings
from tapisvert.words import refusal_key

Server = Any  # conftest.Server: the running `tapisvert serve`

MOVE = "[data-testid=move]"


def open_table(context: Any, url: str, name: str | None = None) -> Any:
    """A page at `url`; with an invite link, sits down under `name`."""
    page = context.new_page()
    page.goto(url)
    if name is not None:
        page.fill("[data-testid=join-name]", name)
        page.click("[data-testid=join-submit]")
    page.wait_for_selector("[data-testid=table]")
    return page


def move_number(page: Any) -> int:
    return int(page.get_attribute(MOVE, "data-move") or 0)


def is_over(page: Any) -> bool:
    return bool(page.locator("[data-testid=whose].over").count() > 0)


def my_turn(page: Any) -> bool:
    return bool(page.locator("[data-testid=table][data-my-turn='1']").count() > 0)


def hand(page: Any) -> list[str]:
    cards: list[str] = page.locator("[data-testid=hand] [data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)"
    )
    return cards


def act(page: Any, rng: random.Random, tap: bool = False) -> bool:
    """Make one move through the page as a player would; False when nothing could be clicked."""
    controls = page.locator("[data-testid=controls] [data-action]:visible:not([disabled])")
    cards = page.locator("[data-testid=hand] button.card.legal")
    asks = page.locator("[data-testid^=ask-seat-]")
    where = None
    # Each count is read once: the page may change between two reads (a bot's move arrives).
    if n := controls.count():
        target = controls.nth(rng.randrange(n))
    elif n := cards.count():
        target = cards.nth(rng.randrange(n))
        where = {"x": 10, "y": 24}  # the visible corner of an overlapped card, as a finger does
    elif n := asks.count():
        target = asks.nth(rng.randrange(n))
    else:
        return False
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    # The controls counted may be gone before the click lands (the view that answers the last
    # move arrives, and redraws them): a stale target is given up quickly, and the caller looks
    # again, as a player would.
    try:
        if tap:
            target.tap(position=where, timeout=3000)
        else:
            target.click(position=where, timeout=3000)
    except PlaywrightTimeout:
        return False
    return True


def play_until_over(
    pages: list[Any], rng: random.Random, limit_s: float = 600, on_step: Any = None
) -> None:
    """Each page moves when its turn comes, until the match is over.

    A click that the page redrew under (the bots' moves redraw the table) may land on nothing: a
    move not answered within 30 s is tried again, as a player would, at most 3 times a match; a
    table that stops answering still fails, on the retries or on the match's deadline."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    deadline = time.monotonic() + limit_s
    retries = 0
    while not all(is_over(p) for p in pages):
        assert time.monotonic() < deadline, "the match did not end in time"
        moved = False
        for page in pages:
            if my_turn(page) and page.locator("[data-testid=controls] [disabled]").count() == 0:
                before = move_number(page)
                if act(page, rng):
                    moved = True
                    # A move is answered by the next view (or a selection that opens more controls).
                    try:
                        page.wait_for_function(
                            f"() => Number(document.querySelector('{MOVE}')?.dataset.move)"
                            f" !== {before}"
                            " || document.querySelector('[data-testid=controls] [data-action]')"
                            " || document.querySelector('[data-testid=notice]')",
                            timeout=30000,
                        )
                    except PlaywrightTimeout:
                        retries += 1
                        assert retries <= 3, "moves went unanswered: the table stopped answering"
        if on_step is not None:
            on_step()
        if not moved:
            time.sleep(0.05)


def _strings(data: Any) -> list[str]:
    """Every string inside a JSON value (the card codes a view holds among them)."""
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for v in data.values() for s in _strings(v)]
    if isinstance(data, list):
        return [s for v in data for s in _strings(v)]
    return []


def shot(page: Any, artifacts: Path, name: str) -> None:
    page.screenshot(path=str(artifacts / f"{name}.png"), full_page=True)


def test_three_friends_play_a_hand_of_sabias(server: Server, browser: Any, artifacts: Path) -> None:
    """Created from the lobby, joined by invite links; a reload mid-hand; a spectator who never
    sees a hidden card; the replay of the match from the lobby."""
    rng = random.Random(7)
    alice_ctx = browser.new_context(viewport={"width": 1280, "height": 860}, locale="en-GB")
    alice = alice_ctx.new_page()
    alice.goto(server.base + "/")
    alice.fill("[data-testid=my-name]", "Alice")
    alice.select_option("[data-testid=game-select]", "sabias")
    alice.select_option("[data-testid=players-select]", "3")
    alice.select_option("[data-testid=seat-kind-1]", "human")
    alice.select_option("[data-testid=seat-kind-2]", "human")
    alice.locator("summary", has_text="Options").click()
    alice.fill("[data-testid=opt-max_hands]", "1")
    alice.locator("[data-testid=opt-max_hands]").blur()
    shot(alice, artifacts, "lobby")
    alice.click("[data-testid=create]")
    alice.wait_for_selector("[data-testid=table]")
    table_id = alice.url.rstrip("/").split("/t/")[1]
    alice.locator("summary", has_text="Invite links").click()
    links = [alice.input_value(f"[data-testid=invite-{s}]") for s in (1, 2)]

    bruno = open_table(browser.new_context(locale="fr-FR"), links[0], "Bruno")
    chloe = open_table(
        browser.new_context(locale="pt-PT", viewport={"width": 800, "height": 900}),
        links[1],
        "Chloé",
    )
    spectator = open_table(browser.new_context(), f"{server.base}/t/{table_id}")
    # the host's used links are marked as taken, by whom, with nothing left to copy
    for seat, name in ((1, "Bruno"), (2, "Chloé")):
        taken = alice.get_by_test_id(f"invite-taken-{seat}")
        taken.wait_for()
        assert name in taken.inner_text() and taken.get_by_role("button").count() == 0
    players = [alice, bruno, chloe]
    assert "Your turn" in alice.title() or "À vous" in bruno.title() or "Sua vez" in chloe.title()
    assert (
        bruno.locator("html[lang=fr]").count() == 1 and chloe.locator("html[lang=pt]").count() == 1
    )

    checks: dict[str, Any] = {"snapshots": [], "reloaded": False, "seen": set()}

    def step() -> None:
        moves = {move_number(p) for p in [*players, spectator]}
        if len(moves) == 1 and not is_over(alice) and moves.pop() not in checks["seen"]:
            move = move_number(alice)
            checks["seen"].add(move)
            time.sleep(0.3)  # let the cards that just left finish their brief animation
            shown = set(re.findall(r'data-card="([^"]+)"', spectator.content()))
            assert spectator.locator("[data-testid=hand]").count() == 0
            if move == 12:
                shot(spectator, artifacts, "sabias-spectator")
                shot(alice, artifacts, "sabias")
            if {move_number(p) for p in [*players, spectator]} == {move}:
                checks["snapshots"].append((move, shown, [sorted(hand(p)) for p in players]))
            if move >= 20 and not checks["reloaded"]:
                before = sorted(hand(bruno))
                bruno.reload()
                bruno.wait_for_selector("[data-testid=hand] [data-card]")
                assert sorted(hand(bruno)) == before
                checks["reloaded"] = True

    play_until_over(players, rng, on_step=step)
    assert checks["reloaded"] and len(checks["snapshots"]) > 5
    # Against the engine, from the match's record: each page showed its seat's hand, and the
    # spectator's page held only cards of the public view (observation(None)), none hidden.
    info = server.call("GET", f"/api/tables/{table_id}/matches")
    match_id = info["matches"][0]["match_id"]
    record = MatchRecord.from_json(server.call("GET", f"/api/matches/{match_id}/record"))
    game = tapisvert.get_game("sabias")
    states = {0: start_state(game, record)}
    for n, st in enumerate(replay_steps(game, record), start=1):
        states[n] = st.state.clone()
    for move, shown, hands in checks["snapshots"]:
        state = states[move]
        public = set(_strings(state.observation(None)))
        hidden = {c for s in range(3) for c in state.observation(s)["hand"]} - public
        assert shown <= public, (move, shown - public)
        assert not shown & hidden
        assert hands == [sorted(state.observation(s)["hand"]) for s in range(3)]
    for p in players:
        assert p.locator("[data-testid=result]").count() == 1
        assert p.locator("[data-testid=log] li").count() > 5
    alice.click("[data-testid=tab-last]")
    alice.wait_for_selector("[data-testid=last] table")
    shot(alice, artifacts, "sabias-end")
    # The language switch: the spectator reads the table in Portuguese from then on.
    spectator.select_option("[data-testid=lang]", "pt")
    assert spectator.locator("[data-testid=whose]").inner_text() == "Partida terminada"
    assert "Registo" in spectator.inner_text(".tabs")

    # A rematch: the same seats, the next match, for everyone at the table.
    bruno.click("[data-testid=rematch]")
    for p in players:
        p.wait_for_selector("[data-testid=whose]:not(.over)")
        assert move_number(p) == 0 and len(hand(p)) == 20

    # The replay, from the lobby: step through with every hand visible.
    alice.goto(server.base + "/")
    alice.click(f"[data-testid=matches-{table_id}]")
    alice.click(f"[data-testid=replay-{match_id}]")
    alice.wait_for_selector("[data-testid=replay-bar]")
    assert alice.locator("[data-testid=revealed-0] [data-card]").count() == 20
    for _ in range(4):
        alice.click("[data-testid=replay-next]")
    assert "4" in alice.inner_text("[data-testid=replay-step]")
    shot(alice, artifacts, "sabias-replay")


@pytest.mark.parametrize(
    ("game", "players"), [("familles", 3), ("seven-seals", 3), ("samba", 4), ("poch", 3)]
)
def test_a_hand_with_bots(
    server: Server, browser: Any, artifacts: Path, game: str, players: int
) -> None:
    created = server.create(
        game,
        players,
        [{"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * (players - 1),
        options={"max_hands": 1},
        seed=3,
    )
    context = browser.new_context(viewport={"width": 1280, "height": 860})
    page = open_table(context, created["invites"][0]["url"], "Ana")
    shots = {"mid": False, "dragged": game != "seven-seals"}

    def step() -> None:
        if not shots["mid"] and move_number(page) >= 4 and my_turn(page):
            shot(page, artifacts, game)
            shots["mid"] = True
        legal = page.locator("[data-testid=hand] button.card.legal")
        if not shots["dragged"] and my_turn(page) and legal.count():
            # Drag, as an extra to the tap: a card pulled up onto the table is played.
            count = len(hand(page))
            box = legal.first.bounding_box()
            page.mouse.move(box["x"] + 10, box["y"] + 24)
            page.mouse.down()
            page.mouse.move(box["x"] + 10, box["y"] - 40, steps=4)
            page.mouse.move(box["x"] + 10, box["y"] - 120, steps=4)
            page.mouse.up()
            page.wait_for_function(
                "() => document.querySelectorAll('[data-testid=hand] [data-card]').length"
                f" < {count}"
            )
            shots["dragged"] = True

    play_until_over([page], random.Random(game), on_step=step)
    assert shots["dragged"]
    if not shots["mid"]:
        shot(page, artifacts, game)
    assert page.locator("[data-testid=result]").count() == 1
    page.click("[data-testid=tab-score]")
    assert page.locator("[data-testid=score] tbody tr").count() >= 1
    page.click("[data-testid=tab-last]")
    shot(page, artifacts, f"{game}-end")
    context.close()


def test_a_phone_plays_a_card_by_touch_and_reads_why_a_card_is_refused(
    server: Server, browser: Any, artifacts: Path
) -> None:
    created = server.create(
        "sabias",
        3,
        [{"kind": "human"}, {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}],
        options={"max_hands": 1},
        seed=11,
    )
    phone = browser.new_context(
        viewport={"width": 360, "height": 740},
        has_touch=True,
        is_mobile=True,
        device_scale_factor=2,
        locale="fr-FR",
    )
    page = open_table(phone, created["invites"][0]["url"], "Zoé")
    rng = random.Random(1)
    refused = played = False
    deadline = time.monotonic() + 120
    while not (refused and played):
        assert time.monotonic() < deadline and not is_over(page)
        if not my_turn(page) or page.locator("[data-testid=controls] [disabled]").count():
            time.sleep(0.05)
            continue
        legal = page.locator("[data-testid=hand] button.card.legal")
        illegal = page.locator("[data-testid=hand] button.card:not(.legal)")
        before = move_number(page)
        if legal.count() and illegal.count() and not refused:
            illegal.first.tap(position={"x": 10, "y": 24})
            notice = page.wait_for_selector("[data-testid=notice][data-key=illegal_move]")
            # The rule in French from its key, the card in French words: none of the engine's
            # English sentence.
            rule = notice.get_attribute("data-rule") or ""
            assert rule == "not_held" or rule.startswith("sabias."), rule
            text = notice.inner_text()
            assert text.startswith("Interdit") and " you " not in text, text
            sentence = re.split(r"\s:\s", text, maxsplit=1)[1]  # after "Interdit :"
            # the refusal's message in French, from the game's catalogue (no English sentence)
            assert refusal_key(rule) in catalogue("fr"), rule
            assert not re.search(r"\b(must|hold|play)\b", sentence), sentence
            assert not re.search(r"\b(S\d+|\d+-[IV]+)\b", sentence), sentence  # cards in words
            shot(page, artifacts, "phone-refused")
            refused = True
            continue
        if legal.count() and refused:
            count = len(hand(page))
            legal.nth(rng.randrange(legal.count())).tap(position={"x": 10, "y": 24})
            page.wait_for_function(
                "() => document.querySelectorAll('[data-testid=hand] [data-card]').length"
                f" < {count}"
            )
            played = True
            shot(page, artifacts, "phone")
            break
        if not act(page, rng, tap=True):
            continue
        page.wait_for_function(
            f"() => Number(document.querySelector('{MOVE}')?.dataset.move) !== {before}"
        )
    phone.close()


def wait_turn(page: Any, rng: random.Random, until: Any, limit_s: float = 120) -> None:
    """Plays the page's turns (taps, as a phone does) until `until(page)` holds on its turn."""
    deadline = time.monotonic() + limit_s
    while True:
        assert time.monotonic() < deadline, "the page never reached the wanted turn"
        if is_over(page):
            return
        busy = page.locator("[data-testid=controls] [disabled]").count()
        if not my_turn(page) or busy:
            time.sleep(0.05)
            continue
        if until(page):
            return
        before = move_number(page)
        if not act(page, rng, tap=True):
            continue
        page.wait_for_function(
            f"() => Number(document.querySelector('{MOVE}')?.dataset.move) !== {before}"
            " || document.querySelector('[data-testid=controls] [data-action]')",
            timeout=60000,
        )


@pytest.mark.parametrize(
    ("game", "players"),
    [("sabias", 4), ("familles", 4), ("seven-seals", 4), ("samba", 4), ("poch", 4)],
)
def test_every_table_fits_a_phone(
    server: Server, browser: Any, artifacts: Path, game: str, players: int
) -> None:
    """Each game's table at 360 px: nothing wider than the screen; a screenshot mid-hand."""
    created = server.create(
        game,
        players,
        [{"kind": "human"}] + [{"kind": "bot", "bot": "heuristic"}] * (players - 1),
        options={"max_hands": 1},
        seed=5,
    )
    phone = browser.new_context(
        viewport={"width": 360, "height": 740},
        has_touch=True,
        is_mobile=True,
        device_scale_factor=2,
        locale="pt-PT",
    )
    page = open_table(phone, created["invites"][0]["url"], "Zé")
    wait_turn(page, random.Random(game), lambda p: move_number(p) >= 2 * players)
    time.sleep(0.4)  # the cards that just moved finish their animation
    shot(page, artifacts, f"phone-{game}")
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= 360, f"{game}: the page is {width} px wide on a 360 px screen"
    page.click("[data-testid=tab-score]")
    shot(page, artifacts, f"phone-{game}-score")
    phone.close()


def test_a_clock_counts_down_and_the_heuristic_plays_when_time_runs_out(
    server: Server, browser: Any, artifacts: Path
) -> None:
    """Every wait is on an event the page shows (the clock's text going down, the timeout in the
    log), bounded generously: on a saturated machine the page may show up seconds late."""
    bank = 20
    created = server.create(
        "sabias",
        3,
        [{"kind": "human"}, {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}],
        options={"max_hands": 1},
        clock={"bank": bank, "increment": 2},
        seed=21,
    )
    context = browser.new_context(viewport={"width": 1280, "height": 860}, locale="en-GB")
    page = open_table(context, created["invites"][0]["url"], "Ana")
    page.wait_for_selector("[data-testid=table][data-my-turn='1']", timeout=60000)
    clock = page.locator("[data-testid=seat-0] [data-testid=clock]")

    def seconds() -> int:
        minutes, secs = clock.inner_text().split()[-1].split(":")
        return int(minutes) * 60 + int(secs)

    first = seconds()
    assert 0 <= first <= bank
    shot(page, artifacts, "clock")
    if first > 0:  # it counts down
        page.wait_for_function(
            "(first) => { const t = document.querySelector("
            "'[data-testid=seat-0] [data-testid=clock]').textContent.trim().split(' ').pop();"
            " const [m, s] = t.split(':').map(Number); return m * 60 + s < first; }",
            arg=first,
            timeout=60000,
        )
    # Ana does nothing: her time runs out and the heuristic plays her move for her (her clock
    # then holds the increment only).
    page.wait_for_selector("[data-testid=log] li[data-by=timeout]", timeout=bank * 1000 + 60000)
    assert seconds() <= 2
    assert "time ran out" in page.inner_text("[data-testid=log]")
    shot(page, artifacts, "clock-timeout")
    context.close()


def test_a_player_who_leaves_is_replaced_by_a_bot_until_they_come_back(
    server: Server, browser: Any, artifacts: Path
) -> None:
    """The stand-in bot plays for an absent player, who takes the seat back on return; a used
    invite is refused in the reader's language; the spectator count follows who watches."""
    created = server.create(
        "sabias",
        3,
        [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "random"}],
        options={"max_hands": 1},
        on_leave={"policy": "bot", "after": 1, "bot": "random"},
        seed=8,
    )
    alice_ctx = browser.new_context(viewport={"width": 1280, "height": 860}, locale="en-GB")
    alice = open_table(alice_ctx, created["invites"][0]["url"], "Alice")
    bruno_ctx = browser.new_context(viewport={"width": 1000, "height": 800}, locale="fr-FR")
    bruno = open_table(bruno_ctx, created["invites"][1]["url"], "Bruno")
    bruno.wait_for_selector("[data-testid=hand] [data-card]")
    held = sorted(hand(bruno))

    # Someone opens Bruno's invite again: the seat is taken, said in French before any name is
    # asked (the page checks the link first).
    late = browser.new_context(locale="fr-FR").new_page()
    late.goto(created["invites"][1]["url"])
    alert = late.wait_for_selector("[data-testid=invite-refused] [role=alert]")
    assert alert.inner_text() == say("fr", "err-seat_taken")
    assert late.locator("[data-testid=join-name]").count() == 0
    # ... and watches instead: Alice sees one spectator, then none when the page goes.
    late.click("text=" + say("fr", "join-watch"))
    late.wait_for_selector("[data-testid=table]")
    alice.wait_for_selector("[data-testid=spectators][data-n='1']")
    late.context.close()
    alice.wait_for_selector("[data-testid=spectators]", state="detached")

    bruno.close()  # Bruno goes away; after a second a bot plays for him
    standin = say("en", "seat-standin_by", bot="random")
    alice.wait_for_selector(f"[data-testid=seat-1] >> text={standin}", timeout=60000)
    rng = random.Random(2)
    deadline = time.monotonic() + 120
    while not alice.locator("[data-testid=log] li[data-by=standin]").count():
        assert time.monotonic() < deadline and not is_over(alice)
        if my_turn(alice) and not alice.locator("[data-testid=controls] [disabled]").count():
            before = move_number(alice)
            if act(alice, rng):
                alice.wait_for_function(
                    f"() => Number(document.querySelector('{MOVE}')?.dataset.move) !== {before}"
                )
        time.sleep(0.05)
    assert "stand-in bot" in alice.inner_text("[data-testid=log]")
    shot(alice, artifacts, "standin")

    # Bruno comes back (his seat token is in the browser): the seat is his again.
    bruno = bruno_ctx.new_page()
    bruno.goto(f"{server.base}/t/{created['id']}")
    bruno.wait_for_selector("[data-testid=hand] [data-card]")
    assert set(hand(bruno)) <= set(held) and bruno.locator("[data-testid=seat-1]").count() == 1
    alice.wait_for_selector(f"[data-testid=seat-1] >> text={standin}", state="detached")
    assert alice.locator("[data-testid=seat-1] .dot.online").count() == 1
    alice_ctx.close()
    bruno_ctx.close()


def test_the_lobby_names_the_options_in_the_readers_language(
    server: Server, browser: Any, artifacts: Path
) -> None:
    phone = browser.new_context(
        viewport={"width": 360, "height": 740}, has_touch=True, is_mobile=True, locale="fr-FR"
    )
    page = phone.new_page()
    page.goto(server.base + "/")
    page.select_option("[data-testid=game-select]", "sabias")
    page.select_option("[data-testid=players-select]", "3")
    # The lengths that fit an evening (GET /api/lengths): a table with a person starts at the
    # hands nearest an hour; the whole match stays one choice, and sets no max_hands.
    page.select_option("[data-testid=players-select]", "4")
    lengths = server.call("GET", "/api/lengths")["games"]["sabias"]["4"]
    length = page.locator("[data-testid=length-select]")
    values = length.locator("option").evaluate_all("els => els.map(e => e.value)")
    assert values[-1] == "full" and len(values) >= 2
    hands = int(length.input_value())
    assert abs(hands * lengths["minutes_per_hand"] - 60) <= 30, (hands, lengths)
    assert length.locator("option").last.inner_text().startswith("La partie entière")
    page.locator("summary", has_text="Options").click()
    assert page.input_value("[data-testid=opt-max_hands]") == str(hands)
    length.select_option("full")
    assert page.input_value("[data-testid=opt-max_hands]") == ""
    page.select_option("[data-testid=players-select]", "3")
    # An option of 4 players only follows the players chosen.
    assert page.locator("[data-testid=opt-label-four_player_mode]").count() == 0
    page.select_option("[data-testid=players-select]", "4")
    for name in ("four_player_mode", "ecart", "max_hands"):
        label = page.locator(f"[data-testid=opt-label-{name}]")
        assert label.locator("span").first.inner_text() == say("fr", f"sabias-option-{name}")
        assert label.locator("small").inner_text() == say("fr", f"sabias-option-{name}-help")
    choices = page.locator("[data-testid=opt-label-ecart] option").all_inner_texts()
    named = [f"sabias-option-ecart-{c}" for c in ("margin", "difference")]
    assert choices == [say("fr", k) if k in catalogue("fr") else k.rsplit("-", 1)[1] for k in named]
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= 360, width
    shot(page, artifacts, "phone-lobby-fr")
    # The same for seven-seals' option of 3 players (the counts come from the server).
    page.select_option("[data-testid=game-select]", "seven-seals")
    page.select_option("[data-testid=players-select]", "4")
    assert page.locator("[data-testid=opt-label-saboteur_base_3p]").count() == 0
    page.select_option("[data-testid=players-select]", "3")
    page.locator("[data-testid=opt-label-saboteur_base_3p]").wait_for()
    # Its lengths count in its own word (`seven-seals-hand-unit`: manches), not in donnes.
    full = length.locator("option").last.inner_text()
    assert " manches, " in full and "donnes" not in full, full
    page.select_option("[data-testid=game-select]", "sabias")
    page.select_option("[data-testid=players-select]", "4")
    # A value the engine refuses: the error names the option in French.
    page.fill("[data-testid=opt-max_hands]", "0")
    page.locator("[data-testid=opt-max_hands]").blur()
    page.click("[data-testid=create]")
    alert = page.wait_for_selector("form [role=alert]")
    assert alert.inner_text() == say(
        "fr", "err-bad_option", option=say("fr", "sabias-option-max_hands")
    )
    phone.close()


def test_the_lobby_tells_the_length_at_the_chosen_options(
    server: Server, browser: Any, artifacts: Path
) -> None:
    """The Length choices follow the options (GET /api/games/{id}/length): measured at a value
    the bench played, unmeasured beyond its values (no whole-match time), and a refused value
    said beside the lengths."""
    ctx = browser.new_context(locale="en-GB")
    page = ctx.new_page()
    page.goto(server.base + "/")
    page.select_option("[data-testid=game-select]", "samba")
    page.select_option("[data-testid=players-select]", "6")
    length = page.locator("[data-testid=length-select]")
    note = page.locator("[data-testid=length-note]")
    full = length.locator("option").last
    page.wait_for_function(
        "() => document.querySelector('[data-testid=length-note]')?.textContent"
        ".startsWith('Measured with bots at the default options')"
    )
    defaults = server.call("GET", "/api/games/samba/length?players=6")
    assert f"about {round(defaults['hands'])} " in full.inner_text()
    page.locator("summary", has_text="Options").click()

    def target(value: str) -> None:
        page.fill("[data-testid=opt-target_score]", value)
        page.locator("[data-testid=opt-target_score]").blur()

    target("5000")
    measured = server.call("GET", "/api/games/samba/length?players=6&option=target_score%3D5000")
    assert measured["basis"] == "measured" and measured["hands"] < defaults["hands"]
    page.wait_for_function(
        "() => document.querySelector('[data-testid=length-note]')?.textContent"
        ".startsWith('Measured with bots at these options')"
    )
    assert f"about {round(measured['hands'])} " in full.inner_text()
    target("100000")
    page.wait_for_function(
        "() => document.querySelector('[data-testid=length-note]')?.textContent"
        ".startsWith('The whole match was not measured')"
    )
    assert say("en", "samba-option-target_score") in note.inner_text()
    assert full.inner_text() == say("en", "lobby-length-full-unknown")
    assert length.locator("option").count() >= 3  # the counts of hands stay offered
    shot(page, artifacts, "lobby-length-unmeasured")
    target("0")
    page.wait_for_function(
        "() => document.querySelector('[data-testid=length-note]')?.textContent"
        '.startsWith("This value of")'
    )
    ctx.close()


def test_the_lobby_offers_levels_and_the_table_names_each_bots_level(
    server: Server, browser: Any, artifacts: Path
) -> None:
    """A bot chosen by level in the lobby (issue 28): the levels come first, in the reader's
    language, the raw specs after them; the table names each bot by its level."""
    context = browser.new_context(viewport={"width": 1280, "height": 860}, locale="fr-FR")
    page = context.new_page()
    page.goto(server.base + "/")
    page.fill("[data-testid=my-name]", "Ana")
    page.select_option("[data-testid=game-select]", "poch")
    page.select_option("[data-testid=players-select]", "3")
    bot = page.locator("[data-testid=seat-bot-1]")
    groups = bot.locator("optgroup").evaluate_all("els => els.map(e => e.label)")
    assert groups == [say("fr", "lobby-levels"), say("fr", "lobby-advanced")]
    levels = bot.locator("optgroup").first.locator("option")
    # each level with its rating at poch 3p where it was measured (docs/bots.md, "Ratings")
    rated = level_ratings("poch", 3)
    assert levels.all_inner_texts() == [
        say(
            "fr",
            "lobby-level-rated",
            level=say("fr", f"level-{n}"),
            rating=str(round(rated[n].rating)),
        )
        if n in rated
        else say("fr", f"level-{n}")
        for n in ("beginner", "casual", "strong", "expert")
    ]
    assert "casual" in rated
    assert bot.input_value() == "casual"  # a new bot seat plays the casual level
    assert "heuristic" in bot.locator("optgroup").last.locator("option").all_inner_texts()
    bot.select_option("beginner")
    shot(page, artifacts, "lobby-levels")
    page.click("[data-testid=create]")
    page.wait_for_selector("[data-testid=table]")
    for seat, level in ((1, "beginner"), (2, "casual")):
        text = page.locator(f"[data-testid=seat-{seat}]").inner_text()
        assert say("fr", "seat-bot", bot=say("fr", f"level-{level}")) in text, text
    context.close()
