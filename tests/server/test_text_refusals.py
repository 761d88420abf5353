"""A text that reads as a move the rules forbid (`bet 1000`, `take black`) is refused as the rule
it breaks, with the real range, not as unreadable notation; the state is unchanged."""

from __future__ import annotations

from pathlib import Path

from tests.server.helpers import create, join, make_client, my_turn, state, until

from tapisvert.words import Words

POCH = [{"kind": "human"}, {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}]


def test_a_bet_beyond_any_action_is_refused_with_the_real_range(tmp_path: Path) -> None:
    with make_client(f"sqlite:///{tmp_path}/t.db") as client:
        table = create(client, game="poch", players=3, seats=POCH, seed=3)
        token = join(client, table)
        with client.websocket_connect(f"/ws/tables/{table['id']}") as ws:
            ws.send_json({"type": "hello", "token": token})
            assert ws.receive_json()["type"] == "welcome"
            msg = until(ws, my_turn(0))
            assert msg["observation"]["phase"] == "betting"
            bets = [a["amount"] for a in msg["actions"] if a["kind"] == "bet"]
            ws.send_json({"type": "move", "move": msg["move"], "action": "bet 1000"})
            err = until(ws, lambda m: m["type"] == "error")
            assert err["key"] == "illegal_move", err
            assert err["args"]["rule_key"] == "poch.bet_range"
            assert err["args"]["rule_args"] == {"low": min(bets), "high": max(bets)}
            told = Words("fr").render(
                err["args"]["rule_message"]["key"], err["args"]["rule_message"]["args"]
            )
            assert f"de {min(bets)} à {max(bets)} jetons" in told
            again = state(ws)
            assert again["cause"] == "resync" and again["move"] == msg["move"]
