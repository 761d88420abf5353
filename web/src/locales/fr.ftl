# Les mots du navigateur (web/) : le salon, le cadre de la table, les commandes, les tables de jeu.
# Ce que dit un jeu est dans son propre catalogue (src/tapisvert/games/<id>/locales/).

app-language = Langue

lang-fr = Français
lang-pt = Português
lang-en = English

nav-lobby = Retour au salon

title-your_turn = À vous

lobby-new_table = Nouvelle table
lobby-your_name = Votre nom
lobby-game = Jeu
lobby-players = Joueurs
lobby-seats = Places
lobby-human = Humain
lobby-bot = Robot
lobby-levels = Niveaux
lobby-level-rated = { $level } · { $rating }
lobby-level-rating-help = Cote { $rating } à ce nombre de joueurs (intervalle à 95 % : { $low } à { $high }), le jeu au hasard coté 0 : 200 points de plus qu’un adversaire gagnent environ trois donnes sur quatre.
lobby-advanced = Avancé (spécification du robot)
lobby-options = Options
lobby-none = aucune
lobby-spectators = Les spectateurs peuvent regarder
lobby-clock = Pendule (réserve + incrément)
lobby-bank = Réserve (s)
lobby-increment = Incrément (s)
lobby-table_name = Nom de la table (facultatif)
lobby-create = Créer la table
lobby-open_tables = Tables ouvertes
lobby-watch = Regarder
lobby-open = Ouvrir
lobby-no_tables = Aucune table ouverte : créez-en une.
lobby-join_hint = Pour rejoindre la table d'un ami, ouvrez le lien d'invitation qu'il vous envoie.
lobby-finished = Parties terminées
lobby-replays = Revoir
lobby-match_n = Partie { $n }
lobby-no_finished = Aucune partie terminée.

status-open = attend des joueurs
status-playing = en jeu
status-finished = terminée
status-closed = fermée

join-title = Prenez place
join-name = Votre nom
join-sit = S'asseoir
join-watch = Seulement regarder
join-checking = Vérification de l'invitation…
join-refused = Ce lien ne vous donne pas de place
join-seat_at = Place { $n } à { $game }

conn-connecting = Connexion…
conn-reconnecting = Reconnexion…
conn-gone = Cette table est injoignable.

invites-title = Liens d'invitation
invites-any = Prochaine place libre
invites-seat = Place { $n }
invites-copy = Copier
invites-copied = Copié

table-seats = Places
table-middle = Table
table-controls = Vos coups
table-dealer = donneur
table-hand_n = { hand-word-cap } { $n }
table-move_n = Coup { NUMBER($n, useGrouping: 0) }
table-your_turn = À vous
table-turn_of = À { $name } de jouer
table-over = Partie terminée
table-your_turn_prompt = À vous : choisissez un coup
table-wait = On attend { $name }…
table-last_trick = Dernière levée
table-last_hand = Décompte de la dernière { hand-word }
table-nothing_yet = Rien pour l'instant.
table-spectator = spectateur
table-rematch = Revanche
table-replay = Revoir
table-leave = Quitter
table-match_over = Partie terminée — gagnée par { $names }
table-spectators_n = { $n ->
    [one] { $n } spectateur
   *[other] { $n } spectateurs
}
table-waiting_players = { $n ->
    [one] En attente des joueurs : encore une place libre. Envoyez-leur les liens d'invitation.
   *[other] En attente des joueurs : encore { $n } places libres. Envoyez-leur les liens d'invitation.
}

tab-log = Journal
tab-score = Scores
tab-last = Dernière levée / { hand-word }
tab-last_hand = Dernière { hand-word }

seat-you = vous
seat-team = équipe { $n }
seat-bot = robot { $bot }
seat-standin_by = le robot { $bot } joue à sa place
seat-free = place libre
seat-offline = déconnecté
seat-online = connecté
seat-standin = un robot remplace
seat-cards = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
seat-to_act = à jouer
seat-bot_name = Robot { $n }
seat-default_name = Place { $n }


log-gap = (coups précédents non affichés)
log-empty = Aucun coup pour l'instant.

by-fallback = robot trop lent : l'heuristique a joué
by-timeout = temps écoulé : l'heuristique a joué
by-standin = robot remplaçant

board-samba-stock = talon : { $n }
board-samba-pile = pile : { $n }
board-samba-frozen = gelé
board-samba-canasta-natural = canasta naturelle
board-samba-canasta-mixed = canasta mixte
board-samba-canasta-samba = samba

controls-melds_available = { $n ->
    [one] une combinaison possible
   *[other] { $n } combinaisons possibles
}
controls-select_hint = Touchez des cartes pour les choisir : les combinaisons qu'elles forment s'affichent ici.
controls-target = { $kind } : { $name }
controls-amount = Montant

board-sabias-taker = preneur
board-sabias-partner = partenaire
board-sabias-grande_jefa = Grande Jefa
board-sabias-called = Sabia appelée :
board-sabias-made = réussie
board-sabias-failed = chutée

board-seven-seals-saboteur = saboteur

board-familles-stock = pioche : { $n }
board-familles-down = familles posées : { $n }

board-poch-trump = Atout
board-poch-bet = mise : { $n }
board-poch-stake = mise { $n }
board-poch-dropped = abandonné
board-poch-out = éliminé
board-poch-bet_won = { $name } gagne le pot de { $pot }

phase-sabias-taking = Prise
phase-sabias-call = Appel du partenaire
phase-sabias-announcements = Annonces
phase-sabias-play = Jeu de la carte
phase-sabias-over = Fini
phase-seven-seals-predict = Prédictions
phase-seven-seals-play = Jeu de la carte
phase-seven-seals-give = Restitution des sceaux
phase-seven-seals-over = Fini
phase-samba-turn = Piocher ou prendre le talon
phase-samba-answer = Le partenaire répond
phase-samba-play = Poser et défausser
phase-samba-over = Fini
phase-poch-betting = Enchères
phase-poch-runs = Suites
phase-poch-over = Fini

score-trick_points = Points des cartes
score-manche_scores = Cette manche
score-manches = Manches gagnées
score-totals = Total
score-families = Familles
score-scores = Score
score-manches_won = Manches gagnées
score-round = Tour { $n }
score-hand = { hand-word-cap } { $n }
score-chips = Jetons
score-stakes = Mises

replay-title = Revoir
replay-first = Premier coup
replay-prev = Coup précédent
replay-next = Coup suivant
replay-last = Dernier coup
replay-play = Lecture
replay-pause = Pause
replay-position = Position
replay-move = coup { $n } / { $total }

err-network = Le serveur est injoignable.
err-http = Le serveur a répondu par une erreur ({ $status }).
err-offline = Déconnecté : reconnexion…
err-bad_json = Message incompris.
err-bad_message = Message invalide : { $reason }
err-unknown_type = Type de message inconnu { $type }.
err-hello_first = Pas encore connecté.
err-bad_token = Votre place à cette table n'est plus valable.
err-no_spectators = Cette table n'admet pas de spectateurs.
err-not_seated = Les spectateurs ne jouent pas.
err-not_your_turn = Ce n'est pas à vous : c'est à { $to_act } de jouer.
err-stale_move = La table a avancé ; voici la position actuelle.
err-bad_notation = Ce n'est pas un coup de ce jeu : { $action }
err-illegal_move = Interdit : { $rule }
err-match_over = La partie est finie.
err-match_not_over = La partie n'est pas finie.
err-too_big = Message trop long.
err-rate_limited = Trop de messages : ralentissez.
err-table_closed = Cette table est fermée.
err-unknown_table = Cette table n'existe pas.
err-not_owner = La table a changé de serveur : reconnexion…
err-internal = Le serveur a rencontré une erreur.
err-unknown_game = Jeu inconnu.
err-bad_players = Ce nombre de joueurs n'est pas permis.
err-bad_option = Cette valeur de « { $option } » n'est pas permise.
err-bad_options = Ces options ne vont pas ensemble.
err-bad_bot = Robot inconnu.
err-bad_seats = Les places ne conviennent pas.
err-bad_clock = La pendule ne convient pas.
err-bad_request = Requête invalide.
err-bad_invite = Cette invitation n'est pas valable pour cette table.
err-seat_taken = Cette place est déjà prise.
err-not_found = Introuvable.
err-no_replay = Cette partie ne peut pas encore être revue.
err-table_full = Toutes les places de cette table sont prises.
err-bad_host_token = Seul l'hôte de la table peut faire cela.
err-unknown_match = Cette partie n'existe pas.
err-seed_not_allowed = Ce serveur choisit les donnes : une table ne peut pas fixer sa graine.
err-too_deep = Les données sont trop imbriquées (au plus { $limit } niveaux).
err-bad_text = « { $field } » contient un caractère interdit.
err-bad_content_type = La requête doit être envoyée en JSON.
err-bad_origin = Cette page ne peut pas utiliser ce serveur (origine { $origin }).
err-too_many_connections = Trop de connexions depuis votre adresse (au plus { $limit }).

## La fin d'une donne, la feuille de marque, la discussion, les réglages de la table (issue 26)
result-title = Fin de la { hand-word } { $n }
result-this_hand = Cette { hand-word }
result-match_total = Total de la partie
result-ready = Prêts : { $names }
result-waiting = on attend { $names }
result-starts_in = { $n ->
    [0] La { hand-word } suivante commence
    [one] La { hand-word } suivante commence dans { $n } seconde
   *[other] La { hand-word } suivante commence dans { $n } secondes
}
result-next_hand = { hand-word-cap } suivante
result-ready_you = Vous êtes prêt
sheet-by_hand = { hand-word-cap } par { hand-word }
sheet-now = Cette { hand-word } jusqu'ici
sheet-winner = gagnant
sheet-leader = en tête
table-trick_won_by = { $name ->
    [you] Vous remportez le pli
   *[other] { $name } remporte le pli
}
tab-chat = Discussion
chat-empty = Aucun message pour l'instant.
chat-placeholder = Écrire un message…
chat-send = Envoyer
chat-mute = Masquer ce joueur
chat-unmute = Afficher de nouveau ce joueur
chat-muted_n = { $n ->
    [one] { $n } message masqué
   *[other] { $n } messages masqués
}
chat-unmute_all = tout afficher
chat-spectators_off = L'hôte a fermé la discussion aux spectateurs.
chat-quick-hello = Bonjour !
chat-quick-good_luck = Bonne chance !
chat-quick-well_played = Bien joué !
chat-quick-thanks = Merci !
chat-quick-oops = Oups !
chat-quick-one_moment = Un instant, s'il vous plaît.
chat-quick-bye = Au revoir, merci pour la partie !
settings-title = Réglages
settings-trick_hold = Un pli terminé reste
settings-seconds = { $n } s
settings-off = pas du tout
lobby-length = Durée
lobby-length-hands = { $n ->
    [one] { $n } { hand-word } · environ { $time }
   *[other] { $n } { hand-words } · environ { $time }
}
lobby-length-full = La partie entière · environ { $hands } { hand-words }, { $time }
lobby-length-custom = { $n ->
    [one] { $n } { hand-word }
   *[other] { $n } { hand-words }
}
lobby-length-pace = Mesuré avec des bots aux options par défaut, au rythme humain de { $decision } s par coup et { $hand } s par { hand-word }.
lobby-length-full-unknown = La partie entière · sa durée n’a pas été mesurée à ces options
lobby-length-pace-measured = Mesuré avec des bots à ces options, au rythme humain de { $decision } s par coup et { $hand } s par { hand-word }.
lobby-length-pace-estimated = Estimé d’après des parties de bots à des options voisines, au rythme humain de { $decision } s par coup et { $hand } s par { hand-word }.
lobby-length-pace-unmeasured = La partie entière n’a pas été mesurée à cette valeur de { $options } ; une { hand-word } est comptée au rythme humain de { $decision } s par coup et { $hand } s par { hand-word }.
lobby-minutes = { $n } min
lobby-hours = { $n } h
lobby-show_idle = { $n ->
    [one] Afficher la table inactive depuis des heures
   *[other] Afficher les { $n } tables inactives depuis des heures
}
lobby-abandoned = abandonnée
lobby-active_now = active à l'instant
lobby-active_minutes = { $n ->
    [one] dernière activité il y a { $n } minute
   *[other] dernière activité il y a { $n } minutes
}
lobby-active_hours = { $n ->
    [one] dernière activité il y a { $n } heure
   *[other] dernière activité il y a { $n } heures
}
invites-taken = pris par { $name }
controls-ask_caption = { $kind } — les cartes que vous pouvez demander à { $name } ({ $n }) : pas votre main
result-between_hands = Entre deux { hand-words }
notfound-title = Page introuvable
notfound-text = Il n'y a rien à l'adresse { $path }.

err-hints_off = L'hôte n'autorise pas les conseils à cette table.
err-stale_hint = La table a avancé ; redemandez.
err-unknown_hand = Cette donne n'est pas encore terminée.
err-review_busy = Votre analyse est encore en cours de calcul.
err-review_not_allowed = Avant la fin de la partie, chacun n'analyse que son propre jeu.
err-waiting_next_hand = La { hand-word } suivante commence quand tout le monde est prêt.
err-tutorial_move = Ce n'est pas le coup que cette étape enseigne.
err-no_tutorial = Ce jeu n'a pas encore de tutoriel.
err-no_rules = Pas de page de règles dans cette langue.
err-no_lengths = Ce jeu n’a pas été mesuré à ce nombre de joueurs.
err-chat_off = L'hôte n'autorise pas les spectateurs à discuter.
err-chat_too_long = Un message fait au plus { $limit } caractères.
err-chat_rate_limited = Trop de messages : patientez un instant.
table-leave_confirm = Quitter cette table ? Votre place sera libérée.
