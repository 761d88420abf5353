# La Samba (la Canasta de John R. Crawford, à six en trois équipes, ou à quatre en deux) : ses mots,
# avec le vocabulaire de la fiche (talon, pile de défausses, étaler, combinaison, Séquence,
# passe-partout, Fou, 3 rouges et noirs, « Puis-je sortir ? »).
# Les places ($p, $asker, $partner...) arrivent comme le jeton `you` pour le lecteur, sinon comme un
# nom ; $side est une liste de places (les deux partenaires d'une équipe).

samba-name = La Samba
# Comment ce jeu appelle une donne, pour les messages du navigateur sur les donnes (words/locales : `hand-word`) : donne ou manche.
samba-hand-unit = donne
samba-summary = La Canasta à trois jeux avec Séquences : six joueurs en trois équipes (ou quatre en deux) étalent combinaisons et Séquences jusqu'à 10 000 points.

## Options

samba-option-hand_size = Cartes distribuées
samba-option-hand_size-help = Cartes distribuées à chaque joueur (15 ; 13 permis).
samba-option-initial_meld_7000 = Ouverture à partir de 7000 points
samba-option-initial_meld_7000-help = Le minimum d'ouverture d'une équipe qui a 7000 points ou plus (160 ; 150 permis).
samba-option-target_score = Score à atteindre
samba-option-target_score-help = Le score qui termine la partie (10 000).
samba-option-max_hands = Nombre de donnes
samba-option-max_hands-help = Arrêter la partie après ce nombre de donnes (classement à ce moment-là) ; vide : jouer la partie entière.

## Cartes et combinaisons

samba-card = { $rank ->
    [two] le deux
    [three] le trois
    [four] le quatre
    [five] le cinq
    [six] le six
    [seven] le sept
    [eight] le huit
    [nine] le neuf
    [ten] le dix
    [jack] le valet
    [queen] la dame
    [king] le roi
   *[ace] l'as
} de { $suit ->
    [clubs] trèfle
    [diamonds] carreau
    [hearts] cœur
   *[spades] pique
}
samba-joker = le Fou
samba-rank = { $rank ->
    [two] deux
    [three] trois
    [four] quatre
    [five] cinq
    [six] six
    [seven] sept
    [eight] huit
    [nine] neuf
    [ten] dix
    [jack] valet
    [queen] dame
    [king] roi
   *[ace] as
}
samba-ranks = { $rank ->
    [two] deux
    [three] 3 noirs
    [four] quatre
    [five] cinq
    [six] six
    [seven] sept
    [eight] huit
    [nine] neuf
    [ten] dix
    [jack] valets
    [queen] dames
    [king] rois
   *[ace] as
}
samba-meld-group = combinaison des { $rank }
samba-meld-sequence = Séquence à { $suit ->
    [clubs] trèfle
    [diamonds] carreau
    [hearts] cœur
   *[spades] pique
} du { $low } au { $high }
samba-canasta-kind = { $kind ->
    [natural] canasta pure
    [mixed] canasta impure
   *[samba] Samba
}
samba-side = équipe de { $side }

## Genres d'actions (les commandes d'une interface)

samba-kind-draw = Piger
samba-kind-take = Prendre la pile
samba-kind-group = Étaler une combinaison
samba-kind-seq = Étaler une Séquence
samba-kind-add = Ajouter à une combinaison
samba-kind-merge = Réunir deux combinaisons
samba-kind-discard = Écarter
samba-kind-ask = Demander à sortir
samba-kind-answer = Répondre
samba-kind-cancel = Reprendre l'ouverture
samba-kind-end = Terminer la donne

## Actions

samba-action-draw = Piger deux cartes du talon
samba-action-take-unnamed = Prendre la pile avec une paire (dites laquelle)
samba-action-take-pair = Prendre la pile avec { $cards }
samba-action-take-meld = Prendre la pile, sa carte du dessus ({ $top }) sur la combinaison { $meld }
samba-action-take-meld-bare = Prendre la pile, sa carte du dessus sur la combinaison { $meld }
samba-action-group = Étaler une combinaison des { $rank } : { $cards }
samba-action-sequence = Étaler une Séquence à { $suit ->
    [clubs] trèfle
    [diamonds] carreau
    [hearts] cœur
   *[spades] pique
} du { $low } au { $high } ({ $n } cartes)
samba-action-add = Ajouter { $card } à la combinaison { $meld }
samba-action-merge = Réunir les combinaisons { $first } et { $second }
samba-action-discard = Écarter { $card }
samba-action-ask = Demander à { $partner ->
    [you] vous-même
   *[other] { $partner }
} : « Puis-je sortir ? »
samba-action-answer = { $answer ->
    [yes] Oui : { $asker ->
        [you] vous pouvez sortir
       *[other] { $asker } peut sortir
    }
   *[no] Non : { $asker ->
        [you] vous ne pouvez pas sortir
       *[other] { $asker } ne peut pas sortir
    }
}
samba-action-cancel = Reprendre l'ouverture inachevée
samba-action-end = Renoncer à la pile et terminer la donne

## Ce qu'on demande au joueur

samba-prompt-answer = { $p ->
    [you] Répondez à { $asker ->
        [you] votre propre question
       *[other] la question de { $asker }
    } « Puis-je sortir ? » : oui ou non.
   *[other] { $p } répond à { $asker ->
        [you] votre question
       *[other] la question de { $asker }
    } « Puis-je sortir ? ».
}
samba-prompt-turn = { $p ->
    [you] À vous :
   *[other] À { $p } :
} { $how ->
    [stock-out] le talon est épuisé : prenez la pile, ou terminez la donne.
    [yes] votre partenaire a dit oui : pigez ou prenez la pile, puis sortez.
    [declined] la pile a été rendue : pigez.
   *[draw] pigez deux cartes du talon ou prenez la pile.
}
samba-prompt-play = { $p ->
    [you] À vous :
   *[other] À { $p } :
} { $how ->
    [yes] votre partenaire a dit oui : étalez ce que vous pouvez et sortez.
    [pending] complétez l'ouverture (elle compte { $count } sur { $need }) pour prendre la pile, ou reprenez-la.
    [opening] étalez, écartez ; votre équipe ouvre avec { $need } points (elle en compte { $count }).
    [withdrawn] l'ouverture a été reprise : écartez.
   *[play] étalez, ajoutez aux combinaisons, puis écartez.
}

## Ce qu'un coup a déclenché

samba-drew = { $p ->
    [you] Vous avez pigé
   *[other] { $p } a pigé
} { $n ->
    [one] une carte
   *[other] { $n } cartes
} du talon.
samba-drew-cards = { $p ->
    [you] Vous avez pigé
   *[other] { $p } a pigé
} { $n ->
    [0] rien
   *[other] { $cards }
} du talon.
samba-red-threes = { $p ->
    [you] Vous avez retourné
   *[other] { $p } a retourné
} { $n ->
    [one] un 3 rouge
   *[other] des 3 rouges
} { $how ->
    [drawn] pigé du talon
    [pile] venu de la pile
    [deal] reçu à la donne
   *[hand] de la main
} ({ $cards }){ $how ->
    [pile] .
   *[other] {" "}et pigé de nouveau.
}
samba-red-threes-replaced = { $p ->
    [you] Vous avez retourné
   *[other] { $p } a retourné
} { $n ->
    [one] un 3 rouge
   *[other] des 3 rouges
} ({ $cards }) et pigé { $drawn }.
samba-took-pile-pair = { $p ->
    [you] Vous avez pris
   *[other] { $p } a pris
} la pile ({ $n ->
    [one] une carte
   *[other] { $n } cartes
}, dessus : { $top }) avec la paire naturelle : { $cards }.
samba-took-pile-meld = { $p ->
    [you] Vous avez pris
   *[other] { $p } a pris
} la pile ({ $n ->
    [one] une carte
   *[other] { $n } cartes
}) en ajoutant sa carte du dessus, { $top }, à la combinaison { $meld }.
samba-pile-held = Sous la carte du dessus, la pile contenait { $n ->
    [one] une carte
   *[other] { $n } cartes
} : { $cards }.
samba-melded = { $p ->
    [you] Vous avez étalé
   *[other] { $p } a étalé
} la combinaison { $meld }, { $what } : { $cards }.
samba-added = { $p ->
    [you] Vous avez ajouté
   *[other] { $p } a ajouté
} { $card } à la combinaison { $meld } ({ $what }).
samba-merged = { $p ->
    [you] Vous avez réuni
   *[other] { $p } a réuni
} les combinaisons { $first } et { $second }.
samba-discarded = { $p ->
    [you] Vous avez écarté
   *[other] { $p } a écarté
} { $card }.
samba-asked = { $p ->
    [you] Vous avez demandé
   *[other] { $p } a demandé
} à { $partner ->
    [you] vous
   *[other] { $partner }
} : « Puis-je sortir ? »
samba-answered = { $p ->
    [you] Vous avez répondu
   *[other] { $p } a répondu
} { $answer ->
    [yes] oui : { $asker ->
        [you] vous devez
       *[other] { $asker } doit
    } sortir à ce tour.
   *[no] non : { $asker ->
        [you] vous ne pouvez
       *[other] { $asker } ne peut
    } pas sortir à ce tour.
}
samba-withdrew = { $p ->
    [you] Vous avez repris
   *[other] { $p } a repris
} l'ouverture inachevée : { $n ->
    [one] une carte revient
   *[other] { $n } cartes reviennent
} en main ({ $cards }){ $pile ->
    [back] , la carte du dessus retourne sur la pile
   *[none] {""}
} ; l'équipe doit maintenant réunir { $need } points pour ouvrir.
samba-ended = { $p ->
    [you] Vous avez renoncé
   *[other] { $p } a renoncé
} à la pile, le talon épuisé : la donne se termine.
samba-pile-to-hand = L'ouverture est complète : la pile ({ $n ->
    [one] une carte
   *[other] { $n } cartes
}) va { $p ->
    [you] dans votre main
   *[other] dans la main de { $p }
}.
samba-pile-pending = Le reste de la pile ira { $p ->
    [you] dans votre main
   *[other] dans la main de { $p }
} quand l'ouverture comptera { $need } points (elle en compte { $count }).
samba-canasta = L'équipe de { $side } : la combinaison { $meld } est maintenant { $kind ->
    [natural] une canasta pure
    [mixed] une canasta impure
   *[samba] une Samba
}.
samba-opened = L'équipe de { $side } a ouvert.
samba-fined = L'équipe de { $side } reçoit une amende de { $points } points : autorisé à sortir, son joueur n'est pas sorti.
samba-went-out = { $p ->
    [you] Vous êtes sorti
   *[other] { $p } est sorti
} : la donne est terminée.
samba-stock-out = Le talon est épuisé : la donne est terminée, personne n'est sorti.
samba-match-over = La partie est terminée : { $winners } l'emportent.
samba-next-hand = Donne { $hand } : { $dealer ->
    [you] vous donnez
   *[other] { $dealer } donne
} ; { $first ->
    [you] vous jouez
   *[other] { $first } joue
} en premier.

## Le compte d'une donne

samba-bd-went-out = { $p ->
    [you] Vous êtes sorti
   *[other] { $p } est sorti
} (+200 pour l'équipe).
samba-bd-stock-out = Personne n'est sorti (le talon est épuisé).
samba-bd-natural = { $n ->
    [one] { $n } pure
   *[other] { $n } pures
} × 500
samba-bd-mixed = { $n ->
    [one] { $n } impure
   *[other] { $n } impures
} × 300
samba-bd-sambas = { $n ->
    [one] { $n } Samba
   *[other] { $n } Sambas
} × 1500
samba-bd-no-canasta = aucune
samba-bd-side = {"  "}Équipe de { $side } : combinaisons { $melded }, canastas : { $canastas }{ $going_out ->
    [0] {""}
   *[other] , sortie { $going_out }
}{ $red ->
    [0] {""}
   *[other] { $short ->
        [yes] , 3 rouges { $red } (moins de deux canastas)
       *[no] , 3 rouges +{ $red }
    }
}, cartes restées en main { $in_hand }{ $fines ->
    [0] {""}
   *[other] , amendes { $fines }
} = { $total }
samba-bd-total = équipe de { $side } { $points }
samba-bd-totals = {"  "}Totaux : { $totals }.

## La table du terminal

samba-table-header = Samba - donne { $hand } - donneur { $dealer ->
    [you] vous
   *[other] { $dealer }
} - votre partenaire : { $partner ->
    [you] vous
   *[other] { $partner }
}
samba-table-header-public = Samba - donne { $hand } - donneur { $dealer ->
    [you] vous
   *[other] { $dealer }
} - vue publique
samba-table-side = équipe de { $side } : score { $score }, { $opened ->
    [yes] ouverte
   *[no] doit réunir { $need }{ $raised ->
        [0] {""}
       *[other] {" "}(+{ $raised } : ouverture reprise)
    } pour ouvrir
}
samba-table-red-threes = , 3 rouges
samba-table-seat-cards = { $p ->
    [you] vous
   *[other] { $p }
} { $n }
samba-table-hand-sizes = cartes en main : { $sizes }
samba-table-frozen-for = (gelée pour { $sides })
samba-table-frozen-yours = (gelée pour votre équipe)
samba-table-stock = talon { $stock }, pile { $pile } : dessus
samba-table-pile = pile (du fond au dessus) :
samba-table-hand = votre main ({ $n }) :
samba-table-over = partie terminée : { $winners } l'emportent
samba-table-to-act = à jouer : { $p ->
    [you] vous
   *[other] { $p }
} ({ $phase ->
    [turn] piger ou prendre la pile
    [answer] répondre
   *[play] étaler et écarter
}){ $answer ->
    [yes] {" "}(le partenaire a dit oui)
    [no] {" "}(le partenaire a dit non)
   *[none] {""}
}{ $opening ->
    [0] {""}
   *[other] {" "}(l'ouverture compte { $opening })
}

## Refus

samba-fix = { $card } sur la combinaison { $meld }
samba-refusal-answer_first = { $p ->
    [you] Vous devez
   *[other] { $p } doit
} d'abord répondre au « Puis-je sortir ? » { $asker ->
    [you] que vous avez posé
   *[other] de { $asker }
} (oui ou non).
samba-refusal-not_asked = Personne n'a demandé « Puis-je sortir ? ».
samba-refusal-asked_already = Vous avez déjà posé la question à votre partenaire ce tour-ci.
samba-refusal-ask_needs_canasta = On ne demande « Puis-je sortir ? » qu'une fois que votre équipe a une canasta (il en faut deux pour sortir).
samba-refusal-ask_too_late = On demande « Puis-je sortir ? » avant d'étaler ou de prendre la pile : au plus tard juste après avoir pigé.
samba-refusal-nothing_to_cancel = Il n'y a pas d'ouverture inachevée à reprendre.
samba-refusal-cancel_correctable = Votre équipe doit réunir { $need } points pour ouvrir{ $raised ->
    [0] {""}
   *[other] {" "}(+{ $raised } : une ouverture reprise cette donne)
} et ses combinaisons en comptent { $count }, mais des cartes de votre main peuvent encore la compléter ({ $fixes }) : une ouverture ne se reprend que si elle ne peut pas être corrigée.
samba-refusal-drawn_already = Vous avez déjà pigé ou pris la pile ce tour-ci.
samba-refusal-withdrawn_discard = Vous avez repris votre ouverture ce tour-ci : écartez maintenant.
samba-refusal-partner_said_no = Votre partenaire a répondu non à « Puis-je sortir ? » : vous devez garder une carte après avoir écarté.
samba-refusal-going_out_needs_two = Ce coup vous ferait sortir, et pour sortir il faut deux canastas ou Sambas (votre équipe en aurait { $n }).
samba-refusal-draw_first = Pigez ou prenez la pile d'abord.
samba-refusal-stock_exhausted = Le talon est épuisé : prenez la pile si vous le pouvez, ou terminez la donne.
samba-refusal-end_needs_empty_stock = La donne ne se termine que lorsque le talon est épuisé : pigez.
samba-refusal-yes_binds_take = Votre partenaire a répondu oui à « Puis-je sortir ? » et la réponse engage : prenez la pile avec votre paire et sortez si vous le pouvez.
samba-refusal-must_take_pile = Le talon est épuisé et la carte du dessus de la pile va sur une combinaison de votre équipe : vous devez prendre la pile.
samba-refusal-pile_empty = La pile de défausses est vide.
samba-refusal-pile_withdrawn = Vous avez renoncé à prendre la pile ce tour-ci.
samba-refusal-wild_on_top = On ne peut pas prendre la pile : une carte passe-partout ({ $top }) est dessus.
samba-refusal-black_three_on_top = Un 3 noir ({ $top }) sur la pile bloque le joueur suivant.
samba-refusal-frozen_unopened = La pile est gelée pour votre équipe tant qu'elle n'a pas ouvert : prenez-la seulement avec une paire naturelle.
samba-refusal-pile_frozen = La pile est gelée : elle contient { $cards } ; prenez-la seulement avec une paire naturelle.
samba-refusal-no_meld = Votre équipe n'a pas de combinaison { $meld }.
samba-refusal-top_meld_full = La combinaison { $meld } a { $n } cartes : la carte du dessus ne peut aller que sur une combinaison de moins de sept cartes.
samba-refusal-top_does_not_fit = La carte du dessus ({ $top }) ne va pas sur la combinaison { $meld } ({ $what }).
samba-refusal-pair_must_match = La paire doit être de la valeur de la carte du dessus ({ $top }) : prenez-la avec deux { $rank } naturels, pas des { $other }.
samba-refusal-take_needs_pair = Pour prendre la pile, il faut une paire naturelle de { $rank } comme la carte du dessus ({ $top }) ; vous en avez { $n ->
    [0] aucun
    [one] un seul
   *[other] { $n }
}, et les passe-partout ne comptent pas.
samba-refusal-say_which_pair = Vous avez { $cards } : dites avec lesquelles deux vous prenez la pile.
samba-refusal-only_one_of = Vous n'avez { $card } qu'une fois, pas deux.
samba-refusal-pile_opening_short = Prenez d'abord la pile : votre équipe doit réunir { $need } points pour ouvrir{ $raised ->
    [0] {""}
   *[other] {" "}(+{ $raised } : une ouverture reprise cette donne)
} et ses combinaisons en comptent { $count } (carte du dessus et cartes de votre main seulement) ; étalez davantage ou reprenez.
samba-refusal-opening_short = Votre équipe doit réunir { $need } points pour ouvrir{ $raised ->
    [0] {""}
   *[other] {" "}(+{ $raised } : une ouverture reprise cette donne)
} et ses combinaisons en comptent { $count } : étalez davantage ou reprenez.
samba-refusal-yes_binds_go_out = Votre partenaire a répondu oui à « Puis-je sortir ? » et la réponse engage : vous devez sortir ; étalez ou ajoutez d'abord ce que vous pouvez (écarter sans sortir n'est permis, avec l'amende de 100 points, qu'une fois que plus rien ne peut être étalé).
samba-refusal-three_cards = Une combinaison compte au moins trois cartes.
samba-refusal-no_such_rank = Cette valeur n'existe pas.
samba-refusal-black_threes_held = Vous avez { $held ->
    [0] aucun 3 noir
    [one] un seul 3 noir
   *[other] { $held } 3 noirs
}, pas { $n }.
samba-refusal-naturals_held = Vous avez { $held } { $rank } naturels, pas { $n }.
samba-refusal-jokers_held = Vous avez { $held ->
    [0] aucun Fou
    [one] un seul Fou
   *[other] { $held } Fous
}, pas { $n }.
samba-refusal-twos_held = Vous avez { $held ->
    [0] aucun deux
    [one] un seul deux
   *[other] { $held } deux
}, pas { $n }.
samba-refusal-new_group_naturals = Une nouvelle combinaison des { $rank } s'étale avec deux ou trois cartes naturelles : étalez-en trois, puis ajoutez les autres.
samba-refusal-black_threes_no_wilds = Une combinaison de 3 noirs ne prend aucun passe-partout.
samba-refusal-black_threes_going_out = Les 3 noirs ne s'étalent que pour sortir : la combinaison doit vous laisser au plus une carte à écarter, avec deux canastas dans votre équipe.
samba-refusal-black_threes_only_out = Les 3 noirs ne s'étalent que pour sortir.
samba-refusal-sequence_lacks = Il vous manque { $cards } pour cette Séquence.
samba-refusal-samba_closed = La combinaison { $meld } est une Samba : une Séquence de sept cartes est close.
samba-refusal-sequence_no_wilds = Une Séquence ne prend aucun passe-partout.
samba-refusal-does_not_extend = On ne peut prolonger la combinaison { $meld } ({ $what }) par { $card } à aucun bout.
samba-refusal-canasta_no_wild = On ne peut ajouter aucun passe-partout à une canasta complète (combinaison { $meld }).
samba-refusal-two_wilds_at_most = Une combinaison compte au plus deux passe-partout (la combinaison { $meld } en a { $n }).
samba-refusal-does_not_match = On ne peut pas ajouter { $card } à la combinaison { $meld } ({ $what }).
samba-refusal-merge_order = Nommez d'abord la combinaison de plus petit numéro.
samba-refusal-merge_groups = Seules deux combinaisons de même valeur peuvent être réunies.
samba-refusal-merge_wilds = Une combinaison compte au plus deux passe-partout ({ $n } ensemble).
samba-refusal-merge_canasta_wild = On ne peut ajouter aucun passe-partout à une canasta complète.

## Le tutoriel (tutorial.py) : une première donne à quatre, face à { $partner }

samba-tut-intro = Bienvenue à La Samba ! Vous jouez avec votre partenaire { $partner }, assis en face de vous, contre { $left } et { $right }. Votre équipe marque en étalant des cartes sur la table : des combinaisons d'un même rang et des Séquences d'une même couleur. Sept cartes dans une combinaison font une canasta, sept dans une Séquence une samba, et une équipe en a besoin de deux avant qu'un de ses joueurs puisse sortir. Cette donne est distribuée pour vous montrer tout cela en trois tours.
samba-tut-draw = Votre tour commence par la pige, et à la Samba on pige deux cartes du talon. La pile (sa carte du dessus est le valet de pique) ne se prend qu'avec une paire naturelle de son rang tant que votre équipe n'a pas ouvert, et vous n'avez pas de valet : pigez.
samba-tut-draw-wrong = Commencez par piger deux cartes du talon (draw).
samba-tut-sequence = Vous avez pigé le dix et le roi de pique. Votre équipe n'a pas encore ouvert : ses premières combinaisons doivent compter ensemble au moins 50 points. Vos piques du cinq au dix forment une Séquence : étalez-la (seq 5S-10S).
samba-tut-sequence-wrong = Commencez par votre plus longue combinaison : vos six piques du cinq au dix forment une Séquence (seq 5S-10S). Les Séquences sont le trésor de la Samba : à sept cartes, elles deviennent une samba, qui vaut 1500.
samba-tut-minimum = Votre Séquence compte 45 points (le cinq, le six et le sept valent 5 chacun, le huit, le neuf et le dix valent 10) : moins que les 50 qu'il faut à votre équipe pour ouvrir, vous ne pouvez donc pas encore défausser. Vos trois rois (10 chacun) forment une combinaison : étalez-les (group Kx3).
samba-tut-minimum-wrong = 45 points ne suffisent pas pour ouvrir : il en faut 50 à votre équipe. Étalez vos rois en combinaison (group Kx3) : une combinaison demande au moins deux cartes naturelles, et les rois valent 10 chacun.
samba-tut-add-king = 75 points : votre équipe a ouvert ! Posez votre quatrième roi sur les rois que vous venez d'étaler, la combinaison m2 (add KS m2) : une combinaison de sept cartes devient une canasta.
samba-tut-add-king-wrong = Posez votre quatrième roi sur votre combinaison de rois (add KS m2) : plus il y a de rois, plus la canasta est proche. Gardez votre Fou pour l'instant : il complétera une canasta plus tard.
samba-tut-keep-pairs = Terminez votre tour par une défausse. Gardez vos paires de dames et de huit : une paire naturelle prend toute la pile quand sa carte du dessus lui correspond. Le quatre de trèfle est seul : défaussez-le (discard 4C).
samba-tut-keep-pairs-wrong = Gardez vos paires et votre Fou (une paire prend la pile, le Fou complète une canasta), et défaussez le quatre de trèfle, isolé (discard 4C).
samba-tut-partner-adds = { $p } pose deux rois sur votre combinaison : les combinaisons appartiennent à l'équipe, et les deux partenaires y ajoutent des cartes.
samba-tut-queen-on-top = { $p } défausse la dame de cœur. La pile compte maintenant cinq cartes, et vous avez une paire de dames...
samba-tut-take = La carte du dessus de la pile est une dame, et vous avez deux dames naturelles : prenez toute la pile avec elles (take QC QD). Les trois dames forment une nouvelle combinaison, et le reste de la pile vient dans votre main, avec le valet de pique qui manque à votre Séquence.
samba-tut-take-wrong = Piger vous donne deux cartes ; la pile en compte cinq, dont le valet de pique dont votre Séquence a besoin. Prenez-la avec votre paire de dames (take QC QD).
samba-tut-samba = Le valet de pique porte votre Séquence à sept cartes, du cinq au valet : une samba, qui vaut 1500 points (add JS m1). Une samba est fermée : on n'y ajoute plus rien.
samba-tut-samba-wrong = Posez le valet de pique sur votre Séquence (add JS m1) : sept cartes en Séquence font une samba, qui vaut 1500 points.
samba-tut-canasta = La combinaison de rois de votre équipe compte six cartes. Un passe-partout (un Fou ou un deux) peut aller sur une combinaison : votre Fou la porte à sept, une canasta (add JK m2). Avec des passe-partout, c'est une canasta impure (300 points) ; sans, une canasta pure (500).
samba-tut-canasta-wrong = Complétez vos rois avec le Fou (add JK m2) : sept cartes font une canasta, et avec votre samba votre équipe a alors les deux qu'il lui faut pour sortir.
samba-tut-may-go-out = Une samba et une canasta : votre équipe peut sortir désormais. Vos paires de huit et de neuf ne s'étalent pas encore (une nouvelle combinaison demande trois cartes) : gardez-les et défaussez le six de carreau (discard 6D).
samba-tut-may-go-out-wrong = Gardez vos paires de huit et de neuf : une troisième carte ou un passe-partout les fera étaler. Défaussez le six de carreau (discard 6D).
samba-tut-ask = Avant de piger, vous pouvez demander à votre partenaire « Puis-je sortir ? » (ask). Vous avez deux paires et un quatre : deux cartes de plus pourraient bien vous laisser tout étaler. La réponse de votre partenaire vous engage : après un oui, vous devez sortir à ce tour.
samba-tut-ask-wrong = Demandez d'abord à votre partenaire (ask) : la question se pose en début de tour, avant d'étaler, et la réponse vous dit si votre équipe est prête à finir la donne.
samba-tut-partner-yes = { $p } répond oui : vous devez maintenant sortir à ce tour, sinon votre équipe paie une amende de 100 points.
samba-tut-draw-after-yes = Pigez maintenant vos deux cartes (draw).
samba-tut-draw-after-yes-wrong = Pigez deux cartes du talon (draw).
samba-tut-eights = Vous avez pigé le huit de cœur et le deux de trèfle. Étalez vos trois huit en nouvelle combinaison (group 8x3).
samba-tut-eights-wrong = Étalez vos trois huit en combinaison (group 8x3) ; le deux de trèfle est pour vos neuf.
samba-tut-nines = Vos deux neuf et le deux de trèfle, un passe-partout, forment aussi une combinaison (group 9x2+2).
samba-tut-nines-wrong = Étalez votre paire de neuf avec le deux comme passe-partout (group 9x2+2) : il ne vous reste alors qu'une carte en main.
samba-tut-go-out = Défaussez votre dernière carte, le quatre de trèfle, et votre main est vide : vous sortez (discard 4C) !
samba-tut-go-out-wrong = Défaussez votre dernière carte (discard 4C) : une main vide termine la donne.
samba-tut-outro = Vous êtes sorti : la donne est terminée. Votre équipe marque ses cartes étalées ({ $melded }), 1500 pour la samba, 300 pour la canasta impure et 200 pour la sortie, moins les cartes restées dans la main de votre partenaire ({ $in_hand }) : { $total } points. L'autre équipe n'a rien étalé et perd les cartes de ses mains : -{ $other }. Donne après donne, la première équipe à 10 000 points gagne la partie.

## Pourquoi la stratégie joue un coup (conseils : policy.reason)

samba-why-answer-yes = Votre main ne coûterait que { $points } points si la donne s'arrêtait maintenant : laissez votre partenaire sortir.
samba-why-answer-no = Votre main compte encore { $points } points qui iraient contre votre équipe : répondez non, et étalez-les d'abord.
samba-why-take-meld = La carte du dessus de la pile, { $top }, va sur une combinaison de votre équipe : prenez toute la pile ({ $n ->
    [one] une carte
   *[other] { $n } cartes
}).
samba-why-take-pair = Votre paire naturelle correspond à la carte du dessus : prenez la pile ({ $n ->
    [one] une carte
   *[other] { $n } cartes
}), autant de cartes à étaler.
samba-why-take-pair-open = Votre paire, la carte du dessus et ce que votre main peut étaler font { $points } points, assez pour les { $need } qu'il faut à votre équipe pour ouvrir : prenez la pile.
samba-why-draw = Rien dans votre main ne prend la pile : pigez deux cartes du talon.
samba-why-draw-short = Votre paire pourrait prendre la pile, mais votre équipe n'atteindrait pas les { $need } points qu'il lui faut pour ouvrir : pigez plutôt.
samba-why-take-stock-out = Le talon est épuisé : prenez la pile avec votre paire tant que vous le pouvez.
samba-why-end = Le talon est épuisé et vous ne pouvez pas prendre la pile : la donne se termine.
samba-why-opening = Cette combinaison fait partie d'une ouverture de { $points } points, assez pour les { $need } qu'il faut à votre équipe.
samba-why-cancel = Vos cartes ne peuvent pas atteindre les { $need } points qu'il faut à votre équipe pour ouvrir : reprenez l'ouverture.
samba-why-opening-add = Il manque encore { $points } points à votre ouverture : posez la carte qui vaut le plus.
samba-why-merge = Deux combinaisons d'un même rang n'en font qu'une plus grande : réunissez-les, plus près d'une canasta.
samba-why-sequence = Étalez votre Séquence : à sept cartes, elle devient une samba, qui vaut 1500.
samba-why-black-threes = Les 3 noirs ne s'étalent que pour sortir, et ils vous laissent sortir maintenant.
samba-why-extend = Posez { $card } sur la Séquence de votre équipe (combinaison { $meld }) : sept cartes font une samba, qui vaut 1500.
samba-why-add-natural = Posez { $card } sur la combinaison de votre équipe (combinaison { $meld }) : plus près d'une canasta, et les cartes sur la table comptent pour vous.
samba-why-add-canasta = Posez { $card } sur la canasta (combinaison { $meld }) : les cartes sur la table comptent pour votre équipe, celles en main contre elle.
samba-why-wild-canasta = Avec { $card }, une canasta est complète : la combinaison { $meld } atteint sept cartes.
samba-why-wild-endgame = La donne peut finir bientôt et les cartes restées en main coûtent des points : posez { $card } sur la combinaison { $meld }.
samba-why-wild-early = Il faut encore deux canastas à votre équipe pour sortir : { $card } sur la combinaison { $meld }, déjà grande, en rapproche une.
samba-why-group = Trois cartes naturelles ({ $rank }) : étalez-les en nouvelle combinaison.
samba-why-group-wild = Une paire naturelle ({ $rank }) et un passe-partout commencent une nouvelle combinaison.
samba-why-freeze = La pile vaut cher ({ $n } cartes) et toute autre défausse est risquée : gelez-la avec un passe-partout, pour que seule une paire naturelle la prenne.
samba-why-discard-black-three = Défaussez { $card } : un 3 noir sur la pile empêche le joueur suivant de la prendre.
samba-why-discard-wild = Il ne reste que des passe-partout à défausser : { $card } coûte le moins.
samba-why-discard-lone = Défaussez { $card } : cette carte est seule dans votre main, et le joueur suivant a peu de chances de prendre la pile avec elle.
samba-why-discard-least = Défaussez { $card } : de toutes vos cartes, c'est la carte la moins utile pour vous et pour le joueur suivant.

# How to write cards and moves in the terminal (its `help`)
samba-notation =
    Le rang 2 à 10, J Q K A (valet, dame, roi, as), puis la couleur C D H S (trèfle, carreau, cœur, pique) : AS, 10H ; le Fou est JK.
    Actions : `draw`, `take 7C 7H` (la pile, avec votre paire de 7), `take m2` (la pile, sa carte du dessus sur la deuxième combinaison de votre équipe), `group 7x2+jk`, `seq 4H-7H`, `add 7H m2`, `discard 7H`

# The terminal's heading when a hand ends
samba-hand-over = == Fin de la donne { $n } ==

## Notation illisible (InvalidNotation), et où en est la donne

samba-unreadable-card-id = Il n'y a pas de carte numéro { NUMBER($id, useGrouping: 0) }.
samba-unreadable-card = « { $text } » n'est pas une carte : écrivez le rang puis la couleur (AS, 10H, 2C, 7D ; couleurs C D H S) ou JK.
samba-unreadable-rank = « { $text } » n'est pas un rang : écrivez 2..10, J, Q, K ou A.
samba-unreadable-action-id = Il n'y a pas d'action numéro { NUMBER($id, useGrouping: 0) }.
samba-unreadable-meld = « { $text } » n'est pas une combinaison : écrivez m1 .. m{ $most }.
samba-unreadable-in = « { $text } » : { $why }
samba-unreadable-action = « { $text } » n'est pas une action de la Samba : draw, take 7C 7H, take m2, group 7x2+jk, seq 4H-7H, add 7H m2, merge m1 m3, discard 7H, ask, yes, no, cancel, end.
samba-unreadable-pair = Une paire qui prend la pile, ce sont deux cartes naturelles d'un même rang 4..A (take 7C 7H).
samba-unreadable-group = Un groupe s'écrit RANGxNATURELLES puis +jk / +2 par joker (group 7x2+jk).
samba-unreadable-group-wilds = Les jokers d'un groupe s'écrivent +jk ou +2, deux au plus.
samba-unreadable-group-size = Un groupe est d'un rang 3..A avec 2..12 cartes naturelles.
samba-unreadable-seq = Une Séquence s'écrit BAS-HAUT dans une couleur (seq 4H-7H).
samba-unreadable-seq-ends = Les bouts d'une Séquence sont des cartes naturelles d'une même couleur.
samba-unreadable-seq-run = Une Séquence va de 4 à l'as dans une couleur (C D H S), de 3 à 7 cartes.
samba-unreadable-view-seq = Une Séquence de la vue n'est pas une suite d'une seule couleur.
samba-unreadable-view-foreign = Ce n'est pas une observation de la Samba.
samba-unreadable-view-no-hand = La vue publique n'a pas de main autour de laquelle tirer au sort : donnez la vue d'une place.
samba-unreadable-view-copies = La vue montre plus d'exemplaires d'une carte que le paquet n'en a.
samba-unreadable-view-sizes = Les tailles des mains et le talon de la vue ne concordent pas.
samba-unreadable-view-red-threes = L'observation ne laisse pas de place pour les trois rouges non vus.
samba-unreadable-draw-round-seats = Chaque tour du tirage est tiré par les places à égalité pour la plus haute carte.
samba-unreadable-draw-tie = Le tirage du premier donneur laisse une égalité.
samba-unreadable-deal-pack-size = Le paquet d'une donne de la Samba liste les { $n } cartes, du dessus au dessous.
samba-unreadable-deal-pack = Le paquet d'une donne de la Samba doit contenir trois jeux de 52 cartes et six jokers, chaque carte une fois.
samba-unreadable-deal-object = Une donne de la Samba est un objet avec dealer, draw et pack.
samba-unreadable-deal-fields = Champs de donne inconnus : { $fields } (une donne de la Samba a dealer, draw, pack).
samba-unreadable-deal-dealer = Le donneur d'une donne de la Samba est une place 0..{ $last }.
samba-unreadable-deal-draw = Le tirage d'une donne de la Samba est une liste de tours de [place, carte].
samba-unreadable-deal-draw-round = Un tour du tirage est une liste de [place, carte].
samba-unreadable-deal-draw-dealer = Le tirage fait de P{ $eldest } le premier à jouer, donc P{ $drawn } donne, pas P{ $dealer }.
samba-progress-turn = Tour { $turn } ({ $p ->
    [you] vous
   *[other] { $p }
})
