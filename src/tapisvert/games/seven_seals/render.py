"""The table as one seat sees it, as terminal text: its words are messages (`say` renders them in
the reader's language); cards stay in notation, the thing the player types."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tapisvert.core.messages import Message, Who, msg
from tapisvert.core.protocol import Say
from tapisvert.games.seven_seals.cards import COLOUR_NAMES, HAND_SIZE, KIND_NAMES, LETTERS
from tapisvert.games.seven_seals.speech import action_message, colour_message
from tapisvert.games.seven_seals.table import parse_action_text

_ANSI = {
    "red": "31",
    "yellow": "33",
    "green": "32",
    "blue": "34",
    "violet": "35",
    "white": "97",
    "black": "90",
}


def _paint(text: str, kind: str, color: bool) -> str:
    if not color:
        return text
    return f"\x1b[{_ANSI[kind]}m{text}\x1b[0m"


def _card(text: str, color: bool) -> str:
    return _paint(text, COLOUR_NAMES[LETTERS.index(text[0])], color)


def _seals(counts: Mapping[str, int], say: Say, color: bool) -> str:
    parts = [
        _paint(
            say(msg("seven-seals-table-seal", colour=colour_message(k), n=counts[name])),
            name,
            color,
        )
        for k, name in enumerate(KIND_NAMES)
        if counts.get(name, 0)
    ]
    return ", ".join(parts) if parts else say(msg("seven-seals-table-no-seals"))


def _fate(seal: str | None) -> Message:
    """What became of a finished trick's seal, from the view's words (`gave red`, `took black`,
    `saboteur`, `no black left`, None while the winner chooses)."""
    if seal is None:
        return msg("seven-seals-table-fate", fate="pending")
    if seal.startswith("gave "):
        return msg(
            "seven-seals-table-fate", fate="gave", colour=colour_message(KIND_NAMES.index(seal[5:]))
        )
    fate = {"took black": "black", "saboteur": "saboteur"}.get(seal, "none")
    return msg("seven-seals-table-fate", fate=fate)


def render(observation: Mapping[str, Any], *, say: Say, color: bool = False) -> str:
    """Own hand grouped by colour (high to low), every player's seals, the trick, the scores."""
    me = -1 if observation["seat"] is None else int(observation["seat"])  # -1: public view
    n = int(observation["players"])
    sab = observation["saboteur"]

    def name(seat: int) -> str:
        return say(msg("seat", p=Who(seat)))

    def played(leader: int, cards: list[str]) -> str:
        return ", ".join(f"{name((leader + i) % n)} {_card(c, color)}" for i, c in enumerate(cards))

    phase = msg("seven-seals-phase", phase=observation["phase"])
    title = msg(
        "seven-seals-table-title",
        round=observation["hand_number"] + 1,
        rounds=observation["rounds"],
        dealer=Who(observation["dealer"]),
        phase=phase,
    )
    centre = say(msg("seven-seals-table-centre")) + " " + _seals(observation["centre"], say, color)
    if sab is not None:
        centre += "   " + say(msg("seven-seals-table-saboteur", p=Who(sab)))
    lines = [say(title), centre]
    for seat in range(n):
        role = " | " + say(msg("seven-seals-table-is-saboteur")) if sab == seat else ""
        cards = say(msg("seven-seals-table-cards", n=observation["hand_sizes"][seat]))
        total = say(msg("seven-seals-table-total", points=observation["scores"][seat]))
        seals = _seals(observation["seals"][seat], say, color)
        label = say(msg("seven-seals-table-seals"))
        lines.append(f"  {name(seat):9} {label} {seals} | {cards} | {total}{role}")
    if observation["phase"] == "predict" and observation["predictions"]:
        said = "; ".join(
            say(
                msg(
                    "seven-seals-table-prediction",
                    p=Who(s),
                    action=action_message(parse_action_text(t, n), n),
                )
            )
            for s, t in observation["predictions"][-8:]
        )
        lines.append(say(msg("seven-seals-table-predictions")) + " " + said)
    tricks = observation["tricks"]
    if tricks:
        last = tricks[-1]
        head = msg(
            "seven-seals-table-last-trick",
            n=len(tricks),
            total=HAND_SIZE,
            p=Who(last["winner"]),
            fate=_fate(last["seal"]),
        )
        lines.append(say(head) + " " + played(last["leader"], last["cards"]))
    if observation["trick"]:
        head = msg("seven-seals-table-trick", n=len(tricks) + 1)
        lines.append(say(head) + " " + played(observation["leader"], observation["trick"]))
    groups = []
    for letter in LETTERS:
        ranks = sorted((int(c[1:]) for c in observation["hand"] if c[0] == letter), reverse=True)
        if ranks:
            groups.append(" ".join(_card(f"{letter}{r}", color) for r in ranks))
    if me >= 0:
        hand = "  |  ".join(groups) if groups else say(msg("seven-seals-table-empty"))
        lines.append(say(msg("seven-seals-table-hand")) + " " + hand)
    to_act = observation["to_act"]
    if to_act is None:
        lines.append(say(msg("seven-seals-table-over")))
    elif to_act == me:
        lines.append(say(msg("seven-seals-table-your-turn")))
    else:
        lines.append(say(msg("seven-seals-table-waiting", p=Who(to_act))))
    return "\n".join(lines)
