# Kaitō: the words of the handwritten score sheet (`kifu sheet`).
side-left = Rot
side-right = Schwarz
field-1 = Beginn
field-2 = Aufbau
column-1 = Nach
column-2 = Geschlagen
column-3 = Tausch
help = Nach: das Feld, auf das der Kaito zieht. Geschlagen: der genommene Stein (rS, bH, r1…). Tausch: = H 3+2.
