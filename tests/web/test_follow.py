"""A table a player can follow (issue 26), in a real browser against a real server: the hand's
result panel checked against the match record, the hand-by-hand score sheet, the log's events for
a spectator who comes in mid-hand, the pause between hands and its "Next hand" button, taps on a
phone's hand, and the chat across two languages. Screenshots go to test-artifacts/web/.
"""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

import pytest
from tests.catalogues import say
from tests.web.test_browser import (
    hand,
    is_over,
    move_number,
    my_turn,
    open_table,
    play_until_over,
    shot,
)

Server = Any  # conftest.Server: the running `tapisvert serve`

# What each game's log tells beyond the moves (English): trick winners, ask results, runs.
TOLD = {
    "sabias": "won the trick",
    "familles": "and got it",
    "seven-seals": "won trick",
    "samba": "discarded",
    "poch": "The run",
}

GAMES = [("sabias", 4), ("familles", 3), ("seven-seals", 3), ("samba", 4), ("poch", 3)]


def _number(text: str) -> int | str:
    text = text.strip().replace("\u2212", "-")
    try:
        return int(text)
    except ValueError:
        return text


def _match_id(page: Any) -> int:
    href = page.get_attribute("[data-testid=replay-link]", "href") or ""
    return int(href.rsplit("=", 1)[1])


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_a_hand_with_bots_ends_on_its_result_panel(
    server: Server, browser: Any, artifacts: Path, game: str, players: int
) -> None:
    created = server.create(
        game,
        players,
        [{"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * (players - 1),
        options={"max_hands": 1},
        seed=5,
    )
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    page = open_table(context, created["invites"][0]["url"], "Ana")
    watched = {"done": False}
    spectator_ctx = browser.new_context(viewport={"width": 1100, "height": 800})

    def step() -> None:
        # Chips stay true: an announcement names only the cards its seat still holds (none of
        # the cards on the table), with its outcome; poch's bet only while the betting lasts.
        # (read in one evaluation: the page may redraw between two reads, a chip going away)
        cards, chips = page.evaluate(
            """() => [
            [...document.querySelectorAll('[data-testid=trick] [data-card]')]
                .map(e => e.dataset.card),
            [...document.querySelectorAll('[data-testid=announcement]')]
                .map(e => [e.dataset.held || '', e.dataset.outcome]),
        ]"""
        )
        on_table = set(cards)
        for held_text, outcome in chips:
            held = set(held_text.split())
            assert not held & on_table, (held, on_table)
            assert outcome in ("open", "made", "failed")
        if page.locator("[data-testid=run]").count():
            assert page.locator("[data-testid=poch-bet]").count() == 0
        # A spectator who comes in mid-hand reads what happened so far in the log.
        if not watched["done"] and move_number(page) >= 6 and not is_over(page):
            spectator = open_table(spectator_ctx, f"{server.base}/t/{created['id']}")
            spectator.wait_for_selector("[data-testid=log] li[data-by]")
            entries = spectator.locator("[data-testid=log] li[data-by] .said").count()
            assert entries >= 1, "a spectator sees the hand's history"
            watched["done"] = True

    play_until_over([page], random.Random(game), on_step=step)
    assert watched["done"] or is_over(page)
    page.wait_for_selector("[data-testid=hand-result]")
    assert page.locator("[data-testid=hand-result] [data-testid=breakdown] tr").count() >= 1
    # in the game's own word for a hand: a poch deal, a seven-seals round
    unit = say("en", f"{game}-hand-unit")
    title = page.locator("[data-testid=hand-result] h3").inner_text()
    assert title == say("en", "result-title", n=1, hand_unit=unit), title
    gained = page.locator("[data-testid^=result-gained-]").all_inner_texts()
    totals = page.locator("[data-testid^=result-total-]").all_inner_texts()
    assert gained and totals
    shot(page, artifacts, f"follow-{game}-result")

    record = server.call("GET", f"/api/matches/{_match_id(page)}/record")
    result = record["hands"][0]["result"]
    expected = result.get("team_scores") if "team_scores" in result else result["scores"]
    assert [_number(g) for g in gained] == expected, (gained, result)
    assert [_number(x) for x in totals] == expected  # one hand: the totals are its scores

    # The log tells what happened (the engine's events), not only the moves.
    log = page.locator("[data-testid=log] .said").all_inner_texts()
    assert len(log) >= 5
    assert any(TOLD[game] in line for line in log), (TOLD[game], log[-5:])
    # The score sheet, hand by hand, with the winner marked.
    page.click("[data-testid=tab-score]")
    sheet = page.wait_for_selector("[data-testid=hand-sheet]")
    assert page.locator("[data-testid=hand-sheet] tbody tr").count() == 1
    assert page.locator("[data-testid=hand-sheet] .star").count() >= 1
    assert sheet.is_visible()
    shot(page, artifacts, f"follow-{game}-sheet")
    # The same panel in the replay, at the hand's end.
    replay = context.new_page()
    replay.goto(f"{server.base}/?replay={_match_id(page)}")
    replay.wait_for_selector("[data-testid=replay-bar]")
    replay.keyboard.press("End")
    for _ in range(3):
        replay.locator("[aria-label]", has_text="▶|").first.click()
    replay.wait_for_selector("[data-testid=hand-result]")
    again = replay.locator("[data-testid^=result-gained-]").all_inner_texts()
    assert [_number(g) for g in again] == expected
    # ... with the hand's worked scoring, line for line as at the table
    worked = "[data-testid=hand-result] [data-testid=breakdown] tr"
    assert replay.locator(worked).count() == page.locator(worked).count()
    shot(replay, artifacts, f"follow-{game}-replay")
    context.close()
    spectator_ctx.close()


def test_a_replay_shows_each_hands_result_panel(
    server: Server, browser: Any, artifacts: Path
) -> None:
    """A match of two hands between bots: the replay, at the last move of each hand, shows that
    hand's panel with its worked scoring (the server's breakdown, key for key)."""
    created = server.create(
        "seven-seals", 3, [{"kind": "bot", "bot": "random"}] * 3, options={"max_hands": 2}, seed=3
    )
    deadline = time.monotonic() + 120
    while not (info := server.call("GET", f"/api/tables/{created['id']}"))["match"]["over"]:
        assert time.monotonic() < deadline, "the bots never finished"
        time.sleep(0.2)
    data = server.call("GET", f"/api/matches/{info['match']['match_id']}/replay")
    assert len(data["breakdowns"]) == 2 and all(data["breakdowns"])
    frames = data["frames"]
    last = len(frames) - 1
    # the last move of each hand: the next frame is another hand's, or there is none
    ends = [i for i in range(1, last + 1) if i == last or frames[i + 1]["hand"] > frames[i]["hand"]]
    assert len(ends) == 2
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    page = context.new_page()
    page.goto(f"{server.base}/?replay={info['match']['match_id']}")
    page.wait_for_selector("[data-testid=replay-bar]")
    for number, step in enumerate(ends):
        page.locator("[data-testid=replay-bar] input[type=range]").fill(str(step))
        panel = page.locator(f"[data-testid=hand-result][data-hand='{number}']")
        panel.wait_for()
        keys = panel.locator("[data-testid=breakdown] tr").evaluate_all(
            "els => els.map(e => e.dataset.key)"
        )
        assert keys == [m["key"] for m in data["breakdowns"][number]]
        if number == 0:
            shot(page, artifacts, "follow-replay-first-hand")
    context.close()


def test_the_table_waits_for_next_hand_between_two_hands(
    server: Server, browser: Any, artifacts: Path
) -> None:
    created = server.create(
        "familles",
        3,
        [{"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * 2,
        options={"max_hands": 2},
        hand_pause=300,
        seed=8,
    )
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="fr-FR")
    page = open_table(context, created["invites"][0]["url"], "Léa")
    rng = random.Random(2)
    from tests.web.test_browser import act

    deadline = time.monotonic() + 300
    while not page.locator("[data-testid=next-hand]").count():
        assert time.monotonic() < deadline and not is_over(page)
        if my_turn(page) and page.locator("[data-testid=controls] [disabled]").count() == 0:
            act(page, rng)
        time.sleep(0.05)
    box = page.locator("[data-testid=next-hand-box]")
    assert "Léa" in box.inner_text()  # who the table waits for
    assert "seconde" in page.inner_text("[data-testid=next-hand-deadline]")
    shot(page, artifacts, "follow-next-hand")
    before = move_number(page)
    page.click("[data-testid=next-hand]")
    # Every human is ready: the next hand starts (the panel goes, the bots play on).
    page.wait_for_function("() => !document.querySelector('[data-testid=next-hand-box]')")
    page.wait_for_function(
        "() => !document.querySelector('[data-testid=hand-result]')"
        f" || Number(document.querySelector('[data-testid=move]').dataset.move) > {before}"
    )
    page.click("[data-testid=tab-score]")
    assert page.locator("[data-testid=hand-sheet] tbody tr").count() == 1
    context.close()


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_every_card_of_a_phone_hand_takes_a_tap(
    server: Server, browser: Any, artifacts: Path, game: str, players: int
) -> None:
    created = server.create(
        game,
        players,
        [{"kind": "human"}] + [{"kind": "bot", "bot": "random"}] * (players - 1),
        options={"max_hands": 1},
        seed=4,
    )
    phone = browser.new_context(
        viewport={"width": 390, "height": 844},
        has_touch=True,
        is_mobile=True,
        device_scale_factor=2,
        locale="pt-BR",
    )
    page = open_table(phone, created["invites"][0]["url"], "Rui")
    page.wait_for_selector("[data-testid=hand] [data-card]")
    # Measured on this seat's turn: the bots wait for it, so no card leaves the hand meanwhile (a
    # bot asking for one of them detached it mid-measure).
    page.wait_for_selector("[data-testid=table][data-my-turn='1']", timeout=60000)
    # ... and once the cards have settled: a card asked away slides out, its neighbours slide over
    page.wait_for_function(
        "() => document.getAnimations().every(a => a.playState !== 'running')", timeout=60000
    )
    # Each card's visible part: the part no later card covers; its centre must hit that card.
    misses = page.evaluate(
        """() => {
        const cards = [...document.querySelectorAll('[data-testid=hand] button.card')];
        const out = [];
        cards.forEach((c, i) => {
            c.scrollIntoView({block: 'center', behavior: 'instant'});
            const r = c.getBoundingClientRect();
            let right = r.right;
            for (const d of cards.slice(i + 1)) {
                const q = d.getBoundingClientRect();
                const over = q.top < r.bottom && q.bottom > r.top && q.left > r.left;
                if (over) right = Math.min(right, q.left);
            }
            const width = right - r.left;
            const x = r.left + width / 2, y = r.top + r.height / 2;
            const hit = document.elementFromPoint(x, y)?.closest('button.card');
            if (hit !== c || width < 44) {
                out.push({i, width, code: c.dataset.card, hit: hit?.dataset.card});
            }
        });
        return out;
    }"""
    )
    shot(page, artifacts, f"follow-{game}-phone")
    assert len(hand(page)) >= 1
    assert misses == [], misses
    phone.close()


def test_a_quick_message_reaches_another_player_in_their_language(
    server: Server, browser: Any, artifacts: Path
) -> None:
    created = server.create(
        "sabias",
        3,
        [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "random"}],
        options={"max_hands": 1},
    )
    en = open_table(browser.new_context(locale="en-GB"), created["invites"][0]["url"], "Amy")
    fr = open_table(browser.new_context(locale="fr-FR"), created["invites"][1]["url"], "Benoît")
    en.click("[data-testid=tab-chat]")
    fr.wait_for_selector("[data-testid=tab-chat]")
    en.click("[data-testid=quick-well_played]")
    fr.wait_for_selector("[data-testid=chat-unread]")
    fr.click("[data-testid=tab-chat]")
    said = fr.wait_for_selector("[data-testid=chat-said]")
    assert said.inner_text() == "Bien joué !"
    # Free text arrives as text, never as markup.
    en.fill("[data-testid=chat-input]", "<b>hi</b>  there")
    en.click("[data-testid=chat-send]")
    fr.wait_for_function("() => document.querySelectorAll('[data-testid=chat-said]').length === 2")
    assert fr.locator("[data-testid=chat-said]").nth(1).inner_text() == "<b>hi</b> there"
    assert fr.locator("[data-testid=chat-lines] b").count() == 0
    # Muting Amy hides her lines on this page only.
    fr.locator("[data-testid=chat-lines] button.name").first.click()
    assert fr.locator("[data-testid=chat-said]").count() == 0
    assert fr.locator("[data-testid=chat-muted]").count() == 1
    shot(fr, artifacts, "follow-chat")
    assert en.locator("[data-testid=chat-said]").count() == 2
