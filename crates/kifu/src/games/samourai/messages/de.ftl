### samourai's messages in German (Project Fluent syntax). Ids start with `samourai-`.

## Terms: the game's nouns, with their grammar as attributes (.gender, cases …)

# Die Seiten als Spieler (`Rot ist am Zug`); `.adj` als Farbe eines Samurai (Dativ).
samourai-side-red = Rot
    .adj = roten
samourai-side-black = Schwarz
    .adj = schwarzen

# Die Felder: der Name des Symbols; `.article` mit Artikel; `.phrase` mit dem
# japanischen Namen; `.square` als Feld.
samourai-kind-sun = Sonne
    .article = eine Sonne
    .phrase = eine Sonne (taiyo)
    .square = ein Sonnenfeld
samourai-kind-dragon = Drache
    .article = ein Drache
    .phrase = ein Drache (ryu)
    .square = ein Drachenfeld
samourai-kind-ibis = Ibis
    .article = ein Ibis
    .phrase = ein Ibis (washi)
    .square = ein Ibisfeld
samourai-kind-sword = Schwert
    .article = ein Schwert
    .phrase = ein Schwert (katana)
    .square = ein Schwertfeld
samourai-kind-mekura = Mekura
    .article = ein Mekura-Feld
    .phrase = ein Mekura-Feld (ho bo)
    .square = ein leeres Mekura-Feld
samourai-kind-shiro = Shiro
    .article = ein Shiro-Feld
    .phrase = ein Shiro-Feld
    .square = ein Shiro-Feld
samourai-kind-anzen = Anzen
    .article = das Anzen
    .phrase = das Anzen
    .square = das Anzen

samourai-start-square = Startfeld
samourai-landing-square = Zielfeld

samourai-or-1 = { $a }
samourai-or-2 = { $a } oder { $b }
samourai-or-3 = { $a }, { $b } oder { $c }

## Syntax: reading the sheet

samourai-entry-help = ein Zug wird `e1-e4 3 ryu` geschrieben: Startfeld, `-`, Zielfeld, dann wahlweise die Entfernung und das Symbol des Zielfelds
samourai-syntax-bad-square = `{ $square }` ist kein Feld des Bretts
samourai-syntax-bad-square-label = außerhalb des Bretts
samourai-syntax-bad-square-help = die Felder reichen von a1 bis k11: Linien a–k, Reihen 1–11
samourai-syntax-expected-square = { $what } erwartet, gefunden: { $found }
samourai-syntax-expected-square-label = { $what } erwartet
samourai-syntax-expected-dash = `-` zwischen den beiden Feldern erwartet, gefunden: { $found }
samourai-syntax-expected-dash-label = `-` erwartet
samourai-syntax-bad-distance = { $distance } ist auf einem 11×11-Brett keine mögliche Entfernung
samourai-syntax-bad-distance-label = 1 bis 10
samourai-syntax-bad-distance-help = die angesagte Entfernung ist die Zahl der überquerten Felder, 1 bis 10
samourai-syntax-joined-kind = `{ $word }` schreibt Entfernung und Feldsymbol zusammen
samourai-syntax-joined-kind-label = Entfernung und Symbol zusammen
samourai-syntax-joined-kind-help = getrennt schreiben: `{ $distance } { $kind }`
samourai-syntax-unknown-kind = `{ $word }` ist kein Feldsymbol
samourai-syntax-unknown-kind-label = unbekanntes Symbol
samourai-syntax-unknown-kind-near = meinten Sie `{ $word }`? Symbole: taiyo/soleil/sun, ryu/dragon, washi/ibis, katana/sabre/sword, ho bo, shiro, anzen
samourai-syntax-unknown-kind-help = Symbole: taiyo/soleil/sun, ryu/dragon, washi/ibis, katana/sabre/sword, ho bo, shiro, anzen
samourai-syntax-lone-number = eine Zahl für sich allein
samourai-syntax-lone-number-help = eine Zugnummer mit Punkt schreiben (`12.`), oder eine Entfernung nach den Feldern eines Zuges (`e1-e4 3 ryu`)
samourai-syntax-stray-word = ein Wort, mit dem kein Zug beginnt
samourai-syntax-stray-plus = ein `+` ohne Zug davor
samourai-syntax-stray-plus-help = `+` verbindet die Landung auf dem Anzen mit dem Bonuszug: `e4-f6 anzen + f6-b2 4 ho bo`
samourai-syntax-stray-character = ein Zeichen, mit dem kein Zug beginnen kann
samourai-syntax-stray-character-help = ein Zug wird `e1-e4 3 ryu` geschrieben; Bemerkungen in `{"{"} {"}"}` oder nach `;` schreiben
samourai-syntax-late-tag-help = alle Tags vor den ersten Zug setzen; ein Tag-Block nach den Zügen beginnt eine neue Partie
samourai-syntax-board-line = die Reihen eines eingebetteten Bretts beginnen in der Zeile nach `Board:`
samourai-syntax-board-line-label = Zeilenende erwartet
samourai-syntax-board-line-help = `Board:` allein in eine Zeile schreiben, dann die 11 Reihen, Reihe 11 zuerst
samourai-syntax-board-after-moves = ein Brett nach den Zügen
samourai-syntax-second-board = ein zweites Brett
samourai-syntax-board-place-label = nicht hier
samourai-syntax-board-place-help = einen einzigen `Board:`-Block angeben, vor dem ersten Zug

## Rules: replaying the moves

samourai-here = hier
samourai-board-help = ein Brett besteht aus 11 Reihen zu 11 Buchstaben, Reihe 11 zuerst: S Shiro (4 auf Reihe 1, 4 auf Reihe 11), A Anzen (f6), . Mekura (48), T Sonne, R Drache, W Ibis, K Schwert (je 16)
samourai-board-twice = die Partie gibt zwei Bretter an: ein `[Board]`-Tag und einen `Board:`-Block
samourai-board-twice-label = zweites Brett
samourai-board-twice-inline = eingebettetes Brett
samourai-board-twice-help = eines der beiden behalten
samourai-board-file-label = diese Datei
samourai-board-file-unread = die Brettdatei `{ $path }` kann nicht gelesen werden: { $reason }
samourai-board-file-unread-help = den Pfad einer Brettdatei mit 11 Zeilen angeben, oder einen eingebetteten `Board:`-Block
samourai-board-file-bad = die Brettdatei `{ $path }` beschreibt kein gültiges Brett: { $problems }
samourai-board-file-bad-help = `kifu validate --board { $path } RECORD` zeigt jeden Fehler der Datei; { $board }
samourai-board-file-problems-at = { $count ->
    [one] { $count } Fehler, in Zeile { $line }, Spalte { $column }
   *[other] { $count } Fehler, der erste in Zeile { $line }, Spalte { $column }
}
samourai-board-file-problems-line = { $count ->
    [one] { $count } Fehler, in Zeile { $line }
   *[other] { $count } Fehler, der erste in Zeile { $line }
}
samourai-board-file-problems-counts = { $count } Fehler in der Anzahl der Felder jeder Art
samourai-numbering-help = die Zeilen 1, 2, 3 … nummerieren, erst der Zug von Rot, dann der von Schwarz (`kifu fmt` nummeriert neu)
samourai-bad-position = die Stellung ist ungültig: { $reason }
samourai-bad-position-help = siehe grammar/samourai-position.ebnf; die Anfangsstellung ist `2b1b1b1b2/11/11/11/11/11/11/11/11/11/2r1r1r1r2 r * -`
samourai-ellipsis = `...` lässt den Zug von Rot in einer Zeile aus, aber Rot ist am Zug
samourai-ellipsis-label = Rot ist am Zug
samourai-ellipsis-help = `...` entfernen: es steht nur in einer Zeile, die mit dem Zug von Schwarz beginnt
samourai-bonus-without-anzen = nur eine Landung auf dem Anzen gibt einen zweiten Zug; { $square } ist nicht das Anzen
samourai-bonus-without-anzen-label = hier kein Bonuszug
samourai-bonus-without-anzen-help = die Antwort des Gegners als nächsten Zug schreiben, nicht nach `+`
samourai-bonus-missing = { $square } ist das Anzen, also zieht { $side } sofort noch einmal: der Bonuszug gehört in diesen Eintrag
samourai-bonus-missing-label = Anzen: noch einmal ziehen
samourai-bonus-missing-help = den Bonuszug mit `+` anschließen: `{ $entry } + <Bonuszug>`
samourai-game-over = die Partie ist schon zu Ende: { $outcome }
samourai-game-over-iki-zumari = nach dem Iki Zumari
samourai-game-over-draw = nach dem Remis
samourai-game-over-help = die Züge nach dem Ende der Partie entfernen
samourai-illegal = { $move }: { $reason }
samourai-illegal-still = { $move } zieht nicht: Start- und Zielfeld sind gleich, und ein Samurai zieht mindestens ein Feld weit
samourai-illegal-not-straight = { $move } ist keine gerade Linie: ein Samurai zieht entlang einer Reihe, einer Linie oder einer Diagonale
samourai-rule-game-over = die Partie ist zu Ende: { $outcome }
samourai-rule-no-samurai = auf { $square } steht kein Samurai
samourai-rule-not-your-samurai = der Samurai auf { $square } gehört dem Gegner
samourai-rule-straight-line = ein Samurai zieht in gerader Linie (Reihe, Linie oder Diagonale), mindestens ein Feld weit
samourai-rule-first-move = der erste Zug der Partie geht höchstens 7 Felder weit, nicht { $dist }
samourai-rule-distance = der Gegner hat { $announced } angesagt, also geht der Zug { $choices } Felder weit, nicht { $dist }
samourai-rule-symbol = das erste überquerte Feld muss das angesagte Symbol { $announced } tragen, aber { $square } ist { $found-square }
samourai-rule-occupied = { $square } ist von einem { $side-adj } Samurai besetzt
samourai-rule-anzen-once = dieser Spieler ist schon einmal auf dem Anzen gelandet; das geht nur einmal pro Partie
samourai-rule-shiro-protection = das würde den Gegner ins Iki Zumari bringen, während { $count } seiner Samurai auf seinen Shiro-Feldern stehen
samourai-label-game-over = Partie zu Ende
samourai-label-empty = { $square } ist leer
samourai-label-opponents = { $square } gehört { $side }
samourai-label-not-in-line = nicht auf einer Linie
samourai-label-distance = { $dist ->
    [one] { $dist } Feld
   *[other] { $dist } Felder
}
samourai-label-symbol = betritt zuerst { $square }, { $kind-phrase }
samourai-label-occupied = { $side } steht auf { $square }
samourai-label-anzen-used = { $side } hat das Anzen schon benutzt
samourai-label-shiro-protection = { $side } könnte { $answer } nicht beantworten
samourai-must = { $side } muss spielen: { $demand }
samourai-did-you-mean = { $side } muss spielen: { $demand }; meinten Sie { $moves }?
samourai-did-you-mean-more = { $side } muss spielen: { $demand }; meinten Sie { $moves } ({ $count } mögliche Züge insgesamt)?
samourai-short-answer-symbol = einen Zug als Antwort auf { $said }: { $choices } Felder, das erste überquerte Feld mit dem Symbol { $kind }
samourai-short-answer-free = einen Zug als Antwort auf { $said }: { $choices } Felder, in beliebiger Richtung
samourai-announced-distance = { $move } geht { $dist ->
    [one] { $dist } Feld
   *[other] { $dist } Felder
} weit, nicht { $written }
samourai-announced-distance-label = richtig wäre { $dist }
samourai-announced-kind = { $square } ist { $kind-phrase }, angesagt als { $written }
samourai-announced-kind-label = { $square } ist { $kind-phrase }
samourai-write = `{ $move }` schreiben

## Board descriptions (`Board:`, board files, `--board`)

samourai-board-bad-letter = '{ $letter }' ist kein Feldbuchstabe (S Shiro, A Anzen, . Mekura, T Sonne, R Drache, W Ibis, K Schwert)
samourai-board-rank-label = diese Reihe trägt die Nummer { $label }, aber die { $row }. Reihe von oben ist Reihe { $rank }
samourai-board-row-length = eine Reihe hat 11 Felder (Linien a–k); diese hat { $count }
samourai-board-rows = ein Brett hat 11 Reihen (Reihe 11 bis Reihe 1); dieses hat { $count }
samourai-board-count = ein Brett hat { $expected ->
    [one] { $expected } Feld vom Typ { $kind }
   *[other] { $expected } Felder vom Typ { $kind }
}; dieses hat { $count }
samourai-board-count-listed = ein Brett hat { $expected ->
    [one] { $expected } Feld vom Typ { $kind }
   *[other] { $expected } Felder vom Typ { $kind }
}; dieses hat { $count } ({ $squares })
samourai-board-anzen-centre = das Anzen ist das Mittelfeld f6, nicht { $square }
samourai-board-shiro-outside = Shiro-Felder liegen in den Lagern (Reihe 1 für Rot, Reihe 11 für Schwarz), nicht auf { $square }
samourai-board-camp = das Lager von { $side } (Reihe { $rank }) hat 4 Shiro-Felder; dieses hat { $count }
samourai-board-more = und { $count ->
    [one] { $count } weiterer Fehler
   *[other] { $count } weitere Fehler
} (diese zuerst beheben)
samourai-board-path-empty = der Pfad ist leer
samourai-board-path-absolute = die Brettdatei einer Partie wird relativ zum Ordner der Partie angegeben, nicht mit einem absoluten Pfad
samourai-board-path-up = `..` würde aus dem Ordner der Partie hinausführen
samourai-board-folder-unopened = der Ordner der Partie kann nicht geöffnet werden: { $error }
samourai-board-no-file = keine solche Datei im Ordner der Partie ({ $error })
samourai-board-link-out = es ist ein Link, der aus dem Ordner der Partie hinausführt
samourai-board-io = { $error }
samourai-board-not-file = es ist keine gewöhnliche Datei
samourai-board-too-long = sie ist { $size } Bytes lang, mehr als eine Brettdatei sein kann (höchstens { $limit } Bytes)
samourai-board-longer = sie ist mehr als { $limit } Bytes lang, mehr als eine Brettdatei sein kann
samourai-board-not-utf8 = sie ist kein UTF-8-Text
samourai-board-from-json = eine aus JSON gelesene Partie nennt keine Brettdatei
samourai-json-board-tag = das `Board`-Tag nennt eine Datei, die aus JSON nicht gelesen wird: die 11 Reihen des Bretts in `board` angeben

## Other texts: outcomes, pictures, moves

samourai-demand-first = den ersten Zug der Partie (1 bis 7 Felder, in beliebiger Richtung)
samourai-demand-bonus = den Bonuszug nach dem Anzen (beliebige Entfernung und Richtung)
samourai-demand-answer-symbol = als Antwort auf { $said }: { $choices } Felder, das erste überquerte Feld mit dem Symbol { $kind }
samourai-demand-answer-free = als Antwort auf { $said }: { $choices } Felder, in beliebiger Richtung
samourai-outcome-to-move = { $side } ist am Zug, { $demand }
samourai-outcome-iki-zumari = { $loser } ist im Iki Zumari: { $winner } gewinnt
samourai-outcome-draw = Remis: { $stuck } konnte { $other } nur ins Iki Zumari bringen, während 3 seiner Samurai auf Shiro stehen
samourai-outcome-loses = { $loser } ist im Iki Zumari und verliert; { $winner } gewinnt
samourai-outcome-drawn = { $stuck } konnte den Gegner nur ins Iki Zumari bringen, während 3 seiner Samurai auf Shiro stehen: Remis
samourai-status-names = Rot: { $red } - Schwarz: { $black }
samourai-status-outcome = { $outcome }.
samourai-status-side = { $side }: { $count } auf Shiro
samourai-status-side-anzen = { $side }: { $count } auf Shiro, Anzen benutzt
samourai-status-sides = { $red }; { $black }.


## moves: pictures (the ASCII board's legend, the viewers' results)

samourai-picture-legend = { $shiro } Shiro  { $anzen } Anzen  { $mekura } Mekura  { $sun }  { $dragon }  { $ibis }  { $sword }  R/B Samurai
samourai-picture-legend-symbol = { $letter } { $kind } ({ $said })
samourai-result-draw = Remis: { $stuck } konnte { $other } nur ins Iki Zumari bringen, während 3 seiner Samurai auf Shiro stehen

## sheets: printed forms
# The handwritten score sheet (`kifu sheet`).
samourai-sheet-side-left = Rot
samourai-sheet-side-right = Schwarz
samourai-sheet-field-1 = Brett
samourai-sheet-column-1 = Zug
samourai-sheet-column-2 = Felder
samourai-sheet-column-3 = Feld
samourai-sheet-help = Zug: von–nach (g1-k5), + für den Bonuszug nach Anzen. Feld: taiyō, ryū, washi, katana, ho bo, shiro, anzen.

## errors: position strings

samourai-position-fields = Samurai, Seite am Zug, Ansage, Anzen benutzt
samourai-position-not-a-samurai = '{ $letter }' ist weder ein Samurai ('r' Rot, 'b' Schwarz) noch eine Anzahl leerer Felder
samourai-position-side = die Seite am Zug ist 'r' oder 'b'
samourai-position-demand = die Ansage ist '*' (erster Zug), '+' (Bonuszug des Anzen) oder eine Entfernung und ein Feldbuchstabe T R W K S H, z. B. '3R'
samourai-position-anzen = wer das Anzen benutzt hat: '-', 'r', 'b' oder 'rb'
samourai-position-on-anzen = ein Samurai von { $side } steht auf dem Anzen ({ $square }), also hat { $side } es benutzt: das letzte Feld muss '{ $letter }' enthalten
samourai-setup-samurai-count = { $side } hat { $found } Samurai statt 4
samourai-setup-square-taken = auf { $square } stehen zwei Samurai
samourai-setup-bonus = ein Bonuszug steht nur zu, wenn die Seite am Zug gerade auf dem Anzen gelandet ist
samourai-setup-answer-anzen = „Anzen“ ist nie eine Ansage, auf die geantwortet wird (wer es erreicht, zieht noch einmal)
samourai-setup-distance = eine angesagte Entfernung ist 1 bis 10, nicht { $distance }
