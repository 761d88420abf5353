# familles: the Jeu des Familles Amérindiennes on the Jeu des Sages deck.
# Seats ($p, $target, $dealer, $owner) arrive as the token `you` for the reader, else a name.

familles-name = Jeu des Familles Amérindiennes
# What this game calls a hand, for the messages about hands of the browser and the coach (words/locales: `hand-word`): hand, deal or round.
familles-hand-unit = deal
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

## The tutorial (games/familles/tutorial.py): a first deal at five, the learner deals and asks first

familles-tut-intro = Welcome to the Jeu des Familles! The 60 cards form ten families of six: a Sabia (the family's Grand-Mère), the Grand-Père (V), Mère (IV), Père (III), Fille (II) and Fils (I). You play with four others and you deal, so you ask first: on your turn, ask another player for a card you lack, of a family you already hold a card of. Whoever lays down the most families wins the deal.
familles-tut-outro = All ten families are down. You laid three, the Maya, the Ona and the Alakaluf, more than anyone: you win the deal and score 100 (a tie for the most families would score nobody). 200 points win a manche, and two manches the match.
familles-tut-01-ask = You hold four Maya cards: the Fils, the Fille, the Père and the Sabia. Ask for one you lack: ask { $target } for { $card }.
familles-tut-01-wrong = Start with the family you hold most of, the Maya: ask { $target } for { $card }.
familles-tut-02-again = Given: the card is yours, and a card given earns another ask. Only one Maya card is missing now: ask { $target } for { $card }. If { $target } does not have it, you draw the top card of the stock.
familles-tut-02-wrong = Finish the Maya first: only { $card } is missing. Ask { $target } for it.
familles-tut-03-jefa = Refused, but you drew the very card you asked for: you show it and ask again. Your six Maya cards went down at once, your first family! Now ask { $target } for { $card }: getting the Jefa earns two more asks.
familles-tut-03-wrong = Try for { $card }: getting the Jefa is worth two more asks. Ask { $target } for her.
familles-tut-04-asked = Refused: you drew a card from the stock, and your turn passed. { $p } asks you for { $card }: you hold it, so you must give it. Remember it: one asks only in a family one holds, so { $p } keeps another Alakaluf card.
familles-tut-06-public = { $p } gets { $card }. Every ask and every answer is public: everyone knows { $p } holds that card now, and another Ona card besides.
familles-tut-10-sure = Your turn again. { $target } was given { $card }: ask for it, a sure ask.
familles-tut-10-wrong = Use what you saw: { $target } was given { $card }. Ask { $target } for it.
familles-tut-11-back = Another sure ask: { $target } took { $card } from you. Ask for it back.
familles-tut-11-wrong = { $target } surely holds { $card }, which he took from you: ask him for it.
familles-tut-12-deduce = { $target } asked for an Ona card, so he held another one; of the Ona you lack, it can only be { $other } or { $card }. Ask for the Jefa: she earns two more asks.
familles-tut-12-wrong = { $target } holds { $other } or { $card }. Ask him for the Jefa: she is worth two more asks.
familles-tut-13-bonus = The Jefa: two more asks! { $target } asked for an Alakaluf card, so he holds { $card } or { $other }. Ask him for { $card }.
familles-tut-13-wrong = { $target } holds { $card } or { $other }: ask him for { $card }.
familles-tut-14-refusal = Refused, but the card you drew, { $drawn }, completed your Ona: down it went! Thanks to the Jefa you still have an ask. { $target } refused { $asked }, so his Alakaluf card is { $card }: ask for it.
familles-tut-14-wrong = { $target } refused { $asked }, so his Alakaluf card is { $card }. Ask him for it.
familles-tut-15-guess = Only { $card } is missing, and nobody has shown it: it is in a hand or in the stock. Guess: ask { $target }, who holds the most cards.
familles-tut-15-wrong = Nobody has shown { $card }: ask { $target } for it. He holds the most cards, so he is the likeliest to have it.
familles-tut-21-give = { $p } asks you for { $card }, the card you drew: you must give it, even a card drawn unseen.
familles-tut-24-empty = The stock is empty now: a refused player draws nothing, and his turn passes.
familles-tut-25-tell = { $p } asks you for { $card }, and you must give it. But he asks only in a family he holds: his other Alakaluf card can only be { $missing }, the one you lack!
familles-tut-26-grande-jefa = { $p } gets { $card }: two more asks for him, as the Jefa gave you, and his Chichimeca family goes down.
familles-tut-29-back = Your turn: get { $card } back from { $target }, a sure ask.
familles-tut-29-wrong = { $target } took { $card } from you: ask him for it.
familles-tut-30-last = Now ask { $target } for { $card }: he must hold it, and it completes your third family.
familles-tut-30-wrong = { $target } asked for an Alakaluf card, so he holds { $card }: ask him for it and lay down your Alakaluf.
familles-tut-31-out = Your hand is empty and so is the stock: you sit out while the others finish their families.

## Why the strategy asks (hints: policy.reason); $extra: jefa (S1 or S10: two more asks), last (the family's last card), none

familles-why-sure = { $target } surely holds { $card }: everyone saw it reach his hand. Ask him for it{ $extra ->
    [jefa] : a Jefa is worth two more asks
    [last] : it completes your family
   *[none] {""}
}.
familles-why-hidden = { $target } asked for a card of the { $family } while holding none in view, so he keeps one { $count ->
    [one] and it can only be { $card }. Ask him for it
   *[other] of the { $count } you have not seen. Ask him for { $card }
}{ $extra ->
    [jefa] : a Jefa is worth two more asks
    [last] : it completes your family
   *[none] {""}
}.
familles-why-guess = Nobody is known to hold { $card }, so guess where it is likeliest: { $target } holds { $unseen ->
    [one] one card
   *[other] { $unseen } cards
} nobody has seen. { $extra ->
    [jefa] And a Jefa is worth two more asks.
    [last] And it would complete your family.
   *[none] { $held ->
        [0] You hold no card of the { $family } yet.
        [one] You hold one card of the { $family }.
       *[other] You hold { $held } cards of the { $family }.
    }
}
familles-why-hopeless = { $target } cannot be holding { $card }: the ask will be refused, and you will draw from the stock.
familles-why-draw = Nobody can be holding a card you may ask for: any ask is refused, and you draw a card from the stock.

# How to write cards and moves in the terminal (its `help`)
familles-notation =
    S1 to S10 are the Sabias (each family's Grand-Mère), 6-V is family 6's card V (ranks I to V).
    Actions: `ask 2 6-V` asks P2 for 6-V

# The terminal's heading when a hand ends
familles-hand-over = == Deal { $n } over ==

## Notation it cannot read (InvalidNotation), and where the hand stands

familles-unreadable-action = “{ $text }” is not a familles action: write ask SEAT CARD, as in ask 2 6-V (ask P2 for the Maya Grand-Père).
familles-unreadable-seat = “{ $text }” is not a player: seats run 0..{ $last }.
familles-unreadable-history-line = “{ $text }” is not a familles history line.
familles-unreadable-view-no-seat = The public view has no seat to infer for.
familles-unreadable-view-sizes = Familles observation: the hand sizes do not match the history.
familles-unreadable-view-no-layout = Familles observation: no layout of the cards fits the public history.
familles-progress-turn = { $p ->
    [you] Your turn
   *[other] { $p }'s turn
}
