"""Learning the games in the browser (issue 27), in a real browser against a real server.

Each game's tutorial is played from the lobby's "Learn to play" to its end by clicking the
controls the page shows, as a learner does (in English, and one in French), trying a move the step
does not teach once to read its friendly answer; a hint is asked for at a table whose host allows
them, shown, and played; a review is opened from a finished hand; the rules page opens from the
table's "?" at the section of the phase. Screenshots go to test-artifacts/web/.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

import pytest
from fluent.runtime import FluentBundle, FluentResource
from tests.catalogues import LOCALES, sources

from tapisvert.core.protocol import ActionInfo
from tapisvert.core.tutorial import Step, Tutorial
from tapisvert.games import get_game
from tapisvert.words import Words

Server = Any  # conftest.Server: the running `tapisvert serve`

GAMES = ("sabias", "familles", "seven-seals", "samba", "poch")
TUTORIAL = "[data-testid=tutorial]"
CONTROLS = "[data-testid=controls]"
HAND = "[data-testid=hand]"


@functools.cache
def _bundle(lang: str) -> FluentBundle:
    """The browser's catalogues of `lang` with its learning words (web/src/locales/learn)."""
    bundle = FluentBundle([lang], use_isolating=False)
    learn = (LOCALES / "learn" / f"{lang}.ftl").read_text(encoding="utf-8")
    for _, text in [*sources(lang), ("learn", learn)]:
        bundle.add_resource(FluentResource(text))
    return bundle


def say(lang: str, key: str, **args: Any) -> str:
    """The text of `key` in `lang` with `args`, as the page shows it."""
    bundle = _bundle(lang)
    assert bundle.has_message(key), (lang, key)
    pattern = bundle.get_message(key).value
    assert pattern is not None
    text, errors = bundle.format_pattern(pattern, args)
    assert not errors, errors
    return str(text)


def shot(page: Any, artifacts: Path, name: str, full: bool = True) -> None:
    page.screenshot(path=str(artifacts / f"{name}.png"), full_page=full)


def quoted(text: str) -> str:
    """`text` as a CSS attribute value."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def tutorial_step(page: Any) -> int:
    return int(page.get_attribute(TUTORIAL, "data-step") or 0)


def wait_step_past(page: Any, step: int, timeout: float = 60000) -> None:
    page.wait_for_function(
        "n => Number(document.querySelector('[data-testid=tutorial]')?.dataset.step) > n",
        arg=step,
        timeout=timeout,
    )


def wait_my_turn(page: Any) -> None:
    page.wait_for_selector(
        f"[data-testid=table][data-my-turn='1'] {CONTROLS}:not(:has([disabled]))", timeout=60000
    )


def visible(page: Any, selector: str) -> Any | None:
    """The first visible element of `selector`, or None."""
    found = page.locator(f"{selector}:visible")
    return found.first if found.count() else None


def click_card(page: Any, code: str) -> None:
    """A tap on an unselected card `code` of the hand, on its visible corner."""
    card = page.locator(f"{HAND} button.card[data-card={quoted(code)}][aria-pressed=false]").first
    card.click(position={"x": 10, "y": 24})


def play(page: Any, info: ActionInfo, text: str) -> None:
    """Make the move `text` (whose ActionInfo is `info`) through the page's controls."""
    sel = f"[data-action={quoted(text)}]"
    if info.target is not None:
        page.click(f"[data-testid=ask-seat-{info.target}]")
        page.locator(f"{CONTROLS} {sel}").first.click(position={"x": 10, "y": 20})
        return
    if info.amount is not None:
        box = page.locator(f"{CONTROLS} .amount[data-kind={quoted(info.kind)}]")
        box.locator("[data-testid=amount]").fill(str(info.amount))
        box.locator(sel).click()
        return
    direct = visible(page, f"{CONTROLS} {sel}") or visible(page, f"{HAND} {sel}")
    if direct is not None:
        direct.click(
            position={"x": 10, "y": 20} if "card" in (direct.get_attribute("class") or "") else None
        )
        return
    for code in info.cards:  # a move of several cards (or a card with several moves): select
        click_card(page, code)
    page.locator(f"{CONTROLS} {sel}").first.click()


def try_wrong(page: Any, text: str) -> bool:
    """Clicks another legal move than `text` when the page shows one at once; True if it did."""
    other = visible(
        page, f"{CONTROLS} button[data-action]:not([data-action={quoted(text)}]):not([disabled])"
    ) or visible(page, f"{HAND} button.card.legal[data-action]:not([data-action={quoted(text)}])")
    if other is None:
        return False
    other.click(
        position={"x": 10, "y": 20} if "card" in (other.get_attribute("class") or "") else None
    )
    return True


def learner_steps(game_id: str) -> tuple[Tutorial, list[tuple[Step, ActionInfo | None, str]]]:
    """The tutorial and, per step, its move's ActionInfo and its text as the server lists it."""
    game = get_game(game_id)
    tutorial = game.tutorial()
    assert tutorial is not None
    out: list[tuple[Step, ActionInfo | None, str]] = []
    for step, state, action in tutorial.run(game):
        info = next((i for i in state.action_infos() if i.id == action), None)
        out.append((step, info, state.action_to_str(action)))
    return tutorial, out


def words(lang: str, tutorial: Tutorial) -> Words:
    """The words the page reads a tutorial in: the learner is `you`, the others are bots."""
    return Words(lang, me=tutorial.seat, names=lambda s: say(lang, "seat-bot_name", n=s + 1))


def start_tutorial(browser: Any, server: Server, game_id: str, lang: str) -> tuple[Any, Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale=lang)
    page = context.new_page()
    page.goto(server.base + "/")
    page.fill("[data-testid=my-name]", "Ana")
    page.click(f"[data-testid=learn-{game_id}]")
    page.wait_for_selector(TUTORIAL, timeout=30000)
    return context, page


def run_tutorial(page: Any, game_id: str, lang: str, artifacts: Path | None) -> None:
    tutorial, steps = learner_steps(game_id)
    w = words(lang, tutorial)
    assert int(page.get_attribute(TUTORIAL, "data-total") or 0) == len(steps)
    if steps[0][0].seat == tutorial.seat:
        # the intro is sent with step 0 only: a first step of another seat may be played before
        # the page connects (the server plays it a second after the table is made)
        assert page.inner_text("[data-testid=tutorial-intro]").strip() == w(tutorial.intro)
    wronged = False
    while (step := tutorial_step(page)) < len(steps):
        s, info, text = steps[step]
        if s.seat != tutorial.seat:
            wait_step_past(page, step)  # another seat plays its step
            continue
        wait_my_turn(page)
        assert s.say is not None and info is not None
        assert page.inner_text("[data-testid=tutorial-say]").strip() == w(s.say)
        progress = say(lang, "learn-step", step=step + 1, total=len(steps))
        assert page.inner_text("[data-testid=tutorial-progress]").strip() == progress
        if not wronged and try_wrong(page, text):
            wronged = True
            page.wait_for_selector("[data-testid=tutorial-wrong]", timeout=10000)
            assert s.wrong is not None
            assert w(s.wrong) in page.inner_text("[data-testid=tutorial-wrong]")
            assert tutorial_step(page) == step  # nothing was played
            wait_my_turn(page)
            if artifacts is not None:
                shot(page, artifacts, f"tutorial-{game_id}-{lang}-wrong")
        play(page, info, text)
        try:
            wait_step_past(page, step)
        except Exception as exc:  # what the page showed when the taught move did not go through
            shot(page, Path("test-artifacts"), f"tutorial-{game_id}-{lang}-stuck-{step}")
            said = page.locator("[data-testid=tutorial-wrong], [data-testid=notice]")
            shown = said.all_inner_texts()
            raise AssertionError(f"step {step} ({text!r}) did not go through: {shown}") from exc
    page.wait_for_selector("[data-testid=tutorial-outro]", timeout=30000)
    assert page.inner_text("[data-testid=tutorial-outro]").strip() == w(tutorial.outro)
    assert page.inner_text("[data-testid=tutorial-progress]").strip() == say(lang, "learn-done")
    assert wronged, "no step offered another move to try"
    if artifacts is not None:
        shot(page, artifacts, f"tutorial-{game_id}-{lang}-done")


@pytest.mark.parametrize("game_id", GAMES)
def test_each_tutorial_in_english(
    server: Server, browser: Any, artifacts: Path, game_id: str
) -> None:
    context, page = start_tutorial(browser, server, game_id, "en-GB")
    try:
        run_tutorial(page, game_id, "en", artifacts)
    finally:
        context.close()


def test_a_tutorial_in_french_then_review_of_the_hand(
    server: Server, browser: Any, artifacts: Path
) -> None:
    """Poch's tutorial in French to its end; then "Revoir mon jeu" on the finished hand: the
    review's progress, the counts per label, the costliest decisions explained."""
    context, page = start_tutorial(browser, server, "poch", "fr-FR")
    try:
        run_tutorial(page, "poch", "fr", artifacts)
        button = page.locator("[data-testid=review-button]")
        assert button.inner_text().strip() == say(
            "fr", "learn-review-hand", n=1, hand_unit=say("fr", "poch-hand-unit")
        )
        button.click()
        page.wait_for_selector("[data-testid=review-decisions]", timeout=60000)
        panel = page.locator("[data-testid=review-panel]")
        assert say("fr", "learn-review-title-you") in panel.inner_text()
        rows = page.locator("[data-testid=review-decisions] tbody tr")
        counts = page.locator("[data-testid=review-counts] [data-label]").evaluate_all(
            "els => els.map(e => Number(e.dataset.n))"
        )
        rows_live = rows.count()
        assert sum(counts) == rows_live > 0
        assert page.locator("[data-testid=review-costliest] li").count() <= 3
        text = panel.inner_text()
        assert "{" not in text and "coach-" not in text and "learn-" not in text
        shot(page, artifacts, "review-tutorial-poch-fr")
        # the same match's replay: "Revoir mon jeu" for a seat chosen (REST review)
        page.click("[data-testid=review-close]")
        page.click("[data-testid=replay-link]")
        page.wait_for_selector("[data-testid=replay-bar]")
        page.select_option("[data-testid=review-seat]", "0")
        page.click("[data-testid=review-run]")
        page.wait_for_selector("[data-testid=review-decisions]", timeout=60000)
        replayed = page.locator("[data-testid=review-decisions] tbody tr").count()
        assert replayed == rows_live
        assert say("fr", "learn-review-title", name="Ana") in page.inner_text(
            "[data-testid=review-panel]"
        )
        shot(page, artifacts, "review-replay-poch-fr")
    finally:
        context.close()


def test_rules_open_from_the_table_at_the_section_of_the_phase(
    server: Server, browser: Any, artifacts: Path
) -> None:
    bot = {"kind": "bot", "bot": "heuristic"}
    created = server.create("sabias", 3, [{"kind": "human"}, bot, bot], seed=7)
    context = browser.new_context(viewport={"width": 1280, "height": 860}, locale="pt-BR")
    page = context.new_page()
    try:
        page.goto(created["invites"][0]["url"])
        page.fill("[data-testid=join-name]", "Bia")
        page.click("[data-testid=join-submit]")
        page.wait_for_selector("[data-testid=table]")
        page.wait_for_function(
            "() => document.querySelector('[data-testid=rules-button]')?.dataset.section"
        )
        section = page.get_attribute("[data-testid=rules-button]", "data-section")
        assert section
        page.click("[data-testid=rules-button]")
        heading = page.locator(f"[data-testid=rules-panel] h2#{section}")
        heading.wait_for(timeout=15000)
        # the panel opened at that section: its heading is in view, the section marked
        assert heading.is_visible()
        box = heading.bounding_box()
        assert box is not None and 0 <= box["y"] < 300
        assert page.locator(f".rules-section.now[data-section={quoted(section)}]").count() == 1
        rules = get_game("sabias").rules_page("pt")
        title = re.search(rf"<!-- section: {re.escape(section)} -->\s*## (.+)", rules)
        assert title is not None and heading.inner_text().strip() == title.group(1).strip()
        shot(page, artifacts, "rules-table-panel")
        # the whole page, from the panel's link: the one-screen how-to-play first
        with context.expect_page() as opened:
            page.click("[data-testid=rules-new-tab]")
        full = opened.value
        full.wait_for_selector("[data-testid=rules] h2#how-to-play")
        first = full.locator("[data-testid=rules] .rules-section").first
        assert first.get_attribute("data-section") == "how-to-play"
        assert full.locator(f"h2#{section}").is_visible()
        shot(full, artifacts, "rules-page", full=False)
    finally:
        context.close()


def test_the_lobby_links_each_game_to_its_rules(server: Server, browser: Any) -> None:
    context = browser.new_context(locale="fr-FR")
    page = context.new_page()
    try:
        page.goto(server.base + "/")
        for game_id in GAMES:
            page.wait_for_selector(f"[data-testid=rules-{game_id}]")
            assert page.locator(f"[data-testid=learn-{game_id}]").count() == 1
        page.click("[data-testid=rules-familles]")
        page.wait_for_selector("[data-testid=rules] h2#how-to-play")
        sections = page.locator("[data-testid=rules] .rules-section").evaluate_all(
            "els => els.map(e => e.dataset.section)"
        )
        from tapisvert.server.rules import sections as page_sections

        assert sections == page_sections(get_game("familles").rules_page("fr"))
        assert page.locator("[data-testid=rules] script").count() == 0
    finally:
        context.close()


def test_a_hint_is_shown_and_played(server: Server, browser: Any, artifacts: Path) -> None:
    """The lobby's "hints allowed", the table's tag, the Hint button on the seat's turn: the
    suggested move highlighted and named, the reason, the best three with their intervals, and
    "Play it" plays it."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-GB")
    page = context.new_page()
    try:
        page.goto(server.base + "/")
        page.fill("[data-testid=my-name]", "Ana")
        page.select_option("[data-testid=game-select]", "seven-seals")
        page.check("[data-testid=hints-allowed]")
        page.click("[data-testid=create]")
        page.wait_for_selector("[data-testid=table]")
        page.wait_for_selector("[data-testid=hints-on]")
        page.wait_for_selector("[data-testid=hint-button]", timeout=60000)
        page.click("[data-testid=hint-button]")
        page.wait_for_selector("[data-testid=hint-move]", timeout=30000)
        action = page.get_attribute("[data-testid=hint-move]", "data-action")
        assert action
        rows = page.locator("[data-testid=hint-best] tbody tr")
        assert 1 <= rows.count() <= 3
        assert re.search(r"-?\d+(\.\d)? \(-?\d+(\.\d)? to -?\d+(\.\d)?\)", rows.first.inner_text())
        # the suggestion is drawn out where the player would click it
        target = f"[data-testid=table] [data-action={quoted(action)}]"
        outline = page.locator(target).first.evaluate("e => getComputedStyle(e).outlineStyle")
        assert outline == "solid"
        shot(page, artifacts, "hint")
        move = int(page.get_attribute("[data-testid=move]", "data-move") or 0)
        page.click("[data-testid=hint-play]")
        page.wait_for_function(
            "n => Number(document.querySelector('[data-testid=move]')?.dataset.move) > n",
            arg=move,
            timeout=30000,
        )
        assert page.locator("[data-testid=hint-move]").count() == 0
    finally:
        context.close()


def test_the_tutorial_and_the_rules_fit_a_phone(
    server: Server, browser: Any, artifacts: Path
) -> None:
    """At 360 px: the tutorial's explanation and the rules panel, nothing wider than the screen."""
    context = browser.new_context(
        viewport={"width": 360, "height": 740}, locale="pt-BR", is_mobile=True, has_touch=True
    )
    page = context.new_page()
    try:
        page.goto(server.base + "/")
        page.click("[data-testid=learn-poch]")
        page.wait_for_selector("[data-testid=tutorial-say]", timeout=30000)
        width = page.evaluate("() => document.documentElement.scrollWidth")
        assert width <= 360
        shot(page, artifacts, "tutorial-phone")
        page.click("[data-testid=rules-button]")
        page.wait_for_selector("[data-testid=rules-panel] h2#betting", timeout=15000)
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
        shot(page, artifacts, "rules-phone", full=False)
    finally:
        context.close()
