### kamisado's messages in German (Project Fluent syntax). Ids start with `kamisado-`.

## Terms: the game's nouns, with their grammar as attributes (.gender, cases …)

# Eine Farbe, eines Turms oder eines Feldes.
kamisado-colour-orange = orange
    .cap = Orange
    .weak = orangefarbene
    .obl = orangefarbenen
    .strong = orangefarbenes
kamisado-colour-blue = blau
    .cap = Blau
    .weak = blaue
    .obl = blauen
    .strong = blaues
kamisado-colour-purple = lila
    .cap = Lila
    .weak = lila
    .obl = lila
    .strong = lila
kamisado-colour-pink = rosa
    .cap = Rosa
    .weak = rosa
    .obl = rosa
    .strong = rosa
kamisado-colour-yellow = gelb
    .cap = Gelb
    .weak = gelbe
    .obl = gelben
    .strong = gelbes
kamisado-colour-red = rot
    .cap = Rot
    .weak = rote
    .obl = roten
    .strong = rotes
kamisado-colour-green = grün
    .cap = Grün
    .weak = grüne
    .obl = grünen
    .strong = grünes
kamisado-colour-brown = braun
    .cap = Braun
    .weak = braune
    .obl = braunen
    .strong = braunes

# Der Turm einer Farbe (.acc, .dat: im Akkusativ, im Dativ).
kamisado-tower-orange = der orangefarbene Turm
    .acc = den orangefarbenen Turm
    .dat = dem orangefarbenen Turm
kamisado-tower-blue = der blaue Turm
    .acc = den blauen Turm
    .dat = dem blauen Turm
kamisado-tower-purple = der lila Turm
    .acc = den lila Turm
    .dat = dem lila Turm
kamisado-tower-pink = der rosa Turm
    .acc = den rosa Turm
    .dat = dem rosa Turm
kamisado-tower-yellow = der gelbe Turm
    .acc = den gelben Turm
    .dat = dem gelben Turm
kamisado-tower-red = der rote Turm
    .acc = den roten Turm
    .dat = dem roten Turm
kamisado-tower-green = der grüne Turm
    .acc = den grünen Turm
    .dat = dem grünen Turm
kamisado-tower-brown = der braune Turm
    .acc = den braunen Turm
    .dat = dem braunen Turm

# Ein Feld einer Farbe (.dat: im Dativ).
kamisado-square-orange = ein orangefarbenes Feld
    .acc = ein orangefarbenes Feld
    .dat = einem orangefarbenen Feld
kamisado-square-blue = ein blaues Feld
    .acc = ein blaues Feld
    .dat = einem blauen Feld
kamisado-square-purple = ein lila Feld
    .acc = ein lila Feld
    .dat = einem lila Feld
kamisado-square-pink = ein rosa Feld
    .acc = ein rosa Feld
    .dat = einem rosa Feld
kamisado-square-yellow = ein gelbes Feld
    .acc = ein gelbes Feld
    .dat = einem gelben Feld
kamisado-square-red = ein rotes Feld
    .acc = ein rotes Feld
    .dat = einem roten Feld
kamisado-square-green = ein grünes Feld
    .acc = ein grünes Feld
    .dat = einem grünen Feld
kamisado-square-brown = ein braunes Feld
    .acc = ein braunes Feld
    .dat = einem braunen Feld

# Die Spieler, nach der Farbe ihrer Türme.
kamisado-side-black = Schwarz
kamisado-side-white = Weiß

# Das Auffüllen der Grundreihe (P1–P4).
kamisado-fill-left = von links
kamisado-fill-right = von rechts

# Wie eine Runde gewonnen wurde (D7, D8).
kamisado-win-home-row = gegnerische Grundreihe erreicht
kamisado-win-deadlock = vollständige Blockade

# Ein Turm nach seinen Drachenzähnen (S1, DS1, TS1).
kamisado-teeth-0 = Turm
    .a = ein Turm
    .the = der Turm
kamisado-teeth-1 = Sumo
    .a = ein Sumo
    .the = der Sumo
kamisado-teeth-2 = Doppel-Sumo
    .a = ein Doppel-Sumo
    .the = der Doppel-Sumo
kamisado-teeth-3 = Dreifach-Sumo
    .a = ein Dreifach-Sumo
    .the = der Dreifach-Sumo

# Die Partielängen (Tag [Match]).
kamisado-match-simple = eine einfache Partie
kamisado-match-standard = eine Standardpartie
kamisado-match-long = eine lange Partie
kamisado-match-marathon = eine Marathonpartie

# Der Turm einer Farbe eines Spielers.
kamisado-side-tower = der { $colour-weak } Turm von { $side }


## Syntax: reading the sheet

# Was dort steht, wo etwas anderes erwartet wurde.
kamisado-found-end-of-record = das Ende des Partieformulars
kamisado-found-end-of-line = das Zeilenende
kamisado-found-token = `{ $token }`
kamisado-found-next-entry = der nächste Eintrag `{ $token }`

kamisado-syntax-unexpected = unerwartetes `{ $token }`: { $what }
kamisado-syntax-not-understood = nicht verstanden
kamisado-syntax-unexpected-what = { $what ->
    [lone-number] eine Zahl für sich allein
    [lone-plus] ein `+` ohne Eintrag davor
    [lone-direction] eine Richtung ohne Turm davor
   *[bad-start] ein Zeichen, mit dem kein Eintrag beginnen kann
}
kamisado-syntax-unexpected-help = { $what ->
    [lone-number] schreiben Sie eine Zugnummer mit Punkt (`12.`) oder eine Entfernung direkt nach ihrer Richtung (`{ $example }`)
    [lone-plus] `+` verbindet die Türme eines Eintrags mit Sumo-Stoß: `{ $example }`
    [lone-direction] ein Eintrag beginnt mit der Farbe des Turms: `{ $example }`
   *[bad-start] ein Eintrag lautet `{ $example }`; schreiben Sie Bemerkungen in `{"{"} {"}"}` oder nach `;`
}
kamisado-syntax-tag-after-moves = ein Tag nach den Zügen
kamisado-syntax-tag-after-moves-label = Tag nach den Zügen
kamisado-syntax-tag-after-moves-help = setzen Sie alle Tags vor den ersten Zug; ein Tag-Block nach den Zügen beginnt eine neue Partie (lesen Sie die Datei mit `parse_all`)

kamisado-syntax-unknown-colour = { $role ->
    [tower] Turmfarbe
   *[landing] Farbe des Zielfelds
} erwartet, doch `{ $token }` ist keine Farbe
kamisado-syntax-unknown-colour-label = unbekannte Farbe
kamisado-syntax-colour-more-letters = schreiben Sie mehr Buchstaben einer Farbe: { $colours }
kamisado-syntax-colour-one-of = schreiben Sie eine der Farben { $colours }
kamisado-syntax-colour-list = { $names } (oder den { $sheet ->
    [fr] englischen oder deutschen
    [de] englischen oder französischen
   *[en] französischen oder deutschen
} Namen oder seine ersten Buchstaben)
kamisado-syntax-did-you-mean = meinten Sie `{ $word }`?

kamisado-syntax-ambiguous-direction = `{ $token }` kann geradeaus oder diagonal rechts bedeuten
kamisado-syntax-ambiguous-direction-label = mehrdeutige Richtung
kamisado-syntax-ambiguous-direction-help = schreiben Sie `Devant (↑)` (oder `Tout droit`) für geradeaus oder `Droite (↗)` für diagonal rechts

kamisado-syntax-expected-direction = Richtung nach der Turmfarbe erwartet, gefunden: { $found }
kamisado-syntax-expected-direction-label = Richtung erwartet
kamisado-syntax-expected-direction-help = schreiben Sie Richtung und Entfernung: { $examples } oder `0` für einen blockierten Turm
kamisado-syntax-direction-suggest = meinten Sie `{ $word }`? Andernfalls { $then }
kamisado-syntax-direction-tout = auf `Tout` muss `droit` folgen (`Tout droit`); { $then }
kamisado-syntax-direction-missing = Richtung und Entfernung fehlen; { $then }
kamisado-syntax-direction-distance = vor einer Entfernung steht eine Richtung; { $then }
kamisado-syntax-direction-examples = `{ $straight }` geradeaus, `{ $left }` diagonal links, `{ $right }` diagonal rechts, `{ $back }` durch Sumo-Stoß zurückgeschoben
kamisado-syntax-direction-examples-words = { $list } (oder in Worten: `{ $word }`)

kamisado-syntax-expected-distance = Anzahl der Felder nach der Richtung erwartet, gefunden: { $found }
kamisado-syntax-expected-distance-label = Entfernung erwartet
kamisado-syntax-expected-distance-help = schreiben Sie direkt nach der Richtung, wie viele Felder der Turm gezogen ist, z. B. `{ $example }`
kamisado-syntax-bad-distance = ein Turm zieht 1 bis { $max } Felder, nicht { $token }
kamisado-syntax-bad-distance-label = 1 bis { $max }
kamisado-syntax-bad-distance-zero-help = für einen blockierten Turm schreiben Sie `0` allein, ohne Richtung: `{ $example }`
kamisado-syntax-bad-distance-help = das Brett hat 8 Reihen, eine Entfernung ist also 1 bis { $max }; zählen Sie die Felder nach

kamisado-syntax-expected-landing = Farbe des Zielfelds erwartet, gefunden: { $found }
kamisado-syntax-expected-landing-label = Zielfarbe fehlt
kamisado-syntax-expected-landing-help = beenden Sie den Eintrag mit der Farbe des Feldes, auf dem der Turm stehen blieb: `{ $example }`

kamisado-syntax-too-many-pushed = ein Sumo-Stoß schiebt höchstens 3 Türme, dieser Eintrag nennt einen vierten
kamisado-syntax-too-many-pushed-label = vierter geschobener Turm
kamisado-syntax-too-many-pushed-help = nennen Sie nur die geschobenen Türme, den vordersten zuerst, höchstens 3 (`{ $example }`)
kamisado-syntax-expected-pushed = Farbe des nächsten geschobenen Turms nach `+` erwartet, gefunden: { $found }
kamisado-syntax-expected-pushed-label = Turmfarbe erwartet
kamisado-syntax-expected-pushed-help = schreiben Sie nach `+` den nächsten geschobenen Turm: `{ $example }`

kamisado-syntax-round-number-expected = Rundennummer nach `{ $word }` erwartet, gefunden: { $found }
kamisado-syntax-round-number-expected-label = Rundennummer erwartet
kamisado-syntax-bad-round-number = falsche Rundennummer `{ $number }`
kamisado-syntax-bad-round-number-label = Runden werden 1, 2, 3, … gezählt
kamisado-syntax-fill-expected = Aufstellungsseite erwartet, gefunden: { $found }
kamisado-syntax-fill-expected-label = keine Aufstellungsseite
kamisado-syntax-fill-side-expected = `{ $left }` oder `{ $right }` nach `{ $word }` erwartet, gefunden: { $found }
kamisado-syntax-fill-side-expected-label = Aufstellungsseite erwartet
kamisado-syntax-close-expected = `)` nach der Aufstellungsseite erwartet, gefunden: { $found }
kamisado-syntax-close-expected-label = `)` erwartet
kamisado-syntax-bad-round-help = schreiben Sie einen Rundenkopf als `{ $left }` oder `{ $right }`

kamisado-syntax-score-dash = `-` zwischen den beiden Punktzahlen erwartet, gefunden: { $found }
kamisado-syntax-score-points = { $side ->
    [black] Punkte von Schwarz
   *[white] Punkte von Weiß
} erwartet, gefunden: { $found }
kamisado-syntax-bad-score-label = falscher Spielstand
kamisado-syntax-bad-score-help = schreiben Sie den Spielstand nach einer Runde als `Score: 1-0`: die Punkte von Schwarz, einen Bindestrich (oder Doppelpunkt), die Punkte von Weiß

kamisado-syntax-bad-match = unbekannte Partielänge `{ $value }`
kamisado-syntax-bad-match-label = keine Partielänge
kamisado-syntax-bad-match-help = schreiben Sie einfach (1 Punkt), standard (3), lang (7) oder marathon (15); englisch `simple` und `long` oder französisch `longue` gehen auch



kamisado-or = { $first } oder { $rest }
kamisado-and = { $first } und { $rest }
kamisado-comma = { $first }, { $rest }

kamisado-abbreviation-could-be = diese Abkürzung kann { $readings } bedeuten
kamisado-abbreviation-label = mehrdeutige Abkürzung
kamisado-abbreviation-none-legal = keine Lesart ist hier ein regelgerechter Zug ({ $entries }): prüfen Sie den Eintrag
kamisado-abbreviation-all-legal = { $entries } sind hier alle regelgerecht: schreiben Sie mehr Buchstaben der { $what ->
    [colour] Farbe
   *[direction] Richtung
}
kamisado-abbreviation-colour-reading = { $word } ({ $colour ->
    [orange] Orange
    [blue] Blau
    [purple] Violett
    [pink] Rosa
    [yellow] Gelb
    [red] Rot
    [green] Grün
   *[brown] Braun
})

## Rules: replaying the moves

# Was die Regeln verbieten (rules.rs, `Illegal`); die Regelnummer fügt `kamisado-rule-broken` hinzu.
kamisado-illegal-round-over = die Runde ist bereits zu Ende
kamisado-illegal-must-record-push = der Gegner hat gerade einen Oshi gemacht: dieser Eintrag muss der zurückgestoßene Turm sein (↓1)
kamisado-illegal-no-push-to-record = es gab keinen Oshi, also wurde kein Turm zurückgestoßen
kamisado-illegal-wrong-tower = { $tower } muss ziehen
kamisado-illegal-backwards = ein Turm zieht nur vorwärts, geradeaus oder diagonal
kamisado-illegal-zero-distance = ein Turm, der zieht, muss mindestens ein Feld weit ziehen
kamisado-illegal-not-blocked = der Turm ist nicht blockiert: er hat { $moves ->
    [one] { $moves } möglichen Zug
   *[other] { $moves } mögliche Züge
}
kamisado-illegal-blocked = der Turm ist blockiert und sein Spieler muss passen (0)
kamisado-illegal-out-of-range = { $teeth-a } zieht höchstens { $max ->
    [one] { $max } Feld
   *[other] { $max } Felder
} weit
kamisado-illegal-on-the-edge = der Turm steht am Rand des Spielbretts: in dieser Richtung gibt es kein Feld
kamisado-illegal-off-board = der Zug verlässt das Spielbrett nach { $squares ->
    [one] { $squares } Feld
   *[other] { $squares } Feldern
}
kamisado-illegal-path-blocked = { $by } steht auf { $at } im Weg
kamisado-illegal-not-a-sumo = { $by } steht auf { $at }; nur ein Sumo kann ihn zurückstoßen (Oshi)
kamisado-illegal-diagonal-oshi = { $by } steht auf { $at }; ein Oshi geht nie diagonal
kamisado-illegal-own-tower-in-line = ein eigener Turm des Ziehenden steht auf { $at } in der Reihe; nur gegnerische Türme können zurückgestoßen werden
kamisado-illegal-too-many-to-push = { $count ->
    [one] { $count } Turm
   *[other] { $count } Türme
} in der Reihe, aber dieser Turm kann höchstens { $max } zurückstoßen
kamisado-illegal-too-heavy = { $teeth-the } auf { $at } hat { $count ->
    [one] { $count } Drachenzahn
   *[other] { $count } Drachenzähne
}; { $pusher-a } stößt nur Türme mit weniger Zähnen zurück
kamisado-illegal-pushed-off-home-row = der Turm auf { $at } steht auf seiner eigenen Grundreihe und kann nicht zurückgestoßen werden
kamisado-illegal-no-room-behind = das Feld hinter dem hintersten Turm liegt außerhalb des Spielbretts oder ist besetzt

# Die Fehler beim Nachspielen (replay.rs).
kamisado-rule-broken = { $text } (Regel { $rule })
kamisado-rule-bad-position = die Stellung ist ungültig: { $detail }
kamisado-rule-here = hier
kamisado-rule-bad-position-help = siehe grammar/kamisado-position.ebnf; die Anfangsstellung lautet `{ $start }`
kamisado-rule-first-round-number = die erste Runde ist Runde 1, nicht Runde { $number }
kamisado-rule-expected-number = erwartet: { $number }
kamisado-rule-first-round-number-help = nummerieren Sie die Runden ab 1
kamisado-rule-fill-in-round-1 = Runde 1 beginnt immer mit der Anfangsstellung; die Auffüllrichtung wird ignoriert
kamisado-rule-fill-in-round-1-label = in Runde 1 ohne Wirkung
kamisado-rule-fill-in-round-1-help = entfernen Sie die Auffüllrichtung aus dem Kopf der ersten Runde
kamisado-rule-round-not-finished = Runde { $round } ist nicht zu Ende: { $turn }
kamisado-rule-round-not-finished-label = neue Runde vor dem Ende der vorigen
kamisado-rule-round-not-finished-help = ergänzen Sie die fehlenden Züge von Runde { $round } oder entfernen Sie diesen Rundenkopf
kamisado-rule-turn-pushed = { $side } muss noch den zurückgestoßenen Turm notieren
kamisado-rule-turn-tower = { $side } muss noch { $tower-acc } ziehen
kamisado-rule-turn = { $side } muss noch ziehen
kamisado-rule-match-decided = die Partie ist bereits entschieden: { $winner } hat { $black }-{ $white } gewonnen
kamisado-rule-after-match-end-label = nach dem Ende der Partie
kamisado-rule-match-decided-help = { $kind } endet bei { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
}; entfernen Sie, was folgt, oder berichtigen Sie den Tag [Match]
kamisado-rule-round-number = Runde { $number } folgt auf Runde { $previous }
kamisado-rule-round-number-help = nummerieren Sie diese Runde mit { $number }
kamisado-rule-missing-fill = Runde { $round } braucht die Auffüllrichtung, die der Sieger von Runde { $previous } gewählt hat ({ $winner })
kamisado-rule-missing-fill-label = von links oder von rechts?
kamisado-rule-missing-fill-help = schreiben Sie `{ $left }` oder `{ $right }` (P1–P4)
kamisado-rule-wrong-score = hier steht es { $black }-{ $white } (Schwarz-Weiß), nicht { $written_black }-{ $written_white }
kamisado-rule-wrong-score-label = falscher Spielstand
kamisado-rule-wrong-score-help = schreiben Sie `{ $score }` (nach Runde { $round })
kamisado-rule-match-won = die Partie ist bereits entschieden: { $winner } hat Runde { $round } und die Partie gewonnen
kamisado-rule-after-match-end-help = entfernen Sie die Züge nach dem Ende der Partie oder prüfen Sie den Tag [Match]
kamisado-rule-after-round-end = Runde { $round } ist bereits zu Ende: { $winner } hat gewonnen ({ $reason })
kamisado-rule-after-round-end-label = nach dem Ende der Runde
kamisado-rule-after-round-end-help = beginnen Sie die nächste Runde mit `{ $left }` oder `{ $right }`
kamisado-rule-ellipsis = `...` lässt den Zug von Schwarz aus, aber Schwarz hat hier einen Zug zu machen
kamisado-rule-ellipsis-label = hier zieht Schwarz
kamisado-rule-ellipsis-help = entfernen Sie `...` und schreiben Sie dort den Zug von Schwarz
kamisado-rule-joined-entry = nur der Eintrag der zurückgestoßenen Türme nach einem Oshi verbindet mehrere Türme mit `+`
kamisado-rule-joined-entry-label = ein Turm pro Eintrag
kamisado-rule-joined-entry-help = schreiben Sie einen Eintrag pro Halbzug
kamisado-rule-can-move = der Turm kann ziehen
kamisado-rule-not-blocked = { $tower } ist nicht blockiert: er hat { $moves ->
    [one] { $moves } möglichen Zug
   *[other] { $moves } mögliche Züge
} (Regel D5)
kamisado-rule-write = schreiben Sie `{ $text }`
kamisado-rule-write-either = schreiben Sie `{ $first }` oder `{ $second }`
kamisado-rule-expected-pushed = erwartet: der zurückgestoßene Turm
kamisado-rule-pushed-count = der Oshi hat { $pushed ->
    [one] { $pushed } Turm
   *[other] { $pushed } Türme
} zurückgestoßen, dieser Eintrag nennt { $written }
kamisado-rule-pushed-count-label = zurückgestoßene Türme
kamisado-rule-pushed-tower = der Oshi hat hier { $tower-acc } zurückgestoßen, nicht den { $written-obl }
kamisado-rule-expected-colour = erwartet: { $colour-cap }
kamisado-rule-pushed-distance = ein Oshi stößt einen Turm um genau ein Feld zurück
kamisado-rule-one-of = { $first } oder { $last }
kamisado-rule-wrong-landing-stands = { $tower } steht auf { $square-dat }, nicht auf einem { $written-obl } Feld
kamisado-rule-wrong-landing = { $tower } landet auf { $square-dat }, nicht auf einem { $written-obl } Feld
kamisado-rule-wrong-landing-pushed = { $tower } wurde auf { $square-acc } zurückgestoßen, nicht auf ein { $written-strong } Feld
kamisado-rule-square-is = das Feld ist { $colour }
kamisado-rule-blocked = { $tower } ist blockiert und kann nicht ziehen (Regel D6): { $why }
kamisado-rule-blocked-label = dieser Turm muss passen
kamisado-rule-blocked-help = ein blockierter Turm wird mit 0 und der Farbe seines Feldes notiert: `{ $pass }`
kamisado-rule-round-over-label = die Runde ist zu Ende
kamisado-rule-no-push-label = kein Oshi zu beantworten
kamisado-rule-backwards-label = nur vorwärts
kamisado-rule-zero-distance-label = mindestens 1
kamisado-rule-cannot-move = dieser Turm kann nicht ziehen
kamisado-rule-at-most = höchstens { $max }
kamisado-rule-off-board-label = außerhalb des Spielbretts
kamisado-rule-blocked-at = blockiert auf { $at }
kamisado-rule-diagonal-label = kein Oshi diagonal
kamisado-rule-own-tower-label = eigener Turm auf { $at }
kamisado-rule-in-line-label = { $count ->
    [one] { $count } Turm in der Reihe
   *[other] { $count } Türme in der Reihe
}
kamisado-rule-too-heavy-label = kann den Turm auf { $at } nicht zurückstoßen
kamisado-rule-home-row-label = { $at } steht auf seiner Grundreihe
kamisado-rule-no-room-label = kein Platz dahinter
kamisado-rule-wrong-tower-help = zu ziehen ist der Turm in der Farbe des Feldes, auf dem der letzte Zug des Gegners endete: { $colour }

# Die Korrekturen: was stattdessen zu schreiben ist (replay/edits.rs).
kamisado-tower-required = der zu ziehende Turm
    .acc = den zu ziehenden Turm
kamisado-rule-and-more = { $list } (oder { $more } weitere)
kamisado-rule-did-you-mean = meinten Sie { $list }?
kamisado-rule-help-both = { $first }; { $second }
kamisado-rule-missing-pass = { $tower } ist blockiert und passt vor diesem Eintrag (Regel D6), aber das Passen ist nicht notiert
kamisado-rule-missing-before = `{ $text }` fehlt vor diesem Eintrag
kamisado-rule-missing-pass-help = schreiben Sie das Passen `{ $text }` vor diesen Eintrag
kamisado-rule-missing-entry = { $side } zieht vor diesem Eintrag, aber dieser Zug ist nicht notiert
kamisado-rule-missing-entry-tower = { $side } zieht { $tower-acc } vor diesem Eintrag, aber dieser Zug ist nicht notiert
kamisado-rule-missing-entry-label = der Zug von { $side } fehlt vor diesem Eintrag
kamisado-rule-missing-entry-help = schreiben Sie { $list } vor diesen Eintrag
kamisado-rule-missing-pushed = nach einem Oshi passt der zurückgestoßene Spieler (Regel S3), aber der zurückgestoßene Turm ist nicht notiert
kamisado-rule-missing-pushed-help = schreiben Sie den zurückgestoßenen Turm `{ $text }` vor diesen Eintrag
kamisado-rule-duplicate-entry = dieser Eintrag wiederholt den vorigen
kamisado-rule-duplicate-entry-label = doppelt notiert
kamisado-rule-duplicate-entry-help = streichen Sie diesen Eintrag: ohne ihn lässt sich das Blatt nachspielen
kamisado-rule-swapped-entries = dieser und der nächste Eintrag stehen in falscher Reihenfolge
kamisado-rule-swapped-entries-label = mit dem nächsten Eintrag vertauscht
kamisado-rule-swapped-entries-help = schreiben Sie `{ $first }`, danach `{ $second }`: in dieser Reihenfolge lässt sich das Blatt nachspielen
kamisado-rule-missing-header = Runde { $round } ist zu Ende: dieser Eintrag eröffnet Runde { $next }, deren Rundenkopf fehlt
kamisado-rule-missing-header-label = der Rundenkopf fehlt vor diesem Eintrag
kamisado-rule-missing-header-help = schreiben Sie `{ $text }` vor diesen Eintrag
kamisado-rule-missing-header-help-either = schreiben Sie `{ $text }` (oder `{ $alt }`) vor diesen Eintrag
kamisado-rule-wrong-fill = Runde { $round } lässt sich nicht { $written } aufgefüllt nachspielen: sie wird { $fill } aufgefüllt (Regeln P1–P4)
kamisado-rule-wrong-fill-label = die Runde wird { $fill } aufgefüllt
kamisado-rule-no-correction = keine Korrektur passt zu den folgenden Einträgen: der Rest von Runde { $round } wird nicht geprüft

# Die Hilfe zu `kamisado::numbering`.
kamisado-numbering-help = nummerieren Sie die Zeilen jeder Runde 1, 2, 3 …, den Zug von Schwarz, dann den von Weiß (`kifu fmt` nummeriert neu)


## Other texts: outcomes, pictures, moves

# Was `kifu scan` zu einem fotografierten Blatt sagt und in die Partie schreibt. `$form` ist
# das Formular: `ticks` (das Ankreuzformular: Seiten mit Abschnitten, Züge in Kästchen
# angekreuzt) oder `hand` (das handschriftliche Blatt: Rundenblöcke mit Zeilen ab 1, Züge
# von Hand geschrieben).
kamisado-scan-note = scan: { $note }
kamisado-scan-at = { $place }: { $note }
kamisado-scan-cell = { $form ->
    [hand] { $pages ->
        [1] {""}
       *[other] Seite { $page },{" "}
    }Block { $section }
   *[ticks] Seite { $page }
}, Zeile { $line }, { $side ->
    [black] Schwarz
   *[white] Weiß
}
kamisado-scan-section = { $form ->
    [hand] { $pages ->
        [1] {""}
       *[other] Seite { $page },{" "}
    }Block { $section }
   *[ticks] Seite { $page }, Abschnitt { $section }
}
kamisado-scan-reading = `{ $reading }`
kamisado-scan-nothing = nichts
kamisado-scan-all-boxes = { $form ->
    [hand] den ganzen Eintrag
   *[ticks] alle Kästchen
}
kamisado-scan-field = { $field ->
    [tower] Turm
    [direction] Richtung
    [distance] Entfernung
   *[landing] Ziel
}
kamisado-scan-fields = { $form ->
    [hand] { $count ->
        [one] das Feld
       *[other] die Felder
    } { $fields }
   *[ticks] die Kästchen { $fields }
}
kamisado-semicolon = { $first }; { $rest }
kamisado-scan-section-marks = { $form ->
    [hand] { $taken ->
        [continued] der Block setzt Runde { $number } fort
       *[new] der Block beginnt Runde { $number }
    }
   *[ticks] { $marks ->
        [new] nur `new` ist angekreuzt
        [continued] nur `continued` ist angekreuzt
        [neither] weder `new` noch `continued` ist angekreuzt
       *[both] `new` und `continued` sind beide angekreuzt
    }; { $taken ->
        [continued] der Abschnitt setzt Runde { $number } fort
       *[new] der Abschnitt beginnt Runde { $number }
    }
}
kamisado-scan-header-unfit = { $form ->
    [hand] sein Rundenkopf passt nicht
   *[ticks] die Kästchen seines Rundenkopfs passen nicht
}
kamisado-scan-decided-header = { $place }: nach den Regeln entschieden: { $said }
kamisado-scan-decided-header-label = wie die Partie weitergeht
kamisado-scan-decided-header-help = { $form ->
    [hand] schreiben Sie die Nummer der Runde deutlich und markieren Sie ihre Aufstellung, `von links` oder `von rechts`
   *[ticks] kreuzen Sie `new` im ersten Abschnitt einer Runde und `continued` in den übrigen sowie eines der beiden Aufstellungskästchen deutlich an
}
kamisado-scan-fill-decided = Aufstellung entschieden; { $form ->
    [hand] das Blatt zeigt { $fill ->
        [left] `von links`
        [right] `von rechts`
       *[none] keine
    }
   *[ticks] ihre Kästchen zeigen { $fill ->
        [left] von links
        [right] von rechts
       *[none] keine
    }
}
kamisado-scan-uncertain-header = { $place }: der Kopf von Runde { $number } ist unsicher
kamisado-scan-uncertain-header-label = eine andere Aufstellung oder ein anderer Rundenbeginn lässt sich fast ebenso gut nachspielen
kamisado-scan-uncertain-header-help = { $form ->
    [hand] schreiben Sie die Nummer der Runde deutlich und markieren Sie ihre Aufstellung, `von links` oder `von rechts`
   *[ticks] kreuzen Sie `new` im ersten Abschnitt einer Runde und `continued` in den übrigen sowie eines der beiden Aufstellungskästchen deutlich an
}
kamisado-scan-illegal-header = { $place }: der Kopf von Runde { $number } (Aufstellung { $fill ->
    [left] von links
    [right] von rechts
   *[none] keine
}) passt nicht zur Partie
kamisado-scan-illegal-header-noted = { $place }: der Kopf von Runde { $number } (Aufstellung { $fill ->
    [left] von links
    [right] von rechts
   *[none] keine
}; { $note }) passt nicht zur Partie
kamisado-scan-illegal-header-label = was die Partie erlaubt
kamisado-scan-illegal-header-help = { $form ->
    [hand] prüfen Sie Rundennummer, Aufstellung und Spielstand im Kopf dieses Blocks
   *[ticks] prüfen Sie die Kästchen `new`, `continued`, Aufstellung und Spielstand dieses Rundenkopfs
}
kamisado-scan-no-move-note = { $form ->
    [hand] Schrift ({ $marks })
   *[ticks] Kreuze { $marks }
}, wo kein Eintrag stehen kann
kamisado-scan-no-move = { $place }: { $form ->
    [hand] Schrift
   *[ticks] Kreuze
}, wo die Partie keinen Zug hat
kamisado-scan-no-move-label = hier gelesen
kamisado-scan-no-move-help = die Runde ist vorbei oder die andere Seite ist am Zug: { $form ->
    [hand] streichen Sie das Geschriebene durch
   *[ticks] radieren Sie diese Kreuze aus
} oder prüfen Sie die Einträge davor
kamisado-scan-left-out-note = { $form ->
    [hand] Schrift ({ $marks })
   *[ticks] Kreuze { $marks }
}, ausgelassen: die Partie endet davor
kamisado-scan-left-out = { $place }: { $form ->
    [hand] die Schrift zeigt { $marks }{ $more ->
        [0] {""}
        [one] {" "}(und die eines weiteren Eintrags danach)
       *[other] {" "}(und die von { $more } weiteren Einträgen danach)
    }
   *[ticks] die Kreuze zeigen { $marks }{ $more ->
        [0] {""}
        [one] {" "}(und die eines weiteren Eintrags danach)
       *[other] {" "}(und die von { $more } weiteren Einträgen danach)
    }
}, was die Partie auslässt: sie endet vor diesem Eintrag
kamisado-scan-left-out-label = hier endet die Partie
kamisado-scan-left-out-help = { $form ->
    [hand] kein regelgerechter Eintrag passt hier zur Schrift: sehen Sie sich { $place } und die Einträge davor an, schreiben Sie sie erneut deutlich und scannen Sie noch einmal, oder vervollständigen Sie die Partie selbst
   *[ticks] kein regelgerechter Eintrag passt hier zu den Kreuzen: sehen Sie sich die Kästchen auf { $place } und die der Einträge davor an, kreuzen Sie sie erneut deutlich an und scannen Sie noch einmal, oder schreiben Sie den Rest der Partie von Hand
}
kamisado-scan-uncertain-empty-note = leer gelassen; unsicher: auch { $alts }
kamisado-scan-uncertain-empty = { $place }: in der Partie leer gelassen, doch die { $form ->
    [hand] Schrift lässt
   *[ticks] Kreuze lassen
} sich auch als { $alts } lesen
kamisado-scan-uncertain-empty-label = als leer gelesen, aber nicht sicher
kamisado-scan-uncertain-empty-help = { $form ->
    [hand] sehen Sie sich den Eintrag in { $place } an und berichtigen Sie die Partie selbst, oder schreiben Sie ihn erneut deutlich und scannen Sie noch einmal
   *[ticks] sehen Sie sich die Kästchen auf { $place } an und berichtigen Sie die Partie von Hand, oder kreuzen Sie sie erneut deutlich an und scannen Sie noch einmal
}
kamisado-scan-ignored-note = { $form ->
    [hand] schwache Schrift { $marks }
   *[ticks] schwache Zeichen { $marks }
}, wo kein Eintrag stehen kann, ausgelassen
kamisado-scan-ignored = { $place }: { $form ->
    [hand] schwache Schrift (gelesen als { $marks }), wo kein Eintrag stehen kann, wurde ausgelassen
   *[ticks] schwache Zeichen (gelesen als { $marks }), wo kein Eintrag stehen kann, wurden ausgelassen
}
kamisado-scan-ignored-label = ausgelassen
kamisado-scan-ignored-help = { $form ->
    [hand] streichen Sie Geschriebenes außerhalb der Einträge der Partie durch
   *[ticks] radieren Sie Zeichen außerhalb der Einträge der Partie aus
}
kamisado-scan-decided = entschieden; { $form ->
    [hand] { $how ->
        [faint] die Schrift ist undeutlich
       *[read] die Schrift zeigt { $marks }
    }
   *[ticks] { $how ->
        [faint] die Kreuze sind schwach oder doppelt
       *[read] die Kreuze zeigen { $marks }
    }
}{ $other ->
    [reading] , `{ $alt }` lässt sich schlechter nachspielen
    [empty] , ein leerer Eintrag lässt sich schlechter nachspielen
   *[none] {""}
}
kamisado-scan-decided-label = nach den Regeln entschieden
kamisado-scan-decided-help = die Einträge ringsum entscheiden diesen; { $form ->
    [hand] sehen Sie sich im Zweifel { $place } auf dem Blatt an
   *[ticks] sehen Sie sich im Zweifel die Kästchen auf { $place } an
}
kamisado-scan-uncertain-note = unsicher; auch { $alts }
kamisado-scan-uncertain = { $place }: die { $form ->
    [hand] Schrift lässt
   *[ticks] Kreuze lassen
} sich auch als { $alts } lesen
kamisado-scan-uncertain-label = so gelesen, aber nicht sicher
kamisado-scan-uncertain-help = { $form ->
    [hand] sehen Sie sich { $fields } in { $place } an und berichtigen Sie die Partie selbst, oder schreiben Sie den Eintrag erneut deutlich und scannen Sie noch einmal
   *[ticks] sehen Sie sich { $fields } auf { $place } an und berichtigen Sie die Partie von Hand, oder kreuzen Sie sie erneut deutlich an und scannen Sie noch einmal
}
kamisado-scan-illegal-note = die { $form ->
    [hand] Schrift zeigt
   *[ticks] Kreuze zeigen
} { $marks }, hier kein regelgerechter Zug
kamisado-scan-illegal = { $place }: die { $form ->
    [hand] Schrift zeigt
   *[ticks] Kreuze zeigen
} { $marks }, was hier kein regelgerechter Zug ist
kamisado-scan-illegal-label = der nächstliegende regelgerechte Zug, an seiner Stelle eingesetzt
kamisado-scan-illegal-help = { $form ->
    [hand] sehen Sie sich { $fields } in { $place } an: vielleicht ist das Blatt selbst falsch
   *[ticks] sehen Sie sich { $fields } auf { $place } an: vielleicht ist das Blatt selbst falsch
}


## moves: pictures (the board's status lines and legend, `kifu moves`, the viewers' round results)

kamisado-picture-names = Schwarz: { $black } - Weiß: { $white }
kamisado-picture-round = Runde { $round }
kamisado-picture-score = Stand Schwarz { $black } - Weiß { $white }
kamisado-picture-target = Partie auf { $target } { $target ->
    [one] Punkt
   *[other] Punkte
}
kamisado-picture-won-home-row = { $winner } gewinnt die Runde: der { $colour-weak } Turm hat die gegnerische Grundreihe erreicht.
kamisado-picture-won-deadlock = { $winner } gewinnt die Runde durch vollständige Blockade ({ $loser } hat zuletzt gezogen).
kamisado-picture-tooth = Der { $colour-weak } Turm von { $winner } erhält seinen { $nth }. Drachenzahn: { $title }, { $points } { $points ->
    [one] Punkt
   *[other] Punkte
}.
kamisado-picture-match-won = Partie gewonnen
kamisado-picture-pushed = { $side } wurde zurückgestoßen (Oshi) und passt;
kamisado-picture-then = dann zieht { $side } den { $colour-obl } Turm.
kamisado-picture-then-any = dann zieht { $side } einen beliebigen Turm.
kamisado-picture-to-move = { $side } am Zug: der { $colour-weak } Turm ({ $place }).
kamisado-picture-must-pass = { $side } muss passen: der { $colour-weak } Turm ({ $place }) ist blockiert.
kamisado-picture-place = { $square }
kamisado-picture-place-teeth = { $teeth }, { $square }
kamisado-picture-none-can-move = { $side } muss passen: kein Turm kann ziehen.
kamisado-picture-free-choice = { $side } am Zug: freie Wahl des Turms.
kamisado-picture-side-colour = { $colour-cap } ({ $side })
kamisado-picture-blocked-run = In dieser Folge von Pässen blockiert: { $towers }.
kamisado-picture-legend-squares = Felder: or orange  bl blau  pu lila   pk rosa
kamisado-picture-legend-squares-more = {"        "}ye gelb    re rot   gn grün   br braun
kamisado-picture-legend-towers = Türme: B: Schwarz, W: Weiß; Farbe O B P K Y R G N; + je Drachenzahn.
kamisado-picture-legend-last-move = Letzter Zug: ** Ziel, .. Start, !! geschobener Turm.
kamisado-picture-mark-to = Ziel
kamisado-picture-mark-from = Start
kamisado-picture-mark-pushed = Stoß
kamisado-picture-round-result = { $winner } gewinnt die Runde ({ $how ->
    [deadlock] Blockade
   *[home-row] Grundreihe
}), { $points } { $points ->
    [one] Punkt
   *[other] Punkte
} · Schwarz { $black } – Weiß { $white }
kamisado-picture-match-result = { $round } · { $winner } gewinnt die Partie
kamisado-moves-over = Runde { $round } ist vorbei: { $winner } hat gewonnen ({ $reason }); keine Züge
kamisado-moves-heading = Runde { $round }, nach Zug { $ply }: { $side } am Zug, { $count ->
    [one] { $count } legaler Zug
   *[other] { $count } legale Züge
}
kamisado-moves-oshi = { $entry }   (Oshi)
kamisado-moves-pushed = { $entry }   (vom Oshi zurückgestoßen: passt)
kamisado-moves-blocked = { $entry }   (blockiert: passt)
kamisado-moves-summary = Runde { $round }, nach Zug { $ply }: { $state }
kamisado-moves-round-over = die Runde ist vorbei: { $winner } hat gewonnen ({ $reason })
kamisado-moves-to-move = { $side } am Zug
# The notes of a JSON record read back as notation (`kifu convert --to kamisado`).
kamisado-import-fill-missing = `fill` fehlt: Runde { $round } beginnt mit den von links oder von rechts aufgestellten Türmen (`"fill": "left"` oder `"right"`), wie der Gewinner von Runde { $previous } gewählt hat
kamisado-import-no-round = keine Runde { $round }: { $why }
kamisado-import-round-not-over = Runde { $previous } ist nicht vorbei: { $state }
kamisado-import-match-decided = die Partie ist schon entschieden
kamisado-import-not-square = `{ $field }` ist `{ $given }`, kein Feld des Bretts (a1 bis h8)
kamisado-import-round-over = Runde { $round } ist schon vorbei: { $winner } hat gewonnen ({ $reason })
kamisado-import-must-move-tower = { $side } muss { $tower-acc } ziehen (auf { $square })
kamisado-import-must-move = { $side } muss ziehen
kamisado-import-no-such-move = kein legaler Zug führt von { $from } nach { $to }: { $state }
kamisado-import-no-such-move-ends = kein legaler Zug führt von { $from } nach { $to }: { $state }; von { $from } enden die legalen Züge auf { $ends }
kamisado-import-bad-match-tag = das Tag `Match` ist `{ $given }`: eine Partie ist simple, standard, long oder marathon
kamisado-import-match-disagrees = `match` ist `{ $field }`, aber das Tag `Match` sagt `{ $tag }`
kamisado-import-bad-start = der `start` von Runde 1 ist keine Stellung: { $reason }
kamisado-import-bad-position-tag = das Tag `Position` ist keine Stellung: { $reason }
kamisado-import-header-disagrees = `header` lautet `{ $given }`, das ist nicht Runde { $round }{ $fill ->
    [left] {" "}von links
    [right] {" "}von rechts
   *[none] {""}
}: stattdessen wird `{ $instead }` geschrieben
kamisado-import-score-disagrees = `score_line` lautet `{ $given }`, das ist nicht der Stand nach Runde { $round }: stattdessen wird `{ $instead }` geschrieben

## sheets: printed forms
# The handwritten score sheet (`kifu sheet`).
kamisado-sheet-black = Schwarz
kamisado-sheet-white = Weiß
kamisado-sheet-match-length = Partie: ☐ einfach (1)  ☐ Standard (3)  ☐ lang (7)  ☐ Marathon (15)
kamisado-sheet-fill = Aufstellung
kamisado-sheet-from-left = von links
kamisado-sheet-from-right = von rechts
kamisado-sheet-column-tower = Turm
kamisado-sheet-column-direction = Richt.
kamisado-sheet-column-distance = Felder
kamisado-sheet-column-landing = Ziel
kamisado-sheet-help = Richtung: ↑ gerade  ↖ diagonal links  ↗ diagonal rechts  ↓ zurückgeschoben. Blockierter Turm: 0 und die Farbe seines Feldes.
# The tick-box score sheet (`kifu sheet --form ticks`); it also prints the words above.
kamisado-sheet-tick-title = Kamisado — Ankreuz-Protokoll
kamisado-sheet-tick-page = Seite { $page }
kamisado-sheet-tick-new = neu
kamisado-sheet-tick-continued = Forts.
kamisado-sheet-tick-distance = Felder
kamisado-sheet-tick-help-1 = Pro Feld ein Kästchen ankreuzen oder abhaken. Zum Korrigieren das falsche Kästchen ausmalen und das richtige ankreuzen.
kamisado-sheet-tick-help-2 = Jede Runde beginnt einen neuen Abschnitt: neu, Aufstellung und Stand vor der Runde ankreuzen. Runde 1 hat keine Aufstellung, Stand 0 0.
kamisado-sheet-tick-help-3 = Blockierter Turm: seine Farbe, 0 und die Farbe seines Feldes. Bei völliger Blockade darf der wiederholte Blockade-Eintrag fehlen.
kamisado-sheet-tick-help-4 = Nach einem Oshi kreuzt der geschobene Spieler seinen vom Schieber am weitesten entfernten Turm an, ↓, 1 und die Farbe seines Zielfelds.
kamisado-sheet-tick-help-5 = Ist eine Runde länger als ihr Abschnitt, geht sie im nächsten weiter: dort Forts. ankreuzen.
kamisado-sheet-tick-help-6 = Beginnt Weiß eine Runde, bleibt die Hälfte von Schwarz in ihrer ersten Zeile leer.
kamisado-sheet-tick-help-7 = Die vier Eckquadrate müssen auf dem Foto sein, bei gleichmäßigem Licht.

## errors: position strings and requests

kamisado-position-fields = Brett, Seite, Turm, Zustand, letztes Feld
kamisado-position-not-a-tower = '{ $letter }' ist weder ein Turmbuchstabe (O B P K Y R G N, groß Weiß, klein Schwarz) noch eine Anzahl leerer Felder
kamisado-position-teeth = ein Turm im Spiel hat höchstens 3 Drachenzähne
kamisado-position-side = die Seite am Zug ist 'b' oder 'w'
kamisado-position-required = der zu ziehende Turm ist ein Farbbuchstabe (O B P K Y R G N) oder '-'
kamisado-position-state = der Zustand ist '-', '!' oder die Buchstaben der Türme, die in dieser Folge von Passen blockiert waren
kamisado-position-last = das letzte Feld ist ein Feld von a1 bis h8
kamisado-position-no-last-tower = auf { $square }, dem Feld des zuletzt gezogenen Turms, steht kein Turm
kamisado-setup-missing = { $tower } fehlt
kamisado-setup-twice = { $tower } steht zweimal auf dem Brett
kamisado-setup-square-taken = auf { $square } stehen zwei Türme
kamisado-setup-already-home = { $tower } steht ebenfalls auf der gegnerischen Grundreihe: nur ein Turm kann die Runde gewonnen haben
kamisado-setup-pushed-at-start = zu Beginn einer Runde kann kein Sumo-Stoß anstehen
kamisado-no-such-match = keine Kamisado-Partie heißt { $variant }


## errors: scanning photos of the tick form

kamisado-scan-markers-few = { $found } der vier Eckmarken des Formulars gefunden
kamisado-scan-markers-none = die Eckmarken des Formulars wurden nicht gefunden: keine vier der { $found } quadratischen Ringe im Foto bilden seine Ecken
kamisado-scan-markers-help = fotografieren Sie die ganze Seite, mit den vier schwarzen Eckquadraten sichtbar, bei gleichmäßigem Licht
kamisado-scan-page-code = der Seitencode ist nicht lesbar: { $reason }
kamisado-scan-page-code-help = die Reihe kleiner Quadrate oben auf der Seite muss sichtbar und unmarkiert sein
kamisado-scan-code-check = die Prüfbits des Seitencodes stimmen nicht (ein Kästchen wurde falsch gelesen)
kamisado-scan-code-game = der Seitencode nennt ein unbekanntes Spiel ({ $code })
kamisado-scan-same-page = { $first } und { $second } sind beide Seite { $page }
kamisado-scan-same-page-help = geben Sie ein Foto jeder Seite eines einzigen Bogens: Seiten zweier Bögen oder zwei Fotos einer Seite lassen sich nicht als eine Partie lesen
kamisado-scan-page = Seite { $page }
kamisado-scan-missing-page = Seite { $page } des Bogens fehlt (die Fotos sind { $given })
kamisado-scan-missing-page-help = fotografieren Sie auch Seite { $page } und geben Sie alle Seiten: über eine fehlende Seite hinweg lässt sich keine Partie lesen
kamisado-scan-missing-pages = die Seiten { $first } bis { $last } des Bogens fehlen (die Fotos sind { $given })
kamisado-scan-missing-pages-help = fotografieren Sie auch die Seiten { $first } bis { $last } und geben Sie alle Seiten: über eine fehlende Seite hinweg lässt sich keine Partie lesen
kamisado-scan-blank-page = kein Häkchen auf Seite { $page } gelesen ({ $photo })
kamisado-scan-blank-page-help = geben Sie die Fotos der ausgefüllten Seiten; hat diese Seite Häkchen, sind sie für das Foto zu hell: ziehen Sie sie mit einem dunklen Stift nach, bei gleichmäßigem Licht
kamisado-scan-unwritten-page = auf Seite { $page } nichts Geschriebenes gelesen ({ $photo })
kamisado-scan-unwritten-page-help = geben Sie die Fotos der beschriebenen Seiten; ist diese Seite beschrieben, ist die Schrift für das Foto zu hell: ziehen Sie sie mit einem dunklen Stift nach, bei gleichmäßigem Licht

## imp: importers (Partien anderer Programme, `kifu convert --from`)

kamisado-import-illegal = { $written }: nach den Regeln des Hefts nicht erlaubt
kamisado-import-illegal-help = kifu spielt jeden übernommenen Zug nach dem Regelheft nach; dieser Zug ist hier nicht möglich, die Partie endet vor ihm
kamisado-import-no-tower = auf { $square } steht kein Turm von { $side }
kamisado-import-after-end = die Runde ist schon vorbei: dieser Zug kommt nach ihrem Ende
kamisado-import-after-end-help = entfernen Sie die Züge nach dem Ende der Runde
kamisado-import-reset-mid-round = die Runde ist nicht vorbei: hier kann keine neue Runde beginnen
kamisado-import-wrong-side = hier ist { $side } am Zug, nicht { $written }
kamisado-import-too-long = die Datei hat mehr als { $max } Züge oder Zeilen
kamisado-import-everyboard-json = keine JSON-Liste von EveryBoard-Zügen: { $error }
kamisado-import-everyboard-move = kein Kamisado-Zug von EveryBoard
kamisado-import-everyboard-coord = ein Feld außerhalb des Bretts (x und y gehen von 0 bis 7)
kamisado-import-everyboard-help = eine EveryBoard-Partie ist ein JSON-Array von Zügen: "PASS", {"{"}"first": [x, y], "second": [x, y]{"}"} oder eine Zahl x1·4096 + y1·256 + x2·16 + y2
kamisado-import-everyboard-pass-colour = nach diesem Passen lässt EveryBoard { $side } { $program } ziehen; das Regelheft (D6) verlangt { $book }, die Farbe des Felds unter dem blockierten Turm
kamisado-import-everyboard-pass-colour-help = kifu spielt nach dem Regelheft: ab hier kann ein Zug, den EveryBoard erlaubte, abgelehnt werden
kamisado-import-everyboard-deadlock = EveryBoard beendet die Partie hier: { $side } kann nach einem Passen nicht ziehen und verliert; nach dem Regelheft (D8) endet die Runde hier nicht
kamisado-import-everyboard-deadlock-help = kifu spielt nach dem Regelheft: die Partie bleibt, wo die Runde des Regelhefts steht
kamisado-import-aikisado-line = keine Zeile einer Aikisado-Speicherdatei
kamisado-import-aikisado-help = eine Aikisado-Speicherdatei hat Zeilen `GameType: …`, `Reset: Normal`, `Reset: RTL`, `Reset: LTR`, `MoveBlack:12(Red) to:28(Pink)` und `PushWhite:…`, jedes Feld mit seiner Farbe auf dem Brett
kamisado-import-aikisado-colour = Feld { $index } ist auf dem Brett { $board }, nicht { $written }
kamisado-import-aikisado-first-reset = die erste Runde muss mit `Reset: Normal` beginnen
kamisado-import-aikisado-reset = Aikisado hat für diese Runde jeden Turm auf seine eigene Farbe zurückgestellt; das Regelheft stellt sie von links oder von rechts auf (P1–P4)
kamisado-import-aikisado-reset-help = kifu kann diese Runde und die folgenden nicht nachspielen: behalten Sie die Zeilen davor
kamisado-import-aikisado-first-help = der Verlierer einer Runde beginnt die nächste (P4); Aikisado gegen seine KI lässt immer Schwarz beginnen
kamisado-import-aikisado-score = Aikisado zählt für diese Runde { $program } Punkte; das Regelheft zählt { $book }
kamisado-import-aikisado-score-help = kifu zählt nach dem Regelheft (der eben gewonnene Zahn: 1, 2, 4 oder 8 Punkte): ab hier weicht der Spielstand von dem Aikisados ab
kamisado-import-aikisado-gridlock = die Totalblockade des Regelhefts (D8) beendet die Runde hier; Aikisado stellt sie erst nach neun ausgelassenen Zügen fest
kamisado-import-aikisado-gridlock-help = kifu wertet die Runde nach dem Regelheft: wer den letzten echten Zug gemacht hat, verliert
kamisado-import-hackerrank-help = eine HackerRank-Stellung ist eine Zeile `1` oder `2`, acht Reihen zu acht Feldern aus zwei Buchstaben (die Farbe des Felds, dann sein Stein) und eine Zeile mit der Farbe am Zug oder `-`
kamisado-import-hackerrank-lines = eine HackerRank-Stellung hat 10 Zeilen, nicht { $found }
kamisado-import-hackerrank-turn = die erste Zeile muss `1` oder `2` sein (wer am Zug ist)
kamisado-import-hackerrank-row = eine Reihe hat 16 Zeichen (8 Felder zu 2), nicht { $found }
kamisado-import-hackerrank-cell = keiner der Farbbuchstaben O L M P Y R G B
kamisado-import-hackerrank-board = dieser Buchstabe nennt anderswo eine andere Farbe: die Felder sind nicht das Kamisado-Brett (Feld { $square })
kamisado-import-hackerrank-twice = { $tower } steht zweimal auf dem Brett
kamisado-import-hackerrank-next = die letzte Zeile muss der Farbbuchstabe des Steins am Zug sein oder `-` für den ersten Zug des ersten Spielers
kamisado-import-hackerrank-blocked = HackerRank beendet die Partie hier, da { $side } nicht ziehen kann; nach dem Regelheft (D6) passt { $side }
kamisado-import-hackerrank-blocked-help = kifu spielt nach dem Regelheft: die Stellung bleibt, mit dem kommenden Passen

## hw (issue 36 phase B): the handwriting sheet read from a photo
kamisado-scan-other-form = dieses Foto zeigt ein anderes Formular: sein Seitencode sagt `--form { $form }`
kamisado-scan-other-form-help = lies es mit `kifu scan --form { $form }`
