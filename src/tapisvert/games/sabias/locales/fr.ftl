# sabias : Les 10 Grand-Mères, en français (le vocabulaire de la fiche). Les places arrivent
# comme `you` (le lecteur) ou un nom.

sabias-name = Les 10 Grand-Mères (Sabias)
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
sabias-table-grande-jefa = { $p ->
    [you] Vous
   *[other] { $p }
} : GRANDE JEFA + JEFA (+20)
sabias-table-shows = { $p ->
    [you] Vous montrez encore
   *[other] { $p } montre encore
} { $cards }
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
sabias-why-save-jefa = { $p } est maître du pli sans risque : glissez votre Jefa, ses 10 points sont sauvés.
sabias-why-load = { $p } est maître du pli sans risque : chargez-le de points, { $card }.
sabias-why-partner-unsafe = { $p } est maître du pli mais peut encore être battu : donnez peu, { $card }.
sabias-why-over-partner = Vous devez passer au-dessus de { $p } : la plus petite carte qui le fait, { $card }.
sabias-why-win-sure = Personne après vous ne peut battre { $card } : gagnez le pli avec.
sabias-why-cut-high = { $points } points dans le pli : coupez haut avec { $card } pour les garder.
sabias-why-cut-low = Coupez avec une petite Sabia, { $card } : le pli est pauvre, gardez les hautes.
sabias-why-win-least = Toutes vos cartes jouables gagnent : la moins chère, { $card }.
sabias-why-last-jefa = Vous jouez en dernier et la Jefa gagne : ses 10 points sont à l'abri.
sabias-why-last-rich = Vous jouez en dernier et pouvez gagner : prenez avec votre carte la plus riche, { $card }.
sabias-why-last-trump = Vous jouez en dernier : gagnez avec votre plus petite Sabia qui le fait, { $card }.
sabias-why-signal = Vous ne pouvez pas fournir : défaussez { $card } pour demander à votre partenaire d'entamer les { $family }, où vous avez le Grand-Père.
sabias-why-shed = { $risky ->
    [yes] Vous ne gagneriez qu'avec une carte qui serait battue : donnez votre moins chère, { $card }.
   *[no] Vous ne pouvez pas gagner ce pli : donnez votre carte la moins chère, { $card }.
}
sabias-why-shed-trump = { $risky ->
    [yes] Votre Sabia serait surcoupée : jouez la plus basse, { $card }.
   *[no] Vos Sabias ne peuvent pas gagner ici : jouez la plus basse, { $card }.
}
