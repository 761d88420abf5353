# Poch (sete montes): as palavras do jogo em português. Os lugares ($p) chegam como a palavra
# `you` para o leitor, senão como o nome do jogador; cartas, montes, naipes e jogos como mensagens
# já em palavras.

poch-name = Poch (Sete Montes)
# Como este jogo chama uma mão, para as mensagens do navegador sobre mãos (words/locales: `hand-word`): mao (mão), rodada ou ronda.
poch-hand-unit = rodada
poch-summary = Uma ficha em cada um dos sete montes, apostas no melhor jogo (duplas, trincas, quadras) e depois sequências que sobem em cada naipe: as figuras de trunfo ganham os montes, o primeiro a ficar sem cartas recebe uma ficha por carta que os outros ainda têm; ganha o último jogador com fichas.

## Opções

poch-option-starting_chips = Fichas iniciais
poch-option-starting_chips-help = As fichas com que cada jogador começa (a folha: combinadas entre os participantes).
poch-option-bet_requires_pair = Apostar exige um par
poch-option-bet_requires_pair-help = Só um jogador com pelo menos um par pode abrir, acompanhar ou aumentar (a regra do pagat); por omissão, uma mão sem par também pode apostar e é classificada pela carta mais alta.
poch-option-new_run_other_suit = Nova sequência noutro naipe
poch-option-new_run_other_suit-help = Quando uma sequência acaba no ás, a seguinte tem de começar noutro naipe se o jogador tiver um (a letra da folha); por omissão pode começar com qualquer carta.
poch-option-max_deals = Rodadas até à contagem das fichas
poch-option-max_deals-help = Jogar no máximo este número de rodadas e depois ganha quem tiver mais fichas; vazio: jogar até só um jogador ter fichas.
poch-option-max_hands = Número de rodadas
poch-option-max_hands-help = Parar a partida ao fim deste número de rodadas (classificação nesse momento); vazio: jogar a partida inteira.

## Cartas: o nome, e o índice impresso no canto

poch-card = { $rank ->
        [seven] sete
        [eight] oito
        [nine] nove
        [ten] dez
        [jack] valete
        [queen] dama
        [king] rei
       *[ace] ás
    } de { $suit ->
        [spades] espadas
        [hearts] copas
        [diamonds] ouros
       *[clubs] paus
    }
poch-card-short = { $rank ->
        [seven] 7
        [eight] 8
        [nine] 9
        [ten] 10
        [jack] J
        [queen] Q
        [king] K
       *[ace] A
    }{ $suit ->
        [spades] ♠
        [hearts] ♥
        [diamonds] ♦
       *[clubs] ♣
    }
poch-suit = { $suit ->
        [spades] espadas
        [hearts] copas
        [diamonds] ouros
       *[clubs] paus
    }
poch-rank = { $rank ->
        [seven] sete
        [eight] oito
        [nine] nove
        [ten] dez
        [jack] valete
        [queen] dama
        [king] rei
       *[ace] ás
    }
poch-ranks = { $rank ->
        [seven] setes
        [eight] oitos
        [nine] noves
        [ten] dez
        [jack] valetes
        [queen] damas
        [king] reis
       *[ace] ases
    }

## Os sete montes e os jogos

poch-pile = { $pile ->
        [ace] Ás
        [king] Rei
        [queen] Dama
        [jack] Valete
        [ten] Dez
        [king-queen] Rei+Dama
       *[seven-eight-nine] 7-8-9
    }
poch-set-high = { $trump ->
        [yes] carta mais alta ({ $rank }, com o trunfo)
       *[no] carta mais alta ({ $rank })
    }
poch-set-pair = { $trump ->
        [yes] dupla de { $rank } (com o trunfo)
       *[no] dupla de { $rank }
    }
poch-set-three = trinca de { $rank }
poch-set-four = quadra de { $rank }

## Tipos de jogada, e as jogadas

poch-kind-play = Descer uma carta
poch-kind-pass = Passar
poch-kind-drop = Desistir
poch-kind-match = Acompanhar
poch-kind-bet = Apostar
poch-action-play = Descer: { $card }
poch-action-pass = Passar
poch-action-drop = { $stake ->
        [0] Desistir
       *[other] Desistir (a sua aposta de { $stake } { $stake ->
            [one] ficha
           *[other] fichas
        } fica no pote)
    }
poch-action-match = Acompanhar a aposta de { $bet } (mais { $more } { $more ->
        [one] ficha
       *[other] fichas
    })
poch-action-open = Abrir com { $chips } { $chips ->
        [one] ficha
       *[other] fichas
    }
poch-action-raise = Aumentar para { $chips } { $chips ->
        [one] ficha
       *[other] fichas
    }

## Eventos: as apostas

poch-passed = { $p ->
        [you] Você
       *[other] { $p }
    } passou.
poch-dropped = { $p ->
        [you] Você
       *[other] { $p }
    } desistiu{ $stake ->
        [0] .
       *[other] , deixando { $stake } { $stake ->
            [one] ficha
           *[other] fichas
        } no pote.
    }
poch-matched = { $p ->
        [you] Você
       *[other] { $p }
    } acompanhou a aposta de { $bet } { $bet ->
        [one] ficha
       *[other] fichas
    } (mais { $more }).
poch-opened = { $p ->
        [you] Você
       *[other] { $p }
    } abriu as apostas com { $chips } { $chips ->
        [one] ficha
       *[other] fichas
    }.
poch-raised = { $p ->
        [you] Você
       *[other] { $p }
    } aumentou a aposta para { $chips } { $chips ->
        [one] ficha
       *[other] fichas
    }.
poch-everyone-passed = Todos passaram: nenhuma ficha apostada.
poch-showdown = Comparação dos jogos: { $p ->
        [you] você
       *[other] { $p }
    } ganhou o pote de { $pot } { $pot ->
        [one] ficha
       *[other] fichas
    } com { $set }: { $cards }.
poch-pot-unopposed = { $p ->
        [you] Você
       *[other] { $p }
    } levou o pote de { $pot } { $pot ->
        [one] ficha
       *[other] fichas
    }: todos os outros desistiram.
poch-first-lead = { $p ->
        [you] Você
       *[other] { $p }
    } começa a primeira sequência.

## Eventos: as sequências

poch-led = { $p ->
        [you] Você
       *[other] { $p }
    } desceu { $card }.
poch-run-play = { $p ->
        [you] você
       *[other] { $p }
    } { $n ->
        [1] { $first }
        [2] { $first } { $last }
       *[other] de { $first } a { $last }
    }
poch-run-went-on = A sequência continuou: { $plays }.
poch-took-piles = { $p ->
        [you] Você
       *[other] { $p }
    } ganhou { $n ->
        [one] o monte
       *[other] os montes
    } { $piles } ({ $chips } { $chips ->
        [one] ficha
       *[other] fichas
    }).
poch-run-ended = { $why ->
        [ace] A sequência acabou no ás
        [ace-other-suit] A sequência acabou no ás
       *[blocked] A sequência parou em { $card }, já que a carta seguinte foi jogada
    }: { $p ->
        [you] você
       *[other] { $p }
    } começa a sequência seguinte{ $why ->
        [ace-other-suit] , noutro naipe.
       *[other] .
    }

## Eventos: o fim de uma rodada, a rodada seguinte, o fim da partida

poch-paid = { $p ->
        [you] você
       *[other] { $p }
    } pagou { $n }
poch-went-out = { $p ->
        [you] Você
       *[other] { $p }
    } ficou sem cartas e recebeu { $chips } { $chips ->
        [one] ficha
       *[other] fichas
    }, uma por cada carta que sobrou: { $payments }.
poch-went-out-unpaid = { $p ->
        [you] Você
       *[other] { $p }
    } ficou sem cartas; ninguém tinha fichas para pagar.
poch-eliminated = { $p ->
        [you] Você
       *[other] { $p }
    } ficou sem fichas e saiu da partida.
poch-match-won = A partida terminou ({ $why ->
        [limit] a última rodada foi jogada
       *[last] só um jogador ainda tem fichas
    }): { $p ->
        [you] você
       *[other] { $p }
    } ganhou com { $chips } { $chips ->
        [one] ficha
       *[other] fichas
    }.
poch-match-shared = A partida terminou ({ $why ->
        [limit] a última rodada foi jogada
       *[last] só um jogador ainda tem fichas
    }): { $winners } dividem a vitória com { $chips } { $chips ->
        [one] ficha
       *[other] fichas
    } cada um.
poch-new-deal = Rodada { $deal }: { $p ->
        [you] você
       *[other] { $p }
    } dá as cartas; a carta de trunfo é { $card }.
poch-ante = Cada jogador põe uma ficha em cada monte.
poch-ante-short = { $p ->
        [you] Você
       *[other] { $p }
    } só tinha { $n } { $n ->
        [one] ficha
       *[other] fichas
    }: uma em cada um dos { $n } primeiros montes.

## A contagem de uma rodada

poch-hand-title = Rodada { $deal } (carta de trunfo { $card }):
poch-hand-bet-none = Apostas: ninguém apostou.
poch-hand-bet-showdown = Apostas: { $p ->
        [you] você
       *[other] { $p }
    } ganhou o pote de { $pot } { $pot ->
        [one] ficha
       *[other] fichas
    } na comparação dos jogos com { $set } ({ $cards }).
poch-hand-bet-unopposed = Apostas: { $p ->
        [you] você
       *[other] { $p }
    } levou o pote de { $pot } { $pot ->
        [one] ficha
       *[other] fichas
    } (todos os outros desistiram).
poch-hand-piles-none = Montes ganhos: nenhum.
poch-hand-piles-won = Montes ganhos por { $p ->
        [you] você
       *[other] { $p }
    }: { $piles } ({ $chips } { $chips ->
        [one] ficha
       *[other] fichas
    }).
poch-hand-piles-kept = { $n ->
        [one] Monte acumulado
       *[other] Montes acumulados
    } para a rodada seguinte: { $piles }.
poch-hand-chips-row = { $p ->
        [you] você
       *[other] { $p }
    } { $before } → { $after } ({ $sign ->
        [up] +{ $change }
        [down] -{ $change }
       *[even] ±0
    })
poch-hand-chips = Fichas: { $rows }.

## A mesa

poch-table-deal = Poch, rodada { $deal }
poch-table-dealer = carteador: { $p ->
        [you] você
       *[other] { $p }
    }
poch-table-trump = carta de trunfo:
poch-table-phase = fase: { $phase ->
        [betting] apostas
        [runs] sequências
       *[over] fim
    }
poch-table-piles = montes (fichas):
poch-table-all-won = todos ganhos
poch-table-piles-won = montes ganhos nesta rodada:
poch-table-by = por { $p ->
        [you] você
       *[other] { $p }
    } ({ $chips } { $chips ->
        [one] ficha
       *[other] fichas
    })
poch-table-chips = { $n ->
        [one] ficha
       *[other] fichas
    }
poch-table-cards = { $n } { $n ->
        [one] carta
       *[other] cartas
    }
poch-mark-dealer = carteador
poch-mark-eliminated = eliminado
poch-mark-staked = apostou { $chips } { $chips ->
        [one] ficha
       *[other] fichas
    }
poch-mark-dropped = desistiu
poch-mark-passed = passou
poch-table-last = rodada { $deal }: { $p ->
        [you] você
       *[other] { $p }
    } ficou sem cartas e recebeu { $chips } { $chips ->
        [one] ficha
       *[other] fichas
    }
poch-table-last-piles = montes ganhos:
poch-table-pile-to = { $pile } para { $p ->
        [you] você
       *[other] { $p }
    } ({ $chips } { $chips ->
        [one] ficha
       *[other] fichas
    })
poch-table-none = nenhum
poch-table-last-eliminated = eliminados: { $players }
poch-table-bet-open = apostas: { $p ->
        [you] você
       *[other] { $p }
    } abriu; a aposta está em { $chips } { $chips ->
        [one] ficha
       *[other] fichas
    }
poch-table-bet-unopened = apostas: ninguém abriu ainda
poch-table-pot = { $p ->
        [you] você
       *[other] { $p }
    } levou o pote ({ $chips } { $chips ->
        [one] ficha
       *[other] fichas
    })
poch-table-pot-set = com { $set }:
poch-table-runs = sequências:
poch-table-trump-suit = trunfo
poch-table-hand = a sua mão:
poch-table-empty = (vazia)
poch-table-over = partida terminada; mais fichas: { $winners }
poch-table-your-turn = a sua vez
poch-table-waiting = à espera de { $p ->
        [you] você
       *[other] { $p }
    }

## Pedidos

poch-prompt-lead = Desça uma carta: a sequência sobe no naipe, cada carta jogada por quem a tem.
poch-prompt-lead-other-suit = Desça uma carta de outro naipe que não { $suit }: a última sequência acabou no ás.
poch-prompt-open = Passe, ou abra as apostas com { $low } a { $high } { $high ->
        [one] ficha
       *[other] fichas
    }.
poch-prompt-pass = Passe: não pode apostar agora.
poch-prompt-raise = A aposta está em { $bet } { $bet ->
        [one] ficha
       *[other] fichas
    }: acompanhe (mais { $more }), aumente a sua aposta para { $low } a { $high }, ou desista.
poch-prompt-match = A aposta está em { $bet } { $bet ->
        [one] ficha
       *[other] fichas
    }: acompanhe (mais { $more }) ou desista.
poch-prompt-drop = A aposta está em { $bet } { $bet ->
        [one] ficha
       *[other] fichas
    } e não a pode acompanhar: desista.

## Recusas

poch-refusal-runs_play_only = Na fase das sequências só se pode descer uma carta.
poch-refusal-new_run_other_suit = A sequência terminou no ás de { $suit }: comece a nova sequência noutro naipe ({ $cards }).
poch-refusal-cards_after_betting = As cartas descem-se na fase das sequências, depois das apostas.
poch-refusal-no_pass_once_open = As apostas estão abertas ({ $p ->
        [you] você
       *[other] { $p }
    } abriu) e a aposta está em { $bet }: acompanhe, aumente ou desista.
poch-refusal-not_opened = Ainda ninguém abriu as apostas: passe ou abra com uma aposta.
poch-refusal-bet_requires_pair = Só quem tem um par pode apostar, e não tem nenhum.
poch-refusal-cannot_cover = Acompanhar a aposta de { $bet } custa mais { $need } { $need ->
        [one] ficha
       *[other] fichas
    } e só tem { $chips }: quem não pode cobrir a aposta tem de desistir.
poch-refusal-raise_above_bet = Um aumento tem de passar da aposta atual de { $bet }.
poch-refusal-bet_capped = As apostas estão limitadas pelas suas fichas: a sua aposta pode chegar no máximo a { $cap } ({ $chips } { $chips ->
        [one] ficha
       *[other] fichas
    } à sua frente).

## O tutorial (games/poch/tutorial.py): uma primeira rodada, passo a passo

poch-tut-intro = Bem-vindo ao Poch! Os três jogadores puseram cada um uma ficha em cada um dos sete montes: Ás, Rei, Dama, Valete, Dez, Rei+Dama e 7-8-9. A carta tirada do baralho, o 10♥, faz de copas o trunfo. Uma rodada tem duas partes: primeiro aposta-se no melhor jogo (dupla, trinca ou quadra), depois jogam-se sequências que sobem em cada naipe, onde as figuras de trunfo ganham os montes. O primeiro a ficar sem cartas acaba a rodada e recebe uma ficha por cada carta que os outros ainda têm.
poch-tut-open = Você aposta primeiro. Veja a sua mão: A♠, A♥ e A♣ fazem uma trinca de ases, um jogo muito forte. Abra as apostas com 10 fichas: uma abertura modesta mantém os outros no jogo, e eles põem fichas no pote que você conta ganhar.
poch-tut-open-wrong = Não é bem isso: com uma trinca de ases deve apostar, sem passar e sem apostar demais de uma vez. Abra com 10 fichas, para os outros ficarem e engordarem o pote.
poch-tut-p1-raise = { $p } aumentou para 20 fichas: quem aumenta mostra um bom jogo. Só uma trinca ou uma quadra o poderiam preocupar.
poch-tut-p2-drop = { $p } desistiu: não aposta mais nada, e as fichas que já tivesse apostado ficariam no pote.
poch-tut-raise = { $p } aumentou, mas mais ninguém pode ter uma trinca de ases, e uma quadra é muito rara. Aumente a sua aposta para 40 fichas: é com um jogo forte que se põem fichas.
poch-tut-raise-wrong = Com uma trinca de ases, não desista, e faça mais do que acompanhar: aumente a sua aposta para 40 fichas.
poch-tut-showdown = { $p } acompanhou: as apostas acabaram. Na comparação dos jogos só se mostra o jogo vencedor: a sua trinca de ases ganha à mão dele, e o pote inteiro de 80 fichas é seu. Agora você começa a primeira sequência.
poch-tut-lead-trumps = As sequências: você desce uma carta, depois quem tem as cartas seguintes do mesmo naipe joga-as por ordem, até ao ás. Desça o 7♥, o seu trunfo mais baixo: você joga 7♥ 8♥ 9♥ (o monte 7-8-9), os outros jogam o 10♥ e o J♥ (os montes deles), e depois as suas Q♥ K♥ A♥ ganham os montes Dama, Rei, Rei+Dama e Ás. A sequência acaba no seu ás, por isso você desce outra vez.
poch-tut-lead-trumps-wrong = Desça primeiro o 7♥. Uma figura de trunfo só ganha o seu monte quando é jogada, e nada se ganha depois de alguém ficar sem cartas: a sequência de trunfo a partir do 7 tira todos os seus trunfos e volta para si no ás.
poch-tut-lead-spades = Cinco montes são seus. Quem joga a última carta de uma sequência começa a seguinte. Desça a Q♠: o seu K♠ e o seu A♠ seguem-na, três cartas saem da sua mão e a sequência volta a acabar no seu ás. { $p1 } e { $p2 } não se livram de nada.
poch-tut-lead-spades-wrong = Desça a Q♠: o seu próprio K♠ e A♠ seguem-na, a sequência livra-o de três cartas e volta para si. Uma carta baixa deixaria os outros livrarem-se das deles.
poch-tut-lead-ace = Restam duas cartas: A♣ e Q♦. Um ás acaba a sua sequência logo, por isso descê-lo mantém a vez. Desça agora o A♣, e a Q♦ será a sua última carta.
poch-tut-lead-ace-wrong = Ainda não a Q♦: o K♦ e o A♦ estão noutras mãos, a sequência acabaria com eles e você perderia a vez. Desça o A♣: um ás volta sempre para si.
poch-tut-go-out = Resta uma carta: desça a Q♦. A sua mão fica vazia, o que acaba a rodada de imediato: cada outro jogador paga-lhe uma ficha por cada carta que ainda tem na mão.
poch-tut-go-out-wrong = Desça a sua última carta, a Q♦, para ficar sem cartas.
poch-tut-outro = Muito bem! A rodada acabou. Você ganhou o pote das apostas (80 fichas) com uma trinca de ases, ganhou os montes Ás, Rei, Dama, Rei+Dama e 7-8-9 (15 fichas), e ficou sem cartas primeiro: { $p1 } pagou-lhe 10 fichas e { $p2 } 9, uma por cada carta que sobrou. Os montes Dez e Valete foram para quem tinha esses trunfos. Os montes que ninguém ganha acumulam para a rodada seguinte. A partida continua rodada após rodada, até só um jogador ter fichas.

## Dicas: porque é que a estratégia faz uma jogada (games/poch/policy.py, `reason`)

poch-why-open = O seu melhor jogo ({ $set }) ganha a comparação cerca de { $chance }% das vezes contra { $n } { $n ->
        [one] mão
       *[other] mãos
    }: abra com { $chips } { $chips ->
        [one] ficha
       *[other] fichas
    }, uma aposta que cresce com as suas hipóteses.
poch-why-pass = O seu melhor jogo ({ $set }) só ganha a comparação cerca de { $chance }% das vezes contra { $n } { $n ->
        [one] mão
       *[other] mãos
    }: passe em vez de abrir.
poch-why-raise = O seu melhor jogo ({ $set }) ganha a comparação cerca de { $chance }% das vezes contra { $n } { $n ->
        [one] mão ainda em jogo
       *[other] mãos ainda em jogo
    }, forte mesmo depois de uma aposta: aumente a sua aposta para { $chips } { $chips ->
        [one] ficha
       *[other] fichas
    }.
poch-why-match = Acompanhar custa mais { $more } { $more ->
        [one] ficha
       *[other] fichas
    } para um pote de { $pot }; o seu melhor jogo ({ $set }) ganha cerca de { $chance }% das vezes contra { $n } { $n ->
        [one] mão
       *[other] mãos
    }: o pote paga o risco, acompanhe.
poch-why-drop = O seu melhor jogo ({ $set }) só ganha cerca de { $chance }% das vezes contra { $n } { $n ->
        [one] mão
       *[other] mãos
    }, menos ainda depois da aposta de outro: mais { $more } { $more ->
        [one] ficha
       *[other] fichas
    } não compensariam, desista.
poch-why-lead-out = Desça: { $card }. A sequência acaba com a sua última carta: fica sem cartas e recebe cerca de { $chips } { $chips ->
        [one] ficha
       *[other] fichas
    }, uma por cada carta que os outros ainda têm.
poch-why-lead-out-later = Desça: { $card }. A sequência volta para si, e depois as suas outras cartas podem descer uma sequência após outra até a sua mão ficar vazia.
poch-why-lead-piles = Desça: { $card }. Os seus trunfos nesta sequência ganham { $chips } { $chips ->
        [one] ficha
       *[other] fichas
    } dos montes{ $keeps ->
        [yes] , e a sequência acaba na sua carta: você desce outra vez.
       *[no] .
    }
poch-why-lead-keep = Desça: { $card }. A sequência acaba na sua carta ({ $top }): você desce outra vez, e { $n ->
        [one] uma das suas cartas sai
       *[other] { $n } das suas cartas saem
    } da sua mão.
poch-why-lead-alone = Desça: { $card }. Nenhuma carta a pode seguir: a sequência acaba logo e você desce outra vez.
poch-why-lead-stopper = Desça: { $card }. A carta que guarda logo abaixo ({ $below }) passa a ser uma paragem: uma próxima sequência desse naipe acaba nela e dá-lhe a vez.
poch-why-lead-shed = Nenhuma carta faz a sequência voltar para si: { $card } livra-o de { $mine } das suas cartas contra { $others } das dos outros, o melhor equilíbrio possível.

# How to write cards and moves in the terminal (its `help`)
poch-notation =
    O valor 7 8 9 10 J Q K A (valete, dama, rei, ás), depois o naipe S H D C (espadas, copas, ouros, paus; ♠ ♥ ♦ ♣ também são lidos): 7S, 10H, QD, AC.
    Ações: `play 10H` abre uma sequência; `bet 12` põe a sua aposta em 12 fichas ao todo

# The terminal's heading when a hand ends
poch-hand-over = == Fim da rodada { $n } ==

poch-refusal-bet_range = Uma aposta agora é de { $low } a { $high } fichas.

## Notação ilegível (InvalidNotation), e em que ponto está a rodada

poch-unreadable-card-id = Não há carta com o número { NUMBER($id, useGrouping: 0) }.
poch-unreadable-card = “{ $text }” não é uma carta: escreva o valor 7 8 9 10 J Q K A e depois o naipe S H D C (espadas, copas, ouros, paus), como 7S, 10H, QD, AC.
poch-unreadable-deal-object = Uma rodada do Poch é um objeto com dealer, trump e hands.
poch-unreadable-deal-fields = Campos de rodada desconhecidos: { $fields }.
poch-unreadable-deal-players = Esta rodada é para { $given } jogadores, não { $players }.
poch-unreadable-deal-dealer = O dador tem de ser um lugar 0..{ $last }, não { $text }.
poch-unreadable-deal-draw = O sorteio da rodada tem de ser uma lista de pares [lugar, carta].
poch-unreadable-deal-draw-entry = Entrada de sorteio inválida { $text }; escreva [lugar, carta].
poch-unreadable-deal-draw-dealer = O sorteio faz de P{ $drawn } o dador, não P{ $dealer }.
poch-unreadable-deal-trump = O trunfo da rodada tem de ser uma carta como QH.
poch-unreadable-deal-trump-card = Carta de trunfo inválida: { $why }
poch-unreadable-deal-hands = As mãos da rodada têm de ser uma lista de { $n } listas de cartas.
poch-unreadable-deal-hand = Cada mão da rodada tem de ser uma lista de cartas.
poch-unreadable-deal-twice = { $card } é distribuída duas vezes.
poch-unreadable-deal-missing = O baralho inteiro tem de ser distribuído; faltam: { $cards }.
poch-unreadable-deal-sizes = Dar uma carta de cada vez a partir da esquerda do dador dá mãos de { $expected } cartas, não { $sizes }.
poch-unreadable-view-runs = As sequências da observação não se repetem.
poch-unreadable-draw-order = O sorteio do dador tem de listar os lugares { $seats } por ordem no sorteio { $at }.
poch-unreadable-draw-twice = O sorteio do dador usa a mesma carta duas vezes.
poch-unreadable-draw-after-winner = O sorteio do dador continua depois de uma única carta mais alta.
poch-unreadable-bet = “{ $text }”: { $most ->
    [0] uma aposta é de pelo menos 1 ficha
   *[other] uma aposta é de 1..{ $most } fichas
}
poch-unreadable-action = “{ $text }” não é uma ação do Poch: escreva pass, bet N (abrir ou subir a aposta para N), match, drop, ou play CARTA (como play 10H).
poch-unreadable-action-id = Não há ação com o número { $id }.
poch-unreadable-view-foreign = Não é uma observação do Poch.
poch-unreadable-view-over = A partida acabou: não há nada mais a sortear.
poch-unreadable-view-no-hand = A vista pública não tem mão à volta da qual sortear: dê a vista de um lugar.
poch-unreadable-view-sizes = Os tamanhos das mãos não correspondem às cartas ainda não vistas.
poch-unreadable-view-no-deal = Nenhuma rodada é compatível com esta observação.
poch-progress-phase = { $phase ->
    [betting] Apostas
    [runs] Sequências
   *[over] Fim
}
