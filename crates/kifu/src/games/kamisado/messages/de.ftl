### kamisado's messages in German (Project Fluent syntax). Ids start with `kamisado-`.

## Terms: the game's nouns, with their grammar as attributes (.gender, cases …)


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


## Other texts: outcomes, pictures, moves
