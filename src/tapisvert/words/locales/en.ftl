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
