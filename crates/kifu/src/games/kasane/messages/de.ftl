### kasane's messages in German (Project Fluent syntax). Ids start with `kasane-`.

## Terms: the game's nouns, with their grammar as attributes (.gender, cases …)


## Syntax: reading the sheet

kasane-did-you-mean = meinten Sie `{ $name }`?
kasane-found-token = `{ $token }`
kasane-found-end-of-line = das Zeilenende
kasane-wanted-close-card = `)`, um die Karte abzuschließen
kasane-wanted-round-end = nichts nach der Rundennummer
kasane-wanted-combination-or-end = `:` und eine Kombination, oder das Ende des Zugs
kasane-wanted-turn-end = das Ende des Zugs
kasane-syntax-points = nach `=` fehlen die Punkte
kasane-syntax-points-label = Punkte erwartet
kasane-syntax-points-help = schreiben Sie die Punkte der Kombination: `= 3`
kasane-syntax-bad-final = die Schlusszeile erwartet `Name Punkte`
kasane-syntax-bad-final-label = Name und Punktzahl erwartet
kasane-syntax-bad-final-help = schreiben Sie `Final: Aiko 14, Ben 12, Chie 9`
kasane-syntax-expected-combination = nach `:` fehlt der Name einer Kombination
kasane-syntax-expected-combination-label = Name einer Kombination erwartet
kasane-syntax-expected-combination-help = nennen Sie die Kombination vor ihren Karten, z. B. `: Kasane 2 2`; die Kombinationen: { $names }
kasane-syntax-unknown-combination = `{ $name }` ist keine Kombination
kasane-syntax-unknown-combination-label = unbekannte Kombination
kasane-syntax-unknown-combination-help = die Kombinationen: { $names } (in Romaji, Kanji oder Englisch)
kasane-syntax-expected-player = erwartet wird der Name eines Spielers, gefunden { $found }
kasane-syntax-expected-player-label = Spielername erwartet
kasane-syntax-expected-player-help = ein Zug ist `Name Reihe`, z. B. `Aiko 2`; andere Zeilen sind `Round N`, `Grid: …` und `Final: …`
kasane-syntax-expected-row = nach `{ $player }` wird die genommene Reihe erwartet, gefunden { $found }
kasane-syntax-expected-row-label = Reihennummer erwartet
kasane-syntax-expected-row-help = schreiben Sie die genommene Reihe nach dem Namen: `{ $player } 2`
kasane-syntax-expected-row-help-keyword = meinten Sie `{ $keyword }`? Ein Zug ist der Name des Spielers und die genommene Reihe: `{ $player } 2`
kasane-syntax-expected-cards = die Karten von { $combination } fehlen
kasane-syntax-expected-cards-label = Karten erwartet
kasane-syntax-expected-cards-help = schreiben Sie die aus der Hand ausgelegten Karten von links nach rechts: `: { $combination } 2 2`
kasane-syntax-bad-card = `{ $token }` ist keine Karte
kasane-syntax-bad-card-label = keine Karte
kasane-syntax-bad-card-help-spaces = schreiben Sie eine Karte nach der anderen, durch Leerzeichen getrennt: `2 2`, nicht `22`
kasane-syntax-card-help = eine Karte ist 1 bis 9 oder +1
kasane-syntax-expected-card = eine Karte wird erwartet
kasane-syntax-expected-card-label = Karte erwartet
kasane-syntax-bad-number = `{ $token }` ist zu groß
kasane-syntax-bad-number-label = Zahl zu groß
kasane-syntax-unexpected = erwartet: { $wanted }; gefunden `{ $token }`
kasane-syntax-unexpected-label = unerwartet
kasane-syntax-unexpected-help = ein Zug ist `Name Reihe (Karte) : Kombination Karten = Punkte`, z. B. `Aiko 2 (2) : Kasane 2 2 = 1`; was nach der Reihe kommt, ist freiwillig
kasane-syntax-unexpected-end = erwartet: { $wanted }; gefunden das Zeilenende
kasane-syntax-unexpected-end-label = fehlt

kasane-tag-no-players = die Partie hat kein Tag `[Players]`
kasane-tag-no-players-label = Spieler unbekannt
kasane-tag-no-players-help = nennen Sie die Spieler in Sitzreihenfolge, den Startspieler zuerst: `[Players "Aiko, Ben, Chie, Dai"]`
kasane-tag-empty-name = der Name eines Spielers ist leer
kasane-tag-empty-name-label = leerer Name
kasane-tag-empty-name-help = trennen Sie die Namen durch Kommas: `[Players "Aiko, Ben, Chie"]`
kasane-tag-keyword-name = ein Spieler kann nicht `{ $name }` heißen
kasane-tag-keyword-name-label = ein Schlüsselwort
kasane-tag-keyword-name-help = `{ $name } 2` würde als Kopf der Runde 2 gelesen, nicht als Zug: geben Sie diesem Spieler einen anderen Namen
kasane-tag-name-twice = `{ $name }` steht zweimal in der Liste
kasane-tag-name-twice-label = derselbe Name zweimal
kasane-tag-name-twice-help = geben Sie jedem Spieler einen anderen Namen
kasane-player-count = das Spiel wird zu dritt oder zu viert gespielt, nicht mit { $count }
kasane-tag-player-count-label = { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}
kasane-tag-player-count-help = nennen Sie 3 oder 4 Namen, durch Kommas getrennt
kasane-tag-boxes = fehlerhafte Feldertabelle: { $why }
kasane-tag-boxes-label = fehlerhaftes Feld
kasane-tag-boxes-help = schreiben Sie `Name: n=Punkte …` für jede Kombination, getrennt durch `;`, z. B. `[Boxes "Kasane: 2=1 2=1 3=3; Juu: 2=1 3=3"]`
kasane-tag-unknown-variant = unbekannte Variante `{ $word }`
kasane-tag-unknown-variant-label = unbekannte Variante
kasane-tag-unknown-variant-help = die Varianten sind `plus-one` (nach einer +1-Karte darf eine Kombination folgen) und `blocked-twos` (zu dritt: Murmeln auf einem Feld 2 von Juu und von Kasane)
kasane-tag-blocked-twos-with-four = die Variante blocked-twos ist für 3 Spieler; zu viert wird sie übergangen
kasane-tag-blocked-twos-with-four-label = Variante für 3 Spieler
kasane-tag-blocked-twos-with-four-help = streichen Sie `blocked-twos` aus `[Variant]`
kasane-boxes-expected-name = erwartet `Name: Felder`, z. B. `Kasane: 2=1 2=1 3=3`
kasane-boxes-unknown-combination = unbekannte Kombination `{ $name }`
kasane-boxes-given-twice = { $combination } ist zweimal angegeben
kasane-boxes-bad-box = fehlerhaftes Feld `{ $token }`: schreiben Sie `n=Punkte` oder `n+=Punkte`
kasane-boxes-cards = ein Feld nimmt 2 bis 13 Karten, nicht { $cards }
kasane-boxes-points = { $points } Punkte sind zu viele
kasane-boxes-too-many = { $combination } hat mehr als { $count } Felder
kasane-boxes-file-label = hier
kasane-boxes-file-help = eine Kombination pro Zeile: `Kasane: 2=1 2=1 3=3 3=3 4=6` (siehe fixtures/kasane/boxes-default.txt)

## Rules: replaying the moves

kasane-illegal-no-grid = für diese Runde wurde keine Auslage gelegt
kasane-illegal-game-over = die Partie ist zu Ende
kasane-illegal-no-such-row = es gibt keine Reihe { $row }: die Auslage hat { $rows } Reihen
kasane-illegal-empty-row = in Reihe { $row } liegt keine Karte mehr
kasane-illegal-combination-after-plus-one = in dem Zug, in dem eine +1-Karte genommen wird, darf keine Kombination gebildet werden
kasane-illegal-not-enough-cards = die Kombination braucht { $wanted } Karten aus der Hand, die nur { $hand } hält
kasane-illegal-top-card-too-early = die oberste Karte des Spielbereichs darf erst ab der zweiten Kombination verwendet werden
kasane-illegal-top-card-plus-one = die oberste Karte des Spielbereichs ist eine +1-Karte, mit der keine Kombination beginnen kann
kasane-illegal-not-matching = diese Karten bilden nicht { $combination }
kasane-illegal-no-box = { $combination } hat kein Feld für { $cards } Karten
kasane-illegal-box-used = auf jedem Feld { $cards } von { $combination } liegt schon eine Murmel
kasane-deal-not-now = eine Auslage wird nur zu Beginn einer Runde gelegt
kasane-deal-shape = die Auslage muss { $rows } Reihen zu { $len } Karten haben
kasane-deal-not-in-deck = { $left ->
    [0] es ist keine Karte { $card } mehr zu verteilen, die Auslage hat { $wanted }
    [one] es ist nur noch eine Karte { $card } zu verteilen, die Auslage hat { $wanted }
   *[other] es sind nur noch { $left } Karten { $card } zu verteilen, die Auslage hat { $wanted }
}
kasane-condition-kasane = lauter Karten mit derselben Zahl
kasane-condition-juu = Karten mit der Summe 10
kasane-condition-sakura-chirashi = genau 1, 2 und 6 in beliebiger Reihenfolge
kasane-condition-chidori = genau 3, 8 und 9 in beliebiger Reihenfolge
kasane-condition-asanoha = genau 4, 5 und 7 in beliebiger Reihenfolge
kasane-condition-kagen-no-tsuki = Karten von 1 bis 5, streng steigend oder fallend
kasane-condition-jyougen-no-tsuki = Karten von 5 bis 9, streng steigend oder fallend
kasane-condition-katyou-fugetsu = nur ungerade Karten
kasane-condition-setsu-getsu-fuka = nur gerade Karten
kasane-a-card = { $value ->
   *[other] eine { $card }
}
kasane-cards-numbered = { $count ->
    [0] keine Karte mit der Zahl { $value }
    [one] nur eine Karte mit der Zahl { $value }
   *[other] nur { $count } Karten mit der Zahl { $value }
}
kasane-plus-one-cards = { $count ->
    [0] keine +1-Karte
    [one] nur eine +1-Karte
   *[other] nur { $count } +1-Karten
}
kasane-joined-and = { $first } und { $then }
kasane-joined-or = { $first } oder { $then }
kasane-joined-comma = { $first }, { $then }
kasane-quoted = `{ $text }`
kasane-rule-should-be = richtig ist { $value }
kasane-rule-round-not-finished = Runde { $round } ist nicht beendet: { $why }
kasane-rule-round-not-finished-help = eine Runde endet, wenn noch { $cards } Karten in der Auslage liegen; { $player } ist am Zug
kasane-rule-more-cards = { $count ->
    [one] { $count } Karte muss noch genommen werden
   *[other] { $count } Karten müssen noch genommen werden
}
kasane-rule-no-new-grid-yet = noch keine neue Auslage
kasane-rule-round-too-early-label = Runde zu früh begonnen
kasane-rule-grid-too-early-label = Auslage zu früh gelegt
kasane-rule-round-number = dies ist Runde { $round }, nicht Runde { $written }
kasane-rule-round-number-help = schreiben Sie `Round { $round }`
kasane-rule-grid-size = bei { $players } Spielern hat die Auslage { $rows } Reihen zu { $len } Karten; diese hat Reihen zu { $found }
kasane-rule-grid-size-label = { $rows } Reihen zu { $len } Karten erwartet
kasane-rule-grid-size-help = schreiben Sie { $rows } Reihen zu { $len } Karten, die vorderste Karte zuerst, getrennt durch `/`
kasane-rule-grid-cards = zu verteilen bleiben { $why }: { $cards }, und diese Auslage hat mehr davon
kasane-rule-grid-cards-last = mit den abgeworfenen Karten, die für die letzte Runde zurückgemischt werden
kasane-rule-grid-cards-pile = im Nachziehstapel (abgeworfene Karten kommen erst zur letzten Runde zurück)
kasane-rule-grid-cards-label = eine { $card } zu viel
kasane-rule-grid-cards-help = noch zu verteilende Karten: { $cards }
kasane-rule-no-grid-now = jetzt kann keine Auslage gelegt werden
kasane-rule-no-grid-yet = es wurde noch keine Auslage gelegt
kasane-rule-no-next-grid = Runde { $round } ist vorbei; die nächste Auslage wurde nicht gelegt
kasane-rule-no-grid-label = keine Auslage, aus der genommen werden kann
kasane-rule-no-grid-help = schreiben Sie vor den Zügen `Round { $round }` und die Zeile `Grid: …` (die Reihen, vorderste Karte zuerst)
kasane-rule-unknown-player = `{ $name }` ist keiner der Spieler
kasane-rule-unknown-player-label = unbekannter Spieler
kasane-rule-move-number-help = in diesem Spiel werden die Züge nicht nummeriert: schreiben Sie den Zug als `{ $player } …`
kasane-rule-unknown-player-help-near = meinten Sie `{ $name }`? { $player } ist am Zug
kasane-rule-unknown-player-help = die Spieler sind { $players }; { $player } ist am Zug
kasane-rule-the-players = die Spieler sind { $players }
kasane-rule-wrong-player = { $player } ist am Zug, nicht { $written }
kasane-rule-wrong-player-label = { $player } ist jetzt dran
kasane-rule-wrong-player-help = die Spieler ziehen im Uhrzeigersinn in der Reihenfolge von `[Players]`; { $player } beginnt Runde { $round } (der Startspieler rückt jede Runde einen Platz weiter)
kasane-rule-no-such-row = es gibt keine Reihe { $row }: die Auslage hat die Reihen 1 bis { $rows }
kasane-rule-no-such-row-label = Reihen 1 bis { $rows }
kasane-rule-empty-row-label = leere Reihe
kasane-rule-row-front = Reihe { $row } ({ $card })
kasane-rule-fronts = die Reihen mit Karten: { $rows }
kasane-rule-wrong-card = die vorderste Karte von Reihe { $row } ist { $card }, nicht { $written }
kasane-rule-wrong-card-label = Reihe { $row } gibt { $card }
kasane-rule-wrong-card-help-row = meinten Sie Reihe { $row }? Ihre vorderste Karte ist { $card }
kasane-rule-wrong-card-help = die vorderste Karte von Reihe { $row } ist { $card }; { $fronts }
kasane-rule-wrong-points = { $combination } mit { $cards } Karten zählt { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}, nicht { $written }
kasane-rule-wrong-points-label = zählt { $points }
kasane-rule-wrong-points-help = die Murmel kommt auf Feld { $box_number } von { $combination } ({ $boxes }); schreiben Sie `= { $points }`
kasane-rule-box = { $cards } Karten → { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}{ $marble ->
    [yes] {" "}(Murmel)
   *[no] {""}
}
kasane-rule-boxes = Felder: { $boxes }
kasane-rule-boxes-capital = Felder: { $boxes }
kasane-rule-boxes-help = { $boxes }. { $possible }
kasane-rule-which-row-none = keine Reihe hat { $card } vorne
kasane-rule-which-row-none-label = keine Reihe gibt diese Karte
kasane-rule-which-row-none-help = schreiben Sie die genommene Reihe vor die Karte; { $fronts }
kasane-rule-which-row = die Reihe fehlt, aber die Reihen { $rows } haben { $card } vorne
kasane-rule-which-row-label = welche Reihe?
kasane-rule-which-row-help = schreiben Sie die genommene Reihe vor die Karte, z. B. `{ $player } { $row } ({ $card })`
kasane-rule-nothing-possible = Nach diesem Nehmen lässt sich keine Kombination auslegen: schreiben Sie `{ $turn }` allein.
kasane-rule-possible = Hier möglich: { $combinations }.
kasane-rule-plus-one-label = eine +1-Karte wurde genommen
kasane-rule-plus-one-help = die +1-Karte wird sofort für 1 Punkt ausgelegt und beendet den Zug: schreiben Sie `{ $turn }` allein (oder spielen Sie mit `[Variant "plus-one"]`)
kasane-rule-hand-holds = { $count ->
    [one] die Hand hält { $count } Karte, nicht { $written }
   *[other] die Hand hält { $count } Karten, nicht { $written }
}
kasane-rule-end-with-taken = eine Kombination muss mit der eben genommenen Karte enden ({ $card })
kasane-rule-not-right-end = { $count ->
    [one] das ist nicht die Karte am rechten Ende der Hand ({ $cards })
   *[other] das sind nicht die { $count } Karten am rechten Ende der Hand ({ $cards })
}
kasane-rule-not-in-hand-label = nicht das rechte Ende der Hand
kasane-rule-not-in-hand-help = { $player } hat jetzt { $hand } auf der Hand (von links nach rechts); Karten werden vom rechten Ende her ausgelegt, in ihrer Reihenfolge. { $possible }
kasane-rule-not-in-hand-help-top = meinten Sie `{ $combination }`? Die oberste Karte des Spielbereichs wird mit `^` markiert. { $rest }
kasane-rule-top-plus-one-help = die zuletzt ausgelegte Karte ist eine +1-Karte, die nicht verwendet werden kann: streichen Sie die `^`-Karte
kasane-rule-top-too-early-help = { $player } hat noch keine Kombination gebildet: streichen Sie die `^`-Karte
kasane-rule-top-unusable-label = oberste Karte nicht verwendbar
kasane-rule-wrong-top-card = die oberste Karte des Spielbereichs ist { $card }, nicht { $written }
kasane-rule-wrong-top-card-label = die oberste Karte ist { $card }
kasane-rule-wrong-top-card-help = schreiben Sie `^{ $card }`
kasane-rule-make-nothing = { $cards } bilden keine Kombination
kasane-rule-make-no-free-box = { $cards } bilden { $combinations }, aber kein freies Feld nimmt { $count } Karten
kasane-rule-make-near = meinten Sie { $first }? { $cards } bilden { $combinations }
kasane-rule-not-the-combination = { $cards } bilden nicht { $combination }: { $combination } verlangt { $condition }
kasane-rule-not-the-combination-label = nicht { $combination }
kasane-rule-not-the-combination-help = { $what }. { $possible }
kasane-rule-not-the-combination-help-need = { $what }; { $need }. { $possible }
kasane-need-juu-more = ihre Summe ist { $sum }: Juu fehlen noch { $more }
kasane-need-juu-over = ihre Summe ist { $sum }, nicht 10
kasane-need-kasane = Kasane verlangt, dass jede Karte eine { $card } ist wie die eben genommene Karte (nicht { $others })
kasane-need-not-even = { $cards } { $count ->
    [one] ist gerade
   *[other] sind gerade
}
kasane-need-not-odd = { $cards } { $count ->
    [one] ist ungerade
   *[other] sind ungerade
}
kasane-need-strictly = { $cards } müssen streng steigen oder fallen, jede Karte eine andere
kasane-need-range = { $cards } { $count ->
    [one] liegt
   *[other] liegen
} außerhalb von { $low }–{ $high }
kasane-need-exactly = { $combination } verlangt genau drei Karten, { $cards } je einmal
kasane-need-missing = { $combination } fehlt { $cards }
kasane-rule-no-box-label = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}
kasane-rule-box-used-label = kein leeres Feld { $cards }
kasane-rule-filled-here = { $player } hat es hier belegt
kasane-rule-illegal-combination-label = unzulässige Kombination
kasane-rule-final-too-early = die Partie ist nicht zu Ende: Runde { $round } von { $rounds } wird gespielt
kasane-rule-final-too-early-label = Partie nicht zu Ende
kasane-rule-final-too-early-help = die Schlusspunkte kommen nach dem letzten Zug der letzten Runde
kasane-rule-second-final = eine Partie hat eine Schlusszeile; dies ist eine zweite
kasane-rule-second-final-label = zweite Schlusszeile
kasane-rule-second-final-first = die erste
kasane-rule-second-final-help = behalten Sie nur eine Zeile `Final: …`
kasane-rule-final-twice = { $player } steht zweimal in der Schlusszeile
kasane-rule-final-twice-label = nochmals genannt
kasane-rule-final-twice-help = nennen Sie die Punktzahl jedes Spielers einmal
kasane-rule-final-score = die Schlusspunktzahl von { $player } ist { $total }, nicht { $written }
kasane-rule-final-missing = in der Schlusszeile fehlt die Punktzahl von { $players }
kasane-rule-final-missing-label = Punktzahlen fehlen
kasane-rule-final-missing-help-semicolon = `;` beginnt einen Kommentar, daher werden die Punktzahlen danach nicht gelesen: trennen Sie die Punktzahlen durch Kommas, `Final: Aiko 14, Ben 12`
kasane-rule-final-missing-help = nennen Sie die Punktzahl jedes Spielers oder lassen Sie die Schlusszeile weg
kasane-breakdown = { $total } = { $play } während der Partie { $bonus }
kasane-breakdown-full = { $total } = { $play } während der Partie { $bonus } + { $full } für alle 12 ausgelegten Karten
kasane-breakdown-colours = + { $bonus } für { $colours ->
    [one] { $colours } Farbe
   *[other] { $colours } Farben
} unter { $laid } ausgelegten Karten
kasane-breakdown-few = (nur { $laid } ausgelegte Karten: unter 8 kein Farbbonus)
kasane-rule-after-end = die Partie ist zu Ende: alle { $rounds } Runden sind gespielt
kasane-rule-after-end-label = nach dem Ende der Partie
kasane-rule-after-end-help = nach der letzten Runde dürfen nur eine Zeile `Final: …` und Kommentare folgen
kasane-rule-missing-turn = { $player } ist am Zug, nicht { $written }: der Zug von { $player } steht nicht vor dieser Zeile
kasane-rule-missing-last-turn = Runde { $round } ist nicht beendet: ihr letzter Zug, der von { $player }, steht nicht vor dieser Zeile
kasane-rule-missing-turn-label-one = `{ $turn }` fehlt vor dieser Zeile
kasane-rule-missing-turn-help-one = schreiben Sie `{ $turn }` vor diese Zeile
kasane-rule-missing-turn-label = ein Zug von { $player } fehlt vor dieser Zeile
kasane-rule-missing-turn-help = schreiben Sie den Zug von { $player } vor diese Zeile: { $turns }{ $more ->
    [yes] , …
   *[no] {""}
} (das Folgende wird unter jedem nachgespielt)


## Other texts: outcomes, pictures, moves

kasane-picture-to-play = Runde { $round }: { $player } ist am Zug
kasane-picture-before-deal = Vor der ersten Auslage
kasane-picture-round-over = Runde { $round } vorbei: Auslage für Runde { $next } fehlt
kasane-picture-winner = Partie zu Ende: { $player } gewinnt
kasane-picture-shared-win = Partie zu Ende: geteilter Sieg ({ $players })
kasane-picture-grid = Auslage (vorderste Karte zuerst)
kasane-picture-row = Reihe { $row }: { $cards }
kasane-picture-points = { $points } Pkt.
kasane-picture-points-final = { $points } Pkt. (Endstand)
kasane-picture-hand = Hand: { $cards }
kasane-picture-area = Ablage: { $cards }
kasane-picture-marbles = Kombinationskarten ({ $marble } = Murmel)
kasane-picture-svg-row = Reihe { $row }
kasane-picture-svg-player = { $player }: { $points } Pkt.
kasane-picture-svg-player-to-play = { $player }: { $points } Pkt. (am Zug)
kasane-picture-svg-hand = Hand
kasane-picture-svg-area = Ablage


## moves: pictures (the viewers' round results, `kifu moves`)

kasane-picture-game-over = Partie vorbei · { $outcome }
kasane-picture-round-result = Runde { $round } vorbei · { $scores } Punkte
kasane-picture-player = { $player }
kasane-picture-nobody = {""}
kasane-moves-none = { $outcome }; keine Züge mehr
kasane-moves-count = { $count ->
    [one] { $count } legaler Zug
   *[other] { $count } legale Züge
}

## sheets: printed forms
# The handwritten score sheet (`kifu sheet`).
kasane-sheet-player = Spieler
kasane-sheet-player-number = Spieler { $number }
kasane-sheet-grid = Auslage
kasane-sheet-row = Reihe
kasane-sheet-card = Karte
kasane-sheet-combination = Kombination
kasane-sheet-points = Pkt.
kasane-sheet-total = Summe
kasane-sheet-help = Eine Partie hat 3 Runden zu dritt, 4 zu viert. Auslage: die ausgelegten Karten, Reihe für Reihe (zu dritt 3 Reihen zu 5, zu viert 4 Reihen zu 4). Jeder Zug: Spieler, Reihe, genommene Karte, erfüllte Kombination und ihre Punkte.

## errors: requests

kasane-no-json-moves = kifu moves --format json ist für kasane nicht verfügbar
kasane-no-start-position = perft braucht eine Startstellung, und Colors of Kasane hat keine: jede Runde wird neu ausgeteilt (verwenden Sie `kifu moves` mit einer Partie)

## i18n: import
# The notes of a JSON record read back as notation (`kifu convert --to kasane`).
kasane-import-unfit-word = `{ $field }` ist `{ $given }`, was ein Partieformular nicht enthalten kann
kasane-import-no-replay = die Partie lässt sich nicht nachspielen
kasane-import-card-disagrees = `card` lautet `{ $given }`, aber Reihe { $row } enthielt { $held }: stattdessen wird `{ $held }` geschrieben
