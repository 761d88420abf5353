# Die Sieben Siegel (Os Sete Selos): as palavras do jogo em português.
# Os lugares ($p, $victim, $dealer, $first) chegam como `you` para o leitor, senão com o seu nome.
# As cores ($colour, $led) chegam já escritas por `seven-seals-colour`; uma carta por `seven-seals-card`.

seven-seals-name = Os Sete Selos
seven-seals-summary = Jogo de vazas com previsões por cor: tome um selo por cada vaza que espera ganhar nessa cor; o vermelho é trunfo; um sabotador estraga os planos dos outros.

## Opções

seven-seals-option-max_hands = Número de rondas
seven-seals-option-max_hands-help = Parar a partida ao fim deste número de rondas (classificação nesse momento); vazio: jogar a partida inteira.
seven-seals-option-saboteur_base_3p = Base do sabotador com três jogadores
seven-seals-option-saboteur_base_3p-help = A penalização inicial do sabotador com três jogadores: 4 como diz a folha, ou 5 como sugerem as regras publicadas, para tornar o sabotador menos atraente a três.

## Cartas e selos

seven-seals-card = { $colour ->
    [red] vermelho
    [yellow] amarelo
    [green] verde
    [blue] azul
   *[violet] violeta
} { $rank }
seven-seals-colour = { $colour ->
    [red] vermelho
    [yellow] amarelo
    [green] verde
    [blue] azul
    [violet] violeta
    [white] branco
   *[black] preto
}
seven-seals-seals = { $n } { $n ->
    [one] selo { $colour ->
        [red] vermelho
        [yellow] amarelo
        [green] verde
        [blue] azul
        [violet] violeta
        [white] branco
       *[black] preto
    }
   *[other] selos { $colour ->
        [red] vermelhos
        [yellow] amarelos
        [green] verdes
        [blue] azuis
        [violet] violeta
        [white] brancos
       *[black] pretos
    }
}
seven-seals-phase = { $phase ->
    [predict] previsões
    [play] jogo das vazas
    [give] um selo a devolver
   *[over] terminada
}

## Tipos de jogada e jogadas

seven-seals-kind-take = Tomar um selo
seven-seals-kind-steal = Roubar um selo
seven-seals-kind-saboteur = O sabotador
seven-seals-kind-done = Fim das previsões
seven-seals-kind-play = Jogar uma carta
seven-seals-kind-give = Devolver um selo

seven-seals-action-play = Jogar { $card }
seven-seals-action-take = Tomar um selo { $colour }
seven-seals-action-steal = Roubar um selo { $colour } a { $p ->
    [you] si próprio
   *[other] { $p }
}
seven-seals-action-saboteur = Ser o sabotador
seven-seals-action-done = Fim das previsões
seven-seals-action-give = Devolver um selo { $colour }

## Pedidos (ao lugar que joga)

seven-seals-prompt-predict = { $step ->
    [first] Preveja: tome um selo por cada vaza que espera ganhar nessa cor (roube um quando o centro já não tiver dessa cor), tome o sabotador, ou diga que terminou.
   *[more] Tome outro selo, roube um, ou diga que terminou.
}
seven-seals-prompt-lead = Saia para a vaza { $trick } (o vermelho é trunfo).
seven-seals-prompt-follow = { $can ->
    [follow] Jogue uma carta para a vaza { $trick }: sirva a cor pedida, { $colour }.
   *[any] Jogue uma carta para a vaza { $trick }: não tem { $colour }, jogue qualquer carta (o vermelho corta).
}
seven-seals-prompt-give = Ganhou a vaza: escolha o selo a devolver (os selos que pode devolver: { $colours }).

## Acontecimentos

seven-seals-took = { $p ->
    [you] Você toma
   *[other] { $p } toma
} um selo { $colour }.
seven-seals-stole = { $p ->
    [you] Você rouba
   *[other] { $p } rouba
} um selo { $colour } a { $victim ->
    [you] você
   *[other] { $victim }
}.
seven-seals-compensated = { $p ->
    [you] Você recebe
   *[other] { $p } recebe
} um selo branco em troca.
seven-seals-not-compensated = Já não há selos brancos: { $p ->
    [you] você não recebe
   *[other] { $p } não recebe
} nada em troca.
seven-seals-took-saboteur = { $p ->
    [you] Você torna-se
   *[other] { $p } torna-se
} o sabotador e não prevê nenhum selo.
seven-seals-done = { $p ->
    [you] Você termina
   *[other] { $p } termina
} as previsões com { $seals }.
seven-seals-done-none = { $p ->
    [you] Você termina
   *[other] { $p } termina
} as previsões sem nenhum selo: nenhuma vaza a ganhar.
seven-seals-played = { $p ->
    [you] Você joga
   *[other] { $p } joga
} { $card }.
seven-seals-played-by = { $p ->
    [you] o seu { $card }
   *[other] o { $card } de { $p }
}
seven-seals-trick-won = { $p ->
    [you] Você ganha
   *[other] { $p } ganha
} a vaza { $trick } ({ $cards }).
seven-seals-gave-back = { $p ->
    [you] Você devolve
   *[other] { $p } devolve
} um selo { $colour }.
seven-seals-took-black = { $p ->
    [you] Você não tinha selo para devolver e toma um selo preto.
   *[other] { $p } não tinha selo para devolver e toma um selo preto.
}
seven-seals-no-black-left = { $p ->
    [you] Você não tinha selo para devolver, e já não há selos pretos para tomar.
   *[other] { $p } não tinha selo para devolver, e já não há selos pretos para tomar.
}
seven-seals-saboteur-won = { $p ->
    [you] Você é o sabotador: não devolve nem toma nenhum selo.
   *[other] { $p } é o sabotador: o sabotador não devolve nem toma nenhum selo.
}
seven-seals-chooses-seal = { $p ->
    [you] Você escolhe
   *[other] { $p } escolhe
} o selo a devolver.
seven-seals-leads-first = { $p ->
    [you] Você sai
   *[other] { $p } sai
} para a primeira vaza.
seven-seals-round-over = A ronda { $round } terminou: as { $tricks } vazas foram jogadas.
seven-seals-match-over = A partida terminou ao fim de { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}.
seven-seals-next-round = Ronda { $round }: { $dealer ->
    [you] você dá as cartas
   *[other] { $dealer } dá as cartas
}; { $first ->
    [you] você prevê
   *[other] { $first } prevê
} primeiro.

## A contagem da ronda

seven-seals-breakdown-header = Selos ainda na mão (uma cor { $colour }, preto { $black }, branco { $white }):
seven-seals-breakdown-item = { $seals } × { $cost }
seven-seals-breakdown-seat = { $p ->
    [you] Você
   *[other] { $p }
}: { $items } = { $score }
seven-seals-breakdown-seat-none = { $p ->
    [you] Você
   *[other] { $p }
}: nenhum selo = { $score }
seven-seals-breakdown-saboteur = { $p ->
    [you] Você
   *[other] { $p }
}: o sabotador: -{ $base } + { $black } { $black ->
    [one] selo preto tomado
   *[other] selos pretos tomados
} pelos outros (nunca acima de 0) = { $score }
seven-seals-breakdown-no-saboteur = Ninguém tomou o sabotador.

## A mesa (terminal)

seven-seals-table-title = { seven-seals-name } - ronda { $round }/{ $rounds }, dá as cartas { $dealer ->
    [you] você
   *[other] { $dealer }
}, fase: { $phase }
seven-seals-table-centre = Centro:
seven-seals-table-saboteur = Sabotador: { $p ->
    [you] você
   *[other] { $p }
}
seven-seals-table-seal = { $colour } { $n }
seven-seals-table-no-seals = nenhum
seven-seals-table-seals = selos:
seven-seals-table-cards = { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
seven-seals-table-total = total { $points }
seven-seals-table-is-saboteur = SABOTADOR
seven-seals-table-predictions = Previsões:
seven-seals-table-prediction = { $p ->
    [you] você
   *[other] { $p }
}: { $action }
seven-seals-table-last-trick = Última vaza ({ $n }/{ $total }), ganha por { $p ->
    [you] você
   *[other] { $p }
}, { $fate }:
seven-seals-table-fate = { $fate ->
    [gave] que devolveu um selo { $colour }
    [black] que tomou um selo preto
    [saboteur] o sabotador: nenhum selo
    [none] já sem selos pretos
   *[pending] a escolher o selo a devolver
}
seven-seals-table-trick = Vaza { $n }:
seven-seals-table-hand = A sua mão:
seven-seals-table-empty = (vazia)
seven-seals-table-over = A partida terminou.
seven-seals-table-your-turn = É a sua vez.
seven-seals-table-waiting = À espera de { $p }.

## Recusas

seven-seals-refusal-play_a_card = As previsões acabaram: jogue uma carta para a vaza.
seven-seals-refusal-not_in_pack = { $card } não faz parte do baralho para { $players } jogadores (cartas de 1 a { $top }).
seven-seals-refusal-must_follow = Tem de servir a cor pedida, { $colour } (saída: { $lead }): tem { $cards }.
seven-seals-refusal-predict_first = As cartas jogam-se depois de todos fazerem a sua previsão.
seven-seals-refusal-no_trick_yet = Ainda ninguém ganhou uma vaza: é a fase das previsões.
seven-seals-refusal-centre_empty = Já não resta nenhum selo { $colour } no centro: roube um a um jogador que o tenha.
seven-seals-refusal-steal_from_self = Não pode roubar a si próprio: roube outro jogador.
seven-seals-refusal-centre_not_empty = O centro ainda tem { $seals }: tome um; só se pode roubar uma cor quando o centro já não a tiver.
seven-seals-refusal-nothing_to_steal = { $p } não tem nenhum selo { $colour } para roubar.
seven-seals-refusal-saboteur_taken = { $p ->
    [you] Você já é
   *[other] { $p } já é
} o sabotador (só um por ronda).
seven-seals-refusal-saboteur_takes_no_seals = O sabotador não toma selos, e já tomou alguns nesta vez.
seven-seals-refusal-give_first = { $p ->
    [you] Você ganhou a vaza e tem
   *[other] { $p } ganhou a vaza e tem
} primeiro de devolver um selo (os selos possíveis: { $colours }).
seven-seals-refusal-seal_not_held = Não tem nenhum selo { $colour } (os selos que pode devolver: { $colours }).
seven-seals-refusal-give_led = Não pode devolver um selo { $colour }: depois de uma saída a { $led }, devolve-se um selo { $led } ou branco (vermelho só quem ganhou a vaza cortando com uma carta vermelha).
seven-seals-refusal-give_trumped = Não pode devolver um selo { $colour }: depois de uma saída a { $led }, devolve-se um selo { $led } ou branco, ou vermelho, já que ganhou cortando com uma carta vermelha.
