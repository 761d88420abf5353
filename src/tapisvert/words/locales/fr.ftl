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

## Niveaux des robots (`Game.levels` : un robot choisi par sa force ; docs/bots.md)

level-beginner = Débutant
level-beginner-help = joue le coup sensé, mais trois fois sur dix un coup au hasard : à votre portée
level-casual = Amateur
level-casual-help = le joueur à règles, comme joue un habitué
level-strong = Fort
level-strong-help = explore les donnes possibles avant chaque coup
level-expert = Expert
level-expert-help = explore plus longtemps (jusqu'à 1,5 s par coup)

## Le terminal (tapisvert play, replay)

term-help =
    Tapez une action telle qu'elle est affichée (sa notation), ou son numéro dans la liste.
    Les sièges s'appellent vous, P1, P2... (les numéros de siège partent de 0, comme dans les actions).
    Autres commandes : help (ce texte), table (ce qui s'est passé depuis votre dernier coup, et la table),
    quit (quitter la partie).
    Les règles complètes, notation comprise : tapisvert rules { $game } --lang fr
term-seats = Sièges : { $seats }.
term-seat-bot = { $p } ({ $bot })
term-step = (Entrée : coup suivant, q : arrêter)
term-thinking = { $p ->
    [you] Vous réfléchissez
   *[other] { $p } réfléchit
}
term-too-long = C'est trop long pour une action ({ $n } caractères).
term-since-last-move = Depuis votre dernier coup :
term-no-number = Pas d'action numéro { $text } : choisissez de 1 à { $n }.
term-cannot-read = Je ne comprends pas : { $error }
term-type-help = (tapez help)
term-not-allowed = Interdit : { $reason }
term-your-move = Coups possibles : { $moves }
term-total = { $unit ->
    [chips] { $p } { $n ->
        [one] { $n } jeton
       *[other] { $n } jetons
    }
   *[other] { $p } { $n }
}
term-totals-so-far = Totaux provisoires : { $totals }
term-match-over = Partie terminée. Totaux : { $totals }. Vainqueur : { $winners }.
term-start = { $game } : { $n } joueurs, graine { NUMBER($seed, useGrouping: 0) }. Tapez « help » pour l'aide.
term-record-appended = Enregistrement ajouté à { $path }.
term-left = Vous avez quitté la partie.
term-stopped-watching = Vous avez cessé de regarder.

## Conseils et revues (tapisvert review, les panneaux du navigateur)

coach-label = { $label ->
    [best] meilleur coup
    [good] bon coup
    [inaccuracy] imprécision
    [mistake] erreur
   *[blunder] gaffe
}
coach-decision = { hand-word-cap } { $hand }, coup { $move } : { $played } — { $label ->
    [best] le meilleur coup trouvé.
   *[other] { coach-label } ({ $loss } { coach-unit } perdus en moyenne, intervalle à 95 % de { $low } à { $high }) ; meilleur : { $best }.
}
coach-count = { coach-label } : { $n }
coach-summary = Décisions : { $counts } ; coups forcés (non notés) : { $forced }.
coach-costly = { hand-word-cap } { $hand } : { $played } a coûté { $loss } en moyenne ({ coach-label }) ; mieux : { $best }.
coach-hint = Un joueur fort jouerait : { $move }
coach-hint-value = { $move } : { $mean } (95 % : de { $low } à { $high })
coach-unit = { $unit ->
    [chips] jetons
   *[other] points
}

term-menu-game = tapisvert : quel jeu ? (son numéro ou son identifiant)
term-menu-choose = Choisissez un numéro de 1 à { $n } ou son nom.
term-menu-players = Combien de joueurs ? ({ $counts })
term-menu-played-by = { $game } se joue à { $counts } joueurs.
## Notation que les lecteurs communs ne savent pas lire

notation-no-card-id = Il n'y a pas de carte numéro { NUMBER($id, useGrouping: 0) }.
notation-sages-card = « { $text } » n'est pas une carte : écrivez S1..S10 pour une Sabia, ou FAMILLE-RANG comme 6-V (le Grand-Père Maya), avec les familles 1..10 et les rangs I..V.

# Une donne selon le jeu : `$hand_unit` est le mot du jeu, `<game>-hand-unit` de son catalogue (la
# manche des Sept Sceaux) ; les messages sur les donnes (ceux du coach ici, ceux du navigateur dans
# web/src/locales) le prennent et renvoient à ces trois-ci.
hand-word = { $hand_unit ->
    [manche] manche
   *[donne] donne
}
hand-word-cap = { $hand_unit ->
    [manche] Manche
   *[donne] Donne
}
hand-words = { $hand_unit ->
    [manche] manches
   *[donne] donnes
}
