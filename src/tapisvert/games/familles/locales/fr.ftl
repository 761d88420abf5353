# familles : le Jeu des Familles Amérindiennes sur le Jeu des Sages.
# Les places ($p, $target, $dealer, $owner) arrivent comme le jeton `you` pour le lecteur, sinon un nom.

familles-name = Jeu des Familles Amérindiennes
# Comment ce jeu appelle une donne, pour les messages du navigateur sur les donnes (words/locales : `hand-word`) : donne ou manche.
familles-hand-unit = donne
familles-summary = Jeu des familles sur le Jeu des Sages de 60 cartes : demandez les cartes qui vous manquent et posez des familles entières ; le plus de familles marque 100 points, 200 points gagnent une manche, deux manches la partie.

## Options

familles-option-ask_requires_family = Demander seulement dans une famille qu'on a
familles-option-ask_requires_family-help = Le demandeur doit avoir au moins une carte de la famille de la carte demandée (la règle traditionnelle) ; sinon on peut demander toute carte d'une famille pas encore posée.
familles-option-max_hands = Nombre de donnes
familles-option-max_hands-help = Arrêter la partie après ce nombre de donnes (classement à ce moment-là) ; vide : jouer la partie entière.

## Familles et cartes

familles-family = { $number ->
    [1] Ona
    [2] Manekenk
    [3] Alakaluf
    [4] Picunche
    [5] Chinchorro
    [6] Maya
    [7] Zapoteca
    [8] Azteca
    [9] Olmeca
   *[10] Chichimeca
}
familles-family-numbered = { $family } ({ $number })
familles-card = { $rank ->
    [sabia] { $number ->
        [1] Jefa de las Sabias de { $family } (S1)
        [10] Grande Jefa de las Sabias de { $family } (S10)
       *[other] Sabia { $family } (S{ $number })
    }
    [grand-pere] Grand-Père des { $family } ({ $number }-V)
    [mere] Mère des { $family } ({ $number }-IV)
    [pere] Père des { $family } ({ $number }-III)
    [fille] Fille des { $family } ({ $number }-II)
   *[fils] Fils des { $family } ({ $number }-I)
}

## Coups et invites

familles-kind-ask = Demander
familles-action-ask = Demander { $card } à { $target ->
    [you] vous-même
   *[other] { $target }
}
familles-prompt = { $p ->
    [you] À vous : demandez à un autre joueur une carte qui vous manque{ $rule ->
        [family] , d'une famille que vous avez
       *[any] {""}
    } ({ $asks ->
        [one] { $asks } demande restante
       *[other] { $asks } demandes restantes
    }).
   *[other] { $p } demande une carte ({ $asks ->
        [one] { $asks } demande restante
       *[other] { $asks } demandes restantes
    }).
}

## Événements

familles-ask-given = { $p ->
    [you] Vous avez demandé { $card } à { $target } et l'avez obtenue
   *[other] { $p } a demandé { $card } à { $target ->
        [you] vous
       *[other] { $target }
    } et l'a obtenue
}{ $asks ->
    [2] : deux demandes de plus
   *[other] {""}
}.
familles-ask-refused = { $p ->
    [you] Vous avez
   *[other] { $p } a
} demandé { $card } à { $target ->
    [you] vous
   *[other] { $target }
} : refus.
familles-draw-shown = { $p ->
    [you] Vous avez pioché { $card }, la carte demandée, et l'avez montrée : une demande de plus.
   *[other] { $p } a pioché { $card }, la carte demandée, et l'a montrée : une demande de plus.
}
familles-draw = { $reason ->
    [empty-hand] { $p ->
        [you] Vous n'aviez plus de cartes et en avez pioché une.
       *[other] { $p } n'avait plus de cartes et en a pioché une.
    }
   *[unseen] { $p ->
        [you] Vous avez pioché une carte.
       *[other] { $p } a pioché une carte.
    }
}
familles-draw-card = { $reason ->
    [empty-hand] { $p ->
        [you] Vous n'aviez plus de cartes et avez pioché { $card }.
       *[other] { $p } n'avait plus de cartes et a pioché { $card }.
    }
   *[unseen] { $p ->
        [you] Vous avez pioché { $card }.
       *[other] { $p } a pioché { $card }.
    }
}
familles-no-draw = { $p ->
    [you] Vous n'avez pas pu piocher
   *[other] { $p } n'a pas pu piocher
} : la pioche est vide.
familles-lay = { $p ->
    [you] Vous avez posé
   *[other] { $p } a posé
} la famille { $family } ({ $number }).
familles-sit-out = { $reason ->
    [no-cards] { $p ->
        [you] Vous n'avez plus de cartes et la pioche est vide : votre tour passe.
       *[other] { $p } n'a plus de cartes et la pioche est vide : son tour passe.
    }
   *[nobody] { $p ->
        [you] Plus personne d'autre n'a de cartes : votre tour passe.
       *[other] Plus personne d'autre n'a de cartes : le tour de { $p } passe.
    }
}
familles-deal-over = Les dix familles sont posées : la donne est finie.
familles-next-deal = Donne { $deal } : { $dealer ->
    [you] vous donnez et demandez
   *[other] { $dealer } donne et demande
} en premier.
familles-match-over = La partie est finie ({ $reason ->
    [manches] deux manches gagnées
   *[max-hands] les donnes prévues sont jouées
}). { $count ->
    [one] Gagnant
   *[other] Gagnants
} : { $winners }.

## Le décompte d'une donne

familles-bd-families = Familles posées :
familles-bd-seat = { $p ->
    [you] vous
   *[other] { $p }
} : { $count ->
    [0] aucune famille
    [one] 1 famille : { $families }
   *[other] { $count } familles : { $families }
}
familles-bd-tie = Égalité pour le plus de familles ({ $count }) entre { $seats } : personne ne marque.
familles-bd-winner = { $p ->
    [you] Vous gagnez
   *[other] { $p } gagne
} la donne avec le plus de familles ({ $count }) : +{ $points }.
familles-bd-points = { $p ->
    [you] vous
   *[other] { $p }
} { $points ->
    [0] 0
   *[other] +{ $points }
}
familles-bd-deal = Cette donne : { $points }.
familles-bd-score = { $p ->
    [you] vous
   *[other] { $p }
} { $points }
familles-bd-manche = Manche { $manche } : { $scores } ({ $target } points gagnent la manche).
familles-bd-manche-won = { $p ->
    [you] Vous gagnez
   *[other] { $p } gagne
} la manche { $manche } ; les scores repartent de 0 ({ $manches } manches gagnent la partie).

## La table

familles-table-title = Jeu des Familles · donne { $deal }
familles-table-info = donneur : { $dealer ->
    [you] vous
   *[other] { $dealer }
} · pioche : { $stock ->
    [one] { $stock } carte
   *[other] { $stock } cartes
} · familles posées : { $down }/10
familles-table-cards = { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}
familles-table-family = { $number } { $family }
familles-table-seat = score { $score }  manches { $manches }  posées : { $count ->
    [0] -
   *[other] { $laid }
}
familles-table-hand = votre main :
familles-table-no-cards = (aucune carte)
familles-table-over = partie finie : { $count ->
    [one] gagnant
   *[other] gagnants
} : { $winners }
familles-table-turn = { $p ->
    [you] à vous : { $asks ->
        [one] { $asks } demande restante
       *[other] { $asks } demandes restantes
    }
   *[other] à { $p } de demander ({ $asks ->
        [one] { $asks } restante
       *[other] { $asks } restantes
    })
}

## Refus

familles-refusal-ask_yourself = Vous ne pouvez pas vous demander une carte à vous-même : demandez à un autre joueur.
familles-refusal-no_cards = { $p ->
    [you] Vous n'avez plus de cartes : on ne peut rien vous demander.
   *[other] { $p } n'a plus de cartes : on ne peut rien lui demander.
}
familles-refusal-family_laid = La famille { $family } ({ $number }) est déjà posée par { $owner ->
    [you] vous
   *[other] { $owner }
} : on ne peut plus demander { $card }.
familles-refusal-own_card = { $card } est déjà dans votre main : ne demandez qu'une carte qui vous manque.
familles-refusal-ask_requires_family = Vous n'avez aucune carte de la famille { $family } ({ $number }) : vous ne pouvez demander qu'une carte d'une famille que vous avez en main.

## Le didacticiel (games/familles/tutorial.py) : une première donne à cinq, vous donnez et demandez en premier

familles-tut-intro = Bienvenue au Jeu des Familles ! Les 60 cartes forment dix familles de six : une Sabia (la Grand-Mère de la famille), le Grand-Père (V), la Mère (IV), le Père (III), la Fille (II) et le Fils (I). Vous jouez avec quatre autres joueurs et c'est vous qui donnez, donc vous demandez en premier : à votre tour, demandez à un autre joueur une carte qui vous manque, d'une famille dont vous avez déjà une carte. Celui qui pose le plus de familles gagne la donne.
familles-tut-outro = Les dix familles sont posées. Vous en avez posé trois, les Maya, les Ona et les Alakaluf, plus que tout autre joueur : vous gagnez la donne et marquez 100 points (en cas d'égalité pour le plus de familles, personne ne marque). 200 points gagnent une manche, et deux manches la partie.
familles-tut-01-ask = Vous avez quatre cartes Maya : le Fils, la Fille, le Père et la Sabia. Demandez-en une qui vous manque : demandez { $card } à { $target }.
familles-tut-01-wrong = Commencez par la famille dont vous avez le plus de cartes, les Maya : demandez { $card } à { $target }.
familles-tut-02-again = Obtenue : la carte est à vous, et une carte obtenue vous donne une demande de plus. Il ne vous manque plus qu'une carte Maya : demandez { $card } à { $target }. Si { $target } ne l'a pas, vous piochez la carte du dessus de la pioche.
familles-tut-02-wrong = Finissez d'abord les Maya : il ne vous manque que { $card }. Demandez-la à { $target }.
familles-tut-03-jefa = Refus, mais vous avez pioché la carte même que vous demandiez : vous la montrez et demandez encore. Vos six cartes Maya ont été posées aussitôt : votre première famille ! Demandez maintenant { $card } à { $target } : obtenir la Jefa vaut deux demandes de plus.
familles-tut-03-wrong = Tentez { $card } : obtenir la Jefa vaut deux demandes de plus. Demandez-la à { $target }.
familles-tut-04-asked = Refus : vous avez pioché une carte, et votre tour est passé. { $p } vous demande { $card } : vous l'avez, vous devez donc la donner. Retenez-le : on ne demande que dans une famille qu'on a, donc { $p } garde une autre carte Alakaluf.
familles-tut-06-public = { $p } obtient { $card }. Chaque demande et chaque réponse sont publiques : tout le monde sait que { $p } a maintenant cette carte, et une autre carte Ona en plus.
familles-tut-10-sure = À vous de nouveau. { $target } a obtenu { $card } : demandez-la-lui, c'est une demande sûre.
familles-tut-10-wrong = Servez-vous de ce que vous avez vu : { $target } a obtenu { $card }. Demandez-la-lui.
familles-tut-11-back = Encore une demande sûre : { $target } vous a pris { $card }. Reprenez-la-lui.
familles-tut-11-wrong = { $target } a sûrement { $card }, qu'il vous a prise : demandez-la-lui.
familles-tut-12-deduce = { $target } a demandé une carte Ona, il en avait donc une autre ; parmi les Ona qui vous manquent, ce ne peut être que { $other } ou { $card }. Demandez la Jefa : elle vaut deux demandes de plus.
familles-tut-12-wrong = { $target } a { $other } ou { $card }. Demandez-lui la Jefa : elle vaut deux demandes de plus.
familles-tut-13-bonus = La Jefa : deux demandes de plus ! { $target } a demandé une carte Alakaluf, il a donc { $card } ou { $other }. Demandez-lui { $card }.
familles-tut-13-wrong = { $target } a { $card } ou { $other } : demandez-lui { $card }.
familles-tut-14-refusal = Refus, mais la carte piochée, { $drawn }, a complété vos Ona : la famille est posée ! Grâce à la Jefa, il vous reste une demande. { $target } a refusé { $asked }, sa carte Alakaluf est donc { $card } : demandez-la-lui.
familles-tut-14-wrong = { $target } a refusé { $asked }, sa carte Alakaluf est donc { $card }. Demandez-la-lui.
familles-tut-15-guess = Il ne manque que { $card }, et personne ne l'a montrée : elle est dans une main ou dans la pioche. Tentez votre chance : demandez-la à { $target }, qui a le plus de cartes.
familles-tut-15-wrong = Personne n'a montré { $card } : demandez-la à { $target }. C'est lui qui a le plus de cartes, donc le plus de chances de l'avoir.
familles-tut-21-give = { $p } vous demande { $card }, la carte que vous avez piochée : vous devez la donner, même une carte piochée en secret.
familles-tut-24-empty = La pioche est vide maintenant : un joueur refusé ne pioche plus rien, et son tour passe.
familles-tut-25-tell = { $p } vous demande { $card }, et vous devez la donner. Mais il ne demande que dans une famille qu'il a : son autre carte Alakaluf ne peut être que { $missing }, celle qui vous manque !
familles-tut-26-grande-jefa = { $p } obtient { $card } : deux demandes de plus pour lui, comme la Jefa pour vous, et il pose sa famille Chichimeca.
familles-tut-29-back = À vous : reprenez { $card } à { $target }, c'est une demande sûre.
familles-tut-29-wrong = { $target } vous a pris { $card } : demandez-la-lui.
familles-tut-30-last = Demandez maintenant { $card } à { $target } : il l'a forcément, et elle complète votre troisième famille.
familles-tut-30-wrong = { $target } a demandé une carte Alakaluf, il a donc { $card } : demandez-la-lui et posez vos Alakaluf.
familles-tut-31-out = Votre main est vide, la pioche aussi : votre tour passe tant que les autres finissent leurs familles.

## Pourquoi la stratégie demande (conseils : policy.reason) ; $extra : jefa (S1 ou S10 : deux demandes de plus), last (la dernière carte de la famille), none

familles-why-sure = { $target } a sûrement { $card } : tout le monde l'a vue arriver dans sa main. Demandez-la-lui{ $extra ->
    [jefa] {" "}: une Jefa vaut deux demandes de plus
    [last] {" "}: elle complète votre famille
   *[none] {""}
}.
familles-why-hidden = { $target } a demandé une carte des { $family } sans en montrer une, il en garde donc une { $count ->
    [one] et ce ne peut être que { $card }. Demandez-la-lui
   *[other] des { $count } que vous n'avez pas vues. Demandez-lui { $card }
}{ $extra ->
    [jefa] {" "}: une Jefa vaut deux demandes de plus
    [last] {" "}: elle complète votre famille
   *[none] {""}
}.
familles-why-guess = On ne sait pas qui a { $card } : tentez votre chance là où c'est le plus probable. { $target } a { $unseen ->
    [one] une carte
   *[other] { $unseen } cartes
} que personne n'a vues. { $extra ->
    [jefa] Et une Jefa vaut deux demandes de plus.
    [last] Et elle compléterait votre famille.
   *[none] { $held ->
        [0] Vous n'avez encore aucune carte des { $family }.
        [one] Vous avez une carte des { $family }.
       *[other] Vous avez { $held } cartes des { $family }.
    }
}
familles-why-hopeless = { $target } ne peut pas avoir { $card } : la demande sera refusée, et vous piocherez.
familles-why-draw = Personne ne peut avoir une carte que vous pouvez demander : toute demande sera refusée, et vous piocherez une carte.

# How to write cards and moves in the terminal (its `help`)
familles-notation =
    S1 à S10 sont les Sabias (la Grand-Mère de chaque famille), 6-V est la carte V de la famille 6 (rangs I à V).
    Actions : `ask 2 6-V` demande 6-V à P2

# The terminal's heading when a hand ends
familles-hand-over = == Fin de la donne { $n } ==

## Notation illisible (InvalidNotation), et où en est la donne

familles-unreadable-action = « { $text } » n'est pas une action du Jeu des Familles : écrivez ask PLACE CARTE, comme ask 2 6-V (demander à P2 le Grand-Père Maya).
familles-unreadable-seat = « { $text } » n'est pas un joueur : les places vont de 0 à { $last }.
familles-unreadable-history-line = « { $text } » n'est pas une ligne de l'historique du Jeu des Familles.
familles-unreadable-view-no-seat = La vue publique n'a pas de place pour laquelle déduire.
familles-unreadable-view-sizes = Observation du Jeu des Familles : les tailles des mains ne correspondent pas à l'historique.
familles-unreadable-view-no-layout = Observation du Jeu des Familles : aucune répartition des cartes ne s'accorde avec l'historique public.
familles-progress-turn = { $p ->
    [you] À vous
   *[other] Au tour de { $p }
}
