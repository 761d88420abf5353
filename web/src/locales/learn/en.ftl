# The browser's words for learning the games (issue 27): rules pages, tutorials, hints, reviews.
# Keys start with `learn-`; the coach's shared words (coach-label, coach-unit) are in
# src/tapisvert/words/locales, each game's tutorial texts in its own catalogue.

learn-title = Learn the games
learn-intro = New to these games? Read the rules, or play a guided first hand.
learn-rules = Rules
learn-play = Learn to play
learn-starting = Setting the table…
learn-failed = The tutorial could not start: { $reason }

learn-rules-title = Rules of { $game }
learn-rules-contents = Contents
learn-rules-loading = Loading the rules…
learn-rules-help = The rules of this game, at the part that matters now
learn-rules-new_tab = Open in a new tab
learn-close = Close
learn-back = Back to the lobby

learn-tutorial = Tutorial
learn-step = Step { $step } of { $total }
learn-watch = The other players move: watch what they do.
learn-wrong = Not quite.
learn-done = Tutorial complete!
learn-done-next = You know the basics. Now play a real table, or learn another game.
learn-another = Learn another game

learn-hints-option = Hints allowed (a player may ask what a strong player would do)
learn-hints-on = Hints allowed
learn-hint = Hint
learn-hint-asking = Thinking…
learn-hint-title = A strong player would play
learn-hint-why = Why: { $reason }
learn-hint-best = The best moves found: the expected score of the hand for you, with its 95% interval
learn-hint-value = { $mean } ({ $low } to { $high })
learn-hint-worlds = { $n ->
    [one] Estimated from { $n } deal of the cards you cannot see.
   *[other] Estimated from { $n } deals of the cards you cannot see.
}
learn-hint-only = It is your only move.
learn-hint-play = Play it
learn-err-hints_off = The host does not allow hints at this table.
learn-err-stale_hint = The table moved on: ask again.

learn-review = Review my play
learn-review-hand = Review my play ({ hand-word } { $n })
learn-review-title = Review of { $name }'s play
learn-review-title-you = Review of your play
learn-review-progress = Rating the decisions: { $done } of { $total }
learn-review-start = Rating the decisions…
learn-review-forced = { $n ->
    [one] { $n } forced move (not rated)
   *[other] { $n } forced moves (not rated)
}
learn-review-costliest = The costliest decisions
learn-review-clean = No costly decision: well played!
learn-review-decisions = Every decision
learn-review-move = Move
learn-review-played = Played
learn-review-label = Rating
learn-review-cost = Given up
learn-review-best = Best found
learn-review-cost-value = { $loss } ({ $low } to { $high })
learn-review-none = No decision to rate.
learn-review-about = Each decision is rated from what the seat could know then, never from the hidden cards: the cost is the expected score of the hand given up against the best move found, with its 95% interval.
learn-review-seat = Whose play
learn-err-review_busy = A review is already being computed.
learn-err-unknown_hand = That hand is not finished yet.
learn-err-other = Something went wrong: { $message }
