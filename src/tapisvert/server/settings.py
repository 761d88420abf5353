"""A table's settings, as stored (the JSON column `tables.settings`), read back and shown in
TableInfo: spectators, clock, on_leave, bot_deadline, hints, hand_pause, spectator_chat, tutorial
(docs/server.md, CreateTable)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tapisvert.server.models import (
    ClockSettings,
    CreateTable,
    OnLeave,
    OnLeaveBot,
    OnLeaveWait,
    TableSettings,
)


@dataclass
class Settings:
    """A table's settings (the JSON column `tables.settings`)."""

    spectators: bool = True
    clock: ClockSettings | None = None  # {"bank": seconds, "increment": seconds}
    on_leave: OnLeave = field(default_factory=lambda: OnLeaveWait(policy="wait"))
    bot_deadline: float = 10.0
    hints: bool = False  # a seat to act may ask for a hint (issue 27)
    hand_pause: float = 30.0  # seconds the table waits after a hand for every human's next_hand
    spectator_chat: bool = True  # spectators may write in the table's chat
    tutorial: str | None = None  # the game whose tutorial the table plays (a private table)

    def to_json(self) -> TableSettings:
        return {
            "spectators": self.spectators,
            "clock": self.clock,
            "on_leave": self.on_leave,
            "bot_deadline": self.bot_deadline,
            "hints": self.hints,
            "hand_pause": self.hand_pause,
            "spectator_chat": self.spectator_chat,
            "tutorial": self.tutorial,
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> Settings:
        return Settings(
            spectators=bool(data.get("spectators", True)),
            clock=data.get("clock"),
            on_leave=data.get("on_leave") or OnLeaveWait(policy="wait"),
            bot_deadline=float(data.get("bot_deadline", 10.0)),
            hints=bool(data.get("hints", False)),
            hand_pause=float(data.get("hand_pause", 30.0)),
            spectator_chat=bool(data.get("spectator_chat", True)),
            tutorial=data.get("tutorial"),
        )

    def standin(self) -> tuple[str, float] | None:
        """(bot spec, delay in seconds) of the bot that plays for an absent human, or None when
        the table waits for them."""
        leave = self.on_leave
        if leave["policy"] != "bot":
            return None
        return str(leave.get("bot") or "heuristic"), float(leave.get("after", 30))

    @staticmethod
    def from_request(req: CreateTable) -> Settings:
        """The settings of a validated CreateTable."""
        clock: ClockSettings | None = None
        if req.clock is not None:
            clock = {"bank": float(req.clock.bank), "increment": float(req.clock.increment)}
        on_leave: OnLeave = OnLeaveWait(policy="wait")
        if req.on_leave is not None and req.on_leave.policy == "bot":
            assert req.on_leave.bot is not None
            after, bot = float(req.on_leave.after), req.on_leave.bot
            on_leave = OnLeaveBot(policy="bot", after=after, bot=bot)
        return Settings(
            spectators=req.spectators,
            clock=clock,
            on_leave=on_leave,
            bot_deadline=float(req.bot_deadline),
            hints=req.hints,
            hand_pause=float(req.hand_pause),
            spectator_chat=req.spectator_chat,
        )
