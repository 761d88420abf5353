# Die Sieben Siegel (The Seven Seals): the game's words in English.
# Seats ($p, $victim, $dealer, $first) arrive as `you` for the reader, else as the seat's name.
# Colours ($colour, $led) arrive as the rendered `seven-seals-colour`; a card as `seven-seals-card`.

seven-seals-name = The Seven Seals
seven-seals-summary = Trick-taking with predictions by colour: take a seal for every trick you expect to win in that colour; red is trump; a saboteur spoils the others' plans.

## Options

seven-seals-option-max_hands = Rounds to play
seven-seals-option-max_hands-help = Stop the match after this many rounds (standings at that point); empty: play the whole match.
seven-seals-option-saboteur_base_3p = Saboteur's base at three players
seven-seals-option-saboteur_base_3p-help = The saboteur's starting penalty at three players: 4 as the sheet says, or 5 as the published rules suggest, to make the saboteur less attractive at three.

## Cards and seals

seven-seals-card = { $colour ->
    [red] red
    [yellow] yellow
    [green] green
    [blue] blue
   *[violet] violet
} { $rank }
seven-seals-colour = { $colour ->
    [red] red
    [yellow] yellow
    [green] green
    [blue] blue
    [violet] violet
    [white] white
   *[black] black
}
seven-seals-seals = { $n } { $colour ->
    [red] red
    [yellow] yellow
    [green] green
    [blue] blue
    [violet] violet
    [white] white
   *[black] black
} { $n ->
    [one] seal
   *[other] seals
}
seven-seals-phase = { $phase ->
    [predict] predictions
    [play] trick play
    [give] a seal to give back
   *[over] over
}

## Kinds of actions and the actions

seven-seals-kind-take = Take a seal
seven-seals-kind-steal = Steal a seal
seven-seals-kind-saboteur = The saboteur
seven-seals-kind-done = Done predicting
seven-seals-kind-play = Play a card
seven-seals-kind-give = Give back a seal

seven-seals-action-play = Play { $card }
seven-seals-action-take = Take a { $colour } seal
seven-seals-action-steal = Steal a { $colour } seal from { $p ->
    [you] yourself
   *[other] { $p }
}
seven-seals-action-saboteur = Be the saboteur
seven-seals-action-done = Done predicting
seven-seals-action-give = Give back a { $colour } seal

## Prompts (to the seat to act)

seven-seals-prompt-predict = { $step ->
    [first] Predict: take a seal for each trick you expect to win in its colour (steal one when the centre has none of it left), take the saboteur, or say you are done.
   *[more] Take another seal, steal one, or say you are done.
}
seven-seals-prompt-lead = Lead a card to trick { $trick } (red is trump).
seven-seals-prompt-follow = { $can ->
    [follow] Play a card to trick { $trick }: follow { $colour }.
   *[any] Play a card to trick { $trick }: you have no { $colour }, play any card (red trumps).
}
seven-seals-prompt-give = You won the trick: choose the seal to give back (the seals you may give back: { $colours }).

## Events

seven-seals-took = { $p ->
    [you] You took
   *[other] { $p } took
} a { $colour } seal.
seven-seals-stole = { $p ->
    [you] You stole
   *[other] { $p } stole
} a { $colour } seal from { $victim ->
    [you] you
   *[other] { $victim }
}.
seven-seals-compensated = { $p ->
    [you] You got
   *[other] { $p } got
} a white seal in exchange.
seven-seals-not-compensated = No white seal is left: { $p ->
    [you] you get
   *[other] { $p } gets
} nothing in exchange.
seven-seals-took-saboteur = { $p ->
    [you] You took
   *[other] { $p } took
} the saboteur and predicted no seal.
seven-seals-done = { $p ->
    [you] You finished
   *[other] { $p } finished
} predicting with { $seals }.
seven-seals-done-none = { $p ->
    [you] You finished
   *[other] { $p } finished
} predicting with no seal: no trick to win.
seven-seals-played = { $p ->
    [you] You played
   *[other] { $p } played
} { $card }.
seven-seals-played-by = { $p ->
    [you] your { $card }
   *[other] { $p }'s { $card }
}
seven-seals-trick-won = { $p ->
    [you] You won
   *[other] { $p } won
} trick { $trick } ({ $cards }).
seven-seals-gave-back = { $p ->
    [you] You gave
   *[other] { $p } gave
} back a { $colour } seal.
seven-seals-took-black = { $p ->
    [you] You had no seal to give back and took a black seal.
   *[other] { $p } had no seal to give back and took a black seal.
}
seven-seals-no-black-left = { $p ->
    [you] You had no seal to give back, and no black seal is left to take.
   *[other] { $p } had no seal to give back, and no black seal is left to take.
}
seven-seals-saboteur-won = { $p ->
    [you] You are the saboteur: you give back and take no seal.
   *[other] { $p } is the saboteur: the saboteur gives back and takes no seal.
}
seven-seals-chooses-seal = { $p ->
    [you] You choose
   *[other] { $p } chooses
} which seal to give back.
seven-seals-leads-first = { $p ->
    [you] You lead
   *[other] { $p } leads
} the first trick.
seven-seals-round-over = Round { $round } is over: all { $tricks } tricks have been played.
seven-seals-match-over = The match is over after { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}.
seven-seals-next-round = Round { $round }: { $dealer ->
    [you] you deal
   *[other] { $dealer } deals
}; { $first ->
    [you] you predict
   *[other] { $first } predicts
} first.

## The round's breakdown

seven-seals-breakdown-header = Seals still held (a colour { $colour }, black { $black }, white { $white }):
seven-seals-breakdown-item = { $seals } × { $cost }
seven-seals-breakdown-seat = { $p ->
    [you] You
   *[other] { $p }
}: { $items } = { $score }
seven-seals-breakdown-seat-none = { $p ->
    [you] You
   *[other] { $p }
}: no seal = { $score }
seven-seals-breakdown-saboteur = { $p ->
    [you] You
   *[other] { $p }
}: the saboteur: -{ $base } + { $black } black { $black ->
    [one] seal
   *[other] seals
} taken by the others (never above 0) = { $score }
seven-seals-breakdown-no-saboteur = Nobody took the saboteur.

## The table (terminal)

seven-seals-table-title = { seven-seals-name } - round { $round }/{ $rounds }, dealer { $dealer ->
    [you] you
   *[other] { $dealer }
}, phase: { $phase }
seven-seals-table-centre = Centre:
seven-seals-table-saboteur = Saboteur: { $p ->
    [you] you
   *[other] { $p }
}
seven-seals-table-seal = { $colour } { $n }
seven-seals-table-no-seals = none
seven-seals-table-seals = seals:
seven-seals-table-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
seven-seals-table-total = total { $points }
seven-seals-table-is-saboteur = SABOTEUR
seven-seals-table-predictions = Predictions:
seven-seals-table-prediction = { $p ->
    [you] you
   *[other] { $p }
}: { $action }
seven-seals-table-last-trick = Last trick ({ $n }/{ $total }), won by { $p ->
    [you] you
   *[other] { $p }
}, { $fate }:
seven-seals-table-fate = { $fate ->
    [gave] who gave back { $colour }
    [black] who took a black seal
    [saboteur] the saboteur: no seal
    [none] no black seal left
   *[pending] choosing a seal
}
seven-seals-table-trick = Trick { $n }:
seven-seals-table-hand = Your hand:
seven-seals-table-empty = (empty)
seven-seals-table-over = The match is over.
seven-seals-table-your-turn = Your turn.
seven-seals-table-waiting = Waiting for { $p }.

## Refusals

seven-seals-refusal-play_a_card = The predictions are over: play a card to the trick.
seven-seals-refusal-not_in_pack = { $card } is not in the { $players }-player pack (ranks 1 to { $top }).
seven-seals-refusal-must_follow = You must follow { $colour } ({ $lead } was led): you hold { $cards }.
seven-seals-refusal-predict_first = Cards are played once every player has made their prediction.
seven-seals-refusal-no_trick_yet = No trick has been won yet: this is the prediction.
seven-seals-refusal-centre_empty = No { $colour } seal is left in the centre: steal one from a player who holds one.
seven-seals-refusal-steal_from_self = You cannot steal from yourself: steal from another player.
seven-seals-refusal-centre_not_empty = The centre still holds { $seals }: take one; a colour may be stolen only when the centre has none of it left.
seven-seals-refusal-nothing_to_steal = { $p } holds no { $colour } seal to steal.
seven-seals-refusal-saboteur_taken = { $p ->
    [you] You are
   *[other] { $p } is
} already the saboteur (only one per round).
seven-seals-refusal-saboteur_takes_no_seals = The saboteur takes no seals, and you have already taken some this turn.
seven-seals-refusal-give_first = { $p ->
    [you] You won the trick and must
   *[other] { $p } won the trick and must
} first give back a seal (the seals you may give back: { $colours }).
seven-seals-refusal-seal_not_held = You hold no { $colour } seal (the seals you may give back: { $colours }).
seven-seals-refusal-give_led = You cannot give back { $colour }: after a { $led } lead you give back { $led } or white (red only when you won a non-red lead with a red card).
seven-seals-refusal-give_trumped = You cannot give back { $colour }: after a { $led } lead you give back { $led } or white, or red since you won it with a red card.
