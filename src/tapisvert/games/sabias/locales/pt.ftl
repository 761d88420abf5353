# sabias: As 10 Avós, em português. Os lugares chegam como `you` (o leitor) ou um nome.

sabias-name = As 10 Avós (Sabias)
# Como este jogo chama uma mão, para as mensagens do navegador sobre mãos (words/locales: `hand-word`): mao (mão), rodada ou ronda.
sabias-hand-unit = mao
sabias-summary = Jogo de vazas com o baralho dos Sábios: as dez Sabias são trunfos; um tomador contra os outros, um parceiro chamado, anúncios.

## Opções

sabias-option-four_player_mode = Com quatro jogadores
sabias-option-four_player_mode-help = Com quatro: duas equipas de dois, parceiros frente a frente (o primeiro e o terceiro lugar contra o segundo e o quarto), ou cada um por si. Com quatro ninguém toma.
sabias-option-four_player_mode-teams = duas equipas de dois
sabias-option-four_player_mode-individual = cada um por si
sabias-option-jefa_made_bonus = Prémio da JEFA
sabias-option-jefa_made_bonus-help = Pontos de uma JEFA cumprida (a folha diz 50; o seu exemplo de 1 contra 4 conta 20). Uma JEFA falhada custa sempre 20.
sabias-option-ecart = Diferença (écart)
sabias-option-ecart-help = O écart: margem (pontos do campo do tomador menos 109, a margem acima de metade) ou diferença (pontos do campo do tomador menos os dos defensores). Em equipas de dois: metade da diferença ou a diferença toda.
sabias-option-ecart-margin = margem acima de metade
sabias-option-ecart-difference = diferença entre os campos
sabias-option-sabia_must_follow_family = A Sabia assiste à sua família
sabias-option-sabia_must_follow_family-help = Uma Sabia conta como carta da sua própria família e tem de assistir quando essa família sai; desligado: pode assistir (perdendo o papel de trunfo) mas não é obrigada.
sabias-option-overtrump_partner_exempt = Sem sobrecortar o parceiro
sabias-option-overtrump_partner_exempt-help = Um jogador sem cartas da família que saiu não é obrigado a sobrecortar quando um parceiro conhecido ganha a vaza (tem de cortar na mesma). Desligado: sobrecortar sempre que possível.
sabias-option-max_hands = Número de mãos
sabias-option-max_hands-help = Parar a partida ao fim deste número de mãos (classificação nesse momento); vazio: jogar a partida inteira.

## As cartas: as famílias e as Sabias, como a folha as nomeia

sabias-family = { $n ->
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
sabias-card-sabia = { $n ->
    [1] Jefa de las Sabias (1)
    [10] Grande Jefa de las Sabias (10)
   *[other] Sabia { $family } ({ $n })
}
sabias-card = { $rank ->
    [fils] Filho
    [fille] Filha
    [pere] Pai
    [mere] Mãe
   *[grand-pere] Avô
} dos { $family } ({ $n })
sabias-card-code = { $rank ->
    [sabia] S{ $n }
    [fils] { $n }-I
    [fille] { $n }-II
    [pere] { $n }-III
    [mere] { $n }-IV
   *[grand-pere] { $n }-V
}

## As jogadas

sabias-kind-play = Jogar uma carta
sabias-kind-bid = Tomar ou passar
sabias-kind-call = Chamar uma Sabia
sabias-kind-announce = Anúncios
sabias-action-play = Jogar { $card }
sabias-action-take = Tomar
sabias-action-pass = Passar
sabias-action-call = Chamar { $card }
sabias-action-jefa = Anunciar JEFA
sabias-action-chelem = Anunciar CHELEM
sabias-action-done = Sem (mais) anúncios
sabias-action-conseil = Anunciar um Conselho: { $cards }
sabias-action-grand-conseil = Anunciar um Grande Conselho: { $cards }

## O que se pede ao jogador

sabias-prompt-bid = { $p ->
    [you] Toma ou passa? Quem toma joga contra os outros.
   *[other] { $p } toma ou passa.
}
sabias-prompt-call = { $p ->
    [you] Chame uma Sabia: quem a tiver será o seu parceiro.
   *[other] { $p } chama uma Sabia.
}
sabias-prompt-announce = { $p ->
    [you] Anuncie um Conselho, JEFA ou CHELEM, ou diga que não tem (mais) nada a anunciar.
   *[other] { $p } faz os seus anúncios.
}
sabias-prompt-lead = { $p ->
    [you] É a sua saída: jogue a carta que quiser.
   *[other] { $p } sai para a vaza.
}
sabias-prompt-follow = { $p ->
    [you] Jogue uma carta: assista à família dos { $family } (saída: { $card }); se não tiver, corte, sobrecortando se puder.
   *[other] { $p } joga para a vaza (saída: { $card }).
}
sabias-prompt-trump-led = { $p ->
    [you] Jogue uma Sabia: a saída foi { $card }; suba acima de { $best } se puder.
   *[other] { $p } joga para a vaza (saída: { $card }).
}

## Os acontecimentos

sabias-took = { $p ->
    [you] Você toma.
   *[other] { $p } toma.
}
sabias-camp = { $p ->
    [you] Você joga sozinho contra { $others }.
   *[other] { $p } joga sozinho contra { $others }.
}
sabias-will-call = { $p ->
    [you] Você chama uma Sabia: quem a tiver será o seu parceiro.
   *[other] { $p } chama uma Sabia: quem a tiver será o seu parceiro.
}
sabias-passed = { $p ->
    [you] Você passa.
   *[other] { $p } passa.
}
sabias-hand-void = Todos passaram: a mão { $hand } é nula, ninguém pontua.
sabias-called = { $p ->
    [you] Você chama { $card }: quem a tiver é o seu parceiro, em segredo até ela aparecer.
   *[other] { $p } chama { $card }: quem a tiver é o parceiro de { $p }, em segredo até ela aparecer.
}
sabias-called-held = { $p ->
    [you] Você chama { $card }, que tem na mão.
   *[other] { $p } chama { $card }, que você tem: você é o parceiro secreto de { $p }.
}
sabias-called-self = { $p ->
    [you] Você chama { $card }, que você mesmo tem: joga sozinho, 1 contra 4.
   *[other] { $p } chama { $card }, que { $p } tem: { $p } joga sozinho, 1 contra 4.
}
sabias-announced-conseil = { $p ->
    [you] Você anuncia um CONSELHO DAS SABIAS (20) e mostra { $cards }.
   *[other] { $p } anuncia um CONSELHO DAS SABIAS (20) e mostra { $cards }.
}
sabias-announced-grand-conseil = { $p ->
    [you] Você anuncia um GRANDE CONSELHO DAS SABIAS (50) e mostra { $cards }.
   *[other] { $p } anuncia um GRANDE CONSELHO DAS SABIAS (50) e mostra { $cards }.
}
sabias-announced-jefa = { $p ->
    [you] Você anuncia JEFA: ganhar a última vaza com a { $card }.
   *[other] { $p } anuncia JEFA: ganhar a última vaza com a { $card }.
}
sabias-announced-chelem = { $p ->
    [you] Você anuncia CHELEM: o seu campo vai ganhar todas as vazas.
   *[other] { $p } anuncia CHELEM: o campo de { $p } vai ganhar todas as vazas.
}
sabias-announced-nothing = { $more ->
    [more] { $p ->
        [you] Você não anuncia mais nada.
       *[other] { $p } não anuncia mais nada.
    }
   *[first] { $p ->
        [you] Você não anuncia nada.
       *[other] { $p } não anuncia nada.
    }
}
sabias-leads-first = { $p ->
    [you] Você sai para a primeira vaza.
   *[other] { $p } sai para a primeira vaza.
}
sabias-played = { $p ->
    [you] Você joga { $card }.
   *[other] { $p } joga { $card }.
}
sabias-trick-card = { $p ->
    [you] você: { $card }
   *[other] { $p }: { $card }
}
sabias-trick-won = { $p ->
    [you] Você ganha a vaza ({ $cards }): { $points ->
        [one] { $points } ponto de cartas
       *[other] { $points } pontos de cartas
    }.
   *[other] { $p } ganha a vaza ({ $cards }): { $points ->
        [one] { $points } ponto de cartas
       *[other] { $points } pontos de cartas
    }.
}
sabias-partner-revealed = { $p ->
    [you] Você joga a { $card } chamada: é { $taker ->
        [you] o seu próprio parceiro
       *[other] o parceiro de { $taker }
    }.
   *[other] { $p } joga a { $card } chamada: { $p } é { $taker ->
        [you] o seu parceiro
       *[other] o parceiro de { $taker }
    }.
}
sabias-plays-alone = { $p ->
    [you] Você mostrou a { $card } chamada: joga sozinho, 1 contra 4.
   *[other] { $p } mostrou a { $card } chamada e joga portanto sozinho, 1 contra 4.
}
sabias-grande-jefa = { $p ->
    [you] Você jogou a Grande Jefa e a Jefa: +{ $points }.
   *[other] { $p } jogou a Grande Jefa e a Jefa: +{ $points }.
}
sabias-hand-ended = A mão { $hand } acabou: todas as cartas foram jogadas.
sabias-manche-won = Partida ganha por { $winners } (200 pontos alcançados).
sabias-match-over = { $n ->
    [0] O jogo acabou.
   *[other] O jogo acabou, ganho por { $winners }.
}
sabias-next-hand = Mão { $hand }: { $p ->
    [you] você dá as cartas e { $first ->
        [speaks] fala
       *[announces] anuncia
    } primeiro.
   *[other] { $p } dá as cartas e { $first ->
        [speaks] fala
       *[announces] anuncia
    } primeiro.
}

## A contagem da mão, como a folha a calcula

sabias-signed = { $sign ->
    [plus] +{ $v }
    [minus] -{ $v }
   *[zero] 0
}
sabias-seat-points = { $p ->
    [you] você { $n }
   *[other] { $p } { $n }
}
sabias-seat-score = { $p ->
    [you] você { $v }
   *[other] { $p } { $v }
}
sabias-bd-void = Mão { $hand }: nula, todos passaram; ninguém pontua.
sabias-bd-hand = Mão { $hand }:
sabias-bd-card-points = Pontos das cartas ganhos: { $points } ({ $total } ao todo)
sabias-bd-announcement = { $p ->
    [you] O seu anúncio
   *[other] Anúncio de { $p }
}: { $name ->
    [conseil] CONSELHO
    [grand-conseil] GRANDE CONSELHO
    [jefa-made] JEFA cumprida
    [jefa-failed] JEFA falhada
    [chelem-made] CHELEM cumprido
    [chelem-failed] CHELEM falhado
   *[grande-jefa] GRANDE JEFA + JEFA
}, { $value }
sabias-bd-taker = Tomador { $p ->
    [you] você
   *[other] { $p }
}; campo { $camp }: { $points } pontos de cartas
sabias-bd-taker-called = Tomador { $p ->
    [you] você
   *[other] { $p }
}, Sabia chamada { $card }; campo { $camp }: { $points } pontos de cartas
sabias-bd-ecart = Écart E = { $points } - { $other } = { $ecart }: { $made ->
    [made] o campo do tomador ganhou
   *[lost] o campo do tomador perdeu
}
sabias-bd-unit = Anúncios A = { $balance }; unidade d = { $made ->
    [made] +
   *[lost] -
}(|E| + 30) + A/{ $k } = { $made ->
    [made] +
   *[lost] -
}({ $ecart } + 30) { $sign ->
    [minus] -
   *[plus] +
} { $amount }/{ $k } = { $unit }
sabias-bd-shares = { $alone ->
    [no] O tomador marca { $k } × d, o parceiro d, cada defensor -d
   *[yes] O tomador marca { $k } × d, cada defensor -d
}
sabias-bd-teams = Equipas (pontos das cartas + anúncios): { $a1 } + { $a2 } { $first }, { $b1 } + { $b2 } { $second }
sabias-bd-teams-margin = { $half ->
    [level] As equipas estão empatadas: ninguém pontua
    [half] M = |R1 - R2| / 2 = { $gap } / 2 = { $m }: o maior total marca +M, o outro -M
   *[whole] M = |R1 - R2| = { $m }: o maior total marca +M, o outro -M
}
sabias-bd-individual = Pontos das cartas + anúncios: { $totals }; cada um marca o seu total menos a média ({ $n } jogadores)
sabias-bd-scores = Pontos: { $scores }

## A mesa

sabias-table-header = Sabias · { $players } jogadores{ $mode ->
    [teams] { " " }(equipas { $a1 }+{ $a2 } contra { $b1 }+{ $b2 })
    [individual] { " " }(cada um por si)
   *[camp] { "" }
} · mão { $hand } · dador { $dealer } · { $phase ->
    [taking] tomada
    [call] chamada do parceiro
    [announcements] anúncios
    [play] jogo
   *[over] fim
}
sabias-table-bids = Tomada: { $bids }
sabias-table-bid = { $p ->
    [you] você { $bid ->
        [take] toma
       *[pass] passa
    }
   *[other] { $p } { $bid ->
        [take] toma
       *[pass] passa
    }
}
sabias-table-taker = Tomador: { $p ->
    [you] você
   *[other] { $p }
}
sabias-table-taker-called = Tomador: { $p ->
    [you] você
   *[other] { $p }
}, Sabia chamada { $card } ({ $status ->
    [alone] joga sozinho, 1 contra 4
    [secret] você tem-na: é o parceiro secreto
    [self] você tem-na: joga sozinho, 1 contra 4
   *[unknown] parceiro ainda desconhecido
})
sabias-table-taker-partner = Tomador: { $p ->
    [you] você
   *[other] { $p }
}, Sabia chamada { $card } (parceiro: { $partner })
sabias-table-announced = { $p ->
    [you] Você anunciou
   *[other] { $p } anunciou
} { $name ->
    [conseil] CONSELHO
    [grand-conseil] GRANDE CONSELHO
    [jefa] JEFA
   *[chelem] CHELEM
}
sabias-table-announced-cards = { $p ->
    [you] Você anunciou
   *[other] { $p } anunciou
} { $name ->
    [grand-conseil] GRANDE CONSELHO
   *[conseil] CONSELHO
} { $cards }
# Um anúncio na mesa com o seu desfecho uma vez decidido (o mesmo que diz a ficha do navegador).
sabias-table-outcome = { $announcement } — { $outcome ->
    [made] cumprida
   *[failed] falhada
}
sabias-table-grande-jefa = { $p ->
    [you] Você
   *[other] { $p }
}: GRANDE JEFA + JEFA (+20)
sabias-table-played = { $p ->
    [you] você
   *[other] { $p }
} { $card }
sabias-table-trick = Vaza { $n }: { $cards }
sabias-table-trick-lead = Vaza { $n }: (à espera da saída)
sabias-table-last-trick = Última vaza: { $cards }; ganha por { $p ->
    [you] você
   *[other] { $p }
}
sabias-table-card-points = Pontos das cartas ganhos: { $points }
sabias-table-hand-sizes = Cartas na mão: { $sizes }
sabias-table-your-hand = A sua mão ({ $n ->
    [0] nenhuma carta
    [one] { $n } carta
   *[other] { $n } cartas
}):
sabias-table-sabias = Sabias
sabias-table-family = { $n } { $family }
sabias-table-manche = Partida: { $scores } · partidas ganhas: { $manches }
sabias-table-over = { $n ->
    [0] Jogo acabado: ninguém ganhou
   *[other] Jogo acabado, ganho por { $winners }
}
sabias-table-your-turn = Sua vez
sabias-table-waiting = { $p ->
    [you] Sua vez
   *[other] Vez de { $p }
}

## As recusas

sabias-refusal-take_or_pass = É a vez de tomar: tome ou passe (não «{ $action }»).
sabias-refusal-call_a_sabia = O tomador tem primeiro de chamar uma Sabia (não «{ $action }»).
sabias-refusal-announce_or_done = É a vez dos anúncios: anuncie um Conselho, um Grande Conselho, JEFA ou CHELEM, ou diga que não tem (mais) nada a anunciar (não «{ $action }»).
sabias-refusal-play_a_card = Jogue uma carta da sua mão (não «{ $action }»).
sabias-refusal-jefa_done = Já anunciou JEFA.
sabias-refusal-jefa_needs_s1 = Para anunciar JEFA é preciso ter a { $card }.
sabias-refusal-chelem_taken = { $p ->
    [you] Você já anunciou o CHELEM desta mão.
   *[other] { $p } já anunciou o CHELEM desta mão.
}
sabias-refusal-conseil_done = { $conseil ->
    [grand] GRANDE CONSELHO: já anunciou um Conselho nesta mão.
   *[plain] CONSELHO: já anunciou um Conselho nesta mão.
}
sabias-refusal-conseil_lacks = { $conseil ->
    [grand] Um Grande Conselho mostra cinco Sabias da sua mão; faltam-lhe { $cards }.
   *[plain] Um Conselho mostra cinco Sabias da sua mão; faltam-lhe { $cards }.
}
sabias-refusal-trump_led = A saída foi { $card }: tem de jogar um trunfo (uma Sabia); tem { $cards }.
sabias-refusal-must_go_higher = Subir é obrigatório: tem de jogar um trunfo mais alto do que { $higher }; tem { $cards }.
sabias-refusal-must_follow = Tem de assistir à família dos { $family } (saída: { $card }): tem { $cards }, e { $played } não é dessa família.
sabias-refusal-must_trump = Cortar é obrigatório: não tem cartas da família dos { $family } (saída: { $card }), por isso tem de cortar com { $cards }.
sabias-refusal-must_overtrump = Sobrecortar é obrigatório: { $higher } cortou { $card }; tem de sobrecortar com { $cards }.

## Porque é que a estratégia joga um lance (dicas)

sabias-why-take = Uma mão forte: { $trumps ->
    [one] { $trumps } Sabia
   *[other] { $trumps } Sabias
} e { $fathers ->
    [one] { $fathers } Avô
   *[other] { $fathers } Avôs
}, com famílias curtas onde cortar: tome.
sabias-why-pass = Demasiado fraca para jogar contra os outros ({ $trumps ->
    [one] { $trumps } Sabia
   *[other] { $trumps } Sabias
}, { $fathers ->
    [one] { $fathers } Avô
   *[other] { $fathers } Avôs
}): passe e defenda.
sabias-why-call = Chame { $card }, a Sabia mais alta que lhe falta: quem a tiver é um parceiro forte.
sabias-why-call-all = Tem todas as Sabias: chame { $card } e jogue sozinho.
sabias-why-grand-conseil = Cinco Sabias seguidas: um Grande Conselho são 50 pontos de graça.
sabias-why-conseil = Tem cinco Sabias: um Conselho são 20 pontos de graça; mostre as cinco mais baixas, as altas ficam como surpresa.
sabias-why-jefa = { $trumps } Sabias: a sua Jefa deve sobreviver aos outros trunfos e ganhar a última vaza, anuncie JEFA.
sabias-why-no-jefa = Só { $trumps } Sabias: a Jefa seria provavelmente apanhada antes da última vaza (JEFA pede { $need }); não anuncie mais nada.
sabias-why-done = Nada que valha um anúncio: um CHELEM (todas as vazas) é arriscado demais.
sabias-why-draw-master = Tem mais Sabias ({ $mine }) do que os outros juntos ({ $theirs }): saia com a mestra, { $card }, para lhes puxar os trunfos.
sabias-why-draw-low = Tem o dobro das Sabias ({ $mine }) dos outros ({ $theirs }): saia com uma baixa, { $card }, para puxar as deles.
sabias-why-lead-master = Já ninguém pode bater { $card }: cobre os seus pontos.
sabias-why-lead-signal = { $p } pediu os { $family } com o seu descarte: saia nessa família.
sabias-why-lead-long = Saia com uma carta baixa da sua família mais longa, { $card }: as cartas altas dela ficarão mestras.
sabias-why-lead-trump = Só lhe restam Sabias para sair: a mais baixa, { $card }.
sabias-why-lead-least = Saia com a carta que vale menos, { $card }.
sabias-why-save-jefa = { $p } ganha a vaza sem perigo: meta a sua Jefa, os seus 10 pontos ficam salvos.
sabias-why-load = { $p } ganha a vaza sem perigo: carregue-a de pontos, { $card }.
sabias-why-partner-unsafe = { $p } ganha a vaza mas ainda pode ser batido: dê pouco, { $card }.
sabias-why-over-partner = Tem de passar por cima de { $p }: a carta mais baixa que o faz, { $card }.
sabias-why-win-sure = Ninguém depois de si pode bater { $card }: ganhe a vaza com ela.
sabias-why-cut-high = { $points } pontos na vaza: corte alto com { $card } para os guardar.
sabias-why-cut-low = Corte com uma Sabia baixa, { $card }: a vaza é pobre, guarde as altas.
sabias-why-win-least = Todas as cartas que pode jogar ganham: a mais barata, { $card }.
sabias-why-last-jefa = Joga em último e a Jefa ganha: os seus 10 pontos estão a salvo.
sabias-why-last-rich = Joga em último e pode ganhar: ganhe com a sua carta mais rica, { $card }.
sabias-why-last-trump = Joga em último: ganhe com a sua Sabia mais baixa que o faça, { $card }.
sabias-why-signal = Não pode assistir: descarte { $card } para pedir ao seu parceiro que saia nos { $family }, onde tem o Avô.
sabias-why-shed = { $risky ->
    [yes] Só ganharia com uma carta que seria batida: dê a mais barata, { $card }.
   *[no] Não pode ganhar esta vaza: dê a sua carta mais barata, { $card }.
}
sabias-why-shed-trump = { $risky ->
    [yes] A sua Sabia seria sobrecortada: jogue a mais baixa, { $card }.
   *[no] As suas Sabias não ganham aqui: jogue a mais baixa, { $card }.
}
sabias-why-take-bold = { $trumps ->
    [one] { $trumps } Sabia
   *[other] { $trumps } Sabias
} e { $fathers ->
    [one] { $fathers } Avô
   *[other] { $fathers } Avôs
}: tomar é uma aposta, mas uma mão ganha recebe o prémio de 30 de cada defensor.
sabias-why-pass-safe = Passar é a escolha prudente: defender a dois custa pouco se a mão correr mal.
sabias-why-call-other = Chame { $card }: quem a tiver será o seu parceiro secreto.
sabias-why-conseil-other = Um Conselho são 20 pontos de graça, sejam quais forem as cinco Sabias mostradas.
sabias-why-jefa-bold = Com { $trumps ->
    [one] { $trumps } Sabia
   *[other] { $trumps } Sabias
}, JEFA é uma aposta: um prémio se a sua Jefa ganhar a última vaza, 20 perdidos se não.
sabias-why-done-keep = Diga que terminou: as suas Sabias ficam escondidas dos outros.
sabias-why-chelem = CHELEM: 200 pontos se o seu campo ganhar todas as vazas, 100 perdidos se não; só com uma mão esmagadora.
sabias-why-lead-sabia = Saia com { $card }: todos têm de jogar uma Sabia, e os trunfos dos outros caem.
sabias-why-lead-probe = Saia com { $card }, uma carta baixa dos { $family }: custa pouco mesmo que perca.
sabias-why-lead-force = Saia com { $card } para fazer sair as cartas mais altas dos { $family }.
sabias-why-overtake = Retome a vaza a { $p } com { $card }: fica com a saída.
sabias-why-partner-little = { $p } ganha a vaza: { $card } assiste barato e guarda as suas boas cartas.
sabias-why-win-try = { $card } ganha a vaza por agora, embora um jogador seguinte ainda possa fazer melhor.
sabias-why-shed-sabia = { $card } não ganha aqui: guarde as suas Sabias mais altas para mais tarde.
sabias-why-shed-other = Esta vaza não é sua: { $card } dá-lhe pouco e guarda as suas cartas fortes.
sabias-why-load-risky = { $p } ganha a vaza por agora: { $card } junta-lhe pontos, um risco se um adversário ainda a ganhar.
sabias-why-last-win = Joga em último e { $card } ganha a vaza.
sabias-why-shed-rich = Esta vaza está perdida de qualquer modo: { $card } sai da sua mão agora em vez de mais tarde.

## O tutorial: uma primeira mão a três jogadores, você toma contra os outros dois

sabias-tut-intro = Bem-vindo às 10 Grand-Mères! Três jogadores, vinte cartas cada um. As dez Sabias (S1 a S10) são os trunfos; as outras cartas formam dez famílias, do Avô (V, 5 pontos) ao Filho (I, 1 ponto). Um jogador toma e joga sozinho contra os outros dois: o tomador precisa de pelo menos 109 dos 218 pontos de cartas nas suas vazas para ganhar a mão. { $dealer } dá as cartas e fala primeiro.
sabias-tut-passed = { $p } passa: { $p } não vai jogar sozinho contra os outros dois.
sabias-tut-take = A sua mão é forte: cinco Sabias, entre elas as duas mais altas (S9 e S10), cinco Avôs e famílias curtas onde pode cortar. Tome: vai jogar sozinho contra os outros dois.
sabias-tut-take-wrong = Com cinco Sabias e cinco Avôs, vale a pena tomar esta mão: diga “tomar”.
sabias-tut-their-done = { $p } não anuncia nada. Cada jogador, na sua vez, pode agora fazer anúncios, que valem pontos aconteça o que acontecer no jogo.
sabias-tut-conseil = Tem cinco Sabias: anuncie um Conselho (CONSELHO DAS SABIAS) mostrando-as: { $cards }. Vale 20 pontos para o seu campo; todos verão estas cartas até as jogar.
sabias-tut-conseil-wrong = Cinco Sabias fazem um Conselho, 20 pontos por mostrá-las: anuncie-o antes de dizer que terminou.
sabias-tut-done = Diga agora que não tem mais nada a anunciar. JEFA (ganhar a última vaza com a Jefa, S1) pede a Jefa, que não tem, e um CHELEM (todas as vazas) seria arriscado demais.
sabias-tut-done-wrong = Um CHELEM promete todas as vazas: 100 pontos perdidos se escapar uma. Diga antes que terminou.
sabias-tut-first-lead = { $p }, o dador, saiu para a primeira vaza com { $card }. Agora todos têm de jogar uma carta da família da saída, se a tiverem.
sabias-tut-follow = { $card } é a sua única carta dos { $family }: tem de a jogar (“assistir”). Talvez perca, mas a regra vem primeiro.
sabias-tut-follow-wrong = Tem uma carta da família da saída: tem de assistir com { $card }.
sabias-tut-jefa-cuts = { $p } não tinha { $family } e teve de cortar com uma Sabia: a Jefa (S1), o trunfo mais baixo, bate mesmo assim todas as cartas das famílias. { $p } ganha a vaza e os seus 15 pontos.
sabias-tut-winner-leads = { $p } ganhou a vaza, por isso { $p } sai para a seguinte.
sabias-tut-last-win = Pode assistir com { $card } ou com a Sabia Alakaluf (S3): uma Sabia conta como carta da sua própria família, e jogada nela não é trunfo, só a carta mais alta da família. Joga em último e { $card } já ganha: jogue-a e guarde a S3.
sabias-tut-last-win-wrong = A Sabia também ganharia, mas { $card } ganha do mesmo modo: guarde a sua Sabia para mais tarde.
sabias-tut-draw = É a sua saída. Tem cinco Sabias, os outros só quatro entre os dois. Saia com { $card }, o trunfo mais alto: quando se sai com uma Sabia, todos têm de jogar uma Sabia, e uma mais alta se puderem (“subir”). Assim puxa os trunfos deles.
sabias-tut-draw-wrong = Puxe primeiro os trunfos, com { $card }: quando os outros já não tiverem Sabias, os seus Avôs ficam a salvo.
sabias-tut-trump-led = { $p } teve de jogar uma Sabia; ninguém pode bater a Grande Jefa, por isso { $p } deu a mais baixa.
sabias-tut-draw-again = Os outros dois só têm agora duas Sabias, e a sua { $card } é a mais alta que resta: saia com ela para puxar as duas.
sabias-tut-wrong = Essa carta não, desta vez: jogue { $card }, como explicado acima.
sabias-tut-master = Os outros já não têm Sabias, e ninguém pode bater um Avô na sua família: saia com { $card } e cobre os seus pontos. Cada Avô que tem é uma vaza certa.
sabias-tut-master-wrong = Cobre primeiro as suas vazas certas: saia com { $card }.
sabias-tut-master-iv = O Avô dos { $family } já saiu: a sua { $card } é agora a carta mais alta da família. Cobre-a.
sabias-tut-discard = { $p } já não tinha { $family } nem Sabias, por isso podia jogar qualquer carta: um descarte. { $p } deu { $card }, uma carta baixa, para mostrar ao parceiro onde está a sua força.
sabias-tut-lead-long = Já nada de certo para cobrar. Saia com uma carta baixa, { $card }, de uma das suas famílias mais longas: quando as cartas altas dos { $family } tiverem saído, as suas outras cartas da família ficam mestras.
sabias-tut-lead-long-wrong = Saia com uma carta baixa que custe pouco se perder: { $card }.
sabias-tut-lost-trick = { $p } ganha esta vaza com o Avô: a família que { $p } pediu com o descarte. Os dois defensores juntam os seus pontos contra si.
sabias-tut-follow-lose = { $p } saiu com um Avô que não pode bater. { $card } é a sua única carta dos { $family }: tem de assistir, mesmo para perder.
sabias-tut-load = { $p } deu uma carta rica a { $q }, que já ganhava a vaza: os parceiros carregam de pontos as vazas um do outro.
sabias-tut-cut = Já não tem { $family }: tem de cortar (“couper est obligatoire”). Os outros já não têm Sabias, por isso a mais baixa, { $card }, chega.
sabias-tut-cut-wrong = Qualquer Sabia ganha aqui, já que os outros não têm nenhuma: corte com a mais baixa, { $card }.
sabias-tut-sabia-family = A sua única carta dos { $family } é { $card }: uma Sabia tem de assistir à sua própria família. Aí não é trunfo mas a carta mais alta da família, acima do Avô: ganha a vaza.
sabias-tut-must-cut = Não tem { $family } na mão: tem de cortar, e { $card } é a sua última Sabia.
sabias-tut-forced = Aqui só pode jogar { $card }.
sabias-tut-lead-cheap = Já nada de certo para cobrar: saia com a sua carta mais barata, { $card }, e guarde as outras para mais tarde.
sabias-tut-last-card = A sua última carta, { $card }. Todas as cartas foram jogadas: a mão acabou.
sabias-tut-outro = Mão acabada! Ganhou { $points } dos 218 pontos de cartas. O écart é { $points } − 109 = { $ecart }: ganhou. Cada defensor paga-lhe o écart, mais o prémio de 30, mais metade dos { $conseil } do seu Conselho: { $ecart } + 30 + { $conseil } / 2 = { $unit }. Você marca o dobro, +{ $score }; cada defensor −{ $loss }. Com menos de 109, teria sido você a pagar-lhes. O primeiro a chegar a 200 ganha a partida (a manche); duas partidas ganham o jogo.

# How to write cards and moves in the terminal (its `help`)
sabias-notation =
    S1 a S10 são as Sabias (os trunfos), 6-V é a carta V da família 6 (níveis I a V).
    Ações: `play 6-V`, `take`, `pass`, `call S7`, `conseil S1 S3 S4 S6 S9`, `jefa`, `done`

# The terminal's heading when a hand ends
sabias-hand-over = == Fim da mão { $n } ==

## Notação ilegível (InvalidNotation), e em que ponto está a mão

sabias-unreadable-call-not-sabia = Só uma Sabia pode ser chamada, não { $card }.
sabias-unreadable-conseil-five = { $verb ->
    [conseil] Um Conselho mostra cinco Sabias diferentes, por exemplo conseil S1 S2 S4 S6 S9.
   *[grand] Um Grande Conselho mostra cinco Sabias diferentes, por exemplo grand-conseil S2 S3 S4 S5 S6.
}
sabias-unreadable-consecutive-is-grand = Cinco Sabias consecutivas formam um Grande Conselho (grand-conseil).
sabias-unreadable-grand-not-consecutive = Um Grande Conselho mostra cinco Sabias com números consecutivos.
sabias-unreadable-action = “{ $text }” não é uma ação das Sabias: escreva take, pass, call S7, jefa, chelem, done, conseil S1 S3 S4 S6 S9, grand-conseil S2 S3 S4 S5 S6, ou play 6-V.
sabias-unreadable-draw-order = A ronda { $round } do sorteio do dador tem de ser tirada pelos lugares { $seats }, por ordem.
sabias-unreadable-draw-after-winner = O sorteio do dador continua depois de uma única carta mais alta.
sabias-unreadable-draw-tie = O sorteio do dador acaba empatado: os jogadores empatados têm de tirar de novo.
sabias-unreadable-deal-object = Uma distribuição das Sabias é um objeto com dealer, dealer_draw e hands.
sabias-unreadable-deal-fields = Campos de distribuição desconhecidos: { $fields }.
sabias-unreadable-deal-hands = As mãos da distribuição têm de ser uma lista de { $n } mãos.
sabias-unreadable-deal-hand-size = P{ $seat } tem de receber { $size } cartas.
sabias-unreadable-deal-every-card = As mãos têm de conter cada uma das 60 cartas exatamente uma vez.
sabias-unreadable-deal-draw-list = O sorteio do dador é uma lista de rondas de tiragens [lugar, carta].
sabias-unreadable-deal-draw-round = Cada ronda do sorteio do dador é uma lista de [lugar, carta].
sabias-unreadable-deal-draw-dealer = O sorteio designa P{ $drawn } como dador, não P{ $dealer }.
sabias-unreadable-deal-no-dealer = A distribuição não tem dador: indique o dador (um lugar 0..{ $last }) ou o sorteio que o designa.
sabias-unreadable-deal-dealer = O dador tem de ser um lugar 0..{ $last }.
sabias-unreadable-deal-card = As cartas escrevem-se em notação (S7, 6-V), não { $text }.
sabias-unreadable-view-no-seat = A vista pública não tem lugar para o qual sortear.
sabias-unreadable-score = Não é uma pontuação das Sabias: { $text }.
sabias-unreadable-view-sizes = Os tamanhos das mãos da vista não correspondem às cartas não vistas.
sabias-progress-trick = Vaza { $n }
sabias-progress-phase = { $phase ->
    [taking] Tomada
    [call] Chamada do parceiro
    [announcements] Anúncios
    [play] Jogo
   *[over] Fim
}
