# As palavras do navegador (web/): o salão, a moldura da mesa, os comandos, os tabuleiros.
# O que um jogo diz está no seu próprio catálogo (src/tapisvert/games/<id>/locales/).

app-language = Idioma

lang-fr = Français
lang-pt = Português
lang-en = English

nav-lobby = Voltar ao salão

title-your_turn = Sua vez

lobby-new_table = Nova mesa
lobby-your_name = O seu nome
lobby-game = Jogo
lobby-players = Jogadores
lobby-seats = Lugares
lobby-human = Humano
lobby-bot = Robô
lobby-levels = Níveis
lobby-level-rated = { $level } · { $rating }
lobby-level-rating-help = Cotação { $rating } com este número de jogadores (intervalo de 95 %: { $low } a { $high }), o jogo ao acaso cotado em 0: 200 pontos acima de um adversário ganham cerca de três mãos em quatro.
lobby-advanced = Avançado (especificação do robô)
lobby-options = Opções
lobby-none = nenhuma
lobby-spectators = Espectadores podem assistir
lobby-clock = Relógio (reserva + incremento)
lobby-bank = Reserva (s)
lobby-increment = Incremento (s)
lobby-table_name = Nome da mesa (opcional)
lobby-create = Criar a mesa
lobby-open_tables = Mesas abertas
lobby-watch = Assistir
lobby-open = Abrir
lobby-no_tables = Nenhuma mesa aberta: crie uma.
lobby-join_hint = Para se sentar à mesa de um amigo, abra o link de convite que ele lhe enviar.
lobby-finished = Partidas terminadas
lobby-replays = Rever
lobby-match_n = Partida { $n }
lobby-no_finished = Nenhuma partida terminada.

status-open = à espera de jogadores
status-playing = em jogo
status-finished = terminada
status-closed = fechada

join-title = Sente-se
join-name = O seu nome
join-sit = Sentar
join-watch = Só assistir
join-checking = A verificar o convite…
join-refused = Este link não lhe dá um lugar
join-seat_at = Lugar { $n } em { $game }

conn-connecting = A ligar…
conn-reconnecting = A religar…
conn-gone = Esta mesa não está acessível.

invites-title = Links de convite
invites-any = Próximo lugar livre
invites-seat = Lugar { $n }
invites-copy = Copiar
invites-copied = Copiado

table-seats = Lugares
table-middle = Mesa
table-controls = As suas jogadas
table-dealer = dador
table-hand_n = { hand-word-cap } { $n }
table-move_n = Jogada { NUMBER($n, useGrouping: 0) }
table-your_turn = Sua vez
table-turn_of = Vez de { $name }
table-over = Partida terminada
table-your_turn_prompt = Sua vez: escolha uma jogada
table-wait = À espera de { $name }…
table-last_trick = Última vaza
table-last_hand = Pontuação da última { hand-word }
table-nothing_yet = Nada ainda.
table-spectator = espectador
table-rematch = Desforra
table-replay = Rever
table-leave = Sair
table-match_over = Partida terminada — ganha por { $names }
table-spectators_n = { $n } a assistir
table-waiting_players = { $n ->
    [one] À espera de jogadores: ainda um lugar livre. Envie-lhes os links de convite.
   *[other] À espera de jogadores: ainda { $n } lugares livres. Envie-lhes os links de convite.
}

tab-log = Registo
tab-score = Pontos
tab-last = Última vaza / { hand-word }
tab-last_hand = Última { hand-word }

seat-you = você
seat-team = equipa { $n }
seat-bot = robô { $bot }
seat-standin_by = o robô { $bot } joga por ele
seat-free = lugar livre
seat-offline = desligado
seat-online = ligado
seat-standin = um robô substitui
seat-cards = { $n ->
    [one] { $n } carta
   *[other] { $n } cartas
}
seat-to_act = a jogar
seat-bot_name = Robô { $n }
seat-default_name = Lugar { $n }


log-gap = (jogadas anteriores não mostradas)
log-empty = Nenhuma jogada ainda.

by-fallback = robô lento demais: jogou a heurística
by-timeout = tempo esgotado: jogou a heurística
by-standin = robô substituto

board-samba-stock = monte: { $n }
board-samba-pile = lixo: { $n }
board-samba-frozen = trancado
board-samba-canasta-natural = canastra limpa
board-samba-canasta-mixed = canastra suja
board-samba-canasta-samba = samba

controls-melds_available = { $n ->
    [one] um jogo possível
   *[other] { $n } jogos possíveis
}
controls-select_hint = Toque nas cartas para as escolher: os jogos que formam aparecem aqui.
controls-target = { $kind }: { $name }
controls-amount = Valor

board-sabias-taker = tomador
board-sabias-partner = parceiro
board-sabias-grande_jefa = Grande Jefa
board-sabias-called = Sabia chamada:
board-sabias-made = cumprida
board-sabias-failed = falhada

board-seven-seals-saboteur = sabotador

board-familles-stock = monte: { $n }
board-familles-down = famílias baixadas: { $n }

board-poch-trump = Trunfo
board-poch-bet = aposta: { $n }
board-poch-stake = aposta { $n }
board-poch-dropped = desistiu
board-poch-out = eliminado
board-poch-bet_won = { $name } ganha o pote de { $pot }

phase-sabias-taking = Tomada
phase-sabias-call = Chamada do parceiro
phase-sabias-announcements = Anúncios
phase-sabias-play = Jogo
phase-sabias-over = Fim
phase-seven-seals-predict = Previsões
phase-seven-seals-play = Jogo
phase-seven-seals-give = Devolução dos selos
phase-seven-seals-over = Fim
phase-samba-turn = Comprar ou levar o lixo
phase-samba-answer = O parceiro responde
phase-samba-play = Baixar e descartar
phase-samba-over = Fim
phase-poch-betting = Apostas
phase-poch-runs = Sequências
phase-poch-over = Fim

score-trick_points = Pontos das cartas
score-manche_scores = Esta partida
score-manches = Partidas ganhas
score-totals = Total
score-families = Famílias
score-scores = Pontos
score-manches_won = Partidas ganhas
score-round = Ronda { $n }
score-hand = { hand-word-cap } { $n }
score-chips = Fichas
score-stakes = Apostas

replay-title = Rever
replay-first = Primeira jogada
replay-prev = Jogada anterior
replay-next = Jogada seguinte
replay-last = Última jogada
replay-play = Reproduzir
replay-pause = Pausa
replay-position = Posição
replay-move = jogada { $n } / { $total }

err-network = O servidor não está acessível.
err-http = O servidor respondeu com um erro ({ $status }).
err-offline = Desligado: a religar…
err-bad_json = Mensagem não compreendida.
err-bad_message = Mensagem inválida: { $reason }
err-unknown_type = Tipo de mensagem desconhecido { $type }.
err-hello_first = Ainda não ligado.
err-bad_token = O seu lugar nesta mesa já não é válido.
err-no_spectators = Esta mesa não admite espectadores.
err-not_seated = Os espectadores não jogam.
err-not_your_turn = Não é a sua vez: é a vez de { $to_act }.
err-stale_move = A mesa avançou; eis a posição atual.
err-bad_notation = Não é uma jogada deste jogo: { $action }
err-illegal_move = Não permitido: { $rule }
err-match_over = A partida terminou.
err-match_not_over = A partida ainda não terminou.
err-too_big = Mensagem grande demais.
err-rate_limited = Mensagens demais: mais devagar.
err-table_closed = Esta mesa está fechada.
err-unknown_table = Esta mesa não existe.
err-not_owner = A mesa mudou de servidor: a religar…
err-internal = O servidor encontrou um erro.
err-unknown_game = Jogo desconhecido.
err-bad_players = Esse número de jogadores não é permitido.
err-bad_option = Este valor de «{ $option }» não é permitido.
err-bad_options = Estas opções não são compatíveis.
err-bad_bot = Robô desconhecido.
err-bad_seats = Os lugares não estão certos.
err-bad_clock = O relógio não está certo.
err-bad_request = Pedido inválido.
err-bad_invite = Este convite não é válido para esta mesa.
err-seat_taken = Este lugar já está ocupado.
err-not_found = Não encontrado.
err-no_replay = Esta partida ainda não pode ser revista.
err-table_full = Todos os lugares desta mesa estão ocupados.
err-bad_host_token = Só o anfitrião da mesa pode fazer isso.
err-unknown_match = Esta partida não existe.
err-seed_not_allowed = Este servidor escolhe as distribuições: uma mesa não pode fixar a sua semente.
err-too_deep = Os dados estão demasiado aninhados (no máximo { $limit } níveis).
err-bad_text = “{ $field }” contém um carácter não permitido.
err-bad_content_type = O pedido tem de ser enviado em JSON.
err-bad_origin = Esta página não pode usar este servidor (origem { $origin }).
err-too_many_connections = Demasiadas ligações a partir do seu endereço (no máximo { $limit }).

## O fim de uma mão, a folha de pontos, a conversa, as configurações da mesa (issue 26)
result-title = Fim da { hand-word } { $n }
result-this_hand = Esta { hand-word }
result-match_total = Total da partida
result-ready = Prontos: { $names }
result-waiting = aguardando { $names }
result-starts_in = { $n ->
    [0] A próxima { hand-word } começa agora
    [one] A próxima { hand-word } começa em { $n } segundo
   *[other] A próxima { hand-word } começa em { $n } segundos
}
result-next_hand = Próxima { hand-word }
result-ready_you = Você está pronto
sheet-by_hand = { hand-word-cap } a { hand-word }
sheet-now = Esta { hand-word } até agora
sheet-winner = vencedor
sheet-leader = na frente
table-trick_won_by = { $name ->
    [you] Você ganha a vaza
   *[other] { $name } ganha a vaza
}
tab-chat = Conversa
chat-empty = Nenhuma mensagem ainda.
chat-placeholder = Escreva uma mensagem…
chat-send = Enviar
chat-mute = Silenciar este jogador
chat-unmute = Mostrar este jogador de novo
chat-muted_n = { $n ->
    [one] { $n } mensagem oculta
   *[other] { $n } mensagens ocultas
}
chat-unmute_all = mostrar todos
chat-spectators_off = O anfitrião fechou a conversa aos espectadores.
chat-quick-hello = Olá!
chat-quick-good_luck = Boa sorte!
chat-quick-well_played = Bem jogado!
chat-quick-thanks = Obrigado!
chat-quick-oops = Ops!
chat-quick-one_moment = Um momento, por favor.
chat-quick-bye = Tchau, obrigado pela partida!
settings-title = Configurações
settings-trick_hold = Uma vaza terminada fica
settings-seconds = { $n } s
settings-off = nada
lobby-length = Duração
lobby-length-hands = { $n ->
    [one] { $n } { hand-word } · cerca de { $time }
   *[other] { $n } { hand-words } · cerca de { $time }
}
lobby-length-full = A partida inteira · cerca de { $hands } { hand-words }, { $time }
lobby-length-custom = { $n ->
    [one] { $n } { hand-word }
   *[other] { $n } { hand-words }
}
lobby-length-pace = Medido com bots nas opções padrão, ao ritmo humano de { $decision } s por jogada e { $hand } s por { hand-word }.
lobby-length-full-unknown = A partida inteira · a sua duração não foi medida nestas opções
lobby-length-pace-measured = Medido com bots nestas opções, ao ritmo humano de { $decision } s por jogada e { $hand } s por { hand-word }.
lobby-length-pace-estimated = Estimado a partir de partidas de bots em opções vizinhas, ao ritmo humano de { $decision } s por jogada e { $hand } s por { hand-word }.
lobby-length-pace-unmeasured = A partida inteira não foi medida com este valor de { $options }; cada { hand-word } é contada ao ritmo humano de { $decision } s por jogada e { $hand } s por { hand-word }.
lobby-minutes = { $n } min
lobby-hours = { $n } h
lobby-show_idle = { $n ->
    [one] Mostrar a mesa inativa há horas
   *[other] Mostrar as { $n } mesas inativas há horas
}
lobby-abandoned = abandonada
lobby-active_now = ativa agora
lobby-active_minutes = { $n ->
    [one] última atividade há { $n } minuto
   *[other] última atividade há { $n } minutos
}
lobby-active_hours = { $n ->
    [one] última atividade há { $n } hora
   *[other] última atividade há { $n } horas
}
invites-taken = ocupado por { $name }
controls-ask_caption = { $kind } — as cartas que você pode pedir a { $name } ({ $n }): não é a sua mão
result-between_hands = Entre duas { hand-words }
notfound-title = Página não encontrada
notfound-text = Não há nada em { $path }.

err-hints_off = O anfitrião não permite dicas nesta mesa.
err-stale_hint = A mesa avançou; peça de novo.
err-unknown_hand = Essa mão ainda não terminou.
err-review_busy = A sua análise ainda está a ser calculada.
err-review_not_allowed = Até ao fim da partida, cada lugar só analisa o seu próprio jogo.
err-waiting_next_hand = A { hand-word } seguinte começa quando todos estiverem prontos.
err-tutorial_move = Essa não é a jogada que este passo ensina.
err-no_tutorial = Este jogo ainda não tem tutorial.
err-no_rules = Não há página de regras nesta língua.
err-no_lengths = Este jogo não foi medido com este número de jogadores.
err-chat_off = O anfitrião não permite que os espectadores conversem.
err-chat_too_long = Uma mensagem tem no máximo { $limit } caracteres.
err-chat_rate_limited = Demasiadas mensagens: espere um momento.
table-leave_confirm = Sair desta mesa? O seu lugar será libertado.
