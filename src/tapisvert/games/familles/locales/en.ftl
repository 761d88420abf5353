# familles: the Jeu des Familles Amérindiennes on the Jeu des Sages deck.
# Seats ($p, $target, $dealer, $owner) arrive as the token `you` for the reader, else a name.

familles-name = Jeu des Familles Amérindiennes
familles-summary = Happy families on the 60-card Jeu des Sages: ask for the cards you lack and lay down whole families; the most families scores 100, 200 win a manche, two manches the match.

## Options

familles-option-ask_requires_family = Ask only in a family you hold
familles-option-ask_requires_family-help = The asker must hold at least one card of the family of the card asked for (the traditional rule); off: any card of a family not yet laid down may be asked for.
familles-option-max_hands = Deals to play
familles-option-max_hands-help = Stop the match after this many deals (standings at that point); empty: play the whole match.

## Families and cards

familles-family = { $number ->
    [1] Ona
    [2] Manekenk
    [3] Alakaluf
    [4] Picunche
    [5] Chinchorro
    [6] Maya
    [7] Zapoteca
    [8] Azteca
    [9] Olmeca
   *[10] Chichimeca
}
familles-family-numbered = { $family } ({ $number })
familles-card = { $rank ->
    [sabia] { $number ->
        [1] Jefa de las Sabias de { $family } (S1)
        [10] Grande Jefa de las Sabias de { $family } (S10)
       *[other] Sabia { $family } (S{ $number })
    }
    [grand-pere] Grand-Père of the { $family } ({ $number }-V)
    [mere] Mère of the { $family } ({ $number }-IV)
    [pere] Père of the { $family } ({ $number }-III)
    [fille] Fille of the { $family } ({ $number }-II)
   *[fils] Fils of the { $family } ({ $number }-I)
}

## Actions and prompts

familles-kind-ask = Ask
familles-action-ask = Ask { $target ->
    [you] yourself
   *[other] { $target }
} for { $card }
familles-prompt = { $p ->
    [you] Your turn: ask another player for a card you lack{ $rule ->
        [family] , of a family you hold
       *[any] {""}
    } ({ $asks ->
        [one] 1 ask
       *[other] { $asks } asks
    } left).
   *[other] { $p } asks for a card ({ $asks ->
        [one] 1 ask
       *[other] { $asks } asks
    } left).
}

## Events

familles-ask-given = { $p ->
    [you] You
   *[other] { $p }
} asked { $target ->
    [you] you
   *[other] { $target }
} for { $card } and got it{ $asks ->
    [2] : two more asks
   *[other] {""}
}.
familles-ask-refused = { $p ->
    [you] You
   *[other] { $p }
} asked { $target ->
    [you] you
   *[other] { $target }
} for { $card }: refused.
familles-draw-shown = { $p ->
    [you] You
   *[other] { $p }
} drew { $card }, the card asked for, and showed it: another ask.
familles-draw = { $p ->
    [you] You
   *[other] { $p }
} { $reason ->
    [empty-hand] had no cards and drew one.
   *[unseen] drew a card.
}
familles-draw-card = { $p ->
    [you] You
   *[other] { $p }
} { $reason ->
    [empty-hand] had no cards and drew { $card }.
   *[unseen] drew { $card }.
}
familles-no-draw = { $p ->
    [you] You
   *[other] { $p }
} could not draw: the stock is empty.
familles-lay = { $p ->
    [you] You
   *[other] { $p }
} laid down the { $family } family ({ $number }).
familles-sit-out = { $reason ->
    [no-cards] { $p ->
        [you] You have
       *[other] { $p } has
    } no cards and the stock is empty: turn passed.
   *[nobody] { $p ->
        [you] You
       *[other] { $p }
    } sat out: nobody else holds cards.
}
familles-deal-over = All ten families are down: the deal is over.
familles-next-deal = Deal { $deal }: { $dealer ->
    [you] you deal and ask
   *[other] { $dealer } deals and asks
} first.
familles-match-over = The match is over ({ $reason ->
    [manches] two manches won
   *[max-hands] the deals agreed are played
}): { $count ->
    [one] the winner is
   *[other] the winners are
} { $winners }.

## The breakdown of a deal

familles-bd-families = Families laid down:
familles-bd-seat = { $p ->
    [you] you
   *[other] { $p }
}: { $count ->
    [0] no family
    [one] 1 family: { $families }
   *[other] { $count } families: { $families }
}
familles-bd-tie = A tie for the most families ({ $count }) between { $seats }: nobody scores.
familles-bd-winner = { $p ->
    [you] You win
   *[other] { $p } wins
} the deal with the most families ({ $count }): +{ $points }.
familles-bd-points = { $p ->
    [you] you
   *[other] { $p }
} { $points ->
    [0] 0
   *[other] +{ $points }
}
familles-bd-deal = This deal: { $points }.
familles-bd-score = { $p ->
    [you] you
   *[other] { $p }
} { $points }
familles-bd-manche = Manche { $manche }: { $scores } ({ $target } wins the manche).
familles-bd-manche-won = { $p ->
    [you] You win
   *[other] { $p } wins
} manche { $manche }; the scores start again from 0 ({ $manches } manches win the match).

## The table

familles-table-title = Jeu des Familles · deal { $deal }
familles-table-info = dealer: { $dealer ->
    [you] you
   *[other] { $dealer }
} · stock: { $stock ->
    [one] 1 card
   *[other] { $stock } cards
} · families down: { $down }/10
familles-table-cards = { $n ->
    [one] 1 card
   *[other] { $n } cards
}
familles-table-family = { $number } { $family }
familles-table-seat = score { $score }  manches { $manches }  laid: { $count ->
    [0] -
   *[other] { $laid }
}
familles-table-hand = your hand:
familles-table-no-cards = (no cards)
familles-table-over = match over: { $count ->
    [one] the winner is
   *[other] the winners are
} { $winners }
familles-table-turn = { $p ->
    [you] your turn: { $asks ->
        [one] 1 ask
       *[other] { $asks } asks
    } left
   *[other] { $p } to ask ({ $asks } left)
}

## Refusals

familles-refusal-ask_yourself = You cannot ask yourself: ask another player.
familles-refusal-no_cards = { $p ->
    [you] You have
   *[other] { $p } has
} no cards left and cannot be asked.
familles-refusal-family_laid = The { $family } family ({ $number }) is already laid down by { $owner ->
    [you] you
   *[other] { $owner }
}: { $card } cannot be asked for.
familles-refusal-own_card = { $card } is in your own hand: ask only for a card you lack.
familles-refusal-ask_requires_family = You hold no card of the { $family } family ({ $number }): you may ask only for a card of a family you hold.
