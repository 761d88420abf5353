"""A table's seats and its credentials: who sits where, the seat tokens (stored as SHA-256
only), the invites and the host token."""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from tapisvert.bots import level_of
from tapisvert.server.errors import ServerError
from tapisvert.server.models import Invites, SeatInfo, SeatKind
from tapisvert.server.rows import SeatRow
from tapisvert.server.store import token_hash


@dataclass
class SeatState:
    seat: int
    kind: SeatKind
    bot: str | None
    name: str | None
    token_hash: str | None
    invite: str | None
    standin: str | None = None  # the bot playing for the absent human
    connections: int = 0

    @property
    def taken(self) -> bool:
        return self.kind == "bot" or self.token_hash is not None

    def info(self) -> SeatInfo:
        return {
            "seat": self.seat,
            "kind": self.kind,
            "name": self.name,
            "bot": self.bot,
            "taken": self.taken,
            "connected": self.kind == "bot" or self.connections > 0,
            "standin": self.standin,
            "level": level_of(self.bot),
        }


class Seating:
    """The seats of one table, its invites and tokens."""

    def __init__(self, rows: list[SeatRow], host_token_hash: str, any_invite: str) -> None:
        self.seats = [
            SeatState(s["seat"], s["kind"], s["bot"], s["name"], s["token_hash"], s["invite"])
            for s in rows
        ]
        self.host_token_hash = host_token_hash
        self.any_invite = any_invite

    def __getitem__(self, seat: int) -> SeatState:
        return self.seats[seat]

    def infos(self) -> list[SeatInfo]:
        return [s.info() for s in self.seats]

    def free(self) -> int:
        """How many seats wait for a human."""
        return sum(1 for s in self.seats if not s.taken)

    def seat_of_token(self, token: str | None) -> int | None:
        """The seat of a seat token; None without a token; bad_token for another token."""
        if not token:
            return None
        digest = token_hash(token)
        for s in self.seats:
            if s.token_hash is not None and secrets.compare_digest(s.token_hash, digest):
                return s.seat
        raise ServerError("bad_token", 403)

    def check_host(self, token: str | None) -> None:
        if not token or not secrets.compare_digest(token_hash(token), self.host_token_hash):
            raise ServerError("bad_host_token", 403)

    def check_seat_or_host(self, token: str | None) -> None:
        if token and secrets.compare_digest(token_hash(token), self.host_token_hash):
            return
        if self.seat_of_token(token) is None:
            raise ServerError("bad_token", 403)

    def claim(self, invite: str) -> SeatState:
        """The free seat an invite code claims: the `any` code's first free seat, or the seat of
        a seat's code; table_full, bad_invite or seat_taken otherwise."""
        target: SeatState | None = None
        if secrets.compare_digest(invite, self.any_invite):
            target = next((s for s in self.seats if not s.taken), None)
            if target is None:
                raise ServerError("table_full", 409)
        else:
            for s in self.seats:
                if s.kind == "human" and s.invite and secrets.compare_digest(invite, s.invite):
                    target = s
            if target is None:
                raise ServerError("bad_invite", 403)
            if target.taken:
                raise ServerError("seat_taken", 409, seat=target.seat)
        return target

    def invites(self, base: str) -> Invites:
        """The invites (`base`: the table page's URL)."""
        return {
            "invites": [
                {
                    "seat": s.seat,
                    "code": s.invite,
                    "url": f"{base}?invite={s.invite}",
                    "taken": s.taken,
                }
                for s in self.seats
                if s.kind == "human" and s.invite is not None  # every human seat has one
            ],
            "any": {"code": self.any_invite, "url": f"{base}?invite={self.any_invite}"},
        }
