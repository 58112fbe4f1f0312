# The words every blank score sheet prints.
sheet = Partieprotokoll
event = Turnier
date = Datum
place = Ort
round = Runde
score = Stand
result = Ergebnis
signatures = Unterschriften
