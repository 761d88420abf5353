"""The samba tensor: card counts of the hand, of every team's melds, of the pile, and the table."""

from __future__ import annotations

from collections import Counter

from tapisvert.rl.tensors.base import INF, Field, Observation, Writer, scores, seats_field

K = 53  # card kinds: suit * 13 + rank - 2, joker 52 (games.samba.cards); three packs
PHASES = ("turn", "play", "answer", "over")
CANASTAS = ("natural", "mixed", "samba")
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
ANSWERS = ("yes", "no")


def fields(n: int) -> list[Field]:
    t = n // 2  # teams of two
    return [
        Field("hand", K, "copies of each card kind in the seat's hand / 3 (jokers up to 6)", 0, 2),
        Field(
            "known",
            n * K,
            "copies of each kind known to be in each relative seat's hand"
            " (taken from the pile) / 3",
            0,
            2,
        ),
        Field(
            "melds",
            t * K,
            "copies of each kind in each relative team's melds / 3 (team 0: the seat's own)",
            0,
            INF,
        ),
        Field(
            "groups", t * len(RANKS), "size of the relative team's group of each rank / 7", 0, INF
        ),
        Field(
            "sequences",
            t * 4,
            "cards in the relative team's sequences of each suit (C D H S) / 7",
            0,
            INF,
        ),
        Field(
            "canastas",
            t * len(CANASTAS),
            "canastas of each type per relative team (" + ", ".join(CANASTAS) + ") / 3",
            0,
            INF,
        ),
        Field("pile", K, "copies of each kind in the discard pile / 3", 0, INF),
        Field("pile_top", K, "the top card of the pile"),
        Field("pending_top", K, "the pile top awaiting the partner's answer"),
        Field("pile_size", 1, "cards in the pile / 20", 0, INF),
        Field("stock_size", 1, "cards in the stock / 100", 0, INF),
        Field("red_threes", n, "red threes each relative seat has laid / 2", 0, INF),
        Field("hand_sizes", n, "cards in each relative seat's hand / 15", 0, INF),
        Field("opened", t, "the relative team has opened"),
        Field("pile_frozen", t, "the pile is frozen for the relative team"),
        Field("initial_minimum", t, "the relative team's initial meld minimum / 100", 0, INF),
        Field("team_scores", t, "each relative team's match score / 1000", -INF, INF),
        Field("fines", t, "each relative team's fines this hand / 100", 0, INF),
        Field("phase", len(PHASES), "phase one-hot: " + ", ".join(PHASES)),
        Field("answer", 2, "the partner's answer to the pile request: yes, no"),
        Field("turn", 5, "[drew, melded, pile declined, meld cancelled, asked the partner]"),
        seats_field("dealer", n, "the dealer"),
        seats_field("to_act", n, "the seat to act"),
        Field("progress", 3, "[hand number / 10, turns / 100, opening value / 100]", 0, INF),
    ]


def _counts(w: Writer, field: str, cards: list[str], block: int = 0) -> None:
    card = w.card
    base = block * K
    for kind, count in Counter(card[c] for c in cards).items():
        w.set(field, base + kind, count / 3)


def fill(obs: Observation, w: Writer) -> None:
    n = w.n
    t = n // 2
    my_team = obs["team"]
    _counts(w, "hand", obs["hand"])
    for s, known in enumerate(obs["known_cards"]):
        _counts(w, "known", known, w.rel(s))
    for team, melds in enumerate(obs["melds"]):
        rt = (team - my_team) % t
        cards: list[str] = []
        canastas: Counter[str] = Counter()
        for m in melds:
            cards.extend(m["cards"])
            if m["kind"] == "group":
                w.set("groups", rt * len(RANKS) + RANKS.index(m["rank"]), len(m["cards"]) / 7)
            else:
                w.set("sequences", rt * 4 + "CDHS".index(m["suit"]), len(m["cards"]) / 7)
            if m["canasta"] is not None:
                canastas[m["canasta"]] += 1
        _counts(w, "melds", cards, rt)
        for kind, count in canastas.items():
            w.set("canastas", rt * len(CANASTAS) + CANASTAS.index(kind), count / 3)
    _counts(w, "pile", obs["pile"])
    if obs["pile_top"] is not None:
        w.cards("pile_top", (obs["pile_top"],))
    if obs["pending_top"] is not None:
        w.cards("pending_top", (obs["pending_top"],))
    w.set("pile_size", 0, len(obs["pile"]) / 20)
    w.set("stock_size", 0, obs["stock_size"] / 100)
    w.per_seat("red_threes", [len(r) for r in obs["red_threes"]], 2)
    w.per_seat("hand_sizes", obs["hand_sizes"], 15)
    for name, values, scale in (
        ("opened", obs["opened"], 1),
        ("pile_frozen", obs["pile_frozen"], 1),
        ("initial_minimum", obs["initial_minimum"], 100),
        ("team_scores", scores(obs["scores"]), 1000),
        ("fines", obs["fines"], 100),
    ):
        for team, v in enumerate(values):
            w.set(name, (team - my_team) % t, float(v) / scale)
    w.choice("phase", PHASES, obs["phase"])
    if obs["answer"] is not None:
        w.choice("answer", ANSWERS, obs["answer"])
    w.values(
        "turn",
        (obs["drew"], obs["melded"], obs["pile_declined"], obs["meld_cancelled"], obs["asked"]),
    )
    w.who("dealer", obs["dealer"])
    w.who("to_act", obs["to_act"])
    w.values(
        "progress", (obs["hand_number"] / 10, obs["turns"] / 100, (obs["opening_value"] or 0) / 100)
    )
