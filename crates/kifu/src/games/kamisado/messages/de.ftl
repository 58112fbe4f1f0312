### kamisado's messages in German (Project Fluent syntax). Ids start with `kamisado-`.

## Terms: the game's nouns, with their grammar as attributes (.gender, cases …)

# Eine Farbe, eines Turms oder eines Feldes.
kamisado-colour-orange = orange
    .cap = Orange
    .weak = orangefarbene
kamisado-colour-blue = blau
    .cap = Blau
    .weak = blaue
kamisado-colour-purple = lila
    .cap = Lila
    .weak = lila
kamisado-colour-pink = rosa
    .cap = Rosa
    .weak = rosa
kamisado-colour-yellow = gelb
    .cap = Gelb
    .weak = gelbe
kamisado-colour-red = rot
    .cap = Rot
    .weak = rote
kamisado-colour-green = grün
    .cap = Grün
    .weak = grüne
kamisado-colour-brown = braun
    .cap = Braun
    .weak = braune

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
    .dat = einem orangefarbenen Feld
kamisado-square-blue = ein blaues Feld
    .dat = einem blauen Feld
kamisado-square-purple = ein lila Feld
    .dat = einem lila Feld
kamisado-square-pink = ein rosa Feld
    .dat = einem rosa Feld
kamisado-square-yellow = ein gelbes Feld
    .dat = einem gelben Feld
kamisado-square-red = ein rotes Feld
    .dat = einem roten Feld
kamisado-square-green = ein grünes Feld
    .dat = einem grünen Feld
kamisado-square-brown = ein braunes Feld
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


## Other texts: outcomes, pictures, moves
