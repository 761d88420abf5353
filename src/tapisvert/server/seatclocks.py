"""A table's chess clocks: each seat's remaining time, the start of the current turn, and the
timer of the seat to act. They are derived from the event log (each event stores when it was
applied and the mover's remaining time), so a deadline survives a restart."""

from __future__ import annotations

from collections.abc import Callable

from tapisvert.server.clock import Clock, Timer
from tapisvert.server.models import ClockSettings, SeatClock
from tapisvert.server.rows import EventRow


class SeatClocks:
    """The clocks of one table's seats (none at a table without a clock: `settings` None)."""

    def __init__(self, settings: ClockSettings | None, players: int, clock: Clock) -> None:
        self.settings = settings
        self.players = players
        self.clock = clock
        self.remaining: list[int] = []
        self.turn_start = 0.0
        self._timer: Timer | None = None

    def _bank_ms(self) -> int:
        return int(self.settings["bank"] * 1000) if self.settings else 0

    def _increment_ms(self) -> int:
        return int(self.settings.get("increment", 0) * 1000) if self.settings else 0

    def reset(self, started_at: float | None) -> None:
        """A new match (or one reloaded): every bank full, the turn from its start (or now)."""
        self.remaining = [self._bank_ms()] * self.players
        self.turn_start = started_at or self.clock.now()

    def replay(self, event: EventRow) -> None:
        """Follow one move of the log."""
        if event["remaining_ms"] is not None:
            self.remaining[event["seat"]] = event["remaining_ms"]
        self.turn_start = event["at"]

    def spend(self, seat: int, now: float) -> int | None:
        """What `seat` has left after moving at `now` (with the increment), or None without a
        clock."""
        if self.settings is None:
            return None
        used = round((now - self.turn_start) * 1000)
        return max(0, self.remaining[seat] - used) + self._increment_ms()

    def moved(self, seat: int, remaining: int | None, now: float) -> None:
        """A move of `seat` applied at `now`, with what `spend` said it has left."""
        self.turn_start = now
        if remaining is not None:
            self.remaining[seat] = remaining

    def run_out(self, seat: int) -> None:
        self.remaining[seat] = 0

    def info(self, running: int | None) -> tuple[list[SeatClock] | None, int | None]:
        """A view's `clocks` and `clock_deadline` while `running` is to act."""
        if self.settings is None:
            return None, None
        out: list[SeatClock] = []
        deadline = None
        for s in range(self.players):
            remaining = self.remaining[s]
            if s == running:
                deadline = int((self.turn_start * 1000) + remaining)
            out.append({"seat": s, "remaining_ms": remaining, "running": s == running})
        return out, deadline

    def arm(self, running: int, expire: Callable[[], None]) -> None:
        """Call `expire` when the clock of `running` (to act now) runs out."""
        self.cancel()
        if self.settings is not None:
            when = self.turn_start + self.remaining[running] / 1000
            self._timer = self.clock.call_at(when, expire)

    def cancel(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
