# Die Sieben Siegel (Os Sete Selos): as palavras do jogo em português.
# Os lugares ($p, $victim, $dealer, $first) chegam como `you` para o leitor, senão com o seu nome.
# As cores ($colour, $led) chegam já escritas por `seven-seals-colour`; uma carta por `seven-seals-card`.

seven-seals-name = Os Sete Selos
# Como este jogo chama uma mão, para as mensagens do navegador sobre mãos (words/locales: `hand-word`): mao (mão), rodada ou ronda.
seven-seals-hand-unit = ronda
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

## O tutorial (uma primeira ronda a três jogadores; o aprendiz prevê primeiro)

seven-seals-tut-intro = Bem-vindo aos Sete Selos! Três jogadores, 15 cartas cada, em cinco cores numeradas de 1 a 9; o vermelho é trunfo. Primeiro cada um prevê, cor a cor, as vazas que vai ganhar, tomando um selo por cada uma; depois jogam-se as 15 vazas, e quem ganha uma vaza devolve um selo, ou toma um selo preto. Você prevê primeiro.
seven-seals-tut-take-yellow = O seu { $card } é a carta amarela mais alta (a três jogadores as cartas vão até 9): vai ganhar uma vaza com certeza. Reclame-a: tome um selo amarelo.
seven-seals-tut-take-yellow-wrong = Comece pela vaza certa: ninguém bate o seu { $card } em amarelo, por isso tome um selo amarelo. O sabotador é outra maneira de jogar; vai conhecê-lo daqui a pouco.
seven-seals-tut-take-red = O vermelho é trunfo. O seu { $card } é baixo, mas a sua única carta verde é o { $short }: depois de a jogar, pode cortar uma vaza verde com o seu vermelho. Tome um selo vermelho para essa vaza.
seven-seals-tut-take-red-wrong = Tome um selo vermelho: o seu trunfo, o { $card }, é a sua melhor hipótese de uma segunda vaza quando o seu { $short } tiver saído. As suas cartas azuis e violeta têm todas cartas mais altas contra elas.
seven-seals-tut-done = Dois selos para duas vazas prováveis: chega. Cada selo que ainda tiver no fim custa 2 pontos, e cada vaza ganha sem selo para devolver custa um selo preto (3 pontos). Diga que terminou.
seven-seals-tut-done-wrong = Pare aqui: as suas outras cartas dificilmente ganham vazas, e um selo que guarde custa 2 pontos. Diga que terminou.
seven-seals-tut-saboteur = { $p } tomou o sabotador em vez de selos. O sabotador marca -4 mais 1 por cada selo preto que os outros tomem (nunca acima de 0), e nunca devolve nem toma selos: { $p } vai tentar fazer os outros ganhar vazas para as quais não têm selo.
seven-seals-tut-stolen = O centro já não tinha selos vermelhos, por isso { $p } roubou-lhe o seu. Em troca recebeu um selo branco: um joker, que pode devolver depois de uma vaza de qualquer cor (guardado até ao fim, custa 4 pontos).
seven-seals-tut-predictions-over = { $p } terminou as previsões. Agora as vazas: sirva a cor pedida se puder; se não puder, jogue qualquer carta, e uma carta vermelha corta.
seven-seals-tut-lead-master = Você sai para a primeira vaza. Jogue o seu { $card }: ninguém o bate em amarelo, e tem um selo para devolver por esta vaza.
seven-seals-tut-lead-master-wrong = Saia agora com o seu { $card }: é o amarelo mais alto, por isso ganha a vaza que previu.
seven-seals-tut-give = Ganhou a vaza: devolva um selo, da cor pedida (amarelo) ou o joker branco. Devolva o amarelo: só pode pagar uma vaza amarela, enquanto o branco paga uma vaza de qualquer cor.
seven-seals-tut-give-wrong = Guarde o joker branco, que paga uma vaza de qualquer cor: devolva o selo amarelo, que só serve para vazas amarelas.
seven-seals-tut-lead-joker = Ainda tem o joker branco: mais uma vaza seria bem-vinda, mas não a force. Saia com o seu { $card }: com o violeta 7, 8 e 9 ainda fora, deve perder, e se ganhar, o joker paga a vaza.
seven-seals-tut-lead-joker-wrong = Saia com o seu { $card }: uma carta média que deve perder, e se ganhar, o seu joker branco paga a vaza. Largá-la agora, enquanto há violetas mais altas fora, impede-a de ganhar mais tarde uma vaza que não quer.
seven-seals-tut-saboteur-ducks = { $p } joga baixo: o sabotador nunca quer vazas, quer que os outros ganhem vazas que não podem pagar.
seven-seals-tut-lead-lose = Ganhou com a sua violeta e devolveu o joker branco, o seu único selo que servia. Agora não tem nenhum selo: qualquer vaza que ganhe custa um selo preto (-3), por isso perca todas as vazas a partir daqui. Saia com o seu { $card }: ainda há três azuis mais altos fora.
seven-seals-tut-lead-lose-wrong = Saia com uma carta que perde: o seu { $card } tem três azuis mais altos contra ele. Sem selos, cada vaza que ganhe custa um selo preto.
seven-seals-tut-trumped = { $p } não tem azul e corta com o { $card }: uma carta vermelha bate qualquer outra cor. Pode-se cortar quando não se pode servir, mas nunca é obrigatório.
seven-seals-tut-forced = Tem de servir { $colour }, e o seu { $card } é a única carta dessa cor: jogue-a. Perde, que é o que quer agora.
seven-seals-tut-forced-wrong = Sirva { $colour }: o seu { $card } é a única carta que pode jogar.
seven-seals-tut-duck = Todas as suas cartas desta cor perdem contra o { $over }: jogue a mais alta, o seu { $card }. Livre-se das cartas altas enquanto ainda podem perder, para que não ganhem uma vaza mais tarde.
seven-seals-tut-duck-wrong = Jogue o seu { $card } em vez de uma carta mais baixa: também perde contra o { $over }, e livrar-se da mais alta protege-o para o resto da ronda.
seven-seals-tut-black = { $p } ganhou a vaza violeta sem selo violeta nem branco para devolver, por isso { $p } toma um selo preto (-3). Cada selo preto que os outros tomam dá um ponto ao sabotador, { $sab }.
seven-seals-tut-saboteur-wins = { $p }, o sabotador, ganha esta vaza: o sabotador não devolve nenhum selo e não toma selo preto.
seven-seals-tut-throw-first = Não tem { $led }: jogue qualquer carta. Uma carta que não seja vermelha perde aqui, por isso descarte a sua carta mais perigosa: o { $card }, a sua carta mais alta, que poderia ganhar uma vaza azul mais tarde e custar-lhe um selo preto.
seven-seals-tut-throw-first-wrong = Não pode servir { $led }, por isso tudo o que não seja vermelho perde: aproveite para se livrar da sua carta mais perigosa, o { $card }.
seven-seals-tut-throw-yellow = Outra vez sem { $led }: descarte uma carta. Agora o seu { $card } é a mais perigosa: só um amarelo acima dela, o 6, ainda está fora, por isso poderia ganhar uma vaza amarela.
seven-seals-tut-throw-yellow-wrong = Descarte o seu { $card }: com só o amarelo 6 acima, é a carta com mais hipóteses de ganhar mais tarde uma vaza que não quer.
seven-seals-tut-throw = Não pode servir { $led }: descarte uma carta. O seu { $card } é a mais perigosa: é contra ela que há menos cartas mais altas fora (e em caso de empate, a mais alta sai primeiro).
seven-seals-tut-throw-wrong = Descarte o seu { $card }: é contra ela que há menos cartas mais altas fora, por isso é a que tem mais hipóteses de ganhar mais tarde uma vaza que não quer.
seven-seals-tut-throw-tie = Não pode servir verde: descarte uma carta. O seu { $card } e o seu { $other } são as suas cartas mais perigosas, com duas cartas mais altas fora contra cada uma: descarte o { $card }.
seven-seals-tut-throw-tie-wrong = Descarte o seu { $card } (o seu { $other } é igualmente perigoso: sai mais tarde): os outros só têm duas cartas mais altas contra ele.
seven-seals-tut-last = A sua última carta, o { $card }: jogue-a. Perde contra o vermelho 2, e a ronda termina.
seven-seals-tut-last-wrong = Jogue o seu { $card }: é a sua última carta.
seven-seals-tut-outro = A ronda terminou. Ganhou duas vazas e devolveu um selo por cada uma: não lhe resta nada, 0 pontos, o melhor resultado possível. { $p } fica com três selos pretos: 3 × -3 = -9. O sabotador { $sab } marca -4 + 3 (os selos pretos tomados pelos outros) = -1. No fim, cada selo que ainda se tenha custa pontos: uma cor -2, preto -3, branco -4. Uma partida tem tantas rondas como jogadores; ganha o total mais alto.

## Sugestões: porque é que a estratégia faz uma jogada ($trumped, $follows: `yes` ou `no`)

seven-seals-why-saboteur = O sabotador está livre: -{ $base } mais um ponto por cada selo preto que os outros tomem é, em média, melhor do que aquilo que uma previsão dá.
seven-seals-why-take = A sua mão deve ganhar { $want } { $want ->
    [one] vaza
   *[other] vazas
} em { $colour }, e { $held ->
    [0] ainda não tem nenhum selo dessa cor
    [one] só tem { $held } selo dessa cor
   *[other] só tem { $held } selos dessa cor
}: tome um selo { $colour }.
seven-seals-why-steal = A sua mão deve ganhar { $want } { $want ->
    [one] vaza
   *[other] vazas
} em { $colour }, e o centro já não tem selos dessa cor: roube um a { $p }, que tem mais.
seven-seals-why-done = { $seals ->
    [0] A sua mão não deve ganhar nenhuma vaza: não preveja nada, e depois perca todas as vazas.
   *[other] Os seus selos cobrem as vazas que a sua mão deve ganhar: pare aqui, porque um selo que guarde custa 2 pontos.
}
seven-seals-why-give-spare = Tem { $held } selos e só { $left ->
    [one] falta { $left } vaza
   *[other] faltam { $left } vazas
}: devolva o joker branco, o selo mais caro de guardar (-4).
seven-seals-why-give-led = Devolva um selo { $colour }, a cor pedida: guarde os vermelhos (para cortar) e o joker branco (para qualquer cor), que pagam mais vazas.
seven-seals-why-give-red = Ganhou cortando: devolva um selo { $colour } e guarde o joker branco, que paga uma vaza de qualquer cor.
seven-seals-why-give-white = Só o joker { $colour } paga esta vaza: devolva-o.
seven-seals-why-win-sure = Tem um selo para devolver por esta vaza: { $trumped ->
    [yes] corte-a com
   *[no] ganhe-a com
} o seu { $card }, a carta mais barata que a ganha com certeza.
seven-seals-why-win-low = Tem um selo para devolver por esta vaza: { $trumped ->
    [yes] corte-a com
   *[no] ganhe-a com
} o seu { $card }, a carta mais baixa que a ganha.
seven-seals-why-win-high = Quer esta vaza (tem um selo para devolver por ela), mas os jogadores seguintes ainda o podem bater: { $trumped ->
    [yes] corte com
   *[no] jogue
} a sua carta ganhadora mais alta, o { $card }.
seven-seals-why-duck-saboteur = Você é o sabotador: perca todas as vazas. { $follows ->
    [yes] Jogue por baixo da carta ganhadora com
   *[no] Descarte
} o seu { $card }, a carta com mais hipóteses de ganhar uma vaza mais tarde.
seven-seals-why-duck-free = Já não há selos pretos, por isso esta vaza não custa nada: { $follows ->
    [yes] jogue por baixo da carta ganhadora com
   *[no] descarte
} o seu { $card }, a carta com mais hipóteses de ganhar uma vaza mais tarde.
seven-seals-why-duck-black = Não tem selo { $colour } nem branco para devolver: ganhar esta vaza custaria um selo preto (-3). { $follows ->
    [yes] Jogue por baixo da carta ganhadora com
   *[no] Descarte
} o seu { $card }, a carta com mais hipóteses de ganhar mais tarde uma vaza que não quer.
seven-seals-why-duck-kept = Guarde os seus selos para as cartas mestras que ainda tem: deixe passar esta vaza. { $follows ->
    [yes] Jogue por baixo da carta ganhadora com
   *[no] Descarte
} o seu { $card }, a carta com mais hipóteses de ganhar mais tarde uma vaza que não quer.
seven-seals-why-duck-cannot = Não pode ganhar esta vaza: { $follows ->
    [yes] jogue
   *[no] descarte
} o seu { $card }, a carta com mais hipóteses de ganhar mais tarde uma vaza que não quer.
seven-seals-why-all-win-last = Jogue o que jogar, ganha esta vaza: jogue a sua carta mais alta, o { $card }, para se livrar dela.
seven-seals-why-all-win = Todas as cartas que pode jogar batem a vaza até agora: jogue a mais baixa, o { $card }, na esperança de que um jogador seguinte fique com a vaza.
seven-seals-why-lead-master = Saia com o seu { $card }: ninguém o bate, e tem um selo { $colour } para devolver por esta vaza.
seven-seals-why-lead-saboteur-short = Você é o sabotador: saia com o seu { $card }, que deve perder, numa cor para a qual estes jogadores não têm selo: { $seats }.
seven-seals-why-lead-saboteur = Você é o sabotador: saia com o seu { $card }, a carta com mais hipóteses de perder.
seven-seals-why-lead-lose = Saia com o seu { $card }: com { $n } { $n ->
    [one] carta mais alta
   *[other] cartas mais altas
} ainda fora, deve perder, e mais vale largá-lo agora do que ganhar mais tarde uma vaza que não quer.
seven-seals-why-lead-least = Todas as suas cartas podem ganhar uma vaza: saia com o seu { $card }, a menos custosa.

# How to write cards and moves in the terminal (its `help`)
seven-seals-notation =
    A inicial inglesa da cor, R Y G B V (vermelho, amarelo, verde, azul, violeta), depois o número: R15 é o vermelho 15, V3 o violeta 3 (o vermelho é trunfo).
    Ações: `take red`, `steal red 2` (de P2), `saboteur`, `done`, `play R15`, `give white`

# The terminal's heading when a hand ends
seven-seals-hand-over = == Fim da ronda { $n } ==

seven-seals-refusal-not_predicted = O selo { $colour } nunca se toma para prever uma vaza: preveja com vermelho, amarelo, verde, azul ou violeta.

## Notação ilegível (InvalidNotation), e em que ponto está a ronda

seven-seals-unreadable-card-id = Não há carta com o número { NUMBER($id, useGrouping: 0) }.
seven-seals-unreadable-card = “{ $text }” não é uma carta: escreva a letra de uma cor (R vermelho, Y amarelo, G verde, B azul, V violeta) e um número 1..15, como R15 ou V3.
seven-seals-unreadable-colour = “{ $text }” não é uma cor de selo aqui; esperava-se uma de: { $colours }.
seven-seals-unreadable-deal-object = Uma distribuição dos Sete Selos é {"{"}"dealer": LUGAR, "hands": [[CARTA, ...], ...]{"}"}.
seven-seals-unreadable-deal-dealer = O dador tem de ser um lugar 0..{ $last }, não { $text }.
seven-seals-unreadable-deal-hands = As mãos da distribuição têm de ser uma lista de { $n } mãos.
seven-seals-unreadable-deal-hand-size = A mão { $hand } da distribuição tem de ser uma lista de { $size } cartas.
seven-seals-unreadable-deal-card = { $text } não é uma carta.
seven-seals-unreadable-deal-twice = { $card } é distribuída duas vezes.
seven-seals-unreadable-deal-outside = Cartas fora do baralho de { $players } jogadores (valores 1..{ $top }): { $cards }.
seven-seals-unreadable-action-id = Não há ação com o número { $id }.
seven-seals-unreadable-empty = Ação vazia: escreva por exemplo play R15, take red, done.
seven-seals-unreadable-steal = “{ $text }”: escreva steal COR LUGAR, por exemplo steal red 2.
seven-seals-unreadable-steal-seat = “{ $text }”: o jogador a quem roubar é um lugar 0..{ $last }.
seven-seals-unreadable-action = “{ $text }” não é uma ação dos Sete Selos: escreva play CARTA (play R15), take COR, steal COR LUGAR, saboteur, done, ou give COR|white.
seven-seals-unreadable-view-no-seat = A vista pública não tem lugar para o qual sortear.
seven-seals-progress-predictions = Previsões
seven-seals-progress-trick = Vaza { $n }
