# Samouraï: the words of the handwritten score sheet (`kifu sheet`).
side-left = Rot
side-right = Schwarz
field-1 = Brett
column-1 = Zug
column-2 = Felder
column-3 = Feld
help = Zug: von–nach (g1-k5), + für den Bonuszug nach Anzen. Feld: taiyō, ryū, washi, katana, ho bo, shiro, anzen.
