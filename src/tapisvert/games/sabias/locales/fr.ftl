# sabias : Les 10 Grand-Mères, en français (le vocabulaire de la fiche). Les places arrivent
# comme `you` (le lecteur) ou un nom.

sabias-name = Les 10 Grand-Mères (Sabias)
# Comment ce jeu appelle une donne, pour les messages du navigateur sur les donnes (words/locales : `hand-word`) : donne ou manche.
sabias-hand-unit = donne
sabias-summary = Jeu de levées sur le Jeu des Sages : les dix Sabias sont les atouts ; un preneur contre les autres, un partenaire appelé, des annonces.

## Options

sabias-option-four_player_mode = À quatre joueurs
sabias-option-four_player_mode-help = À quatre : deux équipes de deux jouant face à face (la première et la troisième place contre la deuxième et la quatrième) ou chacun pour soi. À quatre, personne ne prend.
sabias-option-four_player_mode-teams = deux équipes de deux
sabias-option-four_player_mode-individual = chacun pour soi
sabias-option-jefa_made_bonus = Prime de la JEFA
sabias-option-jefa_made_bonus-help = Points d'une JEFA réussie (la fiche dit 50 ; son exemple à 1 contre 4 en compte 20). Une JEFA manquée coûte toujours 20.
sabias-option-ecart = Écart
sabias-option-ecart-help = L'écart : marge (points du camp du preneur moins 109, la marge au-dessus de la moitié) ou différence (points du camp du preneur moins ceux des défenseurs). En équipes de deux : la moitié de l'écart ou l'écart entier.
sabias-option-ecart-margin = marge au-dessus de la moitié
sabias-option-ecart-difference = différence entre les camps
sabias-option-sabia_must_follow_family = La Sabia fournit dans sa couleur
sabias-option-sabia_must_follow_family-help = Une Sabia compte comme une carte de sa propre couleur et doit être fournie quand cette couleur est attaquée ; sinon elle peut y être fournie (elle perd alors son rôle d'atout) sans y être obligée.
sabias-option-overtrump_partner_exempt = Pas de surcoupe sur le partenaire
sabias-option-overtrump_partner_exempt-help = Un joueur sans carte de la couleur attaquée n'est pas obligé de surcouper quand un partenaire connu est maître du pli (il doit quand même couper). Sinon : surcouper dès qu'on le peut.
sabias-option-max_hands = Nombre de donnes
sabias-option-max_hands-help = Arrêter la partie après ce nombre de donnes (classement à ce moment-là) ; vide : jouer la partie entière.

## Les cartes : les familles et les Sabias, comme la fiche les nomme

sabias-family = { $n ->
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
sabias-card-sabia = { $n ->
    [1] Jefa de las Sabias (1)
    [10] Grande Jefa de las Sabias (10)
   *[other] Sabia { $family } ({ $n })
}
sabias-card = { $rank ->
    [fils] Fils
    [fille] Fille
    [pere] Père
    [mere] Mère
   *[grand-pere] Grand-Père
} des { $family } ({ $n })
sabias-card-code = { $rank ->
    [sabia] S{ $n }
    [fils] { $n }-I
    [fille] { $n }-II
    [pere] { $n }-III
    [mere] { $n }-IV
   *[grand-pere] { $n }-V
}

## Les coups

sabias-kind-play = Jouer une carte
sabias-kind-bid = Prendre ou passer
sabias-kind-call = Appeler une Sabia
sabias-kind-announce = Annonces
sabias-action-play = Jouer { $card }
sabias-action-take = Je prends
sabias-action-pass = Passer
sabias-action-call = Appeler { $card }
sabias-action-jefa = Annoncer JEFA
sabias-action-chelem = Annoncer CHELEM
sabias-action-done = Pas (plus) d'annonce
sabias-action-conseil = Annoncer un Conseil : { $cards }
sabias-action-grand-conseil = Annoncer un Grand Conseil : { $cards }

## Ce qu'on demande au joueur

sabias-prompt-bid = { $p ->
    [you] Prenez-vous ou passez-vous ? Le preneur joue contre les autres.
   *[other] { $p } prend ou passe.
}
sabias-prompt-call = { $p ->
    [you] Appelez une Sabia : celui qui la détient sera votre partenaire.
   *[other] { $p } appelle une Sabia.
}
sabias-prompt-announce = { $p ->
    [you] Annoncez un Conseil, JEFA ou CHELEM, ou dites que vous n'avez (plus) rien à annoncer.
   *[other] { $p } fait ses annonces.
}
sabias-prompt-lead = { $p ->
    [you] À vous d'entamer : jouez la carte de votre choix.
   *[other] { $p } entame la levée.
}
sabias-prompt-follow = { $p ->
    [you] Jouez une carte : fournissez dans la couleur des { $family } (entame : { $card }) ; sinon coupez, en surcoupant si vous le pouvez.
   *[other] { $p } joue dans la levée (entame : { $card }).
}
sabias-prompt-trump-led = { $p ->
    [you] Jouez une Sabia : l'entame est { $card } ; montez au-dessus de { $best } si vous le pouvez.
   *[other] { $p } joue dans la levée (entame : { $card }).
}

## Les événements

sabias-took = { $p ->
    [you] Vous prenez.
   *[other] { $p } prend.
}
sabias-camp = { $p ->
    [you] Vous jouez seul contre { $others }.
   *[other] { $p } joue seul contre { $others }.
}
sabias-will-call = { $p ->
    [you] Vous appelez une Sabia : celui qui la détient sera votre partenaire.
   *[other] { $p } appelle une Sabia : celui qui la détient sera son partenaire.
}
sabias-passed = { $p ->
    [you] Vous passez.
   *[other] { $p } passe.
}
sabias-hand-void = Tout le monde a passé : la donne { $hand } est nulle, personne ne marque.
sabias-called = { $p ->
    [you] Vous appelez { $card } : celui qui la détient est votre partenaire, en secret jusqu'à ce qu'elle paraisse.
   *[other] { $p } appelle { $card } : celui qui la détient est son partenaire, en secret jusqu'à ce qu'elle paraisse.
}
sabias-called-held = { $p ->
    [you] Vous appelez { $card }, que vous détenez.
   *[other] { $p } appelle { $card }, que vous détenez : vous êtes le partenaire secret de { $p }.
}
sabias-called-self = { $p ->
    [you] Vous appelez { $card }, que vous détenez vous-même : vous jouez seul, 1 contre 4.
   *[other] { $p } appelle { $card }, que { $p } détient : { $p } joue seul, 1 contre 4.
}
sabias-announced-conseil = { $p ->
    [you] Vous annoncez un CONSEIL DE LAS SABIAS (20) et présentez { $cards }.
   *[other] { $p } annonce un CONSEIL DE LAS SABIAS (20) et présente { $cards }.
}
sabias-announced-grand-conseil = { $p ->
    [you] Vous annoncez un GRAND CONSEIL DE LAS SABIAS (50) et présentez { $cards }.
   *[other] { $p } annonce un GRAND CONSEIL DE LAS SABIAS (50) et présente { $cards }.
}
sabias-announced-jefa = { $p ->
    [you] Vous annoncez JEFA : réaliser la dernière levée avec la { $card }.
   *[other] { $p } annonce JEFA : réaliser la dernière levée avec la { $card }.
}
sabias-announced-chelem = { $p ->
    [you] Vous annoncez CHELEM : votre camp doit réaliser toutes les levées.
   *[other] { $p } annonce CHELEM : son camp doit réaliser toutes les levées.
}
sabias-announced-nothing = { $more ->
    [more] { $p ->
        [you] Vous n'annoncez rien de plus.
       *[other] { $p } n'annonce rien de plus.
    }
   *[first] { $p ->
        [you] Vous n'annoncez rien.
       *[other] { $p } n'annonce rien.
    }
}
sabias-leads-first = { $p ->
    [you] Vous entamez la première levée.
   *[other] { $p } entame la première levée.
}
sabias-played = { $p ->
    [you] Vous jouez { $card }.
   *[other] { $p } joue { $card }.
}
sabias-trick-card = { $p ->
    [you] vous : { $card }
   *[other] { $p } : { $card }
}
sabias-trick-won = { $p ->
    [you] Vous remportez la levée ({ $cards }) : { $points ->
        [one] { $points } point de cartes
       *[other] { $points } points de cartes
    }.
   *[other] { $p } remporte la levée ({ $cards }) : { $points ->
        [one] { $points } point de cartes
       *[other] { $points } points de cartes
    }.
}
sabias-partner-revealed = { $p ->
    [you] Vous jouez la { $card } appelée : vous êtes le partenaire { $taker ->
        [you] de vous-même
       *[other] de { $taker }
    }.
   *[other] { $p } joue la { $card } appelée : { $p } est { $taker ->
        [you] votre partenaire
       *[other] le partenaire de { $taker }
    }.
}
sabias-plays-alone = { $p ->
    [you] Vous avez montré vous-même la { $card } appelée : vous jouez seul, 1 contre 4.
   *[other] { $p } a montré la { $card } appelée et joue donc seul, 1 contre 4.
}
sabias-grande-jefa = { $p ->
    [you] Vous avez posé la Grande Jefa et la Jefa : +{ $points }.
   *[other] { $p } a posé la Grande Jefa et la Jefa : +{ $points }.
}
sabias-hand-ended = La donne { $hand } est finie : toutes les cartes ont été jouées.
sabias-manche-won = Manche gagnée par { $winners } (200 points atteints).
sabias-match-over = { $n ->
    [0] La partie est terminée.
   *[other] La partie est terminée, gagnée par { $winners }.
}
sabias-next-hand = Donne { $hand } : { $p ->
    [you] vous donnez et { $first ->
        [speaks] parlez
       *[announces] annoncez
    } en premier.
   *[other] { $p } donne et { $first ->
        [speaks] parle
       *[announces] annonce
    } en premier.
}

## Le décompte de la donne, comme la fiche le calcule

sabias-signed = { $sign ->
    [plus] +{ $v }
    [minus] -{ $v }
   *[zero] 0
}
sabias-seat-points = { $p ->
    [you] vous { $n }
   *[other] { $p } { $n }
}
sabias-seat-score = { $p ->
    [you] vous { $v }
   *[other] { $p } { $v }
}
sabias-bd-void = Donne { $hand } : nulle, tout le monde a passé ; personne ne marque.
sabias-bd-hand = Donne { $hand } :
sabias-bd-card-points = Points des cartes gagnés : { $points } ({ $total } en tout)
sabias-bd-announcement = { $p ->
    [you] Votre annonce
   *[other] Annonce de { $p }
} : { $name ->
    [conseil] CONSEIL
    [grand-conseil] GRAND CONSEIL
    [jefa-made] JEFA réussie
    [jefa-failed] JEFA chutée
    [chelem-made] CHELEM réussi
    [chelem-failed] CHELEM chuté
   *[grande-jefa] GRANDE JEFA + JEFA
}, { $value }
sabias-bd-taker = Preneur { $p ->
    [you] vous
   *[other] { $p }
} ; camp { $camp } : { $points } points de cartes
sabias-bd-taker-called = Preneur { $p ->
    [you] vous
   *[other] { $p }
}, Sabia appelée { $card } ; camp { $camp } : { $points } points de cartes
sabias-bd-ecart = Écart E = { $points } - { $other } = { $ecart } : { $made ->
    [made] le camp du preneur a gagné
   *[lost] le camp du preneur a perdu
}
sabias-bd-unit = Annonces A = { $balance } ; unité d = { $made ->
    [made] +
   *[lost] -
}(|E| + 30) + A/{ $k } = { $made ->
    [made] +
   *[lost] -
}({ $ecart } + 30) { $sign ->
    [minus] -
   *[plus] +
} { $amount }/{ $k } = { $unit }
sabias-bd-shares = { $alone ->
    [no] Le preneur marque { $k } × d, son partenaire d, chaque défenseur -d
   *[yes] Le preneur marque { $k } × d, chaque défenseur -d
}
sabias-bd-teams = Équipes (points des cartes + annonces) : { $a1 } + { $a2 } { $first }, { $b1 } + { $b2 } { $second }
sabias-bd-teams-margin = { $half ->
    [level] Les équipes sont à égalité : personne ne marque
    [half] M = |R1 - R2| / 2 = { $gap } / 2 = { $m } : le plus grand total marque +M, l'autre -M
   *[whole] M = |R1 - R2| = { $m } : le plus grand total marque +M, l'autre -M
}
sabias-bd-individual = Points des cartes + annonces : { $totals } ; chacun marque son total moins la moyenne ({ $n } joueurs)
sabias-bd-scores = Scores : { $scores }

## La table

sabias-table-header = Sabias · { $players } joueurs{ $mode ->
    [teams] { " " }(équipes { $a1 }+{ $a2 } contre { $b1 }+{ $b2 })
    [individual] { " " }(chacun pour soi)
   *[camp] { "" }
} · donne { $hand } · donneur { $dealer } · { $phase ->
    [taking] prise
    [call] appel du partenaire
    [announcements] annonces
    [play] jeu de la carte
   *[over] fini
}
sabias-table-bids = Prise : { $bids }
sabias-table-bid = { $p ->
    [you] vous { $bid ->
        [take] prenez
       *[pass] passez
    }
   *[other] { $p } { $bid ->
        [take] prend
       *[pass] passe
    }
}
sabias-table-taker = Preneur : { $p ->
    [you] vous
   *[other] { $p }
}
sabias-table-taker-called = Preneur : { $p ->
    [you] vous
   *[other] { $p }
}, Sabia appelée { $card } ({ $status ->
    [alone] joue seul, 1 contre 4
    [secret] vous l'avez : vous êtes le partenaire secret
    [self] vous l'avez : vous jouez seul, 1 contre 4
   *[unknown] partenaire encore inconnu
})
sabias-table-taker-partner = Preneur : { $p ->
    [you] vous
   *[other] { $p }
}, Sabia appelée { $card } (partenaire : { $partner })
sabias-table-announced = { $p ->
    [you] Vous avez annoncé
   *[other] { $p } a annoncé
} { $name ->
    [conseil] CONSEIL
    [grand-conseil] GRAND CONSEIL
    [jefa] JEFA
   *[chelem] CHELEM
}
sabias-table-announced-cards = { $p ->
    [you] Vous avez annoncé
   *[other] { $p } a annoncé
} { $name ->
    [grand-conseil] GRAND CONSEIL
   *[conseil] CONSEIL
} { $cards }
# Une annonce sur la table avec son issue une fois décidée (la puce du navigateur dit la même chose).
sabias-table-outcome = { $announcement } — { $outcome ->
    [made] réussie
   *[failed] chutée
}
sabias-table-grande-jefa = { $p ->
    [you] Vous
   *[other] { $p }
} : GRANDE JEFA + JEFA (+20)
sabias-table-played = { $p ->
    [you] vous
   *[other] { $p }
} { $card }
sabias-table-trick = Levée { $n } : { $cards }
sabias-table-trick-lead = Levée { $n } : (à entamer)
sabias-table-last-trick = Dernière levée : { $cards } ; remportée par { $p ->
    [you] vous
   *[other] { $p }
}
sabias-table-card-points = Points des cartes gagnés : { $points }
sabias-table-hand-sizes = Cartes en main : { $sizes }
sabias-table-your-hand = Votre main ({ $n ->
    [one] { $n } carte
   *[other] { $n } cartes
}) :
sabias-table-sabias = Sabias
sabias-table-family = { $n } { $family }
sabias-table-manche = Manche : { $scores } · manches gagnées : { $manches }
sabias-table-over = { $n ->
    [0] Partie terminée : personne n'a gagné
   *[other] Partie terminée, gagnée par { $winners }
}
sabias-table-your-turn = À vous
sabias-table-waiting = { $p ->
    [you] À vous
   *[other] À { $p } de jouer
}

## Les refus

sabias-refusal-take_or_pass = C'est le moment de prendre : dites « Je prends » ou passez (pas « { $action } »).
sabias-refusal-call_a_sabia = Le preneur doit d'abord appeler une Sabia (pas « { $action } »).
sabias-refusal-announce_or_done = C'est le moment des annonces : annoncez un Conseil, un Grand Conseil, JEFA ou CHELEM, ou dites que vous n'avez (plus) rien à annoncer (pas « { $action } »).
sabias-refusal-play_a_card = Jouez une carte de votre main (pas « { $action } »).
sabias-refusal-jefa_done = Vous avez déjà annoncé JEFA.
sabias-refusal-jefa_needs_s1 = Pour annoncer JEFA, il faut avoir la { $card }.
sabias-refusal-chelem_taken = { $p ->
    [you] Vous avez déjà annoncé le CHELEM de cette donne.
   *[other] { $p } a déjà annoncé le CHELEM de cette donne.
}
sabias-refusal-conseil_done = { $conseil ->
    [grand] GRAND CONSEIL : vous avez déjà annoncé un Conseil dans cette donne.
   *[plain] CONSEIL : vous avez déjà annoncé un Conseil dans cette donne.
}
sabias-refusal-conseil_lacks = { $conseil ->
    [grand] Un Grand Conseil présente cinq Sabias de votre jeu ; il vous manque { $cards }.
   *[plain] Un Conseil présente cinq Sabias de votre jeu ; il vous manque { $cards }.
}
sabias-refusal-trump_led = L'entame est { $card } : vous devez jouer un atout (une Sabia) ; vous avez { $cards }.
sabias-refusal-must_go_higher = Monter est obligatoire : vous devez jouer un atout plus fort que { $higher } ; vous avez { $cards }.
sabias-refusal-must_follow = Il faut fournir dans la couleur des { $family } (entame : { $card }) : vous avez { $cards }, et { $played } n'est pas de cette couleur.
sabias-refusal-must_trump = Couper est obligatoire : vous n'avez pas de carte de la couleur des { $family } (entame : { $card }), vous devez couper avec { $cards }.
sabias-refusal-must_overtrump = Surcouper est obligatoire : { $higher } a coupé { $card } ; vous devez surcouper avec { $cards }.

## Pourquoi la stratégie joue un coup (conseils)

sabias-why-take = Une main forte : { $trumps ->
    [one] { $trumps } Sabia
   *[other] { $trumps } Sabias
} et { $fathers ->
    [one] { $fathers } Grand-Père
   *[other] { $fathers } Grands-Pères
}, avec des couleurs courtes où couper : prenez.
sabias-why-pass = Trop faible pour jouer contre les autres ({ $trumps ->
    [one] { $trumps } Sabia
   *[other] { $trumps } Sabias
}, { $fathers ->
    [one] { $fathers } Grand-Père
   *[other] { $fathers } Grands-Pères
}) : passez et défendez.
sabias-why-call = Appelez { $card }, la plus haute Sabia qui vous manque : celui qui la détient est un partenaire fort.
sabias-why-call-all = Vous avez toutes les Sabias : appelez { $card } et jouez seul.
sabias-why-grand-conseil = Cinq Sabias qui se suivent : un Grand Conseil, ce sont 50 points gratuits.
sabias-why-conseil = Vous avez cinq Sabias : un Conseil, ce sont 20 points gratuits ; présentez les cinq plus basses, les hautes restent une surprise.
sabias-why-jefa = { $trumps } Sabias : votre Jefa devrait survivre aux autres atouts et gagner la dernière levée, annoncez JEFA.
sabias-why-no-jefa = Seulement { $trumps } Sabias : la Jefa serait sans doute prise avant la dernière levée (JEFA en demande { $need }) ; plus d'annonce.
sabias-why-done = Rien qui vaille une annonce : un CHELEM (toutes les levées) est bien trop risqué.
sabias-why-draw-master = Vous avez plus de Sabias ({ $mine }) que les autres ensemble ({ $theirs }) : entamez la maîtresse, { $card }, pour faire tomber leurs atouts.
sabias-why-draw-low = Vous avez deux fois plus de Sabias ({ $mine }) que les autres ({ $theirs }) : entamez une petite, { $card }, pour faire tomber les leurs.
sabias-why-lead-master = Plus personne ne peut battre { $card } : encaissez ses points.
sabias-why-lead-signal = { $p } a demandé les { $family } par sa défausse : entamez-les.
sabias-why-lead-long = Entamez une petite carte de votre plus longue couleur, { $card } : ses hautes cartes deviendront maîtresses.
sabias-why-lead-trump = Il ne vous reste que des Sabias à entamer : la plus basse, { $card }.
sabias-why-lead-least = Entamez la carte qui vaut le moins, { $card }.
sabias-why-save-jefa = { $p } est maître de la levée sans risque : glissez votre Jefa, ses 10 points sont sauvés.
sabias-why-load = { $p } est maître de la levée sans risque : chargez-le de points, { $card }.
sabias-why-partner-unsafe = { $p } est maître de la levée mais peut encore être battu : donnez peu, { $card }.
sabias-why-over-partner = Vous devez passer au-dessus de { $p } : la plus petite carte qui le fait, { $card }.
sabias-why-win-sure = Personne après vous ne peut battre { $card } : gagnez la levée avec.
sabias-why-cut-high = { $points } points dans la levée : coupez haut avec { $card } pour les garder.
sabias-why-cut-low = Coupez avec une petite Sabia, { $card } : la levée est pauvre, gardez les hautes.
sabias-why-win-least = Toutes vos cartes jouables gagnent : la moins chère, { $card }.
sabias-why-last-jefa = Vous jouez en dernier et la Jefa gagne : ses 10 points sont à l'abri.
sabias-why-last-rich = Vous jouez en dernier et pouvez gagner : prenez avec votre carte la plus riche, { $card }.
sabias-why-last-trump = Vous jouez en dernier : gagnez avec votre plus petite Sabia qui le fait, { $card }.
sabias-why-signal = Vous ne pouvez pas fournir : défaussez { $card } pour demander à votre partenaire d'entamer les { $family }, où vous avez le Grand-Père.
sabias-why-shed = { $risky ->
    [yes] Vous ne gagneriez qu'avec une carte qui serait battue : donnez votre moins chère, { $card }.
   *[no] Vous ne pouvez pas gagner cette levée : donnez votre carte la moins chère, { $card }.
}
sabias-why-shed-trump = { $risky ->
    [yes] Votre Sabia serait surcoupée : jouez la plus basse, { $card }.
   *[no] Vos Sabias ne peuvent pas gagner ici : jouez la plus basse, { $card }.
}
sabias-why-take-bold = { $trumps ->
    [one] { $trumps } Sabia
   *[other] { $trumps } Sabias
} et { $fathers ->
    [one] { $fathers } Grand-Père
   *[other] { $fathers } Grands-Pères
} : prendre est un pari, mais une donne gagnée rapporte la prime de 30 de chaque défenseur.
sabias-why-pass-safe = Passer est le choix prudent : défendre à deux coûte peu si la donne tourne mal.
sabias-why-call-other = Appelez { $card } : celui qui la détient sera votre partenaire secret.
sabias-why-conseil-other = Un Conseil, ce sont 20 points gratuits, quelles que soient les cinq Sabias présentées.
sabias-why-jefa-bold = Avec { $trumps ->
    [one] { $trumps } Sabia
   *[other] { $trumps } Sabias
}, JEFA est un pari : une prime si votre Jefa gagne la dernière levée, 20 perdus sinon.
sabias-why-done-keep = Dites que vous avez fini : vos Sabias restent cachées aux autres.
sabias-why-chelem = CHELEM : 200 points si votre camp gagne toutes les levées, 100 perdus sinon ; seulement avec une main écrasante.
sabias-why-lead-sabia = Entamez { $card } : chacun doit jouer une Sabia, et les atouts des autres tombent.
sabias-why-lead-probe = Entamez { $card }, une petite carte des { $family } : elle coûte peu même si elle perd.
sabias-why-lead-force = Entamez { $card } pour faire tomber les plus hautes cartes des { $family }.
sabias-why-overtake = Reprenez la levée à { $p } avec { $card } : vous gardez la main.
sabias-why-partner-little = { $p } est maître de la levée : { $card } fournit à peu de frais et garde vos bonnes cartes.
sabias-why-win-try = { $card } remporte la levée pour l'instant, mais un joueur suivant peut encore faire mieux.
sabias-why-shed-sabia = { $card } ne peut pas gagner ici : gardez vos plus hautes Sabias pour plus tard.
sabias-why-shed-other = Cette levée n'est pas pour vous : { $card } lui donne peu et garde vos cartes fortes.
sabias-why-load-risky = { $p } est maître de la levée pour l'instant : { $card } y ajoute des points, un risque si un adversaire la remporte encore.
sabias-why-last-win = Vous jouez en dernier et { $card } remporte la levée.
sabias-why-shed-rich = Cette levée est perdue de toute façon : { $card } quitte votre main maintenant plutôt que plus tard.

## Le tutoriel : une première donne à trois joueurs, vous prenez contre les deux autres

sabias-tut-intro = Bienvenue aux 10 Grand-Mères ! Trois joueurs, vingt cartes chacun. Les dix Sabias (S1 à S10) sont les atouts ; les autres cartes forment dix familles, du Grand-Père (V, 5 points) au Fils (I, 1 point). Un joueur prend et joue seul contre les deux autres : il lui faut au moins 109 des 218 points de cartes dans ses levées pour gagner la donne. { $dealer } donne et parle en premier.
sabias-tut-passed = { $p } passe : { $p } ne jouera pas seul contre les deux autres.
sabias-tut-take = Votre main est forte : cinq Sabias, dont les deux plus hautes (S9 et S10), cinq Grands-Pères, et des couleurs courtes où vous pourrez couper. Prenez : vous jouerez seul contre les deux autres.
sabias-tut-take-wrong = Avec cinq Sabias et cinq Grands-Pères, cette main vaut la peine de prendre : dites « je prends ».
sabias-tut-their-done = { $p } n'annonce rien. Chacun à son tour peut maintenant faire des annonces, qui rapportent des points quoi qu'il arrive pendant le jeu.
sabias-tut-conseil = Vous avez cinq Sabias : annoncez un Conseil (CONSEIL DE LAS SABIAS) en les présentant : { $cards }. Il rapporte 20 points à votre camp ; tout le monde verra ces cartes jusqu'à ce que vous les jouiez.
sabias-tut-conseil-wrong = Cinq Sabias font un Conseil, 20 points pour les montrer : annoncez-le avant de dire que vous avez fini.
sabias-tut-done = Dites maintenant que vous n'avez plus rien à annoncer. JEFA (gagner la dernière levée avec la Jefa, S1) demande la Jefa, que vous n'avez pas, et un CHELEM (toutes les levées) serait bien trop risqué.
sabias-tut-done-wrong = Un CHELEM promet toutes les levées : 100 points perdus s'il en manque une. Dites plutôt que vous avez fini.
sabias-tut-first-lead = { $p }, le donneur, entame la première levée avec { $card }. Chacun doit maintenant jouer une carte de la couleur demandée, s'il en a une.
sabias-tut-follow = { $card } est votre seule carte des { $family } : vous devez la jouer (« fournir »). Elle perdra peut-être, mais la règle d'abord.
sabias-tut-follow-wrong = Vous avez une carte de la couleur demandée : vous devez fournir avec { $card }.
sabias-tut-jefa-cuts = { $p } n'avait pas de { $family } et devait donc couper avec une Sabia : la Jefa (S1), le plus petit atout, bat quand même toutes les cartes des familles. { $p } remporte la levée et ses 15 points.
sabias-tut-winner-leads = { $p } a remporté la levée : { $p } entame donc la suivante.
sabias-tut-last-win = Vous pouvez fournir avec { $card } ou avec la Sabia Alakaluf (S3) : une Sabia compte comme une carte de sa propre famille, et jouée dans celle-ci elle n'est pas un atout, seulement la plus haute carte de la famille. Vous jouez en dernier et { $card } gagne déjà : jouez-la et gardez S3.
sabias-tut-last-win-wrong = La Sabia gagnerait aussi, mais { $card } gagne tout autant : gardez votre Sabia pour plus tard.
sabias-tut-draw = À vous d'entamer. Vous avez cinq Sabias, les autres seulement quatre à eux deux. Entamez { $card }, le plus fort atout : quand une Sabia est entamée, chacun doit jouer une Sabia, et une plus forte s'il le peut (« monter »). Cela fait tomber leurs atouts.
sabias-tut-draw-wrong = Faites d'abord tomber les atouts, avec { $card } : une fois que les autres n'ont plus de Sabias, vos Grands-Pères sont à l'abri.
sabias-tut-trump-led = { $p } devait jouer une Sabia ; personne ne peut battre la Grande Jefa, alors { $p } a donné la plus basse.
sabias-tut-draw-again = Les deux autres n'ont plus que deux Sabias, et votre { $card } est la plus haute qui reste : entamez-la pour les faire tomber toutes les deux.
sabias-tut-wrong = Pas cette carte cette fois : jouez { $card }, comme expliqué plus haut.
sabias-tut-master = Les autres n'ont plus de Sabias, et personne ne peut plus battre un Grand-Père dans sa famille : entamez { $card } et encaissez ses points. Chaque Grand-Père que vous avez est une levée sûre.
sabias-tut-master-wrong = Encaissez d'abord vos levées sûres : entamez { $card }.
sabias-tut-master-iv = Le Grand-Père des { $family } est tombé : votre { $card } est maintenant la plus haute carte de sa famille. Encaissez-la.
sabias-tut-discard = { $p } n'avait plus ni { $family } ni Sabia, et pouvait donc jouer n'importe quelle carte : une défausse. { $p } a donné { $card }, une petite carte, pour montrer à son partenaire où est sa force.
sabias-tut-lead-long = Plus rien de sûr à encaisser. Entamez une petite carte, { $card }, d'une de vos plus longues couleurs : une fois les hautes cartes des { $family } tombées, vos autres cartes de la famille deviendront maîtresses.
sabias-tut-lead-long-wrong = Entamez une petite carte qui coûte peu si elle perd : { $card }.
sabias-tut-lost-trick = { $p } remporte cette levée avec le Grand-Père : la famille que { $p } demandait par sa défausse. Les deux défenseurs mettent leurs points en commun contre vous.
sabias-tut-follow-lose = { $p } a entamé un Grand-Père que vous ne pouvez pas battre. { $card } est votre seule carte des { $family } : vous devez fournir, même pour perdre.
sabias-tut-load = { $p } a donné une carte riche à { $q }, déjà maître de la levée : les partenaires chargent de points les levées l'un de l'autre.
sabias-tut-cut = Vous n'avez plus de { $family } : vous devez couper (« couper est obligatoire »). Les autres n'ont plus de Sabias, votre plus basse, { $card }, suffit.
sabias-tut-cut-wrong = N'importe quelle Sabia gagne ici, puisque les autres n'en ont plus : coupez avec la plus basse, { $card }.
sabias-tut-sabia-family = Votre seule carte des { $family } est { $card } : une Sabia doit fournir dans sa propre famille. Elle n'y est pas un atout mais la plus haute carte de la famille, au-dessus du Grand-Père : elle remporte la levée.
sabias-tut-must-cut = Pas de { $family } dans votre main : vous devez couper, et { $card } est votre dernière Sabia.
sabias-tut-forced = Vous ne pouvez jouer que { $card } ici.
sabias-tut-lead-cheap = Plus rien de sûr à encaisser : entamez votre carte la moins chère, { $card }, et gardez les autres pour plus tard.
sabias-tut-last-card = Votre dernière carte, { $card }. Toutes les cartes sont jouées : la donne est finie.
sabias-tut-outro = Donne finie ! Vous avez remporté { $points } des 218 points de cartes. L'écart est { $points } − 109 = { $ecart } : vous avez gagné. Chaque défenseur vous paie l'écart, plus la prime de 30, plus la moitié des { $conseil } de votre Conseil : { $ecart } + 30 + { $conseil } / 2 = { $unit }. Vous marquez le double, +{ $score } ; chaque défenseur −{ $loss }. Avec moins de 109, c'est vous qui les auriez payés. Le premier à 200 gagne la manche ; deux manches gagnent la partie.

# How to write cards and moves in the terminal (its `help`)
sabias-notation =
    S1 à S10 sont les Sabias (les atouts), 6-V est la carte V de la famille 6 (rangs I à V).
    Actions : `play 6-V`, `take`, `pass`, `call S7`, `conseil S1 S3 S4 S6 S9`, `jefa`, `done`

# The terminal's heading when a hand ends
sabias-hand-over = == Fin de la donne { $n } ==

## Notation illisible (InvalidNotation), et où en est la donne

sabias-unreadable-call-not-sabia = Seule une Sabia peut être appelée, pas { $card }.
sabias-unreadable-conseil-five = { $verb ->
    [conseil] Un Conseil montre cinq Sabias différentes, par exemple conseil S1 S2 S4 S6 S9.
   *[grand] Un Grand Conseil montre cinq Sabias différentes, par exemple grand-conseil S2 S3 S4 S5 S6.
}
sabias-unreadable-consecutive-is-grand = Cinq Sabias consécutives forment un Grand Conseil (grand-conseil).
sabias-unreadable-grand-not-consecutive = Un Grand Conseil montre cinq Sabias aux numéros consécutifs.
sabias-unreadable-action = « { $text } » n'est pas une action des Sabias : écrivez take, pass, call S7, jefa, chelem, done, conseil S1 S3 S4 S6 S9, grand-conseil S2 S3 S4 S5 S6, ou play 6-V.
sabias-unreadable-draw-order = Le tour { $round } du tirage du donneur doit être tiré par les places { $seats }, dans l'ordre.
sabias-unreadable-draw-after-winner = Le tirage du donneur continue après une seule carte la plus haute.
sabias-unreadable-draw-tie = Le tirage du donneur finit sur une égalité : les joueurs à égalité doivent tirer de nouveau.
sabias-unreadable-deal-object = Une donne des Sabias est un objet avec dealer, dealer_draw et hands.
sabias-unreadable-deal-fields = Champs de donne inconnus : { $fields }.
sabias-unreadable-deal-hands = Les mains de la donne doivent être une liste de { $n } mains.
sabias-unreadable-deal-hand-size = P{ $seat } doit recevoir { $size } cartes.
sabias-unreadable-deal-every-card = Les mains doivent contenir chacune des 60 cartes exactement une fois.
sabias-unreadable-deal-draw-list = Le tirage du donneur est une liste de tours de tirages [place, carte].
sabias-unreadable-deal-draw-round = Chaque tour du tirage du donneur est une liste de [place, carte].
sabias-unreadable-deal-draw-dealer = Le tirage désigne P{ $drawn } comme donneur, pas P{ $dealer }.
sabias-unreadable-deal-no-dealer = La donne n'a pas de donneur : donnez le donneur (une place 0..{ $last }) ou le tirage qui le désigne.
sabias-unreadable-deal-dealer = Le donneur doit être une place 0..{ $last }.
sabias-unreadable-deal-card = Les cartes s'écrivent en notation (S7, 6-V), pas { $text }.
sabias-unreadable-view-no-seat = La vue publique n'a pas de place pour laquelle tirer au sort.
sabias-unreadable-score = Ce n'est pas un score des Sabias : { $text }.
sabias-unreadable-view-sizes = Les tailles des mains de la vue ne correspondent pas aux cartes non vues.
sabias-progress-trick = Levée { $n }
sabias-progress-phase = { $phase ->
    [taking] Prise
    [call] Appel du partenaire
    [announcements] Annonces
    [play] Jeu de la carte
   *[over] Fini
}
