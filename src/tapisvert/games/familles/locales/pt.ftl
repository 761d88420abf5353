# familles: o Jogo das Famílias Ameríndias com o baralho dos Sábios.
# Os lugares ($p, $target, $dealer, $owner) chegam como o símbolo `you` para o leitor, senão um nome.

familles-name = Jogo das Famílias Ameríndias
# Como este jogo chama uma mão, para as mensagens do navegador sobre mãos (words/locales: `hand-word`): mao (mão), rodada ou ronda.
familles-hand-unit = mao
familles-summary = Jogo das famílias com o baralho dos Sábios de 60 cartas: peça as cartas que lhe faltam e baixe famílias inteiras; quem baixar mais famílias marca 100 pontos, 200 pontos ganham uma partida, duas partidas o jogo.

## Opções

familles-option-ask_requires_family = Pedir só de famílias que se tem
familles-option-ask_requires_family-help = Quem pede tem de ter pelo menos uma carta da família da carta pedida (a regra tradicional); desligado: pode pedir-se qualquer carta de uma família ainda não baixada.
familles-option-max_hands = Número de mãos
familles-option-max_hands-help = Parar o jogo ao fim deste número de mãos (classificação nesse momento); vazio: jogar o jogo inteiro.

## Famílias e cartas

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
    [grand-pere] Avô dos { $family } ({ $number }-V)
    [mere] Mãe dos { $family } ({ $number }-IV)
    [pere] Pai dos { $family } ({ $number }-III)
    [fille] Filha dos { $family } ({ $number }-II)
   *[fils] Filho dos { $family } ({ $number }-I)
}

## Jogadas e pedidos

familles-kind-ask = Pedir
familles-action-ask = Pedir { $card } a { $target ->
    [you] si próprio
   *[other] { $target }
}
familles-prompt = { $p ->
    [you] Sua vez: peça a outro jogador uma carta que lhe falte{ $rule ->
        [family] , de uma família que tenha
       *[any] {""}
    } ({ $asks ->
        [one] { $asks } pedido restante
       *[other] { $asks } pedidos restantes
    }).
   *[other] { $p } pede uma carta ({ $asks ->
        [one] { $asks } pedido restante
       *[other] { $asks } pedidos restantes
    }).
}

## Acontecimentos

familles-ask-given = { $p ->
    [you] Você
   *[other] { $p }
} pediu { $card } a { $target ->
    [you] você
   *[other] { $target }
} e recebeu-a{ $asks ->
    [2] : mais dois pedidos
   *[other] {""}
}.
familles-ask-refused = { $p ->
    [you] Você
   *[other] { $p }
} pediu { $card } a { $target ->
    [you] você
   *[other] { $target }
}: recusado.
familles-draw-shown = { $p ->
    [you] Você
   *[other] { $p }
} comprou { $card }, a carta pedida, e mostrou-a: mais um pedido.
familles-draw = { $p ->
    [you] Você
   *[other] { $p }
} { $reason ->
    [empty-hand] não tinha cartas e comprou uma.
   *[unseen] comprou uma carta.
}
familles-draw-card = { $p ->
    [you] Você
   *[other] { $p }
} { $reason ->
    [empty-hand] não tinha cartas e comprou { $card }.
   *[unseen] comprou { $card }.
}
familles-no-draw = { $p ->
    [you] Você
   *[other] { $p }
} não pôde comprar: o monte está vazio.
familles-lay = { $p ->
    [you] Você
   *[other] { $p }
} baixou a família { $family } ({ $number }).
familles-sit-out = { $reason ->
    [no-cards] { $p ->
        [you] Você
       *[other] { $p }
    } não tem cartas e o monte está vazio: passa a vez.
   *[nobody] Mais ninguém tem cartas: { $p ->
        [you] você
       *[other] { $p }
    } passa a vez.
}
familles-deal-over = As dez famílias estão baixadas: a mão terminou.
familles-next-deal = Mão { $deal }: { $dealer ->
    [you] você
   *[other] { $dealer }
} dá as cartas e pede primeiro.
familles-match-over = O jogo terminou ({ $reason ->
    [manches] duas partidas ganhas
   *[max-hands] as mãos combinadas foram jogadas
}). { $count ->
    [one] Vencedor
   *[other] Vencedores
}: { $winners }.

## A contagem de uma mão

familles-bd-families = Famílias baixadas:
familles-bd-seat = { $p ->
    [you] você
   *[other] { $p }
}: { $count ->
    [0] nenhuma família
    [one] 1 família: { $families }
   *[other] { $count } famílias: { $families }
}
familles-bd-tie = Empate no maior número de famílias ({ $count }) entre { $seats }: ninguém pontua.
familles-bd-winner = { $p ->
    [you] Você
   *[other] { $p }
} ganha a mão com mais famílias ({ $count }): +{ $points }.
familles-bd-points = { $p ->
    [you] você
   *[other] { $p }
} { $points ->
    [0] 0
   *[other] +{ $points }
}
familles-bd-deal = Esta mão: { $points }.
familles-bd-score = { $p ->
    [you] você
   *[other] { $p }
} { $points }
familles-bd-manche = Partida { $manche }: { $scores } ({ $target } pontos ganham a partida).
familles-bd-manche-won = { $p ->
    [you] Você
   *[other] { $p }
} ganha a partida { $manche }; os pontos recomeçam do 0 ({ $manches } partidas ganham o jogo).

## A mesa

familles-table-title = Jogo das Famílias · mão { $deal }
familles-table-info = dador: { $dealer ->
    [you] você
   *[other] { $dealer }
} · monte: { $stock ->
    [0] { $stock } cartas
    [one] { $stock } carta
   *[other] { $stock } cartas
} · famílias baixadas: { $down }/10
familles-table-cards = { $n ->
    [0] { $n } cartas
    [one] { $n } carta
   *[other] { $n } cartas
}
familles-table-family = { $number } { $family }
familles-table-seat = pontos { $score }  partidas { $manches }  baixadas: { $count ->
    [0] -
   *[other] { $laid }
}
familles-table-hand = a sua mão:
familles-table-no-cards = (sem cartas)
familles-table-over = jogo terminado: { $count ->
    [one] vencedor
   *[other] vencedores
}: { $winners }
familles-table-turn = { $p ->
    [you] sua vez: { $asks ->
        [one] { $asks } pedido restante
       *[other] { $asks } pedidos restantes
    }
   *[other] vez de { $p } ({ $asks ->
        [one] { $asks } pedido
       *[other] { $asks } pedidos
    })
}

## Recusas

familles-refusal-ask_yourself = Não pode pedir a si próprio: peça a outro jogador.
familles-refusal-no_cards = { $p ->
    [you] Você
   *[other] { $p }
} já não tem cartas e não se lhe pode pedir nada.
familles-refusal-family_laid = A família { $family } ({ $number }) já foi baixada por { $owner ->
    [you] você
   *[other] { $owner }
}: não se pode pedir { $card }.
familles-refusal-own_card = { $card } já está na sua mão: peça só uma carta que lhe falte.
familles-refusal-ask_requires_family = Não tem nenhuma carta da família { $family } ({ $number }): só pode pedir cartas de uma família que tenha na mão.

## O tutorial (games/familles/tutorial.py): uma primeira mão a cinco, você dá as cartas e pede primeiro

familles-tut-intro = Bem-vindo ao Jeu des Familles! As 60 cartas formam dez famílias de seis: uma Sabia (a Avó da família), o Avô (V), a Mãe (IV), o Pai (III), a Filha (II) e o Filho (I). Joga com quatro outros jogadores e é você quem dá as cartas, por isso pede primeiro: na sua vez, peça a outro jogador uma carta que lhe falte, de uma família de que já tenha uma carta. Quem baixar mais famílias ganha a mão.
familles-tut-outro = As dez famílias estão baixadas. Você baixou três, os Maya, os Ona e os Alakaluf, mais do que qualquer outro: ganha a mão e marca 100 pontos (um empate no maior número de famílias não daria pontos a ninguém). 200 pontos ganham uma partida, e duas partidas o jogo.
familles-tut-01-ask = Tem quatro cartas Maya: o Filho, a Filha, o Pai e a Sabia. Peça uma que lhe falte: peça { $card } a { $target }.
familles-tut-01-wrong = Comece pela família de que tem mais cartas, os Maya: peça { $card } a { $target }.
familles-tut-02-again = Recebida: a carta é sua, e uma carta recebida dá-lhe mais um pedido. Agora só lhe falta uma carta Maya: peça { $card } a { $target }. Se { $target } não a tiver, compra a carta de cima do monte.
familles-tut-02-wrong = Acabe primeiro os Maya: só lhe falta { $card }. Peça-a a { $target }.
familles-tut-03-jefa = Recusada, mas comprou precisamente a carta que pediu: mostra-a e pede outra vez. As suas seis cartas Maya foram logo baixadas: a sua primeira família! Agora peça { $card } a { $target }: receber a Jefa vale mais dois pedidos.
familles-tut-03-wrong = Tente { $card }: receber a Jefa vale mais dois pedidos. Peça-a a { $target }.
familles-tut-04-asked = Recusada: comprou uma carta do monte e a sua vez passou. { $p } pede-lhe { $card }: como a tem, tem de a dar. Lembre-se disto: só se pede numa família que se tem, por isso { $p } guarda outra carta Alakaluf.
familles-tut-06-public = { $p } recebe { $card }. Cada pedido e cada resposta são públicos: todos sabem que { $p } tem agora essa carta, e mais outra carta Ona.
familles-tut-10-sure = É outra vez a sua vez. { $target } recebeu { $card }: peça-lha, é um pedido certo.
familles-tut-10-wrong = Use o que viu: { $target } recebeu { $card }. Peça-lha.
familles-tut-11-back = Outro pedido certo: { $target } tirou-lhe { $card }. Peça-a de volta.
familles-tut-11-wrong = { $target } tem de certeza { $card }, que lhe tirou: peça-lha.
familles-tut-12-deduce = { $target } pediu uma carta Ona, por isso tinha outra; das Ona que lhe faltam, só pode ser { $other } ou { $card }. Peça a Jefa: vale mais dois pedidos.
familles-tut-12-wrong = { $target } tem { $other } ou { $card }. Peça-lhe a Jefa: vale mais dois pedidos.
familles-tut-13-bonus = A Jefa: mais dois pedidos! { $target } pediu uma carta Alakaluf, por isso tem { $card } ou { $other }. Peça-lhe { $card }.
familles-tut-13-wrong = { $target } tem { $card } ou { $other }: peça-lhe { $card }.
familles-tut-14-refusal = Recusada, mas a carta que comprou, { $drawn }, completou os seus Ona: a família foi baixada! Graças à Jefa ainda tem um pedido. { $target } recusou { $asked }, por isso a carta Alakaluf dele é { $card }: peça-a.
familles-tut-14-wrong = { $target } recusou { $asked }, por isso a carta Alakaluf dele é { $card }. Peça-lha.
familles-tut-15-guess = Só falta { $card }, e ninguém a mostrou: está numa mão ou no monte. Arrisque: peça-a a { $target }, que tem mais cartas.
familles-tut-15-wrong = Ninguém mostrou { $card }: peça-a a { $target }. É quem tem mais cartas, por isso quem mais provavelmente a tem.
familles-tut-21-give = { $p } pede-lhe { $card }, a carta que comprou: tem de a dar, mesmo uma carta comprada às escondidas.
familles-tut-24-empty = O monte está agora vazio: um jogador recusado já não compra nada, e a sua vez passa.
familles-tut-25-tell = { $p } pede-lhe { $card }, e tem de a dar. Mas ele só pede numa família que tem: a outra carta Alakaluf dele só pode ser { $missing }, a que lhe falta!
familles-tut-26-grande-jefa = { $p } recebe { $card }: mais dois pedidos para ele, como a Jefa lhe deu a si, e baixa a sua família Chichimeca.
familles-tut-29-back = A sua vez: peça de volta { $card } a { $target }, é um pedido certo.
familles-tut-29-wrong = { $target } tirou-lhe { $card }: peça-lha.
familles-tut-30-last = Agora peça { $card } a { $target }: ele tem-na de certeza, e completa a sua terceira família.
familles-tut-30-wrong = { $target } pediu uma carta Alakaluf, por isso tem { $card }: peça-lha e baixe os seus Alakaluf.
familles-tut-31-out = A sua mão está vazia e o monte também: passa a vez enquanto os outros acabam as suas famílias.

## Porque a estratégia pede (sugestões: policy.reason); $extra: jefa (S1 ou S10: mais dois pedidos), last (a última carta da família), none

familles-why-sure = { $target } tem de certeza { $card }: todos a viram chegar à mão dele. Peça-lha{ $extra ->
    [jefa] : uma Jefa vale mais dois pedidos
    [last] : completa a sua família
   *[none] {""}
}.
familles-why-hidden = { $target } pediu uma carta dos { $family } sem mostrar nenhuma, por isso guarda uma { $count ->
    [one] e só pode ser { $card }. Peça-lha
   *[other] das { $count } que não viu. Peça-lhe { $card }
}{ $extra ->
    [jefa] : uma Jefa vale mais dois pedidos
    [last] : completa a sua família
   *[none] {""}
}.
familles-why-guess = Não se sabe quem tem { $card }: arrisque onde é mais provável. { $target } tem { $unseen ->
    [one] uma carta
   *[other] { $unseen } cartas
} que ninguém viu. { $extra ->
    [jefa] E uma Jefa vale mais dois pedidos.
    [last] E completaria a sua família.
   *[none] { $held ->
        [0] Ainda não tem nenhuma carta dos { $family }.
        [one] Tem uma carta dos { $family }.
       *[other] Tem { $held } cartas dos { $family }.
    }
}
familles-why-hopeless = { $target } não pode ter { $card }: o pedido será recusado, e comprará do monte.
familles-why-draw = Ninguém pode ter uma carta que possa pedir: qualquer pedido será recusado, e compra uma carta do monte.

# How to write cards and moves in the terminal (its `help`)
familles-notation =
    S1 a S10 são as Sabias (a Avó de cada família), 6-V é a carta V da família 6 (níveis I a V).
    Ações: `ask 2 6-V` pede 6-V a P2

# The terminal's heading when a hand ends
familles-hand-over = == Fim da mão { $n } ==

## Notação ilegível (InvalidNotation), e em que ponto está a mão

familles-unreadable-action = “{ $text }” não é uma ação do Jeu des Familles: escreva ask LUGAR CARTA, como ask 2 6-V (pedir a P2 o Avô dos Maya).
familles-unreadable-seat = “{ $text }” não é um jogador: os lugares vão de 0 a { $last }.
familles-unreadable-history-line = “{ $text }” não é uma linha do histórico do Jeu des Familles.
familles-unreadable-view-no-seat = A vista pública não tem lugar para o qual deduzir.
familles-unreadable-view-sizes = Observação do Jeu des Familles: os tamanhos das mãos não correspondem ao histórico.
familles-unreadable-view-no-layout = Observação do Jeu des Familles: nenhuma distribuição das cartas corresponde ao histórico público.
familles-progress-turn = { $p ->
    [you] Sua vez
   *[other] Vez de { $p }
}
