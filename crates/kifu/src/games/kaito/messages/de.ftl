### kaito's messages in German (Project Fluent syntax). Ids start with `kaito-`.

## Terms: the game's nouns, with their grammar as attributes (.gender, cases …)

# Die Seiten, mit Namen (`Rot`); `.adjen`: die Farbe als Adjektiv nach Artikel im
# Plural (`die roten`, `keine roten`).
kaito-side-red = Rot
    .adjen = roten
kaito-side-black = Schwarz
    .adjen = schwarzen

# Was ein Plättchen zeigt (`.plural`; `.nom`, `.acc`: mit unbestimmtem Artikel).
kaito-kind-katana = Katana
    .plural = Katanas
    .gender = neuter
    .nom = ein Katana
    .acc = ein Katana
kaito-kind-kabuto = Kabuto
    .plural = Kabutos
    .gender = masculine
    .nom = ein Kabuto
    .acc = einen Kabuto
kaito-kind-mon1 = 1-Mon-Plättchen
    .plural = 1-Mon-Plättchen
    .gender = neuter
    .nom = ein 1-Mon-Plättchen
    .acc = ein 1-Mon-Plättchen
kaito-kind-mon2 = 2-Mon-Plättchen
    .plural = 2-Mon-Plättchen
    .gender = neuter
    .nom = ein 2-Mon-Plättchen
    .acc = ein 2-Mon-Plättchen
kaito-kind-mon3 = 3-Mon-Plättchen
    .plural = 3-Mon-Plättchen
    .gender = neuter
    .nom = ein 3-Mon-Plättchen
    .acc = ein 3-Mon-Plättchen

# Ein Plättchen: seine Farbe und was es zeigt (ohne Artikel).
kaito-piece-red-katana = rotes Katana
    .plural = rote Katanas
kaito-piece-red-kabuto = roter Kabuto
    .plural = rote Kabutos
kaito-piece-red-mon1 = rotes 1-Mon-Plättchen
    .plural = rote 1-Mon-Plättchen
kaito-piece-red-mon2 = rotes 2-Mon-Plättchen
    .plural = rote 2-Mon-Plättchen
kaito-piece-red-mon3 = rotes 3-Mon-Plättchen
    .plural = rote 3-Mon-Plättchen
kaito-piece-black-katana = schwarzes Katana
    .plural = schwarze Katanas
kaito-piece-black-kabuto = schwarzer Kabuto
    .plural = schwarze Kabutos
kaito-piece-black-mon1 = schwarzes 1-Mon-Plättchen
    .plural = schwarze 1-Mon-Plättchen
kaito-piece-black-mon2 = schwarzes 2-Mon-Plättchen
    .plural = schwarze 2-Mon-Plättchen
kaito-piece-black-mon3 = schwarzes 3-Mon-Plättchen
    .plural = schwarze 3-Mon-Plättchen

## Syntax: reading the sheet

kaito-syntax-entry-help = ein Eintrag ist das Zielfeld des Kaito, dazu wahlweise das geschlagene Plättchen und ein Tausch: `c2`, `c2 x bS`, `a6 x rH = H 3+2`
kaito-syntax-not-move-number = keine Zugnummer
kaito-syntax-move-number-help = schreiben Sie die Zugnummer mit Punkt (`12.`); die Felder reichen von a1 bis f6
kaito-syntax-not-square = kein Feld von a1 bis f6
kaito-syntax-tag-after-moves = eine Kopfzeile nach den Zügen
kaito-syntax-tag-after-moves-label = Kopfzeile nach den Zügen
kaito-syntax-tag-after-moves-help = schreiben Sie alle Kopfzeilen vor die Aufstellung und die Züge
kaito-syntax-duplicate = eine zweite Zeile `{ $line }`
kaito-syntax-duplicate-label = hier noch einmal angegeben
kaito-syntax-duplicate-first = hier zuerst angegeben
kaito-syntax-duplicate-help = eine Partie hat nur eine Zeile `{ $line }`; streichen Sie eine davon
kaito-syntax-too-late = die Zeile `{ $line }` steht nach den Zügen
kaito-syntax-too-late-help = schreiben Sie erst die Kopfzeilen, dann `Layout:` mit seinen sechs Reihen, dann `Kaito: <Feld>`, dann die Züge
kaito-layout-label = hier
kaito-layout-label-whole = in dieser Aufstellung
kaito-layout-help = die Aufstellung hat sechs Zeilen, Reihe 6 zuerst, jede mit sechs Plättchen für die Linien a-f (rS rH r1 r2 r3, bS bH b1 b2 b3, W); jede Farbe hat 7 S, 3 H, drei 1, zwei 2 und zwei 3, dazu kommen 2 W
kaito-layout-bad-token = '{ $token }' ist kein Plättchen (r oder b, dann S Katana, H Kabuto oder 1-3 Mons; oder W für Weiß)
kaito-layout-wrong-rank-label = diese Zeile ist Reihe { $expected }, trägt aber die Nummer { $found }
kaito-layout-wrong-length = Reihe { $rank } hat { $found } Plättchen, nicht 6 (Linien a-f)
kaito-layout-wrong-rank-count = die Aufstellung hat { $count } { $count ->
        [one] Reihe
       *[other] Reihen
    }, nicht 6 (Reihen 6 bis 1)
kaito-layout-count = { $found } { $found ->
        [one] { $piece }
       *[other] { $piece-plural }
    }, aber jede Farbe hat genau { $expected }
kaito-layout-white-count = { $count } { $count ->
        [one] weißes Plättchen
       *[other] weiße Plättchen
    }, aber das Spiel hat genau 2
kaito-syntax-bad-square = `{ $text }` ist kein Feld von a1 bis f6
kaito-syntax-square-expected = Feld erwartet
kaito-syntax-kaito-square-help = schreiben Sie, wo der Kaito beginnt, auf dem Feld eines der beiden weißen Plättchen: `Kaito: c5`
kaito-syntax-no-kaito-square = nach `Kaito:` fehlt das Startfeld des Kaito
kaito-syntax-expected-buy = nach `=` fehlt, was zurückgekauft wird: H (Kabuto) oder S (Katana)
kaito-syntax-expected-buy-label = H oder S erwartet
kaito-syntax-expected-payment = es fehlen die bezahlten Mon-Plättchen: ihre Werte, 1 bis 3, mit `+` verbunden
kaito-syntax-expected-payment-label = Bezahlung erwartet
kaito-syntax-exchange-help = schreiben Sie einen Tausch als `= H 3+2` (ein Kabuto für 5 Mons oder mehr) oder `= S 2+2` (ein Katana für 4 Mons oder mehr)
kaito-syntax-found-end-of-line = das Zeilenende
kaito-syntax-found-comment = ein Kommentar (ein Kommentar kann nicht mitten in einem Eintrag stehen: setzen Sie ihn dahinter)
kaito-syntax-found-next-entry = der nächste Eintrag
kaito-syntax-found-text = `{ $text }`
kaito-syntax-expected-token = nach `x` fehlt das geschlagene Plättchen; gefunden: { $found }
kaito-syntax-expected-token-label = Plättchen erwartet
kaito-syntax-expected-token-help = ein Plättchen ist r oder b, dann S (Katana), H (Kabuto) oder 1-3 (Mons): `c2 x bS`

## Rules: replaying the moves

# Aufbau.
kaito-position-and-layout = eine Partie beginnt entweder mit einer Kopfzeile `[Position]` oder mit einer Aufstellung und dem Feld des Kaito, nicht mit beidem
kaito-position-and-layout-label = die Aufstellung steht auch hier
kaito-position-and-layout-related = die Position steht hier
kaito-position-and-layout-help = behalten Sie die Kopfzeile `[Position]` oder den Block `Layout:` mit der Zeile `Kaito:`
kaito-first-contradicts = `[First "{ $written }"]` widerspricht der Position, in der { $side } am Zug ist
kaito-first-contradicts-label = hier zieht { $side } zuerst
kaito-first-contradicts-related = die Position
kaito-first-contradicts-help = schreiben Sie `[First "{ $side }"]` oder streichen Sie die Kopfzeile (die Position sagt, wer zieht)
kaito-bad-position = die Position ist ungültig: { $reason }
kaito-bad-position-label = hier
kaito-bad-position-help = siehe grammar/kaito-position.ebnf, z. B. `5rS/bH1rS1r11/6/2*3/3bS1rH/2b13 r 23 H`
kaito-missing-layout = die Partie hat keinen Block `Layout:`
kaito-missing-layout-label = Aufstellung in dieser Partie erwartet
kaito-missing-layout-help = schreiben Sie nach den Kopfzeilen `Layout:` und die sechs Reihen der Plättchen, wie sie ausgelegt wurden, Reihe 6 zuerst: `6 rS b1 r2 bH rS b3` (oder geben Sie eine Kopfzeile `[Position "…"]` an)
kaito-missing-kaito = die Partie hat keine Zeile `Kaito:`
kaito-missing-kaito-label = `Kaito: <Feld>` in dieser Partie erwartet
kaito-missing-kaito-help-squares = schreiben Sie nach der Aufstellung, wohin der zweite Spieler den Kaito gesetzt hat: `Kaito: { $first }` oder `Kaito: { $second }` (die Felder der weißen Plättchen)
kaito-missing-kaito-help = schreiben Sie nach der Aufstellung, wohin der zweite Spieler den Kaito gesetzt hat, auf das Feld eines der weißen Plättchen: `Kaito: c5`
kaito-bad-kaito-square-label = kein Feld eines weißen Plättchens
kaito-bad-kaito-square-help = meinten Sie `Kaito: { $first }` oder `Kaito: { $second }`?
kaito-missing-first = die Partie sagt nicht, wer beginnt
kaito-missing-first-label = `[First "Rot"]` oder `[First "Schwarz"]` erwartet
kaito-missing-first-help = fügen Sie eine Kopfzeile `[First "Rot"]` oder `[First "Schwarz"]` hinzu: der Kaito zeigt zu Beginn die Farbe dieses Spielers
kaito-bad-first = `{ $written }` ist keine Spielerfarbe
kaito-bad-first-label = Rot oder Schwarz erwartet
kaito-bad-first-help = schreiben Sie `[First "Rot"]` oder `[First "Schwarz"]` (`red`/`black` und `rouge`/`noir` gehen auch)
kaito-setup-not-a-white-square = der Kaito beginnt auf dem Feld eines weißen Plättchens ({ $first }, { $second }), nicht auf { $square }
kaito-setup-too-many = { $found } { $found ->
        [one] { $piece }
       *[other] { $piece-plural }
    } auf dem Brett und unter den geschlagenen, aber das Spiel hat { $max }
kaito-setup-both-lost = beiden Spielern fehlt ihr letzter Kabuto oder ihr letztes Katana; nur einer von ihnen kann verloren haben

# Die Hilfe der Warnung zur Nummerierung, je nachdem, wer beginnt.
kaito-numbering-help-red = nummerieren Sie die Zeilen 1, 2, 3 …, erst der Eintrag von Rot, dann der von Schwarz (`kifu fmt` nummeriert neu)
kaito-numbering-help-black = nummerieren Sie die Zeilen 1, 2, 3 …, erst der Eintrag von Schwarz, dann der von Rot (`kifu fmt` nummeriert neu)

# Die Regeln, gegen die ein Zug verstößt.
kaito-rule-game-over = die Partie ist schon zu Ende ({ $outcome })
kaito-rule-stands-still = der Kaito steht schon auf { $at }; er muss ziehen
kaito-rule-not-orthogonal = der Kaito auf { $from } zieht nur senkrecht oder waagerecht, und { $to } liegt weder auf seiner Linie noch auf seiner Reihe
kaito-rule-empty-destination = { $at } ist leer; der Kaito muss seinen Zug auf einem Plättchen beenden
kaito-rule-second-exchange = pro Zug ist nur ein Mon-Tausch erlaubt
kaito-rule-exchange-after-end = das Schlagen hat die Partie gerade beendet ({ $outcome }), also kann kein Tausch mehr folgen
kaito-rule-not-held-by-opponent = der Gegner hat keine { $buy-plural } des Spielers am Zug, also gibt es nichts zurückzukaufen
kaito-rule-mon-not-held = { $paid } { $mons }-Mon-Plättchen des Gegners bezahlt, aber der Spieler am Zug hat { $held }
kaito-rule-exchange-too-cheap = { $paid } { $paid ->
        [one] Mon
       *[other] Mons
    } bezahlt, aber { $buy-nom } kostet mindestens { $price } Mons
kaito-rule-ellipsis = `...` lässt den Eintrag von { $first } aus, aber { $first } muss hier ziehen
kaito-rule-ellipsis-label = hier zieht { $first }
kaito-rule-ellipsis-help = streichen Sie `...` und schreiben Sie an seiner Stelle den Eintrag von { $first }

# Beschriftungen und Hilfen der Regelprobleme.
kaito-game-over-label = die Partie ist vor diesem Eintrag zu Ende
kaito-game-over-help = streichen Sie diesen Eintrag und alles danach, oder prüfen Sie die Züge davor
kaito-empty-destination-label = hier liegt kein Plättchen
kaito-not-orthogonal-label = weder auf der Reihe noch auf der Linie des Kaito
kaito-stands-still-label = der Kaito muss ziehen
kaito-cannot-move-help = der Kaito kann nirgendwohin ziehen
kaito-did-you-mean-squares = meinten Sie { $options }? ({ $side } zieht den Kaito von { $from })
kaito-or-two = { $first } oder { $last }
kaito-or-more = { $first }, { $rest }
kaito-wrong-capture = auf { $square } liegt { $actual } ({ $actual_piece }), nicht { $written } ({ $written_piece })
kaito-wrong-capture-label = hier liegt { $actual }
kaito-wrong-capture-help = schreiben Sie `{ $square } x { $actual }`
kaito-wrong-capture-help-or = schreiben Sie `{ $square } x { $actual }`, oder meinten Sie { $options }?
kaito-holds-no-mons = { $mover } hat keine { $opponent-adjen } Mon-Plättchen
kaito-holds-mons = { $mover } hat die { $opponent-adjen } Mon-Plättchen { $tokens } ({ $total } { $total ->
        [one] Mon
       *[other] Mons
    })
kaito-exchange-second-label = ein zweiter Tausch
kaito-exchange-over-label = die Partie ist schon zu Ende
kaito-exchange-not-held-label = nicht beim Gegner
kaito-exchange-more-than-held-label = mehr als vorhanden
kaito-exchange-too-few-label = zu wenige Mons
kaito-exchange-second-help = nur ein Tausch pro Zug: machen Sie den anderen in einem späteren Zug
kaito-exchange-after-end-help = streichen Sie den Tausch: die Partie endete mit dem Schlagen (RULES.md: die Niederlage wird vor jedem Tausch geprüft)
kaito-exchange-did-you-mean = { $holding }; meinten Sie `= { $exchange }`?
kaito-exchange-none-held = { $holding }; { $opponent } hat keine { $buy-plural } von { $mover }
kaito-exchange-not-enough = { $holding }: nicht genug für { $buy-acc } ({ $price } Mons)

## Other texts: outcomes, pictures, moves

kaito-outcome-last-kabuto = { $winner } gewinnt: { $loser } hat den letzten Kabuto verloren
kaito-outcome-last-katana = { $winner } gewinnt: { $loser } hat das letzte Katana verloren
kaito-outcome-kaito-stuck = { $winner } gewinnt: { $loser } konnte den Kaito nicht mehr ziehen


## moves: pictures (the status lines under the board, `kifu moves`)

kaito-picture-names = Rot: { $red }    Schwarz: { $black }
kaito-picture-won-last-kabuto = { $winner } gewinnt: { $loser } hat keinen Kabuto mehr.
kaito-picture-won-last-katana = { $winner } gewinnt: { $loser } hat kein Katana mehr.
kaito-picture-won-kaito-stuck = { $winner } gewinnt: { $loser } kann den Kaito nicht ziehen.
kaito-picture-turn = { $side } am Zug (der Kaito auf { $square } zeigt { $shows ->
    [red] Rot
   *[black] Schwarz
}).
kaito-picture-holds-nothing = { $side } hat erbeutet: nichts
kaito-picture-holds = { $side } hat erbeutet: { $tokens } ({ $mons } { $mons ->
    [one] Mon
   *[other] Mons
})

## sheets: printed forms
# The handwritten score sheet (`kifu sheet`).
kaito-sheet-side-left = Rot
kaito-sheet-side-right = Schwarz
kaito-sheet-field-1 = Beginn
kaito-sheet-field-2 = Aufbau
kaito-sheet-column-1 = Nach
kaito-sheet-column-2 = Geschlagen
kaito-sheet-column-3 = Tausch
kaito-sheet-help = Nach: das Feld, auf das der Kaito zieht. Geschlagen: der genommene Stein (rS, bH, r1…). Tausch: = H 3+2.

## errors: position strings

kaito-position-fields = Brett, Seite am Zug, Schlagbeute von Rot, Schlagbeute von Schwarz
kaito-position-not-captured = '{ $letter }' ist kein geschlagenes Plättchen (S, H, 1, 2, 3, oder '-' für keines)
kaito-position-kaito-twice = der Kaito ist zweimal markiert
kaito-position-at-alone = auf '@' (der Kaito auf einem Plättchen) muss ein Plättchen folgen
kaito-position-token-kind = auf '{ $letter }' muss S, H, 1, 2 oder 3 folgen (das Plättchen)
kaito-position-not-a-token = '{ $letter }' ist weder ein Plättchen (r oder b, dann S, H, 1-3) noch der Kaito ('*' oder '@' vor einem Plättchen) noch eine Anzahl leerer Felder
kaito-position-no-kaito = das Brett zeigt den Kaito nicht ('*', oder '@' vor einem Plättchen)
kaito-position-side = die Seite am Zug ist 'r' oder 'b'
