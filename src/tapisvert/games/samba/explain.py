"""Why an action is not legal now: the rule it breaks, named with the cards concerned.

`apply` refuses an illegal action with this explanation and leaves the state unchanged.
"""

from __future__ import annotations

from tapisvert.core.errors import Refusal
from tapisvert.core.messages import Who, msg
from tapisvert.games.samba import actions as A
from tapisvert.games.samba.cards import (
    IS_BLACK3,
    IS_RED3,
    IS_WILD,
    JOKER,
    NUM_KINDS,
    card_to_str,
    kind,
    rank_of,
    rank_text,
    suit_of,
)
from tapisvert.games.samba.legal_melds import opening_correction
from tapisvert.games.samba.melds import GROUP, SEQUENCE, Meld, meld_name
from tapisvert.games.samba.messages import card_message, cards_message, meld_message, ranks_message
from tapisvert.games.samba.moves import Moves
from tapisvert.games.samba.table import ANSWER, NO, OVER, TURN, YES


def _fits_top(m: Meld, top: int) -> bool:
    """Whether the pile's top card can be added to meld `m`."""
    if m.kind is GROUP:
        return len(m.cards) < 7 and m.rank == rank_of(top)
    if len(m.cards) >= 7 or suit_of(top) != m.suit:
        return False
    r = rank_of(top)
    return r == m.low - 1 or r == m.low + len(m.cards)


class Explain(Moves):
    """`refusal` (the base's `explain_illegal` reads its text) and the reasons behind it."""

    __slots__ = ()

    def refusal(self, action: object) -> Refusal:
        # `object`: compiled, an `int` parameter would refuse a wrong type in mypyc's words
        if type(action) is not int or not 0 <= action < A.ACTION_SPACE:  # a bool is no id
            return Refusal.no_such_action(action, A.ACTION_SPACE)
        text = A.to_str(action)
        if self._legal is None:
            self._legal = self._gen()
        if action in self._legal:
            return Refusal("legal", {}, f"{text} is legal now")
        return self._why(action).prefixed(f"{text}: ")

    def _why(self, a: int) -> Refusal:
        ph = self._phase
        if ph is OVER:
            return Refusal("match_over", {}, "the match is over")
        p = self._current
        team = p % self._sides
        if ph is ANSWER:
            answerer = self._to_act
            assert answerer is not None  # the partner asked is to act
            return Refusal(
                "samba.answer_first",
                {"seat": answerer, "asker_seat": p},
                f'P{answerer} must first answer P{p}\'s "may I go out?" (yes or no)',
                message=msg("samba-refusal-answer_first", p=Who(answerer), asker=Who(p)),
            )
        if a in (A.YES, A.NO):
            return Refusal(
                "samba.not_asked",
                {},
                'nobody has asked "may I go out?"',
                message=msg("samba-refusal-not_asked"),
            )
        if a == A.ASK:
            if self._asked:
                return Refusal(
                    "samba.asked_already",
                    {},
                    "you have already asked your partner this turn",
                    message=msg("samba-refusal-asked_already"),
                )
            if not self._canastas(team):
                return Refusal(
                    "samba.ask_needs_canasta",
                    {},
                    '"may I go out?" is asked once your side holds a canasta (going out needs two)',
                    message=msg("samba-refusal-ask_needs_canasta"),
                )
            return Refusal(
                "samba.ask_too_late",
                {},
                '"may I go out?" is asked before melding, before taking the pile, right'
                " after drawing at the latest",
                message=msg("samba-refusal-ask_too_late"),
            )
        if a == A.CANCEL:
            if ph is not TURN and not self._opened[team] and self._melds[team]:
                return self._why_cancel(team)
            return Refusal(
                "samba.nothing_to_cancel",
                {},
                "there is no unfinished initial meld to withdraw",
                message=msg("samba-refusal-nothing_to_cancel"),
            )
        if ph is TURN:
            return self._why_turn(a, team)
        if a in (A.DRAW, A.TAKE_PAIR, A.END) or A.TAKE_ADD <= a < A.GROUP or a >= A.TAKE_WITH:
            return Refusal(
                "samba.drawn_already",
                {},
                "you have already drawn or taken the pile this turn",
                message=msg("samba-refusal-drawn_already"),
            )
        if self._meld_cancelled and a < A.DISCARD:
            return Refusal(
                "samba.withdrawn_discard",
                {},
                "you withdrew your initial meld this turn: now discard",
                message=msg("samba-refusal-withdrawn_discard"),
            )
        if a >= A.DISCARD:
            return self._why_discard(a - A.DISCARD, team)
        if a < A.SEQ:
            return self._why_group(a, team)
        if a < A.LAYOFF:
            return self._why_seq(a, team)
        if a < A.MERGE:
            k, c = divmod(a - A.LAYOFF, NUM_KINDS)
            return self._why_layoff(k, c, team)
        i, j = divmod(a - A.MERGE, A.MAX_MELDS)
        return self._why_merge(i, j, team)

    def _going_out_reason(self, team: int) -> Refusal:
        if self._answer is NO:
            return Refusal(
                "samba.partner_said_no",
                {},
                'your partner answered no to "may I go out?": you must keep a card after'
                " discarding",
                message=msg("samba-refusal-partner_said_no"),
            )
        can = self._canastas(team)
        return Refusal(
            "samba.going_out_needs_two",
            {"n": can},
            f"you would have to go out, and going out needs two canastas or sambas (your side"
            f" would hold {can})",
            message=msg("samba-refusal-going_out_needs_two", n=can),
        )

    def _why_turn(self, a: int, team: int) -> Refusal:
        if A.GROUP <= a < A.TAKE_WITH:
            return Refusal(
                "samba.draw_first",
                {},
                "draw or take the pile first",
                message=msg("samba-refusal-draw_first"),
            )
        stock = self._stock_size()
        if a == A.DRAW:
            return Refusal(
                "samba.stock_exhausted",
                {},
                "the stock is exhausted: take the pile if you can, or end the hand",
                message=msg("samba-refusal-stock_exhausted"),
            )
        if a == A.END:
            if stock:
                return Refusal(
                    "samba.end_needs_empty_stock",
                    {},
                    "the hand ends only when the stock is exhausted: draw",
                    message=msg("samba-refusal-end_needs_empty_stock"),
                )
            if self._answer is YES:
                return Refusal(
                    "samba.yes_binds_take",
                    {},
                    'your partner answered yes to "may I go out?" and the answer binds: take'
                    " the pile with your pair and go out if you can",
                    message=msg("samba-refusal-yes_binds_take"),
                )
            return Refusal(
                "samba.must_take_pile",
                {},
                "the stock is exhausted and the top card fits one of your side's melds: you"
                " must take the pile",
                message=msg("samba-refusal-must_take_pile"),
            )
        if not self._pile:
            return Refusal(
                "samba.pile_empty",
                {},
                "the discard pile is empty",
                message=msg("samba-refusal-pile_empty"),
            )
        if self._pile_declined:
            return Refusal(
                "samba.pile_withdrawn",
                {},
                "you withdrew from taking the pile this turn",
                message=msg("samba-refusal-pile_withdrawn"),
            )
        top = self._pile[-1]
        tt = card_to_str(top)
        if IS_WILD[top]:
            return Refusal(
                "samba.wild_on_top",
                {"top_card": tt},
                f"the pile cannot be taken: a wild card ({tt}) is on top",
                message=msg("samba-refusal-wild_on_top", top=card_message(top)),
            )
        if IS_BLACK3[top]:
            return Refusal(
                "samba.black_three_on_top",
                {"top_card": tt},
                f"a black three ({tt}) on top of the pile stops the next player",
                message=msg("samba-refusal-black_three_on_top", top=card_message(top)),
            )
        h = self._hands[self._current]
        if A.is_pair_take(a):
            return self._why_pair(a, team, h, top)
        k = a - A.TAKE_ADD
        melds = self._melds[team]
        if not self._opened[team]:
            return Refusal(
                "samba.frozen_unopened",
                {},
                "the pile is frozen for your side: it has not made its initial meld (take it"
                " only with a natural pair)",
                message=msg("samba-refusal-frozen_unopened"),
            )
        if self._pile_freezers:
            frozen = [c for c in self._pile if IS_WILD[c] or IS_RED3[c]]
            what = ", ".join(card_to_str(c) for c in frozen)
            return Refusal(
                "samba.pile_frozen",
                {"cards": " ".join(card_to_str(c) for c in frozen)},
                f"the pile is frozen: it holds {what} (take it only with a natural pair)",
                message=msg("samba-refusal-pile_frozen", cards=cards_message(frozen)),
            )
        if k >= len(melds):
            return Refusal(
                "samba.no_meld",
                {"meld": k + 1},
                f"your side has no meld m{k + 1}",
                message=msg("samba-refusal-no_meld", meld=k + 1),
            )
        m = melds[k]
        size = len(m.cards)
        if size >= 7:
            return Refusal(
                "samba.top_meld_full",
                {"meld": k + 1, "n": size},
                f"meld m{k + 1} has {size} cards: the top card may only be added to a meld"
                " of fewer than 7",
                message=msg("samba-refusal-top_meld_full", meld=k + 1, n=size),
            )
        if not _fits_top(m, top):
            return Refusal(
                "samba.top_does_not_fit",
                {"top_card": tt, "meld": k + 1},
                f"the top card {tt} does not fit meld m{k + 1} ({meld_name(m)})",
                message=msg(
                    "samba-refusal-top_does_not_fit",
                    top=card_message(top),
                    meld=k + 1,
                    what=meld_message(m),
                ),
            )
        return self._going_out_reason(team)

    def _why_pair(self, a: int, team: int, h: list[int], top: int) -> Refusal:
        """Why taking the pile with a natural pair (`take 7C 7H`) is refused, or the pair left
        unnamed (id 1: what `take pair` reads as when the hand forms several pairs or none)."""
        tt = card_to_str(top)
        rank = rank_of(top)
        name = rank_text(rank)
        x, y = A.take_with_cards(a) if a != A.TAKE_PAIR else (top, top)
        if rank_of(x) != rank:
            return Refusal(
                "samba.pair_must_match",
                {"top_card": tt},
                f"the pair must match the top card {tt}: take it with two natural"
                f" {name}s, not {rank_text(rank_of(x))}s",
                message=msg(
                    "samba-refusal-pair_must_match",
                    top=card_message(top),
                    rank=ranks_message(rank),
                    other=ranks_message(rank_of(x)),
                ),
            )
        i = rank - 2
        nat = h[i] + h[i + 13] + h[i + 26] + h[i + 39]
        if nat < 2:
            held = {0: "none", 1: "only one"}[nat]
            return Refusal(
                "samba.take_needs_pair",
                {"top_card": tt, "n": nat},
                f"taking the pile needs a natural pair of {name}s matching the top card"
                f" {tt} (you hold {held}); wild cards cannot help",
                message=msg(
                    "samba-refusal-take_needs_pair",
                    top=card_message(top),
                    n=nat,
                    rank=ranks_message(rank),
                ),
            )
        if a == A.TAKE_PAIR:
            texts = ", ".join(
                f"take {card_to_str(b)} {card_to_str(c)}" for b, c in A.pair_choices(h, rank)
            )
            naturals = [card_to_str(kind(s, rank)) for s in range(4) for _ in range(h[i + 13 * s])]
            return Refusal(
                "samba.say_which_pair",
                {"cards": " ".join(naturals)},
                f"you hold {' '.join(naturals)}: say which pair takes the pile ({texts})",
                message=msg(
                    "samba-refusal-say_which_pair",
                    cards=cards_message(
                        [kind(s, rank) for s in range(4) for _ in range(h[i + 13 * s])]
                    ),
                ),
            )
        if x == y and h[x] == 1:
            return Refusal(
                "samba.only_one_of",
                {"card": card_to_str(x)},
                f"you hold only one {card_to_str(x)}, not two",
                message=msg("samba-refusal-only_one_of", card=card_message(x)),
            )
        missing = x if not h[x] else y
        if not h[missing]:
            return Refusal(
                "not_held",
                {"card": card_to_str(missing)},
                f"you hold no {card_to_str(missing)}",
                message=msg("refusal-not_held", card=card_message(missing)),
            )
        return self._going_out_reason(team)

    def _opening_note(self, team: int) -> str:
        raised = self._minimum_raised[team]
        why = f" (raised by {raised}: an opening withdrawn this hand)" if raised else ""
        return (
            f"your side needs {self._initial_minimum[team]}{why} to open; its melds count"
            f" {self._tentative_value(team)}"
        )

    def _why_cancel(self, team: int) -> Refusal:
        """Why an unfinished opening may not be withdrawn: lay-offs from the hand can still
        complete it (the sheet's irregularity 4: the player corrects it; he takes it back only
        when he cannot), named with the cards and the melds they go on."""
        p = self._current
        free = self._hand_sizes[p] + (
            len(self._pile) - self._pile_red_threes if self._pending_pile else 0
        )
        need = self._initial_minimum[team]
        count = self._tentative_value(team)
        fix = opening_correction(self._hands[p], self._melds[team], free - 2, need - count)
        assert fix is not None  # `cancel` is legal when there is none
        adds = ", ".join(f"add {card_to_str(c)} m{k + 1}" for k, c in fix)
        return Refusal(
            "samba.cancel_correctable",
            {"cards": " ".join(card_to_str(c) for _, c in fix), "need": need, "count": count},
            f"{self._opening_note(team)}, and cards from your hand can still complete it"
            f" ({adds}): an opening is withdrawn only when it cannot be corrected",
            message=msg(
                "samba-refusal-cancel_correctable",
                need=need,
                count=count,
                raised=self._minimum_raised[team],
                fixes=tuple(msg("samba-fix", card=card_message(c), meld=k + 1) for k, c in fix),
            ),
        )

    def _why_discard(self, c: int, team: int) -> Refusal:
        h = self._hands[self._current]
        if self._pending_pile:
            return Refusal(
                "samba.pile_opening_short",
                {"need": self._initial_minimum[team], "count": self._tentative_value(team)},
                f"take the pile first: {self._opening_note(team)} (top card and hand cards"
                " only); meld more or cancel",
                message=msg(
                    "samba-refusal-pile_opening_short",
                    need=self._initial_minimum[team],
                    count=self._tentative_value(team),
                    raised=self._minimum_raised[team],
                ),
            )
        if not self._opened[team] and self._melds[team]:
            return Refusal(
                "samba.opening_short",
                {"need": self._initial_minimum[team], "count": self._tentative_value(team)},
                f"{self._opening_note(team)}: meld more or cancel",
                message=msg(
                    "samba-refusal-opening_short",
                    need=self._initial_minimum[team],
                    count=self._tentative_value(team),
                    raised=self._minimum_raised[team],
                ),
            )
        if not h[c]:
            return Refusal(
                "not_held",
                {"card": card_to_str(c)},
                f"you hold no {card_to_str(c)}",
                message=msg("refusal-not_held", card=card_message(c)),
            )
        if self._answer is YES and self._hand_sizes[self._current] >= 2:
            return Refusal(
                "samba.yes_binds_go_out",
                {},
                'your partner answered yes to "may I go out?" and the answer binds: you must'
                " go out, so meld or lay off what you can first (discarding without going out"
                " is allowed, with the 100-point fine, only once nothing more can be melded)",
                message=msg("samba-refusal-yes_binds_go_out"),
            )
        return self._going_out_reason(team)

    def _why_group(self, a: int, team: int) -> Refusal:
        rank, n, j, t = A.group_parts(a)
        h = self._hands[self._current]
        if n + j + t < 3:
            return Refusal(
                "samba.three_cards",
                {},
                "a meld has at least three cards",
                message=msg("samba-refusal-three_cards"),
            )
        if rank > 14:
            return Refusal(
                "samba.no_such_rank", {}, "no such rank", message=msg("samba-refusal-no_such_rank")
            )
        i = rank - 2
        nat = (h[1] + h[40]) if rank == 3 else h[i] + h[i + 13] + h[i + 26] + h[i + 39]
        name = "black 3" if rank == 3 else rank_text(rank)
        if nat < n:
            if rank == 3:
                return Refusal(
                    "samba.black_threes_held",
                    {"held": nat, "n": n},
                    f"you hold {nat} natural {name}s, not {n}",
                    message=msg("samba-refusal-black_threes_held", held=nat, n=n),
                )
            return Refusal(
                "samba.naturals_held",
                {"held": nat, "n": n, "rank": name},
                f"you hold {nat} natural {name}s, not {n}",
                message=msg("samba-refusal-naturals_held", held=nat, n=n, rank=ranks_message(rank)),
            )
        if h[JOKER] < j:
            return Refusal(
                "samba.jokers_held",
                {"held": h[JOKER], "n": j},
                f"you hold {h[JOKER]} jokers, not {j}",
                message=msg("samba-refusal-jokers_held", held=h[JOKER], n=j),
            )
        twos = h[0] + h[13] + h[26] + h[39]
        if twos < t:
            return Refusal(
                "samba.twos_held",
                {"held": twos, "n": t},
                f"you hold {twos} twos, not {t}",
                message=msg("samba-refusal-twos_held", held=twos, n=t),
            )
        if rank != 3 and n > 3:
            return Refusal(
                "samba.new_group_naturals",
                {"rank": name},
                f"a new group is laid with two or three naturals: meld {name}x3, then add"
                " the others",
                message=msg("samba-refusal-new_group_naturals", rank=ranks_message(rank)),
            )
        if rank == 3:
            if j or t:
                return Refusal(
                    "samba.black_threes_no_wilds",
                    {},
                    "a meld of black threes takes no wild cards",
                    message=msg("samba-refusal-black_threes_no_wilds"),
                )
            return Refusal(
                "samba.black_threes_going_out",
                {},
                "black threes meld only when going out: the meld must leave you at most one"
                " card to discard, with two canastas on your side",
                message=msg("samba-refusal-black_threes_going_out"),
            )
        return self._going_out_reason(team)

    def _why_seq(self, a: int, team: int) -> Refusal:
        suit, low, length = A.SEQUENCES[a - A.SEQ]
        h = self._hands[self._current]
        run = [kind(suit, r) for r in range(low, low + length)]
        missing = [card_to_str(c) for c in run if not h[c]]
        if missing:
            return Refusal(
                "samba.sequence_lacks",
                {"cards": " ".join(missing)},
                f"you lack {', '.join(missing)} for this sequence",
                message=msg(
                    "samba-refusal-sequence_lacks",
                    cards=cards_message([c for c in run if not h[c]]),
                ),
            )
        return self._going_out_reason(team)

    def _why_layoff(self, k: int, c: int, team: int) -> Refusal:
        melds = self._melds[team]
        cs = card_to_str(c)
        if k >= len(melds):
            return Refusal(
                "samba.no_meld",
                {"meld": k + 1},
                f"your side has no meld m{k + 1}",
                message=msg("samba-refusal-no_meld", meld=k + 1),
            )
        if not self._hands[self._current][c]:
            return Refusal(
                "not_held",
                {"card": cs},
                f"you hold no {cs}",
                message=msg("refusal-not_held", card=card_message(c)),
            )
        m = melds[k]
        name = meld_name(m)
        if m.kind is SEQUENCE:
            if len(m.cards) >= 7:
                return Refusal(
                    "samba.samba_closed",
                    {"meld": k + 1},
                    f"m{k + 1} is a samba: a sequence of seven is closed",
                    message=msg("samba-refusal-samba_closed", meld=k + 1),
                )
            if IS_WILD[c]:
                return Refusal(
                    "samba.sequence_no_wilds",
                    {},
                    "a sequence takes no wild cards",
                    message=msg("samba-refusal-sequence_no_wilds"),
                )
            return Refusal(
                "samba.does_not_extend",
                {"card": cs, "meld": k + 1},
                f"{cs} does not extend m{k + 1} ({name}) at either end",
                message=msg(
                    "samba-refusal-does_not_extend",
                    card=card_message(c),
                    meld=k + 1,
                    what=meld_message(m),
                ),
            )
        if IS_WILD[c]:
            if len(m.cards) >= 7:
                return Refusal(
                    "samba.canasta_no_wild",
                    {"meld": k + 1},
                    f"no wild card may be added to a completed canasta (m{k + 1})",
                    message=msg("samba-refusal-canasta_no_wild", meld=k + 1),
                )
            if m.wilds >= 2:
                return Refusal(
                    "samba.two_wilds_at_most",
                    {"meld": k + 1, "n": m.wilds},
                    f"a meld may hold at most two wild cards (m{k + 1} has {m.wilds})",
                    message=msg("samba-refusal-two_wilds_at_most", meld=k + 1, n=m.wilds),
                )
            if m.rank == 3:
                return Refusal(
                    "samba.black_threes_no_wilds",
                    {},
                    "a meld of black threes takes no wild cards",
                    message=msg("samba-refusal-black_threes_no_wilds"),
                )
        elif rank_of(c) != m.rank or (m.rank == 3 and not IS_BLACK3[c]):
            return Refusal(
                "samba.does_not_match",
                {"card": cs, "meld": k + 1},
                f"{cs} does not match m{k + 1} ({name})",
                message=msg(
                    "samba-refusal-does_not_match",
                    card=card_message(c),
                    meld=k + 1,
                    what=meld_message(m),
                ),
            )
        if m.rank == 3:
            return Refusal(
                "samba.black_threes_only_out",
                {},
                "black threes meld only when going out",
                message=msg("samba-refusal-black_threes_only_out"),
            )
        return self._going_out_reason(team)

    def _why_merge(self, i: int, j: int, team: int) -> Refusal:
        melds = self._melds[team]
        if i >= j:
            return Refusal(
                "samba.merge_order",
                {},
                "name the lower-numbered meld first (merge m1 m3)",
                message=msg("samba-refusal-merge_order"),
            )
        if j >= len(melds):
            return Refusal(
                "samba.no_meld",
                {"meld": j + 1},
                f"your side has no meld m{j + 1}",
                message=msg("samba-refusal-no_meld", meld=j + 1),
            )
        mi, mj = melds[i], melds[j]
        if mi.kind is not GROUP or mj.kind is not GROUP or mi.rank != mj.rank:
            return Refusal(
                "samba.merge_groups",
                {},
                "only two groups of one rank can be merged",
                message=msg("samba-refusal-merge_groups"),
            )
        if mi.wilds + mj.wilds > 2:
            return Refusal(
                "samba.merge_wilds",
                {"n": mi.wilds + mj.wilds},
                f"a meld may hold at most two wild cards ({mi.wilds + mj.wilds} together)",
                message=msg("samba-refusal-merge_wilds", n=mi.wilds + mj.wilds),
            )
        if (len(mi.cards) >= 7 and mj.wilds) or (len(mj.cards) >= 7 and mi.wilds):
            return Refusal(
                "samba.merge_canasta_wild",
                {},
                "no wild card may be added to a completed canasta",
                message=msg("samba-refusal-merge_canasta_wild"),
            )
        return self._going_out_reason(team)
