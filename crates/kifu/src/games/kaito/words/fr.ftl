# Kaitō: the words of the handwritten score sheet (`kifu sheet`).
side-left = Rouge
side-right = Noir
field-1 = Premier
field-2 = Disposition
column-1 = Vers
column-2 = Pris
column-3 = Échange
help = Vers : la case où va le Kaito. Pris : le jeton capturé (rS, bH, r1…). Échange : = H 3+2.
