# La Samba (John R. Crawford's Canasta for six in three sides, or four in two): its words.
# Seats ($p, $asker, $partner...) arrive as the token `you` for the reader, else as a name;
# $side is a list of seats (a side's two partners); cards are messages (samba-card, samba-joker).

samba-name = La Samba
# What this game calls a hand, for the messages about hands of the browser and the coach (words/locales: `hand-word`): hand, deal or round.
samba-hand-unit = hand
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
} { $how ->
    [drawn] drawn from the stock
    [pile] from the pile
    [deal] from the deal
   *[hand] from the hand
} ({ $cards }){ $how ->
    [pile] .
   *[other] {" "}and drew again.
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
samba-fined = The side of { $side } is fined { $points }: told yes to "May I go out?", its player did not go out.
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

samba-table-header = Samba - hand { $hand } - dealer { $dealer ->
    [you] you
   *[other] { $dealer }
} - your partner: { $partner ->
    [you] you
   *[other] { $partner }
}
samba-table-header-public = Samba - hand { $hand } - dealer { $dealer ->
    [you] you
   *[other] { $dealer }
} - public view
samba-table-side = side of { $side }: score { $score }, { $opened ->
    [yes] opened
   *[no] needs { $need }{ $raised ->
        [0] {""}
       *[other] {" "}(+{ $raised }: opening withdrawn)
    } to open
}
samba-table-red-threes = , red threes
samba-table-seat-cards = { $p ->
    [you] you
   *[other] { $p }
} { $n }
samba-table-hand-sizes = cards in hand: { $sizes }
samba-table-frozen-for = (frozen for { $sides })
samba-table-frozen-yours = (frozen for your side)
samba-table-stock = stock { $stock }, pile { $pile }: top
samba-table-pile = pile (bottom to top):
samba-table-hand = your hand ({ $n }):
samba-table-over = match over: { $winners } won
samba-table-to-act = to act: { $p ->
    [you] you
   *[other] { $p }
} ({ $phase ->
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

## The tutorial (tutorial.py): a first hand at four, the learner opposite { $partner }

samba-tut-intro = Welcome to La Samba! You play with your partner { $partner }, sitting opposite you, against { $left } and { $right }. Your side scores by melding cards on the table: groups of one rank and sequences of one suit. Seven cards in a group make a canasta, seven in a sequence a samba, and a side needs two of them before one of its players may go out. This hand is dealt to show you all of it in three turns.
samba-tut-draw = Your turn begins with drawing, and in Samba you draw two cards from the stock. The pile (its top card is the jack of spades) can be taken only with a natural pair of its rank before your side has opened, and you hold no jack: draw.
samba-tut-draw-wrong = Begin by drawing two cards from the stock (draw).
samba-tut-sequence = You drew the 10 and the king of spades. Your side has not opened yet: its first melds must count at least 50 points together. Your spades from 5 to 10 make a sequence: meld it (seq 5S-10S).
samba-tut-sequence-wrong = Start with your longest meld: your six spades from 5 to 10 make a sequence (seq 5S-10S). Sequences are Samba's treasure: at seven cards they become a samba, worth 1500.
samba-tut-minimum = Your sequence counts 45 points (the 5, 6 and 7 are worth 5 each, the 8, 9 and 10 are worth 10): short of the 50 your side needs to open, so you may not discard yet. Your three kings (10 each) make a group: meld them (group Kx3).
samba-tut-minimum-wrong = 45 points is not enough to open: your side needs 50. Meld your kings as a group (group Kx3): a group needs at least two natural cards, and kings are worth 10 each.
samba-tut-add-king = 75 points: your side has opened! Lay your fourth king on the kings you have just melded, meld m2 (add KS m2): a group of seven cards becomes a canasta.
samba-tut-add-king-wrong = Lay your fourth king on your group of kings (add KS m2): the more kings there, the nearer a canasta. Keep your joker for now: it will complete a canasta later.
samba-tut-keep-pairs = End your turn with a discard. Keep your pairs of queens and eights: a natural pair takes the whole pile when its top card matches it. The 4 of clubs is alone: discard it (discard 4C).
samba-tut-keep-pairs-wrong = Keep your pairs and your joker (a pair takes the pile, the joker completes a canasta), and discard the lone 4 of clubs (discard 4C).
samba-tut-partner-adds = { $p } lays two kings on your meld: melds belong to the side, and both partners add to them.
samba-tut-queen-on-top = { $p } discards the queen of hearts. The pile now holds five cards, and you hold a pair of queens...
samba-tut-take = The pile's top card is a queen and you hold two natural queens: take the whole pile with them (take QC QD). The three queens make a new group, and the rest of the pile comes to your hand, with the jack of spades your sequence lacks.
samba-tut-take-wrong = Drawing brings you two cards; the pile holds five, among them the jack of spades your sequence needs. Take it with your pair of queens (take QC QD).
samba-tut-samba = The jack of spades makes your sequence seven cards long, from 5 to jack: a samba, worth 1500 points (add JS m1). A samba is closed: nothing more goes on it.
samba-tut-samba-wrong = Put the jack of spades on your sequence (add JS m1): seven cards in a sequence make a samba, worth 1500 points.
samba-tut-canasta = Your side's group of kings holds six cards. A wild card (a joker or a 2) may go on a group: your joker makes it seven, a canasta (add JK m2). With wild cards it is a mixed canasta (300 points); without, a natural one (500).
samba-tut-canasta-wrong = Complete your kings with the joker (add JK m2): seven cards make a canasta, and with your samba your side then holds the two it needs to go out.
samba-tut-may-go-out = A samba and a canasta: your side may go out now. Your pairs of eights and nines cannot be melded yet (a new group needs three cards): keep them and discard the 6 of diamonds (discard 6D).
samba-tut-may-go-out-wrong = Keep your pairs of eights and nines: a third card or a wild card will meld them. Discard the 6 of diamonds (discard 6D).
samba-tut-ask = Before drawing, you may ask your partner "May I go out?" (ask). You hold two pairs and a 4: two more cards may well let you meld everything. Your partner's answer binds you: after a yes you must go out this turn.
samba-tut-ask-wrong = Ask your partner first (ask): the question comes at the start of your turn, before any meld, and the answer tells you whether your side is ready to end the hand.
samba-tut-partner-yes = { $p } answers yes: now you must go out this turn, or your side pays a 100-point fine.
samba-tut-draw-after-yes = Now draw your two cards (draw).
samba-tut-draw-after-yes-wrong = Draw two cards from the stock (draw).
samba-tut-eights = You drew the 8 of hearts and the 2 of clubs. Meld your three eights as a new group (group 8x3).
samba-tut-eights-wrong = Meld your three eights as a group (group 8x3); the 2 of clubs is for your nines.
samba-tut-nines = Your two nines and the 2 of clubs, a wild card, make a group too (group 9x2+2).
samba-tut-nines-wrong = Meld your pair of nines with the 2 as a wild card (group 9x2+2): then only one card is left in your hand.
samba-tut-go-out = Discard your last card, the 4 of clubs, and your hand is empty: you go out (discard 4C)!
samba-tut-go-out-wrong = Discard your last card (discard 4C): an empty hand ends the hand.
samba-tut-outro = You went out: the hand is over. Your side scores its melded cards ({ $melded }), 1500 for the samba, 300 for the mixed canasta and 200 for going out, less the cards left in your partner's hand ({ $in_hand }): { $total } points. The other side melded nothing and loses the cards in its hands: -{ $other }. Hand after hand, the first side to reach 10,000 points wins the match.

## Why the strategy plays a move (hints: policy.reason)

samba-why-answer-yes = Your hand would cost only { $points } points if the hand ended now: let your partner go out.
samba-why-answer-no = Your hand still holds { $points } points that would count against your side: say no, and meld them first.
samba-why-take-meld = The pile's top card, the { $top }, goes on one of your side's melds: take the whole pile ({ $n ->
    [one] one card
   *[other] { $n } cards
}).
samba-why-take-pair = Your natural pair matches the top card: take the pile ({ $n ->
    [one] one card
   *[other] { $n } cards
}), more cards to meld.
samba-why-take-pair-open = Your pair, the top card and what your hand can meld come to { $points } points, enough for the { $need } your side needs to open: take the pile.
samba-why-draw = Nothing in your hand takes the pile: draw two cards from the stock.
samba-why-draw-short = Your pair could take the pile, but your side could not reach the { $need } points it needs to open: draw instead.
samba-why-take-stock-out = The stock is exhausted: take the pile with your pair while you can.
samba-why-end = The stock is exhausted and you cannot take the pile: the hand ends.
samba-why-opening = This meld is part of an opening worth { $points } points, enough for the { $need } your side needs.
samba-why-cancel = Your cards cannot reach the { $need } points your side needs to open: withdraw the opening.
samba-why-opening-add = Your opening still lacks { $points } points: lay off the card worth the most.
samba-why-merge = Two groups of one rank make one bigger group: merge them, nearer a canasta.
samba-why-sequence = Meld your sequence: at seven cards it becomes a samba, worth 1500.
samba-why-black-threes = Black threes meld only when you go out, and they let you go out now.
samba-why-extend = Lay the { $card } on your side's sequence (meld { $meld }): seven cards make a samba, worth 1500.
samba-why-add-natural = Lay the { $card } on your side's group (meld { $meld }): nearer a canasta, and cards on the table count for you.
samba-why-add-canasta = Lay the { $card } on the canasta (meld { $meld }): cards on the table count for your side, cards in hand against it.
samba-why-wild-canasta = The { $card } completes a canasta: meld { $meld } reaches seven cards.
samba-why-wild-endgame = The hand may end soon and cards left in hand cost points: lay the { $card } on meld { $meld }.
samba-why-wild-early = Your side still needs two canastas to go out: the { $card } on meld { $meld }, a big group, brings one nearer.
samba-why-group = Three natural { $rank }: meld them as a new group.
samba-why-group-wild = A natural pair of { $rank } and a wild card start a new group.
samba-why-freeze = The pile is worth a lot ({ $n } cards) and every other discard is risky: freeze it with a wild card, so that only a natural pair takes it.
samba-why-discard-black-three = Discard the { $card }: a black three on the pile stops the next player from taking it.
samba-why-discard-wild = Only wild cards are left to discard: the { $card } costs the least.
samba-why-discard-lone = Discard the { $card }: it is alone in your hand, and the next player is unlikely to take the pile with it.
samba-why-discard-least = Discard the { $card }: of your cards, it is the least useful to you and to the next player.

# How to write cards and moves in the terminal (its `help`)
samba-notation =
    Rank 2 to 10, J Q K A, then suit C D H S: AS, 10H; the joker is JK.
    Actions: `draw`, `take 7C 7H` (the pile, with your pair of 7s), `take m2` (the pile, its top card onto your side's second meld), `group 7x2+jk`, `seq 4H-7H`, `add 7H m2`, `discard 7H`

# The terminal's heading when a hand ends
samba-hand-over = == Hand { $n } over ==

## Notation it cannot read (InvalidNotation), and where the hand stands

samba-unreadable-card-id = There is no card number { NUMBER($id, useGrouping: 0) }.
samba-unreadable-card = “{ $text }” is not a card: write rank then suit (AS, 10H, 2C, 7D; suits C D H S) or JK.
samba-unreadable-rank = “{ $text }” is not a rank: write 2..10, J, Q, K or A.
samba-unreadable-action-id = There is no action number { NUMBER($id, useGrouping: 0) }.
samba-unreadable-meld = “{ $text }” is not a meld: write m1 .. m{ $most }.
samba-unreadable-in = “{ $text }”: { $why }
samba-unreadable-action = “{ $text }” is not a samba action: draw, take 7C 7H, take m2, group 7x2+jk, seq 4H-7H, add 7H m2, merge m1 m3, discard 7H, ask, yes, no, cancel, end.
samba-unreadable-pair = A pair that takes the pile is two natural cards of one rank 4..A (take 7C 7H).
samba-unreadable-group = A group is RANKxNATURALS then +jk / +2 per wild (group 7x2+jk).
samba-unreadable-group-wilds = A group's wilds are written +jk or +2, two at most.
samba-unreadable-group-size = A group is of rank 3..A with 2..12 naturals.
samba-unreadable-seq = A sequence is LOW-HIGH of one suit (seq 4H-7H).
samba-unreadable-seq-ends = A sequence's ends are natural cards of one suit.
samba-unreadable-seq-run = A sequence runs 4..A in one suit (C D H S), 3 to 7 cards long.
samba-unreadable-view-seq = A sequence in the view is not a run of one suit.
samba-unreadable-view-foreign = Not a samba observation.
samba-unreadable-view-no-hand = The public view has no hand to sample around: give a seat's view.
samba-unreadable-view-copies = The view shows more copies of a card than the pack has.
samba-unreadable-view-sizes = The view's hand sizes and stock do not add up.
samba-unreadable-view-red-threes = The observation leaves no room for the unseen red threes.
samba-unreadable-draw-round-seats = Each round of the draw is drawn by the seats tied for highest.
samba-unreadable-draw-tie = The draw for the first dealer leaves a tie.
samba-unreadable-deal-pack-size = A samba deal's pack lists all { $n } cards, top first.
samba-unreadable-deal-pack = A samba deal's pack must hold three 52-card packs and six jokers, each card once.
samba-unreadable-deal-object = A samba deal is an object with dealer, draw and pack.
samba-unreadable-deal-fields = Unknown deal fields: { $fields } (a samba deal has dealer, draw, pack).
samba-unreadable-deal-dealer = A samba deal's dealer is a seat 0..{ $last }.
samba-unreadable-deal-draw = A samba deal's draw is a list of rounds of [seat, card].
samba-unreadable-deal-draw-round = A draw round is a list of [seat, card].
samba-unreadable-deal-draw-dealer = The draw makes P{ $eldest } eldest, so P{ $drawn } deals, not P{ $dealer }.
samba-progress-turn = Turn { $turn } ({ $p ->
    [you] you
   *[other] { $p }
})
