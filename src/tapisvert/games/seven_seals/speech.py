"""The Seven Seals' words as messages (keys of `locales/<lang>.ftl`): cards, seal colours, seal
counts and the legal actions.

Cards and colours are messages with selector tokens (`red` .. `violet`, `white`, `black`), so each
catalogue names them in its own language; no sentence is assembled here.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapisvert.core.messages import Message, Who, msg
from tapisvert.games.seven_seals.cards import COLOUR_NAMES, KIND_NAMES, NUM_COLOURS, RANKS
from tapisvert.games.seven_seals.table import STEAL, TAKE


def card_message(card: int) -> Message:
    """A card's name: `seven-seals-card` with its colour token and rank ("red 15")."""
    return msg("seven-seals-card", colour=COLOUR_NAMES[card // RANKS], rank=card % RANKS + 1)


def card_face(card: int) -> dict[str, object]:
    """The drawing fields of a card: its colour token, its value (1..15) and whether it is a
    trump (red)."""
    colour = card // RANKS
    return {"colour": COLOUR_NAMES[colour], "value": card % RANKS + 1, "trump": colour == 0}


def colour_message(kind: int) -> Message:
    """A seal colour (0..4 the colours, 5 white, 6 black) as an adjective: "red", "rouge"."""
    return msg("seven-seals-colour", colour=KIND_NAMES[kind])


def seals_message(kind: int, n: int) -> Message:
    """`n` seals of `kind`: "2 red seals", "1 sceau blanc"."""
    return msg("seven-seals-seals", colour=KIND_NAMES[kind], n=n)


def held_seals(counts: Sequence[int]) -> tuple[Message, ...]:
    """The seals held, kind by kind in the game's order, the kinds held only."""
    return tuple(seals_message(k, c) for k, c in enumerate(counts) if c)


def action_kind(action: int, players: int) -> str:
    """The verb of an action: play, take, steal, saboteur, done or give."""
    saboteur = STEAL + NUM_COLOURS * players
    if action < TAKE:
        return "play"
    if action < STEAL:
        return "take"
    if action < saboteur:
        return "steal"
    if action == saboteur:
        return "saboteur"
    if action == saboteur + 1:
        return "done"
    return "give"


def action_message(action: int, players: int) -> Message:
    """The words of an action at a table of `players` ("Take a red seal", "Play red 15")."""
    kind = action_kind(action, players)
    if kind == "play":
        return msg("seven-seals-action-play", card=card_message(action))
    if kind == "take":
        return msg("seven-seals-action-take", colour=colour_message(action - TAKE))
    if kind == "steal":
        colour, victim = divmod(action - STEAL, players)
        return msg("seven-seals-action-steal", colour=colour_message(colour), p=Who(victim))
    if kind == "give":
        give = STEAL + NUM_COLOURS * players + 2  # the id of `give red`
        return msg("seven-seals-action-give", colour=colour_message(action - give))
    return msg(f"seven-seals-action-{kind}")


__all__ = [
    "action_kind",
    "action_message",
    "card_face",
    "card_message",
    "colour_message",
    "held_seals",
    "seals_message",
]
