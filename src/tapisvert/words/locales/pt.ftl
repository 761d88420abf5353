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
