# Die Sieben Siegel (The Seven Seals): the game's words in English.
# Seats ($p, $victim, $dealer, $first) arrive as `you` for the reader, else as the seat's name.
# Colours ($colour, $led) arrive as the rendered `seven-seals-colour`; a card as `seven-seals-card`.

seven-seals-name = The Seven Seals
# What this game calls a hand, for the messages about hands of the browser and the coach (words/locales: `hand-word`): hand, deal or round.
seven-seals-hand-unit = round
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

## The tutorial (a first round at three players; the learner predicts first)

seven-seals-tut-intro = Welcome to the Seven Seals! Three players, 15 cards each, in five colours numbered 1 to 9; red is trump. First everyone predicts, colour by colour, the tricks they will win, by taking a seal for each; then the 15 tricks are played, and the winner of each gives back a seal, or takes a black one. You predict first.
seven-seals-tut-take-yellow = Your { $card } is the highest yellow card (at three players the cards go up to 9): it will surely win a trick. Claim it: take a yellow seal.
seven-seals-tut-take-yellow-wrong = Start with your sure trick: nobody can beat your { $card } in yellow, so take a yellow seal. The saboteur is another way to play; you will meet him in a moment.
seven-seals-tut-take-red = Red is trump. Your { $card } is low, but your only green card is the { $short }: once it is gone, you may trump a green trick with your red. Take a red seal for that trick.
seven-seals-tut-take-red-wrong = Take a red seal: your trump, the { $card }, is your best chance of a second trick once your { $short } is gone. Your blue and violet cards all have higher cards out against them.
seven-seals-tut-done = Two seals for two likely tricks: that is enough. Every seal you still hold at the end costs 2 points, and every trick won without a seal to give back costs a black seal (3 points). Say you are done.
seven-seals-tut-done-wrong = Stop here: your other cards are unlikely to win tricks, and a seal you keep costs 2 points. Say you are done.
seven-seals-tut-saboteur = { $p } took the saboteur instead of seals. The saboteur scores -4 plus 1 for every black seal the others take (never above 0), and never gives back nor takes a seal: { $p } will try to make the others win tricks they have no seal for.
seven-seals-tut-stolen = The centre had no red seal left, so { $p } stole yours. In exchange you got a white seal: a joker that you may give back after a trick of any colour (kept to the end, it costs 4 points).
seven-seals-tut-predictions-over = { $p } is done predicting. Now the tricks: follow the colour led if you can; if you cannot, play any card, and a red card trumps.
seven-seals-tut-lead-master = You lead the first trick. Play your { $card }: nobody can beat it in yellow, and you hold a seal to give back for it.
seven-seals-tut-lead-master-wrong = Lead your { $card } now: it is the highest yellow, so it wins the trick you predicted.
seven-seals-tut-give = You won the trick: give back a seal, of the colour led (yellow) or the white joker. Give back the yellow one: it can only pay for a yellow trick, while the white one pays for a trick of any colour.
seven-seals-tut-give-wrong = Keep the white joker, which pays for a trick of any colour: give back the yellow seal, good only for yellow tricks.
seven-seals-tut-lead-joker = You still hold the white joker: one more trick would be welcome, but do not force it. Lead your { $card }: with the violet 7, 8 and 9 still out it should lose, and if it wins, the joker pays for it.
seven-seals-tut-lead-joker-wrong = Lead your { $card }: a middle card that should lose, and if it wins, your white joker pays for it. Shedding it now, while higher violets are out, keeps it from winning an unwanted trick later.
seven-seals-tut-saboteur-ducks = { $p } plays low: the saboteur never wants a trick, he wants the others to win tricks they cannot pay for.
seven-seals-tut-lead-lose = You won with your violet and gave back the white joker, your only seal that fitted. Now you hold no seal: any trick you win costs a black seal (-3), so lose every trick from here. Lead your { $card }: three higher blues are still out.
seven-seals-tut-lead-lose-wrong = Lead a card that loses: your { $card } has three higher blues against it. With no seal left, every trick you win costs a black seal.
seven-seals-tut-trumped = { $p } has no blue and trumps with the { $card }: a red card beats any other colour. Trumping is allowed when you cannot follow, never compulsory.
seven-seals-tut-forced = You must follow { $colour }, and your { $card } is your only one: play it. It loses, which is what you want now.
seven-seals-tut-forced-wrong = Follow { $colour }: your { $card } is the only card you may play.
seven-seals-tut-duck = All your cards of this colour lose to the { $over }: play the highest, your { $card }. Shed your high cards while they can still lose, so that they cannot win a trick later.
seven-seals-tut-duck-wrong = Play your { $card } rather than a lower card: it loses to the { $over } too, and getting rid of your higher card keeps you safe later.
seven-seals-tut-black = { $p } won the violet trick with no violet or white seal to give back, so { $p } took a black seal (-3). Each black seal the others take gives the saboteur, { $sab }, a point.
seven-seals-tut-saboteur-wins = { $p }, the saboteur, wins this trick: the saboteur gives back no seal and takes no black seal.
seven-seals-tut-throw-first = You have no { $led }: play any card. A card that is not red loses here, so throw your most dangerous one: the { $card }, your highest card, which could win a blue trick later and cost you a black seal.
seven-seals-tut-throw-first-wrong = You cannot follow { $led }, so anything but a red card loses: use the chance to get rid of your most dangerous card, the { $card }.
seven-seals-tut-throw-yellow = No { $led } again: throw a card. Now your { $card } is the most dangerous: only one yellow above it, the 6, is still out, so it could win a yellow trick.
seven-seals-tut-throw-yellow-wrong = Throw your { $card }: with only the yellow 6 above it, it is the card likeliest to win an unwanted trick later.
seven-seals-tut-throw = You cannot follow { $led }: throw a card. Your { $card } is the most dangerous: the fewest higher cards are still out against it (and among equals, the highest goes first).
seven-seals-tut-throw-wrong = Throw your { $card }: it has the fewest higher cards out against it, so it is the likeliest to win an unwanted trick later.
seven-seals-tut-throw-tie = You cannot follow green: throw a card. Your { $card } and your { $other } are your most dangerous cards, two higher cards out against each: throw the { $card }.
seven-seals-tut-throw-tie-wrong = Throw your { $card } (your { $other } is just as dangerous: it goes later): the others have only two higher cards against it.
seven-seals-tut-last = Your last card, the { $card }: play it. It loses to the red 2, and the round is over.
seven-seals-tut-last-wrong = Play your { $card }: it is your last card.
seven-seals-tut-outro = The round is over. You won two tricks and gave back a seal for each: you hold nothing, 0 points, the best possible score. { $p } keeps three black seals: 3 × -3 = -9. The saboteur { $sab } scores -4 + 3 (the black seals the others took) = -1. At the end every seal still held costs points: a colour -2, black -3, white -4. A match has as many rounds as players; the highest total wins.

## Hints: why the strategy plays a move ($trumped, $follows: `yes` or `no`)

seven-seals-why-saboteur = The saboteur is free: -{ $base } plus a point for every black seal the others take is, on average, better than what a prediction scores.
seven-seals-why-take = Your hand should win { $want } { $colour } { $want ->
    [one] trick
   *[other] tricks
}, and { $held ->
    [0] you hold no seal of that colour yet
    [one] you hold only { $held } seal of it
   *[other] you hold only { $held } seals of it
}: take a { $colour } seal.
seven-seals-why-steal = Your hand should win { $want } { $colour } { $want ->
    [one] trick
   *[other] tricks
}, and the centre has no seal of that colour left: steal one from { $p }, who holds the most.
seven-seals-why-done = { $seals ->
    [0] Your hand should win no trick: predict none, then lose every trick.
   *[other] Your seals cover the tricks your hand should win: stop here, as a seal you keep costs 2 points.
}
seven-seals-why-give-spare = You hold { $held } seals and only { $left } { $left ->
    [one] trick is
   *[other] tricks are
} left: give back the white joker, the costliest seal to keep (-4).
seven-seals-why-give-led = Give back a { $colour } seal, the colour led: keep the red ones (for trumping) and the white joker (for any colour), which pay for more tricks.
seven-seals-why-give-red = You won by trumping: give back a { $colour } seal and keep the white joker, which pays for a trick of any colour.
seven-seals-why-give-white = Only the { $colour } joker pays for this trick: give it back.
seven-seals-why-win-sure = You hold a seal to give back for this trick: { $trumped ->
    [yes] trump it with
   *[no] win it with
} your { $card }, the cheapest card sure to win it.
seven-seals-why-win-low = You hold a seal to give back for this trick: { $trumped ->
    [yes] trump it with
   *[no] win it with
} your { $card }, the lowest card that wins it.
seven-seals-why-win-high = You want this trick (you hold a seal to give back for it), but the players after you may still beat you: { $trumped ->
    [yes] trump with
   *[no] play
} your highest winning card, the { $card }.
seven-seals-why-duck-saboteur = You are the saboteur: lose every trick. { $follows ->
    [yes] Play under the winning card with
   *[no] Throw
} your { $card }, the card likeliest to win a trick later.
seven-seals-why-duck-free = No black seal is left, so this trick costs nothing either way: { $follows ->
    [yes] play under the winning card with
   *[no] throw
} your { $card }, the card likeliest to win a trick later.
seven-seals-why-duck-black = You hold no { $colour } or white seal to give back: winning this trick would cost a black seal (-3). { $follows ->
    [yes] Play under the winning card with
   *[no] Throw
} your { $card }, the card likeliest to win an unwanted trick later.
seven-seals-why-duck-kept = Keep your seals for the sure winners still in your hand: let this trick go. { $follows ->
    [yes] Play under the winning card with
   *[no] Throw
} your { $card }, the card likeliest to win an unwanted trick later.
seven-seals-why-duck-cannot = You cannot win this trick: { $follows ->
    [yes] play
   *[no] throw
} your { $card }, the card likeliest to win an unwanted trick later.
seven-seals-why-all-win-last = Whatever you play wins this trick: play your highest card, the { $card }, to be rid of it.
seven-seals-why-all-win = Every card you may play beats the trick so far: play your lowest, the { $card }, and hope a player after you takes the trick.
seven-seals-why-lead-master = Lead your { $card }: nobody can beat it, and you hold a { $colour } seal to give back for the trick.
seven-seals-why-lead-saboteur-short = You are the saboteur: lead your { $card }, likely to lose, in a colour these players hold no seal for: { $seats }.
seven-seals-why-lead-saboteur = You are the saboteur: lead your { $card }, the card likeliest to lose.
seven-seals-why-lead-lose = Lead your { $card }: with { $n } higher { $n ->
    [one] card
   *[other] cards
} still out it should lose, and better shed it now than let it win an unwanted trick later.
seven-seals-why-lead-least = Every card you hold could win a trick: lead your { $card }, the least costly one.

# How to write cards and moves in the terminal (its `help`)
seven-seals-notation =
    The colour's initial R Y G B V, then the number: R15 is red 15, V3 violet 3 (red is trump).
    Actions: `take red`, `steal red 2` (from P2), `saboteur`, `done`, `play R15`, `give white`

# The terminal's heading when a hand ends
seven-seals-hand-over = == Round { $n } over ==

seven-seals-refusal-not_predicted = The { $colour } seal is never taken to predict a trick: predict with red, yellow, green, blue or violet.

## Notation it cannot read (InvalidNotation), and where the round stands

seven-seals-unreadable-card-id = There is no card number { NUMBER($id, useGrouping: 0) }.
seven-seals-unreadable-card = “{ $text }” is not a card: write a colour letter (R red, Y yellow, G green, B blue, V violet) and a number 1..15, such as R15 or V3.
seven-seals-unreadable-colour = “{ $text }” is not a seal colour here; expected one of: { $colours }.
seven-seals-unreadable-deal-object = A seven-seals deal is {"{"}"dealer": SEAT, "hands": [[CARD, ...], ...]{"}"}.
seven-seals-unreadable-deal-dealer = The dealer must be a seat 0..{ $last }, not { $text }.
seven-seals-unreadable-deal-hands = The deal's hands must be a list of { $n } hands.
seven-seals-unreadable-deal-hand-size = Hand { $hand } of the deal must be a list of { $size } cards.
seven-seals-unreadable-deal-card = { $text } is not a card.
seven-seals-unreadable-deal-twice = { $card } is dealt twice.
seven-seals-unreadable-deal-outside = Cards outside the { $players }-player pack (ranks 1..{ $top }): { $cards }.
seven-seals-unreadable-action-id = There is no action number { $id }.
seven-seals-unreadable-empty = Empty action: write e.g. play R15, take red, done.
seven-seals-unreadable-steal = “{ $text }”: write steal COLOUR SEAT, e.g. steal red 2.
seven-seals-unreadable-steal-seat = “{ $text }”: the player to steal from is a seat 0..{ $last }.
seven-seals-unreadable-action = “{ $text }” is not a Seven Seals action: write play CARD (play R15), take COLOUR, steal COLOUR SEAT, saboteur, done, or give COLOUR|white.
seven-seals-unreadable-view-no-seat = The public view has no seat to sample for.
seven-seals-progress-predictions = Predictions
seven-seals-progress-trick = Trick { $n }
