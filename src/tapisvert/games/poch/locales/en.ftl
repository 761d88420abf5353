# Poch (sete montes): the game's words in English. Seats ($p) arrive as the token `you` for the
# reader, else as the player's name; cards, piles, suits and sets as messages already in words.

poch-name = Poch (sete montes)
# What this game calls a hand, for the messages about hands of the browser and the coach (words/locales: `hand-word`): hand, deal or round.
poch-hand-unit = deal
poch-summary = Ante on seven piles, bet on the best set (pairs, trips, fours), then play runs up each suit: the trump honours take the piles, the first player out is paid for every card left; the last player with chips wins.

## Options

poch-option-starting_chips = Starting chips
poch-option-starting_chips-help = Chips each player starts with (the sheet: agreed by the players).
poch-option-bet_requires_pair = Betting needs a pair
poch-option-bet_requires_pair-help = Only a player holding at least a pair may open, match or raise (pagat's rule); by default a hand without a pair may bet too and is ranked by its highest card.
poch-option-new_run_other_suit = New run in another suit
poch-option-new_run_other_suit-help = After a run ends on its ace, the next run must start in another suit when the leader holds one (the sheet's literal words); by default the leader may start with any card.
poch-option-max_deals = Deals before the chip count
poch-option-max_deals-help = Play at most this many deals, then the most chips wins; empty: play until only one player has chips.
poch-option-max_hands = Deals to play
poch-option-max_hands-help = Stop the match after this many deals (standings at that point); empty: play the whole match.

## Cards: the name, and the index printed in the corner

poch-card = { $rank ->
        [seven] seven
        [eight] eight
        [nine] nine
        [ten] ten
        [jack] jack
        [queen] queen
        [king] king
       *[ace] ace
    } of { $suit ->
        [spades] spades
        [hearts] hearts
        [diamonds] diamonds
       *[clubs] clubs
    }
poch-card-short = { $rank ->
        [seven] 7
        [eight] 8
        [nine] 9
        [ten] 10
        [jack] J
        [queen] Q
        [king] K
       *[ace] A
    }{ $suit ->
        [spades] ♠
        [hearts] ♥
        [diamonds] ♦
       *[clubs] ♣
    }
poch-suit = { $suit ->
        [spades] spades
        [hearts] hearts
        [diamonds] diamonds
       *[clubs] clubs
    }
poch-rank = { $rank ->
        [seven] seven
        [eight] eight
        [nine] nine
        [ten] ten
        [jack] jack
        [queen] queen
        [king] king
       *[ace] ace
    }
poch-ranks = { $rank ->
        [seven] sevens
        [eight] eights
        [nine] nines
        [ten] tens
        [jack] jacks
        [queen] queens
        [king] kings
       *[ace] aces
    }

## The seven piles and the sets

poch-pile = { $pile ->
        [ace] A
        [king] K
        [queen] Q
        [jack] J
        [ten] 10
        [king-queen] K+Q
       *[seven-eight-nine] 7-8-9
    }
poch-set-high = { $trump ->
        [yes] { $rank } high (the trump)
       *[no] { $rank } high
    }
poch-set-pair = { $trump ->
        [yes] pair of { $rank } (with the trump)
       *[no] pair of { $rank }
    }
poch-set-three = three { $rank }
poch-set-four = four { $rank }

## Kinds of actions, and the actions

poch-kind-play = Lead a card
poch-kind-pass = Pass
poch-kind-drop = Drop out
poch-kind-match = Match
poch-kind-bet = Bet
poch-action-play = Lead the { $card }
poch-action-pass = Pass
poch-action-drop = { $stake ->
        [0] Drop out
       *[other] Drop out (your stake of { $stake } { $stake ->
            [one] chip
           *[other] chips
        } stays in the pot)
    }
poch-action-match = Match the bet of { $bet } ({ $more } more { $more ->
        [one] chip
       *[other] chips
    })
poch-action-open = Open with { $chips } { $chips ->
        [one] chip
       *[other] chips
    }
poch-action-raise = Raise to { $chips } { $chips ->
        [one] chip
       *[other] chips
    }

## Events: the betting

poch-passed = { $p ->
        [you] You
       *[other] { $p }
    } passed.
poch-dropped = { $p ->
        [you] You
       *[other] { $p }
    } dropped out{ $stake ->
        [0] .
       *[other] , leaving { $stake } { $stake ->
            [one] chip
           *[other] chips
        } in the pot.
    }
poch-matched = { $p ->
        [you] You
       *[other] { $p }
    } matched the bet of { $bet } { $bet ->
        [one] chip
       *[other] chips
    } ({ $more } more).
poch-opened = { $p ->
        [you] You
       *[other] { $p }
    } opened the betting with { $chips } { $chips ->
        [one] chip
       *[other] chips
    }.
poch-raised = { $p ->
        [you] You
       *[other] { $p }
    } raised the bet to { $chips } { $chips ->
        [one] chip
       *[other] chips
    }.
poch-everyone-passed = Everyone passed: no chips staked.
poch-showdown = Showdown: { $p ->
        [you] you
       *[other] { $p }
    } won the pot of { $pot } { $pot ->
        [one] chip
       *[other] chips
    } with { $set }: { $cards }.
poch-pot-unopposed = { $p ->
        [you] You
       *[other] { $p }
    } took the pot of { $pot } { $pot ->
        [one] chip
       *[other] chips
    }: everyone else dropped out.
poch-first-lead = { $p ->
        [you] You lead
       *[other] { $p } leads
    } the first run.

## Events: the runs

poch-led = { $p ->
        [you] You
       *[other] { $p }
    } led { $card }.
poch-run-play = { $p ->
        [you] you
       *[other] { $p }
    } { $n ->
        [1] { $first }
        [2] { $first } { $last }
       *[other] { $first } to { $last }
    }
poch-run-went-on = The run went on: { $plays }.
poch-took-piles = { $p ->
        [you] You
       *[other] { $p }
    } took the { $piles } { $n ->
        [one] pile
       *[other] piles
    } ({ $chips } { $chips ->
        [one] chip
       *[other] chips
    }).
poch-run-ended = { $why ->
        [ace] The run ended on its ace
        [ace-other-suit] The run ended on its ace
       *[blocked] The run stopped at { $card }, the next card having been played
    }: { $p ->
        [you] you lead
       *[other] { $p } leads
    } the next run{ $why ->
        [ace-other-suit] , in another suit.
       *[other] .
    }

## Events: the end of a deal, the next deal, the end of the match

poch-paid = { $p ->
        [you] you
       *[other] { $p }
    } paid { $n }
poch-went-out = { $p ->
        [you] You
       *[other] { $p }
    } went out and collected { $chips } { $chips ->
        [one] chip
       *[other] chips
    }, one per card left: { $payments }.
poch-went-out-unpaid = { $p ->
        [you] You
       *[other] { $p }
    } went out; nobody had a chip left to pay.
poch-eliminated = { $p ->
        [you] You
       *[other] { $p }
    } ran out of chips and left the match.
poch-match-won = The match is over ({ $why ->
        [limit] its last deal is played
       *[last] only one player has chips left
    }): { $p ->
        [you] you win
       *[other] { $p } wins
    } with { $chips } { $chips ->
        [one] chip
       *[other] chips
    }.
poch-match-shared = The match is over ({ $why ->
        [limit] its last deal is played
       *[last] only one player has chips left
    }): { $winners } share the win with { $chips } { $chips ->
        [one] chip
       *[other] chips
    } each.
poch-new-deal = Deal { $deal }: { $p ->
        [you] you deal
       *[other] { $p } deals
    }; the trump card is { $card }.
poch-ante = Everyone antes one chip on each pile.
poch-ante-short = { $p ->
        [you] You
       *[other] { $p }
    } had only { $n } { $n ->
        [one] chip
       *[other] chips
    }: one on each of the first { $n } { $n ->
        [one] pile
       *[other] piles
    }.

## The breakdown of a deal

poch-hand-title = Deal { $deal } (trump card { $card }):
poch-hand-bet-none = Betting: nobody bet.
poch-hand-bet-showdown = Betting: { $p ->
        [you] you
       *[other] { $p }
    } won the pot of { $pot } { $pot ->
        [one] chip
       *[other] chips
    } at the showdown with { $set } ({ $cards }).
poch-hand-bet-unopposed = Betting: { $p ->
        [you] you
       *[other] { $p }
    } took the pot of { $pot } { $pot ->
        [one] chip
       *[other] chips
    } (everyone else dropped out).
poch-hand-piles-none = Piles won: none.
poch-hand-piles-won = Piles won by { $p ->
        [you] you
       *[other] { $p }
    }: { $piles } ({ $chips } { $chips ->
        [one] chip
       *[other] chips
    }).
poch-hand-piles-kept = { $n ->
        [one] Pile
       *[other] Piles
    } carried over to the next deal: { $piles }.
poch-hand-chips-row = { $p ->
        [you] you
       *[other] { $p }
    } { $before } → { $after } ({ $sign ->
        [up] +{ $change }
        [down] -{ $change }
       *[even] ±0
    })
poch-hand-chips = Chips: { $rows }.

## The table

poch-table-deal = Poch, deal { $deal }
poch-table-dealer = dealer: { $p ->
        [you] you
       *[other] { $p }
    }
poch-table-trump = trump card:
poch-table-phase = phase: { $phase ->
        [betting] betting
        [runs] runs
       *[over] over
    }
poch-table-piles = piles (chips):
poch-table-all-won = all won
poch-table-piles-won = piles won this deal:
poch-table-by = by { $p ->
        [you] you
       *[other] { $p }
    } ({ $chips } { $chips ->
        [one] chip
       *[other] chips
    })
poch-table-chips = { $n ->
        [one] chip
       *[other] chips
    }
poch-table-cards = { $n } { $n ->
        [one] card
       *[other] cards
    }
poch-mark-dealer = dealer
poch-mark-eliminated = eliminated
poch-mark-staked = staked { $chips } { $chips ->
        [one] chip
       *[other] chips
    }
poch-mark-dropped = dropped out
poch-mark-passed = passed
poch-table-last = deal { $deal }: { $p ->
        [you] you
       *[other] { $p }
    } went out and collected { $chips } { $chips ->
        [one] chip
       *[other] chips
    }
poch-table-last-piles = piles won:
poch-table-pile-to = { $pile } to { $p ->
        [you] you
       *[other] { $p }
    } ({ $chips } { $chips ->
        [one] chip
       *[other] chips
    })
poch-table-none = none
poch-table-last-eliminated = eliminated: { $players }
poch-table-bet-open = betting: { $p ->
        [you] you
       *[other] { $p }
    } opened; the bet stands at { $chips } { $chips ->
        [one] chip
       *[other] chips
    }
poch-table-bet-unopened = betting: nobody has opened yet
poch-table-pot = { $p ->
        [you] you
       *[other] { $p }
    } took the pot ({ $chips } { $chips ->
        [one] chip
       *[other] chips
    })
poch-table-pot-set = with { $set }:
poch-table-runs = runs:
poch-table-trump-suit = trump
poch-table-hand = your hand:
poch-table-empty = (empty)
poch-table-over = match over; the most chips: { $winners }
poch-table-your-turn = your turn
poch-table-waiting = waiting for { $p ->
        [you] you
       *[other] { $p }
    }

## Prompts

poch-prompt-lead = Lead a card: the run goes up its suit, each card played by its holder.
poch-prompt-lead-other-suit = Lead a card of another suit than { $suit }: the last run ended on its ace.
poch-prompt-open = Pass, or open the betting with a stake of { $low } to { $high } { $high ->
        [one] chip
       *[other] chips
    }.
poch-prompt-pass = Pass: you may not bet now.
poch-prompt-raise = The bet stands at { $bet } { $bet ->
        [one] chip
       *[other] chips
    }: match it ({ $more } more), raise your stake to { $low } to { $high }, or drop out.
poch-prompt-match = The bet stands at { $bet } { $bet ->
        [one] chip
       *[other] chips
    }: match it ({ $more } more) or drop out.
poch-prompt-drop = The bet stands at { $bet } { $bet ->
        [one] chip
       *[other] chips
    } and you may not match it: drop out.

## Refusals

poch-refusal-runs_play_only = In the runs the only move is to lead a card.
poch-refusal-new_run_other_suit = The run ended on the ace of { $suit }: start the new run in another suit ({ $cards }).
poch-refusal-cards_after_betting = Cards are played in the runs, after the betting.
poch-refusal-no_pass_once_open = The betting is open ({ $p ->
        [you] you
       *[other] { $p }
    } opened) and the bet stands at { $bet }: match it, raise or drop out.
poch-refusal-not_opened = No one has opened the betting yet: pass or open with a bet.
poch-refusal-bet_requires_pair = Only a player holding a pair may bet, and you hold none.
poch-refusal-cannot_cover = Matching the bet of { $bet } costs { $need } more { $need ->
        [one] chip
       *[other] chips
    } and you have only { $chips }: a player who cannot cover the bet must drop out.
poch-refusal-raise_above_bet = A raise must go above the current bet of { $bet }.
poch-refusal-bet_capped = Bets are capped by your chips: your stake can reach at most { $cap } ({ $chips } { $chips ->
        [one] chip
       *[other] chips
    } behind).

## The tutorial (games/poch/tutorial.py): a first deal, step by step

poch-tut-intro = Welcome to Poch! Three players have each put one chip on each of the seven piles: A, K, Q, J, 10, K+Q and 7-8-9. The card shown from the pack, the 10♥, makes hearts trump. A deal has two parts: first you bet on your best set (a pair, three or four of a kind), then you play runs up each suit, where the trump honours take the piles. The first player to empty his hand ends the deal and is paid a chip for every card the others still hold.
poch-tut-open = You bet first. Look at your hand: A♠, A♥ and A♣ make three aces, a very strong set. Open the betting with 10 chips: a modest opening keeps the others in, so they add chips to the pot you expect to win.
poch-tut-open-wrong = Not quite: with three aces you should bet, not pass, and not too much at once. Open with 10 chips, so the others stay in and feed the pot.
poch-tut-p1-raise = { $p } raised to 20 chips: a raise shows a good set. Only three or four of a kind could worry you.
poch-tut-p2-drop = { $p } dropped out: he stakes nothing more, and any chips he had staked would stay in the pot.
poch-tut-raise = { $p } raised, but nobody can hold three aces beside you, and four of a kind is very rare. Raise your stake to 40 chips: a strong set is the time to put chips in.
poch-tut-raise-wrong = With three aces, don't drop out, and do more than match: raise your stake to 40 chips.
poch-tut-showdown = { $p } matched: the betting is over. At the showdown only the winning set is shown: your three aces beat his hand, and the whole pot of 80 chips is yours. Now you lead the first run.
poch-tut-lead-trumps = The runs: you lead a card, then the holders of the next cards of its suit play them in order, up to the ace. Lead the 7♥, your lowest trump: you play 7♥ 8♥ 9♥ (the 7-8-9 pile), the others play 10♥ and J♥ (their piles), then your Q♥ K♥ A♥ take the Q, K, K+Q and A piles. The run ends on your ace, so you lead again.
poch-tut-lead-trumps-wrong = Lead the 7♥ first. Trump honours take their piles only when played, and nothing is taken once someone goes out: the trump run from the 7 brings all your trumps out and comes back to you on the ace.
poch-tut-lead-spades = Five piles are yours. Whoever plays the last card of a run leads the next one. Lead the Q♠: your K♠ and A♠ follow, three cards leave your hand and the run ends on your ace again. { $p1 } and { $p2 } shed nothing.
poch-tut-lead-spades-wrong = Lead the Q♠: your own K♠ and A♠ follow it, so the run sheds three of your cards and comes back to you. A low card would let the others shed their cards.
poch-tut-lead-ace = Two cards left: A♣ and Q♦. An ace always ends its run at once, so leading it keeps the lead. Lead the A♣ now, and the Q♦ will be your last card.
poch-tut-lead-ace-wrong = Not the Q♦ yet: the K♦ and A♦ are in other hands, so its run would end with them and you would lose the lead. Lead the A♣: an ace always comes back to you.
poch-tut-go-out = One card left: lead the Q♦. Your hand is then empty, which ends the deal at once: each other player pays you one chip for every card still in his hand.
poch-tut-go-out-wrong = Lead your last card, the Q♦, to go out.
poch-tut-outro = Well played! The deal is over. You won the betting pot (80 chips) with three aces, took the A, K, Q, K+Q and 7-8-9 piles (15 chips), and went out first: { $p1 } paid 10 chips and { $p2 } 9, one per card left. The 10 and J piles went to their trump's holders. Piles nobody wins carry over to the next deal. The match goes on deal after deal until only one player has chips.

## Hints: why the strategy plays a move (games/poch/policy.py, `reason`)

poch-why-open = Your best set ({ $set }) wins the showdown about { $chance }% of the time against { $n } { $n ->
        [one] hand
       *[other] hands
    }: open with { $chips } { $chips ->
        [one] chip
       *[other] chips
    }, a stake that grows with your chances.
poch-why-pass = Your best set ({ $set }) wins the showdown only about { $chance }% of the time against { $n } { $n ->
        [one] hand
       *[other] hands
    }: pass rather than open.
poch-why-raise = Your best set ({ $set }) wins the showdown about { $chance }% of the time against { $n ->
        [one] the one hand
       *[other] the { $n } hands
    } still in, strong even after a bet: raise your stake to { $chips } { $chips ->
        [one] chip
       *[other] chips
    }.
poch-why-match = Matching costs { $more } more { $more ->
        [one] chip
       *[other] chips
    } for a pot of { $pot }; your best set ({ $set }) wins about { $chance }% of the time against { $n } { $n ->
        [one] hand
       *[other] hands
    }: the pot pays for the risk, match.
poch-why-drop = Your best set ({ $set }) wins only about { $chance }% of the time against { $n } { $n ->
        [one] hand
       *[other] hands
    }, less after someone else's bet: { $more } more { $more ->
        [one] chip
       *[other] chips
    } would not pay, drop out.
poch-why-lead-out = Lead the { $card }: the run ends with your last card, so you go out and collect about { $chips } { $chips ->
        [one] chip
       *[other] chips
    }, one for each card the others still hold.
poch-why-lead-out-later = Lead the { $card }: the run comes back to you, and then your other cards can be led one run after another until your hand is empty.
poch-why-lead-piles = Lead the { $card }: your trumps in this run take { $chips } { $chips ->
        [one] chip
       *[other] chips
    } from the piles{ $keeps ->
        [yes] , and the run ends on your card, so you lead again.
       *[no] .
    }
poch-why-lead-keep = Lead the { $card }: the run ends on your { $top }, so you lead again, and { $n ->
        [one] one of your cards leaves
       *[other] { $n } of your cards leave
    } your hand.
poch-why-lead-alone = Lead the { $card }: no card can follow it, so the run ends at once and you lead again.
poch-why-lead-stopper = Lead the { $card }: the { $below } you keep becomes a stopper, where a later run of that suit ends and gives you the lead.
poch-why-lead-shed = No lead brings the run back to you: the { $card } sheds { $mine } of your cards for { $others } of the others', the best balance you have.

# How to write cards and moves in the terminal (its `help`)
poch-notation =
    Rank 7 8 9 10 J Q K A, then suit S H D C (♠ ♥ ♦ ♣ are read too): 7S, 10H, QD, AC.
    Actions: `play 10H` leads a run; `bet 12` makes your stake 12 chips in all

# The terminal's heading when a hand ends
poch-hand-over = == Deal { $n } over ==

poch-refusal-bet_range = A bet now is { $low } to { $high } chips.

## Notation it cannot read (InvalidNotation), and where the deal stands

poch-unreadable-card-id = There is no card number { NUMBER($id, useGrouping: 0) }.
poch-unreadable-card = “{ $text }” is not a card: write the rank 7 8 9 10 J Q K A then the suit S H D C (spades, hearts, diamonds, clubs), such as 7S, 10H, QD, AC.
poch-unreadable-deal-object = A poch deal is an object with dealer, trump and hands.
poch-unreadable-deal-fields = Unknown deal fields: { $fields }.
poch-unreadable-deal-players = This deal is for { $given } players, not { $players }.
poch-unreadable-deal-dealer = The dealer must be a seat 0..{ $last }, not { $text }.
poch-unreadable-deal-draw = The deal's draw must be a list of [seat, card] pairs.
poch-unreadable-deal-draw-entry = Bad draw entry { $text }; write [seat, card].
poch-unreadable-deal-draw-dealer = The draw makes P{ $drawn } the dealer, not P{ $dealer }.
poch-unreadable-deal-trump = The deal's trump must be a card such as QH.
poch-unreadable-deal-trump-card = Bad trump card: { $why }
poch-unreadable-deal-hands = The deal's hands must be a list of { $n } lists of cards.
poch-unreadable-deal-hand = Each hand of the deal must be a list of cards.
poch-unreadable-deal-twice = { $card } is dealt twice.
poch-unreadable-deal-missing = The whole pack must be dealt; missing: { $cards }.
poch-unreadable-deal-sizes = Dealing one at a time from the dealer's left gives hands of { $expected } cards, not { $sizes }.
poch-unreadable-view-runs = The observation's runs do not replay.
poch-unreadable-draw-order = The dealer draw must list seats { $seats } in order at draw { $at }.
poch-unreadable-draw-twice = The dealer draw uses a card twice.
poch-unreadable-draw-after-winner = The dealer draw goes on after a single highest card.
poch-unreadable-bet = “{ $text }”: { $most ->
    [0] a bet is at least 1 chip
   *[other] a bet is 1..{ $most } chips
}
poch-unreadable-action = “{ $text }” is not a poch action: write pass, bet N (open or raise the stake to N), match, drop, or play CARD (such as play 10H).
poch-unreadable-action-id = There is no action number { $id }.
poch-unreadable-view-foreign = Not a poch observation.
poch-unreadable-view-over = The match is over: there is nothing left to sample.
poch-unreadable-view-no-hand = The public view has no hand to sample around: give a seat's view.
poch-unreadable-view-sizes = The hand sizes do not match the cards not yet seen.
poch-unreadable-view-no-deal = No deal is consistent with this observation.
poch-progress-phase = { $phase ->
    [betting] Betting
    [runs] Runs
   *[over] Over
}
