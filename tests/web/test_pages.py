"""Pages a user can land on: an unknown address answers 404 with a "not found" page in the
reader's language (not raw JSON), and Leave asks before giving up the seat."""

from __future__ import annotations

from typing import Any

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
