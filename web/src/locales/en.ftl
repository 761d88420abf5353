# The browser's own words (web/): the lobby, the table's frame, the controls, the boards' labels.
# Everything a game says (its name, options, cards, actions, events, refusals, breakdown) is in
# its own catalogue (src/tapisvert/games/<id>/locales/), shared with the terminal; the shared
# words (seats, lists) in src/tapisvert/words/locales/. Keys here never start with a game's id.

app-language = Language

lang-fr = Français
lang-pt = Português
lang-en = English

nav-lobby = Back to the lobby

title-your_turn = Your turn

lobby-new_table = New table
lobby-your_name = Your name
lobby-game = Game
lobby-players = Players
lobby-seats = Seats
lobby-human = Human
lobby-bot = Bot
lobby-levels = Levels
lobby-level-rated = { $level } · { $rating }
lobby-level-rating-help = Rated { $rating } at this number of players (95% interval { $low } to { $high }), random play rated 0: 200 points above an opponent wins about three deals in four.
lobby-advanced = Advanced (bot spec)
lobby-options = Options
lobby-none = none
lobby-spectators = Spectators may watch
lobby-clock = Clock (time bank + increment)
lobby-bank = Bank (s)
lobby-increment = Increment (s)
lobby-table_name = Table name (optional)
lobby-create = Create the table
lobby-open_tables = Open tables
lobby-watch = Watch
lobby-open = Open
lobby-no_tables = No open table yet: create one.
lobby-join_hint = To sit at a friend's table, open the invite link they send you.
lobby-finished = Finished matches
lobby-replays = Replays
lobby-match_n = Match { $n }
lobby-no_finished = No finished match yet.

status-open = waiting for players
status-playing = playing
status-finished = finished
status-closed = closed

join-title = Take your seat
join-name = Your name
join-sit = Sit down
join-watch = Just watch
join-checking = Checking the invite…
join-refused = This link cannot seat you
join-seat_at = Seat { $n } at { $game }

conn-connecting = Connecting…
conn-reconnecting = Reconnecting…
conn-gone = This table cannot be reached.

invites-title = Invite links
invites-any = Next free seat
invites-seat = Seat { $n }
invites-copy = Copy
invites-copied = Copied

table-seats = Seats
table-middle = Table
table-controls = Your moves
table-dealer = dealer
table-hand_n = { hand-word-cap } { $n }
table-move_n = Move { NUMBER($n, useGrouping: 0) }
table-your_turn = Your turn
table-turn_of = { $name } to play
table-over = Match over
table-your_turn_prompt = Your turn: choose a move
table-wait = Waiting for { $name }…
table-last_trick = Last trick
table-last_hand = Last { hand-word }'s scoring
table-nothing_yet = Nothing yet.
table-spectator = spectator
table-rematch = Rematch
table-replay = Replay
table-leave = Leave
table-match_over = Match over — won by { $names }
table-spectators_n = { $n } watching
table-waiting_players = { $n ->
    [one] Waiting for players: one seat still free. Send them the invite links.
   *[other] Waiting for players: { $n } seats still free. Send them the invite links.
}

tab-log = Log
tab-score = Scores
tab-last = Last trick / { hand-word }
tab-last_hand = Last { hand-word }

seat-you = you
seat-team = team { $n }
seat-bot = bot { $bot }
seat-standin_by = bot { $bot } plays for them
seat-free = free seat
seat-offline = disconnected
seat-online = connected
seat-standin = a bot stands in
seat-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
seat-to_act = to play
seat-bot_name = Bot { $n }
seat-default_name = Seat { $n }


log-gap = (earlier moves not shown)
log-empty = No move yet.

by-fallback = bot too slow: the heuristic played
by-timeout = time ran out: the heuristic played
by-standin = stand-in bot

board-samba-stock = stock: { $n }
board-samba-pile = pile: { $n }
board-samba-frozen = frozen
board-samba-canasta-natural = natural canasta
board-samba-canasta-mixed = mixed canasta
board-samba-canasta-samba = samba

controls-melds_available = { $n ->
    [one] one meld possible
   *[other] { $n } melds possible
}
controls-select_hint = Tap cards to select them: the melds they make appear here.
controls-target = { $kind }: { $name }
controls-amount = Amount

board-sabias-taker = taker
board-sabias-partner = partner
board-sabias-grande_jefa = Grande Jefa
board-sabias-called = Called Sabia:
board-sabias-made = made
board-sabias-failed = failed

board-seven-seals-saboteur = saboteur

board-familles-stock = stock: { $n }
board-familles-down = families laid down: { $n }

board-poch-trump = Trump
board-poch-bet = bet: { $n }
board-poch-stake = stake { $n }
board-poch-dropped = dropped
board-poch-out = out
board-poch-bet_won = { $name } wins the pot of { $pot }

phase-sabias-taking = Taking
phase-sabias-call = Calling a partner
phase-sabias-announcements = Announcements
phase-sabias-play = Play
phase-sabias-over = Over
phase-seven-seals-predict = Predictions
phase-seven-seals-play = Play
phase-seven-seals-give = Giving seals back
phase-seven-seals-over = Over
phase-samba-turn = Draw or take the pile
phase-samba-answer = Partner answers
phase-samba-play = Meld and discard
phase-samba-over = Over
phase-poch-betting = Betting
phase-poch-runs = Runs
phase-poch-over = Over

score-trick_points = Card points
score-manche_scores = This manche
score-manches = Manches won
score-totals = Total
score-families = Families
score-scores = Score
score-manches_won = Manches won
score-round = Round { $n }
score-hand = { hand-word-cap } { $n }
score-chips = Chips
score-stakes = Stakes

replay-title = Replay
replay-first = First move
replay-prev = Previous move
replay-next = Next move
replay-last = Last move
replay-play = Play
replay-pause = Pause
replay-position = Position
replay-move = move { $n } / { $total }

err-network = The server cannot be reached.
err-http = The server answered with an error ({ $status }).
err-offline = Not connected: reconnecting…
err-bad_json = The message was not understood.
err-bad_message = Bad message: { $reason }
err-unknown_type = Unknown message type { $type }.
err-hello_first = Not connected yet.
err-bad_token = Your seat at this table is no longer valid.
err-no_spectators = This table does not admit spectators.
err-not_seated = Spectators cannot play.
err-not_your_turn = Not your turn: { $to_act } is to play.
err-stale_move = The table moved on; here is the current position.
err-bad_notation = Not a move of this game: { $action }
err-illegal_move = Not allowed: { $rule }
err-match_over = The match is over.
err-match_not_over = The match is not over yet.
err-too_big = Message too big.
err-rate_limited = Too many messages: slow down.
err-table_closed = This table is closed.
err-unknown_table = There is no such table.
err-not_owner = The table moved to another server: reconnecting…
err-internal = The server hit an error.
err-unknown_game = Unknown game.
err-bad_players = That number of players is not allowed.
err-bad_option = This value of “{ $option }” is not allowed.
err-bad_options = These options do not go together.
err-bad_bot = Unknown bot.
err-bad_seats = The seats are not right.
err-bad_clock = The clock is not right.
err-bad_request = Bad request.
err-bad_invite = This invite is not valid for this table.
err-seat_taken = This seat is already taken.
err-not_found = Not found.
err-no_replay = This match cannot be replayed yet.
err-table_full = Every seat of this table is taken.
err-bad_host_token = Only the table's host can do that.
err-unknown_match = There is no such match.
err-seed_not_allowed = This server chooses the deals: a table cannot fix its seed.
err-too_deep = The data is nested too deeply (at most { $limit } levels).
err-bad_text = “{ $field }” contains a character that is not allowed.
err-bad_content_type = The request must be sent as JSON.
err-bad_origin = This page may not use this server (origin { $origin }).
err-too_many_connections = Too many connections from your address (at most { $limit }).

## The end of a hand, the score sheet, the chat, the table's settings (issue 26)
result-title = { hand-word-cap } { $n } is over
result-this_hand = This { hand-word }
result-match_total = Match total
result-ready = Ready: { $names }
result-waiting = waiting for { $names }
result-starts_in = { $n ->
    [0] The next { hand-word } starts now
    [one] The next { hand-word } starts in { $n } second
   *[other] The next { hand-word } starts in { $n } seconds
}
result-next_hand = Next { hand-word }
result-ready_you = You are ready
sheet-by_hand = { hand-word-cap } by { hand-word }
sheet-now = This { hand-word } so far
sheet-winner = winner
sheet-leader = leading
table-trick_won_by = { $name ->
    [you] You win the trick
   *[other] { $name } wins the trick
}
tab-chat = Chat
chat-empty = No messages yet.
chat-placeholder = Write a message…
chat-send = Send
chat-mute = Mute this player
chat-unmute = Show this player again
chat-muted_n = { $n ->
    [one] { $n } message hidden
   *[other] { $n } messages hidden
}
chat-unmute_all = show everyone
chat-spectators_off = The host turned spectators' chat off.
chat-quick-hello = Hello!
chat-quick-good_luck = Good luck!
chat-quick-well_played = Well played!
chat-quick-thanks = Thanks!
chat-quick-oops = Oops!
chat-quick-one_moment = One moment, please.
chat-quick-bye = Bye, thanks for the game!
settings-title = Settings
settings-trick_hold = A finished trick stays
settings-seconds = { $n } s
settings-off = not at all
lobby-length = Length
lobby-length-hands = { $n ->
    [one] { $n } { hand-word } · about { $time }
   *[other] { $n } { hand-words } · about { $time }
}
lobby-length-full = The whole match · about { $hands } { hand-words }, { $time }
lobby-length-custom = { $n ->
    [one] { $n } { hand-word }
   *[other] { $n } { hand-words }
}
lobby-length-pace = Measured with bots at the default options, at a human pace of { $decision } s a move and { $hand } s a { hand-word }.
lobby-length-full-unknown = The whole match · its length was not measured at these options
lobby-length-pace-measured = Measured with bots at these options, at a human pace of { $decision } s a move and { $hand } s a { hand-word }.
lobby-length-pace-estimated = Estimated from bot matches at nearby options, at a human pace of { $decision } s a move and { $hand } s a { hand-word }.
lobby-length-pace-unmeasured = The whole match was not measured at this value of { $options }; a { hand-word } is priced at a human pace of { $decision } s a move and { $hand } s a { hand-word }.
lobby-minutes = { $n } min
lobby-hours = { $n } h
lobby-show_idle = { $n ->
    [one] Show the table left idle for hours
   *[other] Show the { $n } tables left idle for hours
}
lobby-abandoned = abandoned
lobby-active_now = active now
lobby-active_minutes = { $n ->
    [one] last active { $n } minute ago
   *[other] last active { $n } minutes ago
}
lobby-active_hours = { $n ->
    [one] last active { $n } hour ago
   *[other] last active { $n } hours ago
}
invites-taken = taken by { $name }
controls-ask_caption = { $kind } — the cards you may ask { $name } for ({ $n }): not your hand
result-between_hands = Between two { hand-words }
notfound-title = Page not found
notfound-text = There is nothing at { $path }.

err-hints_off = The host does not allow hints at this table.
err-stale_hint = The table moved on; ask again.
err-unknown_hand = That hand is not finished yet.
err-review_busy = Your review is still being computed.
err-review_not_allowed = Until the match is over, only a seat may review its own play.
err-waiting_next_hand = The next { hand-word } starts when everyone is ready.
err-tutorial_move = That is not the move this step teaches.
err-no_tutorial = This game has no tutorial yet.
err-no_rules = No rules page in this language.
err-no_lengths = This game was not measured at this number of players.
err-chat_off = The host does not allow spectators to chat.
err-chat_too_long = A chat message has at most { $limit } characters.
err-chat_rate_limited = Too many chat messages: wait a moment.
table-leave_confirm = Leave this table? Your seat will be given up.
