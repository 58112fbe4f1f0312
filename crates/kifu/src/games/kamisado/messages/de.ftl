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
