# sabias: Les 10 Grand-Mères, in English. Seats arrive as `you` (the reader) or a name.

sabias-name = Les 10 Grand-Mères (Sabias)
# What this game calls a hand, for the messages about hands of the browser and the coach (words/locales: `hand-word`): hand, deal or round.
sabias-hand-unit = hand
sabias-summary = Trick-taking on the Sages deck: the ten Sabias are trumps; a taker against the others, a called partner, announcements.

## Options

sabias-option-four_player_mode = Four players
sabias-option-four_player_mode-help = At four players: two teams of two, partners facing each other (the first and third seats against the second and fourth), or each for themselves. Nobody takes at four either way.
sabias-option-four_player_mode-teams = two teams of two
sabias-option-four_player_mode-individual = each for themselves
sabias-option-jefa_made_bonus = JEFA bonus
sabias-option-jefa_made_bonus-help = Points for a JEFA made (the sheet says 50; its 1-against-4 example counts 20). A failed JEFA always costs 20.
sabias-option-ecart = Écart
sabias-option-ecart-help = The écart: margin (the taker camp's points minus 109, the margin above half) or difference (the taker camp's points minus the defenders'). In teams of two: half the gap or the whole gap.
sabias-option-ecart-margin = margin above half
sabias-option-ecart-difference = difference between the camps
sabias-option-sabia_must_follow_family = A Sabia follows its family
sabias-option-sabia_must_follow_family-help = A Sabia counts as a card of its own family and must follow a lead in it; off: it may follow its family (losing its trump role) but does not have to.
sabias-option-overtrump_partner_exempt = No overtrumping a partner
sabias-option-overtrump_partner_exempt-help = A player void in the led family need not overtrump when a known partner holds the trick (they must still trump). Off: overtrump whenever able.
sabias-option-max_hands = Hands to play
sabias-option-max_hands-help = Stop the match after this many hands (standings at that point); empty: play the whole match.

## Cards: the families and the Sabias as the sheet names them

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
    [fils] Fils
    [fille] Fille
    [pere] Père
    [mere] Mère
   *[grand-pere] Grand-Père
} of the { $family } ({ $n })
sabias-card-code = { $rank ->
    [sabia] S{ $n }
    [fils] { $n }-I
    [fille] { $n }-II
    [pere] { $n }-III
    [mere] { $n }-IV
   *[grand-pere] { $n }-V
}

## Actions

sabias-kind-play = Play a card
sabias-kind-bid = Take or pass
sabias-kind-call = Call a Sabia
sabias-kind-announce = Announcements
sabias-action-play = Play { $card }
sabias-action-take = Take
sabias-action-pass = Pass
sabias-action-call = Call { $card }
sabias-action-jefa = Announce JEFA
sabias-action-chelem = Announce CHELEM
sabias-action-done = No (more) announcement
sabias-action-conseil = Announce a Conseil: { $cards }
sabias-action-grand-conseil = Announce a Grand Conseil: { $cards }

## Prompts

sabias-prompt-bid = { $p ->
    [you] Take or pass: will you play against the others?
   *[other] { $p } takes or passes.
}
sabias-prompt-call = { $p ->
    [you] Call a Sabia: whoever holds it will be your partner.
   *[other] { $p } calls a Sabia.
}
sabias-prompt-announce = { $p ->
    [you] Announce a Conseil, JEFA or CHELEM, or say you have nothing (more) to announce.
   *[other] { $p } announces.
}
sabias-prompt-lead = { $p ->
    [you] Lead the trick: play any card.
   *[other] { $p } leads the trick.
}
sabias-prompt-follow = { $p ->
    [you] Play a card: follow the { $family } (led with { $card }); without one, trump, overtrumping when you can.
   *[other] { $p } plays to the trick ({ $card } led).
}
sabias-prompt-trump-led = { $p ->
    [you] Play a Sabia: { $card } was led; go higher than { $best } if you can.
   *[other] { $p } plays to the trick ({ $card } led).
}

## Events

sabias-took = { $p ->
    [you] You took.
   *[other] { $p } took.
}
sabias-camp = { $p ->
    [you] You play alone against { $others }.
   *[other] { $p } plays alone against { $others }.
}
sabias-will-call = { $p ->
    [you] You call a Sabia: its holder will be your partner.
   *[other] { $p } calls a Sabia: its holder will be the partner.
}
sabias-passed = { $p ->
    [you] You passed.
   *[other] { $p } passed.
}
sabias-hand-void = Everyone passed: hand { $hand } is void, nobody scores.
sabias-called = { $p ->
    [you] You called { $card }: whoever holds it is your partner, secretly until it shows.
   *[other] { $p } called { $card }: whoever holds it is { $p }'s partner, secretly until it shows.
}
sabias-called-held = { $p ->
    [you] You called { $card }, which you hold.
   *[other] { $p } called { $card }, which you hold: you are { $p }'s secret partner.
}
sabias-called-self = { $p ->
    [you] You called { $card }, which you hold yourself: you play alone, 1 v 4.
   *[other] { $p } called { $card }, which { $p } holds: { $p } plays alone, 1 v 4.
}
sabias-announced-conseil = { $p ->
    [you] You announced a CONSEIL DE LAS SABIAS (20), showing { $cards }.
   *[other] { $p } announced a CONSEIL DE LAS SABIAS (20), showing { $cards }.
}
sabias-announced-grand-conseil = { $p ->
    [you] You announced a GRAND CONSEIL DE LAS SABIAS (50), showing { $cards }.
   *[other] { $p } announced a GRAND CONSEIL DE LAS SABIAS (50), showing { $cards }.
}
sabias-announced-jefa = { $p ->
    [you] You announced JEFA: to win the last trick with the { $card }.
   *[other] { $p } announced JEFA: to win the last trick with the { $card }.
}
sabias-announced-chelem = { $p ->
    [you] You announced CHELEM: your camp to win every trick.
   *[other] { $p } announced CHELEM: { $p }'s camp to win every trick.
}
sabias-announced-nothing = { $more ->
    [more] { $p ->
        [you] You announced nothing more.
       *[other] { $p } announced nothing more.
    }
   *[first] { $p ->
        [you] You announced nothing.
       *[other] { $p } announced nothing.
    }
}
sabias-leads-first = { $p ->
    [you] You lead the first trick.
   *[other] { $p } leads the first trick.
}
sabias-played = { $p ->
    [you] You played { $card }.
   *[other] { $p } played { $card }.
}
sabias-trick-card = { $p ->
    [you] you: { $card }
   *[other] { $p }: { $card }
}
sabias-trick-won = { $p ->
    [you] You won the trick ({ $cards }): { $points ->
        [one] { $points } card point
       *[other] { $points } card points
    }.
   *[other] { $p } won the trick ({ $cards }): { $points ->
        [one] { $points } card point
       *[other] { $points } card points
    }.
}
sabias-partner-revealed = { $p ->
    [you] You played the called { $card }: you are { $taker ->
        [you] your own
       *[other] { $taker }'s
    } partner.
   *[other] { $p } played the called { $card }: { $p } is { $taker ->
        [you] your
       *[other] { $taker }'s
    } partner.
}
sabias-plays-alone = { $p ->
    [you] You showed the called { $card } yourself: you play alone, 1 v 4.
   *[other] { $p } showed the called { $card } and so plays alone, 1 v 4.
}
sabias-grande-jefa = { $p ->
    [you] You have played both the Grande Jefa and the Jefa: +{ $points }.
   *[other] { $p } has played both the Grande Jefa and the Jefa: +{ $points }.
}
sabias-hand-ended = Hand { $hand } is over: every card has been played.
sabias-manche-won = Manche won by { $winners } (200 points reached).
sabias-match-over = { $n ->
    [0] The match is over.
   *[other] The match is over, won by { $winners }.
}
sabias-next-hand = Hand { $hand }: { $p ->
    [you] you deal and { $first ->
        [speaks] speak
       *[announces] announce
    } first.
   *[other] { $p } deals and { $first ->
        [speaks] speaks
       *[announces] announces
    } first.
}

## The hand's breakdown, as the rules page scores it

sabias-signed = { $sign ->
    [plus] +{ $v }
    [minus] -{ $v }
   *[zero] 0
}
sabias-seat-points = { $p ->
    [you] you { $n }
   *[other] { $p } { $n }
}
sabias-seat-score = { $p ->
    [you] you { $v }
   *[other] { $p } { $v }
}
sabias-bd-void = Hand { $hand }: void, everyone passed; nobody scores.
sabias-bd-hand = Hand { $hand }:
sabias-bd-card-points = Card points won: { $points } ({ $total } in all)
sabias-bd-announcement = Announcement by { $p }: { $name ->
    [conseil] CONSEIL
    [grand-conseil] GRAND CONSEIL
    [jefa-made] JEFA made
    [jefa-failed] JEFA failed
    [chelem-made] CHELEM made
    [chelem-failed] CHELEM failed
   *[grande-jefa] GRANDE JEFA + JEFA
}, { $value }
sabias-bd-taker = Taker { $p }; camp { $camp }: { $points } card points
sabias-bd-taker-called = Taker { $p }, called { $card }; camp { $camp }: { $points } card points
sabias-bd-ecart = Écart E = { $points } - { $other } = { $ecart }: { $made ->
    [made] the taker's camp made it
   *[lost] the taker's camp lost
}
sabias-bd-unit = Announcements A = { $balance }; unit d = { $made ->
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
    [no] The taker scores { $k } x d, the partner d, each defender -d
   *[yes] The taker scores { $k } x d, each defender -d
}
sabias-bd-teams = Teams (card points + announcements): { $a1 } + { $a2 } { $first }, { $b1 } + { $b2 } { $second }
sabias-bd-teams-margin = { $half ->
    [level] The teams are level: nobody scores
    [half] M = |R1 - R2| / 2 = { $gap } / 2 = { $m }: the larger total scores +M, the other -M
   *[whole] M = |R1 - R2| = { $m }: the larger total scores +M, the other -M
}
sabias-bd-individual = Card points + announcements: { $totals }; each scores their total minus the average ({ $n } players)
sabias-bd-scores = Scores: { $scores }

## The table

sabias-table-header = Sabias · { $players } players{ $mode ->
    [teams] { " " }(teams { $a1 }+{ $a2 } v { $b1 }+{ $b2 })
    [individual] { " " }(individual)
   *[camp] { "" }
} · hand { $hand } · dealer { $dealer } · { $phase ->
    [taking] taking
    [call] calling a partner
    [announcements] announcements
    [play] play
   *[over] over
}
sabias-table-bids = Taking: { $bids }
sabias-table-bid = { $p ->
    [you] you { $bid ->
        [take] take
       *[pass] pass
    }
   *[other] { $p } { $bid ->
        [take] takes
       *[pass] passes
    }
}
sabias-table-taker = Taker: { $p ->
    [you] you
   *[other] { $p }
}
sabias-table-taker-called = Taker: { $p ->
    [you] you
   *[other] { $p }
}, called { $card } ({ $status ->
    [alone] plays alone, 1 v 4
    [secret] you hold it: you are the secret partner
    [self] you hold it: you play alone, 1 v 4
   *[unknown] partner not yet known
})
sabias-table-taker-partner = Taker: { $p ->
    [you] you
   *[other] { $p }
}, called { $card } (partner: { $partner })
sabias-table-announced = { $p ->
    [you] You
   *[other] { $p }
} announced { $name ->
    [conseil] CONSEIL
    [grand-conseil] GRAND CONSEIL
    [jefa] JEFA
   *[chelem] CHELEM
}
sabias-table-announced-cards = { $p ->
    [you] You
   *[other] { $p }
} announced { $name ->
    [grand-conseil] GRAND CONSEIL
   *[conseil] CONSEIL
} { $cards }
# An announcement on the table with its outcome once decided (the browser's chip says the same).
sabias-table-outcome = { $announcement } — { $outcome ->
    [made] made
   *[failed] failed
}
sabias-table-grande-jefa = { $p ->
    [you] You
   *[other] { $p }
}: GRANDE JEFA + JEFA (+20)
sabias-table-played = { $p ->
    [you] you
   *[other] { $p }
} { $card }
sabias-table-trick = Trick { $n }: { $cards }
sabias-table-trick-lead = Trick { $n }: (to lead)
sabias-table-last-trick = Last trick: { $cards }; won by { $p ->
    [you] you
   *[other] { $p }
}
sabias-table-card-points = Card points won: { $points }
sabias-table-hand-sizes = Cards in hand: { $sizes }
sabias-table-your-hand = Your hand ({ $n ->
    [one] { $n } card
   *[other] { $n } cards
}):
sabias-table-sabias = Sabias
sabias-table-family = { $n } { $family }
sabias-table-manche = Manche: { $scores } · manches won: { $manches }
sabias-table-over = { $n ->
    [0] Match over: nobody won
   *[other] Match over: { $winners } won
}
sabias-table-your-turn = Your turn
sabias-table-waiting = Waiting for { $p ->
    [you] you
   *[other] { $p }
}

## Refusals

sabias-refusal-take_or_pass = This is the taking: take or pass (not “{ $action }”).
sabias-refusal-call_a_sabia = The taker must first call a Sabia (not “{ $action }”).
sabias-refusal-announce_or_done = This is the time for announcements: announce a Conseil, a Grand Conseil, JEFA or CHELEM, or say you have nothing (more) to announce (not “{ $action }”).
sabias-refusal-play_a_card = Play a card from your hand (not “{ $action }”).
sabias-refusal-jefa_done = You have already announced JEFA.
sabias-refusal-jefa_needs_s1 = To announce JEFA you must hold the { $card }.
sabias-refusal-chelem_taken = { $p ->
    [you] You have already announced this hand's CHELEM.
   *[other] { $p } has already announced this hand's CHELEM.
}
sabias-refusal-conseil_done = { $conseil ->
    [grand] GRAND CONSEIL: you have already announced a Conseil this hand.
   *[plain] CONSEIL: you have already announced a Conseil this hand.
}
sabias-refusal-conseil_lacks = { $conseil ->
    [grand] A Grand Conseil shows five Sabias of your hand; you lack { $cards }.
   *[plain] A Conseil shows five Sabias of your hand; you lack { $cards }.
}
sabias-refusal-trump_led = { $card } was led: you must play a trump (a Sabia); you hold { $cards }.
sabias-refusal-must_go_higher = Monter est obligatoire: you must play a trump higher than { $higher }; you hold { $cards }.
sabias-refusal-must_follow = You must follow the { $family } family (led with { $card }): you hold { $cards }, and { $played } is not of that family.
sabias-refusal-must_trump = Couper est obligatoire: you have no card of the { $family } family (led with { $card }), so you must trump with { $cards }.
sabias-refusal-must_overtrump = Surcouper est obligatoire: { $higher } has trumped { $card }; you must overtrump with { $cards }.

## Why the strategy plays a move (hints)

sabias-why-take = A strong hand: { $trumps ->
    [one] { $trumps } Sabia
   *[other] { $trumps } Sabias
} and { $fathers ->
    [one] { $fathers } Grand-Père
   *[other] { $fathers } Grand-Pères
}, with short families to trump in: take.
sabias-why-pass = Too weak to play against the others ({ $trumps ->
    [one] { $trumps } Sabia
   *[other] { $trumps } Sabias
}, { $fathers ->
    [one] { $fathers } Grand-Père
   *[other] { $fathers } Grand-Pères
}): pass and defend.
sabias-why-call = Call { $card }, the highest Sabia you lack: its holder is a strong partner.
sabias-why-call-all = You hold every Sabia: call { $card } and play alone.
sabias-why-grand-conseil = Five Sabias in a row: a Grand Conseil is 50 free points.
sabias-why-conseil = You hold five Sabias: a Conseil is 20 free points; show your lowest five, the high ones stay a surprise.
sabias-why-jefa = { $trumps } Sabias: your Jefa should outlive the other trumps and win the last trick, announce JEFA.
sabias-why-no-jefa = Only { $trumps } Sabias: the Jefa would likely be caught before the last trick (JEFA wants { $need }); announce nothing more.
sabias-why-done = Nothing worth announcing: a CHELEM (every trick) is far too risky.
sabias-why-draw-master = You hold more Sabias ({ $mine }) than the others together ({ $theirs }): lead the master { $card } to draw their trumps.
sabias-why-draw-low = You hold twice as many Sabias ({ $mine }) as the others ({ $theirs }): lead a low one, { $card }, to draw theirs.
sabias-why-lead-master = Nobody can beat { $card } any more: cash its points.
sabias-why-lead-signal = { $p } asked for the { $family } by discarding: lead it.
sabias-why-lead-long = Lead a low card of your longest family, { $card }: its high cards will become masters.
sabias-why-lead-trump = Only Sabias left to lead: the lowest, { $card }.
sabias-why-lead-least = Lead the card worth least, { $card }.
sabias-why-save-jefa = { $p } holds the trick safely: slip your Jefa in, her 10 points saved.
sabias-why-load = { $p } holds the trick safely: load it with points, { $card }.
sabias-why-partner-unsafe = { $p } holds the trick but may still be beaten: give little, { $card }.
sabias-why-over-partner = You must go above { $p }: the least card that does, { $card }.
sabias-why-win-sure = Nobody after you can beat { $card }: win the trick with it.
sabias-why-cut-high = { $points } points in the trick: trump high with { $card } to keep them.
sabias-why-cut-low = Trump with a low Sabia, { $card }: the trick is poor, keep the high ones.
sabias-why-win-least = Every card you may play wins: the cheapest, { $card }.
sabias-why-last-jefa = You play last and the Jefa wins: her 10 points are safe.
sabias-why-last-rich = You play last and can win: take it with your richest card, { $card }.
sabias-why-last-trump = You play last: win with your lowest Sabia that does, { $card }.
sabias-why-signal = You cannot follow: discard { $card } to ask your partner to lead the { $family }, where you hold the Grand-Père.
sabias-why-shed = { $risky ->
    [yes] You could win only with a card that would be beaten: give your cheapest, { $card }.
   *[no] You cannot win this trick: give your cheapest card, { $card }.
}
sabias-why-shed-trump = { $risky ->
    [yes] Your Sabia would be overtrumped: play the lowest, { $card }.
   *[no] Your Sabias cannot win here: play the lowest, { $card }.
}
sabias-why-take-bold = { $trumps ->
    [one] { $trumps } Sabia
   *[other] { $trumps } Sabias
} and { $fathers ->
    [one] { $fathers } Grand-Père
   *[other] { $fathers } Grand-Pères
}: taking is a gamble, but a made hand pays the prime of 30 from each defender.
sabias-why-pass-safe = Passing is the safe choice: defending together costs little if the hand goes wrong.
sabias-why-call-other = Call { $card }: its holder will be your secret partner.
sabias-why-conseil-other = A Conseil is 20 free points, whichever five Sabias you show.
sabias-why-jefa-bold = With { $trumps ->
    [one] { $trumps } Sabia
   *[other] { $trumps } Sabias
}, JEFA is a gamble: a bonus if your Jefa wins the last trick, 20 lost if not.
sabias-why-done-keep = Say you are done: your Sabias stay hidden from the others.
sabias-why-chelem = CHELEM: 200 points if your camp wins every trick, 100 lost if not; only with an overwhelming hand.
sabias-why-lead-sabia = Lead { $card }: everyone must play a Sabia, and the others' trumps fall.
sabias-why-lead-probe = Lead { $card }, a cheap { $family } card: it costs little even if it loses.
sabias-why-lead-force = Lead { $card } to draw out the higher { $family } cards.
sabias-why-overtake = Take the trick over from { $p } with { $card }: you keep the lead.
sabias-why-partner-little = { $p } holds the trick: { $card } follows cheaply and keeps your good cards.
sabias-why-win-try = { $card } wins the trick for now, though a later player could still beat it.
sabias-why-shed-sabia = { $card } cannot win here: keep your higher Sabias for later.
sabias-why-shed-other = This trick is not yours: { $card } gives it little and keeps your stronger cards.
sabias-why-load-risky = { $p } holds the trick for now: { $card } adds points to it, a risk if an opponent still beats it.
sabias-why-last-win = You play last and { $card } wins the trick.
sabias-why-shed-rich = This trick is lost anyway: { $card } leaves your hand now rather than later.

## The tutorial: a first hand at three players, you take against the two others

sabias-tut-intro = Welcome to Les 10 Grand-Mères! Three players, twenty cards each. The ten Sabias (S1 to S10) are the trumps; the other cards form ten families, from the Grand-Père (V, 5 points) down to the Fils (I, 1 point). One player takes and plays alone against the two others: the taker needs at least 109 of the 218 card points in the tricks to win the hand. { $dealer } deals and speaks first.
sabias-tut-passed = { $p } passed: { $p } will not play alone against the two others.
sabias-tut-take = Your hand is strong: five Sabias, including the two highest (S9 and S10), five Grand-Pères, and short families where you can trump. Take: you will play alone against the two others.
sabias-tut-take-wrong = With five Sabias and five Grand-Pères this hand is worth taking: say “take”.
sabias-tut-their-done = { $p } announced nothing. Each player in turn may now make announcements, worth points whatever happens in the play.
sabias-tut-conseil = You hold five Sabias: announce a Conseil (CONSEIL DE LAS SABIAS) by showing them: { $cards }. It is worth 20 points to your camp; everyone will see these cards until you play them.
sabias-tut-conseil-wrong = Five Sabias make a Conseil, 20 points for showing them: announce it before saying you are done.
sabias-tut-done = Now say you have nothing more to announce. JEFA (win the last trick with the Jefa, S1) needs the Jefa, which you do not hold, and a CHELEM (every trick) would be far too risky.
sabias-tut-done-wrong = A CHELEM promises every trick: 100 points lost if one escapes. Say you are done instead.
sabias-tut-first-lead = { $p }, the dealer, led the first trick with { $card }. Everyone must now play a card of the family led, if they have one.
sabias-tut-follow = { $card } is your only card of the { $family } family: you must play it (“follow the family”). It may lose, but the rule comes first.
sabias-tut-follow-wrong = You hold a card of the family led: you must follow with { $card }.
sabias-tut-jefa-cuts = { $p } had no { $family } card, so had to trump with a Sabia: the Jefa (S1), the lowest trump, still beats every family card. { $p } wins the trick and its 15 points.
sabias-tut-winner-leads = { $p } won the trick, so { $p } leads the next one.
sabias-tut-last-win = You can follow with { $card } or with the Sabia Alakaluf (S3): a Sabia counts as a card of its own family, and played to it she is no trump, only that family's top card. You play last and { $card } already wins: play it and keep S3.
sabias-tut-last-win-wrong = The Sabia would win too, but { $card } wins just as well: keep your Sabia for later.
sabias-tut-draw = Your lead. You hold five Sabias, the others only four between them. Lead { $card }, the highest trump: when a Sabia is led, everyone must play a Sabia, and a higher one when they can. This draws their trumps.
sabias-tut-draw-wrong = Draw the trumps first, with { $card }: once the others have no Sabias left, your Grand-Pères are safe.
sabias-tut-trump-led = { $p } had to play a Sabia; nobody can beat the Grande Jefa, so { $p } gave the lowest.
sabias-tut-draw-again = The two others hold only two Sabias now, and your { $card } is the highest left: lead it to draw them both.
sabias-tut-wrong = Not that card this time: play { $card }, as explained above.
sabias-tut-master = The others have no Sabias left, and nobody can beat a Grand-Père in its family now: lead { $card } and cash its points. Each Grand-Père you hold is a sure trick.
sabias-tut-master-wrong = Cash your sure tricks first: lead { $card }.
sabias-tut-master-iv = The Grand-Père of the { $family } is gone: your { $card } is now the highest card of its family. Cash it.
sabias-tut-discard = { $p } had no { $family } card and no Sabia left, so could play any card: a discard. { $p } gave { $card }, a low card, to tell the partner where the strength lies.
sabias-tut-lead-long = Nothing sure left to cash. Lead a low card, { $card }, from one of your longest families: when the high { $family } are gone, your other cards of the family become masters.
sabias-tut-lead-long-wrong = Lead a low card that costs little if it loses: { $card }.
sabias-tut-lost-trick = { $p } won that trick with the Grand-Père: the family { $p } asked for with the discard. The two defenders pool their points against you.
sabias-tut-follow-lose = { $p } led a Grand-Père you cannot beat. { $card } is your only { $family } card: you must follow, even to lose.
sabias-tut-load = { $p } gave a rich card to { $q }, whose trick it already was: partners load each other's tricks with points.
sabias-tut-cut = You have no { $family } card left: you must trump (“couper est obligatoire”). The others have no Sabias, so your lowest, { $card }, is enough.
sabias-tut-cut-wrong = Any Sabia wins here, since the others have none: trump with the lowest, { $card }.
sabias-tut-sabia-family = Your only { $family } card is { $card }: a Sabia must follow her own family. There she is no trump but the family's top card, above the Grand-Père, so she wins the trick.
sabias-tut-must-cut = No { $family } card in your hand: you must trump, and { $card } is your only Sabia left.
sabias-tut-forced = Only { $card } can be played here.
sabias-tut-lead-cheap = Nothing sure left to cash: lead your cheapest card, { $card }, and keep the others for later.
sabias-tut-last-card = Your last card, { $card }. Every card has been played: the hand is over.
sabias-tut-outro = Hand over! You won { $points } of the 218 card points. The écart is { $points } − 109 = { $ecart }: you made it. Each defender pays you the écart, plus the prime of 30, plus half your Conseil's { $conseil }: { $ecart } + 30 + { $conseil } / 2 = { $unit }. You score twice that, +{ $score }; each defender −{ $loss }. Had you made less than 109, you would have paid them instead. The first to 200 wins the manche; two manches win the match.

# How to write cards and moves in the terminal (its `help`)
sabias-notation =
    S1 to S10 are the Sabias (the trumps), 6-V is family 6's card V (ranks I to V).
    Actions: `play 6-V`, `take`, `pass`, `call S7`, `conseil S1 S3 S4 S6 S9`, `jefa`, `done`

# The terminal's heading when a hand ends
sabias-hand-over = == Hand { $n } over ==

## Notation it cannot read (InvalidNotation), and where the hand stands

sabias-unreadable-call-not-sabia = Only a Sabia can be called, not { $card }.
sabias-unreadable-conseil-five = { $verb ->
    [conseil] A conseil shows five different Sabias, e.g. conseil S1 S2 S4 S6 S9.
   *[grand] A grand-conseil shows five different Sabias, e.g. grand-conseil S2 S3 S4 S5 S6.
}
sabias-unreadable-consecutive-is-grand = Five consecutive Sabias are a grand-conseil.
sabias-unreadable-grand-not-consecutive = A grand-conseil shows five Sabias with consecutive numbers.
sabias-unreadable-action = “{ $text }” is not a sabias action: write take, pass, call S7, jefa, chelem, done, conseil S1 S3 S4 S6 S9, grand-conseil S2 S3 S4 S5 S6, or play 6-V.
sabias-unreadable-draw-order = Round { $round } of the draw for the dealer must be drawn by seats { $seats } in order.
sabias-unreadable-draw-after-winner = The draw for the dealer goes on after a single highest card.
sabias-unreadable-draw-tie = The draw for the dealer ends on a tie: the tied players must draw again.
sabias-unreadable-deal-object = A sabias deal is an object with dealer, dealer_draw and hands.
sabias-unreadable-deal-fields = Unknown deal fields: { $fields }.
sabias-unreadable-deal-hands = The deal's hands must be a list of { $n } hands.
sabias-unreadable-deal-hand-size = P{ $seat } must be dealt { $size } cards.
sabias-unreadable-deal-every-card = The hands must hold each of the 60 cards exactly once.
sabias-unreadable-deal-draw-list = The draw for the dealer is a list of rounds of [seat, card] draws.
sabias-unreadable-deal-draw-round = Each round of the draw for the dealer is a list of [seat, card].
sabias-unreadable-deal-draw-dealer = The draw designates P{ $drawn } as the dealer, not P{ $dealer }.
sabias-unreadable-deal-no-dealer = The deal has no dealer: give the dealer (a seat 0..{ $last }) or the draw that designates one.
sabias-unreadable-deal-dealer = The dealer must be a seat 0..{ $last }.
sabias-unreadable-deal-card = Cards are written in notation (S7, 6-V), not { $text }.
sabias-unreadable-view-no-seat = The public view has no seat to sample for.
sabias-unreadable-score = Not a sabias score: { $text }.
sabias-unreadable-view-sizes = The view's hand sizes do not match the cards unseen.
sabias-progress-trick = Trick { $n }
sabias-progress-phase = { $phase ->
    [taking] Taking
    [call] Calling the partner
    [announcements] Announcements
    [play] Card play
   *[over] Over
}
