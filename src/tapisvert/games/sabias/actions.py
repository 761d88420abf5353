"""The sabias action ids and their notation.

Ids 0..59 play the card with that id; the others take or pass, call a Sabia, announce (JEFA,
CHELEM, a Conseil of five Sabias) or end one's announcements. Every id is below `ACTION_SPACE`;
`action_text` writes an id as a player reads it, `parse_action_text` reads it back. The ids are
`Final`, so that the compiled rules (setup.py) use them as constants.
"""

from __future__ import annotations

from typing import Final

from tapisvert.core import sages
from tapisvert.core.errors import InvalidNotation
from tapisvert.core.messages import Message, msg
from tapisvert.core.protocol import check_action_id, check_text
from tapisvert.games.sabias.cards import (
    CONSEIL_INDEX,
    CONSEIL_SETS,
    DECK,
    SABIA_MASK,
    card_to_str,
    is_grand,
    mask_of,
    parse_card,
)

TAKE: Final = 60  # the first id above the cards': bids, the call and announcements follow
PASS: Final = 61
CALL_FIRST: Final = 62  # CALL_FIRST + k - 1 calls Sabia k
ANNOUNCE_JEFA: Final = 72
ANNOUNCE_CHELEM: Final = 73
DONE: Final = 74  # no more announcements from this seat
CONSEIL_FIRST: Final = 75  # CONSEIL_FIRST + i shows CONSEIL_SETS[i] (a grand conseil: consecutive)
ACTION_SPACE: Final = CONSEIL_FIRST + len(CONSEIL_SETS)
assert TAKE == DECK


def action_text(action: int) -> str:
    """`play S7`, `take`, `pass`, `call S3`, `jefa`, `chelem`, `done`, `conseil S1 S3 S4 S6 S9`."""
    check_action_id(action, ACTION_SPACE)
    if action < DECK:
        return f"play {card_to_str(action)}"
    if action == TAKE:
        return "take"
    if action == PASS:
        return "pass"
    if action < ANNOUNCE_JEFA:
        return f"call S{action - CALL_FIRST + 1}"
    if action == ANNOUNCE_JEFA:
        return "jefa"
    if action == ANNOUNCE_CHELEM:
        return "chelem"
    if action == DONE:
        return "done"
    combo = CONSEIL_SETS[action - CONSEIL_FIRST]
    word = "grand-conseil" if is_grand(combo) else "conseil"
    return word + "".join(f" S{k}" for k in combo)


_WORDS: Final = {
    "take": TAKE,
    "je prends": TAKE,
    "prends": TAKE,
    "pass": PASS,
    "passe": PASS,
    "jefa": ANNOUNCE_JEFA,
    "chelem": ANNOUNCE_CHELEM,
    "done": DONE,
}


def parse_action_text(text: str) -> int:
    """The action id that `text` denotes (legality is not checked), or InvalidNotation."""
    check_text(text)
    words = " ".join(text.strip().lower().split())
    if words in _WORDS:
        return _WORDS[words]
    word, _, rest = words.partition(" ")
    if word == "play" and rest:
        return parse_card(rest)
    if word == "call" and rest:
        card = parse_card(rest)
        if not sages.is_sabia(card):
            raise InvalidNotation(
                f"only a Sabia can be called, not {card_to_str(card)}",
                message=msg("sabias-unreadable-call-not-sabia", card=_card_message(card)),
            )
        return CALL_FIRST + card // 6
    if word in ("conseil", "grand-conseil") and rest:
        cards = [parse_card(x) for x in rest.split()]
        mask = mask_of(cards)
        if len(cards) != 5 or mask.bit_count() != 5 or mask & ~SABIA_MASK:
            raise InvalidNotation(
                f"{word} shows five different Sabias, e.g. {word} S1 S2 S4 S6 S9",
                message=msg(
                    "sabias-unreadable-conseil-five",
                    verb="grand" if word == "grand-conseil" else "conseil",
                ),
            )
        i = CONSEIL_INDEX[mask]
        if is_grand(CONSEIL_SETS[i]) != (word == "grand-conseil"):
            if word == "conseil":
                raise InvalidNotation(
                    "five consecutive Sabias are a grand-conseil",
                    message=msg("sabias-unreadable-consecutive-is-grand"),
                )
            raise InvalidNotation(
                "a grand-conseil shows five Sabias with consecutive numbers",
                message=msg("sabias-unreadable-grand-not-consecutive"),
            )
        return CONSEIL_FIRST + i
    if rest == "" and word:
        try:
            return parse_card(word)
        except InvalidNotation:
            pass
    raise InvalidNotation(
        f"{text!r} is not a sabias action: write take, pass, call S7, jefa, chelem, done,"
        " conseil S1 S3 S4 S6 S9, grand-conseil S2 S3 S4 S5 S6, or play 6-V",
        message=msg("sabias-unreadable-action", text=text),
    )


def _card_message(card: int) -> Message:
    """A card's name (imported late: the game's words import this module)."""
    from tapisvert.games.sabias.wording import card_message

    return card_message(card)


__all__ = [
    "ACTION_SPACE",
    "ANNOUNCE_CHELEM",
    "ANNOUNCE_JEFA",
    "CALL_FIRST",
    "CONSEIL_FIRST",
    "DONE",
    "PASS",
    "TAKE",
    "action_text",
    "parse_action_text",
]
