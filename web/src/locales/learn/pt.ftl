# As palavras do navegador para aprender os jogos (issue 27): regras, tutoriais, dicas, revisões.

learn-title = Aprender os jogos
learn-intro = Novo nestes jogos? Leia as regras, ou jogue uma primeira mão guiada.
learn-rules = Regras
learn-play = Aprender a jogar
learn-starting = Preparando a mesa…
learn-failed = O tutorial não pôde começar: { $reason }

learn-rules-title = Regras: { $game }
learn-rules-contents = Sumário
learn-rules-loading = Carregando as regras…
learn-rules-help = As regras deste jogo, na parte que importa agora
learn-rules-new_tab = Abrir numa nova aba
learn-close = Fechar
learn-back = Voltar ao saguão

learn-tutorial = Tutorial
learn-step = Passo { $step } de { $total }
learn-watch = Os outros jogadores jogam: veja o que fazem.
learn-wrong = Não é bem isso.
learn-done = Tutorial concluído!
learn-done-next = Você já sabe o essencial. Agora jogue numa mesa de verdade, ou aprenda outro jogo.
learn-another = Aprender outro jogo

learn-hints-option = Dicas permitidas (um jogador pode perguntar o que um bom jogador faria)
learn-hints-on = Dicas permitidas
learn-hint = Dica
learn-hint-asking = Pensando…
learn-hint-title = Um bom jogador jogaria
learn-hint-why = Por quê: { $reason }
learn-hint-best = As melhores jogadas encontradas: a pontuação esperada da mão para você, com o intervalo de 95%
learn-hint-value = { $mean } ({ $low } a { $high })
learn-hint-worlds = { $n ->
    [one] Estimado a partir de { $n } distribuição das cartas que você não vê.
   *[other] Estimado a partir de { $n } distribuições das cartas que você não vê.
}
learn-hint-only = É a sua única jogada possível.
learn-hint-play = Jogar esta
learn-err-hints_off = O anfitrião não permite dicas nesta mesa.
learn-err-stale_hint = A mesa seguiu em frente: peça de novo.

learn-review = Rever minhas jogadas
learn-review-hand = Rever minhas jogadas ({ hand-word } { $n })
learn-review-title = Revisão das jogadas de { $name }
learn-review-title-you = Revisão das suas jogadas
learn-review-progress = Avaliando as decisões: { $done } de { $total }
learn-review-start = Avaliando as decisões…
learn-review-forced = { $n ->
    [one] { $n } jogada forçada (não avaliada)
   *[other] { $n } jogadas forçadas (não avaliadas)
}
learn-review-costliest = As decisões mais caras
learn-review-clean = Nenhuma decisão cara: bem jogado!
learn-review-decisions = Todas as decisões
learn-review-move = Lance
learn-review-played = Jogada
learn-review-label = Avaliação
learn-review-cost = Perdido
learn-review-best = Melhor encontrada
learn-review-cost-value = { $loss } ({ $low } a { $high })
learn-review-none = Nenhuma decisão a avaliar.
learn-review-about = Cada decisão é avaliada a partir do que o lugar podia saber naquele momento, nunca das cartas escondidas: o custo é a pontuação esperada da mão perdida diante da melhor jogada encontrada, com o intervalo de 95%.
learn-review-seat = As jogadas de quem
learn-err-review_busy = Uma revisão já está sendo calculada.
learn-err-unknown_hand = Essa mão ainda não terminou.
learn-err-other = Algo deu errado: { $message }
