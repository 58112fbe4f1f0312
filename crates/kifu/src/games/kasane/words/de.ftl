# Colors of Kasane: the words of the handwritten score sheet (`kifu sheet`).
player = Spieler
grid = Auslage
row = Reihe
card = Karte
combination = Kombination
points = Pkt.
total = Summe
help = Eine Partie hat 3 Runden zu dritt, 4 zu viert. Auslage: die ausgelegten Karten, Reihe für Reihe (zu dritt 3 Reihen zu 5, zu viert 4 Reihen zu 4). Jeder Zug: Spieler, Reihe, genommene Karte, erfüllte Kombination und ihre Punkte.
