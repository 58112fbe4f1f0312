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

# Was `kifu scan` zu einem fotografierten Ankreuzformular sagt und in die Partie schreibt.
kamisado-scan-note = scan: { $note }
kamisado-scan-at = { $place }: { $note }
kamisado-scan-cell = Seite { $page }, Zeile { $line }, { $side ->
    [black] Schwarz
   *[white] Weiß
}
kamisado-scan-section = Seite { $page }, Abschnitt { $section }
kamisado-scan-reading = `{ $reading }`
kamisado-scan-nothing = nichts
kamisado-scan-all-boxes = alle Kästchen
kamisado-scan-field = { $field ->
    [tower] Turm
    [direction] Richtung
    [distance] Entfernung
   *[landing] Ziel
}
kamisado-scan-fields = die Kästchen { $fields }
kamisado-semicolon = { $first }; { $rest }
kamisado-scan-section-marks = { $marks ->
    [new] nur `new` ist angekreuzt
    [continued] nur `continued` ist angekreuzt
    [neither] weder `new` noch `continued` ist angekreuzt
   *[both] `new` und `continued` sind beide angekreuzt
}; { $taken ->
    [continued] der Abschnitt setzt Runde { $number } fort
   *[new] der Abschnitt beginnt Runde { $number }
}
kamisado-scan-header-unfit = die Kästchen seines Rundenkopfs passen nicht
kamisado-scan-decided-header = { $place }: nach den Regeln entschieden: { $said }
kamisado-scan-decided-header-label = wie die Partie weitergeht
kamisado-scan-decided-header-help = kreuzen Sie `new` im ersten Abschnitt einer Runde und `continued` in den übrigen sowie eines der beiden Aufstellungskästchen deutlich an
kamisado-scan-fill-decided = Aufstellung entschieden; ihre Kästchen zeigen { $fill ->
    [left] von links
    [right] von rechts
   *[none] keine
}
kamisado-scan-uncertain-header = { $place }: der Kopf von Runde { $number } ist unsicher
kamisado-scan-uncertain-header-label = eine andere Aufstellung oder ein anderer Rundenbeginn lässt sich fast ebenso gut nachspielen
kamisado-scan-uncertain-header-help = kreuzen Sie `new` im ersten Abschnitt einer Runde und `continued` in den übrigen sowie eines der beiden Aufstellungskästchen deutlich an
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
kamisado-scan-illegal-header-help = prüfen Sie die Kästchen `new`, `continued`, Aufstellung und Spielstand dieses Rundenkopfs
kamisado-scan-no-move-note = Kreuze { $marks }, wo kein Eintrag stehen kann
kamisado-scan-no-move = { $place }: Kreuze, wo die Partie keinen Zug hat
kamisado-scan-no-move-label = hier gelesen
kamisado-scan-no-move-help = die Runde ist vorbei oder die andere Seite ist am Zug: radieren Sie diese Kreuze aus oder prüfen Sie die Einträge davor
kamisado-scan-left-out-note = Kreuze { $marks }, ausgelassen: die Partie endet davor
kamisado-scan-left-out = { $place }: die Kreuze zeigen { $marks }{ $more ->
    [0] {""}
    [one] {" "}(und die eines weiteren Eintrags danach)
   *[other] {" "}(und die von { $more } weiteren Einträgen danach)
}, was die Partie auslässt: sie endet vor diesem Eintrag
kamisado-scan-left-out-label = hier endet die Partie
kamisado-scan-left-out-help = kein regelgerechter Eintrag passt hier zu den Kreuzen: sehen Sie sich die Kästchen auf { $place } und die der Einträge davor an, kreuzen Sie sie erneut deutlich an und scannen Sie noch einmal, oder schreiben Sie den Rest der Partie von Hand
kamisado-scan-uncertain-empty-note = leer gelassen; unsicher: auch { $alts }
kamisado-scan-uncertain-empty = { $place }: in der Partie leer gelassen, doch die Kreuze lassen sich auch als { $alts } lesen
kamisado-scan-uncertain-empty-label = als leer gelesen, aber nicht sicher
kamisado-scan-uncertain-empty-help = sehen Sie sich die Kästchen auf { $place } an und berichtigen Sie die Partie von Hand, oder kreuzen Sie sie erneut deutlich an und scannen Sie noch einmal
kamisado-scan-ignored-note = schwache Zeichen { $marks }, wo kein Eintrag stehen kann, ausgelassen
kamisado-scan-ignored = { $place }: schwache Zeichen (gelesen als { $marks }), wo kein Eintrag stehen kann, wurden ausgelassen
kamisado-scan-ignored-label = ausgelassen
kamisado-scan-ignored-help = radieren Sie Zeichen außerhalb der Einträge der Partie aus
kamisado-scan-decided = entschieden; { $how ->
    [faint] die Kreuze sind schwach oder doppelt
   *[read] die Kreuze zeigen { $marks }
}{ $other ->
    [reading] , `{ $alt }` lässt sich schlechter nachspielen
    [empty] , ein leerer Eintrag lässt sich schlechter nachspielen
   *[none] {""}
}
kamisado-scan-decided-label = nach den Regeln entschieden
kamisado-scan-decided-help = die Einträge ringsum entscheiden diesen; sehen Sie sich im Zweifel die Kästchen auf { $place } an
kamisado-scan-uncertain-note = unsicher; auch { $alts }
kamisado-scan-uncertain = { $place }: die Kreuze lassen sich auch als { $alts } lesen
kamisado-scan-uncertain-label = so gelesen, aber nicht sicher
kamisado-scan-uncertain-help = sehen Sie sich { $fields } auf { $place } an und berichtigen Sie die Partie von Hand, oder kreuzen Sie sie erneut deutlich an und scannen Sie noch einmal
kamisado-scan-illegal-note = die Kreuze zeigen { $marks }, hier kein regelgerechter Zug
kamisado-scan-illegal = { $place }: die Kreuze zeigen { $marks }, was hier kein regelgerechter Zug ist
kamisado-scan-illegal-label = der nächstliegende regelgerechte Zug, an seiner Stelle eingesetzt
kamisado-scan-illegal-help = sehen Sie sich { $fields } auf { $place } an: vielleicht ist das Blatt selbst falsch
