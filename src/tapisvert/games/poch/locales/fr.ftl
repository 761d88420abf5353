# Poch (sete montes) : les mots du jeu en français. Les sièges ($p) arrivent comme le mot `you`
# pour le lecteur, sinon comme le nom du joueur ; cartes, tas, couleurs et combinaisons comme des
# messages déjà en mots.

poch-name = Le Poch (sept tas)
# Comment ce jeu appelle une donne, pour les messages du navigateur sur les donnes (words/locales : `hand-word`) : donne ou manche.
poch-hand-unit = donne
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
poch-match-won = La partie est terminée ({ $why ->
        [limit] sa dernière donne est jouée
       *[last] un seul joueur a encore des jetons
    }) : { $p ->
        [you] vous gagnez
       *[other] { $p } gagne
    } avec { $chips } { $chips ->
        [one] jeton
       *[other] jetons
    }.
poch-match-shared = La partie est terminée ({ $why ->
        [limit] sa dernière donne est jouée
       *[last] un seul joueur a encore des jetons
    }) : { $winners } se partagent la victoire avec { $chips } { $chips ->
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

## Le tutoriel (games/poch/tutorial.py) : une première donne, pas à pas

poch-tut-intro = Bienvenue au Poch ! Les trois joueurs ont mis chacun un jeton sur chacun des sept tas : As, Roi, Dame, Valet, Dix, Roi+Dame et 7-8-9. La carte tirée du paquet, le 10♥, fait de cœur l'atout. Une donne a deux parties : d'abord on mise sur sa meilleure combinaison (paire, brelan ou carré), puis on joue des séquences qui montent dans chaque couleur, où les honneurs d'atout gagnent les tas. Le premier joueur qui n'a plus de cartes termine la donne et se fait payer un jeton pour chaque carte que les autres ont encore.
poch-tut-open = Vous misez le premier. Regardez votre main : A♠, A♥ et A♣ font un brelan d'as, une combinaison très forte. Ouvrez les mises à 10 jetons : une ouverture modeste garde les autres dans le coup, et ils ajoutent des jetons au pot que vous comptez gagner.
poch-tut-open-wrong = Pas tout à fait : avec un brelan d'as il faut miser, sans passer et sans trop miser d'un coup. Ouvrez à 10 jetons, pour que les autres restent et nourrissent le pot.
poch-tut-p1-raise = { $p } relance à 20 jetons : une relance annonce une bonne combinaison. Seuls un brelan ou un carré pourraient vous inquiéter.
poch-tut-p2-drop = { $p } abandonne : il ne mise plus rien, et les jetons qu'il aurait déjà misés resteraient au pot.
poch-tut-raise = { $p } a relancé, mais personne d'autre ne peut avoir un brelan d'as, et un carré est très rare. Relancez votre mise à 40 jetons : c'est avec une combinaison forte qu'on met des jetons.
poch-tut-raise-wrong = Avec un brelan d'as, n'abandonnez pas, et faites mieux que suivre : relancez votre mise à 40 jetons.
poch-tut-showdown = { $p } suit : les mises sont finies. À l'abattage, seule la combinaison gagnante se montre : votre brelan d'as bat sa main, et tout le pot de 80 jetons est à vous. Vous entamez maintenant la première séquence.
poch-tut-lead-trumps = Les séquences : vous entamez une carte, puis ceux qui tiennent les cartes suivantes de sa couleur les jouent dans l'ordre, jusqu'à l'as. Entamez le 7♥, votre plus petit atout : vous jouez 7♥ 8♥ 9♥ (le tas 7-8-9), les autres jouent 10♥ et V♥ (leurs tas), puis vos D♥ R♥ A♥ prennent les tas Dame, Roi, Roi+Dame et As. La séquence finit sur votre as : vous entamez de nouveau.
poch-tut-lead-trumps-wrong = Entamez d'abord le 7♥. Un honneur d'atout ne prend son tas qu'une fois joué, et plus rien ne se prend quand quelqu'un n'a plus de cartes : la séquence d'atout partie du 7 sort tous vos atouts et vous revient sur l'as.
poch-tut-lead-spades = Cinq tas sont à vous. Celui qui joue la dernière carte d'une séquence entame la suivante. Entamez la D♠ : vos R♠ et A♠ suivent, trois cartes quittent votre main et la séquence finit encore sur votre as. { $p1 } et { $p2 } ne se défont de rien.
poch-tut-lead-spades-wrong = Entamez la D♠ : vos propres R♠ et A♠ la suivent, la séquence vous défait de trois cartes et vous revient. Une petite carte laisserait les autres se défaire des leurs.
poch-tut-lead-ace = Plus que deux cartes : A♣ et D♦. Un as finit sa séquence tout de suite : l'entamer garde la main. Entamez l'A♣ maintenant, et la D♦ sera votre dernière carte.
poch-tut-lead-ace-wrong = Pas encore la D♦ : le R♦ et l'A♦ sont dans d'autres mains, sa séquence finirait chez eux et vous perdriez la main. Entamez l'A♣ : un as vous revient toujours.
poch-tut-go-out = Une seule carte : entamez la D♦. Votre main est alors vide, ce qui termine la donne aussitôt : chaque autre joueur vous paie un jeton par carte qui lui reste.
poch-tut-go-out-wrong = Entamez votre dernière carte, la D♦, pour finir.
poch-tut-outro = Bien joué ! La donne est finie. Vous avez gagné le pot des mises (80 jetons) avec un brelan d'as, pris les tas As, Roi, Dame, Roi+Dame et 7-8-9 (15 jetons), et fini le premier : { $p1 } vous a payé 10 jetons et { $p2 } 9, un par carte restante. Les tas Dix et Valet sont allés à ceux qui tenaient ces atouts. Les tas que personne ne gagne sont reportés à la donne suivante. La partie continue donne après donne, jusqu'à ce qu'un seul joueur ait encore des jetons.

## Conseils : pourquoi la stratégie joue un coup (games/poch/policy.py, `reason`)

poch-why-open = Votre meilleure combinaison ({ $set }) gagne l'abattage environ { $chance } % du temps contre { $n } { $n ->
        [one] main
       *[other] mains
    } : ouvrez à { $chips } { $chips ->
        [one] jeton
       *[other] jetons
    }, une mise qui grandit avec vos chances.
poch-why-pass = Votre meilleure combinaison ({ $set }) ne gagne l'abattage qu'environ { $chance } % du temps contre { $n } { $n ->
        [one] main
       *[other] mains
    } : passez plutôt que d'ouvrir.
poch-why-raise = Votre meilleure combinaison ({ $set }) gagne l'abattage environ { $chance } % du temps contre { $n } { $n ->
        [one] main encore en jeu
       *[other] mains encore en jeu
    }, forte même après une mise : relancez votre mise à { $chips } { $chips ->
        [one] jeton
       *[other] jetons
    }.
poch-why-match = Suivre coûte { $more } { $more ->
        [one] jeton
       *[other] jetons
    } de plus pour un pot de { $pot } ; votre meilleure combinaison ({ $set }) gagne environ { $chance } % du temps contre { $n } { $n ->
        [one] main
       *[other] mains
    } : le pot paie le risque, suivez.
poch-why-drop = Votre meilleure combinaison ({ $set }) ne gagne qu'environ { $chance } % du temps contre { $n } { $n ->
        [one] main
       *[other] mains
    }, moins encore après la mise d'un autre : { $more } { $more ->
        [one] jeton
       *[other] jetons
    } de plus ne rapporteraient pas, abandonnez.
poch-why-lead-out = Entamez : { $card }. La séquence finit avec votre dernière carte : vous n'avez plus de cartes et encaissez environ { $chips } { $chips ->
        [one] jeton
       *[other] jetons
    }, un par carte que les autres ont encore.
poch-why-lead-out-later = Entamez : { $card }. La séquence vous revient, puis vos autres cartes peuvent s'entamer l'une après l'autre jusqu'à vider votre main.
poch-why-lead-piles = Entamez : { $card }. Vos atouts de cette séquence prennent { $chips } { $chips ->
        [one] jeton
       *[other] jetons
    } sur les tas{ $keeps ->
        [yes] , et la séquence finit sur votre carte : vous entamez de nouveau.
       *[no] .
    }
poch-why-lead-keep = Entamez : { $card }. La séquence finit sur votre carte ({ $top }) : vous entamez de nouveau, et { $n ->
        [one] une de vos cartes quitte
       *[other] { $n } de vos cartes quittent
    } votre main.
poch-why-lead-alone = Entamez : { $card }. Aucune carte ne peut la suivre : la séquence finit aussitôt et vous entamez de nouveau.
poch-why-lead-stopper = Entamez : { $card }. La carte que vous gardez juste en dessous ({ $below }) devient un arrêt : une prochaine séquence de cette couleur s'arrêtera sur elle et vous donnera la main.
poch-why-lead-shed = Aucune carte ne fait revenir la séquence à vous : { $card } vous défait de { $mine } de vos cartes pour { $others } de celles des autres, le meilleur équilibre possible.

# How to write cards and moves in the terminal (its `help`)
poch-notation =
    Le rang 7 8 9 10 J Q K A (valet, dame, roi, as), puis la couleur S H D C (pique, cœur, carreau, trèfle ; ♠ ♥ ♦ ♣ sont lus aussi) : 7S, 10H, QD, AC.
    Actions : `play 10H` entame une séquence ; `bet 12` porte votre mise à 12 jetons en tout

# The terminal's heading when a hand ends
poch-hand-over = == Fin de la donne { $n } ==

poch-refusal-bet_range = Une mise est maintenant de { $low } à { $high } jetons.

## Notation illisible (InvalidNotation), et où en est la donne

poch-unreadable-card-id = Il n'y a pas de carte numéro { NUMBER($id, useGrouping: 0) }.
poch-unreadable-card = « { $text } » n'est pas une carte : écrivez le rang 7 8 9 10 J Q K A puis la couleur S H D C (pique, cœur, carreau, trèfle), comme 7S, 10H, QD, AC.
poch-unreadable-deal-object = Une donne du Poch est un objet avec dealer, trump et hands.
poch-unreadable-deal-fields = Champs de donne inconnus : { $fields }.
poch-unreadable-deal-players = Cette donne est pour { $given } joueurs, pas { $players }.
poch-unreadable-deal-dealer = Le donneur doit être une place 0..{ $last }, pas { $text }.
poch-unreadable-deal-draw = Le tirage de la donne doit être une liste de paires [place, carte].
poch-unreadable-deal-draw-entry = Entrée de tirage incorrecte { $text } ; écrivez [place, carte].
poch-unreadable-deal-draw-dealer = Le tirage fait de P{ $drawn } le donneur, pas P{ $dealer }.
poch-unreadable-deal-trump = L'atout de la donne doit être une carte comme QH.
poch-unreadable-deal-trump-card = Carte d'atout incorrecte : { $why }
poch-unreadable-deal-hands = Les mains de la donne doivent être une liste de { $n } listes de cartes.
poch-unreadable-deal-hand = Chaque main de la donne doit être une liste de cartes.
poch-unreadable-deal-twice = { $card } est distribué deux fois.
poch-unreadable-deal-missing = Tout le paquet doit être distribué ; il manque : { $cards }.
poch-unreadable-deal-sizes = Distribuer une carte à la fois depuis la gauche du donneur donne des mains de { $expected } cartes, pas { $sizes }.
poch-unreadable-view-runs = Les séquences de l'observation ne se rejouent pas.
poch-unreadable-draw-order = Le tirage du donneur doit lister les places { $seats } dans l'ordre au tirage { $at }.
poch-unreadable-draw-twice = Le tirage du donneur utilise deux fois la même carte.
poch-unreadable-draw-after-winner = Le tirage du donneur continue après une seule carte la plus haute.
poch-unreadable-bet = « { $text } » : { $most ->
    [0] une mise est d'au moins 1 jeton
   *[other] une mise est de 1..{ $most } jetons
}
poch-unreadable-action = « { $text } » n'est pas une action du Poch : écrivez pass, bet N (ouvrir ou relancer la mise à N), match, drop, ou play CARTE (comme play 10H).
poch-unreadable-action-id = Il n'y a pas d'action numéro { $id }.
poch-unreadable-view-foreign = Ce n'est pas une observation du Poch.
poch-unreadable-view-over = La partie est finie : il n'y a plus rien à tirer au sort.
poch-unreadable-view-no-hand = La vue publique n'a pas de main autour de laquelle tirer au sort : donnez la vue d'une place.
poch-unreadable-view-sizes = Les tailles des mains ne correspondent pas aux cartes pas encore vues.
poch-unreadable-view-no-deal = Aucune donne ne s'accorde avec cette observation.
poch-progress-phase = { $phase ->
    [betting] Mises
    [runs] Séquences
   *[over] Fini
}
