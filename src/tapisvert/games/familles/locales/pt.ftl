# familles: o Jogo das Famílias Ameríndias com o baralho dos Sábios.
# Os lugares ($p, $target, $dealer, $owner) chegam como o símbolo `you` para o leitor, senão um nome.

familles-name = Jogo das Famílias Ameríndias
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
