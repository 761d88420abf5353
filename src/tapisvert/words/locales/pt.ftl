# Palavras comuns: lugares, listas, recusas comuns a todos os jogos. Depois, as palavras do terminal.

seat = { $p ->
    [you] você
   *[other] { $p }
}
seat-cap = { $p ->
    [you] Você
   *[other] { $p }
}
list-nothing = nada

refusal-no_such_action = Essa jogada não existe (os números de ação vão de 0 a { NUMBER($last, useGrouping: "false") }).
refusal-match_over = A partida terminou: não há mais jogadas.
refusal-legal = Esta jogada é permitida agora.
refusal-not_held = { $card ->
    [none] Não tem essa carta na mão.
   *[other] Não tem { $card } na mão.
}

## Níveis dos robôs (`Game.levels`: um robô escolhido pela força; docs/bots.md)

level-beginner = Iniciante
level-beginner-help = joga o lance sensato, mas três vezes em dez um lance ao acaso: dá para vencer
level-casual = Amador
level-casual-help = o jogador de regras, como joga um habitual
level-strong = Forte
level-strong-help = explora as distribuições possíveis antes de cada lance
level-expert = Especialista
level-expert-help = explora mais tempo (até 1,5 s por lance)

## O terminal (tapisvert play, replay)

term-help =
    Escreva uma ação tal como aparece (a sua notação), ou o seu número na lista.
    Os lugares chamam-se você, P1, P2... (os números dos lugares começam em 0, como nas ações).
    Outros comandos: help (este texto), table (o que aconteceu desde a sua última jogada, e a mesa),
    quit (sair da partida).
    As regras completas, com a notação: tapisvert rules { $game } --lang pt
term-seats = Lugares: { $seats }.
term-seat-bot = { $p } ({ $bot })
term-step = (Enter: próxima jogada, q: parar)
term-thinking = { $p ->
    [you] Você está pensando
   *[other] { $p } está pensando
}
term-too-long = Isso é longo demais para uma ação ({ $n } caracteres).
term-since-last-move = Desde a sua última jogada:
term-no-number = Não há ação número { $text }: escolha de 1 a { $n }.
term-cannot-read = Não entendi: { $error }
term-type-help = (escreva help)
term-not-allowed = Não permitido: { $reason }
term-your-move = Jogadas possíveis: { $moves }
term-total = { $unit ->
    [chips] { $p } { $n ->
        [one] { $n } ficha
       *[other] { $n } fichas
    }
   *[other] { $p } { $n }
}
term-totals-so-far = Totais até agora: { $totals }
term-match-over = Partida terminada. Totais: { $totals }. Vencedor: { $winners }.
term-start = { $game }: { $n } jogadores, semente { NUMBER($seed, useGrouping: 0) }. Escreva 'help' para ajuda.
term-record-appended = Registo acrescentado a { $path }.
term-left = Você saiu da partida.
term-stopped-watching = Você deixou de assistir.

## Dicas e revisões (tapisvert review, os painéis do navegador)

coach-label = { $label ->
    [best] melhor jogada
    [good] boa jogada
    [inaccuracy] imprecisão
    [mistake] erro
   *[blunder] asneira
}
coach-decision = { hand-word-cap } { $hand }, jogada { $move }: { $played } — { $label ->
    [best] a melhor jogada encontrada.
   *[other] { coach-label } ({ $loss } { coach-unit } perdidos em média, intervalo de 95% de { $low } a { $high }); melhor: { $best }.
}
coach-count = { coach-label }: { $n }
coach-summary = Decisões: { $counts }; jogadas forçadas (não avaliadas): { $forced }.
coach-costly = { hand-word-cap } { $hand }: { $played } custou { $loss } em média ({ coach-label }); melhor: { $best }.
coach-hint = Um jogador forte jogaria: { $move }
coach-hint-value = { $move }: { $mean } (95%: de { $low } a { $high })
coach-unit = { $unit ->
    [chips] fichas
   *[other] pontos
}

term-menu-game = tapisvert: que jogo? (o seu número ou o seu identificador)
term-menu-choose = Escolha um número de 1 a { $n } ou o nome.
term-menu-players = Quantos jogadores? ({ $counts })
term-menu-played-by = { $game } joga-se com { $counts } jogadores.
## Notação que os leitores comuns não sabem ler

notation-no-card-id = Não há carta com o número { NUMBER($id, useGrouping: 0) }.
notation-sages-card = “{ $text }” não é uma carta: escreva S1..S10 para uma Sabia, ou FAMÍLIA-POSTO como 6-V (o Avô Maya), com as famílias 1..10 e os postos I..V.

# Uma mão segundo o jogo: `$hand_unit` é a palavra do jogo, `<game>-hand-unit` do seu catálogo (a rodada
# do Poch, a ronda dos Sete Selos); as mensagens sobre mãos (as do treinador aqui, as do navegador
# em web/src/locales) recebem-na e remetem para estas três.
hand-word = { $hand_unit ->
    [rodada] rodada
    [ronda] ronda
   *[mao] mão
}
hand-word-cap = { $hand_unit ->
    [rodada] Rodada
    [ronda] Ronda
   *[mao] Mão
}
hand-words = { $hand_unit ->
    [rodada] rodadas
    [ronda] rondas
   *[mao] mãos
}
