# Poch (sete montes): the game's words in English. Seats ($p) arrive as the token `you` for the
# reader, else as the player's name; cards, piles, suits and sets as messages already in words.

poch-name = Poch (sete montes)
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
poch-option-max_hands = Hands to play
poch-option-max_hands-help = Stop the match after this many hands (standings at that point); empty: play the whole match.

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
poch-match-won = The match is over{ $why ->
        [limit] , its deals played
       *[last] , one player alone having chips
    }: { $p ->
        [you] you win
       *[other] { $p } wins
    } with { $chips } { $chips ->
        [one] chip
       *[other] chips
    }.
poch-match-shared = The match is over{ $why ->
        [limit] , its deals played
       *[last] , one player alone having chips
    }: { $winners } share the win with { $chips } { $chips ->
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
