# Shared words: seats, lists, the refusals every game shares. The terminal's own words follow.
# Keys of a game live in its own catalogue (games/<id>/locales/en.ftl), prefixed by its id.

seat = { $p ->
    [you] you
   *[other] { $p }
}
seat-cap = { $p ->
    [you] You
   *[other] { $p }
}
list-nothing = nothing

refusal-no_such_action = There is no such move (action ids run from 0 to { NUMBER($last, useGrouping: "false") }).
refusal-match_over = The match is over: no more moves.
refusal-legal = This move is allowed now.
refusal-not_held = { $card ->
    [none] You do not hold that card.
   *[other] You do not hold { $card }.
}

## Bot levels (`Game.levels`: a bot chosen by strength; docs/bots.md)

level-beginner = Beginner
level-beginner-help = plays the sensible move, but three times in ten a random one: beatable
level-casual = Casual
level-casual-help = the rule-based player, as a regular plays
level-strong = Strong
level-strong-help = searches the possible deals before each move
level-expert = Expert
level-expert-help = searches longer (up to 1.5 s a move)

## The terminal (tapisvert play, replay)

term-help =
    Type an action as shown (its notation), or its number in the list.
    Seats are named you, P1, P2... (seat numbers count from 0, as actions write them).
    Other commands: help (this text), table (what happened since your last move, and the table),
    quit (leave the match).
    The whole rules, notation included: tapisvert rules { $game }
term-seats = Seats: { $seats }.
term-seat-bot = { $p } ({ $bot })
term-step = (Enter: next move, q: stop)
term-thinking = { $p ->
    [you] You are thinking
   *[other] { $p } is thinking
}
term-too-long = That is too long to be an action ({ $n } characters).
term-since-last-move = Since your last move:
term-no-number = No action number { $text }: choose 1 to { $n }.
term-cannot-read = I can't read that: { $error }
term-type-help = (type help)
term-not-allowed = Not allowed: { $reason }
term-your-move = Your move: { $moves }
term-total = { $unit ->
    [chips] { $p } { $n ->
        [one] { $n } chip
       *[other] { $n } chips
    }
   *[other] { $p } { $n }
}
term-totals-so-far = Totals so far: { $totals }
term-match-over = Match over. Totals: { $totals }. Winner: { $winners }.
term-start = { $game }: { $n } players, seed { NUMBER($seed, useGrouping: 0) }. Type 'help' for help.
term-record-appended = Record appended to { $path }.
term-left = You left the match.
term-stopped-watching = You stopped watching.

## Coach: hints and reviews (tapisvert review, the browser's hint and review panels)

coach-label = { $label ->
    [best] best
    [good] good
    [inaccuracy] inaccuracy
    [mistake] mistake
   *[blunder] blunder
}
coach-decision = { hand-word-cap } { $hand }, move { $move }: { $played } — { $label ->
    [best] the best move found.
   *[other] { coach-label } ({ $loss } { coach-unit } given up, 95% interval { $low } to { $high }); best: { $best }.
}
coach-count = { coach-label }: { $n }
coach-summary = Decisions: { $counts }; forced moves (not rated): { $forced }.
coach-costly = { hand-word-cap } { $hand }: { $played } gave up { $loss } on average ({ coach-label }); better: { $best }.
coach-hint = A strong player would play: { $move }
coach-hint-value = { $move }: { $mean } (95%: { $low } to { $high })
coach-unit = { $unit ->
    [chips] chips
   *[other] points
}

term-menu-game = tapisvert: which game? (its number or its id)
term-menu-choose = Choose a number from 1 to { $n } or its name.
term-menu-players = How many players? ({ $counts })
term-menu-played-by = { $game } is played by { $counts } players.
## Notation the shared parsers cannot read

notation-no-card-id = There is no card number { NUMBER($id, useGrouping: 0) }.
notation-sages-card = “{ $text }” is not a card: write S1..S10 for a Sabia, or FAMILY-RANK such as 6-V (the Maya Grand-Père), with families 1..10 and ranks I..V.

# A hand as each game calls it: `$hand_unit` is the game's own word, its catalogue's
# `<game>-hand-unit` (a poch deal, a seven-seals round; the terminal's `<game>-hand-over` says the
# same); the messages about hands (the coach's here, the browser's in web/src/locales) take it and
# refer to these three.
hand-word = { $hand_unit ->
    [deal] deal
    [round] round
   *[hand] hand
}
hand-word-cap = { $hand_unit ->
    [deal] Deal
    [round] Round
   *[hand] Hand
}
hand-words = { $hand_unit ->
    [deal] deals
    [round] rounds
   *[hand] hands
}
