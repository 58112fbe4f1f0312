### kifu's own words in German, shared by every game (Project Fluent syntax).
### Each game's messages are in its folder: games/<game>/messages/de.ftl.

## Lists

list-comma = {", "}
list-and = {" und "}

## Diagnostics: the label of text skipped to recover

skipped = übersprungen

# Text a game's parser could not read (`<game>::syntax::unexpected`): `what` says what it is not.

## Counts

record-count = { $count ->
    [one] 1 Partie
   *[other] { $count } Partien
}

## Diagnostics of every game: record, header, tags, numbering (cli-core)
record-invalid-utf8 = die Datei ist kein gültiges UTF-8 (ungültiges Byte an Position { $offset })
record-invalid-utf8-label = kein UTF-8
record-invalid-utf8-help = das Partieformular als UTF-8 speichern (die meisten Editoren bieten es unter „Speichern unter… / Kodierung“ an)
record-duplicate-tag = die Angabe `{ $key }` steht zweimal da
record-duplicate-tag-label = hier erneut angegeben
record-duplicate-tag-first = hier zuerst angegeben
record-duplicate-tag-help = eine der beiden Angaben behalten und die andere löschen
record-tag-expected-key = nach `[` wird ein Angabenname (Buchstaben, Ziffern, `_`) erwartet
record-tag-expected-close = `]` wird erwartet, um die Angabe zu schließen
record-tag-expected-value = der Wert wird in geraden Anführungszeichen erwartet
record-tag-unknown-escape = unbekanntes Escape: in einem Wert sind nur `\"` und `\\` erlaubt
record-tag-unclosed-quote = dieses Anführungszeichen wird auf seiner Zeile nie geschlossen
record-bad-tag = fehlerhafte Angabe: { $what }, gefunden wurde { $found }
record-bad-tag-in = in dieser Angabe
record-bad-tag-help = eine Angabe als `[Schlüssel "Wert"]` auf einer Zeile schreiben, z. B. `[White "Ada"]`; innerhalb der Anführungszeichen \" für ein Anführungszeichen und \\ für einen Rückstrich schreiben
record-unclosed-comment = dieser Kommentar wird nie geschlossen
record-unclosed-comment-label = Kommentar hier geöffnet, es folgt keine `{"}"}`
record-unclosed-comment-help = den Kommentar mit `{"}"}` schließen (Kommentare lassen sich nicht verschachteln; `;` leitet einen Kommentar bis zum Zeilenende ein)
record-tag-after-moves = eine Angabe nach den Zügen
record-tag-after-moves-label = Angabe nach den Zügen
record-found-token = `{ $token }`
record-found-end-of-line = das Zeilenende
record-found-end-of-record = das Ende des Partieformulars
record-unexpected = unerwartetes `{ $token }`: { $what }
record-unexpected-label = nicht verstanden
record-move-number = Zugnummer { $written }, aber dies ist Zug { $expected }
record-move-number-label = { $expected } erwartet
record-move-number-run = { $help }; { $more ->
        [one] die nächste Zugnummer folgt daraus und ist ebenfalls
       *[other] die nächsten { $more } Zugnummern folgen daraus und sind ebenfalls
    } um { $by } zu { $way ->
        [high] hoch
       *[low] niedrig
    }
import-place = { $record ->
        [0] {""}
       *[other] Partie { $record }{ $round ->
            [0] {""}
           *[other] {", "}
        }
    }{ $round ->
        [0] {""}
       *[other] Runde { $round }
    }{ $ply ->
        [0] {""}
       *[other] { $record ->
            [0] { $round ->
                [0] {""}
               *[other] {", "}
            }
           *[other] {", "}
        }Zug { $ply }
    }
import-note = { $place }: { $message }
import-serde = { $error }
import-does-not-replay = das aus diesen Zügen geschriebene Partieformular lässt sich nicht nachspielen: { $problem }


## Outcomes: how a record stands (cli-core)
outcome-nothing = {""}
outcome-not-checked = Ergebnis nicht geprüft
outcome-samourai-not-replayed = nicht nachgespielt: das Brett ist ungültig
outcome-kaito-not-set-up = die Partie konnte nicht aufgebaut werden
outcome-several = { $first }; { $rest }
outcome-comma = { $first }, { $rest }
outcome-kamisado-match-won = { $winner } gewinnt die Partie { $won }-{ $lost } (Schwarz { $black }, Weiß { $white })
outcome-kamisado-round-over = Runde { $round } ist vorbei; { $winner } wählt das Auffüllen (von links oder von rechts) für Runde { $next }
outcome-kamisado-pushed = Runde { $round }: { $side } wurde zurückgestoßen und passt (den gestoßenen Zug eintragen)
outcome-kamisado-any-tower = Runde { $round }: { $side } am Zug, ein beliebiger Turm
outcome-kamisado-to-move = Runde { $round }: { $side } am Zug, zu ziehen ist { $tower }
outcome-kamisado-to-move-blocked = Runde { $round }: { $side } am Zug, zu ziehen ist { $tower }, der blockiert ist (0)
outcome-kaito-to-move = { $side } am Zug
outcome-kasane-score = { $player } { $total }
outcome-kasane-won = { $winners } gewinnt ({ $scores })
outcome-kasane-shared = geteilter Sieg: { $winners } ({ $scores })
outcome-kasane-deal = Runde { $round }: zu verteilen
outcome-kasane-play = { $player } am Zug (Runde { $round })


## Command line: summaries, usage, files, moves, JSON (cli-core)

cli-validate-summary = { $records ->
        [one] { $records } Partie
       *[other] { $records } Partien
    }: { $valid } gültig (davon { $unfinished } unvollendet), { $invalid } ungültig; { $plies ->
        [one] { $plies } Zug
       *[other] { $plies } Züge
    }; { $mb } MB in { $secs } s ({ $rate } MB/s)
cli-validate-record = { $file }{ $record ->
        [0] {""}
       *[other] {" "}(Partie { $record })
    }: { $valid ->
        [yes] gültig
       *[no] UNGÜLTIG
    } ({ $status ->
        [finished] beendet
       *[unfinished] unvollendet
    }, { $plies ->
        [one] { $plies } Zug
       *[other] { $plies } Züge
    }{ $errors ->
        [0] {""}
        [one] , 1 Fehler
       *[other] , { $errors } Fehler
    }){ $after }
cli-validate-after = {" "}— { $summary }
cli-validate-stopped = das Nachspielen hielt in Zeile { $line }, Spalte { $column } an; nichts danach wurde geprüft
cli-validate-guessed = { $not_checked }: ab Zeile { $line }, Spalte { $column } wurde mit einer Korrektur weitergespielt, die die folgenden Züge nicht bestätigen
cli-kifu-json = dies ist kifus JSON-Form einer { $game }-Partie, kein Partieformular
cli-kifu-json-label = JSON
cli-kifu-json-help = `kifu convert { $file } --to { $game }` schreibt sie als Partieformular zurück, das `kifu validate` prüft
cli-error = Fehler: { $error }
cli-error-in = Fehler: { $file }: { $error }
cli-io = { $path } kann nicht gelesen oder geschrieben werden
cli-io-cause = { $kind ->
        [not-found] Datei oder Verzeichnis nicht gefunden
        [permission-denied] Zugriff verweigert
        [is-a-directory] das ist ein Verzeichnis
        [already-exists] die Datei existiert bereits
        [storage-full] kein Platz mehr auf dem Datenträger
       *[other] { $os }
    }
cli-invalid = die Eingabe ist ungültig
cli-cannot-read = { $file } kann nicht gelesen werden: { $cause }
cli-cannot-read-help = den Pfad und seine Zugriffsrechte prüfen
cli-refusal = --{ $flag } { $given }: dieses Spiel kennt { $known }
cli-no-record = { $file } enthält keine Partie: { $why ->
        [empty] die Datei ist leer
        [comments] sie enthält nur Kommentare
       *[either] sie ist leer oder enthält nur Kommentare
    }
cli-no-record-label = hier keine Partie
cli-no-record-help = ein Partieformular beginnt mit seinen Angaben, etwa `[Game "Kamisado"]`, dann folgen die Züge
cli-no-record-file = keine Partiedatei im Verzeichnis { $dir } (*.{ $extensions })
cli-no-record-file-help = die Partiedateien selbst angeben oder ein Verzeichnis, das welche enthält
cli-unknown-game = es ist nicht zu erkennen, zu welchem Spiel diese Partie gehört
cli-unknown-game-label = keine [Game]-Angabe
cli-unknown-game-help = eine Angabe wie `[Game "Kamisado"]` hinzufügen, die Datei *.kamisado nennen oder --game kamisado angeben
cli-replay-stopped = { $file }: das Nachspielen hielt in Zeile { $line }, Spalte { $column } an; es folgt die letzte davor erreichte Stellung
cli-not-valid = { $file }: die Eingabe ist ungültig (siehe oben)
cli-holds-no-record = { $file } enthält keine Partie
cli-record-out-of-range = --record { $n }: { $file } enthält { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    }
cli-fmt-does-not-parse = Fehler: { $file } lässt sich nicht lesen; nichts wurde geändert
cli-fmt-does-not-replay = Fehler: { $file } lässt sich nicht nachspielen; nichts wurde geändert
cli-fmt-does-not-replay-see-above = Fehler: { $file } lässt sich nicht nachspielen (siehe oben); nichts wurde geändert
cli-fmt-written-all-the-same = Fehler: { $file } lässt sich nicht nachspielen (siehe oben); das Layout wurde trotzdem geschrieben
cli-fmt-not-canonical = { $file } ist nicht im kanonischen Layout (`kifu fmt --write { $file }` ausführen)


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


## moves: pictures (captions under the boards, `kifu moves`' headings)

picture-caption-after = nach { $unit } { $n } ({ $side }: { $written })
picture-unit-ply = Zug
picture-unit-move = Zug
picture-unit-turn = Zug
moves-heading-moves = { $point }; { $count ->
    [one] { $count } legaler Zug
   *[other] { $count } legale Züge
}
moves-heading-turns = { $point }; { $count ->
    [one] { $count } legaler Zug
   *[other] { $count } legale Züge
}
moves-after-move = nach Zug { $n }: { $outcome }
moves-after-turn = nach Zug { $n }: { $outcome }
# A ply in the viewer's move list: who played it and what.
viewer-played = { $side }: { $written }
# A JSON move's `written` that is not the move: the note of the import.
import-written-empty = `written` ist leer: stattdessen wird `{ $instead }` geschrieben
import-written-disagrees = `written` lautet `{ $given }`, das ist nicht dieser Zug: stattdessen wird `{ $instead }` geschrieben

## sheets: printed forms
# The blank score sheets (`kifu sheet`, `kifu::sheet`): the words every sheet prints.
sheet-title = { $game } — Partieprotokoll
# A field's label, before the line to write on (`Event:`).
sheet-label = { $label }:
sheet-event = Turnier
sheet-date = Datum
sheet-place = Ort
sheet-round = Runde
sheet-round-number = Runde { $number }
sheet-score = Stand
sheet-result = Ergebnis
sheet-signatures = Unterschriften
# `kifu sheet`'s usage errors.
cli-sheet-ticks-kamisado-only = das Ankreuz-Protokoll gibt es nur für Kamisado: --game kamisado angeben
cli-sheet-pages-need-files = mehrere Seiten als { $format } brauchen Dateien: -o DATEI.{ $ext } angeben

## errors: requests the library refuses, position strings (GameError, PositionError)

usage-unsupported = { $game } hat { $kind ->
        [lang] keine Sprache
        [style] keinen Stil
       *[variant] keine Variante
    } { $given }: bekannt sind { $known }
usage-no-record = die Eingabe enthält keine Partie
usage-json-write = JSON kann nicht geschrieben werden: { $error }
usage-json-read = JSON kann nicht gelesen werden: { $error }
usage-no-position-strings = { $game } hat keine Stellungszeichenketten
usage-no-setup-file = { $game } nimmt keine Aufstellungsdatei
usage-not-replayed = die Partie konnte nicht nachgespielt werden
usage-no-ply = Runde { $round } hat keinen Zug { $ply }: --ply geht von 0 bis { $last }
usage-no-round = es gibt keine Runde { $round }: die Partie hat die Runden 1 bis { $last }
usage-round-plies = Runde { $round } hat { $plies ->
        [one] { $plies } Zug
       *[other] { $plies } Züge
    }; --ply geht von 0 bis { $plies }
usage-round-turns = Runde { $round } hat { $turns ->
        [one] { $turns } Spielzug
       *[other] { $turns } Spielzüge
    }; --ply geht von 0 bis { $turns }
usage-one-game = eine Partie { $game } besteht aus einem Spiel: es gibt keine Runde { $round }
usage-no-such-ply = es gibt keinen { $unit ->
        [turn] Spielzug
       *[move] Zug
    } { $ply }: die Partie hat { $plies } { $unit ->
        [turn] { $plies ->
            [one] Spielzug
           *[other] Spielzüge
        }
       *[move] { $plies ->
            [one] Zug
           *[other] Züge
        }
    }
usage-generated-unread = eine erzeugte Partie lässt sich nicht zurücklesen: { $error }
usage-not-set-up = die Partie konnte nicht aufgebaut werden
usage-json-not-set-up = eine Partie konnte für JSON nicht aufgebaut werden
position-bad = ungültige Stellungszeichenkette: { $reason } (bei Byte { $at })
position-fields = eine Stellung hat { $min } durch Leerzeichen getrennte Felder ({ $names }); gefunden: { $found }
position-fields-between = eine Stellung hat { $min } bis { $max } durch Leerzeichen getrennte Felder ({ $names }); gefunden: { $found }
position-rank-too-long = Reihe { $rank } hat mehr als { $size } Felder
position-ranks = das Brett hat { $size } durch '/' getrennte Reihen, gefunden: { $found }
position-empty-count = leere Felder werden von 1 bis { $size } gezählt
position-rank-length = Reihe { $rank } hat { $found } Felder statt { $size }


## errors: command line

cli-which-game = es ist nicht zu erkennen, zu welchem Spiel { $name } gehört: fügen Sie eine Kennung [Game "…"] hinzu, verwenden Sie die Dateiendung (.{ $extensions }) oder geben Sie --game an
cli-setup-too-big = --{ $flag } { $path }: mehr als { $limit } Bytes; eine Aufstellungsdatei besteht aus wenigen kurzen Zeilen
cli-setup-not-utf8 = --{ $flag } { $path }: kein UTF-8-Text
cli-setup-refused = --{ $flag } { $path }: { $error }
cli-setup-invalid = --{ $flag } { $path }: keine gültige Aufstellungsdatei (ihre Probleme stehen oben)
cli-not-an-option = --{ $flags } ist keine Option von { $game }
cli-not-json = { $file } ist kein JSON: es ist bereits Notation; verwenden Sie `kifu fmt`, um es neu zu schreiben
cli-already-json = Fehler: { $file } ist bereits JSON
cli-bad-json = Fehler: { $file } ist kein gültiges JSON: { $error }
cli-bad-json-record = Fehler: { $file }: Partie { $record } ist kein gültiges JSON: { $error }
cli-import-note = { $level ->
        [warning] Warnung
       *[error] Fehler
    }: { $file }: Partie { $record }{ $item ->
        [0] {""}
       *[other] , Element { $item }
    }{ $placed ->
        [yes] , { $within }
       *[no] {""}
    }: { $message }
cli-no-threads = { $threads } Threads können nicht gestartet werden: { $error }
cli-overwrite-input = die Eingabe { $path } wird nicht mit der Ausgabe überschrieben; wählen Sie ein anderes -o oder fügen Sie --force hinzu
cli-position-games = die Stellungszeichenkette passt zu { $games }: geben Sie --game an
cli-position = --position: { $error }
cli-perft-done = perft { $depth } in { $secs } s ({ $rate } M Blätter/s)
cli-no-flip = der Tisch von { $game } hat keine Seiten zum Umdrehen: lassen Sie --flip weg
cli-dpi = --dpi { $dpi }: wählen Sie einen Wert von 10 bis 1200
cli-raster-svg = das SVG kann nicht gelesen werden: { $error }
cli-raster-dpi = { $dpi } dpi liegt außerhalb des Bereichs
cli-raster-size = ein Bild von { $width } × { $height } Pixeln kann nicht gezeichnet werden
cli-raster-png = das PNG kann nicht geschrieben werden: { $error }
cli-raster-pdf = das PDF kann nicht geschrieben werden: { $error }
cli-binary-terminal = ein PNG oder PDF gehört nicht ins Terminal: fügen Sie -o DATEI hinzu oder leiten Sie die Ausgabe um
cli-several = { $file } enthält { $total } Partien: wählen Sie eine mit --record N{ $list }
cli-several-item = { $number }. { $players }: { $result }
cli-several-more = … und { $more } weitere (Partien { $from } bis { $total })
cli-players-not-named = Spieler nicht genannt
cli-result-not-checked = Ergebnis nicht geprüft: die Partie lässt sich nicht nachspielen
cli-result-unfinished = unvollendet: { $outcome }
cli-json-error = { $line ->
        [0] `{ $detail }`
       *[other] `{ $detail }` in Zeile { $line }, Spalte { $column }
    }


## errors: kifu scan

scan-unknown-match = unbekannte Partielänge `{ $given }`: wählen Sie simple, standard, long oder marathon
scan-photo-unread = das Foto { $path } kann nicht gelesen werden: { $cause }
scan-overlay-unwritten = die Überlagerung { $path } kann nicht geschrieben werden: { $cause }
scan-image-io = { $cause }
scan-image-format = kein lesbares Bild (`{ $cause }`)
scan-record-name = <gescannte Partie>


## errors: the label of a diagnostic's help line

diagnostic-help-label = Hilfe:


## i18n: import
# A JSON record that is not one of the game's model (`kifu convert --to GAME`): `game` is
# the game's name in JSON (`kaito`), `error` serde_json's own words, `kind` a JSON type.
import-not-an-object = keine JSON-Partie von kifu für { $game }: eine Partie ist ein Objekt, dies ist { $kind ->
        [null] `null`
        [boolean] ein Wahrheitswert
        [number] eine Zahl
        [string] eine Zeichenkette
        [array] eine Liste
       *[object] ein Objekt
    }
import-other-game = dies ist eine Partie von `{ $given }`, nicht von { $game }: konvertieren Sie sie mit `--to { $given }`
import-not-a-move = kein Zug einer JSON-Partie von kifu für { $game }: `{ $error }`
import-not-a-record = keine JSON-Partie von kifu für { $game }: `{ $error }`
import-format-newer = diese Partie ist im Format { $format } von kifus JSON für { $game }; dieses kifu liest Format { $version }: aktualisieren Sie kifu
import-not-a-square = `{ $field }` ist `{ $given }`, kein Feld
# How many of the moves (or turns: `what`) given replay.
import-moves-replay = { $count } der { $given } angegebenen { $what ->
        [turns] Züge
       *[moves] Züge
    } { $count ->
        [one] lässt
       *[other] lassen
    } sich nachspielen

## i18n: command line
# A path in a folder that is not a regular file (a named pipe, a socket): not read.
cli-not-a-file = keine reguläre Datei: übersprungen

## py: the Python package (crates/kifu-py)

py-unknown-game = es ist nicht zu erkennen, zu welchem Spiel dieser Text gehört: eine Angabe wie `[Game "Kamisado"]` hinzufügen oder game="kamisado" übergeben
py-json-no-game = es ist nicht zu erkennen, zu welchem Spiel dieses JSON gehört: kein Feld "game" nennt es; game="kamisado" übergeben
py-json-not-json = der Text ist kein JSON: { $error }

## web: the app

web-title = kifu – ein Partieformular prüfen
web-game = Spiel
web-game-auto = { $game } (laut [Game]-Tag)
web-game-unknown = { $game }: Kein [Game]-Tag sagt, welches Spiel dies ist; hier wählen
web-language = Sprache
web-editor = Partieformular
web-open = Datei öffnen…
web-share = Link kopieren
web-shared = Der Link zu diesem Formular an dieser Stelle ist kopiert (und in der Adresszeile).
web-json = JSON herunterladen
web-notation = Notation herunterladen
web-notation-lang = auf
web-notation-style = Stil
web-own = wie geschrieben
web-sheet = Leeres Formular
web-print = Leeres Formular drucken
web-valid = ✓ Kein Fehler. { $outcome }
web-problems = { $count ->
        [one] 1 Problem
       *[other] { $count } Probleme
    }
web-empty = Ein Partieformular eintippen oder einfügen, oder eine Datei öffnen.
web-not-replayed = Diese Partie lässt sich nicht nachspielen: siehe die Diagnose.
web-record-of = Partie { $number } von { $count }
web-keys = Tasten außerhalb des Editors: ← → ein Zug, ↑ ↓ eine Runde, Pos1, Ende, f dreht das Brett. Im Editor folgt das Brett dem Cursor.
web-privacy = Nichts verlässt diese Seite: Das Formular bleibt in Ihrem Browser. Ein Link trägt es nach seinem #, der nie an einen Server geht.
web-refused = Nicht geschrieben: { $reason }
web-opened = { $file } geöffnet.
cli-web-missing = dieses kifu wurde ohne die Web-App gebaut: scripts/build-web.sh ausführen (dafür `rustup target add wasm32-unknown-unknown`), dann kifu neu bauen

## ev: event

event-standings = Tabelle: { $game }
event-col-rank = #
event-col-player = Spieler
event-col-played = Partien
event-col-won = Siege
event-col-drawn = Remis
event-col-lost = Niederlagen
event-col-points = Punkte
event-col-sb = SB
event-col-own-kamisado = Rundenpunkte
event-col-own-kasane = Wertungen
event-crosstable = Kreuztabelle
event-tie-breaks = Feinwertungen
event-separated = { $above } vor { $below }: { $by }
event-tb-head-to-head = direkter Vergleich
event-tb-sonneborn-berger = Sonneborn-Berger
event-tb-game-points = die Punkte des Spiels
event-unfinished = nicht beendet, nicht gewertet: { $at } ({ $players })
event-apart-heading = Nicht gewertet: nicht nachspielbar
event-apart = { $file }:{ $line }:{ $column }: Partie { $record } ({ $players }): { $problem }
event-apart-as-written = wie notiert gewertet ([Result])
event-copies-heading = Dieselbe Partie zweimal
event-copy-same = { $other } ist dieselbe Partie wie { $kept }: einmal gewertet
event-copy-prefix = { $other } ist der Anfang von { $kept }: einmal gewertet
event-copy-disagree = { $other } und { $kept } weichen ab Runde { $round }, Zug { $ply } voneinander ab; { $kept } ist nachspielbar, { $other } nicht: nur { $kept } wird gewertet
event-copy-disagree-neither = { $other } und { $kept } weichen ab Runde { $round }, Zug { $ply } voneinander ab; keine ist nachspielbar
event-maybe-heading = Vielleicht dieselbe Person
event-maybe-same = { $first } und { $second } ({ $why })
event-why-accents = nur die Akzente unterscheiden sich
event-why-order = dieselben Namen in anderer Reihenfolge
event-why-initials = eine Initiale für einen Namen
event-record = { $file } Partie { $record }
event-not-replayed = { $count ->
    [one] 1 Partie ist nicht nachspielbar: nicht gewertet
   *[other] { $count } Partien sind nicht nachspielbar: nicht gewertet
}
event-no-record = keine Partie zum Zusammenstellen
event-same-player = derselbe Name auf zwei Plätzen, nicht gewertet: { $at } ({ $players })

## imp: importers
cli-from-to = `--from` liest Kamisado-Partien: schreiben Sie sie mit `--to kamisado`, `json` oder `jsonl`, nicht `{ $to }`

## site: kifu site, the event published as a static site

site-players = Spieler
site-games = Partien
site-games-of = Partien von { $player }
site-col-game = Partie
site-col-opponent = Gegner
site-col-result = Ergebnis
site-won = gewonnen
site-drawn = remis
site-lost = verloren
site-not-counted = nicht gewertet
site-back = Tabelle
site-download = Herunterladen
site-notation = das Blatt (.{ $extension })
site-json = JSON
site-copy-of = Dieses Blatt ist eine Abschrift einer anderswo notierten Partie: gewertet wird { $kept }.
site-out-is-input = der Ordner der Website { $out } ist die Eingabe { $input }, enthält sie oder liegt darin: wählen Sie einen eigenen Ordner für die Website
site-not-a-site = { $out } enthält Dateien und wurde nicht von kifu site geschrieben: wählen Sie einen leeren oder neuen Ordner, oder fügen Sie --force hinzu, um seine Dateien zu überschreiben
site-engine = die Web-App dieses kifu hat nicht die Form, die kifu site zerlegt: bauen Sie sie neu (scripts/build-web.sh), dann kifu
site-written = { $count ->
    [one] { $count } Datei in { $out } geschrieben
   *[other] { $count } Dateien in { $out } geschrieben
}

## webscan: scanning a tick form in the web app
web-scan = Partiebogen scannen
web-scan-reading = { $count ->
        [one] Das Foto wird gelesen …
       *[other] { $count } Fotos werden gelesen …
    }
web-scan-done = { $count ->
        [0] Gescannt: jeder Eintrag klar gelesen
        [one] Gescannt: 1 Eintrag zu prüfen
       *[other] Gescannt: { $count } Einträge zu prüfen
    }
web-scan-failed = Die Fotos ergeben keine Partie: nichts wurde in den Editor gesetzt
web-scan-error = Die Fotos können nicht gelesen werden: { $reason }
web-scan-choose = Was hier steht:
web-scan-chosen = { $entry } in die Partie übernommen
web-scan-stale = Der Text wurde seit dem Scan geändert: diesen Eintrag von Hand korrigieren

## hw (issue 36 phase B): the handwriting sheet read from a photo
scan-forms-mixed = diese Fotos zeigen zwei Formulare, den Ankreuzbogen und das handschriftliche Protokoll: scannen Sie jeden Bogen für sich
