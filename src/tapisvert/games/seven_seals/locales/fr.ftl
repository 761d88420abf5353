# Die Sieben Siegel (Les Sept Sceaux) : les mots du jeu en français.
# Les places ($p, $victim, $dealer, $first) arrivent en `you` pour le lecteur, sinon sous leur nom.
# Les couleurs ($colour, $led) arrivent rendues par `seven-seals-colour` ; une carte par `seven-seals-card`.

seven-seals-name = Les Sept Sceaux
# Comment ce jeu appelle une donne, pour les messages du navigateur sur les donnes (words/locales : `hand-word`) : donne ou manche.
seven-seals-hand-unit = manche
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

## Le tutoriel (une première manche à trois joueurs ; l'élève prédit le premier)

seven-seals-tut-intro = Bienvenue aux Sept Sceaux ! Trois joueurs, 15 cartes chacun, en cinq couleurs numérotées de 1 à 9 ; le rouge est atout. D'abord chacun prédit, couleur par couleur, les plis qu'il va ramasser, en prenant un sceau pour chacun ; puis on joue les 15 plis, et celui qui ramasse un pli rend un sceau, ou prend un sceau noir. Vous prédisez le premier.
seven-seals-tut-take-yellow = Votre { $card } est la plus haute carte jaune (à trois joueurs, les cartes vont jusqu'à 9) : elle ramassera sûrement un pli. Annoncez-le : prenez un sceau jaune.
seven-seals-tut-take-yellow-wrong = Commencez par votre pli sûr : personne ne peut battre votre { $card } en jaune, alors prenez un sceau jaune. Le saboteur est une autre façon de jouer ; vous allez le rencontrer dans un instant.
seven-seals-tut-take-red = Le rouge est atout. Votre { $card } est faible, mais votre seule carte verte est le { $short } : une fois jouée, vous pourrez couper un pli vert avec votre rouge. Prenez un sceau rouge pour ce pli.
seven-seals-tut-take-red-wrong = Prenez un sceau rouge : votre atout, le { $card }, est votre meilleure chance d'un second pli quand votre { $short } sera parti. Vos cartes bleues et violettes ont toutes des cartes plus hautes contre elles.
seven-seals-tut-done = Deux sceaux pour deux plis probables : c'est assez. Chaque sceau qui vous reste à la fin coûte 2 points, et chaque pli ramassé sans sceau à rendre coûte un sceau noir (3 points). Annoncez que vous avez fini.
seven-seals-tut-done-wrong = Arrêtez-vous là : vos autres cartes ramasseront difficilement un pli, et un sceau que vous gardez coûte 2 points. Annoncez que vous avez fini.
seven-seals-tut-saboteur = { $p } a pris le saboteur au lieu de sceaux. Le saboteur marque -4 plus 1 pour chaque sceau noir pris par les autres (jamais plus de 0), et ne rend ni ne prend jamais de sceau : { $p } va essayer de faire ramasser aux autres des plis pour lesquels ils n'ont pas de sceau.
seven-seals-tut-stolen = Le centre n'avait plus de sceau rouge, alors { $p } vous a volé le vôtre. En échange, vous recevez un sceau blanc : un joker, que vous pouvez rendre après un pli de n'importe quelle couleur (gardé jusqu'à la fin, il coûte 4 points).
seven-seals-tut-predictions-over = { $p } a fini ses prédictions. Place aux plis : fournissez la couleur demandée si vous le pouvez ; sinon, jouez n'importe quelle carte, et une carte rouge coupe.
seven-seals-tut-lead-master = Vous entamez le premier pli. Jouez votre { $card } : personne ne peut le battre en jaune, et vous avez un sceau à rendre pour ce pli.
seven-seals-tut-lead-master-wrong = Entamez maintenant avec votre { $card } : c'est le plus haut jaune, il ramasse le pli que vous avez prédit.
seven-seals-tut-give = Vous avez ramassé le pli : rendez un sceau, de la couleur demandée (jaune) ou le joker blanc. Rendez le jaune : il ne peut payer qu'un pli jaune, alors que le blanc paie un pli de n'importe quelle couleur.
seven-seals-tut-give-wrong = Gardez le joker blanc, qui paie un pli de n'importe quelle couleur : rendez le sceau jaune, qui ne sert qu'aux plis jaunes.
seven-seals-tut-lead-joker = Il vous reste le joker blanc : un pli de plus serait le bienvenu, mais ne le forcez pas. Entamez avec votre { $card } : avec le violet 7, 8 et 9 encore dehors, il devrait perdre, et s'il gagne, le joker paie le pli.
seven-seals-tut-lead-joker-wrong = Entamez avec votre { $card } : une carte moyenne qui devrait perdre, et si elle gagne, votre joker blanc paie le pli. S'en défaire maintenant, tant que des violets plus hauts sont dehors, l'empêche de ramasser plus tard un pli dont vous ne voulez pas.
seven-seals-tut-saboteur-ducks = { $p } joue petit : le saboteur ne veut jamais de pli, il veut que les autres ramassent des plis qu'ils ne peuvent pas payer.
seven-seals-tut-lead-lose = Vous avez ramassé le pli avec votre violet et rendu le joker blanc, votre seul sceau qui convenait. Vous n'avez plus de sceau : tout pli ramassé vous coûte un sceau noir (-3), alors perdez tous les plis désormais. Entamez avec votre { $card } : trois bleus plus hauts sont encore dehors.
seven-seals-tut-lead-lose-wrong = Entamez avec une carte qui perd : votre { $card } a trois bleus plus hauts contre lui. Sans sceau, chaque pli ramassé vous coûte un sceau noir.
seven-seals-tut-trumped = { $p } n'a pas de bleu et coupe avec le { $card } : une carte rouge bat toutes les autres couleurs. On peut couper quand on ne peut pas fournir, sans jamais y être obligé.
seven-seals-tut-forced = Vous devez fournir du { $colour }, et votre { $card } est votre seule carte de cette couleur : jouez-la. Elle perd, et c'est ce que vous voulez maintenant.
seven-seals-tut-forced-wrong = Fournissez du { $colour } : votre { $card } est la seule carte que vous pouvez jouer.
seven-seals-tut-duck = Toutes vos cartes de cette couleur perdent contre le { $over } : jouez la plus haute, votre { $card }. Défaites-vous de vos hautes cartes tant qu'elles peuvent encore perdre, pour qu'elles ne ramassent pas de pli plus tard.
seven-seals-tut-duck-wrong = Jouez votre { $card } plutôt qu'une carte plus basse : elle perd aussi contre le { $over }, et vous défaire de la plus haute vous protège pour la suite.
seven-seals-tut-black = { $p } a ramassé le pli violet sans sceau violet ni blanc à rendre : { $p } prend donc un sceau noir (-3). Chaque sceau noir pris par les autres rapporte un point au saboteur, { $sab }.
seven-seals-tut-saboteur-wins = { $p }, le saboteur, ramasse ce pli : le saboteur ne rend aucun sceau et ne prend pas de sceau noir.
seven-seals-tut-throw-first = Vous n'avez pas de { $led } : jouez n'importe quelle carte. Une carte qui n'est pas rouge perd ici, alors défaussez votre carte la plus dangereuse : le { $card }, votre plus haute carte, qui pourrait ramasser un pli bleu plus tard et vous coûter un sceau noir.
seven-seals-tut-throw-first-wrong = Vous ne pouvez pas fournir du { $led }, donc tout ce qui n'est pas rouge perd : profitez-en pour vous défaire de votre carte la plus dangereuse, le { $card }.
seven-seals-tut-throw-yellow = Encore pas de { $led } : défaussez une carte. C'est maintenant votre { $card } la plus dangereuse : un seul jaune plus haut, le 6, est encore dehors, elle pourrait donc ramasser un pli jaune.
seven-seals-tut-throw-yellow-wrong = Défaussez votre { $card } : avec seulement le jaune 6 au-dessus, c'est la carte la plus susceptible de ramasser plus tard un pli dont vous ne voulez pas.
seven-seals-tut-throw = Vous ne pouvez pas fournir du { $led } : défaussez une carte. Votre { $card } est la plus dangereuse : c'est contre elle qu'il reste le moins de cartes plus hautes dehors (et à égalité, la plus haute part la première).
seven-seals-tut-throw-wrong = Défaussez votre { $card } : c'est contre elle qu'il reste le moins de cartes plus hautes dehors, c'est donc la plus susceptible de ramasser plus tard un pli dont vous ne voulez pas.
seven-seals-tut-throw-tie = Vous ne pouvez pas fournir du vert : défaussez une carte. Votre { $card } et votre { $other } sont vos cartes les plus dangereuses, avec deux cartes plus hautes dehors contre chacune : défaussez le { $card }.
seven-seals-tut-throw-tie-wrong = Défaussez votre { $card } (votre { $other } est tout aussi dangereux : il partira plus tard) : les autres n'ont que deux cartes plus hautes contre lui.
seven-seals-tut-last = Votre dernière carte, le { $card } : jouez-la. Elle perd contre le rouge 2, et la manche est finie.
seven-seals-tut-last-wrong = Jouez votre { $card } : c'est votre dernière carte.
seven-seals-tut-outro = La manche est finie. Vous avez ramassé deux plis et rendu un sceau pour chacun : il ne vous reste rien, 0 point, le meilleur score possible. { $p } garde trois sceaux noirs : 3 × -3 = -9. Le saboteur { $sab } marque -4 + 3 (les sceaux noirs pris par les autres) = -1. À la fin, chaque sceau encore en main coûte des points : une couleur -2, noir -3, blanc -4. Une partie compte autant de manches que de joueurs ; le plus haut total gagne.

## Conseils : pourquoi la stratégie joue un coup ($trumped, $follows : `yes` ou `no`)

seven-seals-why-saboteur = Le saboteur est libre : -{ $base } plus un point par sceau noir pris par les autres, c'est en moyenne mieux que ce que rapporte une prédiction.
seven-seals-why-take = Votre main devrait ramasser { $want } { $want ->
    [one] pli
   *[other] plis
} en { $colour }, et { $held ->
    [0] vous n'avez encore aucun sceau de cette couleur
    [one] vous n'avez que { $held } sceau de cette couleur
   *[other] vous n'avez que { $held } sceaux de cette couleur
} : prenez un sceau { $colour }.
seven-seals-why-steal = Votre main devrait ramasser { $want } { $want ->
    [one] pli
   *[other] plis
} en { $colour }, et le centre n'a plus de sceau de cette couleur : volez-en un à { $p }, qui en a le plus.
seven-seals-why-done = { $seals ->
    [0] Votre main ne devrait ramasser aucun pli : ne prédisez rien, puis perdez tous les plis.
   *[other] Vos sceaux couvrent les plis que votre main devrait ramasser : arrêtez-vous là, car un sceau gardé coûte 2 points.
}
seven-seals-why-give-spare = Vous avez { $held } sceaux et il ne reste que { $left } { $left ->
    [one] pli
   *[other] plis
} : rendez le joker blanc, le sceau le plus cher à garder (-4).
seven-seals-why-give-led = Rendez un sceau { $colour }, la couleur demandée : gardez les rouges (pour couper) et le joker blanc (pour toute couleur), qui paient plus de plis.
seven-seals-why-give-red = Vous avez ramassé le pli en coupant : rendez un sceau { $colour } et gardez le joker blanc, qui paie un pli de n'importe quelle couleur.
seven-seals-why-give-white = Seul le joker { $colour } paie ce pli : rendez-le.
seven-seals-why-win-sure = Vous avez un sceau à rendre pour ce pli : { $trumped ->
    [yes] coupez-le avec
   *[no] ramassez-le avec
} votre { $card }, la carte la moins chère qui le ramasse à coup sûr.
seven-seals-why-win-low = Vous avez un sceau à rendre pour ce pli : { $trumped ->
    [yes] coupez-le avec
   *[no] ramassez-le avec
} votre { $card }, la plus basse carte qui le ramasse.
seven-seals-why-win-high = Vous voulez ce pli (vous avez un sceau à rendre pour lui), mais les joueurs suivants peuvent encore vous battre : { $trumped ->
    [yes] coupez avec
   *[no] jouez
} votre plus haute carte gagnante, le { $card }.
seven-seals-why-duck-saboteur = Vous êtes le saboteur : perdez tous les plis. { $follows ->
    [yes] Passez sous la carte gagnante avec
   *[no] Défaussez
} votre { $card }, la carte la plus susceptible de ramasser un pli plus tard.
seven-seals-why-duck-free = Il ne reste aucun sceau noir, ce pli ne coûte donc rien de toute façon : { $follows ->
    [yes] passez sous la carte gagnante avec
   *[no] défaussez
} votre { $card }, la carte la plus susceptible de ramasser un pli plus tard.
seven-seals-why-duck-black = Vous n'avez ni sceau { $colour } ni sceau blanc à rendre : ramasser ce pli coûterait un sceau noir (-3). { $follows ->
    [yes] Passez sous la carte gagnante avec
   *[no] Défaussez
} votre { $card }, la carte la plus susceptible de ramasser plus tard un pli dont vous ne voulez pas.
seven-seals-why-duck-kept = Gardez vos sceaux pour les cartes maîtresses qui vous restent : laissez passer ce pli. { $follows ->
    [yes] Passez sous la carte gagnante avec
   *[no] Défaussez
} votre { $card }, la carte la plus susceptible de ramasser plus tard un pli dont vous ne voulez pas.
seven-seals-why-duck-cannot = Vous ne pouvez pas ramasser ce pli : { $follows ->
    [yes] jouez
   *[no] défaussez
} votre { $card }, la carte la plus susceptible de ramasser plus tard un pli dont vous ne voulez pas.
seven-seals-why-all-win-last = Quoi que vous jouiez, vous ramassez ce pli : jouez votre plus haute carte, le { $card }, pour vous en débarrasser.
seven-seals-why-all-win = Toutes vos cartes jouables battent le pli pour l'instant : jouez la plus basse, le { $card }, en espérant qu'un joueur suivant ramasse le pli.
seven-seals-why-lead-master = Entamez avec votre { $card } : personne ne peut le battre, et vous avez un sceau { $colour } à rendre pour ce pli.
seven-seals-why-lead-saboteur-short = Vous êtes le saboteur : entamez avec votre { $card }, qui devrait perdre, dans une couleur pour laquelle ces joueurs n'ont pas de sceau : { $seats }.
seven-seals-why-lead-saboteur = Vous êtes le saboteur : entamez avec votre { $card }, la carte la plus susceptible de perdre.
seven-seals-why-lead-lose = Entamez avec votre { $card } : avec { $n } { $n ->
    [one] carte plus haute
   *[other] cartes plus hautes
} encore dehors, il devrait perdre, et mieux vaut vous en défaire maintenant que ramasser plus tard un pli dont vous ne voulez pas.
seven-seals-why-lead-least = Toutes vos cartes pourraient ramasser un pli : entamez avec votre { $card }, la moins coûteuse.

# How to write cards and moves in the terminal (its `help`)
seven-seals-notation =
    L'initiale anglaise de la couleur, R Y G B V (rouge, jaune, vert, bleu, violet), puis le nombre : R15 est le rouge 15, V3 le violet 3 (le rouge est atout).
    Actions : `take red`, `steal red 2` (à P2), `saboteur`, `done`, `play R15`, `give white`

# The terminal's heading when a hand ends
seven-seals-hand-over = == Fin de la manche { $n } ==

seven-seals-refusal-not_predicted = Le sceau { $colour } ne se prend jamais pour annoncer un pli : annoncez avec le rouge, le jaune, le vert, le bleu ou le violet.

## Notation illisible (InvalidNotation), et où en est la manche

seven-seals-unreadable-card-id = Il n'y a pas de carte numéro { NUMBER($id, useGrouping: 0) }.
seven-seals-unreadable-card = « { $text } » n'est pas une carte : écrivez la lettre d'une couleur (R rouge, Y jaune, G vert, B bleu, V violet) et un nombre 1..15, comme R15 ou V3.
seven-seals-unreadable-colour = « { $text } » n'est pas une couleur de sceau ici ; attendu : { $colours }.
seven-seals-unreadable-deal-object = Une donne des Sept Sceaux est {"{"}"dealer": PLACE, "hands": [[CARTE, ...], ...]{"}"}.
seven-seals-unreadable-deal-dealer = Le donneur doit être une place 0..{ $last }, pas { $text }.
seven-seals-unreadable-deal-hands = Les mains de la donne doivent être une liste de { $n } mains.
seven-seals-unreadable-deal-hand-size = La main { $hand } de la donne doit être une liste de { $size } cartes.
seven-seals-unreadable-deal-card = { $text } n'est pas une carte.
seven-seals-unreadable-deal-twice = { $card } est distribué deux fois.
seven-seals-unreadable-deal-outside = Cartes hors du paquet à { $players } joueurs (valeurs 1..{ $top }) : { $cards }.
seven-seals-unreadable-action-id = Il n'y a pas d'action numéro { $id }.
seven-seals-unreadable-empty = Action vide : écrivez par exemple play R15, take red, done.
seven-seals-unreadable-steal = « { $text } » : écrivez steal COULEUR PLACE, par exemple steal red 2.
seven-seals-unreadable-steal-seat = « { $text } » : le joueur à qui voler est une place 0..{ $last }.
seven-seals-unreadable-action = « { $text } » n'est pas une action des Sept Sceaux : écrivez play CARTE (play R15), take COULEUR, steal COULEUR PLACE, saboteur, done, ou give COULEUR|white.
seven-seals-unreadable-view-no-seat = La vue publique n'a pas de place pour laquelle tirer au sort.
seven-seals-progress-predictions = Prédictions
seven-seals-progress-trick = Pli { $n }
