# Mots communs : sièges, listes, refus communs à tous les jeux. Puis les mots du terminal.

seat = { $p ->
    [you] vous
   *[other] { $p }
}
seat-cap = { $p ->
    [you] Vous
   *[other] { $p }
}
list-nothing = rien

refusal-no_such_action = Ce coup n'existe pas (les numéros d'action vont de 0 à { NUMBER($last, useGrouping: "false") }).
refusal-match_over = La partie est terminée : plus aucun coup.
refusal-legal = Ce coup est permis maintenant.
refusal-not_held = { $card ->
    [none] Vous n'avez pas cette carte en main.
   *[other] Vous n'avez pas { $card } en main.
}
