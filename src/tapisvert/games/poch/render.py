"""The poch table as one seat sees it, as terminal text, its words through `say` (the reader's
language): cards are shown as the notation the player types (`10♥` for `10H`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tapisvert.core.messages import Who, msg
from tapisvert.core.protocol import Say
from tapisvert.games.poch.cards import SUIT_SYMBOLS, SUITS, parse_card
from tapisvert.games.poch.messages import pile_index, pile_message, seat, set_message

RESET = "\x1b[0m"
BOLD = "\x1b[1m"
RED = "\x1b[31m"
GREEN = "\x1b[32m"
YELLOW = "\x1b[33m"
DIM = "\x1b[2m"


def _card(text: str, color: bool, trump_suit: str) -> str:
    suit = text[-1]
    pretty = text[:-1] + SUIT_SYMBOLS[SUITS.index(suit)]
    if not color:
        return pretty
    out = (RED if suit in ("H", "D") else "") + pretty + (RESET if suit in ("H", "D") else "")
    if suit == trump_suit:
        out = BOLD + out + RESET
    return out


def _paint(text: str, code: str, color: bool) -> str:
    return code + text + RESET if color else text


def render(obs: Mapping[str, Any], *, say: Say, color: bool = False) -> str:
    """Draw the table: deal, trump, chips, piles, betting, runs, own hand by suit, whose turn."""
    n = obs["players"]
    trump_suit = obs["trump_suit"]

    def name(s: int) -> str:
        return say(msg("seat", p=Who(s)))

    def pile(label: str) -> str:
        return say(pile_message(pile_index(label)))

    lines: list[str] = []
    lines.append(
        _paint(say(msg("poch-table-deal", deal=obs["hand_number"] + 1)), BOLD, color)
        + "   "
        + say(msg("poch-table-dealer", p=Who(obs["dealer"])))
        + "   "
        + say(msg("poch-table-trump"))
        + " "
        + _card(obs["trump"], color, trump_suit)
        + "   "
        + say(msg("poch-table-phase", phase=obs["phase"]))
    )
    at_deal = obs["piles_at_deal"]
    piles = obs["piles"]
    open_piles = "   ".join(f"{pile(p['name'])} {p['chips']}" for p in piles if p["won_by"] is None)
    lines.append(
        say(msg("poch-table-piles")) + " " + (open_piles or say(msg("poch-table-all-won")))
    )
    won: dict[int, list[int]] = {}
    for i, p in enumerate(piles):
        if p["won_by"] is not None:
            won.setdefault(p["won_by"], []).append(i)
    if won:
        taken = ", ".join(
            " ".join(pile(piles[i]["name"]) for i in mine)
            + " "
            + say(msg("poch-table-by", p=Who(s), chips=sum(at_deal[i] for i in mine)))
            for s, mine in won.items()
        )
        lines.append(say(msg("poch-table-piles-won")) + " " + taken)
    width = max(len(name(s)) for s in range(n))
    for s in range(n):
        marks = [say(msg("poch-mark-dealer"))] if s == obs["dealer"] else []
        if not obs["in_match"][s]:
            marks.append(say(msg("poch-mark-eliminated")))
        else:
            if obs["stakes"][s]:
                marks.append(say(msg("poch-mark-staked", chips=obs["stakes"][s])))
            if obs["dropped"][s]:
                marks.append(say(msg("poch-mark-dropped")))
            elif obs["passed"][s] and obs["phase"] == "betting":
                marks.append(say(msg("poch-mark-passed")))
        arrow = "> " if obs["to_act"] == s else "  "
        row = (
            f"{arrow}{name(s) + ':':<{width + 1}} {obs['chips'][s]:>4} "
            + say(msg("poch-table-chips", n=obs["chips"][s]))
            + "  "
            + say(msg("poch-table-cards", n=obs["hand_sizes"][s]))
        )
        if marks:
            row += "  (" + ", ".join(marks) + ")"
        lines.append(_paint(row, YELLOW, color) if obs["to_act"] == s else row)
    last = obs["last_hand"]
    if last is not None:
        out = last["out"]
        text = say(
            msg("poch-table-last", deal=last["hand"] + 1, p=Who(out), chips=last["payments"][out])
        )
        last_won = ", ".join(
            say(
                msg(
                    "poch-table-pile-to",
                    pile=pile_message(pile_index(w["pile"])),
                    p=Who(w["seat"]),
                    chips=w["chips"],
                )
            )
            for w in last["piles_won"]
        )
        text += "; " + say(msg("poch-table-last-piles")) + " "
        text += last_won or say(msg("poch-table-none"))
        if last["eliminated"]:
            gone = tuple(seat(s) for s in last["eliminated"])
            text += "; " + say(msg("poch-table-last-eliminated", players=gone))
        lines.append(text)
    if obs["phase"] == "betting":
        if obs["opened"]:
            lines.append(say(msg("poch-table-bet-open", p=Who(obs["opener"]), chips=obs["bet"])))
        else:
            lines.append(say(msg("poch-table-bet-unopened")))
    result = obs["bet_result"]
    if result is not None:
        text = say(msg("poch-table-pot", p=Who(result["winner"]), chips=result["pot"]))
        if result["showdown"]:
            cards = [parse_card(c) for c in result["shown"]]
            shown = " ".join(_card(c, color, trump_suit) for c in result["shown"])
            the_set = set_message(cards, SUITS.index(trump_suit))
            text += " " + say(msg("poch-table-pot-set", set=the_set)) + " " + shown
        lines.append(text)
    if obs["runs"]:
        lines.append(say(msg("poch-table-runs")))
        for run in obs["runs"]:
            lines.append(
                "  " + "  ".join(f"{_card(c, color, trump_suit)} {name(s)}" for s, c in run)
            )
    hand: list[str] | None = obs["hand"]
    if hand is not None:
        by_suit: dict[str, list[str]] = {s: [] for s in SUITS}
        for text in sorted(hand, key=parse_card):
            by_suit[text[-1]].append(text)
        groups = []
        trump_word = say(msg("poch-table-trump-suit"))
        for suit in SUITS:
            if by_suit[suit]:
                label = trump_word + " " if suit == trump_suit else ""
                groups.append(label + " ".join(_card(c, color, trump_suit) for c in by_suit[suit]))
        empty = say(msg("poch-table-empty"))
        lines.append(say(msg("poch-table-hand")) + " " + ("   ".join(groups) if groups else empty))
    if obs["to_act"] is None:
        winners = tuple(seat(w) for w in obs["winners"])
        lines.append(_paint(say(msg("poch-table-over", winners=winners)), GREEN, color))
    elif obs["to_act"] == obs["seat"]:
        lines.append(_paint(say(msg("poch-table-your-turn")), GREEN, color))
    else:
        lines.append(_paint(say(msg("poch-table-waiting", p=Who(obs["to_act"]))), DIM, color))
    return "\n".join(lines)
