# La Samba (a Canastra de John R. Crawford, a seis em três equipas, ou a quatro em duas): as suas
# palavras (monte, lixo, baixar, jogo, sequência, curinga, canastra limpa e suja, «Posso sair?»).
# Os lugares ($p, $asker, $partner...) chegam como o símbolo `you` para o leitor, senão como um
# nome; $side é uma lista de lugares (os dois parceiros de uma equipa).

samba-name = Samba
samba-summary = Canastra com três baralhos e sequências: seis jogadores em três equipas (ou quatro em duas) baixam jogos e sequências até 10 000 pontos.

## Opções

samba-option-hand_size = Cartas dadas
samba-option-hand_size-help = Cartas dadas a cada jogador (15; 13 permitido).
samba-option-initial_meld_7000 = Abertura a partir de 7000 pontos
samba-option-initial_meld_7000-help = O mínimo de abertura de uma equipa com 7000 pontos ou mais (160; 150 permitido).
samba-option-target_score = Pontuação a atingir
samba-option-target_score-help = A pontuação que termina a partida (10 000).
samba-option-max_hands = Número de mãos
samba-option-max_hands-help = Parar a partida ao fim deste número de mãos (classificação nesse momento); vazio: jogar a partida inteira.

## Cartas e jogos

samba-card = { $rank ->
    [two] o dois
    [three] o três
    [four] o quatro
    [five] o cinco
    [six] o seis
    [seven] o sete
    [eight] o oito
    [nine] o nove
    [ten] o dez
    [jack] o valete
    [queen] a dama
    [king] o rei
   *[ace] o ás
} de { $suit ->
    [clubs] paus
    [diamonds] ouros
    [hearts] copas
   *[spades] espadas
}
samba-joker = o curinga
samba-rank = { $rank ->
    [two] dois
    [three] três
    [four] quatro
    [five] cinco
    [six] seis
    [seven] sete
    [eight] oito
    [nine] nove
    [ten] dez
    [jack] valete
    [queen] dama
    [king] rei
   *[ace] ás
}
samba-ranks = { $rank ->
    [two] dois
    [three] três pretos
    [four] quatros
    [five] cincos
    [six] seis
    [seven] setes
    [eight] oitos
    [nine] noves
    [ten] dez
    [jack] valetes
    [queen] damas
    [king] reis
   *[ace] ases
}
samba-meld-group = jogo de { $rank }
samba-meld-sequence = sequência de { $suit ->
    [clubs] paus
    [diamonds] ouros
    [hearts] copas
   *[spades] espadas
} do { $low } ao { $high }
samba-canasta-kind = { $kind ->
    [natural] canastra limpa
    [mixed] canastra suja
   *[samba] samba
}
samba-side = equipa de { $side }

## Tipos de ações (os comandos de uma interface)

samba-kind-draw = Comprar
samba-kind-take = Levar o lixo
samba-kind-group = Baixar um jogo
samba-kind-seq = Baixar uma sequência
samba-kind-add = Acrescentar a um jogo
samba-kind-merge = Juntar dois jogos
samba-kind-discard = Descartar
samba-kind-ask = Pedir para sair
samba-kind-answer = Responder
samba-kind-cancel = Retirar a abertura
samba-kind-end = Terminar a mão

## Ações

samba-action-draw = Comprar duas cartas do monte
samba-action-take-unnamed = Levar o lixo com um par (diga qual)
samba-action-take-pair = Levar o lixo com { $cards }
samba-action-take-meld = Levar o lixo, a carta de cima ({ $top }) para o jogo { $meld }
samba-action-take-meld-bare = Levar o lixo, a carta de cima para o jogo { $meld }
samba-action-group = Baixar um jogo de { $rank }: { $cards }
samba-action-sequence = Baixar uma sequência de { $suit ->
    [clubs] paus
    [diamonds] ouros
    [hearts] copas
   *[spades] espadas
} do { $low } ao { $high } ({ $n } cartas)
samba-action-add = Acrescentar { $card } ao jogo { $meld }
samba-action-merge = Juntar os jogos { $first } e { $second }
samba-action-discard = Descartar { $card }
samba-action-ask = Perguntar a { $partner ->
    [you] si mesmo
   *[other] { $partner }
}: «Posso sair?»
samba-action-answer = { $answer ->
    [yes] Sim: { $asker ->
        [you] você pode sair
       *[other] { $asker } pode sair
    }
   *[no] Não: { $asker ->
        [you] você não pode sair
       *[other] { $asker } não pode sair
    }
}
samba-action-cancel = Retirar a abertura por terminar
samba-action-end = Recusar o lixo e terminar a mão

## O que se pede ao jogador

samba-prompt-answer = { $p ->
    [you] Responda à { $asker ->
        [you] sua própria pergunta
       *[other] pergunta de { $asker }
    } «Posso sair?»: sim ou não.
   *[other] { $p } responde à { $asker ->
        [you] sua pergunta
       *[other] pergunta de { $asker }
    } «Posso sair?».
}
samba-prompt-turn = { $p ->
    [you] A sua vez:
   *[other] A vez de { $p }:
} { $how ->
    [stock-out] o monte acabou: leve o lixo, ou termine a mão.
    [yes] o seu parceiro disse sim: compre ou leve o lixo, depois saia.
    [declined] o lixo foi devolvido: compre.
   *[draw] compre duas cartas do monte ou leve o lixo.
}
samba-prompt-play = { $p ->
    [you] A sua vez:
   *[other] A vez de { $p }:
} { $how ->
    [yes] o seu parceiro disse sim: baixe o que puder e saia.
    [pending] complete a abertura (vale { $count } de { $need }) para levar o lixo, ou retire-a.
    [opening] baixe, descarte; a sua equipa abre com { $need } (vale { $count } até agora).
    [withdrawn] a abertura foi retirada: descarte.
   *[play] baixe, acrescente aos jogos, depois descarte.
}

## O que uma jogada provocou

samba-drew = { $p ->
    [you] Você
   *[other] { $p }
} comprou { $n ->
    [one] uma carta
   *[other] { $n } cartas
} do monte.
samba-drew-cards = { $p ->
    [you] Você
   *[other] { $p }
} comprou { $n ->
    [0] nada
   *[other] { $cards }
} do monte.
samba-red-threes = { $p ->
    [you] Você
   *[other] { $p }
} baixou { $n ->
    [one] um três vermelho
   *[other] três vermelhos
} ({ $cards }){ $how ->
    [drawn] {" "}comprado do monte, e comprou outra vez.
    [pile] {" "}vindo do lixo.
    [deal] {" "}recebido na distribuição, e comprou outra vez.
   *[hand] {" "}da mão, e comprou outra vez.
}
samba-red-threes-replaced = { $p ->
    [you] Você
   *[other] { $p }
} baixou { $n ->
    [one] um três vermelho
   *[other] três vermelhos
} ({ $cards }) e comprou { $drawn }.
samba-took-pile-pair = { $p ->
    [you] Você
   *[other] { $p }
} levou o lixo ({ $n ->
    [one] uma carta
   *[other] { $n } cartas
}, em cima: { $top }) com o par natural: { $cards }.
samba-took-pile-meld = { $p ->
    [you] Você
   *[other] { $p }
} levou o lixo ({ $n ->
    [one] uma carta
   *[other] { $n } cartas
}), juntando a carta de cima, { $top }, ao jogo { $meld }.
samba-pile-held = Por baixo da carta de cima, o lixo tinha { $n ->
    [one] uma carta
   *[other] { $n } cartas
}: { $cards }.
samba-melded = { $p ->
    [you] Você
   *[other] { $p }
} baixou o jogo { $meld }, um { $what }: { $cards }.
samba-added = { $p ->
    [you] Você
   *[other] { $p }
} acrescentou { $card } ao jogo { $meld } ({ $what }).
samba-merged = { $p ->
    [you] Você
   *[other] { $p }
} juntou os jogos { $first } e { $second }.
samba-discarded = { $p ->
    [you] Você
   *[other] { $p }
} descartou { $card }.
samba-asked = { $p ->
    [you] Você
   *[other] { $p }
} perguntou a { $partner ->
    [you] você
   *[other] { $partner }
}: «Posso sair?»
samba-answered = { $p ->
    [you] Você
   *[other] { $p }
} respondeu { $answer ->
    [yes] sim: { $asker ->
        [you] você
       *[other] { $asker }
    } tem de sair nesta vez.
   *[no] não: { $asker ->
        [you] você
       *[other] { $asker }
    } não pode sair nesta vez.
}
samba-withdrew = { $p ->
    [you] Você
   *[other] { $p }
} retirou a abertura por terminar: { $n ->
    [one] uma carta volta
   *[other] { $n } cartas voltam
} para a mão ({ $cards }){ $pile ->
    [back] , a carta de cima volta para o lixo
   *[none] {""}
}; a equipa precisa agora de { $need } para abrir.
samba-ended = { $p ->
    [you] Você
   *[other] { $p }
} recusou o lixo com o monte acabado: a mão termina.
samba-pile-to-hand = A abertura está completa: o lixo ({ $n ->
    [one] uma carta
   *[other] { $n } cartas
}) vai para a mão { $p ->
    [you] de você
   *[other] de { $p }
}.
samba-pile-pending = O resto do lixo vai para a mão { $p ->
    [you] de você
   *[other] de { $p }
} quando a abertura valer { $need } (vale { $count }).
samba-canasta = A equipa de { $side }: o jogo { $meld } é agora { $kind ->
    [natural] uma canastra limpa
    [mixed] uma canastra suja
   *[samba] uma samba
}.
samba-opened = A equipa de { $side } abriu.
samba-went-out = { $p ->
    [you] Você
   *[other] { $p }
} saiu: a mão terminou.
samba-stock-out = O monte acabou: a mão terminou, ninguém saiu.
samba-match-over = A partida terminou: { $winners } ganharam.
samba-next-hand = Mão { $hand }: { $dealer ->
    [you] você dá as cartas
   *[other] { $dealer } dá as cartas
}; { $first ->
    [you] você joga
   *[other] { $first } joga
} primeiro.

## A contagem de uma mão

samba-bd-went-out = { $p ->
    [you] Você
   *[other] { $p }
} saiu (+200 para a equipa).
samba-bd-stock-out = Ninguém saiu (o monte acabou).
samba-bd-natural = { $n ->
    [one] { $n } limpa
   *[other] { $n } limpas
} × 500
samba-bd-mixed = { $n ->
    [one] { $n } suja
   *[other] { $n } sujas
} × 300
samba-bd-sambas = { $n ->
    [one] { $n } samba
   *[other] { $n } sambas
} × 1500
samba-bd-no-canasta = nenhuma
samba-bd-side = {"  "}Equipa de { $side }: jogos { $melded }, canastras: { $canastas }{ $going_out ->
    [0] {""}
   *[other] , saída { $going_out }
}{ $red ->
    [0] {""}
   *[other] { $short ->
        [yes] , três vermelhos { $red } (menos de duas canastras)
       *[no] , três vermelhos +{ $red }
    }
}, cartas na mão { $in_hand }{ $fines ->
    [0] {""}
   *[other] , multas { $fines }
} = { $total }
samba-bd-total = equipa de { $side } { $points }
samba-bd-totals = {"  "}Totais: { $totals }.

## A mesa do terminal

samba-table-header = Samba - mão { $hand } - dá as cartas { $dealer } - o seu parceiro: { $partner }
samba-table-header-public = Samba - mão { $hand } - dá as cartas { $dealer } - vista pública
samba-table-side = equipa de { $side }: pontos { $score }, { $opened ->
    [yes] aberta
   *[no] precisa de { $need }{ $raised ->
        [0] {""}
       *[other] {" "}(+{ $raised }: abertura retirada)
    } para abrir
}
samba-table-red-threes = , três vermelhos
samba-table-seat-cards = { $p } { $n }
samba-table-hand-sizes = cartas na mão: { $sizes }
samba-table-frozen-for = (trancado para { $sides })
samba-table-frozen-yours = (trancado para a sua equipa)
samba-table-stock = monte { $stock }, lixo { $pile }: em cima
samba-table-pile = lixo (de baixo para cima):
samba-table-hand = a sua mão ({ $n }):
samba-table-over = partida terminada: { $winners } ganharam
samba-table-to-act = a jogar: { $p } ({ $phase ->
    [turn] comprar ou levar o lixo
    [answer] responder
   *[play] baixar e descartar
}){ $answer ->
    [yes] {" "}(o parceiro disse sim)
    [no] {" "}(o parceiro disse não)
   *[none] {""}
}{ $opening ->
    [0] {""}
   *[other] {" "}(a abertura vale { $opening })
}

## Recusas

samba-fix = { $card } no jogo { $meld }
samba-refusal-answer_first = { $p ->
    [you] Você tem
   *[other] { $p } tem
} primeiro de responder ao «Posso sair?» { $asker ->
    [you] que você fez
   *[other] de { $asker }
} (sim ou não).
samba-refusal-not_asked = Ninguém perguntou «Posso sair?».
samba-refusal-asked_already = Já perguntou ao seu parceiro nesta vez.
samba-refusal-ask_needs_canasta = Só se pergunta «Posso sair?» quando a sua equipa já tem uma canastra (para sair são precisas duas).
samba-refusal-ask_too_late = Pergunta-se «Posso sair?» antes de baixar jogos ou de levar o lixo: o mais tardar logo depois de comprar.
samba-refusal-nothing_to_cancel = Não há nenhuma abertura por terminar para retirar.
samba-refusal-cancel_correctable = A sua equipa precisa de { $need } pontos para abrir{ $raised ->
    [0] {""}
   *[other] {" "}(+{ $raised }: uma abertura retirada nesta mão)
} e os seus jogos valem { $count }, mas cartas da sua mão ainda a podem completar ({ $fixes }): uma abertura só se retira quando não pode ser corrigida.
samba-refusal-drawn_already = Já comprou ou levou o lixo nesta vez.
samba-refusal-withdrawn_discard = Retirou a sua abertura nesta vez: agora descarte.
samba-refusal-partner_said_no = O seu parceiro respondeu que não a «Posso sair?»: tem de ficar com uma carta depois de descartar.
samba-refusal-going_out_needs_two = Esta jogada fá-lo-ia sair, e para sair são precisas duas canastras ou sambas (a sua equipa teria { $n }).
samba-refusal-draw_first = Primeiro compre ou leve o lixo.
samba-refusal-stock_exhausted = O monte acabou: leve o lixo se puder, ou termine a mão.
samba-refusal-end_needs_empty_stock = A mão só termina quando o monte acabar: compre.
samba-refusal-yes_binds_take = O seu parceiro respondeu sim a «Posso sair?» e a resposta obriga: leve o lixo com o seu par e saia se puder.
samba-refusal-must_take_pile = O monte acabou e a carta de cima do lixo serve a um jogo da sua equipa: tem de levar o lixo.
samba-refusal-pile_empty = O lixo está vazio.
samba-refusal-pile_withdrawn = Desistiu de levar o lixo nesta vez.
samba-refusal-wild_on_top = Não se pode levar o lixo: há uma carta curinga ({ $top }) em cima.
samba-refusal-black_three_on_top = Um três preto ({ $top }) em cima do lixo bloqueia o jogador seguinte.
samba-refusal-frozen_unopened = O lixo está trancado para a sua equipa enquanto não abrir: só o pode levar com um par natural.
samba-refusal-pile_frozen = O lixo está trancado: contém { $cards }; só o pode levar com um par natural.
samba-refusal-no_meld = A sua equipa não tem o jogo { $meld }.
samba-refusal-top_meld_full = O jogo { $meld } tem { $n } cartas: a carta de cima só pode ir para um jogo com menos de sete.
samba-refusal-top_does_not_fit = A carta de cima ({ $top }) não serve ao jogo { $meld } ({ $what }).
samba-refusal-pair_must_match = O par tem de ser do valor da carta de cima ({ $top }): leve-o com dois { $rank } naturais, não { $other }.
samba-refusal-take_needs_pair = Para levar o lixo é preciso um par natural de { $rank } como a carta de cima ({ $top }); tem { $n ->
    [0] nenhum
    [one] só um
   *[other] { $n }
}, e os curingas não contam.
samba-refusal-say_which_pair = Tem { $cards }: diga quais duas levam o lixo.
samba-refusal-only_one_of = Só tem { $card } uma vez, não duas.
samba-refusal-pile_opening_short = Leve primeiro o lixo: a sua equipa precisa de { $need } pontos para abrir{ $raised ->
    [0] {""}
   *[other] {" "}(+{ $raised }: uma abertura retirada nesta mão)
} e os seus jogos valem { $count } (só a carta de cima e cartas da mão); baixe mais ou anule.
samba-refusal-opening_short = A sua equipa precisa de { $need } pontos para abrir{ $raised ->
    [0] {""}
   *[other] {" "}(+{ $raised }: uma abertura retirada nesta mão)
} e os seus jogos valem { $count }: baixe mais ou anule.
samba-refusal-yes_binds_go_out = O seu parceiro respondeu sim a «Posso sair?» e a resposta obriga: tem de sair; baixe ou acrescente primeiro o que puder (descartar sem sair só é permitido, com a multa de 100 pontos, quando já nada mais se pode baixar).
samba-refusal-three_cards = Um jogo tem pelo menos três cartas.
samba-refusal-no_such_rank = Esse valor não existe.
samba-refusal-black_threes_held = Tem { $held } { $held ->
    [one] três preto
   *[other] três pretos
}, não { $n }.
samba-refusal-naturals_held = Tem { $held } { $rank } naturais, não { $n }.
samba-refusal-jokers_held = Tem { $held } { $held ->
    [one] curinga
   *[other] curingas
}, não { $n }.
samba-refusal-twos_held = Tem { $held } { $held ->
    [one] dois
   *[other] dois
}, não { $n }.
samba-refusal-new_group_naturals = Um novo jogo de { $rank } baixa-se com duas ou três cartas naturais: baixe três e depois junte as outras.
samba-refusal-black_threes_no_wilds = Um jogo de três pretos não leva curingas.
samba-refusal-black_threes_going_out = Os três pretos só se baixam para sair: o jogo tem de lhe deixar no máximo uma carta para descartar, com duas canastras na sua equipa.
samba-refusal-black_threes_only_out = Os três pretos só se baixam para sair.
samba-refusal-sequence_lacks = Faltam-lhe { $cards } para esta sequência.
samba-refusal-samba_closed = O jogo { $meld } é uma samba: uma sequência de sete está fechada.
samba-refusal-sequence_no_wilds = Uma sequência não leva curingas.
samba-refusal-does_not_extend = Não se pode prolongar o jogo { $meld } ({ $what }) com { $card } em nenhuma das pontas.
samba-refusal-canasta_no_wild = Não se pode juntar nenhum curinga a uma canastra completa (jogo { $meld }).
samba-refusal-two_wilds_at_most = Um jogo leva no máximo dois curingas (o jogo { $meld } tem { $n }).
samba-refusal-does_not_match = Não se pode juntar { $card } ao jogo { $meld } ({ $what }).
samba-refusal-merge_order = Indique primeiro o jogo de número mais baixo.
samba-refusal-merge_groups = Só se podem juntar dois jogos do mesmo valor.
samba-refusal-merge_wilds = Um jogo leva no máximo dois curingas ({ $n } juntos).
samba-refusal-merge_canasta_wild = Não se pode juntar nenhum curinga a uma canastra completa.
