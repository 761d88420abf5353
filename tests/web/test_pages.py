"""Pages a user can land on: an unknown address answers 404 with a "not found" page in the
reader's language (not raw JSON), Leave asks before giving up the seat; an invite
link is checked before a name is asked; the lobby hides the tables left idle for hours."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from tests.catalogues import say
from tests.web.conftest import Server, serve
from tests.web.test_browser import open_table, shot


def test_an_unknown_address_shows_a_not_found_page(server: Server, browser: Any) -> None:
    context = browser.new_context(locale="fr-FR")
    page = context.new_page()
    response = page.goto(f"{server.base}/nonexistent")
    assert response is not None and response.status == 404
    page.get_by_test_id("not-found").wait_for()
    assert "/nonexistent" in page.get_by_test_id("not-found").inner_text()
    api = page.request.get(f"{server.base}/api/nonexistent")
    assert api.status == 404 and api.headers["content-type"].startswith("application/json")
    context.close()


def test_leave_asks_before_giving_up_the_seat(server: Server, browser: Any) -> None:
    created = server.create(
        "familles", 3, [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "random"}]
    )
    context = browser.new_context(locale="en-GB")
    page = open_table(context, created["invites"][0]["url"], "Ana")
    leave = page.get_by_role("button", name="Leave")
    leave.wait_for()
    asked: list[str] = []

    def dismiss(dialog: Any) -> None:
        asked.append(dialog.message)
        dialog.dismiss()

    page.once("dialog", dismiss)
    leave.click()
    assert asked and "Leave this table?" in asked[0]
    assert leave.is_visible()  # still seated
    context.close()


def test_an_invite_is_checked_before_the_name_is_asked(server: Server, browser: Any) -> None:
    """A bad link says so at once (no name form); a good one names the seat it gives."""
    created = server.create(
        "familles", 3, [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "random"}]
    )
    context = browser.new_context(locale="pt-PT")
    page = context.new_page()
    page.goto(f"{server.base}/t/{created['id']}?invite=not-a-code")
    alert = page.get_by_test_id("invite-refused").get_by_role("alert")
    assert alert.inner_text() == say("pt", "err-bad_invite")
    assert page.get_by_test_id("join-name").count() == 0
    page.goto(created["invites"][1]["url"])
    seat = page.get_by_test_id("invite-seat")
    assert seat.get_attribute("data-seat") == "1"
    assert seat.inner_text() == say("pt", "join-seat_at", n=2, game=say("pt", "familles-name"))
    page.get_by_test_id("join-name").wait_for()
    context.close()


def test_the_lobby_hides_tables_left_idle_and_renews_their_times(
    browser: Any, tmp_path: Path, artifacts: Path
) -> None:
    """A server whose tables count as abandoned at once and hide after a second: the lobby
    lists the idle table only once its box is ticked, and its "last active" follows the minutes."""
    with serve(tmp_path, "--idle-after", "0", "--hide-after", "1") as idle:
        seats = [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "random"}]
        left = idle.create("familles", 3, seats, name="Left")["id"]
        deadline = time.monotonic() + 120  # a bound on a hang, not a margin: 1 s is enough
        while not [t for t in idle.call("GET", "/api/tables?idle=1")["tables"] if t["hidden"]]:
            assert time.monotonic() < deadline, "the table was never hidden"
            time.sleep(0.2)
        assert left not in [t["id"] for t in idle.call("GET", "/api/tables")["tables"]]

        context = browser.new_context(locale="en-GB", viewport={"width": 1100, "height": 700})
        page = context.new_page()
        page.clock.install()  # the page's timers move when the test says
        page.goto(idle.base + "/")
        toggle = page.get_by_test_id("show-idle")
        toggle.wait_for()
        assert toggle.locator("xpath=..").inner_text().strip() == say("en", "lobby-show_idle", n=1)
        row = page.locator(f"[data-testid=table-row][data-id='{left}']")
        assert row.count() == 0
        toggle.check()
        row.get_by_test_id("abandoned").wait_for()
        last = row.get_by_test_id("last-activity")
        assert last.inner_text() == say("en", "lobby-active_now")
        shot(page, artifacts, "lobby-idle-tables")
        page.clock.run_for("02:00")
        expect = say("en", "lobby-active_minutes", n=2)
        page.wait_for_function(
            "([id, text]) => document.querySelector(`[data-id='${id}'] "
            "[data-testid=last-activity]`)?.textContent === text",
            arg=[left, expect],
        )
        toggle.uncheck()
        assert row.count() == 0
        context.close()
