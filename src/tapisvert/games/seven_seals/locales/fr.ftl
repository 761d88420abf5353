# Die Sieben Siegel (Les Sept Sceaux) : les mots du jeu en français.
# Les places ($p, $victim, $dealer, $first) arrivent en `you` pour le lecteur, sinon sous leur nom.
# Les couleurs ($colour, $led) arrivent rendues par `seven-seals-colour` ; une carte par `seven-seals-card`.

seven-seals-name = Les Sept Sceaux
seven-seals-summary = Jeu de levées avec prédictions par couleur : prenez un sceau pour chaque pli que vous comptez ramasser dans cette couleur ; le rouge est atout ; un saboteur contrarie les plans des autres.

## Options

seven-seals-option-max_hands = Nombre de manches
seven-seals-option-max_hands-help = Arrêter la partie après ce nombre de manches (classement à ce moment-là) ; vide : jouer la partie entière.
seven-seals-option-saboteur_base_3p = Base du saboteur à trois joueurs
seven-seals-option-saboteur_base_3p-help = La pénalité de départ du saboteur à trois joueurs : 4 comme le dit la fiche, ou 5 comme le suggèrent les règles publiées, pour rendre le saboteur moins attrayant à trois.

## Cartes et sceaux

seven-seals-card = { $colour ->
    [red] rouge
    [yellow] jaune
    [green] vert
    [blue] bleu
   *[violet] violet
} { $rank }
seven-seals-colour = { $colour ->
    [red] rouge
    [yellow] jaune
    [green] vert
    [blue] bleu
    [violet] violet
    [white] blanc
   *[black] noir
}
seven-seals-seals = { $n } { $n ->
    [one] sceau { $colour ->
        [red] rouge
        [yellow] jaune
        [green] vert
        [blue] bleu
        [violet] violet
        [white] blanc
       *[black] noir
    }
   *[other] sceaux { $colour ->
        [red] rouges
        [yellow] jaunes
        [green] verts
        [blue] bleus
        [violet] violets
        [white] blancs
       *[black] noirs
    }
}
seven-seals-phase = { $phase ->
    [predict] prédictions
    [play] jeu de la carte
    [give] un sceau à rendre
   *[over] terminée
}

## Sortes d'actions et actions

seven-seals-kind-take = Prendre un sceau
seven-seals-kind-steal = Voler un sceau
seven-seals-kind-saboteur = Le saboteur
seven-seals-kind-done = Fin des prédictions
seven-seals-kind-play = Jouer une carte
seven-seals-kind-give = Rendre un sceau

seven-seals-action-play = Jouer { $card }
seven-seals-action-take = Prendre un sceau { $colour }
seven-seals-action-steal = Voler un sceau { $colour } à { $p ->
    [you] vous-même
   *[other] { $p }
}
seven-seals-action-saboteur = Être le saboteur
seven-seals-action-done = Fin des prédictions
seven-seals-action-give = Rendre un sceau { $colour }

## Invites (à la place qui doit jouer)

seven-seals-prompt-predict = { $step ->
    [first] Prédisez : prenez un sceau pour chaque pli que vous comptez ramasser dans sa couleur (volez-en un quand le centre n'en a plus), prenez le saboteur, ou annoncez que vous avez fini.
   *[more] Prenez un autre sceau, volez-en un, ou annoncez que vous avez fini.
}
seven-seals-prompt-lead = Entamez le pli { $trick } (le rouge est atout).
seven-seals-prompt-follow = { $can ->
    [follow] Jouez une carte dans le pli { $trick } : fournissez du { $colour }.
   *[any] Jouez une carte dans le pli { $trick } : vous n'avez pas de { $colour }, jouez n'importe quelle carte (le rouge coupe).
}
seven-seals-prompt-give = Vous avez ramassé le pli : choisissez le sceau à rendre (les sceaux que vous pouvez rendre : { $colours }).

## Événements

seven-seals-took = { $p ->
    [you] Vous prenez
   *[other] { $p } prend
} un sceau { $colour }.
seven-seals-stole = { $p ->
    [you] Vous volez
   *[other] { $p } vole
} un sceau { $colour } à { $victim ->
    [you] vous
   *[other] { $victim }
}.
seven-seals-compensated = { $p ->
    [you] Vous recevez
   *[other] { $p } reçoit
} un sceau blanc en échange.
seven-seals-not-compensated = Il ne reste aucun sceau blanc : { $p ->
    [you] vous ne recevez
   *[other] { $p } ne reçoit
} rien en échange.
seven-seals-took-saboteur = { $p ->
    [you] Vous prenez le saboteur et ne prédisez
   *[other] { $p } prend le saboteur et ne prédit
} aucun sceau.
seven-seals-done = { $p ->
    [you] Vous finissez vos prédictions
   *[other] { $p } finit ses prédictions
} avec { $seals }.
seven-seals-done-none = { $p ->
    [you] Vous finissez vos prédictions sans aucun sceau : aucun pli à ramasser.
   *[other] { $p } finit ses prédictions sans aucun sceau : aucun pli à ramasser.
}
seven-seals-played = { $p ->
    [you] Vous jouez
   *[other] { $p } joue
} { $card }.
seven-seals-played-by = { $p ->
    [you] votre { $card }
   *[other] le { $card } de { $p }
}
seven-seals-trick-won = { $p ->
    [you] Vous ramassez
   *[other] { $p } ramasse
} le pli { $trick } ({ $cards }).
seven-seals-gave-back = { $p ->
    [you] Vous rendez
   *[other] { $p } rend
} un sceau { $colour }.
seven-seals-took-black = { $p ->
    [you] Vous n'aviez aucun sceau à rendre et prenez un sceau noir.
   *[other] { $p } n'avait aucun sceau à rendre et prend un sceau noir.
}
seven-seals-no-black-left = { $p ->
    [you] Vous n'aviez aucun sceau à rendre, et il ne reste aucun sceau noir à prendre.
   *[other] { $p } n'avait aucun sceau à rendre, et il ne reste aucun sceau noir à prendre.
}
seven-seals-saboteur-won = { $p ->
    [you] Vous êtes le saboteur : vous ne rendez ni ne prenez aucun sceau.
   *[other] { $p } est le saboteur : le saboteur ne rend ni ne prend aucun sceau.
}
seven-seals-chooses-seal = { $p ->
    [you] Vous choisissez
   *[other] { $p } choisit
} le sceau à rendre.
seven-seals-leads-first = { $p ->
    [you] Vous entamez
   *[other] { $p } entame
} le premier pli.
seven-seals-round-over = La manche { $round } est terminée : les { $tricks } plis ont été joués.
seven-seals-match-over = La partie est terminée après { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
}.
seven-seals-next-round = Manche { $round } : { $dealer ->
    [you] vous donnez
   *[other] { $dealer } donne
} ; { $first ->
    [you] vous prédisez
   *[other] { $first } prédit
} en premier.

## Le décompte de la manche

seven-seals-breakdown-header = Sceaux encore en main (une couleur { $colour }, noir { $black }, blanc { $white }) :
seven-seals-breakdown-item = { $seals } × { $cost }
seven-seals-breakdown-seat = { $p ->
    [you] Vous
   *[other] { $p }
} : { $items } = { $score }
seven-seals-breakdown-seat-none = { $p ->
    [you] Vous
   *[other] { $p }
} : aucun sceau = { $score }
seven-seals-breakdown-saboteur = { $p ->
    [you] Vous
   *[other] { $p }
} : le saboteur : -{ $base } + { $black } { $black ->
    [one] sceau noir pris
   *[other] sceaux noirs pris
} par les autres (jamais plus de 0) = { $score }
seven-seals-breakdown-no-saboteur = Personne n'a pris le saboteur.

## La table (terminal)

seven-seals-table-title = { seven-seals-name } - manche { $round }/{ $rounds }, donneur { $dealer ->
    [you] vous
   *[other] { $dealer }
}, phase : { $phase }
seven-seals-table-centre = Centre :
seven-seals-table-saboteur = Saboteur : { $p ->
    [you] vous
   *[other] { $p }
}
seven-seals-table-seal = { $colour } { $n }
seven-seals-table-no-seals = aucun
seven-seals-table-seals = sceaux :
seven-seals-table-cards = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
seven-seals-table-total = total { $points }
seven-seals-table-is-saboteur = SABOTEUR
seven-seals-table-predictions = Prédictions :
seven-seals-table-prediction = { $p ->
    [you] vous
   *[other] { $p }
} : { $action }
seven-seals-table-last-trick = Dernier pli ({ $n }/{ $total }), ramassé par { $p ->
    [you] vous
   *[other] { $p }
}, { $fate } :
seven-seals-table-fate = { $fate ->
    [gave] qui a rendu un sceau { $colour }
    [black] qui a pris un sceau noir
    [saboteur] le saboteur : aucun sceau
    [none] plus de sceau noir
   *[pending] choix du sceau à rendre
}
seven-seals-table-trick = Pli { $n } :
seven-seals-table-hand = Votre main :
seven-seals-table-empty = (vide)
seven-seals-table-over = La partie est terminée.
seven-seals-table-your-turn = À vous de jouer.
seven-seals-table-waiting = En attente de { $p }.

## Refus

seven-seals-refusal-play_a_card = Les prédictions sont terminées : jouez une carte dans le pli.
seven-seals-refusal-not_in_pack = { $card } ne fait pas partie du jeu à { $players } joueurs (cartes de 1 à { $top }).
seven-seals-refusal-must_follow = Vous devez fournir la couleur demandée, { $colour } (entame : { $lead }) : vous avez { $cards }.
seven-seals-refusal-predict_first = On joue les cartes une fois que chacun a fait sa prédiction.
seven-seals-refusal-no_trick_yet = Aucun pli n'a encore été ramassé : c'est le moment des prédictions.
seven-seals-refusal-centre_empty = Il ne reste aucun sceau { $colour } au centre : volez-en un à un joueur qui en a.
seven-seals-refusal-steal_from_self = Vous ne pouvez pas vous voler vous-même : volez un autre joueur.
seven-seals-refusal-centre_not_empty = Le centre a encore { $seals } : prenez-en un ; on ne peut voler une couleur que lorsque le centre n'en a plus.
seven-seals-refusal-nothing_to_steal = { $p } n'a aucun sceau { $colour } à voler.
seven-seals-refusal-saboteur_taken = { $p ->
    [you] Vous êtes
   *[other] { $p } est
} déjà le saboteur (un seul par manche).
seven-seals-refusal-saboteur_takes_no_seals = Le saboteur ne prend aucun sceau, et vous en avez déjà pris ce tour-ci.
seven-seals-refusal-give_first = { $p ->
    [you] Vous avez ramassé le pli et devez
   *[other] { $p } a ramassé le pli et doit
} d'abord rendre un sceau (les sceaux possibles : { $colours }).
seven-seals-refusal-seal_not_held = Vous n'avez pas de sceau { $colour } (les sceaux que vous pouvez rendre : { $colours }).
seven-seals-refusal-give_led = Vous ne pouvez pas rendre de sceau { $colour } : après une entame en { $led }, on rend un sceau { $led } ou blanc (rouge seulement si l'on a ramassé le pli en coupant avec une carte rouge).
seven-seals-refusal-give_trumped = Vous ne pouvez pas rendre de sceau { $colour } : après une entame en { $led }, on rend un sceau { $led } ou blanc, ou rouge puisque vous avez coupé avec une carte rouge.
