# La Samba (John R. Crawford's Canasta for six in three sides, or four in two): its words.
# Seats ($p, $asker, $partner...) arrive as the token `you` for the reader, else as a name;
# $side is a list of seats (a side's two partners); cards are messages (samba-card, samba-joker).

samba-name = La Samba
samba-summary = Canasta with three packs and sequences: six players in three sides (or four in two) meld groups and sequences to 10,000.

## Options

samba-option-hand_size = Cards dealt
samba-option-hand_size-help = Cards dealt to each player (15; 13 allowed).
samba-option-initial_meld_7000 = Opening minimum from 7000 points
samba-option-initial_meld_7000-help = The initial-meld minimum of a side with 7000 points or more (160; 150 allowed).
samba-option-target_score = Target score
samba-option-target_score-help = The score that ends the match (10,000).
samba-option-max_hands = Hands to play
samba-option-max_hands-help = Stop the match after this many hands (standings at that point); empty: play the whole match.

## Cards and melds

samba-card = { $rank ->
    [two] two
    [three] three
    [four] four
    [five] five
    [six] six
    [seven] seven
    [eight] eight
    [nine] nine
    [ten] ten
    [jack] jack
    [queen] queen
    [king] king
   *[ace] ace
} of { $suit ->
    [clubs] clubs
    [diamonds] diamonds
    [hearts] hearts
   *[spades] spades
}
samba-joker = joker
samba-rank = { $rank ->
    [two] two
    [three] three
    [four] four
    [five] five
    [six] six
    [seven] seven
    [eight] eight
    [nine] nine
    [ten] ten
    [jack] jack
    [queen] queen
    [king] king
   *[ace] ace
}
samba-ranks = { $rank ->
    [two] twos
    [three] black threes
    [four] fours
    [five] fives
    [six] sixes
    [seven] sevens
    [eight] eights
    [nine] nines
    [ten] tens
    [jack] jacks
    [queen] queens
    [king] kings
   *[ace] aces
}
samba-meld-group = group of { $rank }
samba-meld-sequence = sequence of { $suit ->
    [clubs] clubs
    [diamonds] diamonds
    [hearts] hearts
   *[spades] spades
} from { $low } to { $high }
samba-canasta-kind = { $kind ->
    [natural] natural canasta
    [mixed] mixed canasta
   *[samba] samba
}
samba-side = side of { $side }

## Kinds of actions (a front end's controls)

samba-kind-draw = Draw
samba-kind-take = Take the pile
samba-kind-group = Meld a group
samba-kind-seq = Meld a sequence
samba-kind-add = Add to a meld
samba-kind-merge = Merge two groups
samba-kind-discard = Discard
samba-kind-ask = Ask to go out
samba-kind-answer = Answer
samba-kind-cancel = Withdraw the opening
samba-kind-end = End the hand

## Actions

samba-action-draw = Draw two cards from the stock
samba-action-take-unnamed = Take the pile with a pair (say which)
samba-action-take-pair = Take the pile with { $cards }
samba-action-take-meld = Take the pile, its top card ({ $top }) onto meld { $meld }
samba-action-take-meld-bare = Take the pile, its top card onto meld { $meld }
samba-action-group = Meld a group of { $rank }: { $cards }
samba-action-sequence = Meld a { $low }-to-{ $high } sequence of { $suit ->
    [clubs] clubs
    [diamonds] diamonds
    [hearts] hearts
   *[spades] spades
} ({ $n } cards)
samba-action-add = Add { $card } to meld { $meld }
samba-action-merge = Merge meld { $first } and meld { $second }
samba-action-discard = Discard { $card }
samba-action-ask = Ask { $partner ->
    [you] yourself
   *[other] { $partner }
}: "May I go out?"
samba-action-answer = { $answer ->
    [yes] Yes: { $asker ->
        [you] you
       *[other] { $asker }
    } may go out
   *[no] No: { $asker ->
        [you] you
       *[other] { $asker }
    } may not go out
}
samba-action-cancel = Withdraw the unfinished opening
samba-action-end = Decline the pile and end the hand

## Prompts

samba-prompt-answer = { $p ->
    [you] Answer { $asker ->
        [you] your own
       *[other] { $asker }'s
    } question "May I go out?": yes or no.
   *[other] { $p } answers { $asker ->
        [you] your
       *[other] { $asker }'s
    } question "May I go out?".
}
samba-prompt-turn = { $p ->
    [you] Your turn:
   *[other] { $p }'s turn:
} { $how ->
    [stock-out] the stock is exhausted: take the pile, or end the hand.
    [yes] your partner said yes: draw or take the pile, then go out.
    [declined] the pile was given back: draw.
   *[draw] draw two cards from the stock or take the pile.
}
samba-prompt-play = { $p ->
    [you] Your turn:
   *[other] { $p }'s turn:
} { $how ->
    [yes] your partner said yes: meld what you can and go out.
    [pending] complete the opening (it counts { $count } of { $need }) to take the pile, or withdraw it.
    [opening] meld, discard; your side opens with { $need } (it counts { $count } so far).
    [withdrawn] the opening was withdrawn: discard.
   *[play] meld, add to melds, then discard.
}

## What a move set off

samba-drew = { $p ->
    [you] You
   *[other] { $p }
} drew { $n ->
    [one] one card
   *[other] { $n } cards
} from the stock.
samba-drew-cards = { $p ->
    [you] You
   *[other] { $p }
} drew { $n ->
    [0] nothing
   *[other] { $cards }
} from the stock.
samba-red-threes = { $p ->
    [you] You
   *[other] { $p }
} laid { $n ->
    [one] a red three
   *[other] red threes
} ({ $cards }){ $how ->
    [drawn] {""} drawn from the stock, and drew again.
    [pile] {""} from the pile.
    [deal] {""} dealt, and drew again.
   *[hand] {""} from the hand, and drew again.
}
samba-red-threes-replaced = { $p ->
    [you] You
   *[other] { $p }
} laid { $n ->
    [one] a red three
   *[other] red threes
} ({ $cards }) and drew { $drawn }.
samba-took-pile-pair = { $p ->
    [you] You
   *[other] { $p }
} took the pile ({ $n ->
    [one] one card
   *[other] { $n } cards
}, top card { $top }) with the natural pair { $cards }.
samba-took-pile-meld = { $p ->
    [you] You
   *[other] { $p }
} took the pile ({ $n ->
    [one] one card
   *[other] { $n } cards
}), adding its top card { $top } to meld { $meld }.
samba-pile-held = Below the top card, the pile held { $n ->
    [one] one card
   *[other] { $n } cards
}: { $cards }.
samba-melded = { $p ->
    [you] You
   *[other] { $p }
} melded meld { $meld }, a { $what }: { $cards }.
samba-added = { $p ->
    [you] You
   *[other] { $p }
} added { $card } to meld { $meld } ({ $what }).
samba-merged = { $p ->
    [you] You
   *[other] { $p }
} merged meld { $first } and meld { $second }.
samba-discarded = { $p ->
    [you] You
   *[other] { $p }
} discarded { $card }.
samba-asked = { $p ->
    [you] You
   *[other] { $p }
} asked { $partner ->
    [you] you
   *[other] { $partner }
}: "May I go out?"
samba-answered = { $p ->
    [you] You
   *[other] { $p }
} answered { $answer ->
    [yes] yes: { $asker ->
        [you] you
       *[other] { $asker }
    } must go out this turn.
   *[no] no: { $asker ->
        [you] you
       *[other] { $asker }
    } may not go out this turn.
}
samba-withdrew = { $p ->
    [you] You
   *[other] { $p }
} withdrew the unfinished opening: { $n ->
    [one] one card
   *[other] { $n } cards
} ({ $cards }) back to hand{ $pile ->
    [back] , the pile's top card back on the pile
   *[none] {""}
}; the side now needs { $need } to open.
samba-ended = { $p ->
    [you] You
   *[other] { $p }
} declined the pile with the stock exhausted: the hand ends.
samba-pile-to-hand = The opening is complete: the pile ({ $n ->
    [one] one card
   *[other] { $n } cards
}) goes to { $p ->
    [you] your
   *[other] { $p }'s
} hand.
samba-pile-pending = The rest of the pile comes to { $p ->
    [you] your
   *[other] { $p }'s
} hand once the opening counts { $need } (it counts { $count }).
samba-canasta = The side of { $side }: meld { $meld } is now { $kind ->
    [natural] a natural canasta
    [mixed] a mixed canasta
   *[samba] a samba
}.
samba-opened = The side of { $side } has opened.
samba-went-out = { $p ->
    [you] You
   *[other] { $p }
} went out: the hand is over.
samba-stock-out = The stock ran out: the hand is over, nobody went out.
samba-match-over = The match is over: { $winners } won.
samba-next-hand = Hand { $hand }: { $dealer ->
    [you] you deal
   *[other] { $dealer } deals
}; { $first ->
    [you] you play
   *[other] { $first } plays
} first.

## A hand's breakdown

samba-bd-went-out = { $p ->
    [you] You
   *[other] { $p }
} went out (+200 for the side).
samba-bd-stock-out = Nobody went out (the stock ran out).
samba-bd-natural = { $n } natural × 500
samba-bd-mixed = { $n } mixed × 300
samba-bd-sambas = { $n ->
    [one] { $n } samba
   *[other] { $n } sambas
} × 1500
samba-bd-no-canasta = none
samba-bd-side = {"  "}Side of { $side }: melds { $melded }, canastas: { $canastas }{ $going_out ->
    [0] {""}
   *[other] , going out { $going_out }
}{ $red ->
    [0] {""}
   *[other] { $short ->
        [yes] , red threes { $red } (fewer than two canastas)
       *[no] , red threes +{ $red }
    }
}, cards left in hand { $in_hand }{ $fines ->
    [0] {""}
   *[other] , fines { $fines }
} = { $total }
samba-bd-total = side of { $side } { $points }
samba-bd-totals = {"  "}Totals: { $totals }.

## The terminal's table

samba-table-header = Samba - hand { $hand } - dealer { $dealer } - your partner: { $partner }
samba-table-header-public = Samba - hand { $hand } - dealer { $dealer } - public view
samba-table-side = side of { $side }: score { $score }, { $opened ->
    [yes] opened
   *[no] needs { $need }{ $raised ->
        [0] {""}
       *[other] {" "}(+{ $raised }: opening withdrawn)
    } to open
}
samba-table-red-threes = , red threes
samba-table-seat-cards = { $p } { $n }
samba-table-hand-sizes = cards in hand: { $sizes }
samba-table-frozen-for = (frozen for { $sides })
samba-table-frozen-yours = (frozen for your side)
samba-table-stock = stock { $stock }, pile { $pile }: top
samba-table-pile = pile (bottom to top):
samba-table-hand = your hand ({ $n }):
samba-table-over = match over: { $winners } won
samba-table-to-act = to act: { $p } ({ $phase ->
    [turn] draw or take the pile
    [answer] answer
   *[play] meld and discard
}){ $answer ->
    [yes] {" "}(partner answered yes)
    [no] {" "}(partner answered no)
   *[none] {""}
}{ $opening ->
    [0] {""}
   *[other] {" "}(opening counts { $opening })
}

## Refusals

samba-fix = { $card } on meld { $meld }
samba-refusal-answer_first = { $p ->
    [you] You
   *[other] { $p }
} must first answer { $asker ->
    [you] your
   *[other] { $asker }'s
} "May I go out?" (yes or no).
samba-refusal-not_asked = Nobody has asked "May I go out?".
samba-refusal-asked_already = You have already asked your partner this turn.
samba-refusal-ask_needs_canasta = "May I go out?" is asked once your side holds a canasta (going out needs two).
samba-refusal-ask_too_late = "May I go out?" is asked before melding or taking the pile: right after drawing at the latest.
samba-refusal-nothing_to_cancel = There is no unfinished initial meld to withdraw.
samba-refusal-cancel_correctable = Your side needs { $need } to open{ $raised ->
    [0] {""}
   *[other] {" "}(raised by { $raised }: an opening withdrawn this hand)
} and its melds count { $count }, but cards from your hand can still complete it ({ $fixes }): an opening is withdrawn only when it cannot be corrected.
samba-refusal-drawn_already = You have already drawn or taken the pile this turn.
samba-refusal-withdrawn_discard = You withdrew your initial meld this turn: now discard.
samba-refusal-partner_said_no = Your partner answered no to "May I go out?": you must keep a card after discarding.
samba-refusal-going_out_needs_two = This would make you go out, and going out needs two canastas or sambas (your side would hold { $n }).
samba-refusal-draw_first = Draw or take the pile first.
samba-refusal-stock_exhausted = The stock is exhausted: take the pile if you can, or end the hand.
samba-refusal-end_needs_empty_stock = The hand ends only when the stock is exhausted: draw.
samba-refusal-yes_binds_take = Your partner answered yes to "May I go out?" and the answer binds: take the pile with your pair and go out if you can.
samba-refusal-must_take_pile = The stock is exhausted and the top card of the pile fits one of your side's melds: you must take the pile.
samba-refusal-pile_empty = The discard pile is empty.
samba-refusal-pile_withdrawn = You gave up taking the pile this turn.
samba-refusal-wild_on_top = The pile cannot be taken: a wild card ({ $top }) is on top.
samba-refusal-black_three_on_top = A black three ({ $top }) on top of the pile stops the next player.
samba-refusal-frozen_unopened = The pile is frozen for your side until it has made its initial meld: take it only with a natural pair.
samba-refusal-pile_frozen = The pile is frozen: it holds { $cards }; take it only with a natural pair.
samba-refusal-no_meld = Your side has no meld { $meld }.
samba-refusal-top_meld_full = Meld { $meld } has { $n } cards: the top card may only be added to a meld of fewer than seven.
samba-refusal-top_does_not_fit = The top card { $top } does not fit meld { $meld } ({ $what }).
samba-refusal-pair_must_match = The pair must match the top card { $top }: take it with two natural { $rank }, not { $other }.
samba-refusal-take_needs_pair = Taking the pile needs a natural pair of { $rank } matching the top card { $top } (you hold { $n ->
    [0] none
    [one] only one
   *[other] { $n }
}); wild cards cannot help.
samba-refusal-say_which_pair = You hold { $cards }: say which two of them take the pile.
samba-refusal-only_one_of = You hold only one { $card }, not two.
samba-refusal-pile_opening_short = Take the pile first: your side needs { $need } to open{ $raised ->
    [0] {""}
   *[other] {" "}(raised by { $raised }: an opening withdrawn this hand)
} and its melds count { $count } (the top card and cards from your hand only); meld more or cancel.
samba-refusal-opening_short = Your side needs { $need } to open{ $raised ->
    [0] {""}
   *[other] {" "}(raised by { $raised }: an opening withdrawn this hand)
} and its melds count { $count }: meld more or cancel.
samba-refusal-yes_binds_go_out = Your partner answered yes to "May I go out?" and the answer binds: you must go out, so meld or lay off what you can first (discarding without going out is allowed, with the 100-point fine, only once nothing more can be melded).
samba-refusal-three_cards = A meld has at least three cards.
samba-refusal-no_such_rank = There is no such rank.
samba-refusal-black_threes_held = You hold { $held } black { $held ->
    [one] three
   *[other] threes
}, not { $n }.
samba-refusal-naturals_held = You hold { $held } natural { $rank }, not { $n }.
samba-refusal-jokers_held = You hold { $held } { $held ->
    [one] joker
   *[other] jokers
}, not { $n }.
samba-refusal-twos_held = You hold { $held } { $held ->
    [one] two
   *[other] twos
}, not { $n }.
samba-refusal-new_group_naturals = A new group of { $rank } is laid with two or three natural cards: meld three first, then add the others.
samba-refusal-black_threes_no_wilds = A meld of black threes takes no wild cards.
samba-refusal-black_threes_going_out = Black threes are melded only when going out: the meld must leave you at most one card to discard, with two canastas on your side.
samba-refusal-black_threes_only_out = Black threes are melded only when going out.
samba-refusal-sequence_lacks = You lack { $cards } for this sequence.
samba-refusal-samba_closed = Meld { $meld } is a samba: a sequence of seven is closed.
samba-refusal-sequence_no_wilds = A sequence takes no wild cards.
samba-refusal-does_not_extend = The { $card } does not extend meld { $meld } ({ $what }) at either end.
samba-refusal-canasta_no_wild = No wild card may be added to a completed canasta (meld { $meld }).
samba-refusal-two_wilds_at_most = A meld holds at most two wild cards (meld { $meld } has { $n }).
samba-refusal-does_not_match = The { $card } does not match meld { $meld } ({ $what }).
samba-refusal-merge_order = Name the lower-numbered meld first.
samba-refusal-merge_groups = Only two groups of the same rank can be merged.
samba-refusal-merge_wilds = A meld holds at most two wild cards ({ $n } together).
samba-refusal-merge_canasta_wild = No wild card may be added to a completed canasta.
