# Kamisado: the words of the handwritten score sheet (`kifu sheet`).
black = Schwarz
white = Weiß
match-length = Partie: ☐ einfach (1)  ☐ Standard (3)  ☐ lang (7)  ☐ Marathon (15)
fill = Aufstellung
from-left = von links
from-right = von rechts
column-tower = Turm
column-direction = Richt.
column-distance = Felder
column-landing = Ziel
help = Richtung: ↑ gerade  ↖ diagonal links  ↗ diagonal rechts  ↓ zurückgeschoben. Blockierter Turm: 0 und die Farbe seines Feldes.

# The tick-box score sheet (`kifu sheet --form ticks`).
tick-title = Kamisado — Ankreuz-Protokoll
tick-page = Seite
tick-black = Schwarz
tick-white = Weiß
tick-round = Runde
tick-new = neu
tick-continued = Forts.
tick-fill = Aufstellung
tick-score = Stand
tick-tower = Turm
tick-direction = Richt.
tick-distance = Felder
tick-landing = Ziel
tick-event = Turnier
tick-date = Datum
tick-signatures = Unterschriften
tick-help-1 = Pro Feld ein Kästchen ankreuzen oder abhaken. Zum Korrigieren das falsche Kästchen ausmalen und das richtige ankreuzen.
tick-help-2 = Jede Runde beginnt einen neuen Abschnitt: neu, Aufstellung und Stand vor der Runde ankreuzen. Runde 1 hat keine Aufstellung, Stand 0 0.
tick-help-3 = Blockierter Turm: seine Farbe, 0 und die Farbe seines Feldes. Bei völliger Blockade darf der wiederholte Blockade-Eintrag fehlen.
tick-help-4 = Nach einem Oshi kreuzt der geschobene Spieler seinen vom Schieber am weitesten entfernten Turm an, ↓, 1 und die Farbe seines Zielfelds.
tick-help-5 = Ist eine Runde länger als ihr Abschnitt, geht sie im nächsten weiter: dort Forts. ankreuzen.
tick-help-6 = Beginnt Weiß eine Runde, bleibt die Hälfte von Schwarz in ihrer ersten Zeile leer.
tick-help-7 = Die vier Eckquadrate müssen auf dem Foto sein, bei gleichmäßigem Licht.
