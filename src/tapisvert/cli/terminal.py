"""Terminal play: one human seat against bots, with the table drawn and errors explained."""

from __future__ import annotations

import contextlib
import os
import re
import sys
import threading
import time
from collections.abc import Callable
from fractions import Fraction
from typing import TextIO

from tapisvert.bots import Bot, SeatView
from tapisvert.core.errors import IllegalAction, InvalidNotation
from tapisvert.core.messages import Who
from tapisvert.core.protocol import GameState
from tapisvert.core.records import Recorder
from tapisvert.words import Words, breakdown

BOLD, DIM, RESET = "\033[1m", "\033[2m", "\033[0m"
RED, GREEN, YELLOW = "\033[31m", "\033[32m", "\033[33m"

# The longest line read as an action; longer input is refused without being echoed.
MAX_INPUT = 200
# Unicode suit symbols as the tables draw them, read back as the letters of the notation.
SUIT_LETTERS = str.maketrans({"♠": "S", "♥": "H", "♦": "D", "♣": "C", "\ufe0f": None})
# A family of actions such as `bet 1`, `bet 2`, ... summarised as one `bet 1..94` entry.
NUMBERED = re.compile(r"^(.*?)(\d+)$")
SUMMARISE_FROM = 8


def use_color(stream: TextIO) -> bool:
    """Colour on a terminal, unless NO_COLOR is set."""
    return stream.isatty() and "NO_COLOR" not in os.environ


def enable_line_editing() -> None:
    """Line editing and history at the prompt, where the platform has `readline`."""
    with contextlib.suppress(ImportError):
        import readline  # noqa: F401  (importing it is what turns it on for input())


def seat_legend(bots: list[str], human: int | None, words: Words | None = None) -> str:
    """Who sits where, in the names every message uses: `Seats: you, P1 (heuristic), ...`."""
    words = words if words is not None else Words(me=human)
    names = [
        words.seat(s) if s == human else words.text("term-seat-bot", p=Who(s), bot=bots[s])
        for s in range(len(bots))
    ]
    return words.text("term-seats", seats=", ".join(names))


def summarise_actions(texts: list[str]) -> list[tuple[int | None, str]]:
    """The action list as shown: (number, text), with long runs of numbered actions folded.

    `bet 1` ... `bet 94` (eight or more consecutive amounts of one action) becomes a single
    unnumbered entry `bet 1..94`, to be typed with its amount.
    """
    shown: list[tuple[int | None, str]] = []
    i = 0
    while i < len(texts):
        match = NUMBERED.match(texts[i])
        j = i + 1
        if match is not None:
            prefix, first = match.group(1), int(match.group(2))
            while j < len(texts):
                nxt = NUMBERED.match(texts[j])
                if nxt is None or nxt.group(1) != prefix or int(nxt.group(2)) != first + (j - i):
                    break
                j += 1
            if j - i >= SUMMARISE_FROM:
                shown.append((None, f"{prefix}{first}..{first + j - i - 1}"))
                i = j
                continue
        shown.append((i + 1, texts[i]))
        i += 1
    return shown


def normalise_input(line: str) -> str:
    """What the player typed, with displayed suit symbols read as notation letters."""
    return line.translate(SUIT_LETTERS)


class TerminalMatch:
    """Drives a match between one human seat (or none) and bots, on a text terminal.

    Every move is told in words as it happens (`Game.events`, as the human's seat may know them,
    or as a spectator when watching), every finished hand is broken down as its rules page scores
    it (`Game.describe_hand`), all through the catalogues of `words` (`tapisvert.words`: the
    reader's language; `you` for the human's seat, `P2` for seat 2).
    """

    def __init__(
        self,
        state: GameState,
        bots: dict[int, Bot],
        human: int | None,
        *,
        read_line: Callable[[str], str] | None = None,
        out: TextIO | None = None,
        recorder: Recorder | None = None,
        bot_delay: float = 0.0,
        step: bool = False,
        lang: str = "en",
    ) -> None:
        self.state = state
        self.bots = bots
        self.human = human
        self.read_line = read_line or (lambda prompt: input(prompt))
        self.out = out if out is not None else sys.stdout
        self.color = use_color(self.out)
        self.recorder = recorder
        self.bot_delay = bot_delay
        self.step = step
        self.words = Words(lang, me=human)
        self.since_last_move: list[str] = []  # what the human's last move and the others' did
        self.after_result: list[str] = []  # the next hand's opening, told after the breakdown
        self.drawn_at: tuple[int, str] | None = None  # (hand, progress marker) last drawn

    def name(self, seat: int) -> str:
        """The seat's one name: `you` for the human, `P2` for seat 2."""
        return self.words.seat(seat)

    def _paint(self, code: str, text: str) -> str:
        return f"{code}{text}{RESET}" if self.color else text

    def say(self, text: str = "") -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def _apply(self, action: int) -> None:
        """Play `action` for the seat to act and tell, in words, what it did."""
        state = self.state
        before = state.clone()
        recorded = None
        if self.recorder is not None:
            recorded = self.recorder.apply(action)
        else:
            state.apply(action)
        events = recorded if recorded is not None else state.game.events(before, action, state)
        told = [self.words.event(e) for e in events]
        if before.to_act == self.human:
            self.since_last_move = []
        self.since_last_move.extend(told)
        # The next hand's opening (its deal) is told after the finished hand's breakdown.
        cut = next((i for i, e in enumerate(events) if e.opens), len(events))
        for line in told[:cut]:
            self.say("  " + line)
        self.after_result = told[cut:]

    def draw_table(self, seat: int) -> None:
        game = self.state.game
        self.say(game.render(self.state.observation(seat), say=self.words, color=self.color))

    def run(self) -> bool:
        """Play to the end; False when the human quit (or pressed Ctrl-C, even mid-thought)."""
        try:
            return self._run()
        except KeyboardInterrupt:
            self.say()
            return False

    def _run(self) -> bool:
        state = self.state
        finished_hands = state.hands_finished()
        if self.human is None and state.to_act is not None:
            self._draw_public_table()
        while (seat := state.to_act) is not None:
            if seat == self.human:
                if not self._human_turn(seat):
                    return False
            elif not self._bot_turn(seat):
                return False
            finished = state.hands_finished()
            if finished > finished_hands:
                for number in range(finished_hands, finished):
                    self._show_hand_result(number)
                for line in self.after_result:
                    self.say("  " + line)
                self.after_result = []
                if state.to_act is not None:  # after the next deal's opening (poch's ante)
                    totals = self._totals(state.result().totals)
                    self.say(self.words.text("term-totals-so-far", totals=totals))
                finished_hands = finished
            if self.human is None and state.to_act is not None and not self._pause():
                return False
        self._show_match_result()
        return True

    def _bot_turn(self, seat: int) -> bool:
        """One bot move, told in words; while watching, the table as a spectator sees it."""
        bot = self.bots[seat]
        view = SeatView.of(self.state, with_observation=bot.needs_observation)
        action = self._think(bot, view, seat)
        self._apply(action)
        if self.human is None:
            return True
        return self._pause()

    def _pause(self) -> bool:
        """After a bot move: the watcher's table (once per trick, turn or phase: the moves are
        told in words), then a wait (Enter with --step, or the delay); False when a watcher
        stepping through the match quits."""
        if self.human is None and self.state.to_act is not None:
            self._draw_public_table()
        if self.step:
            try:
                answer = self.read_line(self.words.text("term-step") + " ")
            except EOFError:
                return False
            if answer.strip().lower() in ("q", "quit", "exit"):
                return False
        elif self.bot_delay:
            time.sleep(self.bot_delay)
        return True

    def _draw_public_table(self) -> None:
        """While watching: the table as a spectator sees it, no hidden card shown, drawn when a
        new trick, turn or phase begins."""
        state = self.state
        at = (state.hand_number, state.progress_marker())
        if at == self.drawn_at:
            return
        self.drawn_at = at
        self.say()
        spectator = Words(self.words.lang)
        self.say(state.game.render(state.observation(None), say=spectator, color=self.color))

    def _think(self, bot: Bot, view: SeatView, seat: int) -> int:
        """Ask the bot, showing a 'thinking' line when it takes more than a moment."""
        box: list[int] = []
        failure: list[BaseException] = []

        def think() -> None:
            try:
                box.append(bot.choose(view))
            except BaseException as exc:  # re-raised below, in the terminal's thread
                failure.append(exc)

        worker = threading.Thread(target=think, daemon=True)
        worker.start()
        worker.join(0.3)
        if worker.is_alive() and self.out.isatty():
            spinner = "|/-\\"
            i = 0
            while worker.is_alive():
                thinking = self.words.text("term-thinking", p=Who(seat))
                self.out.write(f"\r  {thinking} {spinner[i % 4]}")
                self.out.flush()
                worker.join(0.15)
                i += 1
            self.out.write("\r" + " " * 40 + "\r")
        worker.join()
        if failure:
            raise failure[0]
        return box[0]

    def _human_turn(self, seat: int) -> bool:
        state = self.state
        self.say()
        self.draw_table(seat)
        self._list_actions()
        while True:
            try:
                line = self.read_line("> ").strip()
            except (EOFError, KeyboardInterrupt):
                self.say()
                return False
            if not line:
                continue
            if len(line) > MAX_INPUT:
                too_long = self.words.text("term-too-long", n=len(line))
                self.say(self._paint(RED, too_long))
                continue
            word = line.lower()
            if word in ("quit", "exit", "q"):
                return False
            if word in ("help", "?", "h"):
                self.say(self._help())
                continue
            if word == "table":
                if self.since_last_move:
                    self.say(self._paint(BOLD, self.words.text("term-since-last-move")))
                    for told in self.since_last_move:
                        self.say("  " + told)
                self.draw_table(seat)
                self._list_actions()
                continue
            if word in ("moves", "list", "actions"):
                self._list_actions()
                continue
            legal = state.legal_actions()
            try:
                if line.isdigit():
                    index = int(line) - 1 if len(line) <= 4 else -1
                    if not 0 <= index < len(legal):
                        wrong = self.words.text("term-no-number", text=line[:8], n=len(legal))
                        self.say(self._paint(RED, wrong))
                        continue
                    action = legal[index]
                else:
                    action = state.parse_action(normalise_input(line))
                self._apply(action)
            except InvalidNotation as exc:
                refused = state.refusal_for_text(normalise_input(line))
                if refused is not None:  # a move the rules forbid, not a typo
                    why = self.words.refusal(refused)
                    self.say(self._paint(YELLOW, self.words.text("term-not-allowed", reason=why)))
                    continue
                error = self.words(exc.message) if exc.message is not None else str(exc)
                unread = self.words.text("term-cannot-read", error=error)
                self.say(self._paint(RED, unread) + "  " + self.words.text("term-type-help"))
                continue
            except IllegalAction as exc:
                why = self.words.refusal(exc.refusal) if exc.refusal else str(exc)
                self.say(self._paint(YELLOW, self.words.text("term-not-allowed", reason=why)))
                continue
            return True

    def _list_actions(self) -> None:
        """The legal actions, numbered, long runs of amounts folded (`bet 1..94`): the one list
        of them (the table itself only says whose turn it is)."""
        entries = summarise_actions(self.state.legal_action_strs())
        listing_text = "  ".join(
            f"{self._paint(BOLD, str(n))}:{t}" if n is not None else t for n, t in entries
        )
        prompt = self.state.prompt()
        if prompt is not None:
            self.say(self.words(prompt))
        self.say(self.words.text("term-your-move", moves=listing_text))

    def _help(self) -> str:
        """The terminal's help, then the game's own notation (`<id>-notation`, its catalogue)."""
        game_id = self.state.game.id
        return (
            self.words.text("term-help", game=game_id)
            + "\n"
            + self.words.text(f"{game_id}-notation")
        )

    def _totals(self, values: tuple[Fraction, ...]) -> str:
        """Each seat's total: points (`+12`), or a count for a game scored in chips (`38 chips`)."""
        unit = self.state.game.score_unit
        return ", ".join(
            self.words.text("term-total", p=Who(s), unit=unit, n=v) for s, v in enumerate(values)
        )

    def _show_hand_result(self, number: int) -> None:
        result = self.state.hand_result(number)
        self.say()
        heading = self.words.text(f"{self.state.game.id}-hand-over", n=number + 1)
        self.say(self._paint(BOLD, heading))
        for line in breakdown(self.state.game, result, self.words):
            self.say(line)

    def _show_match_result(self) -> None:
        result = self.state.result()
        totals = self._totals(result.totals)
        winners = tuple(Who(w) for w in result.winners)
        over = self.words.text("term-match-over", totals=totals, winners=winners)
        self.say(self._paint(BOLD, over))
