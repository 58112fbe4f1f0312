### kifu's own words in German, shared by every game (Project Fluent syntax).
### Each game's messages are in its folder: games/<game>/messages/de.ftl.

## Lists

list-comma = {", "}
list-and = {" und "}

## Diagnostics: the label of text skipped to recover

skipped = übersprungen

## Counts

record-count = { $count ->
    [one] 1 Partie
   *[other] { $count } Partien
}

## Diagnostics of every game: record, header, tags, numbering (cli-core)


## Outcomes: how a record stands (cli-core)


## Command line: summaries, usage, files, moves, JSON (cli-core)


## Terminal viewer (view)

viewer-not-a-terminal = kifu replay zeichnet in einem Terminal, und die Standardausgabe ist keines; um eine Stellung zu sehen, `kifu show DATEI --ply N`, um eine Partie zu teilen, `kifu show DATEI --format html -o partie.html`
viewer-no-record = die Eingabe enthält keine Partie
viewer-cannot-show = { $file }: Partie { $number } kann nicht gezeigt werden
viewer-no-point = Partie { $number } hat keine Stellung in Runde { $round }, Zug { $ply }
viewer-last = (letzte)
viewer-record = Partie { $number }
viewer-headline-more = { $message } (und { $more ->
    [one] { $more } weiterer Fehler
   *[other] { $more } weitere Fehler
})
viewer-title = kifu replay · { $record }
viewer-title-keys = ? Tasten  q beenden
viewer-no-replay = Diese Partie lässt sich nicht nachspielen.
viewer-no-picture = kein Bild an dieser Stelle
viewer-moves = Züge
viewer-tags = Angaben
viewer-round-heading = ── Runde { $round } ──
viewer-at-start = Runde { $round }, Anfang
viewer-at-ply = Runde { $round }, Zug { $ply }: { $move }
viewer-no-position = keine Stellung
viewer-stops-here = die Partie endet hier (siehe die Meldung)
viewer-stops-at = ein Fehler beendet die Partie in Runde { $round }, Zug { $ply } (Ende springt dorthin)
viewer-flipped = gedreht
viewer-go-to = zu Zug: { $typed }▏ (Eingabe)
viewer-too-small = das Terminal vergrößern, um das ganze Brett zu sehen; ? Hilfe
viewer-keys = ←/→ Zug  ↑/↓ Runde  Pos1/Ende  g N zu Zug  p Partien  ? Hilfe  q beenden
viewer-no-sides = der Tisch von { $game } hat keine Seiten: f dreht ihn nicht um
viewer-ply-range = diese Runde geht von Zug 0 bis Zug { $last }
viewer-pick = Partie wählen (↑/↓, Eingabe)
viewer-help-title = Tasten (jede Taste schließt)
viewer-help-next = →  l          nächster Zug
viewer-help-previous = ←  h          vorheriger Zug
viewer-help-next-round = ↓  Bild↓      nächste Runde
viewer-help-previous-round = ↑  Bild↑      vorherige Runde (oder Anfang dieser Runde)
viewer-help-ends = Pos1 / Ende   Anfang / Ende der Partie
viewer-help-go-to = g N Eingabe   zu Zug N dieser Runde
viewer-help-flip = f             Brett drehen (von der anderen Seite sehen)
viewer-help-pick = p             eine andere Partie der Datei wählen
viewer-help-help = ?             diese Hilfe
viewer-help-quit = q  Esc        beenden


## HTML page (view)

page-picker = Partie
page-first = Anfang (Pos1)
page-previous = Vorheriger Zug (←)
page-next = Nächster Zug (→)
page-last = Ende (Ende)
page-flip = Brett drehen (f)
page-keys = Tasten: ← → ein Zug, ↑ ↓ eine Runde, Pos1, Ende. Die Adresse folgt der Stellung: kopieren Sie sie, um auf diese Stelle zu verweisen.
page-keys-flip = Tasten: ← → ein Zug, ↑ ↓ eine Runde, Pos1, Ende, f dreht das Brett. Die Adresse folgt der Stellung: kopieren Sie sie, um auf diese Stelle zu verweisen.
page-needs-script = Diese Seite braucht JavaScript, um die Partie durchzugehen.
page-no-replay = ⚠ Diese Partie lässt sich nicht nachspielen: { $message } (siehe die Meldung unten).
page-mistake = ⚠ Diese Partie enthält einen Fehler: { $message }. Das Nachspielen endet in Runde { $round }, Zug { $ply }: { $link }.
page-mistake-link = zu Runde { $round }, Zug { $ply } gehen und die Meldung sehen
page-round = Runde { $round }
page-start = Anfang
page-played = { $side } spielte { $move }
page-where = Runde { $round }, Zug { $ply }
page-no-sides = der Tisch von { $game } hat keine Seiten: es gibt nichts zu drehen.


## Sheets (view)


## Scanning photos: kifu::scan (kam-syntax)
