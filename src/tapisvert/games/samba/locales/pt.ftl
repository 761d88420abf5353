# La Samba (a Canastra de John R. Crawford, a seis em três equipas, ou a quatro em duas): as suas
# palavras (monte, lixo, baixar, jogo, sequência, curinga, canastra limpa e suja, «Posso sair?»).
# Os lugares ($p, $asker, $partner...) chegam como o símbolo `you` para o leitor, senão como um
# nome; $side é uma lista de lugares (os dois parceiros de uma equipa).

samba-name = Samba
# Como este jogo chama uma mão, para as mensagens do navegador sobre mãos (words/locales: `hand-word`): mao (mão), rodada ou ronda.
samba-hand-unit = mao
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
} { $how ->
    [drawn] comprado do monte
    [pile] vindo do lixo
    [deal] recebido na distribuição
   *[hand] da mão
} ({ $cards }){ $how ->
    [pile] .
   *[other] {" "}e comprou outra vez.
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
}) vai para { $p ->
    [you] a sua mão
   *[other] a mão de { $p }
}.
samba-pile-pending = O resto do lixo vai para { $p ->
    [you] a sua mão
   *[other] a mão de { $p }
} quando a abertura valer { $need } (vale { $count }).
samba-canasta = A equipa de { $side }: o jogo { $meld } é agora { $kind ->
    [natural] uma canastra limpa
    [mixed] uma canastra suja
   *[samba] uma samba
}.
samba-opened = A equipa de { $side } abriu.
samba-fined = A equipa de { $side } leva uma multa de { $points } pontos: autorizado a sair, o seu jogador não saiu.
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

samba-table-header = Samba - mão { $hand } - dá as cartas { $dealer ->
    [you] você
   *[other] { $dealer }
} - o seu parceiro: { $partner ->
    [you] você
   *[other] { $partner }
}
samba-table-header-public = Samba - mão { $hand } - dá as cartas { $dealer ->
    [you] você
   *[other] { $dealer }
} - vista pública
samba-table-side = equipa de { $side }: pontos { $score }, { $opened ->
    [yes] aberta
   *[no] precisa de { $need }{ $raised ->
        [0] {""}
       *[other] {" "}(+{ $raised }: abertura retirada)
    } para abrir
}
samba-table-red-threes = , três vermelhos
samba-table-seat-cards = { $p ->
    [you] você
   *[other] { $p }
} { $n }
samba-table-hand-sizes = cartas na mão: { $sizes }
samba-table-frozen-for = (trancado para { $sides })
samba-table-frozen-yours = (trancado para a sua equipa)
samba-table-stock = monte { $stock }, lixo { $pile }: em cima
samba-table-pile = lixo (de baixo para cima):
samba-table-hand = a sua mão ({ $n }):
samba-table-over = partida terminada: { $winners } ganharam
samba-table-to-act = a jogar: { $p ->
    [you] você
   *[other] { $p }
} ({ $phase ->
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

## O tutorial (tutorial.py): uma primeira mão a quatro, em frente a { $partner }

samba-tut-intro = Bem-vindo à Samba! Você joga com o seu parceiro { $partner }, sentado à sua frente, contra { $left } e { $right }. A sua equipa marca pontos baixando cartas na mesa: jogos de uma mesma carta e sequências de um mesmo naipe. Sete cartas num jogo fazem uma canastra, sete numa sequência uma samba, e uma equipa precisa de duas antes que um dos seus jogadores possa sair. Esta mão foi dada para lhe mostrar tudo isto em três vezes.
samba-tut-draw = A sua vez começa pela compra, e na Samba compram-se duas cartas do monte. O lixo (a carta de cima é o valete de espadas) só se leva com um par natural da mesma carta enquanto a sua equipa não abriu, e você não tem nenhum valete: compre.
samba-tut-draw-wrong = Comece por comprar duas cartas do monte (draw).
samba-tut-sequence = Comprou o dez e o rei de espadas. A sua equipa ainda não abriu: os seus primeiros jogos têm de somar pelo menos 50 pontos. As suas espadas do cinco ao dez formam uma sequência: baixe-a (seq 5S-10S).
samba-tut-sequence-wrong = Comece pelo seu jogo mais comprido: as suas seis espadas do cinco ao dez formam uma sequência (seq 5S-10S). As sequências são o tesouro da Samba: com sete cartas tornam-se uma samba, que vale 1500.
samba-tut-minimum = A sua sequência soma 45 pontos (o cinco, o seis e o sete valem 5 cada, o oito, o nove e o dez valem 10): menos do que os 50 de que a sua equipa precisa para abrir, por isso ainda não pode descartar. Os seus três reis (10 cada) formam um jogo: baixe-os (group Kx3).
samba-tut-minimum-wrong = 45 pontos não chegam para abrir: a sua equipa precisa de 50. Baixe os seus reis num jogo (group Kx3): um jogo precisa de pelo menos duas cartas naturais, e os reis valem 10 cada.
samba-tut-add-king = 75 pontos: a sua equipa abriu! Acrescente o seu quarto rei aos reis que acabou de baixar, o jogo m2 (add KS m2): um jogo de sete cartas torna-se uma canastra.
samba-tut-add-king-wrong = Acrescente o seu quarto rei ao seu jogo de reis (add KS m2): quantos mais reis, mais perto da canastra. Guarde o joker por agora: mais tarde completará uma canastra.
samba-tut-keep-pairs = Termine a sua vez com um descarte. Guarde os seus pares de damas e de oitos: um par natural leva o lixo inteiro quando a carta de cima lhe corresponde. O quatro de paus está sozinho: descarte-o (discard 4C).
samba-tut-keep-pairs-wrong = Guarde os seus pares e o joker (um par leva o lixo, o joker completa uma canastra), e descarte o quatro de paus, isolado (discard 4C).
samba-tut-partner-adds = { $p } acrescenta dois reis ao seu jogo: os jogos são da equipa, e os dois parceiros acrescentam-lhes cartas.
samba-tut-queen-on-top = { $p } descarta a dama de copas. O lixo tem agora cinco cartas, e você tem um par de damas...
samba-tut-take = A carta de cima do lixo é uma dama, e você tem duas damas naturais: leve o lixo inteiro com elas (take QC QD). As três damas formam um jogo novo, e o resto do lixo vem para a sua mão, com o valete de espadas que falta à sua sequência.
samba-tut-take-wrong = Comprar dá-lhe duas cartas; o lixo tem cinco, entre elas o valete de espadas de que a sua sequência precisa. Leve-o com o seu par de damas (take QC QD).
samba-tut-samba = O valete de espadas leva a sua sequência a sete cartas, do cinco ao valete: uma samba, que vale 1500 pontos (add JS m1). Uma samba está fechada: não se lhe acrescenta mais nada.
samba-tut-samba-wrong = Acrescente o valete de espadas à sua sequência (add JS m1): sete cartas em sequência fazem uma samba, que vale 1500 pontos.
samba-tut-canasta = O jogo de reis da sua equipa tem seis cartas. Um curinga (um joker ou um dois) pode ir para um jogo: o seu joker leva-o a sete, uma canastra (add JK m2). Com curingas é uma canastra suja (300 pontos); sem eles, uma canastra limpa (500).
samba-tut-canasta-wrong = Complete os seus reis com o joker (add JK m2): sete cartas fazem uma canastra, e com a sua samba a sua equipa tem então as duas de que precisa para sair.
samba-tut-may-go-out = Uma samba e uma canastra: a sua equipa já pode sair. Os seus pares de oitos e de noves ainda não se podem baixar (um jogo novo precisa de três cartas): guarde-os e descarte o seis de ouros (discard 6D).
samba-tut-may-go-out-wrong = Guarde os seus pares de oitos e de noves: uma terceira carta ou um curinga vão deixá-los baixar. Descarte o seis de ouros (discard 6D).
samba-tut-ask = Antes de comprar, pode perguntar ao seu parceiro «Posso sair?» (ask). Tem dois pares e um quatro: mais duas cartas podem muito bem deixá-lo baixar tudo. A resposta do seu parceiro obriga-o: depois de um sim, tem de sair nesta vez.
samba-tut-ask-wrong = Pergunte primeiro ao seu parceiro (ask): a pergunta faz-se no início da vez, antes de baixar, e a resposta diz-lhe se a sua equipa está pronta para acabar a mão.
samba-tut-partner-yes = { $p } responde que sim: agora tem de sair nesta vez, senão a sua equipa paga uma multa de 100 pontos.
samba-tut-draw-after-yes = Agora compre as suas duas cartas (draw).
samba-tut-draw-after-yes-wrong = Compre duas cartas do monte (draw).
samba-tut-eights = Comprou o oito de copas e o dois de paus. Baixe os seus três oitos num jogo novo (group 8x3).
samba-tut-eights-wrong = Baixe os seus três oitos num jogo (group 8x3); o dois de paus é para os seus noves.
samba-tut-nines = Os seus dois noves e o dois de paus, um curinga, também formam um jogo (group 9x2+2).
samba-tut-nines-wrong = Baixe o seu par de noves com o dois como curinga (group 9x2+2): fica então com uma só carta na mão.
samba-tut-go-out = Descarte a sua última carta, o quatro de paus, e a sua mão fica vazia: você sai (discard 4C)!
samba-tut-go-out-wrong = Descarte a sua última carta (discard 4C): uma mão vazia termina a mão.
samba-tut-outro = Você saiu: a mão terminou. A sua equipa marca as cartas baixadas ({ $melded }), 1500 pela samba, 300 pela canastra suja e 200 pela saída, menos as cartas que ficaram na mão do seu parceiro ({ $in_hand }): { $total } pontos. A outra equipa não baixou nada e perde as cartas das suas mãos: -{ $other }. Mão após mão, a primeira equipa a chegar aos 10 000 pontos ganha a partida.

## Porque é que a estratégia joga um lance (sugestões: policy.reason)

samba-why-answer-yes = A sua mão custaria só { $points } pontos se a mão acabasse agora: deixe o seu parceiro sair.
samba-why-answer-no = A sua mão ainda tem { $points } pontos que contariam contra a sua equipa: responda que não, e baixe-os primeiro.
samba-why-take-meld = A carta de cima do lixo, { $top }, vai para um jogo da sua equipa: leve o lixo inteiro ({ $n ->
    [one] uma carta
   *[other] { $n } cartas
}).
samba-why-take-pair = O seu par natural corresponde à carta de cima: leve o lixo ({ $n ->
    [one] uma carta
   *[other] { $n } cartas
}), mais cartas para baixar.
samba-why-take-pair-open = O seu par, a carta de cima e o que a sua mão pode baixar somam { $points } pontos, o bastante para os { $need } de que a sua equipa precisa para abrir: leve o lixo.
samba-why-draw = Nada na sua mão leva o lixo: compre duas cartas do monte.
samba-why-draw-short = O seu par podia levar o lixo, mas a sua equipa não chegaria aos { $need } pontos de que precisa para abrir: compre antes.
samba-why-take-stock-out = O monte acabou: leve o lixo com o seu par enquanto pode.
samba-why-end = O monte acabou e não pode levar o lixo: a mão termina.
samba-why-opening = Este jogo faz parte de uma abertura de { $points } pontos, o bastante para os { $need } de que a sua equipa precisa.
samba-why-cancel = As suas cartas não chegam aos { $need } pontos de que a sua equipa precisa para abrir: retire a abertura.
samba-why-opening-add = Ainda faltam { $points } pontos à sua abertura: acrescente a carta que vale mais.
samba-why-merge = Dois jogos da mesma carta fazem um jogo maior: junte-os, mais perto de uma canastra.
samba-why-sequence = Baixe a sua sequência: com sete cartas torna-se uma samba, que vale 1500.
samba-why-black-threes = Os três pretos só se baixam para sair, e deixam-no sair agora.
samba-why-extend = Acrescente { $card } à sequência da sua equipa (jogo { $meld }): sete cartas fazem uma samba, que vale 1500.
samba-why-add-natural = Acrescente { $card } ao jogo da sua equipa (jogo { $meld }): mais perto de uma canastra, e as cartas na mesa contam a seu favor.
samba-why-add-canasta = Acrescente { $card } à canastra (jogo { $meld }): as cartas na mesa contam a favor da sua equipa, as da mão contra ela.
samba-why-wild-canasta = Com { $card }, fica completa uma canastra: o jogo { $meld } chega às sete cartas.
samba-why-wild-endgame = A mão pode acabar em breve e as cartas que ficam na mão custam pontos: acrescente { $card } ao jogo { $meld }.
samba-why-wild-early = A sua equipa ainda precisa de duas canastras para sair: { $card } no jogo { $meld }, já grande, aproxima uma.
samba-why-group = Três cartas naturais ({ $rank }): baixe-as num jogo novo.
samba-why-group-wild = Um par natural ({ $rank }) e um curinga começam um jogo novo.
samba-why-freeze = O lixo vale muito ({ $n } cartas) e qualquer outro descarte é arriscado: tranque-o com um curinga, para que só um par natural o leve.
samba-why-discard-black-three = Descarte { $card }: um três preto no lixo impede o jogador seguinte de o levar.
samba-why-discard-wild = Só restam curingas para descartar: { $card } custa menos.
samba-why-discard-lone = Descarte { $card }: essa carta está sozinha na sua mão, e o jogador seguinte dificilmente levará o lixo com ela.
samba-why-discard-least = Descarte { $card }: de todas as suas cartas, é a carta menos útil para si e para o jogador seguinte.

# How to write cards and moves in the terminal (its `help`)
samba-notation =
    O valor 2 a 10, J Q K A (valete, dama, rei, ás), depois o naipe C D H S (paus, ouros, copas, espadas): AS, 10H; o curinga é JK.
    Ações: `draw`, `take 7C 7H` (o lixo, com o seu par de 7), `take m2` (o lixo, a carta de cima no segundo jogo da sua equipa), `group 7x2+jk`, `seq 4H-7H`, `add 7H m2`, `discard 7H`

# The terminal's heading when a hand ends
samba-hand-over = == Fim da mão { $n } ==

## Notação ilegível (InvalidNotation), e em que ponto está a mão

samba-unreadable-card-id = Não há carta com o número { NUMBER($id, useGrouping: 0) }.
samba-unreadable-card = “{ $text }” não é uma carta: escreva o valor e depois o naipe (AS, 10H, 2C, 7D; naipes C D H S) ou JK.
samba-unreadable-rank = “{ $text }” não é um valor: escreva 2..10, J, Q, K ou A.
samba-unreadable-action-id = Não há ação com o número { NUMBER($id, useGrouping: 0) }.
samba-unreadable-meld = “{ $text }” não é um jogo baixado: escreva m1 .. m{ $most }.
samba-unreadable-in = “{ $text }”: { $why }
samba-unreadable-action = “{ $text }” não é uma ação da Samba: draw, take 7C 7H, take m2, group 7x2+jk, seq 4H-7H, add 7H m2, merge m1 m3, discard 7H, ask, yes, no, cancel, end.
samba-unreadable-pair = Um par que leva o lixo são duas cartas naturais do mesmo valor 4..A (take 7C 7H).
samba-unreadable-group = Um jogo escreve-se VALORxNATURAIS e depois +jk / +2 por curinga (group 7x2+jk).
samba-unreadable-group-wilds = Os curingas de um jogo escrevem-se +jk ou +2, dois no máximo.
samba-unreadable-group-size = Um jogo é de valor 3..A com 2..12 cartas naturais.
samba-unreadable-seq = Uma sequência escreve-se BAIXA-ALTA de um naipe (seq 4H-7H).
samba-unreadable-seq-ends = As pontas de uma sequência são cartas naturais do mesmo naipe.
samba-unreadable-seq-run = Uma sequência vai de 4 a ás num naipe (C D H S), com 3 a 7 cartas.
samba-unreadable-view-seq = Uma sequência da vista não é seguida num só naipe.
samba-unreadable-view-foreign = Não é uma observação da Samba.
samba-unreadable-view-no-hand = A vista pública não tem mão à volta da qual sortear: dê a vista de um lugar.
samba-unreadable-view-copies = A vista mostra mais exemplares de uma carta do que o baralho tem.
samba-unreadable-view-sizes = Os tamanhos das mãos e o monte da vista não batem certo.
samba-unreadable-view-red-threes = A observação não deixa lugar para os três vermelhos não vistos.
samba-unreadable-draw-round-seats = Cada ronda do sorteio é tirada pelos lugares empatados na carta mais alta.
samba-unreadable-draw-tie = O sorteio do primeiro dador deixa um empate.
samba-unreadable-deal-pack-size = O baralho de uma distribuição da Samba lista as { $n } cartas, de cima para baixo.
samba-unreadable-deal-pack = O baralho de uma distribuição da Samba tem de ter três baralhos de 52 cartas e seis curingas, cada carta uma vez.
samba-unreadable-deal-object = Uma distribuição da Samba é um objeto com dealer, draw e pack.
samba-unreadable-deal-fields = Campos de distribuição desconhecidos: { $fields } (uma distribuição da Samba tem dealer, draw, pack).
samba-unreadable-deal-dealer = O dador de uma distribuição da Samba é um lugar 0..{ $last }.
samba-unreadable-deal-draw = O sorteio de uma distribuição da Samba é uma lista de rondas de [lugar, carta].
samba-unreadable-deal-draw-round = Uma ronda do sorteio é uma lista de [lugar, carta].
samba-unreadable-deal-draw-dealer = O sorteio faz de P{ $eldest } o primeiro a jogar, por isso P{ $drawn } dá as cartas, não P{ $dealer }.
samba-progress-turn = Vez { $turn } ({ $p ->
    [you] você
   *[other] { $p }
})
