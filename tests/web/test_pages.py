"""Pages a user can land on: an unknown address answers 404 with a "not found" page in the
reader's language (not raw JSON), Leave asks before giving up the seat; an invite
link is checked before a name is asked."""

from __future__ import annotations

from typing import Any

from tests.catalogues import say
from tests.web.conftest import Server
from tests.web.test_browser import open_table


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
