"""Terminal play: one human seat against bots, with the table drawn and errors explained."""

from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Callable
from typing import TextIO

from tapisvert.bots import Bot, SeatView
from tapisvert.core.errors import IllegalAction, InvalidNotation
from tapisvert.core.protocol import GameState
from tapisvert.core.records import Recorder
from tapisvert.core.scores import score_text

BOLD, DIM, RESET = "\033[1m", "\033[2m", "\033[0m"
RED, GREEN, YELLOW = "\033[31m", "\033[32m", "\033[33m"

HELP = """Type an action as shown (its notation), or its number in the list.
Other commands: help (this text), table (draw the table again), quit (leave the match)."""


def use_color(stream: TextIO) -> bool:
    """Colour on a terminal, unless NO_COLOR is set."""
    return stream.isatty() and "NO_COLOR" not in os.environ


class TerminalMatch:
    """Drives a match between one human seat (or none) and bots, on a text terminal."""

    def __init__(
        self,
        state: GameState,
        bots: dict[int, Bot],
        human: int | None,
        *,
        seat_names: list[str],
        read_line: Callable[[str], str] | None = None,
        out: TextIO | None = None,
        recorder: Recorder | None = None,
        bot_delay: float = 0.0,
    ) -> None:
        self.state = state
        self.bots = bots
        self.human = human
        self.seat_names = seat_names
        self.read_line = read_line or (lambda prompt: input(prompt))
        self.out = out if out is not None else sys.stdout
        self.color = use_color(self.out)
        self.recorder = recorder
        self.bot_delay = bot_delay

    def _c(self, code: str, text: str) -> str:
        return f"{code}{text}{RESET}" if self.color else text

    def say(self, text: str = "") -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def _apply(self, action: int) -> None:
        if self.recorder is not None:
            self.recorder.apply(action)
        else:
            self.state.apply(action)

    def draw_table(self, seat: int) -> None:
        self.say(self.state.game.render(self.state.observation(seat), color=self.color))

    def run(self) -> bool:
        """Play to the end; False when the human quit."""
        state = self.state
        finished_hands = len(state.hand_results())
        while (seat := state.to_act) is not None:
            if seat == self.human:
                if not self._human_turn(seat):
                    return False
            else:
                self._bot_turn(seat)
            results = state.hand_results()
            if len(results) > finished_hands:
                for number in range(finished_hands, len(results)):
                    self._show_hand_result(number)
                finished_hands = len(results)
        self._show_match_result()
        return True

    def _bot_turn(self, seat: int) -> None:
        bot = self.bots[seat]
        view = SeatView.of(self.state, with_observation=bot.needs_observation)
        action = self._think(bot, view, seat)
        text = self.state.action_to_str(action)
        self._apply(action)
        self.say(f"  {self._c(DIM, self.seat_names[seat] + ':')} {text}")
        if self.bot_delay:
            time.sleep(self.bot_delay)

    def _think(self, bot: Bot, view: SeatView, seat: int) -> int:
        """Ask the bot, showing a 'thinking' line when it takes more than a moment."""
        box: list[int] = []
        worker = threading.Thread(target=lambda: box.append(bot.choose(view)), daemon=True)
        worker.start()
        worker.join(0.3)
        if worker.is_alive() and self.out.isatty():
            spinner = "|/-\\"
            i = 0
            while worker.is_alive():
                self.out.write(f"\r  {self.seat_names[seat]} is thinking {spinner[i % 4]}")
                self.out.flush()
                worker.join(0.15)
                i += 1
            self.out.write("\r" + " " * 40 + "\r")
        worker.join()
        return box[0]

    def _human_turn(self, seat: int) -> bool:
        state = self.state
        self.say()
        self.draw_table(seat)
        while True:
            legal = state.legal_action_strs()
            listing = "  ".join(f"{self._c(BOLD, str(i + 1))}:{t}" for i, t in enumerate(legal))
            self.say(f"Your move ({self.seat_names[seat]}): {listing}")
            try:
                line = self.read_line("> ").strip()
            except (EOFError, KeyboardInterrupt):
                self.say()
                return False
            if not line:
                continue
            word = line.lower()
            if word in ("quit", "exit", "q"):
                return False
            if word in ("help", "?", "h"):
                self.say(HELP)
                continue
            if word == "table":
                self.draw_table(seat)
                continue
            try:
                if line.isdigit():
                    index = int(line) - 1
                    if not 0 <= index < len(legal):
                        choose = f"choose 1 to {len(legal)}"
                        self.say(self._c(RED, f"No action number {line}: {choose}."))
                        continue
                    action = state.legal_actions()[index]
                else:
                    action = state.parse_action(line)
                self._apply(action)
            except InvalidNotation as exc:
                self.say(self._c(RED, f"I can't read that: {exc}") + "  (type help)")
                continue
            except IllegalAction as exc:
                self.say(self._c(YELLOW, f"Not allowed: {exc}"))
                continue
            self.say(f"  {self._c(GREEN, 'you:')} {state.action_to_str(action)}")
            return True

    def _show_hand_result(self, number: int) -> None:
        result = self.state.hand_results()[number]
        scores = ", ".join(
            f"{self.seat_names[s]} {score_text(v)}" for s, v in enumerate(result.scores)
        )
        self.say(self._c(BOLD, f"Hand {number + 1} over: ") + scores)

    def _show_match_result(self) -> None:
        result = self.state.result()
        totals = ", ".join(
            f"{self.seat_names[s]} {score_text(v)}" for s, v in enumerate(result.totals)
        )
        winners = ", ".join(self.seat_names[w] for w in result.winners) or "nobody"
        self.say(self._c(BOLD, f"Match over. Totals: {totals}. Winner: {winners}."))
