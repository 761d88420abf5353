# Les mots du navigateur pour apprendre les jeux (issue 27) : règles, tutoriels, conseils, revues.

learn-title = Apprendre les jeux
learn-intro = Vous découvrez ces jeux ? Lisez les règles, ou jouez une première donne guidée.
learn-rules = Règles
learn-play = Apprendre à jouer
learn-starting = Mise en place de la table…
learn-failed = Le tutoriel n'a pas pu commencer : { $reason }

learn-rules-title = Règles : { $game }
learn-rules-contents = Sommaire
learn-rules-loading = Chargement des règles…
learn-rules-help = Les règles de ce jeu, à la partie qui compte maintenant
learn-rules-new_tab = Ouvrir dans un nouvel onglet
learn-close = Fermer
learn-back = Retour au salon

learn-tutorial = Tutoriel
learn-step = Étape { $step } sur { $total }
learn-watch = Les autres joueurs jouent : regardez ce qu'ils font.
learn-wrong = Pas tout à fait.
learn-done = Tutoriel terminé !
learn-done-next = Vous connaissez l'essentiel. Jouez maintenant une vraie table, ou apprenez un autre jeu.
learn-another = Apprendre un autre jeu

learn-hints-option = Conseils permis (un joueur peut demander ce que jouerait un bon joueur)
learn-hints-on = Conseils permis
learn-hint = Conseil
learn-hint-asking = Réflexion…
learn-hint-title = Un bon joueur jouerait
learn-hint-why = Pourquoi : { $reason }
learn-hint-best = Les meilleurs coups trouvés : le score espéré de la donne pour vous, avec son intervalle à 95 %
learn-hint-value = { $mean } ({ $low } à { $high })
learn-hint-worlds = { $n ->
    [one] Estimé sur { $n } donne des cartes que vous ne voyez pas.
   *[other] Estimé sur { $n } donnes des cartes que vous ne voyez pas.
}
learn-hint-only = C'est votre seul coup possible.
learn-hint-play = Le jouer
learn-err-hints_off = L'hôte ne permet pas les conseils à cette table.
learn-err-stale_hint = La partie a avancé : redemandez.

learn-review = Revoir mon jeu
learn-review-hand = Revoir mon jeu ({ hand-word } { $n })
learn-review-title = Revue du jeu de { $name }
learn-review-title-you = Revue de votre jeu
learn-review-progress = Évaluation des décisions : { $done } sur { $total }
learn-review-start = Évaluation des décisions…
learn-review-forced = { $n ->
    [one] { $n } coup forcé (non évalué)
   *[other] { $n } coups forcés (non évalués)
}
learn-review-costliest = Les décisions les plus coûteuses
learn-review-clean = Aucune décision coûteuse : bien joué !
learn-review-decisions = Toutes les décisions
learn-review-move = Coup
learn-review-played = Joué
learn-review-label = Note
learn-review-cost = Perdu
learn-review-best = Meilleur trouvé
learn-review-cost-value = { $loss } ({ $low } à { $high })
learn-review-none = Aucune décision à évaluer.
learn-review-about = Chaque décision est jugée d'après ce que la place pouvait savoir à ce moment, jamais d'après les cartes cachées : le coût est le score espéré de la donne perdu face au meilleur coup trouvé, avec son intervalle à 95 %.
learn-review-seat = Le jeu de qui
learn-err-review_busy = Une revue est déjà en cours de calcul.
learn-err-unknown_hand = Cette donne n'est pas encore finie.
learn-err-other = Un problème est survenu : { $message }
