# Poch (sete montes) : les mots du jeu en français. Les sièges ($p) arrivent comme le mot `you`
# pour le lecteur, sinon comme le nom du joueur ; cartes, tas, couleurs et combinaisons comme des
# messages déjà en mots.

poch-name = Le Poch (sept tas)
poch-summary = Une mise sur chacun des sept tas, des enchères sur la meilleure combinaison (paires, brelans, carrés), puis des séquences qui montent dans chaque couleur : les honneurs d'atout gagnent les tas, le premier joueur sans cartes se fait payer chaque carte restante ; le dernier joueur qui a encore des jetons gagne.

## Options

poch-option-starting_chips = Jetons de départ
poch-option-starting_chips-help = Les jetons de chaque joueur au départ (la fiche : fixés d'un commun accord).
poch-option-bet_requires_pair = Miser demande une paire
poch-option-bet_requires_pair-help = Seul un joueur qui a au moins une paire peut ouvrir, suivre ou relancer (la règle de pagat) ; par défaut une main sans paire peut miser aussi et se classe par sa plus haute carte.
poch-option-new_run_other_suit = Nouvelle séquence dans une autre couleur
poch-option-new_run_other_suit-help = Quand une séquence finit sur son as, la suivante doit commencer dans une autre couleur si le joueur en a une (la lettre de la fiche) ; par défaut il peut commencer par n'importe quelle carte.
poch-option-max_deals = Donnes avant le décompte des jetons
poch-option-max_deals-help = Jouer au plus ce nombre de donnes, puis le plus de jetons gagne ; vide : jouer jusqu'à ce qu'un seul joueur ait encore des jetons.
poch-option-max_hands = Nombre de donnes
poch-option-max_hands-help = Arrêter la partie après ce nombre de donnes (classement à ce moment-là) ; vide : jouer la partie entière.

## Cartes : le nom, et l'indice imprimé dans le coin

poch-card = { $rank ->
        [seven] sept
        [eight] huit
        [nine] neuf
        [ten] dix
        [jack] valet
        [queen] dame
        [king] roi
       *[ace] as
    } de { $suit ->
        [spades] pique
        [hearts] cœur
        [diamonds] carreau
       *[clubs] trèfle
    }
poch-card-short = { $rank ->
        [seven] 7
        [eight] 8
        [nine] 9
        [ten] 10
        [jack] V
        [queen] D
        [king] R
       *[ace] A
    }{ $suit ->
        [spades] ♠
        [hearts] ♥
        [diamonds] ♦
       *[clubs] ♣
    }
poch-suit = { $suit ->
        [spades] pique
        [hearts] cœur
        [diamonds] carreau
       *[clubs] trèfle
    }
poch-rank = { $rank ->
        [seven] sept
        [eight] huit
        [nine] neuf
        [ten] dix
        [jack] valet
        [queen] dame
        [king] roi
       *[ace] as
    }
poch-ranks = { $rank ->
        [seven] de sept
        [eight] de huit
        [nine] de neuf
        [ten] de dix
        [jack] de valets
        [queen] de dames
        [king] de rois
       *[ace] d'as
    }

## Les sept tas et les combinaisons

poch-pile = { $pile ->
        [ace] As
        [king] Roi
        [queen] Dame
        [jack] Valet
        [ten] Dix
        [king-queen] Roi+Dame
       *[seven-eight-nine] 7-8-9
    }
poch-set-high = { $trump ->
        [yes] carte haute ({ $rank }, avec l'atout)
       *[no] carte haute ({ $rank })
    }
poch-set-pair = { $trump ->
        [yes] paire { $rank } (avec l'atout)
       *[no] paire { $rank }
    }
poch-set-three = brelan { $rank }
poch-set-four = carré { $rank }

## Sortes de coups, et les coups

poch-kind-play = Entamer une carte
poch-kind-pass = Passer
poch-kind-drop = Abandonner
poch-kind-match = Suivre
poch-kind-bet = Miser
poch-action-play = Entamer : { $card }
poch-action-pass = Passer
poch-action-drop = { $stake ->
        [0] Abandonner
       *[other] Abandonner (votre mise de { $stake } { $stake ->
            [one] jeton
           *[other] jetons
        } reste au pot)
    }
poch-action-match = Suivre la mise de { $bet } ({ $more } { $more ->
        [one] jeton
       *[other] jetons
    } de plus)
poch-action-open = Ouvrir à { $chips } { $chips ->
        [one] jeton
       *[other] jetons
    }
poch-action-raise = Relancer à { $chips } { $chips ->
        [one] jeton
       *[other] jetons
    }

## Événements : les mises

poch-passed = { $p ->
        [you] Vous passez
       *[other] { $p } passe
    }.
poch-dropped = { $p ->
        [you] Vous abandonnez
       *[other] { $p } abandonne
    }{ $stake ->
        [0] .
       *[other] , laissant { $stake } { $stake ->
            [one] jeton
           *[other] jetons
        } au pot.
    }
poch-matched = { $p ->
        [you] Vous suivez
       *[other] { $p } suit
    } la mise de { $bet } { $bet ->
        [one] jeton
       *[other] jetons
    } ({ $more } de plus).
poch-opened = { $p ->
        [you] Vous ouvrez
       *[other] { $p } ouvre
    } les mises à { $chips } { $chips ->
        [one] jeton
       *[other] jetons
    }.
poch-raised = { $p ->
        [you] Vous relancez
       *[other] { $p } relance
    } la mise à { $chips } { $chips ->
        [one] jeton
       *[other] jetons
    }.
poch-everyone-passed = Tout le monde passe : aucune mise.
poch-showdown = Abattage : { $p ->
        [you] vous gagnez
       *[other] { $p } gagne
    } le pot de { $pot } { $pot ->
        [one] jeton
       *[other] jetons
    } avec { $set } : { $cards }.
poch-pot-unopposed = { $p ->
        [you] Vous prenez
       *[other] { $p } prend
    } le pot de { $pot } { $pot ->
        [one] jeton
       *[other] jetons
    } : tous les autres ont abandonné.
poch-first-lead = { $p ->
        [you] Vous entamez
       *[other] { $p } entame
    } la première séquence.

## Événements : les séquences

poch-led = { $p ->
        [you] Vous entamez
       *[other] { $p } entame
    } { $card }.
poch-run-play = { $p ->
        [you] vous
       *[other] { $p }
    } { $n ->
        [1] { $first }
        [2] { $first } { $last }
       *[other] de { $first } à { $last }
    }
poch-run-went-on = La séquence continue : { $plays }.
poch-took-piles = { $p ->
        [you] Vous prenez
       *[other] { $p } prend
    } { $n ->
        [one] le tas
       *[other] les tas
    } { $piles } ({ $chips } { $chips ->
        [one] jeton
       *[other] jetons
    }).
poch-run-ended = { $why ->
        [ace] La séquence finit sur son as
        [ace-other-suit] La séquence finit sur son as
       *[blocked] La séquence s'arrête à { $card }, la carte suivante étant déjà jouée
    } : { $p ->
        [you] vous entamez
       *[other] { $p } entame
    } la séquence suivante{ $why ->
        [ace-other-suit] , dans une autre couleur.
       *[other] .
    }

## Événements : la fin d'une donne, la donne suivante, la fin de la partie

poch-paid = { $p ->
        [you] vous payez
       *[other] { $p } paie
    } { $n }
poch-went-out = { $p ->
        [you] Vous n'avez plus de cartes et encaissez
       *[other] { $p } n'a plus de cartes et encaisse
    } { $chips } { $chips ->
        [one] jeton
       *[other] jetons
    }, un par carte restante : { $payments }.
poch-went-out-unpaid = { $p ->
        [you] Vous n'avez plus de cartes
       *[other] { $p } n'a plus de cartes
    } ; personne n'a plus de jeton pour payer.
poch-eliminated = { $p ->
        [you] Vous n'avez plus de jetons et quittez
       *[other] { $p } n'a plus de jetons et quitte
    } la partie.
poch-match-won = La partie est terminée{ $why ->
        [limit] , toutes ses donnes jouées
       *[last] , un seul joueur ayant encore des jetons
    } : { $p ->
        [you] vous gagnez
       *[other] { $p } gagne
    } avec { $chips } { $chips ->
        [one] jeton
       *[other] jetons
    }.
poch-match-shared = La partie est terminée{ $why ->
        [limit] , toutes ses donnes jouées
       *[last] , un seul joueur ayant encore des jetons
    } : { $winners } se partagent la victoire avec { $chips } { $chips ->
        [one] jeton
       *[other] jetons
    } chacun.
poch-new-deal = Donne { $deal } : { $p ->
        [you] vous donnez
       *[other] { $p } donne
    } ; la carte d'atout est { $card }.
poch-ante = Chacun met un jeton sur chaque tas.
poch-ante-short = { $p ->
        [you] Vous n'aviez
       *[other] { $p } n'avait
    } que { $n } { $n ->
        [one] jeton
       *[other] jetons
    } : un sur chacun des { $n } premiers tas.

## Le décompte d'une donne

poch-hand-title = Donne { $deal } (carte d'atout { $card }) :
poch-hand-bet-none = Mises : personne n'a misé.
poch-hand-bet-showdown = Mises : { $p ->
        [you] vous gagnez
       *[other] { $p } gagne
    } le pot de { $pot } { $pot ->
        [one] jeton
       *[other] jetons
    } à l'abattage avec { $set } ({ $cards }).
poch-hand-bet-unopposed = Mises : { $p ->
        [you] vous prenez
       *[other] { $p } prend
    } le pot de { $pot } { $pot ->
        [one] jeton
       *[other] jetons
    } (tous les autres ont abandonné).
poch-hand-piles-none = Tas gagnés : aucun.
poch-hand-piles-won = Tas gagnés par { $p ->
        [you] vous
       *[other] { $p }
    } : { $piles } ({ $chips } { $chips ->
        [one] jeton
       *[other] jetons
    }).
poch-hand-piles-kept = { $n ->
        [one] Tas reporté
       *[other] Tas reportés
    } à la donne suivante : { $piles }.
poch-hand-chips-row = { $p ->
        [you] vous
       *[other] { $p }
    } { $before } → { $after } ({ $sign ->
        [up] +{ $change }
        [down] -{ $change }
       *[even] ±0
    })
poch-hand-chips = Jetons : { $rows }.

## La table

poch-table-deal = Poch, donne { $deal }
poch-table-dealer = donneur : { $p ->
        [you] vous
       *[other] { $p }
    }
poch-table-trump = carte d'atout :
poch-table-phase = phase : { $phase ->
        [betting] mises
        [runs] séquences
       *[over] terminée
    }
poch-table-piles = tas (jetons) :
poch-table-all-won = tous gagnés
poch-table-piles-won = tas gagnés dans cette donne :
poch-table-by = par { $p ->
        [you] vous
       *[other] { $p }
    } ({ $chips } { $chips ->
        [one] jeton
       *[other] jetons
    })
poch-table-chips = { $n ->
        [one] jeton
       *[other] jetons
    }
poch-table-cards = { $n } { $n ->
        [one] carte
       *[other] cartes
    }
poch-mark-dealer = donneur
poch-mark-eliminated = éliminé
poch-mark-staked = mise { $chips } { $chips ->
        [one] jeton
       *[other] jetons
    }
poch-mark-dropped = a abandonné
poch-mark-passed = a passé
poch-table-last = donne { $deal } : { $p ->
        [you] vous n'avez plus de cartes et encaissez
       *[other] { $p } n'a plus de cartes et encaisse
    } { $chips } { $chips ->
        [one] jeton
       *[other] jetons
    }
poch-table-last-piles = tas gagnés :
poch-table-pile-to = { $pile } à { $p ->
        [you] vous
       *[other] { $p }
    } ({ $chips } { $chips ->
        [one] jeton
       *[other] jetons
    })
poch-table-none = aucun
poch-table-last-eliminated = éliminés : { $players }
poch-table-bet-open = mises : { $p ->
        [you] vous avez ouvert
       *[other] { $p } a ouvert
    } ; la mise est de { $chips } { $chips ->
        [one] jeton
       *[other] jetons
    }
poch-table-bet-unopened = mises : personne n'a encore ouvert
poch-table-pot = { $p ->
        [you] vous prenez
       *[other] { $p } prend
    } le pot ({ $chips } { $chips ->
        [one] jeton
       *[other] jetons
    })
poch-table-pot-set = avec { $set } :
poch-table-runs = séquences :
poch-table-trump-suit = atout
poch-table-hand = votre main :
poch-table-empty = (vide)
poch-table-over = partie terminée ; le plus de jetons : { $winners }
poch-table-your-turn = à vous de jouer
poch-table-waiting = on attend { $p ->
        [you] vous
       *[other] { $p }
    }

## Invites

poch-prompt-lead = Entamez une carte : la séquence monte dans sa couleur, chaque carte jouée par celui qui la tient.
poch-prompt-lead-other-suit = Entamez une carte d'une autre couleur que { $suit } : la dernière séquence a fini sur son as.
poch-prompt-open = Passez, ou ouvrez les mises avec { $low } à { $high } { $high ->
        [one] jeton
       *[other] jetons
    }.
poch-prompt-pass = Passez : vous ne pouvez pas miser maintenant.
poch-prompt-raise = La mise est de { $bet } { $bet ->
        [one] jeton
       *[other] jetons
    } : suivez ({ $more } de plus), relancez votre mise de { $low } à { $high }, ou abandonnez.
poch-prompt-match = La mise est de { $bet } { $bet ->
        [one] jeton
       *[other] jetons
    } : suivez ({ $more } de plus) ou abandonnez.
poch-prompt-drop = La mise est de { $bet } { $bet ->
        [one] jeton
       *[other] jetons
    } et vous ne pouvez pas la suivre : abandonnez.

## Refus

poch-refusal-runs_play_only = Pendant les séquences, le seul coup possible est d'entamer une carte.
poch-refusal-new_run_other_suit = La séquence s'est terminée sur l'as de { $suit } : commencez la nouvelle séquence dans une autre couleur ({ $cards }).
poch-refusal-cards_after_betting = Les cartes se jouent dans les séquences, après les mises.
poch-refusal-no_pass_once_open = Les mises sont ouvertes ({ $p ->
        [you] vous avez ouvert
       *[other] { $p } a ouvert
    }) et la mise est de { $bet } : suivez, relancez ou abandonnez.
poch-refusal-not_opened = Personne n'a encore ouvert les mises : passez ou ouvrez par une mise.
poch-refusal-bet_requires_pair = Seul un joueur qui a une paire peut miser, et vous n'en avez pas.
poch-refusal-cannot_cover = Suivre la mise de { $bet } coûte { $need } { $need ->
        [one] jeton
       *[other] jetons
    } de plus et vous n'en avez que { $chips } : qui ne peut pas couvrir la mise doit abandonner.
poch-refusal-raise_above_bet = Une relance doit dépasser la mise actuelle de { $bet }.
poch-refusal-bet_capped = Les mises sont limitées par vos jetons : votre mise peut atteindre au plus { $cap } ({ $chips } { $chips ->
        [one] jeton
       *[other] jetons
    } devant vous).
